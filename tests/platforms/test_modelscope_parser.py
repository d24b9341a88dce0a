"""ModelScope bodies of both API generations → ModelScopeStats, and refusals with reasons."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from crawler.parsers.modelscope import (
    EnvelopeError,
    Generation,
    ParseError,
    Reason,
    legacy_model_url,
    openapi_model_url,
    parse_model,
    split_model_id,
)

OPENAPI_OK = {
    "success": True,
    "request_id": "req-1",
    "data": {
        "id": "DiffuSpace/Clover-35B-A3B-Preview",
        "display_name": "Clover-35B-A3B-Preview",
        "downloads": 1234,
        "likes": 56,
        "created_at": "2025-06-01T12:00:00Z",
        "last_modified": "2025-06-02T08:30:00Z",
        "license": "apache-2.0",
        "tags": ["text-generation", "moe"],
    },
}


def legacy_ok(**data: object) -> dict[str, object]:
    base: dict[str, object] = {
        "Path": "DiffuSpace",
        "Name": "Clover-35B-A3B-Preview",
        "Downloads": 789,
        "CreatedTime": 1748779200,
        "LastUpdatedTime": 1748853000,
    }
    base.update(data)
    return {"Code": 200, "Success": True, "Message": "success", "RequestId": "r-2", "Data": base}


def dumps(data: object) -> bytes:
    return json.dumps(data).encode()


def test_openapi_generation() -> None:
    stats = parse_model(dumps(OPENAPI_OK), generation="openapi")
    assert stats.model_id == "DiffuSpace/Clover-35B-A3B-Preview"
    assert (stats.downloads, stats.likes) == (1234, 56)
    assert stats.generation is Generation.OPENAPI
    assert stats.likes_field == "likes"
    assert stats.last_modified == datetime(2025, 6, 2, 8, 30, tzinfo=UTC)
    assert stats.created_at == datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
    assert stats.tags == ("text-generation", "moe")
    assert stats.request_id == "req-1"


@pytest.mark.parametrize(
    ("data", "field", "likes"),
    [
        ({"Stars": 41}, "Stars", 41),
        ({"Likes": 42}, "Likes", 42),
        # The SDK reads `Stars or Likes`: a zero Stars gives way to a set Likes.
        ({"Stars": 0, "Likes": 43}, "Likes", 43),
        ({"Stars": 44, "Likes": 1}, "Stars", 44),
        ({"Stars": 0}, "Stars", 0),
    ],
)
def test_legacy_generation_stars_or_likes(data: dict[str, int], field: str, likes: int) -> None:
    stats = parse_model(dumps(legacy_ok(**data)), generation=Generation.LEGACY)
    assert stats.model_id == "DiffuSpace/Clover-35B-A3B-Preview"
    assert stats.downloads == 789
    assert (stats.likes_field, stats.likes) == (field, likes)
    assert stats.last_modified == datetime.fromtimestamp(1748853000, tz=UTC)
    assert stats.request_id == "r-2"


def test_legacy_times_in_milliseconds_are_recognised() -> None:
    body = legacy_ok(Likes=1, LastUpdatedTime=1748853000123)
    stats = parse_model(dumps(body), generation="legacy")
    assert stats.last_modified == datetime.fromtimestamp(1748853000.123, tz=UTC)


@pytest.mark.parametrize(
    ("body", "generation", "reason", "error_type"),
    [
        (
            {"success": False, "request_id": "x", "message": "model not found"},
            "openapi",
            Reason.UNSUCCESSFUL,
            EnvelopeError,
        ),
        (
            {"Code": 10010205001, "Success": False, "Message": "模型不存在", "RequestId": "y"},
            "legacy",
            Reason.UNSUCCESSFUL,
            EnvelopeError,
        ),
        (
            {"Code": 200, "Success": False, "Message": "?"},
            "legacy",
            Reason.UNSUCCESSFUL,
            EnvelopeError,
        ),
        ({"success": True, "request_id": "x"}, "openapi", Reason.NO_DATA, ParseError),
        (
            {"success": True, "data": {"id": "a/b", "likes": 1}},
            "openapi",
            Reason.MISSING_FIELD,
            ParseError,
        ),
        (
            {"success": True, "data": {"id": "a/b", "downloads": True, "likes": 1}},
            "openapi",
            Reason.BAD_VALUE,
            ParseError,
        ),
        (
            {"success": True, "data": {"id": "a/b", "downloads": -1, "likes": 1}},
            "openapi",
            Reason.BAD_VALUE,
            ParseError,
        ),
        (legacy_ok(), "legacy", Reason.MISSING_FIELD, ParseError),  # neither Stars nor Likes
        (OPENAPI_OK, "legacy", Reason.UNSUCCESSFUL, EnvelopeError),  # wrong generation
        ([1, 2], "openapi", Reason.NOT_AN_OBJECT, ParseError),
    ],
)
def test_refusals_carry_a_reason(
    body: object, generation: str, reason: Reason, error_type: type[ParseError]
) -> None:
    with pytest.raises(error_type) as caught:
        parse_model(dumps(body), generation=generation)
    assert caught.value.reason is reason


@pytest.mark.parametrize(
    "body",
    [b"", b"<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>", b'{"succ'],
)
def test_non_json_bodies(body: bytes) -> None:
    with pytest.raises(ParseError) as caught:
        parse_model(body, generation="openapi")
    assert caught.value.reason is Reason.NOT_JSON


def test_envelope_error_keeps_api_words_and_request_id() -> None:
    body = {"success": False, "request_id": "abc", "message": "model not found"}
    with pytest.raises(EnvelopeError) as caught:
        parse_model(dumps(body), generation="openapi")
    assert "model not found" in str(caught.value)
    assert caught.value.request_id == "abc"


def test_url_builders() -> None:
    assert (
        openapi_model_url("https://modelscope.cn/", "DiffuSpace", "Clover-35B-A3B-Preview")
        == "https://modelscope.cn/openapi/v1/models/DiffuSpace/Clover-35B-A3B-Preview"
    )
    assert (
        legacy_model_url("http://127.0.0.1:8080", "DiffuSpace", "Clover")
        == "http://127.0.0.1:8080/api/v1/models/DiffuSpace/Clover"
    )
    assert split_model_id("DiffuSpace/Clover") == ("DiffuSpace", "Clover")
    with pytest.raises(ValueError):
        openapi_model_url("modelscope.cn", "a", "b")
    with pytest.raises(ValueError):
        legacy_model_url("https://modelscope.cn", "a/b", "c")
    with pytest.raises(ValueError):
        split_model_id("Clover")
