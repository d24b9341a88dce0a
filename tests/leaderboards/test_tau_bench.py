"""τ-bench manifest and submissions: vendor legacy row vs Sierra's own run, generations, domains."""

from __future__ import annotations

import json
from datetime import date

import pytest

from crawler.parsers.leaderboards import (
    LeaderboardError,
    Reason,
    Source,
    parse_tau_manifest,
    parse_tau_submission,
    submission_url,
)
from domain.claims import BenchmarkId, Runner
from tests.leaderboards.common import DEEPSEEK, ZAI, fixture_bytes

DEEPSEEK_DIR = "deepseek-v3.2_deepseek_2025-12-01"
GLM5_DIR = "glm-5-think_sierra_2026-03-02"


def deepseek_rows():
    return parse_tau_submission(
        fixture_bytes(f"tau2bench_submission_{DEEPSEEK_DIR}.json"),
        submission_dir=DEEPSEEK_DIR,
        kind="legacy_submissions",
        vendor=DEEPSEEK,
    )


def glm5_rows():
    return parse_tau_submission(
        fixture_bytes(f"tau2bench_submission_{GLM5_DIR}.json"),
        submission_dir=GLM5_DIR,
        vendor=ZAI,
    )


def test_manifest_lists() -> None:
    manifest = parse_tau_manifest(fixture_bytes("tau2bench_manifest.json"))
    assert len(manifest.submissions) == 29
    assert len(manifest.voice_submissions) == 19
    assert len(manifest.legacy_submissions) == 16
    assert (DEEPSEEK_DIR, "legacy_submissions") in manifest.entries()
    assert (GLM5_DIR, "submissions") in manifest.entries()
    assert submission_url(GLM5_DIR) == (
        "https://sierra-tau-bench-public.s3.us-west-2.amazonaws.com/submissions/"
        f"{GLM5_DIR}/submission.json"
    )


def test_deepseek_vendor_legacy_submission_is_first_party() -> None:
    rows = deepseek_rows()
    mean = rows[0]
    assert mean.source is Source.TAU_BENCH
    assert mean.row_id == f"{DEEPSEEK_DIR}#mean"
    assert mean.model_name == "DeepSeek-V3.2"
    assert mean.model_org == "DeepSeek"
    assert mean.submitter == "DeepSeek"
    assert mean.runner is Runner.FIRST_PARTY
    # v0.1.3 predates the τ³ release: τ²-bench, mean over the three domains present.
    assert mean.benchmark == BenchmarkId("τ²-bench", None)
    assert mean.value == pytest.approx((81.1 + 63.8 + 96.2) / 3, abs=1e-3)
    assert mean.setting["domains"] == "airline,retail,telecom"
    assert mean.setting["tau2_bench_version"] == "v0.1.3"
    assert mean.setting["user_simulator"] == "DeepSeek-V3.2"
    assert mean.setting["trajectories_available"] == "false"
    assert "technical report" in mean.setting["verification"]
    assert mean.date == date(2025, 12, 1)
    per_domain = {r.row_id.split("#")[1]: (r.benchmark, r.value) for r in rows[1:]}
    assert per_domain == {
        "airline": (BenchmarkId("τ²-bench", "Airline"), 63.8),
        "retail": (BenchmarkId("τ²-bench", "Retail"), 81.1),
        "telecom": (BenchmarkId("τ²-bench", "Telecom"), 96.2),
    }
    assert all(r.runner is Runner.FIRST_PARTY for r in rows)


def test_technical_report_numbers_are_first_party_without_the_vendor_set() -> None:
    rows = parse_tau_submission(
        fixture_bytes(f"tau2bench_submission_{DEEPSEEK_DIR}.json"), submission_dir=DEEPSEEK_DIR
    )
    assert rows[0].runner is Runner.FIRST_PARTY  # submitter = model org, no vendor needed


def test_glm5_run_by_sierra_is_owner_run_on_tau3() -> None:
    rows = glm5_rows()
    mean = rows[0]
    assert mean.model_name == "GLM-5"
    assert mean.model_org == "Zhipu AI"
    assert mean.submitter == "Sierra"
    assert mean.runner is Runner.OWNER_RUN
    assert mean.benchmark == BenchmarkId("τ³-bench", None)
    assert mean.setting["domains"] == "airline,banking_knowledge,retail,telecom"
    assert mean.value == pytest.approx((82.5 + 73.68 + 86.84 + 9.79) / 4, abs=1e-3)
    assert mean.setting["user_simulator"] == "gpt-5.2"
    assert mean.setting["tau2_bench_version"] == "1.0.1"
    assert mean.setting["reasoning_effort"] == "enabled"
    assert mean.url and mean.url.endswith(f"/submissions/{GLM5_DIR}/submission.json")
    banking = next(r for r in rows if r.row_id.endswith("#banking_knowledge"))
    assert banking.benchmark == BenchmarkId("τ³-bench", "Banking")
    assert banking.value == 9.79


def test_tau2_and_tau3_are_never_the_same_benchmark() -> None:
    tau2 = {r.benchmark for r in deepseek_rows()}
    tau3 = {r.benchmark for r in glm5_rows()}
    assert not tau2 & tau3


def submission(**overrides: object) -> dict[str, object]:
    data: dict[str, object] = json.loads(
        fixture_bytes(f"tau2bench_submission_{GLM5_DIR}.json").decode()
    )
    data.update(overrides)
    return data


def test_vendor_submitting_its_own_run_is_first_party() -> None:
    rows = parse_tau_submission(
        submission(submitting_organization="Z.ai"), submission_dir="x", vendor=ZAI
    )
    assert rows[0].runner is Runner.FIRST_PARTY


def test_other_submitter_is_third_party() -> None:
    rows = parse_tau_submission(
        submission(submitting_organization="Acme Evals"), submission_dir="x", vendor=ZAI
    )
    assert rows[0].runner is Runner.THIRD_PARTY


def test_banking_graded_before_1_0_1_is_not_comparable() -> None:
    data = submission()
    data["methodology"] = {**data["methodology"], "tau2_bench_version": "1.0.0"}  # type: ignore[dict-item]
    rows = parse_tau_submission(data, submission_dir="x")
    variants = {r.row_id.split("#")[1]: r.benchmark for r in rows}
    assert variants["mean"] == BenchmarkId("τ³-bench", "pre-1.0.1 grading")
    assert variants["banking_knowledge"] == BenchmarkId("τ³-bench", "Banking pre-1.0.1 grading")
    assert variants["retail"] == BenchmarkId("τ³-bench", "Retail")


def test_voice_submissions_are_their_own_benchmark() -> None:
    data = submission(modality="voice")
    rows = parse_tau_submission(data, submission_dir="v", kind="voice_submissions")
    assert rows[0].benchmark == BenchmarkId("τ³-bench", "voice")
    assert rows[0].setting["modality"] == "voice"


def test_missing_version_outside_the_legacy_list_is_plain_tau_bench() -> None:
    data = submission(results={"retail": {"pass_1": 70.0}, "airline": {"pass_1": 60.0}})
    data["methodology"] = {"user_simulator": "gpt-4.1"}
    rows = parse_tau_submission(data, submission_dir="x")
    assert rows[0].benchmark == BenchmarkId("τ-bench", None)
    # …and with banking_knowledge, an unknown version cannot be the fixed v1.0.1 grading.
    rows = parse_tau_submission(submission(methodology={}), submission_dir="x")
    assert rows[0].benchmark == BenchmarkId("τ-bench", "pre-1.0.1 grading")


def test_null_domains_are_left_out_of_the_mean() -> None:
    data = submission(results={"retail": {"pass_1": 70.0}, "airline": {"pass_1": None}})
    rows = parse_tau_submission(data, submission_dir="x")
    assert rows[0].value == 70.0 and rows[0].setting["domains"] == "retail"


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"not json", Reason.NOT_JSON),
        (b"[]", Reason.WRONG_SHAPE),
        (json.dumps({"model_name": "X"}), Reason.MISSING_FIELD),
        (
            json.dumps({"model_name": "X", "results": {"retail": {"pass_1": None}}}),
            Reason.MISSING_FIELD,
        ),
        (json.dumps({"model_name": "X", "results": {"retail": {"pass_1": 181}}}), Reason.BAD_VALUE),
        (
            json.dumps({"model_name": "X", "results": {"retail": {"pass_1": "81%"}}}),
            Reason.BAD_VALUE,
        ),
    ],
)
def test_malformed_submission(payload: bytes | str, reason: Reason) -> None:
    with pytest.raises(LeaderboardError) as info:
        parse_tau_submission(payload, submission_dir="x")
    assert info.value.reason is reason


@pytest.mark.parametrize(
    "payload",
    [b"{}", b'{"submissions": "a"}', b'{"submissions": ["../etc"]}', b'{"submissions": [1]}'],
)
def test_malformed_manifest(payload: bytes) -> None:
    with pytest.raises(LeaderboardError):
        parse_tau_manifest(payload)
