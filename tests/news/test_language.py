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


def _word_by_word_guess(text: str) -> tuple[str | None, float, float]:
    """The guess as first written (letters as a list, one vote look-up a word): the
    reference the counting shortcuts must agree with."""
    import re
    from collections import Counter

    from domain.news import language

    sample = text[: language.SAMPLE_CHARS]
    letters = len(re.findall(r"[^\W\d_]", sample))
    cjk = sum(len(rx.findall(sample)) for rx in (language._HAN, language._KANA, language._HANGUL))
    ratio = cjk / letters if letters else 0.0
    if not letters or ratio >= 0.3:
        return None, -1.0, ratio  # the script branch: not what changed
    words = [w.lower() for w in language._WORD.findall(sample)]
    if len(words) < language.MIN_WORDS:
        return None, 0.0, ratio
    votes: Counter[str] = Counter()
    for word in words:
        votes.update(language._LANGS_OF_WORD.get(word, ()))
    if not votes:
        return None, 0.0, ratio
    ranked = [*votes.most_common(2), ("", 0)]
    (best, top), second = ranked[0], ranked[1][1]
    coverage, margin = top / len(words), (top - second) / top
    confidence = round(min(1.0, coverage * 3) * margin, 3)
    if coverage < 0.05 or margin < 0.15:
        return None, confidence, ratio
    return best, confidence, ratio


def test_guess_agrees_with_the_word_by_word_vote() -> None:
    import random

    rng = random.Random(3)
    words = ["the", "The", "de", "la", "LA", "e", "o", "a", "que", "die", "und", "il", "è",
             "é", "ist", "für", "İstanbul", "ß", "中文", "模型", "12", "x_y", "l'IA", "n'est",
             "model", "Modell", "3.5", "ſ", "\u212a"]  # fmt: skip
    texts = [corpus_doc(name).body for name in corpus_names()]
    texts += [" ".join(rng.choice(words) for _ in range(rng.randint(0, 40))) for _ in range(4000)]
    for text in texts:
        lang, confidence, ratio = _word_by_word_guess(text)
        assert cjk_ratio(text) == ratio, text
        if confidence >= 0:
            guess = guess_language(text)
            assert (guess.lang, guess.confidence) == (lang, confidence), text
