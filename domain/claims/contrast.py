"""Structural signals that a figure with no source of its own is not the vendor's.

The analysis takes a figure about the target with no source as the vendor's. That default is
wrong for the other side of a comparison with the vendor's own figure: in "48,0 punti, contro
i 51,7 dichiarati da DiffuSpace", "62,7%, contra 73,6% anunciados", "51.6分,比官方宣称的65.3分低"
or "662 tok/s, which is 97% of the claim", the figure set against the claim cannot be a
repeat of it. The structure is the same in every language:

* a figure W about the target and, later in the same clause, a figure V on the same benchmark
  (or of the same unit) with a vendor source attached to V itself ("the claimed 83.8",
  "83.8 announced by X"), joined by a word of comparison, W differing from V by more than
  rounding; or W followed by "N% of the <vendor word>";
* W has no source of its own: no cue, or only a reporting verb whose speaker is nobody
  recognisable (``Cue.weak``), or V's cue reached past it. A figure the vendor is said to
  have given itself ("DiffuSpace's internal run gave 48.0, against the 51.7 it advertises")
  keeps its vendor source, and so does one inside the vendor's reported speech.

Such a figure is a measurement, but whose? Only an independent voice elsewhere in the
document says so: an independent result about the target that the analysis found (a
figure, or a stance), or a test named by its owner in a clause that negates nothing ("nas
medições do Centro...", "le misurazioni di Marco Ferretti", "en las pruebas de ProbaLab").
A planned or invited test ("an independent audit is planned") is no voice. Without one the
figure is left as it was; on a vendor's own page (first-person vendor voice) the rule never applies.
"""

from __future__ import annotations

import re

from domain.claims.attribution import Cue
from domain.claims.benchmarks import find_benchmarks
from domain.claims.figures import Figure
from domain.claims.patterns import Span, overlaps
from domain.claims.records import Attribution

#: Between W and the claim V it is set against.
CONTRAST_WORDS = re.compile(
    r"\b(?:below|above|under|over|than|vs\.?|versus|against|compared|short\s+of|far\s+from"
    r"|instead\s+of|unter\w*|über|gegenüber|statt|anstelle|contre|face|sous|au-dessus|loin"
    r"|frente|contra|ante|debajo|encima|lejos|abaixo|acima|longe|rispetto|a\s+fronte"
    r"|sotto|sopra|lontan\w*)\b|低于|高于|不及|对比|相比|比",
    re.IGNORECASE,
)
#: "which is 97% of the claim", "cerca de 89% do anunciado", "93 % des annoncés".
_SHARE_OF = re.compile(
    r"^[^%]{0,40}?(?<![\w.,])\d+(?:[.,]\d+)?\s?(?:%|％|percent|Prozent|pour\s?cent|por\s?ciento"
    r"|por\s?cento|per\s?cento)\s*(?:of|do|da|du|des|de|del|della|dello|dell['’]|der|vom|von"
    r"|dos|das|di)?\s*(?:the|what|o|a|le|la|l['’]|el|lo|il|quanto|lo\s+que|ce\s+que|was)?\s*$",
    re.IGNORECASE,
)
#: How close a vendor cue must stand to V to be V's own ("the claimed 83.8", "83.8 claimed").
_ATTACHED_AFTER = 25
_ATTACHED_BEFORE = 14
#: How far after W the "N% of the claim" vendor word may stand.
_SHARE_WINDOW = 60

FigureCue = tuple[Figure, Cue | None]


def _vendor(cue: Cue | None) -> bool:
    return cue is not None and cue.kind is Attribution.VENDOR and not cue.weak


def _attached(text: str, fig: Figure, cue: Cue) -> bool:
    """Is the vendor cue V's own, written right beside it with no figure in between?"""
    if cue.start >= fig.end:
        gap = text[fig.end : cue.start]
        return cue.start - fig.end <= _ATTACHED_AFTER and not re.search(r"\d", gap)
    if cue.end <= fig.start:
        gap = text[cue.end : fig.start]
        return fig.start - cue.end <= _ATTACHED_BEFORE and not re.search(r"\d", gap)
    return False


def _same_kind(a: Figure, b: Figure) -> bool:
    if a.unit in ("tok/s", "x", "s", "ms", "GB") or b.unit in ("tok/s", "x", "s", "ms", "GB"):
        return a.unit == b.unit
    return a.benchmark is not None and a.benchmark == b.benchmark


def _decimals(raw: str) -> int:
    m = re.search(r"[.,](\d+)\s*$", raw.strip().rstrip("%").strip())
    return len(m.group(1)) if m else 0


def _rounds_to(a: Figure, b: Figure) -> bool:
    """Is one figure the other rounded to the precision it is written with?"""
    if a.value == b.value:
        return True
    return round(b.value, _decimals(a.raw)) == a.value or round(a.value, _decimals(b.raw)) == (
        b.value
    )


def _sourceless(cue: Cue | None, vendor_cues: list[Cue], fig: Figure) -> bool:
    """W has no source of its own: none, a weak one, or a cue written after it (V's)."""
    if cue is None or cue.weak:
        return True
    if cue.kind is Attribution.INDEPENDENT:
        return False
    return (cue.start >= fig.end and not cue.according) or any(cue is v for v in vendor_cues)


def sibling_before(
    text: str, pos: int, family: str | None, targets: list[Span], *, versioned: bool = False
) -> bool:
    """A name of the target's family that is not the target ("Orca-8B" before a figure, when
    Orca-9B is watched): the figure may be another version's, which is the vendor's too.
    ``versioned``: only a name with a version after the family's ("Orca-8B", not "Orca")."""
    if not family:
        return False
    tail = "+" if versioned else "*"
    rx = re.compile(rf"\b{re.escape(family)}[\w.-]{tail}", re.IGNORECASE)
    return any(not overlaps(m.span(), targets) for m in rx.finditer(text, 0, pos))


def contrasted(
    text: str,
    figures: list[FigureCue],
    same_model: list[list[bool]],
    inherited: Cue | None,
    cues: list[Cue],
    earlier_claims: list[Cue],
    sibling: list[bool],
) -> tuple[list[int], list[Cue]]:
    """Indices of the figures set against a vendor figure of the same kind in ``text`` (a
    clause). ``same_model[i][j]``: figures i and j are about the same model, the target.
    ``inherited``: the source the clause carries over; a strong vendor one (the vendor's
    reported speech running on) leaves every figure to the vendor, unless it was a claim
    marker attached to a figure of its own (``earlier_claims``). ``cues``: the clause's.
    ``sibling[i]``: a look-alike of the target is named before figure i (never contrasted).
    Returns the indices and the vendor cues found attached to a claim here."""
    if _vendor(inherited) and not any(inherited is c for c in earlier_claims):
        return [], []
    claims = [
        j
        for j, (fig, cue) in enumerate(figures)
        if cue is not None and cue.kind is Attribution.VENDOR and _attached(text, fig, cue)
    ]
    claim_cues = [c for j in claims if (c := figures[j][1]) is not None]
    out = []
    for i, (w, cue) in enumerate(figures):
        if i in claims or sibling[i] or not _sourceless(cue, [*claim_cues, *earlier_claims], w):
            continue
        against = any(
            same_model[i][j]
            and figures[j][0].start > w.end
            and _same_kind(w, figures[j][0])
            and not _rounds_to(w, figures[j][0])
            and CONTRAST_WORDS.search(text, w.end, figures[j][0].start) is not None
            for j in claims
        )
        if against or (w.unit is not None and w.unit != "%" and _share_of_claim(text, w, cues)):
            out.append(i)
    return out, claim_cues


def _share_of_claim(text: str, w: Figure, vendor_cues: list[Cue]) -> bool:
    """ "662 tok/s, which is 97% of the claim", "603 tokens por segundo, cerca de 89% do
    anunciado": a figure followed by its share of a vendor word is a measurement of it."""
    for cue in vendor_cues:
        if not _vendor(cue) or cue.start < w.end or cue.start - w.end > _SHARE_WINDOW:
            continue
        m = _SHARE_OF.match(text[w.end : cue.start])
        if m is not None and not re.search(r"\b100\s?%", m.group(0)):
            return True
    return False


#: The word "independent" itself ("un audit indépendant", "ricercatore indipendente"): a
#: voice only in a clause that negates nothing, no vendor speaks in, and that neither plans
#: nor invites a test (``NOT_YET``).
_INDEPENDENT_WORD = re.compile(
    r"\b(?:independent|indépendante?s?|unabhängige?[nrs]?|independientes?|indipendent[ei]"
    r"|independentes?)\b|独立",
    re.IGNORECASE,
)
#: A test to come, invited or welcomed, or a conditional: not a test that was run.
NOT_YET = re.compile(
    r"\b(?:will|would|shall|could|should|planned|plans?|expected|upcoming|soon|invit\w*"
    r"|welcom\w*|encourag\w*|await\w*|pending|next|future|yet|prévu\w*|prévoi\w*|à\s+venir"
    r"|bientôt|invit\w*|attend\w*|geplant|plan\w*|soll\w*|werden|wird|erwartet|künftig"
    r"|demnächst|noch|previst\w*|planead\w*|próxim\w*|pronto|espera\w*|futur\w*|aguard\w*"
    r"|em\s+breve|vai|vão|irá|prossim\w*|presto|sarà|saranno|attes\w*|ancora)\b"
    r"|将|计划|即将|有待|尚未|欢迎|邀请",
    re.IGNORECASE,
)
#: A test named by its owner: "the measurements of X", "nas medições do Centro", "le
#: misurazioni di Marco Ferretti", "en las pruebas de ProbaLab", "in den Messungen von X".
_TESTS_OF = re.compile(
    r"\b(?i:measurements?|tests?|runs?|mesures|essais|Messungen|mediciones|pruebas|medições"
    r"|testes|misurazioni|misure|prove)\s+(?i:of|by|de|du|des|von|der|del|do|da|di|dal|della"
    r"|dello|dei)\s+(?:(?i:la|le|el|o|a|il|the)\s+|l['’])?((?:[A-Z][\w'’.&-]*\s?){1,4})"
)


def voice_in(text: str) -> tuple[int | None, str | None]:
    """(where, owner): an independent test written of in ``text``, a clause that negates
    nothing, and the owner it is named by ("le misurazioni di Marco Ferretti")."""
    for m in _TESTS_OF.finditer(text):
        name = m.group(1).strip()
        # "runs of SWE-bench Verified", "tests on H100": a benchmark or hardware, no owner
        if find_benchmarks(name) or re.search(r"\d", name):
            continue
        return m.start(), name
    word = _INDEPENDENT_WORD.search(text)
    if word is None or NOT_YET.search(text) is not None:
        return None, None
    return word.start(), None


# --- a result stated as its distance from the claim ---------------------------------------
#
# "I end up 2.8 points below the announced figure", "8,7 Punkte unter der Herstellerangabe",
# "12,8 pontos abaixo do valor anunciado", "比官方数字低2.8个百分点", "within 0.5 points of
# the claimed score": the sentence reports a result by how far it lies from the vendor's
# figure. That is a measurement compared with the claim, never a repeat of it: the vendor
# does not publish its own number as "N points below the official figure". The analysis
# turns it into a statement whose stance follows the gap and the benchmark's tolerance.

_NUM = r"(\d+(?:[.,]\d+)?)"
_POINTS = (
    r"(?:percentage\s+points?|points?\s+de\s+pourcentage|puntos\s+porcentuales"
    r"|pontos\s+percentuais|punti\s+percentuali|Prozentpunkte\w*|points?|pts\.?|Punkte?n?"
    r"|puntos?|pontos?|punti)"
)
_BELOW = (
    r"below|under|short\s+of|behind|lower\s+than|unter(?:halb)?|hinter|sous|en\s+dessous\s+d[eu]"
    r"|en\s+deçà\s+d[eu]|por\s+debajo\s+del?|abaixo\s+d[oa]s?|sotto|al\s+di\s+sotto\s+del?\w*"
)
_ABOVE = (
    r"above|over|ahead\s+of|higher\s+than|über|oberhalb|au-dessus\s+d[eu]|por\s+encima\s+del?"
    r"|acima\s+d[oa]s?|sopra"
)
#: What the gap is measured from: the vendor's figure, by a claim word or the vendor's
#: name (checked by the caller), written within a few words after the direction.
_CLAIM_REF = (
    r"(?:[\w'’-]+\s+){0,4}?(?:(?:the\s+|its\s+|their\s+)?(?:claim\w*|advertised|announced"
    r"|official|vendor|manufacturer|published|reported|promised|stated|headline)"
    r"|Hersteller\w*|angegeben\w*|offiziell\w*|beworben\w*|Angabe\w*|annonc\w*|officiel\w*"
    r"|revendiqu\w*|affich\w*|promis\w*|publi\w*|éditeur|fabricant|anunciad\w*|oficial\w*"
    r"|declarad\w*|prometid\w*|publicad\w*|fabricante|divulgad\w*|annunciat\w*|ufficial\w*"
    r"|dichiarat\w*|promess\w*|pubblicat\w*|produttore)"
)
_ARTICLE = (
    r"(?:(?:the|le|la|les|l['’]|der|die|dem|den|des|el|lo|los|o|a|os|as|il|del|dello|della"
    r"|do|da|du)\s+)?"
)


def _gap_re(vendor: str | None) -> re.Pattern[str]:
    ref = _CLAIM_REF if not vendor else rf"(?:{_CLAIM_REF}|(?:[\w'’-]+\s+){{0,3}}?(?:{vendor}))"
    return re.compile(
        rf"(?<![\d.,]){_NUM}\s?{_POINTS}\s+(?:(?P<below>{_BELOW})|(?P<above>{_ABOVE}))\s+"
        rf"{_ARTICLE}{ref}\b"
        rf"|\b(?:within|innerhalb\s+von|à|dentro\s+de|entro|a\s+menos\s+de|a\s+meno\s+di)"
        rf"\s+{_NUM}\s?{_POINTS}\s+(?:of|von|de|du|des|del|da|do|dal|dalla|dai)\s+{_ARTICLE}{ref}\b",
        re.IGNORECASE,
    )


_GAP_ZH = re.compile(
    r"(?:比|较)(?:官方|厂商)[^,，。;；\d]{0,8}?(?P<below>低|少)(\d+(?:\.\d+)?)个?(?:百分点|分)"
    r"|(?:比|较)(?:官方|厂商)[^,，。;；\d]{0,8}?(?P<above>高|多)(\d+(?:\.\d+)?)个?(?:百分点|分)"
    r"|(?P<within>低于|高于)?官方[^,，。;；\d]{0,8}?(\d+(?:\.\d+)?)个?(?:百分点|分)以内"
)


def claim_gaps(text: str, vendor: str | None = None) -> list[tuple[int, int, float]]:
    """Results stated as a distance from the vendor's figure in ``text``: (start, end,
    signed gap in points). ``vendor``: a pattern for the vendor's name ("2.2 points under
    Inception's figure"). "Within N points" gives -N, the charitable reading's worst case."""
    out = []
    for rx in (_gap_re(vendor), _GAP_ZH):
        for m in rx.finditer(text):
            value = _number(_first_number(m.group(0)) if rx is _GAP_ZH else _gap_number(m))
            if value is None:
                continue
            sign = 1.0 if m.group("above") else -1.0
            out.append((m.start(), m.end(), sign * value))
    return sorted(out)


def _gap_number(m: re.Match[str]) -> str:
    return m.group(1) or m.group(4) or ""


def _first_number(text: str) -> str:
    found = re.findall(r"\d+(?:\.\d+)?", text)
    return found[0] if found else ""


def _number(raw: str) -> float | None:
    if not raw:
        return None
    try:
        return float(raw.replace(",", "."))
    except ValueError:
        return None
