"""The unit of work behind every stored observation.

Snapshots, rule marks, known sets and the alerts they cause are written in one transaction:
after a crash either all of them are there (and the outbox delivers the alerts) or none is
(and the next crawl sees the change again).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, time

from sqlalchemy.orm import Session

from domain.observations import OrgObservation, RepoObservation
from domain.rules import Change, MetricState, Point, detect_changes, detect_new_items
from domain.watchlist import EventKind, WatchedModel, Watchlist
from notifier.format import format_change, hub_url
from storage import queries
from storage.db import Database
from storage.models import Origin, Snapshot

log = logging.getLogger(__name__)


@dataclass
class RecordResult:
    rows: int = 0
    alerts: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Recipients:
    """Where alerts go: configured chats (plus /start subscribers), or the console."""

    chats: Sequence[str]
    include_subscribers: bool
    page_base: str  # the Hub's web base, for links in messages

    def for_alert(self, session: Session) -> list[str]:
        if not self.include_subscribers:
            return list(self.chats)
        return queries.alert_recipients(session, self.chats)


def record_repo(
    db: Database, watchlist: Watchlist, obs: RepoObservation, recipients: Recipients
) -> RecordResult:
    model = watchlist.model_for_repo(obs.watched_id) or watchlist.model_for_repo(obs.repo_id)
    subject = obs.watched_id if model else obs.repo_id
    if obs.requested_id and obs.requested_id != obs.repo_id:
        log.warning(
            "%s: %s now answers as %s (renamed?); history continues under %s; update the watchlist",
            obs.source,
            obs.requested_id,
            obs.repo_id,
            subject,
        )
    model_key = model.key if model else obs.repo_id
    result = RecordResult()
    with db.transaction() as session:
        changes: list[tuple[Change, str | None]] = []
        for metric, value in sorted(obs.metrics.items()):
            point = Point(float(value), obs.observed_at)
            rules = model.metric_rules(metric) if model else ()
            if rules:  # read the state before this observation joins it
                prefix = f"{model_key}|{subject}|{metric}|"
                state = MetricState(
                    previous=queries.last_observed(session, subject, metric),
                    window_starts=queries.window_starts(
                        session, subject, metric, obs.observed_at, [r.window for r in rules]
                    ),
                    marks=queries.marks_for(session, prefix),
                )
                evaluation = detect_changes(metric, point, state, rules)
                queries.save_marks(session, prefix, dict(evaluation.marks))
                changes.extend((c, metric) for c in evaluation.changes)
            session.add(
                Snapshot(
                    model=model_key,
                    source=obs.source,
                    subject=subject,
                    metric=metric,
                    value=point.value,
                    observed_at=obs.observed_at,
                    origin=Origin.OBSERVED,
                )
            )
            result.rows += 1

        if obs.files is not None and model is not None:
            scope = f"{obs.source}:files:{subject}"
            known = queries.known_items(session, scope)
            for change in detect_new_items(known, obs.files, model.rules, EventKind.NEW_FILE):
                changes.append((change, None))
            queries.remember_items(session, scope, obs.files, obs.observed_at)

        if model is not None and changes:
            chats = recipients.for_alert(session)
            for change, metric in changes:
                key = f"{obs.source}|{subject}|{metric or '-'}|{change.key}"
                if _enqueue(session, model, obs, subject, change, key, chats, recipients):
                    result.alerts.append(key)
    return result


def record_org(
    db: Database, watchlist: Watchlist, obs: OrgObservation, recipients: Recipients
) -> RecordResult:
    """New repos in a vendor org: one alert per repo, however many models watch the org."""
    models = watchlist.models_for_org(obs.org)
    result = RecordResult()
    with db.transaction() as session:
        scope = f"{obs.source}:org:{obs.org.lower()}"
        known = queries.known_items(session, scope)
        rules = [r for m in models for r in m.rules]
        changes = detect_new_items(known, obs.repos, rules, EventKind.NEW_REPO)
        queries.remember_items(session, scope, obs.repos, obs.observed_at)
        if changes and models:
            chats = recipients.for_alert(session)
            for change in changes:
                key = f"{obs.source}|{change.key}"
                if _enqueue(session, models[0], obs, obs.org, change, key, chats, recipients):
                    result.alerts.append(key)
    return result


def _enqueue(
    session: Session,
    model: WatchedModel,
    obs: RepoObservation | OrgObservation,
    subject: str,
    change: Change,
    key: str,
    chats: Sequence[str],
    recipients: Recipients,
) -> bool:
    link_to = change.item if change.kind == "new_repo" and change.item else subject
    text = format_change(
        change,
        model_name=model.name,
        source=obs.source,
        subject=subject,
        data_at=obs.observed_at,
        page_url=hub_url(recipients.page_base, link_to),
    )
    alert = queries.enqueue_alert(
        session,
        key=key,
        model=model.key,
        kind=change.kind,
        headline=text.headline,
        body_html=text.html,
        data_at=obs.observed_at,
        payload={
            "source": obs.source,
            "subject": subject,
            "metric": change.metric,
            "old": change.old,
            "new": change.new,
            "milestone": change.milestone,
            "item": change.item,
            "rule": change.rule,
        },
        chats=chats,
    )
    if alert is not None:
        log.info("alert queued for %d chat(s): %s", len(chats), text.headline)
    return alert is not None


def record_reported(db: Database, watchlist: Watchlist) -> int:
    """Store the watchlist's reported launch figures (idempotent)."""
    added = 0
    with db.transaction() as session:
        for model in watchlist.models:
            subject = model.pages.huggingface[0] if model.pages.huggingface else model.key
            for fig in model.reported:
                added += queries.ensure_reported(
                    session,
                    model=model.key,
                    source=fig.source,
                    subject=subject,
                    metric=fig.metric,
                    value=fig.value,
                    at=datetime.combine(fig.date, time(0, 0), tzinfo=UTC),
                )
    return added
