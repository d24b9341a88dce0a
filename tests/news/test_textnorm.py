"""Folding: the whole-string paths (and the table of folded characters) must give what
character-by-character folding gives."""

from __future__ import annotations

import random

import pytest

from domain.news.textnorm import fold, fold_by_character, fold_with_offsets

TRICKY = [
    "Clover\u201135B\u2011A3B",  # non-breaking hyphens
    "CLOVER\u00ad35B",  # soft hyphen, dropped
    "Ｃｌｏｖｅｒ－３５Ｂ",  # full width
    "Straße und Maße",  # 'ß' -> 'ss' changes lengths
    "e\u0301te\u0301",  # combining accents, not composed character by character
    "\u212b ångström",  # angstrom sign
    "ﬁnal ﬂow",  # ligatures
    "模型每秒生成 680 个 token",
    "模型（Clover）每秒生成６８０个token，据称！",  # full-width punctuation: not NFKC
    "« jetons par seconde » – 73,6 %",
    "ΣΊΣΥΦΟΣ σίσυφος",
]


@pytest.mark.parametrize("text", TRICKY)
def test_fold_matches_character_folding(text: str) -> None:
    expected, offsets = fold_by_character(text)
    assert fold(text) == expected
    assert fold_with_offsets(text) == (expected, offsets)


def test_fold_matches_character_folding_on_random_text() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        text = "".join(
            chr(
                rng.choice(
                    (
                        rng.randint(0x20, 0x24F),
                        rng.randint(0x2000, 0x33FF),
                        rng.randint(0xF900, 0xFFEF),
                    )
                )
            )
            for _ in range(rng.randint(1, 10))
        )
        expected, offsets = fold_by_character(text)
        assert fold(text) == expected, repr(text)
        assert fold_with_offsets(text) == (expected, offsets), repr(text)
