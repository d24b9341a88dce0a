"""The fourth red-team corpus (``tests/corpus_redteam4/``): 38 traps (r4_01..r4_38) and 8
genuine texts (r4_61..r4_68), written against three rules of one round.

- A leaderboard's own changelog ("Changelog", ranking words, the board's first person, the
  vendor's figures named as the vendor's) read the figures of an "Added" entry as the board's
  runs. 24 of 27 traps that must never be evidence came out as evidence: the vendor's own hub
  changelog, aggregators and hosts listing vendor-reported scores ("We do not run models"),
  scores "submitted by the vendor", a leaked internal changelog, and another model's
  "Added" entry credited to the watched model. The rule was withdrawn.
- A score's gap to the claim ("1,0 ponto abaixo do valor divulgado") judged against the
  tolerance: it took gaps to other things ("1.5 points below Qwen3.5", "64.2 over five
  seeds", "the vendor's figure sits 6.3 points above it"). A gap now counts only when the
  claim is named right after it.
- "No independent party has published": the red team found the patterns never matched
  (doubled backslashes in raw strings); fixed, and "had" left out ("Until this morning, no
  independent lab had published ... Epoch measured 71.2" is over).

Fixed on the way: a coined name with a size ("Nettle-22B") is a model, so its figures are not
the watched model's; "the board ranks open-weight models on our runs" is about models in
general; a vendor word followed by "widerspricht"/"contradicts" is the claim a figure is held
against; contradiction verbs count with singular claim words ("der Herstellerangabe", "la
cifra anunciada", "il valore dichiarato").

Now: no trap is evidence, every dispute trap comes out as a dispute (10 of 10: none read
as a confirmation), 6 of 8 genuine texts are found.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import REPO_ROOT, genuine_found, redteam_texts, wrong_evidence

REDTEAM4 = REPO_ROOT / "tests" / "corpus_redteam4"
#: Genuine texts that must get their verdict (6 of 8 when this was written).
GENUINE_FLOOR = 6

pytestmark = pytest.mark.skipif(not REDTEAM4.is_dir(), reason=f"no corpus at {REDTEAM4}")

TRAPS, GENUINE = redteam_texts(REDTEAM4)


@pytest.mark.parametrize("path", TRAPS, ids=lambda p: p.stem)
def test_a_trap_is_never_wrong_evidence(path: Path) -> None:
    """A trap labelled vendor or unverified is no evidence; one labelled a dispute (a gap
    written against another model, a contradiction verb) is never read as a confirmation."""
    assert not wrong_evidence(path)


def test_genuine_texts_are_mostly_found() -> None:
    assert len(TRAPS) == 38 and len(GENUINE) == 8
    found = genuine_found(GENUINE)
    assert found >= GENUINE_FLOOR, f"{found}/8 genuine texts found"
