"""The tuning corpora tune3, tune4 and tune5 and the real-report sets real1 to real4:
verdict accuracy, per-verdict precision and recall.

Each test is skipped, with the reason, only when its folder is missing.

tune3
-----
``tests/corpus_tune3/`` holds 70 texts in seven languages written blind to the analyser
(labels and their meaning: its INDEX.md).

Targets: each document's target comes from its header's ``model`` field
(``corpus.target_from_model_field``). Clover documents, and the off-topic near misses whose
field reads "none (...) — watched: Clover-35B-A3B-Preview", are judged against ``CLOVER``
(as the blind-corpus test does); any other near miss is judged against the model after
"watched:" (or after "similar name to").

First measurement, before any rule was changed: 37/70 correct (52.9%), no false
independent. Confusion (expected -> got, counts): vendor-claim-only -> vendor-claim-only 12;
explicitly-unverified -> explicitly-unverified 10; off-topic -> off-topic 6;
independent-confirms -> independent-confirms 4, -> vendor-claim-only 17,
-> explicitly-unverified 2, -> independent-disputes 1; independent-disputes ->
independent-disputes 5, -> vendor-claim-only 10, -> explicitly-unverified 2,
-> independent-confirms 1.

After the general rules of ``test_independent_phrasing.py`` (first person singular and
plural in seven languages, third-party bodies as subjects of measuring verbs, compound and
replication verbs, "according to their measurements", results headings and settings lists
that continue a report, a colon giving the value of the model before it): 42/70 (60.0%),
still no false independent. Confusion: vendor-claim-only 12, explicitly-unverified 10 and
off-topic 6 all right; independent-confirms -> independent-confirms 7, -> vendor-claim-only
13, -> explicitly-unverified 2, -> independent-disputes 2; independent-disputes ->
independent-disputes 7, -> vendor-claim-only 7, -> explicitly-unverified 2,
-> independent-confirms 2.

A round of structural rules then took it to 46/70 (a figure set against the vendor's for the
same benchmark took the document's independent voice; a result stated as its distance from
the claim was judged by that distance); a red-team probe (``tests/corpus_redteam/``) found
those rules reading 19 of 76 vendor or unverified texts as independent, so they were
withdrawn: 42/70 again.

tune4
-----
``tests/corpus_tune4/`` holds 70 texts in seven languages (files ``u01``..``u70``) written
blind to the analyser by another author than tune3's (labels and their meaning: its
INDEX.md). It was first a validation set, read only after two tuning rounds on tune3 had left
it unchanged; it is tuning data from then on.

First measurement: 40/70 correct (57.1%), no false independent, the same with the rules as
they were before tune3, after tune3's lexical rules, and after a same-clause contrast rule. Errors
(expected -> got): independent-confirms -> vendor-claim-only 10; independent-disputes ->
vendor-claim-only 13; plus a few others (confirms -> disputes 2, disputes -> confirms 1,
disputes -> off-topic 1, off-topic -> none 2, vendor-claim-only -> off-topic 1).

The same structural rules took it to 45/70, and were withdrawn (see tune3): 40/70 again.

Who the measuring party is (``test_reporter_identity.py``)
-----------------------------------------------------------
Rules about reference rather than phrasing: a definite description ("the firm", "le
cabinet", "il gruppo") refers to the tester introduced with a noun of the same kind, never
when that kind is also used for the vendor (``coreference.py``); a pronoun opening a sentence
("Il obtient", "They got") refers to the tester the sentence before was about; a name with
a description in apposition is the subject of its measuring verb; after the writer said in
its own voice that it tested, its results heading or run-in label gives its own figures;
plus small fixes these rely on (a table row's model, a vendor's claimed percentage on the
benchmark just named, "less than half of the announced" as a comparison, first persons such
as "Probé", "Corri", "Ich hab's ausprobiert"). tune3: 42 -> 50/70 (71.4%); tune4: 40 ->
52/70 (74.3%); no false independent on any corpus (held-out 42/42 and dev 24/24 unchanged,
red team 0 of 76, 13 of 15 genuine found instead of 12).

Confusion after them (expected -> got, counts). tune3: vendor-claim-only 12,
explicitly-unverified 10 and off-topic 6 all right; independent-confirms -> confirms 11,
-> vendor-claim-only 9, -> explicitly-unverified 2, -> disputes 2; independent-disputes ->
disputes 11, -> vendor-claim-only 3, -> explicitly-unverified 2, -> confirms 2. tune4:
explicitly-unverified 11 right; vendor-claim-only -> vendor-claim-only 11, -> off-topic 1;
off-topic -> off-topic 5, -> none 2; independent-confirms -> confirms 16, -> vendor-claim-only
5, -> disputes 1; independent-disputes -> disputes 9, -> vendor-claim-only 5, -> confirms 3,
-> off-topic 1.

The watched model's bare coined name ("Clover", when the text names DiffuSpace and has the
word in its title or uses it at least twice, and for nothing else:
``targets.with_family_head``) left tune3 and tune4 as they were (50/70, 52/70) and gained
two texts on tune5 (below), one of them on its unread half.

tune5
-----
``tests/corpus_tune5/`` (files ``w01``..``w70``) was written by a fifth author, blind to the
analyser, while the rules above were being written, and measured only once they were done:
24/70 before (odd half 14/35, even half 10/35), 28/70 after (odd 16/35, even 12/35), no false
independent either time. Table columns headed "published" against "obtained" (a replication
report's two columns, in the seven languages) then gave the odd half one more: 29/70. Its
odd half was then read to find what failed (a bare "Clover" for the model, the writer's own
figures missed); its even half is unread, like the blind sets.

Red-team fixes (``test_redteam2_corpus.py``: a tester must be named or called independent,
nothing tied to the vendor, only the bare description refers back, no writer's voice in an
interview answer, after "said:" or in a failed attempt): tune3 50/70 and tune4 53/70 as
before, tune5 29 -> 28/70 (odd half 17 -> 16, even half 12 as before), held-out 42/42, dev
24/24, no false independent anywhere.

A sixth round (``test_reading_details.py``; red teams 3 and 4): numbers that are not results
(spreads, section and report numbers, settings), a look-alike product in the title makes the
text about it, a coined name with a size is another model, a claim the text attributes to
the vendor is preferred as a test's counterpart, forum speak for the writer's own hardware
("I'm on a 5070 Ti", "Bei mir", "Chez moi"), contradiction verbs with singular claim words,
"no independent party has published" in six languages, a gap to the named claim judged by
the tolerance. Two rules were withdrawn after red teams (impersonal lab reports, a
leaderboard's own changelog). tune3 50 -> 51/70, tune4 53 -> 56/70, tune5 28 -> 36/70 (odd
half 16 -> 19, even half, unread, 12 -> 17); no false independent anywhere. Then the red
team on forum speak and a few more reading details ("official runner" is a setup, counts out
of a total, a share of the claim, "相差不大", a firm "dedicada a evaluar modelos", "Média:"
as a label): tune3 54/70, tune4 56/70, tune5 40/70 (odd 22, even 18); after red team 6's
fixes and present-tense first persons, tune4 57/70; after more ways of saying nothing is
verified, tune5 41/70 (even half 19).

An eighth round tried again to read impersonal lab reports and leaderboard changelogs as the
writer's own test (tune5 41 -> 48/70, odd half 22 -> 28, even half 19 -> 20) and withdrew
both rules after red team 12 (``test_redteam_corpora.py``): tune5 41/70 as before.

real1 and real2 (real reports)
------------------------------
``tests/corpus_real1/`` and ``tests/corpus_real2/`` (28 texts each, seven languages) were
written blind to the analyser, like the dev corpus: each text restates a real report (a
launch post, a wire brief, an evaluator's results, a forum test) in new words (their
INDEX.md says how). The earlier blind sets are invented texts about one fictional
release; these are the closest we have to what the service reads.

real2 was measured first, before any rule of its round: 15/28 (53.6%), no false
"independent". Its misses were then read and fixed with general rules
(``test_real_report_details.py``): 22/28, then 21/28 when red team 13 made one of them
("did not come only from xAI" is no negation) leak and it was withdrawn.

real1 was measured once, after those rules: 17/28 (60.7%), the same as with the rules from
before the round, with one false "independent": a quantiser's own speed test of its build
(r09). That text was read and fixed (a writer's derivative never verifies the model); the
other 27 are unread: 17/27 (63.0%), and 18/28 in all.

real3 (a third blind author restating real reports: leaderboards, reproductions, wire
stories) was measured once, after the round that credits a figure set against the claim to
the text's tester (``test_against_claim.py``): 13/28 (46.4%), the same as with the rules
from before that round, no false "independent". It was then read and its misses fixed with
general rules (``test_real_report_details.py``, at the end): 21/28, and 20/28 after red team
15 made two of those rules (a name reduced to its maker's, a disclaimer read too widely)
give way.

real4 (a fourth blind author, the same brief) was measured once, at the end of that round:
16/28 (57.1%), against 17/28 with the rules from before it, no false "independent". The one
text lost was found by its file name and verdict alone: the corpus harness now reads a near
miss's name list and maker cleanly ("Falcon 2 / Falcon 180B"), and "Falcon 180B" without
its size left the plain word "Falcon", which matched another product of that name; a size
dropped from a name now leaves a name only when it looks coined. 17/28; nobody has read
the texts.

The eleventh round read real4 (17/28) and fixed its misses with general rules
(``test_named_parties.py``): testers and leaderboards named by their own names, more known
evaluators, "independent tests will have to show" as a soft negation. 23/28, then 20/28
when three rules withdrawn after red team 17 (a heading giving its table a source and a
benchmark, the vendor as the model's maker, claims to match named rivals) took their texts
back. real5, real6 and real7 (three more blind authors, 84 texts; real5 and real7 cover
the same period and restate several of the same reports) were measured at the end of the
round: 13/28, 18/28 and 13/28, against 13, 17 and 14 with the rules from before it, with one
false "independent" in real7 (r07: a vendor's own use of a benchmark, "智谱采用AlignBench评测",
read as a named tester). It was found by file name and reasons only and fixed by a general
rule (a named test is the vendor's talking point when the vendor speaks in its clause;
Chinese needs "的" before 测试/评测), which also took back real6's one gain: 13, 17 and 14,
the same as before the round, no false "independent". Nobody has read these texts.

real8 (another blind author restating real reports from 2023 to 2026, written in the
fifteenth round from the other sets' indexes only) was measured with the rules from before
that round and after it: 15/28 both times, no false "independent". Nobody changing the rules
has read it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .corpus import (
    REPO_ROOT,
    Result,
    check_accuracy,
    false_evidence,
    judge_documents,
    read_document,
    watched_target,
)

#: folder, file pattern, number of texts, and a floor just below the accuracy reached
#: (tune3-5: 54/70, 56/70 and 46/70; real1 18/28, real2 21/28, real3 20/28 when written;
#: real4 20/28 after it was read; real5-7 13/28, 17/28 and 14/28 when first measured; real8
#: 15/28 when first measured, before the fifteenth round's rules and after them): a drop of
#: more than one document fails the test.
CORPORA: dict[str, tuple[Path, str, int, float]] = {
    "tune3": (REPO_ROOT / "tests" / "corpus_tune3", "t[0-9]*.txt", 70, 0.75),
    "tune4": (REPO_ROOT / "tests" / "corpus_tune4", "u[0-9]*.txt", 70, 0.78),
    "tune5": (REPO_ROOT / "tests" / "corpus_tune5", "w[0-9]*.txt", 70, 0.64),
    "real1": (REPO_ROOT / "tests" / "corpus_real1", "r[0-9]*.txt", 28, 0.60),
    "real2": (REPO_ROOT / "tests" / "corpus_real2", "s[0-9]*.txt", 28, 0.71),
    "real3": (REPO_ROOT / "tests" / "corpus_real3", "r[0-9]*.txt", 28, 0.71),
    "real4": (REPO_ROOT / "tests" / "corpus_real4", "r[0-9]*.txt", 28, 0.67),
    "real5": (REPO_ROOT / "tests" / "corpus_real5", "r[0-9]*.txt", 28, 0.42),
    "real6": (REPO_ROOT / "tests" / "corpus_real6", "r[0-9]*.txt", 28, 0.57),
    "real7": (REPO_ROOT / "tests" / "corpus_real7", "r[0-9]*.txt", 28, 0.46),
    "real8": (REPO_ROOT / "tests" / "corpus_real8", "r[0-9]*.txt", 28, 0.50),
}


@pytest.fixture(scope="module", params=sorted(CORPORA))
def corpus(request: pytest.FixtureRequest) -> tuple[str, float, list[Result]]:
    folder, pattern, count, floor = CORPORA[request.param]
    if not folder.is_dir():
        pytest.skip(f"{request.param} corpus not found at {folder}")
    documents = [read_document(p) for p in sorted(folder.glob(pattern))]
    results = judge_documents(documents, watched_target)
    assert len(results) == count, f"expected {count} documents in {folder}"
    return request.param, floor, results


def test_verdict_accuracy(corpus: tuple[str, float, list[Result]]) -> None:
    name, floor, results = corpus
    check_accuracy(results, floor, f"{name} corpus")


def test_no_vendor_claim_or_unverified_text_counts_as_evidence(
    corpus: tuple[str, float, list[Result]],
) -> None:
    """Absolute: no exception allowed."""
    assert not false_evidence(corpus[2])
