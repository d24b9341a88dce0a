"""The invented subject of the short synthetic texts the rule tests are written on, and
the readings they check."""

from __future__ import annotations

from domain.claims import Analysis, Attribution, Target, analyze

#: An invented model and vendor, so no rule can be fitted to a real release's names.
ORCA = Target("Orca-9B", vendor="Finch Labs")


def values(text: str) -> list[float]:
    """Every figure the analyser reads in ``text`` about ORCA, whoever's."""
    return [m.value for m in analyze(text, ORCA).mentions if m.value is not None]


def independent_values(analysis: Analysis) -> list[float]:
    """The figures of an analysis that an independent party measured."""
    return [
        m.value
        for m in analysis.mentions
        if m.attribution is Attribution.INDEPENDENT and m.value is not None
    ]
