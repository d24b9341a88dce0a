"""Judging one claim in the ledger against the independent evidence collected for it.

Rules (issue text; verification-sources.md §4.3–4.4):

* Evidence run by the vendor (``first_party``), copies of another source (``mirror``) and
  results for derivative models (quantised or fine-tuned re-uploads) never count: they are
  listed in the notes and ignored.
* Evidence on another benchmark version or setting is "not comparable": shown as context,
  not judged. Speed is judged like for like only (same GPU, precision and batch; the GPU
  must be known on both sides, so hosted-API medians never judge a batch-1 GPU claim).
* Δ = independent − claimed, in points, against the benchmark's tolerance (speed: the ratio
  independent/claimed). Within the confirm tolerance: confirmed; above +confirm: confirmed
  (exceeds); beyond the dispute tolerance: disputed; between: inconclusive.
* A dispute needs the benchmark owner's own run or two independent sources that agree.
  One weaker source below the dispute threshold raises a ``weak-dispute`` flag instead.
* An independent value within 0.1 of the claim from a non-owner source is flagged as a
  possible copy and does not confirm.
* Confirming and disputing sources together: contested (sources disagree).
* Every verdict cites the evidence it rests on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from statistics import fmean
from urllib.parse import urlsplit

from domain.claims.benchmarks import BenchmarkId
from domain.claims.conditions import same_cards
from domain.claims.tolerances import (
    SPEED_TOLERANCE,
    SPEED_UNITS,
    Comparison,
    Outcome,
    compare,
    tolerance_for,
)


class Runner(StrEnum):
    """Who ran the evaluation behind a piece of evidence."""

    FIRST_PARTY = "first_party"  # the vendor itself (model card, tech report, own submission)
    THIRD_PARTY = "third_party"  # an independent party (Vals, an HF row with a 3p source)
    OWNER_RUN = "owner_run"  # the benchmark's owner ran it (SWE-bench checked, AA, Epoch)
    MIRROR = "mirror"  # a copy of another source (Epoch *_external, aggregators)


class ClaimStatus(StrEnum):
    UNVERIFIED = "unverified"
    CONFIRMED = "confirmed"
    CONFIRMED_EXCEEDS = "confirmed (exceeds)"
    INCONCLUSIVE = "inconclusive"
    DISPUTED = "disputed"
    CONTESTED = "contested (sources disagree)"
    NOT_COMPARABLE = "not comparable"


class Flag(StrEnum):
    WEAK_DISPUTE = "weak-dispute"  # one weaker source below the dispute threshold
    POSSIBLE_COPY = "possible-copy"  # an "independent" value equal to the claim


#: Condition keys that define a like-for-like speed measurement.
SPEED_KEYS = ("hardware", "precision", "batch")
#: Condition keys that define a benchmark setting; a difference makes results incomparable.
SETTING_KEYS = ("workload", "setting", "scaffold", "shots", "reasoning_effort", "domains")
_PERCENT_UNITS = frozenset({None, "%", "points", "pts"})


@dataclass(frozen=True)
class Claim:
    """A claimed figure for a model: "SWE-bench Verified 73.6", "1,000 tok/s on H100"."""

    model: str
    benchmark: BenchmarkId | None
    value: float
    unit: str | None = None
    conditions: dict[str, str] = field(default_factory=dict)
    source_url: str | None = None


@dataclass(frozen=True)
class Evidence:
    """One figure from a source that may confirm or dispute a claim."""

    value: float
    unit: str | None
    benchmark: BenchmarkId | None
    runner: Runner
    source_url: str
    conditions: dict[str, str] = field(default_factory=dict)
    is_derivative_model: bool = False
    source_name: str | None = None

    @property
    def source_key(self) -> str:
        """What makes two pieces of evidence come from different sources."""
        return (self.source_name or urlsplit(self.source_url).netloc or self.source_url).lower()


@dataclass(frozen=True)
class ClaimVerdict:
    verdict: ClaimStatus
    cited_evidence: tuple[Evidence, ...]
    delta: float | None  # points; for speed, the ratio independent/claimed
    tolerance: str | None
    notes: tuple[str, ...]
    flags: tuple[Flag, ...] = ()


def _normalise(value: float, unit: str | None) -> tuple[float, str | None]:
    """Put scores on a 0–100 scale (AA and Epoch publish 0–1 fractions)."""
    if unit == "fraction":
        return value * 100.0, "%"
    if unit in ("tokens/s", "tokens per second", "tps", "TPS"):
        return value, "tok/s"
    return value, unit


def _norm_condition(value: str | None) -> str | None:
    if value is None:
        return None
    text = value.lower().replace("nvidia", "").replace(" ", "")
    return text.removeprefix("batch").removeprefix("=") or None


def speed_setup_difference(
    claimed: Mapping[str, object], stated: Mapping[str, object], *, where_both_state: bool = False
) -> str | None:
    """How a speed's setup differs from a speed claim's, or None when it is like for like:
    the same cards (``same_cards``: whole cards, one unless a count is written), and the same
    precision and batch. With ``where_both_state``, a precision or batch only one side names
    is no difference: a lead is shown beside the claim it may bear on, where a verdict holds
    the test to every condition."""
    hardware = claimed.get("hardware"), stated.get("hardware")
    if not same_cards(*(str(h) if h else None for h in hardware), claimed.get("gpus")):
        return f"different hardware ({hardware[0]} vs {hardware[1]})"
    for key in SPEED_KEYS:
        if key == "hardware":
            continue
        a = _norm_condition(_text(claimed.get(key)))
        b = _norm_condition(_text(stated.get(key)))
        if where_both_state and (a is None or b is None):
            continue
        if a != b:
            return f"different {key} ({claimed.get(key)} vs {stated.get(key)})"
    return None


def _text(value: object) -> str | None:
    return None if value is None or value == "" else str(value)


def _comparability_problem(claim: Claim, ev: Evidence) -> str | None:
    """Why ``ev`` cannot judge ``claim``, or None when it can."""
    claim_unit = _normalise(claim.value, claim.unit)[1]
    ev_unit = _normalise(ev.value, ev.unit)[1]
    if (claim_unit in SPEED_UNITS) != (ev_unit in SPEED_UNITS):
        return f"different measure ({claim_unit} vs {ev_unit})"
    if claim_unit in SPEED_UNITS:
        if not claim.conditions.get("hardware") or not ev.conditions.get("hardware"):
            return "speed without a known GPU on both sides is not like for like"
        return speed_setup_difference(claim.conditions, ev.conditions)
    if claim_unit not in _PERCENT_UNITS or ev_unit not in _PERCENT_UNITS:
        return f"different unit ({claim_unit} vs {ev_unit})"
    if claim.benchmark != ev.benchmark:
        return f"different benchmark or version ({claim.benchmark} vs {ev.benchmark})"
    for key in SETTING_KEYS:
        a, b = claim.conditions.get(key), ev.conditions.get(key)
        if a is not None and b is not None and _norm_condition(a) != _norm_condition(b):
            return f"different {key} ({a} vs {b})"
    return None


def _label(ev: Evidence) -> str:
    return f"{ev.source_name or ev.source_url} ({ev.runner}): {ev.value:g}{ev.unit or ''}"


def _tolerance_text(claim: Claim) -> str:
    if _normalise(claim.value, claim.unit)[1] in SPEED_UNITS:
        return SPEED_TOLERANCE.describe()
    return tolerance_for(claim.benchmark).describe()


def judge_claim(claim: Claim, evidence: Sequence[Evidence]) -> ClaimVerdict:
    """Judge ``claim`` against ``evidence``; see the module docstring for the rules."""
    notes: list[str] = []
    usable: list[Evidence] = []
    for ev in evidence:
        if ev.runner is Runner.FIRST_PARTY:
            notes.append(f"ignored, run by the vendor: {_label(ev)}")
        elif ev.runner is Runner.MIRROR:
            notes.append(f"ignored, a copy of another source: {_label(ev)}")
        elif ev.is_derivative_model:
            notes.append(f"ignored, a derivative model inherits no verification: {_label(ev)}")
        else:
            usable.append(ev)

    claimed, claim_unit = _normalise(claim.value, claim.unit)
    comparable: list[tuple[Evidence, Comparison]] = []
    context: list[Evidence] = []
    for ev in usable:
        problem = _comparability_problem(claim, ev)
        if problem:
            context.append(ev)
            notes.append(f"not comparable, shown as context ({problem}): {_label(ev)}")
            continue
        value, _ = _normalise(ev.value, ev.unit)
        comparison = compare(claimed, value, claim.benchmark, claim_unit)
        if comparison.outcome is Outcome.POSSIBLE_COPY and ev.runner is Runner.OWNER_RUN:
            comparison = Comparison(Outcome.CONFIRMS, comparison.delta, comparison.tolerance)
        comparable.append((ev, comparison))

    tolerance = _tolerance_text(claim)
    if not comparable:
        if context:
            return ClaimVerdict(
                ClaimStatus.NOT_COMPARABLE, tuple(context), None, tolerance, tuple(notes)
            )
        notes.append("no independent evidence")
        return ClaimVerdict(ClaimStatus.UNVERIFIED, (), None, tolerance, tuple(notes))

    flags: list[Flag] = []
    by_outcome: dict[Outcome, list[tuple[Evidence, Comparison]]] = {}
    for ev, comparison in comparable:
        by_outcome.setdefault(comparison.outcome, []).append((ev, comparison))
        notes.append(f"{comparison.outcome}: {_label(ev)} (delta {comparison.delta:+.2f})")
    confirms = by_outcome.get(Outcome.CONFIRMS, []) + by_outcome.get(Outcome.EXCEEDS, [])
    disputes = by_outcome.get(Outcome.DISPUTES, [])
    inconclusive = by_outcome.get(Outcome.INCONCLUSIVE, [])
    copies = by_outcome.get(Outcome.POSSIBLE_COPY, [])
    if copies:
        flags.append(Flag.POSSIBLE_COPY)
        notes.append("equal to the claim within 0.1: possible copy, not counted as confirmation")

    def verdict(status: ClaimStatus, cited: list[tuple[Evidence, Comparison]]) -> ClaimVerdict:
        delta = fmean(c.delta for _, c in cited) if cited else None
        return ClaimVerdict(
            status, tuple(ev for ev, _ in cited), delta, tolerance, tuple(notes), tuple(flags)
        )

    if confirms and disputes:
        return verdict(ClaimStatus.CONTESTED, confirms + disputes)
    if disputes:
        owner = any(ev.runner is Runner.OWNER_RUN for ev, _ in disputes)
        sources = {ev.source_key for ev, _ in disputes}
        if owner or len(sources) >= 2:
            return verdict(ClaimStatus.DISPUTED, disputes)
        flags.append(Flag.WEAK_DISPUTE)
        notes.append("one weaker source below the dispute threshold: a flag, not a dispute")
        return verdict(ClaimStatus.INCONCLUSIVE, disputes + inconclusive)
    if confirms:
        exceeds = all(c.outcome is Outcome.EXCEEDS for _, c in confirms)
        return verdict(
            ClaimStatus.CONFIRMED_EXCEEDS if exceeds else ClaimStatus.CONFIRMED, confirms
        )
    if inconclusive:
        return verdict(ClaimStatus.INCONCLUSIVE, inconclusive)
    return verdict(ClaimStatus.UNVERIFIED, copies)
