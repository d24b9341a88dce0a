"""Finding the watched model, its maker, and other models in a text.

Near misses are the main danger here: "LLaVA" is not "LLaDA", "DiffusionGemma" is not
"Gemini Diffusion", "Qwen3-Next" is not "Qwen3" and "Kimi K2 Thinking" is not "Kimi K2".
A target name therefore matches only as a whole word, and a match that continues into a
longer model name (a hyphenated suffix, a version or size token, a product tier such as
"Thinking" or "Coder") is rejected unless that longer name is itself one of the target's
names.

A short name can also name something else altogether ("A Mercury, fintech americana",
"o banco Mercury"): when the text calls it a bank, a planet or the like and never uses the
model's full name, the document does not name the model (``other_entity``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache, cached_property

from domain.claims.lexicon import FAMILY_TRANSLATIONS, FAMILY_VENDORS, LABS, words
from domain.claims.patterns import union
from domain.claims.records import Target
from domain.claims.segment import split_sentences

_B = r"(?<![A-Za-z0-9])"
_E = r"(?![A-Za-z0-9])"

#: Product tiers that name a different model when they follow a name ("Kimi K2 Thinking").
_DISTINCT_TIERS = (
    r"Thinking|Coder|Next|Max|Pro|Mini|mini|Flash|Lite|Turbo|Plus|Ultra|Nano|Preview|Scout"
    r"|Maverick|Behemoth|Small|Medium|Large|Heavy|Reasoner|VL|Omni|Diffusion|Exp|Vision"
)
#: Product tiers that are not a model's own name (unlike codenames such as "Maverick").
_GENERIC_TIER = re.compile(
    r"Thinking|Coder|Next|Max|Pro|Mini|Flash|Lite|Turbo|Plus|Ultra|Nano|Preview|Small|Medium"
    r"|Large|Heavy|Reasoner|Vision|Instruct|Base|Chat|Omni|Diffusion|Reasoning|Vision|Edge"
)
#: Tiers that do not change which release is meant ("LLaDA 8B Base").
_SAME_TIERS = r"Base|Instruct|Chat|Preview"
_TIERS = _DISTINCT_TIERS + "|" + _SAME_TIERS + r"|Opus|Sonnet|Haiku|Deep\s?Think|R1|V3"

_FAMILY = (
    r"(?:[A-Z][a-z]+)?(?:Claude|Gemini|Gemma|[Ll]lama|LLaMA|LLAMA|Qwen|qwen|QwQ|Kimi|Grok"
    r"|Mixtral|ChatGLM|Mercury|LLaDA|LLaVA|Nemotron|ERNIE|Hunyuan|Doubao|OLMo|Granite"
    r"|Codestral|Devstral|Magistral|Sonnet|Opus|Haiku|GPT|gpt|ChatGPT|千问|通义千问"
    # families whose bare name is also their maker's: either way not the watched model
    r"|DeepSeek|Deepseek|deepseek|Mistral|MiniMax|GLM|Baichuan|InternLM|Command[\s-]R\+?)"
)
#: Families whose bare name is also a common word or a person's name ("Phi", "Falcon",
#: "Wang Yi", "Dream"): bare, they name a model only where ``_bare_common_family`` allows.
_FAMILY_COMMON_WORD = r"(?:Reflection|Phi|Falcon|Yi|Dream)"
_COMMON_WORD_BARE = re.compile(rf"{_FAMILY_COMMON_WORD}")

#: A unit after a number that follows a name: the number is a result ("erreichte Orca-9B
#: 100 Token pro Sekunde"), not part of a longer name ("Qwen3 235B").
_RESULT_UNIT = (
    r"\s?(?:%|％|tok\w*|Token\w*|jetons?|词元|个|points?|pts|Punkte?n?|puntos|pontos|punti"
    r"|Prozent|percent|per\s?cent|pour\s?cent|por\s?ciento|por\s?cento|per\s?cento)(?![A-Za-z])"
)
_VERSION = r"(?:\d+(?:\.\d+)?[a-z]?|\d+(?:\.\d+)?[BbMT](?:-A\d+(?:\.\d+)?B)?|[A-Z]\d+(?:\.\d+)?)"
#: A version written after a space is short ("Llama 3.1", "Gemini 2.5"): "Qwen 498 Token/s"
#: is the family and a result.
_SPACED_VERSION = (
    r"(?:\d{1,2}(?:\.\d+)?[a-z]?|\d+(?:\.\d+)?[BbMT](?:-A\d+(?:\.\d+)?B)?|[A-Z]\d+(?:\.\d+)?)"
)
_VERSION_GUARD = r"(?![.,]?\d|\s?[%％])"
_FIRST = rf"(?:(?:[-_.]?{_VERSION}|\s{_SPACED_VERSION}(?!{_RESULT_UNIT})){_VERSION_GUARD})"
_MORE = (
    rf"(?:-(?:[A-Za-z]*\d[\w.]*|{_TIERS})|[\s_](?:{_TIERS}){_E}"
    rf"|[\s_]\d+(?:\.\d+)?[BbT]{_E}|[\s_][A-Z]\d{_E}|[\s_]\d(?:\.\d)?(?![\d.,%％]))"
)

#: A coined name with a parameter count, whatever the family: "Nettle-22B", "Kestrel-8B",
#: "Clover-Med-7B". A size makes a capitalised word a model even when its family is unknown.
_SIZED_NAME = r"[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?-\d+(?:\.\d+)?[BM](?:-A\d+(?:\.\d+)?B)?"

MODEL_NAME_RE = re.compile(
    rf"{_B}(?:{_FAMILY}{_FIRST}?{_MORE}*|{_FAMILY_COMMON_WORD}{_FIRST}?{_MORE}*"
    rf"|{_SIZED_NAME}{_MORE}*"
    rf"|o[1-9](?:[-\s](?:mini|pro|Mini|Pro|preview))?|(?:GPT-?)?4o(?:[-\s]mini)?)"
    rf"(?![A-Za-z0-9])"
)

#: Nouns that make a bare common-word family a model: "a Phi model", "un modèle Falcon",
#: "ein Yi-Setup", "同尺寸的Dream方案".
_MODEL_NOUN_AFTER = re.compile(
    r"[\s-]?(?:models?|Modell\w*|modèles?|modelos?|modell[oi]|setups?|Setup|configuration"
    r"|configuración|configuração|configurazione|checkpoints?|baselines?|variants?|模型|方案)"
    r"(?![A-Za-z])"
)
_MODEL_NOUN_BEFORE = re.compile(
    r"(?:models?|Modell|modèle|modelo|modello|configuration|configuración|configuração"
    r"|configurazione|setup|baseline|模型)\s*$"
)
#: Where a bare common word is a name of something else: a sentence's first word, a word
#: after or before another capitalised word ("Wang Yi", "CrowdStrike Falcon", "Dream Machine").
_NOT_A_MODEL_BEFORE = re.compile(r"(?:^|[.!?。！？\n]\s*|[A-Z][\w.-]*\s+)$")
_NOT_A_MODEL_AFTER = re.compile(r"\s+[A-Z][a-z]")


def _bare_common_family(text: str, start: int, end: int) -> bool:
    """Is a bare common-word family ("Phi", "Falcon", "Yi", "Dream") a model here? Yes next
    to a model noun ("a Phi model", "un modèle Falcon"), or inside a sentence where it is no
    part of a longer capitalised name ("; Falcon managed 352 tokens/s")."""
    if _MODEL_NOUN_AFTER.match(text, end) or _MODEL_NOUN_BEFORE.search(text, 0, start):
        return True
    before = text[max(0, start - 40) : start]
    return not _NOT_A_MODEL_BEFORE.search(before) and not _NOT_A_MODEL_AFTER.match(text, end)


def iter_model_names(text: str) -> list[re.Match[str]]:
    """Model names in ``text`` (``MODEL_NAME_RE``), leaving out bare common words that do not
    name a model here."""
    out = []
    for m in MODEL_NAME_RE.finditer(text):
        surface = m.group(0)
        if _COMMON_WORD_BARE.fullmatch(surface) and not _bare_common_family(
            text, m.start(), m.end()
        ):
            continue
        out.append(m)
    return out


_REJECT_CONTINUATION = re.compile(
    r"-(?!based|like|style|powered|class|level|sized|series|family|generated|specific"
    rf"|driven|only|first|style|(?:{_SAME_TIERS}){_E})[A-Za-z0-9]"
    # a spaced version, size or date stamp ("Kimi K2 2", "Qwen3 235B", "Small 2501"); a
    # three-digit number is a result or a count ("erreichte Orca-9B 355 von 500")
    rf"|[\s_]+(?:(?:\d{{1,2}}(?:\.\d+)*|\d{{4}}|\d+(?:\.\d+)*[BbMT])(?![\d.,%％])"
    rf"(?!{_RESULT_UNIT})|(?:{_DISTINCT_TIERS}){_E})"
)

#: Words that describe rather than name a model ("latest DeepSeek model").
_DESCRIPTIVE = words(
    "latest newest recent frontier leading model models from developers developer none"
    " unnamed unknown the its their of by any all"
)
#: Where a descriptive tail starts: "Llama 2 Chat 70B served on the Groq LPU Inference
#: Engine", "Qwen3-235B hosted on Cerebras".
_DESCRIPTIVE_TAIL = re.compile(
    r"\s+(?:served|hosted|running|deployed|as\s+served)\s+(?:on|by|via)\s"
)
_GENERIC = _DESCRIPTIVE | words("ai llm llms language large new major big top")
_VENDOR_SUFFIX = re.compile(
    r"\s+(?:AI|Labs?|Inc\.?|Ltd\.?|Research|Technologies|Team|research\s+model)$", re.I
)


#: Words between a name and the noun in an apposition that show it is no apposition
#: ("Mercury, which the bank uses"): relative pronouns, verbs of use, the word "model".
_NOT_APPOSITION = (
    r"(?!(?:which|that|who|whose|whom|where|used|uses|using|que|qui|dont|où|cui|che|dove"
    r"|welche\w*|wo|den|dem|deren|dessen|usa\w*|utiliz\w*|utilis\w*|nutz\w*|model\w*"
    r"|mod[eè]l\w*|LLMs?)\b)"
)


def _entity_before(text: str, start: int) -> re.Match[str] | None:
    """ "the fintech Mercury", "o banco Mercury", "金融科技公司Mercury"."""
    nouns = union("NON_MODEL_ENTITIES").pattern
    rx = re.compile(rf"(?<![\w-])(?:{nouns})\s*$", re.IGNORECASE)
    return rx.search(text, max(0, start - 40), start)


def _entity_after(text: str, end: int) -> re.Match[str] | None:
    """ "Mercury, fintech americana", "Mercury, the San Francisco bank", "Mercury是一家银行"."""
    nouns = union("NON_MODEL_ENTITIES").pattern
    zh_nouns = union("NON_MODEL_ENTITIES", "zh").pattern
    latin = rf"\s*[,(–—]\s*(?:{_NOT_APPOSITION}[\w'’.-]+\s+){{0,3}}?(?:{nouns})(?![\w-])"
    chinese = rf"[，,]?(?:是|为)?(?:一家|这家|该)?[\u4e00-\u9fff]{{0,8}}?(?:{zh_nouns})"
    rx = re.compile(rf"(?:{latin}|{chinese})", re.IGNORECASE)
    return rx.match(text, end)


@dataclass(frozen=True)
class ModelSpan:
    start: int
    end: int
    text: str
    is_target: bool


def _tokens(name: str) -> list[str]:
    """Split a model name into letter and digit runs: "Qwen3-Next" -> Qwen, 3, Next."""
    return re.findall(r"[A-Za-z]+|\d+(?:\.\d+)*|[^\sA-Za-z0-9\-_.]+", name)


def _name_pattern(name: str) -> str:
    """Tokens joined by an optional separator; a size may be in parentheses ("Llama 2 Chat
    (70B)" for "Llama 2 Chat 70B")."""
    toks = _tokens(name)
    out = re.escape(toks[0]) if toks else ""
    for tok in toks[1:]:
        size = re.fullmatch(r"\d+(?:\.\d+)?", tok) is not None
        out += r"(?:\s?\(|[\s\-_.])?" if size else r"[\s\-_.]?"
        out += re.escape(tok)
    return out


def squash(name: str) -> str:
    """Lower-case a name and drop separators: "Llama 4" -> "llama4", "千问3" -> "qwen3"."""
    low = name.lower()
    for chinese, latin in FAMILY_TRANSLATIONS:
        low = low.replace(chinese, latin)
    return re.sub(r"[\s\-_.’'()]", "", low)


def vendor_of_model(name: str) -> str | None:
    """The lab that makes a model family ("GPT-4o" -> "OpenAI"), when known."""
    low = squash(name)
    for rx, vendor in FAMILY_VENDORS:
        if re.search(rx, low):
            return vendor
    return None


def _coined(name: str) -> bool:
    """Does a name look coined ("LLaDA", "DeepSeek-V3", "Qwen3") rather than a plain word
    ("Falcon", "Mercury"), which the text may use for anything (CrowdStrike's Falcon)?"""
    return bool(re.search(r"\d|[-_]|\s|.[A-Z]", name))


def _levenshtein(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


#: After a model's name, what makes it a program's name: "llama.cpp", "whisper.cpp".
_SOFTWARE_TAIL = re.compile(r"\.(?:cpp|c|rs|js|py)\b")


class TargetMatcher:
    """Everything the analyser needs to know about the target's names and its vendor."""

    def __init__(self, target: Target) -> None:
        self.target = target

    @cached_property
    def is_generic(self) -> bool:
        """True when the target names no specific model ("recent frontier models")."""
        words = re.findall(r"[\w.-]+", " ".join(self.target.names).lower())
        return all(w in _GENERIC for w in words)

    @cached_property
    def names(self) -> tuple[str, ...]:
        """The target's names plus safe derived aliases, longest first.

        Derived: a descriptive name reduced to its proper part ("latest DeepSeek model" ->
        "DeepSeek"), the name without a trailing parameter count ("LLaDA 8B" -> "LLaDA"),
        and the name without the vendor's prefix ("DeepSeek-R1-0528" -> "R1-0528").
        """
        out: list[str] = []
        for name in self.target.names:
            name = name.strip()
            if not name:
                continue
            out.append(name)
            words = name.split()
            kept = [w for w in words if w.lower() not in _DESCRIPTIVE]
            if kept and len(kept) < len(words):
                out.append(" ".join(kept))
            codename = words[-1] if len(words) >= 3 else ""
            if re.fullmatch(r"[A-Z][a-z]{4,}", codename) and not _GENERIC_TIER.fullmatch(codename):
                out.append(codename)  # "Llama 4 Maverick" is often just "Maverick"
            stripped = re.sub(r"[\s\-_]+\d+(?:\.\d+)?[BbM]$", "", name)
            if stripped != name and len(stripped) >= 4 and _coined(stripped):
                out.append(stripped)
            for vendor in self.vendor_names:
                prefix = re.match(re.escape(vendor) + r"[\s\-_]+(.+)$", name, re.I)
                if prefix and re.search(r"\d", prefix.group(1)) and len(prefix.group(1)) >= 2:
                    out.append(prefix.group(1))
        uniq = dict.fromkeys(n for n in out if n.lower() not in _GENERIC)
        return tuple(sorted(uniq, key=len, reverse=True))

    @cached_property
    def _name_res(self) -> tuple[re.Pattern[str], ...]:
        return tuple(re.compile(_B + _name_pattern(n) + _E, re.IGNORECASE) for n in self.names)

    @cached_property
    def vendor_names(self) -> tuple[str, ...]:
        """The vendor's names: as given, split on "/" "," ";", and without "AI"/"Labs"."""
        raw: list[str] = list(self.target.vendor_aliases)
        if self.target.vendor:
            raw += re.split(r"\s*(?:[/,;&]|\band\b|\bund\b)\s*", self.target.vendor)
        out: list[str] = []
        for piece in raw:
            piece = piece.strip()
            if len(piece) < 2:
                continue
            out.append(piece)
            short = _VENDOR_SUFFIX.sub("", piece)
            if short != piece and len(short) >= 3:
                out.append(short)
        return tuple(dict.fromkeys(out))

    @cached_property
    def vendor_re(self) -> re.Pattern[str]:
        """The vendor as it may be written, including known spellings of known labs."""
        parts = [re.escape(v) for v in self.vendor_names]
        family_vendor = vendor_of_model(self.target.name)
        for lab, rx in LABS:
            lab_re = re.compile(rx, re.IGNORECASE)
            if lab == family_vendor or any(lab_re.search(v) for v in self.vendor_names):
                parts.append(rx)
        parts += [_name_pattern(n) for n in self.names]
        if not parts:
            return re.compile(r"(?!)")
        return re.compile(_B + "(?:" + "|".join(parts) + ")" + _E, re.IGNORECASE)

    @cached_property
    def vendor_names_re(self) -> re.Pattern[str]:
        """The vendor's own names as words (no lab spellings, no model names): who a writer
        works for, or whether a text names the maker at all."""
        parts = [re.escape(v) for v in self.vendor_names]
        if not parts:
            return re.compile(r"(?!)")
        return re.compile(_B + "(?:" + "|".join(parts) + ")" + _E, re.IGNORECASE)

    @cached_property
    def _bare_vendor(self) -> re.Pattern[str]:
        """The vendor's own names, to tell a bare family name that is the watched model's
        maker ("Mistral" when a Codestral is watched) from another model."""
        parts = [re.escape(v) for v in self.vendor_names]
        if not parts:
            return re.compile(r"(?!)")
        return re.compile("(?:" + "|".join(parts) + ")", re.IGNORECASE)

    def find(self, text: str) -> list[tuple[int, int]]:
        """Spans where the target (not a longer, different model) is named."""
        found: list[tuple[int, int]] = []
        for rx in self._name_res:
            for m in rx.finditer(text):
                if any(s <= m.start() < e for s, e in found):
                    continue
                if _REJECT_CONTINUATION.match(text, m.end()):
                    continue
                found.append(m.span())
        return sorted(found)

    def models(self, text: str, *, target_named: bool) -> list[ModelSpan]:
        """Model names in ``text``, each marked as the target or another model.

        A family name that prefixes the target's name ("Llama 4" for "Llama 4 Maverick",
        "Qwen" for "Qwen3-Max-Thinking") counts as the target when the document names the
        target in full somewhere (``target_named``): it is then a short reference to it.
        """
        targets = self.find(text)
        spans = [ModelSpan(s, e, text[s:e], True) for s, e in targets]
        squashed_names = [squash(n) for n in self.names]
        bare_vendor = self._bare_vendor
        for m in iter_model_names(text):
            start, end = m.span()
            surface = m.group(0).rstrip(".")
            end = start + len(surface)
            if any(s < end and start < e for s, e in targets):
                continue
            key = squash(surface)
            is_target = target_named and any(
                n.startswith(key) and len(key) >= 2 for n in squashed_names
            )
            if not is_target and bare_vendor.fullmatch(surface):
                continue  # "Mistral" for a Codestral: the vendor speaking, not another model
            if _SOFTWARE_TAIL.match(text, end):
                continue  # "llama.cpp", "whisper.cpp": a runtime, not the model
            spans.append(ModelSpan(start, end, surface, is_target))
        return sorted(spans, key=lambda s: s.start)

    def other_entity(self, text: str) -> str | None:
        """What the target's name names instead, when the text says so and never uses the
        model's own full name: "A Mercury, fintech americana ..." is a bank, not the
        Mercury model. One sense per document: every bare mention is then that entity."""
        spans = self.find(text)
        main = squash(self.target.name)
        if not spans or any(squash(text[s:e]) == main for s, e in spans):
            return None
        vendors = {squash(v) for v in self.vendor_names}
        for s, e in spans:
            if squash(text[s:e]) in vendors:
                continue
            hit = _entity_before(text, s) or _entity_after(text, e)
            if hit:
                return f"{text[s:e]} ({hit.group(0).strip(' ,(–—，')})"
        return None

    def near_misses(self, text: str) -> list[str]:
        """Look-alike names in ``text`` ("LLaVA" for "LLaDA"), for the explanation."""
        candidates = {m.group(0) for m in iter_model_names(text)}
        candidates |= set(re.findall(r"\b[A-Z][A-Za-z]*[A-Z][A-Za-z0-9]*\b", text))
        out = []
        for cand in sorted(candidates):
            for name in self.names:
                if _looks_alike(cand, name):
                    out.append(cand)
                    break
        return out


def _word_sorted(name: str) -> str:
    return "".join(sorted(w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)))


def _looks_alike(candidate: str, name: str) -> bool:
    """Close spelling, or the same words in another order ("DiffusionGemma")."""
    a, b = squash(candidate), squash(name)
    if not b or a == b or len(b) < 4:
        return False
    limit = max(1, len(b) // 5)
    distance = min(_levenshtein(a, b), _levenshtein(_word_sorted(candidate), _word_sorted(name)))
    return distance <= limit


#: A coined first word followed straight by a parameter count ("Clover" of
#: "Clover-35B-A3B-Preview"). A word followed by a version number ("Olmo 4 32B", "Pharia-2")
#: names a series with several generations, so it is left out.
_HEAD = re.compile(r"([A-Z][A-Za-z]{3,})[-_\s]+(?=\d+(?:\.\d+)?[BbMT](?![A-Za-z0-9]))")


def family_head(name: str) -> str | None:
    """The coined word a model's full name starts with, when the press may use it alone.

    Not for families that name many models of many sizes ("Llama", "Qwen", "Mistral": the
    bare word is the family, not this release), nor for generic or tier words.
    """
    match = _HEAD.match(name.strip())
    if match is None:
        return None
    head = match.group(1)
    if MODEL_NAME_RE.fullmatch(head) or head.lower() in _GENERIC or _GENERIC_TIER.fullmatch(head):
        return None
    return head


def with_serving_tail(target: Target, text: str) -> Target:
    """The target with the model part of a name that says where it is served ("Llama 2 Chat
    70B served on the Groq LPU Inference Engine" -> "Llama 2 Chat 70B") as one more name,
    when the text names the host as well: the same model served elsewhere ("... on
    Cerebras") is another claim (red team 15)."""
    extra = []
    for name in target.names:
        tail = _DESCRIPTIVE_TAIL.search(name)
        if tail is None or len(name[: tail.start()].split()) < 2:
            continue
        hosts = re.findall(r"\b[A-Z][\w-]{2,}", name[tail.end() :])
        if hosts and re.search(_B + re.escape(hosts[0]) + _E, text):
            extra.append(name[: tail.start()])
    return replace(target, aliases=(*target.aliases, *extra)) if extra else target


def with_family_head(target: Target, text: str, title: str | None = None) -> Target:
    """The target with its bare coined name ("Clover") as one more name, when ``text``
    names the vendor as well.

    Coverage says "DiffuSpace's Clover" or just "Clover" once the maker is named. With the
    maker named and the word in the title or used at least twice (once in passing may be a
    contrast: "not to be confused with DiffuSpace's Clover"), the coined word means this
    release. Only in a text that never writes the model's own names: one that does and also
    says "Clover" may mean another model by it ("DiffuSpace's first model, Clover, a 7B").
    A longer
    name built on it ("Clover-Med-7B", "Clover Math 35B") is still another model
    (``_REJECT_CONTINUATION``), and makes the bare word ambiguous, as does the word used for
    something else ("Clover, the payments company": ``TargetMatcher.other_entity``). Without
    the maker, a bare "Clover" stays unrecognised.
    """
    head = family_head(target.name)
    if head is None or any(n.strip().lower() == head.lower() for n in target.names):
        return target
    matcher = TargetMatcher(target)
    if not matcher.vendor_names or not matcher.vendor_names_re.search(text):
        return target
    if matcher.find(text):
        return target  # the text uses the model's own names: a bare word may be another's
    bare = list(re.finditer(_B + re.escape(head) + _E, text, re.I))
    in_title = bool(title) and re.search(_B + re.escape(head) + _E, title or "", re.I)
    if (len(bare) < 2 and not in_title) or _head_is_shared(head, bare):
        return target
    return replace(target, aliases=(*target.aliases, head))


#: A German compound on the name ("Clover-Geschwindigkeit", "Clover-Benchmarks"): a long
#: common noun, not a product's name.
_COMPOUND_NOUN = re.compile(r"-[A-ZÄÖÜ][a-zäöüß]{7,}\b")


def names_family_relative(matcher: TargetMatcher, text: str) -> bool:
    """Does ``text`` name another product built on the target's coined word ("Clover-Med-7B",
    "Clover-2", "Clover Flex"), outside the target's own names? A title that does is about
    that product, whatever it says about the target in passing."""
    head = family_head(matcher.target.name)
    if head is None:
        return False
    own = matcher.find(text)
    bare = [
        m
        for m in re.finditer(_B + re.escape(head) + _E, text, re.I)
        if not any(start <= m.start() < end for start, end in own)
        and not _COMPOUND_NOUN.match(text, m.end())
    ]
    return _head_is_shared(head, bare)


def _head_is_shared(head: str, bare: list[re.Match[str]]) -> bool:
    """Does the text use the coined word for something else too? A longer name built on it
    ("Clover-3.5B", "CLOVER-2", "Clover Assistant") or the word in capitals when the model
    is not written so ("CLOVER", a decoding method): then a bare "Clover" could be either."""
    for match in bare:
        text, end = match.string, match.end()
        if _REJECT_CONTINUATION.match(text, end) or _ANOTHER_PRODUCT.match(text, end):
            return True
        if match.group(0).isupper() and not head.isupper():
            return True
    return False


#: A capitalised word after a coined name that makes it another product ("Clover Flex",
#: "Clover Assistant"), unless it is a word that starts a sentence's verb phrase or a tier
#: of the same release.
_ANOTHER_PRODUCT = re.compile(rf"[\s_]+(?!{_SAME_TIERS}{_E})[A-Z][a-z]+{_E}(?!['’])")


#: Where a disclaimer's object ends: the first punctuation after it.
_OBJECT_END = re.compile(r"[,;:!?，。；：！？…—–(（]")
#: Disclaimers that are plain negations: read only with the name again after them.
_BARE_NEGATIONS = frozenset({"不是", "并非"})


def disclaimed_identity(text: str, matcher: TargetMatcher) -> str | None:
    """The sentence in which the text says the name it uses is not the watched model: the
    watched name before a disclaimer, and right after it, before any punctuation, the
    vendor together with a word for a model ("questo Aurora non ha nulla a che vedere con il
    modello di xAI"), or, after a plain "is not" (不是, 并非), the name again as a model
    ("本文说的mamba是包管理器，不是...Mamba状态空间模型"). In Chinese "A与B无关" the object comes
    before 无关. The vendor must be named nowhere else: a text about another model of the name
    names the watched model's maker only to set it aside. Not "Clover is not to be confused
    with Clover Health" (no vendor's model), "hat nichts mit dem Modell zu tun" (no vendor),
    "评测与DiffuSpace无关" (no model), nor "DiffuSpace presented Clover ... Clover has nothing
    to do with the dense model DiffuSpace launched last year" (red team 15)."""
    vendor = matcher.vendor_names_re
    for line in text.splitlines():
        for said in split_sentences(line):
            if not _disclaims(said, matcher):
                continue
            if len(vendor.findall(text)) > len(vendor.findall(said)):
                continue  # the vendor named elsewhere: its model may well be the subject
            return said.strip()
    return None


def _disclaims(said: str, matcher: TargetMatcher) -> bool:
    """Does the sentence set the watched name apart from the watched model (see
    ``disclaimed_identity``)?"""
    for found in union("IDENTITY_DISCLAIMER").finditer(said):
        before = said[: found.start()]
        obj = _OBJECT_END.split(said[found.end() :], maxsplit=1)[0]
        if found.group(0) == "无关":  # "A与B无关": the object comes before
            joint = max(before.rfind(w) for w in ("与", "和", "跟", "同"))
            if joint < 0:
                continue
            before, obj = before[:joint], before[joint + 1 :]
        if not matcher.find(before) or not union("MODEL_WORDS").search(obj):
            continue
        if found.group(0) in _BARE_NEGATIONS:
            if matcher.find(obj):
                return True
        elif matcher.vendor_names_re.search(obj):
            return True
    return False


@cache
def matcher_for(target: Target) -> TargetMatcher:
    """One matcher per target: its name and vendor patterns are built once, not for every
    document (or every verdict) about the same model."""
    return TargetMatcher(target)
