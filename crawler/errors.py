"""What went wrong in a crawl, kept in the crawler's stats so the job can report it."""

from __future__ import annotations

import logging
from typing import Any

from scrapy.exceptions import (
    CannotResolveHostError,
    DownloadConnectionRefusedError,
    DownloadFailedError,
    DownloadTimeoutError,
)
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.statscollectors import StatsCollector
from twisted.internet.error import (
    ConnectionRefusedError,
    DNSLookupError,
    TCPTimedOutError,
    TimeoutError,
)

from crawler.parsers.ratelimits import Limit, parse_rate_limit, wait_before_next
from storage.models import utcnow

log = logging.getLogger(__name__)

ERRORS_KEY = "modelwatch/errors"
MESSAGES_KEY = "modelwatch/error_messages"
MAX_KEPT = 20


class SourceErrors:
    """Counts and keeps the first few error messages of one crawl."""

    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler

    @property
    def stats(self) -> StatsCollector:
        return self.crawler.stats  # set only once the crawl starts

    def add(self, message: str) -> None:
        log.error("%s", message)
        self.stats.inc_value(ERRORS_KEY)
        kept = list(self.stats.get_value(MESSAGES_KEY, []))
        if len(kept) < MAX_KEPT:
            kept.append(message)
            self.stats.set_value(MESSAGES_KEY, kept)

    def add_failure(self, failure: Any) -> None:
        self.add(describe_failure(failure))


def _rate_limit_reason(response: Any) -> str | None:
    """'rate limited, retry after 55 s' when a 403/429 is a rate-limit refusal, else None."""
    budget = parse_rate_limit(
        response.headers.to_unicode_dict(),
        now=utcnow(),
        status=response.status,
        body=response.body[:2000],
    )
    if budget.limited is Limit.NONE:
        return None
    reason = "rate limited" + (" (secondary limit)" if budget.limited is Limit.SECONDARY else "")
    wait = wait_before_next(budget, utcnow())
    if budget.retry_after is not None or (wait is not None and budget.reset_at is None):
        return f"{reason}, retry after {wait:.0f} s"
    if budget.reset_at is not None:
        return f"{reason}, resets at {budget.reset_at:%H:%M} UTC"
    return reason


#: A 404 on a watched repo: what the user should do about it.
NOT_FOUND_REASON = "not found (renamed or removed? check the watchlist)"


def describe_failure(failure: Any) -> str:
    """A one-line reason a person can act on."""
    request = getattr(failure, "request", None)
    url = request.url if request is not None else "?"
    if failure.check(HttpError):
        response = failure.value.response
        url = response.url
        status = response.status
        headers = response.headers
        reason = ""
        code = headers.get("X-Error-Code")
        if status in (403, 429) and (limited := _rate_limit_reason(response)):
            reason = limited
        elif code == b"RepoNotFound" or status == 404:
            reason = NOT_FOUND_REASON
        else:
            snippet = response.body[:120].decode("utf-8", "replace").strip()
            reason = " ".join(snippet.split())
        return f"{url}: HTTP {status} {reason}".rstrip()
    if failure.check(DownloadTimeoutError, TimeoutError, TCPTimedOutError):
        return f"{url}: timed out ({failure.getErrorMessage()})"
    if failure.check(CannotResolveHostError, DNSLookupError):
        return f"{url}: DNS lookup failed"
    if failure.check(DownloadConnectionRefusedError, ConnectionRefusedError):
        return f"{url}: connection refused"
    if failure.check(DownloadFailedError):
        return f"{url}: download failed ({failure.getErrorMessage()})"
    return f"{url}: {failure.getErrorMessage()}"
