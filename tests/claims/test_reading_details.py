"""Details of reading figures and sources found by the third red team and the fifth tuning
corpus, each on short synthetic texts ("Orca-9B" by "Finch Labs", invented).

Numbers that are not results (a spread, a section's number, a report's number, a setting);
words of one language that another language's patterns took for a cue; a leaderboard's own
changelog; a score's gap to the claim written next to it; "no independent party has
published" in six languages.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze
from domain.claims.attribution import attribute
from domain.claims.modality import detect_negation

ORCA = Target("Orca-9B", vendor="Finch Labs")


def values(text: str) -> list[float]:
    return [m.value for m in analyze(text, ORCA).mentions if m.value is not None]


# --- numbers that are not results ---


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("We measured Orca-9B on GPQA Diamond: 75.1 (standard deviation 0.9).", [75.1]),
        ("Nous avons mesuré Orca-9B sur GPQA Diamond : 62,4 (écart-type 0,9).", [62.4]),
        ("Wir haben Orca-9B gemessen. GPQA Diamond: 75,1 Prozent (Streuung: ±1,2).", [75.1]),
        ("Medimos Orca-9B en GPQA Diamond: 70,2 (desviación estándar 1,1).", [70.2]),
        ("Medimos o Orca-9B no GPQA Diamond: 37,4 (desvio-padrão 1,2).", [37.4]),
        (
            "Abbiamo misurato Orca-9B su GPQA Diamond: 64,2 per cento. La deviazione standard "
            "tra le esecuzioni è di 0,8 punti.",
            [64.2],
        ),
    ],
)
def test_a_spread_is_not_a_result(text: str, kept: list[float]) -> None:
    assert values(text) == kept


def test_a_spread_column_is_not_a_result() -> None:
    text = (
        "Wir haben Orca-9B nachgemessen.\n\n"
        "| Benchmark | Eigene Messung | Standardabweichung |\n|---|---|---|\n"
        "| GPQA Diamond | 67,1 | 1,3 |\n"
    )
    assert values(text) == [67.1]


@pytest.mark.parametrize(
    "text",
    [
        "We tested Orca-9B on GPQA Diamond.\n\n**3. Results**\n\nGPQA Diamond: 70.2.",
        "**Report 12/2026: Orca-9B on GPQA Diamond**\n\nWe tested it. GPQA Diamond: 70.2.",
        "We ran Orca-9B on GPQA Diamond (pass^1) and on GPQA Diamond pass@1: 70.2.",
        "We ran Orca-9B on GPQA Diamond with a block size of 32: 70.2.",
        "Medimos Orca-9B en GPQA Diamond con 64 pasos de difusión: 70,2.",
    ],
)
def test_numbers_of_sections_reports_and_settings_are_not_results(text: str) -> None:
    assert values(text) == [70.2]


# --- words one language's patterns took from another ---


def test_italian_passive_state_is_no_reporting_verb() -> None:
    """ "sono state eseguite" is not the English "state" (a vendor's reporting verb)."""
    sentence = "Le 500 istanze di GPQA Diamond sono state eseguite tre volte su Orca-9B."
    assert attribute(sentence, ORCA)[0] is not Attribution.VENDOR


@pytest.mark.parametrize(
    "sentence",
    [
        "Se ejecutaron tres veces las 500 preguntas de GPQA Diamond con Orca-9B.",
        "Si è misurato Orca-9B su GPQA Diamond.",
        "A nota explica como reproduzi-lo com os pesos de Orca-9B.",
        "We reproduce its key sections below: Orca-9B scores 71.0 on GPQA Diamond.",
    ],
)
def test_no_tester_is_read_into_clitics_infinitives_or_republishing(sentence: str) -> None:
    assert attribute(sentence, ORCA)[0] is not Attribution.INDEPENDENT


def test_a_gap_below_the_claim_does_not_say_the_vendors_figures_follow() -> None:
    """ "9,4 punti sotto il valore dichiarato" compares; "Qui sotto i valori dichiarati"
    would introduce the vendor's figures."""
    text = (
        "Abbiamo misurato Orca-9B su GPQA Diamond.\n\n"
        "**Risultati.** GPQA Diamond: 64,2 per cento, 9,4 punti sotto il valore dichiarato."
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


def test_a_list_after_a_colon_keeps_its_sentences_source() -> None:
    text = "Finch Labs published the following figures:\n\n- GPQA Diamond: 71.0\n- AA-LCR: 60.2\n"
    mentions = [m for m in analyze(text, ORCA).mentions if m.value is not None]
    assert {m.attribution for m in mentions} == {Attribution.VENDOR}


# --- a leaderboard's own changelog ---

_BOARD_LOG = """# Changelog

## v3.2

**Added:** Orca-9B (Finch Labs)

- Open BF16 weights, our standard harness, four runs per task.
- **GPQA Diamond: 70.2** — vendor-reported: 71.0
- **AA-LCR: 58.1** — vendor-reported: 60.0
- Enters the overall ranking at #5.

**Fixed:** the CSV export dropped the last row. Every number on our board is from our own runs.
"""


def test_a_boards_changelog_gives_its_own_runs_in_an_added_entry() -> None:
    result = analyze(_BOARD_LOG, ORCA)
    assert result.verdict is Verdict.INDEPENDENT_CONFIRMS
    own = {m.value for m in result.mentions if m.attribution is Attribution.INDEPENDENT}
    assert own == {70.2, 58.1}


def test_a_changelog_without_ranking_or_first_person_is_no_board() -> None:
    text = _BOARD_LOG.replace("overall ranking at #5", "catalogue").replace(
        "Every number on our board is from our own runs.", ""
    )
    text = text.replace("our standard harness", "the standard harness")
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


# --- a gap to the claim written next to the score ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We measured Orca-9B. GPQA Diamond: 70.0, 1.0 point below the announced figure.",
            Verdict.INDEPENDENT_CONFIRMS,
        ),
        (
            "We measured Orca-9B. GPQA Diamond: 62.0, 9.0 points below the announced figure.",
            Verdict.INDEPENDENT_DISPUTES,
        ),
        (
            "Medimos o Orca-9B. **GPQA Diamond: 70,0** — 1,0 ponto abaixo do valor divulgado "
            "pela fabricante.",
            Verdict.INDEPENDENT_CONFIRMS,
        ),
    ],
)
def test_a_stated_gap_is_judged_by_the_tolerance(text: str, expected: Verdict) -> None:
    assert analyze(text, ORCA).verdict is expected


# --- nobody independent has published ---


@pytest.mark.parametrize(
    "sentence",
    [
        "So far no independent lab has published its own measurements of Orca-9B.",
        "Bisher hat kein unabhängiges Labor eigene Messungen zu Orca-9B veröffentlicht.",
        "Aucun laboratoire indépendant n'a encore publié de mesures sur Orca-9B.",
        "Ningún laboratorio independiente ha publicado todavía mediciones de Orca-9B.",
        "Nenhum laboratório independente publicou medições do Orca-9B.",
        "A oggi nessun soggetto indipendente ha pubblicato misure proprie su Orca-9B.",
    ],
)
def test_no_independent_party_has_published_is_a_negation(sentence: str) -> None:
    assert detect_negation(sentence) is not None
