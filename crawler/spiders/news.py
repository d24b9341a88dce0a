"""Reads the news about watched models: search feeds, custom feeds, and the articles behind them.

For each watched model with a `[model.news]` table, one query per search term goes to each
configured source: Google News RSS search (one per edition), Hacker News (Algolia, stories),
Reddit search (site-wide, or per subreddit), arXiv, plus every custom RSS/Atom feed. Answers
are parsed by `crawler.parsers.feeds`; every entry becomes one `ArticleObservation`:

* arXiv entries from their abstract, HN and Reddit self posts from their own text (no page);
* other entries from the publisher's page, read by `crawler.parsers.articles` (status
  "full", or "partial" for a consent or paywall page), falling back to the feed's own title,
  summary and source (status "feed", with reason codes) when the page is not fetched or
  cannot be read: an unresolvable Google News link (a JavaScript redirect), a robots.txt
  refusal, an HTTP error, a timeout, a page over `article_max_bytes`, or a page the
  extractor rejects.

Politeness: robots.txt is obeyed for article pages (the feeds and APIs are the services' own
endpoints and carry `dont_obey_robotstxt`), AutoThrottle is on, at most two requests per
domain at a time, and each article page has its own size and time limits.

The spider fetches and parses only. Whether an article is really about the model, and whether
it was seen in an earlier crawl, is for the pipelines; within one crawl an article found by
several feeds is fetched and yielded once per model (by URL key).

Counts kept in the crawl's stats: `modelwatch/news/problems/<code>` (defects inside feeds,
see `FeedProblem`), `modelwatch/news/articles/<status>`, `modelwatch/news/reasons/<code>`,
`modelwatch/news/feeds/ok|failed`, `modelwatch/news/entries`, `modelwatch/news/duplicates`,
`modelwatch/news/extract_batches`.
A feed that fails entirely (HTTP error, unparseable) is an error of the source; problems
inside a feed that still parsed are counted and logged, not failures.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import re
import sys
import threading
import types
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial
from typing import Any, ClassVar, TypeVar
from urllib.parse import urlsplit

import scrapy
from scrapy.downloadermiddlewares import robotstxt as scrapy_robotstxt
from scrapy.exceptions import DownloadCancelledError, DownloadTimeoutError, IgnoreRequest
from scrapy.http import Response
from scrapy.robotstxt import RobotParser
from scrapy.settings import BaseSettings
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.httpobj import urlparse_cached
from twisted.internet import error as twisted_errors
from twisted.internet.defer import CancelledError, Deferred

from crawler.errors import SourceErrors, describe_failure
from crawler.extraction import extract_page, parse_feed_body, run_calls, worker_init
from crawler.parsers.articles import ArticleParse, ArticleStatus
from crawler.parsers.feeds import (
    DEFAULT_MAX_FEED_BYTES,
    FeedEntry,
    FeedKind,
    arxiv_query_url,
    google_news_search_url,
    hn_search_url,
    reddit_search_url,
)
from domain.news.language import guess_language
from domain.news.relevance import Target as RelevanceTarget
from domain.news.urls import canonical_url, host_of
from domain.observations import ArticleObservation
from domain.watchlist import NEWS_SOURCE, News
from storage.models import utcnow

log = logging.getLogger(__name__)

SOURCE = NEWS_SOURCE
STATS_PREFIX = "modelwatch/news"
PROBLEMS_KEY = f"{STATS_PREFIX}/problems"  # + "/<feed problem code>"
ARTICLES_KEY = f"{STATS_PREFIX}/articles"  # + "/full|partial|feed"
REASONS_KEY = f"{STATS_PREFIX}/reasons"  # + "/<reason code>"
FEEDS_KEY = f"{STATS_PREFIX}/feeds"  # + "/ok|failed"
ENTRIES_KEY = f"{STATS_PREFIX}/entries"
DUPLICATES_KEY = f"{STATS_PREFIX}/duplicates"
BATCHES_KEY = f"{STATS_PREFIX}/extract_batches"  # batches of pages and feeds sent to workers

FEED_ACCEPT = "application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5"
JSON_ACCEPT = "application/json"
HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5"
ARTICLE_PRIORITY = -10  # feeds first: they are the source's health, articles can wait
ARTICLE_RETRIES = 1  # a publisher's page is retried once, not RETRY_TIMES
MIN_LANG_TEXT = 200  # characters of text before a detected language is believed
MAX_EXTRACT_WORKERS = 4
EXTRACT_TIMEOUT = 60.0  # seconds a batch of pages may take in the extractor before it is given up

# Pages that are not articles, or that only a browser can read: the feed entry stands in.
UNREADABLE_HOSTS = frozenset(
    {"news.google.com", "reddit.com", "old.reddit.com", "i.redd.it", "v.redd.it", "redd.it",
     "i.imgur.com", "imgur.com", "x.com", "twitter.com", "youtube.com", "youtu.be"}
)  # fmt: skip


class Reason(StrEnum):
    """The spider's own codes in `ArticleObservation.reasons` (`"<code>: <detail>"`), next to
    the extractor's `ArticleReason` codes."""

    NOT_FETCHED = "not-fetched"  # arXiv abstract, fetch_articles off, a PDF or media link
    AGGREGATOR_UNRESOLVED = "aggregator-unresolved"  # an opaque Google News redirect
    ROBOTS = "robots-disallowed"
    HTTP_ERROR = "http-error"
    TIMEOUT = "timeout"
    TOO_LARGE = "too-large"  # over article_max_bytes: the download was cut
    FETCH_FAILED = "fetch-failed"  # DNS, refused connection, dropped connection...
    EXTRACT_FAILED = "extract-failed"  # the extractor hung or its worker died on the page
    NO_TEXT = "no-text"  # a self post without text


class Parser(StrEnum):
    FEED = "feed"  # RSS/Atom, including Google News
    HN = "hn"
    REDDIT = "reddit"
    ARXIV = "arxiv"


@dataclass(frozen=True)
class Target:
    """One watched model, as `jobs.crawl.spider_for` describes it."""

    model: str
    name: str
    aliases: tuple[str, ...]
    vendor: str
    news: News

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Target:
        return cls(
            model=str(data["model"]),
            name=str(data["name"]),
            aliases=tuple(data.get("aliases") or ()),
            vendor=str(data.get("vendor") or ""),
            news=News.model_validate(data.get("news") or {}),
        )


@dataclass(frozen=True)
class Term:
    text: str
    explicit: bool  # listed in `news.queries`: sent as written (operators and all)


@dataclass(frozen=True)
class FeedRequest:
    url: str
    label: str  # ArticleObservation.feed: "google_news:fr-FR", "hn", "reddit", "arxiv", a URL
    parser: Parser
    accept: str


@dataclass(frozen=True)
class Claim:
    """A model's feed entry waiting for (or answered by) one article page."""

    model: str
    feed: str
    entry: FeedEntry


def search_terms(target: Target) -> list[Term]:
    """What to search for: `news.queries` when given, else the name and the aliases.

    A bare-word alias such as "Clover" is not searched on its own: alone it finds plants,
    payment terminals and every other Clover, and floods the crawl with pages to fetch. Only
    aliases with a digit or a hyphen ("Clover-35B-A3B", "Clover 35B") are specific enough; a
    bare alias can still be searched by listing it in `queries`, with context if wanted
    (`'"Clover" diffusion'`). The pipelines judge relevance either way.
    """
    if target.news.queries:
        return [Term(q, True) for q in _unique(target.news.queries)]
    specific = [a for a in target.aliases if re.search(r"[\d-]", a)]
    return [Term(t, False) for t in _unique([target.name, *specific])]


def _unique(values: Iterable[str]) -> list[str]:
    seen: dict[str, str] = {}
    for value in values:
        value = value.strip()
        if value:
            seen.setdefault(value.casefold(), value)
    return list(seen.values())


def _phrase(term: Term) -> str:
    """A derived name is searched as an exact phrase; an explicit query as written."""
    return term.text if term.explicit else '"' + term.text.replace('"', "") + '"'


ROBOTS_MIDDLEWARE = "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware"


class RobotsTxtMiddleware(scrapy_robotstxt.RobotsTxtMiddleware):
    """Scrapy's robots.txt middleware, with every waiting request getting the parser.

    Scrapy 2.13+ (up to 2.19 at least) has each request that arrives while a host's
    robots.txt is still downloading await the one shared Deferred through
    `maybe_deferred_to_future`, i.e. `Deferred.asFuture()`, which consumes the result: the
    first waiter gets the parser and every later one gets None, which means "no robots.txt,
    all allowed". A feed that lists three pages of one outlet thus had the third fetched
    whatever its robots.txt said. Here each waiter relays the result through a Deferred of
    its own. (Belongs in crawler/middlewares.py, and upstream.)

    A host's robots.txt is also downloaded in a slot of its own. In the host's slot it
    counted as the slot's first request, and AutoThrottle's start delay (a second, give or
    take half) then held back the page that had asked for it. So the host's slot does not
    learn from the robots.txt latency, and per-host `DOWNLOAD_SLOTS` settings do not apply
    to it: one small request a host and crawl.
    """

    async def process_request(self, request: scrapy.Request, spider: Any = None) -> None:
        url = urlparse_cached(request)
        if request.meta.get("dont_obey_robotstxt") and url.path == "/robots.txt":
            request.meta.setdefault("download_slot", f"{url.hostname or ''} robots.txt")
            return
        await super().process_request(request)

    async def robot_parser(self, request: scrapy.Request) -> RobotParser | None:
        pending = self._parsers.get(urlparse_cached(request).netloc)
        if not isinstance(pending, Deferred):
            return await super().robot_parser(request)
        waiter: Deferred[RobotParser | None] = Deferred()

        def relay(result: RobotParser | None) -> RobotParser | None:
            waiter.callback(result)
            return result  # unchanged for the next waiter

        pending.addCallback(relay)
        return await maybe_deferred_to_future(waiter)


def default_extract_workers() -> int:
    """One extraction worker per CPU (at most four).

    The workers run below the crawling process's priority (`crawler.extraction`'s
    `WORKER_NICENESS`), so they take the CPU time it leaves rather than a CPU of its own:
    that process is the crawl's serial
    part (downloads, storage, the bot). In the news bench on two CPUs, two workers at its
    priority were slower than one (0.40x against 0.45x, a run each), as the crawling process
    got a third of the machine; niced, two let the spider alone run at 0.58x-0.62x against
    0.49x-0.52x with one, and with storage the two were level (0.49x-0.53x against
    0.46x-0.52x; two alternating runs each)."""
    affinity = getattr(os, "sched_getaffinity", None)  # Linux; elsewhere every CPU
    cpus = len(affinity(0)) if affinity else (os.cpu_count() or 1)
    return max(1, min(MAX_EXTRACT_WORKERS, cpus))


T = TypeVar("T")


class ExtractFailed(Exception):
    """The extractor gave no answer for a page (it hung, or its worker process died)."""


class ArticleExtractor:
    """Runs `extract_page` (and feed parsing) in worker processes, or inline with `workers=0`.

    Extraction is the crawl's CPU-heavy step (trafilatura and lxml: milliseconds a page, and
    seconds for a pathological one). In worker processes it runs while the next pages
    download (on the cores the crawling process leaves: the workers run below its priority,
    see `default_extract_workers`), it never blocks the event loop the service shares with
    the Telegram bot and the scheduler, and a page that hangs the extractor or kills its
    worker costs that page (and the ones in flight with it), not the crawl. Workers are
    started with "spawn", not "fork": forking a process that runs Twisted's reactor and
    thread pools can deadlock the child. Where the platform has it, they are forked from
    multiprocessing's fork server (see `crawler.extraction_server`), a fresh process that
    has the extractor loaded and warmed up, instead: a worker then starts in milliseconds
    rather than about 0.9 s of CPU, the cost is paid once for all workers, and a service's
    later crawls (and a pool replaced after a crash) skip it. The fork server starts with
    the first article requested (`prepare`), so a crawl without new articles starts no
    process; it lives as long as the crawling process.
    """

    MAX_RESTARTS = 3  # pools replaced after a crash or a hang of one call, then inline
    MAX_BATCH = 16  # calls handed to a worker at once
    BATCHES_PER_WORKER = 2  # one running, one queued

    def __init__(self, workers: int, *, timeout: float = EXTRACT_TIMEOUT) -> None:
        self.workers = workers
        self.timeout = timeout
        self._pool: ProcessPoolExecutor | None = None
        self._restarts = 0
        self._waiting: list[_Waiting] = []
        self._in_flight = 0  # batches sent to the current pool and not answered yet
        self._batches: set[asyncio.Task[None]] = set()
        self._closed = False
        self._prepared = False  # `prepare` was tried
        self._launch: _Launch | None = None  # a thread is starting the workers
        self.batches_sent = 0  # for the crawl's stats: calls over batches is the batching

    async def extract(
        self,
        body: bytes,
        *,
        url: str,
        content_type: str | None,
        max_bytes: int,
        content_language: str | None,
        relevance_targets: tuple[RelevanceTarget, ...] = (),
    ) -> ArticleParse:
        call = partial(
            extract_page,
            body,
            url=url,
            content_type=content_type,
            max_bytes=max_bytes,
            content_language=content_language,
            relevance_targets=relevance_targets,
        )
        return await self.run(call)

    async def run(
        self, call: Callable[[], T], *, start_workers: bool = True, first: bool = False
    ) -> T:
        """``call`` (a picklable function of `crawler.extraction`) in a worker process; with
        ``start_workers`` false, only in workers already running (else here): a feed is not
        worth starting a process for, since a crawl that finds no new article needs none.

        Calls wait here while every worker has a batch running and one queued, and then go
        together as the next batch (`crawler.extraction.run_calls`): under load the hand-over
        costs the crawl's process less, and a worker seldom waits for that busy process to
        feed it; a lone call still goes at once.

        A ``first`` call (a feed) goes ahead of the others that wait, in a batch of its own:
        its entries are the crawl's next pages, and a batch of feeds (40 ms a feed of 100
        entries) held one worker while the pages they list waited to be discovered.

        Whatever goes wrong there is an `ExtractFailed`, so that the caller can fall back:
        the worker died or hung on this call, or the call raised. The other calls of a batch
        that failed as a whole are tried again (see `_answer_batch`).
        """
        # A call that need not start the workers still waits for them while they start
        # (`_launch`), as it did for spawned ones (parsing feeds here meanwhile measured
        # the same in the news bench).
        pool = self._get_pool() if start_workers or self.started else None
        if pool is None:
            ok, value = _outcome(*run_calls([call])[0])
        else:
            waiter: asyncio.Future[_Outcome] = asyncio.get_running_loop().create_future()
            waiting = _Waiting(call, waiter, first=first)
            if first:  # behind the lone retries and the other feeds, ahead of the pages
                ahead = next(
                    (n for n, w in enumerate(self._waiting) if not (w.first or w.alone)), None
                )
                self._waiting.insert(len(self._waiting) if ahead is None else ahead, waiting)
            else:
                self._waiting.append(waiting)
            self._send_batches()
            ok, value = await waiter
        if not ok:
            raise ExtractFailed(value)
        return value

    def _send_batches(self) -> None:
        """Send what waits while there is room: the others up to `MAX_BATCH` at a time, and a
        call retried after its batch failed alone, with nothing else in flight (a call queued
        behind a hang would time out with it)."""
        while self._waiting and self._in_flight < self._room() and not self._launch_pending():
            try:
                pool = self._get_pool()
            except Exception as exc:  # no process could be started (out of descriptors...)
                pool = None
                log.warning("news: no extraction worker could be started: %s", exc)
            if pool is None:  # given up on workers (or closed): the rest runs here
                for waiting in self._take(len(self._waiting)):
                    _answer(waiting.waiter, _outcome(*run_calls([waiting.call])[0]))
                return
            if self._launch is not None:  # a new pool: its workers are being forked
                return
            head = self._waiting[0]
            if head.alone:
                batch = self._take(1, alone=True)
            elif head.first:
                batch = self._take(1, alone=False, first=True)
            else:  # pages only: a feed put behind them (a batch that never ran) waits its turn
                batch = self._take(self.MAX_BATCH, alone=False, first=False)
            if not batch:  # every one of them was cancelled
                continue
            try:
                with _main_module_hidden():  # a worker may be started by this submission
                    future = asyncio.get_running_loop().run_in_executor(
                        pool, run_calls, [w.call for w in batch]
                    )
            except Exception as exc:  # no worker could be started (a dead fork server...)
                log.warning("news: no extraction worker could be started: %s", exc)
                self._waiting[:0] = batch
                # A pool broken by a crash is its batch's to count (`_answer_batch`); any
                # other failure counts, and after `MAX_RESTARTS` the rest runs here.
                self._discard(pool, counted=not isinstance(exc, BrokenProcessPool))
                continue
            self._in_flight += 1
            self.batches_sent += 1
            task = asyncio.ensure_future(self._answer_batch(pool, future, batch))
            self._batches.add(task)
            task.add_done_callback(self._batches.discard)

    def _room(self) -> int:
        return 1 if self._waiting[0].alone else self.BATCHES_PER_WORKER * self.workers

    def _take(
        self, count: int, *, alone: bool | None = None, first: bool | None = None
    ) -> list[_Waiting]:
        """Up to ``count`` waiting calls (of the given kinds), in order; cancelled ones are
        dropped."""
        taken: list[_Waiting] = []
        kept: list[_Waiting] = []
        for waiting in self._waiting:
            if waiting.waiter.done():
                continue
            if (
                len(taken) < count
                and (alone is None or waiting.alone == alone)
                and (first is None or waiting.first == first)
            ):
                taken.append(waiting)
            else:
                kept.append(waiting)
        self._waiting = kept
        return taken

    async def _answer_batch(
        self, pool: ProcessPoolExecutor, future: asyncio.Future[Any], batch: list[_Waiting]
    ) -> None:
        """Each call of the batch gets its own outcome. When the batch as a whole fails (a
        hang or a dead worker), nobody knows which call did it: a call that was not alone is
        tried again alone, so that only the culprit fails, and only a lone call's failure
        counts towards `MAX_RESTARTS`."""
        failure: str | None = None
        never_ran = False
        outcomes: list[_Outcome] = []
        try:
            outcomes = await asyncio.wait_for(future, self.timeout)
        except BrokenProcessPool:
            failure = "the extractor's worker process died"
            self._discard(pool, counted=len(batch) == 1)
        except TimeoutError:
            failure = f"no answer from the extractor in {self.timeout:.0f} s"
            self._discard(pool, counted=len(batch) == 1)  # the worker is stuck: stop it
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():  # this crawl is being stopped
                for waiting in batch:
                    waiting.waiter.cancel()
                raise
            # The pool was stopped (another batch's failure, or the crawl closing) before
            # this batch ran: nothing here is to blame, so it waits for the next pool.
            if self._closed:
                failure = "the crawl closed before the extractor ran"
            else:
                never_ran = True
        except Exception as exc:
            failure = f"the extractor failed: {type(exc).__name__}: {exc}"
        finally:
            if self._pool is pool:
                self._in_flight -= 1
        if never_ran:
            self._waiting[:0] = batch
        elif failure is None:
            for waiting, outcome in zip(batch, outcomes, strict=True):
                _answer(waiting.waiter, _outcome(*outcome))
        elif len(batch) > 1 and not self._closed:
            self._waiting[:0] = [_Waiting(w.call, w.waiter, alone=True) for w in batch]
        else:
            for waiting in batch:
                _answer(waiting.waiter, (False, failure))
        if not self._closed:
            self._send_batches()

    def prepare(self) -> None:
        """Start the workers now, ahead of the first page, so that their start-up (the fork
        server's import and warm-up of the extractor, or each spawned worker's) overlaps the
        page's robots.txt and download instead of holding the page up.

        A forked worker's start waits for the fork server to be ready, most of a second the
        first time, so with "forkserver" the workers are started from a thread, and calls
        wait for them (`_launch_pending`) rather than the reactor.

        Only a head start, so it never raises and is tried once: a worker that cannot be
        started here is the first page's to find out about (its batch starts the pool again,
        or runs here).
        """
        if self._pool is not None or self._closed or self._prepared:
            return
        self._prepared = True
        pool: ProcessPoolExecutor | None = None
        try:
            pool = self._get_pool(counted=False)  # a head start: its failure is no restart
            if pool is None or self._launch is not None:  # forked from a thread
                return
            _start_workers(pool, self.workers)
        except Exception as exc:  # out of processes, memory or descriptors
            log.warning("news: no extraction worker could be started: %s", exc)
            if pool is not None:
                self._discard(pool, counted=False)

    def _start_in_thread(self, launch: _Launch, loop: asyncio.AbstractEventLoop) -> None:
        """The start's thread: start the workers, then have the loop take the start over
        (`_launch_pending`, also asked by every `_send_batches`); a pool the crawl gave up
        on meanwhile (`_abandon_launch`) is stopped here."""
        error: Exception | None = None
        try:
            _start_workers(launch.pool, self.workers)
        except Exception as exc:  # out of processes, a dead fork server, a closed pool
            error = exc
        with launch.lock:
            launch.error = error
            launch.done = True
            abandoned = launch.abandoned
        if abandoned:
            _stop(launch.pool)
            return
        with contextlib.suppress(RuntimeError):  # a closed loop: the next call finds it done
            loop.call_soon_threadsafe(self._after_launch)

    def _after_launch(self) -> None:
        if not self._launch_pending():
            self._send_batches()

    def _launch_pending(self) -> bool:
        """Whether calls wait for a start's thread; a start it has finished is taken over
        here (a failed one discards its pool, so that the next batch starts another)."""
        launch = self._launch
        if launch is None:
            return False
        with launch.lock:
            if not launch.done:
                return True
        self._launch = None
        if launch.error is not None:
            log.warning("news: no extraction worker could be started: %s", launch.error)
            self._discard(launch.pool, counted=launch.counted)
        return False

    def _launch_overdue(self, launch: _Launch) -> None:
        """A fork server that never forks (stuck in its warm-up) would leave every call
        waiting: after the extractor's timeout, this crawl extracts in its own process."""
        if self._launch is not launch or launch.done:
            return
        log.warning(
            "news: the extraction workers did not start in %.0f s; extracting the remaining"
            " articles in the crawl's process",
            self.timeout,
        )
        self._restarts = self.MAX_RESTARTS
        self._discard(launch.pool)
        self._send_batches()

    def _abandon_launch(self, pool: ProcessPoolExecutor) -> bool:
        """Give up on the start of ``pool``'s workers, if one is under way: True when its
        thread, still starting them, will stop the pool itself (shutting it down here would
        wait for the lock that thread holds while the fork server warms up)."""
        launch = self._launch
        if launch is None or launch.pool is not pool:
            return False
        self._launch = None
        with launch.lock:
            launch.abandoned = not launch.done
            return launch.abandoned

    @property
    def started(self) -> bool:
        """Whether worker processes are running or starting (an article started them); a
        start that failed is taken over first, so it does not count."""
        self._launch_pending()
        return self._pool is not None

    def _get_pool(self, *, counted: bool = True) -> ProcessPoolExecutor | None:
        """The pool, started if there is none (see `_start_from_thread`); ``counted``: whether
        a failure to start its workers counts towards `MAX_RESTARTS`."""
        if self.workers <= 0 or self._restarts > self.MAX_RESTARTS or self._closed:
            return None
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=_fork_server_context() or multiprocessing.get_context(_START_METHOD),
                initializer=worker_init,
            )
            loop = _running_loop()
            if _START_METHOD == "forkserver" and loop is not None:
                self._start_from_thread(self._pool, loop, counted=counted)
        return self._pool

    def _start_from_thread(
        self, pool: ProcessPoolExecutor, loop: asyncio.AbstractEventLoop, *, counted: bool
    ) -> None:
        """Fork ``pool``'s workers from a thread; calls wait (`_launch_pending`). Forking
        waits for the fork server, which may be warming up (most of a second), restarting
        after it died, or stuck: never the reactor's to wait for."""
        launch = _Launch(pool, counted=counted)
        try:
            threading.Thread(
                target=self._start_in_thread,
                args=(launch, loop),
                name="news-extractor-start",
                daemon=True,  # a start that never ends must not hold the exit up
            ).start()
        except Exception as exc:  # no thread: the next submission starts them, here
            log.warning("news: the extraction workers are started without a thread: %s", exc)
            return
        self._launch = launch  # its answer comes through the loop, after this
        loop.call_later(self.timeout, self._launch_overdue, launch)

    def _discard(self, pool: ProcessPoolExecutor, *, counted: bool = True) -> None:
        if self._pool is not pool:
            return  # another page's failure already replaced it
        self._pool = None
        self._in_flight = 0
        self._restarts += counted
        log.warning("news: restarting the article extractor's worker processes")
        if not self._abandon_launch(pool):
            _stop(pool)
        if self._restarts > self.MAX_RESTARTS:
            log.warning("news: extracting the remaining articles in the crawl's process")

    def close(self) -> None:
        """Stop the workers; every call still waiting is answered (as failed), and later
        calls run here."""
        self._closed = True
        self._in_flight = 0
        pool, self._pool = self._pool, None
        if pool is not None and not self._abandon_launch(pool):
            pool.shutdown(wait=True, cancel_futures=True)
        for waiting in self._take(len(self._waiting)):
            _answer(waiting.waiter, (False, "the crawl closed before the extractor ran"))


@dataclass
class _Launch:
    """A start of a pool's workers in a thread of its own; ``lock`` guards
    the hand-over between that thread (``done``) and the loop (``abandoned``)."""

    pool: ProcessPoolExecutor
    counted: bool  # whether its failure counts towards `MAX_RESTARTS` (not `prepare`'s)
    lock: threading.Lock = field(default_factory=threading.Lock)
    done: bool = False
    error: Exception | None = None  # why the workers could not be started
    abandoned: bool = False


#: (True, result), or (False, why it failed) as the caller's `ExtractFailed` will say it.
_Outcome = tuple[bool, Any]


@dataclass(frozen=True)
class _Waiting:
    call: Callable[[], Any]
    waiter: asyncio.Future[_Outcome]
    alone: bool = False  # retried on its own after its batch failed as a whole
    first: bool = False  # a feed: ahead of the pages, in a batch of its own (see `run`)


def _outcome(ok: bool, value: Any) -> _Outcome:
    """`run_calls`' answer for one call, its error worded as the caller's `ExtractFailed`."""
    return (True, value) if ok else (False, f"the extractor failed: {value}")


def _answer(waiter: asyncio.Future[_Outcome], outcome: _Outcome) -> None:
    if not waiter.done():  # a waiter whose page was cancelled wants no answer
        waiter.set_result(outcome)


#: "forkserver" where the platform has it (Linux, macOS), else "spawn" (Windows).
_START_METHOD = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"


#: What the fork server imports before it forks a worker (see `crawler.extraction_server`).
FORK_SERVER_PRELOAD = ["crawler.extraction_server"]


def _fork_server_context() -> multiprocessing.context.BaseContext | None:
    """The "forkserver" context, with the extractor preloaded; None where workers are
    spawned. The server itself starts with the first worker forked (in a thread: see
    `ArticleExtractor._start_from_thread`), and lives as long as this process.

    The preload list is the process's (multiprocessing keeps one fork server per process);
    nothing else here uses one.
    """
    if _START_METHOD != "forkserver":
        return None
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(FORK_SERVER_PRELOAD)
    return context


def _start_workers(pool: ProcessPoolExecutor, workers: int) -> None:
    with _main_module_hidden():
        for _ in range(workers):  # a submission starts one worker
            pool.submit(run_calls, [])


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:  # called outside the crawl (a test)
        return None


class _HiddenMain:
    """`_main_module_hidden`'s state: a start's thread and the reactor's may overlap."""

    lock = threading.Lock()
    depth = 0
    saved: types.ModuleType | None = None


@contextlib.contextmanager
def _main_module_hidden() -> Iterator[None]:
    """Start workers without re-running the parent's main script.

    A spawned worker, a worker forked from the fork server, and the server itself import
    the parent's `__main__` again, which runs a script's crawl again in each of them when
    the script has no `if __name__ == "__main__"` guard (and costs seconds when it has
    one: the news bench's module imports most of the project). The workers need nothing
    from `__main__` (they run `extract_page`), so while one may be started, `__main__` is a
    blank module.
    """
    with _HiddenMain.lock:
        if _HiddenMain.depth == 0:
            _HiddenMain.saved = sys.modules.get("__main__")
            sys.modules["__main__"] = types.ModuleType("__main__")
        _HiddenMain.depth += 1
    try:
        yield
    finally:
        with _HiddenMain.lock:
            _HiddenMain.depth -= 1
            if _HiddenMain.depth == 0 and _HiddenMain.saved is not None:
                sys.modules["__main__"], _HiddenMain.saved = _HiddenMain.saved, None


def _stop(pool: ProcessPoolExecutor) -> None:
    """Shut a pool down now, ending workers that are stuck on a page."""
    processes = list(getattr(pool, "_processes", {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(Exception):
            process.terminate()


class NewsSpider(scrapy.Spider):
    name = SOURCE
    custom_settings: ClassVar[dict[str, Any]] = {
        # Article pages obey robots.txt; feed and API requests opt out per request.
        "ROBOTSTXT_OBEY": True,
        "AUTOTHROTTLE_ENABLED": True,
        "AUTOTHROTTLE_START_DELAY": 1.0,
        "AUTOTHROTTLE_MAX_DELAY": 30.0,
        "AUTOTHROTTLE_TARGET_CONCURRENCY": 2.0,
        "CONCURRENT_REQUESTS_PER_DOMAIN": 2,
        # The global cap counts requests queued behind a host's AutoThrottle delay: with
        # Scrapy's 16, a search engine's feeds (one per locale and alias, one host) filled it
        # at the start of a crawl and held every article request back until AutoThrottle had
        # let most of them through (2 s in the news bench). 64 leaves room for the feeds of a
        # watchlist of several models; politeness is per host (above), and at most two
        # pages a host are downloading at once.
        "CONCURRENT_REQUESTS": 64,
        # A callback yields one article or a feed's requests, and the pipelines are
        # synchronous: more than one of Scrapy's parallel workers per response (a task and a
        # queue wait each: 0.01 ms a page for 4 of them) would be pure overhead.
        "CONCURRENT_ITEMS": 1,
    }

    @classmethod
    def update_settings(cls, settings: BaseSettings) -> None:
        """`custom_settings`, and the robots.txt middleware swapped for the fixed one (in the
        project's middleware dict, whose other entries stay as they are)."""
        super().update_settings(settings)
        middlewares = settings.getdict("DOWNLOADER_MIDDLEWARES")
        position = middlewares.pop(ROBOTS_MIDDLEWARE, None) or 100  # Scrapy's own place
        middlewares[ROBOTS_MIDDLEWARE] = None
        middlewares[f"{__name__}.RobotsTxtMiddleware"] = position
        settings.set("DOWNLOADER_MIDDLEWARES", middlewares, priority="spider")

    def __init__(
        self,
        *,
        targets: Iterable[dict[str, Any]] = (),
        google_news_url: str = "https://news.google.com",
        hn_search_url: str = "https://hn.algolia.com",
        reddit_url: str = "https://www.reddit.com",
        arxiv_url: str = "https://export.arxiv.org",
        article_max_bytes: int = 5_000_000,
        article_timeout: float = 20.0,
        extract_workers: int | None = None,
        known: dict[str, Iterable[str]] | None = None,
        relevance: dict[str, RelevanceTarget] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.targets = tuple(Target.from_dict(t) for t in targets)
        # Per model, what the pipeline judges relevance against: judged in the extraction
        # worker too, next to the text, when given (`jobs.crawl.spider_for` gives it).
        self.relevance = dict(relevance or {})
        # URL keys of articles stored by earlier crawls, per model: not fetched again.
        self.known = {model: frozenset(keys) for model, keys in (known or {}).items()}
        self.google_news_url = google_news_url.rstrip("/")
        self.hn_search_url = hn_search_url.rstrip("/")
        self.reddit_url = reddit_url.rstrip("/")
        self.arxiv_url = arxiv_url.rstrip("/")
        self.article_max_bytes = int(article_max_bytes)
        self.article_timeout = float(article_timeout)
        if extract_workers is None:
            extract_workers = default_extract_workers()
        self.extractor = ArticleExtractor(int(extract_workers))
        self.errors: SourceErrors
        self._by_model = {t.model: t for t in self.targets}
        self._seen: set[tuple[str, str]] = {  # (model, URL key) stored, yielded or pending
            (model, key) for model, keys in self.known.items() for key in keys
        }
        self._pending: dict[str, list[Claim]] = {}  # URL key -> claims waiting for its page
        # A page read for one model answers the other models' claims that come later; only
        # kept when several models are watched (it holds the article text).
        self._results: dict[str, tuple[str, ArticleParse | None, tuple[str, ...]]] = {}

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> NewsSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.errors = SourceErrors(crawler)
        return spider

    # ------------------------------------------------------------------ feeds

    def feed_requests(self) -> dict[str, tuple[FeedRequest, list[str]]]:
        """Every feed URL to read and the models it is read for (a URL shared by two models
        is fetched once)."""
        planned: dict[str, tuple[FeedRequest, list[str]]] = {}

        def add(target: Target, request: FeedRequest) -> None:
            entry = planned.setdefault(request.url, (request, []))
            if target.model not in entry[1]:
                entry[1].append(target.model)

        for target in self.targets:
            news = target.news
            terms = search_terms(target)
            for term in terms:
                for locale in news.google_news_locales:
                    url = google_news_search_url(self.google_news_url, _phrase(term), locale)
                    add(target, FeedRequest(url, f"google_news:{locale}", Parser.FEED, FEED_ACCEPT))
                if news.hacker_news:
                    url = hn_search_url(self.hn_search_url, term.text, tags="story")
                    add(target, FeedRequest(url, "hn", Parser.HN, JSON_ACCEPT))
                if news.reddit:
                    for subreddit in news.reddit_subreddits or (None,):
                        url = reddit_search_url(self.reddit_url, _phrase(term), subreddit)
                        add(target, FeedRequest(url, "reddit", Parser.REDDIT, JSON_ACCEPT))
            if news.arxiv and terms:
                # One query with the terms OR-ed (what the builder is for), not one per term:
                # arXiv asks API clients for no more than one request every three seconds.
                url = arxiv_query_url(self.arxiv_url, [t.text for t in terms])
                add(target, FeedRequest(url, "arxiv", Parser.ARXIV, FEED_ACCEPT))
            for feed_url in news.feeds:
                add(target, FeedRequest(feed_url, feed_url, Parser.FEED, FEED_ACCEPT))
        return planned

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for feed, models in self.feed_requests().values():
            yield scrapy.Request(
                feed.url,
                callback=self.parse_feed,
                errback=self.feed_failed,
                cb_kwargs={"feed": feed.label, "parser": feed.parser, "models": tuple(models)},
                headers={"Accept": feed.accept},
                dont_filter=True,
                meta={
                    "dont_obey_robotstxt": True,  # the service's own API, not a publisher page
                    "download_maxsize": DEFAULT_MAX_FEED_BYTES,
                },
            )

    async def parse_feed(
        self, response: Response, feed: str, parser: str, models: tuple[str, ...]
    ) -> list[Any]:
        """The feed's requests and observations, as a list: Scrapy runs a list through its
        spider middlewares synchronously, an async generator through a chain of async
        wrappers that costs more than the spider's own work on a page."""
        call = partial(
            parse_feed_body,
            str(Parser(parser)),
            response.body,
            url=response.url,
            content_type=_header(response, "Content-Type"),
            reddit_base=self.reddit_url,
        )
        try:
            parsed = await self.extractor.run(call, start_workers=False, first=True)
        except ExtractFailed as exc:
            # The worker's trouble (a hang on some page, most likely), not the feed's: parse
            # it here, as a crawl without workers does.
            log.warning("news feed %s parsed in the crawl's process: %s", response.url, exc)
            parsed = call()
        for code, count in parsed.problem_counts().items():
            self.crawler.stats.inc_value(f"{PROBLEMS_KEY}/{code}", count)
        if parsed.problems:
            shown = "; ".join(parsed.problems[:3])
            more = len(parsed.problems) - 3
            log.warning(
                "news feed %s (%s): %d problem(s): %s%s",
                feed,
                response.url,
                len(parsed.problems),
                shown,
                f" (+{more} more)" if more > 0 else "",
            )
        if not parsed.entries and parsed.problems:
            # Nothing could be read: the feed failed, not just some of its items.
            self.crawler.stats.inc_value(f"{FEEDS_KEY}/failed")
            where = feed if feed == response.url else f"{feed} {response.url}"
            self.errors.add(f"{where}: unreadable feed: {parsed.problems[0]}")
            return []
        self.crawler.stats.inc_value(f"{FEEDS_KEY}/ok")
        self.crawler.stats.inc_value(ENTRIES_KEY, len(parsed.entries))
        return [
            item
            for entry in parsed.entries
            for model in models
            for item in self._entry(Claim(model, feed, entry))
        ]

    def feed_failed(self, failure: Any) -> None:
        """An HTTP error, timeout or refused connection on a feed: an error of the source."""
        request = getattr(failure, "request", None)
        feed = request.cb_kwargs.get("feed", "?") if request is not None else "?"
        self.crawler.stats.inc_value(f"{FEEDS_KEY}/failed")
        self.errors.add(f"{feed} {describe_failure(failure)}")

    # ------------------------------------------------------------------ entries

    def _entry(self, claim: Claim) -> Iterator[Any]:
        """An observation now (no page to read), or the page's request, or nothing (seen)."""
        entry = claim.entry
        key = entry.url_key or canonical_url(entry.url)
        if (claim.model, key) in self._seen:
            self.crawler.stats.inc_value(DUPLICATES_KEY)
            return
        self._seen.add((claim.model, key))
        if entry.kind is FeedKind.ARXIV:
            yield self._from_feed(
                claim, (f"{Reason.NOT_FETCHED}: arXiv abstract",), text=entry.summary
            )
            return
        if _is_self_post(entry):
            yield self._self_post(claim)
            return
        skip = self._unfetchable(claim)
        if skip:
            yield self._from_feed(claim, (skip,))
            return
        if key in self._results:
            final_url, parse, reasons = self._results[key]
            yield self._observation(claim, final_url, parse, reasons)
            return
        if key in self._pending:
            self._pending[key].append(claim)
            return
        self._pending[key] = [claim]
        self.extractor.prepare()
        yield scrapy.Request(
            entry.url,
            callback=self.parse_article,
            errback=self.article_failed,
            cb_kwargs={"key": key},
            headers={"Accept": HTML_ACCEPT},
            dont_filter=True,  # deduplicated by URL key above
            priority=ARTICLE_PRIORITY,
            meta={
                "download_maxsize": self.article_max_bytes,
                "download_timeout": self.article_timeout,
                "max_retry_times": ARTICLE_RETRIES,
                # Conditional GET is for the feeds, polled every run. An article page is read
                # once; HTTP cache entries never expire, so caching every page ever read would
                # grow the cache without bound (and cost a few ms of disk writes per page).
                "dont_cache": True,
            },
        )

    def _unfetchable(self, claim: Claim) -> str | None:
        """Why the page behind an entry is not fetched, or None to fetch it."""
        entry = claim.entry
        target = self._by_model.get(claim.model)
        if target is not None and not target.news.fetch_articles:
            return f"{Reason.NOT_FETCHED}: fetch_articles is off"
        host = host_of(entry.url)
        if entry.extra.get("needs_resolution") and host == "news.google.com":
            return (
                f"{Reason.AGGREGATOR_UNRESOLVED}: Google News link that only Google can "
                "resolve (a JavaScript redirect)"
            )
        parts = urlsplit(entry.url)
        if parts.scheme not in ("http", "https") or not host:
            return f"{Reason.NOT_FETCHED}: not a web page ({entry.url[:80]})"
        if host in UNREADABLE_HOSTS:
            return f"{Reason.NOT_FETCHED}: {host} pages are not readable articles"
        if parts.path.lower().endswith(".pdf"):
            return f"{Reason.NOT_FETCHED}: a PDF"
        return None

    # ------------------------------------------------------------------ article pages

    def closed(self, reason: str) -> None:
        self.crawler.stats.set_value(BATCHES_KEY, self.extractor.batches_sent)
        self.extractor.close()

    async def parse_article(self, response: Response, key: str) -> list[ArticleObservation]:
        """The page's observations, as a list (see `parse_feed`)."""
        models = dict.fromkeys(claim.model for claim in self._pending.get(key, ()))
        try:
            parse = await self.extractor.extract(
                response.body,
                url=response.url,
                content_type=_header(response, "Content-Type"),
                max_bytes=self.article_max_bytes,
                content_language=_header(response, "Content-Language"),
                relevance_targets=tuple(self.relevance[m] for m in models if m in self.relevance),
            )
        except ExtractFailed as exc:
            log.warning("news article %s not extracted: %s", response.url, exc)
            reasons: tuple[str, ...] = (f"{Reason.EXTRACT_FAILED}: {exc}",)
            return list(self._answer(key, response.url, None, reasons))
        return list(self._answer(key, response.url, parse, ()))

    def article_failed(self, failure: Any) -> Iterator[ArticleObservation]:
        """The page could not be read: the feed entry stands in. Not an error of the source
        (publishers' pages fail all the time), but counted and logged."""
        request = failure.request
        reason = failure_reason(failure)
        log.info("news article %s not read: %s", request.url, reason)
        yield from self._answer(request.cb_kwargs["key"], request.url, None, (reason,))

    def _answer(
        self, key: str, final_url: str, parse: ArticleParse | None, reasons: tuple[str, ...]
    ) -> Iterator[ArticleObservation]:
        if len(self.targets) > 1:
            self._results[key] = (final_url, parse, reasons)
        for claim in self._pending.pop(key, []):
            observation = self._observation(claim, final_url, parse, reasons)
            page_key = (observation.extra or {}).get("url_key")
            if isinstance(page_key, str) and page_key != key:
                # The page's rel=canonical names an article this model already has.
                if (claim.model, page_key) in self._seen:
                    self.crawler.stats.inc_value(DUPLICATES_KEY)
                    continue
                self._seen.add((claim.model, page_key))
            yield observation

    def _observation(
        self,
        claim: Claim,
        final_url: str,
        parse: ArticleParse | None,
        reasons: tuple[str, ...],
    ) -> ArticleObservation:
        """The page merged with its feed entry; the entry alone when the page was not read."""
        if parse is None or parse.status is ArticleStatus.REJECTED:
            reasons = reasons + (parse.reasons if parse is not None else ())
            return self._from_feed(claim, reasons, url=final_url)
        entry = claim.entry
        venue = entry.kind in (FeedKind.HN, FeedKind.REDDIT)
        extra = {
            **_entry_extra(entry),
            "url_key": parse.url_key,
            "extractor": parse.extractor,
            "lang_source": parse.lang_source,
            "encoding": parse.encoding,
        }
        if final_url != entry.url:
            extra["feed_url"] = entry.url
        return self._count(
            ArticleObservation(
                model=claim.model,
                feed=claim.feed,
                url=final_url,
                observed_at=utcnow(),
                title=parse.title or entry.title,
                text=parse.text,
                summary=entry.summary or parse.description,
                canonical_url=parse.canonical_url,
                # An HN or Reddit entry names the submitter and the submission time, not the
                # article's author and date.
                author=parse.author or (None if venue else entry.author),
                published=parse.published or (None if venue else entry.published),
                lang=parse.lang or entry.lang,
                source_name=(parse.site_name if venue else entry.source_name or parse.site_name),
                source_url=None if venue else entry.source_url,
                status=str(parse.status),
                reasons=tuple(reasons) + parse.reasons,
                extra=extra,
                features=parse.features,
            )
        )

    def _from_feed(
        self,
        claim: Claim,
        reasons: tuple[str, ...],
        *,
        url: str | None = None,
        text: str = "",
    ) -> ArticleObservation:
        """Status "feed": the entry's own title, summary and source stand in for the page."""
        entry = claim.entry
        venue = entry.kind in (FeedKind.HN, FeedKind.REDDIT)
        extra = _entry_extra(entry)
        if url and url != entry.url:
            extra["feed_url"] = entry.url
            extra.pop("url_key", None)  # the entry's, not this URL's
        return self._count(
            ArticleObservation(
                model=claim.model,
                feed=claim.feed,
                url=url or entry.url,
                observed_at=utcnow(),
                title=entry.title,
                text=text,
                summary=entry.summary,
                author=None if venue else entry.author,
                published=None if venue else entry.published,
                lang=entry.lang or _detected_lang(text),
                source_name=None if venue else entry.source_name,
                source_url=None if venue else entry.source_url,
                status="feed",
                reasons=reasons,
                extra=extra,
            )
        )

    def _self_post(self, claim: Claim) -> ArticleObservation:
        """An Ask HN or a Reddit text post: the post is the article, on HN or the subreddit."""
        entry = claim.entry
        reasons = () if entry.summary else (f"{Reason.NO_TEXT}: a self post with a title only",)
        return self._count(
            ArticleObservation(
                model=claim.model,
                feed=claim.feed,
                url=entry.url,
                observed_at=utcnow(),
                title=entry.title,
                text=entry.summary,
                summary=entry.summary,
                author=entry.author,
                published=entry.published,
                lang=entry.lang or _detected_lang(entry.summary),
                source_name=entry.source_name,
                source_url=entry.source_url,
                status="full" if entry.summary else "feed",
                reasons=reasons,
                extra={**_entry_extra(entry), "self_post": True},
            )
        )

    def _count(self, observation: ArticleObservation) -> ArticleObservation:
        stats = self.crawler.stats
        stats.inc_value(f"{ARTICLES_KEY}/{observation.status}")
        for reason in observation.reasons:
            stats.inc_value(f"{REASONS_KEY}/{reason.split(':', 1)[0]}")
        return observation


def failure_reason(failure: Any) -> str:
    """A reason code and detail for an article page that could not be downloaded."""
    if failure.check(IgnoreRequest) and "robots.txt" in failure.getErrorMessage():
        return f"{Reason.ROBOTS}: the publisher's robots.txt disallows it"
    if failure.check(HttpError):
        response = failure.value.response
        return f"{Reason.HTTP_ERROR}: HTTP {response.status}"
    if failure.check(
        DownloadTimeoutError, twisted_errors.TimeoutError, twisted_errors.TCPTimedOutError
    ):
        return f"{Reason.TIMEOUT}: {failure.getErrorMessage()}"
    if failure.check(DownloadCancelledError, CancelledError):
        # Scrapy's message names the request again: "... max size (5000000) in request <GET …>."
        message = re.sub(r"\s+in request <[^>]*>\.?$", "", failure.getErrorMessage())
        return f"{Reason.TOO_LARGE}: {message or 'over the size limit'}"
    return f"{Reason.FETCH_FAILED}: {describe_failure(failure)}"


def _is_self_post(entry: FeedEntry) -> bool:
    if entry.kind is FeedKind.REDDIT:
        return bool(entry.extra.get("is_self"))
    if entry.kind is FeedKind.HN:
        return entry.url == entry.extra.get("discussion_url")
    return False


def _entry_extra(entry: FeedEntry) -> dict[str, object]:
    """The entry's source-specific fields, plus what identifies it in its feed."""
    extra: dict[str, object] = dict(entry.extra)
    extra["guid"] = entry.guid
    if entry.url_key:  # the canonical URL its feed's worker made (storage's key for it)
        extra["url_key"] = entry.url_key
    if entry.kind in (FeedKind.HN, FeedKind.REDDIT):
        extra["via"] = entry.source_name  # "Hacker News", "r/LocalLLaMA"
        extra["posted_at"] = entry.published
        extra["posted_by"] = entry.author
    return extra


def _detected_lang(text: str) -> str | None:
    if len(text) < MIN_LANG_TEXT:
        return None
    return guess_language(text).lang


def _header(response: Response, name: str) -> str | None:
    value = response.headers.get(name)
    return value.decode("latin-1") if value else None
