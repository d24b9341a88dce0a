"""The watchlist: which models to watch, where they live, how often to look, what to alert on.

Validated with pydantic so that a typo in the TOML file is a clear error at start-up rather than
a silent rule that never fires.
"""

from __future__ import annotations

import enum
import fnmatch
import re
import tomllib
from collections.abc import Iterable
from datetime import date, timedelta
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from domain.durations import format_duration, parse_duration

Duration = Annotated[timedelta, BeforeValidator(parse_duration)]
Day = date  # for fields that are themselves called `date`

HUB_SOURCE = "huggingface"
MODELSCOPE_SOURCE = "modelscope"
GITHUB_SOURCE = "github"
NEWS_SOURCE = "news"
LEADERBOARDS_SOURCE = "leaderboards"
KNOWN_SOURCES = (HUB_SOURCE, MODELSCOPE_SOURCE, GITHUB_SOURCE, NEWS_SOURCE, LEADERBOARDS_SOURCE)


class EventKind(enum.StrEnum):
    NEW_REPO = "new_repo"  # a new repo in a watched org (Hub or GitHub)
    NEW_FILE = "new_file"  # a new file (Hub) or root path (GitHub) matching `pattern`
    NEW_RELEASE = "new_release"  # a GitHub release or tag
    NEW_COMMIT = "new_commit"  # the repo's revision moved (Hub sha, GitHub push)
    CARD_CHANGE = "card_change"  # the model card / README changed where it matters
    KEYWORD = "keyword"  # one of `keywords` appears for the first time (README or a path)


class Direction(enum.StrEnum):
    UP = "up"
    DOWN = "down"
    BOTH = "both"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Rule(_Strict):
    """One alert rule. Exactly one of: relative, absolute, milestones, event."""

    metric: str | None = None
    relative: float | None = Field(default=None, gt=0)
    absolute: float | None = Field(default=None, gt=0)
    window: Duration | None = None
    direction: Direction = Direction.UP
    milestones: tuple[float, ...] = ()
    event: EventKind | None = None
    pattern: str = "*"
    keywords: tuple[str, ...] = ()
    # Which platforms an event rule listens to; empty means all of them.
    sources: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _one_kind(self) -> Rule:
        kinds = [
            self.relative is not None,
            self.absolute is not None,
            bool(self.milestones),
            self.event is not None,
        ]
        if sum(kinds) != 1:
            raise ValueError("a rule needs exactly one of relative, absolute, milestones, event")
        if self.event is None and not self.metric:
            raise ValueError("a metric rule needs `metric`")
        if self.window is not None and self.relative is None and self.absolute is None:
            raise ValueError("`window` applies to relative or absolute rules only")
        if (self.event is EventKind.KEYWORD) != bool(self.keywords):
            raise ValueError('`keywords` goes with event = "keyword" (and it needs some)')
        unknown = set(self.sources) - set(KNOWN_SOURCES)
        if unknown:
            raise ValueError(f"unknown sources {sorted(unknown)}; known: {list(KNOWN_SOURCES)}")
        return self

    def listens_to(self, source: str) -> bool:
        return not self.sources or source in self.sources

    @property
    def rule_id(self) -> str:
        """A stable name, used in rule marks and idempotency keys."""
        if self.event is EventKind.KEYWORD:
            return f"{self.event}:{','.join(self.keywords)}"
        if self.event is not None:
            return f"{self.event}:{self.pattern}"
        if self.milestones:
            return f"{self.metric}:milestones"
        kind, amount = ("relative", self.relative) if self.relative else ("absolute", self.absolute)
        window = f":{int(self.window.total_seconds())}s" if self.window else ""
        return f"{self.metric}:{kind}:{amount:g}:{self.direction}{window}"

    def describe(self) -> str:
        if self.event is EventKind.KEYWORD:
            return "keyword " + ", ".join(self.keywords)
        if self.event is EventKind.NEW_FILE:
            return f"{self.event} {self.pattern}"
        if self.event is not None:
            return str(self.event)
        if self.milestones:
            return f"{self.metric} milestones " + ", ".join(f"{m:g}" for m in self.milestones)
        amount = f"{self.relative:.0%}" if self.relative else f"{self.absolute:g}"
        span = f" in {format_duration(self.window)}" if self.window else " since last alert"
        return f"{self.metric} {self.direction} {amount}{span}"

    def matches_file(self, filename: str) -> bool:
        return fnmatch.fnmatch(filename.lower(), self.pattern.lower())


class Reported(_Strict):
    """A figure reported by others (e.g. launch coverage), stored so history starts at launch."""

    date: date
    metric: str
    value: float
    source: str = HUB_SOURCE
    note: str = ""


class Pages(_Strict):
    """Where a model lives: ids as each platform spells them (`owner/name`)."""

    huggingface: tuple[str, ...] = ()
    huggingface_orgs: tuple[str, ...] = ()
    modelscope: tuple[str, ...] = ()
    modelscope_orgs: tuple[str, ...] = ()
    github: tuple[str, ...] = ()
    github_orgs: tuple[str, ...] = ()

    def of(self, source: str) -> tuple[str, ...]:
        return {
            HUB_SOURCE: self.huggingface,
            MODELSCOPE_SOURCE: self.modelscope,
            GITHUB_SOURCE: self.github,
        }.get(source, ())

    def orgs_of(self, source: str) -> tuple[str, ...]:
        return {
            HUB_SOURCE: self.huggingface_orgs,
            MODELSCOPE_SOURCE: self.modelscope_orgs,
            GITHUB_SOURCE: self.github_orgs,
        }.get(source, ())


class News(_Strict):
    """Where to look for coverage of a model, and how to tell it from look-alikes."""

    # Search terms (default: the model's name and aliases); each becomes a feed query.
    queries: tuple[str, ...] = ()
    # Google News editions, e.g. "en-US", "fr-FR", "pt-BR", "it-IT", "de-DE", "es-ES", "zh-CN".
    google_news_locales: tuple[str, ...] = ()
    hacker_news: bool = False
    reddit: bool = False
    reddit_subreddits: tuple[str, ...] = ()  # empty: all of Reddit
    arxiv: bool = False
    feeds: tuple[str, ...] = ()  # any RSS/Atom feed URL (the vendor's blog, an outlet's AI section)
    # Words that make a bare alias count ("diffusion", "MoE", "35B"): see relevance rules.
    context_terms: tuple[str, ...] = ()
    vendor_domains: tuple[str, ...] = ()  # the vendor's own sites: vendor outlets
    fetch_articles: bool = True  # read the page behind each feed item

    @property
    def enabled(self) -> bool:
        return bool(
            self.google_news_locales or self.hacker_news or self.reddit or self.arxiv or self.feeds
        )


class ClaimKind(enum.StrEnum):
    BENCHMARK = "benchmark"
    SPEED = "speed"
    MEMORY = "memory"
    SIZE = "size"
    CONTEXT = "context"


class LaunchClaim(_Strict):
    """A figure the vendor claims, with the conditions it was measured under."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    kind: ClaimKind = ClaimKind.BENCHMARK
    benchmark: str | None = None  # canonical name with its version ("Terminal-Bench 2.1")
    value: float
    value_max: float | None = None  # for a range ("18.24 to 35.26 GiB")
    unit: str = "points"
    conditions: dict[str, str] = Field(default_factory=dict)  # gpu, precision, batch, workload
    baseline: str = ""  # what it is compared with, as the vendor says
    source: str = "vendor launch announcement"
    date: Day | None = None


class Identity(_Strict):
    """How leaderboards spell the vendor and the model (first-party rules need this)."""

    vendor_names: tuple[str, ...] = ()  # "DiffuSpace", "Diffu Space", ...
    vendor_domains: tuple[str, ...] = ()
    leaderboard_names: tuple[str, ...] = ()  # the model as boards may spell it


class WatchedModel(_Strict):
    key: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    name: str
    vendor: str
    aliases: tuple[str, ...] = ()
    released: date | None = None
    license: str | None = None
    base_model: str | None = None
    summary: str = ""
    pages: Pages = Pages()
    intervals: dict[str, Duration] = Field(default_factory=dict)
    news: News = News()
    claims: tuple[LaunchClaim, ...] = ()
    identity: Identity = Identity()
    reported: tuple[Reported, ...] = ()
    rules: tuple[Rule, ...] = ()

    def names(self) -> tuple[str, ...]:
        """Every way a user may refer to this model."""
        return (
            self.key,
            self.name,
            *self.aliases,
            *self.pages.huggingface,
            *self.pages.modelscope,
            *self.pages.github,
        )

    def metric_rules(self, metric: str) -> tuple[Rule, ...]:
        return tuple(r for r in self.rules if r.metric == metric and r.event is None)


class Defaults(_Strict):
    interval: Duration = timedelta(hours=1)
    jitter: Duration = timedelta(minutes=2)


class Watchlist(_Strict):
    defaults: Defaults = Defaults()
    models: tuple[WatchedModel, ...] = Field(default=(), alias="model")

    @model_validator(mode="after")
    def _unique_keys(self) -> Watchlist:
        keys = [m.key for m in self.models]
        duplicates = {k for k in keys if keys.count(k) > 1}
        if duplicates:
            raise ValueError(f"duplicate model keys: {sorted(duplicates)}")
        return self

    def find(self, query: str) -> WatchedModel | None:
        """Resolve a key, name, alias or repo id, ignoring case and punctuation."""
        wanted = _fold(query)
        for model in self.models:
            if any(_fold(name) == wanted for name in model.names()):
                return model
        return None

    def interval(self, source: str) -> timedelta:
        """A source is polled as often as its most demanding model asks."""
        asked = [m.intervals[source] for m in self.models if source in m.intervals]
        return min(asked, default=self.defaults.interval)

    def model_for_repo(self, repo_id: str, source: str = HUB_SOURCE) -> WatchedModel | None:
        folded = repo_id.lower()
        for model in self.models:
            if any(r.lower() == folded for r in model.pages.of(source)):
                return model
        return None

    def models_for_repo(self, repo_id: str, source: str = HUB_SOURCE) -> tuple[WatchedModel, ...]:
        folded = repo_id.lower()
        return tuple(m for m in self.models if any(r.lower() == folded for r in m.pages.of(source)))

    def models_for_org(self, org: str, source: str = HUB_SOURCE) -> tuple[WatchedModel, ...]:
        folded = org.lower()
        return tuple(
            m for m in self.models if any(o.lower() == folded for o in m.pages.orgs_of(source))
        )

    def orgs(self, source: str) -> tuple[str, ...]:
        return _unique(org for m in self.models for org in m.pages.orgs_of(source))

    def repos(self, source: str) -> tuple[str, ...]:
        return _unique(repo for m in self.models for repo in m.pages.of(source))

    def sources(self) -> tuple[str, ...]:
        """The platforms some model has a page or org on (the ones worth scheduling)."""
        return tuple(
            s
            for s in KNOWN_SOURCES
            if self.repos(s)
            or self.orgs(s)
            or (s == NEWS_SOURCE and self.news_models())
            or (s == LEADERBOARDS_SOURCE and any(m.claims for m in self.models))
        )

    def news_models(self) -> tuple[WatchedModel, ...]:
        return tuple(m for m in self.models if m.news.enabled)


def _unique(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))


def _fold(text: str) -> str:
    return re.sub(r"[\s_\-.]+", "", text.lower())


class WatchlistError(ValueError):
    """The watchlist file is missing or invalid; the message says where."""


def parse_watchlist(text: str, *, origin: str = "<watchlist>") -> Watchlist:
    try:
        data: dict[str, Any] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise WatchlistError(f"{origin}: not valid TOML: {exc}") from exc
    try:
        return Watchlist.model_validate(data)
    except ValueError as exc:
        raise WatchlistError(f"{origin}: {exc}") from exc


def load_watchlist(path: Path) -> Watchlist:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise WatchlistError(f"cannot read watchlist {path}: {exc}") from exc
    return parse_watchlist(text, origin=str(path))
