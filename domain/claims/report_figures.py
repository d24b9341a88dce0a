"""Figures that may be a report's own results, though no cue says whose they are.

When the report reader (``report_reader.py``) says a text reads like someone's own test, the
figures the rules left with no source may be that test's results: "Ergebnisse: GPQA Diamond:
75,1 Prozent" under a replication report's heading. They are named in the analysis's
reasons, never counted: taken as independent they would have made the commonest miss on
unseen text right (8 of 268 texts; 3 when credited only to a tester the rules had found),
but red teams 27 and 28 (``tests/corpus_redteam27/``, ``corpus_redteam28/``) had 20 of 20
and 12 of 16 vendor or unverified texts written in a report's style read as independent
evidence, the worst error. What is named must at least be something a test could have
produced (``_own_result``), so that the reason points at a result, not at the vendor's
figure or a setting.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from domain.claims.against_claim import SCORE_UNITS
from domain.claims.figures import BAR_WORDS
from domain.claims.records import Attribution, Mention, MentionKind
from domain.claims.tolerances import Outcome, compare

#: A bar set before a test in the figure's own sentence, not its result: "Seuil fixé avant
#: les mesures : 470 tokens par seconde" (a sentence labelled as a bar gives no figures at
#: all, ``figures.states_a_bar``).
_THRESHOLD = re.compile(BAR_WORDS, re.IGNORECASE)


def _vendor_figures(mentions: Sequence[Mention], against: Sequence[Mention]) -> list[Mention]:
    """The figures the text gives as the vendor's (a cue says so), not those it sets against
    the vendor's claim."""
    return [
        m
        for m in mentions
        if m.attribution is Attribution.VENDOR
        and not m.by_default
        and m.value is not None
        and not any(m is a for a in against)
    ]


def _held_to(m: Mention, claims: Sequence[Mention]) -> list[Mention]:
    """The vendor figures the figure could be compared with: same benchmark and model,
    comparable unit."""
    return [
        c
        for c in claims
        if c.benchmark == m.benchmark
        and c.model == m.model
        and (c.unit == m.unit or {c.unit, m.unit} <= SCORE_UNITS)
    ]


def _own_result(
    m: Mention, claims: Sequence[Mention], vendor_re: re.Pattern[str], against: Sequence[Mention]
) -> bool:
    """- a score or speed about the watched model with no source, or one the text sets
      against the vendor's claim ("1.190 token al secondo, poco meno della metà del valore
      annunciato"), not negated, hedged or guessed;
    - not a gap in points ("scarti di 3 punti tra harness diversi" is no score), nor a bar set
      before the test ("Seuil fixé avant les mesures : 470");
    - not said of a variant, nor a target a test fell short of;
    - with no source: in a sentence that does not name the vendor ("là où DiffuSpace annonce
      73,6"; ``vendor_re``: the vendor's own names, not the model's);
    - with a vendor figure to compare it with, of which it is no copy (within 0.1)."""
    set_against = any(m is a for a in against) and m.attribution is Attribution.VENDOR
    if not ((m.by_default or set_against) and m.about_target and m.kind is MentionKind.FIGURE):
        return False
    if m.value is None or m.negated or m.hedged or m.guessed or m.variant or m.unreached:
        return False
    if m.unit == "points" or _THRESHOLD.search(m.quote):
        return False
    if not set_against and vendor_re.search(m.quote):
        return False
    held_to = _held_to(m, claims)
    return bool(held_to) and not any(
        compare(c.value or 0.0, m.value, m.benchmark, m.unit).outcome is Outcome.POSSIBLE_COPY
        for c in held_to
    )


def unsourced_results(
    mentions: Sequence[Mention], vendor_re: re.Pattern[str], against: Sequence[Mention] = ()
) -> list[Mention]:
    """The figures that may be a report's own results (``_own_result``). ``against``: the
    figures the text sets against the vendor's claim (``against_claim``), which are no
    claims."""
    claims = _vendor_figures(mentions, against)
    return [m for m in mentions if _own_result(m, claims, vendor_re, against)]
