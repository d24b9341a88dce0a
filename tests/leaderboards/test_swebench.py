"""SWE-bench leaderboards.json: the real GLM-4.6 rows, field by field, and the first-party rules."""

from __future__ import annotations

import json
from datetime import date

import pytest

from crawler.parsers.leaderboards import (
    LeaderboardError,
    Reason,
    Source,
    board_benchmark,
    parse_swebench,
)
from domain.claims import BenchmarkId, Runner
from tests.leaderboards.common import DIFFUSPACE, ZAI, fixture_bytes

VENDOR_FIXTURE = "swebench_leaderboards_verified_glm-4.6_vendor-submitted.json"
MINI_FIXTURE = "swebench_leaderboards_verified_glm-4.6_mini-swe-agent-checked.json"
VERIFIED = BenchmarkId("SWE-bench", "Verified")
BASH_ONLY = BenchmarkId("SWE-bench", "bash-only")


def result(**overrides: object) -> dict[str, object]:
    base: dict[str, object] = {
        "checked": False,
        "date": "2026-06-01",
        "folder": "20260601_someone_clover",
        "name": "Some Agent + Clover",
        "resolved": 70.0,
        "tags": ["Model: https://huggingface.co/DiffuSpace/Clover-35B-A3B-Preview"],
    }
    base.update(overrides)
    return base


def board(*results: dict[str, object], name: str = "Verified") -> bytes:
    return json.dumps({"leaderboards": [{"name": name, "results": list(results)}]}).encode()


def test_vendor_row_is_first_party_field_by_field() -> None:
    (row,) = parse_swebench(fixture_bytes(VENDOR_FIXTURE), vendor=ZAI)
    assert row.source is Source.SWEBENCH
    assert row.row_id == "Verified/20250930_zai_glm4-6"
    assert row.model_name == "zai-org/GLM-4.6"
    assert row.model_repo == "zai-org/GLM-4.6"  # the Model: tag is an HF URL: an exact link
    assert row.model_org == "Z.ai"
    assert row.submitter == "Z.ai"
    assert row.benchmark == VERIFIED
    assert row.value == 68.2
    assert row.runner is Runner.FIRST_PARTY
    assert "vendor" in row.runner_reason
    assert row.date == date(2025, 9, 30)
    assert row.uncertainty is None
    assert row.hidden is False
    assert row.setting["attempts"] == "1"
    assert row.setting["checked"] == "false"
    assert row.setting["system"] == "GLM-4.6"
    assert row.url == (
        "https://github.com/SWE-bench/experiments/tree/main/evaluation/verified/20250930_zai_glm4-6"
    )


def test_vendor_row_is_first_party_even_without_the_vendor_set() -> None:
    """`Org: Z.ai` is the owner of the `Model:` HF URL (zai-org): a vendor submission."""
    (row,) = parse_swebench(fixture_bytes(VENDOR_FIXTURE))
    assert row.runner is Runner.FIRST_PARTY


def test_mini_swe_agent_row_is_owner_run_on_the_bash_only_benchmark() -> None:
    (row,) = parse_swebench(fixture_bytes(MINI_FIXTURE), vendor=ZAI)
    assert row.row_id == "Verified/20251201_mini-v1.17.1_glm-4.6"
    assert row.model_name == "glm-4.6"  # the bare Model: slug, not the system name
    assert row.model_repo is None
    assert row.model_org == "Z.ai"
    assert row.submitter == "SWE-bench team"
    assert row.value == 55.4
    assert row.runner is Runner.OWNER_RUN
    # Listed on the Verified page, but a minimal scaffold: never the vendor-scaffold benchmark.
    assert row.benchmark == BASH_ONLY
    assert row.benchmark != VERIFIED
    assert row.setting["scaffold"] == "mini-swe-agent 1.17.1"
    assert row.setting["checked"] == "true"
    assert row.date == date(2025, 12, 1)


def test_unchecked_third_party_row_and_checked_third_party_row() -> None:
    third = result(tags=[*result()["tags"], "Org: OpenHands"])  # type: ignore[list-item]
    checked = result(folder="20260602_openhands_clover", checked=True, tags=third["tags"])
    rows = parse_swebench(board(third, checked), vendor=DIFFUSPACE)
    assert [r.runner for r in rows] == [Runner.THIRD_PARTY, Runner.OWNER_RUN]
    assert rows[0].submitter == "OpenHands"
    assert rows[0].model_org == "DiffuSpace"  # the HF URL's owner
    assert all(r.benchmark == VERIFIED for r in rows)


def test_checked_vendor_submission_stays_first_party() -> None:
    vendor_row = result(checked=True, tags=[*result()["tags"], "Org: Diffu Space"])  # type: ignore[list-item]
    (row,) = parse_swebench(board(vendor_row), vendor=DIFFUSPACE)
    assert row.runner is Runner.FIRST_PARTY
    assert "checked" in row.runner_reason


def test_folder_named_after_the_vendor_is_first_party() -> None:
    row_data = result(folder="20260601_diffuspace_clover", tags=["Model: clover", "Org: Acme"])
    (row,) = parse_swebench(board(row_data), vendor=DIFFUSPACE)
    assert row.runner is Runner.FIRST_PARTY


def test_board_names_map_to_exact_benchmarks() -> None:
    assert board_benchmark("Verified") == VERIFIED
    assert board_benchmark("bash-only") == BASH_ONLY
    assert board_benchmark("Lite") == BenchmarkId("SWE-bench", "Lite")
    assert board_benchmark("Test") == BenchmarkId("SWE-bench", "Full")
    assert board_benchmark("Brand-New") == BenchmarkId("SWE-bench", "Brand-New")
    rows = parse_swebench(board(result(), name="bash-only"))
    assert rows[0].benchmark == BASH_ONLY and rows[0].runner is Runner.OWNER_RUN


def test_best_of_n_rows_are_another_benchmark() -> None:
    tags = ["Model: clover", "Org: Acme", "System: Attempts - 3"]
    (row,) = parse_swebench(board(result(tags=tags)))
    assert row.setting["attempts"] == "3"
    assert row.benchmark == BenchmarkId("SWE-bench", "Verified (3 attempts)")


def test_board_filter() -> None:
    payload = json.dumps(
        {
            "leaderboards": [
                {"name": "Verified", "results": [result()]},
                {"name": "Lite", "results": [result(folder="20260601_lite")]},
            ]
        }
    )
    rows = parse_swebench(payload, boards=["lite"])
    assert [r.row_id for r in rows] == ["Lite/20260601_lite"]


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"", Reason.NOT_JSON),
        (b"<html><body>404</body></html>", Reason.NOT_JSON),
        (b'{"results": []}', Reason.WRONG_SHAPE),
        (b"[]", Reason.WRONG_SHAPE),
        (board(result(resolved="68.2%")), Reason.BAD_VALUE),
        (board(result(resolved=682)), Reason.BAD_VALUE),
        (board({"name": "x", "resolved": 1.0}), Reason.MISSING_FIELD),
        (board(result(folder="f", resolved=None) | {"resolved": None}), Reason.BAD_VALUE),
        (json.dumps({"leaderboards": [{"name": "Verified"}]}), Reason.MISSING_FIELD),
    ],
)
def test_malformed_payloads_raise_with_a_reason(payload: bytes | str, reason: Reason) -> None:
    with pytest.raises(LeaderboardError) as info:
        parse_swebench(payload)
    assert info.value.reason is reason
    assert info.value.source is Source.SWEBENCH
    assert str(info.value)
