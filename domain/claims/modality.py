"""Negations of verification and hedges.

Only statements about *verification* count as negations: "no independent benchmarks yet",
"keine Verifizierung", "未经验证". A negation about performance ("não mostrou uma vantagem
significativa") or an open question without verification vocabulary ("questions nobody has
answered yet") is not one; an open question becomes one with verification vocabulary
("it remains to be seen whether independent tests confirm", "reste à voir si ... confirm"),
and so does "the only figures available are the vendor's own". Hedges (French conditional
"aurait atteint", "reportedly") keep the claim as a claim; they never turn it into a
negation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from domain.claims.lexicon import HEDGE_MORPHOLOGY, HEDGE_MORPHOLOGY_EXCEPTIONS
from domain.claims.patterns import Span, union


class NegationKind(StrEnum):
    STRONG = "strong"  # "not independently verified", "keine Verifizierung"
    SOFT = "soft"  # "whether these benchmarks can be independently validated"


@dataclass(frozen=True)
class Negation:
    kind: NegationKind
    span: Span
    text: str


def detect_negation(text: str) -> Negation | None:
    """The first statement in ``text`` that verification is missing or still open."""
    tables = (
        (NegationKind.STRONG, "NEGATION_STRONG"),
        (NegationKind.SOFT, "NEGATION_SOFT"),
        (NegationKind.SOFT, "NEGATION_OPEN_QUESTION"),
    )
    for kind, table in tables:
        m = union(table).search(text)
        if m:
            return Negation(kind, m.span(), m.group(0))
    return None


@cache
def _morphology(lang: str) -> re.Pattern[str] | None:
    rx = HEDGE_MORPHOLOGY.get(lang)
    return re.compile(rx, re.IGNORECASE) if rx else None


def detect_hedge(text: str, lang: str | None = None) -> str | None:
    """The hedge marker in ``text`` ("reportedly", "aurait", a "forecast"), or None."""
    m = union("HEDGES").search(text) or union("FORECAST").search(text)
    if m:
        return m.group(0)
    morph = _morphology(lang) if lang else None
    if morph:
        for m in morph.finditer(text):
            if m.group(0).lower() not in HEDGE_MORPHOLOGY_EXCEPTIONS:
                return m.group(0)
    return None
