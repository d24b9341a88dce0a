"""ModelScope model pages: both API generations the SDK speaks, read into `ModelScopeStats`.

The current SDK (modelscope_hub 0.5.1, api-facts §2.1) asks
`GET {endpoint}/openapi/v1/models/{owner}/{name}` (envelope `success/request_id/data`, snake_case)
and, on 404, falls back to the legacy `GET {endpoint}/api/v1/models/{owner}/{name}` (envelope
`Code/Success/Message/RequestId/Data`, PascalCase, `Stars` on older answers and `Likes` on newer).
No real response body was found (api-facts §7): field names come from the SDK source, so this
parser is strict about the numbers we store and lenient about everything else. A body that does
not say what we need raises `ParseError` with a reason; values are never invented.
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

# Epoch values above this are milliseconds (year 2286 in seconds); the SDK converts both.
_MS_THRESHOLD = 10_000_000_000


class Generation(enum.StrEnum):
    """Which ModelScope API answered."""

    OPENAPI = "openapi"  # /openapi/v1, snake_case, {"success", "request_id", "data"}
    LEGACY = "legacy"  # /api/v1, PascalCase, {"Code", "Success", "Message", "RequestId", "Data"}


class Reason(enum.StrEnum):
    """Why a body was refused; stable strings for logs and counters."""

    NOT_JSON = "not_json"  # HTML error page, empty body, truncated JSON
    NOT_AN_OBJECT = "not_an_object"
    UNSUCCESSFUL = "unsuccessful"  # success:false, Success:false or Code != 200
    NO_DATA = "no_data"  # envelope without a data object
    MISSING_FIELD = "missing_field"
    BAD_VALUE = "bad_value"


class ParseError(ValueError):
    """A ModelScope body we cannot read; `reason` says why, `message` carries the API's words."""

    def __init__(self, reason: Reason, detail: str, *, request_id: str | None = None) -> None:
        super().__init__(f"ModelScope {reason}: {detail}")
        self.reason = reason
        self.detail = detail
        self.request_id = request_id


class EnvelopeError(ParseError):
    """The API answered but said no (model missing, private, server-side error)."""


@dataclass(frozen=True)
class ModelScopeStats:
    """What we keep of one model page. `likes` is the page's star/like count under either name."""

    model_id: str
    downloads: int
    likes: int
    last_modified: datetime | None
    created_at: datetime | None
    generation: Generation
    likes_field: str  # "likes", "Likes" or "Stars": which key the number came from
    display_name: str | None = None
    license: str | None = None
    tags: tuple[str, ...] = ()
    request_id: str | None = None


def openapi_model_url(base: str, owner: str, name: str) -> str:
    """`{base}/openapi/v1/models/{owner}/{name}`; `base` is the endpoint, e.g. https://modelscope.cn."""
    return f"{_base(base)}/openapi/v1/models/{_segment(owner)}/{_segment(name)}"


def legacy_model_url(base: str, owner: str, name: str) -> str:
    """`{base}/api/v1/models/{owner}/{name}`, the SDK's fallback when the OpenAPI answers 404."""
    return f"{_base(base)}/api/v1/models/{_segment(owner)}/{_segment(name)}"


def split_model_id(model_id: str) -> tuple[str, str]:
    """`"owner/name"` → `("owner", "name")`; anything else is a programming error."""
    owner, sep, name = model_id.strip().partition("/")
    if not sep or not owner or not name or "/" in name:
        raise ValueError(f"not a ModelScope model id (owner/name): {model_id!r}")
    return owner, name


def fallback_after(generation: Generation | str, status: int) -> Generation | None:
    """The SDK's rule: an OpenAPI 404 means "ask the legacy API"; nothing else falls back."""
    return (
        Generation.LEGACY
        if Generation(generation) is Generation.OPENAPI and status == 404
        else None
    )


def parse_model(body: bytes | str, *, generation: Generation | str) -> ModelScopeStats:
    """Read one model answer of the given API generation."""
    gen = Generation(generation)
    envelope = _load_object(body)
    if gen is Generation.OPENAPI:
        return _parse_openapi(envelope)
    return _parse_legacy(envelope)


def _parse_openapi(envelope: dict[str, Any]) -> ModelScopeStats:
    """`{"success": true, "request_id": "…", "data": {id, downloads, likes, last_modified, …}}`."""
    request_id = _opt_str(envelope.get("request_id") or envelope.get("RequestId"))
    if envelope.get("success") is not True:
        raise EnvelopeError(
            Reason.UNSUCCESSFUL,
            f"success={envelope.get('success')!r}: {_api_message(envelope)}",
            request_id=request_id,
        )
    data = envelope.get("data", envelope.get("Data"))  # the SDK accepts both spellings
    if not isinstance(data, dict):
        raise ParseError(Reason.NO_DATA, "envelope has no data object", request_id=request_id)
    model_id = _opt_str(data.get("id"))
    if model_id is None or "/" not in model_id:
        raise ParseError(
            Reason.MISSING_FIELD, f"data.id is {data.get('id')!r}", request_id=request_id
        )
    return ModelScopeStats(
        model_id=model_id,
        downloads=_count(data, "downloads", request_id),
        likes=_count(data, "likes", request_id),
        last_modified=_time(data.get("last_modified"), "last_modified", request_id),
        created_at=_time(data.get("created_at"), "created_at", request_id),
        generation=Generation.OPENAPI,
        likes_field="likes",
        display_name=_opt_str(data.get("display_name")),
        license=_opt_str(data.get("license")),
        tags=_str_tuple(data.get("tags")),
        request_id=request_id,
    )


def _parse_legacy(envelope: dict[str, Any]) -> ModelScopeStats:
    """`{"Code": 200, "Success": true, "Message", "RequestId", "Data": {Path, Name, Downloads,
    Stars|Likes, CreatedTime, LastUpdatedTime (unix), …}}`; ok iff `Code == 200 and Success`."""
    request_id = _opt_str(envelope.get("RequestId") or envelope.get("request_id"))
    code = envelope.get("Code")
    if code != 200 or envelope.get("Success") is not True:
        raise EnvelopeError(
            Reason.UNSUCCESSFUL,
            f"Code={code!r} Success={envelope.get('Success')!r}: {_api_message(envelope)}",
            request_id=request_id,
        )
    data = envelope.get("Data")
    if not isinstance(data, dict):
        raise ParseError(Reason.NO_DATA, "envelope has no Data object", request_id=request_id)
    owner, name = _opt_str(data.get("Path")), _opt_str(data.get("Name"))
    if owner is None or name is None:
        raise ParseError(
            Reason.MISSING_FIELD,
            f"Data.Path={data.get('Path')!r} Data.Name={data.get('Name')!r}",
            request_id=request_id,
        )
    likes_field = _legacy_likes_field(data, request_id)
    return ModelScopeStats(
        model_id=f"{owner}/{name}",
        downloads=_count(data, "Downloads", request_id),
        likes=_count(data, likes_field, request_id),
        last_modified=_time(data.get("LastUpdatedTime"), "LastUpdatedTime", request_id),
        created_at=_time(data.get("CreatedTime"), "CreatedTime", request_id),
        generation=Generation.LEGACY,
        likes_field=likes_field,
        display_name=_opt_str(data.get("ChineseName")),
        license=_opt_str(data.get("License")),
        tags=_str_tuple(data.get("Tags")),
        request_id=request_id,
    )


def _legacy_likes_field(data: dict[str, Any], request_id: str | None) -> str:
    """The SDK reads `Stars or Likes`: Stars unless it is missing or zero while Likes is set."""
    stars, likes = data.get("Stars"), data.get("Likes")
    if stars is None and likes is None:
        raise ParseError(
            Reason.MISSING_FIELD, "Data has neither Stars nor Likes", request_id=request_id
        )
    if stars is None or (not stars and likes):
        return "Likes"
    return "Stars"


def _load_object(body: bytes | str) -> dict[str, Any]:
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    stripped = text.lstrip()
    if not stripped:
        raise ParseError(Reason.NOT_JSON, "empty body")
    if stripped.startswith("<"):
        raise ParseError(Reason.NOT_JSON, f"HTML instead of JSON: {_snippet(stripped)}")
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ParseError(Reason.NOT_JSON, f"{exc}: {_snippet(stripped)}") from exc
    if not isinstance(data, dict):
        raise ParseError(Reason.NOT_AN_OBJECT, f"top level is {type(data).__name__}")
    return data


def _count(data: dict[str, Any], key: str, request_id: str | None) -> int:
    """A non-negative integer count; numeric strings are accepted, floats only if integral."""
    value = data.get(key)
    if value is None:
        raise ParseError(Reason.MISSING_FIELD, f"no {key!r}", request_id=request_id)
    number: int | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and value.strip().isdigit():
        number = int(value.strip())
    if number is None or number < 0:
        raise ParseError(Reason.BAD_VALUE, f"{key}={value!r} is not a count", request_id=request_id)
    return number


def _time(value: object, key: str, request_id: str | None) -> datetime | None:
    """Unix seconds or milliseconds (legacy), or ISO-8601 (OpenAPI; format unverified)."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise ParseError(Reason.BAD_VALUE, f"{key}={value!r}", request_id=request_id)
    if isinstance(value, int | float):
        seconds = value / 1000 if value > _MS_THRESHOLD else value
        return datetime.fromtimestamp(seconds, tz=UTC)
    if isinstance(value, str):
        text = value.strip()
        if text.isdigit():
            return _time(int(text), key, request_id)
        try:
            parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
        except ValueError as exc:
            raise ParseError(Reason.BAD_VALUE, f"{key}={value!r}", request_id=request_id) from exc
        return parsed.replace(tzinfo=UTC) if parsed.tzinfo is None else parsed.astimezone(UTC)
    raise ParseError(Reason.BAD_VALUE, f"{key}={value!r}", request_id=request_id)


def _api_message(envelope: dict[str, Any]) -> str:
    """The SDK takes the error text from `message|Message|msg|error|detail`."""
    for key in ("message", "Message", "msg", "error", "detail"):
        if envelope.get(key):
            return str(envelope[key])
    return "no message"


def _str_tuple(value: object) -> tuple[str, ...]:
    if not isinstance(value, list):
        return ()
    out = []
    for item in value:
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict) and isinstance(item.get("Name") or item.get("name"), str):
            out.append(str(item.get("Name") or item.get("name")))  # legacy Tags/Tasks are objects
    return tuple(out)


def _opt_str(value: object) -> str | None:
    return (value.strip() or None) if isinstance(value, str) else None


def _snippet(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit] + "…"


def _base(base: str) -> str:
    if not base.startswith(("http://", "https://")):
        raise ValueError(f"endpoint needs a scheme: {base!r}")
    return base.rstrip("/")


def _segment(part: str) -> str:
    if not part or "/" in part:
        raise ValueError(f"bad owner or name segment: {part!r}")
    return quote(part, safe="-_.~")


def owner_listing_url(base: str) -> str:
    """The SDK's owner listing: `PUT /api/v1/models/` with a JSON body (api-facts §2.3)."""
    return f"{base.rstrip('/')}/api/v1/models/"


def owner_listing_body(owner: str, page: int, size: int = 100) -> dict[str, object]:
    return {"Path": owner, "PageNumber": page, "PageSize": size}


def parse_owner_listing(body: bytes) -> tuple[tuple[str, ...], int]:
    """The model ids of one listing page and the owner's total count."""
    try:
        data = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ParseError(Reason.NOT_JSON, f"owner listing is not JSON ({exc})") from exc
    if not isinstance(data, dict) or not (data.get("Success") and data.get("Code") == 200):
        raise ParseError(Reason.UNSUCCESSFUL, f"owner listing refused: {str(data)[:200]}")
    payload = data.get("Data")
    if not isinstance(payload, dict) or not isinstance(payload.get("Models"), list):
        raise ParseError(Reason.NO_DATA, "owner listing without Data.Models")
    ids = []
    for item in payload["Models"]:
        if isinstance(item, dict) and item.get("Path") and item.get("Name"):
            ids.append(f"{item['Path']}/{item['Name']}")
    total = payload.get("TotalCount")
    return tuple(ids), int(total) if isinstance(total, int) else len(ids)
