"""Text folding shared by relevance, dedup and stories.

Model names reach us as "Clover‑35B" (non-breaking hyphen), "CLOVER 35B", "Ｃｌｏｖｅｒ"
(full width) or "Clover\u00ad35B" (soft hyphen). Folding maps all of those to one form while
keeping a map back to the original offsets, so a match can be reported as it was written.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

__all__ = ["fold", "fold_by_character", "fold_with_offset_map", "fold_with_offsets", "word_set"]

_TRANSLATE = {
    **dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"), "-"),
    **dict.fromkeys(map(ord, "\u00a0\u2002\u2003\u2007\u2009\u200a\u202f\u205f\u3000"), " "),
    **dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"), ""),
    **dict.fromkeys(map(ord, "\u2018\u2019\u201a\u201b\u2032"), "'"),
    **dict.fromkeys(map(ord, "\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033"), '"'),
}
_SPECIAL = re.compile("[" + re.escape("".join(map(chr, _TRANSLATE))) + "]")
_SPECIAL_FOLDED = {chr(code): folded for code, folded in _TRANSLATE.items()}


def _unify(text: str) -> str:
    """``text.translate(_TRANSLATE)``: the regex finds the few dashes, spaces and quotes,
    where ``str.translate`` looks every character of a non-ASCII text up in the table (0.02
    ms a fold of a page)."""
    return _SPECIAL.sub(_unified, text)


def _unified(match: re.Match[str]) -> str:
    return _SPECIAL_FOLDED[match.group()]


def _fold_char(ch: str) -> str:
    """One character folded: NFKC, case-folded, dashes/spaces/quotes unified."""
    mapped = ch.translate(_TRANSLATE)
    if mapped != ch:
        return mapped
    return unicodedata.normalize("NFKC", ch).casefold()


def fold(text: str) -> str:
    """Case-folded, NFKC-normalised text with unified dashes, spaces and quotes.

    Character by character (so offsets can be mapped back, see :func:`fold_with_offsets`),
    but most text needs no per-character work: once the special characters are mapped, a
    string that is already NFKC has every character NFKC on its own too, and case folding
    has no context. Other text (Chinese with full-width punctuation, say) goes through a
    table of folded characters, which is the per-character definition applied by
    ``str.translate``.
    """
    if text.isascii():
        return text.lower()
    mapped = _unify(text)
    if unicodedata.is_normalized("NFKC", mapped):
        return mapped.casefold()
    _learn(text)
    return text.translate(_FOLDED)


def fold_with_offsets(text: str) -> tuple[str, list[int]]:
    """:func:`fold` plus, for every folded character, the index of its source character.

    The list has one extra entry (``len(text)``) so an end offset maps too.
    """
    folded, offsets = fold_with_offset_map(text)
    return folded, offsets if isinstance(offsets, list) else [*offsets]


def fold_with_offset_map(text: str) -> tuple[str, Sequence[int]]:
    """:func:`fold_with_offsets`, with offsets that are the identity given as a ``range``:
    most texts fold one character for one, and a list of a page's length cost relevance
    0.02 ms a page for the few offsets it reads.

    A text whose dashes, spaces and quotes unify one for one, and which is then NFKC, folds
    by ``str.casefold`` (as in :func:`fold`); if that keeps its length, every character
    folded to one character. News text is full of curly quotes and dashes, and the
    character table costs 0.05 ms a page more.
    """
    if text.isascii():
        return text.lower(), range(len(text) + 1)
    mapped = _unify(text)
    if len(mapped) == len(text) and unicodedata.is_normalized("NFKC", mapped):
        folded = mapped.casefold()
        if len(folded) == len(text):  # no 'ß' -> 'ss': offsets are the identity
            return folded, range(len(text) + 1)
    chars = _learn(text)
    folded = text.translate(_FOLDED)
    resized = chars & _RESIZED
    if not resized:  # one character out for each in: offsets are the identity
        return folded, range(len(text) + 1)
    # Identity between the few characters whose fold is longer or shorter ('ß', a soft hyphen).
    offsets: list[int] = []
    start = 0
    for index in [i for i, ch in enumerate(text) if ch in resized]:
        offsets.extend(range(start, index))
        offsets.extend([index] * len(_FOLDED[ord(text[index])]))
        start = index + 1
    offsets.extend(range(start, len(text) + 1))
    return folded, offsets


# Every character met so far, and its fold where that differs (a `str.translate` table);
# `_RESIZED` holds those whose fold is not one character ('ß' -> 'ss', a soft hyphen -> '').
_KNOWN: set[str] = set()
_FOLDED: dict[int, str] = {}
_RESIZED: set[str] = set()


def _learn(text: str) -> set[str]:
    """Add the characters of ``text`` to the table; returns them."""
    chars = set(text)
    for ch in chars - _KNOWN:
        folded = ch.lower() if ch.isascii() else _fold_char(ch)
        if folded != ch:
            _FOLDED[ord(ch)] = folded
        if len(folded) != 1:
            _RESIZED.add(ch)
        _KNOWN.add(ch)
    return chars


def fold_by_character(text: str) -> tuple[str, list[int]]:
    """The definition :func:`fold` and :func:`fold_with_offsets` must agree with, one
    character at a time; they no longer call it (the tests do)."""
    out: list[str] = []
    offsets: list[int] = []
    for index, ch in enumerate(text):
        folded = ch.lower() if ch.isascii() else _fold_char(ch)
        out.append(folded)
        offsets.extend([index] * len(folded))
    offsets.append(len(text))
    return "".join(out), offsets


def word_set(text: str) -> frozenset[str]:
    """Whitespace-separated words as a set: keeps long word tables readable."""
    return frozenset(text.split())
