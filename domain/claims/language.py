"""Offline language identification for the seven languages the analyser supports.

A compact stop-word scorer rather than a packaged model: the job is to tell en, de, fr, es,
pt, it and zh apart in article-length text, which function words and a few orthographic
marks do reliably; it needs no data file, no dependency and no download, runs in
microseconds, and its behaviour on a given text can be explained by reading this file.
Chinese is recognised by its share of CJK ideographs before any word is scored.
"""

from __future__ import annotations

import re
from collections import Counter

from domain.claims.lexicon import words

SUPPORTED = ("en", "de", "fr", "es", "pt", "it", "zh")

# Frequent function words. Words shared by several languages ("de", "la", "que") appear in
# every list that has them and are down-weighted, so the exclusive ones decide.
_STOPWORDS: dict[str, frozenset[str]] = {
    "en": words(
        "the and of to is that with for on are was it this by from has have its which be as an"
        " at than not but or were their been they more said also into would says per around"
        " after about over only while"
    ),
    "de": words(
        "der die das und ist nicht mit den von zu sich des auf für ein eine dem im auch es wird"
        " als bei noch nach wie sind hat aus über dass einen einer werden sie oder zum zur"
        " doch aber allerdings laut keine kein vor"
    ),
    "fr": words(
        "le la les et des est du un une que qui dans pour pas sur au aux avec ce il elle sont"
        " par plus ses son cette été mais ou selon leur nous ont être aussi très en sa ces"
        " dont modèle"
    ),
    "es": words(
        "el la los las y que de en es un una por con para del se al lo su sus como más pero"
        " este esta ha han según sobre entre muy también fue son desde hay sin ya hasta"
        " modelo a"
    ),
    "pt": words(
        "o a os as e que de em um uma para com não do da dos das no na nos nas ao se por mais"
        " como seu sua pelo pela são foi também ele ela está mas sem já ainda muito segundo"
        " é à modelo"
    ),
    "it": words(
        "il lo la i gli le e che di in un una per con non del della dei delle al alla nel nella"
        " sono da come più ma anche questo si è ancora degli negli nei sul sulla dal dalla ha"
        " hanno stato stata questa secondo modello però tra già molto a"
    ),
}

# A word shared by several lists counts for each of them in inverse proportion.
_WEIGHTS: dict[str, dict[str, float]] = {}
for _lang, _words in _STOPWORDS.items():
    for _word in _words:
        _WEIGHTS.setdefault(_word, {})[_lang] = 1.0
for _langs in _WEIGHTS.values():
    for _lang in _langs:
        _langs[_lang] = 1.0 / len(_langs)

# Letters or sequences that only (or mostly) one of the languages uses.
_MARKS: dict[str, re.Pattern[str]] = {
    "de": re.compile(r"[äöüß]|sch|\b(?:und|nicht)\b"),
    "fr": re.compile(r"[êœçèà]|\bqu'|\bl'|\bd'|eaux?\b"),
    "es": re.compile(r"[ñ¿¡]|ción\b|\by\b"),
    "pt": re.compile(r"[ãõ]|ção\b|ções\b|\bnão\b"),
    "it": re.compile(r"\b(?:gli|della|degli|nella)\b|zione\b|[ìò]"),
}

_WORD = re.compile(r"(?<!\w)[a-zà-öø-ÿ']+(?!\w)")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def detect_language(text: str) -> str:
    """Return the ISO 639-1 code of ``text``'s language; "en" when nothing else scores."""
    if not text.strip():
        return "en"
    letters = sum(1 for ch in text if ch.isalpha())
    if letters and len(_CJK.findall(text)) / letters > 0.2:
        return "zh"
    lowered = text.lower()
    words = Counter(_WORD.findall(lowered))
    scores: dict[str, float] = dict.fromkeys(_STOPWORDS, 0.0)
    for word, n in words.items():
        for lang, weight in _WEIGHTS.get(word, {}).items():
            scores[lang] += n * weight
    for lang, mark in _MARKS.items():
        scores[lang] += 0.5 * len(mark.findall(lowered))
    best = max(scores, key=lambda lang: scores[lang])
    return best if scores[best] > 0 else "en"
