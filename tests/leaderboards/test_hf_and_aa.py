"""Hugging Face eval results (API items, .eval_results YAML, community-evals runs) and
Artificial Analysis records."""

from __future__ import annotations

import json
from datetime import date

import pytest

from crawler.parsers.leaderboards import (
    LeaderboardError,
    Reason,
    Source,
    evidence_for,
    hf_benchmark,
    match_rows,
    parse_artificial_analysis,
    parse_hf_community_evals_run,
    parse_hf_eval_results,
    parse_hf_eval_results_yaml,
)
from domain.claims import BenchmarkId, Claim, ClaimStatus, Runner, judge_claim
from domain.claims.identity import MatchKind, TargetModel, VendorIdentity
from tests.leaderboards.common import CLOVER, DIFFUSPACE, FIXTURES, ZAI, fixture_bytes

GPQA_D = BenchmarkId("GPQA", "Diamond")
ARCEE = VendorIdentity("arcee-ai", names=("Arcee", "Arcee AI"), domains=("arcee.ai",))
GLM47_FLASH = TargetModel("zai-org/GLM-4.7-Flash", ZAI)


def item(
    value: float = 80.0,
    *,
    verified: bool = False,
    source: dict[str, str] | None = None,
    dataset: str = "Idavidrein/gpqa",
    task: str = "gpqa_diamond",
    filename: str = ".eval_results/gpqa.yaml",
    pr: int | None = None,
) -> dict[str, object]:
    data: dict[str, object] = {"dataset": {"id": dataset, "task_id": task}, "value": value}
    if source is not None:
        data["source"] = source
    return {"filename": filename, "verified": verified, "data": data, "pullRequest": pr}


def clover_rows(*items: dict[str, object]):
    payload = {"id": CLOVER.repo_id, "evalResults": list(items)}
    return parse_hf_eval_results(json.dumps(payload), vendor=DIFFUSPACE)


# ------------------------------------------------------------------ HF API items


def test_api_item_fixture_technical_report_is_first_party() -> None:
    (row,) = parse_hf_eval_results(
        fixture_bytes("hf_api_model_evalResults_entry_hfhub_testfixture.json"),
        repo_id="microsoft/Phi-3-mini-4k-instruct",
    )
    assert row.source is Source.HF_EVAL_RESULTS
    assert row.model_name == row.model_repo == "microsoft/Phi-3-mini-4k-instruct"
    assert row.benchmark == BenchmarkId("GSM8K", None)
    assert row.value == 86.2
    assert row.runner is Runner.FIRST_PARTY
    assert row.setting["verified"] == "false"
    assert row.setting["pull_request"] == "44"
    assert row.setting["source_name"] == "Phi-3 Technical Report"
    assert row.date == date(2024, 4, 22)
    assert row.url == "https://huggingface.co/microsoft/Phi-3-mini-4k-instruct/discussions/44"
    assert row.row_id.endswith("#openai/gsm8k/main@pr44")


def test_eval_results_yaml_model_card_is_first_party() -> None:
    (row,) = parse_hf_eval_results_yaml(
        (FIXTURES / "hf_eval_results_trinity-large-preview_gpqa.yaml").read_text(),
        repo_id="arcee-ai/Trinity-Large-Preview",
        filename=".eval_results/gpqa.yaml",
        vendor=ARCEE,
    )
    assert row.benchmark == GPQA_D
    assert row.value == 63.3
    assert row.runner is Runner.FIRST_PARTY
    assert row.setting["source_name"] == "Model Card"
    assert row.date == date(2026, 2, 3)


@pytest.mark.parametrize(
    ("entry", "runner"),
    [
        # the vendor's own model card → first party
        (item(source={"url": f"https://huggingface.co/{CLOVER.repo_id}", "name": "Model Card"}),
         Runner.FIRST_PARTY),
        # a blog on the vendor's domain → first party
        (item(source={"url": "https://diffuspace.ai/blog/clover", "name": "Launch blog"}),
         Runner.FIRST_PARTY),
        # the vendor's staff ran it → first party even if verified
        (item(verified=True, source={"url": "https://x.y/logs", "user": "DiffuSpace"}),
         Runner.FIRST_PARTY),
        # copied from Artificial Analysis → a mirror, deduped to AA itself
        (item(source={"url": "https://artificialanalysis.ai/models/clover",
                      "name": "Artificial Analysis"}), Runner.MIRROR),
        # verified on HF Jobs → third party
        (item(verified=True, source={"url": "https://huggingface.co/spaces/x/logs",
                                     "name": "Eval Logs", "user": "someone"}), Runner.THIRD_PARTY),
        # a community member's logs, not verified → third party (weaker)
        (item(source={"url": "https://huggingface.co/spaces/x/logs", "name": "Community Evals"}),
         Runner.THIRD_PARTY),
        # no source at all → self-reported
        (item(), Runner.FIRST_PARTY),
    ],
)  # fmt: skip
def test_hf_runner_rules(entry: dict[str, object], runner: Runner) -> None:
    (row,) = clover_rows(entry)
    assert row.runner is runner, row.runner_reason


def test_items_the_hub_rejected_are_skipped_and_wrappers_accepted() -> None:
    bad = {"filename": ".eval_results/broken.yaml", "error": "invalid yaml"}
    rows = parse_hf_eval_results(
        json.dumps({"data": [bad, item(0.412)]}), repo_id=CLOVER.repo_id, vendor=DIFFUSPACE
    )
    (row,) = rows
    assert row.value == pytest.approx(41.2)  # a 0–1 fraction, as huggingface_hub examples write
    assert "fraction" in row.setting["scale"]


def test_dataset_ids_map_to_benchmarks() -> None:
    assert hf_benchmark("Idavidrein/gpqa", "gpqa_diamond") == GPQA_D
    assert hf_benchmark("Idavidrein/gpqa", "gpqa_main") == BenchmarkId("GPQA", "Main")
    assert hf_benchmark("SWE-bench/SWE-bench_Verified", "default") == BenchmarkId(
        "SWE-bench", "Verified"
    )
    assert hf_benchmark("terminal-bench/terminal-bench-2.0", "default") == BenchmarkId(
        "Terminal-Bench", "2.0"
    )
    assert hf_benchmark("cais/hle", "default") == BenchmarkId("Humanity's Last Exam", None)
    assert hf_benchmark("someone/private-set", "default") is None


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"", Reason.NOT_JSON),
        (b'{"error": "Repository not found"}', Reason.API_ERROR),
        (b'{"evalResults": "x", "id": "a/b"}', Reason.WRONG_SHAPE),
        (json.dumps([{"data": {"value": 1.0}}]), Reason.MISSING_FIELD),
        (json.dumps([{"data": {"dataset": {"id": "a/b"}, "value": 250}}]), Reason.BAD_VALUE),
    ],
)
def test_hf_malformed(payload: bytes | str, reason: Reason) -> None:
    with pytest.raises(LeaderboardError) as info:
        parse_hf_eval_results(payload, repo_id="a/b")
    assert info.value.reason is reason


def test_hf_needs_to_know_the_model() -> None:
    with pytest.raises(LeaderboardError) as info:
        parse_hf_eval_results(json.dumps([item()]))
    assert info.value.reason is Reason.MISSING_FIELD


# ------------------------------------------------------------------ community-evals run


def test_quantised_reupload_repeating_the_vendor_number_never_counts() -> None:
    rows = parse_hf_community_evals_run(
        fixture_bytes("hf_community_evals_run_gpqa_excerpt.json"), vendor=ZAI
    )
    vendor_row, gguf_row = rows
    assert vendor_row.model_name == "zai-org/GLM-4.7-Flash"
    assert vendor_row.runner is Runner.FIRST_PARTY
    assert gguf_row.model_name == "unsloth/GLM-4.7-Flash-GGUF"
    assert gguf_row.runner is Runner.MIRROR  # a non-vendor model card repeating the figure
    assert gguf_row.value == vendor_row.value == 75.2
    assert {r.benchmark for r in rows} == {GPQA_D}  # community-evals "GPQA" = gpqa_diamond
    matches = dict((r.model_name, m.kind) for r, m in match_rows(rows, GLM47_FLASH))
    assert matches == {
        "zai-org/GLM-4.7-Flash": MatchKind.EXACT,
        "unsloth/GLM-4.7-Flash-GGUF": MatchKind.DERIVATIVE,
    }
    verdict = judge_claim(
        Claim("GLM-4.7-Flash", GPQA_D, 75.2, "%"), evidence_for(rows, GLM47_FLASH)
    )
    assert verdict.verdict is ClaimStatus.UNVERIFIED
    assert any("vendor" in n for n in verdict.notes)


def test_a_derivative_never_verifies_its_base_even_when_run_independently() -> None:
    """Even a verified, third-party-run row on a GGUF of Clover is not evidence for Clover."""
    payload = {
        "id": "someone/Clover-35B-A3B-Preview-GGUF",
        "evalResults": [item(83.5, verified=True, source={"url": "https://x.y", "name": "Logs"})],
    }
    rows = parse_hf_eval_results(json.dumps(payload), vendor=DIFFUSPACE)
    assert rows[0].runner is Runner.THIRD_PARTY
    (evidence,) = evidence_for(rows, CLOVER)
    assert evidence.is_derivative_model
    verdict = judge_claim(Claim(CLOVER.name, GPQA_D, 83.8, "%"), [evidence])
    assert verdict.verdict is ClaimStatus.UNVERIFIED
    assert any("derivative" in n for n in verdict.notes)


# ------------------------------------------------------------------ Artificial Analysis


def test_aa_records_fraction_times_100_and_owner_run() -> None:
    rows = parse_artificial_analysis(fixture_bytes("aa_api_v2_data_llms_models_records.json"))
    by_id = {r.row_id: r for r in rows}
    gpqa = by_id["16149b9c-a1e9-4669-a5cb-ff3c00d78f89:gpqa"]
    assert gpqa.source is Source.ARTIFICIAL_ANALYSIS
    assert gpqa.model_name == "gpt-oss-20B (low)"
    assert gpqa.model_org == "OpenAI"
    assert gpqa.submitter == "Artificial Analysis"
    assert gpqa.benchmark == GPQA_D
    assert gpqa.value == pytest.approx(61.1)
    assert gpqa.runner is Runner.OWNER_RUN
    assert gpqa.setting["reasoning_effort"] == "low"
    assert gpqa.url == "https://artificialanalysis.ai/models/gpt-oss-20b-low"
    lcr = by_id["16149b9c-a1e9-4669-a5cb-ff3c00d78f89:lcr"]
    assert lcr.benchmark == BenchmarkId("AA-LCR", None) and lcr.value == pytest.approx(31.0)
    # math_500 is null for these models: no row, never a zero.
    assert not any(r.row_id.endswith(":math_500") for r in rows)


def test_aa_terminalbench_hard_and_tau2_are_their_own_benchmarks() -> None:
    rows = parse_artificial_analysis(fixture_bytes("aa_api_v2_data_llms_models_records.json"))
    hard = next(r for r in rows if r.row_id.endswith(":terminalbench_hard"))
    assert hard.benchmark == BenchmarkId("Terminal-Bench", "Hard")
    assert hard.benchmark not in (
        BenchmarkId("Terminal-Bench", "2.0"),
        BenchmarkId("Terminal-Bench", "2.1"),
    )
    assert hard.value == pytest.approx(6.4)
    tau2 = next(r for r in rows if r.row_id.endswith(":tau2"))
    assert tau2.benchmark == BenchmarkId("τ²-bench", "Telecom")  # never the τ² average


def test_aa_envelope_and_errors() -> None:
    records = json.loads(fixture_bytes("aa_api_v2_data_llms_models_records.json"))
    wrapped = {"status": 200, "prompt_options": {}, "data": records}
    assert len(parse_artificial_analysis(json.dumps(wrapped))) == 20
    with pytest.raises(LeaderboardError) as info:
        parse_artificial_analysis(b'{"status": 401, "error": "Unauthorized"}')
    assert info.value.reason is Reason.API_ERROR
    records[0]["evaluations"]["gpqa"] = 42.8  # a percentage where a fraction belongs
    with pytest.raises(LeaderboardError) as info:
        parse_artificial_analysis(json.dumps(records))
    assert info.value.reason is Reason.BAD_VALUE
    with pytest.raises(LeaderboardError):
        parse_artificial_analysis(json.dumps([{"name": "no id", "evaluations": {}}]))
