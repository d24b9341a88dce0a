"""The leaderboard spider's requests, chaining and parsing, on recorded records (and answers built
by the fake boards) in real Scrapy responses."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from scrapy.http import Request, Response, TextResponse
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.test import get_crawler
from twisted.python.failure import Failure

from crawler.httpcache import RevalidateCacheMiddleware
from crawler.parsers.leaderboards import TB_2_0, TB_2_1, LeaderboardRow, parse_tau_manifest
from crawler.settings import scrapy_settings
from crawler.spiders.leaderboards import LeaderboardSpider, Target, tau_candidates
from domain.claims.verdicts import Runner
from domain.observations import LeaderboardObservation
from settings import Settings
from tests.fakes import Request as FakeRequest
from tests.fakes import shared_dir
from tests.fakes.leaderboards import SWEBENCH_PATH, TB_PATH, FakeLeaderboards, add_clover_demo

FIXTURES = shared_dir() / "fixtures" / "leaderboards"
SWEBENCH = "http://raw.test/SWE-bench/swe-bench.github.io/master/data/leaderboards.json"
TAU = "http://s3.test/submissions"
HARBOR = "http://harbor.test/functions/v1/leaderboard-read"
HUB = "http://hub.test"
AA = "http://aa.test"
AA_KEY = "test-aa-key"
JSON = "application/json"

GLM = {
    "model": "glm-4.6",
    "name": "GLM-4.6",
    "aliases": [],
    "vendor": "Zhipu AI",
    "hf_repos": ["zai-org/GLM-4.6"],
    "vendor_names": ["Z.ai"],
    "vendor_domains": ["z.ai"],
    "leaderboard_names": [],
}
DEEPSEEK = {
    "model": "deepseek-v3.2",
    "name": "DeepSeek-V3.2",
    "aliases": [],
    "vendor": "DeepSeek",
    "hf_repos": ["deepseek-ai/DeepSeek-V3.2"],
    "vendor_names": [],
    "vendor_domains": ["deepseek.com"],
    "leaderboard_names": [],
}
GPT_OSS = {
    "model": "gpt-oss-20b",
    "name": "gpt-oss-20b",
    "aliases": [],
    "vendor": "OpenAI",
    "hf_repos": ["openai/gpt-oss-20b"],
    "vendor_names": [],
    "vendor_domains": ["openai.com"],
    "leaderboard_names": [],
}
CLOVER = {
    "model": "clover",
    "name": "Clover-35B-A3B-Preview",
    "aliases": ["Clover-35B-A3B", "Clover 35B", "Clover"],
    "vendor": "DiffuSpace",
    "hf_repos": ["DiffuSpace/Clover-35B-A3B-Preview"],
    "vendor_names": ["Diffu Space"],
    "vendor_domains": ["diffuspace.ai"],
    "leaderboard_names": [],
}


# ---------------------------------------------------------------- helpers


def spider(targets: list[dict[str, Any]], **kwargs: Any) -> LeaderboardSpider:
    crawler = get_crawler(LeaderboardSpider)
    args = {
        "targets": targets,
        "swebench_url": SWEBENCH,
        "tau_bench_url": TAU,
        "terminal_bench_url": HARBOR,
        "hf_endpoint": HUB,
        "hf_token": None,
        "artificial_analysis_url": AA,
        "artificial_analysis_key": AA_KEY,
        **kwargs,
    }
    return LeaderboardSpider.from_crawler(crawler, **args)


def errors(s: LeaderboardSpider) -> list[str]:
    return list(s.crawler.stats.get_value("modelwatch/error_messages", []))


def answer(
    request: Request, body: bytes | str | Any, *, status: int = 200, content_type: str = JSON
) -> TextResponse:
    if not isinstance(body, bytes | str):
        body = json.dumps(body)
    if isinstance(body, str):
        body = body.encode()
    return TextResponse(
        request.url,
        status=status,
        body=body,
        request=request,
        headers={"Content-Type": content_type},
        encoding="utf-8",
    )


def call(request: Request, response: Response) -> list[Any]:
    """Run a request's callback on a response, as Scrapy does."""
    return list(request.callback(response, **request.cb_kwargs) or ())


def fail(request: Request, response: Response) -> list[Any]:
    """Run a request's errback on the HttpError Scrapy raises for an unhandled status."""
    failure = Failure(HttpError(response, "Ignoring non-200 response"))
    failure.request = request  # type: ignore[attr-defined]
    return list(request.errback(failure) or ())


def start(s: LeaderboardSpider) -> list[Request]:
    async def collect() -> list[Request]:
        return [r async for r in s.start()]

    return asyncio.run(collect())


def request_for(s: LeaderboardSpider, callback_name: str) -> Request:
    (request,) = [r for r in start(s) if r.callback.__name__ == callback_name]
    return request


def observations(items: list[Any]) -> dict[tuple[str, str], LeaderboardObservation]:
    assert all(isinstance(i, LeaderboardObservation) for i in items), items
    return {(o.board, o.model): o for o in items}


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def swebench_glm_body() -> dict[str, Any]:
    """Both recorded GLM-4.6 rows (the vendor's own submission, the team's mini-SWE-agent run)
    on one Verified board, as leaderboards.json holds them."""
    results = []
    for name in (
        "swebench_leaderboards_verified_glm-4.6_vendor-submitted.json",
        "swebench_leaderboards_verified_glm-4.6_mini-swe-agent-checked.json",
    ):
        for board in json.loads(fixture(name))["leaderboards"]:
            results.extend(board["results"])
    return {"leaderboards": [{"name": "Verified", "results": results}]}


def fake_answer(fake: FakeLeaderboards, method: str, path: str, body: Any = None) -> bytes:
    """What the fake boards would send (without serving them)."""
    raw = json.dumps(body).encode() if body is not None else b""
    response = fake.handle(FakeRequest(method, path, [], {}, raw))
    assert response.status == 200, response.body
    return response.body


def by_runner(rows: tuple[LeaderboardRow, ...]) -> dict[Runner, list[LeaderboardRow]]:
    out: dict[Runner, list[LeaderboardRow]] = {}
    for row in rows:
        out.setdefault(row.runner, []).append(row)
    return out


# ---------------------------------------------------------------- requests


def test_one_request_per_board_and_per_watched_repo():
    s = spider([GLM, CLOVER], hf_token="hf_secret")
    requests = start(s)
    by_callback = {}
    for r in requests:
        by_callback.setdefault(r.callback.__name__, []).append(r)
    assert [r.url for r in by_callback["parse_swebench"]] == [SWEBENCH]
    assert [r.url for r in by_callback["parse_tau_manifest"]] == [f"{TAU}/manifest.json"]
    (tb,) = by_callback["parse_terminal_bench"]
    assert tb.method == "POST" and tb.url == HARBOR
    assert json.loads(tb.body) == TB_2_0  # TB 2.1 follows once 2.0 is read
    assert tb.headers["Content-Type"] == b"application/json"
    hf = by_callback["parse_hf_eval_results"]
    assert [r.url for r in hf] == [
        f"{HUB}/api/models/zai-org/GLM-4.6?expand=evalResults",
        f"{HUB}/api/models/DiffuSpace/Clover-35B-A3B-Preview?expand=evalResults",
    ]
    assert all(r.headers["Authorization"] == b"Bearer hf_secret" for r in hf)
    (aa,) = by_callback["parse_artificial_analysis"]
    assert aa.url == f"{AA}/api/v2/data/llms/models"
    assert aa.headers["x-api-key"] == AA_KEY.encode()
    assert len(requests) == 6


def test_artificial_analysis_is_skipped_without_a_key_and_nothing_is_read_without_targets():
    callbacks = [r.callback.__name__ for r in start(spider([GLM], artificial_analysis_key=None))]
    assert "parse_artificial_analysis" not in callbacks
    assert "parse_swebench" in callbacks
    assert start(spider([])) == []


def test_the_http_cache_leaves_the_harbor_post_alone(tmp_path: Path):
    """The project's cache would store a POST and send it again with If-None-Match, which a
    server honouring it answers 412 on a POST: the spider keeps its POSTs out of the cache, so
    they are neither stored nor sent with a validator."""
    settings = scrapy_settings(Settings(http_cache_dir=tmp_path / "cache"), context=None)
    cache = {k: v for k, v in settings.items() if k.startswith("HTTPCACHE_")}
    crawler = get_crawler(LeaderboardSpider, settings_dict=cache)
    crawler.spider = spider([CLOVER])
    mw = RevalidateCacheMiddleware.from_crawler(crawler)
    mw.spider_opened(crawler.spider)

    for _ in range(2):
        post = request_for(crawler.spider, "parse_terminal_bench")
        assert mw.process_request(post) is None
        assert b"If-None-Match" not in post.headers
        ok = Response(post.url, status=200, body=b'{"rows": []}', headers={"ETag": '"abc"'})
        assert mw.process_response(post, ok.replace(request=post)) is not None
    assert not any((tmp_path / "cache").rglob("pickled_meta"))  # nothing was stored


# ---------------------------------------------------------------- SWE-bench


def test_swebench_rows_per_model_with_the_vendor_submission_first_party():
    s = spider([GLM, DEEPSEEK])
    request = request_for(s, "parse_swebench")
    obs = observations(
        call(request, answer(request, swebench_glm_body(), content_type="text/plain"))
    )
    assert set(obs) == {("swebench", "glm-4.6"), ("swebench", "deepseek-v3.2")}
    glm = obs["swebench", "glm-4.6"]
    assert glm.complete and len(glm.rows) == 2
    runners = by_runner(glm.rows)
    (vendor,) = runners[Runner.FIRST_PARTY]
    assert vendor.value == 68.2 and vendor.model_repo == "zai-org/GLM-4.6"
    (team,) = runners[Runner.OWNER_RUN]
    assert team.value == 55.4 and str(team.benchmark) == "SWE-bench bash-only"
    # Read, but nothing about DeepSeek-V3.2 on it: an observation without rows.
    assert obs["swebench", "deepseek-v3.2"].rows == ()
    assert obs["swebench", "deepseek-v3.2"].complete
    assert errors(s) == []


def test_swebench_demo_rows_of_the_fake_board():
    fake = FakeLeaderboards()
    add_clover_demo(fake)
    s = spider([CLOVER])
    request = request_for(s, "parse_swebench")
    (obs,) = call(request, answer(request, fake_answer(fake, "GET", SWEBENCH_PATH)))
    runners = by_runner(obs.rows)
    assert [r.value for r in runners[Runner.FIRST_PARTY]] == [73.6]
    assert [r.value for r in runners[Runner.OWNER_RUN]] == [61.2]


@pytest.mark.parametrize(
    "body",
    [
        b"<html><body>500 Internal Server Error</body></html>",
        b'{"leaderboards": [{"name": "Verified", "results": [{"folder": "x"}]}]}',
        b"",
    ],
)
def test_an_unreadable_swebench_answer_is_an_error_and_no_observation(body: bytes):
    s = spider([GLM, DEEPSEEK])
    request = request_for(s, "parse_swebench")
    assert call(request, answer(request, body)) == []
    (message,) = errors(s)
    assert message.startswith(SWEBENCH) and "SWE-bench leaderboard" in message


def test_a_failed_swebench_request_is_an_error_and_no_observation():
    s = spider([GLM])
    request = request_for(s, "parse_swebench")
    assert fail(request, answer(request, b"503 upstream", status=503)) == []
    (message,) = errors(s)
    assert "HTTP 503" in message


# ---------------------------------------------------------------- τ-bench


def tau_chain(
    s: LeaderboardSpider, manifest: bytes, answers: dict[str, tuple[int, bytes]]
) -> tuple[list[str], list[Any]]:
    """Answer the manifest, then each submission request from `answers` (dir → status, body);
    returns the directories asked for and the items yielded at the end."""
    request = request_for(s, "parse_tau_manifest")
    out = call(request, answer(request, manifest))
    asked = []
    while out and isinstance(out[0], Request):
        (request,) = out
        directory = request.url.removeprefix(f"{TAU}/").removesuffix("/submission.json")
        asked.append(directory)
        status, body = answers[directory]
        response = answer(request, body, status=status)
        out = call(request, response) if status == 200 else fail(request, response)
    return asked, out


GLM5_DIR = "glm-5-think_sierra_2026-03-02"
DEEPSEEK_DIR = "deepseek-v3.2_deepseek_2025-12-01"
GLM5_SUBMISSION = fixture(f"tau2bench_submission_{GLM5_DIR}.json")
DEEPSEEK_SUBMISSION = fixture(f"tau2bench_submission_{DEEPSEEK_DIR}.json")
S3_DENIED = b"<?xml version='1.0'?><Error><Code>AccessDenied</Code></Error>"


def test_tau_candidates_are_picked_by_model_word_or_vendor_org():
    manifest = parse_tau_manifest(fixture("tau2bench_manifest.json"))
    targets = [Target.from_dict(t) for t in (GLM, DEEPSEEK, CLOVER)]
    assert tau_candidates(manifest.entries(), targets) == [
        (GLM5_DIR, "submissions"),
        ("glm-5-2_sierra_2026-08-04", "submissions"),
        (DEEPSEEK_DIR, "legacy_submissions"),
    ]
    # A vendor's own filing is found by its organisation even under another model name.
    entries = [("c35b_diffuspace_2026-11-02", "submissions"), ("c35b_acme_2026-11-02", "x")]
    assert tau_candidates(entries, targets) == [entries[0]]


def test_tau_submissions_fetched_one_after_the_other_and_matched_per_model():
    glm5 = {**GLM, "model": "glm-5", "name": "GLM-5", "hf_repos": ["zai-org/GLM-5"]}
    s = spider([glm5, DEEPSEEK])
    asked, out = tau_chain(
        s,
        fixture("tau2bench_manifest.json"),
        {
            GLM5_DIR: (200, GLM5_SUBMISSION),
            "glm-5-2_sierra_2026-08-04": (200, GLM5_SUBMISSION.replace(b'"GLM-5"', b'"GLM-5.2"')),
            DEEPSEEK_DIR: (200, DEEPSEEK_SUBMISSION),
        },
    )
    assert asked == [GLM5_DIR, "glm-5-2_sierra_2026-08-04", DEEPSEEK_DIR]
    obs = observations(out)
    assert set(obs) == {("tau_bench", "glm-5"), ("tau_bench", "deepseek-v3.2")}
    assert all(o.complete for o in obs.values()) and errors(s) == []
    glm = obs["tau_bench", "glm-5"].rows
    # Sierra's run of GLM-5 (mean + four domains); GLM-5.2 is another model and is left out.
    assert {r.runner for r in glm} == {Runner.OWNER_RUN} and len(glm) == 5
    assert {r.row_id.split("#")[0] for r in glm} == {GLM5_DIR}
    assert glm[0].url == f"{TAU}/{GLM5_DIR}/submission.json"
    deepseek = obs["tau_bench", "deepseek-v3.2"].rows
    assert {r.runner for r in deepseek} == {Runner.FIRST_PARTY} and len(deepseek) == 4


def test_a_failed_tau_submission_makes_the_read_incomplete():
    s = spider([GLM, DEEPSEEK])
    asked, out = tau_chain(
        s,
        fixture("tau2bench_manifest.json"),
        {
            GLM5_DIR: (403, S3_DENIED),  # S3 answers 403 for a key that is not there
            "glm-5-2_sierra_2026-08-04": (200, b'{"model_name": "GLM-5.2"}'),  # no results
            DEEPSEEK_DIR: (200, DEEPSEEK_SUBMISSION),
        },
    )
    assert len(asked) == 3
    obs = observations(out)
    assert not any(o.complete for o in obs.values())
    assert obs["tau_bench", "glm-4.6"].rows == ()  # GLM-5 is another version
    assert len(obs["tau_bench", "deepseek-v3.2"].rows) == 4
    first, second = errors(s)
    assert f"{GLM5_DIR}/submission.json: HTTP 403" in first
    assert "glm-5-2_sierra_2026-08-04" in second and "results" in second


def test_no_tau_candidate_still_says_the_board_was_read():
    s = spider([CLOVER])
    asked, out = tau_chain(s, fixture("tau2bench_manifest.json"), {})
    assert asked == []
    (obs,) = out
    assert obs.board == "tau_bench" and obs.rows == () and obs.complete


def test_an_unreadable_tau_manifest_is_an_error_and_no_observation():
    s = spider([GLM])
    request = request_for(s, "parse_tau_manifest")
    assert call(request, answer(request, b'{"submissions": "all of them"}')) == []
    (message,) = errors(s)
    assert "manifest.json" in message and "τ-bench" in message


# ---------------------------------------------------------------- Terminal-Bench


def harbor_fake() -> FakeLeaderboards:
    fake = FakeLeaderboards()
    add_clover_demo(fake)  # Terminus 2 (Stanford) on TB 2.1
    fake.add_tb_row(
        model="Clover-35B-A3B-Preview",
        model_org="DiffuSpace",
        agent="Clover Agent",
        agent_org="DiffuSpace",
        accuracy=51.7,
    )
    fake.add_tb_row(
        model="GLM-4.6", model_org="Z.ai", agent="Terminus 2", agent_org="Stanford",
        accuracy=24.5, version="2.0",
    )  # fmt: skip
    return fake


def test_terminal_bench_reads_both_boards_then_yields_per_model():
    fake = harbor_fake()
    s = spider([CLOVER, GLM])
    first = request_for(s, "parse_terminal_bench")
    (second,) = call(first, answer(first, fake_answer(fake, "POST", TB_PATH, TB_2_0)))
    assert second.method == "POST" and json.loads(second.body) == TB_2_1
    assert second.meta.get("dont_cache") is True
    obs = observations(call(second, answer(second, fake_answer(fake, "POST", TB_PATH, TB_2_1))))
    clover = obs["terminal_bench", "clover"]
    assert clover.complete and len(clover.rows) == 2
    assert {str(r.benchmark) for r in clover.rows} == {"Terminal-Bench 2.1"}
    runners = by_runner(clover.rows)
    assert [r.value for r in runners[Runner.FIRST_PARTY]] == [51.7]  # the vendor's own agent
    (terminus,) = runners[Runner.OWNER_RUN]
    assert terminus.value == 49.0 and terminus.uncertainty.ci95_half_width == 4.6
    (glm,) = obs["terminal_bench", "glm-4.6"].rows
    assert str(glm.benchmark) == "Terminal-Bench 2.0" and glm.runner is Runner.OWNER_RUN
    assert errors(s) == []


def test_a_failed_terminal_bench_board_makes_the_read_incomplete():
    fake = harbor_fake()
    s = spider([CLOVER])
    first = request_for(s, "parse_terminal_bench")
    not_found = b'{"error": {"message": "Leaderboard not found", "code": "NOT_FOUND"}}'
    (second,) = fail(first, answer(first, not_found, status=404))
    (obs,) = call(second, answer(second, fake_answer(fake, "POST", TB_PATH, TB_2_1)))
    assert not obs.complete and len(obs.rows) == 2
    (message,) = errors(s)
    assert "HTTP 404" in message and "terminal-bench/terminal-bench-2/2-0" in message


def test_terminal_bench_with_no_board_read_yields_nothing():
    s = spider([CLOVER])
    first = request_for(s, "parse_terminal_bench")
    (second,) = call(first, answer(first, b'{"rows": "nope"}'))
    assert call(second, answer(second, b"<html>Bad gateway</html>")) == []
    assert len(errors(s)) == 2
    assert all("Terminal-Bench leaderboard" in m for m in errors(s))


# ---------------------------------------------------------------- Hugging Face eval results


def test_hf_eval_results_per_watched_repo():
    s = spider([CLOVER, GLM])
    requests = [r for r in start(s) if r.callback.__name__ == "parse_hf_eval_results"]
    entries = json.loads(fixture("hf_api_model_evalResults_entry_hfhub_testfixture.json"))
    clover_request, glm_request = requests
    repo = "DiffuSpace/Clover-35B-A3B-Preview"
    body = {"_id": "abc", "id": repo, "evalResults": entries}
    (obs,) = call(clover_request, answer(clover_request, body))
    assert (obs.board, obs.model, obs.complete) == ("hf_eval_results", "clover", True)
    (row,) = obs.rows
    assert row.model_repo == repo and row.value == 86.2 and row.runner is Runner.FIRST_PARTY
    # A model without eval results: the key is absent, the board was read.
    (empty,) = call(glm_request, answer(glm_request, {"_id": "def", "id": "zai-org/GLM-4.6"}))
    assert empty.model == "glm-4.6" and empty.rows == ()
    assert errors(s) == []


def test_a_missing_hf_repo_is_an_error_and_no_observation():
    s = spider([CLOVER])
    request = request_for(s, "parse_hf_eval_results")
    body = b'{"error": "Repository not found"}'
    assert fail(request, answer(request, body, status=404)) == []
    (message,) = errors(s)
    assert "HTTP 404" in message and "Clover-35B-A3B-Preview" in message


# ---------------------------------------------------------------- Artificial Analysis


def aa_body() -> dict[str, Any]:
    records = json.loads(fixture("aa_api_v2_data_llms_models_records.json"))
    return {"status": 200, "prompt_options": {"parallel_queries": 1}, "data": records}


def test_artificial_analysis_rows_per_model():
    s = spider([GPT_OSS, GLM])
    request = request_for(s, "parse_artificial_analysis")
    obs = observations(call(request, answer(request, aa_body())))
    rows = obs["artificial_analysis", "gpt-oss-20b"].rows
    assert {r.model_name for r in rows} == {"gpt-oss-20B (low)"}  # not GPT-5 nano
    assert {r.runner for r in rows} == {Runner.OWNER_RUN} and len(rows) == 10
    assert obs["artificial_analysis", "glm-4.6"].rows == ()


def test_a_refused_artificial_analysis_key_is_a_clear_error():
    s = spider([GPT_OSS])
    request = request_for(s, "parse_artificial_analysis")
    body = b'{"status": 401, "error": "Unauthorized: missing or invalid x-api-key"}'
    assert fail(request, answer(request, body, status=401)) == []
    (message,) = errors(s)
    assert "HTTP 401" in message and "refused the API key" in message
    assert AA_KEY not in message


def test_an_artificial_analysis_error_answer_is_an_error_and_no_observation():
    s = spider([GPT_OSS])
    request = request_for(s, "parse_artificial_analysis")
    assert call(request, answer(request, {"status": 500, "error": "internal"})) == []
    (message,) = errors(s)
    assert "Artificial Analysis api_error" in message
