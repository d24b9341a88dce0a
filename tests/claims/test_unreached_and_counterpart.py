"""Reading details of the seventh round, on short synthetic texts ("Orca-9B" by "Finch Labs",
invented): a figure the tester says it did not reach is neither its result nor kept as the
claim; the claim a sentence sets a result against is its counterpart; what the writer could
not do confirms nothing; "the measurements of our newsroom" are the writer's; and more ways
of saying nothing is verified, taken from the red teams' own unverified texts (their 41
unverified texts read as vendor claims fell to 24).

Two other rules of the round were withdrawn after their red teams: a party's declared
absence of ties to the vendor read as the writer's own test (``test_redteam7_corpus.py``),
and a bare decimal after a verb of obtaining, or a percentage after a verb of reaching, read
as a result (``test_redteam8_corpus.py``). The settings below guard the second.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze
from domain.claims.modality import detect_negation

ORCA = Target("Orca-9B", vendor="Finch Labs")


def verdict(text: str) -> Verdict:
    return analyze(text, ORCA).verdict


def independent_values(text: str) -> list[float]:
    return [
        m.value
        for m in analyze(text, ORCA).mentions
        if m.attribution is Attribution.INDEPENDENT and m.value is not None
    ]


# --- settings are not results ---


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


# --- a figure not reached ---


@pytest.mark.parametrize(
    "sentence",
    [
        "I ran Orca-9B on SWE-bench Verified myself and I can't get anywhere near the 73.6%.",
        "J'ai fait tourner Orca-9B sur SWE-bench Verified, et je ne retrouve pas les 73,6 %.",
        "Ich habe Orca-9B auf SWE-bench Verified getestet und komme nicht auf die 73,6 Prozent.",
    ],
)
def test_a_figure_the_tester_did_not_reach_is_not_its_result(sentence: str) -> None:
    assert analyze(sentence, ORCA).mentions == [] or independent_values(sentence) == []
    assert verdict(sentence) is not Verdict.INDEPENDENT_CONFIRMS


def test_a_tester_missing_its_own_earlier_run_still_disputes() -> None:
    """The figure not reached is the tester's first pass, not the claim: it must not become
    the counterpart that the second pass confirms (red team 8)."""
    text = (
        "Finch Labs announces 73.6% on SWE-bench Verified for Orca-9B. I ran SWE-bench "
        "Verified on Orca-9B twice. I measured 61.9% on the second pass, and I can't get "
        "back to the 62.5% of my first pass."
    )
    assert verdict(text) is Verdict.INDEPENDENT_DISPUTES


# --- the counterpart a sentence names ---


def test_the_claim_in_the_results_own_sentence_is_its_counterpart() -> None:
    """Not the closest claim elsewhere in the text (82.7, which 80.2 would confirm)."""
    text = (
        "Evalworks, an independent lab, measured Orca-9B at 80.2% on GPQA Diamond, against "
        "the 89.4% Finch Labs announced. With a larger thinking budget, Finch Labs says, the "
        "model reaches 82.7%."
    )
    assert verdict(text) is Verdict.INDEPENDENT_DISPUTES


# --- what the writer could not do; its team's measurements ---


def test_what_the_writer_could_not_do_confirms_nothing() -> None:
    text = (
        "Finch Labs puts Orca-9B at 83.8 on GPQA Diamond. I left the GPQA Diamond harness "
        "looping overnight on my card to stress it. I wasn't logging answers, so I can't tell "
        "you anything about the score."
    )
    assert verdict(text) is Verdict.VENDOR_CLAIM_ONLY


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs promettait 1 400 tokens par seconde pour Orca-9B. Selon les mesures de "
        "notre rédaction, Orca-9B génère 1 290 tokens par seconde.",
        "Finch Labs promised 1,400 tokens per second for Orca-9B. According to measurements "
        "by our team, Orca-9B generates 1,290 tokens per second.",
        "Finch Labs versprach 1.400 Token pro Sekunde für Orca-9B. Nach Messungen unserer "
        "Redaktion erzeugt Orca-9B 1.290 Token pro Sekunde.",
        "Finch Labs prometió 1.400 tokens por segundo para Orca-9B. Según las mediciones de "
        "nuestra redacción, Orca-9B genera 1.290 tokens por segundo.",
    ],
)
def test_the_measurements_of_the_writers_team_are_the_writers(text: str) -> None:
    assert independent_values(text) == [1290.0]


# --- ways of saying nothing is verified, from the red teams' unverified texts ---


@pytest.mark.parametrize(
    "sentence",
    [
        "None of these numbers has been checked outside the company yet.",
        "I haven't seen anybody post a real measurement yet.",
        "Überprüft hat diese Angaben bisher niemand außerhalb des Unternehmens.",
        "Nachgeprüft hat das bisher niemand.",
        "Unabhängig überprüft sind diese Werte noch nicht.",
        "Eine unabhängige Bestätigung gibt es bislang nicht.",
        "Bis dahin ist keiner der genannten Werte unabhängig bestätigt.",
        "Diese Zahlen wurden bislang nicht von Dritten überprüft.",
        "Unabhängige Testlabore haben bislang keine eigenen Messungen veröffentlicht.",
        "Personne ne l'a encore vérifié ici.",
        "De momento nadie fuera de Finch Labs ha publicado mediciones propias.",
        "Nenhum deles foi verificado de forma independente até agora.",
        "Nessuna di queste cifre è stata verificata in modo indipendente.",
        "Nessuno al di fuori dell'azienda ha finora verificato queste cifre.",
        "还没人独立验证过,等有卡的人晒日志再买吧。",
        "目前暂无与Finch Labs没有商业关系的机构公布复测数据。",
    ],
)
def test_more_ways_of_saying_nothing_is_verified(sentence: str) -> None:
    assert detect_negation(sentence) is not None


def test_a_lab_that_chose_to_measure_itself_is_no_negation() -> None:
    text = "Das Labor hat die Werte nicht von Dritten prüfen lassen, sondern selbst gemessen."
    assert detect_negation(text) is None
