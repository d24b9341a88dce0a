"""Structural rules (``domain.claims.contrast``) on synthetic texts.

A figure set against the vendor's own figure for the same benchmark ("48.0, against the 51.7
Finch Labs advertised"), or followed by its share of the claim ("which is 91% of the
claim"), is not a repeat of the vendor's number: it takes the document's independent voice.
The model, lab and figures are invented; the sentences are written for these tests, not
taken from any corpus. Each case the rule must fix comes with cases it must leave alone:
the vendor's previous version, a competitor, the vendor's internal tests, the vendor's own
page, a hedged figure, a text saying nothing is verified, and a document with no
independent voice at all.

The same holds for the later rules: a result stated as its distance from the claim ("9
points below the announced figure") and a figure with no source inside an independent
report that is none of the vendor's sourced figures of its kind.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze

ORCA = Target("Orca-9B", vendor="Finch Labs")

V = Verdict.VENDOR_CLAIM_ONLY
C = Verdict.INDEPENDENT_CONFIRMS
D = Verdict.INDEPENDENT_DISPUTES
U = Verdict.EXPLICITLY_UNVERIFIED
EVIDENCE = {C, D}


def verdict(text: str) -> Verdict:
    return analyze(text, ORCA).verdict


# --- a figure set against the vendor's attached figure, with an independent voice ------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "An independent audit of Orca-9B is out. "
            "Result: 52.3% on SWE-bench Verified, far below the 64.0% advertised.",
            D,
        ),
        (
            "Un audit indépendant a examiné Orca-9B. "
            "Sur SWE-bench Verified, le modèle obtient 52,3 %, loin des 64,0 % annoncés.",
            D,
        ),
        (
            "Eine unabhängige Prüfung von Orca-9B liegt vor. "
            "Auf SWE-bench Verified kam das Modell auf 63,1 Prozent, gegenüber 64,0 Prozent "
            "angegeben von Finch Labs.",
            C,
        ),
        (
            "Un laboratorio independiente evaluó Orca-9B. "
            "En SWE-bench Verified logró un 52,3 %, frente al 64,0 % anunciado.",
            D,
        ),
        (
            "Un gruppo indipendente ha provato Orca-9B. "
            "Su SWE-bench Verified il modello ha ottenuto 63,2%, a fronte del 64,0% "
            "dichiarato da Finch Labs.",
            C,
        ),
        (
            "Orca-9B nas medições do Laboratório Paraná: no SWE-bench Verified o modelo fez "
            "52,3%, contra 64,0% anunciados.",
            D,
        ),
    ],
)
def test_figure_against_the_claim_takes_the_independent_voice(text: str, expected: Verdict) -> None:
    assert verdict(text) is expected


def test_share_of_the_claim_is_a_measurement() -> None:
    text = (
        "Orca-9B speed, an independent check.\n\n"
        "Finch Labs advertises 400 tok/s on one H100.\n\n"
        "With the release build it reaches 364 tok/s on an H100, which is 91% of the claim."
    )
    analysis = analyze(text, ORCA)
    measured = [m for m in analysis.mentions if m.value == 364]
    assert measured and measured[0].attribution is Attribution.INDEPENDENT
    assert analysis.verdict is C


def test_the_same_figure_repeated_without_source_is_the_same_measurement() -> None:
    text = (
        "Orca-9B: 52.3% on SWE-bench Verified in an independent audit\n\n"
        "The audit's result: 52.3% on SWE-bench Verified, far below the 64.0% advertised."
    )
    analysis = analyze(text, ORCA)
    assert all(
        m.attribution is Attribution.INDEPENDENT for m in analysis.mentions if m.value == 52.3
    )
    assert analysis.verdict is D


# --- what the rule must leave alone ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # no independent voice anywhere: the contrast alone says nothing about who measured
        "Orca-9B scores 52.3% on SWE-bench Verified in fast mode, against the 64.0% "
        "advertised for the full mode.",
        "Sur SWE-bench Verified, Orca-9B obtient 52,3 %, contre 64,0 % annoncés.",
        # the vendor's internal tests differing from its public figure
        "An independent audit is planned. Finch Labs says its internal tests gave 61.0% "
        "on SWE-bench Verified, below the 64.0% it advertised.",
        "Independent testers have been invited. In Finch Labs' internal tests Orca-9B "
        "reached 61.0% on SWE-bench Verified, against the 64.0% announced.",
        # the vendor's reported speech running on into the comparison
        "Independent benchmarks will follow, Finch Labs said. "
        "Finch Labs says Orca-9B scores 64.0% on SWE-bench Verified. "
        "The preview checkpoint reached 58.0%, against the 64.0% claimed now.",
        # a previous version and a competitor: other models
        "An independent review is expected. Orca-8B scored 55.0% on SWE-bench Verified, "
        "against the 64.0% Finch Labs claims for Orca-9B.",
        "An independent review is expected. GPT-5 mini scored 66.0% on SWE-bench Verified, "
        "against the 64.0% advertised for Orca-9B.",
        # a rounding of the claim is a repeat of it
        "An independent audit of Orca-9B is out. It scores 64% on SWE-bench Verified, in "
        "line with the 64.0% advertised.",
        # hedged
        "An independent audit of Orca-9B is out. Orca-9B might reach 52.3% on SWE-bench "
        "Verified, against the 64.0% advertised.",
    ],
)
def test_left_to_the_vendor(text: str) -> None:
    assert verdict(text) not in EVIDENCE


def test_the_vendors_own_page_is_never_independent() -> None:
    text = (
        "We at Finch Labs are proud of Orca-9B. An independent audit is welcome. "
        "On SWE-bench Verified our fast mode gets 58.0%, against the 64.0% advertised for "
        "the full mode."
    )
    assert verdict(text) is V


def test_a_text_saying_nothing_is_verified_stays_unverified() -> None:
    text = (
        "Orca-9B scores 64.0% on SWE-bench Verified, Finch Labs says. The preview build was "
        "at 58.0%, against the 64.0% announced. None of these figures has been independently "
        "verified."
    )
    assert verdict(text) not in EVIDENCE


def test_a_negated_independent_word_is_no_voice() -> None:
    text = (
        "No independent tests of Orca-9B exist yet. "
        "On SWE-bench Verified it gets 52.3%, against the 64.0% advertised."
    )
    assert verdict(text) not in EVIDENCE


def test_tests_of_the_vendor_are_no_voice() -> None:
    text = (
        "Orca-9B in the tests of Finch Labs: on SWE-bench Verified 58.0%, against the 64.0% "
        "advertised."
    )
    assert verdict(text) not in EVIDENCE


@pytest.mark.parametrize(
    "text",
    [
        "An independent audit is planned for next month. On SWE-bench Verified Orca-9B gets "
        "58.0% in fast mode, against the 64.0% advertised for the full mode.",
        "Un audit indépendant est prévu. Sur SWE-bench Verified, Orca-9B obtient 58,0 % en "
        "mode rapide, contre 64,0 % annoncés en mode complet.",
        "Independent testers are invited to check. Orca-9B gets 58.0% on SWE-bench Verified "
        "in fast mode, against the 64.0% advertised for the full mode.",
        "Finch Labs says it welcomes independent testing. Orca-9B gets 58.0% on SWE-bench "
        "Verified in fast mode, against the 64.0% advertised for the full mode.",
        "Unabhängige Tests sollen folgen. Auf SWE-bench Verified kommt Orca-9B im schnellen "
        "Modus auf 58,0 Prozent, gegenüber 64,0 Prozent angegeben für den vollen Modus.",
    ],
)
def test_a_test_to_come_is_no_voice(text: str) -> None:
    assert verdict(text) not in EVIDENCE


@pytest.mark.parametrize(
    "text",
    [
        "In runs of SWE-bench Verified, Orca-9B gets 58.0% in fast mode, against the 64.0% "
        "advertised for the full mode.",
        "Nas medições de Terminal-Bench 2.1, o Orca-9B fez 40,0 pontos no modo rápido, contra "
        "44,0 anunciados para o modo completo.",
    ],
)
def test_a_benchmark_is_no_owner_of_a_test(text: str) -> None:
    assert verdict(text) not in EVIDENCE


# --- a result stated as its distance from the claim (``contrast.claim_gaps``) -----------
#
# "I end up 2.8 points below the announced figure": a measurement compared with the claim,
# judged by the gap and the benchmark's tolerance (SWE-bench Verified: confirm within 4
# points, GPQA Diamond within 4), never a repeat of the vendor's number.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sur SWE-bench Verified, Orca-9B finit à 9,0 points sous le chiffre annoncé.", D),
        ("Auf GPQA Diamond landet Orca-9B 1,5 Punkte unter der Herstellerangabe.", C),
        ("En SWE-bench Verified, Orca-9B queda 8 puntos por debajo del valor anunciado.", D),
        ("No GPQA Diamond, o Orca-9B ficou 12,0 pontos abaixo do valor oficial.", D),
        ("Su SWE-bench Verified Orca-9B resta 1,2 punti sotto il dato ufficiale.", C),
        ("Orca-9B在SWE-bench Verified上的成绩比官方数字低9个百分点。", D),
        ("Orca-9B came in 1.0 points below Finch Labs' figure on SWE-bench Verified.", C),
        ("On GPQA Diamond, Orca-9B lands within 0.5 points of the claimed score.", C),
        # a figure before the gap is the result it describes
        ("Orca-9B scored 61.5% on SWE-bench Verified, 2.5 points below the advertised figure.", C),
        # the writer's own run, the model named only in the sentence before
        (
            "Finch Labs advertises 64.0% on SWE-bench Verified for Orca-9B. "
            "I ran it twice and I end up 9 points below the announced figure.",
            D,
        ),
    ],
)
def test_a_gap_from_the_claim_is_a_measurement(text: str, expected: Verdict) -> None:
    assert verdict(text) is expected


def test_a_gap_is_never_a_score() -> None:
    """The "9.0" of "9.0 points below the announced figure" is no SWE-bench score."""
    analysis = analyze(
        "Sur SWE-bench Verified, Orca-9B finit à 9,0 points sous le chiffre annoncé.", ORCA
    )
    assert not [m for m in analysis.mentions if m.value == 9.0]
    gap = [m for m in analysis.mentions if "gap" in m.conditions]
    assert gap and gap[0].attribution is Attribution.INDEPENDENT


@pytest.mark.parametrize(
    "text",
    [
        # the vendor's own page
        "We at Finch Labs are proud of Orca-9B: on SWE-bench Verified, our INT4 build lands "
        "1.5 points below the official figure.",
        # the vendor's internal tests
        "In Finch Labs' internal tests, Orca-9B landed 1.5 points below the announced figure "
        "on SWE-bench Verified.",
        # a test to come, a hedge, a negation
        "An audit will check whether Orca-9B lands within 2 points of the claimed score on "
        "SWE-bench Verified.",
        "Orca-9B might land 3 points below the announced figure on SWE-bench Verified.",
        "No one has independently verified whether Orca-9B is 3 points below the claimed "
        "figure on SWE-bench Verified.",
        # a gap from a competitor, not from the claim
        "On SWE-bench Verified, Orca-9B is 3 points below GPT-5.",
        "Finch Labs claims 64.0% on SWE-bench Verified for Orca-9B, 3 points above GPT-5.",
        # another version, an unnamed predecessor, a baseline: not the target's gap
        "Orca-9B is strong. On SWE-bench Verified, Orca-8B finished 9 points below the "
        "announced figure.",
        "Finch Labs advertises 64.0% on SWE-bench Verified for Orca-9B. Its predecessor "
        "landed 5 points below the announced figure.",
        "Finch Labs advertises 64.0% on SWE-bench Verified for Orca-9B. The autoregressive "
        "baseline is 9 points below the announced figure.",
        # a derivative
        "A community GGUF quant of Orca-9B lands 9 points below the announced figure on "
        "SWE-bench Verified.",
        # the vendor's reported speech, a quotation
        "Finch Labs said Orca-9B in its fast mode lands 1.5 points below the official figure "
        "on SWE-bench Verified.",
        "“Orca-9B in fast mode lands 2 points below the official figure on SWE-bench "
        "Verified,” the CEO said.",
    ],
)
def test_a_gap_left_alone(text: str) -> None:
    assert verdict(text) not in EVIDENCE


# --- a figure with no source inside an independent report ---------------------------------
#
# "I tested it on my own H100 ... Came out at 402 tok/s": within the writer's (or a named
# evaluator's) report, a figure that cannot be a repeat of the vendor's sourced figure of
# the same kind is the report's result.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Finch Labs advertises 640 tok/s for Orca-9B on one H100. I tested Orca-9B on my "
            "own H100 this weekend, batch 1, default sampler. Came out at 402 tok/s.",
            D,
        ),
        (
            "Finch Labs advertises 640 tok/s for Orca-9B on one H100. I tested Orca-9B on my "
            "own H100 this weekend, batch 1, default sampler. Came out at 611 tok/s.",
            C,
        ),
    ],
)
def test_an_unsourced_figure_in_a_report_is_its_result(text: str, expected: Verdict) -> None:
    assert verdict(text) is expected


@pytest.mark.parametrize(
    "text",
    [
        # a repeat of the vendor's figure
        "Finch Labs advertises 640 tok/s for Orca-9B on one H100. I tested Orca-9B on my own "
        "H100 this weekend. Orca-9B is sold as a 640 tok/s model.",
        # a figure to come
        "Finch Labs advertises 640 tok/s for Orca-9B on one H100. I tested Orca-9B on my own "
        "H100 this weekend. The upcoming driver should lift it to 700 tok/s.",
        # a setting, not a result
        "Finch Labs says Orca-9B runs in 24 GB. I tested Orca-9B on my own machine this "
        "weekend, with 64 GB of RAM.",
        # what the writer ran was a derivative
        "Finch Labs advertises 640 tok/s for Orca-9B on one H100. I tested a community GGUF "
        "quant of Orca-9B on my H100. It gave 402 tok/s.",
        # the vendor named again: its figure, not the writer's
        "Finch Labs advertises 640 tok/s for Orca-9B on one H100. I tested Orca-9B on my "
        "H100. Finch Labs also lists 655 tok/s with speculative decoding.",
        # no sourced vendor figure of the same kind: nothing shows it is not a repeat
        "Finch Labs markets Orca-9B as a fast model. We tested Orca-9B this weekend on our "
        "H100. It also runs at 640 tok/s on one H100.",
        "Finch Labs advertises 64.0% on SWE-bench Verified for Orca-9B. We tested Orca-9B on "
        "our H100. It does 640 tok/s on one H100.",
    ],
)
def test_an_unsourced_figure_in_a_report_left_alone(text: str) -> None:
    assert verdict(text) not in EVIDENCE
