"""Reads GitHub repos of watched models (numbers, revision, releases, tags, README, root files)
and the vendor orgs' repo listings, through the REST API (api-facts §3).

A repo is read by a chain of requests, each carrying what was read so far, so that it ends as
exactly one observation: the repo itself (numbers, last push), then the default branch's head,
its releases, tags, README and root directory. A sub-request that fails is an error and leaves
its field None ("unknown"); the rest is still stored. A repo that cannot be read at all yields
nothing. Once GitHub says the rate budget is spent, no further request is sent in this crawl.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any
from urllib.parse import quote, urlencode

import scrapy
from scrapy.http import Response
from scrapy.spidermiddlewares.httperror import HttpError

from crawler.errors import SourceErrors, describe_failure
from crawler.parsers.github import (
    EntryType,
    ParseError,
    Reason,
    parse_commits,
    parse_contents,
    parse_readme,
    parse_releases,
    parse_repo,
    parse_repo_list,
    parse_tags,
)
from crawler.parsers.links import next_link
from crawler.parsers.ratelimits import Limit, RateBudget, parse_rate_limit
from domain.observations import OrgObservation, RepoObservation
from domain.watchlist import GITHUB_SOURCE
from storage.models import utcnow

API_VERSION = "2022-11-28"
JSON_MEDIA = "application/vnd.github+json"
RAW_MEDIA = "application/vnd.github.raw+json"
NOT_FOUND = "not found on GitHub (renamed or removed? check the watchlist)"
LIST_PAGE_SIZE = 30  # releases and tags: the newest page is what news is made of
ORG_PAGE_SIZE = 100  # GitHub's maximum

# After the repo itself, in this order; each fills one field of the observation.
STEPS = ("commits", "releases", "tags", "readme", "contents")


@dataclass(frozen=True)
class RepoRead:
    """What one repo's chain has read so far (None: not read, or its request failed)."""

    requested: str
    full_name: str
    observed_at: datetime
    metrics: dict[str, float]
    last_modified: datetime | None = None
    sha: str | None = None
    releases: tuple[str, ...] | None = None
    tags: tuple[str, ...] | None = None
    readme: str | None = None
    files: tuple[str, ...] | None = None
    empty: bool = False  # the repo has no commits (GitHub answers 409 on /commits)

    def observation(self) -> RepoObservation:
        return RepoObservation(
            source=GITHUB_SOURCE,
            repo_id=self.full_name,
            observed_at=self.observed_at,
            metrics=self.metrics,
            files=self.files,
            requested_id=self.requested if self.requested != self.full_name else None,
            sha=self.sha,
            last_modified=self.last_modified,
            releases=self.releases,
            tags=self.tags,
            readme=self.readme,
        )


class GitHubSpider(scrapy.Spider):
    name = GITHUB_SOURCE

    def __init__(
        self,
        *,
        api_url: str,
        repos: Iterable[str] = (),
        orgs: Iterable[str] = (),
        token: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.api_url = api_url.rstrip("/")
        self.repos = tuple(repos)
        self.orgs = tuple(orgs)
        self.token = token or None
        self.errors: SourceErrors
        # Set by the first rate-limit refusal the middleware did not wait out: the reason,
        # repeated for everything this crawl then leaves unread.
        self.rate_limited: str | None = None

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> GitHubSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.errors = SourceErrors(crawler)
        return spider

    # ------------------------------------------------------------------ requests

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for org in self.orgs:
            if self._skip(f"org {org}"):
                continue
            yield self._request(
                self._owner_repos_url("orgs", org),
                self.parse_org_page,
                self.org_failed,
                org=org,
                kind="orgs",
                seen=(),
            )
        for repo in self.repos:
            if self._skip(repo):
                continue
            try:
                url = f"{self.api_url}/repos/{_repo_path(repo)}"
            except ValueError as exc:
                self.errors.add(f"{GITHUB_SOURCE}: {repo}: {exc}")
                continue
            yield self._request(url, self.parse_repo, self.repo_failed, requested=repo)

    def _owner_repos_url(self, kind: str, owner: str) -> str:
        query = urlencode({"per_page": ORG_PAGE_SIZE, "sort": "created"})
        return f"{self.api_url}/{kind}/{quote(owner, safe='')}/repos?{query}"

    def _step_request(self, read: RepoRead, step: str) -> scrapy.Request:
        base = f"{self.api_url}/repos/{_repo_path(read.full_name)}"
        url, accept, statuses = {
            "commits": (f"{base}/commits?per_page=1", JSON_MEDIA, [409]),
            "releases": (f"{base}/releases?per_page={LIST_PAGE_SIZE}", JSON_MEDIA, []),
            "tags": (f"{base}/tags?per_page={LIST_PAGE_SIZE}", JSON_MEDIA, []),
            "readme": (f"{base}/readme", RAW_MEDIA, [404]),
            "contents": (f"{base}/contents/", JSON_MEDIA, [404]),
        }[step]
        return self._request(
            url,
            self.parse_step,
            self.step_failed,
            accept=accept,
            statuses=statuses,
            priority=1,  # finish started repos before opening new ones
            read=read,
            step=step,
        )

    def _request(
        self,
        url: str,
        callback: Callable[..., Any],
        errback: Callable[..., Any],
        *,
        accept: str = JSON_MEDIA,
        statuses: list[int] | None = None,
        priority: int = 0,
        **cb_kwargs: Any,
    ) -> scrapy.Request:
        headers = {"Accept": accept, "X-GitHub-Api-Version": API_VERSION}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        return scrapy.Request(
            url,
            callback=callback,
            errback=errback,
            cb_kwargs=cb_kwargs,
            headers=headers,
            meta={"handle_httpstatus_list": statuses} if statuses else {},
            priority=priority,
            dont_filter=True,
        )

    # ------------------------------------------------------------------ repos

    def parse_repo(self, response: Response, requested: str) -> Iterable[Any]:
        try:
            stats = parse_repo(response.body)
        except ParseError as exc:
            self.errors.add(f"{response.url}: {exc}")
            return
        metrics = {
            "stars": float(stats.stargazers_count),
            "forks": float(stats.forks_count),
            "open_issues": float(stats.open_issues_count),
        }
        if stats.subscribers_count is not None:
            metrics["watchers"] = float(stats.subscribers_count)
        read = RepoRead(
            requested=requested,
            full_name=stats.full_name,
            observed_at=utcnow(),
            metrics=metrics,
            last_modified=stats.pushed_at,
            empty=stats.pushed_at is None,
        )
        yield from self._next(read, 0)

    def repo_failed(self, failure: Any) -> None:
        requested = failure.request.cb_kwargs["requested"]
        if failure.check(HttpError) and failure.value.response.status == 404:
            url = failure.value.response.url
            self.errors.add(f"{url}: HTTP 404 {requested} {NOT_FOUND}")
            return
        self.errors.add(self._describe(failure))

    def parse_step(self, response: Response, read: RepoRead, step: str) -> Iterable[Any]:
        try:
            read = self._read_step(response, read, step)
        except ParseError as exc:
            self.errors.add(f"{response.url}: {exc}")
        yield from self._next(read, STEPS.index(step) + 1)

    def step_failed(self, failure: Any) -> Iterable[Any]:
        kwargs = failure.request.cb_kwargs
        read, step = kwargs["read"], kwargs["step"]
        self.errors.add(self._describe(failure))
        yield from self._next(read, STEPS.index(step) + 1)

    def _read_step(self, response: Response, read: RepoRead, step: str) -> RepoRead:
        status, body = response.status, response.body
        if step == "commits":
            if status == 409:  # "Git Repository is empty."
                return replace(read, empty=True)
            commits = parse_commits(body)
            return replace(read, sha=commits[0].sha if commits else None)
        if step == "releases":
            releases = parse_releases(body)
            # Drafts are visible to a token with push access only: not public news.
            return replace(
                read, releases=tuple(sorted(r.tag_name for r in releases if not r.draft))
            )
        if step == "tags":
            return replace(read, tags=tuple(sorted(t.name for t in parse_tags(body))))
        if step == "readme":
            if status == 404:  # no README at all: known to be empty
                return replace(read, readme="")
            return replace(
                read, readme=parse_readme(body, content_type=_content_type(response)).text
            )
        if status == 404:  # contents/ of an empty repository
            if read.empty:
                return replace(read, files=())
            raise ParseError(Reason.API_ERROR, "the root directory answered 404")
        entries = parse_contents(body)
        files = (e.name + "/" if e.type is EntryType.DIR else e.name for e in entries)
        return replace(read, files=tuple(sorted(files)))

    def _next(self, read: RepoRead, index: int) -> Iterable[Any]:
        """The request of the next step, or (all done) the observation."""
        if index < len(STEPS):
            if self.rate_limited is not None:
                unread = STEPS[index:]
                self.errors.add(
                    f"{read.full_name}: {', '.join(unread)} not read: {self.rate_limited}"
                )
                yield read.observation()
                return
            yield self._step_request(read, STEPS[index])
            return
        yield read.observation()

    # ------------------------------------------------------------------ orgs

    def parse_org_page(
        self, response: Response, org: str, kind: str, seen: tuple[str, ...]
    ) -> Iterable[Any]:
        """One page of an owner's repos; the listing is an observation once complete."""
        try:
            repos = (*seen, *(r.full_name for r in parse_repo_list(response.body)))
        except ParseError as exc:
            self.errors.add(f"{response.url}: {exc}")
            return
        following = next_link(h.decode("latin-1") for h in response.headers.getlist("Link"))
        if following:
            if self._skip(f"org {org} (page after {len(repos)} repos)"):
                return
            yield self._request(
                following, self.parse_org_page, self.org_failed, org=org, kind=kind, seen=repos
            )
            return
        yield OrgObservation(GITHUB_SOURCE, org, repos, utcnow())

    def org_failed(self, failure: Any) -> Iterable[Any]:
        kwargs = failure.request.cb_kwargs
        org, kind = kwargs["org"], kwargs["kind"]
        if failure.check(HttpError) and failure.value.response.status == 404:
            if kind == "orgs" and not kwargs["seen"]:
                # Not an organisation: a vendor publishing from a user account.
                yield self._request(
                    self._owner_repos_url("users", org),
                    self.parse_org_page,
                    self.org_failed,
                    org=org,
                    kind="users",
                    seen=(),
                )
                return
            url = failure.value.response.url
            self.errors.add(f"{url}: HTTP 404 owner {org} {NOT_FOUND}")
            return
        self.errors.add(self._describe(failure))

    # ------------------------------------------------------------------ failures

    def _describe(self, failure: Any) -> str:
        """describe_failure, with GitHub's rate-limit refusals spelled out (and remembered)."""
        if failure.check(HttpError):
            response = failure.value.response
            budget = _refusal(response)
            if budget is not None:
                reason = self._rate_limit_reason(budget)
                if budget.limited is not Limit.SECONDARY:
                    self.rate_limited = self.rate_limited or reason
                return f"{response.url}: HTTP {response.status} {reason}"
        return describe_failure(failure)

    def _rate_limit_reason(self, budget: RateBudget) -> str:
        if budget.limited is Limit.SECONDARY:
            reason = "GitHub secondary rate limit"
        else:
            reason = "GitHub rate limit exhausted"
            if budget.limit is not None:
                reason += f" ({budget.remaining or 0} of {budget.limit} requests left)"
        if budget.retry_after is not None:
            reason += f", retry after {budget.retry_after:g} s"
        elif budget.reset_at is not None:
            reason += f", resets at {budget.reset_at:%Y-%m-%d %H:%M} UTC"
        if not self.token and budget.limited is not Limit.SECONDARY:
            reason += "; set MODELWATCH_GITHUB_TOKEN for 5000 requests/h"
        return reason

    def _skip(self, what: str) -> bool:
        if self.rate_limited is None:
            return False
        self.errors.add(f"{GITHUB_SOURCE}: {what} not read: {self.rate_limited}")
        return True


def _refusal(response: Response) -> RateBudget | None:
    """The budget of a 403/429 that is a rate-limit refusal (not a permission error)."""
    if response.status not in (403, 429):
        return None
    budget = parse_rate_limit(
        response.headers.to_unicode_dict(),
        now=utcnow(),
        status=response.status,
        body=response.body[:2000],
    )
    return budget if budget.limited is not Limit.NONE else None


def _repo_path(repo: str) -> str:
    owner, sep, name = repo.strip().partition("/")
    if not sep or not owner or not name or "/" in name:
        raise ValueError(f"not a GitHub repo id (owner/name): {repo!r}")
    return f"{quote(owner, safe='')}/{quote(name, safe='')}"


def _content_type(response: Response) -> str | None:
    value = response.headers.get("Content-Type")
    return value.decode("latin-1") if value else None
