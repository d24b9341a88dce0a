"""A fake Hugging Face Hub API (`/api/models…`) that real clients can talk to.

Shapes follow the recorded answers in `shared/fixtures/api/hf_*` and `shared/reference/api-facts.md`
section 1: the default key set vs `expand`, the 307 for renamed repos, `X-Error-Code` errors, the
`RateLimit` headers and the `Link: <…>; rel="next"` cursor pagination. A model loaded from a
fixture with `add_model_from_fixture` is served back byte for byte, ETag included. Discussions
are listed 50 a page (`p=`) and served one by one with their `events[]` in the shapes
huggingface_hub reads (`get_repo_discussions`, `get_discussion_details`, community.py
`deserialize_event`).

Standalone: `python -m tests.fakes.hub --port 8765 --org DiffuSpace --models 2000`.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import hashlib
import html
import json
import math
import random
import threading
import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from http import HTTPStatus
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from tests.fakes import FakeServer, Request, Response, shared_dir

# huggingface_hub 2.4.0 `ExpandModelProperty_T` (api-facts 1.2); anything else is a 400.
EXPAND_MODEL_PROPERTIES = frozenset(
    {
        "author", "baseModels", "cardData", "childrenModelCount", "config", "createdAt",
        "disabled", "downloads", "downloadsAllTime", "evalResults", "gated", "gguf", "inference",
        "inferenceProviderMapping", "lastModified", "library_name", "likes", "mask_token",
        "model-index", "pipeline_tag", "private", "resourceGroup", "safetensors", "sha",
        "siblings", "spaces", "tags", "transformersInfo", "trendingScore", "usedStorage",
        "widgetData",
    }
)  # fmt: skip
# Key order of the real default answer (fixture hf_model_info_google-bert_bert-base-uncased.json).
DEFAULT_DETAIL_KEYS = (
    "_id", "id", "private", "pipeline_tag", "library_name", "tags", "downloads", "likes",
    "modelId", "author", "sha", "lastModified", "gated", "inference", "disabled", "mask_token",
    "widgetData", "model-index", "config", "cardData", "transformersInfo", "siblings", "spaces",
    "createdAt", "safetensors", "usedStorage",
)  # fmt: skip
DEFAULT_LIST_KEYS = (
    "_id", "id", "likes", "trendingScore", "private", "downloads", "tags", "pipeline_tag",
    "library_name", "createdAt", "modelId",
)  # fmt: skip
FULL_LIST_EXTRA_KEYS = ("author", "sha", "lastModified", "gated", "disabled", "siblings")
SORT_KEYS = frozenset({"downloads", "likes", "trendingScore", "createdAt", "lastModified"})
KNOWN_KEYS = frozenset(DEFAULT_DETAIL_KEYS) | EXPAND_MODEL_PROPERTIES
# Keys the real Hub sends as `null` rather than leaving out.
NULLABLE_KEYS = frozenset({"model-index"})
# Python-side names accepted by add_model/update → JSON keys.
FIELD_NAMES = {
    "downloads_all_time": "downloadsAllTime",
    "trending_score": "trendingScore",
    "last_modified": "lastModified",
    "created_at": "createdAt",
    "card_data": "cardData",
    "widget_data": "widgetData",
    "model_index": "model-index",
    "transformers_info": "transformersInfo",
    "used_storage": "usedStorage",
    "eval_results": "evalResults",
    "base_models": "baseModels",
    "children_model_count": "childrenModelCount",
    "inference_provider_mapping": "inferenceProviderMapping",
    "resource_group": "resourceGroup",
}
FAULT_KINDS = frozenset({"malformed", "html", "timeout"})
DISCUSSIONS_PAGE_SIZE = 50
JSON_TYPE = "application/json; charset=utf-8"
HTML_TYPE = "text/html; charset=utf-8"
EXPOSE_HEADERS = (
    "X-Repo-Commit,X-Request-Id,X-Error-Code,X-Error-Message,X-Total-Count,ETag,Link,"
    "Accept-Ranges,Content-Range"
)
HUB_HTML_PAGE = (
    '<!doctype html>\n<html class="">\n<head><meta charset="utf-8" />'
    "<title>Hugging Face – The AI community building the future.</title></head>\n"
    "<body><h1>Something went wrong</h1><p>Please try again later.</p></body>\n</html>\n"
)


def iso(value: datetime | str) -> str:
    """The Hub's timestamp form: ISO 8601 with milliseconds and `Z`."""
    if isinstance(value, str):
        return value
    value = value.astimezone(UTC) if value.tzinfo else value.replace(tzinfo=UTC)
    return value.strftime("%Y-%m-%dT%H:%M:%S.") + f"{value.microsecond // 1000:03d}Z"


def express_etag(body: bytes) -> str:
    """The weak ETag Express computes (`W/"<len hex>-<base64 sha1[:27]>"`), as in the fixtures."""
    digest = base64.b64encode(hashlib.sha1(body).digest()).decode()[:27]
    return f'W/"{len(body):x}-{digest}"'


def _json(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def _json_key(name: str) -> str:
    return FIELD_NAMES.get(name, name)


def _user(name: str) -> dict[str, Any]:
    """A Hub user as discussions and their events show it."""
    digest = hashlib.md5(name.encode()).hexdigest()
    return {
        "_id": digest[:24],
        "avatarUrl": f"/avatars/{digest}.svg",
        "fullname": name,
        "name": name,
        "type": "user",
        "isPro": False,
        "isHf": False,
        "isMod": False,
    }


def _listed(item: dict[str, Any], model: _Model) -> dict[str, Any]:
    """A discussion as the list shows it: no events, but their comment count."""
    listed = {k: v for k, v in item.items() if k != "events"}
    listed["numComments"] = sum(1 for e in item["events"] if e["type"] == "comment")
    listed["repo"] = {"name": model.data["id"], "type": "model"}
    return listed


def _html_error(status: int) -> bytes:
    phrase = HTTPStatus(status).phrase
    return (
        f"<html>\n<head><title>{status} {phrase}</title></head>\n<body>\n"
        f"<center><h1>{status} {phrase}</h1></center>\n</body>\n</html>\n"
    ).encode()


@dataclass
class _Model:
    data: dict[str, Any]  # JSON keys → values, except siblings
    files: list[str]
    discussions: list[dict[str, Any]] = field(default_factory=list)
    card: str | None = None  # README.md, served at /{repo}/resolve/{rev}/README.md


@dataclass
class _Fault:
    kind: int | str
    times: int
    path_contains: str | None
    retry_after: int | None
    delay: float | None


class FakeHub(FakeServer):
    """In-memory Hub: models by repo id, renames, removals, discussions, rate limit and faults."""

    server_header = "huggingface-moon"

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        quota: int = 500,
        window_seconds: int = 300,
        require_token: str | None = None,
        default_page_size: int = 1000,
        timeout_delay: float = 5.0,
    ) -> None:
        super().__init__(host, port)
        self.lock = threading.RLock()
        self.quota = quota
        self.window_seconds = window_seconds
        self.require_token = require_token
        self.default_page_size = default_page_size
        self.max_page_size = 1000
        self.timeout_delay = timeout_delay
        # Persistent fault ("broken until fixed"): an HTTP status, "malformed", "html", "timeout".
        self.mode: int | str | None = None
        self._models: dict[str, _Model] = {}
        self._aliases: dict[str, str] = {}  # old repo id → current repo id (307)
        self._faults: list[_Fault] = []
        self._log: list[Request] = []
        self._window_start: float | None = None
        self._used = 0
        self._commits = 0

    # ------------------------------------------------------------------ state

    def add_model(
        self,
        repo_id: str,
        *,
        downloads: int = 0,
        downloads_all_time: int = 0,
        likes: int = 0,
        trending_score: float = 0.0,
        files: Iterable[str] = ("config.json", "README.md"),
        sha: str | None = None,
        last_modified: datetime | str | None = None,
        created_at: datetime | str | None = None,
        card_data: dict[str, Any] | None = None,
        **extra: Any,
    ) -> None:
        """Create (or replace) a model; `extra` takes JSON keys or their snake_case names."""
        owner = repo_id.split("/")[0] if "/" in repo_id else repo_id
        now = datetime.now(UTC)
        data: dict[str, Any] = {
            "_id": hashlib.md5(repo_id.encode()).hexdigest()[:24],
            "id": repo_id,
            "private": False,
            "pipeline_tag": "text-generation",
            "library_name": "transformers",
            "tags": ["transformers", "safetensors", "text-generation", "region:us"],
            "downloads": downloads,
            "likes": likes,
            "modelId": repo_id,
            "author": owner,
            "sha": sha or self._new_sha(repo_id),
            "lastModified": iso(last_modified or now),
            "gated": False,
            "disabled": False,
            "model-index": None,
            "cardData": card_data,
            "spaces": [],
            "createdAt": iso(created_at or now),
            "usedStorage": 0,
            "downloadsAllTime": downloads_all_time,
            "trendingScore": trending_score,
            "childrenModelCount": 0,
            "inferenceProviderMapping": {},
        }
        for name, value in extra.items():
            data[_json_key(name)] = value
        with self.lock:
            self._models[repo_id] = _Model(data=data, files=list(files))
            self._aliases.pop(repo_id, None)

    def add_model_from_fixture(self, name: str | Path) -> str:
        """Serve a recorded `/api/models/{id}` body (fixture file name or path) byte for byte."""
        path = Path(name)
        if not path.is_absolute():
            path = shared_dir() / "fixtures" / "api" / path
        data = json.loads(path.read_text(encoding="utf-8"))
        files = [s["rfilename"] for s in data.pop("siblings", [])]
        data.setdefault("downloadsAllTime", data.get("downloads", 0))
        data.setdefault("trendingScore", 0)
        data.setdefault("childrenModelCount", 0)
        data.setdefault("inferenceProviderMapping", {})
        with self.lock:
            self._models[data["id"]] = _Model(data=data, files=files)
        return str(data["id"])

    def update(self, repo_id: str, **fields: Any) -> None:
        """Change fields (same names as `add_model`); new `files` mean a new commit."""
        with self.lock:
            model = self._models[repo_id]
            for name, value in fields.items():
                if name == "files":
                    model.files = list(value)
                    if "sha" not in fields:
                        self._commit(model)
                elif name in ("last_modified", "created_at", "lastModified", "createdAt"):
                    model.data[_json_key(name)] = iso(value)
                else:
                    model.data[_json_key(name)] = value

    def bump_commit(self, repo_id: str) -> str:
        """Simulate a push: new 40-hex `sha` and `lastModified` = now; returns the sha."""
        with self.lock:
            return self._commit(self._models[repo_id])

    def set_card(self, repo_id: str, text: str | None) -> None:
        """The repo's README.md (model card); changing it is a new commit, as on the Hub."""
        with self.lock:
            self._models[repo_id].card = text
        self.bump_commit(repo_id)

    def add_file(self, repo_id: str, name: str) -> None:
        """Add a file (a new commit)."""
        with self.lock:
            model = self._models[repo_id]
            model.files.append(name)
            self._commit(model)

    def rename(self, old_id: str, new_id: str) -> None:
        """Move a repo; the old id (and older aliases) then answer 307 to the new one."""
        with self.lock:
            model = self._models.pop(old_id)
            model.data.update(id=new_id, modelId=new_id, author=new_id.split("/")[0])
            self._models[new_id] = model
            for alias, target in self._aliases.items():
                if target == old_id:
                    self._aliases[alias] = new_id
            self._aliases[old_id] = new_id
            self._aliases.pop(new_id, None)

    def remove(self, repo_id: str) -> None:
        """Delete a repo: it and its aliases answer RepoNotFound."""
        with self.lock:
            del self._models[repo_id]
            self._aliases = {a: t for a, t in self._aliases.items() if t != repo_id}

    def model(self, repo_id: str) -> dict[str, Any]:
        """The current default-shape JSON of a model (for assertions)."""
        with self.lock:
            return self._render(self._models[repo_id], None)

    def add_discussion(
        self,
        repo_id: str,
        title: str,
        *,
        text: str = "",
        author: str = "tester",
        is_pull_request: bool = False,
        status: str = "open",
        created_at: datetime | str | None = None,
    ) -> int:
        """Open a discussion (or PR) on a model, `text` being its opening post; returns its
        number."""
        at = iso(created_at or datetime.now(UTC))
        with self.lock:
            model = self._models[repo_id]
            num = len(model.discussions) + 1
            model.discussions.append(
                {
                    "num": num,
                    "title": title,
                    "status": status,
                    "createdAt": at,
                    "isPullRequest": is_pull_request,
                    "author": _user(author),
                    "topReactions": [],
                    "numReactionUsers": 0,
                    "pinned": False,
                    "events": [],
                }
            )
        self.add_comment(repo_id, num, text, author=author, created_at=at)
        return num

    def add_comment(
        self,
        repo_id: str,
        num: int,
        text: str,
        *,
        author: str = "tester",
        created_at: datetime | str | None = None,
    ) -> str:
        """Reply in a discussion; returns the comment's id (the event id)."""
        at = iso(created_at or datetime.now(UTC))
        with self.lock:
            discussion = self._discussion(repo_id, num)
            event_id = hashlib.md5(
                f"{repo_id}#{num}#{len(discussion['events'])}#{time.time_ns()}".encode()
            ).hexdigest()[:24]
            discussion["events"].append(
                {
                    "id": event_id,
                    "author": _user(author),
                    "createdAt": at,
                    "type": "comment",
                    "data": {
                        "edited": False,
                        "hidden": False,
                        "latest": {
                            "raw": text,
                            "html": f"<p>{html.escape(text)}</p>",
                            "updatedAt": at,
                            "author": _user(author),
                        },
                        "numEdits": 0,
                        "editors": [author],
                        "reactions": [],
                        "isReport": False,
                    },
                }
            )
            return event_id

    def hide_comment(self, repo_id: str, num: int, comment_id: str) -> None:
        """Hide a comment, as a moderator or the repo owner does (its count stays)."""
        with self.lock:
            for event in self._discussion(repo_id, num)["events"]:
                if event["id"] == comment_id:
                    event["data"]["hidden"] = True
                    return
        raise KeyError(comment_id)

    def set_discussion_status(self, repo_id: str, num: int, status: str) -> None:
        """Close or reopen a discussion: a `status-change` event, as on the Hub."""
        with self.lock:
            discussion = self._discussion(repo_id, num)
            discussion["status"] = status
            discussion["events"].append(
                {
                    "id": hashlib.md5(f"{repo_id}#{num}#{status}".encode()).hexdigest()[:24],
                    "author": discussion["author"],
                    "createdAt": iso(datetime.now(UTC)),
                    "type": "status-change",
                    "data": {"status": status},
                }
            )

    def _discussion(self, repo_id: str, num: int) -> dict[str, Any]:
        return self._models[repo_id].discussions[num - 1]

    def populate_org(self, org: str, n: int, *, seed: int = 0) -> list[str]:
        """Create `n` synthetic models under `org` with plausible stats; returns their ids."""
        rng = random.Random(seed)
        families = ("Diffu", "Flow", "Lumen", "Vega", "Orion", "Nova")
        variants = ("base", "instruct", "chat", "GGUF", "AWQ", "FP8")
        pipelines = ("text-generation", "text-to-image", "image-text-to-text", "feature-extraction")
        start = datetime(2024, 1, 1, tzinfo=UTC)
        ids = []
        for i in range(n):
            repo_id = f"{org}/{rng.choice(families)}-{i:04d}-{rng.choice(variants)}"
            downloads = int(rng.lognormvariate(7, 2.5))
            created = start + timedelta(minutes=rng.randint(0, 60 * 24 * 600))
            self.add_model(
                repo_id,
                downloads=downloads,
                downloads_all_time=downloads + int(rng.lognormvariate(8, 2.5)),
                likes=int(math.sqrt(downloads) * rng.random()),
                trending_score=rng.randint(0, 200),
                created_at=created,
                last_modified=created + timedelta(minutes=rng.randint(0, 60 * 24 * 30)),
                pipeline_tag=rng.choice(pipelines),
                used_storage=rng.randint(10**6, 10**11),
            )
            ids.append(repo_id)
        return ids

    # ------------------------------------------------------------------ faults and log

    def fail_next(
        self,
        kind: int | str,
        *,
        times: int = 1,
        path_contains: str | None = None,
        retry_after: int | None = None,
        delay: float | None = None,
    ) -> None:
        """Queue a one-shot fault: an HTTP status, "malformed", "html" or "timeout" (`delay` s)."""
        self._check_kind(kind)
        with self.lock:
            self._faults.append(_Fault(kind, times, path_contains, retry_after, delay))

    def clear_faults(self) -> None:
        """Drop queued faults and the persistent `mode`."""
        with self.lock:
            self._faults.clear()
            self.mode = None

    @property
    def requests(self) -> list[Request]:
        """Every request received, in order (a copy)."""
        with self.lock:
            return list(self._log)

    def count(self, path_prefix: str | None = None) -> int:
        """How many requests were received, optionally only those whose path starts so."""
        with self.lock:
            return sum(1 for r in self._log if r.path.startswith(path_prefix or ""))

    def reset_log(self) -> None:
        """Forget logged requests (the rate-limit window is kept)."""
        with self.lock:
            self._log.clear()

    def reset_rate_limit(self) -> None:
        """Start a fresh rate-limit window."""
        with self.lock:
            self._window_start, self._used = None, 0

    # ------------------------------------------------------------------ HTTP

    def handle(self, request: Request) -> Response:
        with self.lock:
            self._log.append(request)
            fault = self._take_fault(request)
        if fault is not None and fault.kind == "timeout":
            if not self.sleep(fault.delay if fault.delay is not None else self.timeout_delay):
                return Response(503, _html_error(503), [("Content-Type", HTML_TYPE)])
        elif fault is not None and fault.kind != "malformed":
            response = self._fault_response(fault)
            with self.lock:
                self._add_ratelimit_headers(response)  # no-op when the fault set its own
            return self._finish(response)
        with self.lock:
            response = self._rate_limited() or self._route(request)
            self._add_ratelimit_headers(response)
        if fault is not None and fault.kind == "malformed":  # cut the real answer in half
            headers = [h for h in response.headers if h[0] not in ("ETag", "Content-Type")]
            body = response.body[: max(1, len(response.body) // 2)]
            response = Response(200, body, [("Content-Type", JSON_TYPE), *headers])
        return self._finish(response)

    def _route(self, request: Request) -> Response:
        if request.method not in ("GET", "HEAD"):
            return self._error(405, "Method not allowed")
        if self.require_token is not None and self._auth(request) is not True:
            return self._not_found(request, repo_id=None)
        bad = self._bad_expand(request.params("expand"))  # checked before the repo lookup
        if bad is not None:
            return bad
        path = request.path.rstrip("/")
        if path == "/api/models":
            return self._list(request)
        if "/resolve/" in path:
            return self._resolve(path)
        if not path.startswith("/api/models/"):
            return self._error(404, "Sorry, we can't find the page you are looking for.")
        rest = path.removeprefix("/api/models/")
        sub = ""
        for marker in ("/discussions", "/revision/"):
            if marker in rest:
                rest, tail = rest.split(marker, 1)
                sub = marker + tail
                break
        target = self._aliases.get(rest)
        if target is not None:
            return self._redirect(request, f"/api/models/{target}{sub}")
        model = self._models.get(rest)
        if model is None or (model.data.get("private") and self._auth(request) is not True):
            return self._not_found(request, repo_id=rest)
        if sub == "/discussions":
            return self._discussions(request, model)
        if sub.startswith("/discussions/"):
            return self._discussion_detail(sub.removeprefix("/discussions/"), model)
        if sub.startswith("/revision/"):
            revision = sub.removeprefix("/revision/")
            if revision not in ("main", model.data.get("sha")):
                return self._error(
                    404, f"Invalid rev id: {revision}", error_code="RevisionNotFound"
                )
        return self._detail(request, model)

    def _resolve(self, path: str) -> Response:
        """`/{repo}/resolve/{revision}/{file}`: only README.md (the model card) is served."""
        repo, rest = path.lstrip("/").split("/resolve/", 1)
        filename = rest.split("/", 1)[-1]
        model = self._models.get(self._aliases.get(repo, repo))
        if model is None:
            return self._error(404, "Repository not found", error_code="RepoNotFound")
        if filename != "README.md" or model.card is None:
            return self._error(404, "Entry not found", error_code="EntryNotFound")
        body = model.card.encode("utf-8")
        return Response(
            200,
            body,
            [("Content-Type", "text/plain; charset=utf-8"), ("ETag", express_etag(body))],
        )

    def _detail(self, request: Request, model: _Model) -> Response:
        expand = request.params("expand")
        body = _json(self._render(model, expand or None))
        etag = express_etag(body)
        if etag in [t.strip() for t in request.headers.get("if-none-match", "").split(",")]:
            return Response(304, headers=[("ETag", etag)])
        return Response(200, body, [("Content-Type", JSON_TYPE), ("ETag", etag)])

    def _list(self, request: Request) -> Response:
        expand = request.params("expand")
        sort = request.param("sort") or "trendingScore"
        if sort not in SORT_KEYS:
            return self._error(400, f'"sort" must be one of [{", ".join(sorted(SORT_KEYS))}]')
        try:
            limit = int(request.param("limit") or self.default_page_size)
            offset = self._decode_cursor(request.param("cursor")) or int(request.param("skip") or 0)
        except ValueError:
            return self._error(400, "Invalid cursor or limit")
        page_size = max(1, min(limit, self.max_page_size))
        models = self._matching(request)
        models.sort(key=lambda m: m.data["id"])
        models.sort(key=lambda m: m.data.get(sort) or 0, reverse=request.param("direction") != "1")
        page = models[offset : offset + page_size]
        if expand:
            keys: tuple[str, ...] | list[str] = ["_id", "id", *dict.fromkeys(expand)]
        else:
            keys = DEFAULT_LIST_KEYS
            if request.param("full") in ("true", "True", "1"):
                keys = (*keys, *FULL_LIST_EXTRA_KEYS)
            if request.param("config") in ("true", "True", "1"):
                keys = (*keys, "config")
            if request.param("cardData") in ("true", "True", "1"):
                keys = (*keys, "cardData")
        body = _json([self._pick(m, keys) for m in page])
        headers = [("Content-Type", JSON_TYPE), ("ETag", express_etag(body))]
        if offset + page_size < len(models):
            query = [(k, v) for k, v in request.query if k not in ("cursor", "skip")]
            if request.param("sort") is None:
                query.append(("sort", sort))  # the real next link spells out the default sort
            query.append(("cursor", self._encode_cursor(offset + page_size)))
            base = f"http://{request.headers['host']}" if "host" in request.headers else self.url
            headers.append(("Link", f'<{base}/api/models?{urlencode(query)}>; rel="next"'))
        return Response(200, body, headers)

    def _matching(self, request: Request) -> list[_Model]:
        author = request.param("author")
        search = (request.param("search") or "").lower()
        tags = request.params("filter")
        pipeline = request.param("pipeline_tag")
        authorized = self._auth(request) is True
        found = []
        for model in self._models.values():
            data = model.data
            if author is not None and data.get("author") != author:
                continue
            if search and search not in data["id"].lower():
                continue
            labels = {*data.get("tags", ()), data.get("library_name"), data.get("pipeline_tag")}
            if any(tag not in labels for tag in tags):
                continue
            if pipeline is not None and data.get("pipeline_tag") != pipeline:
                continue
            if data.get("private") and not authorized:
                continue
            found.append(model)
        return found

    def _discussions(self, request: Request, model: _Model) -> Response:
        kind = request.param("type", "all")
        status = request.param("status", "all")
        author = request.param("author")
        try:
            page = int(request.param("p") or 0)
        except ValueError:
            return self._error(400, '"p" must be a number')
        items = []
        for item in reversed(model.discussions):  # newest first
            if kind != "all" and item["isPullRequest"] != (kind == "pull_request"):
                continue
            if status == "open" and item["status"] not in ("open", "draft"):
                continue
            if status == "closed" and item["status"] not in ("closed", "merged"):
                continue
            if author is not None and item["author"]["name"] != author:
                continue
            items.append(_listed(item, model))
        start = page * DISCUSSIONS_PAGE_SIZE
        body = _json(
            {
                "discussions": items[start : start + DISCUSSIONS_PAGE_SIZE],
                "count": len(items),
                "start": start,
                "numClosedDiscussions": sum(
                    1 for d in model.discussions if d["status"] in ("closed", "merged")
                ),
            }
        )
        return Response(200, body, [("Content-Type", JSON_TYPE), ("ETag", express_etag(body))])

    def _discussion_detail(self, num: str, model: _Model) -> Response:
        """One discussion with its events (`?diff=1` changes nothing: no PR has a diff here)."""
        if not num.isdigit() or not 0 < int(num) <= len(model.discussions):
            return self._error(404, "Discussion not found")
        item = model.discussions[int(num) - 1]
        detail = {
            **{k: v for k, v in _listed(item, model).items() if k != "numComments"},
            "events": item["events"],
            "locked": False,
            "collection": "discussions",
        }
        if item["isPullRequest"]:
            detail.update(changes={"base": "refs/heads/main"}, filesWithConflicts=[], diff="")
        body = _json(detail)
        return Response(200, body, [("Content-Type", JSON_TYPE), ("ETag", express_etag(body))])

    # ------------------------------------------------------------------ rendering

    def _render(self, model: _Model, expand: list[str] | None) -> dict[str, Any]:
        if expand is not None:
            return self._pick(model, ["_id", "id", *dict.fromkeys(expand)])
        out = self._pick(model, DEFAULT_DETAIL_KEYS)
        for key, value in model.data.items():  # fields newer than our key list are passed on
            if key not in KNOWN_KEYS:
                out[key] = value
        return out

    @staticmethod
    def _pick(model: _Model, keys: Iterable[str]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key in keys:
            if key == "siblings":
                out[key] = [{"rfilename": name} for name in model.files]
                continue
            value = model.data.get(key)
            if isinstance(value, float) and value.is_integer():
                value = int(value)  # trendingScore is an int on the wire
            if value is not None or key in NULLABLE_KEYS:
                out[key] = value
        return out

    # ------------------------------------------------------------------ helpers

    def _new_sha(self, repo_id: str) -> str:
        self._commits += 1
        return hashlib.sha1(f"{repo_id}:{self._commits}:{time.time_ns()}".encode()).hexdigest()

    def _commit(self, model: _Model) -> str:
        sha = self._new_sha(model.data["id"])
        model.data["sha"] = sha
        model.data["lastModified"] = iso(datetime.now(UTC))
        return sha

    @staticmethod
    def _check_kind(kind: int | str) -> None:
        if isinstance(kind, int) and 400 <= kind <= 599:
            return
        if kind in FAULT_KINDS:
            return
        raise ValueError(f"fault must be an HTTP status 400-599 or one of {sorted(FAULT_KINDS)}")

    def _take_fault(self, request: Request) -> _Fault | None:
        target = request.path + "?" + urlencode(request.query)
        for fault in self._faults:
            if fault.path_contains is None or fault.path_contains in target:
                fault.times -= 1
                if fault.times <= 0:
                    self._faults.remove(fault)
                return fault
        if self.mode is not None:
            self._check_kind(self.mode)
            return _Fault(self.mode, 1, None, None, None)
        return None

    def _fault_response(self, fault: _Fault) -> Response:
        status = int(fault.kind) if isinstance(fault.kind, int) else 200
        if fault.kind == "html":
            return Response(200, HUB_HTML_PAGE.encode(), [("Content-Type", HTML_TYPE)])
        if status == 429:
            wait = 1 if fault.retry_after is None else fault.retry_after
            response = self._too_many(wait)
            response.headers.append(("Retry-After", str(wait)))
            return response
        if status in (502, 503, 504):
            return Response(status, _html_error(status), [("Content-Type", HTML_TYPE)])
        if status == 404:
            return self._error(404, "Repository not found", error_code="RepoNotFound")
        message = (
            "Internal Error - We're working hard to fix this as soon as possible!"
            if status >= 500
            else HTTPStatus(status).phrase
        )
        response = self._error(status, message)
        if fault.retry_after is not None:
            response.headers.append(("Retry-After", str(fault.retry_after)))
        return response

    def _rate_limited(self) -> Response | None:
        now = time.monotonic()
        if self._window_start is None or now >= self._window_start + self.window_seconds:
            self._window_start, self._used = now, 0
        self._used += 1
        if self._used <= self.quota:
            return None
        return self._too_many(self._reset_in(now))

    def _reset_in(self, now: float) -> int:
        start = now if self._window_start is None else self._window_start
        return max(0, math.ceil(start + self.window_seconds - now))

    def _too_many(self, wait: int) -> Response:
        text = (
            "429 Too Many Requests: you have reached your 'api' rate limit. Retry after "
            f"{wait} seconds (0/{self.quota} requests remaining in current "
            f"{self.window_seconds}s window)."
        )
        response = self._error(429, text)
        response.headers += [
            ("RateLimit", f'"api";r=0;t={wait}'),
            ("RateLimit-Policy", self._policy()),
        ]
        return response

    def _policy(self) -> str:
        return f'"fixed window";"api";q={self.quota};w={self.window_seconds}'

    def _add_ratelimit_headers(self, response: Response) -> None:
        if any(name == "RateLimit" for name, _ in response.headers):
            return
        remaining = max(0, self.quota - self._used)
        reset = self._reset_in(time.monotonic())
        response.headers += [
            ("RateLimit", f'"api";r={remaining};t={reset}'),
            ("RateLimit-Policy", self._policy()),
        ]

    def _finish(self, response: Response) -> Response:
        response.headers += [
            ("X-Request-Id", f"Root=1-{int(time.time()):08x}-{uuid.uuid4().hex[:24]}"),
            ("X-Powered-By", "huggingface-moon"),
            ("Access-Control-Expose-Headers", EXPOSE_HEADERS),
        ]
        if not any(name == "Vary" for name, _ in response.headers):
            response.headers.append(("Vary", "Origin"))
        return response

    def _auth(self, request: Request) -> bool | None:
        """True: the accepted token; False: some other token; None: no Authorization at all."""
        header = request.headers.get("authorization")
        if not header:
            return None
        return self.require_token is not None and header == f"Bearer {self.require_token}"

    def _not_found(self, request: Request, repo_id: str | None) -> Response:
        auth = self._auth(request)
        if auth is False and self.require_token is not None and repo_id is None:
            # A wrong token: the real Hub says so, and the client raises a plain HfHubHTTPError.
            return self._error(401, "Invalid credentials in Authorization header")
        # Anonymous → 401 (the Hub hides whether the repo exists), authenticated → 404.
        status = 401 if auth is None else 404
        return self._error(status, "Repository not found", error_code="RepoNotFound")

    @staticmethod
    def _error(status: int, message: str, *, error_code: str | None = None) -> Response:
        headers = [("Content-Type", JSON_TYPE), ("X-Error-Message", message)]
        if error_code is not None:
            headers.append(("X-Error-Code", error_code))
        return Response(status, _json({"error": message}), headers)

    def _bad_expand(self, expand: list[str]) -> Response | None:
        unknown = [value for value in expand if value not in EXPAND_MODEL_PROPERTIES]
        if not unknown:
            return None
        allowed = ", ".join(sorted(EXPAND_MODEL_PROPERTIES))
        return self._error(400, f'"expand" must be one of [{allowed}], got "{unknown[0]}"')

    @staticmethod
    def _redirect(request: Request, location: str) -> Response:
        if request.query:
            location += "?" + urlencode(request.query)
        location = quote(location, safe="/?=&%")
        body = f"Temporary Redirect. Redirecting to {location}".encode()
        return Response(
            307,
            body,
            [
                ("Content-Type", "text/plain; charset=utf-8"),
                ("Location", location),
                ("Vary", "Origin, Accept"),
            ],
        )

    @staticmethod
    def _encode_cursor(offset: int) -> str:
        return base64.urlsafe_b64encode(_json({"$skip": offset})).decode()

    @staticmethod
    def _decode_cursor(cursor: str | None) -> int:
        if not cursor:
            return 0
        try:
            return int(json.loads(base64.urlsafe_b64decode(cursor))["$skip"])
        except (binascii.Error, KeyError, TypeError, json.JSONDecodeError) as exc:
            raise ValueError(cursor) from exc


def main(argv: list[str] | None = None) -> None:
    """Serve a populated fake Hub until killed (benchmarks, manual checks)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--org", default="DiffuSpace")
    parser.add_argument("--models", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--quota", type=int, default=500)
    parser.add_argument("--window", type=int, default=300, help="rate-limit window, seconds")
    parser.add_argument("--page-size", type=int, default=1000)
    args = parser.parse_args(argv)
    hub = FakeHub(
        port=args.port,
        quota=args.quota,
        window_seconds=args.window,
        default_page_size=args.page_size,
    )
    hub.populate_org(args.org, args.models, seed=args.seed)
    hub.serve_until_killed(
        lambda: (
            f"{hub.url} (FakeHub: {args.models} models under {args.org}, quota {args.quota}"
            f"/{args.window}s)"
        )
    )


if __name__ == "__main__":
    main()
