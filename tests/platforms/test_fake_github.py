"""FakeGitHub over real HTTP: recorded shapes, ETag/304, rate limits, renames, lists."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from crawler.parsers.github import (
    find_keywords,
    last_page,
    parse_commits,
    parse_contents,
    parse_error,
    parse_link_header,
    parse_readme,
    parse_release,
    parse_releases,
    parse_repo,
    parse_repo_list,
    parse_tags,
)
from crawler.parsers.ratelimits import Limit, parse_rate_limit, wait_before_next
from tests.fakes.github import FakeGitHub
from tests.platforms.client import Answer, get
from tests.platforms.conftest import api_fixture

REPO = "DiffuSpace/Clover"
README = "# Clover\n\nClover-35B-A3B-Preview inference code.\n"


@pytest.fixture
def gh(github: FakeGitHub) -> FakeGitHub:
    github.add_repo(REPO, stars=1200, forks=80, open_issues=12, subscribers=40, readme=README)
    return github


def api(fake: FakeGitHub, path: str, **headers: str) -> Answer:
    return get(f"{fake.url}{path}", {k.replace("_", "-"): v for k, v in headers.items()})


def remaining(answer: Answer) -> int:
    return int(answer.headers["X-RateLimit-Remaining"])


def test_repo_has_the_recorded_shape_and_our_numbers(gh: FakeGitHub) -> None:
    answer = api(gh, f"/repos/{REPO}")
    assert answer.status == 200
    body = json.loads(answer.body)
    recorded = json.loads(api_fixture("gh_repo_octokit-fixture-org_hello-world.json").read_text())
    assert set(recorded) <= set(body)
    repo = parse_repo(answer.body)
    assert (repo.full_name, repo.stargazers_count, repo.forks_count) == (REPO, 1200, 80)
    assert (repo.open_issues_count, repo.subscribers_count) == (12, 40)
    assert repo.html_url == f"https://github.com/{REPO}"
    assert body["url"] == f"{gh.url}/repos/{REPO}"
    assert repo.default_branch == "main"
    for name in ("Limit", "Remaining", "Used", "Reset", "Resource"):
        assert answer.headers[f"X-RateLimit-{name}"]


def test_etag_304_does_not_spend_the_rate_limit(gh: FakeGitHub) -> None:
    first = api(gh, f"/repos/{REPO}")
    etag = first.headers["ETag"]
    assert etag.startswith('"') and len(etag) == 66  # strong, quoted 64-hex
    again = api(gh, f"/repos/{REPO}", If_None_Match=etag)
    assert again.status == 304
    assert again.body == b""
    assert again.headers["ETag"] == etag
    assert remaining(again) == remaining(first)
    assert gh.not_modified_count == 1
    gh.bump_stars(REPO, 5)
    changed = api(gh, f"/repos/{REPO}", If_None_Match=etag)
    assert changed.status == 200
    assert changed.headers["ETag"] != etag
    assert remaining(changed) == remaining(first) - 1
    assert parse_repo(changed.body).stargazers_count == 1205
    assert gh.request_count == 3


def test_primary_rate_limit_403(gh: FakeGitHub) -> None:
    gh.set_rate_limit(1, limit=60, reset_in=600)
    assert api(gh, f"/repos/{REPO}").status == 200
    refused = api(gh, f"/repos/{REPO}")
    assert refused.status == 403
    assert refused.headers["x-ratelimit-remaining"] == "0"
    assert json.loads(refused.body)["message"].startswith("API rate limit exceeded for ")
    now = datetime.now(UTC)
    budget = parse_rate_limit(refused.headers.items(), now=now, status=403, body=refused.body)
    assert budget.limited is Limit.PRIMARY
    wait = wait_before_next(budget, now)
    assert wait is not None and 590 <= wait <= 600


def test_secondary_rate_limit_403_with_retry_after(gh: FakeGitHub) -> None:
    gh.secondary_limit(retry_after=7)
    refused = api(gh, f"/repos/{REPO}")
    assert refused.status == 403
    assert refused.headers["retry-after"] == "7"
    assert b"You have exceeded a secondary rate limit" in refused.body
    now = datetime.now(UTC)
    budget = parse_rate_limit(refused.headers.items(), now=now, status=403, body=refused.body)
    assert budget.limited is Limit.SECONDARY
    assert wait_before_next(budget, now) == 7
    assert api(gh, f"/repos/{REPO}").status == 200


def test_renamed_repo_answers_404(gh: FakeGitHub) -> None:
    gh.rename(REPO, "DiffuSpace/Clover-Inference")
    gone = api(gh, f"/repos/{REPO}")
    assert gone.status == 404
    error = parse_error(gone.body)
    assert error is not None and error.message == "Not Found"
    assert error.documentation_url
    moved = parse_repo(api(gh, "/repos/DiffuSpace/Clover-Inference").body)
    assert moved.full_name == "DiffuSpace/Clover-Inference"


def test_renamed_repo_answers_301_like_real_github(gh: FakeGitHub) -> None:
    gh.rename(REPO, "DiffuSpace/Clover-Inference", mode="301")
    raw = get(f"{gh.url}/repos/{REPO}/releases?per_page=5", follow_redirects=False)
    assert raw.status == 301
    assert "/repositories/" in raw.headers["Location"]
    assert raw.headers["Location"].endswith("/releases?per_page=5")
    followed = api(gh, f"/repos/{REPO}")
    assert followed.status == 200
    assert "/repositories/" in followed.url
    assert parse_repo(followed.body).full_name == "DiffuSpace/Clover-Inference"


@pytest.mark.parametrize("path", ["/readme", "/contents/README.md"])
def test_readme_raw_and_json(gh: FakeGitHub, path: str) -> None:
    raw = api(gh, f"/repos/{REPO}{path}", Accept="application/vnd.github.raw+json")
    assert raw.headers["Content-Type"].startswith("application/vnd.github.raw")
    assert parse_readme(raw.body, content_type=raw.headers["Content-Type"]).text == README
    old_raw = api(gh, f"/repos/{REPO}{path}", Accept="application/vnd.github.v3.raw")
    assert old_raw.headers["Content-Type"] == "application/vnd.github.v3.raw; charset=utf-8"
    encoded = api(gh, f"/repos/{REPO}{path}", Accept="application/vnd.github+json")
    body = json.loads(encoded.body)
    assert body["encoding"] == "base64" and "\n" in body["content"]
    readme = parse_readme(encoded.body, content_type=encoded.headers["Content-Type"])
    assert (readme.text, readme.path) == (README, "README.md")
    assert raw.headers["ETag"] != encoded.headers["ETag"]


def test_root_listing_and_keywords_appearing(gh: FakeGitHub) -> None:
    keywords = ["SGLang", "llama.cpp", "GGUF"]

    def seen() -> set[str]:
        readme = parse_readme(
            api(gh, f"/repos/{REPO}/readme", Accept="application/vnd.github.raw+json").body
        )
        paths = [e.path for e in parse_contents(api(gh, f"/repos/{REPO}/contents/").body)]
        return find_keywords(readme.text, paths, keywords)

    assert seen() == set()
    gh.set_readme(REPO, README + "\n## Serving\n\nUse SGLang >= 0.5.\n")
    gh.add_files(REPO, {"gguf/Clover-Q4_K_M.gguf": b"GGUF", "llama.cpp/README.md": "guide"})
    assert seen() == {"SGLang", "GGUF", "llama.cpp"}
    entries = {e.name: e.type for e in parse_contents(api(gh, f"/repos/{REPO}/contents/").body)}
    assert entries == {"README.md": "file", "gguf": "dir", "llama.cpp": "dir"}
    (gguf,) = parse_contents(api(gh, f"/repos/{REPO}/contents/gguf").body)
    assert (gguf.path, gguf.size) == ("gguf/Clover-Q4_K_M.gguf", 4)


def test_releases_tags_latest_and_drafts(gh: FakeGitHub) -> None:
    gh.add_release(REPO, "v0.1", name="v0.1", body="first")
    gh.add_release(REPO, "v0.2", name="v0.2 GGUF", assets=[("Clover-Q4_K_M.gguf", 19_583_000_000)])
    gh.add_release(REPO, "v0.3-rc1", prerelease=True)
    gh.add_release(REPO, "v0.3", draft=True)
    releases = parse_releases(api(gh, f"/repos/{REPO}/releases").body)
    assert [r.tag_name for r in releases] == ["v0.3-rc1", "v0.2", "v0.1"]  # drafts need auth
    authorised = parse_releases(api(gh, f"/repos/{REPO}/releases", Authorization="Bearer x").body)
    assert authorised[0].draft and authorised[0].published_at is None
    latest = parse_release(api(gh, f"/repos/{REPO}/releases/latest").body)
    assert (latest.tag_name, latest.title) == ("v0.2", "v0.2 GGUF")
    assert latest.assets[0].size == 19_583_000_000
    assert parse_release(api(gh, f"/repos/{REPO}/releases/tags/v0.1").body).body == "first"
    assert api(gh, f"/repos/{REPO}/releases/tags/v9").status == 404
    tags = parse_tags(api(gh, f"/repos/{REPO}/tags").body)
    assert [t.name for t in tags] == ["v0.3", "v0.3-rc1", "v0.2", "v0.1"]


def test_latest_release_404_when_none(gh: FakeGitHub) -> None:
    assert api(gh, f"/repos/{REPO}/releases/latest").status == 404


def test_commit_count_from_link_last(gh: FakeGitHub) -> None:
    for n in range(4):
        gh.push(REPO, f"commit {n}")
    answer = api(gh, f"/repos/{REPO}/commits?per_page=1")
    (newest,) = parse_commits(answer.body)
    assert newest.sha
    links = parse_link_header(answer.headers["Link"])
    assert set(links) == {"next", "last"}
    assert last_page(links) == 5  # initial commit + 4 pushes
    page2 = api(gh, f"/repos/{REPO}/commits?per_page=1&page=2")
    assert set(parse_link_header(page2.headers["Link"])) == {"next", "last", "prev", "first"}
    assert parse_commits(page2.body)[0].sha != newest.sha


def test_org_repo_list(gh: FakeGitHub) -> None:
    gh.add_repo("DiffuSpace/Clover-Agent")
    repos = parse_repo_list(api(gh, "/orgs/DiffuSpace/repos").body)
    assert [r.full_name for r in repos] == ["DiffuSpace/Clover", "DiffuSpace/Clover-Agent"]
    assert all(r.subscribers_count is None for r in repos)


def test_server_error_fault(gh: FakeGitHub) -> None:
    gh.fail_next(502)
    answer = api(gh, f"/repos/{REPO}")
    assert answer.status == 502
    assert answer.headers["Content-Type"].startswith("text/html")
    assert api(gh, f"/repos/{REPO}").status == 200
