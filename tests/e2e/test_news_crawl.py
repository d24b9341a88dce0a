"""End to end: `modelwatch crawl news` against a fake news web on the loopback interface.

One fake plays Google News, Hacker News (Algolia), Reddit, arXiv and the vendor's blog (with its
feed) on 127.0.0.1; two more play press outlets on 127.0.0.2 and 127.0.0.3 (a host is an
outlet, with its own robots.txt). The pages are the hand-written Clover pages of
tests/news/pages: the launch in English, French (Latin-1 bytes under a UTF-8 declaration) and
German (undeclared windows-1252), the vendor's post, a consent wall and a paywall, plus a 10 MB
page and a page the outlet's robots.txt disallows.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import base_env, run_modelwatch, run_modelwatch_each
from tests.fakes import Request
from tests.fakes.news import FakeNewsServer

pytestmark = pytest.mark.e2e

MODEL = "clover-35b-a3b-preview"
LAUNCH = datetime(2026, 11, 18, 10, 0, tzinfo=UTC)
CRAWL_LINE = re.compile(r"^news: (\d+) rows, (\d+) alert\(s\), (.*)$", re.M)

WATCHLIST = """
[defaults]
interval = "1h"
jitter = "0s"

[[model]]
key = "clover-35b-a3b-preview"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover-35B-A3B", "Clover"]
base_model = "Qwen3.6-35B-A3B"

[model.news]
google_news_locales = ["en-US", "fr-FR"]
hacker_news = true
reddit = true
arxiv = true
feeds = [{feeds}]
context_terms = ["diffusion", "block diffusion", "MoE", "35B", "A3B"]
vendor_domains = ["127.0.0.1"]
"""


@dataclass
class Web:
    api: FakeNewsServer  # search engines, arXiv, and the vendor's blog
    press: FakeNewsServer  # "AI Press Daily" (English)
    euro: FakeNewsServer  # a French and German outlet
    feeds: list[str] = field(default_factory=list)  # the watchlist's custom feeds

    @property
    def servers(self) -> tuple[FakeNewsServer, ...]:
        return (self.api, self.press, self.euro)


@contextmanager
def serving_web() -> Iterator[Web]:
    with (
        FakeNewsServer("127.0.0.1") as api,
        FakeNewsServer("127.0.0.2") as press,
        FakeNewsServer("127.0.0.3") as euro,
    ):
        web = Web(api, press, euro)
        populate(web)
        yield web


@pytest.fixture
def web() -> Iterator[Web]:
    with serving_web() as web:
        yield web


def populate(web: Web) -> None:
    api, press, euro = web.api, web.press, web.euro
    press.robots_disallow = ["/private/"]
    launch = press.add_fixture_page("/2026/11/18/clover", "clover_launch_en.html")
    consent = press.add_fixture_page("/2026/11/18/clover-benchmarks", "consent_cmp_de.html")
    paywall = press.add_fixture_page("/2026/11/19/clover-analysis", "paywall_en.html")
    huge = press.add_big_page("/2026/11/19/clover-dump")
    private = press.add_page(
        "/private/clover-leak", title="Clover-35B-A3B-Preview leak", text="Secret. " * 100
    )
    french = euro.add_fixture_page("/fr/clover", "clover_launch_fr_latin1_declared_utf8.html")
    german = euro.add_fixture_page("/de/clover", "clover_launch_de_cp1252_undeclared.html")
    blog = api.add_fixture_page("/blog/clover-35b-a3b-preview", "clover_vendor_blog.html")
    blog_feed = api.add_feed(
        "/blog/feed.xml",
        [
            {
                "title": "Introducing Clover-35B-A3B-Preview",
                "link": blog,
                "published": LAUNCH - timedelta(hours=2),
                "description": "Our first block-diffusion model.",
            }
        ],
        title="DiffuSpace Blog",
    )
    web.feeds.append(blog_feed)
    outlet = {"source": "AI Press Daily", "source_url": press.url}
    api.add_item(
        "DiffuSpace releases Clover-35B-A3B-Preview",
        launch,
        published=LAUNCH,
        locales=("en-US",),
        **outlet,
    )
    api.add_item(
        "Clover-35B-A3B-Preview: what the benchmarks say",
        consent,
        published=LAUNCH + timedelta(hours=1),
        locales=("en-US",),
        **outlet,
    )
    api.add_item(
        "Clover-35B-A3B-Preview, analysed",
        paywall,
        published=LAUNCH + timedelta(hours=20),
        **outlet,
    )
    api.add_item(
        "Clover-35B-A3B-Preview: every log", huge, published=LAUNCH + timedelta(hours=21), **outlet
    )
    api.add_item(
        "Clover-35B-A3B-Preview leak", private, published=LAUNCH + timedelta(hours=3), **outlet
    )
    api.add_item(
        "DiffuSpace publie Clover-35B-A3B-Preview",
        french,
        source="IA Hebdo",
        source_url=euro.url,
        google_link="encoded",  # a 2020-style id: resolved offline, then fetched
        locales=("fr-FR",),
        published=LAUNCH + timedelta(hours=4),
    )
    api.add_item(
        "DiffuSpace veröffentlicht Clover-35B-A3B-Preview",
        german,
        source="KI Woche",
        source_url=euro.url,
        locales=("fr-FR",),
        published=LAUNCH + timedelta(hours=5),
    )
    api.add_item(
        "Clover-35B-A3B-Preview hands-on",
        press.page_url("/2026/11/20/hands-on"),
        google_link="opaque",  # only Google can resolve it: the feed's fields stand in
        locales=("en-US",),
        engines=("google",),
        published=LAUNCH + timedelta(hours=30),
        **outlet,
    )
    api.add_item(
        "Ask HN: Is Clover-35B-A3B-Preview worth running locally?",
        None,
        text="The block diffusion decoding of Clover-35B-A3B-Preview looks fast on paper. "
        "Has anyone measured it on a single 24 GB GPU?",
        published=LAUNCH + timedelta(hours=6),
        author="hn_user",
    )
    api.add_paper(
        "2611.01234",
        "Clover-35B-A3B-Preview: Block Diffusion on a Mixture of Experts",
        "We present Clover-35B-A3B-Preview, a 35B-parameter mixture-of-experts language "
        "model with about 3B active parameters that generates text by block diffusion.",
        published=LAUNCH - timedelta(days=1),
    )


def news_env(tmp_path: Path, web: Web, **extra: str) -> dict[str, str]:
    watchlist = tmp_path / "watchlist.toml"
    feeds = ", ".join(json.dumps(u) for u in web.feeds)
    watchlist.write_text(WATCHLIST.format(feeds=feeds), encoding="utf-8")
    return base_env(
        tmp_path,
        MODELWATCH_WATCHLIST=str(watchlist),
        MODELWATCH_GOOGLE_NEWS_URL=web.api.url,
        MODELWATCH_HN_SEARCH_URL=web.api.url,
        MODELWATCH_REDDIT_URL=web.api.url,
        MODELWATCH_ARXIV_URL=web.api.url,
        MODELWATCH_HTTP_CACHE_DIR=str(tmp_path / "http-cache"),
        MODELWATCH_REQUEST_TIMEOUT="5",
        MODELWATCH_ARTICLE_TIMEOUT="5",
        MODELWATCH_MAX_RATE_LIMIT_WAIT="2",
        **extra,
    )


def crawl(env: dict[str, str], expect: int) -> subprocess.CompletedProcess[str]:
    result = run_modelwatch(["crawl", "news"], env)
    assert result.returncode == expect, result.stdout + result.stderr[-4000:]
    return result


def crawl_line(result: subprocess.CompletedProcess[str]) -> tuple[int, str]:
    match = CRAWL_LINE.search(result.stdout)
    assert match, result.stdout
    return int(match.group(1)), match.group(3)


def json_out(env: dict[str, str], *args: str) -> Any:
    result = run_modelwatch([*args, "--format", "json"], env)
    assert result.returncode == 0, result.stderr[-4000:]
    return json.loads(result.stdout)


def json_outs(env: dict[str, str], *commands: tuple[str, ...]) -> list[Any]:
    """`json_out` of several report commands (they only read), run in one child process."""
    results = run_modelwatch_each([[*c, "--format", "json"] for c in commands], env)
    for result in results:
        assert result.returncode == 0, f"{result.args}: {result.stderr[-4000:]}"
    return [json.loads(r.stdout) for r in results]


def news_status_in(report: dict[str, Any]) -> dict[str, Any]:
    (status,) = [s for s in report["sources"] if s["source"] == "news"]
    return status


def news_status(env: dict[str, str]) -> dict[str, Any]:
    return news_status_in(json_out(env, "status"))


@dataclass
class Asked:
    """A fake's request log as it stood at one moment (the fake's `requests` and `count`)."""

    log: list[Request]

    def requests(self, path_prefix: str | None = None) -> list[Request]:
        return [r for r in self.log if path_prefix is None or r.path.startswith(path_prefix)]

    def count(self, path_prefix: str | None = None) -> int:
        return len(self.requests(path_prefix))


@dataclass
class CrawledTwice:
    """The standard web crawled, reported on, and crawled again with the same database: what
    the two tests that start from one crawl of it read (neither changes anything)."""

    web: Web
    first: subprocess.CompletedProcess[str]
    asked: dict[FakeNewsServer, Asked]  # each server's requests during the first crawl
    status: dict[str, Any]  # `status` after the first crawl
    stories: list[dict[str, Any]]  # `news` after the first crawl
    again: subprocess.CompletedProcess[str]
    asked_again: dict[FakeNewsServer, Asked]  # each server's requests by the end of the second


@pytest.fixture(scope="module")
def crawled_twice(tmp_path_factory: pytest.TempPathFactory) -> Iterator[CrawledTwice]:
    tmp_path = tmp_path_factory.mktemp("news-crawled-twice")
    with serving_web() as web:
        env = news_env(tmp_path, web)
        first = crawl(env, 0)
        asked = {server: Asked(server.requests()) for server in web.servers}
        status, stories = json_outs(env, ("status",), ("news", MODEL))
        again = crawl(env, 0)
        asked_again = {server: Asked(server.requests()) for server in web.servers}
        yield CrawledTwice(web, first, asked, status, stories, again, asked_again)


def test_crawl_news_reads_every_source_and_obeys_the_publishers(crawled_twice):
    _, state = crawl_line(crawled_twice.first)
    assert state == "ok"

    web = crawled_twice.web
    api, press, euro = (crawled_twice.asked[server] for server in web.servers)
    searches = api.requests("/rss/search")
    assert {r.param("hl") for r in searches} == {"en-US", "fr"}
    # The name and the one specific alias; the bare "Clover" is not searched alone.
    assert {r.param("q") for r in searches} == {'"Clover-35B-A3B-Preview"', '"Clover-35B-A3B"'}
    assert {r.param("tags") for r in api.requests("/api/v1/search_by_date")} == {"story"}
    assert {r.param("sort") for r in api.requests("/search.json")} == {"new"}
    assert api.count("/api/query") == 1 and api.count("/blog/feed.xml") == 1
    agents = {r.headers.get("user-agent", "") for s in (api, press, euro) for r in s.requests()}
    assert agents and all(a.startswith("modelwatch/") and "(+http" in a for a in agents)

    assert press.count("/robots.txt") == 1  # asked once, before the first page
    assert press.count("/private/") == 0  # disallowed: never fetched
    assert press.count("/2026/11/18/clover") == 2  # the launch and the consent-walled page
    assert press.count("/2026/11/20/hands-on") == 0  # behind an opaque Google News link
    assert euro.count("/fr/clover") == 1  # resolved from the Google News id
    assert euro.count("/de/clover") == 1
    # Found by Google News, Hacker News and Reddit alike: each page is read once.
    for server in (api, press, euro):
        pages = [r.path for r in server.requests() if r.path != "/robots.txt"]
        feeds = ("/rss/", "/api/", "/search.json", "/blog/feed.xml")
        pages = [p for p in pages if not p.startswith(feeds)]
        assert len(pages) == len(set(pages)), pages

    status = news_status_in(crawled_twice.status)
    assert status["state"] and not status["failing"] and status["last_success_at"]


def test_a_host_with_many_feeds_or_a_robots_txt_does_not_hold_the_articles_back(tmp_path, web):
    """The search engines' host answers 30 feed requests here, paced by AutoThrottle. With
    Scrapy's global cap of 16 requests, the ones queued behind that host's delay filled it
    and held the articles back; the outlets' pages are requested as soon as the first feed
    lists them, and a host's robots.txt does not start its AutoThrottle delay."""
    for n in range(20):
        web.feeds.append(web.api.add_feed(f"/more/feed-{n:02d}.xml", []))
    env = news_env(tmp_path, web)
    crawl(env, 0)
    pages = ("/robots.txt", "/blog/clover")
    feeds = sorted(r.at for r in web.api.requests() if not r.path.startswith(pages))
    assert len(feeds) == 30
    robots, first_page, *_ = sorted(web.press.requests(), key=lambda r: r.at)
    assert robots.path == "/robots.txt" and first_page.path != "/robots.txt"
    # AutoThrottle spaces a host's requests by half a second or more at first: the
    # outlet was asked before the search host's second answer, and its first page did not
    # wait that long behind its robots.txt.
    assert robots.at < feeds[1]
    assert first_page.at - robots.at < 0.3


def test_feeds_answered_304_do_not_slow_their_host_down(tmp_path, web):
    """The next crawl revalidates the feeds, and an unchanged feed answers 304. Scrapy's
    AutoThrottle lets only a 200 lower a host's delay, so a host that serves only feeds stayed
    at its 1 s start delay: 20 feeds took 10 s or more (and its pages queued behind them)."""
    with FakeNewsServer("127.0.0.4") as outlet:
        for n in range(20):
            web.feeds.append(outlet.add_feed(f"/section/feed-{n:02d}.xml", []))
        env = news_env(tmp_path, web)
        crawl(env, 0)
        first = len(outlet.requests())
        crawl(env, 0)
        again = outlet.requests()[first:]
    assert len(again) == 20
    assert all(r.headers.get("if-none-match") for r in again)  # each revalidated
    ats = sorted(r.at for r in again)
    assert ats[-1] - ats[0] < 6.0, ats[-1] - ats[0]


def test_a_failing_search_marks_news_failing_until_it_recovers(tmp_path, web):
    env = news_env(tmp_path, web)
    web.api.fail("/rss/search", 500)
    result = crawl(env, 2)
    _, state = crawl_line(result)
    assert state.startswith("FAILED: google_news:")
    assert "/rss/search?" in state and "HTTP 500" in state
    status = news_status(env)
    assert status["failing"] and "HTTP 500" in status["last_error"]
    assert web.api.count("/api/v1/search_by_date") > 0  # the other sources were still read

    web.api.clear_faults()
    crawl(env, 0)
    assert not news_status(env)["failing"]


def test_a_rate_limited_source_waits_or_fails_clearly(tmp_path, web):
    env = news_env(tmp_path, web)
    web.api.fail("/search.json", 429, retry_after=1, times=1)  # a short wait: honoured
    crawl(env, 0)
    refused, *others = web.api.requests("/search.json")
    retried = next(r for r in others if r.query == refused.query)
    assert retried.at - refused.at >= 1.0

    web.api.fail("/search.json", 429, retry_after=3600)  # longer than we wait: next run
    result = crawl(env, 2)
    assert "rate limited, retry after 3600 s" in crawl_line(result)[1]


def test_bad_feeds_are_counted_or_failed_but_never_crash_a_crawl(tmp_path, web):
    api = web.api
    items = [{"title": "Clover-35B-A3B-Preview notes", "link": api.page_url("/blog/notes")}]
    messy = api.add_messy_feed("/feeds/messy.xml", items)
    truncated = api.add_truncated_feed("/feeds/truncated.xml", items * 3)
    bomb = api.add_xml_bomb_feed("/feeds/bomb.xml")
    api.add_page("/blog/notes", title="Notes", text="Clover-35B-A3B-Preview notes. " * 40)

    blog = list(web.feeds)
    web.feeds = [*blog, messy, truncated]
    crawl(news_env(tmp_path, web), 0)  # invalid dates, duplicate GUIDs, a cut: warnings

    web.feeds = [*blog, bomb]
    result = crawl(news_env(tmp_path, web), 2)
    state = crawl_line(result)[1]
    assert state.startswith(f"FAILED: {bomb}: unreadable feed: entity-declaration")


def test_stored_articles_make_stories_across_outlets_and_languages(crawled_twice):
    web = crawled_twice.web
    rows, _ = crawl_line(crawled_twice.first)
    assert rows > 0
    stories = crawled_twice.stories
    assert isinstance(stories, list) and stories
    for story in stories:
        assert {"title", "first_outlet", "outlet_count", "languages", "independent_outlets"} <= set(
            story
        )
        for article in story["articles"]:
            assert {"url", "outlet", "lang", "status"} <= set(article)
            assert article["status"] in ("full", "partial", "feed")

    def story_with(url: str) -> dict[str, Any]:
        (found,) = [s for s in stories if any(a["url"] == url for a in s["articles"])]
        return found

    launch = story_with(web.press.page_url("/2026/11/18/clover"))
    articles = {a["url"]: a for a in launch["articles"]}
    # The launch, told by the vendor, an English outlet and a French/German one.
    assert articles[web.euro.page_url("/fr/clover")]["lang"] == "fr"
    assert articles[web.euro.page_url("/de/clover")]["lang"] == "de"
    assert articles[web.press.page_url("/2026/11/18/clover")]["status"] == "full"
    assert {"en", "fr", "de"} <= set(launch["languages"])
    assert launch["outlet_count"] >= 2 and launch["independent_outlets"] >= 2
    assert launch["first_outlet"]

    everything = {a["url"]: a for s in stories for a in s["articles"]}
    walled = everything.get(web.press.page_url("/2026/11/18/clover-benchmarks"))
    if walled is not None:  # stored when relevant: kept as partial, never as the article
        assert walled["status"] == "partial"
    assert web.press.page_url("/private/clover-leak") not in everything or (
        everything[web.press.page_url("/private/clover-leak")]["status"] == "feed"
    )

    def page_requests(asked: dict[FakeNewsServer, Asked]) -> list[str]:
        return [
            r.path
            for server in (web.press, web.euro)
            for r in asked[server].requests()
            if r.path != "/robots.txt"
        ]

    pages_before = page_requests(crawled_twice.asked)
    again, _ = crawl_line(crawled_twice.again)
    assert again == 0  # nothing new: every article was seen before
    # and stored articles are not fetched again
    pages_after = page_requests(crawled_twice.asked_again)
    assert pages_after == pages_before, pages_after[len(pages_before) :]
