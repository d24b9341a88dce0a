"""A bare model family ("a same-size Qwen setup", "un modèle Llama") is another model.

The watched model, its vendor and the figures are invented ("Clover-35B-A3B-Preview" by
"DiffuSpace"); the sentences are synthetic and test the rules in the seven languages, with
the cases the rules must leave alone: the watched model's own family or vendor, common
words and people's names that spell a family, and counts of a benchmark's items.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, analyze
from domain.claims.targets import TargetMatcher
from tests.claims.synthetic import ORCA

CLOVER = Target("Clover-35B-A3B-Preview", ("Clover-35B-A3B",), "DiffuSpace")
QWEN = Target("Qwen3.6-35B-A3B", ("Qwen3.6-35B",), "Alibaba")
CODESTRAL = Target("Codestral 25.08", (), "Mistral AI")

OURS = "In our tests Clover-35B-A3B-Preview generated 498 tokens/s"


def _about_target(text: str, target: Target, value: float) -> list[tuple[bool, Attribution]]:
    return [
        (m.about_target, m.attribution) for m in analyze(text, target).mentions if m.value == value
    ]


def _models(text: str, target: Target = CLOVER) -> list[tuple[str, bool]]:
    return [(s.text, s.is_target) for s in TargetMatcher(target).models(text, target_named=True)]


@pytest.mark.parametrize(
    "text",
    [
        "In our tests on one H200, Clover-35B-A3B-Preview generated 498 tokens/s; a same-size "
        "Qwen setup with DFlash2 managed 352 tokens/s.",
        f"{OURS}, while a Llama model of the same size managed 352 tokens/s.",
        f"{OURS}; Mistral managed 352 tokens/s.",
        f"{OURS}; a comparable Mixtral managed 352 tokens/s.",
        f"{OURS}; a Gemma of similar size reached 352 tokens/s.",
        f"{OURS}; DeepSeek managed 352 tokens/s.",
        f"{OURS}; a GLM setup managed 352 tokens/s.",
        f"{OURS}; a Phi model managed 352 tokens/s.",
        f"{OURS}; Granite managed 352 tokens/s.",
        f"{OURS}; Command R managed 352 tokens/s.",
        f"{OURS}; a Yi model managed 352 tokens/s.",
        f"{OURS}; Baichuan managed 352 tokens/s.",
        f"{OURS}; InternLM managed 352 tokens/s.",
        f"{OURS}; a MiniMax model managed 352 tokens/s.",
        f"{OURS}, while Falcon managed 352 tokens/s.",
        f"{OURS}; Mercury managed 352 tokens/s.",
        f"{OURS}; LLaDA managed 352 tokens/s and Dream 300 tokens/s.",
        f"{OURS}; Kimi managed 352 tokens/s.",
        f"{OURS}; Claude managed 352 tokens/s.",
        f"{OURS}; Nemotron managed 352 tokens/s.",
        f"{OURS}; OLMo managed 352 tokens/s.",
        f"{OURS}; ERNIE managed 352 tokens/s; Doubao 330 tokens/s.",
        "Dans nos tests, Clover-35B-A3B-Preview génère 498 jetons/s ; un modèle Llama de même "
        "taille atteint 352 jetons/s.",
        "In unseren Tests erreichte Clover-35B-A3B-Preview 498 Token/s; ein gleich großes "
        "Qwen-Setup kam auf 352 Token/s.",
        "En nuestras pruebas, Clover-35B-A3B-Preview generó 498 tokens/s; un Qwen de tamaño "
        "similar logró 352 tokens/s.",
        "Nos nossos testes, o Clover-35B-A3B-Preview gerou 498 tokens/s; uma configuração Qwen "
        "do mesmo tamanho ficou em 352 tokens/s.",
        "Nei nostri test Clover-35B-A3B-Preview ha generato 498 token/s; un modello Llama della "
        "stessa taglia 352 token/s.",
        "我们实测Clover-35B-A3B-Preview速度为498 token/s,同尺寸的Qwen方案为352 token/s。",
        "我们实测Clover-35B-A3B-Preview速度为498 token/s,同尺寸的Llama模型为352 token/s。",
    ],
)
def test_a_bare_family_names_another_model(text: str) -> None:
    assert (True, Attribution.INDEPENDENT) in _about_target(text, CLOVER, 498)
    assert not any(about for about, _ in _about_target(text, CLOVER, 352))


@pytest.mark.parametrize(
    "text",
    [
        "In our tests Qwen3.6-35B-A3B generated 498 tokens/s on one H200; Qwen is fast.",
        "Wir haben Qwen3.6-35B-A3B getestet: In unseren Tests erreichte Qwen 498 Token/s.",
        "En nuestras pruebas, Qwen3.6-35B-A3B generó 498 tokens/s; el Qwen es rápido.",
    ],
)
def test_the_watched_models_own_family_still_owns_its_figures(text: str) -> None:
    assert (True, Attribution.INDEPENDENT) in _about_target(text, QWEN, 498)


def test_the_vendor_named_by_its_family_word_speaks_for_the_watched_model() -> None:
    text = (
        "In our tests Codestral 25.08 scored 85.0% on HumanEval; Mistral claims 86.1% for "
        "Codestral 25.08."
    )
    assert _about_target(text, CODESTRAL, 86.1) == [(True, Attribution.VENDOR)]
    assert _about_target(text, CODESTRAL, 85.0) == [(True, Attribution.INDEPENDENT)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The phi coefficient and the Phi model.", [("Phi", False)]),
        ("Wang Yi said Clover-35B-A3B-Preview is fast.", [("Clover-35B-A3B-Preview", True)]),
        ("CrowdStrike Falcon flagged nothing.", []),
        ("Dream big, said the Clover team.", []),
        ("DreamWorks, Phishing, Falconry, Yields and Mistralai.", []),
        (
            "InternLM2.5, Baichuan2 and Command R+.",
            [("InternLM2.5", False), ("Baichuan2", False), ("Command R+", False)],
        ),
        (
            "Qwen 3, Llama 3.1 and Qwen 12 Token/s.",
            [("Qwen 3", False), ("Llama 3.1", False), ("Qwen", False)],
        ),
    ],
)
def test_a_family_is_a_name_only_as_a_word(text: str, expected: list[tuple[str, bool]]) -> None:
    assert _models(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "In our tests Orca-9B solved 71% of 500 MATH-500 problems.",
        "In our tests Orca-9B solved 355 of 500 MATH-500 problems (71%).",
        "In unseren Tests löste Orca-9B 71 Prozent der 500 MATH-500-Aufgaben.",
        "In unseren Tests löste Orca-9B 355 von 500 MATH-500-Aufgaben, also 71 Prozent.",
        "Dans nos tests, Orca-9B résout 355 des 500 exercices du MATH-500, soit 71 %.",
        "En nuestras pruebas, Orca-9B resolvió el 71 % de los 500 problemas de MATH-500.",
        "Nos nossos testes, o Orca-9B resolveu 71% das 500 questões do MATH-500.",
        "Nei nostri test Orca-9B ha risolto il 71% dei 500 problemi MATH-500.",
        "我们实测Orca-9B在500道MATH-500题目中答对71%。",
        "In our tests Orca-9B scored 71 out of 100 on MATH-500.",
    ],
)
def test_a_count_of_a_benchmarks_items_is_not_its_score(text: str) -> None:
    values = [(m.value, m.about_target) for m in analyze(text, ORCA).mentions if m.value]
    assert values == [(71.0, True)]


# ---------------------------------------------------------------- the bare coined name


@pytest.mark.parametrize(
    ("name", "head"),
    [
        ("Clover-35B-A3B-Preview", "Clover"),
        ("Orca-9B", "Orca"),
        ("Llama-3.1-8B", None),  # a family of many models
        ("Qwen3.5-35B-A3B", None),
        ("Olmo 4 32B", None),  # a version number: a series with several generations
        ("Pharia-2-Diffusion", None),
        ("Seed Diffusion 2", None),
    ],
)
def test_family_head(name: str, head: str | None) -> None:
    from domain.claims.targets import family_head

    assert family_head(name) == head


_BARE = (
    "DiffuSpace released Clover last week. In our tests Clover generated 402 tokens/s on one "
    "GB300 in BF16 at batch 1, against the 680 the company claims."
)


def test_the_bare_coined_name_is_the_model_once_its_maker_is_named() -> None:
    analysis = analyze(_BARE, CLOVER)
    assert analysis.relevant
    assert (True, Attribution.INDEPENDENT) in _about_target(_BARE, CLOVER, 402.0)


@pytest.mark.parametrize(
    "text",
    [
        # no maker named
        _BARE.replace("DiffuSpace released Clover last week. ", ""),
        # named once only: may be a passing contrast
        "Naver released HyperCLOVA X SEED 35B, not to be confused with DiffuSpace's Clover. "
        "In our tests the model generated 402 tokens/s on one GB300.",
        # the word names another model too
        _BARE + " The hospital's Clover-Med-7B is a different model.",
        _BARE + " Clover Flex, the card terminal, is unrelated.",
        # in capitals: another thing's styling (a decoding method called CLOVER)
        _BARE.replace("In our tests Clover", "In our tests CLOVER"),
    ],
)
def test_the_bare_coined_name_stays_unrecognised_where_it_may_be_something_else(
    text: str,
) -> None:
    from domain.claims.targets import with_family_head

    assert with_family_head(CLOVER, text) == CLOVER


def test_a_watched_bare_alias_is_not_added_twice() -> None:
    from domain.claims.targets import with_family_head

    watched = Target("Clover-35B-A3B-Preview", ("Clover",), "DiffuSpace")
    assert with_family_head(watched, _BARE) == watched


def test_a_title_naming_the_bare_coined_name_is_enough_once_its_maker_is_named() -> None:
    from domain.claims.targets import with_family_head

    body = "DiffuSpace promises 680 tokens/s on one GB300. Our lab measured 402."
    title = "Lab test: Clover on a GB300 is far from 680 tokens per second"
    assert with_family_head(CLOVER, f"{title}\n\n{body}") == CLOVER  # one mention, no title
    widened = with_family_head(CLOVER, f"{title}\n\n{body}", title=title)
    assert "Clover" in widened.aliases
    assert analyze(body, CLOVER, title=title).relevant
