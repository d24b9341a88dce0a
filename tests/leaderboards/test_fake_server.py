"""FakeLeaderboards over real sockets: shapes the parsers read, ETag/304, API key, removals."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from crawler.parsers.leaderboards import (
    TB_2_0,
    TB_2_1,
    diff_rows,
    evidence_for,
    parse_artificial_analysis,
    parse_swebench,
    parse_tau_manifest,
    parse_tau_submission,
    parse_terminal_bench,
    submission_url,
)
from domain.claims import BenchmarkId, Runner
from tests.fakes.leaderboards import FakeLeaderboards, add_clover_demo
from tests.leaderboards.common import CLOVER, DIFFUSPACE, ZAI

KEY = "test-aa-key"


@pytest.fixture
def fake() -> Iterator[FakeLeaderboards]:
    with FakeLeaderboards(api_keys=(KEY,), fixtures=True) as server:
        yield server


def fetch(
    url: str, *, data: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, bytes, dict[str, str]]:
    request = urllib.request.Request(url, data=data, headers=headers or {})
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.read(), dict(response.headers)
    except urllib.error.HTTPError as err:
        return err.code, err.read(), dict(err.headers)


def post_tb(fake: FakeLeaderboards, board: dict[str, str]) -> bytes:
    status, body, headers = fetch(fake.tb_url, data=json.dumps(board).encode())
    assert status == 200 and "ETag" in headers
    return body


def test_swebench_fixture_rows_served_and_etag(fake: FakeLeaderboards) -> None:
    status, body, headers = fetch(fake.swebench_url)
    assert status == 200
    assert headers["Content-Type"].startswith("text/plain")  # raw.githubusercontent.com style
    rows = parse_swebench(body, vendor=ZAI)
    assert {(r.value, r.runner) for r in rows} == {
        (68.2, Runner.FIRST_PARTY),
        (55.4, Runner.OWNER_RUN),
    }
    status, body304, _ = fetch(fake.swebench_url, headers={"If-None-Match": headers["ETag"]})
    assert status == 304 and body304 == b""
    assert fake.not_modified == 1


def test_swebench_add_and_remove_rows(fake: FakeLeaderboards) -> None:
    before = parse_swebench(fetch(fake.swebench_url)[1], vendor=DIFFUSPACE)
    add_clover_demo(fake)
    fake.add_swebench_row(
        folder="20260620_openhands_clover",
        name="OpenHands + Clover",
        resolved=71.0,
        model="https://huggingface.co/DiffuSpace/Clover-35B-A3B-Preview",
        orgs=("OpenHands",),
        checked=True,
    )
    after = parse_swebench(fetch(fake.swebench_url)[1], vendor=DIFFUSPACE)
    diff = diff_rows(before, after)
    added = {r.row_id.split("/", 1)[1]: r.runner for r in diff.added}
    assert added == {
        "20260601_diffuspace_clover-35b-a3b-preview": Runner.FIRST_PARTY,
        "20260615_mini-v2.0.0_clover-35b-a3b-preview": Runner.OWNER_RUN,
        "20260620_openhands_clover": Runner.OWNER_RUN,
    }
    fake.remove_swebench_row("20260620_openhands_clover")
    final = parse_swebench(fetch(fake.swebench_url)[1], vendor=DIFFUSPACE)
    retracted = diff_rows(after, final).retracted
    assert [r.row_id for r in retracted] == ["Verified/20260620_openhands_clover"]


def test_tau_manifest_and_submissions(fake: FakeLeaderboards) -> None:
    status, body, headers = fetch(f"{fake.tau_base_url}/submissions/manifest.json")
    assert status == 200 and headers["ETag"]
    manifest = parse_tau_manifest(body)
    assert manifest.entries() == [
        ("glm-5-think_sierra_2026-03-02", "submissions"),
        ("deepseek-v3.2_deepseek_2025-12-01", "legacy_submissions"),
    ]
    runners = {}
    for sub_dir, kind in manifest.entries():
        status, body, _ = fetch(submission_url(sub_dir, fake.tau_base_url))
        assert status == 200
        rows = parse_tau_submission(body, submission_dir=sub_dir, kind=kind, vendor=ZAI)
        runners[sub_dir] = rows[0].runner
    assert runners == {
        "glm-5-think_sierra_2026-03-02": Runner.OWNER_RUN,
        "deepseek-v3.2_deepseek_2025-12-01": Runner.FIRST_PARTY,
    }
    fake.remove_tau_submission("deepseek-v3.2_deepseek_2025-12-01")
    status, body, headers = fetch(
        submission_url("deepseek-v3.2_deepseek_2025-12-01", fake.tau_base_url)
    )
    assert status == 403 and b"AccessDenied" in body  # S3, public bucket without list rights
    assert (
        len(
            parse_tau_manifest(fetch(f"{fake.tau_base_url}/submissions/manifest.json")[1]).entries()
        )
        == 1
    )


def test_tau_add_run(fake: FakeLeaderboards) -> None:
    sub_dir = fake.add_tau_run(
        model_name="Clover-35B-A3B-Preview",
        model_organization="DiffuSpace",
        submitting_organization="DiffuSpace",
        results={"retail": 70.0, "airline": 60.0},
        trajectories=False,
        details="Unverified submission - results from technical report",
    )
    body = fetch(submission_url(sub_dir, fake.tau_base_url))[1]
    rows = parse_tau_submission(body, submission_dir=sub_dir, vendor=DIFFUSPACE)
    assert rows[0].runner is Runner.FIRST_PARTY and rows[0].value == 65.0


def test_terminal_bench_boards_hide_and_remove(fake: FakeLeaderboards) -> None:
    rid = fake.add_tb_row(
        model="Clover-35B-A3B-Preview",
        model_org="DiffuSpace",
        agent="Terminus 2",
        agent_org="Stanford",
        accuracy=49.0,
        stderr=2.3,
        ci95=4.6,
    )
    fake.add_tb_row(
        model="Clover-35B-A3B-Preview",
        model_org="DiffuSpace",
        agent="Clover Code",
        agent_org="DiffuSpace",
        accuracy=51.7,
    )
    fake.add_tb_row(
        version="2.0",
        model="Clover-35B-A3B-Preview",
        model_org="DiffuSpace",
        agent="Terminus 2",
        agent_org="Stanford",
        accuracy=44.0,
    )
    rows21 = parse_terminal_bench(post_tb(fake, TB_2_1), **TB_2_1, vendor=DIFFUSPACE)
    rows20 = parse_terminal_bench(post_tb(fake, TB_2_0), **TB_2_0, vendor=DIFFUSPACE)
    assert {r.benchmark for r in rows21} == {BenchmarkId("Terminal-Bench", "2.1")}
    assert {r.benchmark for r in rows20} == {BenchmarkId("Terminal-Bench", "2.0")}
    assert sorted(r.runner for r in rows21) == [Runner.FIRST_PARTY, Runner.OWNER_RUN]
    terminus = next(r for r in rows21 if r.runner is Runner.OWNER_RUN)
    assert terminus.value == 49.0 and terminus.uncertainty is not None
    assert terminus.uncertainty.ci95_half_width == 4.6

    fake.hide_tb_row(rid)
    hidden = parse_terminal_bench(post_tb(fake, TB_2_1), **TB_2_1, vendor=DIFFUSPACE)
    retracted = diff_rows(rows21, hidden).retracted
    assert [r.row_id.rsplit("/", 1)[1] for r in retracted] == [rid]
    assert all(ev.runner is Runner.FIRST_PARTY for ev in evidence_for(hidden, CLOVER))

    fake.remove_tb_row(rid)
    gone = parse_terminal_bench(post_tb(fake, TB_2_1), **TB_2_1, vendor=DIFFUSPACE)
    assert [r.row_id.rsplit("/", 1)[1] for r in diff_rows(hidden, gone).removed] == [rid]


def test_terminal_bench_errors(fake: FakeLeaderboards) -> None:
    status, body, headers = fetch(
        fake.tb_url, data=json.dumps({"package": "nope", "name": "x"}).encode()
    )
    assert status == 404 and json.loads(body)["error"]["code"] == "NOT_FOUND" and headers["ETag"]
    status, _, _ = fetch(fake.tb_url, data=b"{not json")
    assert status == 400
    status, _, _ = fetch(fake.tb_url)
    assert status == 405


def test_artificial_analysis_requires_the_api_key(fake: FakeLeaderboards) -> None:
    status, body, headers = fetch(fake.aa_url)
    assert status == 401 and headers["ETag"]
    assert fetch(fake.aa_url, headers={"x-api-key": "wrong"})[0] == 401
    status, body, _ = fetch(fake.aa_url, headers={"x-api-key": KEY})
    assert status == 200
    rows = parse_artificial_analysis(body)
    assert len(rows) == 20 and {r.runner for r in rows} == {Runner.OWNER_RUN}
    uid = fake.add_aa_model(
        "Clover-35B-A3B-Preview (Reasoning)",
        creator="DiffuSpace",
        evaluations={"gpqa": 0.812, "lcr": 0.69},
    )
    rows = parse_artificial_analysis(fetch(fake.aa_url, headers={"x-api-key": KEY})[1])
    clover = evidence_for(rows, CLOVER)
    assert sorted(ev.value for ev in clover) == pytest.approx([69.0, 81.2])
    fake.remove_aa_model(uid)
    rows = parse_artificial_analysis(fetch(fake.aa_url, headers={"x-api-key": KEY})[1])
    assert evidence_for(rows, CLOVER) == []


def test_unknown_path_and_no_fake_errors(fake: FakeLeaderboards) -> None:
    assert fetch(fake.url + "/nope")[0] == 404
    assert fake.errors == []
