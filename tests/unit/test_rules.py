"""Change rules as plain functions: baseline, thresholds, windows, milestones, anomalies."""

from datetime import UTC, datetime, timedelta

import pytest

from domain.rules import (
    ChangeKind,
    MetricState,
    Point,
    daily_increments,
    detect_changes,
    detect_new_items,
    milestone_mark,
)
from domain.watchlist import EventKind, Rule

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def at(hours: float) -> datetime:
    return T0 + timedelta(hours=hours)


def test_first_observation_is_a_baseline_even_past_milestones():
    rules = [Rule(metric="likes", absolute=10), Rule(metric="likes", milestones=(100, 500))]
    ev = detect_changes("likes", Point(200, T0), MetricState(previous=None), rules)
    assert ev.changes == ()
    assert ev.marks[rules[0].rule_id] == Point(200, T0)
    assert milestone_mark(rules[1], 100) in ev.marks
    assert milestone_mark(rules[1], 500) not in ev.marks


def test_absolute_change_since_last_alert_fires_once_then_moves_the_mark():
    rule = Rule(metric="likes", absolute=50)
    state = MetricState(previous=Point(170, at(1)), marks={rule.rule_id: Point(164, T0)})
    ev = detect_changes("likes", Point(214, at(2)), state, [rule])
    assert [c.kind for c in ev.changes] == [ChangeKind.CHANGE]
    change = ev.changes[0]
    assert (change.old, change.new, change.delta) == (164, 214, 50)
    assert ev.marks[rule.rule_id] == Point(214, at(2))
    # Next crawl: +10 since the alert is below the threshold.
    state2 = MetricState(previous=Point(214, at(2)), marks=ev.marks)
    assert detect_changes("likes", Point(224, at(3)), state2, [rule]).changes == ()


def test_relative_rule_needs_the_full_ratio():
    rule = Rule(metric="likes", relative=0.10)
    state = MetricState(previous=Point(100, T0), marks={rule.rule_id: Point(100, T0)})
    assert detect_changes("likes", Point(109, at(1)), state, [rule]).changes == ()
    assert len(detect_changes("likes", Point(110, at(1)), state, [rule]).changes) == 1


def test_rolling_downloads_falling_is_not_news_and_a_rise_counts_from_the_low():
    rule = Rule(metric="downloads", relative=0.5)
    state = MetricState(previous=Point(10_000, T0), marks={rule.rule_id: Point(10_000, T0)})
    fall = detect_changes("downloads", Point(4_000, at(24)), state, [rule])
    assert fall.changes == ()
    assert fall.marks[rule.rule_id] == Point(4_000, at(24))
    rise = detect_changes(
        "downloads",
        Point(6_500, at(48)),
        MetricState(Point(4_000, at(24)), marks=fall.marks),
        [rule],
    )
    assert [(c.old, c.new) for c in rise.changes] == [(4_000, 6_500)]


def test_all_time_drop_is_an_anomaly_not_a_celebration():
    rule = Rule(metric="downloads_all_time", milestones=(1000,))
    state = MetricState(
        previous=Point(1200, T0), marks={milestone_mark(rule, 1000): Point(1200, T0)}
    )
    ev = detect_changes("downloads_all_time", Point(1100, at(1)), state, [rule])
    assert [c.kind for c in ev.changes] == [ChangeKind.ANOMALY]
    assert ev.changes[0].delta == -100


def test_milestones_fire_once_each_and_only_the_highest_crossed_is_announced():
    rule = Rule(metric="downloads_all_time", milestones=(1000, 5000, 10000))
    state = MetricState(previous=Point(900, T0))
    ev = detect_changes("downloads_all_time", Point(5200, at(1)), state, [rule])
    assert [(c.kind, c.milestone) for c in ev.changes] == [(ChangeKind.MILESTONE, 5000)]
    assert {milestone_mark(rule, 1000), milestone_mark(rule, 5000)} <= set(ev.marks)
    again = detect_changes(
        "downloads_all_time",
        Point(5300, at(2)),
        MetricState(Point(5200, at(1)), marks=ev.marks),
        [rule],
    )
    assert again.changes == ()


def test_window_rule_compares_with_the_window_start_and_does_not_repeat():
    rule = Rule(metric="likes", relative=0.10, window="24h")
    window = timedelta(hours=24)
    state = MetricState(previous=Point(105, at(20)), window_starts={window: Point(100, T0)})
    ev = detect_changes("likes", Point(111, at(22)), state, [rule])
    assert [(c.old, c.new, c.window) for c in ev.changes] == [(100, 111, window)]
    # One hour later the 24 h change is still over 10%, but nothing new happened.
    later = MetricState(
        previous=Point(111, at(22)), window_starts={window: Point(100, T0)}, marks=ev.marks
    )
    assert detect_changes("likes", Point(112, at(23)), later, [rule]).changes == ()


def test_direction_down_rule():
    rule = Rule(metric="likes", absolute=5, direction="down")
    state = MetricState(previous=Point(100, T0), marks={rule.rule_id: Point(100, T0)})
    assert detect_changes("likes", Point(120, at(1)), state, [rule]).changes == ()
    assert len(detect_changes("likes", Point(94, at(1)), state, [rule]).changes) == 1


def test_new_items_baseline_then_pattern():
    rules = [Rule(event="new_file", pattern="*.gguf")]
    assert detect_new_items(None, ["a.gguf"], rules, EventKind.NEW_FILE) == ()
    found = detect_new_items(
        frozenset({"config.json"}),
        ["config.json", "q4/clover-Q4_K_M.GGUF", "x.bin"],
        rules,
        EventKind.NEW_FILE,
    )
    assert [c.item for c in found] == ["q4/clover-Q4_K_M.GGUF"]


def test_new_repo_needs_a_new_repo_rule():
    found = detect_new_items(frozenset({"o/a"}), ["o/a", "o/b"], [], EventKind.NEW_REPO)
    assert found == ()
    found = detect_new_items(
        frozenset({"o/a"}), ["o/a", "o/b"], [Rule(event="new_repo")], EventKind.NEW_REPO
    )
    assert [(c.kind, c.item) for c in found] == [(ChangeKind.NEW_REPO, "o/b")]


def test_daily_increments_spread_gaps():
    points = [
        Point(100, datetime(2026, 11, 1, 8, tzinfo=UTC)),
        Point(150, datetime(2026, 11, 1, 20, tzinfo=UTC)),
        Point(250, datetime(2026, 11, 2, 20, tzinfo=UTC)),
        Point(450, datetime(2026, 11, 4, 20, tzinfo=UTC)),
    ]
    assert [p.value for p in daily_increments(points)] == [100, 100]


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"metric": "likes"},
        {"metric": "likes", "absolute": 1, "relative": 0.1},
        {"event": "new_repo", "window": "1h"},
    ],
)
def test_invalid_rules_are_rejected(kwargs):
    with pytest.raises(ValueError):
        Rule(**kwargs)
