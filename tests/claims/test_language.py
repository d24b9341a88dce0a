"""Offline language detection for the seven supported languages."""

import pytest

from domain.claims import detect_language


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("The figures have not been independently verified by anyone yet.", "en"),
        ("Bis dato liegt keine Verifizierung durch unabhängige Stellen vor.", "de"),
        ("Selon Moonshot AI, le modèle aurait atteint 44,9 % sur HLE.", "fr"),
        ("Según la empresa, el modelo alcanza 44,9 puntos en la prueba.", "es"),
        ("De acordo com a empresa, o modelo se sai melhor que o GPT-5.", "pt"),
        ("Secondo Meta, il modello ha ottenuto buoni risultati nei test.", "it"),
        ("据介绍,千问3在AIME25测评中得分81.5。", "zh"),
        ("DeepSeek afirma que R1 supera a o1 en AIME.", "es"),
        ("Inception Labs says Mercury 2 reaches 1,000 tokens per second.", "en"),
    ],
)
def test_detect_language(text: str, lang: str) -> None:
    assert detect_language(text) == lang


def test_empty_text_defaults_to_english() -> None:
    assert detect_language("") == "en"
    assert detect_language("1234 5678") == "en"
