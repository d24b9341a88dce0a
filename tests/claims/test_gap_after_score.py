"""A gap to the claim stated in the sentence after a tester's score, and step budgets that are
no scores. Short synthetic texts (the model, the firm and the figures are invented).

"The firm measured 48.9 on Terminal-Bench 2.1. That is 2.8 points below the announced
figure." The second sentence gives the gap of the score before it; judged as a dispute
phrase it turned a confirmation (within Terminal-Bench's tolerance of 8 points) into a
dispute. It is now judged by the tolerance, as the claim written out would be, when it opens
by pointing back at the score ("That is", "Das sind", "C'est") right after it, and names no
other benchmark. A gap someone else states, or one after a vendor figure, is left alone.
"""

from __future__ import annotations

import pytest

from domain.claims import Target, Verdict, analyze

ORCA = Target("Orca-9B", vendor="Finch AI")

C = Verdict.INDEPENDENT_CONFIRMS
D = Verdict.INDEPENDENT_DISPUTES


def verdict(text: str) -> Verdict:
    return analyze(text, ORCA).verdict


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Kestrel Evals, an independent benchmarking firm, re-ran Orca-9B. The firm measured "
            "48.9 on Terminal-Bench 2.1. That is 2.8 points below the announced figure.",
            C,
        ),
        (
            "Kestrel Evals, an independent benchmarking firm, re-ran Orca-9B. The firm measured "
            "38.9 on Terminal-Bench 2.1. That is 12.8 points below the announced figure.",
            D,
        ),
        (
            "Das unabhängige Prüflabor Kestrel Evals hat Orca-9B nachgemessen. Das Labor kam "
            "auf 63,9 im τ³-bench. Das sind 1,4 Punkte unter dem angekündigten Wert.",
            C,
        ),
    ],
)
def test_a_gap_after_a_score_is_judged_by_the_tolerance(text: str, expected: Verdict) -> None:
    assert verdict(text) is expected


@pytest.mark.parametrize(
    "text",
    [
        # someone else's gap, which the tester rebuts
        "Kestrel Evals, an independent benchmarking firm, re-ran Orca-9B. The firm measured "
        "48.9 on Terminal-Bench 2.1. A forum thread put the model 12.8 points below the "
        "announced figure.",
        # the gap is another benchmark's
        "Kestrel Evals, an independent benchmarking firm, re-ran Orca-9B. The firm measured "
        "48.9 on Terminal-Bench 2.1. GPQA Diamond: 12.8 points below the announced figure.",
    ],
)
def test_a_gap_that_is_not_the_scores_is_not_judged_as_its_gap(text: str) -> None:
    assert verdict(text) is not C


def test_a_step_budget_is_no_score() -> None:
    text = (
        "Kestrel Evals, an independent benchmarking firm, re-ran Orca-9B on SWE-bench Verified "
        "with a budget of 150 agent steps and measured 70.1. The SWE-bench runs used a "
        "200-step budget."
    )
    values = {m.value for m in analyze(text, ORCA).mentions if m.value is not None}
    assert values == {70.1}
