"""A lab's note that sets out, in the impersonal voice, to reproduce the vendor's published
figures, and prints its own result against each of them.

"Se pretendía reproducir dos resultados publicados por Finch Labs", "Si è cercato di
riprodurre", "Verificaram-se dois resultados divulgados", "Überprüft wurden die von Finch
Labs veröffentlichten Werte", "本报告旨在复现 Finch Labs 公布的": the note's writer is its
tester, as when it names itself a reproduction ("Replikationsbericht"). This only credits
figures the note sets against the claim (``against_claim``), with every guard that module
has (withdrawn, paid for, failed, planned, another card, build or model), and never on the
vendor's own page. The impersonal voice alone ("Es wurden fünf Durchläufe gemacht") still
credits nobody: a vendor's or a partner's note is written in it too (red team 14).

Also here, reading details that the red team 10 notes showed: the claim named after the
figure it is set against ("against 45.0 announced", "官方为45.0"), a score after a colon
with no space ("SWE-bench Verified:44.1", a full-width colon after NFKC), a result given as
a multiple of the claim ("534 Token pro Sekunde (das 0,89-Fache der Herstellerangabe)"), and
"the published value could not be reproduced", a dispute, not an attempt that failed to run.

Texts are invented ("Orca-9B" by "Finch Labs", claimed 45.0 on Terminal-Bench 2.1 and 70.0
on GPQA Diamond).
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Verdict, analyze
from domain.claims.numbers import iter_numbers
from tests.claims.synthetic import ORCA

#: Per language: a lab note with an ``{aim}`` slot and a ``{value}`` slot, its impersonal
#: aim to reproduce the published figure, and a sentence naming the same claim without any.
NOTES: dict[str, tuple[str, str, str]] = {
    "es": (
        "**Grupo de Cómputo, Universidad de Arlanza**\n\n**Objetivo.** {aim}\n\n"
        "**Método.** Dos GPU H200, cinco ejecuciones con semillas distintas.\n\n"
        "**Resultados.** Terminal-Bench 2.1: {value} (desviación típica 1,1), frente a 45,0 "
        "publicado.\n",
        "Se pretendía reproducir un resultado publicado por Finch Labs para Orca-9B: "
        "Terminal-Bench 2.1 (45,0).",
        "Finch Labs atribuye a Orca-9B un 45,0 en Terminal-Bench 2.1.",
    ),
    "it": (
        "**Gruppo di Calcolo, Politecnico di Valtrebbia**\n\n**Oggetto.** {aim}\n\n"
        "**Risultati.** Terminal-Bench 2.1: {value} (deviazione standard 0,9), contro 45,0 "
        "dichiarato.\n",
        "Si è cercato di riprodurre un risultato pubblicato da Finch Labs per Orca-9B: 45,0 su "
        "Terminal-Bench 2.1.",
        "Finch Labs attribuisce a Orca-9B 45,0 su Terminal-Bench 2.1.",
    ),
    "pt": (
        "**Centro de Computação, Instituto de Alvorada**\n\n**Âmbito.** {aim}\n\n"
        "**Resultados.** Terminal-Bench 2.1: {value} (desvio-padrão 0,8), face aos 45,0 "
        "anunciados.\n",
        "Verificaram-se os resultados divulgados pela Finch Labs para o Orca-9B no "
        "Terminal-Bench 2.1 (45,0).",
        "A Finch Labs atribui ao Orca-9B 45,0 no Terminal-Bench 2.1.",
    ),
    "de": (
        "**Rechenzentrum der Hochschule Nordheide**\n\n**Gegenstand.** {aim}\n\n"
        "**Ergebnisse.** Terminal-Bench 2.1: {value} (Streuung 1,2), gegenüber 45,0 "
        "veröffentlicht.\n",
        "Überprüft wurde der von Finch Labs veröffentlichte Wert von 45,0 auf Terminal-Bench "
        "2.1 für Orca-9B.",
        "Finch Labs gibt für Orca-9B 45,0 auf Terminal-Bench 2.1 an.",
    ),
    "en": (
        "**Systems Group, Northmoor Institute**\n\n**Subject.** {aim}\n\n"
        "**Results.** Terminal-Bench 2.1: {value} (standard deviation 0.9), against 45.0 "
        "announced.\n",
        "This note sets out to reproduce a result published by Finch Labs for Orca-9B: 45.0 "
        "on Terminal-Bench 2.1.",
        "Finch Labs says Orca-9B scores 45.0 on Terminal-Bench 2.1.",
    ),
    "zh": (
        "**青岚大学 计算实验室**\n\n**目的**\n\n{aim}\n\n**测试结果**\n\n"
        "Terminal-Bench 2.1 成绩为 {value}（标准差0.8），官方为45.0。\n",
        "本报告旨在复现Finch Labs公布的Orca-9B成绩：Terminal-Bench 2.1 45.0。",
        "Finch Labs称Orca-9B在Terminal-Bench 2.1上得分45.0。",
    ),
}


def _note(lang: str, value: str, *, aim: bool = True) -> str:
    template, with_aim, without = NOTES[lang]
    return template.format(aim=with_aim if aim else without, value=value)


@pytest.mark.parametrize(
    ("lang", "value", "verdict"),
    [
        ("es", "43,8", Verdict.INDEPENDENT_CONFIRMS),
        ("es", "31,0", Verdict.INDEPENDENT_DISPUTES),
        ("it", "44,1", Verdict.INDEPENDENT_CONFIRMS),
        ("it", "30,2", Verdict.INDEPENDENT_DISPUTES),
        ("pt", "43,0", Verdict.INDEPENDENT_CONFIRMS),
        ("pt", "29,9", Verdict.INDEPENDENT_DISPUTES),
        ("de", "42,9", Verdict.INDEPENDENT_CONFIRMS),
        ("de", "30,5", Verdict.INDEPENDENT_DISPUTES),
        ("en", "43.7", Verdict.INDEPENDENT_CONFIRMS),
        ("en", "31.1", Verdict.INDEPENDENT_DISPUTES),
        ("zh", "43.9", Verdict.INDEPENDENT_CONFIRMS),
        ("zh", "30.8", Verdict.INDEPENDENT_DISPUTES),
    ],
)
def test_a_notes_impersonal_aim_to_reproduce_makes_its_writer_the_tester(
    lang: str, value: str, verdict: Verdict
) -> None:
    result = analyze(_note(lang, value), ORCA)
    assert result.verdict is verdict, result.reasons
    measured = [m for m in result.mentions if m.raw_value == value]
    assert measured and all(m.attribution is Attribution.INDEPENDENT for m in measured)


@pytest.mark.parametrize("lang", sorted(NOTES))
def test_without_the_aim_the_same_figures_credit_nobody(lang: str) -> None:
    """The aim is what names the tester: the same results under a note that only states the
    claim stay unattributed."""
    value = "31,0" if lang in ("es", "it", "pt", "de") else "31.0"
    assert analyze(_note(lang, value, aim=False), ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


@pytest.mark.parametrize(
    "letterhead",
    ["**Nota técnica interna de Finch Labs**", "**Finch Labs — Grupo de Evaluación**"],
)
def test_the_vendors_own_impersonal_note_credits_nobody(letterhead: str) -> None:
    """The same voice on the vendor's letterhead: its figures are its own."""
    text = _note("es", "31,0").replace("**Grupo de Cómputo, Universidad de Arlanza**", letterhead)
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_partners_impersonal_note_credits_nobody() -> None:
    text = _note("it", "30,2").replace(
        "**Gruppo di Calcolo, Politecnico di Valtrebbia**",
        "**Nimbus Cloud, partner di Finch Labs per la distribuzione di Orca-9B**",
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_planned_reproduction_credits_nobody() -> None:
    text = _note("en", "31.0").replace(
        "on Terminal-Bench 2.1.\n", "on Terminal-Bench 2.1; the runs will start in January.\n", 1
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_commissioned_reproduction_credits_nobody() -> None:
    text = _note("it", "30,2") + ("\nLo studio è stato commissionato e pagato da Finch Labs.\n")
    assert analyze(text, ORCA).verdict not in (
        Verdict.INDEPENDENT_CONFIRMS,
        Verdict.INDEPENDENT_DISPUTES,
    )


def test_another_models_note_says_nothing_of_the_watched_one() -> None:
    text = _note("pt", "29,9").replace("para o Orca-9B", "para o Nettle-22B")
    assert analyze(text, ORCA).verdict not in (
        Verdict.INDEPENDENT_CONFIRMS,
        Verdict.INDEPENDENT_DISPUTES,
    )


def test_a_value_that_could_not_be_reproduced_is_a_dispute_not_a_failed_run() -> None:
    text = _note("de", "30,5") + (
        "\n**Schluss.** Der veröffentlichte Wert konnte nicht reproduziert werden.\n"
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


def test_a_run_that_failed_still_credits_nobody() -> None:
    """ "konnte das Modell nicht laden": the attempt failed, whatever figure follows."""
    text = _note("de", "30,5") + (
        "\n**Schluss.** Auf der zweiten Karte konnte das Modell nicht geladen werden.\n"
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_multiple_of_the_claim_sets_a_speed_against_it() -> None:
    text = (
        "**Messbericht, Hochschule Nordheide.** Gemessen wurde die von Finch Labs angegebene "
        "Geschwindigkeit von Orca-9B: 600 Token pro Sekunde auf einer H200.\n\n"
        "**Ergebnisse.** Mittlere Geschwindigkeit auf der H200: 534 Token pro Sekunde (das "
        "0,89-Fache der Herstellerangabe).\n"
    )
    result = analyze(text, ORCA)
    assert result.verdict is Verdict.INDEPENDENT_CONFIRMS, result.reasons


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("SWE-bench Verified:44.1,官方为45.0", ["44.1", "45.0"]),
        ("得分:71.3", ["71.3"]),
        ("the call at 12:30 today", ["12"]),
        ("served from localhost:8080", []),
        ("a 3:1.5 ratio", ["3"]),
    ],
)
def test_a_decimal_after_a_names_colon_is_a_number(text: str, numbers: list[str]) -> None:
    assert [n.raw for n in iter_numbers(text)] == numbers
