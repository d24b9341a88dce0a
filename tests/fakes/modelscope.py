"""A fake ModelScope serving both API generations the SDK speaks (api-facts §2).

No real ModelScope body was ever recorded (api-facts §7), so shapes follow the SDK source:

* `GET /openapi/v1/models/{owner}/{name}` → `{"success": true, "request_id", "data": {id,
  display_name, downloads, likes, created_at, last_modified, …}}` (snake_case; times as ISO-8601,
  a choice: the SDK's normaliser accepts several forms). Models that exist only in the legacy
  generation answer 404 here with the error envelope the SDK reads (`success: false`, `message`,
  `request_id`), which makes the SDK fall back to…
* `GET /api/v1/models/{owner}/{name}` → `{"Code": 200, "Success": true, "Message", "RequestId",
  "Data": {Path, Name, Downloads, Stars | Likes, CreatedTime, LastUpdatedTime (unix), …}}`.
* `GET /api/v1/models/{owner}/{name}/downloads` → `Data.Downloads`.

Faults (`fail_next`): HTTP statuses, "malformed", "timeout", and "envelope" (200 with
`success: false` / `Code != 200`, the answer the parser must refuse).

Standalone: `python -m tests.fakes.modelscope` serves demo models until interrupted.
"""

from __future__ import annotations

import json
import threading
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from tests.fakes import FakeServer, Request, Response
from tests.fakes.github import FaultPlan, fault_response

JSON = "application/json;charset=UTF-8"
GENERATIONS = ("openapi", "legacy", "both")
LIKES_FIELDS = ("Likes", "Stars")


@dataclass
class _Model:
    model_id: str
    downloads: int
    likes: int
    generation: str
    likes_field: str
    numeric_id: int
    license: str = "Apache License 2.0"
    display_name: str | None = None
    tags: list[str] = field(default_factory=list)
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    last_modified: datetime = field(default_factory=lambda: datetime.now(UTC))


class FakeModelScope(FakeServer):
    """ModelScope on 127.0.0.1; point the SDK at it with `MODELSCOPE_ENDPOINT=<url>`."""

    server_header = "fake-modelscope"

    def __init__(self, *, timeout_seconds: float = 5.0) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._models: dict[str, _Model] = {}  # lower-cased id → model
        self._next_id = 400_001
        self.faults = FaultPlan(timeout_seconds)
        self.requests: list[Request] = []

    @property
    def request_count(self) -> int:
        with self._lock:
            return len(self.requests)

    def add_model(
        self,
        model_id: str,
        downloads: int = 0,
        likes: int = 0,
        generation: str = "openapi",
        *,
        likes_field: str = "Likes",
        license: str = "Apache License 2.0",
        display_name: str | None = None,
        tags: list[str] | None = None,
    ) -> None:
        """`generation`: "openapi" (only /openapi/v1 answers), "legacy" (only /api/v1 answers,
        /openapi/v1 says 404) or "both". `likes_field` is the legacy key: "Likes" or "Stars"."""
        _check(generation, likes_field)
        with self._lock:
            self._models[model_id.lower()] = _Model(
                model_id=model_id,
                downloads=downloads,
                likes=likes,
                generation=generation,
                likes_field=likes_field,
                numeric_id=self._next_id,
                license=license,
                display_name=display_name,
                tags=list(tags or []),
            )
            self._next_id += 1

    def update(
        self,
        model_id: str,
        *,
        downloads: int | None = None,
        likes: int | None = None,
        generation: str | None = None,
        likes_field: str | None = None,
        last_modified: datetime | None = None,
    ) -> None:
        with self._lock:
            model = self._models[model_id.lower()]
            _check(generation or model.generation, likes_field or model.likes_field)
            if downloads is not None:
                model.downloads = downloads
            if likes is not None:
                model.likes = likes
            if generation is not None:
                model.generation = generation
            if likes_field is not None:
                model.likes_field = likes_field
            model.last_modified = last_modified or datetime.now(UTC)

    def remove_model(self, model_id: str) -> None:
        with self._lock:
            self._models.pop(model_id.lower(), None)

    def fail_next(
        self, status_or_kind: int | str, times: int = 1, path_contains: str | None = None
    ) -> None:
        self.faults.add(status_or_kind, times, path_contains)

    # ----------------------------------------------------------------------- serving

    def handle(self, request: Request) -> Response:
        with self._lock:
            self.requests.append(request)
        request_id = str(uuid.uuid4())
        legacy = request.path.startswith("/api/v1/")
        fault = self.faults.take(request.path)
        if fault is not None:
            response = fault_response(self, fault, self.faults)
            if response is None:  # "envelope"
                response = _refusal(200, legacy, request_id, "internal error, please retry")
            return response
        parts = [p for p in request.path.split("/") if p]
        if request.method == "PUT" and parts == ["api", "v1", "models"]:
            return self._owner_listing(request, request_id)
        if request.method != "GET":
            return _refusal(405, legacy, request_id, "method not allowed")
        if parts[:3] == ["openapi", "v1", "models"] and len(parts) == 5:
            return self._openapi(f"{parts[3]}/{parts[4]}", request_id)
        if parts[:3] == ["api", "v1", "models"] and len(parts) in (5, 6):
            downloads_only = len(parts) == 6
            if downloads_only and parts[5] != "downloads":
                return _refusal(404, True, request_id, "not found")
            return self._legacy(f"{parts[3]}/{parts[4]}", request_id, downloads_only)
        return _refusal(404, legacy, request_id, "not found")

    def _openapi(self, model_id: str, request_id: str) -> Response:
        with self._lock:
            model = self._models.get(model_id.lower())
            if model is None or model.generation == "legacy":
                return _refusal(404, False, request_id, f"model {model_id} not found")
            data = {
                "id": model.model_id,
                "display_name": model.display_name or model.model_id.split("/", 1)[1],
                "description": f"{model.model_id} (fake)",
                "downloads": model.downloads,
                "likes": model.likes,
                "created_at": _iso(model.created_at),
                "last_modified": _iso(model.last_modified),
                "license": model.license,
                "tags": list(model.tags),
                "tasks": ["text-generation"],
                "file_size": 0,
                "private": False,
                "gated": False,
                "login_required": False,
            }
        body = {"success": True, "request_id": request_id, "data": data}
        return _response(200, body, request_id)

    def _owner_listing(self, request: Request, request_id: str) -> Response:
        """`PUT /api/v1/models/` with `{"Path", "PageNumber", "PageSize"}` (the SDK's
        list_models): `Data.Models` of that owner, `Data.TotalCount`."""
        try:
            query = json.loads(request.body or b"{}")
            owner = str(query["Path"]).lower()
            page, size = int(query.get("PageNumber", 1)), int(query.get("PageSize", 10))
        except (ValueError, KeyError, TypeError):
            return _refusal(400, True, request_id, "invalid parameter")
        with self._lock:
            owned = sorted(
                (m for m in self._models.values() if m.model_id.split("/")[0].lower() == owner),
                key=lambda m: m.numeric_id,
            )
            chunk = owned[(page - 1) * size : page * size]
            models = [
                {
                    "Id": m.numeric_id,
                    "Name": m.model_id.split("/", 1)[1],
                    "Path": m.model_id.split("/", 1)[0],
                    "Downloads": m.downloads,
                    "Stars": m.likes,
                }
                for m in chunk
            ]
        body = {
            "Code": 200,
            "Success": True,
            "Message": "success",
            "RequestId": request_id,
            "Data": {"Models": models, "TotalCount": len(owned)},
        }
        return _response(200, body, request_id)

    def _legacy(self, model_id: str, request_id: str, downloads_only: bool) -> Response:
        with self._lock:
            model = self._models.get(model_id.lower())
            if model is None or model.generation == "openapi":
                return _refusal(404, True, request_id, f"model {model_id} not found")
            owner, name = model.model_id.split("/", 1)
            if downloads_only:
                data: dict[str, Any] = {"Downloads": model.downloads}
            else:
                data = {
                    "Id": model.numeric_id,
                    "Name": name,
                    "ChineseName": model.display_name or name,
                    "Path": owner,
                    "Visibility": 5,
                    "IsPublished": 1,
                    "IsOnline": 1,
                    "AlreadyStar": False,
                    "Description": f"{model.model_id} (fake)",
                    "License": model.license,
                    "Downloads": model.downloads,
                    model.likes_field: model.likes,
                    "CreatedTime": int(model.created_at.timestamp()),
                    "LastUpdatedTime": int(model.last_modified.timestamp()),
                    "Architectures": [],
                    "ModelType": [],
                    "Tasks": [{"Name": "text-generation", "ChineseName": "文本生成"}],
                    "ReadMeContent": f"# {name}\n",
                    "Organization": {"Name": owner, "FullName": owner},
                    "CreatedBy": owner,
                    "IsCertification": 0,
                    "ApprovalMode": 1,
                    "CardReady": 1,
                    "BackendSupport": "",
                    "ModelInfos": {},
                    "Tags": list(model.tags),
                    "IsAccessible": 1,
                    "Revision": "master",
                    "RelatedArxivId": [],
                    "RelatedPaper": [],
                }
        body = {
            "Code": 200,
            "Success": True,
            "Message": "success",
            "RequestId": request_id,
            "Data": data,
        }
        return _response(200, body, request_id)


def _refusal(status: int, legacy: bool, request_id: str, message: str) -> Response:
    """The error envelope of each generation (the SDK reads `message|Message`, `request_id|
    RequestId`); `Code` mirrors the HTTP status on the legacy side (its real values are unknown)."""
    if legacy:
        body: dict[str, Any] = {
            "Code": status if status != 200 else 10010101001,
            "Success": False,
            "Message": message,
            "RequestId": request_id,
            "Data": None,
        }
    else:
        body = {"success": False, "request_id": request_id, "message": message, "data": None}
    return _response(status, body, request_id)


def _response(status: int, body: dict[str, Any], request_id: str) -> Response:
    data = json.dumps(body, ensure_ascii=False).encode()
    return Response(status, data, [("Content-Type", JSON), ("x-request-id", request_id)])


def _iso(when: datetime) -> str:
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _check(generation: str, likes_field: str) -> None:
    if generation not in GENERATIONS:
        raise ValueError(f"generation is one of {GENERATIONS}, not {generation!r}")
    if likes_field not in LIKES_FIELDS:
        raise ValueError(f"likes_field is one of {LIKES_FIELDS}, not {likes_field!r}")


if __name__ == "__main__":
    fake = FakeModelScope()
    fake.add_model("DiffuSpace/Clover-35B-A3B-Preview", 1234, 56, generation="both")
    fake.add_model("DiffuSpace/Clover-Old", 99, 7, generation="legacy", likes_field="Stars")
    fake.serve_until_killed(lambda: f"FakeModelScope on {fake.url} (MODELSCOPE_ENDPOINT)")
