"""The writer's first person is a test of its own only when it says so: not when it is denied
("ich habe nichts selbst gemessen"), still to come ("Nos tests viendront"), a routine ("We
run our suite every Friday"), or the getting of papers ("I got the press kit", "Ho ottenuto
i dati ieri"). Written after red team 20, whose traps put the vendor's numbers under a
"Results" label after such a sentence. Short synthetic texts ("Orca-9B" by "Finch Labs",
invented).
"""

from __future__ import annotations

import pytest

from domain.claims import Verdict, analyze
from tests.claims.synthetic import ORCA, independent_values

RESULTS = "\n\n**Results:** Orca-9B scores 73.1% on SWE-bench Verified.\n"
CLAIM = "Finch Labs says Orca-9B scores 73.6% on SWE-bench Verified. "


@pytest.mark.parametrize(
    "said",
    [
        "After the company's spokesperson called, I got the press kit by email.",
        "I got it from them on Wednesday, with an embargo.",
        "We run our standard suite every Friday, and Orca-9B joins it soon.",
        "Our tests will follow next week on the newsroom's H200.",
        "Ich habe nichts selbst gemessen, die Zahlen stammen vom Hersteller.",
        "J'ai obtenu les chiffres mardi, sous embargo.",
        "Ho ottenuto i dati ieri sera dall'ufficio stampa.",
        # red team 21: more papers, routines, plans told in the present, a denial opening
        "I got the embargoed briefing PDF on Tuesday.",
        "We ran our evaluation harness nightly on the other open models.",
        "Our own runs begin once the weights are public.",
        "Nothing in the list further down comes from my tests.",
    ],
)
def test_a_first_person_that_is_no_test_makes_no_results_the_writers(said: str) -> None:
    analysis = analyze(CLAIM + said + RESULTS, ORCA)
    assert independent_values(analysis) == []
    assert analysis.verdict is Verdict.VENDOR_CLAIM_ONLY


def test_the_writers_own_run_still_makes_its_results_the_writers() -> None:
    analysis = analyze(
        CLAIM + "I ran Orca-9B on SWE-bench Verified on my own node." + RESULTS, ORCA
    )
    assert independent_values(analysis) == [73.1]
    assert analysis.verdict is Verdict.INDEPENDENT_CONFIRMS


def test_a_table_the_paragraph_before_gives_to_the_vendor_holds_no_outside_run() -> None:
    text = (
        "Finch Labs' release post for Orca-9B ends with a comparison its marketing team made.\n\n"
        "We reproduce it as is:\n\n"
        "| Benchmark | Vendor-reported | Independent run |\n|---|---|---|\n"
        "| SWE-bench Verified | 73.6 | 73.1 |"
    )
    analysis = analyze(text, ORCA)
    assert independent_values(analysis) == []
    assert analysis.verdict is Verdict.VENDOR_CLAIM_ONLY


@pytest.mark.parametrize(
    "tie",
    [
        "Benchwell appartient à Finch Labs depuis le printemps.",
        "Benchwell gehört seit März zu Finch Labs.",
        "Finch Labs rémunère Benchwell pour ces évaluations.",
        "Benchwell pertenece a Finch Labs desde 2024.",
    ],
)
def test_a_tester_the_vendor_owns_or_pays_is_not_independent(tie: str) -> None:
    text = CLAIM + "Benchwell a mesuré 73,1 % sur SWE-bench Verified avec Orca-9B. " + tie
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_duty_of_the_vendor_is_no_ownership() -> None:
    text = (
        CLAIM + "Benchwell a mesuré 61,0 % sur SWE-bench Verified avec Orca-9B. Il appartient "
        "à Finch Labs de montrer d'où vient l'écart."
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES
