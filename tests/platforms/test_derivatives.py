"""Derivative classification: declared relations first, then names, then tags."""

from __future__ import annotations

import json

import pytest

from domain.derivatives import Kind, classify_repo
from tests.platforms.conftest import api_fixture

CLOVER = "DiffuSpace/Clover-35B-A3B-Preview"
WATCHED = [CLOVER]


def test_quantization_declared_by_base_model_relation() -> None:
    verdict = classify_repo(
        "someone/clover-quant", [CLOVER], [], WATCHED, base_model_relation="quantized"
    )
    assert verdict.kind is Kind.QUANTIZATION
    assert verdict.base == CLOVER
    assert verdict.base_is_watched
    assert "base_model_relation=quantized" in verdict.reason


def test_quantization_declared_by_hub_tag() -> None:
    tags = ["gguf", f"base_model:{CLOVER}", f"base_model:quantized:{CLOVER}"]
    verdict = classify_repo("someone/whatever", None, tags, WATCHED)
    assert (verdict.kind, verdict.base) == (Kind.QUANTIZATION, CLOVER)


def test_gguf_name_without_card_infers_the_watched_base() -> None:
    verdict = classify_repo("unsloth/Clover-35B-A3B-Preview-GGUF", None, [], WATCHED)
    assert verdict.kind is Kind.QUANTIZATION
    assert verdict.base == CLOVER
    assert not verdict.official
    assert "GGUF" in verdict.reason


def test_vendor_gguf_repo_is_an_official_quantization() -> None:
    verdict = classify_repo("DiffuSpace/Clover-35B-A3B-Preview-GGUF", None, [], WATCHED)
    assert (verdict.kind, verdict.official) == (Kind.QUANTIZATION, True)


@pytest.mark.parametrize(
    "name",
    [
        "Clover-35B-A3B-Preview-AWQ",
        "Clover-35B-A3B-Preview-GPTQ-Int4",
        "Clover-35B-A3B-Preview-FP8",
        "Clover-35B-A3B-Preview-INT4",
        "Clover-35B-A3B-Preview-MLX-8bit",
        "Clover-35B-A3B-Preview-bnb-4bit",
        "Clover-35B-A3B-Preview-exl2",
        "Clover-35B-A3B-Preview-4.0bpw",
        "Clover-35B-A3B-Preview-Q4_K_M",
    ],
)
def test_quantization_name_patterns(name: str) -> None:
    verdict = classify_repo(f"someone/{name}", None, [], WATCHED)
    assert (verdict.kind, verdict.base) == (Kind.QUANTIZATION, CLOVER)


@pytest.mark.parametrize("name", ["Clover-35B-A3B-Preview", "Cloverleaf", "gptqa-model"])
def test_names_that_are_not_quantizations(name: str) -> None:
    assert classify_repo(f"DiffuSpace/{name}-x", None, [], []).kind is Kind.ORIGINAL


def test_finetune_from_card_base_model_real_fixture() -> None:
    info = json.loads(api_fixture("hf_model_info_deepset_roberta-base-squad2.json").read_text())
    verdict = classify_repo(
        info["id"], info["cardData"]["base_model"], info["tags"], ["FacebookAI/roberta-base"]
    )
    assert (verdict.kind, verdict.base) == (Kind.FINETUNE, "FacebookAI/roberta-base")
    assert verdict.base_is_watched
    assert verdict.reason == "base_model tag=finetune"


def test_decision_model_built_on_clover_is_a_finetune() -> None:
    verdict = classify_repo("DiffuSpace/Clover-Decision-Joint", CLOVER, [], WATCHED)
    assert (verdict.kind, verdict.base, verdict.official) == (Kind.FINETUNE, CLOVER, True)


def test_adapter_and_merge() -> None:
    adapter = classify_repo("someone/clover-lora-chat", [CLOVER], [], WATCHED)
    assert adapter.kind is Kind.ADAPTER
    merge = classify_repo("someone/clover-mix", [CLOVER, "Other/Model"], [], WATCHED)
    assert (merge.kind, merge.base) == (Kind.MERGE, CLOVER)


def test_reupload_under_the_same_name_is_a_mirror() -> None:
    # A copied card still names the original's own base: the same name decides.
    verdict = classify_repo(
        "mirror-org/Clover-35B-A3B-Preview",
        ["Base/Model"],
        ["base_model:finetune:Base/Model"],
        WATCHED,
    )
    assert (verdict.kind, verdict.base) == (Kind.MIRROR, CLOVER)


def test_watched_model_and_new_vendor_repo_are_originals() -> None:
    assert classify_repo(CLOVER.lower(), None, [], WATCHED).kind is Kind.ORIGINAL
    agent = classify_repo("DiffuSpace/Clover-Agent-Runtime", None, ["agent"], WATCHED)
    assert (agent.kind, agent.base, agent.is_derivative) == (Kind.ORIGINAL, None, False)


def test_format_tag_alone_without_a_base_is_not_enough() -> None:
    # An original model may ship GGUF files itself; without a base there is no parent to name.
    assert classify_repo("NewVendor/Fresh-7B", None, ["gguf"], WATCHED).kind is Kind.ORIGINAL
