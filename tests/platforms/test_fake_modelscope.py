"""FakeModelScope over real HTTP, read with the production parser and the SDK's fallback rule."""

from __future__ import annotations

import socket
import urllib.error

import pytest

from crawler.parsers.modelscope import (
    EnvelopeError,
    Generation,
    ModelScopeStats,
    ParseError,
    Reason,
    fallback_after,
    legacy_model_url,
    openapi_model_url,
    parse_model,
)
from tests.fakes.modelscope import FakeModelScope
from tests.platforms.client import get


def fetch(fake: FakeModelScope, model_id: str) -> ModelScopeStats:
    """What a spider does: OpenAPI first, legacy on 404 (modelscope_hub `get_repo`)."""
    owner, name = model_id.split("/")
    answer = get(openapi_model_url(fake.url, owner, name))
    generation = Generation.OPENAPI
    if (fallback := fallback_after(generation, answer.status)) is not None:
        generation = fallback
        answer = get(legacy_model_url(fake.url, owner, name))
    assert answer.status == 200, answer.body
    return parse_model(answer.body, generation=generation)


def test_openapi_generation(modelscope: FakeModelScope) -> None:
    modelscope.add_model("DiffuSpace/Clover-35B-A3B-Preview", 1234, 56, generation="openapi")
    stats = fetch(modelscope, "DiffuSpace/Clover-35B-A3B-Preview")
    assert (stats.model_id, stats.downloads, stats.likes) == (
        "DiffuSpace/Clover-35B-A3B-Preview",
        1234,
        56,
    )
    assert stats.generation is Generation.OPENAPI
    assert stats.last_modified is not None
    assert [r.path for r in modelscope.requests] == [
        "/openapi/v1/models/DiffuSpace/Clover-35B-A3B-Preview"
    ]


@pytest.mark.parametrize("likes_field", ["Stars", "Likes"])
def test_legacy_only_model_falls_back(modelscope: FakeModelScope, likes_field: str) -> None:
    modelscope.add_model("DiffuSpace/Clover", 99, 7, generation="legacy", likes_field=likes_field)
    stats = fetch(modelscope, "DiffuSpace/Clover")
    assert (stats.downloads, stats.likes, stats.likes_field) == (99, 7, likes_field)
    assert stats.generation is Generation.LEGACY
    assert [r.path for r in modelscope.requests] == [
        "/openapi/v1/models/DiffuSpace/Clover",
        "/api/v1/models/DiffuSpace/Clover",
    ]


def test_openapi_404_is_the_sdk_error_envelope(modelscope: FakeModelScope) -> None:
    modelscope.add_model("DiffuSpace/Clover", 1, 1, generation="legacy")
    answer = get(openapi_model_url(modelscope.url, "DiffuSpace", "Clover"))
    assert answer.status == 404
    assert answer.headers["x-request-id"]
    with pytest.raises(EnvelopeError) as caught:
        parse_model(answer.body, generation="openapi")
    assert "not found" in caught.value.detail


def test_both_generations_agree_and_update(modelscope: FakeModelScope) -> None:
    modelscope.add_model("DiffuSpace/Clover", 10, 2, generation="both")
    modelscope.update("DiffuSpace/Clover", downloads=15, likes=3)
    new = parse_model(
        get(openapi_model_url(modelscope.url, "DiffuSpace", "Clover")).body, generation="openapi"
    )
    old = parse_model(
        get(legacy_model_url(modelscope.url, "DiffuSpace", "Clover")).body, generation="legacy"
    )
    assert (new.downloads, new.likes) == (old.downloads, old.likes) == (15, 3)
    assert new.model_id == old.model_id == "DiffuSpace/Clover"


def test_unknown_model_is_404_on_both(modelscope: FakeModelScope) -> None:
    assert get(openapi_model_url(modelscope.url, "a", "b")).status == 404
    legacy = get(legacy_model_url(modelscope.url, "a", "b"))
    assert legacy.status == 404
    with pytest.raises(EnvelopeError):
        parse_model(legacy.body, generation="legacy")


def test_downloads_endpoint(modelscope: FakeModelScope) -> None:
    modelscope.add_model("DiffuSpace/Clover", 321, 1, generation="legacy")
    answer = get(f"{modelscope.url}/api/v1/models/DiffuSpace/Clover/downloads")
    assert answer.status == 200
    assert b'"Downloads": 321' in answer.body


@pytest.mark.parametrize(
    ("fault", "status", "reason"),
    [
        (503, 503, Reason.NOT_JSON),
        (500, 500, Reason.UNSUCCESSFUL),
        ("malformed", 200, Reason.NOT_JSON),
        ("envelope", 200, Reason.UNSUCCESSFUL),
    ],
)
def test_faults_are_refused_by_the_parser(
    modelscope: FakeModelScope, fault: int | str, status: int, reason: Reason
) -> None:
    modelscope.add_model("DiffuSpace/Clover", 5, 1, generation="openapi")
    modelscope.fail_next(fault, path_contains="/openapi/")
    url = openapi_model_url(modelscope.url, "DiffuSpace", "Clover")
    answer = get(url)
    assert answer.status == status
    with pytest.raises(ParseError) as caught:
        parse_model(answer.body, generation="openapi")
    assert caught.value.reason is reason
    # One fault only: the next answer is good.
    assert parse_model(get(url).body, generation="openapi").downloads == 5


def test_fault_filter_and_repeats(modelscope: FakeModelScope) -> None:
    modelscope.add_model("DiffuSpace/Clover", 5, 1, generation="both")
    modelscope.fail_next(503, times=2, path_contains="/api/v1/")
    openapi = openapi_model_url(modelscope.url, "DiffuSpace", "Clover")
    legacy = legacy_model_url(modelscope.url, "DiffuSpace", "Clover")
    assert get(openapi).status == 200
    assert [get(legacy).status for _ in range(3)] == [503, 503, 200]


def test_timeout(modelscope: FakeModelScope) -> None:
    modelscope.add_model("DiffuSpace/Clover", 5, 1)
    modelscope.fail_next("timeout")
    with pytest.raises((TimeoutError, socket.timeout, urllib.error.URLError)):
        get(openapi_model_url(modelscope.url, "DiffuSpace", "Clover"), timeout=0.2)


def test_unknown_fault_kind_is_refused(modelscope: FakeModelScope) -> None:
    with pytest.raises(ValueError):
        modelscope.fail_next("slow")
