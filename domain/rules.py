"""Change rules: what counts as news in a series of observations.

Everything here is a pure function of the new observation and what storage knew before it, so
the rules can be tested with plain values and replayed without a database.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from domain.metrics import SeriesKind, series_kind
from domain.watchlist import Direction, EventKind, Rule


class ChangeKind(enum.StrEnum):
    CHANGE = "change"
    MILESTONE = "milestone"
    ANOMALY = "anomaly"
    # Set and document events (values shared with watchlist.EventKind).
    NEW_REPO = "new_repo"
    NEW_FILE = "new_file"
    NEW_RELEASE = "new_release"
    NEW_COMMIT = "new_commit"
    CARD_CHANGE = "card_change"
    KEYWORD = "keyword"
    RELEASE = "release"  # new repos and releases on several platforms, fused into one
    # For operators, about the service itself.
    SOURCE_FAILING = "source_failing"
    SOURCE_RECOVERED = "source_recovered"


@dataclass(frozen=True, slots=True)
class Point:
    value: float
    at: datetime


@dataclass(frozen=True)
class MetricState:
    """What storage knew before the new observation of one metric of one page.

    `previous` is the last *observed* value (reported launch figures are history, not a
    baseline); `window_starts` holds, per rule window, the reference point the window's change
    is measured from; `marks` holds each rule's last alerted (or baseline) point.
    """

    previous: Point | None
    window_starts: Mapping[timedelta, Point] = field(default_factory=dict)
    marks: Mapping[str, Point] = field(default_factory=dict)


@dataclass(frozen=True)
class Change:
    """One thing worth telling people; `key` makes the alert idempotent."""

    kind: ChangeKind
    key: str
    metric: str | None = None
    old: float | None = None
    new: float | None = None
    window: timedelta | None = None
    since: datetime | None = None
    rule: str | None = None
    milestone: float | None = None
    item: str | None = None
    detail: str | None = None  # e.g. "quantization of …", a card-change summary
    lines: tuple[str, ...] = ()  # e.g. a release timeline

    @property
    def delta(self) -> float | None:
        if self.old is None or self.new is None:
            return None
        return self.new - self.old

    @property
    def ratio(self) -> float | None:
        if self.old in (None, 0) or self.new is None:
            return None
        return (self.new - self.old) / self.old


@dataclass(frozen=True)
class Evaluation:
    changes: tuple[Change, ...]
    marks: Mapping[str, Point]


def milestone_mark(rule: Rule, milestone: float) -> str:
    return f"{rule.rule_id}:{milestone:g}"


def detect_changes(
    metric: str, point: Point, state: MetricState, rules: Iterable[Rule]
) -> Evaluation:
    """Apply a page's metric rules to a new observation.

    The first observation is a baseline: it sets every rule's mark (and silently passes the
    milestones already behind it) and never alerts.
    """
    rules = [r for r in rules if r.metric == metric and r.event is None]
    kind = series_kind(metric)
    changes: list[Change] = []
    marks: dict[str, Point] = {}

    if state.previous is None:
        for rule in rules:
            if rule.milestones:
                for m in rule.milestones:
                    if point.value >= m:
                        marks[milestone_mark(rule, m)] = point
            else:
                marks[rule.rule_id] = point
        return Evaluation((), marks)

    previous = state.previous
    if kind is SeriesKind.CUMULATIVE and point.value < previous.value:
        changes.append(
            Change(
                ChangeKind.ANOMALY,
                key=f"anomaly:{previous.value:g}->{point.value:g}@{point.at.isoformat()}",
                metric=metric,
                old=previous.value,
                new=point.value,
                since=previous.at,
            )
        )

    for rule in rules:
        if rule.milestones:
            changes.extend(_milestones(metric, point, state, rule, marks))
        elif rule.window is not None:
            changes.extend(_window_change(metric, point, state, rule, marks))
        else:
            changes.extend(_change_since_mark(metric, point, state, rule, kind, marks))
    return Evaluation(tuple(changes), marks)


def _crossed(rule: Rule, old: float, new: float) -> bool:
    delta = new - old
    if rule.direction is Direction.UP:
        moved = delta
    elif rule.direction is Direction.DOWN:
        moved = -delta
    else:
        moved = abs(delta)
    if moved <= 0:
        return False
    if rule.absolute is not None:
        return moved >= rule.absolute
    assert rule.relative is not None
    return old > 0 and moved / old >= rule.relative


def _change_since_mark(
    metric: str,
    point: Point,
    state: MetricState,
    rule: Rule,
    kind: SeriesKind,
    marks: dict[str, Point],
) -> list[Change]:
    assert state.previous is not None
    mark = state.marks.get(rule.rule_id, state.previous)
    if _crossed(rule, mark.value, point.value):
        marks[rule.rule_id] = point
        return [
            Change(
                ChangeKind.CHANGE,
                key=f"{rule.rule_id}@{point.at.isoformat()}",
                metric=metric,
                old=mark.value,
                new=point.value,
                since=mark.at,
                rule=rule.describe(),
            )
        ]
    # A rolling window moves back as old downloads leave it; a renewed rise is measured from
    # the low, not from a peak the series left long ago.
    if kind is SeriesKind.ROLLING and _moved_against(rule, mark.value, point.value):
        marks[rule.rule_id] = point
    elif rule.rule_id not in state.marks:
        marks[rule.rule_id] = mark
    return []


def _moved_against(rule: Rule, old: float, new: float) -> bool:
    if rule.direction is Direction.UP:
        return new < old
    if rule.direction is Direction.DOWN:
        return new > old
    return False


def _window_change(
    metric: str, point: Point, state: MetricState, rule: Rule, marks: dict[str, Point]
) -> list[Change]:
    assert rule.window is not None
    start = state.window_starts.get(rule.window)
    if start is None or not _crossed(rule, start.value, point.value):
        return []
    # Fire once per rise: not again inside the same window unless the series has moved by
    # the threshold again since the last alert.
    mark = state.marks.get(rule.rule_id)
    if (
        mark is not None
        and mark.at > point.at - rule.window
        and not _crossed(rule, mark.value, point.value)
    ):
        return []
    marks[rule.rule_id] = point
    return [
        Change(
            ChangeKind.CHANGE,
            key=f"{rule.rule_id}@{point.at.isoformat()}",
            metric=metric,
            old=start.value,
            new=point.value,
            window=rule.window,
            since=start.at,
            rule=rule.describe(),
        )
    ]


def _milestones(
    metric: str, point: Point, state: MetricState, rule: Rule, marks: dict[str, Point]
) -> list[Change]:
    crossed = [
        m
        for m in rule.milestones
        if point.value >= m and milestone_mark(rule, m) not in state.marks
    ]
    if not crossed:
        return []
    for m in crossed:
        marks[milestone_mark(rule, m)] = point
    top = max(crossed)
    assert state.previous is not None
    return [
        Change(
            ChangeKind.MILESTONE,
            key=f"milestone:{top:g}",
            metric=metric,
            old=state.previous.value,
            new=point.value,
            since=state.previous.at,
            milestone=top,
            rule=rule.describe(),
        )
    ]


def detect_new_items(
    known: frozenset[str] | None, current: Iterable[str], rules: Sequence[Rule], kind: EventKind
) -> tuple[Change, ...]:
    """New members of a set (repos of an org, files of a repo) that the rules care about.

    `known is None` means the set was never listed before: the listing is a baseline.
    """
    if known is None:
        return ()
    wanted = [r for r in rules if r.event == kind]
    change_kind = ChangeKind(kind.value)
    out: list[Change] = []
    for item in sorted(set(current) - known):
        matching = [r for r in wanted if r.matches_file(item.rsplit("/", 1)[-1])]
        if matching:
            out.append(
                Change(change_kind, key=f"{kind}:{item}", item=item, rule=matching[0].describe())
            )
    return tuple(out)


def daily_increments(points: Sequence[Point]) -> list[Point]:
    """Per-day increase of a cumulative series, from the last observation of each UTC day.

    A gap of several days is spread evenly over it, so a missed crawl does not show as a spike.
    """
    last_per_day: dict[date, Point] = {}
    for p in sorted(points, key=lambda p: p.at):
        last_per_day[p.at.date()] = p
    days = sorted(last_per_day)
    out: list[Point] = []
    for before, after in itertools.pairwise(days):
        a, b = last_per_day[before], last_per_day[after]
        span = (after - before).days
        out.append(Point((b.value - a.value) / span, b.at))
    return out
