"""Metric names and what kind of series each one is.

The kind decides how changes are read: a rolling window falling is not news, a cumulative
count falling is an anomaly.
"""

from __future__ import annotations

import enum


class SeriesKind(enum.StrEnum):
    CUMULATIVE = "cumulative"  # only ever grows; a drop is an anomaly (downloads_all_time)
    ROLLING = "rolling"  # a moving window; falling is normal (downloads = last 30 days)
    LEVEL = "level"  # can move either way (likes, stars, trending score)


class Metric(enum.StrEnum):
    DOWNLOADS = "downloads"
    DOWNLOADS_ALL_TIME = "downloads_all_time"
    LIKES = "likes"
    TRENDING_SCORE = "trending_score"
    FILES = "files"
    DISCUSSIONS = "discussions"
    STARS = "stars"
    FORKS = "forks"
    OPEN_ISSUES = "open_issues"
    WATCHERS = "watchers"


SERIES_KIND: dict[str, SeriesKind] = {
    Metric.DOWNLOADS: SeriesKind.ROLLING,
    Metric.DOWNLOADS_ALL_TIME: SeriesKind.CUMULATIVE,
    Metric.LIKES: SeriesKind.LEVEL,
    Metric.TRENDING_SCORE: SeriesKind.LEVEL,
    Metric.FILES: SeriesKind.LEVEL,
}

# Derived at query time from a cumulative metric rather than stored.
DERIVED_DAILY = {"downloads_daily": Metric.DOWNLOADS_ALL_TIME}

LABELS: dict[str, str] = {
    Metric.DOWNLOADS: "downloads (30 d)",
    Metric.DOWNLOADS_ALL_TIME: "downloads (all time)",
    Metric.LIKES: "likes",
    Metric.TRENDING_SCORE: "trending score",
    Metric.FILES: "files",
    Metric.DISCUSSIONS: "discussions",
    Metric.STARS: "stars",
    Metric.FORKS: "forks",
    Metric.OPEN_ISSUES: "open issues and PRs",
    Metric.WATCHERS: "watchers",
    "downloads_daily": "downloads per day",
}


def series_kind(metric: str) -> SeriesKind:
    return SERIES_KIND.get(metric, SeriesKind.LEVEL)


def label(metric: str) -> str:
    return LABELS.get(metric, metric.replace("_", " "))
