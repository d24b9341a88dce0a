"""Item pipelines: validate what spiders parsed, then store it (and the alerts it causes)."""

from __future__ import annotations

import asyncio
import logging
import math
from typing import Any

from scrapy.exceptions import DropItem

from crawler.errors import SourceErrors
from crawler.settings import CONTEXT_KEY
from domain.observations import (
    ArticleObservation,
    DiscussionObservation,
    LeaderboardObservation,
    OrgObservation,
    RepoObservation,
)
from storage.coverage import ArticleOutcome, StoryCache, record_article, record_articles
from storage.ledger import record_discussion, record_leaderboard
from storage.recording import RecordResult, record_org, record_repo

log = logging.getLogger(__name__)

ROWS_KEY = "modelwatch/rows"
ALERTS_KEY = "modelwatch/alerts"


class ValidatePipeline:
    """Drops observations that would store a lie: negative or non-finite counts."""

    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.errors = SourceErrors(crawler)

    @classmethod
    def from_crawler(cls, crawler: Any) -> ValidatePipeline:
        return cls(crawler)

    def process_item(self, item: Any) -> Any:
        if isinstance(item, RepoObservation):
            bad = {m: v for m, v in item.metrics.items() if not math.isfinite(v) or v < 0}
            if bad:
                self.errors.add(f"{item.source}: {item.repo_id}: impossible values {bad}")
                raise DropItem(f"impossible values {bad}")
        return item


class StorePipeline:
    """Writes each observation, with the alerts it causes, in its own transaction; articles
    in batches (`record_articles`), of up to `BATCH_SIZE` or what arrived within
    `BATCH_SECONDS`, and whatever waits when the crawl closes.

    A transaction of its own cost each article a seventh of its storing, in the process that
    also runs the reactor (with CONCURRENT_ITEMS 1, the crawling process of the news bench
    went from a median of 3.04 to 2.62 ms a page over eleven alternating runs). The batch is
    written in one go, never held open across the reactor's turns, so no writer of this
    process waits for it (another process's writer waits for the batch's transaction, as for
    any other). A batch that fails is stored again one article at a time: only the article
    at fault is lost, counted in the crawl's errors (Scrapy has passed the item on by then,
    so it is not counted as dropped). An article waits at most `BATCH_SECONDS` to be stored
    and alerted on; a crash loses at most the batch that waits, whose pages were never
    stored and are read again by the next crawl whose feeds still list them.
    """

    # 32 beat 16 in pages/s in five alternating news bench pairs out of five (median +3%); a
    # batch of 32 holds the reactor for about 30 ms.
    BATCH_SIZE = 32
    BATCH_SECONDS = 1.0

    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.context = crawler.settings[CONTEXT_KEY]
        self.errors = SourceErrors(crawler)
        self.stories = StoryCache()
        self._articles: list[ArticleObservation] = []
        self._timer: asyncio.TimerHandle | None = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> StorePipeline:
        return cls(crawler)

    def process_item(self, item: Any) -> Any:
        if isinstance(item, ArticleObservation):
            self._articles.append(item)
            if len(self._articles) >= self.BATCH_SIZE:
                self.flush()
            else:
                self._flush_soon()
            return item
        self.flush()  # in the order they came
        ctx = self.context
        try:
            if isinstance(item, RepoObservation):
                result = record_repo(ctx.db, ctx.watchlist, item, ctx.recipients)
            elif isinstance(item, OrgObservation):
                result = record_org(ctx.db, ctx.watchlist, item, ctx.recipients)
            elif isinstance(item, LeaderboardObservation):
                result = record_leaderboard(ctx.db, ctx.watchlist, item, ctx.recipients)
            elif isinstance(item, DiscussionObservation):
                result = record_discussion(ctx.db, ctx.watchlist, item, ctx.recipients)
            else:
                return item
        except Exception as exc:  # a database error must not pass for a successful crawl
            self._failed(item, exc)
            raise DropItem(str(exc)) from exc
        self._count_rows(result)
        return item

    def close_spider(self) -> None:
        self.flush()

    def flush(self) -> None:
        """Store the articles that wait: as one batch, or, when the batch fails, one by one,
        so that only the article at fault is lost (a lone article is not tried twice)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        batch, self._articles = self._articles, []
        if not batch:
            return
        ctx = self.context
        try:
            stored = record_articles(ctx.db, ctx.watchlist, batch, ctx.recipients, self.stories)
        except Exception as exc:
            if len(batch) == 1:
                self._failed(batch[0], exc)
                return
            log.warning(
                "news: a batch of %d articles failed (%s); storing them one by one",
                len(batch),
                exc,
            )
            for item in batch:
                try:
                    self._count_article(
                        *record_article(ctx.db, ctx.watchlist, item, ctx.recipients, self.stories)
                    )
                except Exception as error:
                    self._failed(item, error)
            return
        for result, outcome in stored:
            self._count_article(result, outcome)

    def _flush_soon(self) -> None:
        """Within `BATCH_SECONDS`; at once outside an event loop (a pipeline called
        directly)."""
        if self._timer is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.flush()
            return
        self._timer = loop.call_later(self.BATCH_SECONDS, self._flush_due)

    def _flush_due(self) -> None:
        """The timer's flush. The event loop would log an error raised here and go on, and
        the crawl would pass for successful: it goes to the crawl's errors instead."""
        self._timer = None
        try:
            self.flush()
        except Exception as exc:
            self.errors.add(f"storing articles failed: {exc}")

    def _count_article(self, result: RecordResult, outcome: ArticleOutcome) -> None:
        if outcome.stored:
            verdict = "relevant" if outcome.relevant else "rejected"
            self.crawler.stats.inc_value(f"modelwatch/news/{verdict}")
        self._count_rows(result)

    def _count_rows(self, result: RecordResult) -> None:
        self.crawler.stats.inc_value(ROWS_KEY, result.rows)
        self.crawler.stats.inc_value(ALERTS_KEY, len(result.alerts))

    def _failed(self, item: Any, exc: Exception) -> None:
        self.errors.add(f"storing {type(item).__name__} failed: {exc}")
