"""A table of two sources for one benchmark, the claim's column naming the benchmark and the
other column naming only who ran it ("| Model | Vendor-reported SWE-bench Verified |
Maintainers' bash-only run |"): the second column scores the same benchmark, in the outside
party's voice. Pinned on short synthetic texts ("Orca-9B" by "Finch Labs", invented).

A column of someone outside is one that names a run by maintainers, an independent or a
third party; a vendor's own table keeps its voice, a header naming two benchmarks lends
neither to a bare column, and a column of rivals' scores is no run of the model.
"""

from __future__ import annotations

import pytest

from domain.claims import Verdict, analyze
from tests.claims.synthetic import ORCA, independent_values

TABLES = [
    (
        "The benchmark's maintainers now run every model themselves.\n\n"
        "| Model | Vendor-reported SWE-bench Verified | Maintainers' bash-only run |\n"
        "|---|---|---|\n| Orca-9B | 73.6% | 61.0% |\n| Rival-7B | 70.2% | 66.1% |",
        [61.0, 66.1],
    ),
    (
        "Les chiffres ne tiennent pas.\n\n"
        "| Modèle | SWE-bench Verified annoncé | Mesure indépendante |\n"
        "|---|---|---|\n| Orca-9B | 73,6 % | 61,0 % |",
        [61.0],
    ),
    (
        "Die Zahlen im Vergleich.\n\n"
        "| Modell | SWE-bench Verified laut Hersteller | Unabhängige Messung |\n"
        "|---|---|---|\n| Orca-9B | 73,6 % | 61,0 % |",
        [61.0],
    ),
    (
        "Los números, frente a frente.\n\n"
        "| Modelo | SWE-bench Verified anunciado | Medición independiente |\n"
        "|---|---|---|\n| Orca-9B | 73,6 % | 61,0 % |",
        [61.0],
    ),
    (
        "对比如下。\n\n| 模型 | 官方 SWE-bench Verified | 第三方复测 |\n"
        "|---|---|---|\n| Orca-9B | 73.6% | 61.0% |",
        [61.0],
    ),
]


@pytest.mark.parametrize(("text", "measured"), TABLES)
def test_a_column_of_an_outside_run_scores_the_benchmark_its_sibling_names(
    text: str, measured: list[float]
) -> None:
    analysis = analyze(text, ORCA)
    assert independent_values(analysis) == measured
    assert analysis.verdict is Verdict.INDEPENDENT_DISPUTES


@pytest.mark.parametrize(
    "text",
    [
        # the vendor's own table: its comparison column holds rivals' best scores
        "Finch Labs published this table with the release.\n\n"
        "| Model | SWE-bench Verified | Best third-party model |\n"
        "|---|---|---|\n| Orca-9B | 73.6% | 70.1% |",
        # two benchmarks in the header: a bare column scores neither
        "| Model | SWE-bench Verified | GPQA Diamond | Independent run |\n"
        "|---|---|---|---|\n| Orca-9B | 73.6% | 83.8% | 61.0% |",
        # the vendor speaking: "our independent run" is its own
        "We at Finch Labs are proud of Orca-9B. We ran it again ourselves.\n\n"
        "| Model | SWE-bench Verified | Our independent re-run |\n"
        "|---|---|---|\n| Orca-9B | 73.6% | 73.1% |",
    ],
)
def test_no_outside_run_is_read_into_a_table_that_holds_none(text: str) -> None:
    analysis = analyze(text, ORCA)
    assert independent_values(analysis) == []
    assert analysis.verdict is Verdict.VENDOR_CLAIM_ONLY
