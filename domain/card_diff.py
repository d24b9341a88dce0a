"""What changed in a model card, in a few lines a reader of an alert cares about.

A card edit matters when it touches *claims* (numbers next to benchmark, speed or memory words,
table rows with numbers) or *usage* (Usage, Quickstart, Deployment, SGLang, llama.cpp … sections),
or the YAML front matter (`base_model`, `license`, …). Typos, wording and whitespace do not.
So: split off the front matter and compare it key by key; diff the body line by line with
whitespace normalised, drop lines that only moved, and keep the claim and usage lines.
"""

from __future__ import annotations

import difflib
import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass

import yaml  # PyYAML, a dependency of huggingface_hub (front matter is YAML on the Hub)

DEFAULT_MAX_LINES = 8
MAX_LINE_CHARS = 160

USAGE_HEADING = re.compile(
    r"\b(?:usage|quick\s*start|getting\s+started|how\s+to\s+(?:use|run)|deploy\w*|serv(?:e|ing)"
    r"|inference|run(?:ning)?\s+locally|install\w*|requirements|sglang|vllm|llama\.cpp|ollama"
    r"|lm\s*studio|transformers|gguf|mlx|api)\b",
    re.IGNORECASE,
)
CLAIM_WORDS = re.compile(
    r"\b(?:benchmark\w*|scores?|accuracy|pass@\d*|mmlu\w*|gsm8k|humaneval\w*|mbpp|math(?:-?500)?"
    r"|gpqa\w*|aime\w*|arena\w*|elo|\w*bench\w*|ifeval|bfcl|hellaswag|win[- ]?rate"
    r"|tokens?/s|tok/s|throughput|latency|speed\w*|faster|slower|ttft"
    r"|memory|vram|context|parameters|params|active|experts?"
    r"|outperform\w*|beats?|surpass\w*|sota|state[- ]of[- ]the[- ]art)\b"
    r"|\d\s*(?:[kmgt]i?b|[kmgt]i?b/s)\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"\d")
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s{0,3}(```|~~~)")
_TABLE_RULE = re.compile(r"^\|?[\s:|-]+\|?$")


class LineKind(enum.StrEnum):
    CLAIM = "claim"
    USAGE = "usage"


@dataclass(frozen=True)
class CardLine:
    """One added or removed body line that matters, with the heading it sits under."""

    text: str
    section: str | None
    kind: LineKind


@dataclass(frozen=True)
class FieldChange:
    """A top-level front-matter key that was added, removed or changed (None = absent)."""

    key: str
    old: object
    new: object


@dataclass(frozen=True)
class CardChange:
    added: tuple[CardLine, ...]
    removed: tuple[CardLine, ...]
    sections_touched: tuple[str, ...]  # every section with a real (non-whitespace) edit
    summary: str  # "" when nothing watched changed
    front_matter: tuple[FieldChange, ...] = ()
    other_changed_lines: int = 0  # edits outside claims/usage: the card did change

    @property
    def significant(self) -> bool:
        return bool(self.added or self.removed or self.front_matter)


@dataclass(frozen=True)
class _Line:
    norm: str
    text: str
    section: str | None
    usage: bool  # under a usage heading (at any level above)


def summarize_card_change(
    old_md: str, new_md: str, *, max_lines: int = DEFAULT_MAX_LINES
) -> CardChange:
    """Compare two versions of a model card (README.md with optional YAML front matter)."""
    old_meta, old_body = split_front_matter(old_md)
    new_meta, new_body = split_front_matter(new_md)
    fields = _front_matter_changes(old_meta, new_meta)

    old_lines, new_lines = list(_lines(old_body)), list(_lines(new_body))
    removed_raw, added_raw = _changed(old_lines, new_lines)
    # A line removed in one place and added in another only moved.
    moved = {ln.norm for ln in removed_raw} & {ln.norm for ln in added_raw}
    removed_raw = [ln for ln in removed_raw if ln.norm not in moved]
    added_raw = [ln for ln in added_raw if ln.norm not in moved]

    removed = tuple(w for ln in removed_raw if (w := _watched(ln)) is not None)
    added = tuple(w for ln in added_raw if (w := _watched(ln)) is not None)
    touched = tuple(dict.fromkeys(ln.section or "(top)" for ln in (*removed_raw, *added_raw)))
    other = len(removed_raw) + len(added_raw) - len(removed) - len(added)
    return CardChange(
        added=added,
        removed=removed,
        sections_touched=touched,
        summary=_summary(fields, removed, added, max_lines),
        front_matter=fields,
        other_changed_lines=other,
    )


def split_front_matter(markdown: str) -> tuple[str | None, str]:
    """`---\\n<yaml>\\n---\\n<body>` → (yaml, body); no front matter → (None, markdown)."""
    text = markdown.lstrip("\ufeff")
    match = re.match(r"^---[ \t]*\r?\n(.*?)\r?\n---[ \t]*(?:\r?\n|$)", text, re.DOTALL)
    if match is None:
        return None, text
    return match.group(1), text[match.end() :]


def _front_matter_changes(old: str | None, new: str | None) -> tuple[FieldChange, ...]:
    old_map, new_map = _yaml_map(old), _yaml_map(new)
    if old_map is None or new_map is None:  # not YAML we can read: compare the text as one field
        old_text, new_text = _squash(old or ""), _squash(new or "")
        return () if old_text == new_text else (FieldChange("front_matter", old, new),)
    keys = dict.fromkeys([*old_map, *new_map])
    return tuple(
        FieldChange(str(k), _freeze(old_map.get(k)), _freeze(new_map.get(k)))
        for k in keys
        if old_map.get(k) != new_map.get(k)
    )


def _freeze(value: object) -> object:
    """YAML lists/maps as tuples, so a `CardChange` stays hashable like the frozen type says."""
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple((str(k), _freeze(v)) for k, v in value.items())
    return value


def _yaml_map(text: str | None) -> dict[object, object] | None:
    if text is None or not text.strip():
        return {}
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    return data if isinstance(data, dict) else None


def _lines(body: str) -> Iterator[_Line]:
    """Non-blank body lines with their section; headings inside code fences are not headings."""
    stack: list[tuple[int, str]] = []
    fenced = False
    for raw in body.splitlines():
        norm = _squash(raw)
        if not norm:
            continue
        heading = None if fenced else _HEADING.match(raw)
        if _FENCE.match(raw):
            fenced = not fenced
        if heading:
            level = len(heading.group(1))
            stack = [(lv, title) for lv, title in stack if lv < level]
            stack.append((level, heading.group(2).strip()))
        section = stack[-1][1] if stack else None
        usage = any(USAGE_HEADING.search(title) for _, title in stack)
        yield _Line(norm, raw.strip(), section, usage)


def _changed(old: list[_Line], new: list[_Line]) -> tuple[list[_Line], list[_Line]]:
    matcher = difflib.SequenceMatcher(
        a=[ln.norm for ln in old], b=[ln.norm for ln in new], autojunk=False
    )
    removed: list[_Line] = []
    added: list[_Line] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            removed.extend(old[i1:i2])
            added.extend(new[j1:j2])
    return removed, added


def _watched(line: _Line) -> CardLine | None:
    """Claims anywhere (a table row or a sentence with a number and a claim word); any line,
    heading included, of a usage section."""
    if is_claim_line(line.norm):
        return CardLine(_clip(line.text), line.section, LineKind.CLAIM)
    if line.usage:
        return CardLine(_clip(line.text), line.section, LineKind.USAGE)
    return None


def is_claim_line(text: str) -> bool:
    if not _NUMBER.search(text):
        return False
    stripped = text.strip()
    if stripped.startswith("|") and not _TABLE_RULE.match(stripped):
        return True
    return bool(CLAIM_WORDS.search(text))


def _summary(
    fields: tuple[FieldChange, ...],
    removed: tuple[CardLine, ...],
    added: tuple[CardLine, ...],
    max_lines: int,
) -> str:
    lines = [f"front matter {f.key}: {_short(f.old)} → {_short(f.new)}" for f in fields]
    for sign, group in (("−", removed), ("+", added)):
        lines.extend(f"{sign} [{ln.section or 'top'}] {ln.text}" for ln in group)
    if len(lines) > max_lines:
        hidden = len(lines) - (max_lines - 1)
        lines = [*lines[: max_lines - 1], f"… and {hidden} more changed lines"]
    return "\n".join(lines)


def _short(value: object) -> str:
    if value is None:
        return "(none)"
    return _clip(" ".join(str(value).split()), 60)


def _squash(text: str) -> str:
    return " ".join(text.split())


def _clip(text: str, limit: int = MAX_LINE_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
