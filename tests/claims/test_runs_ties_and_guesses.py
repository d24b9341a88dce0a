"""Guards written after red team 18 (``tests/corpus_redteam18/``), pinned on short synthetic
texts ("Orca-9B" by "Finch Labs", invented): every trap below was read as independent
evidence before them.

- A run lends its voice to the result told next only when it was done, and done on the
  watched model: not a run planned ("will run") or denied ("has not yet run"), not a run of
  another model, whose result told next ("It scored", "Il a obtenu", "The firm got") is that
  model's.
- Nobody measures in a hypothesis ("If Artificial Analysis measures ...") or a guess in the
  conditional ("Messen dürfte das Team um die 300 Token"): neither disputes a claim.
- A tester owned by the vendor (a subsidiary, a parent company), hired by it ("joined the
  startup"), testing at its stand, or whose evaluation the text says the vendor paid for, is
  not independent, whatever a press kit's "no ties to" says.
"""

from __future__ import annotations

import pytest

from domain.claims import Verdict, analyze
from tests.claims.corpus import EVIDENCE
from tests.claims.synthetic import ORCA, independent_values

CLAIM = "Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified and runs at 680 tokens/s. "

NOT_A_RUN_OF_THE_MODEL = [
    # planned, then the vendor's old checkpoint
    "Artificial Analysis says it will run SWE-bench Verified on Orca-9B next week. It scored "
    "64.1% with an internal checkpoint in July.",
    # denied
    "Artificial Analysis has not yet run SWE-bench Verified on Orca-9B. It scored 64.1% in "
    "the vendor's ablation table.",
    # another model, its result told next
    "Artificial Analysis ran SWE-bench Verified on Qwen3.6-35B-A3B. It scored 64.1%.",
    "Artificial Analysis a mesuré SWE-bench Verified sur Qwen3.6-35B-A3B. Il a obtenu 64,1 %.",
    "The firm Halyard Evals ran SWE-bench Verified twice on Qwen3.6-35B-A3B. The firm got 64.1 "
    "and 64.5.",
    "El youtuber Nate Gentile probó Qwen3.6-35B-A3B en SWE-bench Verified. En sus pruebas, el "
    "modelo alcanzó un 64,1 %.",
]


@pytest.mark.parametrize("report", NOT_A_RUN_OF_THE_MODEL)
def test_a_result_told_after_no_run_of_the_model_is_not_its_evidence(report: str) -> None:
    analysis = analyze(CLAIM + report, ORCA)
    assert analysis.verdict not in EVIDENCE


def test_a_run_of_the_model_still_lends_its_voice_to_the_result_told_next() -> None:
    analysis = analyze(
        CLAIM + "Artificial Analysis ran SWE-bench Verified on Orca-9B. It scored 64.1%.", ORCA
    )
    assert independent_values(analysis) == [64.1]
    assert analysis.verdict is Verdict.INDEPENDENT_DISPUTES


@pytest.mark.parametrize(
    "guess",
    [
        "The first outside number will be Artificial Analysis's. If Artificial Analysis "
        "measures anything near 640 tokens/s for Orca-9B, it will be the fastest of its size.",
        "Si Artificial Analysis mide algo como 300 tokens por segundo, la cifra no se sostiene.",
        "O Artificial Analysis mede a velocidade pela mediana, e algo em torno de 300 tokens por "
        "segundo já seria um bom resultado, segundo analistas.",
        "Vals AI misura ogni nuovo modello entro due settimane, e anche un 62 su SWE-bench "
        "Verified basterebbe a Orca-9B per restare tra i migliori.",
    ],
)
def test_a_hypothesis_or_a_guess_is_no_evidence(guess: str) -> None:
    analysis = analyze(CLAIM + guess, ORCA)
    assert analysis.verdict not in EVIDENCE


@pytest.mark.parametrize(
    "text",
    [
        # the press kit's denial, then the ownership
        "Finch Labs pointed to Halyard Evals, an evaluation firm with no ties to Finch Labs. "
        "Halyard Evals ran SWE-bench Verified on Orca-9B and got 72.9%. Halyard Evals is a "
        "wholly owned subsidiary of Finch Labs.",
        "Benchora, una firma de evaluación sin vínculos con Finch Labs, ejecutó SWE-bench "
        "Verified con Orca-9B. La firma obtuvo un 72,9 %. Benchora y Finch Labs tienen la "
        "misma sociedad matriz.",
        # paid for, no name given
        "Halyard Evals ran SWE-bench Verified on Orca-9B and got 72.9%. Invoices show the "
        "evaluation was commissioned and paid for in full by the model's makers.",
        # hired by the vendor
        "The YouTuber Sam Ortiz, who joined the startup's developer-relations team in "
        "September, ran Orca-9B for a video. In his test, Orca-9B reached 688 tokens/s.",
        # at the vendor's stand
        "Le youtubeur Léo Duff a testé Orca-9B sur le stand pendant le salon. Selon ses tests, "
        "Orca-9B atteint 672 jetons par seconde.",
    ],
)
def test_a_tester_tied_to_the_vendor_anywhere_in_the_text_is_not_independent(text: str) -> None:
    analysis = analyze(CLAIM + text, ORCA)
    assert independent_values(analysis) == []
    assert analysis.verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_test_video_is_no_test_of_ones_own() -> None:
    text = (
        CLAIM + "Der YouTuber Dave Lee testet seit Jahren Grafikkarten. In seinem Test-Video "
        "kommt Orca-9B auf 690 Token pro Sekunde."
    )
    assert independent_values(analyze(text, ORCA)) == []


def test_portuguese_nos_benchmarks_is_no_first_person() -> None:
    text = (
        "A Finch Labs divulga 680 tokens por segundo e, nos benchmarks, 73,6 no SWE-bench "
        "Verified para o Orca-9B."
    )
    assert independent_values(analyze(text, ORCA)) == []
