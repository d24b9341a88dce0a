"""The store pipeline's article batches, with a real Scrapy crawler object and database:
when a batch is written, and that a bad article in it costs only itself."""

import asyncio
from dataclasses import replace

from scrapy.utils.test import get_crawler
from sqlalchemy import event

from crawler.errors import MESSAGES_KEY
from crawler.pipelines import ROWS_KEY, StorePipeline
from crawler.settings import CONTEXT_KEY
from jobs.context import AppContext
from settings import Settings
from storage import queries
from storage.models import Article
from tests.storage.test_coverage import EN, FR, IT, TO, WATCHLIST, article


def pipeline(db, **batching) -> StorePipeline:
    ctx = AppContext(Settings(), db, WATCHLIST, TO)
    crawler = get_crawler(settings_dict={CONTEXT_KEY: ctx})
    store = StorePipeline.from_crawler(crawler)
    for name, value in batching.items():
        setattr(store, name, value)
    return store


def urls(db) -> list[str]:
    with db.transaction() as s:
        return [a.url for a in s.query(Article).order_by(Article.id)]


ARTICLES = [
    article("https://press.example/clover", EN),
    article("https://journal.example.fr/clover", FR, lang="fr", hours=1),
    article("https://giornale.example.it/clover", IT, lang="it", hours=2),
]


def test_outside_an_event_loop_each_article_is_stored_at_once(db):
    store = pipeline(db)
    for n, obs in enumerate(ARTICLES, start=1):
        assert store.process_item(obs) is obs
        assert len(urls(db)) == n


def test_in_the_crawl_articles_wait_for_a_full_batch_or_the_timer_or_the_close(db):
    async def crawl() -> list[int]:
        store = pipeline(db, BATCH_SIZE=2, BATCH_SECONDS=0.05)
        seen = []
        store.process_item(ARTICLES[0])
        seen.append(len(urls(db)))  # waits
        store.process_item(ARTICLES[1])
        seen.append(len(urls(db)))  # a full batch
        store.process_item(ARTICLES[2])
        seen.append(len(urls(db)))  # waits again
        await asyncio.sleep(0.2)
        seen.append(len(urls(db)))  # the timer wrote it
        later = article("https://blog.example/clover", EN + " A blogger's copy.", hours=3)
        store.process_item(later)
        store.close_spider()
        seen.append(len(urls(db)))  # written when the crawl closes
        assert store.crawler.stats.get_value(ROWS_KEY) == 4
        return seen

    assert asyncio.run(crawl()) == [0, 2, 2, 3, 4]
    with db.transaction() as s:
        ((story, members),) = queries.recent_stories(s, "clover", None)
    assert story.outlet_count == 4 and len(members) == 4


def test_a_bad_article_costs_only_itself(db):
    broken = replace(article("https://broken.example/clover", EN), title=None)

    async def crawl() -> StorePipeline:
        store = pipeline(db, BATCH_SIZE=10)
        for obs in (ARTICLES[0], broken, ARTICLES[1], ARTICLES[2]):
            store.process_item(obs)
        store.close_spider()
        return store

    store = asyncio.run(crawl())
    assert urls(db) == [a.url for a in ARTICLES]
    (message,) = store.crawler.stats.get_value(MESSAGES_KEY)
    assert message.startswith("storing ArticleObservation failed")
    with db.transaction() as s:
        kinds = [a.kind for a in reversed(queries.recent_alerts(s))]
    assert kinds == ["story", "story_growth"]  # one story, at three outlets


def test_a_lone_article_that_fails_is_tried_once(db):
    broken = replace(article("https://broken.example/clover", EN), title=None)
    lookups: list[str] = []  # its first step: is the page stored already?

    def count(conn, cursor, statement, *args):
        if statement.startswith("SELECT articles.url_key") and "articles.url_key IN" in statement:
            lookups.append(statement)

    event.listen(db.engine, "before_cursor_execute", count)
    try:
        store = pipeline(db)
        store.process_item(broken)  # outside an event loop: a batch of one, at once
    finally:
        event.remove(db.engine, "before_cursor_execute", count)
    assert len(lookups) == 1
    (message,) = store.crawler.stats.get_value(MESSAGES_KEY)
    assert message.startswith("storing ArticleObservation failed")


def test_an_error_in_the_timers_flush_reaches_the_crawls_errors(db):
    """The event loop would only log it, and the crawl would pass for successful."""

    class Failing(StorePipeline):
        def flush(self) -> None:
            if self._articles:
                raise RuntimeError("disk full")

    async def crawl() -> StorePipeline:
        store = Failing.from_crawler(pipeline(db).crawler)
        store.BATCH_SECONDS = 0.01
        store.process_item(ARTICLES[0])
        await asyncio.sleep(0.1)
        return store

    store = asyncio.run(crawl())
    assert store.crawler.stats.get_value(MESSAGES_KEY) == ["storing articles failed: disk full"]
