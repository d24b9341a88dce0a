"""The conditions a figure was measured under: hardware, precision, batch, workload.

Speed figures are only comparable like for like (same GPU, precision, batch), and scores
only on the same setting (shots, tools, scaffold), so these are extracted next to each
figure and kept with it.
"""

from __future__ import annotations

import re

from domain.claims.patterns import Span

#: A possessive or article right before a bare consumer card's number ("on my 4090"); one
#: fixed-width look-behind per word.
_ARTICLE_BEFORE = "|".join(
    rf"(?<=\b{word}\s)"
    for word in (
        "my",
        "a",
        "an",
        "the",
        "our",
        "meiner",
        "meine",
        "einer",
        "der",
        "ma",
        "mon",
        "une",
        "mi",
        "una",
        "minha",
        "uma",
        "mia",
        "My",
        "A",
        "An",
        "The",
        "Our",
        "Meine",
        "Ma",
        "Mon",
        "Une",
        "Mi",
        "Una",
        "Minha",
        "Uma",
        "Mia",
    )
)
_COUNT = r"(?:(?P<count>\d+)\s?(?:[x×]|张|块)\s?)?"
HARDWARE_RE = re.compile(
    r"(?<![A-Za-z0-9])"
    + _COUNT
    + r"(?P<hw>(?:NVIDIA\s+|Nvidias?\s+|AMD\s+)?(?:(?:GB|[HBA])\d{2,3}(?![0-9])|L40S?"
    r"|RTX\s?\d{4}(?:\s?(?:Ti|Super))?|MI\d{3}X?|TPU\s?v\d\w?|Blackwell|Hopper|Ampere"
    # a bare consumer card after "my", "a", "the": "on my 4090", "a 4080 Super"
    r"|(?:" + _ARTICLE_BEFORE + r")[3-5]0[5-9]0(?:\s?(?:Ti|Super))?"
    r"|DGX\s(?:Station|Spark|H100|B200)|Apple\s+M\d(?:\s(?:Pro|Max|Ultra))?|Cerebras|Groq"
    # a Mac named by its chip: "MacBook Pro M4 Max", "Mac Studio M3 Ultra", "an M2 Max"
    r"|(?:MacBook\s+(?:Pro|Air)|Mac\s+(?:Studio|mini|Pro))\s+M\d(?:\s(?:Pro|Max|Ultra))?"
    r"|M\d\s(?:Pro|Max|Ultra)"
    r"|commodity\s+GPU(?:s|\s+hardware)?))(?![A-Za-z0-9])"
)
PRECISION_RE = re.compile(
    r"(?<![A-Za-z0-9])(?:FP8|FP16|BF16|FP4|NVFP4|MXFP4|INT8|INT4|[2-8][-\s]?[Bb]its?|Q\d_K_[MS]"
    r"|Q\d_\d|Q\d_K|AWQ|GPTQ|GGUF|(?i:two|three|four|five|six|eight|sixteen|zwei|drei|vier|fünf"
    r"|sechs|acht|sechzehn)-[Bb]it)(?![A-Za-z0-9])"
)
_BITS_IN_WORDS = {
    "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5, "SIX": 6, "EIGHT": 8, "SIXTEEN": 16,
    "ZWEI": 2, "DREI": 3, "VIER": 4, "FÜNF": 5, "SECHS": 6, "ACHT": 8, "SECHZEHN": 16,
}  # fmt: skip
_BITS_OF_FORMAT = {
    "FP16": 16, "BF16": 16, "FP8": 8, "INT8": 8, "FP4": 4, "NVFP4": 4, "MXFP4": 4, "INT4": 4,
}  # fmt: skip
#: A precision of the KV cache or the activations, not of the weights: "FP8 KV cache",
#: "cache KV em FP8", "KV-Cache in FP8".
_CACHE_AFTER = re.compile(
    r"[\s-]*(?:KV|kv|cache|Cache|caché|activations?|Aktivierungen|缓存|激活)", re.IGNORECASE
)
_CACHE_BEFORE = re.compile(
    r"(?:KV|kv|cache|Cache|caché|缓存)[\s-]*(?:KV[\s-]*)?(?:em|en|in|à|a|im|auf|:|设为|为|使用)?"
    r"\s*$"
)
#: A condition named to set it aside: "statt einer FP8-Konvertierung", "instead of INT4",
#: "unlike the forum's batch 8", "而不是INT4版", "em vez do lote 8".
_SET_ASIDE_BEFORE = re.compile(
    r"(?:\b(?:instead\s+of|rather\s+than|unlike|statt|anstatt|anstelle|au\s+lieu\s+d[eu']?"
    r"|plutôt\s+que|en\s+vez\s+de|en\s+lugar\s+de|em\s+vez\s+d[eoa]s?|ao\s+contrário\s+d[eoa]s?"
    r"|different\s+from|anders\s+als|différents?\s+d[eu']s?|distint[oa]s?\s+d[eo]s?"
    r"|diferentes?\s+d[eoa]s?|divers[oi]\s+da\w*"
    r"|invece\s+d\w*|anziché)|而不是|而非|不同于)[^.;:!?。；：]{0,25}$",
    re.IGNORECASE,
)


def stated_width(text: str) -> int | None:
    """The one weight width a sentence states for its figure, or None when it states none,
    several ("INT4 ... BF16"), or one it sets aside ("statt einer FP8-Konvertierung")."""
    widths: set[int] = set()
    for m in PRECISION_RE.finditer(text):
        if _of_the_cache(text, m) or _set_aside(text, m):
            continue
        widths |= bit_widths(m.group(0))
    return widths.pop() if len(widths) == 1 else None


def stated_batch(text: str) -> str | None:
    """The one batch size a sentence states for its figure ("single-user" is 1), or None
    when it states none, several ("lote 1 e lote 64"), or one it sets aside ("unlike the
    forum's batch 8")."""
    sizes = set()
    for m in BATCH_RE.finditer(text):
        if _set_aside(text, m):
            continue
        raw = next(g for g in m.groups() if g).lower()
        sizes.add("1" if raw == "single-user" else raw)
    return sizes.pop() if len(sizes) == 1 else None


def _set_aside(text: str, m: re.Match[str]) -> bool:
    """Is the condition named to set it aside ("statt einer FP8-Konvertierung")?"""
    return _SET_ASIDE_BEFORE.search(text, 0, m.start()) is not None


def _of_the_cache(text: str, m: re.Match[str]) -> bool:
    """Is the precision the KV cache's or the activations' rather than the weights'?"""
    before = text[max(0, m.start() - 16) : m.start()]
    return _CACHE_AFTER.match(text, m.end()) is not None or _CACHE_BEFORE.search(before) is not None


def bit_widths(precision: str | None) -> frozenset[int]:
    """The weight widths a precision condition names ("INT4, 4-bit" -> {4}, "BF16" -> {16},
    "Q6_K" -> {6}, "eight-bit" -> {8}); a container or method that says no width ("GGUF",
    "AWQ") names none. Speed is like for like only at the same width."""
    widths = set()
    for part in (precision or "").upper().split(", "):
        if part in _BITS_OF_FORMAT:
            widths.add(_BITS_OF_FORMAT[part])
        elif (m := re.match(r"Q(\d)_", part)) or (m := re.match(r"(\d+)[-\s]?BITS?$", part)):
            widths.add(int(m.group(1)))
        elif m := re.match(r"([A-Z]+)-BIT$", part):
            widths.add(_BITS_IN_WORDS[m.group(1)])
    return frozenset(widths)


def cards(hardware: str | None) -> dict[str, int | None]:
    """The accelerators a hardware condition names, each with its count when one is given
    ("8×H200" -> {"H200": 8}, "NVIDIA GeForce RTX 5070 Ti (16 GB)" -> {"5070TI": None}).
    Whole cards, so that an H20 is no H200, an RTX 5070 no 5070 Ti and a B300 no GB300."""
    out: dict[str, int | None] = {}
    for m in HARDWARE_RE.finditer(hardware or ""):
        name = re.sub(r"^(?:NVIDIAS?|AMD)\s+|\s+", "", m.group("hw").upper())
        name = name.removeprefix("RTX")
        out[name] = int(m.group("count")) if m.group("count") else None
    return out


def same_cards(claimed: str | None, stated: str | None, claimed_count: object = None) -> bool:
    """Do two hardware conditions name the same accelerators, whole ("NVIDIA RTX 5070 Ti
    (16 GB)" and "RTX 5070 Ti" do; an H20 and an H200 do not), in the same number (one
    unless a count is written, or ``claimed_count`` given: "8×H200" is not a claim made on
    one)? Hardware no pattern knows is compared as written (``card_names``)."""
    theirs, ours = cards(claimed), cards(stated)
    if not theirs or not ours:
        written = card_names(claimed)
        return bool(written) and written == card_names(stated)
    shared = theirs.keys() & ours.keys()
    for card in shared:
        count = theirs[card] or claimed_count or 1
        if str(ours[card] or 1) != str(count):
            return False
    return bool(shared)


def card_names(hardware: str | None) -> frozenset[str]:
    """The accelerators a hardware condition names, whole and without counts ("8×H200,
    GB300" -> H200, GB300): the cards ``cards`` knows, else each one named as written, so
    that a figure on hardware no pattern knows is still told apart from a claim's card."""
    known = cards(hardware)
    if known:
        return frozenset(known)
    parts = (hardware or "").upper().replace("NVIDIA", "").split(", ")
    return frozenset(
        re.sub(r"^(?:\d+×)?(?:RTX)?", "", part.replace(" ", "")) for part in parts if part.strip()
    )


BATCH_RE = re.compile(
    r"\bbatch(?:\s?size)?\s*(?:=|of|:|de|di|von|da)?\s*(\d+)\b|\bbatch-(\d+)\b"
    r"|\b(single[-\s]user)\b|\bBatch-?größe\s*(?:von\s+)?(\d+)"
    r"|\b(?:taille\s+de\s+lot|tamaño\s+de\s+lote|tamanho\s+d[eo]\s+lote|lote)\s*(?:=|:|de)?\s*(\d+)"
    r"|\b(?:concurrency|并发)\s*(?:of|=|:)?\s*(\d+)|批(?:量|次)?大小\s*(?:为|=|:)?\s*(\d+)",
    re.IGNORECASE,
)
WORKLOAD_RE = re.compile(
    r"\b\d+-shot\b|\bzero-shot\b|\bpass@\d+\b|\b(?:with|without)\s+tools\b|\bstyle\s+control\b"
    r"|\bthinking\s+mode\b|\b(?:excluding|not\s+including|without)\s+overhead\b"
    r"|\boverhead\s+not\s+included\b|\b(?:mini-SWE-agent|bash-only)\b"
    r"|\bcontexts?\s+(?:longer\s+than|above|over|beyond)\s+\d+[kK]\b|\b\d+[kK]\s+context\b",
    re.IGNORECASE,
)


#: A card named as the one not used: "no H200", "pas de H200", "kein H200", "sin H200".
_NOT_HAD = re.compile(
    r"(?:\bno|\bnot\s+an?|\bwithout\s+an?|\bpas\s+de|\bsans|\bkein\w*|\bohne|\bsin"
    r"|\bsem|\bsenza|\bniente|没有|无)\s*$",
    re.IGNORECASE,
)


def extract_conditions(text: str) -> dict[str, str]:
    """Conditions stated in ``text`` (one sentence): keys hardware, precision, batch, workload."""
    out: dict[str, str] = {}
    hardware = []
    for m in HARDWARE_RE.finditer(text):
        if _NOT_HAD.search(text, max(0, m.start() - 14), m.start()):
            continue  # "Pas de H200 ici, seulement une H100": the card it was not run on
        hw = re.sub(r"^(?:NVIDIA|Nvidias?|AMD)\s+", "", m.group("hw"))
        hardware.append(f"{m.group('count')}×{hw}" if m.group("count") else hw)
    if hardware:
        out["hardware"] = ", ".join(dict.fromkeys(hardware))
    precision = [
        m.group(0).upper() for m in PRECISION_RE.finditer(text) if not _of_the_cache(text, m)
    ]
    if precision:
        out["precision"] = ", ".join(dict.fromkeys(precision))
    batch = BATCH_RE.search(text)
    if batch:
        out["batch"] = next(g for g in batch.groups() if g).lower()
    workload = [m.group(0) for m in WORKLOAD_RE.finditer(text)]
    if workload:
        out["workload"] = ", ".join(dict.fromkeys(workload))
    return out


def condition_spans(text: str) -> list[Span]:
    """Spans of hardware, precision, workload and batch tokens, whose digits are not
    results ("batch size 1", "批大小为1")."""
    spans: list[Span] = []
    for rx in (HARDWARE_RE, PRECISION_RE, WORKLOAD_RE, BATCH_RE):
        spans += [m.span() for m in rx.finditer(text)]
    return spans
