"""A test's result told in the next sentence, its subject a pronoun or the model ("We tested
Orca-9B on SWE-bench Verified. It scored 70.1%"), pinned on short synthetic texts ("Orca-9B"
by "Finch Labs", invented).

The run's voice carries on only within its paragraph, only after a run of a named benchmark,
and only into a clause that opens on a past result verb: a test of something else ("tested
its API for uptime. It scored 73.6% ...") lends its voice to no score, and a clause with its
own source ("Finch Labs says it scored") stays that source's.
"""

from __future__ import annotations

import pytest

from domain.claims import Verdict, analyze
from tests.claims.synthetic import ORCA, independent_values


@pytest.mark.parametrize(
    ("claim", "report"),
    [
        (
            "Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified.",
            "We tested Orca-9B on SWE-bench Verified. It scored 70.1%.",
        ),
        (
            "Laut Finch Labs erreicht Orca-9B 73,6 Prozent auf SWE-bench Verified.",
            "Wir haben Orca-9B auf SWE-bench Verified getestet. Es erreichte 70,1 Prozent.",
        ),
        (
            "Selon Finch Labs, Orca-9B atteint 73,6 % sur SWE-bench Verified.",
            "Nous avons testé Orca-9B sur SWE-bench Verified. Il a obtenu 70,1 %.",
        ),
        (
            "Según Finch Labs, Orca-9B logra un 73,6 % en SWE-bench Verified.",
            "Probamos Orca-9B en SWE-bench Verified. Obtuvo un 70,1 %.",
        ),
        (
            "Segundo a Finch Labs, o Orca-9B atinge 73,6% no SWE-bench Verified.",
            "Testamos o Orca-9B no SWE-bench Verified. O modelo alcançou 70,1%.",
        ),
        (
            "Secondo Finch Labs, Orca-9B raggiunge il 73,6% su SWE-bench Verified.",
            "Abbiamo testato Orca-9B su SWE-bench Verified. Ha ottenuto il 70,1%.",
        ),
        (
            "据 Finch Labs 称，Orca-9B 在 SWE-bench Verified 上得分 73.6%。",
            "我们在 SWE-bench Verified 上测试了 Orca-9B。它拿到了 70.1%。",
        ),
        (
            "Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified.",
            "Paul Gauthier ran Orca-9B on SWE-bench Verified. Orca-9B then scored 70.1%.",
        ),
        # a statistic opening the clause, and German's verb before its subject after it
        (
            "Laut Finch Labs erreicht Orca-9B 73,6 Prozent auf SWE-bench Verified.",
            "Prüfstand AI hat Orca-9B auf SWE-bench Verified getestet. Im Mittel kam das Modell"
            " auf 70,1 Prozent.",
        ),
        (
            "Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified.",
            "We tested Orca-9B on SWE-bench Verified. On average, it scored 70.1%.",
        ),
        (
            "Selon Finch Labs, Orca-9B atteint 73,6 % sur SWE-bench Verified.",
            "Nous avons testé Orca-9B sur SWE-bench Verified. En moyenne, il a obtenu 70,1 %.",
        ),
    ],
)
def test_the_result_told_after_the_run_is_the_testers(claim: str, report: str) -> None:
    analysis = analyze(f"{claim}\n\n{report}", ORCA)
    assert independent_values(analysis) == [70.1]
    assert analysis.verdict is Verdict.INDEPENDENT_CONFIRMS


@pytest.mark.parametrize(
    "report",
    [
        # a test of something else: its voice lends itself to no score
        "Halyard Evals tested Orca-9B's API for uptime. It scored 73.6% on SWE-bench Verified.",
        # the run's paragraph has ended
        "We tested Orca-9B on SWE-bench Verified.\n\nIt scored 73.6%.",
        # the clause names its own source
        "We tested Orca-9B on SWE-bench Verified. Finch Labs says it scored 73.6%.",
        # no result verb opens the clause
        "We tested Orca-9B on SWE-bench Verified. At launch it scored 73.6%.",
    ],
)
def test_a_score_outside_the_run_is_not_the_testers(report: str) -> None:
    analysis = analyze(
        f"Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified.\n\n{report}", ORCA
    )
    assert independent_values(analysis) == []
    assert analysis.verdict is Verdict.VENDOR_CLAIM_ONLY


_RUN = (
    "Finch Labs says Orca-9B scores 73.6 on SWE-bench Verified.\n\n"
    "We ran Orca-9B on SWE-bench Verified. "
)


@pytest.mark.parametrize(
    "usage",
    [
        "We measured GPU utilisation at 95% on average.",
        "Wir haben die Auslastung gemessen: im Schnitt 95 Prozent.",
        "In our run the cache hit rate was 95%.",
    ],
)
def test_a_resources_usage_share_is_no_score(usage: str) -> None:
    """Right after a run of the benchmark, a percentage of GPU load or cache hits is still no
    result on it."""
    assert independent_values(analyze(_RUN + usage, ORCA)) == []
    assert independent_values(analyze(_RUN + "It scored 70.1%.", ORCA)) == [70.1]


def test_a_usage_word_in_another_phrase_leaves_the_result() -> None:
    """ "Even with the card under full load, I got 95.1%" (red team 29's r29_68): the load
    is said before the comma, the result after it."""
    from domain.claims.figures import USAGE_BEFORE

    assert USAGE_BEFORE.search("We measured GPU utilisation at ")
    assert not USAGE_BEFORE.search("Even with the card under full load, I got ")
