"""What the news crawl's extraction worker processes run: each article page, each feed.

Kept apart from the spider so that a worker imports the extractor, the feed parsers and
the text features, not Scrapy and Twisted (which cost a spawned worker about a second of
CPU more to import, and which the workers never use).
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

from crawler.parsers.articles import ArticleParse, extract_article
from crawler.parsers.feeds import (
    FeedParse,
    parse_arxiv,
    parse_feed,
    parse_hn_search,
    parse_reddit_listing,
    with_url_keys,
)
from domain.news.features import article_features
from domain.news.relevance import Target

__all__ = [
    "WORKER_NICENESS",
    "extract_page",
    "lower_priority",
    "parse_feed_body",
    "run_calls",
    "warm_up",
    "worker_init",
]

#: How much lower than the crawling process the extraction workers run (see
#: `crawler.spiders.news.default_extract_workers`): the reactor's turns are short and come
#: first.
WORKER_NICENESS = 10

_lowered = False  # inherited by the workers a fork server forks (`lower_priority`)


def extract_page(
    body: bytes, *, relevance_targets: Iterable[Target] = (), **kwargs: Any
) -> ArticleParse:
    """`extract_article`, plus the text features relevance, deduplication and story
    matching need (relevance for each of ``relevance_targets``).

    Those are pure functions of the text, so they are computed here, next to the text,
    rather than in the pipeline: the pipeline runs in the process that also runs the reactor
    (and the bot), which is the crawl's bottleneck.
    """
    parse = extract_article(body, **kwargs)
    if not parse.text:
        return parse
    features = article_features(parse.title, parse.text, parse.lang, relevance_targets)
    return replace(parse, features=features)


def parse_feed_body(
    parser: str, body: bytes, *, url: str, content_type: str | None, reddit_base: str
) -> FeedParse:
    """A feed's entries by the parser its source needs (the spider's `Parser` values).

    feedparser costs most of a millisecond per entry, as much as the rest of a page's
    handling in the crawl's own process, so feeds are parsed here too, and each entry's
    canonical URL (the spider's deduplication key) is made here.
    """
    if parser == "hn":
        parsed = parse_hn_search(body)
    elif parser == "reddit":
        parsed = parse_reddit_listing(body, base=reddit_base)
    elif parser == "arxiv":
        parsed = parse_arxiv(body, url=url)
    else:
        parsed = parse_feed(body, url=url, content_type=content_type)
    return replace(parsed, entries=with_url_keys(parsed.entries))


def run_calls(calls: Sequence[Callable[[], Any]]) -> list[tuple[bool, Any]]:
    """Each call's ``(True, result)``, or ``(False, "<Error>: <message>")`` when it raised.

    The spider hands the workers pages in batches, as many as arrived while the workers were
    busy: a hand-over per page (its future, task, thread wake-up and pickling) cost the
    crawl's process about a millisecond a page in the news bench. One page's error is that
    page's, not its batch's; the message is sent rather than the exception, which may not
    pickle.
    """
    outcomes: list[tuple[bool, Any]] = []
    for call in calls:
        try:
            outcomes.append((True, call()))
        except Exception as exc:
            outcomes.append((False, f"{type(exc).__name__}: {exc}"))
    return outcomes


def lower_priority() -> None:
    """Run `WORKER_NICENESS` below the process that started this one, once: a worker forked
    from the fork server, which lowered itself, inherits both the niceness and this flag."""
    global _lowered
    if _lowered:
        return
    _lowered = True
    with contextlib.suppress(OSError, AttributeError):  # no os.nice, or not allowed to
        os.nice(WORKER_NICENESS)


def worker_init() -> None:
    """Each worker's set-up. Ctrl-C is the parent's to handle."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    lower_priority()


_WARM_UP_PAGE = b"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Warm-up</title><link rel="canonical" href="https://example.org/warm-up">
<meta name="author" content="modelwatch"></head><body><article><h1>Warm-up</h1>
<p>A page the extractor reads once before its first real one, so that what it loads on
first use (trafilatura's own modules, the list of public suffixes, compiled patterns) is
loaded in the fork server, once, and shared by every worker forked from it.</p>
<p>It names no watched model and carries no numbers worth keeping.</p>
</article></body></html>"""


def warm_up() -> None:
    """Extract one built-in page, so that what the extractor loads on first use is loaded
    (see `crawler.extraction_server`)."""
    extract_page(_WARM_UP_PAGE, url="https://example.org/warm-up")
