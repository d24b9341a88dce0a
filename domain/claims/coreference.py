"""Who "the firm", "le cabinet", "il gruppo" is: a definite description and its antecedent.

News copy names a tester once ("Halyard Evals, a three-person benchmarking shop in Leeds",
"un petit cabinet nantais spécialisé dans l'évaluation indépendante") and then refers to it
by a description ("the firm recorded 71.9%", "le cabinet arrive à 58,6 %"). Those same
descriptions, by default, name the vendor (``COMPANY_WORDS``): a figure "the firm" gave is
the vendor's unless the description can be tied to someone else.

The rule is the ordinary one for definite descriptions: "the N" refers to the party that
was introduced with a noun of the same kind (firm, lab, group, team, researchers; see
``PARTY_NOUNS``). A party counts as a tester only when it is clearly a third party that
tests: its noun phrase is described as testing or independent ("benchmarking shop",
"Evaluationsfirma", "laboratório independente", "gruppo universitario") or is the subject
(or the agent) of a verb of testing in its clause ("Leeds benchmarking firm reproduces",
"un cabinet nantais réévalue"). A noun of the kind ever tied to the vendor ("DiffuSpace's
research lab", "l'équipe de DiffuSpace", "DiffuSpace团队") makes every description of that
kind ambiguous, and an ambiguous description keeps meaning the vendor. Nouns that mean a
company as such ("the company", "l'entreprise") are never resolved.

Nobody is introduced by a definite description that refers back ("des Teams", "cette
association"), unless a name or an institution identifies it ("the systems lab at Northgate
University"); nor inside the vendor's reported speech ("DiffuSpace says a team of engineers
measured"), nor when it only plans to test, works for the vendor ("commissioned by",
"im Auftrag von"), or belongs to it ("its engineers", "un gruppo di ingegneri
dell'azienda"). Right after a sentence about the vendor, a verb of testing alone does not
make a party a third party ("DiffuSpace presented Clover. A team of engineers tested it"):
only a description in its noun phrase does.

A tester must be identifiable as a third party (the red team of ``tests/corpus_redteam2``):
named (a proper name in apposition, "das Prüflabor Fulcro", "the lab at Northgate
University", "da fintech Caju Pagamentos", an institute that owns it) or described as
independent, external or academic. An anonymous "evaluation team" or "benchmarking lab" is
never one. Anything tying a party to the vendor vetoes it: "in-house", "maison",
"hauseigen", "propio", "interno", "自建" in its phrase; a possessive, unless an institute is
its owner; "employed by", "paid for by", "partner of" anywhere in a text that names the
vendor or a company (``tie_sentences``: then no description is resolved at all). Only the
bare description refers back: a modifier or a gloss that is not in the tester's name ("das
Zürcher Labor", "il laboratorio zurighese, cioè quello di DiffuSpace") makes it someone
else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from domain.claims import lexicon
from domain.claims.benchmarks import find_benchmarks
from domain.claims.lexicon import Lexicon
from domain.claims.patterns import Span, overlaps, union
from domain.claims.segment import split_sentences
from domain.claims.targets import TargetMatcher

#: How far a descriptor (before the noun, or within its phrase after it) or a verb of
#: testing may stand from the party noun, in one clause.
_DESCRIPTOR_BEFORE = 40
_DESCRIPTOR_AFTER = 60
_VERB_WINDOW = 80
#: How close the vendor's name makes a party noun the vendor's ("the Zurich lab DiffuSpace").
_VENDOR_BEFORE = 30
_VENDOR_AFTER = 25
#: How far after a party noun an in-house word still describes it ("un equipo de
#: evaluación propio", "une équipe d'évaluation maison").
_IN_HOUSE_AFTER = 25
#: Between a party noun and a name in apposition to it: a space, a comma, a word or two.
_APPOSITION = re.compile(r"[\s,]*(?:[\w'’-]+\s+){0,1}$")
#: Up to two words between a determiner and its noun ("the Leeds firm", "le petit cabinet"),
#: none of them a preposition or a conjunction ("the results of the lab" is not "the lab").
_GAP = (
    r"(?:(?!(?:of|for|by|and|or|de|del|della|dello|du|des|di|da|do|dos|das|von|und|et|y|e|o"
    r"|ou|para|pour|per|par|por|with|avec|mit|con|com)\s)[\w'’-]+\s+){0,2}?"
)
_CLAUSE_END = re.compile(r"[.;!?。；！？\n]|\s[–—]\s")
#: A proper name written in apposition: "Halyard Evals, a ... shop", "Evaluationsfirma
#: Prüfstand AI", "laboratorio SALT".
_NAME_BEFORE = re.compile(
    r"((?:[A-ZÀ-ÖØ-Þ][\w'’.&-]*\s+){0,3}[A-ZÀ-ÖØ-Þ][\w'’.&-]*),\s+(?:[\w'’-]+\s+){0,4}$"
)
_NAME_AFTER = re.compile(r"^\s+((?:[A-ZÀ-ÖØ-Þ][\w'’.&-]*)(?:\s+[A-ZÀ-ÖØ-Þ][\w'’.&-]*){0,2})")


@cache
def _noun_res() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple(
        (kind, re.compile("|".join(f"(?:{p})" for ps in table.values() for p in ps), re.I))
        for kind, table in lexicon.PARTY_NOUNS.items()
    )


@cache
def _anaphor_re(kind: str) -> re.Pattern[str]:
    """A definite description of one kind: determiner, up to two words, the noun."""
    table: Lexicon = lexicon.PARTY_NOUNS[kind]
    dets: Lexicon = lexicon.DEFINITE_DETERMINERS
    parts = []
    for lang, nouns in table.items():
        det = "|".join(dets.get(lang, ()))
        noun = "|".join(nouns)
        gap = "" if lang == "zh" else _GAP
        parts.append(f"(?:(?:{det}){gap}(?:{noun}))")
    return re.compile("|".join(parts), re.I)


@dataclass(frozen=True)
class PartyNoun:
    """A party noun in a text: its kind and span."""

    kind: str
    start: int
    end: int


@lru_cache(maxsize=4096)
def party_nouns(text: str) -> tuple[PartyNoun, ...]:
    """Cached: a sentence is asked for its party nouns by the introductions, the anaphors
    and the tests it reports."""
    found = [PartyNoun(k, m.start(), m.end()) for k, rx in _noun_res() for m in rx.finditer(text)]
    return tuple(sorted(found, key=lambda n: n.start))


def _clause_window(text: str, start: int, end: int, before: int, after: int) -> tuple[int, int]:
    """The part of ``text`` around ``start:end`` within ``before``/``after`` characters and
    within one clause."""
    lo = max(0, start - before)
    ends = [m.end() for m in _CLAUSE_END.finditer(text, lo, start)]
    lo = ends[-1] if ends else lo
    hi = min(len(text), end + after)
    stop = _CLAUSE_END.search(text, end, hi)
    return lo, stop.start() if stop else hi


def vendor_names(text: str, matcher: TargetMatcher, lo: int, hi: int) -> list[Span]:
    """The vendor's name in ``text[lo:hi]``, not where it is part of a model's name
    ("Mistral" in "Mistral Small 4.1")."""
    models = [(m.start, m.end) for m in matcher.models(text, target_named=True)]
    return [
        m.span()
        for m in matcher.vendor_re.finditer(text, lo, hi)
        if not overlaps(m.span(), models) and not _disclaimed(text, m.start(), m.end())
    ]


def _disclaimed(text: str, start: int, end: int) -> bool:
    """Is the vendor named here only to deny a tie ("a firm with no ties to Finch Labs",
    "与DiffuSpace无关")?"""
    denial = union("NO_TIES_BEFORE").search(text[max(0, start - 50) : start])
    if denial is None:
        return False
    return denial.group(0) != "与" or union("NO_TIES_AFTER").match(text[end:]) is not None


#: "of the company", "dell'azienda", "de l'entreprise", "des Unternehmens", "de la empresa":
#: the vendor named as the company, with the article fused to the preposition.
_COMPANY_OF = re.compile(
    r"\b(?:dell['’]azienda|della\s+società|de\s+l['’]entreprise|de\s+la\s+(?:société|empresa"
    r"|compañía)|des\s+(?:Unternehmens|Herstellers|Anbieters)|da\s+(?:empresa|companhia"
    r"|fabricante)|del\s+fabricante|of\s+the\s+(?:company|vendor|startup|start-up|maker))\b",
    re.I,
)


def _phrase_end(text: str, start: int, limit: int) -> int:
    """Where the noun phrase starting at ``start`` ends: at its verb (a verb of testing,
    measuring or reporting), a clause break, or ``limit``."""
    ends = [
        m.start()
        for table in ("TESTING_VERBS", "MEASUREMENT_VERBS", "REPORTING_VERBS")
        for m in [union(table).search(text, start, limit)]
        if m is not None
    ]
    stop = _CLAUSE_END.search(text, start, limit)
    if stop is not None:
        ends.append(stop.start())
    comma = text.find(",", start, limit)  # a relative clause after it describes it
    if comma >= 0:
        ends.append(comma)
    return min(ends, default=min(limit, len(text)))


#: How far back the owner of a possessive ("its", "sua") is looked for.
_POSSESSOR_WINDOW = 150
#: An institution, by its kind: the owner a possessive may refer to other than the vendor.
_INSTITUTION_WORD = re.compile(
    r"\b(?:Universit\w*|Institut\w*|Istitut\w*|College|Hochschule|Politecnico|Polytechni\w*"
    r"|Escola|Escuela|École|Ecole|Scuola|Academ\w*|Akadem\w*)\b"
)


def _possessor(text: str, start: int, matcher: TargetMatcher) -> str | None:
    """The third party a possessive ("a sua equipa", "its engineers") belongs to: a
    university or institute named before it, after any mention of the vendor or its model
    ("Rita Figueiredo, do Instituto ..., apresentou ... a sua equipa"). None when the owner
    may be the vendor: a weekday, a city or any other capitalised word is no owner."""
    lo = max(0, start - _POSSESSOR_WINDOW)
    vendor = vendor_names(text, matcher, lo, start)
    vendor += [
        (lo + m.start, lo + m.end) for m in matcher.models(text[lo:start], target_named=True)
    ]
    last = max((end for _, end in vendor), default=lo)
    bodies = [*union("THIRD_PARTY_BODIES").finditer(text, last, start)]
    bodies += [*_INSTITUTION_WORD.finditer(text, last, start)]
    return max(bodies, key=lambda m: m.start()).group(0) if bodies else None


def _tied_to_vendor(text: str, noun: PartyNoun, matcher: TargetMatcher) -> bool:
    """ "DiffuSpace's research lab", "the team behind Clover", "l'équipe de DiffuSpace",
    "the Zurich lab DiffuSpace", "DiffuSpace团队": the noun describes the vendor."""
    lo, hi = _clause_window(text, noun.start, noun.end, _VENDOR_BEFORE, _VENDOR_AFTER)
    if vendor_names(text, matcher, lo, noun.start):
        return True
    # "a firm commissioned by DiffuSpace", "im Auftrag von DiffuSpace": it works for the vendor
    start, end = _clause_window(text, noun.start, noun.end, len(text), len(text))
    if union("COMMISSIONED").search(text, start, end) and vendor_names(text, matcher, start, end):
        return True
    if union("COMPANY_WORDS").search(text, lo, noun.start):
        return True
    possessive = union("POSSESSIVE_DETERMINERS").search(text, max(0, noun.start - 25), noun.start)
    if possessive is not None and _possessor(text, possessive.start(), matcher) is None:
        # "Finch AI released Orca-9B on Tuesday. Its engineers ...": a party that belongs to
        # anyone but a named institution is no third party of its own
        return True
    phrase_lo = max(lo, noun.start - _DESCRIPTOR_BEFORE)
    phrase_hi = min(_phrase_end(text, noun.end, hi + 30), noun.end + _IN_HOUSE_AFTER)
    if union("IN_HOUSE").search(text, phrase_lo, phrase_hi):
        return True  # "an in-house evaluation team", "une équipe maison", "自建评测小组"
    # within its noun phrase, up to its verb: "a team of engineers from DiffuSpace", "un
    # gruppo di ingegneri dell'azienda"
    phrase_end = _phrase_end(text, noun.end, hi + 30)
    if vendor_names(text, matcher, noun.end, phrase_end):
        return True
    if union("COMPANY_WORDS").search(text, noun.end, phrase_end) or _COMPANY_OF.search(
        text, noun.end, phrase_end
    ):
        return True
    # in apposition right after the noun: "the Zurich lab DiffuSpace"
    if any(
        _APPOSITION.match(text, noun.end, s) for s, _ in vendor_names(text, matcher, noun.end, hi)
    ):
        return True
    tie = union("OF_THE_VENDOR").match(text[noun.end : noun.end + 40])
    if tie is None:
        return False
    # right after the preposition, perhaps after an article: "behind Clover", "de la société"
    rest = re.sub(
        r"^\s*(?:the|la|le|l['’]|el|a|o|il|lo|der|die|das|dem)?\s*",
        "",
        text[noun.end + tie.end() :],
    )
    named = [s for s, _ in matcher.find(rest[:40])] + [
        m.start() for m in matcher.vendor_re.finditer(rest[:40])
    ]
    return 0 in named or union("COMPANY_WORDS").match(rest) is not None


#: The vendor referred to as a company: "the Zurich company", "la start-up", "das Unternehmen".
_COMPANY_NOUN = re.compile(
    r"\b(?:company|startup|start-up|makers?|vendor|developers?|Unternehmen\w*|Hersteller\w*"
    r"|Anbieter\w*|entreprise|société|jeune\s+pousse|empresa|compañía|companhia|azienda"
    r"|società)\b|公司|厂商",
    re.I,
)


def tie_sentences(text: str, matcher: TargetMatcher) -> list[str]:
    """The sentences that say someone works for the vendor, was paid, commissioned, funded
    or employed by it, is its partner or reseller ("The work was paid for by the Zurich
    company"), is owned by it, or tested at its stand. A text with any resolves no
    description to a third party and trusts no unknown name as a tester."""
    return [s for s in re.split(r"(?<=[.!?。！？])\s+|\n+", text) if _ties(s, matcher)]


def _ties(sentence: str, matcher: TargetMatcher) -> bool:
    if _at_vendor_demo(sentence, matcher) or _owned_by_vendor(sentence, matcher):
        return True
    tie = (
        union("COMMISSIONED").search(sentence)
        or union("EMPLOYED").search(sentence)
        or union("RESELLER").search(sentence)
    )
    if tie is None:
        return False
    return bool(vendor_names(sentence, matcher, 0, len(sentence)) or _COMPANY_NOUN.search(sentence))


#: A name written as one: inner capitals or digits ("BenchLab", "CodeBench", "H2O.ai") or
#: capitals only, four or more ("LMSYS"); a capitalised common noun (German "Zahlen") or a
#: short acronym ("AI" of "Together AI", which "Epoch AI" also has) is none.
_NAME_TOKEN = re.compile(r"\b[A-Z][a-z]+[A-Z0-9][\w.-]*|\b[A-Z]{4,}[a-z]*\b")


#: A demonstrative right before a body's kind: "这个课题组", "该机构", "this lab", "ce labo".
_POINTED_AT = re.compile(
    r"(?:这个|这家|该|此|\b(?:this|that|the\s+same|diese[rsm]?|ce|cet|cette|este|esta|esse|essa"
    r"|questo|questa|quel))\s*$",
    re.IGNORECASE,
)


def tied_names(ties: list[str], matcher: TargetMatcher) -> frozenset[str]:
    """The names, other than the vendor's, in ``ties`` (see ``tie_sentences``)
    ("BenchLab 自去年起隶属于 DiffuSpace"): a tester called by one of them is the vendor's
    own, however its measuring sentence introduces it ("评测机构 BenchLab 发布了测试结果")."""
    names = set()
    ties = [
        sentence
        for block in ties
        for sentence in split_sentences(block)  # "。" with no space after it ends one too
        if _ties(sentence, matcher) and vendor_names(sentence, matcher, 0, len(sentence))
    ]
    for sentence in ties:
        for m in _NAME_TOKEN.finditer(sentence):
            if not matcher.vendor_re.search(m.group(0)) and not matcher.find(m.group(0)):
                names.add(m.group(0))
        # "这个课题组今年的全部经费都来自DiffuSpace": a body named by its kind and pointed at is
        # tied too (not "清华大学", which names one university, not every one)
        names.update(
            m.group(0)
            for m in union("THIRD_PARTY_BODIES").finditer(sentence)
            if _POINTED_AT.search(sentence, max(0, m.start() - 6), m.start())
        )
    return frozenset(names)


#: The owned side of an ownership word: "owned by", "acquired by", "détenue par".
_PASSIVE_OWNERSHIP = re.compile(
    r"owned|acquired|détenue?s?|controlad|acquisit|Tochter|filiale|subsidiar|子公司", re.I
)
_BELONGS = re.compile(r"gehört|appartient|pertenece|pertence|appartiene|隶属", re.I)
#: After the vendor's name, what makes "belongs to" no ownership: a genitive ("zu
#: DiffuSpaces schärfsten Kritikern", "DiffuSpace's critics") or a duty ("à DiffuSpace de").
_NOT_OWNER_AFTER = re.compile(r"(?:s\b|['’]s\b|\s+(?:de|d['’]|di)\s)", re.I)
#: A trade-show stand: "booth", "stand", "puesto", "estande", "Messestand".
_STAND = re.compile(r"\b(?:booth|stand|puesto|estande|Messestand)\b", re.I)
#: A place's owner after it: "the booth of a GPU maker", "le stand de Nvidia".
_OWNER_AFTER = re.compile(r"\s+(?:of|de|du|des|von|der|di|del|dello|do|da)\b", re.I)


def _owned_by_vendor(sentence: str, matcher: TargetMatcher) -> bool:
    """Does the sentence make someone the vendor's by ownership: the vendor (or "the
    start-up") named as the owner after the word ("a subsidiary of DiffuSpace", "filiale
    détenue à 100 % par la start-up"), or as the buyer before it ("a DiffuSpace comprou
    80%")? The vendor being bought ("Finch Labs, acquired by Nimbus") ties nobody to it."""
    for m in union("OWNED").finditer(sentence):
        if _BELONGS.match(m.group(0)):
            # "gehört seit März zu DiffuSpace", "appartient à DiffuSpace": the owner right
            # after, not "gehört zur neuen Modellgeneration des Unternehmens DiffuSpace"
            owner = vendor_names(sentence, matcher, m.end(), min(len(sentence), m.end() + 40))
            # not "gehört zu DiffuSpaces schärfsten Kritikern", "Il appartient à DiffuSpace de"
            if (
                owner
                and owner[0][0] - m.end() <= 8
                and not _NOT_OWNER_AFTER.match(sentence, owner[0][1])
            ):
                return True
            continue
        rest = sentence[m.end() : m.end() + 40]
        if m.group(0) == "旗下" and (
            re.match(r"的?[^，。,]{0,4}(?:模型|产品)", rest) or matcher.find(rest[:30])
        ):
            continue  # "DiffuSpace 旗下的新模型", "旗下 Clover": the vendor's model, not its team
        after = m.end(), min(len(sentence), m.end() + 60)
        if vendor_names(sentence, matcher, *after) or _COMPANY_NOUN.search(sentence, *after):
            return True
        buyer = vendor_names(sentence, matcher, 0, m.start())
        if buyer and not _PASSIVE_OWNERSHIP.search(m.group(0)):
            return True
    return False


def _at_vendor_demo(sentence: str, matcher: TargetMatcher) -> bool:
    """A test at a stand or on a demo machine ("a testé le modèle sur le stand"): the
    vendor's, unless the sentence names someone else's stand ("at the booth of a GPU
    maker")."""
    for stand in _STAND.finditer(sentence):
        end = min(len(sentence), stand.end() + 40)
        if _OWNER_AFTER.match(sentence, stand.end()) and vendor_names(
            sentence, matcher, *(stand.end(), end)
        ):
            return True  # "en el puesto de DiffuSpace", "at the booth of Finch Labs"
    m = union("VENDOR_DEMO").search(sentence)
    if m is None:
        return False
    if _OWNER_AFTER.match(sentence, m.end()):
        return bool(vendor_names(sentence, matcher, m.end(), min(len(sentence), m.end() + 40)))
    return True


def vendor_kinds(text: str, matcher: TargetMatcher, *, tied: bool) -> frozenset[str]:
    """Kinds of party noun the text ever uses for the vendor: those are ambiguous. All of
    them when the text ties someone to the vendor anywhere (``tied``, from
    ``tie_sentences``, which the caller has read once for the document)."""
    if tied:
        return frozenset(lexicon.PARTY_NOUNS)
    return frozenset(n.kind for n in party_nouns(text) if _tied_to_vendor(text, n, matcher))


def _is_tester(text: str, noun: PartyNoun, matcher: TargetMatcher, *, strict: bool = False) -> bool:
    """Is the party noun described as a tester or a third party, or the subject (or agent)
    of a verb of testing in its clause? ``strict`` (the sentence before was about the
    vendor): only a description makes it a third party ("Finch AI presented Orca-9B. A team
    of engineers tested it" may be the vendor's team)."""
    lo, hi = _clause_window(text, noun.start, noun.end, _VERB_WINDOW, _VERB_WINDOW)
    if union("PLANNED").search(text, noun.end, hi):
        return False  # "an independent lab will re-run it next week"
    lo, hi = _clause_window(text, noun.start, noun.end, _DESCRIPTOR_BEFORE, _DESCRIPTOR_AFTER)
    # a description within its noun phrase: "a benchmarking shop", "un laboratório
    # independente", "un cabinet spécialisé dans l'évaluation" (not "ran the tests")
    if union("TESTER_DESCRIPTORS").search(text, lo, _phrase_end(text, noun.end, hi)):
        return True
    if strict:
        # a place or an institution that identifies it: "a equipa de Vila Real", or a name
        # ("a equipe de IA da fintech Caju Pagamentos")
        if _IDENTIFIED_ELSEWHERE.match(text[noun.end :]) is not None:
            return True
        return _proper_name(text, noun, matcher) is not None
    lo, hi = _clause_window(text, noun.start, noun.end, _VERB_WINDOW, _VERB_WINDOW)
    verb = union("TESTING_VERBS").search(text, noun.end, hi)
    if verb is not None:
        # the subject: nobody else named between the noun and its verb
        between = text[noun.end : verb.start()]
        return not (matcher.vendor_re.search(between) or matcher.models(between, target_named=True))
    agent = union("PASSIVE_AGENT").search(text, max(lo, noun.start - 25), noun.start)
    return agent is not None and union("TESTING_VERBS").search(text, lo, agent.start()) is not None


def _in_vendor_speech(text: str, noun: PartyNoun, matcher: TargetMatcher) -> bool:
    """ "DiffuSpace says a team of engineers measured ...", "selon l'entreprise, un groupe de
    testeurs ...": a party the vendor speaks of, in its own sentence, is the vendor's."""
    ends = [m.end() for m in _CLAUSE_END.finditer(text, 0, noun.start)]
    lo = ends[-1] if ends else 0
    vendor = vendor_names(text, matcher, lo, noun.start) or [
        m.span() for m in union("COMPANY_WORDS").finditer(text, lo, noun.start)
    ]
    return bool(vendor) and union("REPORTING_VERBS").search(text, lo, noun.start) is not None


#: After a definite description, what makes it a first mention: a name ("das Labor
#: Fulcro"), or a place or institution that identifies it ("the systems lab at Northgate
#: University", "il laboratorio SALT dell'Università di Pisa", "le groupe de l'Université").
_IDENTIFIED = re.compile(
    r"^\s+(?:(?:at|of|from|in|de|d['’]|du|des|della|dell['’]|di|del|von|der|an\s+der|da|do"
    r"|dos|das)\s+(?:l['’]|la\s+|the\s+|el\s+|a\s+|o\s+)?)?[A-ZÀ-ÖØ-Þ]"
)


#: The same, with a preposition of place or origin only ("de Vila Real", "at Northgate
#: University"): a German noun after "von" or "der" is as often a common noun ("ein Team
#: von Ingenieuren").
_IDENTIFIED_ELSEWHERE = re.compile(
    r"^\s+(?:at|of|from|in|de|d['’]|du|della|dell['’]|di|da|do|dos|das)\s+"
    r"(?:l['’]|la\s+|the\s+|el\s+|a\s+|o\s+)?[A-ZÀ-ÖØ-Þ]"
)


def _identified(text: str, noun: PartyNoun) -> bool:
    return _IDENTIFIED.match(text[noun.end :]) is not None


def _definite(text: str, noun: PartyNoun) -> bool:
    """Is the noun part of a definite description ("the firm", "des Teams", "ce cabinet")?"""
    lo = max(0, noun.start - 40)
    return any(m.end() == noun.end for m in _anaphor_re(noun.kind).finditer(text, lo, noun.end))


def _name(text: str, noun: PartyNoun) -> str:
    """The tester's name: a proper name in apposition, else the description itself."""
    before = _NAME_BEFORE.search(text, 0, noun.start)
    if before is not None:
        return before.group(1)
    after = _NAME_AFTER.match(text[noun.end :])
    if after is not None:
        return after.group(1)
    lo = max(0, noun.start - 20)
    words = text[lo : noun.end].split()
    return " ".join(words[-3:])


def introductions(
    text: str,
    matcher: TargetMatcher,
    ambiguous: frozenset[str],
    quotes: list[Span],
    *,
    strict: bool = False,
) -> dict[str, str]:
    """The testers ``text`` introduces through a party noun, by kind: kind -> name. A noun
    inside quotation marks, tied to the vendor, or of an ambiguous kind introduces nobody."""
    out: dict[str, str] = {}
    twice: set[str] = set()
    for noun, name in introduced(text, matcher, ambiguous, quotes, strict=strict):
        if out.setdefault(noun.kind, name) != name:
            twice.add(noun.kind)  # two testers of one kind: "the lab" is neither
    return {kind: name for kind, name in out.items() if kind not in twice}


def introduced(
    text: str,
    matcher: TargetMatcher,
    ambiguous: frozenset[str],
    quotes: list[Span],
    *,
    strict: bool = False,
) -> list[tuple[PartyNoun, str]]:
    """The party nouns of ``text`` that introduce a tester, with its name."""
    out: list[tuple[PartyNoun, str]] = []
    for noun in party_nouns(text):
        if noun.kind in ambiguous or overlaps((noun.start, noun.end), quotes):
            continue
        if _tied_to_vendor(text, noun, matcher):
            continue
        if not _is_tester(text, noun, matcher, strict=strict):
            continue
        named = _proper_name(text, noun, matcher)
        if _definite(text, noun) and not (_identified(text, noun) or named):
            continue  # "des Teams", "cette association": it refers back, it introduces nobody
        if _in_vendor_speech(text, noun, matcher):
            continue
        if named is None and not _explicitly_independent(text, noun):
            continue  # "an evaluation team", "a benchmarking lab": anonymous, maybe the vendor's
        out.append((noun, _name(text, noun)))
    return out


#: Words that open a phrase but name nobody ("On Tuesday, a firm ...").
_NOT_A_NAME = re.compile(
    r"^(?:The|It|Its|This|That|These|We|I|They|He|She|Our|Their|In|On|At|When|After|But|And"
    r"|Der|Die|Das|Es|Wir|Ich|Le|La|Les|Il|Elle|Nous|El|Los|Las|Ella|Nosotros|O|Os|A|As|Am|Im"
    r"|Au|En|Em|No|Na|Lo|Gli|Noi|Who|Wer|Qui|Quien|Quién|Quem|Chi|Monday|Tuesday|Wednesday"
    r"|Thursday|Friday|Saturday|Sunday|Last|Next|Since|For|With|By|From|Un|Une|Ein|Eine|Una"
    r"|Uno|Um|Uma|Now|Then|Ahora|Luego|Maintenant|Puis|Jetzt|Dann|Nun|Agora|Então|Ora|Poi"
    r"|Today|Heute|Hoy|Hoje|Oggi|Aujourd['’]hui|Sur|Auf|Su|Sul|Nel|Nella|Bei|Dans|Per|Para"
    r"|Por|Con|Com|Mit|Avec|Under|Unter|Sous|Bajo|Sob|Sotto)$"
)
#: An institution that identifies a party after "at", "de", "von": "at Northgate University".
_INSTITUTION = re.compile(
    r"^\s+(?:at|of|from|de|d['’]|du|della|dell['’]|di|da|do|dos|das|der|von|an\s+der)\s*"
    r"(?:l['’]|la\s+|the\s+|el\s+|a\s+|o\s+)?"
    r"(?:(?:[A-ZÀ-ÖØ-Þ][\w'’.-]*|y|and|e|et|und|de|la|del|da|do|di|der|des|du)\s+){0,8}?"
    r"(?i:universit\w*|institut\w*|istitut\w*|college|hochschule|politecnico|polytechni\w*"
    r"|escola|escuela|école|ecole|scuola|academ\w*|akadem\w*)",
)


def _proper_name(text: str, noun: PartyNoun, matcher: TargetMatcher) -> str | None:
    """The proper name that identifies the party: in apposition ("Halyard Evals, a ...
    shop", "das Prüflabor Fulcro") or an institution ("the lab at Northgate University"); not
    the vendor, the model, a day or a place word."""
    names = []
    # the noun closes the name itself: "A Aferição Labs", "Northgate Eval Lab"
    own = re.search(
        r"((?:[A-ZÀ-ÖØ-Þ][\w'’.&-]*\s+){1,3})$", text[max(0, noun.start - 60) : noun.start]
    )
    if own is not None and text[noun.start].isupper():
        words = own.group(1).split()
        while words and _NOT_A_NAME.match(words[0]):
            words = words[1:]
        if words:
            names.append(" ".join([*words, text[noun.start : noun.end]]))
    before = _NAME_BEFORE.search(text, 0, noun.start)
    if before is not None:
        names.append(before.group(1))
    after = _NAME_AFTER.match(text[noun.end :])
    if after is not None:
        names.append(after.group(1))
    for name in names:
        first = name.split()[0]
        if _NOT_A_NAME.match(first) or vendor_names(name, matcher, 0, len(name)):
            continue
        if matcher.models(name, target_named=True) or union("COMPANY_WORDS").search(name):
            continue
        if find_benchmarks(name):
            continue  # "Sur SWE-bench Verified, le groupe": a benchmark, not a name
        return name
    institution = _INSTITUTION.match(text[noun.end :])
    if institution is not None:
        return institution.group(0).strip()
    # "a equipe de IA da fintech Caju Pagamentos": an organisation named in its phrase
    _, hi = _clause_window(text, noun.start, noun.end, 0, _DESCRIPTOR_AFTER)
    org = _ORGANISATION.search(text, noun.end, _phrase_end(text, noun.end, hi))
    if (
        org is not None
        and not vendor_names(org.group(1), matcher, 0, len(org.group(1)))
        and not matcher.models(org.group(1), target_named=True)
    ):
        return org.group(1)
    # "Rita Figueiredo, do Instituto ..., apresentou ... a sua equipa": its institution's
    possessive = union("POSSESSIVE_DETERMINERS").search(text, max(0, noun.start - 25), noun.start)
    if possessive is not None:
        return _possessor(text, possessive.start(), matcher)
    return None


#: An organisation named by its kind and a proper name: "the fintech Caju Pagamentos", "la
#: banca Intesa", "das Start-up Kestrel".
_ORGANISATION = re.compile(
    r"\b(?i:fintech|startup|start-up|company|bank|banco|banca|banque|empresa|companhia"
    r"|azienda|società|Unternehmen|entreprise|société|insurer|seguradora|aseguradora)\s+"
    r"((?:[A-ZÀ-ÖØ-Þ][\w'’.&-]*)(?:\s+[A-ZÀ-ÖØ-Þ][\w'’.&-]*){0,2})"
)


def _explicitly_independent(text: str, noun: PartyNoun) -> bool:
    """Is the party described as independent, external or academic in its noun phrase ("a
    group of independent engineers", "un laboratorio universitario")?"""
    lo, hi = _clause_window(text, noun.start, noun.end, _DESCRIPTOR_BEFORE, _DESCRIPTOR_AFTER)
    return (
        union("EXPLICITLY_INDEPENDENT").search(text, lo, _phrase_end(text, noun.end, hi))
        is not None
    )


def says_it_tested(text: str, start: int) -> bool:
    """Does the party named at ``start`` go on to test in its sentence ("a group ... tried to
    reproduce the result"), not merely plan to?"""
    verb = union("TESTING_VERBS").search(text, start)
    return verb is not None and union("PLANNED").search(text, start, verb.start()) is None


@dataclass(frozen=True)
class Anaphor:
    """A definite description resolved to a tester."""

    start: int
    end: int
    name: str


def anaphors(text: str, testers: dict[str, str]) -> list[Anaphor]:
    """Definite descriptions in ``text`` of the kinds ``testers`` holds."""
    out = []
    for kind, name in testers.items():
        for m in _anaphor_re(kind).finditer(text):
            if _modified(text, m, kind, name):
                continue
            out.append(Anaphor(m.start(), m.end(), name))
    return sorted(out, key=lambda a: a.start)


def _modified(text: str, m: re.Match[str], kind: str, name: str) -> bool:
    """Does a modifier or a gloss that is not part of the tester's name make the
    description someone else's ("das Zürcher Labor", "il laboratorio zurighese, cioè quello
    di DiffuSpace")? Only the bare noun ("the lab", "das Labor") refers back."""
    noun = next((n for n in party_nouns(m.group(0)) if n.kind == kind), None)
    det_words = m.group(0)[: noun.start].split()[1:] if noun is not None else []
    known = {w.lower() for w in re.findall(r"[\w'’-]+", name)}
    if any(w.lower() not in known for w in det_words):
        return True
    return _modified_after(text, m.end(), name)


def _modified_after(text: str, end: int, name: str) -> bool:
    """A gloss or an adjective right after a description's noun, not from the name."""
    known = {w.lower() for w in re.findall(r"[\w'’-]+", name)}
    after = text[end : end + 40]
    if union("GLOSS").match(after):
        return True
    # an adjective after the noun ("il laboratorio zurighese", "el laboratorio madrileño")
    adjective = re.match(
        r"\s+([a-zà-ÿ][\w'’-]*)(?=\s*[,.;:]|\s+(?:cio|es\s+decir|ou\s+seja))", after
    )
    return adjective is not None and adjective.group(1).lower() not in known


def tests_of(text: str, testers: dict[str, str]) -> list[Anaphor]:
    """A tester's tests named through its description: "in the tests of the firm", "dans les
    mesures du laboratoire", "nach eigenen Messungen der Prüfer", "nelle prove del
    laboratorio". The span runs from the tests to the description."""
    out = []
    prefix = union("TESTS_OF")
    for noun in party_nouns(text):
        name = testers.get(noun.kind)
        if name is None:
            continue
        lo = max(0, noun.start - 45)
        m = prefix.search(text[lo : noun.start])
        if m is not None and not _modified_after(text, noun.end, name):
            out.append(Anaphor(lo + m.start(), noun.end, name))
    return out
