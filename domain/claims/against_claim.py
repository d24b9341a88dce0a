"""Figures a text sets against the vendor's claim, and who they belong to.

Leaderboard changelogs and technical notes print their own result beside the vendor's
("**48.9** — vendor-reported: 51.7", "77,9 (Herstellerangabe: 79,0)", "62,4, pour 65,3
annoncé") without a verb saying who measured it. Read on its own such a figure is the
vendor's by default, which hides the test. Whatever it is, it is not the claim: when the
text has exactly one tester, it is that tester's. Red team 14 (``tests/corpus_redteam14/``)
showed how many ways a text can look like that and not be a test; each guard here answers
one of them.

Pure functions over a clause's text, its figures and their mentions; the analysis decides
who the text's tester is (``analyze``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from domain.claims.attribution import Cue, figure_cue, quoted_spans
from domain.claims.conditions import HARDWARE_RE, PRECISION_RE
from domain.claims.document import stated_gap
from domain.claims.figures import SHARE_OF_CLAIM_AFTER, Figure
from domain.claims.patterns import overlaps, union
from domain.claims.records import Attribution, Mention
from domain.claims.segment import split_sentences

#: Units a score is written in: none, or a percent sign.
SCORE_UNITS = frozenset({None, "%"})

#: "Every other number", "all numbers except": the statement leaves some figures out.
_EXCEPTING = re.compile(
    r"\b(?:other|except\w*|apart|besides|sauf|hormis|außer|ausgenommen|excepto|salvo|exceto"
    r"|tranne|eccetto)\b|除了|其他|其余",
    re.IGNORECASE,
)

#: What, anywhere in a text, stops crediting its tester with the figures it sets against
#: the claim: results withdrawn, a test paid for, figures with no result of the writer's, a
#: leak (and a failed attempt, ``failed_run_stated``).
_NO_CREDIT = ("WITHDRAWN_RESULTS", "COMMISSIONED", "NO_OWN_RESULTS", "LEAK_WORDS")


def set_against_claim(
    text: str,
    cues: list[Cue],
    figures: Sequence[Figure],
    found: Sequence[Mention],
    vendor_re: re.Pattern[str],
) -> list[Mention]:
    """The mentions of a clause's figures that it sets against the vendor's claim: a figure
    with no source of its own (``found[i]`` is ``figures[i]``'s mention), followed by the
    vendor's figure for the same thing named as a claim ("**63.1** — vendor-reported: 65.3",
    "472, contro i 515 indicati dall'azienda"), by its gap to the claim ("1,0 ponto abaixo do
    valor divulgado") or by its share of it ("cerca de 89% do anunciado")."""
    out = []
    for i, (fig, m) in enumerate(zip(figures, found, strict=True)):
        if m.attribution is not Attribution.VENDOR or m.value is None or m.negated:
            continue
        if not m.about_target or not reads_as_result(m):
            continue
        cue = None if m.by_default else figure_cue(cues, text, fig.start, fig.end, None)
        if not m.by_default and (cue is None or cue.start < fig.end):
            continue  # the figure's own source names it
        if stated_gap(m, vendor_re) is not None:
            out.append(m)
            continue
        if SHARE_OF_CLAIM_AFTER.match(text, fig.end):
            out.append(m)
            continue
        later = zip(figures[i + 1 :], found[i + 1 :], strict=True)
        if any(_is_its_claim(text, fig, m, cue, f, o, vendor_re) for f, o in later):
            out.append(m)
    return out


def _is_its_claim(
    text: str,
    fig: Figure,
    m: Mention,
    cue: Cue | None,
    later: Figure,
    other: Mention,
    vendor_re: re.Pattern[str],
) -> bool:
    """Is ``other`` (after ``m`` in the clause) the vendor's claim that ``m`` is set against:
    the same model's, benchmark and unit, a different value, named as a claim right after,
    for the same card and build?"""
    if other.attribution is not Attribution.VENDOR or other.value in (None, m.value):
        return False
    if not other.about_target or other.model != m.model:
        return False  # "against the 48.5 of similar-size models": a baseline, no claim
    if other.benchmark != m.benchmark or not (
        other.unit == m.unit or {other.unit, m.unit} <= SCORE_UNITS
    ):
        return False
    if cue is not None and cue.start > later.end + 40:
        return False
    between = text[fig.end : later.start]
    if len(between) > 60 or HARDWARE_RE.search(between):
        return False  # another card's figure, or a clause away: not this one's claim
    if of_a_variant(text[: fig.start], text[fig.end : later.end + 40]):
        return False  # "INT4: 70,9 (Herstellerangabe BF16: 73,6)": another build's
    return _names_claim(text[fig.end : later.end + 40], vendor_re)


def of_a_variant(before: str, after: str) -> bool:
    """Is the figure a variant's rather than the claimed model's: another precision than
    the claim's, or a checkpoint, version, mode, subset or context named around it?"""
    mine = {m.group(0).upper() for m in PRECISION_RE.finditer(before[-60:])}
    theirs = {m.group(0).upper() for m in PRECISION_RE.finditer(after)}
    if mine and theirs and not mine & theirs:
        return True
    variant = union("VARIANT_WORDS")
    return bool(variant.search(before[-60:]) or variant.search(after))


def reads_as_result(m: Mention) -> bool:
    """A score written as one (with decimals or a percent sign) or a speed: not a count
    ("a 50-instance subset") or a list number ("1/")."""
    return m.unit is not None or "." in m.raw_value or "," in m.raw_value


def _names_claim(text: str, vendor_re: re.Pattern[str]) -> bool:
    return _claim_words(text) or bool(vendor_re.search(text))


def _claim_words(text: str) -> bool:
    """Does ``text`` call a figure the vendor's claim ("announced", "Herstellerangabe",
    "官方")?"""
    tables = ("TABLE_HEADER_VENDOR", "VENDOR_CLAIM_WORDS", "CLAIM_FIGURE_WORDS")
    return any(union(t).search(text) for t in tables)


def states_own_runs(clause: str, sentence: str, full: str) -> re.Match[str] | None:
    """Where the writer says, in its own words (not quoted, not in a block quote), that the
    figures are its own runs ("every number on the board is from our own runs") or names its
    note a reproduction ("Replikationsbericht"); None when it does not, when the statement
    excepts some figures ("every other number") or is a plan."""
    found = union("WRITER_TEST_REPORT").search(clause)
    if found is None or overlaps(found.span(), quoted_spans(clause)):
        return None
    if _EXCEPTING.search(clause) or union("PLANNED").search(sentence):
        return None
    quoted_lines = (line for line in full.splitlines() if line.lstrip().startswith(">"))
    return None if any(found.group(0) in line for line in quoted_lines) else found


def failed_run_stated(full: str) -> bool:
    """Does the text say anywhere that an attempt failed? A failure to reproduce the claim
    ("未能复现官方成绩", "we could not reproduce the published figure") is the test's
    result, a dispute, not a run that failed."""
    if union("FAILED_ATTEMPT").search(full) is None:
        return False
    for line in full.splitlines():
        for sentence in split_sentences(line):
            disputes = _claim_not_reproduced(sentence)
            if any(
                not overlaps(m.span(), disputes) for m in union("FAILED_ATTEMPT").finditer(sentence)
            ):
                return True
    return False


def _claim_not_reproduced(sentence: str) -> list[tuple[int, int]]:
    """The dispute phrases of a sentence whose object is the claim ("the published figure",
    "官方成绩未能复现"), unless the sentence gives a reason ("because no complete run
    exists"), which makes them a failed run."""
    if union("REASON_GIVEN").search(sentence):
        return []
    return [
        m.span()
        for m in union("DISPUTE_PHRASES").finditer(sentence)
        if _claim_words(sentence[max(0, m.start() - 12) : m.end() + 20])
    ]


def credit_withheld(full: str) -> bool:
    """Does the text say its results are withdrawn, paid for, failed, abandoned, planned, not
    its own, or leaked? Then no figure it sets against the claim is credited to anyone."""
    return failed_run_stated(full) or results_disowned(full)


def results_disowned(full: str) -> bool:
    """Does the text say its results are withdrawn, paid for, abandoned, pre-registered, not
    yet run, not its own, or leaked (``_NO_CREDIT``)?"""
    return any(union(t).search(full) for t in _NO_CREDIT)


def credit_tester(against: Sequence[Mention], parties: Sequence[str], full: str) -> None:
    """Credit the figures set against the claim to the text's tester, when it has exactly
    one named tester and nowhere says the results are withdrawn, paid for, failed,
    abandoned, planned, not its own, or leaked."""
    named = set(parties)
    if not against or len(named) != 1 or "" in named:
        return
    if credit_withheld(full):
        return
    party = named.pop()
    for m in against:
        if m.hedged or m.attribution is not Attribution.VENDOR:
            continue
        m.attribution, m.evaluator, m.by_default = Attribution.INDEPENDENT, party, False
