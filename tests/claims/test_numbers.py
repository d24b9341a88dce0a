"""parse_number: every written form of a figure, per language."""

import pytest

from domain.claims import parse_number


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        # plain decimals
        ("73.6", None, 73.6),
        ("73.6", "en", 73.6),
        ("73,6", None, 73.6),
        ("73,6", "de", 73.6),
        ("101,8", "it", 101.8),
        ("44,9 %", "fr", 44.9),
        ("92,8 Punkte", "de", 92.8),
        ("0,84", "es", 0.84),
        # thousands with a comma (English, Chinese) vs decimal comma elsewhere
        ("1,500", None, 1500.0),
        ("1,500", "en", 1500.0),
        ("1,500", "zh", 1500.0),
        ("1,500", "de", 1.5),
        ("1,500", "pt", 1.5),
        ("1,009 tokens/sec", "en", 1009.0),
        # thousands with a dot in de/it/pt/es (and fr), decimal in English
        ("1.500", "de", 1500.0),
        ("1.500", "it", 1500.0),
        ("1.500", "pt", 1500.0),
        ("1.500", "es", 1500.0),
        ("1.500", "fr", 1500.0),
        ("1.500", "en", 1.5),
        ("1.480 tokens por segundo", "es", 1480.0),
        # a "000" group is thousands in every language
        ("1,000", "it", 1000.0),
        ("1.000", "en", 1000.0),
        # spaces, no-break spaces and narrow no-break spaces group thousands
        ("1 500", None, 1500.0),
        ("1 500", "fr", 1500.0),
        ("1\u00a0500", "fr", 1500.0),
        ("1\u202f500 jetons par seconde", "fr", 1500.0),
        ("12 345,6", "fr", 12345.6),
        # both separators: the last one is the decimal mark
        ("1,234.5", None, 1234.5),
        ("1.234,5", "de", 1234.5),
        ("1.000.000", "es", 1_000_000.0),
        ("1,000,000", "en", 1_000_000.0),
        # other forms
        ("1.86e+3", None, 1860.0),
        ("1.5k tok/s", None, 1500.0),
        ("～1,009", None, 1009.0),
        ("０.８４", None, 0.84),
        ("-3.2", None, -3.2),
        ("得分81.5", "zh", 81.5),
        ("每秒1500个token", "zh", 1500.0),
    ],
)
def test_parse_number(text: str, lang: str | None, expected: float) -> None:
    assert parse_number(text, lang) == pytest.approx(expected)


@pytest.mark.parametrize("text", ["", "no figure here", "GPT-4.5", "Qwen3"])
def test_parse_number_without_a_number(text: str) -> None:
    # Digits glued to a name ("GPT-4.5", "Qwen3") are part of the name, not a figure.
    assert parse_number(text) is None


def test_leading_zero_is_always_decimal() -> None:
    assert parse_number("0,500", "en") == 0.5
    assert parse_number("0.500", "de") == 0.5
