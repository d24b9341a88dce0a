"""Conditional requests: every page is revalidated, a 304 costs nothing and still records an
observation, and a stored answer never stands in for a failing source.

The first tests drive the cache middleware directly (no reactor); the last ones run the real
`modelwatch crawl github` twice against the fake GitHub, whose ETags answer 304.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from scrapy import Spider
from scrapy.exceptions import DownloadTimeoutError
from scrapy.http import Request, Response
from scrapy.utils.test import get_crawler

from crawler.httpcache import NOT_MODIFIED_KEY, RevalidateCacheMiddleware
from crawler.settings import scrapy_settings
from settings import Settings
from tests.conftest import base_env, run_modelwatch, run_modelwatch_each
from tests.fakes.github import FakeGitHub
from tests.fakes.modelscope import FakeModelScope

MODEL_KEY = "clover-35b-a3b-preview"
URL = "http://api.test/repos/a/b"
ETAG = '"0123abcd"'

# ---------------------------------------------------------------- the middleware, directly


class _Spider(Spider):
    name = "github"


@pytest.fixture
def middleware(tmp_path: Path) -> RevalidateCacheMiddleware:
    """The middleware with the project's own cache settings, its storage under tmp_path."""
    settings = scrapy_settings(Settings(http_cache_dir=tmp_path / "cache"), context=None)
    cache = {k: v for k, v in settings.items() if k.startswith("HTTPCACHE_")}
    crawler = get_crawler(_Spider, settings_dict=cache)
    crawler.spider = crawler._create_spider()
    mw = RevalidateCacheMiddleware.from_crawler(crawler)
    mw.spider_opened(crawler.spider)
    return mw


def stats(mw: RevalidateCacheMiddleware) -> dict[str, Any]:
    return mw.stats.get_stats()


def fetch(mw: RevalidateCacheMiddleware, answer: Response | None = None, **kwargs: Any):
    """One request through the middleware; `answer` is what the server sends back."""
    request = Request(URL, **kwargs)
    short_cut = mw.process_request(request)
    if short_cut is not None:
        return request, short_cut
    assert answer is not None
    return request, mw.process_response(request, answer.replace(request=request))


def ok(body: bytes = b'{"stargazers_count": 1}', **headers: str) -> Response:
    return Response(URL, status=200, body=body, headers={"ETag": ETAG, **headers})


def not_modified(**headers: str) -> Response:
    return Response(URL, status=304, headers={"ETag": ETAG, **headers})


def test_a_304_brings_back_the_stored_answer_with_the_new_headers(middleware):
    _, first = fetch(middleware, ok(**{"X-RateLimit-Remaining": "4999"}))
    assert first.status == 200 and "cached" not in first.flags
    request, second = fetch(middleware, not_modified(**{"X-RateLimit-Remaining": "4999"}))
    assert request.headers["If-None-Match"] == ETAG.encode()
    assert second.status == 200 and second.body == b'{"stargazers_count": 1}'
    assert "cached" in second.flags
    assert second.headers["X-RateLimit-Remaining"] == b"4999"
    counted = stats(middleware)
    assert counted[NOT_MODIFIED_KEY] == 1 and counted["httpcache/revalidate"] == 1
    assert counted["httpcache/firsthand"] == 1


def test_a_confirmed_entry_is_not_rewritten_unless_its_validators_change(middleware, tmp_path):
    fetch(middleware, ok())
    (meta,) = (tmp_path / "cache").rglob("pickled_meta")
    written = meta.stat().st_mtime_ns
    fetch(middleware, not_modified(**{"X-RateLimit-Remaining": "10"}))
    assert meta.exists() and meta.stat().st_mtime_ns == written
    assert stats(middleware)["httpcache/store"] == 1
    # A 304 naming a new Last-Modified refreshes the entry.
    fetch(middleware, not_modified(**{"Last-Modified": "Tue, 19 Jul 2022 04:37:49 GMT"}))
    assert stats(middleware)["httpcache/store"] == 2
    request = Request(URL)
    middleware.process_request(request)
    assert request.headers["If-Modified-Since"] == b"Tue, 19 Jul 2022 04:37:49 GMT"


def test_max_age_never_spares_the_question(middleware):
    fetch(middleware, ok(**{"Cache-Control": "private, max-age=3600"}))
    request = Request(URL)
    assert middleware.process_request(request) is None  # asked again, not served from disk
    assert request.headers["If-None-Match"] == ETAG.encode()


def test_last_modified_is_sent_back_as_if_modified_since(middleware):
    date = "Tue, 19 Jul 2022 04:37:49 GMT"
    fetch(middleware, Response(URL, status=200, body=b"{}", headers={"Last-Modified": date}))
    request = Request(URL)
    middleware.process_request(request)
    assert request.headers["If-Modified-Since"] == date.encode()


def test_a_change_is_a_new_answer_and_replaces_the_stored_one(middleware):
    fetch(middleware, ok())
    _, changed = fetch(middleware, ok(b'{"stargazers_count": 2}', ETag='"new"'))
    assert changed.body == b'{"stargazers_count": 2}' and "cached" not in changed.flags
    request, again = fetch(middleware, not_modified(ETag='"new"'))
    assert request.headers["If-None-Match"] == b'"new"'
    assert again.body == b'{"stargazers_count": 2}'


@pytest.mark.parametrize("status", [500, 502, 503, 403, 429, 404])
def test_an_error_answer_is_never_replaced_by_the_stored_one(middleware, status):
    fetch(middleware, ok())
    _, answer = fetch(middleware, Response(URL, status=status, body=b"down"))
    assert answer.status == status and answer.body == b"down"
    assert NOT_MODIFIED_KEY not in stats(middleware)
    # The good entry is kept for the next run.
    _, later = fetch(middleware, not_modified())
    assert later.status == 200


def test_a_timeout_is_a_failure_not_the_stored_answer(middleware):
    fetch(middleware, ok())
    request = Request(URL)
    assert middleware.process_request(request) is None
    assert middleware.process_exception(request, DownloadTimeoutError("took too long")) is None
    assert "cached_response" not in request.meta


@pytest.mark.parametrize(
    "answer",
    [
        Response(URL, status=200, body=b"{}"),  # no validator: cannot be revalidated
        Response(URL, status=200, body=b"{}", headers={"ETag": ETAG, "Cache-Control": "no-store"}),
        Response(URL, status=301, headers={"Location": "http://api.test/repositories/1"}),
        Response(URL, status=404, body=b"{}", headers={"ETag": ETAG}),
    ],
    ids=["no-validator", "no-store", "redirect", "not-found"],
)
def test_only_validated_200s_are_stored(middleware, answer):
    fetch(middleware, answer)
    request = Request(URL)
    assert middleware.process_request(request) is None
    assert b"If-None-Match" not in request.headers


def test_validators_of_a_retried_request_do_not_outlive_a_lost_entry(middleware, tmp_path):
    fetch(middleware, ok())
    request = Request(URL)
    middleware.process_request(request)
    assert b"If-None-Match" in request.headers
    for entry in (tmp_path / "cache").rglob("pickled_meta"):
        entry.unlink()  # the entry vanished between two attempts
    retry = request.replace(dont_filter=True)
    assert middleware.process_request(retry) is None
    assert b"If-None-Match" not in retry.headers


def test_entries_are_written_whole(middleware, tmp_path):
    for n in range(3):
        fetch(middleware, ok(f'{{"n": {n}}}'.encode(), ETag=f'"{n}"'))
    entries = [p for p in (tmp_path / "cache" / "github").rglob("*") if p.name == "pickled_meta"]
    assert len(entries) == 1
    leftovers = [p for p in (tmp_path / "cache").rglob(".*") if p.is_dir()]
    assert leftovers == []
    _, answer = fetch(middleware, not_modified(ETag='"2"'))
    assert answer.body == b'{"n": 2}'


# ---------------------------------------------------------------- the real command

WATCHLIST = """
[defaults]
interval = "1h"
jitter = "0s"

[[model]]
key = "{key}"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover"]
[model.pages]
modelscope = {modelscope}
github = {github}
github_orgs = {github_orgs}
"""


def platform_env(
    tmp_path: Path,
    *,
    modelscope: FakeModelScope | None = None,
    github: FakeGitHub | None = None,
    modelscope_repos: tuple[str, ...] = (),
    github_repos: tuple[str, ...] = (),
    github_orgs: tuple[str, ...] = (),
    **extra: str,
) -> dict[str, str]:
    """The environment of the real command for a watchlist of ModelScope and GitHub pages."""
    watchlist = tmp_path / "watchlist.toml"
    watchlist.write_text(
        WATCHLIST.format(
            key=MODEL_KEY,
            modelscope=json.dumps(list(modelscope_repos)),
            github=json.dumps(list(github_repos)),
            github_orgs=json.dumps(list(github_orgs)),
        ),
        encoding="utf-8",
    )
    return base_env(
        tmp_path,
        MODELWATCH_WATCHLIST=str(watchlist),
        # Nothing may reach the real platforms from a test.
        MODELWATCH_MODELSCOPE_URL=modelscope.url if modelscope else "http://127.0.0.1:9",
        MODELWATCH_GITHUB_API_URL=github.url if github else "http://127.0.0.1:9",
        HF_ENDPOINT="http://127.0.0.1:9",
        MODELWATCH_HTTP_CACHE_DIR=str(tmp_path / "http-cache"),
        MODELWATCH_REQUEST_TIMEOUT="3",
        MODELWATCH_MAX_RATE_LIMIT_WAIT="2",
        **extra,
    )


def crawl(env: dict[str, str], *sources: str, expect: int = 0):
    result = run_modelwatch(["crawl", *sources], env)
    assert result.returncode == expect, result.stdout + result.stderr
    return result


def json_out(env: dict[str, str], *args: str) -> Any:
    result = run_modelwatch([*args, "--format", "json"], env)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


HISTORY = ("history", MODEL_KEY, "--since", "30d")


def history_in(rows: Any, source: str, metric: str | None = None) -> list[dict[str, Any]]:
    return [r for r in rows if r["source"] == source and metric in (None, r["metric"])]


def status_in(report: Any, source: str) -> dict[str, Any]:
    sources = report["sources"] if isinstance(report, dict) else report
    (status,) = [s for s in sources if s["source"] == source]
    return status


def history(env: dict[str, str], source: str, metric: str | None = None) -> list[dict[str, Any]]:
    return history_in(json_out(env, *HISTORY), source, metric)


def source_status(env: dict[str, str], source: str) -> dict[str, Any]:
    return status_in(json_out(env, "status"), source)


def history_and_status(
    env: dict[str, str], source: str, metric: str | None = None
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """`history` and `source_status` together: both commands in one child process."""
    results = run_modelwatch_each(
        [[*HISTORY, "--format", "json"], ["status", "--format", "json"]], env
    )
    for result in results:
        assert result.returncode == 0, f"{result.args}: {result.stdout}{result.stderr}"
    rows, report = (json.loads(r.stdout) for r in results)
    return history_in(rows, source, metric), status_in(report, source)


REPO = "DiffuSpace/Clover"


@pytest.fixture
def github() -> Any:
    with FakeGitHub(timeout_seconds=2.0) as fake:
        fake.add_repo(
            REPO, stars=1200, forks=80, open_issues=7, subscribers=30, readme="# Clover\n"
        )
        fake.add_files(REPO, {"src/clover/__init__.py": "", "LICENSE": "Apache-2.0"})
        fake.add_release(REPO, "v0.1", name="Clover v0.1")
        fake.add_repo("DiffuSpace/Clover-Eval", stars=3, readme="# Eval\n")
        yield fake
        assert fake.errors == []


@pytest.mark.e2e
def test_an_unchanged_cycle_costs_only_304s_and_still_records_the_numbers(tmp_path, github):
    env = platform_env(tmp_path, github=github, github_repos=(REPO,), github_orgs=("DiffuSpace",))
    crawl(env, "github")
    assert github.not_modified_count == 0
    first_cycle, remaining = github.request_count, github.remaining
    assert first_cycle == 7  # org listing + repo, commits, releases, tags, readme, contents
    assert any((tmp_path / "http-cache" / "github").iterdir())

    crawl(env, "github")
    second_cycle = github.request_count - first_cycle
    assert second_cycle == first_cycle
    assert github.not_modified_count == second_cycle  # every request answered 304
    assert github.remaining == remaining  # and none of them spent the rate budget

    # A change on the server is a full answer, and its new value is stored.
    github.bump_stars(REPO, by=5)
    before = github.not_modified_count
    crawl(env, "github")
    # Everything but the repo and the org listing (which shows the star count too).
    assert github.not_modified_count == before + 5

    stars, status = history_and_status(env, "github", "stars")
    assert [r["value"] for r in stars] == [1200, 1200, 1205]  # the 304 cycle is recorded too
    assert len({r["observed_at"] for r in stars}) == 3
    assert not status["failing"]


@pytest.mark.e2e
def test_a_server_error_after_a_stored_answer_fails_the_source_and_adds_nothing(tmp_path, github):
    env = platform_env(tmp_path, github=github, github_repos=(REPO,))
    crawl(env, "github")
    github.fail_next(500, times=3, path_contains=f"/repos/{REPO}")  # the try and two retries
    result = crawl(env, "github", expect=2)
    assert "HTTP 500" in result.stdout
    rows, status = history_and_status(env, "github")
    assert status["failing"] and "HTTP 500" in status["last_error"]
    assert rows and len({r["observed_at"] for r in rows}) == 1  # the stored answer did not stand in


def test_the_cache_goes_where_the_settings_say(tmp_path):
    settings = scrapy_settings(Settings(http_cache_dir=Path("rel-cache")), context=None)
    assert settings.getbool("HTTPCACHE_ENABLED")
    assert settings["HTTPCACHE_DIR"] == os.path.join(os.getcwd(), "rel-cache")
    assert settings["HTTPCACHE_POLICY"] == "crawler.httpcache.RevalidatePolicy"
    middlewares = settings.getdict("DOWNLOADER_MIDDLEWARES")
    assert middlewares["scrapy.downloadermiddlewares.httpcache.HttpCacheMiddleware"] is None
    assert middlewares["crawler.httpcache.RevalidateCacheMiddleware"] == 900
