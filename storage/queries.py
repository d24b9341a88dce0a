"""Every query the service makes. Jobs, pipelines, the CLI and bot handlers call these.

Functions take an open session and leave committing to the caller's transaction, so that a
snapshot and the alerts it causes are written together or not at all.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import NamedTuple

from sqlalchemy import bindparam, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from domain.news.urls import canonical_url
from domain.rules import Point
from storage.models import (
    Alert,
    Article,
    ClaimRecord,
    Delivery,
    DeliveryStatus,
    DiscussionRead,
    DocumentVersion,
    EvidenceRecord,
    KnownItem,
    ObservedScope,
    Origin,
    RuleMark,
    Snapshot,
    SourceStatus,
    Story,
    Subscriber,
    utcnow,
)
from storage.models import Release as ReleaseRow

# ---------------------------------------------------------------------------------------------
# Snapshots


def fit(text: str, limit: int) -> str:
    """A key that fits its column on every backend: a long one keeps its head and a hash."""
    if len(text) <= limit:
        return text
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return f"{text[: limit - 66]}#{digest}"


def last_observed(session: Session, source: str, subject: str, metric: str) -> Point | None:
    row = session.execute(
        select(Snapshot.value, Snapshot.observed_at)
        .where(
            Snapshot.subject == subject,
            Snapshot.metric == metric,
            Snapshot.source == source,
            Snapshot.origin == Origin.OBSERVED,
        )
        .order_by(Snapshot.observed_at.desc())
        .limit(1)
    ).first()
    return Point(row.value, row.observed_at) if row else None


def window_start(
    session: Session, source: str, subject: str, metric: str, since: datetime
) -> Point | None:
    """The value a window's change is measured from.

    The last observation at or before the window's start; when history is shorter than the
    window, the oldest observation inside it (the change since then is within the window too).
    """
    base = select(Snapshot.value, Snapshot.observed_at).where(
        Snapshot.subject == subject,
        Snapshot.metric == metric,
        Snapshot.source == source,
        Snapshot.origin == Origin.OBSERVED,
    )
    row = session.execute(
        base.where(Snapshot.observed_at <= since).order_by(Snapshot.observed_at.desc()).limit(1)
    ).first()
    if row is None:
        row = session.execute(
            base.where(Snapshot.observed_at > since).order_by(Snapshot.observed_at).limit(1)
        ).first()
    return Point(row.value, row.observed_at) if row else None


def window_starts(
    session: Session,
    source: str,
    subject: str,
    metric: str,
    now: datetime,
    windows: Iterable[timedelta | None],
) -> dict[timedelta, Point]:
    starts = {}
    for window in {w for w in windows if w is not None}:
        point = window_start(session, source, subject, metric, now - window)
        if point is not None:
            starts[window] = point
    return starts


class HistoryRow(NamedTuple):
    """A tuple, not a dataclass: history returns tens of thousands of these."""

    observed_at: datetime
    source: str
    subject: str
    metric: str
    value: float
    origin: str


def history(
    session: Session,
    model: str,
    *,
    metrics: Sequence[str] | None = None,
    since: datetime | None = None,
) -> list[HistoryRow]:
    """The snapshot series of one model (or page), oldest first."""
    query = select(
        Snapshot.observed_at,
        Snapshot.source,
        Snapshot.subject,
        Snapshot.metric,
        Snapshot.value,
        Snapshot.origin,
    ).where(Snapshot.model == model)
    if metrics:
        query = query.where(Snapshot.metric.in_(list(metrics)))
    if since is not None:
        query = query.where(Snapshot.observed_at >= since)
    query = query.order_by(Snapshot.observed_at, Snapshot.metric)
    # Core, not ORM, execution: no per-row ORM bookkeeping for a long series.
    return [HistoryRow._make(row) for row in session.connection().execute(query)]


def latest_values(session: Session, model: str) -> list[HistoryRow]:
    """The newest value of each (source, page, metric) of a model, for /status."""
    newest = (
        select(
            Snapshot.source,
            Snapshot.subject,
            Snapshot.metric,
            func.max(Snapshot.observed_at).label("at"),
        )
        .where(Snapshot.model == model)
        .group_by(Snapshot.source, Snapshot.subject, Snapshot.metric)
        .subquery()
    )
    query = (
        select(
            Snapshot.observed_at,
            Snapshot.source,
            Snapshot.subject,
            Snapshot.metric,
            Snapshot.value,
            Snapshot.origin,
        )
        .join(
            newest,
            (Snapshot.source == newest.c.source)
            & (Snapshot.subject == newest.c.subject)
            & (Snapshot.metric == newest.c.metric)
            & (Snapshot.observed_at == newest.c.at),
        )
        .where(Snapshot.model == model)
        .order_by(Snapshot.source, Snapshot.subject, Snapshot.metric)
    )
    return [HistoryRow(*row) for row in session.execute(query)]


def ensure_reported(
    session: Session,
    *,
    model: str,
    source: str,
    subject: str,
    metric: str,
    value: float,
    at: datetime,
) -> bool:
    """Store a reported (not observed) figure once; later starts leave it alone."""
    exists = session.execute(
        select(Snapshot.id).where(
            Snapshot.model == model,
            Snapshot.source == source,
            Snapshot.subject == subject,
            Snapshot.metric == metric,
            Snapshot.observed_at == at,
            Snapshot.origin == Origin.REPORTED,
        )
    ).first()
    if exists:
        return False
    session.add(
        Snapshot(
            model=model,
            source=source,
            subject=subject,
            metric=metric,
            value=value,
            observed_at=at,
            origin=Origin.REPORTED,
        )
    )
    return True


# ---------------------------------------------------------------------------------------------
# Rule marks and known sets


def marks_for(session: Session, prefix: str) -> dict[str, Point]:
    rows = session.execute(
        select(RuleMark.key, RuleMark.value, RuleMark.marked_at).where(
            RuleMark.key.startswith(prefix, autoescape=True)
        )
    )
    return {key[len(prefix) :]: Point(value, at) for key, value, at in rows}


def save_marks(session: Session, prefix: str, marks: dict[str, Point]) -> None:
    for key, point in marks.items():
        full = prefix + key
        row = session.get(RuleMark, full)
        if row is None:
            session.add(RuleMark(key=full, value=point.value, marked_at=point.at))
        else:
            row.value, row.marked_at = point.value, point.at


def known_items(session: Session, scope: str) -> frozenset[str] | None:
    """The members seen so far, or None if the scope was never listed (a baseline follows)."""
    scope = fit(scope, 300)
    if session.get(ObservedScope, scope) is None:
        return None
    rows = session.execute(select(KnownItem.item).where(KnownItem.scope == scope))
    return frozenset(r[0] for r in rows)  # items longer than 500 come back as fit() keys


def remember_items(session: Session, scope: str, items: Iterable[str], at: datetime) -> None:
    scope = fit(scope, 300)
    items = [fit(item, 500) for item in items]
    if session.get(ObservedScope, scope) is None:
        session.add(ObservedScope(scope=scope, first_seen_at=at))
    existing = {
        row.item: row for row in session.scalars(select(KnownItem).where(KnownItem.scope == scope))
    }
    for item in set(items):
        row = existing.get(item)
        if row is None:
            session.add(KnownItem(scope=scope, item=item, first_seen_at=at, last_seen_at=at))
        else:
            row.last_seen_at = at


# ---------------------------------------------------------------------------------------------
# Documents (model cards, READMEs) and releases


def latest_document(
    session: Session, source: str, subject: str, kind: str
) -> DocumentVersion | None:
    return session.scalar(
        select(DocumentVersion)
        .where(
            DocumentVersion.source == source,
            DocumentVersion.subject == subject,
            DocumentVersion.kind == kind,
        )
        .order_by(DocumentVersion.id.desc())
        .limit(1)
    )


def add_document(
    session: Session, *, source: str, subject: str, kind: str, text: str, at: datetime
) -> DocumentVersion:
    row = DocumentVersion(
        source=source,
        subject=subject,
        kind=kind,
        content_hash=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        text=text,
        first_seen_at=at,
    )
    session.add(row)
    return row


def open_releases(session: Session, model: str, since: datetime) -> list[ReleaseRow]:
    return list(
        session.scalars(
            select(ReleaseRow)
            .where(ReleaseRow.model == model, ReleaseRow.opened_at >= since)
            .order_by(ReleaseRow.opened_at)
        )
    )


def mark_for_edit(session: Session, alert: Alert) -> None:
    """An updated alert: messages already sent are edited, queued ones just carry the new text."""
    now = utcnow()
    for delivery in alert.deliveries:
        if delivery.status == DeliveryStatus.SENT and delivery.message_id is not None:
            delivery.status = DeliveryStatus.EDIT
            delivery.next_attempt_at = now
            delivery.updated_at = now


# ---------------------------------------------------------------------------------------------
# News: articles and stories


# The news pipeline runs these for every article: built once, with parameters, since building
# a statement costs more in Python than SQLite takes to answer it.
_ARTICLE_ID_BY_KEY = (
    select(Article.id)
    .where(Article.model == bindparam("model"), Article.url_key == bindparam("url_key"))
    .limit(1)
)
_ARTICLE_BY_HASH = (
    select(Article.id, Article.story_id, Article.url, Article.url_key)
    .where(
        Article.model == bindparam("model"),
        Article.text_hash == bindparam("digest"),
        Article.relevant.is_(True),
    )
    .order_by(Article.id)
    .limit(1)
)
_STORY_BY_KEY = select(Story).where(Story.key == bindparam("key"))


_ARTICLE_KEYS_AMONG = select(Article.url_key).where(
    Article.model == bindparam("model"), Article.url_key.in_(bindparam("keys", expanding=True))
)
_ARTICLES_BY_HASHES = (
    select(Article.id, Article.story_id, Article.url, Article.url_key, Article.text_hash)
    .where(
        Article.model == bindparam("model"),
        Article.text_hash.in_(bindparam("digests", expanding=True)),
        Article.relevant.is_(True),
    )
    .order_by(Article.id)
)


def article_id_by_key(session: Session, model: str, url_key: str) -> int | None:
    """The id alone: a check for a known article need not load its text."""
    return session.scalar(_ARTICLE_ID_BY_KEY, {"model": model, "url_key": url_key})


def article_keys_among(session: Session, model: str, keys: Iterable[str]) -> set[str]:
    """Which of ``keys`` a model's stored articles have: a batch's look-up in one query."""
    wanted = list(dict.fromkeys(keys))
    if not wanted:
        return set()
    return set(session.scalars(_ARTICLE_KEYS_AMONG, {"model": model, "keys": wanted}))


def known_article_keys(session: Session, model: str, since: datetime) -> set[str]:
    """The URL keys of a model's articles first seen since `since`, under their canonical URL
    and the URL they were read at (a page's rel=canonical may point elsewhere), so that they
    are not fetched again."""
    rows = session.execute(
        select(Article.url_key, Article.url).where(
            Article.model == model, Article.first_seen_at >= since
        )
    )
    keys: set[str] = set()
    for url_key, url in rows:
        keys.add(url_key)
        keys.add(canonical_url(url))
    return keys


class ArticleRef(NamedTuple):
    id: int
    story_id: int | None
    url: str
    url_key: str


def article_by_hash(session: Session, model: str, digest: str) -> ArticleRef | None:
    """The first relevant article with this text hash (its reference, not its text)."""
    row = session.execute(_ARTICLE_BY_HASH, {"model": model, "digest": digest}).first()
    return ArticleRef(*row) if row is not None else None


def articles_by_hashes(
    session: Session, model: str, digests: Iterable[str]
) -> dict[str, ArticleRef]:
    """`article_by_hash` for each of ``digests`` that has one, in one query (a batch's)."""
    wanted = list(dict.fromkeys(digests))
    if not wanted:
        return {}
    found: dict[str, ArticleRef] = {}
    for id_, story_id, url, url_key, digest in session.execute(
        _ARTICLES_BY_HASHES, {"model": model, "digests": wanted}
    ):
        found.setdefault(digest, ArticleRef(id_, story_id, url, url_key))  # the first by id
    return found


def story_by_key(session: Session, key: str) -> Story | None:
    return session.scalar(_STORY_BY_KEY, {"key": key})


def recent_stories(
    session: Session, model: str, since: datetime | None
) -> list[tuple[Story, list[Article]]]:
    """Stories first seen since `since`, oldest first, each with its articles in order."""
    query = select(Story).where(Story.model == model)
    if since is not None:
        query = query.where(Story.first_seen_at >= since)
    stories = list(session.scalars(query.order_by(Story.first_seen_at, Story.id)))
    if not stories:
        return []
    members: dict[int, list[Article]] = {s.id: [] for s in stories}
    for article in session.scalars(
        select(Article).where(Article.story_id.in_(list(members))).order_by(Article.id)
    ):
        members[article.story_id].append(article)  # type: ignore[index]
    return [(s, members[s.id]) for s in stories]


def story_members(session: Session, story_id: int) -> list[Article]:
    return list(
        session.scalars(select(Article).where(Article.story_id == story_id).order_by(Article.id))
    )


def hold_for_digest(session: Session, alert: Alert) -> None:
    """News for chats that read a daily digest waits for it instead of going out now."""
    digest_chats = set(
        session.scalars(
            select(Subscriber.chat_id).where(
                Subscriber.active.is_(True), Subscriber.digest.is_(True)
            )
        )
    )
    for delivery in alert.deliveries:
        if delivery.chat_id in digest_chats:
            delivery.status = DeliveryStatus.DIGEST


def set_digest(session: Session, chat_id: str, enabled: bool) -> None:
    subscribe(session, chat_id)
    row = session.get(Subscriber, chat_id)
    assert row is not None
    row.digest = enabled


def digest_deliveries(session: Session) -> dict[str, list[Delivery]]:
    """Per chat, the news deliveries waiting for its digest, oldest first."""
    out: dict[str, list[Delivery]] = {}
    rows = session.scalars(
        select(Delivery)
        .options(selectinload(Delivery.alert))
        .where(Delivery.status == DeliveryStatus.DIGEST)
        .order_by(Delivery.alert_id)
    )
    for delivery in rows:
        out.setdefault(delivery.chat_id, []).append(delivery)
    return out


def digest_sent(session: Session, chat_id: str, at: datetime) -> None:
    row = session.get(Subscriber, chat_id)
    if row is not None:
        row.digest_sent_at = at


# ---------------------------------------------------------------------------------------------
# Claims ledger


def claims_of(session: Session, model: str) -> list[ClaimRecord]:
    return list(
        session.scalars(
            select(ClaimRecord).where(ClaimRecord.model == model).order_by(ClaimRecord.id)
        )
    )


def evidence_of(
    session: Session, model: str, *, origin: str | None = None, id_prefix: str | None = None
) -> list[EvidenceRecord]:
    query = select(EvidenceRecord).where(EvidenceRecord.model == model)
    if origin is not None:
        query = query.where(EvidenceRecord.origin == origin)
    if id_prefix is not None:
        query = query.where(EvidenceRecord.origin_id.startswith(id_prefix, autoescape=True))
    return list(session.scalars(query.order_by(EvidenceRecord.id)))


def evidence_record(
    session: Session, model: str, origin: str, origin_id: str
) -> EvidenceRecord | None:
    return session.scalar(
        select(EvidenceRecord).where(
            EvidenceRecord.model == model,
            EvidenceRecord.origin == origin,
            EvidenceRecord.origin_id == origin_id,
        )
    )


def discussion_read(session: Session, repo: str, num: int) -> DiscussionRead | None:
    return session.scalar(
        select(DiscussionRead).where(DiscussionRead.repo == repo, DiscussionRead.num == num)
    )


def remember_discussion(
    session: Session, repo: str, num: int, comments: int | None, at: datetime
) -> None:
    """The discussion was analysed at this comment count (the spider skips it until it moves)."""
    row = discussion_read(session, repo, num)
    if row is None:
        session.add(DiscussionRead(repo=repo, num=num, comments=comments, read_at=at))
        session.flush()  # a second read of the same discussion in this transaction finds it
        return
    row.comments, row.read_at = comments, at


def known_discussions(
    session: Session, repos: Iterable[str], read_since: datetime | None = None
) -> dict[str, dict[int, int | None]]:
    """Per repo, the discussions analysed (since `read_since`) and their comment counts then."""
    wanted = list(repos)
    known: dict[str, dict[int, int | None]] = {repo: {} for repo in wanted}
    if not wanted:
        return known
    query = select(DiscussionRead.repo, DiscussionRead.num, DiscussionRead.comments).where(
        DiscussionRead.repo.in_(wanted)
    )
    if read_since is not None:
        query = query.where(DiscussionRead.read_at >= read_since)
    rows = session.execute(query)
    for repo, num, comments in rows:
        known[repo][num] = comments
    return known


# ---------------------------------------------------------------------------------------------
# Alerts (the outbox) and deliveries


def alert_recipients(session: Session, configured: Sequence[str]) -> list[str]:
    active = session.scalars(select(Subscriber.chat_id).where(Subscriber.active.is_(True)))
    return sorted(set(configured) | set(active))


def enqueue_alert(
    session: Session,
    *,
    key: str,
    model: str,
    kind: str,
    headline: str,
    body_html: str,
    data_at: datetime,
    payload: dict[str, object],
    chats: Sequence[str],
    now: datetime | None = None,
    audience: str = "subscribers",
) -> Alert | None:
    """Insert an alert and one pending delivery per chat; None if the key was seen before."""
    key = fit(key, 400)
    if session.scalar(select(Alert.id).where(Alert.idempotency_key == key)) is not None:
        return None
    now = now or utcnow()
    alert = Alert(
        idempotency_key=key,
        model=model,
        kind=kind,
        headline=headline[:500],
        body_html=body_html,
        data_at=data_at,
        created_at=now,
        payload=payload,
        audience=audience,
        revision=1,
    )
    alert.deliveries = [
        Delivery(chat_id=chat, next_attempt_at=now, updated_at=now, attempts=0, parts_sent=0)
        for chat in chats
    ]
    try:
        with session.begin_nested():
            session.add(alert)
    except IntegrityError:  # the same key written by a concurrent crawl
        return None
    return alert


def due_deliveries(session: Session, now: datetime, limit: int = 100) -> list[Delivery]:
    return list(
        session.scalars(
            select(Delivery)
            .options(selectinload(Delivery.alert))
            .where(
                Delivery.status.in_([DeliveryStatus.PENDING, DeliveryStatus.EDIT]),
                Delivery.next_attempt_at <= now,
            )
            .order_by(Delivery.alert_id, Delivery.chat_id)
            .limit(limit)
        )
    )


def next_pending_at(session: Session) -> datetime | None:
    return session.scalar(
        select(func.min(Delivery.next_attempt_at)).where(Delivery.status == DeliveryStatus.PENDING)
    )


def release_stale_sending(
    session: Session, now: datetime, older_than: timedelta = timedelta(0)
) -> int:
    """Deliveries left 'sending' by a crash go back to the queue (Telegram has no idempotency
    key, so the one message in flight at the crash may be sent twice; none is lost).

    Only claims older than `older_than` are taken back, so that another process's delivery in
    flight is left alone; one already sent once is an edit to redo, not a new message.
    """
    stale = (Delivery.status == DeliveryStatus.SENDING) & (Delivery.updated_at <= now - older_than)
    edits = session.execute(
        update(Delivery)
        .where(stale, Delivery.sent_at.is_not(None))
        .values(status=DeliveryStatus.EDIT, next_attempt_at=now, updated_at=now)
    )
    sends = session.execute(
        update(Delivery)
        .where(stale, Delivery.sent_at.is_(None))
        .values(status=DeliveryStatus.PENDING, next_attempt_at=now, updated_at=now)
    )
    return (edits.rowcount or 0) + (sends.rowcount or 0)


def claim_delivery(session: Session, delivery_id: int) -> Delivery | None:
    """Take a due delivery for sending, unless another process took it first; its alert is
    read in the same transaction, so an alert updated meanwhile is sent as it is now."""
    result = session.execute(
        update(Delivery)
        .where(
            Delivery.id == delivery_id,
            Delivery.status.in_([DeliveryStatus.PENDING, DeliveryStatus.EDIT]),
        )
        .values(status=DeliveryStatus.SENDING, updated_at=utcnow())
    )
    if not result.rowcount:
        return None
    return session.scalar(
        select(Delivery)
        .options(selectinload(Delivery.alert))
        .where(Delivery.id == delivery_id)
        .execution_options(populate_existing=True)
    )


def set_delivery(session: Session, delivery_id: int, **values: object) -> None:
    values.setdefault("updated_at", utcnow())
    session.execute(update(Delivery).where(Delivery.id == delivery_id).values(**values))


def recent_alerts(session: Session, *, limit: int = 20, model: str | None = None) -> list[Alert]:
    query = select(Alert).options(selectinload(Alert.deliveries))
    if model:
        query = query.where(Alert.model == model)
    query = query.order_by(Alert.created_at.desc(), Alert.id.desc()).limit(limit)
    return list(session.scalars(query))


# ---------------------------------------------------------------------------------------------
# Subscribers


def subscribe(session: Session, chat_id: str) -> bool:
    """Returns True when the chat was not subscribed before."""
    now = utcnow()
    row = session.get(Subscriber, chat_id)
    if row is None:
        session.add(Subscriber(chat_id=chat_id, active=True, subscribed_at=now, updated_at=now))
        return True
    was_active = row.active
    row.active, row.updated_at, row.reason = True, now, None
    return not was_active


def unsubscribe(session: Session, chat_id: str, reason: str = "/stop") -> bool:
    row = session.get(Subscriber, chat_id)
    if row is None or not row.active:
        return False
    row.active, row.updated_at, row.reason = False, utcnow(), reason
    return True


def drop_chat(session: Session, chat_id: str, reason: str) -> None:
    """A chat Telegram refuses (blocked, kicked, gone): stop queueing for it."""
    unsubscribe(session, chat_id, reason)
    session.execute(
        update(Delivery)
        .where(
            Delivery.chat_id == chat_id,
            Delivery.status.in_(
                [
                    DeliveryStatus.PENDING,
                    DeliveryStatus.SENDING,
                    DeliveryStatus.EDIT,
                    DeliveryStatus.DIGEST,
                ]
            ),
        )
        .values(status=DeliveryStatus.DROPPED, last_error=reason, updated_at=utcnow())
    )


def active_subscribers(session: Session) -> list[str]:
    return list(session.scalars(select(Subscriber.chat_id).where(Subscriber.active.is_(True))))


# ---------------------------------------------------------------------------------------------
# Sources


def source_status(session: Session, source: str) -> SourceStatus:
    row = session.get(SourceStatus, source)
    if row is None:
        row = SourceStatus(source=source, consecutive_failures=0, rows_stored=0)
        session.add(row)
    return row


def record_source_run(
    session: Session,
    source: str,
    *,
    at: datetime,
    error: str | None,
    rows: int,
) -> SourceStatus:
    row = source_status(session, source)
    row.last_run_at = at
    row.rows_stored = (row.rows_stored or 0) + rows
    if error is None:
        row.last_success_at = at
        row.consecutive_failures = 0
        row.failing_since = None
    else:
        row.last_error_at = at
        row.last_error = error[:2000]
        row.consecutive_failures = (row.consecutive_failures or 0) + 1
        row.failing_since = row.failing_since or at
    return row


def set_next_run(session: Session, source: str, at: datetime | None) -> None:
    source_status(session, source).next_run_at = at


def source_statuses(session: Session) -> list[SourceStatus]:
    return list(session.scalars(select(SourceStatus).order_by(SourceStatus.source)))


def snapshot_counts(session: Session) -> dict[str, int]:
    rows = session.execute(select(Snapshot.source, func.count()).group_by(Snapshot.source))
    return {source: count for source, count in rows}
