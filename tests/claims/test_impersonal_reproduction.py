"""Reproduction notes: what the fifteenth round kept after its red team.

The round first read a note's impersonal aim to reproduce the vendor's published figures
("Se pretendía reproducir dos resultados publicados por Finch Labs", "Si è cercato di
riprodurre", "Überprüft wurde der veröffentlichte Wert") as the writer's own test, and a
result given as a multiple of the claim ("das 0,89-Fache der Herstellerangabe") as set
against it. Red team 22 (``tests/corpus_redteam22/``) made all 24 of its traps come out as
independent evidence through them: the vendor's own evaluation group named only in a
signature, partners and distributors tied by words no lexicon knows, acceptance thresholds,
errata, a sibling model, a community build. Both were withdrawn; the first test below pins
that the impersonal aim alone still credits nobody.

Kept, each tested here: the claim named after the figure it is set against ("against 45.0
announced", "官方为45.0", "frente a 45,0 publicado"); a decimal after a name's colon
("SWE-bench Verified:44.1", a full-width colon after NFKC); a failure to reproduce the claim
("we could not reproduce the published figure", "Wir konnten den veröffentlichten Wert nicht
reproduzieren") as the test's dispute, not a failed run, unless its sentence gives a reason
("because no complete run exists", "Da kein Durchlauf zustande kam"); "llama.cpp" is a
program, not a model; and the passive agent ("measured by an independent lab"), whose
patterns held backspace characters where word boundaries were meant, so that they never
matched. Red team 23 (``tests/corpus_redteam23/``) then found what reading more text let
through, closed by guards also tested here: a note signed by the vendor's staff is the
vendor's; resellers and exclusive agents are tied to it; a reproduction report the vendor is
named just before is the vendor's; forecasts are guesses; more ways of saying no independent
figure exists ("nessun numero esterno è disponibile", "还没有任何第三方分数"). The routines
"每两周" and "每季度" are pinned by red teams 22 and 23 (r22_22, r23_09).

Texts are invented ("Orca-9B" by "Finch Labs", claimed 45.0 on Terminal-Bench 2.1).
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Verdict, analyze
from domain.claims.numbers import iter_numbers
from domain.claims.patterns import union
from domain.claims.targets import matcher_for
from tests.claims.corpus import EVIDENCE
from tests.claims.synthetic import ORCA

#: A reproduction report in the writer's own words (its title names it one), with a result
#: slot; the claim is named after the result by ``{named}``.
REPORT = (
    "**Replication report 7/2026, Northmoor Institute**\n\n"
    "The public BF16 weights of Orca-9B by Finch Labs, two H200, five runs with different "
    "seeds.\n\n"
    "**Results.** Terminal-Bench 2.1: {value} (standard deviation 0.9), against 45.0 "
    "{named}.\n"
)


@pytest.mark.parametrize(
    ("value", "verdict"),
    [("43.7", Verdict.INDEPENDENT_CONFIRMS), ("31.1", Verdict.INDEPENDENT_DISPUTES)],
)
def test_the_claim_named_after_a_result_is_what_it_is_set_against(
    value: str, verdict: Verdict
) -> None:
    result = analyze(REPORT.format(value=value, named="announced"), ORCA)
    assert result.verdict is verdict, result.reasons
    measured = [m for m in result.mentions if m.raw_value == value]
    assert measured and all(m.attribution is Attribution.INDEPENDENT for m in measured)


def test_a_figure_after_a_result_that_names_no_claim_is_set_against_nothing() -> None:
    """ "against 45.0 last week": another run, not the claim."""
    text = REPORT.format(value="31.1", named="last week")
    assert analyze(text, ORCA).verdict not in EVIDENCE


@pytest.mark.parametrize(
    "aim",
    [
        "Se pretendía reproducir un resultado publicado por Finch Labs para Orca-9B: "
        "Terminal-Bench 2.1 (45,0).",
        "Si è cercato di riprodurre un risultato pubblicato da Finch Labs per Orca-9B: 45,0 su "
        "Terminal-Bench 2.1.",
        "Überprüft wurde der von Finch Labs veröffentlichte Wert von 45,0 auf Terminal-Bench "
        "2.1 für Orca-9B.",
    ],
)
def test_an_impersonal_aim_to_reproduce_names_no_tester(aim: str) -> None:
    """Withdrawn after red team 22: the vendor's own notes are written in this voice too."""
    results = "**Resultados.** Terminal-Bench 2.1: 31,0, frente a 45,0 publicado."
    text = f"**Nota técnica 4/2026**\n\n{aim}\n\n{results}\n"
    assert analyze(text, ORCA).verdict not in EVIDENCE


@pytest.mark.parametrize(
    ("ending", "verdict"),
    [
        # the test's result, told as a failure to reproduce the claim: a dispute
        ("We could not reproduce the published figure.", Verdict.INDEPENDENT_DISPUTES),
        # a run that never happened, whichever side the reason stands on: nobody's result
        (
            "We could not reproduce the published figure, because no complete run exists.",
            Verdict.VENDOR_CLAIM_ONLY,
        ),
        (
            "Since no complete run exists, we could not reproduce the published figure.",
            Verdict.VENDOR_CLAIM_ONLY,
        ),
        # not the claim: something else failed
        ("We could not reproduce the screenshot from the launch post.", Verdict.VENDOR_CLAIM_ONLY),
    ],
)
def test_a_failure_to_reproduce_the_claim_is_a_dispute_unless_the_run_failed(
    ending: str, verdict: Verdict
) -> None:
    text = REPORT.format(value="31.1", named="announced") + f"\n**Conclusion.** {ending}\n"
    assert analyze(text, ORCA).verdict is verdict


GERMAN = (
    "**Replikationsbericht 3/2026, Hochschule Nordheide**\n\n"
    "Orca-9B von Finch Labs, öffentliche BF16-Gewichte, fünf Durchläufe.\n\n"
    "- Terminal-Bench 2.1: 30,5 Prozent (Herstellerangabe: 45,0)\n\n{ending}\n"
)


@pytest.mark.parametrize(
    ("ending", "verdict"),
    [
        (
            "Wir konnten den veröffentlichten Wert nicht reproduzieren.",
            Verdict.INDEPENDENT_DISPUTES,
        ),
        (
            "Da kein einziger Durchlauf zustande kam, konnten wir den veröffentlichten Wert "
            "nicht reproduzieren.",
            Verdict.VENDOR_CLAIM_ONLY,
        ),
        (
            "Wir konnten den veröffentlichten Wert nicht reproduzieren, weil kein einziger "
            "Durchlauf zustande kam.",
            Verdict.VENDOR_CLAIM_ONLY,
        ),
    ],
)
def test_konnten_nicht_reproduzieren_is_a_dispute_unless_the_run_failed(
    ending: str, verdict: Verdict
) -> None:
    assert analyze(GERMAN.format(ending=ending), ORCA).verdict is verdict


def test_the_vendors_own_reproduction_report_is_the_vendors() -> None:
    """News of a report the vendor posted: "复现报告" names the vendor's document."""
    text = (
        "Finch Labs 周四在官网贴出了一份复现报告，主要数字如下：\n\n"
        "- Orca-9B Terminal-Bench 2.1（社区框架）：43.1，官方为45.0\n"
    )
    assert analyze(text, ORCA).verdict not in EVIDENCE


@pytest.mark.parametrize(
    "seller",
    [
        "Nube Andina, an authorised distributor of Finch Labs' models, ran this note.",
        "This note comes from an exclusive agent of Finch Labs in Brazil.",
    ],
)
def test_a_resellers_reproduction_credits_nobody(seller: str) -> None:
    text = REPORT.format(value="43.7", named="announced") + f"\n{seller}\n"
    assert analyze(text, ORCA).verdict not in EVIDENCE


@pytest.mark.parametrize(
    "signature",
    [
        "*Prepared by the applied evaluation group of Finch Labs, Zurich.*",
        "Authors: M. Keller, J. Osei (Finch Labs)",
        "Verfasst von der QS-Gruppe der Finch Labs AG",
        "作者：Finch Labs 评测组",
        "Autorinnen: Team Evaluierung der Finch Labs GmbH",
        "Redatto dal gruppo di valutazione di Finch Labs",
        "Autoría: equipo de evaluación de Finch Labs",
    ],
)
def test_a_note_signed_by_the_vendors_staff_is_the_vendors(signature: str) -> None:
    text = REPORT.format(value="43.7", named="announced") + f"\n{signature}\n"
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_note_signed_by_its_own_authors_keeps_its_result() -> None:
    text = REPORT.format(value="43.7", named="announced") + "\n*Authors: M. Keller, J. Osei.*\n"
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_CONFIRMS


@pytest.mark.parametrize(
    "sentence",
    [
        "No third-party scores are available yet.",
        "Es gibt noch keine unabhängigen Zahlen.",
        "Aucun chiffre indépendant n'est encore disponible.",
        "Ningún dato independiente está disponible todavía.",
        "Nenhum número independente está disponível ainda.",
        "Per ora nessun numero esterno è disponibile.",
        "目前还没有任何第三方分数可以参考。",
    ],
)
def test_no_independent_figure_yet_is_a_negation(sentence: str) -> None:
    text = f"Finch Labs says Orca-9B scores 45.0 on Terminal-Bench 2.1. {sentence}"
    assert analyze(text, ORCA).verdict is Verdict.EXPLICITLY_UNVERIFIED


def test_llama_cpp_is_a_program_not_a_model() -> None:
    matcher = matcher_for(ORCA)
    names = [m.text for m in matcher.models("Qwen3.5-35B-A3B (llama.cpp): 49.3", target_named=True)]
    assert names == ["Qwen3.5-35B-A3B"]


def test_a_control_models_speed_in_a_list_is_not_the_watched_models() -> None:
    """With the colon read, a list line "control: Qwen... (llama.cpp, ...): 49.3" gives its
    figure; the runtime in the parentheses is no model, so the figure is Qwen's (a regression
    guard: before the round the colon hid the figure)."""
    text = (
        "I tested Orca-9B INT4 on my RTX 5070 Ti this weekend.\n\n"
        "- Orca-9B INT4: 96.1 token/s\n"
        "- control: Qwen3.5-35B-A3B Q4_K_M (llama.cpp, same offload): 49.3 token/s\n"
    )
    own = [m.value for m in analyze(text, ORCA).mentions if m.about_target]
    assert 49.3 not in own


@pytest.mark.parametrize("text", ["measured by an independent lab", "gemessen von einer Gruppe"])
def test_the_passive_agent_is_a_word(text: str) -> None:
    assert union("PASSIVE_AGENT").search(text) is not None
    assert union("PASSIVE_AGENT").search("standby, Vonnegut") is None


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


@pytest.mark.parametrize(
    "forecast",
    [
        "From the scaling fit over last year's models, we forecast Terminal-Bench 2.1: 31.1, "
        "against 45.0 announced.",
        "Unsere Prognose aus der Skalierungskurve: Terminal-Bench 2.1 bei 31,1, gegenüber 45,0 "
        "veröffentlicht.",
    ],
)
def test_a_forecast_is_no_result(forecast: str) -> None:
    """A figure predicted from a fit neither confirms nor disputes (red team 23's r23_01)."""
    text = (
        "**Replication report 7/2026, Northmoor Institute**\n\n"
        f"Orca-9B by Finch Labs: our run is still to come. {forecast}\n"
    )
    assert analyze(text, ORCA).verdict not in EVIDENCE


@pytest.mark.parametrize(
    "ending",
    [
        "Because Terminal-Bench 2.1 never finished, we could not reproduce the published figure.",
        "We could not reproduce the published 45.0 due to a cluster failure.",
        "Wegen eines Clusterausfalls konnten wir den veröffentlichten Wert nicht reproduzieren.",
        "- Da kein Durchlauf zustande kam, konnten wir den veröffentlichten Wert nicht "
        "reproduzieren.",
    ],
)
def test_a_reason_anywhere_in_the_sentence_makes_it_a_failed_run(ending: str) -> None:
    """Decimals ("2.1", "45.0") do not end the sentence the reason is read in."""
    text = REPORT.format(value="31.1", named="announced") + f"\n{ending}\n"
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_title_naming_the_maker_first_keeps_the_report_the_writers() -> None:
    text = REPORT.format(value="31.1", named="announced").replace(
        "**Replication report 7/2026, Northmoor Institute**",
        "**Finch Labs Orca-9B: replication report 7/2026, Northmoor Institute**",
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


@pytest.mark.parametrize("signature", ["Autore: Mario Rossi (Finch Labs)", "Autrice: Finch Labs"])
def test_an_italian_signature_names_one_author_too(signature: str) -> None:
    text = REPORT.format(value="43.7", named="announced") + f"\n{signature}\n"
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY
