"""The red-team guards (``test_runs_ties_and_guesses.py``) drop an independent voice only
where the text says nobody measured, or ties the measurer to the vendor; these texts, after
red team 19 and a review, pin the other side: real results the guards must leave alone, and
the figures they drop, which must not turn into claims either. Short synthetic texts
("Orca-9B" by "Finch Labs", invented).
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Verdict, analyze
from tests.claims.corpus import EVIDENCE
from tests.claims.synthetic import ORCA, independent_values

DISPUTED = [
    # a bare "non" in the run's clause denies nothing about the run
    "Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified. Artificial Analysis ha "
    "eseguito SWE-bench Verified su Orca-9B, non con lo scaffold del produttore. Ha ottenuto "
    "il 64,1%.",
    # "Si bien" is "although", no condition
    "Finch Labs afirma que Orca-9B logra un 73,6 % en SWE-bench Verified. Si bien Artificial "
    "Analysis midió un 61,0 % en SWE-bench Verified, la empresa insiste en su cifra.",
    # the conditional of a relative clause after the figure is not the figure's
    "Finch Labs dichiara 73,6 su SWE-bench Verified per Orca-9B. Su SWE-bench Verified Vals AI "
    "ha misurato circa il 61 per cento per Orca-9B, un risultato che collocherebbe Orca-9B "
    "dietro Qwen3.6-35B-A3B.",
    # the vendor being bought ties nobody to it; someone else's booth is not its stand
    "Finch Labs, acquired by Nimbus Corp last year, says Orca-9B runs at 780 tokens/s on one "
    "H100. Halyard Evals measured Orca-9B at 402 tokens/s on one H100.",
    "Finch Labs says Orca-9B runs at 780 tokens/s on one H100. At the booth of a GPU maker, "
    "Halyard Evals measured Orca-9B at 402 tokens/s on one H100.",
]


@pytest.mark.parametrize("text", DISPUTED)
def test_a_real_result_passes_the_guards(text: str) -> None:
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


def test_a_hypothesis_figure_is_no_claim_a_test_is_held_to() -> None:
    text = (
        "Finch Labs says Orca-9B runs at 780 tokens/s on one H100. If Artificial Analysis "
        "measures anything near 640 tokens/s for Orca-9B, it will be a surprise. Artificial "
        "Analysis later measured Orca-9B at 641 tokens/s on one H100."
    )
    analysis = analyze(text, ORCA)
    assert independent_values(analysis) == [641.0]
    assert analysis.verdict is Verdict.INDEPENDENT_DISPUTES  # 641 against 780, not 640


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified. Artificial Analysis never "
        "ran SWE-bench Verified on Orca-9B. It scored 64.1% in the vendor's ablation table.",
        "Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified. Artificial Analysis ran "
        "SWE-bench Verified on Qwen3.6-35B-A3B and Llama-4-Scout. It scored 64.1%.",
        "Finch Labs dichiara 73,6 su SWE-bench Verified per Orca-9B, un risultato che la "
        "porterebbe davanti a tutti. Se Vals AI misura 62,0 su SWE-bench Verified per Orca-9B, "
        "il vantaggio dichiarato sparisce.",
    ],
)
def test_no_run_of_the_model_gives_no_evidence(text: str) -> None:
    # Italian "Se" opens a condition (in Spanish it is mostly the impersonal): say which
    lang = "it" if "Se Vals" in text else None
    assert analyze(text, ORCA, lang=lang).verdict is Verdict.VENDOR_CLAIM_ONLY


TABLES = [
    # the vendor's table, with no column of the vendor's figures to set against
    "Finch Labs' release post includes this table:\n\n"
    "| Model | SWE-bench Verified | Independent evaluation |\n|---|---|---|\n"
    "| Orca-9B | 73.6% | 72.9% |",
    "The model card lists the following.\n\n"
    "| Model | Claimed SWE-bench Verified | Third-party results |\n|---|---|---|\n"
    "| Orca-9B | 73.6% | 72.9% |",
    # counts, dates and thresholds are no scores
    "| Benchmark | Finch Labs claim | Independent runs submitted |\n|---|---|---|\n"
    "| SWE-bench Verified | 73.6 | 0 |",
    "| Benchmark | Finch Labs | Risultati indipendenti attesi entro |\n|---|---|---|\n"
    "| SWE-bench Verified | 73,6 | 12 dicembre |",
    "| Benchmark | Anunciado | Medición independiente (mínimo esperado) |\n|---|---|---|\n"
    "| SWE-bench Verified | 73,6 | 72,0 |",
    # a community build's scores are the build's
    "| Benchmark | Annoncé (BF16) | Mesures indépendantes (GGUF Q4_K_M communautaire) |\n"
    "|---|---|---|\n| SWE-bench Verified | 73,6 % | 62,8 % |",
]


@pytest.mark.parametrize("table", TABLES)
def test_a_table_holding_no_outside_run_of_the_model_gives_no_evidence(table: str) -> None:
    analysis = analyze("Orca-9B von Finch Labs.\n\n" + table, ORCA)
    assert [
        m.value
        for m in analysis.mentions
        if m.attribution is Attribution.INDEPENDENT and m.about_target and m.value is not None
    ] == []
    assert analysis.verdict not in EVIDENCE


def test_a_third_party_column_is_not_the_writers_own_test() -> None:
    text = (
        "Orca-9B 由 Finch Labs 发布。所谓第三方是 Finch Labs 全资控股的子公司。\n\n"
        "| 基准 | 官方 | 第三方复测 |\n|---|---|---|\n| SWE-bench Verified | 73.6% | 72.8% |"
    )
    analysis = analyze(text, ORCA)
    assert independent_values(analysis) == []
    assert analysis.verdict is Verdict.VENDOR_CLAIM_ONLY
