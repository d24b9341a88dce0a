"""Cutting a document into blocks, sentences (or table rows) and clauses.

Attribution is decided per clause and carried forward within a paragraph, so the units
matter: a blank line ends a paragraph, a heading resets the context, a markdown table row is
one unit that keeps its header, and a sentence is split into clauses where two sources can
meet ("Moonshot reported 50%; independent testers measured 29.4%").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache

from domain.claims.lexicon import CLAUSE_SPLITTERS, MONTHS, words


class UnitKind(StrEnum):
    SENTENCE = "sentence"
    HEADING = "heading"
    TABLE_ROW = "table-row"


@dataclass
class Unit:
    """A sentence, a heading or a table row, with the paragraph (block) it belongs to."""

    text: str
    block: int
    kind: UnitKind
    clauses: list[str] = field(default_factory=list)
    header: list[str] = field(default_factory=list)
    cells: list[str] = field(default_factory=list)
    bullet: bool = False  # an item of a bulleted or numbered list


_ABBREVIATIONS = words(
    "e.g i.e vs etc dr mr mrs ms prof inc ltd co corp sept sep jan feb mar apr jun jul aug"
    " oct nov dec no nr bzw ca z.b u.a approx st fig u.s u.k al vgl s.a"
)
_BOUNDARY = re.compile(r"(?<=[.!?])[\"”»’']?\s+(?=[\"“„«(\[¿¡]?[A-Z0-9À-ÖØ-Þ])")
_CJK_BOUNDARY = re.compile(r"(?<=[。！？])")
#: A month's name after an ordinal day: "30. Oktober", "1. März".
_MONTH_NAME = re.compile(rf"{MONTHS}\b", re.IGNORECASE)
_TABLE_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}")
_BULLET = re.compile(r"^\s*(?:[-*•·]|\d+[.)])\s+")


@cache
def _splitters() -> re.Pattern[str]:
    return re.compile("|".join(CLAUSE_SPLITTERS), re.IGNORECASE)


def split_sentences(line: str) -> list[str]:
    """Split one line into sentences, leaving decimals and abbreviations alone."""
    out: list[str] = []
    for chunk in _CJK_BOUNDARY.split(line):
        start = 0
        for m in _BOUNDARY.finditer(chunk):
            before = chunk[start : m.start()]
            last_word = re.search(r"([\w.]+)\.$", before)
            word = last_word.group(1) if last_word else ""
            if word.lower() in _ABBREVIATIONS or (len(word) == 1 and word.isupper()):
                continue
            if _is_day_of_month(word, chunk, m.end()):
                continue  # "am 30. Oktober 2026": a German date, not a sentence's end
            out.append(chunk[start : m.start()].strip())
            start = m.end()
        out.append(chunk[start:].strip())
    return [s for s in out if s]


def _is_day_of_month(word: str, text: str, pos: int) -> bool:
    """Is ``word.`` a German ordinal day ("30." in "am 30. Oktober 2026") rather than a
    number ending a sentence? German writes the day with a full stop before the month."""
    return word.isdigit() and len(word) <= 2 and _MONTH_NAME.match(text, pos) is not None


def split_clauses(sentence: str) -> list[str]:
    """Split a sentence where a second source or a contrast may start."""
    parts = [p.strip() for p in _splitters().split(sentence)]
    return [p for p in parts if p] or [sentence]


def _is_heading(line: str) -> bool:
    stripped = line.strip()
    if not stripped or _BULLET.match(stripped) or stripped.startswith("|"):
        return False
    if re.search(r"[.!?;:。！？；：,，]$", stripped):
        return False
    if re.search(r"[\u4e00-\u9fff]", stripped):
        return len(stripped) <= 14
    return len(stripped.split()) <= 8


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def segment(text: str) -> list[Unit]:
    """Cut ``text`` into units; ``Unit.block`` numbers the paragraphs."""
    units: list[Unit] = []
    block = 0
    header: list[str] | None = None
    prev_blank = True
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            if not prev_blank:
                block += 1
            prev_blank = True
            header = None
            continue
        prev_blank = False
        if line.startswith("|") and line.count("|") >= 2:
            if _TABLE_SEPARATOR.match(line):
                continue
            cells = _cells(line)
            if header is None:
                header = cells
                continue
            row_text = " | ".join(cells)
            units.append(Unit(row_text, block, UnitKind.TABLE_ROW, [row_text], list(header), cells))
            continue
        header = None
        if _is_heading(line):
            units.append(Unit(line, block, UnitKind.HEADING, [line]))
            continue
        bullet = _BULLET.match(line) is not None
        body = _BULLET.sub("", line)
        for sentence in split_sentences(body):
            clauses = split_clauses(sentence)
            units.append(Unit(sentence, block, UnitKind.SENTENCE, clauses, bullet=bullet))
    return units
