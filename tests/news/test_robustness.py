"""Mutated real inputs (truncated, bytes flipped, junk inserted) never raise."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from crawler.parsers.articles import ArticleStatus, extract_article
from crawler.parsers.feeds import parse_feed, parse_hn_search, parse_reddit_listing
from domain.news.relevance import assess_relevance
from domain.news.stories import make_story_article
from tests.news.support import API_FIXTURES, CLOVER, FEED_FIXTURES, PAGES

FEEDS = sorted([*FEED_FIXTURES.glob("*.xml"), *API_FIXTURES.glob("*.xml")])
JSONS = sorted(
    [
        *FEED_FIXTURES.glob("*.json"),
        *API_FIXTURES.glob("hn_*.json"),
        *API_FIXTURES.glob("reddit_*.json"),
    ]
)
JSONS = [p for p in JSONS if not p.name.endswith(".headers.json")]
PAGE_FILES = sorted(PAGES.glob("*.html"))


def _mutations(data: bytes, seed: int, count: int) -> Iterator[bytes]:
    rng = random.Random(seed)
    for _ in range(count):
        mutated = bytearray(data)
        roll = rng.random()
        if roll < 0.3:
            yield bytes(mutated[: rng.randrange(len(mutated) + 1)])
            continue
        for _ in range(rng.randrange(1, 20)):
            mutated[rng.randrange(len(mutated))] = rng.randrange(256)
        if roll > 0.8:
            at = rng.randrange(len(mutated))
            mutated[at:at] = bytes(rng.randrange(256) for _ in range(rng.randrange(50)))
        yield bytes(mutated)


@pytest.mark.parametrize("path", FEEDS, ids=lambda p: p.name)
def test_mutated_feeds(path) -> None:
    for index, body in enumerate(_mutations(path.read_bytes(), seed=11, count=25)):
        content_type = (None, "text/xml", "text/html; charset=utf-16")[index % 3]
        parse = parse_feed(body, url="https://x.test/feed", content_type=content_type)
        assert all(e.url.startswith("http") for e in parse.entries)


@pytest.mark.parametrize("path", JSONS, ids=lambda p: p.name)
def test_mutated_json_answers(path) -> None:
    for body in _mutations(path.read_bytes(), seed=12, count=25):
        parse_hn_search(body)
        parse_reddit_listing(body)


@pytest.mark.parametrize("path", PAGE_FILES, ids=lambda p: p.name)
def test_mutated_pages(path) -> None:
    for index, body in enumerate(_mutations(path.read_bytes(), seed=13, count=3)):
        content_type = (None, "text/html; charset=shift_jis", "application/xhtml+xml")[index % 3]
        result = extract_article(body, url="https://x.test/p", content_type=content_type)
        assert result.status in ArticleStatus
        assess_relevance(result.title, result.text, CLOVER)
        make_story_article("k", "https://x.test/p", result.title, result.text, lang=result.lang)
