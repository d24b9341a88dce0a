"""The cheap language guess used when a page does not say (or lies)."""

from __future__ import annotations

import pytest

from domain.news.language import cjk_ratio, guess_language, primary_subtag
from tests.news.support import corpus_doc, corpus_names


@pytest.mark.parametrize("name", corpus_names())
def test_every_corpus_language_is_recognised(name: str) -> None:
    doc = corpus_doc(name)
    guess = guess_language(doc.body)
    assert guess.lang == doc.lang
    assert guess.confidence > 0.4


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("", None),
        ("12345 !!!", None),
        ("Clover-35B-A3B", None),
        ("新しいモデルが公開されました。ひらがなとカタカナ。", "ja"),
        ("새로운 모델이 공개되었습니다", "ko"),
    ],
)
def test_short_or_other_texts(text: str, lang: str | None) -> None:
    assert guess_language(text).lang == lang


def test_helpers() -> None:
    assert primary_subtag("fr-BE") == "fr"
    assert primary_subtag("pt_BR") == "pt"
    assert primary_subtag("EN") == "en"
    assert primary_subtag("") is None
    assert primary_subtag("x-klingon-1") is None
    assert cjk_ratio("模型 model") == pytest.approx(2 / 7)
