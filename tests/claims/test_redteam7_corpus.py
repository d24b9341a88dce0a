"""The seventh red-team corpus (``tests/corpus_redteam7/``): 40 traps (r7_01..r7_40) and 8
genuine texts (r7_61..r7_68), written against a rule that read a party's declared absence of
ties to the vendor ("The group has no commercial relationship with DiffuSpace", "Der
Lehrstuhl steht in keiner Geschäftsbeziehung zum Hersteller") as the writer presenting its
own test, held such results to the vendor's figures stated in the text, and gave a results
paragraph naming no benchmark the one benchmark the document had named.

37 traps leaked: a no-ties sentence about someone other than whoever reports the figures (a
quoted institute, a leak's source, a hall's owner), disclosure lines followed by the
vendor's figures rounded, audits with "no other" ties, protocols' thresholds, community
quantisations, a rerun of the baseline only, Terminal-Bench 2.0 read as 2.1. The rules had
gained 2 texts of tune5's read half and none of the unseen sets, so they were withdrawn
rather than hardened. No trap leaks now; no genuine text is found (the floor is 0: the
corpus is the measure for a next attempt).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import REPO_ROOT, genuine_found, redteam_texts, wrong_evidence

REDTEAM7 = REPO_ROOT / "tests" / "corpus_redteam7"
#: Genuine texts that must get their verdict (0 of 8 when this was written).
GENUINE_FLOOR = 0

pytestmark = pytest.mark.skipif(not REDTEAM7.is_dir(), reason=f"no corpus at {REDTEAM7}")

TRAPS, GENUINE = redteam_texts(REDTEAM7)


@pytest.mark.parametrize("path", TRAPS, ids=lambda p: p.stem)
def test_a_trap_is_never_wrong_evidence(path: Path) -> None:
    assert not wrong_evidence(path)


def test_the_corpus_is_complete() -> None:
    assert len(TRAPS) == 40 and len(GENUINE) == 8
    assert genuine_found(GENUINE) >= GENUINE_FLOOR
