"""One crawl of one source: run its spider, then record how it went."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from scrapy.crawler import AsyncCrawlerRunner

from crawler.errors import ERRORS_KEY, MESSAGES_KEY
from crawler.pipelines import ALERTS_KEY, ROWS_KEY
from crawler.settings import scrapy_settings
from crawler.spiders.huggingface import HubSpider
from domain.watchlist import HUB_SOURCE, KNOWN_SOURCES
from jobs.context import AppContext
from storage import queries
from storage.models import utcnow

log = logging.getLogger(__name__)


@dataclass
class CrawlOutcome:
    source: str
    rows: int = 0
    alerts: int = 0
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


def make_runner(ctx: AppContext) -> AsyncCrawlerRunner:
    return AsyncCrawlerRunner(scrapy_settings(ctx.settings, ctx))


def spider_for(ctx: AppContext, source: str) -> tuple[type[Any], dict[str, Any]]:
    if source == HUB_SOURCE:
        token = ctx.settings.hf_token.get_secret_value() if ctx.settings.hf_token else None
        return HubSpider, {
            "endpoint": ctx.settings.hf_endpoint,
            "orgs": ctx.watchlist.hub_orgs(),
            "repos": ctx.watchlist.hub_repos(),
            "token": token,
        }
    raise ValueError(f"unknown source {source!r}; known: {', '.join(KNOWN_SOURCES)}")


async def crawl_source(ctx: AppContext, runner: AsyncCrawlerRunner, source: str) -> CrawlOutcome:
    """Fetch, store and queue alerts for one source; record its run in `status`.

    A failure is logged and recorded, never raised: the service keeps running and the last
    good data stays as it was.
    """
    spider_cls, kwargs = spider_for(ctx, source)
    crawler = runner.create_crawler(spider_cls)
    outcome = CrawlOutcome(source)
    started = utcnow()
    try:
        await runner.crawl(crawler, **kwargs)
    except Exception as exc:
        log.exception("%s crawl crashed", source)
        outcome.errors.append(f"crawl crashed: {exc}")
    try:
        stats = crawler.stats.get_stats()
    except RuntimeError:  # the crawl failed before it started
        stats = {}
    outcome.rows = int(stats.get(ROWS_KEY, 0))
    outcome.alerts = int(stats.get(ALERTS_KEY, 0))
    if stats.get(ERRORS_KEY):
        messages = list(stats.get(MESSAGES_KEY, []))
        outcome.errors.extend(messages or [f"{stats[ERRORS_KEY]} error(s)"])
    error = None
    if outcome.errors:
        extra = len(outcome.errors) - 1
        error = outcome.errors[0] + (f" (+{extra} more)" if extra else "")
    with ctx.db.transaction() as session:
        queries.record_source_run(session, source, at=started, error=error, rows=outcome.rows)
    if outcome.ok:
        log.info("%s: %d rows stored, %d alert(s) queued", source, outcome.rows, outcome.alerts)
    else:
        log.error("%s: crawl failed: %s", source, error)
    return outcome
