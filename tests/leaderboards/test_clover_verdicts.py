"""Parsed leaderboard rows as Evidence for the Clover-35B-A3B-Preview claims, judged by the
claims analyser's `judge_claim`.

Vendor claims: SWE-bench Verified 73.6, Terminal-Bench 2.1 51.7, τ³-bench 65.3, GPQA Diamond
83.8, ZebraLogic 95.8, AA-LCR 72.0.
"""

from __future__ import annotations

import json

from crawler.parsers.leaderboards import (
    LeaderboardRow,
    evidence_for,
    parse_artificial_analysis,
    parse_swebench,
    parse_tau_submission,
    parse_terminal_bench,
    row_to_evidence,
)
from domain.claims import BenchmarkId, Claim, ClaimStatus, Flag, Runner, canonical_benchmark
from domain.claims import judge_claim as judge
from tests.leaderboards.common import CLOVER, DIFFUSPACE
from tests.leaderboards.test_terminal_bench import harbor_row, tb20, tb21

HF = "https://huggingface.co/DiffuSpace/Clover-35B-A3B-Preview"


def claim(benchmark: str, value: float) -> Claim:
    bench = canonical_benchmark(benchmark)
    assert bench is not None
    return Claim(CLOVER.name, bench, value, "%", source_url=HF)


SWE = claim("SWE-bench Verified", 73.6)
TB21 = claim("Terminal-Bench 2.1", 51.7)
TAU3 = claim("τ³-bench", 65.3)
GPQA = claim("GPQA Diamond", 83.8)
ZEBRA = claim("ZebraLogic", 95.8)
LCR = claim("AA-LCR", 72.0)


def swe_result(folder: str, resolved: float, *orgs: str, checked: bool = False, **extra: object):
    return {
        "checked": checked,
        "date": "2026-06-20",
        "folder": folder,
        "name": f"{orgs[0] if orgs else 'x'} + Clover-35B-A3B-Preview",
        "resolved": resolved,
        "tags": [f"Model: {HF}", *(f"Org: {o}" for o in orgs), "System: Attempts - 1"],
        **extra,
    }


def swe_rows(*results: dict[str, object]) -> list[LeaderboardRow]:
    payload = json.dumps({"leaderboards": [{"name": "Verified", "results": list(results)}]})
    return parse_swebench(payload, vendor=DIFFUSPACE)


def test_one_owner_run_swebench_row_within_4_points_confirms() -> None:
    rows = swe_rows(swe_result("20260620_openhands_clover", 70.4, "OpenHands", checked=True))
    assert rows[0].runner is Runner.OWNER_RUN
    verdict = judge(SWE, evidence_for(rows, CLOVER))
    assert verdict.verdict is ClaimStatus.CONFIRMED
    assert verdict.delta is not None and abs(verdict.delta - (70.4 - 73.6)) < 1e-9
    assert verdict.cited_evidence[0].source_url.endswith("20260620_openhands_clover")


def test_vendor_submitted_row_equal_to_the_claim_stays_unverified() -> None:
    rows = swe_rows(swe_result("20260601_diffuspace_clover", 73.6, "DiffuSpace"))
    assert rows[0].runner is Runner.FIRST_PARTY
    verdict = judge(SWE, evidence_for(rows, CLOVER))
    assert verdict.verdict is ClaimStatus.UNVERIFIED
    assert verdict.cited_evidence == ()
    assert any("vendor" in note for note in verdict.notes)


def test_single_weaker_third_party_row_below_the_dispute_line_is_a_flag() -> None:
    rows = swe_rows(swe_result("20260621_moatless_clover", 66.0, "Moatless"))
    assert rows[0].runner is Runner.THIRD_PARTY
    verdict = judge(SWE, evidence_for(rows, CLOVER))  # Δ = −7.6 < −6
    assert verdict.verdict is not ClaimStatus.DISPUTED
    assert verdict.verdict is ClaimStatus.INCONCLUSIVE
    assert Flag.WEAK_DISPUTE in verdict.flags


def test_two_independent_agreeing_rows_below_dispute() -> None:
    rows = swe_rows(
        swe_result("20260621_moatless_clover", 66.0, "Moatless"),
        swe_result("20260622_agentless_clover", 65.2, "Agentless Lab"),
    )
    assert {r.runner for r in rows} == {Runner.THIRD_PARTY}
    verdict = judge(SWE, evidence_for(rows, CLOVER))
    assert verdict.verdict is ClaimStatus.DISPUTED
    assert len(verdict.cited_evidence) == 2


def test_mini_swe_agent_row_is_context_not_a_refutation() -> None:
    """55-ish on mini-SWE-agent vs 73.6 on the vendor scaffold is a scaffold gap (§2.1)."""
    rows = swe_rows(
        swe_result(
            "20260615_mini-v2.0.0_clover", 58.0, "DiffuSpace", "SWE-agent", checked=True,
            **{"mini-swe-agent_version": "2.0.0"},
        )
    )  # fmt: skip
    assert rows[0].runner is Runner.OWNER_RUN
    assert rows[0].benchmark == BenchmarkId("SWE-bench", "bash-only")
    verdict = judge(SWE, evidence_for(rows, CLOVER))
    assert verdict.verdict is ClaimStatus.NOT_COMPARABLE


def test_tb_2_0_row_for_a_tb_2_1_claim_is_not_comparable() -> None:
    rows = parse_terminal_bench(tb20(harbor_row(accuracy=50.5)), vendor=DIFFUSPACE)
    assert rows[0].runner is Runner.OWNER_RUN
    verdict = judge(TB21, evidence_for(rows, CLOVER))
    assert verdict.verdict is ClaimStatus.NOT_COMPARABLE
    assert any("2.0" in note for note in verdict.notes)


def test_tb_2_1_terminus_row_confirms_the_tb_2_1_claim() -> None:
    rows = parse_terminal_bench(tb21(harbor_row(accuracy=49.0, accuracy_ci95_half_width=4.6)))
    verdict = judge(TB21, evidence_for(rows, CLOVER))
    assert verdict.verdict is ClaimStatus.CONFIRMED


def test_hidden_tb_row_is_not_evidence() -> None:
    rows = parse_terminal_bench(tb21(harbor_row(accuracy=20.0, status="hide")))
    assert evidence_for(rows, CLOVER) == []
    assert judge(TB21, evidence_for(rows, CLOVER)).verdict is ClaimStatus.UNVERIFIED


def test_sierra_tau3_run_confirms_and_a_vendor_submission_does_not() -> None:
    sierra = {
        "model_name": "Clover-35B-A3B-Preview",
        "model_organization": "DiffuSpace",
        "submitting_organization": "Sierra",
        "submission_date": "2026-06-10",
        "trajectories_available": True,
        "results": {
            "retail": {"pass_1": 72.0},
            "airline": {"pass_1": 66.0},
            "telecom": {"pass_1": 84.0},
            "banking_knowledge": {"pass_1": 35.0},
        },
        "methodology": {"tau2_bench_version": "1.0.1", "user_simulator": "gpt-5.2"},
    }
    rows = parse_tau_submission(sierra, submission_dir="clover_sierra", vendor=DIFFUSPACE)
    verdict = judge(TAU3, evidence_for(rows, CLOVER))
    assert verdict.verdict is ClaimStatus.CONFIRMED  # mean 64.25, Δ −1.05
    vendor = dict(sierra, submitting_organization="Diffu Space")
    rows = parse_tau_submission(vendor, submission_dir="clover_vendor", vendor=DIFFUSPACE)
    assert judge(TAU3, evidence_for(rows, CLOVER)).verdict is ClaimStatus.UNVERIFIED


def aa_rows(**evaluations: float) -> list[LeaderboardRow]:
    record = {
        "id": "0d3f5a8e-1111-4c2b-9a51-8d6c1c0f0a11",
        "name": "Clover-35B-A3B-Preview (Reasoning)",
        "slug": "clover-35b-a3b-preview-reasoning",
        "model_creator": {"id": "c1", "name": "DiffuSpace", "slug": "diffuspace"},
        "evaluations": evaluations,
    }
    return parse_artificial_analysis(json.dumps([record]))


def test_aa_gpqa_and_lcr_judge_the_claims() -> None:
    rows = aa_rows(gpqa=0.812, lcr=0.60, terminalbench_hard=0.21, tau2=0.74)
    evidence = evidence_for(rows, CLOVER)
    assert len(evidence) == 4
    assert judge(GPQA, evidence).verdict is ClaimStatus.CONFIRMED  # 81.2, Δ −2.6
    lcr = judge(LCR, evidence)  # 60.0, Δ −12: AA owns AA-LCR, one owner run suffices
    assert lcr.verdict is ClaimStatus.DISPUTED
    # terminalbench_hard is AA's own subset: never evidence about TB 2.1 (only context).
    tb = judge(TB21, evidence)
    assert tb.verdict is ClaimStatus.NOT_COMPARABLE
    assert not any(ev.benchmark == TB21.benchmark for ev in tb.cited_evidence)
    # τ² telecom is not the τ³ average.
    assert judge(TAU3, evidence).verdict is ClaimStatus.NOT_COMPARABLE


def test_zebralogic_has_no_independent_source() -> None:
    rows = aa_rows(gpqa=0.812, lcr=0.70)
    assert judge(ZEBRA, evidence_for(rows, CLOVER)).verdict is ClaimStatus.NOT_COMPARABLE
    assert judge(ZEBRA, []).verdict is ClaimStatus.UNVERIFIED


def test_rows_of_other_models_or_possible_matches_are_not_evidence() -> None:
    rows = swe_rows(
        swe_result("a", 70.0, "OpenHands", checked=True) | {"tags": ["Model: Clover-35B-A3B"]},
        swe_result("b", 70.0, "OpenHands", checked=True) | {"tags": ["Model: glm-4.6"]},
    )
    assert evidence_for(rows, CLOVER) == []
    assert judge(SWE, evidence_for(rows, CLOVER)).verdict is ClaimStatus.UNVERIFIED


def test_row_to_evidence_carries_setting_and_source() -> None:
    rows = parse_terminal_bench(tb21(harbor_row()))
    ev = row_to_evidence(rows[0])
    assert ev.unit == "%" and ev.benchmark == TB21.benchmark
    assert ev.conditions == {"scaffold": "Terminus 2", "reasoning_effort": "high"}
    assert ev.source_name == "Terminal-Bench leaderboard (Stanford)"
    assert ev.runner is Runner.OWNER_RUN
