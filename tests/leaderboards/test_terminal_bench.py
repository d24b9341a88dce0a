"""Terminal-Bench: Harbor `leaderboard-read` answers (built from the TS types) and data.ts."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

import pytest

from crawler.parsers.leaderboards import (
    LeaderboardError,
    Reason,
    Source,
    Uncertainty,
    parse_terminal_bench,
    parse_terminal_bench_legacy,
)
from domain.claims import BenchmarkId, Runner
from tests.leaderboards.common import DIFFUSPACE, FIXTURES, ZAI

TB20 = BenchmarkId("Terminal-Bench", "2.0")
TB21 = BenchmarkId("Terminal-Bench", "2.1")


def harbor_row(
    rid: str = "9a1c6c1e-0000-4000-8000-000000000001",
    *,
    agent: str = "Terminus 2",
    agent_org: str = "Stanford",
    model: str = "Clover-35B-A3B-Preview",
    model_org: str = "DiffuSpace",
    accuracy: Any = 49.0,
    status: str = "display",
    **metrics: Any,
) -> dict[str, Any]:
    return {
        "id": rid,
        "leaderboard_id": "lb-1",
        "rank": 1,
        "metadata": {
            "agent_display": {"label": agent, "url": None},
            "model_display": {"label": model, "url": None},
            "agent_org": {"label": agent_org, "url": None},
            "model_org": {"label": model_org, "url": None},
            "display_date": "Jun 1, 2026",
            "date": "2026-06-01",
            "reasoning_effort": "high",
        },
        "metrics": {"accuracy": accuracy, "n_trials": 445, **metrics},
        "status": status,
        "created_at": "2026-06-01T10:00:00+00:00",
        "updated_at": "2026-06-01T10:00:00+00:00",
        "n_trials": 445,
    }


def answer(*rows: dict[str, Any], package: str, name: str, title: str) -> bytes:
    board = {"id": "lb-1", "package": package, "name": name, "title": title, "columns": []}
    return json.dumps({"leaderboard": board, "rows": list(rows)}).encode()


def tb21(*rows: dict[str, Any]) -> bytes:
    return answer(
        *rows, package="terminal-bench/terminal-bench-2-1", name="main", title="Terminal-Bench 2.1"
    )


def tb20(*rows: dict[str, Any]) -> bytes:
    return answer(
        *rows, package="terminal-bench/terminal-bench-2", name="2-0", title="Terminal-Bench 2.0"
    )


def test_harbor_row_field_by_field() -> None:
    (row,) = parse_terminal_bench(
        tb21(harbor_row(accuracy_stderr=2.3, accuracy_ci95_half_width=4.6)), vendor=DIFFUSPACE
    )
    assert row.source is Source.TERMINAL_BENCH
    assert (
        row.row_id == "terminal-bench/terminal-bench-2-1/main/9a1c6c1e-0000-4000-8000-000000000001"
    )
    assert row.model_name == "Clover-35B-A3B-Preview"
    assert row.model_org == "DiffuSpace"
    assert row.submitter == "Stanford"
    assert row.benchmark == TB21
    assert row.value == 49.0  # Harbor accuracy is already 0–100
    assert row.uncertainty == Uncertainty(stderr=2.3, ci95_half_width=4.6)
    assert row.runner is Runner.OWNER_RUN
    assert row.setting["scaffold"] == "Terminus 2"
    assert row.setting["reasoning_effort"] == "high"
    assert row.setting["trials"] == "445"
    assert row.date == date(2026, 6, 1)
    assert row.hidden is False
    assert row.url == (
        "https://hub.harborframework.com/datasets/terminal-bench/terminal-bench-2-1/latest/"
        "leaderboards/main/rows/9a1c6c1e-0000-4000-8000-000000000001"
    )


def test_tb_2_0_and_2_1_are_never_the_same_benchmark() -> None:
    (old,) = parse_terminal_bench(tb20(harbor_row()))
    (new,) = parse_terminal_bench(tb21(harbor_row()))
    assert old.benchmark == TB20
    assert new.benchmark == TB21
    assert old.benchmark != new.benchmark
    assert old.row_id != new.row_id


def test_version_comes_from_the_request_when_the_answer_omits_the_board() -> None:
    payload = json.dumps({"leaderboard": {"title": "Leaderboard"}, "rows": [harbor_row()]})
    rows = parse_terminal_bench(payload, package="terminal-bench/terminal-bench-2-1", name="main")
    assert rows[0].benchmark == TB21


@pytest.mark.parametrize(
    ("package", "name", "title"),
    [
        ("terminal-bench/unknown", "x", "Some board"),  # neither board nor title say it
        ("terminal-bench/terminal-bench-2", "2-0", "Terminal-Bench 2.1"),  # they disagree
    ],
)
def test_an_unknown_or_contradictory_version_is_refused(
    package: str, name: str, title: str
) -> None:
    with pytest.raises(LeaderboardError) as info:
        parse_terminal_bench(answer(harbor_row(), package=package, name=name, title=title))
    assert info.value.reason is Reason.BAD_VALUE


def test_vendor_agent_is_first_party_and_other_agents_third_party() -> None:
    rows = parse_terminal_bench(
        tb21(
            harbor_row("a", agent="Clover Code", agent_org="DiffuSpace"),
            harbor_row("b", agent="Claude Code", agent_org="Anthropic", model_org="Anthropic"),
            harbor_row("c", agent="Droid", agent_org="Factory"),
        ),
        vendor=DIFFUSPACE,
    )
    assert [r.runner for r in rows] == [Runner.FIRST_PARTY, Runner.FIRST_PARTY, Runner.THIRD_PARTY]


def test_hidden_rows_are_kept_and_flagged() -> None:
    (row,) = parse_terminal_bench(tb21(harbor_row(status="hide")))
    assert row.hidden is True
    assert row.setting["status"] == "hide"


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"<!doctype html><title>502</title>", Reason.NOT_JSON),
        (b'{"error": {"message": "Leaderboard not found", "code": "NOT_FOUND"}}', Reason.API_ERROR),
        (b'{"rows": []}', Reason.MISSING_FIELD),
        (tb21(harbor_row(accuracy=0.49 * 1000)), Reason.BAD_VALUE),
        (tb21(harbor_row(accuracy="49%")), Reason.BAD_VALUE),
        (tb21({"id": "x", "metadata": {}, "metrics": {}}), Reason.MISSING_FIELD),
    ],
)
def test_malformed_answers(payload: bytes, reason: Reason) -> None:
    with pytest.raises(LeaderboardError) as info:
        parse_terminal_bench(payload)
    assert info.value.reason is reason


# ------------------------------------------------------------------ legacy data.ts


def test_legacy_rows_from_the_real_excerpt() -> None:
    text = (FIXTURES / "terminalbench_website_legacy_data_ts_excerpt.txt").read_text()
    rows = parse_terminal_bench_legacy(text, vendor=ZAI)
    assert [r.model_name for r in rows] == [
        "claude-4-5-sonnet",
        "qwen3-coder-480b-a35b-instruct",
        "GLM-4.5",
    ]
    glm = rows[2]
    assert glm.value == pytest.approx(39.85)  # 0.3985 ×100
    assert glm.uncertainty == Uncertainty(stderr=pytest.approx(0.96))
    assert glm.runner is Runner.OWNER_RUN  # Terminus 1 by Stanford: the TB team's agent
    assert glm.model_org == "Z.ai" and glm.submitter == "Stanford"
    assert glm.setting["verified"] == "true"
    assert glm.date == date(2025, 7, 31)
    apex = rows[0]
    assert apex.value == pytest.approx(64.5)
    assert apex.runner is Runner.THIRD_PARTY
    assert apex.setting["verified"] == "false"
    # The legacy board is TB 1.x, never 2.0 or 2.1.
    assert {r.benchmark for r in rows} == {BenchmarkId("Terminal-Bench", "1.0")}


def test_legacy_file_sections_comments_and_vendor_agents() -> None:
    text = """
    export type LeaderboardEntry = { agent: string; model: string | string[]; accuracy: number; };
    const rawLiveLeaderboardData: LeaderboardEntry[] = [
      { agent: "Codex CLI", model: "gpt-5-codex", agentOrganization: "OpenAI",
        modelOrganization: "OpenAI", date: "2025-09-14", accuracy: 0.4281, stderr: 0.0213,
        integrationMethod: IntegrationMethod.Install, agentUrl: "https://x", verified: true, },
      // {
      //   agent: "OB-1", model: "GPT-5", agentOrganization: "OpenBlock",
      //   modelOrganization: "OpenAI", date: "2025-08-21", accuracy: 0.49, stderr: 0.01,
      // },
      { agent: "OB-1", model: ["GPT-5", "Claude 4.1 Opus"], agentOrganization: "OpenBlock",
        modelOrganization: "Multiple", date: "2025-09-10", accuracy: 0.567, stderr: 0.006,
        verified: false, },
    ];
    """
    rows = parse_terminal_bench_legacy(text)
    assert [r.row_id for r in rows] == [
        "rawLiveLeaderboardData/Codex CLI/gpt-5-codex/2025-09-14",
        "rawLiveLeaderboardData/OB-1/GPT-5 + Claude 4.1 Opus/2025-09-10",
    ]
    assert rows[0].runner is Runner.FIRST_PARTY  # Codex CLI + OpenAI
    assert rows[1].setting["models"] == "GPT-5, Claude 4.1 Opus"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "export const nothing = [];",
        '{ agent: "A", model: "m", accuracy: 39.85, date: "2025-01-01" }',  # not a fraction
    ],
)
def test_legacy_malformed(text: str) -> None:
    with pytest.raises(LeaderboardError):
        parse_terminal_bench_legacy(text)
