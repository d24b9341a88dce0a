"""Who the vendor is, and whether a leaderboard's model name is the watched model.

Leaderboards spell models their own way: a full HF URL on SWE-bench, `glm-4.6` as a bare slug,
`GLM-5` with `model_organization: Zhipu AI` on τ-bench, `gpt-oss-20B (low)` on Artificial
Analysis. verification-sources.md §4.2 sets the rules this module follows:

* The canonical key is the HF repo id. An identical repo id, or a name a human confirmed
  (``TargetModel.aliases``), is an exact match.
* Otherwise names are normalised (lowercase, org prefix dropped, ``[ _.]`` → ``-``) and
  compared part by part. Size tokens (``35b-a3b``) and version numbers (``4.6`` ≠ ``4.5``) must
  be identical; a different size, version or product word (``-air``, ``-coder``) is a
  *different* model. A release stage (``preview`` vs a release), a missing size or version, an
  ``-instruct``/``-chat`` suffix or a date stamp makes the match *possible* at most: a notice,
  never a confirmation or a dispute.
* Derivatives (GGUF/AWQ/GPTQ/MLX/FP8/… quantisations, LoRA/merges/fine-tunes, or a declared
  ``base_model``) are never the model: they are reported as *derivative* and never verify it.
* A name listed under an organisation that is not the vendor is *possible* at most.

Variant attributes are not identity: a parenthesised reasoning effort (``(low)``, ``(high)``,
``(Reasoning)``, ``(T=1)``) is ignored here and kept by the parsers as a setting.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from urllib.parse import urlsplit

# Words that name a legal form or a team, dropped when comparing organisation names:
# "Zhipu AI" = "Zhipu", "zai-org" = "Z.ai", "Sierra Research" = "Sierra".
_ORG_SUFFIXES = frozenset(
    {"ai", "inc", "ltd", "llc", "co", "corp", "gmbh", "org", "labs", "lab", "team", "research"}
)
# Prefixes in LiteLLM-style names that are a serving provider, not the model's maker.
_PROVIDER_PREFIXES = frozenset(
    {
        "openrouter", "together", "togetherai", "together-ai", "together_ai", "fireworks",
        "fireworks_ai", "fireworks-ai", "accounts", "models", "deepinfra", "groq", "bedrock",
        "vertex_ai", "vertex-ai", "azure", "azure_ai", "hosted_vllm", "vllm", "huggingface",
        "hf", "nebius", "novita", "sambanova", "cerebras", "openai", "litellm_proxy", "ollama",
    }
)  # fmt: skip
_HF_HOSTS = frozenset({"huggingface.co", "www.huggingface.co", "hf.co"})

# Parenthesised variant attributes (reasoning effort, sampling) that are not identity.
_VARIANT_PAREN = re.compile(
    r"^(?:reasoning|non[- ]?reasoning|thinking|non[- ]?thinking|no[- ]?thinking|adaptive"
    r"|minimal|low|medium|high|xhigh|max|none|default|enabled|disabled|t\s*=\s*[\d.]+"
    r"|temp(?:erature)?\s*=?\s*[\d.]+|\d+k?\s*(?:thinking|reasoning)?\s*budget)$",
    re.IGNORECASE,
)
_PAREN = re.compile(r"\s*[(\[]([^)\]]*)[)\]]")
# Derivative markers in a name: quantisation formats, adapters, merges, fine-tune recipes.
_DERIVATIVE = re.compile(
    r"(?<![a-z0-9])("
    r"gguf|awq|gptq|exl2|exl3|hqq|eetq|aqlm|mlx|bnb|nf4|quant|quantized|quantised"
    r"|fp8|fp4|nvfp4|mxfp4|int2|int3|int4|int8|w4a16|w8a8|w8a16|w4a8|w4a4"
    r"|\d-?bits?|\d+(?:[._]\d+)?bpw|i?q[1-8]_(?:k(?:_[sml]|_xs|_xxs)?|[01]|xs|xxs|s|m)"
    r"|q?lora|peft|adapters?|merged?|abliterated|uncensored|heretic|distill(?:ed)?"
    r"|fine-?tuned?|ft|sft|dpo|orpo|kto"
    r")(?![a-z0-9])",
    re.IGNORECASE,
)
# Parameter counts: 35b, a3b (active), e4b (effective), 1.5b, 135m, 1t.
_SIZE = re.compile(r"(?<![a-z0-9.])([ae]?\d+(?:\.\d+)?[bmt])(?![a-z0-9])")
_TOKEN = re.compile(r"[a-z]+|\d+")
_STAGE_WORDS = frozenset({"preview", "beta", "alpha", "exp", "experimental", "rc", "dev", "early"})
_CHAT_WORDS = frozenset({"instruct", "chat", "it", "hf"})
_EFFORT_WORDS = frozenset({"thinking", "think", "reasoning", "nothink", "nothinking", "instant"})


class MatchKind(StrEnum):
    EXACT = "exact"  # the watched model: its evidence may confirm or dispute a claim
    POSSIBLE = "possible"  # an unconfirmed fuzzy match: a notice at most
    DERIVATIVE = "derivative"  # a quantisation/fine-tune/adapter of it: never verifies it
    DIFFERENT = "different"


@dataclass(frozen=True)
class ModelMatch:
    kind: MatchKind
    reason: str

    @property
    def counts(self) -> bool:
        """Whether a row with this match may judge the watched model's claims."""
        return self.kind is MatchKind.EXACT


def _org_keys(name: str) -> frozenset[str]:
    """Comparable forms of an organisation name: 'Z.ai' → {'zai', 'z'}, 'zai-org' → {'zaiorg',
    'zai'}; two names are the same organisation when their key sets intersect."""
    words = [w for w in re.split(r"[^a-z0-9]+", name.lower()) if w]
    if not words:
        return frozenset()
    keys = {"".join(words)}
    stripped = list(words)
    while len(stripped) > 1 and stripped[-1] in _ORG_SUFFIXES:
        stripped.pop()
    keys.add("".join(stripped))
    return frozenset(k for k in keys if k)


def _host(url: str) -> str:
    return (urlsplit(url if "//" in url else f"//{url}").hostname or "").lower()


@dataclass(frozen=True)
class VendorIdentity:
    """The vendor as each source spells it (§4.4): its HF org(s), organisation names as the
    leaderboards write them, official domains, and staff accounts (HF/GitHub user names)."""

    hf_org: str
    names: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()
    accounts: tuple[str, ...] = ()
    other_hf_orgs: tuple[str, ...] = ()

    @cached_property
    def _keys(self) -> frozenset[str]:
        keys: set[str] = set()
        for name in (self.hf_org, *self.other_hf_orgs, *self.names):
            keys |= _org_keys(name)
        return frozenset(keys)

    @cached_property
    def _account_keys(self) -> frozenset[str]:
        return frozenset(a.lower() for a in (*self.accounts, self.hf_org, *self.other_hf_orgs))

    @property
    def hf_orgs(self) -> tuple[str, ...]:
        return (self.hf_org, *self.other_hf_orgs)

    def is_vendor(self, org: str | None) -> bool:
        """Whether an organisation name, as some source spells it, is this vendor."""
        if not org or not org.strip():
            return False
        return bool(_org_keys(org) & self._keys) or self.is_vendor_domain(org)

    def is_vendor_account(self, user: str | None) -> bool:
        """An HF or GitHub account of the vendor (its org or a listed staff account)."""
        return bool(user) and user.strip().lower() in self._account_keys

    def is_vendor_domain(self, host_or_url: str | None) -> bool:
        if not host_or_url or "." not in host_or_url:
            return False
        host = _host(host_or_url.strip())
        return any(host == d.lower() or host.endswith("." + d.lower()) for d in self.domains)

    def owns_url(self, url: str | None) -> bool:
        """A URL on the vendor's domain, HF org or GitHub org (its model card, its repo)."""
        if not url:
            return False
        if self.is_vendor_domain(url):
            return True
        split = urlsplit(url if "//" in url else f"//{url}")
        host = (split.hostname or "").lower()
        parts = [p for p in split.path.split("/") if p]
        if host in _HF_HOSTS and parts:
            owner = parts[1] if parts[0] in ("datasets", "spaces") and len(parts) > 1 else parts[0]
            return owner.lower() in {o.lower() for o in self.hf_orgs}
        if host in ("github.com", "www.github.com") and parts:
            return self.is_vendor_account(parts[0]) or self.is_vendor(parts[0])
        return False


@dataclass(frozen=True)
class TargetModel:
    """The watched model: its HF repo id, its vendor, and names a human confirmed as aliases
    (AA names, τ-bench `model_name`s, …). ``ignore_words`` are suffixes to drop when comparing
    (e.g. ``("instruct",)`` when the vendor's own repo name carries no such suffix)."""

    repo_id: str
    vendor: VendorIdentity
    aliases: tuple[str, ...] = ()
    ignore_words: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.repo_id.rsplit("/", 1)[-1]


@dataclass(frozen=True)
class NameParts:
    """A model name taken apart for comparison."""

    words: tuple[str, ...]  # product words, sorted: ("clover",), ("gpt", "oss")
    versions: tuple[str, ...]  # version numbers in order: ("4", "6") for 4.6 or 4-6
    sizes: tuple[str, ...]  # ("35b", "a3b")
    stage: tuple[str, ...] = ()  # preview, beta, exp…
    chat: tuple[str, ...] = ()  # instruct, chat, it
    base: bool = False  # "-Base": a pretrained checkpoint, another model
    dates: tuple[str, ...] = ()  # date stamps such as 2507 or 20250101
    effort: tuple[str, ...] = ()  # inline thinking/reasoning words
    qualifiers: tuple[str, ...] = ()  # other parenthesised text ("Mar '25")
    derivative: tuple[str, ...] = ()  # derivative markers found (gguf, awq, lora…)
    variant: tuple[str, ...] = ()  # parenthesised variant attributes (low, reasoning)
    prefixes: tuple[str, ...] = ()  # org or provider segments before the name


def _strip_url(name: str) -> str:
    text = name.strip()
    if "://" in text or text.lower().startswith(("huggingface.co/", "hf.co/")):
        split = urlsplit(text if "//" in text else f"//{text}")
        parts = [p for p in split.path.split("/") if p]
        if (split.hostname or "").lower() in _HF_HOSTS and len(parts) >= 2:
            return f"{parts[0]}/{parts[1]}"
        return parts[-1] if parts else text
    return text


def split_name(name: str, vendor: VendorIdentity | None = None) -> NameParts:
    """Take a model name apart: prefixes, parenthesised variants, derivative markers, sizes,
    version numbers, date stamps and words (vendor names at the start are dropped)."""
    text = _strip_url(name)
    *prefixes, last = text.split("/") if "/" in text else [text]
    variant: list[str] = []
    qualifiers: list[str] = []

    def paren(m: re.Match[str]) -> str:
        inner = m.group(1).strip()
        if not inner:
            return " "
        (variant if _VARIANT_PAREN.match(inner) else qualifiers).append(inner.lower())
        return " "

    s = _PAREN.sub(paren, last).lower()
    # Markers and sizes come out before separators are unified ("1.5b", "q4_k_m" keep their dots).
    derivative = [m.group(1).lower() for m in _DERIVATIVE.finditer(s)]
    s = _DERIVATIVE.sub(" ", s)
    sizes = [m.group(1) for m in _SIZE.finditer(s)]
    s = _SIZE.sub(" ", s)
    s = re.sub(r"(?<![a-z])v(?=\d)", "", s)  # "V3.2" → "3.2"
    s = re.sub(r"[\s_.]+", "-", s)
    tokens = _TOKEN.findall(s)
    words: list[str] = []
    versions: list[str] = []
    dates: list[str] = []
    for tok in tokens:
        if tok.isdigit():
            (dates if len(tok) >= 4 else versions).append(str(int(tok)) if len(tok) < 4 else tok)
        else:
            words.append(tok)
    if vendor is not None:
        words = _drop_vendor_words(words, vendor)
    stage = sorted(w for w in words if w in _STAGE_WORDS)
    chat = sorted(w for w in words if w in _CHAT_WORDS)
    effort = sorted(w for w in words if w in _EFFORT_WORDS)
    base = "base" in words
    product = sorted(
        w
        for w in words
        if w not in _STAGE_WORDS and w not in _CHAT_WORDS and w not in _EFFORT_WORDS
        if w != "base"
    )
    for q in list(qualifiers):
        if not re.search(r"\d", q):
            continue
        qualifiers.remove(q)
        dates.append(q)
    return NameParts(
        words=tuple(product),
        versions=tuple(versions),
        sizes=tuple(sizes),
        stage=tuple(stage),
        chat=tuple(chat),
        base=base,
        dates=tuple(dates),
        effort=tuple(effort),
        qualifiers=tuple(qualifiers),
        derivative=tuple(derivative),
        variant=tuple(variant),
        prefixes=tuple(p for p in prefixes if p),
    )


def _drop_vendor_words(words: list[str], vendor: VendorIdentity) -> list[str]:
    """Drop a vendor name written before the model name ("DiffuSpace Clover", "diffu space").
    Applied to both names being compared, so "DeepSeek-V3.2" keeps matching "DeepSeek V3.2"."""
    for n in range(min(3, len(words)), 0, -1):
        if vendor.is_vendor(" ".join(words[:n])):
            return words[n:]
    return words


def normalise_name(name: str) -> str:
    """§4.2 normal form: lowercase, org prefix dropped, ``[ _.]`` → ``-`` (sizes and versions
    kept exactly): 'zai-org/GLM-4.6' → 'glm-4-6', 'Clover 35B A3B Preview' →
    'clover-35b-a3b-preview'."""
    last = _strip_url(name).rsplit("/", 1)[-1]
    s = _PAREN.sub(" ", last).lower().strip()
    return re.sub(r"-{2,}", "-", re.sub(r"[\s_.]+", "-", s)).strip("-")


def _compare(row: NameParts, target: NameParts, ignore: frozenset[str]) -> tuple[str, str]:
    """('same' | 'possible' | 'different', reason) for two names without their derivative
    markers."""
    if row.words != target.words:
        extra = sorted(set(row.words) ^ set(target.words))
        return "different", f"different product name ({', '.join(extra) or 'word order'})"
    if row.base != target.base:
        return "different", "a base (pretrained) checkpoint is another model"
    if row.sizes and target.sizes and row.sizes != target.sizes:
        return "different", f"size {'-'.join(row.sizes)} ≠ {'-'.join(target.sizes)}"
    if row.versions and target.versions and row.versions != target.versions:
        return "different", f"version {'.'.join(row.versions)} ≠ {'.'.join(target.versions)}"
    if row.versions and not target.versions:
        return "different", f"version {'.'.join(row.versions)} where the model has none"
    stamped = row.dates and target.dates and row.dates != target.dates
    if stamped and all(d.isdigit() for d in (*row.dates, *target.dates)):
        return "different", f"date stamp {' '.join(row.dates)} ≠ {' '.join(target.dates)}"
    doubts: list[str] = []
    if target.versions and not row.versions:
        doubts.append("no version number")
    if row.sizes != target.sizes:
        doubts.append("size not given" if not row.sizes else "size not in the model's name")
    if row.stage != target.stage:
        have = "/".join(row.stage) or "a release"
        want = "/".join(target.stage) or "a release"
        doubts.append(f"{have} vs {want}: a different release stage")
    chat_row = tuple(w for w in row.chat if w not in ignore)
    chat_target = tuple(w for w in target.chat if w not in ignore)
    if chat_row != chat_target:
        doubts.append(f"suffix {'/'.join(chat_row or chat_target)} differs")
    if row.dates != target.dates:
        have, want = " ".join(row.dates) or "none", " ".join(target.dates) or "none"
        doubts.append(f"date stamp {have} vs {want}")
    if row.effort != target.effort:
        doubts.append(f"'{'/'.join(row.effort or target.effort)}' in one name only")
    if row.qualifiers != target.qualifiers:
        doubts.append(f"qualifier ({', '.join(row.qualifiers or target.qualifiers)})")
    if doubts:
        return "possible", "; ".join(doubts)
    return "same", "same name, size and version"


def match_model(
    row_model_name: str,
    row_org: str | None,
    target: TargetModel,
    *,
    base_models: Iterable[str] = (),
) -> ModelMatch:
    """Is the model a leaderboard row names (as the source spells it, with the organisation
    the source gives, if any) the watched model? ``base_models`` are the row model's declared
    ``base_model`` repos, when the source knows them (HF)."""
    name = (row_model_name or "").strip()
    if not name:
        return ModelMatch(MatchKind.DIFFERENT, "no model name")
    vendor = target.vendor
    repo_like = _strip_url(name)
    target_id = target.repo_id.lower()
    bases = {b.strip().lower() for b in base_models if b and b.strip()}
    if repo_like.lower() == target_id:
        return ModelMatch(MatchKind.EXACT, f"same HF repo id {target.repo_id}")
    if target_id in bases:
        return ModelMatch(
            MatchKind.DERIVATIVE, f"declares base_model {target.repo_id}: a derivative"
        )
    for alias in target.aliases:
        if normalise_name(alias) == normalise_name(name) and not _org_mismatch((), row_org, vendor):
            return ModelMatch(MatchKind.EXACT, f"confirmed alias {alias!r}")

    row = split_name(name, vendor)
    tgt = split_name(target.repo_id, vendor)
    verdict, reason = _compare(row, tgt, frozenset(w.lower() for w in target.ignore_words))
    if row.derivative:
        markers = ", ".join(dict.fromkeys(row.derivative))
        if verdict == "different":
            return ModelMatch(MatchKind.DIFFERENT, f"{reason} (and a derivative: {markers})")
        official = any(vendor.is_vendor(p) for p in row.prefixes)
        note = " by the vendor itself (link with a precision setting once confirmed)"
        return ModelMatch(
            MatchKind.DERIVATIVE,
            f"derivative of {target.name} ({markers}){note if official else ''}"
            " — inherits no verification",
        )
    if verdict == "different":
        return ModelMatch(MatchKind.DIFFERENT, reason)
    mismatch = _org_mismatch(row.prefixes, row_org, vendor)
    if mismatch:
        extra = f"; {reason}" if verdict == "possible" else ""
        return ModelMatch(MatchKind.POSSIBLE, f"listed under {mismatch}, not the vendor{extra}")
    if verdict == "possible":
        return ModelMatch(MatchKind.POSSIBLE, f"unconfirmed fuzzy match: {reason}")
    org_note = "vendor org" if _org_confirmed(row.prefixes, row_org, vendor) else "no org given"
    variant = f"; variant {', '.join(row.variant)} kept as a setting" if row.variant else ""
    return ModelMatch(MatchKind.EXACT, f"{reason} ({org_note}){variant}")


def _org_candidates(prefixes: Iterable[str], row_org: str | None) -> list[str]:
    orgs = [p for p in prefixes if p.lower() not in _PROVIDER_PREFIXES]
    if row_org and row_org.strip():
        orgs.append(row_org.strip())
    return orgs


def _org_confirmed(prefixes: Iterable[str], row_org: str | None, vendor: VendorIdentity) -> bool:
    return any(vendor.is_vendor(o) for o in _org_candidates(prefixes, row_org))


def _org_mismatch(
    prefixes: Iterable[str], row_org: str | None, vendor: VendorIdentity
) -> str | None:
    """The organisation the row names when none of them is the vendor."""
    orgs = _org_candidates(prefixes, row_org)
    if not orgs or any(vendor.is_vendor(o) for o in orgs):
        return None
    return ", ".join(orgs)
