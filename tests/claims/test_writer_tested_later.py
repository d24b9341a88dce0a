"""The writer's own test said after someone else's words in the same sentence ("之前看到有人
说 … 只有官方一半的速度，我自己也是这张卡，就周末认真测了一下"): the results the writer then
labels are the writer's. Pinned on short synthetic texts ("Orca-9B" by "Finch Labs",
invented).

The first person must still be the writer's: inside quotation marks it is the speaker's, and a
vendor's page speaks for the vendor.
"""

from __future__ import annotations

from domain.claims import Verdict, analyze
from tests.claims.synthetic import ORCA, independent_values

CLAIM = "官方称 Orca-9B 在 RTX 5070 Ti 上 INT4 能跑 101.8 token/s。"
RESULTS = "\n\n结果：\n- Orca-9B INT4：平均 96.1 token/s，中位数 97.4\n"


def test_the_writers_test_later_in_the_sentence_makes_the_results_the_writers() -> None:
    text = (
        CLAIM
        + "之前看到有人说它只有官方一半的速度，我自己也是这张卡，就周末认真测了一下。"
        + RESULTS
    )
    analysis = analyze(text, ORCA)
    assert independent_values(analysis) == [96.1]
    assert analysis.verdict is Verdict.INDEPENDENT_CONFIRMS


def test_a_quoted_first_person_is_the_speakers() -> None:
    text = CLAIM + "Finch Labs 的工程师说：“我自己也是这张卡，就周末认真测了一下。”" + RESULTS
    analysis = analyze(text, ORCA)
    assert independent_values(analysis) == []
    assert analysis.verdict is Verdict.VENDOR_CLAIM_ONLY
