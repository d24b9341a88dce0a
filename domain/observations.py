"""What a crawl saw, in platform-neutral terms: the items spiders yield and pipelines store."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True)
class RepoObservation:
    """One page (a Hub or ModelScope repo, a GitHub repo) read at one time.

    Every optional field is None when this crawl did not read it (an answer without the field,
    or a sub-request that failed): None means "unknown", never "empty", so that nothing is
    reported as removed or new by mistake.
    """

    source: str
    repo_id: str
    observed_at: datetime
    metrics: Mapping[str, float] = field(default_factory=dict)
    files: tuple[str, ...] | None = None  # Hub: repo files; GitHub: root paths
    requested_id: str | None = None  # the id we asked for, when the platform redirected
    sha: str | None = None  # the revision: Hub commit sha, GitHub default-branch head
    last_modified: datetime | None = None
    releases: tuple[str, ...] | None = None  # GitHub release tags (and their names)
    tags: tuple[str, ...] | None = None  # GitHub git tags
    readme: str | None = None  # the model card (Hub) or README (GitHub) text

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
    # Per repo, the tags the listing carried (the Hub's `base_model:quantized:…` tells a
    # derivative from an original).
    repo_tags: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class ArticleObservation:
    """One news item about a watched model: the feed entry, and the article page behind it.

    `status` is "full" (the page was read), "partial" (a consent or paywall page: only what the
    page showed freely), or "feed" (the page could not be read or was not fetched: the feed's
    own title, summary and source stand in for it). `reasons` say why, in counted codes.
    """

    model: str  # the watchlist key the feed was searched for
    feed: str  # which feed found it: "google_news:fr-FR", "hn", "reddit", "arxiv", a feed URL
    url: str  # the article's final URL (or the feed's link when it could not be resolved)
    observed_at: datetime
    title: str
    text: str = ""
    summary: str = ""
    canonical_url: str | None = None
    author: str | None = None
    published: datetime | None = None
    lang: str | None = None
    source_name: str | None = None  # the outlet as the feed names it
    source_url: str | None = None  # the outlet's home page as the feed gives it
    status: str = "full"
    reasons: tuple[str, ...] = ()
    extra: Mapping[str, object] = field(default_factory=dict)  # points, comments, arXiv id...
    # `domain.news.features.ArticleFeatures` of title and text, when the extraction worker
    # computed them (kept untyped here: observations do not depend on the news package).
    features: object | None = None


@dataclass(frozen=True)
class LeaderboardObservation:
    """Every row one leaderboard publishes about one watched model (and look-alikes).

    `rows` are `crawler.parsers.leaderboards.LeaderboardRow`s, kept as the parser made them
    (runner, benchmark version, setting); `complete` is False when part of the board could
    not be read, so that rows missing from it are not taken as retracted.
    """

    board: str  # swebench | terminal_bench | tau_bench | hf_eval_results | artificial_analysis
    model: str  # the watchlist key
    rows: tuple[object, ...]
    observed_at: datetime
    complete: bool = True


@dataclass(frozen=True)
class DiscussionComment:
    """One comment of a Hub discussion; the first one is the opening post."""

    comment_id: str  # the Hub's event id: stable across edits, so evidence is upserted by it
    author: str  # the Hub user or org name ("deleted" when the account is gone)
    created_at: datetime | None
    text: str  # the raw markdown, as written
    hidden: bool = False  # hidden by a moderator or the repo owner: not read


@dataclass(frozen=True)
class DiscussionObservation:
    """One discussion on a watched Hub repo, read in full (pull requests are not read).

    `listed_comments` is the comment count the discussions list showed when this was read
    (None when the list did not say): the next crawl reads the discussion again only when the
    list shows another count.
    """

    source: str
    repo: str
    num: int
    title: str
    url: str  # the discussion's web page on the configured Hub endpoint
    status: str  # open | closed
    observed_at: datetime
    comments: tuple[DiscussionComment, ...] = ()
    author: str = "deleted"
    created_at: datetime | None = None
    listed_comments: int | None = None

    @property
    def key(self) -> str:
        """`{repo}/discussions/{num}`: the discussion's path on the Hub, and its id here."""
        return f"{self.repo}/discussions/{self.num}"
