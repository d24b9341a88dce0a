"""The third red-team corpus (``tests/corpus_redteam3/``): 49 traps (r3_01..r3_49) and 10
genuine reports (r3_61..r3_70), all in the impersonal style of a lab's test report
("**Method.** The 500 instances were run three times. **Results.** ...").

It was written against a rule that read such reports' agentless statements that a test ran
as the writer's own test (in a document with method and results sections and words of
reproducing the vendor's figures). With that rule, 34 of the 49 traps came out as
independent evidence: the vendor's own evaluation notes ("so that outside groups can
reproduce it"), news summaries of the vendor's report ("According to the report, ... were
run three times"), leaked memos, commissioned audits, a competitor's report, plans whose
results tables hold the vendor's figures. The rule was withdrawn.

Without it, 3 traps still leaked through older rules, and were fixed: "We reproduce its key
sections below" (republishing is not re-running), "Se ejecutaron" (a clitic is not a
tester's name), "reproduzi-lo" (an infinitive, not "I reproduced"). No trap leaks now. The
genuine reports are not found (0 of 10): the analyser has no safe reading of an
impersonal report yet, and this corpus is the measure for the next attempt.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import EVIDENCE, REPO_ROOT, redteam_texts, redteam_verdict

REDTEAM3 = REPO_ROOT / "tests" / "corpus_redteam3"

pytestmark = pytest.mark.skipif(not REDTEAM3.is_dir(), reason=f"no corpus at {REDTEAM3}")

TRAPS, GENUINE = redteam_texts(REDTEAM3)


@pytest.mark.parametrize("path", TRAPS, ids=lambda p: p.stem)
def test_an_impersonal_trap_is_never_independent_evidence(path: Path) -> None:
    assert redteam_verdict(path) not in EVIDENCE


def test_the_corpus_is_complete() -> None:
    assert len(TRAPS) == 49 and len(GENUINE) == 10
