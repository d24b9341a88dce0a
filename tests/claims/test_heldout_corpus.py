"""The held-out corpus: verdict accuracy, per-verdict precision and recall.

``tests/corpus_heldout/`` holds 42 texts in seven languages written by an author who never
saw the analyser's rules (labels and their meaning: its INDEX.md). It mirrors
``test_dev_corpus.py``; the test is skipped, with the reason, only when the folder is
missing.

Targets: each document's target comes from its header's ``model`` field
(``corpus.target_from_model_field``), as for the dev corpus. The six off-topic documents
have no watched model in their header ("none — ..."), so the target is the model a user
would be watching when the text reaches the analyser, the one its near miss could be
mistaken for (``WATCHED``):

=====  ==========================================  =====================================
file   what the text is                           watched target
=====  ==========================================  =====================================
h06    Clover-3.5B, Meadowlark's look-alike       Clover-35B-A3B-Preview (DiffuSpace)
h12    Terminal-Bench 2.1 release, no model       Clover-35B-A3B-Preview (DiffuSpace)
h18    RTX 5070 Ti graphics-card review           Clover-35B-A3B-Preview (DiffuSpace)
h24    Clover, a point-of-sale platform           Clover-35B-A3B-Preview (DiffuSpace)
h30    benchmark-contamination study, no model    Clover-35B-A3B-Preview (DiffuSpace)
h36    Mercury, a fintech bank                    Mercury 3, alias Mercury (Inception)
=====  ==========================================  =====================================

The analyser never sees the header's labels. The rules were corrected once after a first
measurement on these texts (33/42, one false "independent"), with general multilingual
rules only; the blind corpus, which nobody reads, stays the real measure.
"""

from __future__ import annotations

import pytest

from domain.claims import Target, Verdict

from .corpus import (
    CLOVER,
    HELDOUT_CORPUS,
    Document,
    Result,
    check_accuracy,
    false_evidence,
    heldout_documents,
    judge_documents,
    target_from_model_field,
)

#: Set just below the accuracy reached with general rules (42/42 when this was written):
#: a drop of more than two documents fails the test.
ACCURACY_FLOOR = 0.95

#: The watched target for the off-topic texts, whose header names no model (see above).
WATCHED = {
    "h06": CLOVER,
    "h12": CLOVER,
    "h18": CLOVER,
    "h24": CLOVER,
    "h30": CLOVER,
    "h36": Target("Mercury 3", ("Mercury",), "Inception Labs"),
}

pytestmark = pytest.mark.skipif(
    not HELDOUT_CORPUS.is_dir(), reason=f"held-out corpus not found at {HELDOUT_CORPUS}"
)


def _target(doc: Document) -> Target:
    return WATCHED.get(doc.path.name[:3]) or target_from_model_field(doc.header["model"])


@pytest.fixture(scope="module")
def results() -> list[Result]:
    out = judge_documents(heldout_documents(), _target)
    assert out, f"no documents in {HELDOUT_CORPUS}"
    return out


def test_every_off_topic_text_has_a_watched_target() -> None:
    """The table above must cover every off-topic text, or its target would be "none"."""
    off_topic = {d.path.name[:3] for d in heldout_documents() if d.label == Verdict.OFF_TOPIC}
    assert off_topic == set(WATCHED)


def test_verdict_accuracy(results: list[Result]) -> None:
    check_accuracy(results, ACCURACY_FLOOR, "held-out corpus")


def test_no_vendor_claim_or_unverified_text_counts_as_evidence(results: list[Result]) -> None:
    """Absolute: no exception allowed."""
    assert not false_evidence(results)
