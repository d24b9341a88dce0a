"""judge_claim: the ledger's per-claim verdicts."""

import pytest

from domain.claims import (
    BenchmarkId,
    Claim,
    ClaimStatus,
    Evidence,
    Flag,
    Runner,
    judge_claim,
)

SWE = BenchmarkId("SWE-bench", "Verified")
GPQA = BenchmarkId("GPQA", "Diamond")
CLAIM = Claim("GLM-4.6", SWE, 73.6, "%", source_url="https://huggingface.co/zai-org/GLM-4.6")


def ev(
    value: float,
    runner: Runner = Runner.OWNER_RUN,
    *,
    benchmark: BenchmarkId | None = SWE,
    unit: str | None = "%",
    source: str = "SWE-bench",
    conditions: dict[str, str] | None = None,
    derivative: bool = False,
) -> Evidence:
    return Evidence(
        value=value,
        unit=unit,
        benchmark=benchmark,
        runner=runner,
        source_url=f"https://{source.lower().replace(' ', '')}.example/row",
        conditions=conditions or {},
        is_derivative_model=derivative,
        source_name=source,
    )


def test_no_evidence_is_unverified() -> None:
    verdict = judge_claim(CLAIM, [])
    assert verdict.verdict is ClaimStatus.UNVERIFIED
    assert verdict.cited_evidence == ()


@pytest.mark.parametrize(
    "evidence",
    [
        ev(73.6, Runner.FIRST_PARTY, source="Z.ai model card"),
        ev(80.0, Runner.FIRST_PARTY, source="Z.ai model card"),
        ev(73.5, Runner.MIRROR, source="Epoch external"),
        ev(60.0, Runner.MIRROR, source="Epoch external"),
        ev(73.0, Runner.OWNER_RUN, derivative=True),
        ev(60.0, Runner.THIRD_PARTY, source="unsloth GGUF", derivative=True),
    ],
)
def test_first_party_mirror_and_derivatives_never_count(evidence: Evidence) -> None:
    verdict = judge_claim(CLAIM, [evidence])
    assert verdict.verdict is ClaimStatus.UNVERIFIED
    assert verdict.cited_evidence == ()
    assert any("ignored" in note for note in verdict.notes)


def test_confirmed_within_tolerance() -> None:
    verdict = judge_claim(CLAIM, [ev(71.0)])
    assert verdict.verdict is ClaimStatus.CONFIRMED
    assert verdict.delta == pytest.approx(-2.6)
    assert verdict.tolerance is not None and "4" in verdict.tolerance
    assert len(verdict.cited_evidence) == 1


def test_confirmed_exceeds() -> None:
    verdict = judge_claim(CLAIM, [ev(78.0)])
    assert verdict.verdict is ClaimStatus.CONFIRMED_EXCEEDS
    assert verdict.delta == pytest.approx(4.4)


def test_inconclusive_between_thresholds() -> None:
    verdict = judge_claim(CLAIM, [ev(68.6)])  # Δ −5.0: beyond 4, within 6
    assert verdict.verdict is ClaimStatus.INCONCLUSIVE
    assert Flag.WEAK_DISPUTE not in verdict.flags


def test_owner_run_beyond_dispute_threshold_disputes() -> None:
    verdict = judge_claim(CLAIM, [ev(55.4)])  # mini-SWE-agent run by the SWE-bench team
    assert verdict.verdict is ClaimStatus.DISPUTED
    assert verdict.delta == pytest.approx(-18.2)
    assert verdict.cited_evidence[0].value == 55.4


def test_one_weaker_source_raises_a_flag_not_a_dispute() -> None:
    verdict = judge_claim(CLAIM, [ev(60.0, Runner.THIRD_PARTY, source="Vals AI")])
    assert verdict.verdict is ClaimStatus.INCONCLUSIVE
    assert Flag.WEAK_DISPUTE in verdict.flags
    assert verdict.cited_evidence


def test_the_same_weak_source_twice_is_still_one_source() -> None:
    evidence = [
        ev(60.0, Runner.THIRD_PARTY, source="Vals AI"),
        ev(61.0, Runner.THIRD_PARTY, source="Vals AI"),
    ]
    assert judge_claim(CLAIM, evidence).verdict is ClaimStatus.INCONCLUSIVE


def test_two_agreeing_independent_sources_dispute() -> None:
    evidence = [
        ev(60.0, Runner.THIRD_PARTY, source="Vals AI"),
        ev(62.0, Runner.THIRD_PARTY, source="HF community eval"),
    ]
    verdict = judge_claim(CLAIM, evidence)
    assert verdict.verdict is ClaimStatus.DISPUTED
    assert len(verdict.cited_evidence) == 2


def test_an_equal_value_from_a_non_owner_is_a_possible_copy() -> None:
    verdict = judge_claim(CLAIM, [ev(73.6, Runner.THIRD_PARTY, source="some aggregator")])
    assert verdict.verdict is ClaimStatus.UNVERIFIED
    assert Flag.POSSIBLE_COPY in verdict.flags


def test_an_equal_value_from_the_owner_confirms() -> None:
    assert judge_claim(CLAIM, [ev(73.6)]).verdict is ClaimStatus.CONFIRMED


def test_sources_that_disagree_are_contested() -> None:
    evidence = [ev(72.0), ev(58.0, Runner.THIRD_PARTY, source="Vals AI")]
    verdict = judge_claim(CLAIM, evidence)
    assert verdict.verdict is ClaimStatus.CONTESTED
    assert len(verdict.cited_evidence) == 2


def test_another_benchmark_version_is_not_comparable() -> None:
    claim = Claim("GLM-4.6", BenchmarkId("Terminal-Bench", "2.0"), 40.5, "%")
    other = ev(20.0, benchmark=BenchmarkId("Terminal-Bench", "2.1"), source="tbench")
    verdict = judge_claim(claim, [other])
    assert verdict.verdict is ClaimStatus.NOT_COMPARABLE
    assert verdict.cited_evidence == (other,)


def test_another_setting_is_not_comparable() -> None:
    claim = Claim("GLM-4.6", SWE, 73.6, "%", conditions={"scaffold": "vendor agent"})
    other = ev(55.4, conditions={"scaffold": "mini-SWE-agent"})
    assert judge_claim(claim, [other]).verdict is ClaimStatus.NOT_COMPARABLE


def test_terminal_bench_tolerance() -> None:
    claim = Claim("GLM-4.6", BenchmarkId("Terminal-Bench", "2.0"), 51.7, "%")
    bench = BenchmarkId("Terminal-Bench", "2.0")
    assert judge_claim(claim, [ev(45.0, benchmark=bench)]).verdict is ClaimStatus.CONFIRMED
    assert judge_claim(claim, [ev(42.0, benchmark=bench)]).verdict is ClaimStatus.INCONCLUSIVE
    assert judge_claim(claim, [ev(39.0, benchmark=bench)]).verdict is ClaimStatus.DISPUTED


def test_tau_bench_family_tolerance() -> None:
    bench = BenchmarkId("τ²-bench")
    claim = Claim("GLM-4.6", bench, 65.3, "%")
    assert judge_claim(claim, [ev(61.0, benchmark=bench)]).verdict is ClaimStatus.CONFIRMED
    assert judge_claim(claim, [ev(59.0, benchmark=bench)]).verdict is ClaimStatus.INCONCLUSIVE
    assert judge_claim(claim, [ev(57.0, benchmark=bench)]).verdict is ClaimStatus.DISPUTED


def test_math500_tolerance() -> None:
    bench = BenchmarkId("MATH-500")
    claim = Claim("GLM-4.6", bench, 97.0, "%")
    assert judge_claim(claim, [ev(95.6, benchmark=bench)]).verdict is ClaimStatus.CONFIRMED
    assert judge_claim(claim, [ev(95.0, benchmark=bench)]).verdict is ClaimStatus.INCONCLUSIVE
    assert judge_claim(claim, [ev(93.9, benchmark=bench)]).verdict is ClaimStatus.DISPUTED


def test_fractions_are_put_on_the_percent_scale() -> None:
    claim = Claim("GLM-4.6", GPQA, 83.8, "%")
    aa = ev(0.82, benchmark=GPQA, unit="fraction", source="Artificial Analysis")
    verdict = judge_claim(claim, [aa])
    assert verdict.verdict is ClaimStatus.CONFIRMED
    assert verdict.delta == pytest.approx(-1.8)


SPEED_SETUP = {"hardware": "H100", "precision": "FP8", "batch": "1"}
SPEED = Claim("Mercury 2", None, 1000.0, "tok/s", conditions=SPEED_SETUP)


def speed(
    value: float, conditions: dict[str, str] | None = None, source: str = "lab A"
) -> Evidence:
    setup = SPEED_SETUP if conditions is None else conditions
    return ev(
        value, Runner.THIRD_PARTY, benchmark=None, unit="tok/s", source=source, conditions=setup
    )


def test_speed_like_for_like() -> None:
    assert judge_claim(SPEED, [speed(900.0)]).verdict is ClaimStatus.CONFIRMED
    assert judge_claim(SPEED, [speed(700.0)]).verdict is ClaimStatus.INCONCLUSIVE
    weak = judge_claim(SPEED, [speed(500.0)])
    assert weak.verdict is ClaimStatus.INCONCLUSIVE and Flag.WEAK_DISPUTE in weak.flags
    strong = judge_claim(SPEED, [speed(500.0), speed(520.0, source="lab B")])
    assert strong.verdict is ClaimStatus.DISPUTED
    assert strong.delta == pytest.approx(0.51)


@pytest.mark.parametrize(
    "conditions",
    [
        {"hardware": "A100", "precision": "FP8", "batch": "1"},
        {"hardware": "H100", "precision": "BF16", "batch": "1"},
        {"hardware": "H100", "precision": "FP8", "batch": "32"},
        {},  # a hosted-API median: no GPU, never like for like
        {"hardware": "H10", "precision": "FP8", "batch": "1"},  # another card, not a shorter name
        {"hardware": "8×H100", "precision": "FP8", "batch": "1"},  # eight cards, claimed on one
    ],
)
def test_speed_on_another_setup_is_not_comparable(conditions: dict[str, str]) -> None:
    verdict = judge_claim(SPEED, [speed(300.0, conditions)])
    assert verdict.verdict is ClaimStatus.NOT_COMPARABLE


@pytest.mark.parametrize("hardware", ["RTX 5070 Ti", "NVIDIA GeForce RTX 5070 Ti", "1×RTX 5070 Ti"])
def test_a_card_written_otherwise_is_still_like_for_like(hardware: str) -> None:
    """The shipped claim's card is "NVIDIA RTX 5070 Ti (16 GB)"; a test on an "RTX 5070 Ti"
    is on the same card (whole cards are compared: ``conditions.same_cards``)."""
    setup = {"hardware": "NVIDIA RTX 5070 Ti (16 GB)", "gpus": "1", "precision": "INT4"}
    claim = Claim("Clover-35B-A3B-Preview", None, 101.8, "tok/s", conditions=setup)
    stated = {"hardware": hardware, "precision": "INT4"}
    assert judge_claim(claim, [speed(95.0, stated)]).verdict is ClaimStatus.CONFIRMED


def test_every_verdict_cites_its_evidence() -> None:
    for evidence in ([ev(71.0)], [ev(55.4)], [ev(78.0)], [ev(68.6)], [ev(72.0), ev(58.0)]):
        verdict = judge_claim(CLAIM, evidence)
        assert verdict.cited_evidence, verdict.verdict
        assert verdict.notes
