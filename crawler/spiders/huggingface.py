"""Reads the Hub's numbers for watched repos and the vendor orgs' listings.

One request per listing page (the listing carries every field we need), and a per-model call
only for watched repos the listings did not cover. For repos whose model has claims, the
discussions are read too (the newest ones, pull requests left out), each one only when it is
new or its comment count moved since it was last analysed.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Mapping
from typing import Any

import scrapy
from huggingface_hub.utils import build_hf_headers
from scrapy.http import Response

from crawler.errors import NOT_FOUND_REASON, SourceErrors
from crawler.parsers.hub import (
    SOURCE,
    DiscussionItem,
    HubAnswerError,
    card_url,
    decode_json,
    discussion_url,
    discussions_url,
    listing_url,
    model_tags,
    model_url,
    parse_discussion_detail,
    parse_discussion_item,
    parse_discussions_page,
    parse_model,
)
from crawler.parsers.links import next_link
from domain.observations import OrgObservation, RepoObservation
from storage.models import utcnow

# The newest discussions listed (two of the Hub's pages): older threads rarely gain the first
# independent result, and a busy repo must not cost hundreds of requests per cycle.
MAX_DISCUSSIONS = 100


class HubSpider(scrapy.Spider):
    name = SOURCE

    def __init__(
        self,
        *,
        endpoint: str,
        orgs: Iterable[str] = (),
        repos: Iterable[str] = (),
        token: str | None = None,
        page_size: int = 1000,
        discussion_repos: Iterable[str] = (),
        known_discussions: Mapping[str, Mapping[int, int | None]] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.endpoint = endpoint.rstrip("/")
        self.orgs = tuple(orgs)
        self.repos = tuple(repos)
        self.page_size = page_size
        # Repos whose discussions are analysed for claims, and what storage already analysed.
        self.discussion_repos = frozenset(discussion_repos)
        self.known_discussions = {
            repo: dict(nums) for repo, nums in (known_discussions or {}).items()
        }
        # huggingface_hub's own headers: its user agent and, with a token, the Bearer auth
        # (False keeps it from picking up a token from the user's cache behind our back).
        self.hub_headers = build_hf_headers(
            token=token or False, library_name="modelwatch", library_version="0.1"
        )
        self.errors: SourceErrors
        self._tags: dict[str, tuple[str, ...]] = {}

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> HubSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.errors = SourceErrors(crawler)
        return spider

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for org in self.orgs:
            yield self._request(
                listing_url(self.endpoint, org, limit=self.page_size),
                self.parse_listing,
                org=org,
                seen=(),
            )
        for repo in self._repos_outside_listings():
            yield self._detail_request(repo)
        for repo in self.repos:  # the deeper look is for watched repos only
            yield self._request(
                discussions_url(self.endpoint, repo), self.parse_discussions, repo=repo
            )
            yield self._request(
                card_url(self.endpoint, repo),
                self.parse_card,
                repo=repo,
                meta={"handle_httpstatus_list": [404]},
            )

    def parse_listing(self, response: Response, org: str, seen: tuple[str, ...]) -> Iterable[Any]:
        """One page of an org's models; the full listing is an observation once complete."""
        try:
            data = decode_json(response.body, _content_type(response))
            if not isinstance(data, list):
                raise HubAnswerError("expected a JSON array of models")
        except HubAnswerError as exc:
            self.errors.add(f"{response.url}: {exc}")
            return
        observed_at = utcnow()
        repos = list(seen)
        for raw in data:
            try:
                obs = parse_model(raw, observed_at=observed_at)
            except HubAnswerError as exc:
                self.errors.add(f"{response.url}: {exc}")
                continue
            repos.append(obs.repo_id)
            self._tags[obs.repo_id] = model_tags(raw)
            yield obs
        following = next_link(h.decode("latin-1") for h in response.headers.getlist("Link"))
        if following:
            yield self._request(following, self.parse_listing, org=org, seen=tuple(repos))
            return
        yield OrgObservation(
            SOURCE, org, tuple(repos), observed_at, {r: self._tags.get(r, ()) for r in repos}
        )
        listed = {r.lower() for r in repos}
        for repo in self.repos:
            if repo.split("/")[0].lower() == org.lower() and repo.lower() not in listed:
                # Not in its org's listing: renamed, made private, or not yet indexed.
                yield self._detail_request(repo)

    def parse_model(self, response: Response, requested: str) -> Iterable[Any]:
        try:
            data = decode_json(response.body, _content_type(response))
            yield parse_model(data, observed_at=utcnow(), requested_id=requested)
        except HubAnswerError as exc:
            self.errors.add(f"{response.url}: {exc}")

    def parse_discussions(
        self, response: Response, repo: str, page: int = 0, listed: int = 0
    ) -> Iterable[Any]:
        """The first page gives the count; for repos with claims, each page's new or changed
        discussions are read, and the next page is asked until MAX_DISCUSSIONS are listed."""
        try:
            listing = parse_discussions_page(decode_json(response.body, _content_type(response)))
        except HubAnswerError as exc:
            self.errors.add(f"{response.url}: {exc}")
            return
        if page == 0:
            metrics = {"discussions": float(listing.count)}
            yield RepoObservation(SOURCE, repo, utcnow(), metrics=metrics)
        if repo not in self.discussion_repos:
            return
        for raw in listing.items[: max(0, MAX_DISCUSSIONS - listed)]:
            try:
                item = parse_discussion_item(raw)
            except HubAnswerError as exc:
                self.errors.add(f"{response.url}: {exc}")
                continue
            if not item.is_pull_request and self._worth_reading(repo, item):
                yield self._request(
                    discussion_url(self.endpoint, repo, item.num),
                    self.parse_discussion,
                    repo=repo,
                    num=item.num,
                    listed_comments=item.num_comments,
                )
        listed += len(listing.items)
        if listing.has_more and listed < MAX_DISCUSSIONS:
            yield self._request(
                discussions_url(self.endpoint, repo, page + 1),
                self.parse_discussions,
                repo=repo,
                page=page + 1,
                listed=listed,
            )

    def parse_discussion(
        self, response: Response, repo: str, num: int, listed_comments: int | None
    ) -> Iterable[Any]:
        try:
            data = decode_json(response.body, _content_type(response))
            yield parse_discussion_detail(
                data,
                endpoint=self.endpoint,
                repo_id=repo,
                num=num,
                observed_at=utcnow(),
                listed_comments=listed_comments,
            )
        except HubAnswerError as exc:
            self.errors.add(f"{response.url}: {exc}")

    def _worth_reading(self, repo: str, item: DiscussionItem) -> bool:
        """New, or its comment count moved. Without a count in the list only new ones are
        read: reading every thread on every cycle would cost a request each."""
        known = self.known_discussions.get(repo, {})
        if item.num not in known:
            return True
        return item.num_comments is not None and item.num_comments != known[item.num]

    def parse_card(self, response: Response, repo: str) -> Iterable[Any]:
        """The model card text; a repo without README.md has an empty card, not an error."""
        if response.status == 404:
            code = response.headers.get("X-Error-Code")
            if code not in (b"EntryNotFound", None):
                # The repo itself is gone (RepoNotFound): say so as its details request does,
                # whichever of the two answers first.
                reason = NOT_FOUND_REASON if code == b"RepoNotFound" else code.decode()
                self.errors.add(f"{response.url}: HTTP 404 {reason}")
                return
            text = ""
        else:
            text = response.body.decode("utf-8", "replace")
        yield RepoObservation(SOURCE, repo, utcnow(), readme=text)

    def on_error(self, failure: Any) -> None:
        self.errors.add_failure(failure)

    def _repos_outside_listings(self) -> list[str]:
        orgs = {o.lower() for o in self.orgs}
        return [r for r in self.repos if r.split("/")[0].lower() not in orgs]

    def _detail_request(self, repo: str) -> scrapy.Request:
        return self._request(model_url(self.endpoint, repo), self.parse_model, requested=repo)

    def _request(
        self, url: str, callback: Any, *, meta: dict[str, Any] | None = None, **cb_kwargs: Any
    ) -> scrapy.Request:
        return scrapy.Request(
            url,
            callback=callback,
            errback=self.on_error,
            cb_kwargs=cb_kwargs,
            headers={**self.hub_headers, "Accept": "application/json"},
            dont_filter=True,
            meta=meta or {},
        )


def _content_type(response: Response) -> str | None:
    value = response.headers.get("Content-Type")
    return value.decode("latin-1") if value else None
