"""One crawl of one source: run its spider, then record how it went."""

from __future__ import annotations

import html
import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from scrapy.crawler import AsyncCrawlerRunner
from sqlalchemy.orm import Session

from crawler.errors import ERRORS_KEY, MESSAGES_KEY
from crawler.middlewares import BUDGET_KEY
from crawler.pipelines import ALERTS_KEY, ROWS_KEY
from crawler.settings import scrapy_settings
from crawler.spiders.huggingface import HubSpider
from domain.health import SourceRecord, Transition, budget_factor, health_transition
from domain.rules import ChangeKind
from domain.watchlist import (
    GITHUB_SOURCE,
    HUB_SOURCE,
    KNOWN_SOURCES,
    LEADERBOARDS_SOURCE,
    MODELSCOPE_SOURCE,
    NEWS_SOURCE,
)
from jobs.context import AppContext
from notifier.format import ICONS, SOURCE_LABELS
from storage import queries
from storage.models import SourceStatus, utcnow

log = logging.getLogger(__name__)


@dataclass
class CrawlOutcome:
    source: str
    rows: int = 0
    alerts: int = 0
    errors: list[str] = field(default_factory=list)
    budget: dict[str, Any] | None = None

    @property
    def ok(self) -> bool:
        return not self.errors


def make_runner(ctx: AppContext) -> AsyncCrawlerRunner:
    return AsyncCrawlerRunner(scrapy_settings(ctx.settings, ctx))


def spider_for(ctx: AppContext, source: str) -> tuple[type[Any], dict[str, Any]]:
    """The spider of a source and its arguments, all from settings and the watchlist."""
    settings, watchlist = ctx.settings, ctx.watchlist
    if source == HUB_SOURCE:
        discussion_repos = _claims_repos(ctx)
        return HubSpider, {
            "endpoint": settings.hf_endpoint,
            "orgs": watchlist.orgs(source),
            "repos": watchlist.repos(source),
            "token": _secret(settings.hf_token),
            "discussion_repos": discussion_repos,
            "known_discussions": _known_discussions(ctx, discussion_repos),
        }
    if source == MODELSCOPE_SOURCE:
        from crawler.spiders.modelscope import ModelScopeSpider

        return ModelScopeSpider, {
            "endpoint": settings.modelscope_url,
            "repos": watchlist.repos(source),
            "orgs": watchlist.orgs(source),
        }
    if source == GITHUB_SOURCE:
        from crawler.spiders.github import GitHubSpider

        return GitHubSpider, {
            "api_url": settings.github_api_url,
            "repos": watchlist.repos(source),
            "orgs": watchlist.orgs(source),
            "token": _secret(settings.github_token),
        }
    if source == NEWS_SOURCE:
        # The store reads the workers' signatures with datasketch, whose import (with SciPy,
        # 0.7 s) is paid here, before the news crawl starts, rather than at its first article
        # in the middle of the crawl, and by no crawl that stores no article.
        import datasketch  # noqa: F401

        from crawler.spiders.news import NewsSpider
        from storage.coverage import news_target

        return NewsSpider, {
            "targets": [
                {
                    "model": m.key,
                    "name": m.name,
                    "aliases": list(m.aliases),
                    "vendor": m.vendor,
                    "news": m.news.model_dump(),
                }
                for m in watchlist.news_models()
            ],
            "google_news_url": settings.google_news_url,
            "hn_search_url": settings.hn_search_url,
            "reddit_url": settings.reddit_url,
            "arxiv_url": settings.arxiv_url,
            "article_max_bytes": settings.article_max_bytes,
            "article_timeout": settings.article_timeout,
            "known": _known_articles(ctx, [m.key for m in watchlist.news_models()]),
            "relevance": {m.key: news_target(m) for m in watchlist.news_models()},
        }
    if source == LEADERBOARDS_SOURCE:
        from crawler.spiders.leaderboards import LeaderboardSpider

        return LeaderboardSpider, {
            "targets": [
                {
                    "model": m.key,
                    "name": m.name,
                    "aliases": list(m.aliases),
                    "vendor": m.vendor,
                    "hf_repos": list(m.pages.huggingface),
                    "vendor_names": list(m.identity.vendor_names),
                    "vendor_domains": list(m.identity.vendor_domains or m.news.vendor_domains),
                    "leaderboard_names": list(m.identity.leaderboard_names),
                }
                for m in watchlist.models
                if m.claims
            ],
            "swebench_url": settings.swebench_leaderboard_url,
            "tau_bench_url": settings.tau_bench_url,
            "terminal_bench_url": settings.terminal_bench_url,
            "hf_endpoint": settings.hf_endpoint,
            "hf_token": _secret(settings.hf_token),
            "artificial_analysis_url": settings.artificial_analysis_url,
            "artificial_analysis_key": _secret(settings.artificial_analysis_key),
        }
    raise ValueError(f"unknown source {source!r}; known: {', '.join(KNOWN_SOURCES)}")


DISCUSSION_REREAD_AFTER = timedelta(days=1)
KNOWN_ARTICLES_WINDOW = timedelta(days=30)


def _known_articles(ctx: AppContext, models: list[str]) -> dict[str, set[str]]:
    """Articles stored in the last 30 days are not fetched again (feeds keep listing them)."""
    since = utcnow() - KNOWN_ARTICLES_WINDOW
    with ctx.db.transaction() as session:
        return {m: queries.known_article_keys(session, m, since) for m in models}


def _claims_repos(ctx: AppContext) -> tuple[str, ...]:
    """Hub repos of models with claims: their discussions may hold independent results."""
    repos = (r for m in ctx.watchlist.models if m.claims for r in m.pages.huggingface)
    return tuple(dict.fromkeys(repos))


def _known_discussions(ctx: AppContext, repos: tuple[str, ...]) -> dict[str, dict[int, int | None]]:
    """Discussions analysed in the last day are read again only when their comment count
    moves; older reads are refreshed, since hiding or editing a comment leaves the count as
    it was and must still take its evidence away."""
    with ctx.db.transaction() as session:
        return queries.known_discussions(session, repos, utcnow() - DISCUSSION_REREAD_AFTER)


def _secret(value: Any) -> str | None:
    return value.get_secret_value() if value is not None else None


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
    outcome.budget = stats.get(BUDGET_KEY)
    record_run(ctx, source, started=started, error=error, rows=outcome.rows, budget=outcome.budget)
    if outcome.ok:
        log.info("%s: %d rows stored, %d alert(s) queued", source, outcome.rows, outcome.alerts)
    else:
        log.error("%s: crawl failed: %s", source, error)
    return outcome


def record_run(
    ctx: AppContext,
    source: str,
    *,
    started: datetime,
    error: str | None,
    rows: int,
    budget: dict[str, Any] | None = None,
) -> SourceStatus:
    """Record a run in `status`; tell operators when the source starts failing or recovers."""
    settings = ctx.settings
    with ctx.db.transaction() as session:
        status = queries.record_source_run(session, source, at=started, error=error, rows=rows)
        if budget:
            status.budget_remaining = budget.get("remaining")
            status.budget_limit = budget.get("limit")
            reset = budget.get("reset_at")
            status.budget_reset_at = datetime.fromisoformat(reset) if reset else None
            status.interval_factor = budget_factor(
                status.budget_remaining,
                status.budget_limit,
                low_fraction=settings.budget_low_fraction,
            )
        transition = health_transition(
            SourceRecord(
                status.consecutive_failures,
                status.last_success_at,
                status.failing_since,
                status.operators_alerted,
            ),
            utcnow(),
            fail_after=settings.failure_alert_after,
            stale_after=timedelta(seconds=settings.stale_after),
        )
        if transition is not None:
            status.operators_alerted = transition is Transition.FAILING
            _tell_operators(ctx, session, status, transition)
        return status


def _tell_operators(
    ctx: AppContext, session: Session, status: SourceStatus, transition: Transition
) -> None:
    label = SOURCE_LABELS.get(status.source, status.source)
    now = utcnow()
    if transition is Transition.FAILING:
        since = status.failing_since.strftime("%H:%M UTC") if status.failing_since else "?"
        headline = (
            f"{label} is failing since {since} ({status.consecutive_failures} runs in a row): "
            f"{status.last_error}"
        )
        kind = ChangeKind.SOURCE_FAILING
    else:
        headline = f"{label} recovered: data again since {now:%H:%M UTC}"
        kind = ChangeKind.SOURCE_RECOVERED
    body = f"{ICONS[kind]} <b>{html.escape(headline)}</b>\nFor operators; subscribers are not told."
    queries.enqueue_alert(
        session,
        key=f"ops|{status.source}|{transition}|{now.isoformat()}",
        model="-",
        kind=kind,
        headline=headline,
        body_html=body,
        data_at=now,
        payload={"source": status.source, "error": status.last_error},
        chats=list(ctx.recipients.operators or ctx.recipients.chats),
        audience="operators",
    )
    log.warning("operators told: %s", headline)
