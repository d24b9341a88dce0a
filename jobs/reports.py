"""Read-side answers shared by the CLI and the bot (no terminal or Telegram types here)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from domain.durations import parse_duration
from domain.metrics import DERIVED_DAILY, Metric
from domain.rules import Point, daily_increments
from domain.watchlist import Watchlist
from storage import queries
from storage.db import Database
from storage.models import Alert, SourceStatus, utcnow

KNOWN_METRICS = (*[m.value for m in Metric], *DERIVED_DAILY)


class UserInputError(ValueError):
    """A user asked for something that does not exist; the message says what exists."""


@dataclass(frozen=True)
class ResolvedModel:
    key: str
    name: str


def resolve_model(watchlist: Watchlist, query: str) -> ResolvedModel:
    """A watched model by key, name, alias or repo id; any other text is taken as a page id
    (e.g. an unwatched repo of a vendor org, whose numbers are stored under its repo id)."""
    model = watchlist.find(query)
    if model is not None:
        return ResolvedModel(model.key, model.name)
    if "/" in query:
        return ResolvedModel(query, query)
    known = ", ".join(m.name for m in watchlist.models) or "none"
    raise UserInputError(f"unknown model {query!r}; watched: {known}")


def parse_since(text: str | None, *, default: timedelta | None = None) -> datetime | None:
    if text is None:
        return utcnow() - default if default else None
    try:
        return utcnow() - parse_duration(text if text[-1].isalpha() else f"{text}d")
    except ValueError as exc:
        raise UserInputError(str(exc)) from exc


def check_metric(metric: str | None) -> str | None:
    if metric is not None and metric not in KNOWN_METRICS:
        raise UserInputError(f"unknown metric {metric!r}; one of: {', '.join(KNOWN_METRICS)}")
    return metric


def history_rows(
    db: Database,
    watchlist: Watchlist,
    query: str,
    *,
    metric: str | None = None,
    since: datetime | None = None,
) -> tuple[ResolvedModel, list[queries.HistoryRow]]:
    """Stored snapshots, oldest first; `downloads_daily` is derived from the cumulative count."""
    model = resolve_model(watchlist, query)
    check_metric(metric)
    base = DERIVED_DAILY.get(metric or "")
    with db.transaction() as session:
        rows = queries.history(
            session,
            model.key,
            metrics=[base or metric] if metric else None,
            since=since - timedelta(days=1) if base and since else since,
        )
    if base is None:
        return model, rows
    derived: list[queries.HistoryRow] = []
    by_subject: dict[tuple[str, str], list[Point]] = {}
    for row in rows:
        by_subject.setdefault((row.source, row.subject), []).append(
            Point(row.value, row.observed_at)
        )
    for (source, subject), points in by_subject.items():
        for p in daily_increments(points):
            if since is None or p.at >= since:
                derived.append(
                    queries.HistoryRow(p.at, source, subject, metric or "", p.value, "derived")
                )
    derived.sort(key=lambda r: r.observed_at)
    return model, derived


def latest(db: Database, watchlist: Watchlist) -> list[tuple[str, list[queries.HistoryRow]]]:
    with db.transaction() as session:
        return [(m.name, queries.latest_values(session, m.key)) for m in watchlist.models]


def recent_alerts(db: Database, *, limit: int = 20) -> Sequence[Alert]:
    with db.transaction() as session:
        return queries.recent_alerts(session, limit=limit)


def source_report(db: Database) -> tuple[list[SourceStatus], dict[str, int]]:
    with db.transaction() as session:
        return queries.source_statuses(session), queries.snapshot_counts(session)
