"""Model-name matching (§4.2) and vendor identity (§4.4)."""

from __future__ import annotations

import pytest

from domain.claims.identity import (
    MatchKind,
    TargetModel,
    VendorIdentity,
    match_model,
    normalise_name,
)
from tests.leaderboards.common import CLOVER, DIFFUSPACE, GLM46, ZAI

EXACT, POSSIBLE, DERIVATIVE, DIFFERENT = (
    MatchKind.EXACT,
    MatchKind.POSSIBLE,
    MatchKind.DERIVATIVE,
    MatchKind.DIFFERENT,
)


@pytest.mark.parametrize(
    ("name", "org", "kind"),
    [
        # exact: the HF repo id, or the same name, size and version under the vendor or no org
        ("DiffuSpace/Clover-35B-A3B-Preview", None, EXACT),
        ("https://huggingface.co/DiffuSpace/Clover-35B-A3B-Preview", None, EXACT),
        ("clover-35b-a3b-preview", None, EXACT),
        ("Clover_35B_A3B_Preview", "DiffuSpace", EXACT),
        ("Clover 35B A3B Preview", "Diffu Space", EXACT),
        ("Clover-35B-A3B-Preview (Reasoning)", "DiffuSpace", EXACT),  # effort is a setting
        ("DiffuSpace Clover-35B-A3B-Preview", None, EXACT),
        ("openrouter/diffuspace/clover-35b-a3b-preview", None, EXACT),
        # possible: preview vs release, missing size, suffixes, another org, re-uploads
        ("Clover-35B-A3B", "DiffuSpace", POSSIBLE),
        ("Clover Preview", None, POSSIBLE),
        ("Clover-35B-A3B-Preview-Instruct", None, POSSIBLE),
        ("Clover-35B-A3B-Preview-Thinking", None, POSSIBLE),
        ("Clover-35B-A3B-Preview", "Acme", POSSIBLE),
        ("someone/Clover-35B-A3B-Preview", None, POSSIBLE),
        # derivatives: quantisations, fine-tunes, adapters — never the model
        ("unsloth/Clover-35B-A3B-Preview-GGUF", None, DERIVATIVE),
        ("someone/Clover-35B-A3B-Preview-AWQ", None, DERIVATIVE),
        ("mlx-community/Clover-35B-A3B-Preview-4bit", None, DERIVATIVE),
        ("DiffuSpace/Clover-35B-A3B-Preview-FP8", None, DERIVATIVE),
        ("Clover-35B-A3B-Preview-abliterated", None, DERIVATIVE),
        ("someone/Clover-35B-A3B-Preview-LoRA", None, DERIVATIVE),
        # different: size, version and product tokens must match exactly
        ("Clover-35B-A5B-Preview", None, DIFFERENT),
        ("Clover-14B-Preview", None, DIFFERENT),
        ("Clover-2-35B-A3B-Preview", None, DIFFERENT),
        ("Clover-Coder-35B-A3B-Preview", None, DIFFERENT),
        ("Clover-35B-A3B-Preview-Base", None, DIFFERENT),
        ("unsloth/Clover-14B-Preview-GGUF", None, DIFFERENT),
        ("GLM-4.6", "Z.ai", DIFFERENT),
        ("", None, DIFFERENT),
    ],
)
def test_clover_matching_table(name: str, org: str | None, kind: MatchKind) -> None:
    match = match_model(name, org, CLOVER)
    assert match.kind is kind, match.reason
    assert match.reason
    assert match.counts is (kind is EXACT)


@pytest.mark.parametrize(
    ("name", "org", "kind"),
    [
        ("glm-4.6", "Z.ai", EXACT),  # the SWE-bench mini-SWE-agent Model: slug
        ("GLM-4.6", "Zhipu AI", EXACT),
        ("glm4-6", None, EXACT),  # folder spelling: [ _.] → -
        ("GLM-4.5", "Z.ai", DIFFERENT),  # 4.5 ≠ 4.6
        ("GLM-4.6-Air", None, DIFFERENT),
        ("GLM-46", None, DIFFERENT),
        ("GLM-5", "Zhipu AI", DIFFERENT),
        ("GLM", "Z.ai", POSSIBLE),  # no version number
        ("GLM-4.6-355B-A32B", None, POSSIBLE),  # size not in the repo name
    ],
)
def test_glm_matching_table(name: str, org: str | None, kind: MatchKind) -> None:
    assert match_model(name, org, GLM46).kind is kind


def test_declared_base_model_is_a_derivative() -> None:
    match = match_model("someone/clover-rp", None, CLOVER, base_models=[CLOVER.repo_id])
    assert match.kind is DERIVATIVE
    assert "base_model" in match.reason


def test_confirmed_alias_is_exact() -> None:
    target = TargetModel(CLOVER.repo_id, DIFFUSPACE, aliases=("Clover Preview",))
    assert match_model("Clover Preview", None, target).kind is EXACT
    assert match_model("Clover Preview", "Acme", target).kind is POSSIBLE


def test_ignored_suffix_words() -> None:
    target = TargetModel("acme/Foo-7B", VendorIdentity("acme"), ignore_words=("instruct",))
    assert match_model("Foo-7B-Instruct", None, target).kind is EXACT


def test_version_prefix_and_stage_words() -> None:
    deepseek = TargetModel(
        "deepseek-ai/DeepSeek-V3.2", VendorIdentity("deepseek-ai", ("DeepSeek",))
    )
    assert match_model("DeepSeek-V3.2", "DeepSeek", deepseek).kind is EXACT
    assert match_model("DeepSeek V3.2 (Reasoning)", None, deepseek).kind is EXACT
    assert match_model("DeepSeek-V3.2-Exp", None, deepseek).kind is POSSIBLE
    assert match_model("deepseek-v3.1", None, deepseek).kind is DIFFERENT


def test_normalise_name() -> None:
    assert normalise_name("zai-org/GLM-4.6") == "glm-4-6"
    assert normalise_name("Clover 35B A3B Preview (high)") == "clover-35b-a3b-preview"
    assert normalise_name("https://huggingface.co/DiffuSpace/Clover_35B") == "clover-35b"


def test_vendor_identity() -> None:
    assert ZAI.is_vendor("Z.ai") and ZAI.is_vendor("zai-org") and ZAI.is_vendor("Zhipu AI")
    assert ZAI.is_vendor("zhipu") and not ZAI.is_vendor("Sierra") and not ZAI.is_vendor(None)
    assert DIFFUSPACE.is_vendor("Diffu Space") and DIFFUSPACE.is_vendor("diffuspace.ai")
    assert DIFFUSPACE.owns_url("https://huggingface.co/DiffuSpace/Clover-35B-A3B-Preview")
    assert DIFFUSPACE.owns_url("https://blog.diffuspace.ai/clover")
    assert DIFFUSPACE.owns_url("https://github.com/DiffuSpace/clover")
    assert not DIFFUSPACE.owns_url("https://huggingface.co/unsloth/Clover-GGUF")
    assert not DIFFUSPACE.owns_url("https://notdiffuspace.ai/x")
    assert DIFFUSPACE.is_vendor_account("diffuspace")
