"""Reads ModelScope's numbers for watched models, the way the current SDK asks for them.

One request per model: `/openapi/v1/models/{owner}/{name}`, and on a 404 the legacy
`/api/v1/models/{owner}/{name}` (api-facts §2.1). Answers are read by
`crawler.parsers.modelscope`; a body that does not carry the numbers is an error, never a zero.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterable
from typing import Any

import scrapy
from scrapy.http import Response

from crawler.errors import SourceErrors
from crawler.parsers.modelscope import (
    Generation,
    ParseError,
    fallback_after,
    legacy_model_url,
    openapi_model_url,
    owner_listing_body,
    owner_listing_url,
    parse_model,
    parse_owner_listing,
    split_model_id,
)
from domain.metrics import Metric
from domain.observations import OrgObservation, RepoObservation
from domain.watchlist import MODELSCOPE_SOURCE
from storage.models import utcnow

NOT_FOUND = "not found on ModelScope (renamed or removed? check the watchlist)"

LISTING_PAGE_SIZE = 100

_URLS = {Generation.OPENAPI: openapi_model_url, Generation.LEGACY: legacy_model_url}


class ModelScopeSpider(scrapy.Spider):
    name = MODELSCOPE_SOURCE

    def __init__(
        self, *, endpoint: str, repos: Iterable[str], orgs: Iterable[str] = (), **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.endpoint = endpoint.rstrip("/")
        self.repos = tuple(repos)
        self.orgs = tuple(orgs)
        self.errors: SourceErrors

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> ModelScopeSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.errors = SourceErrors(crawler)
        return spider

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for org in self.orgs:
            yield self._listing_request(org, page=1, seen=())
        for repo in self.repos:
            try:
                yield self._request(repo, Generation.OPENAPI)
            except ValueError as exc:  # a watchlist id that is not owner/name
                self.errors.add(f"{MODELSCOPE_SOURCE}: {repo}: {exc}")

    def _listing_request(self, org: str, *, page: int, seen: tuple[str, ...]) -> scrapy.Request:
        return scrapy.Request(
            owner_listing_url(self.endpoint),
            method="PUT",
            body=json.dumps(owner_listing_body(org, page, LISTING_PAGE_SIZE)),
            headers={"Content-Type": "application/json", "Accept": "application/json"},
            callback=self.parse_listing,
            errback=self.errors.add_failure,
            cb_kwargs={"org": org, "page": page, "seen": seen},
            dont_filter=True,
            meta={"dont_cache": True},
        )

    def parse_listing(
        self, response: Response, org: str, page: int, seen: tuple[str, ...]
    ) -> Iterable[Any]:
        """An owner's models, page by page; the complete list is an observation (new repos)."""
        try:
            ids, total = parse_owner_listing(response.body)
        except ParseError as exc:
            self.errors.add(f"{response.url} ({org}): {exc}")
            return
        repos = (*seen, *ids)
        if ids and len(repos) < total:
            yield self._listing_request(org, page=page + 1, seen=repos)
            return
        yield OrgObservation(MODELSCOPE_SOURCE, org, repos, utcnow())

    def parse_model(
        self, response: Response, requested: str, generation: Generation
    ) -> Iterable[Any]:
        if response.status == 404:
            fallback = fallback_after(generation, response.status)
            if fallback is not None:
                yield self._request(requested, fallback)
            else:
                self.errors.add(f"{response.url}: HTTP 404 {requested} {NOT_FOUND}")
            return
        try:
            stats = parse_model(response.body, generation=generation)
        except ParseError as exc:
            self.errors.add(f"{response.url}: {exc}")
            return
        yield RepoObservation(
            source=MODELSCOPE_SOURCE,
            repo_id=stats.model_id,
            observed_at=utcnow(),
            # ModelScope's count is cumulative (no rolling window): stored as all-time downloads,
            # so milestone rules apply and a fall is flagged as an anomaly.
            metrics={
                Metric.DOWNLOADS_ALL_TIME: float(stats.downloads),
                Metric.LIKES: float(stats.likes),
            },
            requested_id=requested if requested != stats.model_id else None,
            last_modified=stats.last_modified,
        )

    def on_error(self, failure: Any) -> None:
        self.errors.add_failure(failure)

    def _request(self, repo: str, generation: Generation) -> scrapy.Request:
        owner, name = split_model_id(repo)
        return scrapy.Request(
            _URLS[generation](self.endpoint, owner, name),
            callback=self.parse_model,
            errback=self.on_error,
            cb_kwargs={"requested": repo, "generation": generation},
            headers={"Accept": "application/json"},
            # A 404 decides the fallback (OpenAPI) or names the missing model (legacy).
            meta={"handle_httpstatus_list": [404]},
            dont_filter=True,
        )
