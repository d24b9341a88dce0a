"""Relevance: the model named in a fitting context; near misses rejected with a reason."""

from __future__ import annotations

import pytest

from domain.news.relevance import RelevanceCode, Target, assess_relevance
from tests.news.support import CLOVER, corpus_doc, corpus_names

MODEL_NAMED = RelevanceCode.MODEL_NAMED


@pytest.mark.parametrize(
    ("lang", "title", "text", "matched"),
    [
        ("en", "DiffuSpace releases Clover-35B-A3B-Preview", "A block-diffusion MoE.",
         "Clover-35B-A3B-Preview"),
        ("fr", "", "Le modèle Clover 35B\u2011A3B de DiffuSpace génère par diffusion.",
         "Clover 35B\u2011A3B"),
        ("de", "", "Das neue CLOVER\u201135B übertrifft sein Basismodell.", "CLOVER\u201135B"),
        ("es", "", "Probamos clover_35b_a3b en local con llama.cpp.", "clover_35b_a3b"),
        ("pt", "", "O Clover\u201335B-A3B chegou ao Hugging Face.", "Clover\u201335B-A3B"),
        ("it", "", "Clover35B, il nuovo modello di DiffuSpace.", "Clover35B"),
        ("zh", "", "DiffuSpace发布了Clover-35B-A3B模型，采用块扩散。", "Clover-35B-A3B"),
        ("zh", "", "全角写法：Ｃｌｏｖｅｒ－３５Ｂ也能识别。", "Ｃｌｏｖｅｒ－３５Ｂ"),
    ],
)  # fmt: skip
def test_specific_aliases_in_any_spelling_and_language(
    lang: str, title: str, text: str, matched: str
) -> None:
    result = assess_relevance(title, text, CLOVER)
    assert (result.relevant, result.code, result.matched) == (True, MODEL_NAMED, matched), lang
    assert result.score == (1.0 if title else 0.9)


@pytest.mark.parametrize(
    ("title", "text"),
    [
        ("Clover is out", "DiffuSpace's new Clover model writes code by block diffusion."),
        ("", "Clover is a MoE diffusion language model with 35B parameters."),
        ("", "Clover, dérivé de Qwen3.6-35B-A3B, est disponible."),
        ("", "Clover是一个扩散模型，采用混合专家架构。"),
    ],
)
def test_bare_alias_needs_and_finds_context(title: str, text: str) -> None:
    result = assess_relevance(title, text, CLOVER)
    assert result.relevant
    assert result.code == RelevanceCode.ALIAS_WITH_CONTEXT
    assert result.matched == "Clover"
    assert "model context" in result.reason


@pytest.mark.parametrize(
    ("title", "text", "code", "reason"),
    [
        (
            "Clover launches a new point-of-sale terminal",
            "Clover, the payments platform valued at $35B, unveiled a countertop device for cafes.",
            RelevanceCode.ALIAS_WITHOUT_CONTEXT,
            "alias 'Clover' without model context (another product?)",
        ),
        (
            "Spring gardening",
            "Sow clover between the rows: a four-leaf clover is rare.",
            RelevanceCode.COMMON_WORD,
            "alias 'clover' only as a common word",
        ),
        (
            "DiffuSpace ships a small model",
            "DiffuSpace's Clover-7B is a compact block-diffusion model for laptops.",
            RelevanceCode.SIMILAR_NAME,
            "similar but different model name: Clover-7B",
        ),
        (
            "Clover",
            "DiffuSpace released Clover-70B today. Clover is fast.",
            RelevanceCode.SIMILAR_NAME,
            "similar but different model name: Clover-70B",
        ),
        (
            "",
            "The rumoured Clover-35B-A7B would activate more experts.",
            RelevanceCode.SIMILAR_NAME,
            "similar but different model name: Clover-35B-A7B",
        ),
        (
            "",
            "DiffuSpace teases Clover 2 for next year.",
            RelevanceCode.SIMILAR_NAME,
            "similar but different model name: Clover 2",
        ),
        (
            "Qwen3.6-35B-A3B tops the charts",
            "Alibaba's Qwen3.6-35B-A3B scores 73.6 on SWE-bench Verified, 3B active parameters.",
            RelevanceCode.BASE_MODEL_ONLY,
            "base model only: Qwen3.6-35B-A3B (no mention of Clover-35B-A3B-Preview)",
        ),
        (
            "Benchmarks are saturating",
            "Scores on SWE-bench Verified, GPQA Diamond and AIME 2025 keep rising for MoE models.",
            RelevanceCode.BENCHMARKS_WITHOUT_MODEL,
            "benchmark names without the model: SWE-bench Verified, GPQA Diamond, AIME",
        ),
        (
            "DiffuSpace raises a Series B",
            "The block-diffusion start-up DiffuSpace raised new funding.",
            RelevanceCode.VENDOR_ONLY,
            "vendor DiffuSpace without the model",
        ),
        ("", "Nothing related at all.", RelevanceCode.NOT_MENTIONED,
         "Clover-35B-A3B-Preview not mentioned"),
        ("", "   ", RelevanceCode.EMPTY, "empty title and text"),
    ],
)  # fmt: skip
def test_near_misses_are_rejected_with_a_reason(
    title: str, text: str, code: RelevanceCode, reason: str
) -> None:
    result = assess_relevance(title, text, CLOVER)
    assert (result.relevant, result.code, result.reason) == (False, code, reason)
    assert 0.0 <= result.score < 0.5


def test_the_model_next_to_a_sibling_is_still_relevant() -> None:
    text = "Clover-35B-A3B-Preview beats the older Clover-7B on every coding benchmark."
    result = assess_relevance("", text, CLOVER)
    assert result.relevant and result.matched == "Clover-35B-A3B-Preview"


def test_variant_suffixes_are_the_same_model_but_sizes_are_not() -> None:
    assert assess_relevance("", "Clover-35B-A3B-Instruct-GGUF is on the Hub.", CLOVER).relevant
    assert assess_relevance("", "Clover 35B-A3B quantised to 4 bits.", CLOVER).relevant
    assert not assess_relevance("", "Clover-35B-A3B-v2 is announced.", CLOVER).relevant


@pytest.mark.parametrize("name", corpus_names())
def test_no_corpus_document_is_about_clover(name: str) -> None:
    doc = corpus_doc(name)
    result = assess_relevance(doc.title, doc.body, CLOVER)
    assert not result.relevant, result.reason


GEMINI_DIFFUSION = Target(
    name="Gemini Diffusion", vendor="Google DeepMind", vendor_aliases=("DeepMind", "Google")
)
LLADA = Target(name="LLaDA 8B", aliases=("LLaDA",), vendor="Renmin University")
QWEN3_NEXT = Target(name="Qwen3-Next-80B-A3B", aliases=("Qwen3-Next",), vendor="Alibaba")
KIMI_K2_THINKING = Target(name="Kimi K2 Thinking", vendor="Moonshot AI")


@pytest.mark.parametrize(
    ("target", "name", "relevant", "code"),
    [
        (GEMINI_DIFFUSION, "001_deepmind-gemini-diffusion-page.txt", True, MODEL_NAMED),
        (GEMINI_DIFFUSION, "040_particle-diffusiongemma-release.txt", False,
         RelevanceCode.BENCHMARKS_WITHOUT_MODEL),
        (LLADA, "004_researchpapers-llada-8b.txt", True, MODEL_NAMED),
        (LLADA, "039_wizwand-llava-visual-instruction-tuning.txt", False,
         RelevanceCode.NOT_MENTIONED),
        (QWEN3_NEXT, "007_panews-qwen3-next-80b-a3b.txt", True, MODEL_NAMED),
        (QWEN3_NEXT, "008_zh-qwen3-release-aime25.txt", False, RelevanceCode.SIMILAR_NAME),
        (KIMI_K2_THINKING, "044_fr-lodj-kimi-k2-thinking-pretend.txt", True, MODEL_NAMED),
        (KIMI_K2_THINKING, "013_pt-bitsgeniais-kimi-k2-thinking.txt", True, MODEL_NAMED),
        (KIMI_K2_THINKING, "026_mindstudio-kimi-k2-hle-gap.txt", False, RelevanceCode.SIMILAR_NAME),
        (KIMI_K2_THINKING, "031_zh-qbitai-kimi-k2-lmarena.txt", False, RelevanceCode.SIMILAR_NAME),
    ],
)  # fmt: skip
def test_corpus_near_misses_for_other_models(
    target: Target, name: str, relevant: bool, code: RelevanceCode
) -> None:
    doc = corpus_doc(name)
    result = assess_relevance(doc.title, doc.body, target)
    assert (result.relevant, result.code) == (relevant, code), result.reason


def test_similar_name_reasons_quote_the_near_miss() -> None:
    zh = corpus_doc("008_zh-qwen3-release-aime25.txt")
    assert assess_relevance("", zh.body, QWEN3_NEXT).reason == (
        "similar but different model name: Qwen3"
    )
    text = "Qwen3 is out; the flagship Qwen3-235B-A22B leads the open models."
    assert assess_relevance("", text, QWEN3_NEXT).reason == (
        "similar but different model name: Qwen3-235B-A22B"
    )
    kimi = corpus_doc("026_mindstudio-kimi-k2-hle-gap.txt")
    assert assess_relevance("", kimi.body, KIMI_K2_THINKING).reason == (
        "similar but different model name: Kimi K2"
    )


def test_a_term_said_absent_by_the_substring_check_never_matches() -> None:
    """`_may_occur` skips the term regex; it must never skip a term the regex finds."""
    import random

    from domain.news.relevance import GENERIC_MODEL_TERMS, _may_occur, _term_regex
    from domain.news.textnorm import fold_with_offsets

    terms = [*GENERIC_MODEL_TERMS, "Clover-35B-A3B-Preview", "Clover 35B", "DiffuSpace", "Qwen3.5",
             "C++", "gpt-5 mini", "LLaDA2.2 flash", "τ³-bench"]  # fmt: skip
    rng = random.Random(7)
    pieces = [*terms, " ", "-", "_", ".", "x", "3", "CLOVER", "35b", "a3b", "Ⅲ", "ﬁ", "é"]
    texts = [corpus_doc(name).body for name in corpus_names()]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 12))) for _ in range(3000)]
    for text in texts:
        folded = fold_with_offsets(text)[0]
        for term in terms:
            if _term_regex(term).search(folded):
                assert _may_occur(term, folded), (term, text)
