"""How far an independent figure may be from a claim before it confirms or disputes it.

Defaults from the issue (and verification-sources.md §4.3): points for scores,
Δ = independent − claimed; ratios for speed, like-for-like only. Between the confirm and the
dispute threshold the result is inconclusive. An independent value within 0.1 of the claim
is suspicious rather than reassuring: it is more often a copy of the vendor's figure than an
independent run landing on the same decimal.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from domain.claims.benchmarks import BenchmarkId, tolerance_family


@dataclass(frozen=True)
class Tolerance:
    """Points: confirm if Δ ≥ −confirm, dispute if Δ < −dispute."""

    confirm: float
    dispute: float

    def describe(self) -> str:
        return f"confirm within {self.confirm:g} pts, dispute beyond {self.dispute:g} pts"


@dataclass(frozen=True)
class SpeedTolerance:
    """Ratios of independent to claimed speed."""

    confirm_ratio: float = 0.85
    dispute_ratio: float = 0.65

    @property
    def exceeds_ratio(self) -> float:
        """Above this the independent run is clearly faster (symmetric to the confirm band)."""
        return 2.0 - self.confirm_ratio

    def describe(self) -> str:
        return (
            f"confirm at ≥{self.confirm_ratio:g}× the claim, dispute below {self.dispute_ratio:g}×"
        )


#: Keyed by (name, variant) for exact versions, or by family name for all versions.
TOLERANCES: dict[tuple[str, str | None] | str, Tolerance] = {
    ("SWE-bench", "Verified"): Tolerance(4, 6),
    "Terminal-Bench": Tolerance(8, 12),
    "τ-bench": Tolerance(5, 8),
    ("GPQA", "Diamond"): Tolerance(4, 7),
    "ZebraLogic": Tolerance(2, 4),
    "AA-LCR": Tolerance(6, 10),
    "MATH-500": Tolerance(1.5, 3),
}
#: For benchmarks without a tolerance of their own: the GPQA-sized default (n≈200).
DEFAULT_TOLERANCE = Tolerance(4, 7)
SPEED_TOLERANCE = SpeedTolerance()
#: Independent values this close to the claim are flagged as possible copies.
COPY_EPSILON = 0.1

SPEED_UNITS = frozenset({"tok/s"})


def tolerance_for(benchmark: BenchmarkId | None) -> Tolerance:
    if benchmark is None:
        return DEFAULT_TOLERANCE
    exact = TOLERANCES.get((benchmark.name, benchmark.variant))
    if exact is not None:
        return exact
    return TOLERANCES.get(tolerance_family(benchmark), DEFAULT_TOLERANCE)


class Outcome(StrEnum):
    CONFIRMS = "confirms"
    EXCEEDS = "exceeds"
    INCONCLUSIVE = "inconclusive"
    DISPUTES = "disputes"
    POSSIBLE_COPY = "possible-copy"
    NOT_COMPARABLE = "not comparable"


@dataclass(frozen=True)
class Comparison:
    outcome: Outcome
    delta: float  # points for scores; independent/claimed ratio for speed
    tolerance: str


def compare(
    claimed: float, observed: float, benchmark: BenchmarkId | None, unit: str | None
) -> Comparison:
    """Compare one independent figure with one claimed figure."""
    if abs(observed - claimed) <= COPY_EPSILON:
        tol = SPEED_TOLERANCE.describe() if unit in SPEED_UNITS else tolerance_for(benchmark)
        desc = tol if isinstance(tol, str) else tol.describe()
        delta = 1.0 if unit in SPEED_UNITS else observed - claimed
        return Comparison(Outcome.POSSIBLE_COPY, delta, desc)
    if unit in SPEED_UNITS:
        ratio = observed / claimed if claimed else 0.0
        speed = SPEED_TOLERANCE
        if ratio < speed.dispute_ratio:
            outcome = Outcome.DISPUTES
        elif ratio < speed.confirm_ratio:
            outcome = Outcome.INCONCLUSIVE
        elif ratio > speed.exceeds_ratio:
            outcome = Outcome.EXCEEDS
        else:
            outcome = Outcome.CONFIRMS
        return Comparison(outcome, ratio, speed.describe())
    tol = tolerance_for(benchmark)
    delta = observed - claimed
    if delta < -tol.dispute:
        outcome = Outcome.DISPUTES
    elif delta < -tol.confirm:
        outcome = Outcome.INCONCLUSIVE
    elif delta > tol.confirm:
        outcome = Outcome.EXCEEDS
    else:
        outcome = Outcome.CONFIRMS
    return Comparison(outcome, delta, tol.describe())
