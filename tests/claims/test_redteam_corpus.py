"""The red-team corpus (``tests/corpus_redteam/``, see its README): texts written to be
misread as independent evidence must never be, and the genuine measurements beside them
should mostly be found.

A round of structural rules let 19 of the 76 through (13 by "N points below the official
figure" read as a measurement with no tester named, 6 by "independent of context length"
taken for an independent voice); they were withdrawn. With the rules as they are: none of
the 76, and 12 of the 15 genuine texts get an independent verdict (10 the right one).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import EVIDENCE, REPO_ROOT, redteam_verdict

REDTEAM = REPO_ROOT / "tests" / "corpus_redteam"
#: Genuine texts that must get an independent verdict (12 of 15 when this was written).
GENUINE_FLOOR = 11

pytestmark = pytest.mark.skipif(not REDTEAM.is_dir(), reason=f"no corpus at {REDTEAM}")


ADVERSARIAL = sorted(p for p in REDTEAM.glob("*.txt") if not p.name.startswith("g_"))
GENUINE = sorted(REDTEAM.glob("g_*.txt"))


@pytest.mark.parametrize("path", ADVERSARIAL, ids=lambda p: p.stem)
def test_a_text_written_to_mislead_is_never_independent_evidence(path: Path) -> None:
    assert redteam_verdict(path) not in EVIDENCE


def test_genuine_measurements_are_mostly_found() -> None:
    assert len(ADVERSARIAL) == 76 and len(GENUINE) == 15
    found = sum(redteam_verdict(p) in EVIDENCE for p in GENUINE)
    assert found >= GENUINE_FLOOR, f"{found}/15 genuine measurements found"
