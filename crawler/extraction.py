"""What the news crawl's extraction worker processes run: each article page, each feed.

Kept apart from the spider so that a worker imports the extractor, the feed parsers and
the text features, not Scrapy and Twisted.
"""

from __future__ import annotations

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
)
from domain.news.features import article_features
from domain.news.relevance import Target

__all__ = ["extract_page", "parse_feed_body", "run_calls"]


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
    handling in the crawl's own process, so feeds are parsed here too.
    """
    if parser == "hn":
        return parse_hn_search(body)
    if parser == "reddit":
        return parse_reddit_listing(body, base=reddit_base)
    if parser == "arxiv":
        return parse_arxiv(body, url=url)
    return parse_feed(body, url=url, content_type=content_type)


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
