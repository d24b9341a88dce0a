"""The fourth tuning corpus: verdict accuracy, per-verdict precision and recall.

``tests/corpus_tune4/`` holds 70 texts in seven languages (files ``u01``..``u70``) written
blind to the analyser by another author than tune3's (labels and their meaning: its
INDEX.md). It was first a validation set, read only after two tuning rounds on tune3 had left
it unchanged; it is tuning data from then on. It mirrors ``test_tune3_corpus.py``, whose
``_target`` it uses; the test is skipped, with the reason, only when the folder is missing.

First measurement, at the state the structural round started from (after tune3's lexical
and same-clause contrast rules): 40/70 correct (57.1%), no false independent. Errors
(expected -> got): independent-confirms -> vendor-claim-only 10; independent-disputes ->
vendor-claim-only 13; plus a few others (confirms -> disputes 2, disputes -> confirms 1,
disputes -> off-topic 1, off-topic -> none 2, vendor-claim-only -> off-topic 1).

After the structural rules of ``test_structural_rules.py`` (a result stated as its distance
from the vendor's figure, "2.8 points below the announced figure", judged by the gap and the
benchmark's tolerance; a figure with no source inside an independent report that cannot be
a repeat of the vendor's sourced figure of the same kind): 45/70 (64.3%), still no false
independent. Confusion (expected -> got): vendor-claim-only -> vendor-claim-only 11,
-> off-topic 1; explicitly-unverified 11 all right; off-topic -> off-topic 5, -> none 2;
independent-confirms -> independent-confirms 13, -> vendor-claim-only 8,
-> independent-disputes 1; independent-disputes -> independent-disputes 5,
-> vendor-claim-only 11, -> independent-confirms 1, -> off-topic 1.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import (
    REPO_ROOT,
    Document,
    Result,
    check_accuracy,
    false_evidence,
    judge_documents,
    read_document,
)
from .test_tune3_corpus import _target

TUNE4_CORPUS: Path = REPO_ROOT / "tests" / "corpus_tune4"

#: Set just below the accuracy reached with the structural rules (45/70 when this was
#: written): a drop of more than one document fails the test.
ACCURACY_FLOOR = 0.62

pytestmark = pytest.mark.skipif(
    not TUNE4_CORPUS.is_dir(), reason=f"tune4 corpus not found at {TUNE4_CORPUS}"
)


def tune4_documents() -> list[Document]:
    return [read_document(p) for p in sorted(TUNE4_CORPUS.glob("u[0-9]*.txt"))]


@pytest.fixture(scope="module")
def results() -> list[Result]:
    out = judge_documents(tune4_documents(), _target)
    assert len(out) == 70, f"expected 70 documents in {TUNE4_CORPUS}"
    return out


def test_verdict_accuracy(results: list[Result]) -> None:
    check_accuracy(results, ACCURACY_FLOOR, "tune4 corpus")


def test_no_vendor_claim_or_unverified_text_counts_as_evidence(results: list[Result]) -> None:
    """Absolute: no exception allowed."""
    assert not false_evidence(results)
