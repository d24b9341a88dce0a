"""Reading details found on texts that restate real published reports (``corpus_real2``),
each pinned here on short synthetic texts ("Orca-9B" by "Finch Labs", invented).

A model named once in passing is not the text's subject; "not independently verified" in
the idioms the earlier lexicons missed ("n'ont pas fait l'objet d'une vérification",
"第三方独立验证"); a benchmark's tier is not a result (a margin of error is a spread:
``test_reading_details.py``); a Mac named by its chip is hardware, so a speed measured on
it is not held to a claim made for a graphics card; a writer's own quantisation never
verifies the model.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze
from domain.claims.benchmarks import find_benchmarks
from domain.claims.modality import detect_negation
from domain.claims.records import Stance
from domain.claims.stance import detect_stance
from tests.claims.synthetic import ORCA, values

# --- a model named in passing ---


def test_a_model_named_once_in_a_text_about_something_else_is_off_topic() -> None:
    text = (
        "Orcas Capital, the chip start-up, raised 750 million dollars this week. The name "
        "misleads: Orcas has nothing to do with Orca-9B, the chatbot. The company says it "
        "serves two million developers."
    )
    result = analyze(text, ORCA, title="Orcas Capital raises 750 million")
    assert not result.relevant
    assert result.verdict is Verdict.OFF_TOPIC


def test_a_text_about_the_model_with_no_claim_stays_relevant() -> None:
    """Named in the title, or more than once, the model is the subject: no claim is
    "none", not off-topic."""
    titled = analyze(
        "The weights are on the Hub under a permissive licence.", ORCA, title="Orca-9B is out"
    )
    twice = analyze(
        "Orca-9B is out. Finch Labs published Orca-9B under a permissive licence.", ORCA
    )
    assert titled.relevant and titled.verdict is Verdict.NONE
    assert twice.relevant and twice.verdict is Verdict.NONE


# --- more ways of saying nothing is verified ---


@pytest.mark.parametrize(
    ("sentence", "lang"),
    [
        (
            "Ces résultats, communiqués par Finch Labs, n'ont pas encore fait l'objet d'une "
            "vérification indépendante.",
            "fr",
        ),
        ("Estos resultados no han sido objeto de una verificación independiente.", "es"),
        ("Esses resultados ainda não foram objeto de verificação independente.", "pt"),
        ("Questi risultati non sono ancora stati oggetto di una verifica indipendente.", "it"),
        ("以上成绩均来自官方技术报告，目前尚未经过第三方独立验证。", "zh"),
        # real3: "could not be" in the passive
        ("Estas afirmaciones no han podido ser verificadas de forma independiente.", "es"),
        ("Queste affermazioni non hanno potuto essere verificate in modo indipendente.", "it"),
        ("这些说法无法得到独立核实。", "zh"),
    ],
)
def test_more_idioms_for_not_independently_verified(sentence: str, lang: str) -> None:
    assert detect_negation(sentence) is not None
    text = f"Orca-9B: GPQA Diamond 71,2 %. {sentence}"
    assert analyze(text, ORCA, lang=lang).verdict is Verdict.EXPLICITLY_UNVERIFIED


def test_did_not_come_only_from_the_vendor_stays_a_negation() -> None:
    """Reading "That number did not come only from xAI" as no negation was tried and
    withdrawn: red team 13 relisted the vendor's rounded figure behind the same words
    (``r13_25``). The cautious reading stays: the text cannot count as verified."""
    assert detect_negation("That number did not come only from Finch Labs.") is not None


# --- numbers that are not results ---


def test_a_benchmarks_tier_is_not_a_result() -> None:
    text = (
        "Sur FrontierMath, Epoch AI a mesuré Orca-9B : il résout 24,8 % des problèmes des "
        "niveaux 1 à 3."
    )
    assert values(text) == [24.8]


# --- a Mac named by its chip is hardware ---


def test_a_speed_on_a_mac_is_not_held_to_a_claim_for_a_graphics_card() -> None:
    text = (
        "Finch Labs says Orca-9B reaches 256 tokens per second on an RTX 5090.\n\n"
        "We measured it ourselves. On the RTX 5090 we got 242 tokens/s. On a MacBook Pro "
        "M4 Max we got 88 tokens/s."
    )
    result = analyze(text, ORCA)
    mac = next(m for m in result.mentions if m.value == 88)
    assert "M4 Max" in mac.conditions.get("hardware", "")
    assert result.verdict is Verdict.INDEPENDENT_CONFIRMS


# --- the writer's own derivative ---


@pytest.mark.parametrize(
    "made",
    [
        "We shrank Orca-9B from 18GB to 5GB and uploaded four dynamic versions.",
        "Nous avons quantifié Orca-9B en 4 bits.",
        "Wir haben Orca-9B auf 4 Bit quantisiert.",
        "我们对 Orca-9B 进行了 4 比特量化。",
        # red team 13's phrasings
        "We've quantized Orca-9B to Q8_0.",
        "Nous l'avons quantifié en 8 bits.",
        "Cuantizamos Orca-9B a 8 bits.",
        "Abbiamo creato le versioni quantizzate di Orca-9B.",
        "我们把模型量化到了4比特。",
    ],
)
def test_a_writer_measuring_its_own_quantisation_does_not_verify_the_model(made: str) -> None:
    """A derivative never verifies its base model: the quantiser's "we measured" is about
    its own build, so the text stays the quantiser's claim."""
    measured = "On two H100 cards we measured about 140 tokens per second."
    claim = "Finch Labs says Orca-9B reaches 150 tokens/s on two H100 cards."
    result = analyze(f"{claim}\n\n{made} {measured}", ORCA)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY
    plain = analyze(f"{claim}\n\n{measured}", ORCA)
    assert plain.verdict is Verdict.INDEPENDENT_CONFIRMS  # the same test by an outsider


# --- a look-alike benchmark name ---


@pytest.mark.parametrize("text", ["Fiction.LiveBench", "Fiction.liveBench", "Fiction LiveBench"])
def test_fiction_livebench_is_not_livebench(text: str) -> None:
    (hit,) = find_benchmarks(f"Scout scores 15.6% on {text}.")
    assert hit.id.name == "Fiction.LiveBench"
    (plain,) = find_benchmarks("Scout scores 45.1 on LiveBench.")
    assert plain.id.name == "LiveBench"


# --- names as a watchlist may write them (corpus_real3) ---


def test_a_name_with_a_serving_tail_is_found_by_its_model_part() -> None:
    """ "Llama 2 Chat 70B served on the Groq LPU Inference Engine": the text says "Llama 2
    Chat (70B)", with the size in parentheses."""
    target = Target("Llama 2 Chat 70B served on the Groq LPU Inference Engine", vendor="Groq")
    text = (
        "Llama 2 Chat (70B) on Groq reached a median of 241 output tokens per second in our "
        "benchmarks. Groq claims about 300 tokens per second for Llama 2 Chat (70B)."
    )
    assert analyze(text, target).relevant


def test_the_same_model_served_elsewhere_is_not_the_served_target() -> None:
    """Red team 15: the model part counts only when the text names the host too; "Llama 2
    Chat (70B) on Cerebras" is another serving claim."""
    target = Target("Llama 2 Chat 70B served on the Groq LPU Inference Engine", vendor="Groq")
    text = "Cerebras says Llama 2 Chat (70B) runs at 450 tokens per second on its wafer."
    assert not analyze(text, target).relevant


def test_a_descriptive_name_is_not_reduced_to_its_makers_name() -> None:
    """Dropping "next-gen LLM" from "Finch next-gen LLM" was tried and withdrawn (red team
    15): "Finch" then matched the maker's older "Finch 2.5 Pro"."""
    target = Target("Finch next-gen LLM", vendor="Finch Labs")
    text = "Epoch AI re-tested Finch 2.5 Pro: 61.0 on GPQA Diamond, against 70.0 claimed."
    assert analyze(text, target).verdict is not Verdict.INDEPENDENT_DISPUTES


# --- a text saying its subject is not the model of that name ---

AURORA = Target("Aurora", vendor="xAI")


@pytest.mark.parametrize(
    "sentence",
    [
        "Questo Aurora non ha nulla a che vedere con il modello di xAI.",
        "This Aurora has nothing to do with xAI's image model.",
        "Dieses Aurora hat nichts mit dem Bildmodell von xAI zu tun.",
        "本文说的Aurora是气象模型，不是xAI的Aurora图像模型。",
    ],
)
def test_a_disclaimed_namesake_is_off_topic(sentence: str) -> None:
    text = (
        f"{sentence} Aurora, developed by Microsoft Research, beat seven forecasting "
        "centres on 100% of cyclone tracks, the authors report."
    )
    assert analyze(text, AURORA).verdict is Verdict.OFF_TOPIC


@pytest.mark.parametrize(
    "sentence",
    [
        # the other side is no model: the text is about the model
        "Aurora is not to be confused with Aurora Health, the insurer.",
        # a plain "is not" needs the name again after it
        "Aurora不是最快的图像模型。",
    ],
)
def test_a_disclaimer_about_something_else_keeps_the_model(sentence: str) -> None:
    text = f"{sentence} xAI says Aurora scores 1201 on the LMArena image leaderboard."
    assert analyze(text, AURORA).verdict is not Verdict.OFF_TOPIC


def test_a_text_watching_no_model_is_off_topic() -> None:
    """The corpora write "none (a study of benchmarks)" for a text about no model: its
    statistics about models in general ("the gap fell from 8% to 1.7% on Chatbot Arena")
    are nobody's claims."""
    text = (
        "On Chatbot Arena, the gap between the best open-weight model and the best closed "
        "one fell from 8% to 1.7% in a year, the AI Index reports."
    )
    assert analyze(text, Target("none")).verdict is Verdict.OFF_TOPIC


def test_a_table_of_sources_reads_each_rows_label() -> None:
    """Rows that name the source ("官方报告", "我的复测") give their cells' attribution when
    the column headers name only benchmarks."""
    text = (
        "我用官方权重复测了Orca-9B。\n\n"
        "| 来源 | AIME 2024 | MATH-500 |\n|---|---|---|\n"
        "| 官方报告 | 28.9% | 83.9% |\n| 我的复测 | 21.5% | 78.2% |\n"
    )
    result = analyze(text, ORCA, lang="zh")
    rows = {m.value: m.attribution for m in result.mentions if m.value is not None}
    assert rows[28.9] is Attribution.VENDOR and rows[21.5] is Attribution.INDEPENDENT
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES


def test_a_leaderboard_with_its_rank_first_reads_the_model_column() -> None:
    """ "| 1 | org/Orca-9B | 71.2 |", "| 2 | tiiuae/falcon-180B | 70.5 |": each row is its
    model's, even one the matcher does not know; another model's score never disputes the
    target's claim."""
    text = (
        "Finch Labs says Orca-9B scores 71.3 on MMLU. The Open LLM Leaderboard's top three:\n\n"
        "| Rank | Model | MMLU |\n|---|---|---|\n"
        "| 1 | finch/Orca-9B | 71.2 |\n| 2 | tiiuae/falcon-180B | 60.5 |\n"
    )
    rows = {m.value: m.model for m in analyze(text, ORCA).mentions if m.value is not None}
    assert rows[71.2] == "Orca-9B" and rows[60.5] != "Orca-9B"
    assert analyze(text, ORCA).verdict is not Verdict.INDEPENDENT_DISPUTES


@pytest.mark.parametrize(
    "sentence",
    [
        "Die Forscher halten die angegebenen Werte für überschätzt.",
        "Les chercheurs concluent que les performances annoncées sont surestimées.",
        "Selon eux, Orca-9B n'atteint pas les performances annoncées.",
        "Los investigadores concluyen que el rendimiento anunciado está sobrestimado.",
        "Os pesquisadores concluem que o desempenho anunciado está superestimado.",
        "Il modello non raggiunge le prestazioni dichiarate.",
        "研究人员认为官方成绩被高估了。",
    ],
)
def test_overstated_in_every_language_disputes(sentence: str) -> None:
    """English had "overstated", "inflated", "exaggerated"; the other languages' words for
    it, and "does not reach the announced performance", were missing (real3 r21)."""
    hit = detect_stance(sentence)
    assert hit is not None and hit.stance is Stance.DISPUTES


def test_a_plain_word_left_by_dropping_the_size_is_no_name() -> None:
    """ "LLaDA 8B" may be written "LLaDA", but "Falcon 180B" is not "Falcon": CrowdStrike's
    Falcon is no model of TII's."""
    target = Target("Falcon 2", ("Falcon 180B",), "Technology Innovation Institute")
    text = "A faulty CrowdStrike Falcon update grounded flights; Falcon sensors crashed Windows."
    assert not analyze(text, target).relevant
    llada = analyze("LLaDA reaches 70.7 on GSM8K, the authors say.", Target("LLaDA 8B"))
    assert llada.relevant
