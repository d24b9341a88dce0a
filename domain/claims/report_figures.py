"""Figures that may be a report's own results, though no cue says whose they are.

When the report reader (``report_reader.py``) says a text reads like someone's own test, the
figures the rules left with no source may be that test's results: "Ergebnisse: GPQA Diamond:
75,1 Prozent" under a replication report's heading. They are shown as such, never counted:
taken as independent they would have made the commonest miss on unseen text right (8 of 268
texts; 3 when credited only to a tester the rules had found), but red teams 27 and 28
(``tests/corpus_redteam27/``, ``corpus_redteam28/``) had 20 of 20 and 12 of 16 vendor or
unverified texts written in a report's style read as independent evidence, the worst error.
Only figures that could not be the vendor's own restated are listed (``_own_result``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from domain.claims.records import Attribution, Mention, MentionKind
from domain.claims.tolerances import Outcome, compare

#: Units a score is written in: none, or a percent sign.
_SCORE_UNITS = frozenset({None, "%"})
_READINGS = {
    Outcome.CONFIRMS: "confirms",
    Outcome.EXCEEDS: "confirms",
    Outcome.INCONCLUSIVE: "disputes",
    Outcome.DISPUTES: "disputes",
}

#: A bar set before a test, not its result: "Seuil fixé avant les mesures : 470 tokens par
#: seconde", "pass mark", "Zielwert", "阈值".
_THRESHOLD = re.compile(
    r"\b(?:thresholds?|pass(?:ing)?\s+marks?|cut-?offs?|target\s+values?|seuils?|Schwell\w*"
    r"|Zielwert\w*|umbral(?:es)?|limiares?|limiar|soglie|soglia|valeurs?\s+attendues?"
    r"|expected\s+values?)\b|阈值|目标值|预期值",
    re.IGNORECASE,
)

#: Closer than this to a figure the text gives as the vendor's, a figure may be its copy.
COPY_DISTANCE = 0.1


def _vendor_figures(mentions: Sequence[Mention], against: Sequence[Mention]) -> list[Mention]:
    return [
        m
        for m in mentions
        if m.attribution is Attribution.VENDOR
        and not m.by_default
        and m.value is not None
        and not any(m is a for a in against)
    ]


def _copies(m: Mention, claims: Sequence[Mention]) -> bool:
    return any(
        c.benchmark == m.benchmark
        and c.value is not None
        and m.value is not None
        and abs(c.value - m.value) <= COPY_DISTANCE
        for c in claims
    )


def _own_result(
    m: Mention,
    claims: Sequence[Mention],
    vendor_re: re.Pattern[str] | None,
    against: Sequence[Mention],
) -> bool:
    """- a score or speed about the watched model with no source, or one the text sets
      against the vendor's claim ("1.190 token al secondo, poco meno della metà del valore
      annunciato"), not negated or hedged;
    - not a gap in points ("scarti di 3 punti tra harness diversi" is no score), nor a bar set
      before the test ("Seuil fixé avant les mesures : 470");
    - not said of a variant, nor a target a test fell short of;
    - with no source: in a sentence that does not name the vendor ("là où DiffuSpace annonce
      73,6"; ``vendor_re``: the vendor's own names, not the model's);
    - not within 0.1 of a figure the text gives as the vendor's (a copy, for the ledger too);
    - and only when the text states a vendor figure for the same benchmark or unit, so that
      what is taken is compared with a claim and never confirms on its own."""
    set_against = any(m is a for a in against) and m.attribution is Attribution.VENDOR
    if not ((m.by_default or set_against) and m.about_target and m.kind is MentionKind.FIGURE):
        return False
    if m.value is None or m.negated or m.hedged or m.guessed or m.variant or m.unreached:
        return False
    if m.unit == "points" or _THRESHOLD.search(m.quote):
        return False
    if not set_against and vendor_re is not None and vendor_re.search(m.quote):
        return False
    if _copies(m, claims):
        return False
    return len(_readings(m, claims)) == 1


def _readings(m: Mention, claims: Sequence[Mention]) -> set[str]:
    """What the figure says of each vendor figure it could be held to (same benchmark and
    model, comparable unit). Two readings ("1.150 token al secondo" confirms a 1.190 the
    text gives as a result and disputes the 2.400 it gives as the claim) mean the rules
    cannot tell which figure is the claim, and the figure is not taken."""
    assert m.value is not None
    matching = [
        c
        for c in claims
        if c.value is not None
        and c.benchmark == m.benchmark
        and c.model == m.model
        and (c.unit == m.unit or {c.unit, m.unit} <= _SCORE_UNITS)
    ]
    # a headline result is held to the headline claim, a variant's to the variant's
    # (as ``document._counterpart`` does)
    matching = [c for c in matching if c.variant == m.variant] or matching
    return {
        _READINGS.get(compare(c.value or 0.0, m.value, m.benchmark, m.unit).outcome, "none")
        for c in matching
    }


def unsourced_results(
    mentions: Sequence[Mention],
    vendor_re: re.Pattern[str] | None,
    against: Sequence[Mention] = (),
) -> list[Mention]:
    """The figures that may be a report's own results (``_own_result``). ``against``: the
    figures the text sets against the vendor's claim (``against_claim``), which are no
    claims."""
    claims = _vendor_figures(mentions, against)
    return [m for m in mentions if _own_result(m, claims, vendor_re, against)]
