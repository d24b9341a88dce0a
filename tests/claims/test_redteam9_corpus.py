"""The ninth red-team corpus (``tests/corpus_redteam9/``): 26 traps (r9_01..r9_26) and 6
genuine texts (r9_61..r9_66), written against three rules: the vendor figure in a result's
own sentence taken as its counterpart, a figure the tester "did not reach" dropped, and new
first-person phrases ("measurements by our team", "les mesures de notre rédaction").

All 26 traps leaked: a same-sentence figure for another setting (best-of-8, an extended
budget, a gap written as "114 tokens per second higher"), a claim given only after "not
reached", the new phrases in a vendor's press release, blog or e-mail, in plans, for a
derivative. The three rules were withdrawn; "cant", "je n'ai pas réussi" and "I don't know
whether" became failed attempts. Now 8 traps leak, each of which leaked before this round
too: they are strict known failures (one that stops leaking fails as XPASS, so the list
stays true). 3 of the 6 genuine texts get their verdict.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import REPO_ROOT, genuine_found, known_failures, redteam_texts, wrong_evidence

REDTEAM9 = REPO_ROOT / "tests" / "corpus_redteam9"
#: Genuine texts that must get their verdict (3 of 6 when this was written).
GENUINE_FLOOR = 3
#: Traps that leaked before this round as well, by the closest vendor figure taken as the
#: counterpart (r9_01, r9_09, r9_10, r9_13), a claim after "not reached" read as the
#: tester's own figure (r9_15, r9_16, r9_24), the vendor's own article in the first person
#: (r9_20).
KNOWN = {"r9_01", "r9_09", "r9_10", "r9_13", "r9_15", "r9_16", "r9_20", "r9_24"}

pytestmark = pytest.mark.skipif(not REDTEAM9.is_dir(), reason=f"no corpus at {REDTEAM9}")

TRAPS, GENUINE = redteam_texts(REDTEAM9)


@pytest.mark.parametrize(
    "path", known_failures(TRAPS, KNOWN, "leaked before this round"), ids=lambda p: p.stem
)
def test_a_trap_is_never_wrong_evidence(path: Path) -> None:
    assert not wrong_evidence(path)


def test_genuine_texts_are_found_at_the_floor() -> None:
    assert len(TRAPS) == 26 and len(GENUINE) == 6
    found = genuine_found(GENUINE)
    assert found >= GENUINE_FLOOR, f"{found}/6 genuine texts found"
