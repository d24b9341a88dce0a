"""Observations → snapshots, marks and outbox, in one transaction, on SQLite and PostgreSQL."""

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

from domain.observations import OrgObservation, RepoObservation
from domain.watchlist import parse_watchlist
from jobs import reports
from storage import migrate, queries, recording
from storage.models import Alert, Delivery, KnownItem, RuleMark, Snapshot
from storage.recording import Recipients, record_org, record_repo, record_reported

WATCHLIST = parse_watchlist(
    """
[[model]]
key = "clover"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover"]
[model.pages]
huggingface = ["DiffuSpace/Clover-35B-A3B-Preview"]
huggingface_orgs = ["DiffuSpace"]
modelscope = ["DiffuSpace/Clover-35B-A3B-Preview"]
[[model.reported]]
date = 2026-10-30
metric = "likes"
value = 164
[[model.rules]]
metric = "likes"
absolute = 10
[[model.rules]]
metric = "downloads_all_time"
milestones = [1000, 5000]
[[model.rules]]
event = "new_repo"
[[model.rules]]
event = "new_file"
pattern = "*.gguf"

[[model]]
key = "clover-decision"
name = "Clover Decision"
vendor = "DiffuSpace"
[model.pages]
huggingface_orgs = ["DiffuSpace"]
[[model.rules]]
event = "new_repo"
"""
)
REPO = "DiffuSpace/Clover-35B-A3B-Preview"
T0 = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
TO = Recipients(
    chats=("100", "200"),
    include_subscribers=True,
    endpoints={"huggingface": "https://hub.test", "github": "https://gh.test"},
)


def obs(hours: float, *, likes: float, all_time: float = 900, files=("config.json",)):
    return RepoObservation(
        source="huggingface",
        repo_id=REPO,
        observed_at=T0 + timedelta(hours=hours),
        metrics={"likes": likes, "downloads": 500, "downloads_all_time": all_time},
        files=tuple(files),
    )


def count(db, model) -> int:
    with db.transaction() as s:
        return s.scalar(select(func.count()).select_from(model))


def test_first_crawl_is_a_baseline_then_changes_alert_once(db):
    assert record_repo(db, WATCHLIST, obs(0, likes=170), TO).alerts == []
    assert count(db, Snapshot) == 3  # likes, downloads, downloads_all_time
    result = record_repo(
        db, WATCHLIST, obs(1, likes=185, all_time=1200, files=("config.json", "q4.gguf")), TO
    )
    assert sorted(k.split("|", 2)[2] for k in result.alerts) == [
        "downloads_all_time|milestone:1000",
        "likes|likes:absolute:10:up@2026-11-20T13:00:00+00:00",
        "new_file:q4.gguf",
    ]
    with db.transaction() as s:
        alerts = queries.recent_alerts(s)
    assert {a.kind for a in alerts} == {"change", "milestone", "new_file"}
    for alert in alerts:
        assert sorted(d.chat_id for d in alert.deliveries) == ["100", "200"]
        assert all(d.status == "pending" for d in alert.deliveries)
    likes = next(a for a in alerts if a.kind == "change")
    assert likes.headline == "Clover-35B-A3B-Preview: likes 170 → 185 (+15, +8.8%)"
    # The same observation again (a replayed crawl) adds rows but no alert.
    again = record_repo(
        db, WATCHLIST, obs(1, likes=185, all_time=1200, files=("config.json", "q4.gguf")), TO
    )
    assert again.alerts == []
    assert count(db, Alert) == 3


def test_a_failure_mid_write_leaves_nothing_half_written(db, monkeypatch):
    record_repo(db, WATCHLIST, obs(0, likes=170), TO)
    before = (count(db, Snapshot), count(db, RuleMark), count(db, KnownItem))

    def explode(*args, **kwargs):
        raise RuntimeError("crash while queueing")

    monkeypatch.setattr(recording, "format_change", explode)
    with pytest.raises(RuntimeError):
        record_repo(db, WATCHLIST, obs(1, likes=200, files=("config.json", "a.gguf")), TO)
    assert (count(db, Snapshot), count(db, RuleMark), count(db, KnownItem)) == before
    assert count(db, Alert) == 0
    monkeypatch.undo()
    # Nothing was lost either: the next crawl sees the change and alerts.
    result = record_repo(db, WATCHLIST, obs(2, likes=200, files=("config.json", "a.gguf")), TO)
    assert len(result.alerts) == 2


def test_reported_launch_figures_are_history_not_a_baseline(db):
    assert record_reported(db, WATCHLIST) == 1
    assert record_reported(db, WATCHLIST) == 0
    # 164 reported → 400 observed is not an alert: the first observation is the baseline.
    assert record_repo(db, WATCHLIST, obs(0, likes=400), TO).alerts == []
    model, rows = reports.history_rows(db, WATCHLIST, "clover", metric="likes")
    assert model.key == "clover"
    assert [(r.value, r.origin) for r in rows] == [(164, "reported"), (400, "observed")]


def test_new_repo_in_org_alerts_once_even_when_two_models_watch_the_org(db):
    first = OrgObservation("huggingface", "DiffuSpace", (REPO,), T0)
    assert record_org(db, WATCHLIST, first, TO).alerts == []
    later = OrgObservation(
        "huggingface", "DiffuSpace", (REPO, "DiffuSpace/Clover-Decision"), T0 + timedelta(hours=1)
    )
    assert record_org(db, WATCHLIST, later, TO).alerts == [
        "huggingface|new_repo:DiffuSpace/Clover-Decision"
    ]
    assert record_org(db, WATCHLIST, later, TO).alerts == []
    with db.transaction() as s:
        (alert,) = queries.recent_alerts(s)
    assert alert.headline == "Clover-35B-A3B-Preview: new repo DiffuSpace/Clover-Decision"
    assert "https://hub.test/DiffuSpace/Clover-Decision" in alert.body_html


def test_subscribers_receive_and_dropped_chats_stop_receiving(db):
    with db.transaction() as s:
        assert queries.subscribe(s, "300")
        assert not queries.subscribe(s, "300")
    record_repo(db, WATCHLIST, obs(0, likes=170), TO)
    record_repo(db, WATCHLIST, obs(1, likes=190), TO)
    with db.transaction() as s:
        (alert,) = queries.recent_alerts(s)
        assert [d.chat_id for d in alert.deliveries] == ["100", "200", "300"]
        queries.drop_chat(s, "300", "telegram: Forbidden: bot was blocked by the user")
    with db.transaction() as s:
        assert queries.active_subscribers(s) == []
        statuses = dict(s.execute(select(Delivery.chat_id, Delivery.status)).all())
    assert statuses == {"100": "pending", "200": "pending", "300": "dropped"}


def test_history_since_and_daily_increments(db):
    for day, total in enumerate([1000, 1300, 1900]):
        record_repo(db, WATCHLIST, obs(24 * day, likes=170, all_time=total), TO)
    _, rows = reports.history_rows(db, WATCHLIST, REPO, metric="downloads_all_time")
    assert [r.value for r in rows] == [1000, 1300, 1900]
    _, daily = reports.history_rows(db, WATCHLIST, "clover", metric="downloads_daily")
    assert [r.value for r in daily] == [300, 600]
    with pytest.raises(reports.UserInputError, match="unknown metric"):
        reports.history_rows(db, WATCHLIST, "clover", metric="pizzas")
    with pytest.raises(reports.UserInputError, match="unknown model"):
        reports.history_rows(db, WATCHLIST, "gpt-5")


def test_migrations_are_idempotent_and_at_head(db):
    migrate.upgrade(db)
    assert migrate.current_revision(db) == "0002"


def test_the_same_repo_id_on_two_platforms_keeps_two_series(db):
    """ModelScope's count is not compared with the Hub's: no false anomaly, no shared marks."""
    hub = RepoObservation("huggingface", REPO, T0, metrics={"downloads_all_time": 50_000})
    record_repo(db, WATCHLIST, hub, TO)
    ms = RepoObservation("modelscope", REPO, T0, metrics={"downloads_all_time": 300})
    assert record_repo(db, WATCHLIST, ms, TO).alerts == []
    later = RepoObservation(
        "modelscope", REPO, T0 + timedelta(hours=1), metrics={"downloads_all_time": 1_100}
    )
    assert [k.rsplit("|", 1)[1] for k in record_repo(db, WATCHLIST, later, TO).alerts] == [
        "milestone:1000"
    ]


def test_a_very_long_file_name_is_recorded_once_on_every_backend(db):
    record_repo(db, WATCHLIST, obs(0, likes=170), TO)
    long_name = "gguf/" + "x" * 450 + ".gguf"
    first = record_repo(db, WATCHLIST, obs(1, likes=170, files=("config.json", long_name)), TO)
    assert len(first.alerts) == 1
    again = record_repo(db, WATCHLIST, obs(2, likes=170, files=("config.json", long_name)), TO)
    assert again.alerts == []
