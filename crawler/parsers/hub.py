"""The Hugging Face Hub's `/api/models` answers, read with huggingface_hub's own ModelInfo.

`downloads` is the rolling 30-day count and `downloadsAllTime` the cumulative one; neither is
in the default answer together with the other, so every request names its `expand` fields.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any
from urllib.parse import quote, urlencode

from huggingface_hub import ModelInfo, hf_hub_url

from domain.metrics import Metric
from domain.observations import RepoObservation

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


def discussions_url(endpoint: str, repo_id: str) -> str:
    return f"{endpoint}/api/models/{quote(repo_id, safe='/')}/discussions?p=0"


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
