"""The sixth red-team corpus (``tests/corpus_redteam6/``): 37 traps (r6_01..r6_38 without
r6_30) and 8 genuine texts (r6_30, r6_61..r6_67), written against a round of
reading details: "official runner" as part of a setup, a repeat of the writer's figure after
the vendor's speech ran on, counts and shares of the claim, a firm "dedicated to evaluating
models" as a tester, "Média:"/"Average:" as a label of the writer's result.

4 traps leaked, one of them new: a hypothesis ("If I ran the INT4 build I'd expect 101.8")
read as the writer's test, whose figure a later "101.8 ... is DiffuSpace's claim" then
repeated. The older three: the vendor's own first-person blog signed "— Equipe DiffuSpace",
a firm DiffuSpace "encargó y pagó" (commissioned and paid, in the active voice), and a
forum figure on an H100 whose sentence before said "Pas de H200 ici". Fixed: "If" opens no
tester's name; a repeat keeps its independent source only when the clause names no vendor;
a byline or signature in the vendor's name is the vendor's voice; commissioning and paying
in the active voice ties a firm to the vendor; a card named as not used is not the figure's.
Then a few recall fixes the genuine texts showed ("nous obtenons", "obtenemos", "otteniamo",
"nos trois passes", a vendor word followed by its own figure in Chinese: "官方数据为515").

Now no trap is wrong evidence; 3 of the 8 genuine texts get their verdict, a fourth (a
dispute on one benchmark and a confirmation on another) is found as a confirmation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import REPO_ROOT, genuine_found, redteam_texts, wrong_evidence

REDTEAM6 = REPO_ROOT / "tests" / "corpus_redteam6"
#: Genuine texts that must get their verdict (3 of 8 when this was written).
GENUINE_FLOOR = 3

pytestmark = pytest.mark.skipif(not REDTEAM6.is_dir(), reason=f"no corpus at {REDTEAM6}")

TRAPS, GENUINE = redteam_texts(REDTEAM6, genuine=("r6_30",))


@pytest.mark.parametrize("path", TRAPS, ids=lambda p: p.stem)
def test_a_trap_is_never_wrong_evidence(path: Path) -> None:
    assert not wrong_evidence(path)


def test_genuine_texts_are_found_at_the_floor() -> None:
    assert len(TRAPS) == 37 and len(GENUINE) == 8
    found = genuine_found(GENUINE)
    assert found >= GENUINE_FLOOR, f"{found}/8 genuine texts found"
