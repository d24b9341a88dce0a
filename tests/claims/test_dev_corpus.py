"""The labelled development corpus: verdict accuracy, per-verdict precision and recall.

The corpus lives in the shared folder beside the repository (``<repo>/../shared/corpus/dev``);
the test is skipped, with the reason, only when that folder is missing. Each document's
target comes from its header (see ``corpus.target_from_model_field``); the analyser never
sees the header's labels.
"""

from __future__ import annotations

import pytest

from .corpus import (
    DEV_CORPUS,
    Result,
    check_accuracy,
    dev_documents,
    false_evidence,
    judge_documents,
    target_from_model_field,
)

#: Set just below the accuracy reached with general rules (24/24 when this was written):
#: a drop of more than one document fails the test.
ACCURACY_FLOOR = 0.95

pytestmark = pytest.mark.skipif(
    not DEV_CORPUS.is_dir(), reason=f"development corpus not found at {DEV_CORPUS}"
)


@pytest.fixture(scope="module")
def results() -> list[Result]:
    out = judge_documents(dev_documents(), lambda d: target_from_model_field(d.header["model"]))
    assert out, f"no documents in {DEV_CORPUS}"
    return out


def test_verdict_accuracy(results: list[Result]) -> None:
    check_accuracy(results, ACCURACY_FLOOR, "dev corpus")


def test_no_vendor_claim_or_unverified_text_counts_as_evidence(results: list[Result]) -> None:
    """Absolute: no exception allowed."""
    assert not false_evidence(results)
