"""`modelwatch analyze`: the claim analysis of one document, as users run it."""

import json

import pytest

from tests.conftest import REPO, base_env, run_modelwatch

CORPUS = REPO.parent / "shared" / "corpus" / "dev"
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}"),
]


def analyze(tmp_path, *args):
    result = run_modelwatch(["analyze", *args, "--format", "json"], base_env(tmp_path))
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_a_vendor_claim_repeated_with_a_conditional_is_not_evidence(tmp_path):
    data = analyze(
        tmp_path,
        str(CORPUS / "044_fr-lodj-kimi-k2-thinking-pretend.txt"),
        "--model",
        "Kimi K2 Thinking",
        "--vendor",
        "Moonshot AI",
    )
    assert set(data) >= {"lang", "relevant", "verdict", "mentions"}
    assert (data["lang"], data["relevant"], data["verdict"]) == ("fr", True, "vendor-claim-only")
    hle = [m for m in data["mentions"] if m["value"] == 44.9]
    assert hle and hle[0]["attribution"] == "vendor" and hle[0]["hedged"] is True
    for mention in data["mentions"]:
        assert set(mention) >= {
            "model",
            "benchmark",
            "value",
            "unit",
            "attribution",
            "negated",
            "hedged",
            "quote",
        }


def test_an_explicit_not_verified_is_recorded_not_counted(tmp_path):
    data = analyze(
        tmp_path,
        str(CORPUS / "035_de-epochtimes-deepseek-keine-verifizierung.txt"),
        "--model",
        "DeepSeek-R1",
        "--alias",
        "DeepSeek",
        "--vendor",
        "DeepSeek",
    )
    assert data["verdict"] == "explicitly-unverified"
    assert any(m["negated"] for m in data["mentions"])


def test_an_html_page_goes_through_the_article_extractor(tmp_path):
    page = tmp_path / "page.html"
    page.write_text(
        "<!doctype html><html lang='en'><head><title>Clover tested</title></head><body>"
        "<article><h1>We measured Clover-35B-A3B-Preview</h1><p>DiffuSpace claims 515 tokens/s "
        "on one H200. In our tests on one H200 at batch 1 in BF16 we measured 498 tokens/s, "
        "close to the vendor's figure.</p></article></body></html>",
        encoding="utf-8",
    )
    data = analyze(tmp_path, str(page), "--model", "Clover-35B-A3B-Preview")
    assert data["relevant"] is True
    assert data["verdict"] == "independent-confirms"
    assert any(m["value"] == 498 and m["attribution"] == "independent" for m in data["mentions"])


def test_a_missing_file_is_a_clear_error(tmp_path):
    result = run_modelwatch(
        ["analyze", str(tmp_path / "nope.txt"), "--model", "X"], base_env(tmp_path)
    )
    assert result.returncode == 64
    assert "cannot read" in result.stderr
