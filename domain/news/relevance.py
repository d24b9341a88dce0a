"""Does an article write about *this* model? A yes needs the name in a context that fits.

"Clover" is also a payment terminal, a plant and a dozen apps; "Clover-7B" would be another
model of the same family; "Qwen3.6-35B-A3B" is the base model, not ours; and a text that
lists SWE-bench and AIME scores may be about anything. So an article counts only when:

- it names the model by a *specific* alias (one with a size/version token, several words or
  internal capitals, e.g. "Clover-35B-A3B", "Clover 35B"), written with any case, hyphen,
  space, underscore or unicode dash, on word boundaries; or
- it names it by a *bare* alias ("Clover") written capitalised, and the document also carries
  enough model context (the vendor, the base model, the target's architecture/size terms,
  generic LLM vocabulary in en/fr/de/es/pt/it/zh);
- and no size/version token in the mention contradicts the target ("Clover-35B-A3B" is not
  "Clover-70B"; a bare "Clover" next to "Clover-7B" is taken to mean Clover-7B).

Everything else is rejected with a :class:`RelevanceCode` and a sentence saying why, so the
rejections can be counted and audited.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from domain.news.textnorm import fold_with_offset_map, fold_with_offsets, word_set

__all__ = [
    "BENCHMARK_NAMES",
    "Relevance",
    "RelevanceCode",
    "Target",
    "assess_relevance",
]

MAX_CHARS = 200_000  # relevance never needs more of an article than this

# Characters that continue a Latin word. CJK is deliberately absent: "发布Clover模型" must match.
_W = "0-9a-z\u00c0-\u024f"
_START = rf"(?<![{_W}])(?<!\d\.)"
_END = rf"(?![{_W}])(?!\.\d)"
_SEP = r"[\s\-_]*"

# Variant words that may follow a model name without making it another size or version.
VARIANT_WORDS = word_set(
    "preview instruct base chat thinking reasoning coder code mini pro flash max turbo lite "
    "plus ultra distill distilled it gguf awq gptq fp8 fp16 bf16 int4 int8 mlx exp "
    "experimental beta alpha"
)

BENCHMARK_NAMES: tuple[str, ...] = (
    "SWE-bench", "SWE-bench Verified", "GPQA", "GPQA Diamond", "AIME", "MMLU", "MMLU-Pro",
    "HumanEval", "MBPP", "LiveCodeBench", "BigCodeBench", "Arena-Hard", "LMArena",
    "Chatbot Arena", "HLE", "Humanity's Last Exam", "BrowseComp", "Terminal-Bench",
    "tau-bench", "τ²-bench", "MATH-500", "GSM8K", "BIG-Bench", "IFEval", "SimpleQA",
    "LiveBench", "Aider Polyglot", "MMMU", "ARC-AGI", "Codeforces", "BFCL",
)  # fmt: skip

# Generic model vocabulary in the languages coverage arrives in; weak evidence only.
GENERIC_MODEL_TERMS: tuple[str, ...] = (
    "LLM", "LLMs", "language model", "large language model", "AI model", "open-weight",
    "open weights", "Hugging Face", "parameters", "inference", "tokens per second",
    "modèle de langage", "modèle d'IA", "paramètres", "poids ouverts",
    "Sprachmodell", "KI-Modell", "Parameter", "Parametern",
    "modelo de lenguaje", "modelo de IA", "parámetros",
    "modelo de linguagem", "parâmetros",
    "modello linguistico", "modello di IA", "parametri",
    "大模型", "语言模型", "模型", "参数", "开源",
)  # fmt: skip

_SIZE_TOKEN = re.compile(r"^(?:a?\d+(?:\.\d+)?[bmkt]|\d+(?:\.\d+)?x\d+(?:\.\d+)?[bmkt])$")
_YEAR = re.compile(r"^(?:19|20)\d\d$")


class RelevanceCode(StrEnum):
    """Why an article was kept or rejected; stable strings for counting."""

    MODEL_NAMED = "model-named"
    ALIAS_WITH_CONTEXT = "alias-with-context"
    ALIAS_WITHOUT_CONTEXT = "alias-without-context"
    COMMON_WORD = "common-word"
    SIMILAR_NAME = "similar-name"
    BASE_MODEL_ONLY = "base-model-only"
    BENCHMARKS_WITHOUT_MODEL = "benchmarks-without-model"
    VENDOR_ONLY = "vendor-only"
    NOT_MENTIONED = "not-mentioned"
    EMPTY = "empty"


@dataclass(frozen=True, slots=True)
class Target:
    """The model being watched, with the words that identify it and its context.

    ``context_terms`` should hold the architecture and size words in every language you
    expect ("diffusion", "difusión", "扩散", "MoE", "35B", "A3B"); size-like terms count
    less than the others because "$35B" appears in finance news.
    """

    name: str
    aliases: tuple[str, ...] = ()
    vendor: str = ""
    vendor_aliases: tuple[str, ...] = ()
    context_terms: tuple[str, ...] = ()
    base_model: str | None = None

    @property
    def all_aliases(self) -> tuple[str, ...]:
        """The name and the aliases, longest first, without duplicates."""
        seen: dict[str, None] = {}
        for alias in (self.name, *self.aliases):
            if alias.strip():
                seen.setdefault(alias.strip(), None)
        return tuple(sorted(seen, key=len, reverse=True))


@dataclass(frozen=True, slots=True)
class Relevance:
    """The verdict: ``matched`` is the mention as written (or the near miss), ``score`` 0..1."""

    relevant: bool
    reason: str
    matched: str | None
    score: float
    code: RelevanceCode


@dataclass(frozen=True, slots=True)
class _Mention:
    start: int  # offsets in the original text
    end: int
    written: str
    digit_tokens: frozenset[str]
    alias: str | None  # None for a family-head mention that matched no alias
    specific: bool


def _model_tokens(folded: str) -> list[str]:
    """'qwen3.6-35b-a3b' -> ['qwen', '3.6', '35b', 'a3b']: words split on separators, and a
    letter run of 3+ split from the digits that follow it ('clover35b', 'gpt5')."""
    tokens: list[str] = []
    for part in re.split(r"[\s\-_/]+", folded):
        if not part:
            continue
        match = re.match(r"^([^\W\d_]{3,})(\d.*)$", part)
        tokens.extend(match.groups() if match else (part,))
    return tokens


def _digit_tokens(folded: str) -> frozenset[str]:
    """Tokens with a digit, years excluded: what tells one model size/version from another."""
    return frozenset(
        t for t in _model_tokens(folded) if any(c.isdigit() for c in t) and not _YEAR.match(t)
    )


@lru_cache(maxsize=512)
def _term_parts(term: str) -> tuple[str, ...]:
    """The pieces of a term that `_term_regex` joins with optional separators."""
    folded, _ = fold_with_offsets(term.strip())
    return tuple(re.findall(r"[^\W\d_]+|\d+(?:\.\d+)*|[^\w\s\-]", folded))


@lru_cache(maxsize=512)
def _term_regex(term: str) -> re.Pattern[str]:
    """Regex for a name or term: case-, hyphen-, space- and underscore-insensitive."""
    parts = _term_parts(term)
    if not parts:
        return re.compile(_START + _END)
    rest = "".join(_SEP + re.escape(p) for p in parts[1:])
    return re.compile(_word_start(parts[0]) + rest + _END)


def _word_start(literal: str) -> str:
    """``_START + re.escape(literal)``, the look-behinds moved after the first character.

    The regex engine looks for a pattern's first character when the pattern opens with
    one, but tries a pattern that opens with a look-behind at every position of the text:
    the alias, head and term searches cost 0.05 ms a verdict that way. The look-behinds
    still see what precedes the literal, so the matches are the same.
    """
    first = re.escape(literal[0])
    return first + rf"(?<![{_W}]{first})(?<!\d\.{first})" + re.escape(literal[1:])


def _may_occur(term: str, folded: str) -> bool:
    """False when a piece of the term is missing from ``folded``, so `_term_regex` cannot
    match: a substring test is far cheaper than the regex."""
    return all(part in folded for part in _term_parts(term))


def _is_specific(alias: str) -> bool:
    """A specific alias identifies the model alone; a bare one ('Clover') needs context."""
    stripped = alias.strip()
    if any(c.isdigit() for c in stripped) or len(re.findall(r"[^\W\d_]+", stripped)) > 1:
        return True
    # Internal capitals ("DiffuSpace", "LLaDA") make a coined word, not a dictionary word.
    return any(c.isupper() for c in stripped[1:]) and not stripped.isupper()


_CONTINUATION = re.compile(
    r"(?P<sep>[\-_]| (?=\S))(?P<tok>[0-9a-z\u00c0-\u024f]+(?:\.\d+)*)"
    rf"(?![{_W}])"
)


def _extend(folded: str, end: int) -> int:
    """End of the model name that starts before ``end``: '-7b', '-a3b-preview', ' 35b'.

    After '-' or '_' any word continues the name ("Clover-35B-A3B-Preview"); after a space
    only size/version tokens ('35b', 'a3b', 'v2', '2.5', 'k2') and variant words do, so
    "Clover is fast" stays "Clover".
    """
    for _ in range(6):
        match = _CONTINUATION.match(folded, end)
        if not match:
            break
        token = match.group("tok")
        if match.group("sep") == " " and not (
            _SIZE_TOKEN.match(token)
            or re.fullmatch(r"v\d+(?:\.\d+)*|\d+\.\d+|\d|[a-z]\d{1,2}(?:\.\d+)?", token)
            or token in VARIANT_WORDS
        ):
            break
        end = match.end()
    return end


@dataclass(frozen=True, slots=True)
class _TargetTerms:
    """What every verdict for a target reads of it: its aliases, their size/version tokens,
    and its family heads with their patterns."""

    aliases: tuple[str, ...]
    digits: frozenset[str]
    heads: tuple[tuple[str, re.Pattern[str]], ...]


@lru_cache(maxsize=256)
def _target_terms(aliases: tuple[str, ...]) -> _TargetTerms:
    """The terms of a target's aliases (``Target.all_aliases``), derived once: re-deriving
    them (folding and splitting each alias twice, compiling the head patterns) for every
    article cost 0.03 ms a verdict. Keyed on the aliases alone, which are all the terms
    depend on, and always hashable."""
    heads = {_model_tokens(fold_with_offsets(a)[0])[0] for a in aliases if a.strip()}
    return _TargetTerms(
        aliases=aliases,
        digits=frozenset().union(*(_digit_tokens(fold_with_offsets(a)[0]) for a in aliases)),
        heads=tuple((head, re.compile(_word_start(head) + r"(?=\d|[\s\-_])")) for head in heads),
    )


def _mentions(text: str, folded: str, offsets: Sequence[int], target: Target) -> list[_Mention]:
    """Alias matches (longest alias first, no overlaps), each extended over its suffix."""
    taken: list[tuple[int, int]] = []
    found: list[_Mention] = []
    terms = _target_terms(target.all_aliases)
    for alias in terms.aliases:
        if not _may_occur(alias, folded):
            continue
        for match in _term_regex(alias).finditer(folded):
            start, end = match.span()
            if any(start < e and end > s for s, e in taken):
                continue
            end = _extend(folded, end)
            taken.append((start, end))
            written = text[offsets[start] : offsets[end]]
            found.append(
                _Mention(
                    offsets[start],
                    offsets[end],
                    written,
                    _digit_tokens(folded[start:end]),
                    alias,
                    _is_specific(alias),
                )
            )
    # Family heads ("clover", "qwen") followed by a size/version: near misses such as
    # "Clover-7B" or "Qwen3-235B-A22B" when no alias matched there.
    for head, pattern in terms.heads:
        if head not in folded:
            continue
        for match in pattern.finditer(folded):
            start = match.start()
            if any(s <= start < e for s, e in taken):
                continue
            glued = match.end()
            if folded[glued].isdigit():
                glued = _digits_end(folded, glued)
            end = _extend(folded, glued)
            digits = _digit_tokens(folded[start:end])
            if digits:
                taken.append((start, end))
                found.append(
                    _Mention(
                        offsets[start],
                        offsets[end],
                        text[offsets[start] : offsets[end]],
                        digits,
                        None,
                        True,
                    )
                )
    return sorted(found, key=lambda m: m.start)


def _digits_end(folded: str, pos: int) -> int:
    """End of a digit group glued to a family head ('qwen3.6' -> after '3.6', 'gpt5o')."""
    match = re.compile(rf"\d+(?:\.\d+)*[a-z]*(?![{_W}])").match(folded, pos)
    return match.end() if match else pos


def _found_terms(folded: str, terms: Iterable[str]) -> list[str]:
    """The terms that occur in ``folded`` on word boundaries."""
    return [
        t for t in terms if t.strip() and _may_occur(t, folded) and _term_regex(t).search(folded)
    ]


def _context_points(folded: str, target: Target) -> tuple[float, list[str]]:
    """Evidence that the document is about an AI model of this kind, and its sources.

    Vendor or base model: 2 each. Each target context term: 1, or 0.5 when it is only a size
    ("35B"). Generic model vocabulary: 0.5 each, at most 1 in total. 2 points are enough.
    """
    points = 0.0
    sources: list[str] = []
    vendor_terms = [t for t in (target.vendor, *target.vendor_aliases) if t.strip()]
    if vendor := _found_terms(folded, vendor_terms):
        points += 2
        sources.append(f"vendor {vendor[0]!r}")
    if target.base_model and _found_terms(folded, [target.base_model]):
        points += 2
        sources.append(f"base model {target.base_model!r}")
    for term in _found_terms(folded, target.context_terms):
        points += 0.5 if _SIZE_TOKEN.match(term.strip().lower()) else 1
        sources.append(repr(term))
    generic = _found_terms(folded, GENERIC_MODEL_TERMS)
    if generic:
        points += min(1.0, 0.5 * len(generic))
        sources.append(f"generic {generic[0]!r}")
    return points, sources


def _most_specific(names: list[str]) -> list[str]:
    """Drop names contained in a longer one found too ('SWE-bench' beside 'SWE-bench Verified')."""
    folded = [n.casefold() for n in names]
    keep = [not any(f != other and f in other for other in folded) for f in folded]
    return [name for name, kept in zip(names, keep, strict=True) if kept]


CONTEXT_THRESHOLD = 2.0


def assess_relevance(title: str, text: str, target: Target) -> Relevance:
    """Decide whether ``title`` + ``text`` write about ``target``; see the module docstring."""
    document = f"{title or ''}\n{text or ''}"[:MAX_CHARS]
    if not document.strip():
        return Relevance(False, "empty title and text", None, 0.0, RelevanceCode.EMPTY)
    folded, offsets = fold_with_offset_map(document)
    title_end = len(title or "")
    target_digits = _target_terms(target.all_aliases).digits
    mentions = _mentions(document, folded, offsets, target)
    # Near misses: a size/version the target does not have, or a family name ("Kimi K2",
    # "Qwen3-235B-A22B") that matches none of the aliases.
    conflicting = [m for m in mentions if m.alias is None or m.digit_tokens - target_digits]
    consistent = [m for m in mentions if not m.digit_tokens - target_digits and m.alias]
    specific = [m for m in consistent if m.specific]
    if specific:
        first = specific[0]
        score = 1.0 if first.start < title_end else 0.9
        return Relevance(
            True,
            f"names the model as {first.written!r}",
            first.written,
            score,
            RelevanceCode.MODEL_NAMED,
        )
    bare = [m for m in consistent if not m.specific]
    capitalised = [m for m in bare if m.written[:1].isupper() or not m.written[:1].isalpha()]
    if conflicting:
        # A contradicting size/version ("Qwen3-235B-A22B") says more than a family name.
        conflicting.sort(key=lambda m: (not m.digit_tokens - target_digits, m.start))
        near = conflicting[0].written
        return Relevance(
            False,
            f"similar but different model name: {near}",
            near,
            0.3,
            RelevanceCode.SIMILAR_NAME,
        )
    if capitalised:
        points, sources = _context_points(folded, target)
        written = capitalised[0].written
        if points >= CONTEXT_THRESHOLD:
            return Relevance(
                True,
                f"alias {written!r} with model context: {', '.join(sources)}",
                written,
                round(min(0.85, 0.5 + 0.1 * points), 2),
                RelevanceCode.ALIAS_WITH_CONTEXT,
            )
        return Relevance(
            False,
            f"alias {written!r} without model context (another product?)",
            written,
            0.2,
            RelevanceCode.ALIAS_WITHOUT_CONTEXT,
        )
    if bare:
        return Relevance(
            False,
            f"alias {bare[0].written!r} only as a common word",
            bare[0].written,
            0.1,
            RelevanceCode.COMMON_WORD,
        )
    if target.base_model and _found_terms(folded, [target.base_model]):
        return Relevance(
            False,
            f"base model only: {target.base_model} (no mention of {target.name})",
            target.base_model,
            0.2,
            RelevanceCode.BASE_MODEL_ONLY,
        )
    if benchmarks := _most_specific(_found_terms(folded, BENCHMARK_NAMES)):
        return Relevance(
            False,
            f"benchmark names without the model: {', '.join(benchmarks[:4])}",
            None,
            0.1,
            RelevanceCode.BENCHMARKS_WITHOUT_MODEL,
        )
    vendor_terms = [t for t in (target.vendor, *target.vendor_aliases) if t.strip()]
    if vendor := _found_terms(folded, vendor_terms):
        return Relevance(
            False,
            f"vendor {vendor[0]} without the model",
            vendor[0],
            0.1,
            RelevanceCode.VENDOR_ONLY,
        )
    return Relevance(False, f"{target.name} not mentioned", None, 0.0, RelevanceCode.NOT_MENTIONED)
