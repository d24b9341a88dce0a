"""The GitHub spider's chaining and parsing, on recorded answers in real Scrapy responses."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from typing import Any

import pytest
from scrapy.http import Request, Response, TextResponse
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.test import get_crawler
from twisted.python.failure import Failure

from crawler.spiders.github import STEPS, GitHubSpider, RepoRead
from domain.observations import OrgObservation, RepoObservation
from tests.fakes import shared_dir

API = "http://gh.test"
REPO = "octokit-fixture-org/hello-world"
FIXTURES = shared_dir() / "fixtures" / "api"
RECORDED_REPO = json.loads((FIXTURES / "gh_repo_octokit-fixture-org_hello-world.json").read_bytes())
RECORDED_RELEASE = json.loads((FIXTURES / "gh_release_by_tag.json").read_bytes())
RECORDED_ROOT = (FIXTURES / "gh_contents_root_list.json").read_bytes()
RECORDED_README = (FIXTURES / "gh_contents_README_raw.md").read_bytes()
JSON = "application/json; charset=utf-8"
RATE = {
    "X-RateLimit-Limit": "60",
    "X-RateLimit-Remaining": "0",
    "X-RateLimit-Used": "60",
    "X-RateLimit-Reset": str(int(datetime(2030, 1, 1, 12, 30, tzinfo=UTC).timestamp())),
    "X-RateLimit-Resource": "core",
}
LIMIT_BODY = {
    "message": "API rate limit exceeded for 127.0.0.1. (But here's the good news: ...)",
    "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api",
}


def spider(**kwargs: Any) -> GitHubSpider:
    crawler = get_crawler(GitHubSpider)
    args = {"api_url": API, "repos": [REPO], "orgs": ["octokit-fixture-org"], **kwargs}
    return GitHubSpider.from_crawler(crawler, **args)


def errors(s: GitHubSpider) -> list[str]:
    return list(s.crawler.stats.get_value("modelwatch/error_messages", []))


def answer(
    request: Request,
    body: bytes | str | Any,
    *,
    status: int = 200,
    content_type: str = JSON,
    headers: dict[str, str] | None = None,
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
        headers={"Content-Type": content_type, **(headers or {})},
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


def start(s: GitHubSpider) -> list[Request]:
    async def collect() -> list[Request]:
        return [r async for r in s.start()]

    return asyncio.run(collect())


def repo_request(s: GitHubSpider) -> Request:
    (request,) = [r for r in start(s) if r.callback == s.parse_repo]
    return request


def only(items: list[Any], kind: type) -> Any:
    (item,) = items
    assert isinstance(item, kind), item
    return item


GOOD_ANSWERS = {
    "commits": [{"sha": "c" * 40, "commit": {"message": "x", "committer": {"date": None}}}],
    "releases": [RECORDED_RELEASE, {**RECORDED_RELEASE, "tag_name": "v0.9.0", "id": 2}],
    "tags": [
        {"name": "v1.0.0", "commit": {"sha": "a" * 40, "url": "u"}},
        {"name": "v0.1", "commit": {"sha": "b" * 40, "url": "u"}},
    ],
    "readme": RECORDED_README,
    "contents": RECORDED_ROOT,
}
CONTENT_TYPES = {"readme": "application/vnd.github.raw; charset=utf-8"}


def run_chain(s: GitHubSpider, first: Request, answers: dict[str, Any]) -> list[Any]:
    """Answer the repo request with the recording, then each step from `answers`: a body, or
    `(status, body)` for a non-200 (handled by the callback or the errback, like Scrapy)."""
    out = call(first, answer(first, RECORDED_REPO))
    while out and isinstance(out[-1], Request):
        request = out.pop()
        step = request.cb_kwargs["step"]
        given = answers.get(step, GOOD_ANSWERS[step])
        status, body = given if isinstance(given, tuple) else (200, given)
        response = answer(request, body, status=status, content_type=CONTENT_TYPES.get(step, JSON))
        handled = request.meta.get("handle_httpstatus_list", [])
        if status == 200 or status in handled:
            out += call(request, response)
        else:
            out += fail(request, response)
    return out


def test_requests_carry_githubs_headers_and_the_token():
    s = spider(token="ghp_secret")
    requests = start(s)
    assert [r.url for r in requests] == [
        f"{API}/orgs/octokit-fixture-org/repos?per_page=100&sort=created",
        f"{API}/repos/{REPO}",
    ]
    for request in requests:
        assert request.headers["Accept"] == b"application/vnd.github+json"
        assert request.headers["X-GitHub-Api-Version"] == b"2022-11-28"
        assert request.headers["Authorization"] == b"Bearer ghp_secret"
    assert b"Authorization" not in repo_request(spider()).headers


def test_one_repo_yields_exactly_one_observation_with_every_field():
    s = spider()
    out = run_chain(s, repo_request(s), {})
    obs = only(out, RepoObservation)
    assert obs.source == "github" and obs.repo_id == REPO and obs.requested_id is None
    assert obs.metrics == {"stars": 0, "forks": 0, "open_issues": 0, "watchers": 1}
    assert obs.sha == "c" * 40
    assert obs.last_modified == datetime(2017, 11, 3, 20, 11, 46, tzinfo=UTC)
    assert obs.releases == ("v0.9.0", "v1.0.0")
    assert obs.tags == ("v0.1", "v1.0.0")
    assert obs.readme == RECORDED_README.decode()
    assert obs.files == tuple(sorted(e["name"] for e in json.loads(RECORDED_ROOT)))
    assert errors(s) == []


def test_the_chain_asks_each_endpoint_once_in_order():
    s = spider()
    seen: list[str] = []
    out = call(repo_request(s), answer(repo_request(s), RECORDED_REPO))
    while out and isinstance(out[-1], Request):
        request = out.pop()
        seen.append(request.url.removeprefix(f"{API}/repos/{REPO}"))
        step = request.cb_kwargs["step"]
        out += call(request, answer(request, GOOD_ANSWERS[step]))
    assert seen == [
        "/commits?per_page=1",
        "/releases?per_page=30",
        "/tags?per_page=30",
        "/readme",
        "/contents/",
    ]
    assert len(STEPS) == len(seen)


def test_readme_is_asked_raw_and_a_404_means_no_readme_not_an_error():
    s = spider()
    out = call(repo_request(s), answer(repo_request(s), RECORDED_REPO))
    while out[-1].cb_kwargs["step"] != "readme":
        request = out.pop()
        out += call(request, answer(request, GOOD_ANSWERS[request.cb_kwargs["step"]]))
    assert out[-1].headers["Accept"] == b"application/vnd.github.raw+json"
    s2 = spider()
    obs = only(
        run_chain(s2, repo_request(s2), {"readme": (404, {"message": "Not Found"})}),
        RepoObservation,
    )
    assert obs.readme == ""
    assert errors(s2) == []


@pytest.mark.parametrize("step", STEPS)
def test_a_failing_sub_request_leaves_its_field_unknown_and_is_an_error(step):
    s = spider()
    out = run_chain(s, repo_request(s), {step: (500, {"message": "Server Error"})})
    obs = only(out, RepoObservation)
    field = {"commits": "sha", "contents": "files"}.get(step, step)
    assert getattr(obs, field) is None  # unknown, never empty
    assert obs.metrics["watchers"] == 1  # what was read is kept
    others = {"sha", "releases", "tags", "readme", "files"} - {field}
    assert all(getattr(obs, f) is not None for f in others)
    (message,) = errors(s)
    assert "HTTP 500" in message and message.startswith(f"{API}/repos/{REPO}/")


def test_a_malformed_sub_answer_is_an_error_and_the_chain_goes_on():
    s = spider()
    obs = only(run_chain(s, repo_request(s), {"tags": '[{"name": "v1", "comm'}), RepoObservation)
    assert obs.tags is None and obs.releases is not None and obs.files is not None
    assert "not_json" in errors(s)[0]


def test_contents_lists_root_paths_with_directories_marked():
    s = spider()
    entries = json.loads(RECORDED_ROOT)
    entries.append({**entries[0], "name": "gguf", "path": "gguf", "type": "dir", "size": 0})
    obs = only(run_chain(s, repo_request(s), {"contents": entries}), RepoObservation)
    assert "gguf/" in obs.files and "README.md" in obs.files


def test_drafts_are_not_public_releases():
    s = spider()
    draft = {**RECORDED_RELEASE, "tag_name": "v2.0.0-draft", "draft": True, "published_at": None}
    obs = only(
        run_chain(s, repo_request(s), {"releases": [draft, RECORDED_RELEASE]}), RepoObservation
    )
    assert obs.releases == ("v1.0.0",)


def test_an_empty_repository_has_no_revision_and_no_files():
    s = spider()
    empty = {"message": "Git Repository is empty.", "documentation_url": "x"}
    obs = only(
        run_chain(
            s,
            repo_request(s),
            {"commits": (409, empty), "contents": (404, {"message": "This repository is empty."})},
        ),
        RepoObservation,
    )
    assert obs.sha is None and obs.files == ()
    assert errors(s) == []


def test_a_missing_repo_is_reported_and_nothing_is_yielded():
    s = spider()
    request = repo_request(s)
    out = fail(request, answer(request, {"message": "Not Found"}, status=404))
    assert out == []
    (message,) = errors(s)
    assert message == (
        f"{API}/repos/{REPO}: HTTP 404 {REPO} not found on GitHub "
        "(renamed or removed? check the watchlist)"
    )


def test_a_renamed_repo_keeps_the_requested_id_and_is_read_under_its_new_name():
    s = spider(repos=["octokit-fixture-org/old-name"])
    request = repo_request(s)
    # Scrapy followed GitHub's 301 to /repositories/{id}; the answer names the new repo.
    out = call(request, answer(request, RECORDED_REPO))
    follow = only(out, Request)
    assert follow.url == f"{API}/repos/{REPO}/commits?per_page=1"
    obs = only(run_chain(s, request, {}), RepoObservation)
    assert obs.repo_id == REPO and obs.requested_id == "octokit-fixture-org/old-name"
    assert obs.watched_id == "octokit-fixture-org/old-name"


def test_an_unreadable_repo_answer_yields_nothing():
    s = spider()
    request = repo_request(s)
    assert call(request, answer(request, "<html>502</html>", content_type="text/html")) == []
    assert "not_json" in errors(s)[0]


def test_a_rate_limited_repo_is_a_clear_error_and_stops_the_crawl_asking():
    s = spider(repos=[REPO, "octokit-fixture-org/second"], orgs=[])
    requests = start(s)
    first = requests[0]
    response = answer(first, LIMIT_BODY, status=403, headers=RATE)
    assert fail(first, response) == []
    (message,) = errors(s)
    assert message.startswith(f"{API}/repos/{REPO}: HTTP 403 GitHub rate limit exhausted")
    assert "0 of 60 requests left" in message and "resets at 2030-01-01 12:30 UTC" in message
    assert "MODELWATCH_GITHUB_TOKEN" in message  # no token was given
    # Whatever is still to be read is not asked for, and says why.
    assert start(s) == []
    skipped = errors(s)[1:]
    assert len(skipped) == 2 and all("not read: GitHub rate limit" in m for m in skipped)


def test_a_rate_limit_in_mid_chain_keeps_what_was_read():
    s = spider(token="t")
    out = call(repo_request(s), answer(repo_request(s), RECORDED_REPO))
    commits = out.pop()
    out = fail(commits, answer(commits, LIMIT_BODY, status=403, headers=RATE))
    obs = only(out, RepoObservation)
    assert obs.metrics["stars"] == 0 and obs.sha is None and obs.releases is None
    assert "rate limit exhausted" in errors(s)[0] and "TOKEN" not in errors(s)[0]
    assert "releases, tags, readme, contents not read" in errors(s)[1]


def test_a_permission_403_is_not_mistaken_for_a_rate_limit():
    s = spider()
    request = repo_request(s)
    body = {"message": "Resource not accessible by integration", "documentation_url": "x"}
    headers = {**RATE, "X-RateLimit-Remaining": "41"}
    fail(request, answer(request, body, status=403, headers=headers))
    assert "rate limit" not in errors(s)[0] and "HTTP 403" in errors(s)[0]
    assert s.rate_limited is None


def org_page(names: list[str]) -> list[dict[str, Any]]:
    return [{**RECORDED_REPO, "full_name": n, "name": n.split("/")[1]} for n in names]


def test_org_listing_follows_link_pages_then_yields_the_complete_listing():
    s = spider(repos=[])
    (first,) = start(s)
    page2 = f"{API}/organizations/1/repos?per_page=100&sort=created&page=2"
    link = f'<{page2}>; rel="next", <{page2}>; rel="last"'
    out = call(first, answer(first, org_page(["o/a", "o/b"]), headers={"Link": link}))
    follow = only(out, Request)
    assert follow.url == page2
    assert follow.cb_kwargs["seen"] == ("o/a", "o/b")
    org = only(call(follow, answer(follow, org_page(["o/c"]))), OrgObservation)
    assert org.source == "github" and org.org == "octokit-fixture-org"
    assert org.repos == ("o/a", "o/b", "o/c")


def test_a_failed_listing_page_yields_no_partial_listing():
    s = spider(repos=[])
    (first,) = start(s)
    link = f'<{API}/orgs/x/repos?page=2>; rel="next"'
    follow = only(call(first, answer(first, org_page(["o/a"]), headers={"Link": link})), Request)
    assert fail(follow, answer(follow, {"message": "Server Error"}, status=502)) == []
    assert "HTTP 502" in errors(s)[0]


def test_an_owner_that_is_a_user_is_listed_through_users():
    s = spider(repos=[], orgs=["someone"])
    (first,) = start(s)
    retry = only(fail(first, answer(first, {"message": "Not Found"}, status=404)), Request)
    assert retry.url == f"{API}/users/someone/repos?per_page=100&sort=created"
    assert fail(retry, answer(retry, {"message": "Not Found"}, status=404)) == []
    assert "owner someone not found on GitHub" in errors(s)[0]


def test_repo_read_observation_names_the_requested_id_only_on_a_rename():
    now = datetime(2026, 11, 29, tzinfo=UTC)
    read = RepoRead(requested="a/b", full_name="a/b", observed_at=now, metrics={})
    assert read.observation().requested_id is None
    assert read.observation().releases is None  # never read: unknown


# ---------------------------------------------------------------- the real command


@pytest.mark.e2e
def test_crawl_stores_a_repos_numbers_then_a_spent_budget_fails_clearly(tmp_path):
    from tests.crawler.test_conditional_requests import (
        crawl,
        history_and_status,
        platform_env,
        source_status,
    )
    from tests.fakes.github import FakeGitHub

    repo = "DiffuSpace/Clover"
    with FakeGitHub(limit=60, timeout_seconds=2.0) as fake:
        fake.add_repo(repo, stars=1200, forks=80, open_issues=7, subscribers=30, readme="# C\n")
        fake.add_release(repo, "v0.1")
        fake.add_repo("DiffuSpace/Clover-Eval", readme="# E\n")
        env = platform_env(tmp_path, github=fake, github_repos=(repo,), github_orgs=("DiffuSpace",))
        first = crawl(env, "github")
        assert "github: " in first.stdout
        ok = source_status(env, "github")
        assert not ok["failing"] and ok["last_success_at"]
        sent = [r for r in fake.requests if r.path.startswith("/repos/")]
        assert {r.headers.get("x-github-api-version") for r in sent} == {"2022-11-28"}
        assert all(
            "user-agent" in r.headers and "modelwatch" in r.headers["user-agent"] for r in sent
        )

        # Renamed: GitHub answers 301; the history goes on under the watched name.
        fake.rename(repo, "DiffuSpace/Clover-Renamed", mode="301")
        fake.bump_stars("DiffuSpace/Clover-Renamed", by=1)
        renamed = crawl(env, "github")
        assert "renamed?" in renamed.stderr

        fake.set_rate_limit(0)
        result = crawl(env, "github", expect=2)
        assert fake.errors == []

    assert "GitHub rate limit exhausted (0 of 60 requests left)" in result.stdout
    rows, status = history_and_status(env, "github")
    assert status["failing"] and "rate limit exhausted" in status["last_error"]
    assert "MODELWATCH_GITHUB_TOKEN" in status["last_error"]
    assert {(r["metric"], r["value"]) for r in rows} == {
        ("stars", 1200),
        ("stars", 1201),
        ("forks", 80),
        ("open_issues", 7),
        ("watchers", 30),
    }
    assert {r["subject"] for r in rows} == {repo}  # the watched name, across the rename
    assert len({r["observed_at"] for r in rows}) == 2  # the refused crawl stored nothing
