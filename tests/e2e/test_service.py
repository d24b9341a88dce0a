"""`modelwatch run`: scheduled crawls, the bot's commands and alerts in one process, and a clean
stop on SIGTERM."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

import pytest

from tests.conftest import REPO
from tests.e2e.test_crawl import REPO_ID, TOKEN, json_outs, service_env
from tests.fakes.hub import FakeHub
from tests.fakes.telegram import FakeTelegram

pytestmark = pytest.mark.e2e


def wait_until(predicate, timeout=30.0, what="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def replies(telegram, chat_id):
    return [m["text"] for m in telegram.messages(chat_id=chat_id)]


def test_run_serves_commands_delivers_alerts_and_stops_cleanly(tmp_path):
    with FakeHub() as hub, FakeTelegram(token=TOKEN) as telegram:
        hub.add_model(REPO_ID, downloads=800, downloads_all_time=900, likes=170)
        env = service_env(tmp_path, hub, telegram, interval="2s")
        proc = subprocess.Popen(
            [sys.executable, "-c", "import sys, cli; sys.exit(cli.main())", "run"],
            env=env,
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            wait_until(lambda: telegram.commands, what="setMyCommands")
            assert [c["command"] for c in telegram.commands] == [
                "start",
                "stop",
                "status",
                "history",
                "news",
                "digest",
                "claims",
                "evidence",
                "help",
            ]
            wait_until(lambda: hub.count("/api/models") >= 1, what="the first crawl")

            telegram.inject_message(42, "/start")
            wait_until(lambda: replies(telegram, 42), what="/start reply")
            assert replies(telegram, 42)[0].startswith("Subscribed")

            telegram.inject_message(42, "/history")
            wait_until(lambda: len(replies(telegram, 42)) >= 2, what="usage line")
            assert replies(telegram, 42)[1].startswith("Usage: /history MODEL")

            telegram.inject_message(42, "/digest maybe")
            wait_until(lambda: "Usage: /digest on|off" in replies(telegram, 42), what="usage")
            telegram.inject_message(42, "/news")
            wait_until(
                lambda: any("story(ies) in 7 days" in t for t in replies(telegram, 42)),
                what="/news reply",
            )

            telegram.inject_message(42, "/history clover likes 7")
            wait_until(lambda: len(replies(telegram, 42)) >= 5, what="/history reply")
            assert "Clover-35B-A3B-Preview · likes" in replies(telegram, 42)[4]
            assert "170" in replies(telegram, 42)[4]

            hub.update(REPO_ID, likes=199)
            wait_until(
                lambda: any("likes 170 → 199" in t for t in replies(telegram, 42)),
                what="the alert to the subscriber",
            )
            wait_until(
                lambda: any("likes 170 → 199" in t for t in replies(telegram, 100)),
                what="the alert to the configured chat",
            )

            telegram.inject_message(42, "/status")
            wait_until(
                lambda: any("likes: 199" in t for t in replies(telegram, 42)),
                what="/status reply",
            )

            telegram.block(42)
            hub.update(REPO_ID, likes=260)
            wait_until(
                lambda: any("→ 260" in t for t in replies(telegram, 100)), what="second alert"
            )
            wait_until(
                lambda: any(c.status == 403 for c in telegram.calls("sendMessage")),
                what="the blocked chat's 403",
            )
        finally:
            proc.send_signal(signal.SIGTERM)
            _, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err[-3000:]
        assert "stopped" in err
        assert sum("likes 170 → 199" in t for t in replies(telegram, 100)) == 1

        alerts, status = json_outs(env, ("alerts",), ("status",))
        latest = alerts[0]
        states = {d["chat_id"]: d["status"] for d in latest["deliveries"]}
        assert states == {"100": "sent", "42": "dropped"}
        (hub_status,) = [s for s in status["sources"] if s["source"] == "huggingface"]
        assert hub_status["next_run_at"] and not hub_status["failing"]
