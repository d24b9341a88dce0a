"""The eighth red-team corpus (``tests/corpus_redteam8/``): 40 traps (r8_01..r8_40) and 8
genuine texts (r8_61..r8_68), written against three rules: a bare decimal right after a verb
of obtaining ("I got 38.6", "J'obtiens **38,6**", "me sale 87,0") read as a score on the
benchmark named before; a percentage after a verb of reaching ("im Mittel", "em média")
likewise; a figure the tester says it did not reach ("je ne retrouve pas les 73,6 %") read as
the vendor's claim.

39 traps leaked. The first two rules took hours, degrees, days and views for scores, guesses
("I'd guess we get around 70.5") for results, another model's or a private suite's figure
for the watched model's, and vendor staff for outsiders; they had gained one text of the
unseen sets, so they were withdrawn. The third made a tester's own earlier run the claim its
new run then "confirmed"; it was changed to drop such a figure and then withdrawn after red
team 9 (``test_redteam9_corpus.py``). One trap leaked before these rules:
"I can't tell you anything about the score" counted as the writer's result ("can't" was not
a failed attempt, and a writer's words without a figure confirmed). No trap leaks now; 2 of
the 8 genuine texts get their verdict.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import REPO_ROOT, genuine_found, redteam_texts, wrong_evidence

REDTEAM8 = REPO_ROOT / "tests" / "corpus_redteam8"
#: Genuine texts that must get their verdict (2 of 8 when this was written).
GENUINE_FLOOR = 2

pytestmark = pytest.mark.skipif(not REDTEAM8.is_dir(), reason=f"no corpus at {REDTEAM8}")

TRAPS, GENUINE = redteam_texts(REDTEAM8)


@pytest.mark.parametrize("path", TRAPS, ids=lambda p: p.stem)
def test_a_trap_is_never_wrong_evidence(path: Path) -> None:
    assert not wrong_evidence(path)


def test_genuine_texts_are_found_at_the_floor() -> None:
    assert len(TRAPS) == 40 and len(GENUINE) == 8
    found = genuine_found(GENUINE)
    assert found >= GENUINE_FLOOR, f"{found}/8 genuine texts found"
