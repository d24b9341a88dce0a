"""How a source is doing: when operators hear about it, and how long to wait before the next run.

Pure functions of a source's record, so the failure, staleness and back-off rules can be tested
with plain values.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime, timedelta


class Transition(enum.StrEnum):
    FAILING = "failing"
    RECOVERED = "recovered"


@dataclass(frozen=True)
class SourceRecord:
    consecutive_failures: int
    last_success_at: datetime | None
    failing_since: datetime | None
    operators_alerted: bool


def health_transition(
    record: SourceRecord, now: datetime, *, fail_after: int, stale_after: timedelta
) -> Transition | None:
    """One operator alert when a source starts failing or goes stale, one when it recovers.

    Failing: `fail_after` runs in a row failed. Stale: no successful run for `stale_after`
    (counted from the first failure when it never succeeded).
    """
    if record.operators_alerted:
        return Transition.RECOVERED if record.consecutive_failures == 0 else None
    if record.consecutive_failures == 0:
        return None
    if record.consecutive_failures >= fail_after:
        return Transition.FAILING
    since = record.last_success_at or record.failing_since
    if since is not None and now - since >= stale_after:
        return Transition.FAILING
    return None


def budget_factor(remaining: int | None, limit: int | None, *, low_fraction: float) -> float:
    """How much to stretch a platform's intervals while its rate budget runs low."""
    if remaining is None or not limit:
        return 1.0
    share = remaining / limit
    if share >= low_fraction:
        return 1.0
    if share >= low_fraction / 4:
        return 2.0
    return 4.0


def next_delay(
    interval: timedelta, *, failures: int, factor: float, max_backoff: timedelta
) -> timedelta:
    """The wait before the next run: the interval, stretched by the budget, doubled per
    failure in a row (never beyond `max_backoff`, never shorter than the interval)."""
    delay = interval * factor * (2 ** min(failures, 20))
    return max(interval, min(delay, max(max_backoff, interval)))
