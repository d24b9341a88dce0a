"""The fifth red-team corpus (``tests/corpus_redteam5/``): 43 traps (r5_01..r5_43) and 8
genuine forum measurements (r5_61..r5_68), written against the forum speak for the
writer's own test ("I'm on a 5070 Ti", "55.1 here", "Bei mir", "Chez moi", "Da me"), the
preference for a claim the text attributes to the vendor, sized model names and look-alike
titles.

Before the fixes 8 traps leaked, 6 of them through the forum speak: staff of the vendor
posting their own numbers ("Je travaille chez DiffuSpace ... Chez moi, sur une GB300 ...
680"), "101.8 tok/s here in their chart", a card named in the sentence before the figure
(an A100 result held against the H200 claim), a bare "4090" not read as a card, and two
older ones (a competitor's engineer: "I lead inference at Nettle Labs ... We ran";
"We ran the base checkpoint"). Fixed by: a writer who says whom it works for is no outsider
(``WRITER_EMPLOYED``); "here" followed by "in/on/from" is no first person; the card the
paragraph named last carries to a figure whose sentence names none; a bare consumer card
after "my/a/the" is hardware; a speed claim on the figure's own card is its counterpart;
"the vendor's figure is X" is the vendor's; "the base checkpoint" is another checkpoint.
A German compound ("Clover-Geschwindigkeit") is no look-alike product.

Now no trap is evidence; 6 of the 8 genuine measurements get their verdict and a seventh
is found as evidence with the wrong direction (at the start of the round, without the forum
speak, none of the six in Latin script was found).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import REPO_ROOT, genuine_found, redteam_texts, wrong_evidence

REDTEAM5 = REPO_ROOT / "tests" / "corpus_redteam5"
#: Genuine measurements that must get their verdict (6 of 8 when this was written).
GENUINE_FLOOR = 6

pytestmark = pytest.mark.skipif(not REDTEAM5.is_dir(), reason=f"no corpus at {REDTEAM5}")

TRAPS, GENUINE = redteam_texts(REDTEAM5)


@pytest.mark.parametrize("path", TRAPS, ids=lambda p: p.stem)
def test_a_forum_trap_is_never_independent_evidence(path: Path) -> None:
    assert not wrong_evidence(path)


def test_genuine_forum_measurements_are_mostly_found() -> None:
    assert len(TRAPS) == 43 and len(GENUINE) == 8
    found = genuine_found(GENUINE)
    assert found >= GENUINE_FLOOR, f"{found}/8 genuine measurements found"
