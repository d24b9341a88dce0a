"""Downloader middleware that keeps the service within each platform's rate limits.

It reads the budget every answer advertises (the Hub's `RateLimit: "api";r=…;t=…`, GitHub's
`X-RateLimit-*`, a plain `Retry-After`) with `crawler.parsers.ratelimits`, pauses requests to
a host whose budget is spent, and retries a refusal (429, or a 403 that says it is a rate
limit) once the window resets, if that is soon. A long wait is not slept through: the refusal
goes on to the errback, the source is marked failing, and the next scheduled run tries again.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any
from urllib.parse import urlparse

from scrapy import Request
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Response

from crawler.parsers.ratelimits import Limit, may_limit, parse_rate_limit, wait_before_next
from storage.models import utcnow

log = logging.getLogger(__name__)

RETRIES_META = "rate_limit_retries"
BUDGET_KEY = "modelwatch/ratelimit/budget"  # the last budget a source's answers advertised
MAX_RETRIES = 2


class RateLimitMiddleware:
    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.max_wait = crawler.settings.getfloat("MODELWATCH_MAX_RATE_LIMIT_WAIT", 60.0)
        self._resume_at: dict[str, float] = {}

    @classmethod
    def from_crawler(cls, crawler: Any) -> RateLimitMiddleware:
        return cls(crawler)

    async def process_request(self, request: Request) -> None:
        host = urlparse(request.url).netloc
        wait = self._resume_at.get(host, 0.0) - time.monotonic()
        if wait > self.max_wait:
            raise IgnoreRequest(
                f"{host}: rate limit spent for {wait:.0f} s more; left to the next run"
            )
        if wait > 0:
            log.info("waiting %.1f s for %s's rate-limit window", wait, host)
            await asyncio.sleep(wait)

    async def process_response(self, request: Request, response: Response) -> Request | Response:
        if not may_limit(response.status, response.headers):
            return response  # nothing to read: a publisher's page, most often
        host = urlparse(request.url).netloc
        budget = parse_rate_limit(
            response.headers.to_unicode_dict(),
            now=utcnow(),
            status=response.status,
            body=response.body[:2000] if response.status in (403, 429) else None,
        )
        stats = self.crawler.stats
        if budget.remaining is not None:
            stats.set_value(
                BUDGET_KEY,
                {
                    "remaining": budget.remaining,
                    "limit": budget.limit,
                    "reset_at": budget.reset_at.isoformat() if budget.reset_at else None,
                },
            )
        retries = request.meta.get(RETRIES_META, 0)
        wait = wait_before_next(budget, utcnow(), attempt=retries)
        if budget.limited is Limit.NONE:
            if wait:  # budget spent: hold the next requests to this host until the reset
                self._resume_at[host] = time.monotonic() + wait
            return response
        stats.inc_value("modelwatch/ratelimit/refusals")
        wait = self.max_wait + 1 if wait is None else wait
        if wait > self.max_wait or retries >= MAX_RETRIES:
            log.warning("%s: rate limited for %.0f s; leaving it to the next run", host, wait)
            # The rest of this crawl's requests to the host are refused here, not sent.
            self._resume_at[host] = time.monotonic() + wait
            return response
        log.warning("%s: rate limited; retrying in %.1f s", host, wait)
        self._resume_at[host] = time.monotonic() + wait
        retry = request.replace(dont_filter=True)
        retry.meta[RETRIES_META] = retries + 1
        return retry
