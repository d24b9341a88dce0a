"""Text folding shared by relevance, dedup and stories.

Model names reach us as "Clover‑35B" (non-breaking hyphen), "CLOVER 35B", "Ｃｌｏｖｅｒ"
(full width) or "Clover\u00ad35B" (soft hyphen). Folding maps all of those to one form while
keeping a map back to the original offsets, so a match can be reported as it was written.
"""

from __future__ import annotations

import unicodedata

__all__ = ["fold", "fold_by_character", "fold_with_offsets", "word_set"]

_TRANSLATE = {
    **dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"), "-"),
    **dict.fromkeys(map(ord, "\u00a0\u2002\u2003\u2007\u2009\u200a\u202f\u205f\u3000"), " "),
    **dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"), ""),
    **dict.fromkeys(map(ord, "\u2018\u2019\u201a\u201b\u2032"), "'"),
    **dict.fromkeys(map(ord, "\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033"), '"'),
}


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
    has no context. Only other text takes the slow path.
    """
    if text.isascii():
        return text.lower()
    mapped = text.translate(_TRANSLATE)
    if unicodedata.is_normalized("NFKC", mapped):
        return mapped.casefold()
    return fold_by_character(text)[0]


def fold_with_offsets(text: str) -> tuple[str, list[int]]:
    """:func:`fold` plus, for every folded character, the index of its source character.

    The list has one extra entry (``len(text)``) so an end offset maps too.
    """
    if text.isascii():
        return text.lower(), [*range(len(text) + 1)]
    if text.translate(_TRANSLATE) == text and unicodedata.is_normalized("NFKC", text):
        folded = text.casefold()
        if len(folded) == len(text):  # no 'ß' -> 'ss': offsets are the identity
            return folded, [*range(len(text) + 1)]
    return fold_by_character(text)


def fold_by_character(text: str) -> tuple[str, list[int]]:
    """The definition the fast paths above must agree with (and the path for the rest)."""
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
