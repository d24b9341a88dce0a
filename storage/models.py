"""Typed tables. Times are stored in UTC and always come back timezone-aware."""

from __future__ import annotations

import enum
from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Double,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship
from sqlalchemy.types import TypeEngine

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# SQLite only auto-increments an INTEGER PRIMARY KEY; PostgreSQL gets a real BIGINT.
BigId = BigInteger().with_variant(Integer(), "sqlite")


class UTCDateTime(TypeDecorator[datetime]):
    """Aware datetimes in, aware UTC datetimes out, on both backends.

    PostgreSQL keeps a `timestamptz`. SQLite keeps seconds since the epoch (a REAL): it has no
    time type, and parsing ISO strings back was most of the cost of a long history query.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "sqlite":
            return dialect.type_descriptor(Double())
        return dialect.type_descriptor(DateTime(timezone=True))

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column")
        return value.timestamp() if dialect.name == "sqlite" else value.astimezone(UTC)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if isinstance(value, int | float):
            return datetime.fromtimestamp(value, UTC)
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        datetime: UTCDateTime(),
        dict[str, Any]: JSON(),
    }


class Origin(enum.StrEnum):
    OBSERVED = "observed"  # read from the platform by a crawl
    REPORTED = "reported"  # a figure from launch coverage, kept so history starts at launch


class DeliveryStatus(enum.StrEnum):
    PENDING = "pending"  # queued, or waiting for its next attempt
    EDIT = "edit"  # sent, then the alert was updated (a fused release): edit the message
    SENDING = "sending"  # handed to Telegram; an unfinished one is retried after a crash
    DIGEST = "digest"  # news for a chat that reads a daily digest: sent with the next one
    SENT = "sent"
    GAVE_UP = "gave_up"  # failed more than the allowed number of times
    DROPPED = "dropped"  # the chat is gone or blocked the bot (403)


class Snapshot(Base):
    """One observed value of one metric of one page at one time."""

    __tablename__ = "snapshots"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    model: Mapped[str] = mapped_column(String(200))
    source: Mapped[str] = mapped_column(String(32))
    subject: Mapped[str] = mapped_column(String(300))
    metric: Mapped[str] = mapped_column(String(64))
    value: Mapped[float] = mapped_column(Double())
    observed_at: Mapped[datetime]
    origin: Mapped[str] = mapped_column(String(16), default=Origin.OBSERVED)

    __table_args__ = (
        # History of one model (one metric, or all of them) over a time range.
        Index("ix_snapshots_model_metric_observed_at", "model", "metric", "observed_at"),
        Index("ix_snapshots_model_observed_at", "model", "observed_at"),
        # Rule evaluation: the latest value and the value at a window's start, per page.
        Index(
            "ix_snapshots_subject_metric_source_observed_at",
            "subject",
            "metric",
            "source",
            "observed_at",
        ),
    )


class ObservedScope(Base):
    """A set (an org's repos, a repo's files) seen at least once.

    Its first listing is a baseline: nothing in it is new.
    """

    __tablename__ = "observed_scopes"

    scope: Mapped[str] = mapped_column(String(300), primary_key=True)
    first_seen_at: Mapped[datetime]


class KnownItem(Base):
    """A member of an observed scope; its first appearance after the baseline is an event."""

    __tablename__ = "known_items"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    scope: Mapped[str] = mapped_column(String(300))
    item: Mapped[str] = mapped_column(String(500))
    first_seen_at: Mapped[datetime]
    last_seen_at: Mapped[datetime]

    __table_args__ = (UniqueConstraint("scope", "item"),)


class RuleMark(Base):
    """The value a change rule last alerted at (or its baseline): 'since the last alert'."""

    __tablename__ = "rule_marks"

    key: Mapped[str] = mapped_column(String(400), primary_key=True)
    value: Mapped[float] = mapped_column(Double())
    marked_at: Mapped[datetime]


class Alert(Base):
    """The outbox: written in the transaction of the data that caused it, delivered later."""

    __tablename__ = "alerts"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    idempotency_key: Mapped[str] = mapped_column(String(400), unique=True)
    model: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(32))
    headline: Mapped[str] = mapped_column(String(500))
    body_html: Mapped[str] = mapped_column(Text())
    data_at: Mapped[datetime]
    created_at: Mapped[datetime]
    payload: Mapped[dict[str, Any]] = mapped_column(default=dict)
    # Who it is for: subscribers get news; operators hear about failing sources.
    audience: Mapped[str] = mapped_column(String(16), default="subscribers")
    revision: Mapped[int] = mapped_column(Integer(), default=1)

    deliveries: Mapped[list[Delivery]] = relationship(
        back_populates="alert", cascade="all, delete-orphan", order_by="Delivery.chat_id"
    )

    __table_args__ = (Index("ix_alerts_created_at", "created_at"),)


class Delivery(Base):
    """One alert to one chat, with its own state, attempts and next attempt time."""

    __tablename__ = "deliveries"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    alert_id: Mapped[int] = mapped_column(ForeignKey("alerts.id", ondelete="CASCADE"))
    chat_id: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16), default=DeliveryStatus.PENDING)
    attempts: Mapped[int] = mapped_column(Integer(), default=0)
    # A long alert is sent in parts; a retry resumes after the parts already delivered.
    parts_sent: Mapped[int] = mapped_column(Integer(), default=0)
    next_attempt_at: Mapped[datetime]
    last_error: Mapped[str | None] = mapped_column(Text(), default=None)
    sent_at: Mapped[datetime | None] = mapped_column(default=None)
    updated_at: Mapped[datetime]
    # Telegram's id of the (first) message, so that an updated alert edits it in place.
    message_id: Mapped[int | None] = mapped_column(BigInteger(), default=None)

    alert: Mapped[Alert] = relationship(back_populates="deliveries")

    __table_args__ = (
        UniqueConstraint("alert_id", "chat_id"),
        Index("ix_deliveries_status_next_attempt_at", "status", "next_attempt_at"),
    )


class Subscriber(Base):
    """A chat that sent /start; deactivated by /stop or when Telegram answers 403."""

    __tablename__ = "subscribers"

    chat_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    active: Mapped[bool] = mapped_column(Boolean(), default=True)
    subscribed_at: Mapped[datetime]
    updated_at: Mapped[datetime]
    reason: Mapped[str | None] = mapped_column(Text(), default=None)
    # Instant alerts, or news gathered into one daily digest (/digest on|off).
    digest: Mapped[bool] = mapped_column(Boolean(), default=False)
    digest_sent_at: Mapped[datetime | None] = mapped_column(default=None)


class DocumentVersion(Base):
    """Each distinct text of a page's document (model card, README): its history of edits."""

    __tablename__ = "document_versions"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    source: Mapped[str] = mapped_column(String(32))
    subject: Mapped[str] = mapped_column(String(300))
    kind: Mapped[str] = mapped_column(String(32))
    content_hash: Mapped[str] = mapped_column(String(64))
    text: Mapped[str] = mapped_column(Text())
    first_seen_at: Mapped[datetime]

    __table_args__ = (Index("ix_document_versions_subject", "source", "subject", "kind", "id"),)


class Release(Base):
    """A release seen across platforms (fused events), with the alert that tells of it."""

    __tablename__ = "releases"

    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    model: Mapped[str] = mapped_column(String(200))
    opened_at: Mapped[datetime]
    updated_at: Mapped[datetime]
    events: Mapped[list[Any]] = mapped_column(JSON(), default=list)
    alert_id: Mapped[int | None] = mapped_column(ForeignKey("alerts.id"), default=None)

    __table_args__ = (Index("ix_releases_model_opened_at", "model", "opened_at"),)


class Story(Base):
    """Articles about the same news, across outlets and languages."""

    __tablename__ = "stories"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    model: Mapped[str] = mapped_column(String(200))
    key: Mapped[str] = mapped_column(String(64), unique=True)
    title: Mapped[str] = mapped_column(Text())
    first_seen_at: Mapped[datetime]
    updated_at: Mapped[datetime]
    first_outlet: Mapped[str] = mapped_column(String(200))
    first_url: Mapped[str] = mapped_column(Text())
    article_count: Mapped[int] = mapped_column(Integer(), default=1)
    outlet_count: Mapped[int] = mapped_column(Integer(), default=1)
    independent_count: Mapped[int] = mapped_column(Integer(), default=0)
    languages: Mapped[list[Any]] = mapped_column(JSON(), default=list)
    # The highest outlet-count threshold already announced ("now 5 outlets in 3 languages").
    announced_outlets: Mapped[int] = mapped_column(Integer(), default=1)

    __table_args__ = (Index("ix_stories_model_first_seen_at", "model", "first_seen_at"),)


class Article(Base):
    """One article (or feed item) found for a model, relevant or rejected with its reason."""

    __tablename__ = "articles"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    model: Mapped[str] = mapped_column(String(200))
    url_key: Mapped[str] = mapped_column(String(700))
    url: Mapped[str] = mapped_column(Text())
    feed: Mapped[str] = mapped_column(String(300))
    title: Mapped[str] = mapped_column(Text())
    summary: Mapped[str] = mapped_column(Text(), default="")
    text: Mapped[str] = mapped_column(Text(), default="")
    lang: Mapped[str | None] = mapped_column(String(16), default=None)
    author: Mapped[str | None] = mapped_column(String(300), default=None)
    published_at: Mapped[datetime | None] = mapped_column(default=None)
    first_seen_at: Mapped[datetime]
    outlet: Mapped[str] = mapped_column(String(200))
    outlet_kind: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16))  # full | partial | feed
    reasons: Mapped[list[Any]] = mapped_column(JSON(), default=list)
    relevant: Mapped[bool] = mapped_column(Boolean())
    relevance_reason: Mapped[str] = mapped_column(Text())
    text_hash: Mapped[str | None] = mapped_column(String(64), default=None)
    signature: Mapped[bytes | None] = mapped_column(LargeBinary(), default=None)
    fingerprint: Mapped[dict[str, Any]] = mapped_column(default=dict)
    story_id: Mapped[int | None] = mapped_column(ForeignKey("stories.id"), default=None)
    copy_of: Mapped[int | None] = mapped_column(ForeignKey("articles.id"), default=None)

    __table_args__ = (
        UniqueConstraint("model", "url_key"),
        Index("ix_articles_model_text_hash", "model", "text_hash"),
        Index("ix_articles_story_id", "story_id"),
    )


class ClaimRecord(Base):
    """A vendor claim in the ledger, with its current verdict."""

    __tablename__ = "claims"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    model: Mapped[str] = mapped_column(String(200))
    claim_id: Mapped[str] = mapped_column(String(100))
    kind: Mapped[str] = mapped_column(String(16))
    benchmark: Mapped[str | None] = mapped_column(String(120), default=None)
    value: Mapped[float] = mapped_column(Double())
    value_max: Mapped[float | None] = mapped_column(Double(), default=None)
    unit: Mapped[str] = mapped_column(String(32))
    conditions: Mapped[dict[str, Any]] = mapped_column(default=dict)
    baseline: Mapped[str] = mapped_column(Text(), default="")
    source: Mapped[str] = mapped_column(Text(), default="")
    verdict: Mapped[str] = mapped_column(String(40), default="unverified")
    verdict_at: Mapped[datetime | None] = mapped_column(default=None)
    verdict_notes: Mapped[list[Any]] = mapped_column(JSON(), default=list)
    delta: Mapped[float | None] = mapped_column(Double(), default=None)

    __table_args__ = (UniqueConstraint("model", "claim_id"),)


class EvidenceRecord(Base):
    """A figure from a leaderboard row or an article that may bear on a claim.

    Rows of the vendor's own, mirrors, derivatives and "nothing is verified yet" statements are
    kept and shown; `judge_claim` decides what counts.
    """

    __tablename__ = "evidence"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    model: Mapped[str] = mapped_column(String(200))
    origin: Mapped[str] = mapped_column(String(40))  # a board, "article" or "discussion"
    origin_id: Mapped[str] = mapped_column(String(700))
    benchmark: Mapped[str | None] = mapped_column(String(120), default=None)
    value: Mapped[float | None] = mapped_column(Double(), default=None)
    unit: Mapped[str | None] = mapped_column(String(32), default=None)
    runner: Mapped[str] = mapped_column(String(16))
    source_name: Mapped[str] = mapped_column(String(300))
    url: Mapped[str] = mapped_column(Text(), default="")
    conditions: Mapped[dict[str, Any]] = mapped_column(default=dict)
    match: Mapped[str] = mapped_column(String(16), default="exact")  # exact|derivative|possible
    negated: Mapped[bool] = mapped_column(Boolean(), default=False)
    quote: Mapped[str] = mapped_column(Text(), default="")
    first_seen_at: Mapped[datetime]
    last_seen_at: Mapped[datetime]
    retracted_at: Mapped[datetime | None] = mapped_column(default=None)

    __table_args__ = (UniqueConstraint("model", "origin", "origin_id"),)


class DiscussionRead(Base):
    """A Hub discussion whose comments went through the claims analysis, and at which count.

    The spider reads a discussion again only when the list shows another comment count, so
    an unchanged discussion costs one list entry, not a request.
    """

    __tablename__ = "discussion_reads"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    repo: Mapped[str] = mapped_column(String(300))
    num: Mapped[int] = mapped_column(Integer())
    # The list's comment count when read (None: the list did not say).
    comments: Mapped[int | None] = mapped_column(Integer(), default=None)
    read_at: Mapped[datetime]

    __table_args__ = (UniqueConstraint("repo", "num"),)


class SourceStatus(Base):
    """Per source: what `modelwatch status` shows."""

    __tablename__ = "source_status"

    source: Mapped[str] = mapped_column(String(64), primary_key=True)
    last_run_at: Mapped[datetime | None] = mapped_column(default=None)
    last_success_at: Mapped[datetime | None] = mapped_column(default=None)
    last_error_at: Mapped[datetime | None] = mapped_column(default=None)
    last_error: Mapped[str | None] = mapped_column(Text(), default=None)
    consecutive_failures: Mapped[int] = mapped_column(Integer(), default=0)
    failing_since: Mapped[datetime | None] = mapped_column(default=None)
    next_run_at: Mapped[datetime | None] = mapped_column(default=None)
    rows_stored: Mapped[int] = mapped_column(BigInteger(), default=0)
    # Operators were told this source is failing or stale (told again only after recovery).
    operators_alerted: Mapped[bool] = mapped_column(Boolean(), default=False)
    # The platform's rate budget as last advertised, and the interval stretch it caused.
    budget_remaining: Mapped[int | None] = mapped_column(Integer(), default=None)
    budget_limit: Mapped[int | None] = mapped_column(Integer(), default=None)
    budget_reset_at: Mapped[datetime | None] = mapped_column(default=None)
    interval_factor: Mapped[float] = mapped_column(Double(), default=1.0)


def utcnow() -> datetime:
    return datetime.now(UTC)
