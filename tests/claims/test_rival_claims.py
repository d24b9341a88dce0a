"""A vendor's claim to match or beat named rivals, held against an evaluator's ranking.

Vendors often claim a standing rather than a score ("rivals Mixtral 8x7B and GPT-3.5",
"与 GPT-4 相比毫不逊色"); the independent check is then a leaderboard that scores the model
and its rivals (found on ``corpus_real4``'s Chatbot Arena report). The model clearly below a
rival it was said to match disputes the claim, level or above confirms it, by the
benchmark's tolerance (Elo: 20/40). The rival must be the same model by its whole name
words ("GPT-3.5" is "GPT-3.5-Turbo-0613", "GPT-4" is not "GPT-4o"), scored by the same
evaluator; the charitable reading takes the weakest matching row. An Elo column in a text
about the arena is the arena's score, and a heading naming the ranking ("I numeri della
classifica") keeps the evaluator's report on for the table under it.
"""

from __future__ import annotations

import pytest

from domain.claims import Target, Verdict, analyze
from domain.claims.document import _same_rival

ORCA = Target("Orca-9B", vendor="Finch Labs")

BOARD = """Finch Labs says Orca-9B {claim}.

The new SuperCLUE list is out:

| Model | Total |
|---|---|
| Qwen3-8B | {qwen} |
| Llama-3-8B | 80.2 |
| Orca-9B | 77.0 |
"""


@pytest.mark.parametrize(
    ("claim", "qwen", "verdict"),
    [
        ("rivals Qwen3-8B", "85.1", Verdict.INDEPENDENT_DISPUTES),
        ("rivals Qwen3-8B", "78.0", Verdict.INDEPENDENT_CONFIRMS),
        ("beats Qwen3-8B", "85.1", Verdict.INDEPENDENT_DISPUTES),
        ("beats Llama-3-8B", "85.1", Verdict.INDEPENDENT_CONFIRMS),  # 77.0 is level with 80.2
        ("is a fine model", "85.1", Verdict.INDEPENDENT_CONFIRMS),  # no rival claimed
    ],
)
def test_a_ranking_below_a_claimed_rival_disputes_the_claim(
    claim: str, qwen: str, verdict: Verdict
) -> None:
    assert analyze(BOARD.format(claim=claim, qwen=qwen), ORCA).verdict is verdict


def test_a_rival_scored_only_by_the_vendor_proves_nothing() -> None:
    text = (
        "Finch Labs says Orca-9B rivals Qwen3-8B. Its launch table:\n\n"
        "| Model | SuperCLUE |\n|---|---|\n| Qwen3-8B | 85.1 |\n| Orca-9B | 77.0 |\n"
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


@pytest.mark.parametrize(
    ("claimed", "listed", "same"),
    [
        ("GPT-3.5", "GPT-3.5-Turbo-0613", True),
        ("Mixtral 8x7B", "Mixtral-8x7B-Instruct", True),
        ("GPT-4", "GPT-4（API）", True),
        ("GPT-4", "GPT-4o", False),
        ("GPT-4", "GPT4-Turbo", False),
        ("Llama 3 70B", "Llama 3 8B", False),
    ],
)
def test_a_rival_is_matched_by_its_whole_name_words(claimed: str, listed: str, same: bool) -> None:
    assert _same_rival(claimed, listed) is same


ARENA = (
    (
        "Finch Labs presented Orca-9B in April, saying the phone-sized model can rival GPT-3.5 "
        "and Mixtral 8x7B.\n\nA few weeks later the verdict of the Chatbot Arena by LMSYS "
        "arrives, the ranking where users choose the better of two answers blind.\n"
    )
    + """
**{heading}**

| Model | Elo (Arena) |
|---|---|
| GPT-3.5-Turbo-0613 | 1120 |
| Mixtral-8x7B-Instruct | 1114 |
| Orca-9B | {orca} |
"""
)


@pytest.mark.parametrize(
    ("heading", "orca", "verdict"),
    [
        ("The ranking's numbers", "1064", Verdict.INDEPENDENT_DISPUTES),
        ("I numeri della classifica", "1064", Verdict.INDEPENDENT_DISPUTES),
        ("The ranking's numbers", "1110", Verdict.INDEPENDENT_CONFIRMS),
        ("Our notes", "1064", Verdict.VENDOR_CLAIM_ONLY),  # no heading naming the ranking
    ],
)
def test_the_arena_elo_under_the_rankings_heading_is_held_against_the_rivals(
    heading: str, orca: str, verdict: Verdict
) -> None:
    assert analyze(ARENA.format(heading=heading, orca=orca), ORCA).verdict is verdict


WENXIN = Target("Wenxin 4.0", ("文心一言4.0",), "Baidu 百度")


def test_a_chinese_claim_of_parity_is_held_against_the_ranking_introduced_by_its_results() -> None:
    text = (
        '百度发布文心一言4.0时称，其综合水平"与 GPT-4 相比已经毫不逊色"。\n\n'
        "从 SuperCLUE 的结果看，这一说法还没有得到印证：\n\n"
        "| 模型 | 总分 |\n|---|---|\n| GPT-4（API） | 85.07 |\n| 文心一言 4.0（API） | 79.02 |\n\n"
        "SuperCLUE 的分项结果显示，文心 4.0 在中文知识方面已接近 GPT-4。\n"
    )
    result = analyze(text, WENXIN, title="SuperCLUE 榜单：文心一言4.0 与 GPT-4 仍有差距")
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES
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


def test_a_vendor_score_on_a_leaderboard_benchmark_stays_the_vendors() -> None:
    text = "Finch Labs says Orca-9B scores 61.0 in the LiveBench evaluation (LiveBench测评)."
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY
