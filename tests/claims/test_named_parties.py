"""Testers and leaderboards named by their own names, found on real reports (``corpus_real4``)
and pinned here on short synthetic texts ("Orca-9B" by "Finch Labs", invented).

Real reports rarely introduce a tester with a description the lexicons know ("the testing
firm"): they write "No ranking do Placar Aberto", "la classifica di Vectara", "Dans les mesures
de Scale AI", "SuperCLUE 榜单". A name set next to a leaderboard or a test noun is the
evaluator's, unless it is the vendor's, a model's, a known lab's, a benchmark's (a
benchmark's leaderboard takes the vendors' own submissions) or a GPU's; in German, where
every noun is capitalised, only a name with an acronym, a digit or an inner capital counts.
A vendor speaking in the same clause makes the board its talking point, and a party the text
ties to the vendor anywhere it names it (a partner, reseller, investor, customer, sponsor, a
commission, a board that copies self-reported numbers), a name that shares a part with the
vendor's or the model's ("Clover Arena"), or a name found only in headings and title-case
slide lines, is no evaluator (red team 16). "Independent tests will have to show" in seven
languages is a soft negation.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze
from domain.claims.attribution import named_leaderboards
from domain.claims.modality import NegationKind, detect_negation
from domain.claims.targets import TargetMatcher
from tests.claims.synthetic import ORCA

MATCHER = TargetMatcher(ORCA)


def names(text: str) -> list[str]:
    return [b.name for b in named_leaderboards(text, MATCHER)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "No ranking do Placar Aberto, o modelo aparece com 85,0% no GPQA Diamond.",
            "Placar Aberto",
        ),
        ("Nella classifica di Valuta Aperta il modello è primo.", "Valuta Aperta"),
        ("Dans les mesures de Scale AI, le modèle obtient 88 % sur GSM8K.", "Scale AI"),
        ("In Lattice's tests the model reached 71.9 on SWE-bench Verified.", "Lattice"),
        ("En la clasificación de Tablero Abierto figura segundo.", "Tablero Abierto"),
        ("OpenCLUE榜单显示该模型得分 79.02。", "OpenCLUE"),
        ("Laut den Messungen von BenchLab liegt das Modell bei 62,1.", "BenchLab"),
        ("Les ingénieurs d'Évalia ont utilisé les poids officiels.", "Évalia"),
        ("Researchers at Scale AI built a fresh test set.", "Scale AI"),
        ("Forscher der LMU München haben es getestet.", "LMU München"),
        ("Pesquisadores da Universidade Litorânea rodaram o modelo.", "Universidade Litorânea"),
    ],
)
def test_a_name_next_to_a_leaderboard_or_a_test_is_an_evaluator(text: str, name: str) -> None:
    assert names(text) == [name]


@pytest.mark.parametrize(
    "text",
    [
        "The leaderboard puts Orca-9B second.",  # no name
        "Official rankings put Orca-9B second.",
        "On the SWE-bench Verified leaderboard Orca-9B is listed at 73.6.",  # a benchmark's
        "In Finch Labs' tests Orca-9B reached 73.6.",  # the vendor's
        "Tests by Orca-9B users are pending.",  # the model's
        "Tests on H200 hardware show 515 tok/s.",  # hardware, and no "by"
        "Tests by H200 Cluster show 515 tok/s.",  # a GPU's name after "by"
        "H200测试中达到每秒515个token。",  # a GPU before 测试
        "Beim Langkontext-Test AA-LCR komme es auf 72,0 Punkte.",  # a German compound noun
        "Die Rangliste von Sprachmodellen führt Orca-9B an.",  # a German noun, not a name
        "Nach Tests von Entwicklern liegt es vorn.",
        "Engineers at Finch Labs tuned the model.",  # the vendor's own
        "Das Team von Finch Labs hat nachgelegt.",
        "Researchers at Google trained a rival.",  # a known lab
    ],
)
def test_no_evaluator_without_a_name_of_someone_else(text: str) -> None:
    assert names(text) == []


def test_a_figure_in_a_named_ranking_confirms_the_claim_it_is_close_to() -> None:
    text = (
        "Finch Labs launched Orca-9B with 86.2% on GPQA Diamond. In the Placar Aberto "
        "ranking, the community project that scores open models with one protocol, Orca-9B "
        "now shows 85.0% on GPQA Diamond."
    )
    result = analyze(text, ORCA)
    independent = [m for m in result.mentions if m.attribution is Attribution.INDEPENDENT]
    assert [m.value for m in independent if m.value is not None] == [85.0]
    assert independent[0].evaluator == "Placar Aberto"
    assert result.verdict is Verdict.INDEPENDENT_CONFIRMS


def test_the_vendor_citing_a_named_ranking_is_its_own_talking_point() -> None:
    text = (
        "Finch Labs launched Orca-9B on Monday. Finch Labs says Orca-9B reaches 85.0% on "
        "GPQA Diamond in the Placar Aberto ranking."
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_named_leaderboard_the_vendor_runs_itself_is_no_evaluator() -> None:
    text = (
        "Orca-9B ist laut Finch Labs konkurrenzfähig. Die Ergebnisse stammen aus dem Finch "
        "Leaderboard, das Finch Labs selbst betreibt: 71,0 Punkte auf MMLU-Pro."
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


@pytest.mark.parametrize(
    "sentence",
    [
        "Whether it keeps up, independent tests will have to show.",
        "Only independent benchmarks can settle it.",
        "Ob es mithalten kann, müssen erst unabhängige Tests zeigen.",
        "Unabhängige Vergleiche mit anderen Modellen stehen bislang aus.",
        "Seuls des tests indépendants pourront le confirmer.",
        "Solo pruebas independientes podrán confirmarlo.",
        "Testes independentes terão de mostrar se o modelo acompanha.",
        "Saranno i test indipendenti a dirlo.",
        "这些成绩有待独立测试验证。",
    ],
)
def test_independent_tests_still_to_come_is_a_soft_negation(sentence: str) -> None:
    negation = detect_negation(sentence)
    assert negation is not None and negation.kind is NegationKind.SOFT


def test_a_launch_waiting_on_independent_tests_is_explicitly_unverified() -> None:
    text = (
        "Laut Finch Labs erreicht Orca-9B 71,0 Punkte auf MMLU-Pro. Ob es im Alltag mit der "
        "Konkurrenz mithalten kann, müssen erst unabhängige Tests zeigen."
    )
    assert analyze(text, ORCA).verdict is Verdict.EXPLICITLY_UNVERIFIED


# --- a party named by its tests, found again by its name ---


def test_a_party_named_by_its_measurements_is_the_tester_wherever_the_text_names_it() -> None:
    text = (
        "Les performances revendiquées par Finch Labs pour Orca-9B ne se retrouvent pas dans "
        "les mesures d'Évalia, une jeune pousse parisienne, qui a publié ses résultats.\n\n"
        "Finch Labs avait annoncé 71,2 % sur GPQA Diamond.\n\n"
        "Sur le même questionnaire, Évalia obtient 60,4 %, soit près de 11 points de moins."
    )
    result = analyze(text, ORCA)
    figure = next(m for m in result.mentions if m.value == 60.4)
    assert figure.attribution is Attribution.INDEPENDENT and figure.evaluator == "Évalia"
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES


def test_the_gap_a_figure_states_to_the_vendors_figure_picks_the_claim_it_is_held_to() -> None:
    text = (
        "Finch Labs annonce 88,0 sur ZebraLogic pour Orca-9B, et 81,0 sur ZebraLogic pour "
        "son mode rapide.\n\n"
        "Dans les mesures de Valuta Aperta, Orca-9B obtient 79,5 sur ZebraLogic, soit 8,5 "
        "points de moins que le chiffre de Finch Labs."
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


@pytest.mark.parametrize(
    "sentence",
    [
        "Le cabinet Évalia mesure 63,9 % sur SWE-bench Verified.",  # an accented capital
        "The consultancy Evalix measured 63.9% on SWE-bench Verified.",
    ],
)
def test_a_tester_introduced_by_its_kind_before_its_name_measures(sentence: str) -> None:
    text = f"Finch Labs claims 73.6% on SWE-bench Verified for Orca-9B.\n\n{sentence}\n"
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


# --- leaderboards that are also benchmarks; a short name's version ---

WENXIN = Target("Wenxin 4.0", ("文心一言4.0",), "Baidu 百度")


def test_the_models_version_after_a_short_form_of_its_name_is_no_score() -> None:
    text = (
        '百度发布文心一言4.0时称，其综合水平"与 GPT-4 相比已经毫不逊色"。\n\n'
        "从 SuperCLUE 的结果看，这一说法还没有得到印证：\n\n"
        "| 模型 | 总分 |\n|---|---|\n| GPT-4（API） | 85.07 |\n| 文心一言 4.0（API） | 79.02 |\n\n"
        "SuperCLUE 的分项结果显示，文心 4.0 在中文知识方面已接近 GPT-4。\n"
    )
    result = analyze(text, WENXIN, title="SuperCLUE 榜单：文心一言4.0 与 GPT-4 仍有差距")
    # "文心 4.0" is the model's short name: its version is no score
    assert 4.0 not in [m.value for m in result.mentions]


@pytest.mark.parametrize(
    "sentence",
    [
        "The results of LiveBench put Orca-9B at 61.0.",
        "LiveBench's run puts Orca-9B at 61.0.",
        "从 LiveBench 的结果看，Orca-9B 为 61.0 分。",
    ],
)
def test_a_benchmark_that_is_also_a_leaderboard_speaks_through_its_results(sentence: str) -> None:
    figure = next(m for m in analyze(sentence, ORCA).mentions if m.value == 61.0)
    assert figure.evaluator == "LiveBench"


@pytest.mark.parametrize(
    ("sentence", "evaluator"),
    [
        ("Orca-9B 在 LiveBench 的评测结果中得分 61.0。", "LiveBench"),
        ("Orca-9B 在 LiveBench测评中得分 61.0。", None),  # the benchmark named, nobody measuring
    ],
)
def test_a_leaderboard_benchmark_measures_only_through_its_results(
    sentence: str, evaluator: str | None
) -> None:
    figure = next(m for m in analyze(sentence, ORCA).mentions if m.value == 61.0)
    assert figure.evaluator == evaluator


def test_a_vendor_score_on_a_leaderboard_benchmark_stays_the_vendors() -> None:
    text = "Finch Labs says Orca-9B scores 61.0 in the LiveBench evaluation (LiveBench测评)."
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY
