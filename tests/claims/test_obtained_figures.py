"""Reading details of the seventh round, on short synthetic texts ("Orca-9B" by "Finch Labs",
invented): a bare decimal right after a verb of obtaining is a result, and so is a
percentage after a verb of reaching; a figure the tester says it did not reach is the claim;
the claim a sentence sets a result against is its counterpart.

Their red team is ``tests/corpus_redteam8/``. (A rule reading a party's declared absence of
ties to the vendor as the writer's own test was tried and withdrawn: see
``test_redteam7_corpus.py``.)
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze

ORCA = Target("Orca-9B", vendor="Finch Labs")


def verdict(text: str) -> Verdict:
    return analyze(text, ORCA).verdict


def independent_values(text: str) -> list[float]:
    return [
        m.value
        for m in analyze(text, ORCA).mentions
        if m.attribution is Attribution.INDEPENDENT and m.value is not None
    ]


# --- a bare decimal after a verb of obtaining ---


@pytest.mark.parametrize(
    "text",
    [
        "I ran Terminal-Bench 2.1 on Orca-9B myself. I got 38.6, against 51.7 claimed.",
        "J'ai passé Terminal-Bench 2.1 sur Orca-9B. J'obtiens **38,6**, contre 51,7 annoncés.",
        "Lo corrí ayer en Terminal-Bench 2.1 con Orca-9B y me sale 38,6, frente a 51,7 "
        "anunciados por Finch Labs.",
    ],
)
def test_a_bare_decimal_after_a_verb_of_obtaining_is_a_result(text: str) -> None:
    assert independent_values(text) == [38.6]
    assert verdict(text) is Verdict.INDEPENDENT_DISPUTES


@pytest.mark.parametrize(
    "sentence",
    [
        "I tested it with sampler 0.4.3 and got nothing useful.",
        "I tested it with temperature 0.7 and top-p 0.95.",
        "I measured it in 2.5 hours on vLLM 0.11.",
        "Abbiamo misurato con il campionatore 0.4.3 e temperatura 0,6.",
    ],
)
def test_a_setting_with_decimals_is_not_a_result(sentence: str) -> None:
    text = f"I ran SWE-bench Verified on Orca-9B. {sentence}"
    assert independent_values(text) == []


def test_a_percentage_after_a_verb_of_reaching_takes_the_benchmark_named_before() -> None:
    text = (
        "Prüfstand AI hat Orca-9B auf GPQA Diamond getestet, dreimal.\n\n"
        "Im Mittel kam das Modell nach eigenen Messungen auf 71,2 Prozent."
    )
    assert [m.value for m in analyze(text, ORCA).mentions if m.value is not None] == [71.2]


# --- a figure not reached ---


@pytest.mark.parametrize(
    "sentence",
    [
        "I ran Orca-9B on SWE-bench Verified myself and I can't get anywhere near the 73.6%.",
        "J'ai fait tourner Orca-9B sur SWE-bench Verified, et je ne retrouve pas les 73,6 %.",
        "Ich habe Orca-9B auf SWE-bench Verified getestet und komme nicht auf die 73,6 Prozent.",
    ],
)
def test_a_figure_the_tester_did_not_reach_is_the_claim(sentence: str) -> None:
    assert independent_values(sentence) == []
    assert verdict(sentence) is not Verdict.INDEPENDENT_CONFIRMS


# --- the counterpart a sentence names ---


def test_the_claim_in_the_results_own_sentence_is_its_counterpart() -> None:
    """Not the closest claim elsewhere in the text (82.7, which 80.2 would confirm)."""
    text = (
        "Evalworks, an independent lab, measured Orca-9B at 80.2% on GPQA Diamond, against "
        "the 89.4% Finch Labs announced. With a larger thinking budget, Finch Labs says, the "
        "model reaches 82.7%."
    )
    assert verdict(text) is Verdict.INDEPENDENT_DISPUTES
