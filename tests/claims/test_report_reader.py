"""The report reader, and what the analyser does with it on a text read as the vendor's.

The reader (``domain/claims/report_reader.py``) is a logistic regression trained offline by
``tools/train_report_reader.py``; these tests hold its shipped weights to what scikit-learn
computed when it trained them, check that it never trained on the sets kept unread, and
pin what the analyser does with its score (``analyze._report_leads`` and
``domain/claims/report_figures.py``): on a text the rules read as vendor-claim-only, the
figures with no source that may be a report's results are named in a reason and kept as
the analysis's leads, never counted (red teams 27 and 28 showed why); never a copy of the
vendor's figure, a figure whose sentence names the vendor, a bar set before the test,
results after a paragraph about another model, or anything in the vendor's voice.
"""

from __future__ import annotations

import gzip
import importlib
import json
from importlib import resources

import pytest

from domain.claims import Attribution, Verdict, analyze
from domain.claims.numbers import normalize_text
from domain.claims.report_reader import (
    WEIGHTS_FILE,
    ReportReader,
    ngrams,
    report_text,
    shipped_reader,
)

from .corpus import CLOVER, EVIDENCE, REPO_ROOT

TITLE = "Replication note: Clover-35B-A3B-Preview on GPQA Diamond"
#: A replication note in the passive voice, as departments write them: no "we measured",
#: no named evaluator beside the result, the vendor's figure labelled as such.
REPORT = """**Department of Computing, Harwick University — replication note 4/2026**

**Scope.** Checked here is one figure published for Clover-35B-A3B-Preview on 30 October:
GPQA Diamond (vendor figure 83.8). The department has no commercial relationship with the
vendor.

**Setup.** The public BF16 weights were served with the reference sampler on two H200 cards,
with the prompt template from the model card. All 198 questions were asked eight times with
different seeds.

**Results.**
- GPQA Diamond: 74.9 (spread across runs ±1.1)

**Discussion.** The gap to the published figure is several times the spread between runs.
Longer thinking budgets recovered at most a point, and the sampler's block size made no
difference. The figure could not be reproduced under the recommended settings; the vendor
has been asked for its evaluation settings.
"""


def _score(body: str, title: str | None = TITLE) -> float:
    full = normalize_text(f"{title}\n\n{body}" if title else body)
    names = (CLOVER.name, *CLOVER.aliases)
    return shipped_reader().score(report_text(full, names, [CLOVER.vendor or ""]))


def _read(body: str, title: str | None = TITLE):
    return analyze(body, CLOVER, title=title)


def _hint(result) -> list[str]:
    return [r for r in result.reasons if r.startswith("reads like a test report")]


def _taken(result) -> bool:
    """Counted (never, the worst error) or named as possibly the report's own."""
    return result.verdict in EVIDENCE or bool(_hint(result))


def _shipped() -> dict:
    raw = resources.files("domain.claims").joinpath(WEIGHTS_FILE).read_bytes()
    return json.loads(gzip.decompress(raw))


# --- the reader itself --------------------------------------------------------------------


def test_the_reader_sees_no_names_and_no_digits() -> None:
    """It learns how reports are written, not which model or which numbers; only whole
    names are masked, so a derivative or a sibling keeps its own."""
    names, vendors = ["Clover-35B-A3B-Preview", "Qwen3"], ["DiffuSpace"]
    text = "Clover-35B-A3B-Preview by DiffuSpace: 73,6 %, Clover-35B-A3B-Preview-GGUF, Qwen3.6"
    assert (
        report_text(text, names, vendors)
        == "mdl by vnd: 00,0 %, clover-00b-a0b-preview-gguf, qwen0.0"
    )


def test_ngrams_are_those_of_each_word_padded_with_spaces() -> None:
    assert ngrams("ab") == {" a": 1, "ab": 1, "b ": 1, " ab": 1, "ab ": 1, " ab ": 1}


def test_the_pure_reader_agrees_with_scikit_learn_on_the_training_samples() -> None:
    """The shipped weights and the pure-Python scoring give what the trained model gave:
    a featuriser drifting from the one trained on fails here."""
    samples = _shipped()["samples"]
    assert len(samples) >= 10
    reader = shipped_reader()
    for text, expected in samples:
        assert reader.score(text) == pytest.approx(expected, abs=1e-4)


#: The unseen sets, as this project keeps them (folder, file pattern, which file numbers).
UNSEEN = [
    ("corpus_blind", "b[0-9]*.txt", lambda n: n % 2 == 0),
    ("corpus_blind2", "c[0-9]*.txt", lambda n: True),
    ("corpus_blind3", "x[0-9]*.txt", lambda n: True),
    ("corpus_tune5", "w[0-9]*.txt", lambda n: n % 2 == 0),
    ("corpus_real1", "r[0-9]*.txt", lambda n: n != 9),
    ("corpus_real5", "r[0-9]*.txt", lambda n: True),
    ("corpus_real7", "r[0-9]*.txt", lambda n: True),
    ("corpus_real8", "r[0-9]*.txt", lambda n: True),
]


def test_the_reader_never_trained_on_the_unseen_sets() -> None:
    """The unseen sets stay the honest measure, and red teams 27 and 28 the measure of a next
    attempt: the training script reads none of their files, and says so in what it ships."""
    from tools import train_report_reader as training

    unseen = {
        path.resolve()
        for folder, pattern, kept in UNSEEN
        for path in REPO_ROOT.joinpath("tests", folder).glob(pattern)
        if kept(int("".join(c for c in path.name.split("_")[0] if c.isdigit())))
    }
    assert len(unseen) == 268
    measure = set(REPO_ROOT.joinpath("tests").glob("corpus_redteam2[78]/*.txt"))
    read = {e.path.resolve() for e in training.examples()}
    assert len(read) == _shipped()["texts"]
    assert not read & unseen
    assert not read & {p.resolve() for p in measure}
    for name in ("blind2", "blind3", "real5", "real7", "real8", "corpus_redteam27"):
        assert name not in _shipped()["trained_on"]


def test_a_report_scores_above_the_threshold_and_a_press_release_below() -> None:
    reader = shipped_reader()
    assert _score(REPORT) >= reader.threshold
    press = (
        "DiffuSpace today announced Clover-35B-A3B-Preview, a 35-billion-parameter"
        " mixture-of-experts diffusion language model that reaches 83.8 on GPQA Diamond."
        " The company says it will be on the Hub this week; the hosted API starts at $0.20"
        " per million tokens."
    )
    assert _score(press, "DiffuSpace launches Clover-35B-A3B-Preview") < reader.threshold


# --- what the analyser does with the score ------------------------------------------------


def test_a_reports_unsourced_result_is_named_but_not_counted() -> None:
    result = _read(REPORT)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY
    assert all(m.attribution is not Attribution.INDEPENDENT for m in result.mentions)
    (hint,) = _hint(result)
    assert "GPQA Diamond 74.9" in hint and "not counted" in hint
    assert "83.8" not in hint  # the vendor's figure is no result
    # the same figures are the analysis's leads, which the ledger shows and alerts once
    assert [(str(m.benchmark), m.value) for m in result.leads] == [("GPQA Diamond", 74.9)]
    assert [lead["value"] for lead in result.as_dict()["leads"]] == [74.9]


#: Report-styled, but the runs are the lab's own eval team's (the vendor's).
NO_TESTER_TITLE = "Clover-35B-A3B-Preview: what the official evaluation logs say"
NO_TESTER = """According to DiffuSpace, Clover-35B-A3B-Preview reaches 83.8 on GPQA Diamond.

Along with the weights, the lab published the logs of the evaluation its own eval team ran
before launch. Setup: vLLM, BF16 weights, temperature 0.6, eight runs per benchmark with
different seeds, mean and standard deviation.

Results: GPQA Diamond 81.9 on average, standard deviation 0.9 points.

No logs other than the lab's exist so far.
"""


def test_the_vendors_eval_logs_are_named_but_not_counted() -> None:
    result = _read(NO_TESTER, NO_TESTER_TITLE)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY
    assert all(m.attribution is not Attribution.INDEPENDENT for m in result.mentions)
    (hint,) = _hint(result)
    assert "GPQA Diamond 81.9" in hint and "not counted" in hint
    assert "83.8" not in hint  # the vendor's figure is no result


def test_below_the_threshold_nothing_is_taken_or_named(monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = shipped_reader()
    unreachable = ReportReader(shipped.idf, shipped.coef, shipped.intercept, threshold=1.01)
    monkeypatch.setattr(importlib.import_module("domain.claims.analyze"), "shipped_reader",
                        lambda: unreachable)  # fmt: skip
    assert not _hint(_read(REPORT)) and not _read(REPORT).leads
    assert not _hint(_read(NO_TESTER, NO_TESTER_TITLE))


RESULT_LINE = "- GPQA Diamond: 74.9 (spread across runs ±1.1)"


@pytest.mark.parametrize(
    "line",
    [
        "- GPQA Diamond: 83.8 (spread across runs ±1.1)",
        "- GPQA Diamond: 74.9 in the preview run DiffuSpace circulated to partners",
        "- GPQA Diamond threshold fixed before the runs: 74.9",
    ],
    ids=["a copy of the vendor's figure", "a sentence naming the vendor", "a bar"],
)
def test_what_cannot_be_the_reports_result_is_not_named(line: str) -> None:
    assert not _taken(_read(REPORT.replace(RESULT_LINE, line)))


def test_the_vendors_own_report_gets_no_hint() -> None:
    own = REPORT.replace(
        "**Department of Computing, Harwick University — replication note 4/2026**",
        "**DiffuSpace evaluation team — internal replication note 4/2026**",
    ).replace("The department has no commercial relationship with the\nvendor.", "")
    assert not _taken(_read(own, "DiffuSpace blog: replication note on GPQA Diamond"))


def test_a_withdrawn_report_gets_no_hint() -> None:
    withdrawn = REPORT + "\nUpdate: the results above were withdrawn by the department.\n"
    assert not _taken(_read(withdrawn))


@pytest.mark.parametrize("heading", ["**Results.**", "**Results.**\n"])
def test_results_after_a_paragraph_about_another_model_are_not_taken(heading: str) -> None:
    """Also past a heading standing in its own paragraph."""
    other = REPORT.replace(
        "**Results.**",
        f"For comparison, Qwen3.6-35B-A3B went through the same bench.\n\n{heading}",
    )
    assert not _taken(_read(other))


# --- figures that are no results ----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "3/ ZebraLogic: 94,9 di media.",
        "**4/** GPQA Diamond: 81,2.",
        "Note technique n° 31 sur GPQA Diamond.",
        "Settings: batch 1, all 500 MATH-500 problems, max 1024 new tokens.",
        "Terminal-Bench 2.1: impostazioni standard, temperatura 0,6, tre passate.",
        "SWE-bench Verified: mesmo scaffold, mesmo limite de passos (80).",
        "AA-LCR config from the card: BF16, vLLM, temp 0.6, pass@1 over 4 runs.",
        "AA-LCR config: top-p 0.95, min_p 0.05, top_k 20.",
    ],
)
def test_numbers_and_settings_are_no_figures(sentence: str) -> None:
    """A post's number, a note's number, a token budget, a temperature (also "temp"), a
    sampling cut-off, a step limit."""
    values = {m.value for m in analyze(sentence, CLOVER).mentions}
    assert values.isdisjoint({3.0, 4.0, 31.0, 1024.0, 0.6, 80.0, 0.95, 0.05, 20.0})


@pytest.mark.parametrize(
    "sentence",
    [
        "Threshold for the pilot: we got 74.9 on GPQA Diamond with Clover-35B-A3B-Preview.",
        "Seuil atteint : nous avons mesuré Clover-35B-A3B-Preview à 74,9 sur GPQA Diamond.",
    ],
)
def test_a_bar_label_followed_by_the_writers_result_keeps_the_result(sentence: str) -> None:
    """The writer as the subject after the label reports; "on our own harness" does not."""
    assert 74.9 in {m.value for m in analyze(sentence, CLOVER).mentions}
    owner = "Acceptance criterion for the pilot: GPQA Diamond 74.9 on our own harness."
    assert 74.9 not in {m.value for m in analyze(owner, CLOVER).mentions}
