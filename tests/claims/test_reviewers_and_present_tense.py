"""News copy in the present tense, testers' bare results, and one person's own tests, found
on real reports (``corpus_real6``) and pinned here on short synthetic texts ("Orca-9B" by
"Finch Labs", invented).

Headlines and news copy measure in the present ("MathArena misura per Qwen3 il 62,5%",
"Kagi mesure 61,2"): the present of a measuring verb counts like its past, and the entity
next to it still decides who measured; after a determiner ("chaque mesure", "ogni misura")
the word is the noun. A named tester's result may come without a unit, on the benchmark the
sentence before named ("The firm ran SWE-bench Verified twice. The firm got 61.0 and 61.4"),
when nothing after the number says what it counts. A reviewer introduced as a person ("the
YouTuber Dave Lee") is a tester, and a sentence opening on his or her own tests ("In his
test", "In seinem Test", "Laut seinen Messungen") reports that tester's measurement; "their
tests" after the vendor's sentence stays the vendor's.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Verdict, analyze
from tests.claims.corpus import _name_and_maker
from tests.claims.synthetic import ORCA

CLAIM = "Finch Labs says Orca-9B scores 81.5 on AIME 2025 and 73.6 on SWE-bench Verified.\n\n"
SPEED_CLAIM = "Finch Labs says Orca-9B reaches 120 tokens per second on one RTX 5090.\n\n"


def attributions(text: str, value: float) -> list[Attribution]:
    return [m.attribution for m in analyze(text, ORCA).mentions if m.value == value]


@pytest.mark.parametrize(
    "sentence",
    [
        "MathArena measures 62.5% for Orca-9B on HMMT.",
        "MathArena misura per Orca-9B il 62,5% su HMMT.",
        "Su HMMT, MathArena misura per Orca-9B il 62,5%.",
        "Auf HMMT misst MathArena für Orca-9B 62,5 Prozent.",
        "En HMMT, MathArena mide para Orca-9B un 62,5 %.",
        "No HMMT, o MathArena mede 62,5% para o Orca-9B.",
    ],
)
def test_a_named_evaluator_measures_in_the_present(sentence: str) -> None:
    assert attributions(CLAIM + sentence, 62.5) == [Attribution.INDEPENDENT]


@pytest.mark.parametrize(
    "sentence",
    [
        "Finch Labs misura per Orca-9B il 62,5% su HMMT.",
        "Finch Labs measures 62.5% for Orca-9B on HMMT.",
    ],
)
def test_the_vendor_measuring_in_the_present_is_the_vendor(sentence: str) -> None:
    assert attributions(CLAIM + sentence, 62.5) == [Attribution.VENDOR]


@pytest.mark.parametrize(
    "sentence",
    [
        "**Résultats.** Chaque mesure a été répétée dix fois : 684 jetons par seconde en moyenne.",
        "**Risultati.** Ogni misura è stata ripetuta dieci volte: 101,8 token al secondo.",
    ],
)
def test_the_noun_after_a_determiner_names_no_tester(sentence: str) -> None:
    result = analyze(SPEED_CLAIM + sentence, ORCA)
    assert all(m.evaluator not in ("Chaque", "Ogni") for m in result.mentions)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY


TESTER = (
    "Evalia, an independent evaluation firm with no ties to Finch Labs, published its results "
    "for Orca-9B.\n\nThe firm ran SWE-bench Verified twice. "
)


@pytest.mark.parametrize(
    "sentence",
    [
        "The firm got 61.0 and 61.4, or 61.2 on average.",
        "The firm measured 61.2.",
        "La firma obtuvo 61,0 y 61,4, es decir 61,2 de media.",
    ],
)
def test_a_named_testers_bare_result_scores_the_benchmark_just_named(sentence: str) -> None:
    result = analyze(CLAIM + TESTER + sentence, ORCA)
    assert Attribution.INDEPENDENT in attributions(CLAIM + TESTER + sentence, 61.2)
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES


@pytest.mark.parametrize(
    "sentence",
    [
        "The firm measured 150 steps per task.",
        "The firm ran it on 500 tasks.",
    ],
)
def test_a_count_after_a_tester_is_no_result(sentence: str) -> None:
    assert not [
        m for m in analyze(CLAIM + TESTER + sentence, ORCA).mentions if m.value in (150, 500)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The YouTuber Dave Lee ran the model on his own RTX 5090. In his test, Orca-9B reached "
        "about 80 tokens per second.",
        "Der YouTuber Dave Lee betrieb Orca-9B auf einer RTX 5090. In seinem Test erreichte das "
        "Modell etwa 80 Token pro Sekunde.",
    ],
)
def test_a_reviewers_own_test_opening_the_sentence_is_the_reviewers(text: str) -> None:
    result = analyze(SPEED_CLAIM + text, ORCA)
    assert attributions(SPEED_CLAIM + text, 80) == [Attribution.INDEPENDENT]
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES


def test_their_tests_after_the_vendors_sentence_stay_the_vendors() -> None:
    text = (
        SPEED_CLAIM + "Finch Labs ran Orca-9B on its RTX 5090 servers. In their tests, Orca-9B "
        "reached about 80 tokens per second."
    )
    assert attributions(text, 80) == [Attribution.VENDOR]


@pytest.mark.parametrize(
    ("field", "split"),
    [
        (
            "o3-mini (high) / o1-pro (OpenAI), DeepSeek-R1 (DeepSeek)",
            ("o3-mini (high) / o1-pro", "OpenAI"),
        ),
        ("o3-mini / o3-mini (high) (OpenAI)", ("o3-mini / o3-mini (high)", "OpenAI")),
        (
            "DeepSeek-V3-0324 / DeepSeek-V3 (mise à jour de mars 2025) (DeepSeek)",
            ("DeepSeek-V3-0324 / DeepSeek-V3", "DeepSeek"),
        ),
        ("DeepSeek-R1 / DeepSeek (training-cost claim)", ("DeepSeek-R1 / DeepSeek", None)),
        ("GPT-4 (OpenAI) — versões de março (gpt-4-0314)", ("GPT-4", "OpenAI")),
    ],
)
def test_a_headers_variant_in_parentheses_is_no_maker(field: str, split: tuple) -> None:
    """The corpus harness: "(high)", "(new)" or a note in lower case is part of the name or
    dropped, never taken for the maker."""
    assert _name_and_maker(field) == split
