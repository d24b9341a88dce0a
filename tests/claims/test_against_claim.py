"""A figure the text sets against the vendor's claim is not the claim.

Leaderboard changelogs and technical notes print their own result beside the vendor's
("**48.9** — vendor-reported: 51.7", "77,9 (Herstellerangabe: 79,0)", "62,4, pour 65,3
annoncé") without a verb saying who measured it. Such a figure is credited to the text's
one tester: the writer, when it says its figures are its own runs ("every number on the
board is from our own runs") or names its note a reproduction ("Relatório de replicação",
"Replikationsbericht"), or the one party the text says tested the model. It is left alone
when there is no such tester or more than one, on the vendor's own page, when the writer
works for the vendor or made a derivative, when the results are withdrawn, the test paid
for, the attempt failed, abandoned or only planned, when the other figure is for another
card, another build or another model, and when the "figure" is a count. Red team 14
(``tests/corpus_redteam14/``) was written against the first version.

Texts are invented ("Orca-9B" by "Finch Labs").
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Verdict, analyze
from tests.claims.synthetic import ORCA

BOARD_EN = """# Changelog

## v3.2

- **Added:** Orca-9B (Finch Labs), BF16 weights from the public repository, three seeds.
  - SWE-bench Verified: **{value}** — vendor-reported: 62.0
  - Enters the table at #5.

Scores submitted by vendors are not accepted: every number on the board is from our own runs.
"""

BOARD_DE = """## Änderungsprotokoll

**Neu:** Orca-9B (Finch Labs), öffentliche BF16-Gewichte, drei Durchläufe.

- GPQA Diamond: **{value}** (Herstellerangabe: 70,0)

Alle Zahlen der Tabelle stammen aus eigenen Durchläufen.
"""

NOTE_PT = """**Relatório de replicação 4/2026**

**Âmbito.** A pontuação divulgada pela Finch Labs para o Orca-9B no Terminal-Bench 2.1,
medida de novo no nosso centro, que não tem relação comercial com a empresa.

**Resultados.**

- Terminal-Bench 2.1: {value} (desvio-padrão 1,1), face aos 45,0 anunciados.
"""


@pytest.mark.parametrize(
    ("template", "value", "verdict"),
    [
        (BOARD_EN, "60.9", Verdict.INDEPENDENT_CONFIRMS),
        (BOARD_EN, "51.3", Verdict.INDEPENDENT_DISPUTES),
        (BOARD_DE, "68,4", Verdict.INDEPENDENT_CONFIRMS),
        (NOTE_PT, "44,1", Verdict.INDEPENDENT_CONFIRMS),
        (NOTE_PT, "31,2", Verdict.INDEPENDENT_DISPUTES),
    ],
)
def test_a_figure_set_against_the_claim_is_the_testers(
    template: str, value: str, verdict: Verdict
) -> None:
    result = analyze(template.format(value=value), ORCA)
    assert result.verdict is verdict, result.reasons
    measured = [m for m in result.mentions if m.raw_value == value]
    assert measured and all(m.attribution is Attribution.INDEPENDENT for m in measured)


def test_without_a_tester_the_figure_stays_unattributed_evidence_of_nothing() -> None:
    """The same line with nobody saying it ran anything: no evidence."""
    text = BOARD_EN.format(value="51.3").replace(
        "Scores submitted by vendors are not accepted: every number on the board is from our "
        "own runs.",
        "",
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_withdrawn_results_credit_nobody() -> None:
    text = (
        NOTE_PT.format(value="31,2")
        + "\n**Aviso.** O relatório foi retirado: os valores ficam sem efeito e não devem "
        "ser citados.\n"
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_the_vendors_figure_for_another_card_is_not_the_claim_it_is_set_against() -> None:
    """Finch's own INT4 figure on a smaller card, against its headline: both are Finch's."""
    text = (
        "Orca-9B INT4 reaches 88.2 tokens/s on an RTX 5060 Ti, against the 101.8 tokens/s "
        "Finch Labs announced for the RTX 5070 Ti. Every number on the board is from our own "
        "runs."
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_count_is_not_a_result_set_against_the_claim() -> None:
    text = (
        "I ran Orca-9B on a 50-instance subset of SWE-bench Verified, since the model card "
        "claims 62.0 on the full set. No score yet, I'll post it tomorrow."
    )
    assert analyze(text, ORCA).verdict is not Verdict.INDEPENDENT_DISPUTES


def test_the_vendors_own_changelog_credits_nobody() -> None:
    text = (
        "We at Finch Labs re-ran our evaluation of Orca-9B after the template fix.\n\n"
        "- SWE-bench Verified: **63.1** — previously reported: 62.0\n"
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_signed_difference_is_no_result() -> None:
    """ "Abweichungen von −8,7 bzw. −12,6 Punkten": read as scores, they would dispute any
    claim."""
    text = (
        "Orca-9B erreicht laut Finch Labs 70,0 auf GPQA Diamond. Gegenüber den "
        "Herstellerangaben ergeben sich Abweichungen von −8,7 bzw. −12,6 Punkten."
    )
    assert [m.value for m in analyze(text, ORCA).mentions if m.value is not None] == [70.0]


def test_a_replication_report_names_its_writer_as_the_tester() -> None:
    text = (
        "**Replikationsbericht 3/2026, Hochschule Nordheide**\n\n"
        "- GPQA Diamond: 61,2 Prozent (Herstellerangabe: 70,0)\n"
    )
    result = analyze(text, ORCA, title="Orca-9B nachgeprüft")
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES, result.reasons


@pytest.mark.parametrize(
    "ending",
    [
        "This evaluation was paid for by Finch Labs.",
        "The run was abandoned after two days; we have no figures of our own.",
        "We publish this protocol in advance: nothing has been run yet.",
        "Orca-9B is not yet in the table: we have not re-run it.",
    ],
)
def test_a_paid_abandoned_or_planned_test_credits_nobody(ending: str) -> None:
    text = BOARD_EN.format(value="51.3") + "\n" + ending + "\n"
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_another_builds_figure_is_not_set_against_the_claim() -> None:
    text = (
        BOARD_EN.format(value="51.3")
        .replace("SWE-bench Verified: **51.3**", "INT4 build, SWE-bench Verified: **51.3**")
        .replace("vendor-reported: 62.0", "vendor-reported for BF16: 62.0")
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_party_that_tested_another_model_is_not_the_testers() -> None:
    text = (
        "On a slide, a rival start-up printed: Orca-9B, SWE-bench Verified: 51.3, against "
        "62.0 claimed.\n\nAsked about it, Finch Labs said anyone can re-run its numbers. "
        "Epoch AI measured the start-up's own model last week."
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_speed_given_as_a_difference_is_no_claim() -> None:
    """ "rund 219 Token pro Sekunde weniger als angegeben": read as a claim, it was the
    closest counterpart of a 296 tok/s measurement and turned a dispute into a
    confirmation (held-out h15)."""
    text = (
        "Finch Labs wirbt mit 515 Token pro Sekunde auf einer H200 für Orca-9B. In unseren "
        "Tests haben wir im Mittel 296 Token pro Sekunde gemessen. Das sind rund 219 Token pro "
        "Sekunde weniger als angegeben."
    )
    result = analyze(text, ORCA)
    assert 219.0 not in [m.value for m in result.mentions]
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES
