"""Compiling the lexicons once, and small helpers to search with them."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from domain.claims import lexicon

Span = tuple[int, int]

#: A relative pronoun, in every supported language with a Latin script: what opens a clause
#: about something else ("the settings that, according to ...", "Ergebnisse, die vom
#: Hersteller eingereicht werden").
RELATIVE_PRONOUN = (
    r"\b(?:that|which|who|where|que|qui|où|die|der|das|welche\w*|wo|che|cui|dove|donde"
    r"|onde)\b"
)


def whole_name(name: str) -> str:
    """A pattern for ``name`` as a whole name: not inside a longer word nor a hyphenated
    name ("Clover" not in "Cloverleaf" nor "Clover-35B")."""
    return rf"(?<![\w-]){re.escape(name)}(?![\w-])"


@cache
def union(table: str, lang: str | None = None) -> re.Pattern[str]:
    """The union of every language's patterns in ``lexicon.<table>`` (or just ``lang``'s)."""
    entries: dict[str, tuple[str, ...]] = getattr(lexicon, table)
    langs = [lang] if lang is not None else list(entries)
    parts = [p for code in langs for p in entries.get(code, ())]
    if not parts:
        return re.compile(r"(?!)")
    return re.compile("|".join(f"(?:{p})" for p in parts), re.IGNORECASE)


def overlaps(span: Span, others: Iterable[Span]) -> bool:
    return any(span[0] < end and start < span[1] for start, end in others)
