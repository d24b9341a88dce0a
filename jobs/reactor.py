"""Runs a coroutine on Twisted's asyncio reactor, so Scrapy, APScheduler and
python-telegram-bot share one asyncio event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from crawler.settings import ASYNCIO_REACTOR


def run_on_reactor(main: Callable[[], Awaitable[int]]) -> int:
    """Install the asyncio reactor, run `main` to completion, stop, return its exit code.

    Signal handlers are the caller's (installed on the asyncio loop), not Twisted's, so that
    SIGTERM starts an orderly shutdown instead of stopping the reactor under running work.
    """
    from scrapy.utils.reactor import install_reactor

    install_reactor(ASYNCIO_REACTOR)
    from twisted.internet import reactor

    outcome: dict[str, Any] = {}

    async def wrapper() -> None:
        try:
            outcome["code"] = await main()
        except BaseException as exc:
            outcome["error"] = exc
        finally:
            reactor.stop()  # type: ignore[attr-defined]

    def begin() -> None:
        outcome["task"] = asyncio.ensure_future(wrapper())

    reactor.callWhenRunning(begin)  # type: ignore[attr-defined]
    reactor.run(installSignalHandlers=False)  # type: ignore[attr-defined]
    if "error" in outcome:
        raise outcome["error"]
    return int(outcome.get("code", 1))
