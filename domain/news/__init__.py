"""News monitoring building blocks: pure functions, no network, no storage.

- :mod:`domain.news.urls` canonical URL keys, aggregator links, registrable domains
- :mod:`domain.news.outlets` outlet kinds (vendor, press, evaluator, community, paper)
- :mod:`domain.news.relevance` does an article write about the watched model?
- :mod:`domain.news.dedup` exact and near-duplicate texts (MinHash)
- :mod:`domain.news.stories` group articles about the same news across languages
- :mod:`domain.news.language` a cheap language guess

Names are loaded on first use (PEP 562): the feed parser needs only ``urls`` and should not
pay for datasketch/numpy at import time.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "NearDuplicateIndex": "dedup",
    "text_hash": "dedup",
    "OutletKind": "outlets",
    "classify_outlet": "outlets",
    "outlet_id": "outlets",
    "Relevance": "relevance",
    "RelevanceCode": "relevance",
    "Target": "relevance",
    "assess_relevance": "relevance",
    "Story": "stories",
    "StoryArticle": "stories",
    "StoryMatch": "stories",
    "StorySummary": "stories",
    "assign_story": "stories",
    "make_story_article": "stories",
    "new_story": "stories",
    "summarise_story": "stories",
    "canonical_url": "urls",
    "domain_of": "urls",
    "is_aggregator_link": "urls",
    "resolve_aggregator_link": "urls",
}
__all__ = [
    "NearDuplicateIndex",
    "OutletKind",
    "Relevance",
    "RelevanceCode",
    "Story",
    "StoryArticle",
    "StoryMatch",
    "StorySummary",
    "Target",
    "assess_relevance",
    "assign_story",
    "canonical_url",
    "classify_outlet",
    "domain_of",
    "is_aggregator_link",
    "make_story_article",
    "new_story",
    "outlet_id",
    "resolve_aggregator_link",
    "summarise_story",
    "text_hash",
]

if TYPE_CHECKING:
    from domain.news.dedup import NearDuplicateIndex, text_hash
    from domain.news.outlets import OutletKind, classify_outlet, outlet_id
    from domain.news.relevance import Relevance, RelevanceCode, Target, assess_relevance
    from domain.news.stories import (
        Story,
        StoryArticle,
        StoryMatch,
        StorySummary,
        assign_story,
        make_story_article,
        new_story,
        summarise_story,
    )
    from domain.news.urls import (
        canonical_url,
        domain_of,
        is_aggregator_link,
        resolve_aggregator_link,
    )


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'domain.news' has no attribute {name!r}")
    return getattr(import_module(f"domain.news.{module}"), name)
