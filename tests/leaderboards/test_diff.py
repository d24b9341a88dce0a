"""diff_rows: added, changed, removed and retracted rows between two polls."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from crawler.parsers.leaderboards import diff_rows, parse_swebench, parse_terminal_bench
from tests.leaderboards.common import ZAI, fixture_bytes
from tests.leaderboards.test_terminal_bench import harbor_row, tb21


def swebench_both() -> bytes:
    boards = []
    for name in (
        "swebench_leaderboards_verified_glm-4.6_vendor-submitted.json",
        "swebench_leaderboards_verified_glm-4.6_mini-swe-agent-checked.json",
    ):
        boards += json.loads(fixture_bytes(name))["leaderboards"][0]["results"]
    return json.dumps({"leaderboards": [{"name": "Verified", "results": boards}]}).encode()


def test_removed_row_is_retracted() -> None:
    old = parse_swebench(swebench_both(), vendor=ZAI)
    new = parse_swebench(fixture_bytes(
        "swebench_leaderboards_verified_glm-4.6_vendor-submitted.json"), vendor=ZAI)  # fmt: skip
    diff = diff_rows(old, new)
    assert diff.added == () and diff.changed == ()
    assert [r.row_id for r in diff.removed] == ["Verified/20251201_mini-v1.17.1_glm-4.6"]
    assert diff.retracted == diff.removed
    assert not diff.empty


def test_added_and_changed_value() -> None:
    old = parse_swebench(fixture_bytes(
        "swebench_leaderboards_verified_glm-4.6_vendor-submitted.json"), vendor=ZAI)  # fmt: skip
    new = parse_swebench(swebench_both(), vendor=ZAI)
    bumped = [replace(new[0], value=69.0), new[1]]
    diff = diff_rows(old, bumped)
    assert [r.row_id for r in diff.added] == ["Verified/20251201_mini-v1.17.1_glm-4.6"]
    ((before, after),) = diff.changed
    assert (before.value, after.value) == (68.2, 69.0)
    assert diff.retracted == ()


def test_hidden_row_is_a_retraction_and_unchanged_polls_are_empty() -> None:
    shown = parse_terminal_bench(tb21(harbor_row("r1"), harbor_row("r2", agent="Droid")))
    hidden = parse_terminal_bench(
        tb21(harbor_row("r1", status="hide"), harbor_row("r2", agent="Droid"))
    )
    diff = diff_rows(shown, hidden)
    assert [r.row_id.rsplit("/", 1)[1] for r in diff.retracted] == ["r1"]
    assert diff.removed == ()
    assert diff_rows(shown, shown).empty


def test_duplicate_ids_are_refused() -> None:
    rows = parse_terminal_bench(tb21(harbor_row("r1")))
    with pytest.raises(ValueError, match="duplicate"):
        diff_rows(rows + rows, rows)


def test_duplicate_ids_within_one_payload_are_made_unique() -> None:
    rows = parse_terminal_bench(tb21(harbor_row("r1"), harbor_row("r1", agent="Droid")))
    assert [r.row_id.rsplit("/", 1)[1] for r in rows] == ["r1", "r1~2"]
