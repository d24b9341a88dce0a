"""RateLimitMiddleware on single answers: what it reads from each, and what it skips."""

from __future__ import annotations

import asyncio
import time

import scrapy
from scrapy.http import HtmlResponse, Request
from scrapy.utils.test import get_crawler

from crawler.middlewares import BUDGET_KEY, RateLimitMiddleware


def middleware() -> RateLimitMiddleware:
    return RateLimitMiddleware(get_crawler(scrapy.Spider, {"MODELWATCH_MAX_RATE_LIMIT_WAIT": 60}))


def answer(status: int = 200, **headers: str) -> tuple[Request, HtmlResponse]:
    request = Request("https://outlet.test/a")
    response = HtmlResponse(
        request.url,
        status=status,
        headers={k.replace("_", "-"): v for k, v in headers.items()},
        body=b"<html><p>An article.</p></html>",
        request=request,
    )
    return request, response


def handled(mw: RateLimitMiddleware, request: Request, response: HtmlResponse) -> object:
    return asyncio.run(mw.process_response(request, response))


def test_a_page_that_advertises_no_budget_passes_untouched():
    mw = middleware()
    request, response = answer()
    assert handled(mw, request, response) is response
    assert mw._resume_at == {} and mw.crawler.stats.get_value(BUDGET_KEY) is None


def test_a_retry_after_on_an_ordinary_answer_still_holds_the_host():
    mw = middleware()
    request, response = answer(503, Retry_After="30")
    assert handled(mw, request, response) is response
    assert 25 < mw._resume_at["outlet.test"] - time.monotonic() <= 30


def test_a_budget_in_the_headers_is_read_whatever_their_case():
    mw = middleware()
    reset = str(int(time.time()) + 20)
    request, response = answer(
        200, x_ratelimit_remaining="0", X_RateLimit_Limit="60", x_ratelimit_reset=reset
    )
    assert handled(mw, request, response) is response
    assert mw.crawler.stats.get_value(BUDGET_KEY)["remaining"] == 0
    assert mw._resume_at["outlet.test"] > time.monotonic()
