"""Is a newly seen repo the vendor's own model, or a quantisation/finetune/adapter/merge/mirror?

When a vendor org (or anyone) publishes a repo, the alert should say what it is: "official GGUF
of Clover-35B-A3B-Preview" reads very differently from "new model". The Hub records the answer in
the model card (`base_model`, `base_model_relation`: quantized/finetune/adapter/merge) and mirrors
it into tags (`base_model:quantized:ORG/NAME`, plus a plain `base_model:ORG/NAME`); many uploads
declare nothing, so name patterns (`-GGUF`, `-AWQ`, `-bnb-4bit`, …) are the fallback. Declared
facts beat names, and a `reason` always says which signal decided.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass


class Kind(enum.StrEnum):
    ORIGINAL = "original"
    QUANTIZATION = "quantization"
    FINETUNE = "finetune"
    ADAPTER = "adapter"
    MERGE = "merge"
    MIRROR = "mirror"  # a re-upload under the same name by another owner


@dataclass(frozen=True)
class RepoKind:
    """The verdict. `base` is the declared or inferred parent; `official` is True when the repo
    belongs to the base model's owner (e.g. the vendor's own GGUF repo)."""

    kind: Kind
    base: str | None
    reason: str
    base_is_watched: bool = False
    official: bool = False

    @property
    def is_derivative(self) -> bool:
        return self.kind is not Kind.ORIGINAL


# `base_model_relation` values the Hub documents, plus spellings seen in hand-written cards.
RELATIONS: dict[str, Kind] = {
    "quantized": Kind.QUANTIZATION,
    "quantization": Kind.QUANTIZATION,
    "finetune": Kind.FINETUNE,
    "fine-tune": Kind.FINETUNE,
    "finetuned": Kind.FINETUNE,
    "adapter": Kind.ADAPTER,
    "merge": Kind.MERGE,
    "merged": Kind.MERGE,
}

# Name fragments of quantised uploads; bounded so "Clover" or "Gptqa" do not match.
_QUANT_NAME = re.compile(
    r"(?<![a-z0-9])("
    r"gguf|awq|gptq|exl2|exl3|hqq|eetq|aqlm|mlx|bnb|nf4|quant|quantized"
    r"|fp8|fp4|nvfp4|mxfp4|int2|int3|int4|int8|w4a16|w8a8|w8a16|w4a8|w4a4"
    r"|\d-?bits?|\d+(?:[._]\d+)?bpw"
    r"|i?q[1-8]_(?:k(?:_[sml]|_xs|_xxs)?|[01]|xs|xxs|s|m)"
    r")(?![a-z0-9])",
    re.IGNORECASE,
)
_ADAPTER_NAME = re.compile(r"(?<![a-z0-9])(q?lora|peft|adapters?)(?![a-z0-9])", re.IGNORECASE)

# Library/format tags the Hub puts on such repos.
# fmt: off
_QUANT_TAGS = frozenset({
    "gguf", "awq", "gptq", "exl2", "mlx", "4-bit", "8-bit", "bitsandbytes", "fp8",
    "compressed-tensors", "quantized",
})
# fmt: on
_ADAPTER_TAGS = frozenset({"lora", "peft", "adapter"})
_MERGE_TAGS = frozenset({"mergekit", "merge"})


def classify_repo(
    repo_id: str,
    card_base_models: str | Iterable[str] | None,
    tags: Iterable[str],
    watched_model_ids: Iterable[str],
    *,
    base_model_relation: str | None = None,
) -> RepoKind:
    """Classify `repo_id` ("owner/name") from its card's `base_model` (str or list), its Hub tags
    and `cardData.base_model_relation`; `watched_model_ids` are the models we follow, used to
    recognise mirrors and to infer a base from the name when none is declared."""
    watched = {w.lower(): w for w in watched_model_ids}
    tag_list = [t.strip() for t in tags if t and t.strip()]
    name = _name(repo_id)

    if repo_id.lower() in watched:
        return RepoKind(Kind.ORIGINAL, None, "a watched model itself")

    relation_bases, tag_relation = _relation_tags(tag_list)
    declared = _unique(
        [*_as_list(card_base_models), *relation_bases, *_plain_base_tags(tag_list)],
        exclude=repo_id,
    )
    same_name = [w for w in watched.values() if _name(w).lower() == name.lower()]
    if same_name and not any(d.lower() == same_name[0].lower() for d in declared):
        return _verdict(repo_id, Kind.MIRROR, same_name[0], "same name as a watched model", watched)

    inferred = _base_from_name(name, watched.values())
    base = _prefer_watched(declared, watched) or inferred
    base_note = (
        "" if declared or inferred is None else f" (base inferred from the name: {inferred})"
    )

    relation = (base_model_relation or "").strip().lower() or tag_relation
    if relation in RELATIONS:
        source = "cardData.base_model_relation" if base_model_relation else "base_model tag"
        return _verdict(
            repo_id, RELATIONS[relation], base, f"{source}={relation}{base_note}", watched
        )

    lowered = {t.lower() for t in tag_list}
    if match := _QUANT_NAME.search(name):
        reason = f"name pattern {match.group(1)!r}{base_note}"
        return _verdict(repo_id, Kind.QUANTIZATION, base, reason, watched)
    if match := _ADAPTER_NAME.search(name):
        reason = f"name pattern {match.group(1)!r}{base_note}"
        return _verdict(repo_id, Kind.ADAPTER, base, reason, watched)
    # Format tags alone also fit an original model that ships such files: require a base.
    if base is not None:
        for tagset, kind in (
            (_QUANT_TAGS, Kind.QUANTIZATION),
            (_ADAPTER_TAGS, Kind.ADAPTER),
            (_MERGE_TAGS, Kind.MERGE),
        ):
            if hit := sorted(lowered & tagset):
                return _verdict(repo_id, kind, base, f"tag {hit[0]!r}{base_note}", watched)
    if len(declared) > 1:
        return _verdict(repo_id, Kind.MERGE, base, f"{len(declared)} base models declared", watched)
    if declared:
        return _verdict(repo_id, Kind.FINETUNE, base, "base_model declared, no relation", watched)
    return RepoKind(Kind.ORIGINAL, None, "no base model declared and no derivative name pattern")


def _verdict(
    repo_id: str, kind: Kind, base: str | None, reason: str, watched: dict[str, str]
) -> RepoKind:
    return RepoKind(
        kind=kind,
        base=base,
        reason=reason,
        base_is_watched=base is not None and base.lower() in watched,
        official=base is not None and _owner(base).lower() == _owner(repo_id).lower(),
    )


def _relation_tags(tags: list[str]) -> tuple[list[str], str | None]:
    """`base_model:quantized:ORG/NAME` → bases and the first relation word."""
    bases: list[str] = []
    relation: str | None = None
    for tag in tags:
        parts = tag.split(":", 2)
        if len(parts) == 3 and parts[0].lower() == "base_model" and parts[1].lower() in RELATIONS:
            bases.append(parts[2])
            relation = relation or parts[1].lower()
    return bases, relation


def _plain_base_tags(tags: list[str]) -> list[str]:
    """`base_model:ORG/NAME` (no relation word)."""
    out = []
    for tag in tags:
        head, sep, rest = tag.partition(":")
        if sep and head.lower() == "base_model" and ":" not in rest and "/" in rest:
            out.append(rest)
    return out


def _base_from_name(name: str, watched: Iterable[str]) -> str | None:
    """The watched model whose name starts this repo's name (longest wins):
    `Clover-35B-A3B-Preview-GGUF` → `DiffuSpace/Clover-35B-A3B-Preview`."""
    folded = _fold(name)
    candidates = [w for w in watched if folded.startswith(_fold(_name(w))) and _fold(_name(w))]
    return max(candidates, key=lambda w: len(_name(w)), default=None)


def _prefer_watched(bases: list[str], watched: dict[str, str]) -> str | None:
    for base in bases:
        if base.lower() in watched:
            return base
    return bases[0] if bases else None


def _as_list(value: str | Iterable[str] | None) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return [v for v in value if isinstance(v, str)]


def _unique(values: list[str], *, exclude: str) -> list[str]:
    seen: dict[str, str] = {}
    for value in values:
        cleaned = value.strip()
        if cleaned and cleaned.lower() != exclude.lower():
            seen.setdefault(cleaned.lower(), cleaned)
    return list(seen.values())


def _name(repo_id: str) -> str:
    return repo_id.rsplit("/", 1)[-1]


def _owner(repo_id: str) -> str:
    return repo_id.split("/", 1)[0] if "/" in repo_id else ""


def _fold(text: str) -> str:
    return re.sub(r"[\s_.-]+", "", text.lower())
