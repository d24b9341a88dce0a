"""The two ways the service runs: `run` (long-lived) and `crawl` (one pass, then exit)."""

from __future__ import annotations

import asyncio
import logging
import random
import signal
from collections.abc import Sequence
from datetime import timedelta

from domain.health import next_delay
from domain.watchlist import KNOWN_SOURCES
from jobs.context import AppContext
from jobs.crawl import CrawlOutcome, crawl_source, make_runner
from jobs.reports import UserInputError
from jobs.scheduler import build_scheduler, crawl_job_id
from notifier.delivery import ConsoleSender, Deliverer, Pacer, Sender, send_digests
from storage import queries
from storage.ledger import sync_claims
from storage.models import utcnow
from storage.recording import record_reported

log = logging.getLogger(__name__)


def _sender_and_app(ctx: AppContext) -> tuple[Sender, object | None]:
    if not ctx.settings.telegram_enabled:
        log.info("no Telegram token: alerts go to the console (and stay in the database)")
        return ConsoleSender(), None
    from notifier.bot import TelegramSender, build_application

    application = build_application(ctx)
    return TelegramSender(application.bot), application


def _deliverer(ctx: AppContext, sender: Sender) -> Deliverer:
    return Deliverer(
        ctx.db,
        sender,
        max_attempts=ctx.settings.delivery_max_attempts,
        retry_base=ctx.settings.delivery_retry_base,
        pacer=Pacer(per_chat_interval=ctx.settings.delivery_chat_interval),
    )


async def crawl_once(ctx: AppContext, sources: Sequence[str]) -> list[CrawlOutcome]:
    """Fetch, store, evaluate rules, queue and deliver alerts; then return."""
    unknown = [s for s in sources if s not in KNOWN_SOURCES]
    if unknown:
        raise UserInputError(f"unknown source(s) {unknown}; known: {', '.join(KNOWN_SOURCES)}")
    record_reported(ctx.db, ctx.watchlist)
    sync_claims(ctx.db, ctx.watchlist)
    sender, _ = _sender_and_app(ctx)
    deliverer = _deliverer(ctx, sender)
    deliverer.recover()
    runner = make_runner(ctx)
    outcomes = [await crawl_source(ctx, runner, s) for s in (sources or ctx.watchlist.sources())]
    try:
        report = await deliverer.deliver_due(max_wait=ctx.settings.delivery_max_wait)
    finally:
        close = getattr(sender, "close", None)
        if close is not None:
            await close()
    if report.waiting:
        log.warning("%d delivery(ies) still queued; the next run sends them", report.waiting)
    return outcomes


async def digest_once(ctx: AppContext) -> int:
    """Send the waiting digests now (for cron users: `modelwatch digest`)."""
    sender, _ = _sender_and_app(ctx)
    try:
        return await send_digests(ctx.db, sender)
    finally:
        close = getattr(sender, "close", None)
        if close is not None:
            await close()


async def run_service(ctx: AppContext, stop: asyncio.Event | None = None) -> None:
    """Scheduler, crawls and bot in one loop until SIGINT/SIGTERM (or `stop`)."""
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)

    record_reported(ctx.db, ctx.watchlist)
    sync_claims(ctx.db, ctx.watchlist)
    sender, application = _sender_and_app(ctx)
    deliverer = _deliverer(ctx, sender)
    deliverer.recover()
    runner = make_runner(ctx)
    running: set[asyncio.Task[object]] = set()

    async def tracked(coro: object) -> None:
        task = asyncio.current_task()
        assert task is not None
        running.add(task)
        try:
            await coro  # type: ignore[misc]
        finally:
            running.discard(task)

    async def crawl(source: str) -> None:
        if stop.is_set():
            return
        await tracked(crawl_source(ctx, runner, source))
        with ctx.db.transaction() as session:
            status = queries.source_status(session, source)
            delay = next_delay(
                ctx.watchlist.interval(source),
                failures=status.consecutive_failures,
                factor=status.interval_factor or 1.0,
                max_backoff=timedelta(seconds=ctx.settings.max_backoff),
            )
            jitter = ctx.watchlist.defaults.jitter.total_seconds()
            next_run = utcnow() + delay + timedelta(seconds=random.uniform(0, jitter))
            # A failing source backs off, a low rate budget stretches the interval; the
            # next run is set explicitly rather than left to the interval's grid.
            job = scheduler.get_job(crawl_job_id(source))
            if job is not None:
                job.modify(next_run_time=next_run)
            queries.set_next_run(session, source, next_run)
        await deliver()

    async def deliver() -> None:
        if not stop.is_set():
            await tracked(deliverer.deliver_due())

    bot_task = None
    if application is not None:
        from notifier.bot import start_bot

        bot_task = asyncio.ensure_future(start_bot(application, stop))  # type: ignore[arg-type]

    async def digest() -> None:
        if not stop.is_set():
            await tracked(send_digests(ctx.db, sender, deliverer.pacer))

    scheduler = build_scheduler(
        ctx.watchlist, crawl, deliver, digest, digest_hour=ctx.settings.digest_hour
    )
    scheduler.start()
    log.info("modelwatch running; Ctrl-C or SIGTERM stops it")
    try:
        await stop.wait()
    finally:
        log.info("stopping: letting running work finish")
        scheduler.shutdown(wait=False)
        await runner.stop()  # crawls close their spiders; pipelines finish the current item
        log.info("crawls stopped")
        if running:
            log.info("waiting for %d running job(s) to finish", len(running))
            await asyncio.wait(set(running), timeout=60)
        if application is not None and bot_task is not None:
            from notifier.bot import stop_bot

            await bot_task
            await stop_bot(application)  # type: ignore[arg-type]
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
        log.info("stopped")
