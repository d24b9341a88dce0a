"""When things run: one APScheduler job per source, plus the outbox delivery."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta

from apscheduler.schedulers.asyncio import AsyncIOScheduler

from domain.watchlist import Watchlist

log = logging.getLogger(__name__)

DELIVERY_INTERVAL = timedelta(seconds=5)
MISFIRE_GRACE = timedelta(minutes=5)


def build_scheduler(
    watchlist: Watchlist,
    crawl: Callable[[str], Awaitable[None]],
    deliver: Callable[[], Awaitable[None]],
    digest: Callable[[], Awaitable[None]] | None = None,
    *,
    digest_hour: int = 8,
    start_at: datetime | None = None,
) -> AsyncIOScheduler:
    """Every source runs once at start, then on its interval with jitter.

    `max_instances=1` and `coalesce` make a slow crawl delay the next one rather than stack
    up; the misfire grace lets a run that was due during a pause still happen.
    """
    scheduler = AsyncIOScheduler(
        timezone=UTC,
        job_defaults={
            "coalesce": True,
            "max_instances": 1,
            "misfire_grace_time": int(MISFIRE_GRACE.total_seconds()),
        },
    )
    first = start_at or datetime.now(UTC)
    for source in watchlist.sources():
        interval = watchlist.interval(source)
        jitter = min(watchlist.defaults.jitter, interval / 4)
        scheduler.add_job(
            crawl,
            "interval",
            args=[source],
            id=crawl_job_id(source),
            name=f"crawl {source}",
            seconds=interval.total_seconds(),
            jitter=int(jitter.total_seconds()) or None,
            next_run_time=first,
        )
        log.info("scheduled %s every %s", source, interval)
    scheduler.add_job(
        deliver,
        "interval",
        id="deliver",
        name="deliver alerts",
        seconds=DELIVERY_INTERVAL.total_seconds(),
    )
    if digest is not None:
        scheduler.add_job(digest, "cron", id="digest", name="daily digest", hour=digest_hour)
    return scheduler


def crawl_job_id(source: str) -> str:
    return f"crawl:{source}"
