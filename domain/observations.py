"""What a crawl saw, in platform-neutral terms: the items spiders yield and pipelines store."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True)
class RepoObservation:
    """One page (a Hub repo) read at one time: its numbers and, when listed, its files."""

    source: str
    repo_id: str
    observed_at: datetime
    metrics: Mapping[str, float] = field(default_factory=dict)
    files: tuple[str, ...] | None = None  # None: the answer did not list files
    requested_id: str | None = None  # the id we asked for, when the platform redirected
    sha: str | None = None
    last_modified: datetime | None = None

    @property
    def watched_id(self) -> str:
        """The id the watchlist knows, so history stays continuous across a rename."""
        return self.requested_id or self.repo_id


@dataclass(frozen=True)
class OrgObservation:
    """A complete listing of an organisation's repos (every page fetched)."""

    source: str
    org: str
    repos: tuple[str, ...]
    observed_at: datetime
