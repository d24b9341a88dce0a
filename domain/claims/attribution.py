"""Who says it: the vendor, an independent party, a leak, or a competitor.

Attribution cues are found in a clause with their positions:

* named evaluators (Artificial Analysis, Epoch AI, LMArena when it ranks, ...) and generic
  third parties ("independent testers", "users report", "in our tests", "I measured");
* reported speech ("according to X", "X says", "selon X", "据X") whose speaker is classified:
  the vendor or "the company" -> vendor; an evaluator -> independent; another lab ->
  competitor; leak words -> leak; anyone else repeating a figure -> vendor (a repeat of the
  vendor's number is not evidence);
* verbs of measuring whose subject is classified the same way ("Artificial Analysis
  measured" -> independent, "Inception measured" -> vendor, "Tom's Hardware measured" -> an
  independent outlet);
* words that mark a vendor figure by themselves ("advertised", "model card", "demo"),
  except where they describe how a test was run ("the official weights", "the settings
  recommended in the model card");
* a benchmark's own maintainers ("the SWE-bench team", "i curatori di SWE-bench",
  "Terminal-Bench维护团队"), for any benchmark in the table: independent;
* citing verbs ("the 66% the company listed") only next to a known speaker;
* a tester named by a description or a pronoun ("the firm recorded", "Il obtient", "nelle
  prove del laboratorio"), once the document has introduced it (``coreference``): the
  tester's, except in a clause the vendor speaks for ("..., the company said", "in
  DiffuSpace's own tests");
* a name opening the clause with a description in apposition ("A Aferição Labs, empresa
  que avalia modelos, rodou o Clover"): the subject of the measuring verb.

A first person inside quotation marks ("'We measured 1,000 tok/s,' said the CEO") is the
quoted speaker's, not the writer's own test.

Cues inside a statement that verification is missing ("no independent benchmarks") are
dropped: that sentence speaks about the absence of an independent party. On a vendor's own
page (first-person vendor voice) evaluator cues are demoted to vendor: the figure is
cited by the vendor, and a repeat is not evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache

from domain.claims.benchmarks import find_benchmarks
from domain.claims.conditions import HARDWARE_RE
from domain.claims.coreference import (
    Anaphor,
    anaphors,
    introduced,
    party_nouns,
    tests_of,
    vendor_names,
)
from domain.claims.lexicon import (
    BOARD_NAME,
    BOARD_NAME_MARKED,
    EVALUATORS,
    HARDWARE_MAKERS,
    LABS,
    NAMED_LEADERBOARDS,
    NAMED_TESTS,
    NOT_A_PARTY_NAME,
    PARTNERS,
    PLATFORMS,
)
from domain.claims.patterns import RELATIVE_PRONOUN, Span, overlaps, union
from domain.claims.records import Attribution, Target
from domain.claims.targets import TargetMatcher, squash

_WINDOW_BEFORE = 60
_WINDOW_AFTER = 30
_QUOTES = re.compile(r"“[^”]*”?|\"[^\"]*\"?|«[^»]*»?|„[^“”]*[“”]?|「[^」]*」?|^[^“«„「\"]*[”»」]")
#: A proper name right before a measuring verb ("Tom's Hardware measured").
_PROPER_NAME = re.compile(
    r"((?:[A-ZÀ-ÖØ-Þ][\w'’.&-]*\s+){0,3}[A-ZÀ-ÖØ-Þ][\w'’.&-]*?)(?:['’]s?)?\s+(?:[a-z]+ly\s+|also\s+)?$"
)
_GERMAN_PARTICIPLE = re.compile(r"ge\w+(?:en|et|t)|nachgemessen", re.I)
_GERMAN_SUBJECT = re.compile(
    r"\s*((?:[A-ZÀ-ÖØ-Þ][\w'’.&-]*\s+){0,2}[A-ZÀ-ÖØ-Þ][\w'’.&-]*)\s+(?:hat|haben|hatte|hatten)\b"
)
_NOT_A_NAME = re.compile(
    r"^(?:The|It|Its|This|That|These|We|I|They|He|She|Our|Their|In|On|At|When|After|But|And"
    r"|Der|Die|Das|Es|Wir|Ich|Le|La|Les|Il|Elle|Nous|El|Los|Las|Ella|Nosotros|O|Os|A|As"
    r"|Lo|Gli|Noi|Who|Wer|Qui|Quien|Quién|Quem|Chi"
    # clitics opening an impersonal or reflexive verb: "Se ejecutaron", "Si è misurato"
    r"|Se|Si|Ci|Me|Te|Nos|Vi|Man)$"
)


#: A conjunction opening a hypothesis: "If I ran it", "Wenn ich", "Si je", "Se eu".
_HYPOTHESIS = re.compile(r"^(?:If|Unless|Wenn|Falls|Si|Se)$")


@dataclass(frozen=True)
class Cue:
    """One attribution cue in a clause."""

    kind: Attribution
    start: int
    end: int
    marker: str
    evaluator: str | None = None
    according: bool = False  # "according to X": covers the whole clause
    lab: str | None = None  # the lab behind a competitor or vendor cue, when known
    dual: bool = False  # an evaluator that is also a benchmark (LMArena, LiveCodeBench)
    #: an unknown proper name taken for the measurer ("Halyard Evals ran"): nothing else in
    #: the text vouches for it
    stranger: bool = False


@dataclass(frozen=True)
class _Entity:
    kind: Attribution
    start: int
    end: int
    name: str | None
    lab: str | None = None


@cache
def _evaluator_res() -> tuple[tuple[str, re.Pattern[str], bool], ...]:
    return tuple(
        (name, re.compile(r"(?<![A-Za-z0-9])(?:" + rx + r")(?![A-Za-z0-9])", re.I), dual)
        for name, rx, dual in EVALUATORS
    )


@cache
def _lab_res() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple(
        (name, re.compile(r"(?<![A-Za-z0-9])(?:" + rx + r")(?![A-Za-z0-9])", re.I))
        for name, rx in LABS
    )


def labs_named(text: str) -> list[str]:
    """Known model makers named in ``text``, in order of appearance."""
    found = [(m.start(), name) for name, rx in _lab_res() for m in rx.finditer(text)]
    return [name for _, name in sorted(found)]


@cache
def _partner_res() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple(
        (name, re.compile(r"(?<![A-Za-z0-9])(?:" + rx + r")(?![A-Za-z0-9])", re.I))
        for name, rx in PARTNERS
    )


@dataclass(frozen=True)
class _Owner:
    """A benchmark's maintainers named through the benchmark ("the SWE-bench team")."""

    start: int
    end: int
    name: str


def benchmark_owners(text: str) -> list[_Owner]:
    """A benchmark's own maintainers, named through it in any language: "the SWE-bench
    team", "maintainers of Terminal-Bench", "i curatori di SWE-bench", "Terminal-Bench维护团队".
    They run the benchmark themselves, independently of the vendor."""
    after, before = union("BENCHMARK_OWNERS_AFTER"), union("BENCHMARK_OWNERS_BEFORE")
    owners = []
    for hit in find_benchmarks(text):
        name = f"{hit.id.name} team"
        m = after.match(text, hit.end)
        if m:
            owners.append(_Owner(hit.start, m.end(), name))
            continue
        window = max(0, hit.start - 40)
        b = before.search(text, window, hit.start)
        if b and b.end() == hit.start:
            owners.append(_Owner(b.start(), hit.end, name))
    return owners


@cache
def _named_res(table: str) -> tuple[re.Pattern[str], ...]:
    entries = {"NAMED_LEADERBOARDS": NAMED_LEADERBOARDS, "NAMED_TESTS": NAMED_TESTS}[table]
    return tuple(
        re.compile(p.replace("{NC}", BOARD_NAME_MARKED).replace("{N}", BOARD_NAME), re.I)
        for ps in entries.values()
        for p in ps
    )


def _named_parties(text: str, matcher: TargetMatcher | None, table: str) -> list[_Owner]:
    found: list[_Owner] = []
    for rx in _named_res(table):
        for m in rx.finditer(text):
            name = m.group("name").strip()
            first = name.split()[0] if name else ""
            if not first or _NOT_A_NAME.match(first) or first.lower() in NOT_A_PARTY_NAME:
                continue
            if find_benchmarks(name) or any(r.search(name) for _, r in _lab_res()):
                continue
            if HARDWARE_RE.search(name) or _HARDWARE_MAKER.search(name) or _PLATFORM.search(name):
                continue  # a GPU, a server maker or a platform's popularity chart is no tester
            if any(r.search(name) for _, r, _d in _evaluator_res()):
                continue  # a known evaluator is found as such
            if union("PARTY_TIES").search(name) or ("-" in name and party_nouns(name)):
                continue  # "Early-Access-Kunden", "KI-Teams": a kind of party, not a name
            if matcher is not None and (
                matcher.vendor_re.search(name)
                or matcher.models(name, target_named=True)
                or any(squash(n).startswith(squash(name)) for n in matcher.names)
            ):
                continue  # the vendor, a model, or the target by a short name ("Clover的评测")
            if not overlaps(m.span("name"), [(o.start, o.end) for o in found]):
                found.append(_Owner(m.start("name"), m.end("name"), name))
    return found


_HARDWARE_MAKER = re.compile(HARDWARE_MAKERS)
_PLATFORM = re.compile(PLATFORMS)


def trusted_parties(units: list[tuple[str, bool]], matcher: TargetMatcher) -> frozenset[str]:
    """The named evaluators of a document (``units``: each sentence's text and whether it
    is a heading or slide line), kept only where nothing ties them to the vendor: no
    sentence naming them speaks of a partner, reseller, investor, customer, sponsor or
    commission, or of copying self-reported numbers; the name shares no part with the
    vendor's or the model's ("Clover Arena", "SpaceEval" for DiffuSpace); and the text
    names them in at least one running sentence, not only in headings."""
    parts = _name_parts(matcher)
    found: dict[str, bool] = {}
    for text, heading in units:
        for party in named_leaderboards(text, matcher):
            found[party.name] = found.get(party.name, False) or not heading
    ties = union("PARTY_TIES")
    commissioned = union("COMMISSIONED")
    owned = union("OWNED")
    kept = set()
    for name, in_running_text in found.items():
        low = name.lower()
        if not in_running_text or any(part in low for part in parts):
            continue
        naming = [t for t, _ in units if name in t]
        if any(ties.search(t) or commissioned.search(t) or owned.search(t) for t in naming):
            continue
        kept.add(name)
    return frozenset(kept)


def _name_parts(matcher: TargetMatcher) -> list[str]:
    """The parts of the vendor's and the model's names, four letters or more: "diffu",
    "space", "clover"."""
    names = [*matcher.names, *matcher.vendor_names]
    words = [w for n in names for w in re.split(r"[^A-Za-zÀ-ÿ]+|(?<=[a-z])(?=[A-Z])", n)]
    return sorted({w.lower() for w in words if len(w) >= 4})


def named_leaderboards(text: str, matcher: TargetMatcher | None = None) -> list[_Owner]:
    """Leaderboards named for whoever runs them ("the Placar Aberto ranking", "la classifica
    di Vectara", "SuperCLUE榜单") and tests named for whoever ran them ("Dans les mesures de
    Scale AI", "in Lattice's tests"): the name is an evaluator's. A name that is the
    vendor's, a model's, a known lab's, a benchmark's or a GPU's says nothing about who
    measured: a benchmark's leaderboard takes the vendors' own submissions too, and a lab
    measuring a rival's model is a competitor."""
    boards = _named_parties(text, matcher, "NAMED_LEADERBOARDS")
    tests = _named_parties(text, matcher, "NAMED_TESTS")
    spans = [(b.start, b.end) for b in boards]
    return boards + [t for t in tests if not overlaps((t.start, t.end), spans)]


def _registered(text: str, named: frozenset[str]) -> list[_Owner]:
    """Every mention of a party the document has named as an evaluator: where it was named
    ("les mesures d'Évalia", "SuperCLUE榜单") and later ("Évalia obtient 60,4 %")."""
    if not named:
        return []
    return [_Owner(m.start(), m.end(), m.group(0)) for m in _names_re(named).finditer(text)]


@cache
def _names_re(named: frozenset[str]) -> re.Pattern[str]:
    """The names, longest first, bounded by anything but a Latin letter, a digit or a hyphen
    (a Chinese board word may follow: "SuperCLUE榜单")."""
    names = "|".join(re.escape(n) for n in sorted(named, key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-zÀ-ÿ0-9-])(?:{names})(?![A-Za-zÀ-ÿ0-9-])")


def team_spans(text: str) -> list[Span]:
    """Spans of evaluator names that contain a benchmark name ("the SWE-bench team"): the
    benchmark named there is not the one a figure is about."""
    return [(o.start, o.end) for o in benchmark_owners(text)]


@cache
def _PRONOUN_SUBJECT() -> re.Pattern[str]:
    """A subject pronoun opening a sentence, after an introductory phrase if any."""
    pronouns = union("SUBJECT_PRONOUNS").pattern
    return re.compile(r"^\W*(?:[^,.;:\d]{0,80},\s*)?(" + pronouns + r")(?=\s)", re.I)


@cache
def _POSSESSIVE_TEST_OPENING() -> re.Pattern[str]:
    """A sentence opening on someone's own tests, after an introductory phrase if any."""
    phrase = union("POSSESSIVE_TEST_OPENING").pattern
    return re.compile(r"^\W*(?:[^,.;:\d]{0,40},\s*)?(" + phrase + ")", re.I)


def subject_pronoun(text: str) -> int | None:
    """Where a subject pronoun opening ``text`` stands, if one does."""
    m = _PRONOUN_SUBJECT().match(text)
    return m.start(1) if m else None


def party_spans(
    text: str,
    matcher: TargetMatcher,
    testers: dict[str, str],
    ambiguous: frozenset[str],
    named: frozenset[str] = frozenset(),
) -> list[tuple[int, str | None]]:
    """Who ``text`` names, in order: (position, tester's name or None for anyone else: the
    vendor, the model, another lab or model, "the company"). Quoted speech is left out."""
    quotes = quoted_spans(text)
    resolved = anaphors(text, testers)
    out: list[tuple[int, str | None]] = [(a.start, a.name) for a in resolved]
    out += [(n.start, name) for n, name in introduced(text, matcher, ambiguous, quotes)]
    for name, rx, _dual in _evaluator_res():
        out += [(m.start(), name) for m in rx.finditer(text)]
    out += [(r.start, r.name) for r in _registered(text, named)]
    out += [(m.start(), None) for m in matcher.vendor_re.finditer(text)]
    out += [(m.start, None) for m in matcher.models(text, target_named=True)]
    out += [(m.start(), None) for _, rx in _lab_res() for m in rx.finditer(text)]
    taken = [(a.start, a.end) for a in resolved]
    out += [
        (m.start(), None)
        for m in union("COMPANY_WORDS").finditer(text)
        if not overlaps(m.span(), taken)
    ]
    return sorted((p for p in out if not overlaps((p[0], p[0] + 1), quotes)), key=lambda p: p[0])


#: A leaderboard that is also a benchmark, spoken of as the one who measured: "LiveBench's",
#: "SuperCLUE 的结果", "LiveBench-Ergebnisse"; or "the results of", "les résultats de",
#: "i risultati di" before it.
_POSSESSED_RESULTS = re.compile(
    r"['’]s\b|\s?的(?:测试|评测|测评)?(?:结果|榜单|排名)|-(?:Ergebnisse|Messungen)\b",
    re.IGNORECASE,
)
_RESULTS_OF = re.compile(
    r"\b(?:results\s+(?:of|from)|Ergebnisse\s+(?:von|des|der)|résultats\s+(?:de|du)"
    r"|resultados\s+(?:de|del|do|da)|risultati\s+(?:di|del|della))\s+(?:the\s+|la\s+|l['’])?$",
    re.IGNORECASE,
)


def _evaluators(text: str, *, vendor_voice: bool, named: frozenset[str] = frozenset()) -> list[Cue]:
    cues = []
    for board in _registered(text, named):
        # a board, a test or a party named before is like a leaderboard that is also a
        # benchmark: the vendor's talking point when the vendor speaks in the same clause
        # ("智谱采用AlignBench评测": the vendor used the test)
        kind = Attribution.VENDOR if vendor_voice else Attribution.INDEPENDENT
        marker = text[board.start : board.end]
        cues.append(Cue(kind, board.start, board.end, marker, evaluator=board.name, dual=True))
    ranking = union("LEADERBOARD_WORDS").search(text) is not None
    for name, rx, dual in _evaluator_res():
        for m in rx.finditer(text):
            possessive = _POSSESSED_RESULTS.match(text, m.end()) is not None
            possessive = possessive or _RESULTS_OF.search(text[max(0, m.start() - 30) : m.start()])
            if dual and not (ranking or possessive):
                continue
            kind = Attribution.VENDOR if vendor_voice else Attribution.INDEPENDENT
            cues.append(Cue(kind, m.start(), m.end(), m.group(0), evaluator=name, dual=dual))
    for owner in benchmark_owners(text):
        kind = Attribution.VENDOR if vendor_voice else Attribution.INDEPENDENT
        marker = text[owner.start : owner.end]
        cues.append(Cue(kind, owner.start, owner.end, marker, evaluator=owner.name))
    return cues


def _entities(
    text: str,
    matcher: TargetMatcher,
    resolved: list[Anaphor] | None = None,
    named: frozenset[str] = frozenset(),
) -> list[_Entity]:
    """Who might be speaking: the vendor, an evaluator, another lab, a leak source.
    ``resolved``: descriptions ("the firm") that refer to a tester, not to the vendor."""
    found: list[_Entity] = []
    vendor_spans: list[Span] = []
    testers = [(a.start, a.end) for a in resolved or ()]
    for a in resolved or ():
        found.append(_Entity(Attribution.INDEPENDENT, a.start, a.end, a.name))
    for m in matcher.vendor_re.finditer(text):
        found.append(_Entity(Attribution.VENDOR, m.start(), m.end(), m.group(0)))
        vendor_spans.append(m.span())
    for m in union("COMPANY_WORDS").finditer(text):
        if not overlaps(m.span(), testers):
            found.append(_Entity(Attribution.VENDOR, m.start(), m.end(), m.group(0)))
    for name, rx, _dual in _evaluator_res():
        for m in rx.finditer(text):
            found.append(_Entity(Attribution.INDEPENDENT, m.start(), m.end(), name))
    for owner in benchmark_owners(text) + _registered(text, named):
        found.append(_Entity(Attribution.INDEPENDENT, owner.start, owner.end, owner.name))
    for name, rx in _lab_res():
        for m in rx.finditer(text):
            if not overlaps(m.span(), vendor_spans):
                found.append(_Entity(Attribution.COMPETITOR, m.start(), m.end(), name, lab=name))
    for name, rx in _partner_res():
        for m in rx.finditer(text):
            found.append(_Entity(Attribution.VENDOR, m.start(), m.end(), name, lab=name))
    for m in union("LEAK_WORDS").finditer(text):
        found.append(_Entity(Attribution.LEAK, m.start(), m.end(), m.group(0)))
    for m in union("INDEPENDENT_PHRASES").finditer(text):
        found.append(_Entity(Attribution.INDEPENDENT, m.start(), m.end(), None))
    return found


def _bodies(text: str, matcher: TargetMatcher) -> list[_Entity]:
    """Third-party bodies (a university, a research group, a test lab) that may have measured:
    not when the vendor is named right around them ("DiffuSpace's research lab")."""
    out = []
    for m in union("THIRD_PARTY_BODIES").finditer(text):
        around = text[max(0, m.start() - 30) : m.end() + 30]
        if matcher.vendor_re.search(around) or union("COMPANY_WORDS").search(around):
            continue
        out.append(_Entity(Attribution.INDEPENDENT, m.start(), m.end(), m.group(0)))
    return out


#: Before a body, words that make it a description of someone else ("founded by professors
#: from Stanford University", "a spin-off of the Universidad de Chile", "aus der TU München").
_DESCRIBES_ORIGIN = re.compile(
    r"\b(?:found\w*|co-?found\w*|spin-?off|spun|alumni|professors?|graduates?|former|backed"
    r"|partner\w*|gegründet\w*|Ausgründung|fond[ée]e?s?|fondat\w*|fundad\w*|creado\w*"
    r"|criad\w*|nata|nacid\w*|ex-)",
    re.IGNORECASE,
)


def _subject_of(text: str, body: _Entity, verb: re.Match[str]) -> bool:
    """Is the body the subject of the measuring verb: before it, with no clause break or
    figure in between, and not named as someone's origin ("founded at X University")?"""
    if body.end > verb.start() or verb.start() - body.end > 40:
        return False
    if re.search(r"[,;:()\d]", text[body.end : verb.start()]):
        return False
    return _DESCRIBES_ORIGIN.search(text, max(0, body.start - 40), body.start) is None


def _speaker(
    verb: re.Match[str], entities: list[_Entity], *, after_only: bool = False
) -> _Entity | None:
    """The entity nearest the reporting verb; "according to X" looks only after itself."""
    best: tuple[int, _Entity] | None = None
    for ent in entities:
        if after_only and ent.start < verb.end():
            continue
        if ent.end <= verb.start():
            distance = verb.start() - ent.end
            if distance > _WINDOW_BEFORE:
                continue
        elif ent.start >= verb.end():
            distance = ent.start - verb.end()
            if distance > _WINDOW_AFTER:
                continue
        else:
            distance = 0
        if best is None or distance < best[0]:
            best = (distance, ent)
    return best[1] if best else None


def quoted_spans(text: str) -> list[Span]:
    """Spans of quoted speech, including a quote left open (or closed) at the edge of a
    sentence: in news copy the quoted "we" is usually the vendor."""
    return [m.span() for m in _QUOTES.finditer(text) if m.end() > m.start()]


def _measurer(
    text: str, verb: re.Match[str], entities: list[_Entity], matcher: TargetMatcher
) -> Cue | None:
    """Who measured: a known entity just before the verb, or an unknown proper name
    (an outlet, a researcher), which is taken as an independent party. The watched model
    itself measures nothing: in "we ran Clover and measured 296 tok/s" it is the object,
    and the figure's source is left to the clause's other cues (or the default)."""
    known = [e for e in entities if e.end <= verb.start() and verb.start() - e.end <= 40]
    m = _PROPER_NAME.search(text, 0, verb.start())
    if _GERMAN_PARTICIPLE.fullmatch(verb.group(0)):
        # "1.100 Token pro Sekunde gemessen": German puts the participle last, so the
        # capitalised word before it is a noun of the object; the one who measured is the
        # name before the auxiliary ("Heise hat das Modell nachgemessen").
        m = _GERMAN_SUBJECT.match(text, 0, verb.start())
        if m is None or _NOT_A_NAME.match(m.group(1).split()[0]):
            return None
        if union("COMPANY_WORDS").search(m.group(1)):
            return None
        named = [e for e in entities if overlaps((e.start, e.end), [m.span(1)])]
        if named:
            ent = named[0]
            if matcher.find(text[ent.start : ent.end]):
                return None
            evaluator = ent.name if ent.kind is Attribution.INDEPENDENT else None
            return Cue(ent.kind, ent.start, verb.end(), verb.group(0), evaluator, lab=ent.lab)
    elif known:
        ent = max(known, key=lambda e: e.end)
        if matcher.find(text[ent.start : ent.end]):
            return None
        evaluator = ent.name if ent.kind is Attribution.INDEPENDENT else None
        return Cue(ent.kind, ent.start, verb.end(), verb.group(0), evaluator, lab=ent.lab)
    if m is None:
        return _appositive_subject(text, verb, entities, matcher)
    name = m.group(1).strip()
    first = name.split()[0]
    if _HYPOTHESIS.match(first):
        return None  # "If I ran the INT4 build I'd expect 101.8": nobody measured
    if _NOT_A_NAME.match(first) and len(name.split()) == 1:
        return None
    if _NOT_A_NAME.match(first) and party_nouns(name.split()[-1]):
        return None  # "Das Labor maß": a description, not a name (see ``coreference``)
    if matcher.models(name, target_named=True) or matcher.vendor_re.search(name):
        return None
    return Cue(Attribution.INDEPENDENT, m.start(1), verb.end(), verb.group(0), name, stranger=True)


#: A clause opening with a name and a description in apposition, then the verb: "A Aferição
#: Labs, empresa que avalia modelos para bancos, rodou o Clover", "Halyard Evals, a
#: three-person shop in Leeds, re-ran it".
_APPOSITIVE_SUBJECT = re.compile(
    r"^\W*(?:(?:The|A|An|O|La|Le|L['’]|Il|Lo|Die|Der|Das|El|Los|Las|Os|As|Les|I|Gli)\s+)?"
    r"((?:[A-ZÀ-ÖØ-Þ][\w'’.&-]*\s+){0,3}[A-ZÀ-ÖØ-Þ][\w'’.&-]*),\s+([^,;:()]{3,140}),\s*$"
)


def _appositive_subject(
    text: str, verb: re.Match[str], entities: list[_Entity], matcher: TargetMatcher
) -> Cue | None:
    """The subject of a measuring verb named at the start of the clause, with a description
    in apposition between them. A known party keeps its kind; the vendor, the model, or a
    description naming the vendor ("DiffuSpace's benchmarking partner") is no independent
    party; anyone else is."""
    m = _APPOSITIVE_SUBJECT.match(text[: verb.start()])
    if m is None:
        return None
    name, description = m.group(1), m.group(2)
    if _NOT_A_NAME.match(name.split()[0]) and len(name.split()) == 1:
        return None
    if matcher.models(name, target_named=True) or matcher.vendor_re.search(m.group(0)):
        return None
    if union("COMPANY_WORDS").search(description) or union("PLANNED").search(description):
        return None  # "Jane Doe, the company's CTO, measured"
    if union("COMPANY_ROLES").search(description) or union("IN_HOUSE").search(description):
        return None  # "Mira Koch, who leads evaluation at the Zurich startup, measured"
    if union("EMPLOYED").search(description) or union("COMMISSIONED").search(description):
        return None  # "Kestrel, a firm paid by the maker, measured"
    if matcher.find(description):
        return None  # "Jane Doe, who leads the Clover project, measured"
    named = [e for e in entities if overlaps((e.start, e.end), [m.span(1)])]
    if named:
        ent = named[0]
        evaluator = ent.name if ent.kind is Attribution.INDEPENDENT else None
        return Cue(ent.kind, ent.start, verb.end(), verb.group(0), evaluator, lab=ent.lab)
    return Cue(Attribution.INDEPENDENT, m.start(1), verb.end(), verb.group(0), name, stranger=True)


#: Before a closing report: a comma, perhaps an auxiliary (", ha dichiarato DiffuSpace",
#: ", a déclaré DiffuSpace", ", hat DiffuSpace mitgeteilt"); after it, perhaps the particle of
#: a separable German verb (", teilte DiffuSpace mit.").
_CLOSING_BEFORE = re.compile(
    r"[,，]\s*(?:(?:has|had|have|hat|hatte|a|ont|avait|ha|han|hanno|aveva|tem|têm|teve|è"
    r"|wurde)\s+)?$",
    re.IGNORECASE,
)
_CLOSING_AFTER = re.compile(
    r"(?:\s*(?:mit|an|bekannt|hinzu|fest|mitgeteilt|bekanntgegeben))?[^\w]*$", re.IGNORECASE
)


def _closes_clause(text: str, verb: re.Match[str], speaker: _Entity) -> bool:
    """ ", Alibaba said." or ", said the company." ending a clause: the attribution covers
    everything before it (unlike the relative clause in "the 82.9% Zhipu reported")."""
    first = min(verb.start(), speaker.start)
    last = max(verb.end(), speaker.end)
    before = _CLOSING_BEFORE.search(text[:first]) is not None
    return before and _CLOSING_AFTER.match(text[last:]) is not None


#: How far from an "official" word a setup word may stand, within one segment.
_SETUP_WINDOW = 25
_SEGMENT_END = re.compile(r"[,;:()、，；。]")


def _describes_setup(text: str, marker: re.Match[str]) -> bool:
    """ "with the official BF16 weights", "le point d'accès officiel", "settings recommended
    in the model card": an official artefact used for a test is no source of a figure."""
    if not union("SETUP_PRONE_VENDOR_WORDS").fullmatch(marker.group(0)):
        return False
    start = max(0, marker.start() - _SETUP_WINDOW)
    end = marker.end() + _SETUP_WINDOW
    before = _SEGMENT_END.split(text[start : marker.start()])[-1]
    after = _SEGMENT_END.split(text[marker.end() : end])[0]
    setup = union("SETUP_WORDS")
    return bool(setup.search(before) or setup.search(after))


def _citing_cues(text: str, entities: list[_Entity]) -> list[Cue]:
    """ "the 66% the company listed": a citing verb speaks only for a known speaker right
    beside it; with nobody recognisable it says nothing about the source."""
    cues = []
    for verb in union("CITING_VERBS").finditer(text):
        near = [e for e in entities if e.end <= verb.start() and verb.start() - e.end <= 3]
        if not near:
            continue
        speaker = max(near, key=lambda e: e.end)
        evaluator = speaker.name if speaker.kind is Attribution.INDEPENDENT else None
        cues.append(
            Cue(speaker.kind, speaker.start, verb.end(), verb.group(0), evaluator, lab=speaker.lab)
        )
    return cues


def _vendors_own_tests(
    text: str, cues: list[Cue], entities: list[_Entity], vendor_closes: int
) -> list[Cue]:
    """Tests the vendor ran itself, however independent they sound.

    * "internal tests", "nos tests internes", "pruebas internas", "官方实测": a vendor cue,
      and a first person or "实测" inside it is the vendor's team;
    * "DiffuSpace团队实测", "DiffuSpace's engineers measured": a generic measuring phrase
      right after the vendor's name (or "the company") is the vendor's;
    * "Our tests show 72.4%, DiffuSpace said.": a first person in a clause the vendor's
      reported speech closes is the vendor's voice, quoted without quotation marks.
    """
    internal = [m.span() for m in union("INTERNAL_TESTS").finditer(text)]
    vendors = [e for e in entities if e.kind is Attribution.VENDOR and e.lab is None]
    team = union("VENDOR_TEAM_BEFORE")
    out = [Cue(Attribution.VENDOR, s, e, text[s:e]) for s, e in internal]
    for c in cues:
        generic = c.kind is Attribution.INDEPENDENT and c.evaluator in (None, "the author")
        by_vendor = any(
            v.end <= c.start and c.start - v.end <= 12 and team.match(text[v.end : c.start])
            for v in vendors
        )
        speech = c.evaluator == "the author" and c.end <= vendor_closes < len(text) + 1
        if generic and (overlaps((c.start, c.end), internal) or by_vendor or speech):
            c = replace(c, kind=Attribution.VENDOR, evaluator=None)
        out.append(c)
    return out


def _vendors_own(text: str, matcher: TargetMatcher) -> list[Cue]:
    """ "in Finch AI's own tests", "nach DiffuSpaces eigenen Messungen", "selon les propres
    mesures de DiffuSpace": the vendor's tests, named through the vendor."""
    after, before = union("VENDOR_OWN_AFTER"), union("VENDOR_OWN_BEFORE")
    cues = []
    for m in matcher.vendor_re.finditer(text):
        own = after.match(text[m.end() :])
        if own is not None:
            end = m.end() + own.end()
            cues.append(Cue(Attribution.VENDOR, m.start(), end, text[m.start() : end]))
        prior = before.search(text, max(0, m.start() - 40), m.start())
        if prior is not None:
            cues.append(
                Cue(Attribution.VENDOR, prior.start(), m.end(), text[prior.start() : m.end()])
            )
    return cues


#: A figure right before a cue attached to it ("the 51,7 dichiarati", "73.6% Zhipu reported").
_FIGURE_BEFORE = re.compile(r"\d(?:[\s%％,€$/A-Za-zÀ-ÿ]{0,20})$")


def _frames_clause(text: str, cue: Cue) -> bool:
    """Does a vendor cue speak for the whole clause: reported speech covering it ("...,
    the company said"), or a vendor source not tied to a figure of its own ("the claimed
    83.8", "51,7 dichiarati") and not the other side of a comparison ("sous le chiffre
    officiel")?"""
    if cue.kind is not Attribution.VENDOR:
        return False
    if cue.according:
        return True
    if _compared_claim(text, cue) or _BEFORE_A_FIGURE.match(text, cue.end):
        return False
    return _FIGURE_BEFORE.search(text, max(0, cue.start - 25), cue.start) is None


#: After a description, what may stand before its verb: a place or an institution ("de Vila
#: Real", "at Northgate University", "montréalais"), no figure and no punctuation.
_ANAPHOR_GAP = re.compile(
    r"(?:\s+(?:at|of|from|in|de|da|do|di|del|della|von|aus)?\s*[A-ZÀ-ÖØ-Þ][\w'’-]*){1,3}"
)


def _referring_cues(
    text: str,
    matcher: TargetMatcher,
    resolved: list[Anaphor],
    testers: dict[str, str],
    subject: str | None,
    quotes: list[Span],
) -> list[Cue]:
    """A tester named through a description or a pronoun, with its result: "the firm
    recorded", "Auf SWE-bench kam das Labor auf", "Il obtient", "nelle prove del
    laboratorio"."""
    cues = []
    results = union("TESTER_RESULT_VERBS")
    inverted = union("TESTER_RESULT_VERBS_BEFORE")
    vendor = [m.span() for m in matcher.vendor_re.finditer(text)]
    vendor += [(m.start, m.end) for m in matcher.models(text, target_named=True)]
    for a in resolved:
        before = inverted.search(text, max(0, a.start - 20), a.start)
        if before is not None:
            cues.append(
                Cue(Attribution.INDEPENDENT, before.start(), a.end, before.group(0), a.name)
            )
        # the verb right after, or after a place or a name: "a equipa de Vila Real correu"
        gap = _ANAPHOR_GAP.match(text, a.end)
        if gap is not None and overlaps(gap.span(), vendor):
            gap = None  # "the firm DiffuSpace recorded": the vendor in apposition
        for stop in (a.end, gap.end() if gap else a.end):
            verb = results.match(text[stop:])
            if verb is not None:
                end = stop + verb.end()
                cues.append(Cue(Attribution.INDEPENDENT, a.start, end, text[a.start : end], a.name))
                break
    if subject is not None:
        pronoun = _PRONOUN_SUBJECT().match(text)
        verb = results.match(text[pronoun.end() :]) if pronoun else None
        # "Ils ont obtenu la fiche interne de DiffuSpace : 73,6 %": the vendor named in the
        # clause is the source, not the pronoun's tester
        digit = re.search(r"\d", text)
        upto = digit.start() if digit else len(text)
        named = bool(vendor_names(text, matcher, 0, upto))
        named = named or union("COMPANY_WORDS").search(text, 0, upto) is not None
        if (
            pronoun is not None
            and verb is not None
            and not named
            and not overlaps(pronoun.span(1), quotes)
        ):
            end = pronoun.end() + verb.end()
            cues.append(Cue(Attribution.INDEPENDENT, pronoun.start(1), end, text[:end], subject))
        # "In his test, the Mac Studio reached 17 tokens per second": his own test
        opening = _POSSESSIVE_TEST_OPENING().match(text)
        if opening is not None and not named and not overlaps(opening.span(1), quotes):
            cues.append(
                Cue(Attribution.INDEPENDENT, opening.start(1), opening.end(), opening[1], subject)
            )
    for a in tests_of(text, testers):
        if not overlaps((a.start, a.end), quotes):
            cues.append(Cue(Attribution.INDEPENDENT, a.start, a.end, text[a.start : a.end], a.name))
    return cues


def find_cues(
    text: str,
    matcher: TargetMatcher,
    *,
    vendor_voice: bool = False,
    exclude: list[Span] | None = None,
    testers: dict[str, str] | None = None,
    subject: str | None = None,
    speech: bool = False,
    named: frozenset[str] = frozenset(),
) -> list[Cue]:
    """Every attribution cue in ``text`` (a clause), sorted by position.

    ``named``: the evaluators the document has named by their own names (see
    ``named_leaderboards``), found again wherever the clause names them.

    ``speech``: the clause is someone's reported words (an interview answer, a transcript
    after "said:"): a first person in it is the speaker's, as inside quotation marks.

    ``exclude``: spans whose cues are dropped (a verification negation). ``testers``: the
    testers the document has introduced by a kind of description (see ``coreference``), so
    that "the firm recorded 71.9%" is theirs. ``subject``: the tester the sentence before
    was about, for a pronoun opening this one ("Il obtient 69,8 %").
    """
    cues: list[Cue] = []
    cues += _evaluators(text, vendor_voice=vendor_voice, named=named)
    for m in union("INDEPENDENT_PHRASES").finditer(text):
        cues.append(Cue(Attribution.INDEPENDENT, m.start(), m.end(), m.group(0)))
    quotes = quoted_spans(text)
    resolved = [a for a in anaphors(text, testers or {}) if not overlaps((a.start, a.end), quotes)]
    referred = _referring_cues(text, matcher, resolved, testers or {}, subject, quotes)
    cues += referred
    first_person: list[Span] = []
    for m in union("FIRST_PERSON_MEASUREMENT").finditer(text):
        if not_own_test(text, m.start(), m.end()):
            continue  # "I got the press kit", "ich habe nichts selbst gemessen"
        first_person.append(m.span())
        # "We measured 1,000 tok/s," said the CEO: quoted first person is the speaker's.
        quoted = speech or overlaps(m.span(), quotes)
        kind = Attribution.VENDOR if vendor_voice or quoted else Attribution.INDEPENDENT
        evaluator = None if quoted else "the author"
        cues.append(Cue(kind, m.start(), m.end(), m.group(0), evaluator=evaluator))
    # "“我们实测……”": the first person decides who measured (a quoted one is the speaker's);
    # the generic "实测" inside it adds no independent party of its own.
    cues = [
        c
        for c in cues
        if not (c.kind is Attribution.INDEPENDENT and c.evaluator is None)
        or not overlaps((c.start, c.end), first_person)
    ]
    for m in union("LEAK_WORDS").finditer(text):
        cues.append(Cue(Attribution.LEAK, m.start(), m.end(), m.group(0)))
    entities = _entities(text, matcher, resolved, named)
    bodies = _bodies(text, matcher)
    for verb in union("MEASUREMENT_VERBS").finditer(text):
        if overlaps(verb.span(), first_person):
            continue  # "Ich habe 150 Token pro Sekunde gemessen": the writer measured
        subjects = [b for b in bodies if _subject_of(text, b, verb)]
        cue = _measurer(text, verb, entities + subjects, matcher)
        if cue is not None:
            cues.append(cue)
    according = union("ACCORDING_TO")
    vendor_closes = len(text) + 1  # where a closing ", DiffuSpace said." starts
    for verb in union("REPORTING_VERBS").finditer(text):
        if verb.end() == verb.start():
            continue
        is_according = according.match(text, verb.start()) is not None
        looks_after = is_according and not re.match(r"zufolge", verb.group(0), re.I)
        if is_according and union("POSSESSIVE_MEASURES").match(text, verb.end()):
            continue  # "según sus mediciones": the party of the clause before, carried over
        speaker = _speaker(verb, entities, after_only=looks_after)
        if speaker is None:
            # "X says" with no recognisable X repeats the vendor; "according to <someone
            # unknown>" is left unknown and does not cover the clause.
            kind = Attribution.UNKNOWN if is_according else Attribution.VENDOR
            name, lab, start = None, None, verb.start()
            is_according = False
        else:
            kind, name, lab = speaker.kind, speaker.name, speaker.lab
            start = min(verb.start(), speaker.start)
            if kind is Attribution.INDEPENDENT and vendor_voice:
                kind = Attribution.VENDOR
        evaluator = name if kind is Attribution.INDEPENDENT else None
        # ", Alibaba said." / ", said the company." at the end speaks for the whole clause.
        if speaker is not None and _closes_clause(text, verb, speaker):
            is_according = True
            if kind is Attribution.VENDOR:
                vendor_closes = min(vendor_closes, start)
        cues.append(
            Cue(kind, start, verb.end(), verb.group(0), evaluator, according=is_according, lab=lab)
        )
    cues += _citing_cues(text, entities)
    cues += _vendors_own(text, matcher)
    cues = _vendors_own_tests(text, cues, entities, vendor_closes)
    owners = team_spans(text)  # "Terminal-Bench官方榜单": the benchmark's official leaderboard
    for table in ("VENDOR_CLAIM_WORDS", "VENDOR_VOICE"):
        for m in union(table).finditer(text):
            if not _describes_setup(text, m) and not overlaps(m.span(), owners):
                cues.append(Cue(Attribution.VENDOR, m.start(), m.end(), m.group(0)))
    if any(c.kind is Attribution.VENDOR for c in cues):
        # A leaderboard that is also a benchmark (LMArena, LiveCodeBench) is the vendor's
        # talking point when the vendor speaks in the same clause.
        cues = [c for c in cues if not c.dual]
    if any(_frames_clause(text, c) for c in cues):
        # "It reached 680 tok/s in the demo, the company said", "It scored 73.6% in Finch
        # AI's own tests": the vendor speaks for the clause, so a tester named only through a
        # description or a pronoun is not its source
        names = {c.evaluator for c in referred} | {a.name for a in resolved}
        cues = [
            c for c in cues if c.kind is not Attribution.INDEPENDENT or c.evaluator not in names
        ]
    relay = next((c for c in cues if _relays_test(text, c, matcher)), None)
    if relay is not None:
        # "Vectara measured 509 tokens per second on a single H200, according to DiffuSpace's
        # announcement": a test known only from the vendor's words is the vendor's claim;
        # only the last test before the relay ("Vals AI measured 61.0, and Vectara,
        # according to DiffuSpace, 72.9" relays Vectara's alone)
        relayed = [c for c in cues if c.kind is Attribution.INDEPENDENT and c.start < relay.start]
        if relayed:
            last = max(relayed, key=lambda c: c.start)
            cues = [c for c in cues if c is not last]
    if exclude:
        cues = [c for c in cues if not overlaps((c.start, c.end), exclude)]
        cues = [c for c in cues if c.kind is not Attribution.INDEPENDENT]
    if vendor_voice:
        cues = [
            replace(c, kind=Attribution.VENDOR, evaluator=None)
            if c.kind is Attribution.INDEPENDENT
            else c
            for c in cues
        ]
    return sorted(cues, key=lambda c: (c.start, c.end))


#: A relative pronoun the "according to" follows: it then speaks of what the relative
#: clause says ("the settings that, according to DiffuSpace's card, work best"), not of the
#: test.
_RELATIVE_BEFORE = re.compile(rf"{RELATIVE_PRONOUN}\s*[,(（]\s*$", re.IGNORECASE)


#: After a relay's "according to <vendor>": its end, or the vendor's communication and then
#: its end ("according to DiffuSpace's announcement,").
_RELAY_END = re.compile(r"(?:['’]s?(?:\s+[\w-]+){1,2})?\s*(?:[.,;:)），。；]|$)")


def _relays_test(text: str, cue: Cue, matcher: TargetMatcher) -> bool:
    """Is the cue the vendor's "according to" set off by a comma or a bracket after a test
    it relays ("X measured 509 tok/s in its lab, according to DiffuSpace's announcement"),
    not the source of a figure right before it ("below the 515 tok/s according to
    DiffuSpace") or of a relative clause about the setting ("the same scaffold that,
    según DiffuSpace, was used for the launch figure")?"""
    if cue.kind is not Attribution.VENDOR or not cue.according or cue.lab is not None:
        return False
    if union("ACCORDING_TO").match(text, cue.start) is None:
        return False
    before = text[max(0, cue.start - 25) : cue.start]
    if not before.rstrip().endswith((",", "，", "(", "（")) or _RELATIVE_BEFORE.search(before):
        return False
    rest = text[cue.end :]
    vendor = matcher.vendor_re.search(rest, 0, 30)
    if vendor is None or not _RELAY_END.match(rest, vendor.end()):
        return False  # ", segundo a DiffuSpace idênticos aos do lançamento": of something else
    return _FIGURE_BEFORE.search(before.rstrip(" ,，(（")) is None


#: A clause opening on a condition: "If", "Even if", "Should", "Wenn", "Falls", "Sollte",
#: "Si", "Même si", "Aunque", "Se", "Qualora", "Anche se", "如果", "假如", "要是".
_HYPOTHETICAL_OPENING = re.compile(
    r"^\W*(?:(?:even\s+)?if|unless|should|wenn|falls(?!\s+short)|sollte|selbst\s+wenn"
    r"|im\s+Fall(?:e)?|même\s+si|au\s+cas\s+où|qualora|anche\s+se|mesmo\s+se|caso\s+(?!contr)"
    # not the Italian impersonal "Si è misurato", "Si tratta", nor "Si bien" ("although")
    r"|si(?!\s+(?:è|sono|misur\w*|ottien\w*|registr\w*|osserv\w*|ha|hanno|tratta|legge"
    r"|bien|parla|nota)\b)(?!\s+e['’])"
    # Italian and Portuguese "se" before a subjunctive: "Se Vals misurasse", "Se o AA medir"
    r"|se(?=\s+(?:\S+\s+){0,4}?\S+(?:asse|esse|isse|assero|essero|issero)\b)"
    r"|se(?=\s+(?:\S+\s+){0,3}?(?:medir|rodar|testar|obtiver|tiver|fizer|conseguir|chegar"
    r"|alcançar|mostrar)\b)"
    r"|were\s+\S+(?:\s+\S+){0,3}\s+to)\b|^\W*(?:如果|假如|要是|若是?|一旦|倘若)",
    re.IGNORECASE,
)


def hypothetical(text: str, lang: str | None = None) -> bool:
    """Does the clause open on a condition, so that nobody in it measured anything? In
    Italian and Portuguese an opening "Se" is "if" ("Se Vals AI misura 62,0"); in Spanish it
    is mostly the impersonal ("Se midió"), so there only before a subjunctive."""
    if _HYPOTHETICAL_OPENING.match(text) is not None:
        return True
    return lang in ("it", "pt") and _SE_OPENING.match(text) is not None


_SE_OPENING = re.compile(r"^\W*se\s+(?!(?:ne|lo|la|li|le|gli)\b)", re.IGNORECASE)


def not_own_test(text: str, start: int, end: int) -> bool:
    """Is the writer's first person at ``start``..``end`` no test of its own: denied ("ich
    habe nichts selbst gemessen"), before the test ("avant nos tests"), still to come ("Nos
    tests viendront"), or getting papers ("I got the press kit", "Ho ottenuto i dati")?"""
    if union("NO_OWN_TEST").search(text, max(0, start - 8), end):
        return True
    stop = re.search(r"\s|$", text[end + 20 :])  # a whole word at the window's end
    window = text[end : end + 20 + (stop.start() if stop else 0)]
    if union("PLANNED").search(window):
        return True  # "Nos tests viendront la semaine prochaine", "our tests will follow"
    if union("HABITUAL").search(text, end, min(len(text), end + 80)):
        return True  # "We run our suite every Friday": a routine, not this model's run
    if union("PLANNED_AFTER").search(text, end, min(len(text), end + 80)):
        return True  # "Our own runs begin once the weights are public"
    denial = union("DENIAL_OPENING").match(text)
    if denial is not None and denial.end() <= start:
        return True  # "Nothing in the list further down comes from my tests"
    return union("DOCUMENTS_AFTER").match(text, end) is not None


def clause_cue(cues: list[Cue], ignore: list[Span] | None = None) -> Cue | None:
    """The cue that speaks for the whole clause: "according to X" first, else the earliest."""
    usable = [c for c in cues if not (ignore and overlaps((c.start, c.end), ignore))]
    known = [c for c in usable if c.kind is not Attribution.UNKNOWN] or usable
    chosen = next((c for c in known if c.according), known[0] if known else None)
    return _named(chosen, cues)


def _named(chosen: Cue | None, cues: list[Cue]) -> Cue | None:
    """Give an anonymous independent cue ("the third-party evaluator") the name of the
    evaluator named in the same clause ("Artificial Analysis")."""
    if chosen is None or chosen.kind is not Attribution.INDEPENDENT or chosen.evaluator:
        return chosen
    named = next((c for c in cues if c.kind is Attribution.INDEPENDENT and c.evaluator), None)
    return replace(chosen, evaluator=named.evaluator) if named else chosen


#: Between a figure and a source attached to it: a unit ("tok/s"), a relative pronoun, no
#: figure.
_ATTACHED = re.compile(r"^[\s%％,€$/A-Za-zÀ-ÿ]{0,20}$")


#: Between a figure and a later source: a comparison, so the source is the other side's
#: ("71.2, well below the claimed 83.8", "71,2, contre les 83,8 annoncés", "498, menos de
#: la mitad de lo anunciado", "91, ainda perto do prometido").
_RELATES_TO_NEXT = re.compile(
    r"\b(?:below|above|under|over|than|vs|versus|against|compared|short\s+of|unter\w*|über"
    r"|gegenüber|statt|contre|face|sous|au-dessus|loin|frente|contra|debajo|encima|lejos"
    r"|abaixo|acima|longe|rispetto|sotto|sopra|lontan\w*|half|Hälfte|moitié|mitad|metade|metà"
    r"|perto\s+d[oa]|close\s+to)\b|低于|高于|不及|对比|一半",
    re.IGNORECASE,
)
#: A source followed by a figure of its own ("the claimed 83.8"): it is that figure's.
_BEFORE_A_FIGURE = re.compile(r"\s*(?:[\w'’]+\s+|[\u4e00-\u9fff]{1,4})?\d")


#: A vendor word's own figure, given after its speaker or in parentheses: "announced by
#: Finch AI (120 tokens per second)", "promised: 120".
_OWN_FIGURE_AFTER = re.compile(r"[^\d.;:()]{0,30}?[(:]\s*\d")


def _compared_claim(text: str, cue: Cue) -> bool:
    """ "far below the advertised: a median of 94", "longe do prometido": a vendor word that
    is the other side of a comparison and has no figure of its own names the claim, not the
    source of the figures after it."""
    if cue.kind is Attribution.INDEPENDENT or _BEFORE_A_FIGURE.match(text, cue.end):
        return False
    if _OWN_FIGURE_AFTER.match(text, cue.end):
        return False  # "de lo anunciado por Finch AI (120 tokens por segundo)"
    return _RELATES_TO_NEXT.search(text, max(0, cue.start - 25), cue.start) is not None


def _held_against(text: str, cue: Cue) -> bool:
    """ "64,2 gemessen, was der Herstellerangabe widerspricht": a vendor word that a verb of
    agreeing or contradicting follows is the claim a figure is held against, not its source."""
    window = text[cue.end : cue.end + 20]
    return bool(union("DISPUTE_VERBS").search(window) or union("CONFIRM_VERBS").search(window))


def _encloses(text: str, cue: Cue, end: int) -> bool:
    """ "Wir haben auf einer H200 1.050 Token pro Sekunde gemessen": a first person whose
    participle comes after the figure still says who measured it."""
    whole = union("FIRST_PERSON_MEASUREMENT").fullmatch(text, cue.start, cue.end)
    return cue.end > end and whole is not None


def figure_cue(
    cues: list[Cue], text: str, start: int, end: int, inherited: Cue | None
) -> Cue | None:
    """The source of the figure at ``start:end`` in a clause.

    In order: a source attached right after the figure ("83.8% claimed by Zhipu", "the
    82.9% Zhipu reported"); the closest source before it; a source covering the clause
    ("according to X"); the source carried over from the previous clause; the first source
    after it ("81% in Artificial Analysis's tests").
    """
    after = [c for c in cues if c.start >= end]
    if (
        after
        and after[0].start - end <= 25
        and _ATTACHED.match(text[end : after[0].start])
        and after[0].kind is not Attribution.INDEPENDENT
        and not _RELATES_TO_NEXT.search(text[end : after[0].start])
        and not _BEFORE_A_FIGURE.match(text, after[0].end)
        and not _held_against(text, after[0])
    ):
        return after[0]
    # A cue whose verb comes after the figure ("Orca-9B at 71.2, below the claimed 83.8")
    # is not one written before it, even when its speaker is.
    before = [
        c
        for c in cues
        if c.start < start
        and (c.end <= end or c.according or _encloses(text, c, end))
        and not _compared_claim(text, c)
    ]
    if before:
        return _named(max(before, key=lambda c: c.start), cues)
    covering = next((c for c in cues if c.according), None)
    if covering is not None:
        return covering
    if inherited is not None:
        return inherited
    return after[0] if after else None


#: A byline or signature line: "*Publicado pela equipe de pesquisa da DiffuSpace*", "—
#: Equipe DiffuSpace", "By the DiffuSpace team", "Posted by DiffuSpace Research".
_BYLINE = re.compile(
    r"^(?:[—–-]\s*|[*_]*\s*(?:(?:published|posted|written)\s+by|by|publicado\s+p(?:or|ela|elo)"
    r"|publié\s+par|par|veröffentlicht\s+von|von|pubblicato\s+da|di|por)\s+)"
    r"(?:the\s+|la\s+|l['’]|a\s+|o\s+|el\s+|die\s+|das\s+|il\s+|lo\s+)?(?:[\w-]+\s+){0,5}?"
    r"(?:team|équipe|equipe|equipo|squadra|research|Forschung|recherche|pesquisa"
    r"|investigación|ricerca|blog|团队)\b[^\n.!?]{0,40}$",
    re.IGNORECASE,
)


def _vendor_byline(text: str, matcher: TargetMatcher) -> bool:
    """Does a short line sign the text in the vendor's name ("— Equipe DiffuSpace")?"""
    for line in text.splitlines():
        line = line.strip()
        if 0 < len(line) <= 80 and _BYLINE.match(line) and matcher.vendor_re.search(line):
            return True
    return False


def has_vendor_voice(text: str, matcher: TargetMatcher | None = None) -> bool:
    """True when the vendor speaks in the first person ("our most advanced model", "we at
    DiffuSpace", "wir bei DiffuSpace") in the text's own voice: a quoted CEO does not make a
    news article a vendor page."""
    unquoted = _QUOTES.sub(" ", text)
    if union("VENDOR_VOICE").search(unquoted) is not None:
        return True
    if matcher is not None and _vendor_byline(unquoted, matcher):
        return True
    if matcher is None:
        return False
    we_at, at, we_after = union("WE_AT_VENDOR"), union("AT_VENDOR"), union("VENDOR_WE_AFTER")
    for m in matcher.vendor_re.finditer(unquoted):
        before = unquoted[max(0, m.start() - 30) : m.start()]
        if we_at.search(before):
            return True
        if at.search(before) and we_after.match(unquoted, m.end()):
            return True
    return False


def attribute(text: str, target: Target) -> tuple[Attribution, str | None]:
    """Attribution of a single sentence about ``target``: (who, named evaluator or None).

    A sentence with no cue at all is ``UNKNOWN`` here; the document analysis decides what
    unattributed figures mean in context.
    """
    from domain.claims.modality import detect_negation

    negation = detect_negation(text)
    exclude = [negation.span] if negation else None
    cue = clause_cue(find_cues(text, TargetMatcher(target), exclude=exclude))
    if cue is None:
        return Attribution.UNKNOWN, None
    return cue.kind, cue.evaluator
