"""Independent-measurement phrasing added after the tune3 measurement, on synthetic texts.

The model, lab and figures are invented ("Orca-9B" by "Finch Labs"); the sentences are
written for these tests, not taken from any corpus. Each rule has cases in several
languages and the cases it must leave alone (the vendor's own tests stay the vendor's).
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Verdict, analyze
from domain.claims.attribution import attribute
from tests.claims.synthetic import ORCA

V = Verdict.VENDOR_CLAIM_ONLY
C = Verdict.INDEPENDENT_CONFIRMS
D = Verdict.INDEPENDENT_DISPUTES


def verdict(text: str) -> Verdict:
    return analyze(text, ORCA).verdict


# --- first person singular and plural: the writer's own test ---------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "We spent two days benchmarking Orca-9B on a rented H100.",
        "On my card Orca-9B managed 210 tok/s.",
        "Auf unserem Testsystem lief Orca-9B mit 210 Token pro Sekunde.",
        "Sur notre machine, Orca-9B tourne à 210 tokens/s.",
        "He aprovechado para medir Orca-9B en mi H100.",
        "A mí me da 210 tokens/s con Orca-9B.",
        "Rodei o Orca-9B numa H100 alugada.",
        "Decidi tentar reproduzir o número do Orca-9B.",
        "Ho ottenuto 210 token al secondo con Orca-9B.",
    ],
)
def test_the_writers_own_test_is_independent(sentence: str) -> None:
    assert attribute(sentence, ORCA) == (Attribution.INDEPENDENT, "the author")


def test_a_quoted_first_person_stays_the_speakers() -> None:
    text = '"On our harness Orca-9B scores 64.2% on SWE-bench Verified," Finch Labs said.'
    assert attribute(text, ORCA)[0] is Attribution.VENDOR


# --- a third-party body as the subject of a measuring verb ------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "A research group at Elmsworth University has now run Orca-9B on GPQA Diamond.",
        "La Universidad de Tarento ha repetido la prueba de GPQA Diamond con Orca-9B.",
        "O grupo de pesquisa da Universidade do Sertão mediu o Orca-9B na GPQA Diamond.",
        "Il centro di calcolo Valdora ha misurato Orca-9B su una H200.",
        "Das Testlabor der Universität Halde testete Orca-9B auf GPQA Diamond.",
    ],
)
def test_a_university_or_computing_centre_that_measured_is_independent(sentence: str) -> None:
    assert attribute(sentence, ORCA)[0] is Attribution.INDEPENDENT


@pytest.mark.parametrize(
    "sentence",
    [
        # the body describes the vendor's origin, not who measured
        "Finch Labs, founded by professors of Elmsworth University, tested Orca-9B at 83.8%.",
        # the vendor's own lab
        "Finch Labs' research lab measured Orca-9B at 83.8% on GPQA Diamond.",
    ],
)
def test_a_body_that_describes_the_vendor_is_no_independent_party(sentence: str) -> None:
    assert attribute(sentence, ORCA)[0] is not Attribution.INDEPENDENT


@pytest.mark.parametrize(
    "sentence",
    [
        "Il centro di calcolo Valdora ha pubblicato le proprie misure su Orca-9B.",
        "Das Rechenzentrum Halde veröffentlichte seine Messungen zu Orca-9B.",
        "O grupo de pesquisa da Universidade do Sertão publicou a sua avaliação do Orca-9B.",
    ],
)
def test_a_body_that_published_its_own_measurements_is_independent(sentence: str) -> None:
    assert attribute(sentence, ORCA)[0] is Attribution.INDEPENDENT


def test_the_vendor_publishing_its_own_evaluation_stays_the_vendors() -> None:
    sentence = "Finch Labs published its evaluation of Orca-9B: 62.0 on SWE-bench Verified."
    assert attribute(sentence, ORCA)[0] is not Attribution.INDEPENDENT


def test_a_universitys_report_confirms_and_a_possessive_carries_it() -> None:
    text = (
        "Finch Labs says Orca-9B reaches 83.8% on GPQA Diamond.\n\n"
        "Un equipo de la Universidad de Tarento ha repetido la prueba. Según sus mediciones,"
        " Orca-9B obtiene un 82,9 % en GPQA Diamond."
    )
    assert verdict(text) is C


def test_according_to_the_vendors_own_measurements_stays_the_vendors() -> None:
    text = (
        "Finch Labs presentó Orca-9B. Según sus mediciones, Orca-9B obtiene un 83,8 % en"
        " GPQA Diamond."
    )
    assert verdict(text) is V


# --- compound tenses and replication verbs --------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Tarento Evals a reproduit le score d'Orca-9B sur GPQA Diamond.",
        "Tarento Evals ha riprodotto il punteggio di Orca-9B su GPQA Diamond.",
        "Tarento Evals reproduziu o resultado do Orca-9B na GPQA Diamond.",
        "Tarento Evals replicated the Orca-9B score on GPQA Diamond.",
    ],
)
def test_a_named_party_that_replicated_is_independent(sentence: str) -> None:
    assert attribute(sentence, ORCA) == (Attribution.INDEPENDENT, "Tarento Evals")


# --- a results heading and a settings list continue the report -------------------------


def test_a_results_heading_continues_the_report_before_it() -> None:
    text = (
        "Finch Labs claims 73.6% on SWE-bench Verified for Orca-9B.\n\n"
        "We ran Orca-9B on all 500 tasks with our own scaffold.\n\n"
        "Results\n"
        "- SWE-bench Verified: 61.0%\n"
    )
    assert verdict(text) is D


def test_a_results_heading_without_a_report_before_it_changes_nothing() -> None:
    text = "Finch Labs launched Orca-9B today.\n\nResults\n- SWE-bench Verified: 73.6%\n"
    assert verdict(text) is V


def test_a_first_person_heading_opens_the_writers_results() -> None:
    text = (
        "Finch Labs promises 200 tok/s for Orca-9B on an RTX 5070 Ti.\n\n"
        "O que obtive\n"
        "A média ficou em 96 tokens por segundo numa RTX 5070 Ti.\n"
    )
    assert verdict(text) is D


def test_a_settings_list_does_not_end_the_report() -> None:
    text = (
        "Finch Labs promises 200 tok/s for Orca-9B on one H100.\n\n"
        "I measured it myself on one H100:\n\n"
        "- batch 1, BF16\n"
        "- 300 prompts\n\n"
        "The mean was 190 tok/s on the H100.\n"
    )
    assert verdict(text) is C


def test_a_vendor_page_with_a_results_heading_stays_the_vendors() -> None:
    text = (
        "We at Finch Labs are proud of Orca-9B. We ran it on SWE-bench Verified.\n\n"
        "Results\n- SWE-bench Verified: 73.6%\n"
    )
    assert verdict(text) is V


# --- a colon gives the value of what is named before it --------------------------------


def test_a_figure_after_a_colon_belongs_to_the_model_named_before_it() -> None:
    text = (
        "Finch Labs promises 100 tok/s for Orca-9B on an RTX 5070 Ti.\n\n"
        "I measured Orca-9B at 52 tok/s on an RTX 5070 Ti. For comparison, I ran Qwen3-8B"
        " on the same machine: 97 tok/s.\n"
    )
    got = [(m.model, m.value) for m in analyze(text, ORCA).mentions if m.value == 97]
    assert got == [("Qwen3-8B", 97.0)]


def test_a_bare_repeat_of_a_measured_score_without_its_percent_keeps_its_source() -> None:
    text = (
        "Finch Labs claims 73.6% on SWE-bench Verified for Orca-9B.\n\n"
        "In our tests Orca-9B scored 61.0% on SWE-bench Verified. For a 9B model, 61.0 on"
        " SWE-bench Verified is still a respectable score.\n"
    )
    assert verdict(text) is D
