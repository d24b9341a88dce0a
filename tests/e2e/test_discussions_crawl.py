"""End to end: the real `modelwatch crawl huggingface` reads the discussions of a model with
claims from the fake Hub, and `modelwatch claims` shows what they proved."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import base_env, run_modelwatch
from tests.fakes.hub import FakeHub

pytestmark = pytest.mark.e2e

REPO_ID = "DiffuSpace/Clover-35B-A3B-Preview"
DETAIL_PREFIX = f"/api/models/{REPO_ID}/discussions/"
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

[[model.claims]]
id = "gpqa-diamond"
benchmark = "GPQA Diamond"
value = 83.8
date = 2026-10-30
"""


@pytest.fixture
def hub():
    with FakeHub() as server:
        server.add_model(REPO_ID, downloads=800, downloads_all_time=900, likes=170)
        yield server
    assert server.errors == []


def crawl(env: dict[str, str]) -> None:
    result = run_modelwatch(["crawl", "huggingface"], env)
    assert result.returncode == 0, result.stdout + result.stderr


def gpqa(env: dict[str, str]) -> dict[str, Any]:
    result = run_modelwatch(["claims", "clover", "--format", "json"], env)
    assert result.returncode == 0, result.stdout + result.stderr
    (claim,) = [c for c in json.loads(result.stdout) if c["id"] == "gpqa-diamond"]
    return claim


def details_read(hub: FakeHub) -> list[str]:
    return [
        r.path.removeprefix(DETAIL_PREFIX) for r in hub.requests if r.path.startswith(DETAIL_PREFIX)
    ]


def test_a_measurement_in_a_hub_discussion_reaches_the_claims_ledger(tmp_path: Path, hub):
    num = hub.add_discussion(
        REPO_ID, "GPQA Diamond reproduction", text="Has anyone checked the 83.8?", author="alice"
    )
    bob = hub.add_comment(
        REPO_ID, num, "I ran it on GPQA Diamond with our own harness and got 81.9.", author="bob"
    )
    hub.add_comment(
        REPO_ID, num, "We ran it again on GPQA Diamond and measured 84.1.", author="DiffuSpace"
    )
    hub.add_discussion(REPO_ID, "Add GGUF files", is_pull_request=True, author="carol")
    watchlist = tmp_path / "watchlist.toml"
    watchlist.write_text(WATCHLIST, encoding="utf-8")
    env = base_env(
        tmp_path,
        MODELWATCH_WATCHLIST=str(watchlist),
        HF_ENDPOINT=hub.url,
        MODELWATCH_REQUEST_TIMEOUT="5",
    )

    crawl(env)

    claim = gpqa(env)
    assert claim["verdict"] == "confirmed"
    (evidence,) = claim["evidence"]  # bob's run; the vendor's own comment is not evidence
    assert evidence["origin"] == "discussion" and evidence["value"] == 81.9
    assert evidence["source"] == "Hugging Face discussion by @bob"
    assert evidence["url"] == f"{hub.url}/{REPO_ID}/discussions/{num}#{bob}"
    assert details_read(hub) == [str(num)]  # the pull request (#2) is never read

    # Nothing new: the discussion is not read again. A reply: it is, and only it.
    hub.reset_log()
    crawl(env)
    assert details_read(hub) == []
    hub.add_comment(REPO_ID, num, "Thanks, same here.", author="dave")
    crawl(env)
    assert details_read(hub) == [str(num)]
    claim = gpqa(env)  # one `claims` run for both checks
    assert claim["verdict"] == "confirmed" and len(claim["evidence"]) == 1
