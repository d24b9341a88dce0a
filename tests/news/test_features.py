"""The text features the extraction worker makes for the pipeline."""

from domain.news.features import article_features
from domain.news.relevance import Target

CLOVER = Target(name="Clover-35B-A3B-Preview", aliases=("Clover-35B-A3B",), vendor="DiffuSpace")
OTHER = Target(name="Nettle-22B", aliases=(), vendor="Elsewhere AI")
TITLE = "DiffuSpace releases Clover-35B-A3B-Preview"
TEXT = (
    "DiffuSpace released Clover-35B-A3B-Preview on 30 October, a block-diffusion mixture-of-"
    "experts model with 35B parameters, and reports 73.6 on SWE-bench Verified."
)


def test_a_page_no_target_finds_relevant_gets_no_fingerprint_or_signature():
    """Only a story's members are compared; a rejected article joins none."""
    features = article_features(TITLE, TEXT, "en", [OTHER])
    assert not features.relevance_for(OTHER).relevant
    assert features.fingerprint is None and features.signature is None
    assert features.text_hash and features.made_from(TITLE, TEXT, "en")


def test_a_page_any_target_finds_relevant_gets_them():
    features = article_features(TITLE, TEXT, "en", [OTHER, CLOVER])
    assert features.relevance_for(CLOVER).relevant
    assert features.fingerprint is not None and features.signature is not None


def test_without_targets_or_with_a_verdict_missing_they_are_made():
    assert article_features(TITLE, TEXT, "en").fingerprint is not None
    broken = Target(name=None, aliases=(), vendor="Elsewhere AI")  # its verdict raises
    features = article_features(TITLE, TEXT, "en", [OTHER, broken])
    assert [target for target, _ in features.relevance] == [OTHER]  # left to the pipeline
    assert features.fingerprint is not None and features.signature is not None
