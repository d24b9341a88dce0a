"""End to end: the real `modelwatch crawl leaderboards` against the fake boards (SWE-bench,
τ-bench, Terminal-Bench, Artificial Analysis) and the fake Hub (eval results)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import base_env, run_modelwatch
from tests.fakes.hub import FakeHub
from tests.fakes.leaderboards import (
    AA_PATH,
    SWEBENCH_PATH,
    TAU_MANIFEST_PATH,
    TB_PATH,
    FakeLeaderboards,
    add_clover_demo,
)

pytestmark = pytest.mark.e2e

REPO_ID = "DiffuSpace/Clover-35B-A3B-Preview"
AA_KEY = "test-aa-key"
WATCHLIST = f"""
[defaults]
interval = "1h"
jitter = "0s"

[[model]]
key = "clover"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover-35B-A3B", "Clover"]
[model.pages]
huggingface = ["{REPO_ID}"]
[model.identity]
vendor_names = ["DiffuSpace", "Diffu Space"]
vendor_domains = ["diffuspace.ai"]

[[model.claims]]
id = "swe-bench-verified"
benchmark = "SWE-bench Verified"
value = 73.6
date = 2026-10-30

[[model.claims]]
id = "terminal-bench-2-1"
benchmark = "Terminal-Bench 2.1"
value = 51.7
date = 2026-10-30

[[model.claims]]
id = "gpqa-diamond"
benchmark = "GPQA Diamond"
value = 83.8
date = 2026-10-30
"""
# Two eval results on the Hub page: the vendor's model-card figure and a verified HF Jobs run.
EVAL_RESULTS = [
    {
        "filename": ".eval_results/gpqa.yaml",
        "verified": False,
        "data": {
            "dataset": {"id": "Idavidrein/gpqa", "task_id": "gpqa_diamond"},
            "value": 83.8,
            "date": "2026-10-30",
            "source": {"name": "Model Card", "url": f"https://huggingface.co/{REPO_ID}"},
        },
    },
    {
        "filename": ".eval_results/gpqa-jobs.yaml",
        "verified": True,
        "data": {
            "dataset": {"id": "Idavidrein/gpqa", "task_id": "gpqa_diamond"},
            "value": 80.9,
            "date": "2026-11-03",
            "source": {"name": "HF Jobs run", "user": "someone-else"},
        },
    },
]


@pytest.fixture
def boards():
    with FakeLeaderboards(api_keys=(AA_KEY,), fixtures=True) as server:
        add_clover_demo(server)
        yield server


@pytest.fixture
def hub():
    with FakeHub() as server:
        server.add_model(REPO_ID, downloads=800, likes=170, eval_results=EVAL_RESULTS)
        yield server


def leaderboard_env(
    tmp_path: Path, boards: FakeLeaderboards, hub: FakeHub, **extra: str
) -> dict[str, str]:
    watchlist = tmp_path / "watchlist.toml"
    watchlist.write_text(WATCHLIST, encoding="utf-8")
    settings = {
        "MODELWATCH_WATCHLIST": str(watchlist),
        "MODELWATCH_SWEBENCH_LEADERBOARD_URL": boards.swebench_url,
        # The setting is the bucket's submissions folder (manifest.json and <dir>/ under it).
        "MODELWATCH_TAU_BENCH_URL": boards.tau_base_url + "/submissions",
        "MODELWATCH_TERMINAL_BENCH_URL": boards.tb_url,
        "MODELWATCH_ARTIFICIAL_ANALYSIS_URL": boards.url,
        "MODELWATCH_ARTIFICIAL_ANALYSIS_KEY": AA_KEY,
        "HF_ENDPOINT": hub.url,
        "MODELWATCH_REQUEST_TIMEOUT": "5",
    }
    return base_env(tmp_path, **{**settings, **extra})


def crawl(env: dict[str, str], expect: int = 0) -> str:
    result = run_modelwatch(["crawl", "leaderboards"], env)
    assert result.returncode == expect, result.stdout + result.stderr
    return result.stdout


def json_out(env: dict[str, str], *args: str) -> Any:
    result = run_modelwatch([*args, "--format", "json"], env)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def leaderboards_status(env: dict[str, str]) -> dict[str, Any]:
    (record,) = [s for s in json_out(env, "status")["sources"] if s["source"] == "leaderboards"]
    return record


def test_crawl_leaderboards_reads_every_board_once(tmp_path, boards, hub):
    env = leaderboard_env(tmp_path, boards, hub)
    out = crawl(env)
    assert "leaderboards:" in out and "ok" in out

    status = leaderboards_status(env)
    assert status["state"] == "ok" and not status["failing"], status
    assert status["last_error"] is None

    asked = [(r.method, r.path) for r in boards.requests]
    assert asked.count(("GET", SWEBENCH_PATH)) == 1
    assert asked.count(("GET", TAU_MANIFEST_PATH)) == 1
    assert asked.count(("GET", AA_PATH)) == 1
    harbor = [json.loads(r.body) for r in boards.requests if r.path == TB_PATH]
    assert [b["package"] for b in harbor] == [
        "terminal-bench/terminal-bench-2",
        "terminal-bench/terminal-bench-2-1",
    ]
    assert all(r.method == "POST" for r in boards.requests if r.path == TB_PATH)
    # Only the submission that could be Clover is fetched (not GLM-5's nor DeepSeek's).
    submissions = [r.path for r in boards.requests if r.path.endswith("/submission.json")]
    assert len(submissions) == 1 and "clover" in submissions[0]
    assert all(r.headers.get("x-api-key") == AA_KEY for r in boards.requests if r.path == AA_PATH)
    evals = [r for r in hub.requests if r.path == f"/api/models/{REPO_ID}"]
    assert [r.params("expand") for r in evals] == [["evalResults"]]


def test_a_refused_artificial_analysis_key_fails_the_crawl_with_a_clear_reason(
    tmp_path, boards, hub
):
    env = leaderboard_env(tmp_path, boards, hub, MODELWATCH_ARTIFICIAL_ANALYSIS_KEY="wrong-key")
    out = crawl(env, expect=2)
    assert "leaderboards:" in out and "FAILED" in out
    assert "Artificial Analysis refused the API key" in out and "HTTP 401" in out
    assert "wrong-key" not in out

    status = leaderboards_status(env)
    assert status["failing"] and status["consecutive_failures"] == 1
    assert "Artificial Analysis refused the API key" in status["last_error"]
    # The other boards were still read.
    assert sum(1 for r in boards.requests if r.path == TB_PATH) == 2


def claims(env: dict[str, str]) -> dict[str, dict[str, Any]]:
    records = json_out(env, "claims", "clover")
    for record in records:
        assert {"id", "benchmark", "claimed", "unit", "verdict", "evidence"} <= set(record)
        for evidence in record["evidence"]:
            assert {"value", "runner", "source", "url"} <= set(evidence)
    return {r["id"]: r for r in records}


def test_the_swebench_claim_is_confirmed_only_by_an_owner_run_row(tmp_path, hub):
    with FakeLeaderboards(api_keys=(AA_KEY,)) as boards:
        # Only the vendor's own submission (73.6, its own scaffold) is on the board.
        boards.add_swebench_row(
            folder="20260601_diffuspace_clover-35b-a3b-preview",
            name="Clover-35B-A3B-Preview",
            resolved=73.6,
            model=f"https://huggingface.co/{REPO_ID}",
            orgs=("DiffuSpace",),
        )
        env = leaderboard_env(tmp_path, boards, hub)
        crawl(env)
        swe = claims(env)["swe-bench-verified"]
        assert swe["benchmark"] == "SWE-bench Verified" and swe["claimed"] == 73.6
        assert swe["verdict"] == "unverified"
        assert [e["runner"] for e in swe["evidence"]] == ["first_party"]

        # A run checked by the SWE-bench team, 2.4 points below the claim (within 4).
        boards.add_swebench_row(
            folder="20261105_openhands_clover-35b-a3b-preview",
            name="OpenHands + Clover-35B-A3B-Preview",
            resolved=71.2,
            model=f"https://huggingface.co/{REPO_ID}",
            orgs=("OpenHands",),
            checked=True,
        )
        crawl(env)
        swe = claims(env)["swe-bench-verified"]
        assert swe["verdict"] == "confirmed"
        owner = [e for e in swe["evidence"] if e["runner"] == "owner_run"]
        assert [e["value"] for e in owner] == [71.2]
        assert owner[0]["url"].endswith("/verified/20261105_openhands_clover-35b-a3b-preview")
        assert "SWE-bench" in owner[0]["source"]
