"""Item pipelines: validate what spiders parsed, then store it (and the alerts it causes)."""

from __future__ import annotations

import logging
import math
from typing import Any

# `domain.news.dedup` imports datasketch only where signatures are read, so that the
# extraction workers never import it (with SciPy, a third of a second). The pipeline reads
# them: datasketch is imported here, with the crawl's process, rather than in the middle of
# a crawl at its first article.
import datasketch  # noqa: F401
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
from storage.coverage import StoryCache, record_article
from storage.ledger import record_discussion, record_leaderboard
from storage.recording import record_org, record_repo

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
    """Writes each observation in its own transaction, with the alerts it causes."""

    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.context = crawler.settings[CONTEXT_KEY]
        self.errors = SourceErrors(crawler)
        self.stories = StoryCache()

    @classmethod
    def from_crawler(cls, crawler: Any) -> StorePipeline:
        return cls(crawler)

    def process_item(self, item: Any) -> Any:
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
            elif isinstance(item, ArticleObservation):
                result, outcome = record_article(
                    ctx.db, ctx.watchlist, item, ctx.recipients, self.stories
                )
                if outcome.stored:
                    verdict = "relevant" if outcome.relevant else "rejected"
                    self.crawler.stats.inc_value(f"modelwatch/news/{verdict}")
            else:
                return item
        except Exception as exc:  # a database error must not pass for a successful crawl
            self.errors.add(f"storing {type(item).__name__} failed: {exc}")
            raise DropItem(str(exc)) from exc
        self.crawler.stats.inc_value(ROWS_KEY, result.rows)
        self.crawler.stats.inc_value(ALERTS_KEY, len(result.alerts))
        return item
