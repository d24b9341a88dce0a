"""What every leaderboard parser returns: `LeaderboardRow`, its errors, diffs and evidence.

A row is one published result as the source shows it (model name as spelled there, the
organisation that ran or submitted it, the exact benchmark version, the value in points 0–100)
plus our reading of who ran it (`Runner`, by the first-party rules of verification-sources §4.4)
and why (`runner_reason`). Rows are keyed by a `row_id` that is stable per source row, so two
polls can be diffed and a row that disappears or is hidden is seen as retracted.
"""

from __future__ import annotations

import enum
import json
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from domain.claims.benchmarks import BenchmarkId
from domain.claims.identity import (
    MatchKind,
    ModelMatch,
    TargetModel,
    VendorIdentity,
    match_model,
)
from domain.claims.verdicts import SETTING_KEYS, Evidence, Runner


class Source(enum.StrEnum):
    SWEBENCH = "swebench"
    TERMINAL_BENCH = "terminal_bench"
    TAU_BENCH = "tau_bench"
    HF_EVAL_RESULTS = "hf_eval_results"
    ARTIFICIAL_ANALYSIS = "artificial_analysis"


#: How a source is named in notes and in `Evidence.source_name`.
SOURCE_TITLES = {
    Source.SWEBENCH: "SWE-bench leaderboard",
    Source.TERMINAL_BENCH: "Terminal-Bench leaderboard",
    Source.TAU_BENCH: "τ-bench leaderboard",
    Source.HF_EVAL_RESULTS: "Hugging Face eval results",
    Source.ARTIFICIAL_ANALYSIS: "Artificial Analysis",
}


class Reason(enum.StrEnum):
    """Why a payload was refused; stable strings for logs and counters."""

    NOT_JSON = "not_json"  # HTML error page, empty or truncated body
    API_ERROR = "api_error"  # {"error": …} where data was expected
    WRONG_SHAPE = "wrong_shape"  # e.g. a list where an object was expected
    MISSING_FIELD = "missing_field"
    BAD_VALUE = "bad_value"  # a score out of range, a non-number, an unknown version


class LeaderboardError(ValueError):
    """A leaderboard payload we cannot read; no rows are produced from it."""

    def __init__(self, source: Source, reason: Reason, detail: str) -> None:
        super().__init__(f"{SOURCE_TITLES[source]} {reason}: {detail}")
        self.source = source
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class Uncertainty:
    """Source-reported uncertainty, in points (TB `accuracy_stderr`/CI, legacy TB stderr×100)."""

    stderr: float | None = None
    ci95_half_width: float | None = None


@dataclass(frozen=True)
class LeaderboardRow:
    """One published result. `value` is in points 0–100 (fractions already ×100).

    `setting` holds the conditions that make results comparable or not, as strings: `scaffold`
    (agent), `reasoning_effort`, `domains` (τ), `attempts`, `user_simulator`,
    `tau2_bench_version`, `trials`… Keys that `judge_claim` compares (`SETTING_KEYS`) are passed
    on as evidence conditions. `hidden` is True for rows the source hides (TB `status: "hide"`).
    `model_repo` is the HF repo id when the source links one (an exact identity link).
    """

    source: Source
    row_id: str
    model_name: str
    model_org: str | None
    submitter: str | None
    benchmark: BenchmarkId | None
    value: float
    runner: Runner
    runner_reason: str
    url: str | None
    date: date | None = None
    uncertainty: Uncertainty | None = None
    setting: dict[str, str] = field(default_factory=dict)
    hidden: bool = False
    model_repo: str | None = None

    @property
    def source_title(self) -> str:
        return SOURCE_TITLES[self.source]


@dataclass(frozen=True)
class RowDiff:
    """Rows added, changed (old, new) and removed between two polls of one source."""

    added: tuple[LeaderboardRow, ...] = ()
    changed: tuple[tuple[LeaderboardRow, LeaderboardRow], ...] = ()
    removed: tuple[LeaderboardRow, ...] = ()

    @property
    def retracted(self) -> tuple[LeaderboardRow, ...]:
        """Rows that were visible and are gone or now hidden (pulled for cheating, withdrawn)."""
        hidden_now = tuple(old for old, new in self.changed if new.hidden and not old.hidden)
        return tuple(r for r in self.removed if not r.hidden) + hidden_now

    @property
    def empty(self) -> bool:
        return not (self.added or self.changed or self.removed)


def _by_id(rows: Iterable[LeaderboardRow], which: str) -> dict[str, LeaderboardRow]:
    out: dict[str, LeaderboardRow] = {}
    for row in rows:
        key = f"{row.source}:{row.row_id}"
        if key in out:
            raise ValueError(f"duplicate row_id {key!r} in the {which} rows")
        out[key] = row
    return out


def diff_rows(old: Iterable[LeaderboardRow], new: Iterable[LeaderboardRow]) -> RowDiff:
    """Compare two polls keyed by (source, row_id): a value, setting, runner or hidden flag that
    changed makes a row "changed"; a row missing from `new` is "removed" (retracted)."""
    before = _by_id(old, "old")
    after = _by_id(new, "new")
    return RowDiff(
        added=tuple(after[k] for k in after if k not in before),
        changed=tuple(
            (before[k], after[k]) for k in after if k in before and before[k] != after[k]
        ),
        removed=tuple(before[k] for k in before if k not in after),
    )


# ------------------------------------------------------------------------------ evidence


def row_to_evidence(row: LeaderboardRow, *, derivative: bool = False) -> Evidence:
    """The row as `Evidence` for `judge_claim`. Different submitters on one board are
    different sources (`source_name` carries the submitter): two independent teams' runs are two
    independent results even when one leaderboard publishes both."""
    title = row.source_title
    who = row.submitter
    name = f"{title} ({who})" if who and who.lower() != title.lower() else title
    return Evidence(
        value=row.value,
        unit="%",
        benchmark=row.benchmark,
        runner=row.runner,
        source_url=row.url or "",
        conditions={k: row.setting[k] for k in SETTING_KEYS if row.setting.get(k)},
        is_derivative_model=derivative,
        source_name=name,
    )


def match_rows(
    rows: Iterable[LeaderboardRow], target: TargetModel
) -> list[tuple[LeaderboardRow, ModelMatch]]:
    """Each row with how its model relates to `target` (exact/possible/derivative/different)."""
    out = []
    for row in rows:
        name = row.model_repo or row.model_name
        out.append((row, match_model(name, row.model_org, target)))
    return out


def evidence_for(rows: Iterable[LeaderboardRow], target: TargetModel) -> list[Evidence]:
    """Evidence about `target` from parsed rows: exact matches, plus derivatives marked as such
    (so `judge_claim` lists and ignores them). Hidden rows, possible matches (a notice at most)
    and other models are left out."""
    out = []
    for row, match in match_rows(rows, target):
        if row.hidden:
            continue
        if match.kind is MatchKind.EXACT:
            out.append(row_to_evidence(row))
        elif match.kind is MatchKind.DERIVATIVE:
            out.append(row_to_evidence(row, derivative=True))
    return out


# ------------------------------------------------------------------------------ helpers


def load_json(payload: bytes | str | Any, source: Source) -> Any:
    """Bytes or text → JSON; already-parsed data passes through."""
    if isinstance(payload, bytes | bytearray | memoryview):
        try:
            payload = bytes(payload).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise LeaderboardError(source, Reason.NOT_JSON, f"not UTF-8: {exc}") from None
    if isinstance(payload, str):
        text = payload.strip()
        if not text:
            raise LeaderboardError(source, Reason.NOT_JSON, "empty body")
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            snippet = text[:60].replace("\n", " ")
            raise LeaderboardError(
                source, Reason.NOT_JSON, f"{exc.msg} at {exc.pos} (body starts {snippet!r})"
            ) from None
    return payload


def api_error(data: Any) -> str | None:
    """The message of an `{"error": …}` / `{"message": …}` answer, if that is what it is."""
    if not isinstance(data, dict):
        return None
    err = data.get("error")
    if isinstance(err, dict):
        return str(err.get("message") or err.get("code") or err)
    if isinstance(err, str) and err:
        return err
    if set(data) <= {"message", "status", "statusCode", "code"} and data.get("message"):
        return str(data["message"])
    return None


def number(
    value: Any,
    source: Source,
    what: str,
    *,
    lo: float | None = None,
    hi: float | None = None,
) -> float:
    """A finite number within [lo, hi], or a `LeaderboardError` saying which field is wrong."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise LeaderboardError(source, Reason.BAD_VALUE, f"{what} is not a number: {value!r}")
    out = float(value)
    if not math.isfinite(out):
        raise LeaderboardError(source, Reason.BAD_VALUE, f"{what} is not finite: {value!r}")
    if (lo is not None and out < lo) or (hi is not None and out > hi):
        raise LeaderboardError(
            source, Reason.BAD_VALUE, f"{what} = {value!r} is outside [{lo:g}, {hi:g}]"
        )
    return out


def optional_number(value: Any, source: Source, what: str, **bounds: float) -> float | None:
    return None if value is None else number(value, source, what, **bounds)


def text(value: Any) -> str | None:
    """A non-empty stripped string, or None."""
    if isinstance(value, str) and value.strip():
        return value.strip()
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return None


def label(value: Any) -> str | None:
    """A display value that is a plain string or a `{label, url}` object (Harbor)."""
    if isinstance(value, dict):
        return text(value.get("label")) or text(value.get("name"))
    return text(value)


def parse_date(value: Any) -> date | None:
    """`YYYY-MM-DD` (optionally followed by a time); anything else is None, never a guess."""
    raw = text(value)
    if raw is None:
        return None
    m = re.match(r"(\d{4})-(\d{2})-(\d{2})", raw)
    if not m:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None


def same_org(a: str | None, b: str | None) -> bool:
    """Two organisation names as sources spell them ("Z.ai" vs "zai-org", "Zhipu AI" vs
    "Zhipu") name the same organisation."""
    if not a or not b:
        return False
    return VendorIdentity(a).is_vendor(b)


def unique_ids(rows: Sequence[LeaderboardRow]) -> list[LeaderboardRow]:
    """Make row ids unique within one payload (a repeated id gets `~2`, `~3`… in order)."""
    seen: dict[str, int] = {}
    out = []
    for row in rows:
        n = seen.get(row.row_id, 0) + 1
        seen[row.row_id] = n
        out.append(row if n == 1 else replace(row, row_id=f"{row.row_id}~{n}"))
    return out
