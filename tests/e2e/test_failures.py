"""Bad answers from the Hub: a clear reason, the source marked failing, nothing invented, the
last good data kept, and recovery on the next good crawl."""

from __future__ import annotations

import pytest

from tests.e2e.test_crawl import REPO_ID, crawl, json_out, json_outs, service_env
from tests.fakes.hub import FakeHub

pytestmark = pytest.mark.e2e


@pytest.fixture
def hub():
    with FakeHub(timeout_delay=8) as server:
        server.add_model(REPO_ID, downloads=800, downloads_all_time=900, likes=170)
        yield server


STATUS = ("status",)
LIKES = ("history", REPO_ID, "--metric", "likes")


def hub_status_in(report):
    (status,) = [s for s in report["sources"] if s["source"] == "huggingface"]
    return status


def likes_in(history):
    return [h["value"] for h in history]


def likes(env):
    return likes_in(json_out(env, *LIKES))


@pytest.mark.parametrize(
    "fault, reason",
    [
        ("malformed", "malformed JSON"),
        ("html", "expected JSON, got text/html"),
        (500, "HTTP 500"),
        (503, "HTTP 503"),
        ("timeout", "timed out"),
    ],
)
def test_bad_answer_marks_the_source_failing_and_stores_nothing(tmp_path, hub, fault, reason):
    env = service_env(tmp_path, hub, None, MODELWATCH_REQUEST_TIMEOUT="1")
    crawl(env)
    assert likes(env) == [170]
    hub.mode = fault
    hub.update(REPO_ID, likes=400)
    result = crawl(env, expect=2)
    assert "FAILED" in result.stdout and reason in result.stdout
    report, history, alerts = json_outs(env, STATUS, LIKES, ("alerts",))
    status = hub_status_in(report)
    assert status["failing"] and reason in status["last_error"]
    assert likes_in(history) == [170]  # nothing invented, the last good value kept
    assert alerts == []

    hub.mode = None
    crawl(env)
    report, history = json_outs(env, STATUS, LIKES)
    status = hub_status_in(report)
    assert not status["failing"] and status["consecutive_failures"] == 0
    assert likes_in(history) == [170, 400]


def test_removed_repo_is_reported_not_zeroed(tmp_path, hub):
    env = service_env(tmp_path, hub, None)
    crawl(env)
    hub.remove(REPO_ID)
    result = crawl(env, expect=2)
    assert "not found" in result.stdout
    report, history = json_outs(env, STATUS, LIKES)
    assert "renamed or removed" in hub_status_in(report)["last_error"]
    assert likes_in(history) == [170]


def test_renamed_repo_is_followed_and_history_continues(tmp_path, hub):
    env = service_env(tmp_path, hub, None)
    crawl(env)
    hub.rename(REPO_ID, "DiffuSpace/Clover-35B-A3B")
    hub.update("DiffuSpace/Clover-35B-A3B", likes=171)
    result = crawl(env)
    assert "renamed?" in result.stderr and "update the watchlist" in result.stderr
    assert likes(env) == [170, 171]


def test_short_rate_limit_is_waited_out(tmp_path, hub):
    env = service_env(tmp_path, hub, None)
    hub.fail_next(429, retry_after=1)
    crawl(env)
    assert likes(env) == [170]
    assert hub.count("/api/models") >= 2  # the 429 and its retry


def test_long_rate_limit_is_left_to_the_next_run(tmp_path, hub):
    env = service_env(tmp_path, hub, None, MODELWATCH_MAX_RATE_LIMIT_WAIT="2")
    hub.fail_next(429, retry_after=120, times=5)
    result = crawl(env, expect=2)
    assert "HTTP 429 rate limited" in result.stdout
    assert likes(env) == []
