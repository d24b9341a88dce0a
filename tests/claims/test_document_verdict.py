"""document_verdict: the precedence between disputes, negations, confirmations, claims."""

from domain.claims import Attribution, BenchmarkId, Mention, Stance, Target, Verdict
from domain.claims import document_verdict as decide
from domain.claims.records import MentionKind

T = Target("Mercury 2", vendor="Inception Labs")
HLE = BenchmarkId("Humanity's Last Exam")


def mention(
    attribution: Attribution,
    value: float | None = None,
    *,
    unit: str | None = "%",
    benchmark: BenchmarkId | None = HLE,
    negated: bool = False,
    soft: bool = False,
    hedged: bool = False,
    stance: Stance | None = None,
    evaluator: str | None = None,
    about_target: bool = True,
    kind: MentionKind = MentionKind.FIGURE,
) -> Mention:
    return Mention(
        model="Mercury 2" if about_target else "GPT-4o",
        benchmark=benchmark,
        value=value,
        unit=unit,
        attribution=attribution,
        negated=negated,
        hedged=hedged,
        quote="…",
        evaluator=evaluator,
        stance=stance,
        about_target=about_target,
        soft_negation=soft,
        kind=kind,
    )


VENDOR_50 = mention(Attribution.VENDOR, 50.0)
NEGATION = mention(Attribution.UNKNOWN, negated=True, benchmark=None, kind=MentionKind.STATEMENT)
SOFT = mention(
    Attribution.UNKNOWN, negated=True, soft=True, benchmark=None, kind=MentionKind.STATEMENT
)


def verdict(*mentions: Mention, relevant: bool = True) -> Verdict:
    return decide(list(mentions), T, relevant=relevant)[0]


def test_off_topic_first() -> None:
    assert verdict(VENDOR_50, relevant=False) is Verdict.OFF_TOPIC


def test_nothing_is_none() -> None:
    assert verdict() is Verdict.NONE


def test_vendor_claims_only() -> None:
    assert verdict(VENDOR_50) is Verdict.VENDOR_CLAIM_ONLY
    assert verdict(mention(Attribution.LEAK, 80.0)) is Verdict.VENDOR_CLAIM_ONLY
    assert verdict(mention(Attribution.COMPETITOR, 20.0)) is Verdict.VENDOR_CLAIM_ONLY


def test_an_independent_figure_far_below_the_claim_disputes() -> None:
    ind = mention(Attribution.INDEPENDENT, 29.4)
    assert verdict(VENDOR_50, ind) is Verdict.INDEPENDENT_DISPUTES


def test_an_independent_figure_within_tolerance_confirms() -> None:
    ind = mention(Attribution.INDEPENDENT, 48.0, evaluator="Artificial Analysis")
    assert verdict(VENDOR_50, ind) is Verdict.INDEPENDENT_CONFIRMS


def test_nothing_verified_outranks_any_confirmation() -> None:
    ind = mention(Attribution.INDEPENDENT, 49.0, evaluator="Artificial Analysis")
    assert verdict(VENDOR_50, ind, NEGATION) is Verdict.EXPLICITLY_UNVERIFIED
    assert verdict(VENDOR_50, ind, SOFT) is Verdict.EXPLICITLY_UNVERIFIED
    confirm = mention(Attribution.INDEPENDENT, stance=Stance.CONFIRMS, evaluator="LMArena")
    assert verdict(VENDOR_50, confirm, NEGATION) is Verdict.EXPLICITLY_UNVERIFIED


def test_a_dispute_phrase_does_not_beat_an_explicit_negation() -> None:
    phrase = mention(Attribution.INDEPENDENT, stance=Stance.DISPUTES, benchmark=None)
    assert verdict(VENDOR_50, phrase, NEGATION) is Verdict.EXPLICITLY_UNVERIFIED
    assert verdict(VENDOR_50, phrase, SOFT) is Verdict.INDEPENDENT_DISPUTES
    measured = mention(Attribution.INDEPENDENT, 20.0)
    assert verdict(VENDOR_50, measured, NEGATION) is Verdict.INDEPENDENT_DISPUTES


def test_a_repeat_of_the_vendor_figure_is_not_evidence() -> None:
    copy = mention(Attribution.INDEPENDENT, 50.0, evaluator="a blog")
    assert verdict(VENDOR_50, copy) is Verdict.VENDOR_CLAIM_ONLY


def test_hedged_or_unnamed_or_negated_independent_results_do_not_confirm() -> None:
    hedged = mention(
        Attribution.INDEPENDENT, 70.0, hedged=True, evaluator="LMArena", benchmark=None
    )
    unnamed = mention(Attribution.INDEPENDENT, 70.0, benchmark=None)
    statement = mention(
        Attribution.INDEPENDENT, evaluator="LMArena", kind=MentionKind.STATEMENT, benchmark=None
    )
    negated = mention(Attribution.INDEPENDENT, 49.0, negated=True, evaluator="AA")
    for ind in (hedged, unnamed, statement):
        assert verdict(VENDOR_50, ind) is Verdict.VENDOR_CLAIM_ONLY
    assert verdict(VENDOR_50, negated) is Verdict.EXPLICITLY_UNVERIFIED


def test_another_benchmark_version_is_context_not_confirmation() -> None:
    claim = mention(Attribution.VENDOR, 40.0, benchmark=BenchmarkId("Terminal-Bench", "2.0"))
    other = mention(
        Attribution.INDEPENDENT, 41.0, benchmark=BenchmarkId("Terminal-Bench", "2.1"), evaluator="x"
    )
    assert verdict(claim, other) is Verdict.VENDOR_CLAIM_ONLY


def test_mentions_about_other_models_are_ignored() -> None:
    other = mention(Attribution.INDEPENDENT, 10.0, about_target=False, evaluator="AA")
    assert verdict(VENDOR_50, other) is Verdict.VENDOR_CLAIM_ONLY


def test_speed_is_compared_as_a_ratio() -> None:
    claim = mention(Attribution.VENDOR, 737.0, unit="tok/s", benchmark=None)
    measured = mention(Attribution.INDEPENDENT, 370.0, unit="tok/s", benchmark=None)
    close = mention(
        Attribution.INDEPENDENT, 700.0, unit="tok/s", benchmark=None, evaluator="the author"
    )
    assert verdict(claim, measured) is Verdict.INDEPENDENT_DISPUTES
    assert verdict(claim, close) is Verdict.INDEPENDENT_CONFIRMS


def test_reasons_cite_the_evidence() -> None:
    ind = mention(Attribution.INDEPENDENT, 29.4)
    result, reasons = decide([VENDOR_50, ind], T)
    assert result is Verdict.INDEPENDENT_DISPUTES
    assert any("29.4" in r and "50" in r for r in reasons)
