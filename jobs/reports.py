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
    except (ValueError, OverflowError) as exc:
        raise UserInputError(f"not a period: {text!r} ({exc})") from exc


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


@dataclass(frozen=True)
class PageView:
    """One platform page of a model: its latest numbers and how fresh they are."""

    source: str
    subject: str
    values: dict[str, float]
    observed_at: datetime | None
    source_state: str  # "ok", or "failing since 09:10 UTC with HTTP 503 …"


def overview(db: Database, watchlist: Watchlist) -> list[tuple[str, list[PageView]]]:
    """Each model's pages side by side, each with its freshness and its source's health."""
    with db.transaction() as session:
        statuses = {s.source: s for s in queries.source_statuses(session)}
        out = []
        for model in watchlist.models:
            rows = queries.latest_values(session, model.key)
            pages: dict[tuple[str, str], list[queries.HistoryRow]] = {}
            for row in rows:
                if row.origin == "observed":
                    pages.setdefault((row.source, row.subject), []).append(row)
            views = []
            for source in watchlist.sources():
                for subject in model.pages.of(source) or ():
                    got = pages.get((source, subject), [])
                    views.append(
                        PageView(
                            source,
                            subject,
                            {r.metric: r.value for r in got},
                            max((r.observed_at for r in got), default=None),
                            source_state(statuses.get(source)),
                        )
                    )
            out.append((model.name, views))
        return out


def source_state(status: SourceStatus | None) -> str:
    if status is None or status.last_run_at is None:
        return "not run yet"
    if not status.consecutive_failures:
        return "ok"
    since = status.failing_since or status.last_error_at
    when = f" since {since:%Y-%m-%d %H:%M} UTC" if since else ""
    return f"failing{when} with {status.last_error}"


def age(at: datetime | None, now: datetime | None = None) -> str:
    if at is None:
        return "no data"
    seconds = ((now or utcnow()) - at).total_seconds()
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            return f"{int(seconds // size)} {unit} old"
    return "just now"


def recent_alerts(db: Database, *, limit: int = 20) -> Sequence[Alert]:
    with db.transaction() as session:
        return queries.recent_alerts(session, limit=limit)


def source_report(db: Database) -> tuple[list[SourceStatus], dict[str, int]]:
    with db.transaction() as session:
        return queries.source_statuses(session), queries.snapshot_counts(session)


@dataclass(frozen=True)
class StoryView:
    title: str
    first_seen_at: datetime
    first_outlet: str
    first_url: str
    outlet_count: int
    independent_count: int
    languages: list[str]
    articles: list[dict[str, object]]


def news_stories(
    db: Database, watchlist: Watchlist, query: str, *, since: datetime | None
) -> tuple[ResolvedModel, list[StoryView]]:
    """A model's stories, newest first, with their outlets."""
    model = resolve_model(watchlist, query)
    with db.transaction() as session:
        rows = queries.recent_stories(session, model.key, since)
    views = [
        StoryView(
            story.title,
            story.first_seen_at,
            story.first_outlet,
            story.first_url,
            story.outlet_count,
            story.independent_count,
            list(story.languages),
            [
                {
                    "url": a.url,
                    "outlet": a.outlet,
                    "kind": a.outlet_kind,
                    "lang": a.lang,
                    "status": a.status,
                    "copy": a.copy_of is not None,
                    "published_at": a.published_at.isoformat() if a.published_at else None,
                }
                for a in members
            ],
        )
        for story, members in rows
    ]
    views.reverse()
    return model, views


def evidence_line(evidence: dict[str, object]) -> str:
    """One piece of shown evidence as the CLI and the bot print it: a "nothing is verified"
    statement and a lead (figures nobody is named as having run) say that they do not
    count."""
    source = evidence["source"]
    # a row its source has since taken back (a comment deleted, a board row withdrawn) is
    # still shown, as history, but says so
    gone = " [retracted]" if evidence.get("retracted") else ""
    if evidence["negated"]:
        return f"{source}: not verified (statement){gone}"
    if evidence["match"] == "lead":
        line = f"{source} (lead: nobody named as its tester; not counted) {evidence['value']}"
        return line + gone
    return f"{source} ({evidence['runner']}, {evidence['match']}) {evidence['value']}{gone}"


def claims_view(db: Database, model: str) -> list[dict[str, object]]:
    """A model's claims with verdict and shown evidence, as the CLI's JSON and the bot use."""
    from storage.ledger import ledger

    out: list[dict[str, object]] = []
    for claim, evidence in ledger(db, model):
        out.append(
            {
                "id": claim.claim_id,
                "model": claim.model,
                "kind": claim.kind,
                "benchmark": claim.benchmark,
                "claimed": claim.value,
                "claimed_max": claim.value_max,
                "unit": claim.unit,
                "conditions": claim.conditions,
                "baseline": claim.baseline,
                "verdict": claim.verdict,
                "delta": claim.delta,
                "notes": claim.verdict_notes,
                "evidence": [
                    {
                        "value": e.value,
                        "unit": e.unit,
                        "benchmark": e.benchmark,
                        # a lead's runner is unknown, whatever the row's column holds
                        "runner": "unattributed" if e.match == "lead" else e.runner,
                        "source": e.source_name,
                        "origin": e.origin,
                        "url": e.url,
                        "match": e.match,
                        "negated": e.negated,
                        "retracted": e.retracted_at is not None,
                        "quote": e.quote,
                    }
                    for e in evidence
                ],
            }
        )
    return out
