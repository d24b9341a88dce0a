"""The two sets that restate real published reports: verdict accuracy and the worst error.

``tests/corpus_real1/`` and ``tests/corpus_real2/`` (28 texts each, seven languages) were
written blind to the analyser, like the dev corpus: each text restates a real report (a
launch post, a wire brief, an evaluator's results, a forum test) in new words (their
INDEX.md says how). The earlier blind sets are invented texts about one fictional
release; these are the closest we have to what the service reads.

real2 was measured first, before any rule of its round: 15/28 (53.6%), no false
"independent". Its misses were then read and fixed with general rules
(``test_real_report_details.py``): 22/28, then 21/28 when red team 13 made one of them
("did not come only from xAI" is no negation) leak and it was withdrawn.

real1 was measured once, after those rules: 17/28 (60.7%), the same as with the rules from
before the round, with one false "independent": a quantiser's own speed test of its build
(r09). That text was read and fixed (a writer's derivative never verifies the model); the
other 27 are unread: 17/27 (63.0%), and 18/28 in all.

Floors sit just below what is reached: a drop of more than one document fails.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import (
    REPO_ROOT,
    Result,
    check_accuracy,
    false_evidence,
    judge_documents,
    read_document,
    watched_target,
)

CORPORA: dict[str, tuple[Path, str, float]] = {
    "real1": (REPO_ROOT / "tests" / "corpus_real1", "r[0-9]*.txt", 0.60),
    "real2": (REPO_ROOT / "tests" / "corpus_real2", "s[0-9]*.txt", 0.71),
}


@pytest.fixture(scope="module", params=sorted(CORPORA))
def corpus(request: pytest.FixtureRequest) -> tuple[str, float, list[Result]]:
    folder, pattern, floor = CORPORA[request.param]
    if not folder.is_dir():
        pytest.skip(f"{request.param} corpus not found at {folder}")
    documents = [read_document(p) for p in sorted(folder.glob(pattern))]
    assert len(documents) == 28, f"expected 28 documents in {folder}"
    return request.param, floor, judge_documents(documents, watched_target)


def test_verdict_accuracy(corpus: tuple[str, float, list[Result]]) -> None:
    name, floor, results = corpus
    check_accuracy(results, floor, f"{name} corpus")


def test_no_vendor_claim_or_unverified_text_counts_as_evidence(
    corpus: tuple[str, float, list[Result]],
) -> None:
    """Absolute: no exception allowed."""
    assert not false_evidence(corpus[2])
