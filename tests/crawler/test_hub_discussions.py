"""The Hub spider's discussions: paging, reading only what is new or changed, pull requests left
out, and a malformed discussion counted without stopping the crawl.

The spider talks to the fake Hub over a real socket: each request it yields is sent with its own
headers, and the answer comes back to its callback as a Scrapy response, in the order Scrapy
would (the engine itself is exercised end to end in tests/e2e/test_discussions_crawl.py).
"""

from __future__ import annotations

import asyncio
import urllib.error
import urllib.request
from collections import deque
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from huggingface_hub import HfApi
from scrapy.http import Request, TextResponse
from scrapy.utils.test import get_crawler

from crawler.parsers.hub import (
    HubAnswerError,
    parse_discussion_detail,
    parse_discussion_item,
)
from crawler.spiders.huggingface import MAX_DISCUSSIONS, HubSpider
from domain.observations import DiscussionObservation, RepoObservation
from storage.models import utcnow
from tests.fakes.hub import FakeHub

REPO = "DiffuSpace/Clover-35B-A3B-Preview"
DETAIL_PREFIX = f"/api/models/{REPO}/discussions/"


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as fake:
        fake.add_model(REPO, downloads=800, likes=170)
        yield fake
    assert fake.errors == []


def spider(
    hub: FakeHub,
    *,
    claims: bool = True,
    known: Mapping[str, Mapping[int, int | None]] | None = None,
) -> HubSpider:
    return HubSpider.from_crawler(
        get_crawler(HubSpider),
        endpoint=hub.url,
        repos=[REPO],
        discussion_repos=[REPO] if claims else [],
        known_discussions=known,
    )


def fetch(request: Request) -> TextResponse:
    headers = {k.decode(): v[0].decode() for k, v in request.headers.items()}
    try:
        with urllib.request.urlopen(
            urllib.request.Request(request.url, headers=headers), timeout=10
        ) as answer:
            status, body, got = answer.status, answer.read(), answer.headers
    except urllib.error.HTTPError as exc:
        status, body, got = exc.code, exc.read(), exc.headers
    return TextResponse(
        request.url,
        status=status,
        body=body,
        headers=dict(got.items()),
        request=request,
        encoding="utf-8",
    )


def crawl(s: HubSpider) -> list[Any]:
    """Every request the spider yields, answered by the fake Hub, until none is left."""

    async def first() -> list[Request]:
        return [r async for r in s.start()]

    pending = deque(asyncio.run(first()))
    items: list[Any] = []
    while pending:
        request = pending.popleft()
        response = fetch(request)
        allowed = request.meta.get("handle_httpstatus_list", [])
        assert response.status < 400 or response.status in allowed, (request.url, response.body)
        for out in request.callback(response, **request.cb_kwargs) or ():
            (pending if isinstance(out, Request) else items).append(out)
    return items


def discussions(items: list[Any]) -> dict[int, DiscussionObservation]:
    return {i.num: i for i in items if isinstance(i, DiscussionObservation)}


def read_details(hub: FakeHub) -> list[int]:
    return [
        int(r.path.removeprefix(DETAIL_PREFIX))
        for r in hub.requests
        if r.path.startswith(DETAIL_PREFIX)
    ]


def listed_pages(hub: FakeHub) -> list[str | None]:
    return [r.param("p") for r in hub.requests if r.path == f"/api/models/{REPO}/discussions"]


def errors(s: HubSpider) -> list[str]:
    return list(s.crawler.stats.get_value("modelwatch/error_messages", []))


def test_the_newest_discussions_are_paged_and_pull_requests_left_out(hub):
    for i in range(1, 121):
        hub.add_discussion(REPO, f"Question {i}", text=f"Body {i}", is_pull_request=i % 10 == 0)
    s = spider(hub)

    items = crawl(s)

    # 120 listed, 50 a page: two pages make the newest 100; the third is never asked for.
    assert listed_pages(hub) == ["0", "1"] and MAX_DISCUSSIONS == 100
    newest = range(21, 121)
    expected = [n for n in newest if n % 10 != 0]
    assert sorted(read_details(hub)) == expected
    assert sorted(discussions(items)) == expected
    (count,) = [i for i in items if isinstance(i, RepoObservation) and "discussions" in i.metrics]
    assert count.metrics["discussions"] == 120.0  # the Hub's count: discussions and PRs
    assert errors(s) == []


def test_only_new_discussions_and_those_with_new_comments_are_read(hub):
    for i in range(1, 4):
        hub.add_discussion(REPO, f"Question {i}", text="Hello")
    hub.add_comment(REPO, 2, "A reply since the last crawl", author="bob")
    hub.add_discussion(REPO, "A new one", text="Hi")
    known = {REPO: {1: 1, 2: 1, 3: 1}}  # what storage analysed last time, at one comment each

    items = crawl(spider(hub, known=known))

    assert sorted(read_details(hub)) == [2, 4]
    assert sorted(discussions(items)) == [2, 4]
    assert discussions(items)[2].listed_comments == 2


def test_a_repo_whose_model_has_no_claims_only_counts_its_discussions(hub):
    hub.add_discussion(REPO, "Question", text="Hello")

    items = crawl(spider(hub, claims=False))

    assert listed_pages(hub) == ["0"] and read_details(hub) == []
    assert discussions(items) == {}
    assert any(isinstance(i, RepoObservation) and "discussions" in i.metrics for i in items)


def test_a_malformed_discussion_is_counted_and_the_others_are_still_read(hub):
    for i in range(1, 4):
        hub.add_discussion(REPO, f"Question {i}", text="Hello")
    hub.fail_next("malformed", path_contains=DETAIL_PREFIX + "2")
    s = spider(hub)

    items = crawl(s)

    assert sorted(discussions(items)) == [1, 3]
    (message,) = errors(s)
    assert f"{DETAIL_PREFIX}2" in message and "malformed JSON" in message
    assert any(isinstance(i, RepoObservation) and "discussions" in i.metrics for i in items)


def test_comments_come_with_their_ids_authors_and_hidden_flags(hub):
    num = hub.add_discussion(REPO, "GPQA Diamond numbers", text="I got 81.9", author="alice")
    vendor = hub.add_comment(REPO, num, "Thanks for testing!", author="DiffuSpace")
    hidden = hub.add_comment(REPO, num, "spam", author="spammer")
    hub.hide_comment(REPO, num, hidden)
    hub.set_discussion_status(REPO, num, "closed")

    (obs,) = discussions(crawl(spider(hub))).values()

    assert obs.url == f"{hub.url}/{REPO}/discussions/{num}"
    assert obs.key == f"{REPO}/discussions/{num}"
    assert (obs.title, obs.status, obs.author, obs.listed_comments) == (
        "GPQA Diamond numbers",
        "closed",
        "alice",
        3,
    )
    assert [(c.author, c.text, c.hidden) for c in obs.comments] == [
        ("alice", "I got 81.9", False),
        ("DiffuSpace", "Thanks for testing!", False),
        ("spammer", "spam", True),
    ]
    assert obs.comments[1].comment_id == vendor and len(vendor) == 24
    assert all(c.created_at is not None for c in obs.comments)


def test_huggingface_hub_reads_the_fake_discussion_as_we_do(hub):
    """The fake's detail answer is what the client expects (field names from community.py)."""
    num = hub.add_discussion(REPO, "Speed on H200", text="300 tokens/s here", author="carol")
    hub.add_comment(REPO, num, "Same here", author="dave")

    details = HfApi(endpoint=hub.url, token=False).get_discussion_details(REPO, num)

    assert (details.title, details.author, details.is_pull_request) == (
        "Speed on H200",
        "carol",
        False,
    )
    assert [(e.type, e.author, e.content, e.hidden) for e in details.events] == [
        ("comment", "carol", "300 tokens/s here", False),
        ("comment", "dave", "Same here", False),
    ]
    assert details.url == f"{hub.url}/{REPO}/discussions/{num}"


COMMENT = {
    "id": "0" * 24,
    "type": "comment",
    "createdAt": "2026-11-20T10:00:00.000Z",
    "author": {"name": "alice"},
    "data": {"hidden": False, "edited": False, "latest": {"raw": "hello"}},
}
DETAIL = {"num": 1, "title": "T", "status": "open", "isPullRequest": False, "events": [COMMENT]}


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ([], "not an object"),
        ({**DETAIL, "num": 2}, "asked for discussion #1, got 2"),
        ({**DETAIL, "isPullRequest": True}, "pull request"),
        ({**DETAIL, "events": None}, "without events"),
        ({**DETAIL, "events": ["x"]}, "not an object"),
        ({**DETAIL, "events": [{**COMMENT, "id": None}]}, "without an id"),
        ({**DETAIL, "events": [{**COMMENT, "data": {"hidden": False}}]}, "without its text"),
        ({**DETAIL, "events": [{**COMMENT, "createdAt": "yesterday"}]}, "not a date"),
    ],
)
def test_a_malformed_discussion_answer_is_an_error(body, reason):
    with pytest.raises(HubAnswerError, match=reason):
        parse_discussion_detail(
            body, endpoint="http://h", repo_id=REPO, num=1, observed_at=utcnow()
        )


def test_a_hidden_comment_may_come_without_its_text_and_other_events_are_left_out():
    hidden = {**COMMENT, "data": {"hidden": True}}
    status = {"id": "1" * 24, "type": "status-change", "data": {"status": "closed"}}
    no_author = {**COMMENT, "id": "2" * 24}
    del no_author["author"]
    obs = parse_discussion_detail(
        {**DETAIL, "events": [COMMENT, hidden, status, no_author]},
        endpoint="http://h",
        repo_id=REPO,
        num=1,
        observed_at=utcnow(),
    )
    assert [(c.author, c.text, c.hidden) for c in obs.comments] == [
        ("alice", "hello", False),
        ("alice", "", True),
        ("deleted", "hello", False),
    ]


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("x", "not an object"),
        ({"title": "T"}, "without a number"),
        ({"num": True, "title": "T"}, "without a number"),
        ({"num": 3}, "without a title"),
    ],
)
def test_a_malformed_list_entry_is_an_error(raw, reason):
    with pytest.raises(HubAnswerError, match=reason):
        parse_discussion_item(raw)


def test_a_list_entry_without_a_comment_count_is_read_only_when_new():
    item = parse_discussion_item({"num": 3, "title": "T", "isPullRequest": False})
    assert item.num_comments is None and item.author == "deleted"
    s = HubSpider.from_crawler(
        get_crawler(HubSpider),
        endpoint="http://h",
        discussion_repos=[REPO],
        known_discussions={REPO: {3: 1}},
    )
    assert not s._worth_reading(REPO, item)
    assert s._worth_reading(REPO, parse_discussion_item({"num": 4, "title": "T"}))


def test_a_removed_repos_card_says_what_its_details_say(hub):
    """The card and the details of a removed repo answer 404 RepoNotFound; whichever is
    reported first, the user reads the same advice."""
    s = spider(hub, claims=False)

    async def first() -> list[Request]:
        return [r async for r in s.start()]

    (card,) = [r for r in asyncio.run(first()) if r.callback == s.parse_card]
    hub.remove(REPO)
    assert list(card.callback(fetch(card), **card.cb_kwargs)) == []
    (error,) = errors(s)
    assert "README.md: HTTP 404 not found (renamed or removed? check the watchlist)" in error
