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

from collections import Counter

import pytest

from domain.claims import Target, Verdict, analyze

from .corpus import HELDOUT_CORPUS, Document, heldout_documents, target_from_model_field

#: Set just below the accuracy reached with general rules (42/42 when this was written):
#: a drop of more than two documents fails the test.
ACCURACY_FLOOR = 0.95
#: Labels that must never come out as independent evidence, whatever else goes wrong.
NEVER_EVIDENCE = {Verdict.VENDOR_CLAIM_ONLY, Verdict.EXPLICITLY_UNVERIFIED}
EVIDENCE = {Verdict.INDEPENDENT_CONFIRMS, Verdict.INDEPENDENT_DISPUTES}

CLOVER = Target("Clover-35B-A3B-Preview", ("Clover-35B-A3B",), "DiffuSpace")
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
def results() -> list[tuple[Document, Verdict, Verdict]]:
    out = []
    for doc in heldout_documents():
        analysis = analyze(doc.body, _target(doc), title=doc.title)
        out.append((doc, Verdict(doc.label), analysis.verdict))
    assert out, f"no documents in {HELDOUT_CORPUS}"
    return out


def _table(results: list[tuple[Document, Verdict, Verdict]]) -> str:
    lines = [f"{'verdict':<24}{'n':>4}{'precision':>11}{'recall':>8}"]
    for verdict in Verdict:
        gold = sum(1 for _, label, _ in results if label is verdict)
        said = sum(1 for _, _, got in results if got is verdict)
        hits = sum(1 for _, label, got in results if label is verdict and got is verdict)
        if not gold and not said:
            continue
        precision = f"{hits / said:.2f}" if said else "-"
        recall = f"{hits / gold:.2f}" if gold else "-"
        lines.append(f"{verdict:<24}{gold:>4}{precision:>11}{recall:>8}")
    wrong = [(d.path.name, str(label), str(got)) for d, label, got in results if label is not got]
    lines += [f"  wrong: {name}: labelled {label}, got {got}" for name, label, got in wrong]
    return "\n".join(lines)


def test_every_off_topic_text_has_a_watched_target() -> None:
    """The table above must cover every off-topic text, or its target would be "none"."""
    off_topic = {d.path.name[:3] for d in heldout_documents() if d.label == Verdict.OFF_TOPIC}
    assert off_topic == set(WATCHED)


def test_verdict_accuracy(results: list[tuple[Document, Verdict, Verdict]]) -> None:
    correct = sum(1 for _, label, got in results if label is got)
    accuracy = correct / len(results)
    print(f"\nheld-out corpus: {correct}/{len(results)} verdicts correct ({accuracy:.1%})")
    print(_table(results))
    print("confusion:", dict(Counter((str(label), str(got)) for _, label, got in results)))
    assert accuracy >= ACCURACY_FLOOR, _table(results)


def test_no_vendor_claim_or_unverified_text_counts_as_evidence(
    results: list[tuple[Document, Verdict, Verdict]],
) -> None:
    """The worst error: a repeat of the vendor's number, or a text saying nothing is
    verified, reported as independent evidence. Absolute: no exception allowed."""
    bad = [
        f"{doc.path.name}: labelled {label}, got {got}"
        for doc, label, got in results
        if label in NEVER_EVIDENCE and got in EVIDENCE
    ]
    assert not bad, bad
