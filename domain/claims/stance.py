"""Phrases in which a source agrees with a claim or contradicts it.

A stance phrase is only evidence when the analyser has established that the sentence speaks
for an independent party; this module only finds the phrase. Disputes are looked for first,
because "unable to replicate the claimed results" contains a confirmation verb. A phrase
right after a negation word ("no discrepancy", "could not confirm") is ignored.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.claims.patterns import Span, union
from domain.claims.records import Stance


@dataclass(frozen=True)
class StanceHit:
    stance: Stance
    span: Span
    text: str


def _cancelled(text: str, start: int) -> bool:
    window = text[max(0, start - 25) : start]
    return union("STANCE_CANCELLERS").search(window) is not None


_ORDER = (
    (Stance.DISPUTES, "DISPUTE_PHRASES", False),
    (Stance.DISPUTES, "DISPUTE_VERBS", True),
    (Stance.CONFIRMS, "CONFIRM_PHRASES", False),
    (Stance.CONFIRMS, "CONFIRM_VERBS", True),
)


def detect_stance(text: str) -> StanceHit | None:
    """The first dispute phrase in ``text``, else the first confirmation phrase.

    Bare verbs ("confirmed", "bestätigt", "contradicts") count only in a clause about a
    claimed figure: "users confirmed that the API was Claude" confirms no claim.
    """
    about_claim = union("CLAIM_CONTEXT").search(text) is not None
    for stance, table, needs_claim in _ORDER:
        if needs_claim and not about_claim:
            continue
        for m in union(table).finditer(text):
            if m.end() > m.start() and not _cancelled(text, m.start()):
                return StanceHit(stance, m.span(), m.group(0))
    return None
