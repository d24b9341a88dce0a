"""The unit of work behind every stored observation.

Snapshots, rule marks, known sets, document versions and the alerts they cause are written in
one transaction: after a crash either all of them are there (and the outbox delivers the
alerts) or none is (and the next crawl sees the change again).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, time, timedelta

from sqlalchemy.orm import Session

from crawler.parsers.github import find_keywords
from domain.card_diff import summarize_card_change
from domain.derivatives import Kind, classify_repo
from domain.fusion import Event
from domain.fusion import Release as FusedRelease
from domain.observations import OrgObservation, RepoObservation
from domain.rules import Change, ChangeKind, MetricState, Point, detect_changes, detect_new_items
from domain.watchlist import EventKind, Rule, WatchedModel, Watchlist
from notifier.format import format_change, page_url
from storage import queries
from storage.db import Database
from storage.models import Alert, Origin, Snapshot
from storage.models import Release as ReleaseRow

log = logging.getLogger(__name__)

FUSION_WINDOW = timedelta(hours=48)
# Kinds of events that announce something published, and so may be one release across platforms.
RELEASE_KINDS = {ChangeKind.NEW_REPO, ChangeKind.NEW_RELEASE}


@dataclass
class RecordResult:
    rows: int = 0
    alerts: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Recipients:
    """Where alerts go: configured chats (plus /start subscribers), or the console."""

    chats: Sequence[str]
    include_subscribers: bool
    endpoints: dict[str, str] = field(default_factory=dict)  # source → web base, for links
    operators: Sequence[str] = ()

    def for_alert(self, session: Session) -> list[str]:
        if not self.include_subscribers:
            return list(self.chats)
        return queries.alert_recipients(session, self.chats)


@dataclass
class _Pending:
    """A change and where it happened, waiting to become an alert."""

    change: Change
    metric: str | None
    subject: str
    key: str


def record_repo(
    db: Database, watchlist: Watchlist, obs: RepoObservation, recipients: Recipients
) -> RecordResult:
    source = obs.source
    model = watchlist.model_for_repo(obs.watched_id, source) or watchlist.model_for_repo(
        obs.repo_id, source
    )
    subject = obs.watched_id if model else obs.repo_id
    if obs.requested_id and obs.requested_id != obs.repo_id:
        log.warning(
            "%s: %s now answers as %s (renamed?); history continues under %s; update the watchlist",
            source,
            obs.requested_id,
            obs.repo_id,
            subject,
        )
    model_key = model.key if model else obs.repo_id
    result = RecordResult()
    with db.transaction() as session:
        pending: list[_Pending] = []
        for metric, value in sorted(obs.metrics.items()):
            point = Point(float(value), obs.observed_at)
            rules = model.metric_rules(metric) if model else ()
            if rules:  # read the state before this observation joins it
                prefix = f"{model_key}|{source}|{subject}|{metric}|"
                state = MetricState(
                    previous=queries.last_observed(session, source, subject, metric),
                    window_starts=queries.window_starts(
                        session,
                        source,
                        subject,
                        metric,
                        obs.observed_at,
                        [r.window for r in rules],
                    ),
                    marks=queries.marks_for(session, prefix),
                )
                evaluation = detect_changes(metric, point, state, rules)
                queries.save_marks(session, prefix, dict(evaluation.marks))
                for change in evaluation.changes:
                    key = f"{source}|{subject}|{metric}|{change.key}"
                    pending.append(_Pending(change, metric, subject, key))
            session.add(
                Snapshot(
                    model=model_key,
                    source=source,
                    subject=subject,
                    metric=metric,
                    value=point.value,
                    observed_at=obs.observed_at,
                    origin=Origin.OBSERVED,
                )
            )
            result.rows += 1

        if model is not None:
            for change in _page_events(session, model, obs, subject, recipients, result):
                pending.append(_Pending(change, None, subject, f"{source}|{subject}|{change.key}"))
            _enqueue_all(session, model, source, obs.observed_at, pending, recipients, result)
    return result


def _page_events(
    session: Session,
    model: WatchedModel,
    obs: RepoObservation,
    subject: str,
    recipients: Recipients,
    result: RecordResult,
) -> list[Change]:
    """New files, releases, revisions, keywords and card edits of one watched page."""
    source = obs.source
    rules = [r for r in model.rules if r.event is not None and r.listens_to(source)]
    changes: list[Change] = []

    def new_members(name: str, items: Iterable[str] | None, kind: EventKind) -> None:
        if items is None:  # not read this time: neither new nor gone
            return
        items = tuple(queries.fit(i, 500) for i in items)  # as the table keeps them
        scope = f"{source}:{name}:{subject}"
        known = queries.known_items(session, scope)
        changes.extend(detect_new_items(known, items, rules, kind))
        queries.remember_items(session, scope, items, obs.observed_at)

    new_members("files", obs.files, EventKind.NEW_FILE)
    if obs.releases is not None or obs.tags is not None:
        new_members("releases", (*(obs.releases or ()), *(obs.tags or ())), EventKind.NEW_RELEASE)
    new_members("revision", (obs.sha,) if obs.sha else None, EventKind.NEW_COMMIT)

    keyword_rules = [r for r in rules if r.event is EventKind.KEYWORD]
    if keyword_rules and (obs.readme is not None or obs.files is not None):
        found: set[str] = set()
        for rule in keyword_rules:
            found |= find_keywords(obs.readme or "", obs.files or (), rule.keywords)
        new_members("keywords", sorted(found), EventKind.KEYWORD)

    if obs.readme is not None:
        card = _card_change(session, model, obs, subject, rules, recipients, result)
        # One edit, one alert: a keyword that first appears in this edit already tells it.
        if not any(c.kind is ChangeKind.KEYWORD for c in changes):
            changes.extend(card)
    return changes


def _card_change(
    session: Session,
    model: WatchedModel,
    obs: RepoObservation,
    subject: str,
    rules: Sequence[Rule],
    recipients: Recipients,
    result: RecordResult,
) -> list[Change]:
    """A new version of the card is kept; an edit of its claims or usage sections is news."""
    assert obs.readme is not None
    latest = queries.latest_document(session, obs.source, subject, "readme")
    text = obs.readme
    if latest is not None and latest.text == text:
        return []
    version = queries.add_document(
        session, source=obs.source, subject=subject, kind="readme", text=text, at=obs.observed_at
    )
    if model.claims and text.strip():
        # Imported here: the ledger builds on this module's Recipients and RecordResult.
        from storage.ledger import claims_from_vendor_page

        claims_from_vendor_page(
            session,
            model,
            source=obs.source,
            subject=subject,
            text=text,
            at=obs.observed_at,
            recipients=recipients,
            result=result,
        )
    if latest is None or not any(r.event is EventKind.CARD_CHANGE for r in rules):
        return []
    summary = summarize_card_change(latest.text, text)
    if not summary.significant:
        log.info("%s %s: card edited outside claims and usage; not news", obs.source, subject)
        return []
    return [
        Change(
            ChangeKind.CARD_CHANGE,
            key=f"card:{version.content_hash[:16]}",
            item=subject,
            detail=summary.summary,
            rule="card_change",
        )
    ]


def record_org(
    db: Database, watchlist: Watchlist, obs: OrgObservation, recipients: Recipients
) -> RecordResult:
    """New repos in a vendor org: one alert per repo, however many models watch the org."""
    models = watchlist.models_for_org(obs.org, obs.source)
    result = RecordResult()
    with db.transaction() as session:
        scope = f"{obs.source}:org:{obs.org.lower()}"
        known = queries.known_items(session, scope)
        rules = [r for m in models for r in m.rules if r.listens_to(obs.source)]
        repos = tuple(queries.fit(r, 500) for r in obs.repos)
        changes = detect_new_items(known, repos, rules, EventKind.NEW_REPO)
        queries.remember_items(session, scope, repos, obs.observed_at)
        if changes and models:
            watched = [r for m in watchlist.models for r in m.pages.of(obs.source)]
            pending = []
            for change in changes:
                assert change.item is not None
                kind = classify_repo(change.item, None, obs.repo_tags.get(change.item, ()), watched)
                label = None
                if kind.kind not in (Kind.ORIGINAL,):
                    label = f"{kind.kind} of {kind.base}" if kind.base else str(kind.kind)
                labelled = Change(
                    change.kind, change.key, item=change.item, rule=change.rule, detail=label
                )
                pending.append(_Pending(labelled, None, obs.org, f"{obs.source}|{change.key}"))
            _enqueue_all(
                session, models[0], obs.source, obs.observed_at, pending, recipients, result
            )
    return result


def _enqueue_all(
    session: Session,
    model: WatchedModel,
    source: str,
    at: datetime,
    pending: Sequence[_Pending],
    recipients: Recipients,
    result: RecordResult,
) -> None:
    if not pending:
        return
    chats = recipients.for_alert(session)
    for p in pending:
        if p.change.kind in RELEASE_KINDS:
            queued = _fuse(session, model, source, at, p, chats, recipients)
        else:
            queued = _enqueue(session, model, source, at, p, chats, recipients) is not None
        if queued:
            result.alerts.append(p.key)


def _enqueue(
    session: Session,
    model: WatchedModel,
    source: str,
    at: datetime,
    p: _Pending,
    chats: Sequence[str],
    recipients: Recipients,
) -> Alert | None:
    change = p.change
    link_to = change.item if change.kind in RELEASE_KINDS and change.item else p.subject
    text = format_change(
        change,
        model_name=model.name,
        source=source,
        subject=p.subject,
        data_at=at,
        page_url=page_url(recipients.endpoints, source, link_to),
    )
    alert = queries.enqueue_alert(
        session,
        key=p.key,
        model=model.key,
        kind=change.kind,
        headline=text.headline,
        body_html=text.html,
        data_at=at,
        payload={
            "source": source,
            "subject": p.subject,
            "metric": p.metric,
            "old": change.old,
            "new": change.new,
            "milestone": change.milestone,
            "item": change.item,
            "rule": change.rule,
            "detail": change.detail,
        },
        chats=chats,
    )
    if alert is not None:
        log.info("alert queued for %d chat(s): %s", len(chats), text.headline)
    return alert


def _fuse(
    session: Session,
    model: WatchedModel,
    source: str,
    at: datetime,
    p: _Pending,
    chats: Sequence[str],
    recipients: Recipients,
) -> bool:
    """A new repo or release joins the open release it belongs to (its alert is edited with a
    timeline) or opens a new one (a new alert). Returns False when the event was seen before."""
    assert p.change.item is not None
    name = p.change.item
    event = Event(
        platform=source,
        kind="new_repo" if p.change.kind is ChangeKind.NEW_REPO else "release",
        subject=p.subject,
        name=name,
        version=name if p.change.kind is ChangeKind.NEW_RELEASE else None,
        at=at,
        url=page_url(recipients.endpoints, source, name if "/" in name else p.subject),
    )
    rows = queries.open_releases(session, model.key, at - FUSION_WINDOW)
    releases = {row.key: _fused(row) for row in rows}
    match = next((r for r in releases.values() if r.accepts(event)), None)
    if match is None:
        release = FusedRelease.start(event, window=FUSION_WINDOW)
        alert = _enqueue(
            session,
            model,
            source,
            at,
            p,
            chats,
            recipients,
        )
        if alert is None:
            return False
        session.add(
            ReleaseRow(
                key=release.key,
                model=model.key,
                opened_at=at,
                updated_at=at,
                events=[_event_json(event)],
                alert_id=alert.id,
            )
        )
        session.flush()
        return True
    updated = match.update(event)
    if updated is match:
        return False
    row = next(r for r in rows if r.key == match.key)
    row.events = [_event_json(e) for e in updated.events]
    row.updated_at = at
    alert = session.get(Alert, row.alert_id) if row.alert_id else None
    if alert is None:
        return False
    fused = Change(
        ChangeKind.RELEASE,
        key=f"release:{updated.key}",
        item=updated.title,
        detail=p.change.detail,
        lines=updated.timeline(),
        rule=f"fused: {len(updated.events)} events on {', '.join(sorted(updated.platforms))}",
    )
    text = format_change(
        fused,
        model_name=model.name,
        source=source,
        subject=p.subject,
        data_at=at,
        page_url=None,
    )
    alert.headline, alert.body_html = text.headline[:500], text.html
    alert.revision += 1
    alert.kind = ChangeKind.RELEASE
    queries.mark_for_edit(session, alert)
    log.info("release %s updated: %s", updated.key, text.headline)
    return True


def _event_json(event: Event) -> dict[str, str | None]:
    return {
        "platform": str(event.platform),
        "kind": str(event.kind),
        "subject": event.subject,
        "name": event.name,
        "version": event.version,
        "at": event.at.isoformat(),
        "url": event.url,
    }


def _fused(row: ReleaseRow) -> FusedRelease:
    events = [
        Event(
            platform=e["platform"],
            kind=e["kind"],
            subject=e["subject"],
            name=e["name"],
            version=e["version"],
            at=datetime.fromisoformat(e["at"]),
            url=e["url"],
        )
        for e in row.events
    ]
    release = FusedRelease.start(events[0], window=FUSION_WINDOW)
    for event in events[1:]:
        release = release.update(event) if release.accepts(event) else release
    return release


def record_reported(db: Database, watchlist: Watchlist) -> int:
    """Store the watchlist's reported launch figures (idempotent)."""
    added = 0
    with db.transaction() as session:
        for model in watchlist.models:
            for fig in model.reported:
                pages = model.pages.of(fig.source)
                added += queries.ensure_reported(
                    session,
                    model=model.key,
                    source=fig.source,
                    subject=pages[0] if pages else model.key,
                    metric=fig.metric,
                    value=fig.value,
                    at=datetime.combine(fig.date, time(0, 0), tzinfo=UTC),
                )
    return added
