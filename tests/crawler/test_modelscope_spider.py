"""The ModelScope spider on real Scrapy responses: both API generations and the 404 fallback.

No real ModelScope body was ever recorded (api-facts §7); the bodies here follow the SDK's field
names, as the parser and the fake do.
"""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from typing import Any

import pytest
from scrapy.http import Request, TextResponse
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.test import get_crawler
from twisted.python.failure import Failure

from crawler.parsers.modelscope import Generation
from crawler.spiders.modelscope import ModelScopeSpider
from domain.observations import RepoObservation

ENDPOINT = "http://ms.test"
MODEL = "DiffuSpace/Clover-35B-A3B-Preview"
JSON = "application/json;charset=UTF-8"

OPENAPI_BODY = {
    "success": True,
    "request_id": "r-1",
    "data": {
        "id": MODEL,
        "display_name": "Clover-35B-A3B-Preview",
        "downloads": 1234,
        "likes": 56,
        "created_at": "2026-10-30T08:00:00Z",
        "last_modified": "2026-11-02T10:30:00Z",
        "license": "Apache License 2.0",
        "tags": [],
    },
}
LEGACY_BODY = {
    "Code": 200,
    "Success": True,
    "Message": "success",
    "RequestId": "r-2",
    "Data": {
        "Id": 400001,
        "Name": "Clover-35B-A3B-Preview",
        "Path": "DiffuSpace",
        "Downloads": 99,
        "Stars": 7,
        "CreatedTime": 1761811200,
        "LastUpdatedTime": 1762079400,
    },
}
NOT_FOUND_OPENAPI = {"success": False, "request_id": "r", "message": "not found", "data": None}
NOT_FOUND_LEGACY = {"Code": 404, "Success": False, "Message": "not found", "RequestId": "r"}


def spider(repos: tuple[str, ...] = (MODEL,)) -> ModelScopeSpider:
    crawler = get_crawler(ModelScopeSpider)
    return ModelScopeSpider.from_crawler(crawler, endpoint=f"{ENDPOINT}/", repos=repos)


def errors(s: ModelScopeSpider) -> list[str]:
    return list(s.crawler.stats.get_value("modelwatch/error_messages", []))


def start(s: ModelScopeSpider) -> list[Request]:
    async def collect() -> list[Request]:
        return [r async for r in s.start()]

    return asyncio.run(collect())


def answer(request: Request, body: Any, *, status: int = 200, content_type: str = JSON):
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    return TextResponse(
        request.url,
        status=status,
        body=raw,
        request=request,
        headers={"Content-Type": content_type},
        encoding="utf-8",
    )


def call(request: Request, response: TextResponse) -> list[Any]:
    return list(request.callback(response, **request.cb_kwargs) or ())


def test_each_model_is_asked_of_the_openapi_first_and_its_404_reaches_the_callback():
    s = spider(repos=(MODEL, "Other/Model"))
    requests = start(s)
    assert [r.url for r in requests] == [
        f"{ENDPOINT}/openapi/v1/models/DiffuSpace/Clover-35B-A3B-Preview",
        f"{ENDPOINT}/openapi/v1/models/Other/Model",
    ]
    for request in requests:
        assert request.meta["handle_httpstatus_list"] == [404]
        assert request.cb_kwargs["generation"] is Generation.OPENAPI
        assert request.headers["Accept"] == b"application/json"


def test_openapi_answer_is_one_observation():
    s = spider()
    (request,) = start(s)
    (obs,) = call(request, answer(request, OPENAPI_BODY))
    assert isinstance(obs, RepoObservation)
    assert obs.source == "modelscope" and obs.repo_id == MODEL and obs.requested_id is None
    assert obs.metrics == {"downloads_all_time": 1234.0, "likes": 56.0}
    assert obs.last_modified == datetime(2026, 11, 2, 10, 30, tzinfo=UTC)
    assert obs.files is None and obs.sha is None  # not read from ModelScope: unknown
    assert errors(s) == []


def test_an_openapi_404_falls_back_to_the_legacy_api():
    s = spider()
    (request,) = start(s)
    (legacy,) = call(request, answer(request, NOT_FOUND_OPENAPI, status=404))
    assert isinstance(legacy, Request)
    assert legacy.url == f"{ENDPOINT}/api/v1/models/DiffuSpace/Clover-35B-A3B-Preview"
    assert legacy.cb_kwargs == {"requested": MODEL, "generation": Generation.LEGACY}
    assert legacy.meta["handle_httpstatus_list"] == [404]
    (obs,) = call(legacy, answer(legacy, LEGACY_BODY))
    assert obs.metrics == {"downloads_all_time": 99.0, "likes": 7.0}  # `Stars` on older answers
    assert obs.last_modified == datetime.fromtimestamp(1762079400, tz=UTC)
    assert errors(s) == []


def test_legacy_answers_with_likes_are_read_too():
    s = spider()
    legacy = call(start(s)[0], answer(start(s)[0], NOT_FOUND_OPENAPI, status=404))[0]
    data = {k: v for k, v in LEGACY_BODY["Data"].items() if k != "Stars"}
    (obs,) = call(legacy, answer(legacy, {**LEGACY_BODY, "Data": {**data, "Likes": 8}}))
    assert obs.metrics["likes"] == 8.0


def test_a_legacy_404_too_means_the_model_is_gone():
    s = spider()
    (request,) = start(s)
    (legacy,) = call(request, answer(request, NOT_FOUND_OPENAPI, status=404))
    assert call(legacy, answer(legacy, NOT_FOUND_LEGACY, status=404)) == []
    assert errors(s) == [
        f"{legacy.url}: HTTP 404 {MODEL} not found on ModelScope "
        "(renamed or removed? check the watchlist)"
    ]


def test_a_model_answering_under_another_id_keeps_the_requested_one():
    s = spider(repos=("diffuspace/clover-old",))
    (request,) = start(s)
    (obs,) = call(request, answer(request, OPENAPI_BODY))
    assert obs.repo_id == MODEL and obs.requested_id == "diffuspace/clover-old"


@pytest.mark.parametrize(
    "body, content_type, reason",
    [
        ({**OPENAPI_BODY, "success": False, "message": "internal error"}, JSON, "unsuccessful"),
        ({**OPENAPI_BODY, "data": {**OPENAPI_BODY["data"], "likes": None}}, JSON, "missing"),
        ({**OPENAPI_BODY, "data": {**OPENAPI_BODY["data"], "downloads": -1}}, JSON, "bad_value"),
        (b"<html><body>502 Bad Gateway</body></html>", "text/html", "not_json"),
        (b'{"success": true, "data": {"id": "a/b", "downl', JSON, "not_json"),
    ],
)
def test_unreadable_answers_are_errors_never_zeros(body, content_type, reason):
    s = spider()
    (request,) = start(s)
    assert call(request, answer(request, body, content_type=content_type)) == []
    (message,) = errors(s)
    assert message.startswith(f"{request.url}: ModelScope {reason}")


def test_other_http_failures_go_to_the_errback_with_a_reason():
    s = spider()
    (request,) = start(s)
    response = answer(request, {"success": False, "message": "boom"}, status=500)
    failure = Failure(HttpError(response, "Ignoring non-200 response"))
    failure.request = request  # type: ignore[attr-defined]
    request.errback(failure)
    assert errors(s)[0].startswith(f"{request.url}: HTTP 500")


def test_an_id_that_is_not_owner_slash_name_is_an_error():
    s = spider(repos=("not-an-id", MODEL))
    requests = start(s)
    assert len(requests) == 1
    assert "not a ModelScope model id" in errors(s)[0]


# ---------------------------------------------------------------- the real command


@pytest.mark.e2e
def test_crawl_reads_both_generations_and_reports_a_vanished_model(tmp_path):
    from tests.crawler.test_conditional_requests import crawl, history_and_status, platform_env
    from tests.fakes.modelscope import FakeModelScope

    legacy_only = "DiffuSpace/Clover-Legacy"
    with FakeModelScope(timeout_seconds=2.0) as fake:
        fake.add_model(MODEL, downloads=1234, likes=56)
        fake.add_model(legacy_only, downloads=99, likes=7, generation="legacy", likes_field="Stars")
        env = platform_env(tmp_path, modelscope=fake, modelscope_repos=(MODEL, legacy_only))
        crawl(env, "modelscope")
        # The legacy-only model was asked of the OpenAPI first, then found by the fallback.
        paths = [r.path for r in fake.requests]
        assert f"/openapi/v1/models/{legacy_only}" in paths
        assert f"/api/v1/models/{legacy_only}" in paths
        assert f"/api/v1/models/{MODEL}" not in paths

        fake.remove_model(legacy_only)
        result = crawl(env, "modelscope", expect=2)
        assert "not found on ModelScope" in result.stdout
        assert fake.errors == []

    rows, status = history_and_status(env, "modelscope")
    numbers = {(r["subject"], r["metric"], r["value"]) for r in rows}
    assert {
        (MODEL, "downloads_all_time", 1234),
        (MODEL, "likes", 56),
        (legacy_only, "downloads_all_time", 99),
        (legacy_only, "likes", 7),
    } <= numbers
    # The second crawl still read the model that exists; the vanished one got no new rows.
    assert sum(r["subject"] == legacy_only for r in rows) == 2
    assert sum(r["subject"] == MODEL for r in rows) == 4
    assert status["failing"] and "renamed or removed? check the watchlist" in status["last_error"]
