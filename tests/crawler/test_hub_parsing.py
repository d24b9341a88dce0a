"""The Hub spider's parsing, on real recorded answers loaded into real Scrapy responses."""

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from scrapy.http import Request, TextResponse
from scrapy.utils.test import get_crawler

from crawler.parsers.hub import (
    HubAnswerError,
    decode_json,
    listing_url,
    model_url,
    parse_model,
)
from crawler.parsers.links import next_link
from crawler.spiders.huggingface import HubSpider
from domain.observations import OrgObservation, RepoObservation

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
FIXTURES = SHARED / "fixtures" / "api"
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)
MODEL_FIXTURES = sorted(
    p for p in FIXTURES.glob("hf_model_info_*.json") if not p.name.endswith(".headers.json")
)

pytestmark = pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"shared fixtures not at {FIXTURES}")


def response(
    url: str,
    body: bytes,
    *,
    content_type="application/json; charset=utf-8",
    headers=None,
    meta=None,
):
    request = Request(url, meta=meta or {})
    return TextResponse(
        url,
        body=body,
        request=request,
        headers={"Content-Type": content_type, **(headers or {})},
        encoding="utf-8",
    )


def spider():
    crawler = get_crawler(HubSpider)
    return HubSpider.from_crawler(
        crawler,
        endpoint="http://hub.test",
        orgs=["DiffuSpace"],
        repos=["DiffuSpace/Clover-35B-A3B-Preview", "Other/X"],
    )


@pytest.mark.parametrize("path", MODEL_FIXTURES, ids=lambda p: p.stem)
def test_every_recorded_model_answer_parses(path):
    raw = json.loads(path.read_bytes())
    obs = parse_model(raw, observed_at=NOW)
    assert obs.repo_id == raw["id"]
    assert obs.metrics["downloads"] == raw["downloads"]
    assert obs.metrics["likes"] == raw["likes"]
    # The default answer has no all-time count: it must be absent, never zero.
    assert "downloads_all_time" not in obs.metrics
    assert obs.files == tuple(sorted(s["rfilename"] for s in raw["siblings"]))
    assert obs.sha == raw["sha"]


def test_expanded_answer_gives_both_download_counts():
    raw = {
        "_id": "x",
        "id": "DiffuSpace/Clover-35B-A3B-Preview",
        "downloads": 1500,
        "downloadsAllTime": 2100,
        "likes": 164,
        "trendingScore": 42,
        "siblings": [{"rfilename": "model.safetensors"}],
        "sha": "a" * 40,
        "lastModified": "2026-10-30T09:00:00.000Z",
    }
    obs = parse_model(raw, observed_at=NOW, requested_id="diffuspace/old-name")
    assert obs.metrics == {
        "downloads": 1500,
        "downloads_all_time": 2100,
        "likes": 164,
        "trending_score": 42,
        "files": 1,
    }
    assert obs.requested_id == "diffuspace/old-name"
    assert obs.last_modified == datetime(2026, 10, 30, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    "raw, reason",
    [
        ({"id": "a/b", "likes": 3}, "lacks downloads"),
        ({"id": "a/b", "downloads": "many", "likes": 3}, "not a number"),
        ({"downloads": 1, "likes": 1}, "without an id"),
        ([], "without an id"),
    ],
)
def test_missing_or_odd_numbers_are_errors_not_zeros(raw, reason):
    with pytest.raises(HubAnswerError, match=reason):
        parse_model(raw, observed_at=NOW)


def test_decode_json_names_what_came_instead():
    with pytest.raises(HubAnswerError, match="expected JSON, got text/html"):
        decode_json(b"<html><body>502 Bad Gateway</body></html>", "text/html")
    with pytest.raises(HubAnswerError, match="malformed JSON"):
        decode_json(b'[{"id": "a/b", "downl', "application/json")


def test_urls_ask_for_the_expanded_fields():
    url = listing_url("http://hub.test", "DiffuSpace", limit=500)
    assert url.startswith("http://hub.test/api/models?author=DiffuSpace&limit=500&expand=downloads")
    assert "expand=downloadsAllTime" in url and "expand=siblings" in url
    assert model_url("http://hub.test", "A/B c").startswith(
        "http://hub.test/api/models/A/B%20c?expand="
    )


def test_next_link_reads_the_cursor():
    header = '<https://huggingface.co/api/models?limit=10&sort=likes&cursor=eyJ%3D>; rel="next"'
    assert (
        next_link([header]) == "https://huggingface.co/api/models?limit=10&sort=likes&cursor=eyJ%3D"
    )
    assert next_link(['<https://x/?page=5>; rel="last"']) is None
    assert next_link([]) is None


def test_listing_pages_yield_observations_then_the_complete_org():
    s = spider()
    page1 = [{"_id": "1", "id": "DiffuSpace/Clover-35B-A3B-Preview", "downloads": 10, "likes": 2}]
    out = list(
        s.parse_listing(
            response(
                "http://hub.test/api/models?author=DiffuSpace",
                json.dumps(page1).encode(),
                headers={
                    "Link": '<http://hub.test/api/models?author=DiffuSpace&cursor=c2>; rel="next"'
                },
            ),
            org="DiffuSpace",
            seen=(),
        )
    )
    assert isinstance(out[0], RepoObservation)
    follow = out[1]
    assert follow.url.endswith("cursor=c2") and follow.cb_kwargs["seen"] == (
        "DiffuSpace/Clover-35B-A3B-Preview",
    )
    page2 = [{"_id": "2", "id": "DiffuSpace/Clover-GGUF", "downloads": 1, "likes": 0}]
    out2 = list(
        s.parse_listing(response(follow.url, json.dumps(page2).encode()), **follow.cb_kwargs)
    )
    org = [o for o in out2 if isinstance(o, OrgObservation)]
    assert org and org[0].repos == ("DiffuSpace/Clover-35B-A3B-Preview", "DiffuSpace/Clover-GGUF")
    # The watched repo was listed, so no per-model request follows.
    assert not [o for o in out2 if isinstance(o, Request)]


def test_a_watched_repo_missing_from_its_org_listing_is_asked_for_directly():
    s = spider()
    out = list(
        s.parse_listing(
            response("http://hub.test/api/models?author=DiffuSpace", b"[]"),
            org="DiffuSpace",
            seen=(),
        )
    )
    requests = [o for o in out if isinstance(o, Request)]
    assert [r.cb_kwargs["requested"] for r in requests] == ["DiffuSpace/Clover-35B-A3B-Preview"]


def test_a_malformed_page_is_counted_and_yields_nothing():
    s = spider()
    out = list(
        s.parse_listing(
            response("http://hub.test/api/models?author=DiffuSpace", b"[{oops"),
            org="DiffuSpace",
            seen=(),
        )
    )
    assert out == []
    assert s.crawler.stats.get_value("modelwatch/errors") == 1
    assert "malformed JSON" in s.crawler.stats.get_value("modelwatch/error_messages")[0]
