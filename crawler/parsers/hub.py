"""The Hugging Face Hub's `/api/models` answers, read with huggingface_hub's own ModelInfo.

`downloads` is the rolling 30-day count and `downloadsAllTime` the cumulative one; neither is
in the default answer together with the other, so every request names its `expand` fields.
Discussions are read with the field names of huggingface_hub's `get_repo_discussions` and
`get_discussion_details` (community.py `deserialize_event`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import quote, urlencode

from huggingface_hub import ModelInfo, hf_hub_url
from huggingface_hub.utils import parse_datetime

from domain.metrics import Metric
from domain.observations import DiscussionComment, DiscussionObservation, RepoObservation

SOURCE = "huggingface"

# Fields asked of both the org listing and the per-model call (only these come back).
STATS_EXPAND = (
    "downloads",
    "downloadsAllTime",
    "likes",
    "trendingScore",
    "lastModified",
    "createdAt",
    "sha",
    "siblings",
    "tags",  # `base_model:quantized:ORG/NAME` tells a derivative from an original
)

_METRICS = {
    Metric.DOWNLOADS: "downloads",
    Metric.DOWNLOADS_ALL_TIME: "downloads_all_time",
    Metric.LIKES: "likes",
    Metric.TRENDING_SCORE: "trending_score",
}
_REQUIRED = (Metric.DOWNLOADS, Metric.LIKES)


class HubAnswerError(ValueError):
    """The Hub answered something that is not the model data we asked for."""


def model_url(endpoint: str, repo_id: str) -> str:
    query = urlencode([("expand", e) for e in STATS_EXPAND])
    return f"{endpoint}/api/models/{quote(repo_id, safe='/')}?{query}"


def listing_url(endpoint: str, org: str, *, limit: int = 1000) -> str:
    params = [("author", org), ("limit", str(limit)), *(("expand", e) for e in STATS_EXPAND)]
    return f"{endpoint}/api/models?{urlencode(params)}"


def discussions_url(endpoint: str, repo_id: str, page: int = 0) -> str:
    """One page of a repo's discussions and pull requests, newest first."""
    return f"{endpoint}/api/models/{quote(repo_id, safe='/')}/discussions?p={page}"


def discussion_url(endpoint: str, repo_id: str, num: int) -> str:
    """One discussion with its events (comments, status and title changes)."""
    return f"{endpoint}/api/models/{quote(repo_id, safe='/')}/discussions/{num}"


def discussion_page_url(endpoint: str, repo_id: str, num: int) -> str:
    """Where people read the discussion: huggingface_hub's `Discussion.url` for a model repo."""
    return f"{endpoint}/{repo_id}/discussions/{num}"


def card_url(endpoint: str, repo_id: str) -> str:
    """The model card (README.md) at the main revision, as huggingface_hub builds file URLs."""
    return hf_hub_url(repo_id, "README.md", endpoint=endpoint)


def parse_discussions_count(data: Any) -> int:
    """The `count` of the Hub's discussions answer (all discussions and pull requests)."""
    if not isinstance(data, dict) or not isinstance(data.get("count"), int):
        raise HubAnswerError("discussions answer without a count")
    return int(data["count"])


def decode_json(body: bytes, content_type: str | None) -> Any:
    """JSON, or a HubAnswerError naming what came instead (an HTML error page, a cut body)."""
    if content_type and "json" not in content_type.lower():
        snippet = body[:80].decode("utf-8", "replace").strip().replace("\n", " ")
        raise HubAnswerError(f"expected JSON, got {content_type} ({snippet!r})")
    try:
        return json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise HubAnswerError(f"malformed JSON ({exc.msg if hasattr(exc, 'msg') else exc})") from exc


def parse_model(
    raw: Any, *, observed_at: datetime, requested_id: str | None = None
) -> RepoObservation:
    """One model object (from the listing or the detail call) as an observation.

    A missing count is an error, never a zero: an invented value would fire alerts.
    """
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise HubAnswerError("model object without an id")
    info = ModelInfo(**raw)
    metrics: dict[str, float] = {}
    for metric, attr in _METRICS.items():
        value = getattr(info, attr, None)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise HubAnswerError(f"{info.id}: {attr} is not a number: {value!r}")
        metrics[metric] = float(value)
    missing = [m for m in _REQUIRED if m not in metrics]
    if missing:
        raise HubAnswerError(f"{info.id}: answer lacks {', '.join(missing)}")
    files = None
    if info.siblings is not None:
        files = tuple(sorted(s.rfilename for s in info.siblings))
        metrics[Metric.FILES] = float(len(files))
    return RepoObservation(
        source=SOURCE,
        repo_id=info.id,
        observed_at=observed_at,
        metrics=metrics,
        files=files,
        requested_id=requested_id if requested_id and requested_id != info.id else None,
        sha=info.sha,
        last_modified=info.last_modified,
    )


def model_tags(raw: Any) -> tuple[str, ...]:
    tags = raw.get("tags") if isinstance(raw, dict) else None
    return tuple(t for t in tags if isinstance(t, str)) if isinstance(tags, list) else ()


@dataclass(frozen=True)
class DiscussionsPage:
    """One page of the discussions list; `items` are parsed one by one, so that a malformed
    entry costs only itself."""

    count: int  # discussions and pull requests in all
    start: int  # the offset of this page
    items: tuple[Any, ...]

    @property
    def has_more(self) -> bool:
        return bool(self.items) and self.start + len(self.items) < self.count


@dataclass(frozen=True)
class DiscussionItem:
    """A discussion as the list shows it: enough to decide whether to read it again."""

    num: int
    title: str
    status: str
    is_pull_request: bool
    author: str
    created_at: datetime | None
    num_comments: int | None  # None: the list did not say


def parse_discussions_page(data: Any) -> DiscussionsPage:
    """`{"discussions": [...], "count": N, "start": offset}`; the client pages on the same."""
    count = parse_discussions_count(data)
    items = data.get("discussions")
    start = data.get("start", 0)
    if not isinstance(items, list):
        raise HubAnswerError("discussions answer without a discussions list")
    if isinstance(start, bool) or not isinstance(start, int):
        raise HubAnswerError(f"discussions answer with an odd start: {start!r}")
    return DiscussionsPage(count=count, start=start, items=tuple(items))


def parse_discussion_item(raw: Any) -> DiscussionItem:
    """One list entry; only `num`, `title` and `isPullRequest` are needed to go on."""
    if not isinstance(raw, dict):
        raise HubAnswerError("discussion entry is not an object")
    num, title = raw.get("num"), raw.get("title")
    if isinstance(num, bool) or not isinstance(num, int) or num <= 0:
        raise HubAnswerError(f"discussion entry without a number: {num!r}")
    if not isinstance(title, str):
        raise HubAnswerError(f"discussion #{num} without a title")
    comments = raw.get("numComments")
    return DiscussionItem(
        num=num,
        title=title,
        status=str(raw.get("status") or "open"),
        is_pull_request=raw.get("isPullRequest") is True,
        author=_author_name(raw),
        created_at=_optional_datetime(raw.get("createdAt"), f"discussion #{num}"),
        num_comments=comments if isinstance(comments, int) and comments >= 0 else None,
    )


def parse_discussion_detail(
    data: Any,
    *,
    endpoint: str,
    repo_id: str,
    num: int,
    observed_at: datetime,
    listed_comments: int | None = None,
) -> DiscussionObservation:
    """A discussion's comments, in the order written; other events (status and title changes,
    commits) carry no figures and are left out.

    The repo is the one asked for, not the answer's `repo.name`, so that a renamed repo's
    discussions stay under the watched id.
    """
    if not isinstance(data, dict):
        raise HubAnswerError("discussion answer is not an object")
    if data.get("num") != num:
        raise HubAnswerError(f"asked for discussion #{num}, got {data.get('num')!r}")
    if data.get("isPullRequest") is True:
        raise HubAnswerError(f"#{num} is a pull request, not a discussion")
    title, events = data.get("title"), data.get("events")
    if not isinstance(title, str):
        raise HubAnswerError(f"discussion #{num} without a title")
    if not isinstance(events, list):
        raise HubAnswerError(f"discussion #{num} without events")
    if not all(isinstance(event, dict) for event in events):
        raise HubAnswerError(f"discussion #{num}: an event is not an object")
    comments = tuple(_comment(event, num) for event in events if event.get("type") == "comment")
    return DiscussionObservation(
        source=SOURCE,
        repo=repo_id,
        num=num,
        title=title,
        url=discussion_page_url(endpoint, repo_id, num),
        status=str(data.get("status") or "open"),
        observed_at=observed_at,
        comments=comments,
        author=_author_name(data),
        created_at=_optional_datetime(data.get("createdAt"), f"discussion #{num}"),
        listed_comments=listed_comments,
    )


def _comment(event: dict[str, Any], num: int) -> DiscussionComment:
    """A `comment` event: `id`, `createdAt`, `author.name`, `data.hidden`, `data.latest.raw`.

    A hidden comment may come without its text; a visible one without text is malformed.
    """
    event_id = event.get("id")
    if not isinstance(event_id, str) or not event_id:
        raise HubAnswerError(f"discussion #{num}: a comment without an id")
    data = event.get("data")
    if not isinstance(data, dict):
        raise HubAnswerError(f"discussion #{num}: comment {event_id} without data")
    hidden = data.get("hidden") is True
    latest = data.get("latest")
    raw = latest.get("raw") if isinstance(latest, dict) else None
    if not isinstance(raw, str):
        if not hidden:
            raise HubAnswerError(f"discussion #{num}: comment {event_id} without its text")
        raw = ""
    return DiscussionComment(
        comment_id=event_id,
        author=_author_name(event),
        created_at=_optional_datetime(event.get("createdAt"), f"comment {event_id}"),
        text=raw,
        hidden=hidden,
    )


def _author_name(raw: dict[str, Any]) -> str:
    """The client's rule: a missing author is a deleted account."""
    author = raw.get("author")
    name = author.get("name") if isinstance(author, dict) else None
    return name if isinstance(name, str) and name else "deleted"


def _optional_datetime(value: Any, what: str) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise HubAnswerError(f"{what}: createdAt is not a date: {value!r}")
    try:
        return parse_datetime(value)
    except ValueError as exc:
        raise HubAnswerError(f"{what}: createdAt is not a date: {value!r}") from exc
