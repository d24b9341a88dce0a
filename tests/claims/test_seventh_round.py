"""What the seventh round kept, on short synthetic texts ("Orca-9B" by "Finch Labs",
invented): what the writer could not do, or says it does not know, confirms nothing; more
ways of saying nothing is verified, taken from the red teams' own unverified texts (of their
texts labelled unverified, 41 were misread before, 25 now), each with the writer's-own-test
sentences the read-through of the round found them matching, now excluded. (A denied
employment was tried as no tie and reverted: "Não trabalho na Finch Labs há muito tempo"
says the writer does work there.)

The round's other rules were withdrawn after their red teams (``test_redteam_corpora.py``:
red teams 7, 8 and 9): a declared absence of ties to the
vendor read as the writer's own test; a bare decimal after "got" or "measured", and a
percentage after "reached", read as a result; a figure "not reached" taken as the claim or
dropped; the vendor figure in a result's own sentence preferred as its counterpart; "the
measurements of our newsroom" as a first person. The settings below guard the next attempt
at the second.
"""

from __future__ import annotations

import pytest

from domain.claims import Verdict, analyze
from domain.claims.modality import detect_negation
from domain.claims.patterns import union
from tests.claims.synthetic import ORCA, independent_values


def verdict(text: str) -> Verdict:
    return analyze(text, ORCA).verdict


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
    assert independent_values(analyze(text, ORCA)) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "We measured Orca-9B version 2.0 on SWE-bench Verified.",
        "Medimos Orca-9B versión 2.0 en SWE-bench Verified.",
        "Wir haben Orca-9B Build 1.1 auf SWE-bench Verified gemessen.",
        "我们实测了 Orca-9B 版本 1.1 的 SWE-bench Verified。",
    ],
)
def test_a_release_version_is_not_a_result(sentence: str) -> None:
    """ "version 2.0", "Build 1.1": the release's version, which was read as a score of 2.0
    or 1.1 on the benchmark beside it (a helper of red team 33 found it)."""
    assert independent_values(analyze(sentence, ORCA)) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "On SWE-bench Verified, as I measured it: BF16 version 66.4, INT4 version 63.1.",
        "我们实测 SWE-bench Verified：BF16 版本 66.4，INT4 版本 63.1。",
    ],
)
def test_a_builds_result_after_the_word_version_is_a_result(sentence: str) -> None:
    """ "BF16 version 66.4": a result on that build, not a release number (red team 34 lost
    these results to a first version of the rule above)."""
    assert 66.4 in independent_values(analyze(f"Orca-9B by Finch Labs. {sentence}", ORCA))


# --- what the writer could not do or does not know ---


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs says the INT4 build of Orca-9B does 101.8 tokens per second on an RTX 5070 "
        "Ti.\n\nI wasnt able to get the INT4 build to load on my 5070 Ti. So I cant tell you "
        "whether its faster than Qwen3.5 on my card or not.",
        "Finch Labs annonce 101,8 tokens par seconde pour Orca-9B en INT4 sur une RTX 5070 Ti."
        "\n\nJe n'ai pas réussi à charger la version INT4 sur ma 5070 Ti, donc je ne sais pas "
        "si elle est plus rapide que Qwen3.5 sur ma carte.",
        "Finch Labs says the INT4 build of Orca-9B does 101.8 tokens per second on an RTX 5070 "
        "Ti.\n\nI ran it for an hour on my 5070 Ti, but I don't know whether it is faster than "
        "Qwen3.5 on my card.",
    ],
)
def test_what_the_writer_does_not_know_confirms_nothing(text: str) -> None:
    """Each came out as a confirmation before (red team 9's r9_22 and r9_23)."""
    assert verdict(text) is Verdict.VENDOR_CLAIM_ONLY


def test_what_the_writer_could_not_do_confirms_nothing() -> None:
    """Red team 8's r8_02: "I can't tell you anything about the score or the speed" was the
    writer's result ("can't" was no failed attempt)."""
    text = (
        "Finch Labs says the INT4 build of Orca-9B does 101.8 tokens per second on an RTX 5070 "
        "Ti, and the model card puts GPQA Diamond at 83.8.\n\nI left the GPQA Diamond harness "
        "looping overnight on my card just to stress it. I wasn't logging answers, only "
        "temperatures, so I can't tell you anything about the score or the speed."
    )
    assert verdict(text) is Verdict.VENDOR_CLAIM_ONLY


@pytest.mark.parametrize(
    ("sentence", "failed"),
    [
        ("I couldnt get it to load.", True),
        ("Je n'ai pas réussi à charger la version INT4.", True),
        ("I ran it with a Cantonese prompt set.", False),
        ("The canteen benchmark ran overnight.", False),
    ],
)
def test_failed_attempts_are_words_not_parts_of_words(sentence: str, failed: bool) -> None:
    assert bool(union("FAILED_ATTEMPT").search(sentence)) is failed


@pytest.mark.parametrize(
    ("sentence", "unknown"),
    [
        ("I don't know whether it is faster.", True),
        ("Not sure if it is faster.", True),
        ("Je ne sais pas s'il est plus rapide.", True),
        ("Ich weiß nicht, ob es schneller ist.", True),
        ("I don't, if anything, see a gap.", False),
    ],
)
def test_saying_one_does_not_know(sentence: str, unknown: bool) -> None:
    assert bool(union("UNKNOWN_WHETHER").search(sentence)) is unknown


@pytest.mark.parametrize(
    "sentence",
    [
        "Trabajo para Finch Labs desde marzo.",
        "Trabalho na Finch Labs há pouco tempo.",
        "Lavoro per Finch Labs da un anno.",
        # a denial is still read as a tie: "Não trabalho na Finch Labs há muito tempo" means
        # the writer does work there (read-through of this round)
        "Não trabalho na Finch Labs há muito tempo, entrei em março.",
    ],
)
def test_working_for_a_named_company_is_a_tie(sentence: str) -> None:
    assert union("WRITER_EMPLOYED").search(sentence) is not None


# --- ways of saying nothing is verified, from the red teams' unverified texts ---


@pytest.mark.parametrize(
    "sentence",
    [
        "None of these numbers has been checked outside the company yet.",
        "Überprüft hat diese Angaben bisher niemand außerhalb des Unternehmens.",
        "Nachgeprüft hat das bisher niemand.",
        "Unabhängig überprüft sind diese Werte noch nicht.",
        "Eine unabhängige Bestätigung gibt es bislang nicht.",
        "Bis dahin ist keiner der genannten Werte unabhängig bestätigt.",
        "Diese Zahlen wurden bislang nicht von Dritten überprüft.",
        "Unabhängige Testlabore haben bislang keine eigenen Messungen veröffentlicht.",
        "Die Angaben ließen sich nicht überprüfen.",
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


@pytest.mark.parametrize(
    "sentence",
    [
        "Das Labor hat die Werte nicht von Dritten prüfen lassen, sondern selbst gemessen.",
        # from the read-through: a writer's own test beside a negation-like phrase
        "None of my runs were measured outside the default settings.",
        "Getestet hat das außer mir bisher niemand: ich komme auf 71,2.",
        "Unabhängig überprüft sind diese Werte nicht nur von uns: Epoch AI kam auf 71,2.",
        "Die Werte wurden nicht von externen Firmen geprüft, sondern von uns selbst gemessen.",
        "Nadie ha publicado todavía el precio.",
        "Nessuno ha mai misurato Orca-9B prima di noi: 71,2.",
        "Personne ne l'a mesuré avant moi.",
        "暂无其他机构公布复测数据，我们自己复测得到71.2。",
        "目前尚无定论，但评测机构已发布测试结果。",
    ],
)
def test_a_writers_own_test_beside_such_words_is_no_negation(sentence: str) -> None:
    assert detect_negation(sentence) is None
