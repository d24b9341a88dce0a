"""What the news crawl's extraction worker processes run for each article page.

Kept apart from the spider so that a worker imports the extractor and the text features,
not Scrapy and Twisted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from crawler.parsers.articles import ArticleParse, extract_article
from domain.news.features import article_features

__all__ = ["extract_page"]


def extract_page(body: bytes, **kwargs: Any) -> ArticleParse:
    """`extract_article`, plus the text features deduplication and story matching need.

    Those are pure functions of the text, so they are computed here, next to the text,
    rather than in the pipeline: the pipeline runs in the process that also runs the reactor
    (and the bot), which is the crawl's bottleneck.
    """
    parse = extract_article(body, **kwargs)
    if not parse.text:
        return parse
    return replace(parse, features=article_features(parse.title, parse.text, parse.lang))
