"""The labelled development corpus: verdict accuracy, per-verdict precision and recall.

The corpus lives in the shared folder beside the repository (``<repo>/../shared/corpus/dev``);
the test is skipped, with the reason, only when that folder is missing. Each document's
target comes from its header (see ``corpus.target_from_model_field``); the analyser never
sees the header's labels.
"""

from __future__ import annotations

from collections import Counter

import pytest

from domain.claims import Verdict, analyze

from .corpus import DEV_CORPUS, Document, dev_documents, target_from_model_field

#: Set just below the accuracy reached with general rules (24/24 when this was written):
#: a drop of more than one document fails the test.
ACCURACY_FLOOR = 0.95
#: Labels that must never come out as independent evidence, whatever else goes wrong.
NEVER_EVIDENCE = {Verdict.VENDOR_CLAIM_ONLY, Verdict.EXPLICITLY_UNVERIFIED}
EVIDENCE = {Verdict.INDEPENDENT_CONFIRMS, Verdict.INDEPENDENT_DISPUTES}

pytestmark = pytest.mark.skipif(
    not DEV_CORPUS.is_dir(), reason=f"development corpus not found at {DEV_CORPUS}"
)


@pytest.fixture(scope="module")
def results() -> list[tuple[Document, Verdict, Verdict]]:
    out = []
    for doc in dev_documents():
        target = target_from_model_field(doc.header["model"])
        analysis = analyze(doc.body, target, title=doc.title)
        out.append((doc, Verdict(doc.label), analysis.verdict))
    assert out, f"no documents in {DEV_CORPUS}"
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


def test_verdict_accuracy(results: list[tuple[Document, Verdict, Verdict]]) -> None:
    correct = sum(1 for _, label, got in results if label is got)
    accuracy = correct / len(results)
    print(f"\ndev corpus: {correct}/{len(results)} verdicts correct ({accuracy:.1%})")
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
