"""The second red-team corpus (``tests/corpus_redteam2/``): 74 traps, all vendor-claim-only
(r2_01..r2_74), written against the rules of who measured (a description resolved to a
tester, a sentence-opening pronoun, a name with an apposition, the writer's results label),
and 15 genuine independent texts (r2_75..r2_89).

Before the red-team fixes 37 of the 74 traps came out as independent evidence; after them 5
(r2_10, r2_28, r2_34, r2_42, r2_65: the bare coined name "Clover" used for another model,
a text that also writes the model's full name, so the figure defaults to the watched model).
Those are marked as strict known failures: one that stops leaking fails as XPASS, so the
list is shortened on purpose; every other trap must not leak. 14 of the 15 genuine texts were
found, as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import EVIDENCE, REPO_ROOT, known_failures, redteam_texts, redteam_verdict

REDTEAM2 = REPO_ROOT / "tests" / "corpus_redteam2"
#: Genuine texts that must get an independent verdict (14 of 15 when this was written).
GENUINE_FLOOR = 13
#: Traps that leak through the bare name "Clover" (see the docstring).
KNOWN = {"r2_10", "r2_28", "r2_34", "r2_42", "r2_65"}

pytestmark = pytest.mark.skipif(not REDTEAM2.is_dir(), reason=f"no corpus at {REDTEAM2}")


TRAPS, GENUINE = redteam_texts(REDTEAM2, first_genuine=75)


@pytest.mark.parametrize(
    "path", known_failures(TRAPS, KNOWN, "outside these rules"), ids=lambda p: p.stem
)
def test_a_trap_is_never_independent_evidence(path: Path) -> None:
    assert redteam_verdict(path) not in EVIDENCE


def test_genuine_measurements_are_mostly_found() -> None:
    assert len(TRAPS) == 74 and len(GENUINE) == 15
    found = sum(redteam_verdict(p) in EVIDENCE for p in GENUINE)
    assert found >= GENUINE_FLOOR, f"{found}/15 genuine measurements found"
