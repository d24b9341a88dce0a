"""The rule that turns a document's mentions into one verdict."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from domain.claims.conditions import card_names
from domain.claims.patterns import union
from domain.claims.records import Attribution, Mention, MentionKind, Stance, Target, Verdict
from domain.claims.targets import matcher_for
from domain.claims.tolerances import COPY_EPSILON, SPEED_UNITS, Comparison, Outcome, compare

_CLAIM_SOURCES = frozenset(
    {Attribution.VENDOR, Attribution.UNKNOWN, Attribution.LEAK, Attribution.COMPETITOR}
)
_SCORE_UNITS = frozenset({None, "%", "points"})


@dataclass(frozen=True)
class _Evidence:
    mention: Mention
    outcome: Outcome | None  # None: an independent result with nothing to compare it to
    comparison: Comparison | None = None
    claim: Mention | None = None


_MAX_LISTED = 3


def _listed(lines: list[str]) -> list[str]:
    """At most a few lines of one kind, then a count of the rest."""
    unique = list(dict.fromkeys(lines))
    if len(unique) <= _MAX_LISTED:
        return unique
    return [*unique[:_MAX_LISTED], f"… and {len(unique) - _MAX_LISTED} more of the same kind"]


def _short(quote: str, limit: int = 140) -> str:
    quote = " ".join(quote.split())
    return quote if len(quote) <= limit else quote[: limit - 1] + "…"


def _figure(m: Mention) -> str:
    bench = f"{m.benchmark} " if m.benchmark else ""
    unit = m.unit or ""
    sep = "" if unit in ("%", "") else " "
    return f"{bench}{m.value:g}{sep}{unit}".strip()


def _comparable_units(a: str | None, b: str | None) -> bool:
    if a in SPEED_UNITS or b in SPEED_UNITS:
        return a == b
    return a in _SCORE_UNITS and b in _SCORE_UNITS


def _hardware(m: Mention) -> frozenset[str]:
    return card_names(m.conditions.get("hardware"))


def _like_for_like(claim: Mention, m: Mention) -> bool:
    """Speed is only comparable like for like, as the issue asks: on the same hardware, at
    the same weight width and batch size. A figure on an RTX 5090 says nothing about a claim
    made for a GB300, nor an eight-bit build's speed about the four-bit one's, nor batch 8
    about batch 1. Where either side names none, it is given the benefit of the doubt."""
    if m.unit not in SPEED_UNITS:
        return True
    ours, theirs = _hardware(m), _hardware(claim)
    if ours and theirs and not ours & theirs:
        return False
    if m.width is not None and claim.width is not None and m.width != claim.width:
        return False
    return m.batch is None or claim.batch is None or m.batch == claim.batch


def _matching_claims(m: Mention, claims: Sequence[Mention]) -> list[Mention]:
    """Vendor figures on the same benchmark (exact version), model and comparable unit."""
    return [
        c
        for c in claims
        if c.value is not None
        and c.benchmark == m.benchmark
        and _comparable_units(c.unit, m.unit)
        and c.model == m.model
    ]


def _other_hardware(m: Mention, claims: Sequence[Mention]) -> bool:
    """Speed claims exist, but only on other hardware than the independent figure's."""
    matching = _matching_claims(m, claims)
    return bool(matching) and not any(_like_for_like(c, m) for c in matching)


def _counterpart(m: Mention, claims: Sequence[Mention]) -> Mention | None:
    """The vendor figure an independent figure speaks to: same benchmark (exact version),
    comparable unit, like-for-like hardware for speed; the closest value when there are
    several (the charitable reading)."""
    matching = _matching_claims(m, claims)
    if m.value is None:
        return None
    like = [c for c in matching if _like_for_like(c, m)]
    # the headline claim before one for a variant ("66.8 for its fast sampling mode", "für
    # Prompts mit 32.000 Token Kontext"), even when the variant's is closer or attributed;
    # for a test of a variant ("Artificial Analysis测的是32K截断版本"), the variant's claim
    candidates = [c for c in like if c.variant == m.variant] or like
    copy = _copy_set_aside(m, matching, candidates)
    if copy is not None:
        return copy
    if not candidates:
        return None
    # a figure the text attributes to the vendor is the claim, before any unattributed one
    # ("Model card says 101.8 tok/s" before a forum summary's bare "55.1, 57.9 and 60.4")
    candidates = [c for c in candidates if not c.by_default] or candidates
    # and one stated in its own clause before one whose source only ran on into it
    candidates = [c for c in candidates if not c.carried] or candidates
    # a speed claim made on the figure's own hardware before one that names none
    candidates = [c for c in candidates if _hardware(c) & _hardware(m)] or candidates
    return min(candidates, key=lambda c: abs((c.value or 0.0) - (m.value or 0.0)))


def _copy_set_aside(
    m: Mention, matching: Sequence[Mention], kept: Sequence[Mention]
) -> Mention | None:
    """A claim the text attributes to the vendor, equal to the figure, that the like-for-like
    and variant preferences set aside ("lists the preview version at 83.8" beside a
    fast-mode claim, an INT4 page relisting the BF16 680): the figure is a possible copy of
    it, whatever else it could be held to."""
    return next(
        (
            c
            for c in matching
            if c not in kept
            and abs((c.value or 0.0) - (m.value or 0.0)) <= COPY_EPSILON
            and not c.by_default
            and not c.carried
        ),
        None,
    )


def _other_version(m: Mention, claims: Sequence[Mention]) -> Mention | None:
    """A vendor figure on another version or variant of the same benchmark: the
    independent figure is then not comparable (context, never confirmation)."""
    if m.benchmark is None or m.value is None:
        return None
    return next(
        (
            c
            for c in claims
            if c.benchmark is not None
            and c.value is not None
            and c.benchmark.name == m.benchmark.name
            and c.benchmark != m.benchmark
            and c.model == m.model
        ),
        None,
    )


def _explicitly_confirmed(m: Mention) -> bool:
    """An equal figure is a possible copy, unless a named evaluator is said to confirm it
    ("1,109 tok/s, a figure confirmed by Artificial Analysis")."""
    return m.stance is Stance.CONFIRMS and m.evaluator not in (None, "the author")


def _judge(claimed: float, m: Mention) -> tuple[Comparison, Outcome]:
    """An independent figure against a claimed one. For a document, a gap beyond the confirm
    tolerance (the ledger's "inconclusive") counts as a dispute: the text reports the model
    below its claim, whether the claim is written out or only the gap to it."""
    assert m.value is not None
    comparison = compare(claimed, m.value, m.benchmark, m.unit)
    outcome = comparison.outcome
    return comparison, Outcome.DISPUTES if outcome is Outcome.INCONCLUSIVE else outcome


def _weigh(
    independent: Sequence[Mention],
    claims: Sequence[Mention],
    vendor_re: re.Pattern[str] | None = None,
) -> list[_Evidence]:
    """Each independent mention's outcome. A figure with a vendor counterpart is judged by
    the numbers (tolerances), a phrase only decides when there is nothing to compute. For a
    document, a gap beyond the confirm tolerance (the ledger's "inconclusive") counts as a
    dispute: the text reports the model below its claim. Speed is judged like for like
    only: a figure the text calls not comparable, or measured on other hardware than every
    speed claim, is not comparable."""
    out = []
    for m in independent:
        claim = _counterpart(m, claims)
        gap = stated_gap(m, vendor_re)
        held_to = None if gap is None or m.value is None else m.value - gap
        if claim is not None and held_to is not None and abs(held_to - (claim.value or 0)) > 0.6:
            # "79,5, soit 8,5 points de moins que le chiffre de Finch Labs": the claim the
            # text holds it to is 88, not the closest vendor figure
            claim = None
        if m.conditions.get("comparable") == "no":
            out.append(_Evidence(m, Outcome.NOT_COMPARABLE))
        elif claim is not None and claim.value is not None and m.value is not None:
            comparison, outcome = _judge(claim.value, m)
            if outcome is Outcome.POSSIBLE_COPY and _explicitly_confirmed(m):
                outcome = Outcome.CONFIRMS
            out.append(_Evidence(m, outcome, comparison, claim))
        elif _other_hardware(m, claims):
            out.append(_Evidence(m, Outcome.NOT_COMPARABLE))
        elif gap is not None and m.value is not None:
            # "94,8 — 1,0 ponto abaixo do valor divulgado": the claim is the figure plus the
            # gap, judged like a claim the text wrote out
            comparison, outcome = _judge(m.value - gap, m)
            out.append(_Evidence(m, outcome, comparison))
        elif m.stance is Stance.DISPUTES:
            out.append(_Evidence(m, Outcome.DISPUTES))
        elif _other_version(m, claims) is not None:
            out.append(_Evidence(m, Outcome.NOT_COMPARABLE))
        elif m.stance is Stance.CONFIRMS:
            out.append(_Evidence(m, Outcome.CONFIRMS))
        else:
            out.append(_Evidence(m, None))
    return out


_NUMBER = r"(\d+(?:[.,]\d+)?)"
_POINTS = r"(?:\s*(?:points?|pts|pontos?|Punkte?n?|punti|puntos?|分))?"
#: A score's gap from the claim written next to it: "2.8 points below the announced figure",
#: "1,0 ponto abaixo do valor divulgado", "9,4 punti sotto il valore dichiarato",
#: "8,5 points de moins que le chiffre annoncé", "比官方公布值低2.7分".
_GAP_BELOW = re.compile(
    rf"{_NUMBER}{_POINTS}\s+(?:below|under|short\s+of|lower\s+than|less\s+than|abaixo|sotto"
    r"|unter|en\s+dessous|de\s+moins|por\s+debajo|menos|weniger|in\s+meno|a\s+menos)\b"
    r"|(?:低于?|少)\s?" + _NUMBER + r"\s?(?:个)?分",
    re.IGNORECASE,
)
_GAP_ABOVE = re.compile(
    rf"{_NUMBER}{_POINTS}\s+(?:above|over|higher\s+than|acima|sopra|über|au-dessus"
    r"|por\s+encima)\b|(?:高于?|多)\s?" + _NUMBER + r"\s?(?:个)?分",
    re.IGNORECASE,
)


def stated_gap(m: Mention, vendor_re: re.Pattern[str] | None = None) -> float | None:
    """The gap to the claim a score's own sentence states, signed (observed minus claimed),
    when the sentence sets the score against the claim ("below the announced figure", or
    the vendor's figure when ``vendor_re`` names it: "de moins que le chiffre de Finch
    Labs") and gives one gap only. Speeds are compared as ratios, never by a gap."""
    if m.unit in SPEED_UNITS or m.benchmark is None:
        return None
    below = list(_GAP_BELOW.finditer(m.quote))
    above = list(_GAP_ABOVE.finditer(m.quote))
    if len(below) + len(above) != 1:
        return None
    gap_match = (below or above)[0]
    if not _names_the_claim(m.quote[gap_match.end() :], vendor_re):
        return None  # "2 points below Qwen3.5", "64.2 over five seeds": not a gap to the claim
    raw = (gap_match.group(1) or gap_match.group(2)).replace(",", ".")
    gap = float(raw)
    return -gap if below else gap


#: Where the words after a gap stop speaking of the claim: a number, a clause break, or a
#: name with a digit ("Qwen3.5").
_CLAUSE_OR_NAME = re.compile(r"[\d,;.:!?()]|\b[A-Z][\w-]*\d")


def _names_the_claim(text: str, vendor_re: re.Pattern[str] | None = None) -> bool:
    """Does the text right after a gap name the claim ("the announced figure", "il valore
    dichiarato", "do valor divulgado", "le chiffre de Finch Labs"), before any other number,
    model or clause?"""
    near = _CLAUSE_OR_NAME.split(text, maxsplit=1)[0][:40]
    tables = ("TABLE_HEADER_VENDOR", "VENDOR_CLAIM_WORDS", "REPORTING_VERBS")
    if vendor_re is not None and vendor_re.search(near):
        return True
    return any(union(table).search(near) for table in tables)


def _describe(ev: _Evidence) -> str:
    m = ev.mention
    who = m.evaluator or "unnamed independent source"
    if ev.comparison is not None and ev.claim is not None:
        c = ev.comparison
        delta = f"{c.delta:.2f}×" if m.unit in SPEED_UNITS else f"Δ {c.delta:+.1f} pts"
        return (
            f"{ev.outcome}: {who} reports {_figure(m)} against the claimed {_figure(ev.claim)}"
            f" ({delta}; {c.tolerance}) — “{_short(m.quote)}”"
        )
    label = str(ev.outcome) if ev.outcome else "independent result"
    return f"{label} ({who}): “{_short(m.quote)}”"


def _confirms(ev: _Evidence) -> bool:
    """A non-hedged result within tolerance, or a named evaluator's figure with nothing to
    compare it to."""
    if ev.mention.hedged:
        return False
    if ev.outcome in (Outcome.CONFIRMS, Outcome.EXCEEDS):
        return True
    quote = ev.mention.quote
    if (
        ev.mention.value is None
        and ev.mention.evaluator == "the author"
        and (union("FAILED_ATTEMPT").search(quote) or union("UNKNOWN_WHETHER").search(quote))
    ):
        # "I wasn't logging answers, so I can't tell you anything about the score", "je ne
        # sais pas si elle est plus rapide": what the writer could not do or does not know
        # confirms nothing
        return False
    return (
        ev.outcome is None
        and ev.mention.evaluator is not None
        and ev.mention.kind is not MentionKind.STATEMENT
    )


_METRIC_OF_UNIT = {"tok/s": "speed", "x": "speed", "s": "latency", "ms": "latency", "GB": "memory"}


def _figure_scope(m: Mention) -> str | None:
    """What a figure is about: its benchmark, else its kind (speed, latency, memory)."""
    if m.benchmark is not None:
        return m.benchmark.name
    return _METRIC_OF_UNIT.get(m.unit or "")


def _negation_scope(m: Mention) -> frozenset[str]:
    """The benchmarks and kinds of figure a negation names (set by the analysis); empty
    when it names none ("the numbers have not been verified"), which covers every claim."""
    raw = m.conditions.get("scope", "")
    return frozenset(part for part in raw.split("; ") if part)


def _outside_negations(confirming: list[_Evidence], negations: list[Mention]) -> list[_Evidence]:
    """Confirmations that no negation speaks about. "We have not independently verified these
    throughput figures" says nothing about the benchmark scores measured above it; a negation
    that names no benchmark or kind of figure covers everything, and so does every negation
    for a confirmation that names neither."""
    scopes = [_negation_scope(n) for n in negations]
    if any(not scope for scope in scopes):
        return []
    covered = frozenset().union(*scopes)
    outside = []
    for ev in confirming:
        scope = _figure_scope(ev.mention)
        if scope is not None and scope not in covered:
            outside.append(ev)
    return outside


def document_verdict(
    mentions: Sequence[Mention], target: Target, *, relevant: bool = True
) -> tuple[Verdict, list[str]]:
    """Decide a document's verdict about ``target`` from its mentions; return it with reasons.

    Only mentions about the target count. The first rule that applies wins:

    1. ``off-topic``: the document is not about the target (``relevant`` is False).
    2. ``independent-disputes``: an independent, non-negated statement contradicts a claim:
       an independent figure below the vendor's figure for the same benchmark and version
       by more than the confirm tolerance (speed: below 0.85× the claim), or, where there is
       no figure to compare, a dispute phrase ("unable to replicate", "only half of the
       advertised"). If the document also states that nothing is verified, a phrase alone
       is not enough: a figure must show the gap.
    3. ``explicitly-unverified``: the document says the claims are not (yet) independently
       verified, strongly ("no independent benchmarks") or softly ("whether these can be
       independently validated"). This outranks any confirmation it covers: a statement that
       nothing is verified is shown, never counted as verification. A negation that names
       what it is about (a benchmark, or speed, latency or memory: "we have not verified the
       throughput figures") covers only that; a measured result on something else still
       confirms.
    4. ``independent-confirms``: a non-hedged independent result within tolerance of the
       claim, an explicit confirmation, or a figure or ranking by a named evaluator (or the
       author's own measurement) with no vendor figure to compare. Independent values within
       0.1 of the claim are possible copies and do not confirm (unless a named evaluator is
       explicitly said to confirm them); neither does a figure on another version of the
       claimed benchmark, a speed measured on other hardware than every speed claim, or one
       the text itself calls not comparable (not comparable).
    5. ``vendor-claim-only``: there are claims, from the vendor or repeating it (also leaks,
       competitors' assertions and unattributed figures), and no independent evidence.
    6. ``none``: nothing about the target's performance.
    """
    if not relevant:
        return Verdict.OFF_TOPIC, [f"the document is not about {target.name!r}"]
    own = [m for m in mentions if m.about_target]
    negations = [m for m in own if m.negated]
    claims = [m for m in own if m.attribution in _CLAIM_SOURCES and not m.negated]
    independent = [m for m in own if m.attribution is Attribution.INDEPENDENT and not m.negated]
    # A figure with no source inside an independent report may be the tester's own: it
    # stays a claim, but a test is never held to it.
    vendor_re = matcher_for(target).vendor_re if target.vendor else None
    evidence = _weigh(independent, [m for m in claims if not m.in_report], vendor_re)
    reasons: list[str] = []

    disputes = [e for e in evidence if e.outcome is Outcome.DISPUTES and not e.mention.guessed]
    strong_negation = any(not m.soft_negation for m in negations)
    numeric_disputes = [e for e in disputes if e.comparison is not None]
    if disputes and (numeric_disputes or not strong_negation):
        reasons += _listed([_describe(e) for e in disputes])
        reasons += _listed([f"also stated: “{_short(m.quote)}”" for m in negations])
        return Verdict.INDEPENDENT_DISPUTES, reasons

    confirming = [e for e in evidence if _confirms(e)]
    if negations:
        outside = _outside_negations(confirming, negations)
        if not outside:
            kind = "explicit" if strong_negation else "soft"
            reasons += _listed(
                [f"{kind} negation of verification: “{_short(m.quote)}”" for m in negations]
            )
            reasons += _listed([f"not counted while unverified — {_describe(e)}" for e in evidence])
            return Verdict.EXPLICITLY_UNVERIFIED, reasons
        reasons += _listed(
            [f"negation about other claims only: “{_short(m.quote)}”" for m in negations]
        )
        confirming = outside
    not_counted = [e for e in evidence if e not in confirming]
    if confirming:
        reasons += _listed([_describe(e) for e in confirming])
        reasons += _listed([f"not counted — {_describe(e)}" for e in not_counted])
        return Verdict.INDEPENDENT_CONFIRMS, reasons
    reasons += _listed([f"not counted — {_describe(e)}" for e in not_counted])

    if claims:
        counts: dict[str, int] = {}
        for m in claims:
            counts[str(m.attribution)] = counts.get(str(m.attribution), 0) + 1
        summary = ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items()))
        reasons.append(f"claims without independent evidence ({summary})")
        first = next((m for m in claims if m.value is not None), claims[0])
        reasons.append(f"for example: “{_short(first.quote)}”")
        return Verdict.VENDOR_CLAIM_ONLY, reasons
    reasons.append(f"no claim about {target.name!r} found")
    return Verdict.NONE, reasons
