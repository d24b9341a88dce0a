"""Outlet kinds: vendor, press, evaluator, community, paper; overridable tables."""

from __future__ import annotations

import pytest

from domain.news.outlets import DEFAULT_OUTLET_TABLE, OutletKind, classify_outlet, outlet_id
from tests.news.support import VENDOR_DOMAINS, VENDOR_ORGS


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("https://diffuspace.ai/blog/clover", OutletKind.VENDOR),
        ("https://docs.diffuspace.ai/models", OutletKind.VENDOR),
        ("https://huggingface.co/DiffuSpace/Clover-35B-A3B-Preview", OutletKind.VENDOR),
        ("https://huggingface.co/spaces/diffuspace/clover-demo", OutletKind.VENDOR),
        ("https://github.com/diffuspace/clover", OutletKind.VENDOR),
        ("https://diffuspace.github.io/clover/", OutletKind.VENDOR),
        ("https://x.com/DiffuSpace/status/1", OutletKind.VENDOR),
        ("https://huggingface.co/someone/Clover-35B-A3B-GGUF", OutletKind.COMMUNITY),
        ("https://github.com/someone/clover-bench", OutletKind.COMMUNITY),
        ("https://www.reddit.com/r/LocalLLaMA/comments/x1/clover/", OutletKind.COMMUNITY),
        ("https://old.reddit.com/r/LocalLLaMA/", OutletKind.COMMUNITY),
        ("https://news.ycombinator.com/item?id=46001", OutletKind.COMMUNITY),
        ("https://forum.example-ai.org/t/clover/12", OutletKind.COMMUNITY),
        ("https://arxiv.org/abs/2611.01234", OutletKind.PAPER),
        ("https://export.arxiv.org/api/query?search_query=clover", OutletKind.PAPER),
        ("https://huggingface.co/papers/2611.01234", OutletKind.PAPER),
        ("https://artificialanalysis.ai/models/clover-35b-a3b", OutletKind.EVALUATOR),
        ("https://lmarena.ai/leaderboard", OutletKind.EVALUATOR),
        ("https://www.swebench.com/", OutletKind.EVALUATOR),
        ("https://www.tbench.ai/leaderboard", OutletKind.EVALUATOR),
        ("https://taubench.com/", OutletKind.EVALUATOR),
        ("https://epoch.ai/data/ai-benchmarking-dashboard", OutletKind.EVALUATOR),
        ("https://www.vals.ai/benchmarks", OutletKind.EVALUATOR),
        ("https://livebench.ai/", OutletKind.EVALUATOR),
        ("https://livecodebench.github.io/leaderboard.html", OutletKind.EVALUATOR),
        (
            "https://huggingface.co/spaces/open-llm-leaderboard/open_llm_leaderboard",
            OutletKind.EVALUATOR,
        ),
        ("https://scale.com/leaderboard/coding", OutletKind.EVALUATOR),
        ("https://scale.com/blog/funding", OutletKind.PRESS),
        ("https://www.lemonde.fr/pixels/article/2026/11/19/clover.html", OutletKind.PRESS),
        ("aipressdaily.net", OutletKind.PRESS),
        ("", OutletKind.PRESS),
    ],
)
def test_builtin_classification(url: str, kind: OutletKind) -> None:
    assert classify_outlet(url, VENDOR_DOMAINS, VENDOR_ORGS) == kind


def test_without_vendor_information_vendor_pages_are_community_or_press() -> None:
    assert classify_outlet("https://huggingface.co/DiffuSpace/Clover") == OutletKind.COMMUNITY
    assert classify_outlet("https://diffuspace.ai/blog/clover") == OutletKind.PRESS


def test_tables_can_be_overridden_per_deployment() -> None:
    table = DEFAULT_OUTLET_TABLE.with_overrides(
        domains={"evalwatch.org": "evaluator", "reddit.com": OutletKind.PRESS},
        paths={("example.com", "/leaderboard"): OutletKind.EVALUATOR},
    )
    assert classify_outlet("https://evalwatch.org/clover", table=table) == OutletKind.EVALUATOR
    assert classify_outlet("https://www.reddit.com/r/x", table=table) == OutletKind.PRESS
    assert (
        classify_outlet("https://example.com/leaderboard/llm", table=table) == OutletKind.EVALUATOR
    )
    # the default table is untouched
    assert classify_outlet("https://evalwatch.org/clover") == OutletKind.PRESS
    with pytest.raises(ValueError):
        DEFAULT_OUTLET_TABLE.with_overrides(domains={"x.org": "blog"})


@pytest.mark.parametrize(
    ("url", "outlet"),
    [
        ("https://www.lemonde.fr/pixels/article.html", "lemonde.fr"),
        ("https://edition.cnn.com/2026/11/19/tech", "cnn.com"),
        ("https://medium.com/@shazow/ssh-how-does-it-even", "medium.com/shazow"),
        ("https://github.com/diffuspace/clover/issues/1", "github.com/diffuspace"),
        ("https://huggingface.co/DiffuSpace/Clover", "huggingface.co/diffuspace"),
        ("https://someone.substack.com/p/clover", "someone.substack.com"),
        ("https://www.reddit.com/r/LocalLLaMA/comments/x1/", "reddit.com"),
    ],
)
def test_outlet_identity(url: str, outlet: str) -> None:
    assert outlet_id(url) == outlet
