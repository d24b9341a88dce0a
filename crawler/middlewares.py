"""Downloader middleware that keeps the service within a platform's rate limits.

It reads the budget each answer advertises (the Hub's `RateLimit: "api";r=…;t=…`, or a plain
`Retry-After`), pauses requests to a host whose budget is spent, and retries a 429 once the
window resets, if that is soon. A long wait is not slept through: the 429 goes on to the
errback, the source is marked failing, and the next scheduled run tries again.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from typing import Any
from urllib.parse import urlparse

from scrapy import Request
from scrapy.http import Response

log = logging.getLogger(__name__)

_HUB_RATELIMIT = re.compile(r'"?(?P<name>[^";]+)"?\s*;\s*r=(?P<r>\d+)\s*;\s*t=(?P<t>\d+)')
RETRIES_META = "rate_limit_retries"
MAX_RETRIES = 2


def parse_budget(headers: Any) -> tuple[int | None, float | None]:
    """(remaining, seconds until reset) from an answer's headers, where it says."""
    value = headers.get("RateLimit")
    if value:
        match = _HUB_RATELIMIT.search(value.decode("latin-1"))
        if match:
            return int(match["r"]), float(match["t"])
    retry_after = headers.get("Retry-After")
    if retry_after and retry_after.strip().isdigit():
        return None, float(retry_after)
    return None, None


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
        if wait > 0:
            log.info("waiting %.1f s for %s's rate-limit window", wait, host)
            await asyncio.sleep(wait)

    async def process_response(self, request: Request, response: Response) -> Request | Response:
        host = urlparse(request.url).netloc
        remaining, reset = parse_budget(response.headers)
        stats = self.crawler.stats
        if remaining is not None:
            stats.set_value(f"modelwatch/ratelimit/{host}/remaining", remaining)
        if response.status != 429:
            if remaining == 0 and reset:
                self._resume_at[host] = time.monotonic() + reset
            return response
        wait = reset if reset is not None else self.max_wait + 1
        retries = request.meta.get(RETRIES_META, 0)
        stats.inc_value("modelwatch/ratelimit/429")
        if wait > self.max_wait or retries >= MAX_RETRIES:
            log.warning("%s: rate limited for %.0f s; leaving it to the next run", host, wait)
            return response
        log.warning("%s: rate limited; retrying in %.1f s", host, wait)
        self._resume_at[host] = time.monotonic() + wait
        retry = request.replace(dont_filter=True)
        retry.meta[RETRIES_META] = retries + 1
        return retry
