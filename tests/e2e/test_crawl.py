"""End to end: the real `modelwatch` command, the real spider, huggingface_hub's parsing and
python-telegram-bot, against local servers speaking the Hub's and Telegram's protocols."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO, base_env, run_modelwatch, run_modelwatch_each
from tests.fakes.hub import FakeHub
from tests.fakes.telegram import FakeTelegram

pytestmark = pytest.mark.e2e

REPO_ID = "DiffuSpace/Clover-35B-A3B-Preview"
TOKEN = "123456:TEST"

WATCHLIST = """
[defaults]
interval = "{interval}"
jitter = "0s"

[[model]]
key = "clover-35b-a3b-preview"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover"]
[model.pages]
huggingface = ["{repo}"]
huggingface_orgs = ["DiffuSpace"]
[[model.reported]]
date = 2026-10-30
metric = "likes"
value = 164
[[model.rules]]
metric = "likes"
absolute = 10
[[model.rules]]
metric = "downloads"
relative = 0.5
[[model.rules]]
metric = "downloads_all_time"
milestones = [1000, 5000]
[[model.rules]]
event = "new_repo"
[[model.rules]]
event = "new_file"
pattern = "*.gguf"
"""


@pytest.fixture
def hub():
    with FakeHub() as server:
        server.add_model(
            REPO_ID,
            downloads=800,
            downloads_all_time=900,
            likes=170,
            files=["config.json", "model-00001.safetensors"],
        )
        server.add_model("DiffuSpace/Older-Model", downloads=5, downloads_all_time=50, likes=1)
        yield server


@pytest.fixture
def telegram():
    with FakeTelegram(token=TOKEN) as server:
        yield server


def service_env(
    tmp_path: Path,
    hub: FakeHub,
    telegram: FakeTelegram | None,
    *,
    database_url: str | None = None,
    interval: str = "1h",
    **extra: str,
) -> dict[str, str]:
    watchlist = tmp_path / "watchlist.toml"
    watchlist.write_text(WATCHLIST.format(repo=REPO_ID, interval=interval), encoding="utf-8")
    settings = {
        "MODELWATCH_WATCHLIST": str(watchlist),
        "HF_ENDPOINT": hub.url,
        "MODELWATCH_DELIVERY_MAX_WAIT": "20",
        "MODELWATCH_REQUEST_TIMEOUT": "3",
    }
    if database_url:
        settings["MODELWATCH_DATABASE_URL"] = database_url
    if telegram is not None:
        settings.update(
            MODELWATCH_TELEGRAM_TOKEN=TOKEN,
            MODELWATCH_TELEGRAM_API_URL=telegram.url,
            MODELWATCH_TELEGRAM_CHAT_IDS="100",
        )
    return base_env(tmp_path, **{**settings, **extra})


def crawl(env: dict[str, str], expect: int = 0) -> subprocess.CompletedProcess[str]:
    result = run_modelwatch(["crawl"], env)
    assert result.returncode == expect, result.stdout + result.stderr
    return result


def json_out(env: dict[str, str], *args: str):
    result = run_modelwatch([*args, "--format", "json"], env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def json_outs(env: dict[str, str], *commands: tuple[str, ...]) -> list[Any]:
    """`json_out` of several report commands (they only read), run in one child process."""
    results = run_modelwatch_each([[*c, "--format", "json"] for c in commands], env)
    for result in results:
        assert result.returncode == 0, f"{result.args}: {result.stderr}"
    return [json.loads(r.stdout) for r in results]


def queued_alerts(tmp_path: Path) -> int:
    with sqlite3.connect(tmp_path / "modelwatch.db") as conn:
        try:
            return conn.execute("select count(*) from alerts").fetchone()[0]
        except sqlite3.OperationalError:
            return 0


def make_news(hub: FakeHub) -> None:
    hub.update(REPO_ID, likes=185, downloads_all_time=1200)
    hub.add_file(REPO_ID, "gguf/Clover-35B-A3B-Preview-Q4_K_M.gguf")
    hub.add_model(
        "DiffuSpace/Clover-35B-A3B-Preview-GGUF", downloads=3, downloads_all_time=3, likes=2
    )


@pytest.mark.parametrize(
    "backend", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]
)
def test_crawl_change_crawl_delivers_each_alert_once_even_after_a_429(
    backend, tmp_path, hub, telegram, request
):
    url = request.getfixturevalue("pg_url") if backend == "postgres" else None
    if url:  # a fresh schema for this test on the shared session database
        from tests.conftest import Base, Database

        database = Database(url)
        with database.engine.begin() as conn:
            for table in reversed(Base.metadata.sorted_tables):
                conn.execute(table.delete()) if conn.dialect.has_table(conn, table.name) else None
        database.dispose()
    env = service_env(tmp_path, hub, telegram, database_url=url)

    first = crawl(env)
    assert "huggingface: " in first.stdout and "ok" in first.stdout
    assert telegram.messages() == []  # the first crawl is a baseline

    make_news(hub)
    telegram.fail_next("sendMessage", status=429, retry_after=1)
    crawl(env)
    texts = [m["text"] for m in telegram.messages(chat_id=100)]
    assert len(texts) == 4, texts
    assert sum("likes 170 → 185 (+15" in t for t in texts) == 1
    assert sum("passed 1,000 downloads (all time)" in t for t in texts) == 1
    assert sum("new file gguf/Clover-35B-A3B-Preview-Q4_K_M.gguf" in t for t in texts) == 1
    assert sum("new repo DiffuSpace/Clover-35B-A3B-Preview-GGUF" in t for t in texts) == 1
    sends = telegram.calls("sendMessage")
    assert len(sends) == 5  # one refused with 429, then four delivered
    assert sends[1].at - sends[0].at >= 1.0  # retry_after honoured

    crawl(env)  # nothing changed: nothing new is sent
    assert len(telegram.messages()) == 4

    alerts, history, status = json_outs(
        env, ("alerts",), ("history", "Clover", "--metric", "likes", "--since", "60d"), ("status",)
    )
    assert sorted(a["kind"] for a in alerts) == ["change", "milestone", "new_file", "new_repo"]
    assert all(d["status"] == "sent" for a in alerts for d in a["deliveries"])

    assert [(h["metric"], h["value"]) for h in history] == [
        ("likes", 164),
        ("likes", 170),
        ("likes", 185),
        ("likes", 185),
    ]
    assert all(set(h) >= {"observed_at", "metric", "value"} for h in history)
    (hub_status,) = [s for s in status["sources"] if s["source"] == "huggingface"]
    (clover,) = status["models"]
    (page,) = clover["pages"]
    assert page["values"]["likes"] == 185 and page["source_state"] == "ok"
    assert not hub_status["failing"] and hub_status["last_success_at"]
    assert hub_status["rows_stored"] > 0


def test_console_mode_needs_no_token(tmp_path, hub):
    env = service_env(tmp_path, hub, None)
    crawl(env)
    hub.update(REPO_ID, likes=200)
    result = crawl(env)
    assert "=== modelwatch alert ===" in result.stdout
    assert "likes 170 → 200 (+30" in result.stdout
    (alert,) = json_out(env, "alerts")
    assert alert["deliveries"] == [
        {
            "chat_id": "console",
            "status": "sent",
            "attempts": 1,
            "last_error": None,
            "sent_at": alert["deliveries"][0]["sent_at"],
        }
    ]


def test_killed_after_queueing_before_sending_delivers_once_on_restart(tmp_path, hub, telegram):
    env = service_env(tmp_path, hub, telegram)
    crawl(env)
    make_news(hub)
    telegram.hang("getMe", 60, times=1)  # delivery starts with getMe: stall it there
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys, cli; sys.exit(cli.main())", "crawl"],
        env=env,
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while queued_alerts(tmp_path) < 4 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert queued_alerts(tmp_path) == 4, "the crawl never queued its alerts"
        time.sleep(0.5)  # now stalled in getMe, before any sendMessage
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=30)
    assert telegram.messages() == []
    queued = json_out(env, "alerts")
    # Queued, one of them claimed for sending (stalled in getMe), none sent.
    states = [d["status"] for a in queued for d in a["deliveries"]]
    assert len(queued) == 4 and set(states) <= {"pending", "sending"} and "sending" in states

    telegram.reset()
    crawl(env)
    texts = [m["text"] for m in telegram.messages()]
    assert len(texts) == 4 and len(set(texts)) == 4
    crawl(env)
    assert len(telegram.messages()) == 4


def test_blocked_chat_is_dropped_and_others_still_receive(tmp_path, hub, telegram):
    env = service_env(tmp_path, hub, telegram, MODELWATCH_TELEGRAM_CHAT_IDS="100,200")
    crawl(env)
    telegram.block(200)
    hub.update(REPO_ID, likes=200)
    crawl(env)
    assert len(telegram.messages(chat_id=100)) == 1
    assert telegram.messages(chat_id=200) == []
    (alert,) = json_out(env, "alerts")
    states = {d["chat_id"]: (d["status"], d["last_error"]) for d in alert["deliveries"]}
    assert states["100"] == ("sent", None)
    assert states["200"][0] == "dropped" and "blocked" in states["200"][1]


def test_telegram_outage_backs_off_then_gives_up_visibly(tmp_path, hub, telegram):
    env = service_env(
        tmp_path,
        hub,
        telegram,
        MODELWATCH_DELIVERY_MAX_ATTEMPTS="2",
        MODELWATCH_DELIVERY_RETRY_BASE="1",
        MODELWATCH_DELIVERY_MAX_WAIT="5",
    )
    crawl(env)
    telegram.mode = "down"
    hub.update(REPO_ID, likes=200)
    crawl(env)
    (alert,) = json_out(env, "alerts")
    (delivery,) = alert["deliveries"]
    assert delivery["status"] == "gave_up" and delivery["attempts"] == 2
    assert "502" in delivery["last_error"] or "Bad Gateway" in delivery["last_error"]
    assert telegram.messages() == []
