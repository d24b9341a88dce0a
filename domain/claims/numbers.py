"""Locale-aware parsing of the numbers found in model-release coverage.

The same figure is written "1,500" in English, "1.500" in German, Italian, Spanish and
Portuguese, "1 500" (often with a narrow no-break space) in French, and its decimals as
"73.6" or "73,6". Reading a thousands separator as a decimal mark turns 1,500 tok/s into
1.5 tok/s, which would make any comparison with an independent measurement meaningless, so
the rules below are explicit and tested per language.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

#: Languages whose decimal mark is a comma and whose thousands separator is a dot or a space.
DECIMAL_COMMA_LANGS = frozenset({"de", "fr", "es", "pt", "it"})

_GROUP_SPACES = " \u00a0\u202f\u2009\u2007"
# A number starts after a non-alphanumeric character; "-" counts as a sign or a range dash
# ("5-10x"), but not inside names such as "GPT-4.5" or "R1-0528". After a colon only a
# decimal number, and not after a digit's colon: "SWE-bench Verified:70.9" (a full-width
# colon after NFKC) is a score, "12:30" and "localhost:8080" are not.
_DIGIT_BEFORE = r"(?<![0-9A-Za-z.,/])(?:(?<!:)|(?<![0-9]:)(?=\d+[.,]\d))(?<![A-Za-z][-−])"
_SIGN = r"(?:(?<![0-9A-Za-z.,])(?P<sign>[-−]))?"

#: One number as written in running text: space-grouped thousands, dot/comma separated
#: groups, an optional exponent and an optional "k" multiplier.
NUMBER_RE = re.compile(
    _SIGN
    + _DIGIT_BEFORE
    + r"(?P<body>\d{1,3}(?:["
    + _GROUP_SPACES
    + r"]\d{3})+(?![0-9])(?:[.,]\d+)?"
    + r"|\d+(?:[.,]\d+)*)"
    + r"(?P<exp>[eE][+-]?\d+)?"
    + r"(?P<k>[kK](?![A-Za-z]))?"
)


@dataclass(frozen=True)
class NumberToken:
    """A number found in text, with its span and parsed value."""

    start: int
    end: int
    raw: str
    value: float


def _body_to_float(body: str, lang: str | None) -> float | None:
    """Turn the digits-and-separators part of a number into a float."""
    for space in _GROUP_SPACES:
        body = body.replace(space, "")
    has_comma, has_dot = "," in body, "." in body
    comma_decimal_lang = lang in DECIMAL_COMMA_LANGS
    if has_comma and has_dot:
        # The separator that comes last is the decimal mark: 1,234.5 or 1.234,5.
        if body.rfind(",") > body.rfind("."):
            body = body.replace(".", "").replace(",", ".")
        else:
            body = body.replace(",", "")
    elif has_comma:
        body = _single_separator(body, ",", thousands_first=not comma_decimal_lang)
    elif has_dot:
        body = _single_separator(body, ".", thousands_first=comma_decimal_lang)
    try:
        return float(body)
    except ValueError:
        return None


def _single_separator(body: str, sep: str, *, thousands_first: bool) -> str:
    """Resolve a number that uses one kind of separator only.

    Several occurrences ("1.000.000") can only be thousands groups. A single one followed by
    exactly three digits is ambiguous ("1,500", "1.500"): it is a thousands separator where the
    language writes thousands that way (``thousands_first``), and a decimal mark otherwise,
    except that "000" is always a thousands group (nobody writes 1.0 as "1,000"). A leading
    "0" ("0,500") is always a decimal.
    """
    parts = body.split(sep)
    if len(parts) > 2:
        if all(len(p) == 3 for p in parts[1:]):
            return "".join(parts)
        return parts[0] + "." + "".join(parts[1:])
    whole, frac = parts
    grouped = len(frac) == 3 and whole != "0" and len(whole) <= 3
    # "1,000" or "1.000" never means 1.0 in prose: a "000" group is thousands everywhere.
    if grouped and (thousands_first or frac == "000"):
        return whole + frac
    return whole + "." + frac


def _token_value(match: re.Match[str], lang: str | None) -> float | None:
    value = _body_to_float(match.group("body"), lang)
    if value is None:
        return None
    if match.group("exp"):
        value *= 10 ** int(match.group("exp")[1:])
    if match.group("k"):
        value *= 1000
    if match.group("sign"):
        value = -value
    return value


def normalize_text(text: str) -> str:
    """NFKC-normalise text (full-width digits, ％) but keep the no-break spaces we rely on."""
    protected = text.replace("\u00a0", "\x00").replace("\u202f", "\x01")
    normal = unicodedata.normalize("NFKC", protected)
    return normal.replace("\x00", "\u00a0").replace("\x01", "\u202f")


def iter_numbers(text: str, lang: str | None = None) -> Iterator[NumberToken]:
    """Yield every number in ``text`` with its span (spans refer to ``text`` as given).

    ``text`` should already be NFKC-normalised (``normalize_text``) if it may contain
    full-width digits; NFKC keeps string length for the characters that matter here.
    """
    for match in NUMBER_RE.finditer(text):
        value = _token_value(match, lang)
        if value is not None:
            yield NumberToken(match.start(), match.end(), match.group(0), value)


def parse_number(text: str, lang: str | None = None) -> float | None:
    """Parse the first number in ``text``, honouring the language's separators.

    >>> parse_number("73,6 %")
    73.6
    >>> parse_number("1.500", "de")
    1500.0
    >>> parse_number("1,500")
    1500.0
    """
    normal = normalize_text(text)
    for token in iter_numbers(normal, lang):
        return token.value
    return None
