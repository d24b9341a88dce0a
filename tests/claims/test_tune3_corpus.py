"""The third tuning corpus: verdict accuracy, per-verdict precision and recall.

``tests/corpus_tune3/`` holds 70 texts in seven languages written blind to the analyser
(labels and their meaning: its INDEX.md). It mirrors ``test_heldout_corpus.py``; the test
is skipped, with the reason, only when the folder is missing.

Targets: each document's target comes from its header's ``model`` field
(``corpus.target_from_model_field``). Clover documents, and the off-topic near misses whose
field reads "none (...) — watched: Clover-35B-A3B-Preview", are judged against ``CLOVER``
(as the blind-corpus test does); any other near miss is judged against the model after
"watched:" (or after "similar name to").

First measurement, before any rule was changed: 37/70 correct (52.9%), no false
independent. Confusion (expected -> got, counts): vendor-claim-only -> vendor-claim-only 12;
explicitly-unverified -> explicitly-unverified 10; off-topic -> off-topic 6;
independent-confirms -> independent-confirms 4, -> vendor-claim-only 17,
-> explicitly-unverified 2, -> independent-disputes 1; independent-disputes ->
independent-disputes 5, -> vendor-claim-only 10, -> explicitly-unverified 2,
-> independent-confirms 1.

After the general rules of ``test_independent_phrasing.py`` (first person singular and
plural in seven languages, third-party bodies as subjects of measuring verbs, compound and
replication verbs, "according to their measurements", results headings and settings lists
that continue a report, a colon giving the value of the model before it): 42/70 (60.0%),
still no false independent. Confusion: vendor-claim-only 12, explicitly-unverified 10 and
off-topic 6 all right; independent-confirms -> independent-confirms 7, -> vendor-claim-only
13, -> explicitly-unverified 2, -> independent-disputes 2; independent-disputes ->
independent-disputes 7, -> vendor-claim-only 7, -> explicitly-unverified 2,
-> independent-confirms 2.

After the structural rules of ``test_structural_rules.py`` (``domain.claims.contrast``: a
figure with no source of its own set against the vendor's attached figure for the same
benchmark or unit, or followed by its share of the claim, takes the document's independent
voice, and so do its bare repeats): 45/70 (64.3%), still no false independent. Confusion:
vendor-claim-only 12, explicitly-unverified 10 and off-topic 6 all right;
independent-confirms -> independent-confirms 9, -> vendor-claim-only 10,
-> explicitly-unverified 2, -> independent-disputes 3; independent-disputes ->
independent-disputes 8, -> vendor-claim-only 6, -> explicitly-unverified 2,
-> independent-confirms 2.

After the gap and report rules validated on tune4 (``test_tune4_corpus.py``: a result
stated as its distance from the vendor's figure; a figure with no source inside an
independent report that cannot be a repeat of the vendor's sourced figure): 46/70 (65.7%),
still no false independent; one more independent-confirms document right (-> vendor-claim-only
9).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from domain.claims import Target

from .corpus import (
    CLOVER,
    REPO_ROOT,
    Document,
    Result,
    check_accuracy,
    false_evidence,
    judge_documents,
    read_document,
    target_from_model_field,
)

TUNE3_CORPUS: Path = REPO_ROOT / "tests" / "corpus_tune3"

#: Set just below the accuracy reached with general and structural rules (45/70 when this
#: was written, 46/70 since): a drop of more than one document fails the test.
ACCURACY_FLOOR = 0.62

pytestmark = pytest.mark.skipif(
    not TUNE3_CORPUS.is_dir(), reason=f"tune3 corpus not found at {TUNE3_CORPUS}"
)


def tune3_documents() -> list[Document]:
    return [read_document(p) for p in sorted(TUNE3_CORPUS.glob("t[0-9]*.txt"))]


def _target(doc: Document) -> Target:
    field = doc.header["model"]
    watched = ("similar name to Clover", "watched: Clover")
    if field.startswith(CLOVER.name) or any(w in field for w in watched):
        return CLOVER
    _, sep, after = field.partition("watched: ")
    if sep:
        return target_from_model_field(after.strip())
    return target_from_model_field(field)


@pytest.fixture(scope="module")
def results() -> list[Result]:
    out = judge_documents(tune3_documents(), _target)
    assert len(out) == 70, f"expected 70 documents in {TUNE3_CORPUS}"
    return out


def test_verdict_accuracy(results: list[Result]) -> None:
    check_accuracy(results, ACCURACY_FLOOR, "tune3 corpus")


def test_no_vendor_claim_or_unverified_text_counts_as_evidence(results: list[Result]) -> None:
    """Absolute: no exception allowed."""
    assert not false_evidence(results)
