"""Red teams 4 to 34 (``tests/corpus_redteam4/`` .. ``tests/corpus_redteam34/``): texts
written by helpers who read the analyser's code, each against one round of rules, to be
misread.

Every corpus holds traps (vendor claims, unverified texts, near misses, or real disputes and
confirmations written to be read the wrong way round) and genuine independent texts. Each
corpus's README says what it aimed at, what leaked and what was fixed or withdrawn.

- A trap is never the wrong evidence: independent for a text labelled vendor, unverified or
  off-topic, or the other direction for a labelled confirmation or dispute. Traps that
  leaked before their round and still do, or that no general rule has closed since, are
  strict known failures listed with their corpus (one that stops leaking fails as XPASS,
  so the list stays true).
- At least a floor of the genuine texts get exactly their verdict (the count when the floor
  was set), and none is read the wrong way round (a dispute as a confirmation), except the
  known ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .corpus import REPO_ROOT, genuine_found, known_failures, redteam_texts, wrong_evidence


@dataclass(frozen=True)
class RedTeam:
    traps: int
    genuine: int
    #: Genuine texts that must get their verdict (the count when it was written).
    floor: int
    #: Genuine texts numbered among the traps.
    genuine_named: tuple[str, ...] = ()
    #: Traps that leaked before their round as well.
    known_traps: frozenset[str] = field(default_factory=frozenset)
    #: Genuine texts read the wrong way round, before their round as well.
    known_reversed: frozenset[str] = field(default_factory=frozenset)


CORPORA: dict[int, RedTeam] = {
    4: RedTeam(traps=38, genuine=8, floor=6),
    # r5_68: a dispute on one benchmark beside confirmations
    5: RedTeam(traps=43, genuine=8, floor=6, known_reversed=frozenset({"r5_68"})),
    # r6_63: a dispute on one benchmark and a confirmation on another
    6: RedTeam(
        traps=37,
        genuine=8,
        floor=3,
        genuine_named=("r6_30",),
        known_reversed=frozenset({"r6_63"}),
    ),
    # its rule was withdrawn: the corpus is the measure for a next attempt
    7: RedTeam(traps=40, genuine=8, floor=0),
    8: RedTeam(traps=40, genuine=8, floor=2),
    9: RedTeam(
        traps=26,
        genuine=6,
        floor=3,
        # a ceiling ("can't get it above the 62.0 mark") read as the vendor's (r9_16); a target
        # not reached that nothing names as the vendor's ("nicht an die 83,8 heran", r9_15:
        # red team 25 showed that such a target may be the tester's own earlier run). The
        # closest vendor figure taken as the counterpart (r9_01, r9_09, r9_10, r9_13) holds
        # since the sixteenth round: a claim said of a variant ("32K截断版本的62.3", "66.8 for
        # its fast sampling mode", "für Prompts mit 32.000 Token Kontext", "para la versión
        # anterior del modelo, un 76,4 %") is no counterpart while the headline claim is
        # stated, and "64 denoising steps" is a budget, no score. Also since then: r9_20
        # (the vendor's own article in the first person), a title opening on the vendor's own
        # channel being its voice; r9_24, a target not reached and named as the vendor's ("No
        # llego a los 515 ... del anuncio") being the claim where the text states no other
        known_traps=frozenset({"r9_15", "r9_16"}),
        # r9_61 ("75.8%, against the official 83.8%" held against a footnote's 76.9) is read
        # right since a claim stated in its own clause is preferred as the counterpart
    ),
    # 10 to 12: their rules (impersonal replication reports, leaderboard changelogs) were
    # withdrawn; the corpora are the measure for a next attempt
    # r10_04 (an audit the vendor commissioned and paid for) holds since the eighteenth
    # round: a text that ties a test to the vendor trusts no unknown name as a tester
    10: RedTeam(traps=40, genuine=10, floor=0),
    # r11_11: a fast preset's gap read as the claim's; r11_16 (a leaderboard's declaration
    # that its scores are its own, quoted by a news article) holds since the sixteenth
    # round: "n'ont donc pas été vérifiés" is a negation with its adverb
    11: RedTeam(traps=40, genuine=10, floor=0, known_traps=frozenset({"r11_11"})),
    12: RedTeam(traps=40, genuine=10, floor=1),
    # 13: against the real-report round's rules; its one new leak (r13_25, "did not come
    # only from" no longer a negation) was fixed by withdrawing that rule. Its five older
    # leaks hold since the sixteenth round: speed is like for like only at the same weight
    # width, written in words too (r13_16, r13_18); a spread's value may follow a count of
    # items (r13_24); a result the text calls the vendor's submission is the vendor's
    # (r13_26, r13_31)
    13: RedTeam(traps=32, genuine=6, floor=3),
    # 14: against the rule crediting a figure set against the claim to the text's tester
    14: RedTeam(traps=30, genuine=6, floor=4),
    # 15: against the real3 round's reading details (source rows, a model column, names
    # with a serving tail, disclaimers of identity)
    # r15_19: a row measured at batch 8 held against the batch-1 claim (before the round too;
    # the sixteenth round reads batch sizes per figure, but the claim's "en BF16 y con lote 1"
    # comes after a conjunction, where a figure's own words are taken to end)
    15: RedTeam(traps=30, genuine=6, floor=5, known_traps=frozenset({"r15_19"})),
    # 16: against testers and leaderboards named by their own names and "independent tests
    # will have to show"; r16_05 (a partner's speed quoted by the vendor: "Vectara measured
    # 509 tokens per second ..., according to DiffuSpace's announcement") holds since the
    # sixteenth round: a test known only through the vendor's words is the vendor's claim
    16: RedTeam(traps=30, genuine=6, floor=2),
    # 17: against rules withdrawn after it (a heading giving its table a source and a
    # benchmark, the vendor as the model's maker, claims to match named rivals); r17_66 was
    # read the wrong way round before them too
    17: RedTeam(traps=30, genuine=6, floor=1, known_reversed=frozenset({"r17_66"})),
    # 18: against the twelfth and thirteenth rounds (a run's result told next, a reviewer's
    # own tests, a named tester's bare result, denied ties); 25 of 30 leaked, fixed by
    # general guards but one, r18_13 (a blogger whose «suoi test» are the vendor's slides),
    # which holds since the sixteenth round: tests in scare quotes are no tests
    18: RedTeam(traps=30, genuine=6, floor=3),
    # 19: against the fourteenth round's first version (a table column of an outside run,
    # the guards of red team 18): 25 of 30 leaked, 9 of them new, and 3 genuine texts were
    # lost; all closed with the review's mends before the round landed
    19: RedTeam(traps=30, genuine=6, floor=6),
    # 20: against the mends after red team 19 (the writer's test anywhere in a clause,
    # outside-run columns, ties and conditionals): 19 of 30 leaked, 5 of them new; closed by
    # reading the writer's first person as no test when denied, planned, a routine or the
    # getting of papers, and by the paragraph before a table
    20: RedTeam(traps=30, genuine=6, floor=5),
    # 21: a short one against the last mends (24 traps, 7 real texts), 13 leaked; r21_17
    # (an unnamed body, "评测机构 BenchLab", in a text that ties it to the vendor) holds since
    # the sixteenth round: a body named only by its kind is vouched for by nothing
    21: RedTeam(traps=24, genuine=7, floor=5),
    # 22: against the fifteenth round's first version (a note's impersonal aim to reproduce,
    # a multiple of the claim, the claim named after a result, a decimal after a colon): all
    # 24 traps leaked; the impersonal aim and the multiple were withdrawn, the rest guarded
    22: RedTeam(traps=24, genuine=6, floor=2),
    # 23: a short one against what the round kept (12 traps, 4 real notes): all 12 leaked, 6
    # of them older weaknesses the colon had hidden; closed by reading a failure to reproduce
    # as a dispute only where it names the claim and gives no reason, resellers as ties,
    # forecasts as guesses, the vendor's own reproduction report, more signatures
    23: RedTeam(traps=12, genuine=4, floor=4),
    # 24: against the sixteenth round's first version (a test relayed by the vendor's
    # "according to", a result called the vendor's submission, tests in scare quotes, the
    # vendor's channel in a title, a body named by its kind in a tied text, weight widths,
    # a spread after a count): it found 20 of its 24 genuine texts lost, and its 12 traps
    # leaking (as before the round). Each rule was narrowed to what it is about: the
    # relay not inside a relative clause, the submission not negated nor another model's,
    # the scare quotes the named party's own, the channel opening the title, the tie naming
    # the tester, the width not the KV cache's, no result word before a spread's value;
    # all 24 found, 10 traps closed. r24_04 (« fournie par l'éditeur », a word the
    # submission rule leaves out because weights are "fournis par l'éditeur" in genuine
    # tests) and r24_08 ("His so-called tests", the party named only after) still leak
    24: RedTeam(traps=12, genuine=24, floor=24, known_traps=frozenset({"r24_04", "r24_08"})),
    # 25: against the narrowed rules of red team 24 and the round's later ones (a target not
    # reached, a variant's claim, batch and width): 17 regressions, 14 of them genuine
    # reports read the wrong way round (a tester's own earlier run or a rival's figure made
    # the claim, a test of a variant held to the headline claim, a batch or width read from
    # another figure or one set aside, "AI" of "Together AI" tying "Epoch AI"), none a false
    # "independent"; all closed by reading each figure's own words (its width and batch
    # between the figures around it, a variant in the test's words before its figure), a
    # target only when named as the vendor's, whole names only. Nine traps leak as they did
    # before the round (widths in Italian and Chinese words, relays fronted or after a dash,
    # a submission sentence naming a second model, quotes followed by the vendor's name, the
    # channel at a title's end, a tie by a plain name, "The page says Vectara measured")
    25: RedTeam(
        traps=20,
        genuine=12,
        floor=12,
        known_traps=frozenset(
            {
                "r25_09",
                "r25_10",
                "r25_12",
                "r25_13",
                "r25_14",
                "r25_15",
                "r25_16",
                "r25_19",
                "r25_20",
            }
        ),
    ),
    # 26: a regression probe against the mends of red team 25: 16 texts the code from before
    # the round read right and the mended rules read wrong (3 false "independent", 5
    # reversed, 8 missed: a copy of a claim held to another variant's or width's claim, a
    # variant read from "the default mode", conditions read from the next figure or a plan,
    # "in turn" as a step budget, "5 passages de 57,1" as a count, a relay about the
    # weights, "大学" tying every university); all 26 right after the mends
    26: RedTeam(traps=16, genuine=10, floor=10),
    # aimed at a fallback taking a report's unsourced figures as its own when a learned reader
    # scored the text as a test report: 20 of 20 traps leaked, the fallback was withdrawn (the
    # reader now only names such figures in the reasons); the corpus is the measure for a
    # next attempt
    27: RedTeam(traps=20, genuine=10, floor=0),
    # aimed at the fallback narrowed to the text's one tester: 12 of 16 traps leaked through it
    # (the tester had measured something else), so it was withdrawn too; of the 4 older leaks
    # the probe found, a serving stack's version ("vLLM 0.11") and a bar ("Acceptance
    # criterion ...: 70.0") are closed, r28_07 (a qualitative "gap with the official data"
    # said of a reseller's copy) and r28_13 (the writer's latency with no latency claim to
    # hold it to) stay known failures
    28: RedTeam(traps=16, genuine=8, floor=4, known_traps=frozenset({"r28_07", "r28_13"})),
    # aimed at the eighteenth round's first rule (a report naming one benchmark gives its far
    # results on it): 16 of 16 traps leaked through it (a discount, a build-time gain, a
    # private suite, an unrecognised benchmark's score, all read as the one benchmark's), and
    # it found 7 of the 8 genuine reports; withdrawn, the corpus is the measure for a next
    # attempt
    29: RedTeam(traps=16, genuine=8, floor=1),
    # aimed at the nineteenth round's first rules (a figure given as a share of the claim is
    # not the claim's; a heading's card carries to its section): 11 of 15 traps leaked
    # through their first version, none once fixed; red team 31 then had 15 of 15 through
    # the fixed rules, so they were withdrawn. r30_14 (a GB300 dispute held to the closest
    # claim, 515) and r30_63 (a 5090 speed held to the H200 claim) are wrong without them
    30: RedTeam(
        traps=15,
        genuine=7,
        floor=4,
        known_traps=frozenset({"r30_14"}),
        known_reversed=frozenset({"r30_63"}),
    ),
    # aimed at the same rules once fixed, and at a Chinese gap read before "比": 15 of 15
    # traps through them (a vendor's new build as a share of its launch claim credited to a
    # tester, a rival's official figure, bold lines and questions naming another card);
    # withdrawn, the corpus is the measure for a next attempt
    31: RedTeam(traps=15, genuine=6, floor=1),
    # aimed at the rules of the round kept after red team 31: 16 of 16 traps through them (a
    # capitalised word after "Messung" read as a tester, a legend's "our estimate" as the
    # writer's run, a negation of every figure scoped to the one it names, another party
    # presenting its results read as the vendor)
    32: RedTeam(traps=16, genuine=7, floor=2),
    # aimed at those rules narrowed: 14 of 14 traps through them (negations of every figure
    # the guard did not know, "the company" presenting a tester's results, a German frame
    # around a tester's figure); withdrawn but for the guard, now wider, and "Measured by
    # <the vendor>"
    33: RedTeam(traps=14, genuine=6, floor=4),
    # aimed at two fixes of older weaknesses (a release's version is no result; the vendor's
    # data relayed by an evaluator is the vendor's): 11 of 11 traps wrong through them, 8
    # reversals ("Contrairement aux chiffres de DiffuSpace, nos trois passages donnent
    # 42,9", "the company-provided harness"), 3 lost results ("BF16 version 66.4"). The
    # second was withdrawn, the first narrowed to one-digit releases. r34_61 (a
    # leaderboard's vendor-supplied figure, said so in the next sentence) was read the wrong
    # way round before
    34: RedTeam(traps=11, genuine=5, floor=4, known_reversed=frozenset({"r34_61"})),
}


def _folder(number: int) -> Path:
    return REPO_ROOT / "tests" / f"corpus_redteam{number}"


def _texts(number: int) -> tuple[list[Path], list[Path]]:
    folder = _folder(number)
    if not folder.is_dir():
        return [], []
    return redteam_texts(folder, genuine=CORPORA[number].genuine_named)


TRAPS = [
    param
    for n, team in CORPORA.items()
    for param in known_failures(
        _texts(n)[0], set(team.known_traps), "a known leak, listed with its corpus"
    )
]
GENUINE = [
    param
    for n, team in CORPORA.items()
    for param in known_failures(
        _texts(n)[1], set(team.known_reversed), "known to be read the wrong way round"
    )
]


@pytest.mark.parametrize("path", TRAPS, ids=lambda p: p.stem)
def test_a_trap_is_never_wrong_evidence(path: Path) -> None:
    assert not wrong_evidence(path)


@pytest.mark.parametrize("path", GENUINE, ids=lambda p: p.stem)
def test_a_genuine_text_is_never_read_the_wrong_way_round(path: Path) -> None:
    assert not wrong_evidence(path)


@pytest.mark.parametrize("number", sorted(CORPORA))
def test_genuine_texts_are_found_at_the_floor(number: int) -> None:
    if not _folder(number).is_dir():
        pytest.skip(f"no corpus at {_folder(number)}")
    team = CORPORA[number]
    traps, genuine = _texts(number)
    assert len(traps) == team.traps and len(genuine) == team.genuine
    found = genuine_found(genuine)
    assert found >= team.floor, f"{found}/{team.genuine} genuine texts found"
