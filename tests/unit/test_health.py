"""Failure and staleness alerts, back-off and budget stretching as plain functions."""

from datetime import UTC, datetime, timedelta

from domain.health import SourceRecord, Transition, budget_factor, health_transition, next_delay

NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)
RULES = {"fail_after": 3, "stale_after": timedelta(hours=6)}


def record(failures=0, ok_ago=None, since_ago=None, alerted=False):
    return SourceRecord(
        failures,
        NOW - ok_ago if ok_ago else None,
        NOW - since_ago if since_ago else None,
        alerted,
    )


def test_failing_after_n_runs_in_a_row_once():
    assert health_transition(record(2, timedelta(hours=1)), NOW, **RULES) is None
    assert health_transition(record(3, timedelta(hours=1)), NOW, **RULES) is Transition.FAILING
    assert health_transition(record(9, timedelta(hours=1), alerted=True), NOW, **RULES) is None


def test_stale_when_no_success_for_too_long_even_with_few_failures():
    assert health_transition(record(1, timedelta(hours=7)), NOW, **RULES) is Transition.FAILING
    never = record(1, None, since_ago=timedelta(hours=7))
    assert health_transition(never, NOW, **RULES) is Transition.FAILING


def test_recovery_is_announced_once():
    assert health_transition(record(0, alerted=True), NOW, **RULES) is Transition.RECOVERED
    assert health_transition(record(0), NOW, **RULES) is None


def test_backoff_doubles_and_is_capped():
    hour = timedelta(hours=1)
    cap = timedelta(hours=6)
    delays = [next_delay(hour, failures=n, factor=1, max_backoff=cap) for n in range(5)]
    assert delays == [hour, 2 * hour, 4 * hour, cap, cap]
    assert next_delay(hour, failures=0, factor=2, max_backoff=cap) == 2 * hour


def test_budget_stretches_intervals_only_when_low():
    assert budget_factor(None, None, low_fraction=0.2) == 1
    assert budget_factor(50, 60, low_fraction=0.2) == 1
    assert budget_factor(10, 60, low_fraction=0.2) == 2
    assert budget_factor(2, 60, low_fraction=0.2) == 4
