"""The blind corpus: verdict accuracy on texts written by an author who saw neither the
analyser nor the other corpora.

``tests/corpus_blind/`` holds 35 texts in seven languages (labels: its INDEX.md). Measured
once before any rule was changed for it: 23/35 (65.7%) and one false "independent". Its
odd-numbered half was then used to correct the rules (12/18 -> 18/18); nobody tuning the
analyser has read the even-numbered half, which stayed at 11/17 (64.7%) with no false
"independent", before and after. The even half is the honest measure of the analyser on
unseen text; keep it unread when you change the rules.

``tests/corpus_blind2/`` (35 more texts by another blind author, nobody has read them) was
measured once, after every rule of this round: 23/35 (65.7%), no false "independent". Keep
it unread too.

A later round tuned the rules on two more blind-written corpora (``tests/corpus_tune3/``,
37/70 -> 42/70 with lexical rules, and ``tests/corpus_tune4/``, 40/70 unchanged) and tried
structural rules that were withdrawn after a red-team probe. Measured after it, counts
only: the even half still 11/17 and the second set still 23/35, no false "independent".

Later rounds, counts only: the reference rules of ``test_reporter_identity.py`` took the
second set to 25/35; the sixth round (``test_reading_details.py``) took the even half to
12/17 (the whole set 30/35), the second set unchanged, then more ways of saying nothing is
verified took the second set to 26/35; never a false "independent".

``tests/corpus_blind3/`` (70 texts by a sixth blind author, files ``x01``..``x70``, nobody
has read them) was written in the seventh round after its rules were final and measured
once: 43/70 (61.4%), no false "independent" — the same count as with the rules from before
that round. Per verdict (precision / recall): vendor-claim-only 0.38 / 1.00, confirms
1.00 / 0.20, disputes 0.83 / 0.59, unverified 1.00 / 0.75, off-topic 0.64 / 0.88. Keep it
unread.
"""

from __future__ import annotations

import pytest

from domain.claims import Target

from .corpus import (
    BLIND2_CORPUS,
    BLIND_CORPUS,
    CLOVER,
    Document,
    Result,
    blind_documents,
    check_accuracy,
    false_evidence,
    judge_documents,
    target_from_model_field,
    watched_target,
)

#: Just below the whole set's 30/35 (85.7%): a drop of more than one document fails.
ACCURACY_FLOOR = 0.83
#: The blind half alone (12/17 when this was written): it moves only when rules generalise.
BLIND_HALF_FLOOR = 0.64
#: The second blind set (25/35 when this was written): a drop of more than two fails.
BLIND2_FLOOR = 0.65
#: The third blind set (43/70 when this was written): a drop of more than one fails.
BLIND3_FLOOR = 0.60
BLIND3_CORPUS = BLIND_CORPUS.parent / "corpus_blind3"

pytestmark = pytest.mark.skipif(
    not BLIND_CORPUS.is_dir(), reason=f"blind corpus not found at {BLIND_CORPUS}"
)


def _target(doc: Document) -> Target:
    field = doc.header["model"]
    watched = ("similar name to Clover", "watched: Clover")
    if field.startswith(CLOVER.name) or any(w in field for w in watched):
        return CLOVER
    return target_from_model_field(field)


@pytest.fixture(scope="module")
def results() -> list[Result]:
    out = judge_documents(blind_documents(), _target)
    assert out, f"no documents in {BLIND_CORPUS}"
    return out


def test_verdict_accuracy(results: list[Result]) -> None:
    check_accuracy(results, ACCURACY_FLOOR, "blind corpus")


def test_verdict_accuracy_on_the_half_nobody_tuned_on(results: list[Result]) -> None:
    unread = [r for r in results if int(r[0].path.name[1:3]) % 2 == 0]
    assert len(unread) == 17
    check_accuracy(unread, BLIND_HALF_FLOOR, "blind corpus, even half")


def test_no_vendor_claim_or_unverified_text_counts_as_evidence(results: list[Result]) -> None:
    """Absolute: no exception allowed."""
    assert not false_evidence(results)


@pytest.fixture(scope="module")
def second() -> list[Result]:
    out = judge_documents(blind_documents(BLIND2_CORPUS), _target)
    assert len(out) == 35, f"expected 35 documents in {BLIND2_CORPUS}"
    return out


def test_verdict_accuracy_on_the_second_blind_set(second: list[Result]) -> None:
    check_accuracy(second, BLIND2_FLOOR, "second blind corpus")


def test_no_text_of_the_second_blind_set_is_false_evidence(second: list[Result]) -> None:
    assert not false_evidence(second)


@pytest.fixture(scope="module")
def third() -> list[Result]:
    out = judge_documents(blind_documents(BLIND3_CORPUS, "x[0-9]*.txt"), watched_target)
    assert len(out) == 70, f"expected 70 documents in {BLIND3_CORPUS}"
    return out


def test_verdict_accuracy_on_the_third_blind_set(third: list[Result]) -> None:
    check_accuracy(third, BLIND3_FLOOR, "third blind corpus")


def test_no_text_of_the_third_blind_set_is_false_evidence(third: list[Result]) -> None:
    assert not false_evidence(third)
