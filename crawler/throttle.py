"""Scrapy's AutoThrottle, with a 304 taken for what it is: the server's answer at its pace.

AutoThrottle lets no answer but a 200 lower a host's delay, because error pages and
redirects come back fast and small, and would speed the crawl up just when the server is in
trouble. A 304 is neither: it is the normal answer to a conditional request for a feed that
has not changed, which is what most of a scheduled crawl's feed requests get. Counted as an
error, it left a feed host at AutoThrottle's start delay for the whole crawl: one request a
second, and that host's article pages queued behind its feeds (in the news bench run a
second time, 28 s instead of 6 s for 2,000 pages). A slower 304 still raises the delay, as
any answer does, and the per-host concurrency cap still holds.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import TYPE_CHECKING

from scrapy.extensions import throttle

if TYPE_CHECKING:
    from scrapy.core.downloader import Slot
    from scrapy.http import Response


class AutoThrottle(throttle.AutoThrottle):
    """Scrapy's, with a 304 read as a 200 where the delay is adjusted (a private method of
    Scrapy's: `tests/crawler/test_throttle.py` and the news crawl's e2e test catch a change
    there)."""

    def _adjust_delay(self, slot: Slot, latency: float, response: Response) -> None:
        if response.status == HTTPStatus.NOT_MODIFIED:
            response = response.replace(status=HTTPStatus.OK)
        super()._adjust_delay(slot, latency, response)
