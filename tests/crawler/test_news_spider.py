"""The news spider's callbacks on real Scrapy responses: real captures and fake-rendered feeds
in, requests and `ArticleObservation`s out, problems counted, failures falling back to the
feed's own fields."""

from __future__ import annotations

import asyncio
import inspect
import multiprocessing.forkserver
import os
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from functools import partial
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from protego import Protego
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware
from scrapy.exceptions import DownloadCancelledError, DownloadTimeoutError, IgnoreRequest
from scrapy.http import HtmlResponse, Request, Response, TextResponse
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.test import get_crawler
from twisted.python.failure import Failure

from crawler.extraction import WORKER_NICENESS, extract_page, parse_feed_body
from crawler.spiders import news as news_spider
from crawler.spiders.news import (
    ArticleExtractor,
    ExtractFailed,
    NewsSpider,
    Target,
    default_extract_workers,
    search_terms,
)
from domain.news.features import ArticleFeatures
from domain.news.urls import canonical_url
from domain.observations import ArticleObservation
from tests.fakes import Request as FakeRequest
from tests.fakes import shared_dir
from tests.fakes.news import PAGES_DIR, FakeNewsServer, read_corpus

FEEDS = shared_dir() / "fixtures" / "feeds"
API = shared_dir() / "fixtures" / "api"
GN = "http://gn.test"
HN = "http://hn.test"
REDDIT = "http://reddit.test"
ARXIV = "http://arxiv.test"
OUTLET = "https://outlet.example"
RSS = "application/rss+xml; charset=UTF-8"
JSON = "application/json; charset=utf-8"
HTML = "text/html; charset=utf-8"
CLOVER = {
    "model": "clover-35b-a3b-preview",
    "name": "Clover-35B-A3B-Preview",
    "aliases": ["Clover-35B-A3B", "Clover 35B", "Clover"],
    "vendor": "DiffuSpace",
}


@pytest.fixture
def fake():
    """Renders real-shaped feeds and pages; the tests hand them to callbacks directly."""
    with FakeNewsServer() as server:
        yield server


def target(**news: Any) -> dict[str, Any]:
    return {**CLOVER, "news": news}


def spider(*targets: dict[str, Any], **kwargs: Any) -> NewsSpider:
    crawler = get_crawler(NewsSpider)
    args = {
        "targets": list(targets) or [target(google_news_locales=["en-US"])],
        "google_news_url": GN,
        "hn_search_url": HN,
        "reddit_url": REDDIT,
        "arxiv_url": ARXIV,
        "article_max_bytes": 5_000_000,
        "article_timeout": 7.0,
        "extract_workers": 0,
        **kwargs,
    }
    return NewsSpider.from_crawler(crawler, **args)


def stat(s: NewsSpider, key: str) -> int:
    return int(s.crawler.stats.get_value(f"modelwatch/news/{key}", 0))


def errors(s: NewsSpider) -> list[str]:
    return list(s.crawler.stats.get_value("modelwatch/error_messages", []))


def start(s: NewsSpider) -> list[Request]:
    async def collect() -> list[Request]:
        return [r async for r in s.start()]

    return asyncio.run(collect())


def feed_request(s: NewsSpider, label: str) -> Request:
    """The first request of a feed (the one for the model's full name)."""
    return next(r for r in start(s) if r.cb_kwargs["feed"] == label)


def answer(
    request: Request, body: bytes | str, *, status: int = 200, content_type: str = RSS, **headers
) -> Response:
    if isinstance(body, str):
        body = body.encode()
    cls = HtmlResponse if content_type.startswith("text/html") else TextResponse
    return cls(
        request.url,
        status=status,
        body=body,
        request=request,
        headers={"Content-Type": content_type, **headers},
    )


def call(request: Request, response: Response) -> list[Any]:
    """Run a request's callback on a response, as Scrapy does (coroutines and async generators
    included)."""
    result = request.callback(response, **request.cb_kwargs)
    if inspect.iscoroutine(result):
        result = asyncio.run(result)
    if inspect.isasyncgen(result):

        async def collect() -> list[Any]:
            return [x async for x in result]

        return asyncio.run(collect())
    return list(result or ())


def fail(request: Request, exc: BaseException) -> list[Any]:
    """Run a request's errback on the failure Scrapy would give it."""
    failure = Failure(exc)
    failure.request = request  # type: ignore[attr-defined]
    return list(request.errback(failure) or ())


def http_error(request: Request, status: int, **headers: str) -> HttpError:
    response = answer(request, b"<html>error</html>", status=status, content_type=HTML, **headers)
    return HttpError(response, "Ignoring non-200 response")


def observations(out: list[Any]) -> list[ArticleObservation]:
    return [o for o in out if isinstance(o, ArticleObservation)]


def requests(out: list[Any]) -> list[Request]:
    return [o for o in out if isinstance(o, Request)]


def served(fake: FakeNewsServer, path: str) -> bytes:
    return fake._documents[path].body


def rendered(fake: FakeNewsServer, path: str, **query: str) -> bytes:
    """An answer of the fake's search engines, rendered without a socket."""
    response = fake._route(FakeRequest("GET", path, list(query.items()), {}))
    assert response.status == 200, response.body[:200]
    return response.body


def page(name: str) -> bytes:
    return (PAGES_DIR / name).read_bytes()


# ---------------------------------------------------------------------------- planning


def test_search_terms_skip_bare_aliases_unless_queries_list_them():
    clover = Target.from_dict(target())
    assert [t.text for t in search_terms(clover)] == [
        "Clover-35B-A3B-Preview",
        "Clover-35B-A3B",
        "Clover 35B",
    ]
    explicit = Target.from_dict(target(queries=['"Clover" diffusion', "Clover"]))
    assert [(t.text, t.explicit) for t in search_terms(explicit)] == [
        ('"Clover" diffusion', True),
        ("Clover", True),
    ]


def test_one_request_per_term_and_source_with_the_right_shapes():
    s = spider(
        target(
            google_news_locales=["en-US", "fr-FR"],
            hacker_news=True,
            reddit=True,
            reddit_subreddits=["LocalLLaMA", "r/MachineLearning"],
            arxiv=True,
            feeds=["https://diffuspace.ai/blog/feed.xml"],
        )
    )
    reqs = start(s)
    labels = [r.cb_kwargs["feed"] for r in reqs]
    # 3 terms x (2 editions + HN + 2 subreddits), one arXiv query, one custom feed
    assert len(reqs) == 3 * 5 + 2
    assert labels.count("google_news:en-US") == labels.count("google_news:fr-FR") == 3
    assert labels.count("hn") == 3 and labels.count("reddit") == 6
    assert labels.count("arxiv") == 1 and labels[-1] == "https://diffuspace.ai/blog/feed.xml"
    for r in reqs:
        assert r.meta["dont_obey_robotstxt"] is True  # robots.txt is for publishers' pages
        assert r.meta["download_maxsize"] == 10_000_000
        assert r.cb_kwargs["models"] == ("clover-35b-a3b-preview",)

    def query(r: Request) -> dict[str, list[str]]:
        return parse_qs(urlsplit(r.url).query)

    fr = next(r for r in reqs if r.cb_kwargs["feed"] == "google_news:fr-FR")
    assert fr.url.startswith(f"{GN}/rss/search?")
    assert query(fr) == {
        "q": ['"Clover-35B-A3B-Preview"'],
        "hl": ["fr"],
        "gl": ["FR"],
        "ceid": ["FR:fr"],
    }
    hn = [r for r in reqs if r.cb_kwargs["feed"] == "hn"][2]
    assert urlsplit(hn.url).path == "/api/v1/search_by_date"
    assert query(hn)["query"] == ["Clover 35B"] and query(hn)["tags"] == ["story"]
    reddit = [r for r in reqs if r.cb_kwargs["feed"] == "reddit"]
    assert urlsplit(reddit[0].url).path == "/r/LocalLLaMA/search.json"
    assert urlsplit(reddit[1].url).path == "/r/MachineLearning/search.json"
    assert query(reddit[0])["restrict_sr"] == ["1"] and query(reddit[0])["sort"] == ["new"]
    arxiv = next(r for r in reqs if r.cb_kwargs["feed"] == "arxiv")
    assert query(arxiv)["search_query"] == [
        'all:"Clover-35B-A3B-Preview" OR all:"Clover-35B-A3B" OR all:"Clover 35B"'
    ]
    global_reddit = start(spider(target(reddit=True)))[0]
    assert urlsplit(global_reddit.url).path == "/search.json"
    assert "restrict_sr" not in query(global_reddit)


def test_a_feed_shared_by_two_models_is_fetched_once():
    other = {**target(feeds=["https://diffuspace.ai/feed"]), "model": "other", "name": "Other-7B"}
    s = spider(target(feeds=["https://diffuspace.ai/feed"]), other)
    (request,) = start(s)
    assert request.cb_kwargs["models"] == ("clover-35b-a3b-preview", "other")


def test_the_spider_is_polite():
    custom = NewsSpider.custom_settings
    assert custom["ROBOTSTXT_OBEY"] is True and custom["AUTOTHROTTLE_ENABLED"] is True
    assert custom["CONCURRENT_REQUESTS_PER_DOMAIN"] <= 2
    crawler = get_crawler(
        NewsSpider, {"DOWNLOADER_MIDDLEWARES": {"crawler.middlewares.RateLimitMiddleware": 590}}
    )
    middlewares = crawler.settings.getdict("DOWNLOADER_MIDDLEWARES")
    assert middlewares == {
        "crawler.middlewares.RateLimitMiddleware": 590,  # the project's stay
        "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
        "crawler.spiders.news.RobotsTxtMiddleware": 100,
    }


def test_every_request_waiting_for_a_robots_txt_is_refused():
    """Scrapy's middleware gave the parser to the first waiter only (asFuture consumes a
    Deferred's result); the third page of a host whose robots.txt was still downloading was
    fetched even when disallowed."""
    crawler = get_crawler(NewsSpider, {"ROBOTSTXT_OBEY": True})

    async def run() -> list[str]:
        answered: asyncio.Future[Response] = asyncio.get_running_loop().create_future()

        async def download_async(request: Request) -> Response:
            return await answered

        crawler.engine = type("Engine", (), {"download_async": staticmethod(download_async)})()
        middleware = news_spider.RobotsTxtMiddleware(crawler)
        pages = [Request(f"{OUTLET}/private/{i}") for i in range(4)]
        waiting = [asyncio.ensure_future(middleware.process_request(p)) for p in pages]
        await asyncio.sleep(0)
        robots = Request(f"{OUTLET}/robots.txt")
        answered.set_result(
            TextResponse(robots.url, body=b"User-agent: *\nDisallow: /private/\n", request=robots)
        )
        outcomes = await asyncio.gather(*waiting, return_exceptions=True)
        return [type(o).__name__ for o in outcomes]

    assert asyncio.run(run()) == ["IgnoreRequest"] * 4
    assert crawler.stats.get_value("robotstxt/forbidden") == 4


# ---------------------------------------------------------------------------- Google News


def test_real_google_news_capture_opaque_links_fall_back_to_the_feed():
    s = spider()
    request = feed_request(s, "google_news:en-US")
    body = (FEEDS / "google-news-rss_search_breaking_2026-09-25.xml").read_bytes()
    out = call(request, answer(request, body))
    assert requests(out) == []  # news.google.com pages are JavaScript redirects: never fetched
    first, second = observations(out)
    assert first.status == "feed"
    assert first.title == "Fall Related Emergency Visits for Older Adults Continue to Climb"
    assert first.source_name == "countynewscenter.com"
    assert first.source_url == "https://www.countynewscenter.com"
    assert first.url.startswith("https://news.google.com/rss/articles/")
    assert first.published == datetime(2026, 9, 25, 13, 53, 48, tzinfo=UTC)
    assert first.lang == "en" and first.feed == "google_news:en-US"
    assert first.reasons[0].startswith("aggregator-unresolved: ")
    assert second.source_name == "The Guardian"
    assert stat(s, "articles/feed") == 2 and stat(s, "reasons/aggregator-unresolved") == 2
    assert errors(s) == []


def test_google_news_link_resolved_offline_is_fetched_and_merged_with_the_page(fake):
    target_url = f"{OUTLET}/2026/11/18/clover"
    fake.add_item(
        "DiffuSpace releases Clover-35B-A3B-Preview",
        target_url,
        source="AI Press Daily",
        source_url=OUTLET,
        google_link="encoded",
        published=datetime(2026, 11, 18, 10, 30, tzinfo=UTC),
    )
    s = spider()
    request = feed_request(s, "google_news:en-US")
    body = rendered(fake, "/rss/search", q='"Clover-35B-A3B"', hl="en-US", gl="US")
    (article,) = requests(call(request, answer(request, body)))
    assert article.url == target_url
    assert article.meta["download_maxsize"] == 5_000_000
    assert article.meta["download_timeout"] == 7.0
    assert "dont_obey_robotstxt" not in article.meta
    (obs,) = call(article, answer(article, page("clover_launch_en.html"), content_type=HTML))
    assert obs.status == "full" and obs.reasons == ()
    assert obs.url == target_url
    assert obs.title == "DiffuSpace releases Clover-35B-A3B-Preview, a block-diffusion MoE model"
    assert "61.8% on SWE-bench Verified" in obs.text
    assert obs.author == "Dana Whitfield"
    assert obs.published == datetime(2026, 11, 18, 10, 5, tzinfo=UTC)  # the page's, not the feed's
    assert obs.lang == "en"
    assert obs.source_name == "AI Press Daily" and obs.source_url == OUTLET
    # The page's own rel=canonical (relative, with utm_*), and the cleaned key from it.
    assert obs.canonical_url == (
        f"{OUTLET}/2026/11/18/diffuspace-clover-35b-a3b-preview/?utm_source=rss&utm_medium=feed"
    )
    assert obs.extra["url_key"] == f"{OUTLET}/2026/11/18/diffuspace-clover-35b-a3b-preview"
    assert obs.extra["aggregator_url"].startswith("https://news.google.com/rss/articles/CBMi")
    assert stat(s, "articles/full") == 1


# ---------------------------------------------------------------------------- article pages


# Google News' <description> is the headline and the outlet, nothing more.
GN_SUMMARY = "Clover-35B-A3B news Outlet"


def google_entry_request(
    fake: FakeNewsServer, s: NewsSpider, url: str, title: str = "Clover-35B-A3B news"
) -> Request:
    fake.add_item(title, url, source="Outlet", source_url=OUTLET)
    request = feed_request(s, "google_news:en-US")
    body = rendered(fake, "/rss/search", q='"Clover-35B-A3B"', hl="en-US", gl="US")
    (article,) = requests(call(request, answer(request, body)))
    return article


@pytest.mark.parametrize(
    ("name", "reason", "title"),
    [
        ("consent_google_fr.html", "consent-wall", "Clover-35B-A3B news"),
        ("paywall_en.html", "paywall", None),
    ],
)
def test_consent_and_paywall_pages_are_partial_never_the_article(name, reason, title, fake):
    s = spider()
    article = google_entry_request(fake, s, f"{OUTLET}/{name}")
    (obs,) = call(article, answer(article, page(name), content_type=HTML))
    assert obs.status == "partial"
    assert reason in [r.split(":", 1)[0] for r in obs.reasons]
    if title:  # the wall's own title is no headline: the feed's stands in
        assert obs.title == title
    if reason == "consent-wall":
        assert obs.text == ""
    assert obs.summary == GN_SUMMARY
    assert stat(s, "articles/partial") == 1 and stat(s, f"reasons/{reason}") == 1


def test_a_page_the_extractor_rejects_keeps_the_feed_fields(fake):
    s = spider()
    article = google_entry_request(fake, s, f"{OUTLET}/report")
    (obs,) = call(article, answer(article, b"%PDF-1.7 binary", content_type="application/pdf"))
    assert obs.status == "feed" and obs.title == "Clover-35B-A3B news"
    assert obs.summary == GN_SUMMARY and obs.source_name == "Outlet"
    assert obs.reasons[0].startswith("not-html: ")


def robots_refusal(request: Request) -> IgnoreRequest:
    """What Scrapy's RobotsTxtMiddleware raises for a page the site's robots.txt disallows."""
    crawler = get_crawler(NewsSpider, {"ROBOTSTXT_OBEY": True})
    middleware = RobotsTxtMiddleware(crawler)
    parser = Protego.parse("User-agent: *\nDisallow: /private/\n")

    class Parser:
        def allowed(self, url: str, user_agent: str) -> bool:
            return parser.can_fetch(url, user_agent)

    try:
        middleware.process_request_2(Parser(), request)
    except IgnoreRequest as exc:
        return exc
    raise AssertionError("robots.txt allowed the request")


@pytest.mark.parametrize(
    ("make_failure", "code"),
    [
        (robots_refusal, "robots-disallowed"),
        (lambda r: http_error(r, 404), "http-error"),
        (lambda r: DownloadTimeoutError("Getting took longer than 7.0 seconds."), "timeout"),
        (
            lambda r: DownloadCancelledError(
                "Expected to receive 10485760 bytes which is larger than download max size "
                "(5000000)."
            ),
            "too-large",
        ),
        (lambda r: ConnectionRefusedError("refused"), "fetch-failed"),
    ],
)
def test_a_page_that_cannot_be_read_falls_back_to_the_feed(make_failure, code, fake):
    s = spider()
    article = google_entry_request(fake, s, f"{OUTLET}/private/clover")
    (obs,) = fail(article, make_failure(article))
    assert obs.status == "feed"
    assert obs.reasons[0].split(":", 1)[0] == code
    assert obs.title == "Clover-35B-A3B news" and obs.summary == GN_SUMMARY
    assert obs.source_name == "Outlet" and obs.source_url == OUTLET
    assert obs.url == f"{OUTLET}/private/clover" and obs.text == ""
    assert stat(s, "articles/feed") == 1 and stat(s, f"reasons/{code}") == 1
    assert errors(s) == []  # a publisher's page failing is not the source failing


def test_fetch_articles_off_yields_feed_entries_without_fetching(fake):
    s = spider(target(google_news_locales=["en-US"], fetch_articles=False))
    fake.add_item("Clover-35B-A3B news", f"{OUTLET}/a", source="Outlet")
    request = feed_request(s, "google_news:en-US")
    body = rendered(fake, "/rss/search", q='"Clover-35B-A3B"', hl="en-US", gl="US")
    (obs,) = call(request, answer(request, body))
    assert obs.status == "feed" and obs.reasons == ("not-fetched: fetch_articles is off",)
    # Storage's key for it, made where the feed was parsed.
    assert obs.extra["url_key"] == canonical_url(obs.url)


# ---------------------------------------------------------------------------- HN, Reddit, arXiv


def test_hacker_news_links_are_fetched_once_per_url_key_and_self_posts_read_from_the_hit(fake):
    s = spider(target(hacker_news=True))
    request = feed_request(s, "hn")
    body = (API / "hn_algolia_search_by_url.json").read_bytes()
    out = call(request, answer(request, body, content_type=JSON))
    # Four hits, one Medium post: two differ only by a #fragment (one fetch for the three),
    # the fourth carries ?hn=1, which is not a tracking parameter: a page of its own.
    article, other = requests(out)
    assert article.url == "https://medium.com/@shazow/ssh-how-does-it-even-9e43586e4ffc"
    assert other.url.endswith("?hn=1")
    assert stat(s, "duplicates") == 2
    html = b"<html><head><title>SSH</title></head><body><article><p>" + b"ssh " * 200
    (obs,) = call(
        article, answer(article, html + b"</p></article></body></html>", content_type=HTML)
    )
    assert obs.feed == "hn" and obs.status == "full"
    assert obs.source_name == "medium.com"  # the outlet is Medium, not Hacker News
    assert obs.extra["via"] == "Hacker News" and obs.extra["points"] == 270
    assert obs.extra["discussion_url"] == "https://news.ycombinator.com/item?id=8828543"
    assert obs.published is None  # HN gives the submission time, not the article's date
    assert obs.extra["posted_at"] == datetime(2015, 1, 2, 21, 5, 46, tzinfo=UTC)

    fake.add_item("Ask HN: Is Clover-35B-A3B any good?", None, text="I ran it on my 4090.")
    s2 = spider(target(hacker_news=True))
    request = feed_request(s2, "hn")
    hits = rendered(fake, "/api/v1/search_by_date", query="Clover-35B-A3B")
    (obs,) = call(request, answer(request, hits, content_type=JSON))
    assert obs.status == "full" and obs.text == "I ran it on my 4090."
    assert obs.source_name == "Hacker News" and obs.extra["self_post"] is True
    assert obs.url.startswith("https://news.ycombinator.com/item?id=")


def test_reddit_link_posts_are_fetched_and_self_posts_are_the_article(fake):
    s = spider(target(reddit=True))
    request = feed_request(s, "reddit")
    body = (API / "reddit_search_listing_url.json").read_bytes()
    out = call(request, answer(request, body, content_type=JSON))
    assert {r.url for r in requests(out)} == {
        "https://medium.com/@shazow/ssh-how-does-it-even-9e43586e4ffc"
    }
    fake.add_item(
        "Clover-35B-A3B-Preview first impressions",
        None,
        text="Tried the GGUF, quite fast.",
        subreddit="LocalLLaMA",
    )
    s2 = spider(target(reddit=True))
    request = feed_request(s2, "reddit")
    listing = rendered(fake, "/search.json", q='"Clover-35B-A3B-Preview"')
    (obs,) = call(request, answer(request, listing, content_type=JSON))
    assert obs.status == "full" and obs.text == "Tried the GGUF, quite fast."
    assert obs.source_name == "r/LocalLLaMA" and obs.author == "reporter"
    assert obs.url.startswith("https://www.reddit.com/r/LocalLLaMA/comments/")


def test_arxiv_entries_come_from_their_abstract_without_a_page_fetch():
    s = spider(target(arxiv=True))
    request = feed_request(s, "arxiv")
    body = (API / "arxiv_query_search_testing_max10.atom.xml").read_bytes()
    out = call(request, answer(request, body, content_type="application/atom+xml"))
    assert requests(out) == []
    obs = observations(out)
    assert len(obs) == 10
    first = obs[0]
    assert first.status == "feed" and first.reasons == ("not-fetched: arXiv abstract",)
    assert first.url == "https://arxiv.org/abs/2202.12139v1"
    assert (
        first.text.startswith("Deep Learning (DL) has revolutionized")
        and first.text == first.summary
    )
    assert first.source_name == "arXiv"
    assert first.author == "Mohit Kumar Ahuja, Arnaud Gotlieb, Helge Spieker"
    assert first.extra["arxiv_id"] == "2202.12139"
    assert first.lang == "en"  # detected from the abstract


# ---------------------------------------------------------------------------- bad feeds


def custom_feed_spider(url: str = "http://blog.test/feed.xml") -> tuple[NewsSpider, Request]:
    s = spider(target(feeds=[url]))
    return s, feed_request(s, url)


def test_invalid_dates_and_duplicate_guids_are_counted_warnings_not_failures(fake):
    items = [
        {"title": "Clover-35B-A3B launch", "link": f"{OUTLET}/a", "guid": "a"},
        {"title": "Clover-35B-A3B benchmarks", "link": f"{OUTLET}/b", "guid": "b"},
    ]
    fake.add_messy_feed("/feed.xml", items)
    s, request = custom_feed_spider()
    out = call(request, answer(request, served(fake, "/feed.xml")))
    assert len(requests(out)) == 4  # a, b and the two badly dated items: still read
    assert stat(s, "problems/invalid-date") == 2
    assert stat(s, "problems/duplicate-guid") == 1
    assert stat(s, "feeds/ok") == 1 and errors(s) == []


def test_a_truncated_feed_keeps_its_complete_items(fake):
    items = [{"title": f"Clover-35B-A3B story {i}", "link": f"{OUTLET}/{i}"} for i in range(3)]
    fake.add_truncated_feed("/feed.xml", items)
    s, request = custom_feed_spider()
    out = call(request, answer(request, served(fake, "/feed.xml")))
    assert [r.url for r in requests(out)][:2] == [f"{OUTLET}/0", f"{OUTLET}/1"]
    assert stat(s, "problems/malformed") == 1 and errors(s) == []


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ("xml-bomb", "entity-declaration"),
        ("<html><body>Our service is down</body></html>", "not-a-feed"),
        ("", "empty"),
    ],
)
def test_an_unreadable_feed_is_an_error_of_the_source(body, code, fake):
    if body == "xml-bomb":
        fake.add_xml_bomb_feed("/bomb.xml")
        raw = served(fake, "/bomb.xml")
    else:
        raw = body.encode()
    s, request = custom_feed_spider()
    assert call(request, answer(request, raw)) == []
    (message,) = errors(s)
    assert message.startswith("http://blog.test/feed.xml: unreadable feed: ")
    assert code in message
    assert stat(s, f"problems/{code}") == 1 and stat(s, "feeds/failed") == 1


def test_a_truncated_reddit_answer_with_nothing_complete_is_an_error():
    s = spider(target(reddit=True))
    request = feed_request(s, "reddit")
    body = (FEEDS / "reddit_r-python_hot_2023-02-28.partial.json").read_bytes()
    assert call(request, answer(request, body, content_type=JSON)) == []
    assert stat(s, "problems/invalid-json") == 1
    assert "invalid-json" in errors(s)[0] and errors(s)[0].startswith("reddit ")


@pytest.mark.parametrize(
    ("status", "headers", "expected"),
    [
        (500, {}, "HTTP 500"),
        (429, {"Retry-After": "3600"}, "HTTP 429 rate limited, retry after 3600 s"),
    ],
)
def test_a_feed_answering_an_error_is_an_error_of_the_source(status, headers, expected):
    s = spider()
    request = feed_request(s, "google_news:en-US")
    assert fail(request, http_error(request, status, **headers)) == []
    (message,) = errors(s)
    assert message.startswith("google_news:en-US http://gn.test/rss/search?")
    assert expected in message
    assert stat(s, "feeds/failed") == 1


# ---------------------------------------------------------------------------- deduplication


def test_one_page_answers_every_model_that_found_it(fake):
    other = {**target(feeds=["http://blog.test/feed.xml"]), "model": "other", "name": "Other-7B"}
    s = spider(target(feeds=["http://blog.test/feed.xml"]), other)
    (request,) = start(s)
    fake.add_feed("/feed.xml", [{"title": "Two models", "link": f"{OUTLET}/both"}])
    (article,) = requests(call(request, answer(request, served(fake, "/feed.xml"))))
    out = call(article, answer(article, page("clover_launch_en.html"), content_type=HTML))
    assert sorted(o.model for o in out) == ["clover-35b-a3b-preview", "other"]


def test_the_same_article_from_two_feeds_is_fetched_and_yielded_once(fake):
    s = spider(target(google_news_locales=["en-US", "fr-FR"], feeds=["http://blog.test/f.xml"]))
    fake.add_item("Clover-35B-A3B", f"{OUTLET}/a?utm_source=gn", source="Outlet")
    en = feed_request(s, "google_news:en-US")
    fr = feed_request(s, "google_news:fr-FR")
    body = rendered(fake, "/rss/search", q='"Clover-35B-A3B"', hl="en-US", gl="US")
    first = requests(call(en, answer(en, body)))
    assert requests(call(fr, answer(fr, body))) == []
    assert len(first) == 1 and stat(s, "duplicates") == 1


def test_two_urls_whose_pages_name_the_same_canonical_are_one_article(fake):
    s = spider(target(feeds=["http://blog.test/feed.xml"]))
    (request,) = start(s)
    fake.add_feed(
        "/feed.xml",
        [
            {"title": "Launch", "link": f"{OUTLET}/amp/launch"},
            {"title": "Launch", "link": f"{OUTLET}/launch-print"},
        ],
    )
    first, second = requests(call(request, answer(request, served(fake, "/feed.xml"))))
    html = page("clover_launch_en.html")  # rel=canonical to one article URL
    assert len(call(first, answer(first, html, content_type=HTML))) == 1
    assert call(second, answer(second, html, content_type=HTML)) == []
    assert stat(s, "duplicates") == 1


# ---------------------------------------------------------------------------- corpus pages


@pytest.mark.parametrize(
    ("name", "charset"),
    [
        ("044_fr-lodj-kimi-k2-thinking-pretend.txt", "iso-8859-1"),
        ("009_de-all-ai-qwen3-max-thinking.txt", "windows-1252"),
        ("008_zh-qwen3-release-aime25.txt", "gb18030"),
        ("013_pt-bitsgeniais-kimi-k2-thinking.txt", "utf-8"),
    ],
)
def test_corpus_pages_in_their_language_and_encoding(name, charset, fake):
    doc = read_corpus(name)
    fake.add_corpus_page("/p", name, charset=charset, canonical=f"{OUTLET}/p")
    page_answer = fake._documents["/p"]
    _, request = custom_feed_spider()
    fake.add_feed("/f.xml", [{"title": doc.title, "link": f"{OUTLET}/p"}])
    (article,) = requests(call(request, answer(request, served(fake, "/f.xml"))))
    content_type = dict(page_answer.headers)["Content-Type"]
    (obs,) = call(article, answer(article, page_answer.body, content_type=content_type))
    assert obs.status == "full" and obs.lang == doc.lang
    assert doc.paragraphs[1][:40] in obs.text


# ---------------------------------------------------------------------------- extraction workers


def test_the_extractor_runs_pages_in_a_worker_process_and_gives_up_on_a_hang():
    body = page("clover_launch_en.html")
    expected = extract_page(body, url=f"{OUTLET}/a", content_type=HTML)
    assert isinstance(expected.features, ArticleFeatures)  # computed next to the text

    async def run() -> None:
        extractor = ArticleExtractor(1)
        try:
            parse = await extractor.extract(
                body,
                url=f"{OUTLET}/a",
                content_type=HTML,
                max_bytes=5_000_000,
                content_language=None,
            )
            assert parse == expected
            # A worker that really hangs (a page would do the same): a tiny timeout on a
            # real page raced the worker, which sometimes answered first.
            extractor.timeout = 0.5
            with pytest.raises(ExtractFailed, match="no answer from the extractor"):
                await extractor.run(partial(time.sleep, 60))
            extractor.timeout = 60
            again = await extractor.extract(
                body, url=f"{OUTLET}/a", content_type=HTML, max_bytes=5_000_000,
                content_language=None,
            )  # fmt: skip
            assert again == expected  # a new pool replaced the stuck one
        finally:
            extractor.close()

    asyncio.run(run())
    assert default_extract_workers() >= 0


def test_the_worker_judges_relevance_for_the_models_waiting_for_the_page(fake):
    from domain.news.relevance import Target as RelevanceTarget

    clover = RelevanceTarget("Clover-35B-A3B-Preview", ("Clover-35B-A3B",), "DiffuSpace")
    url = "http://blog.test/feed.xml"
    s = spider(target(feeds=[url]), relevance={CLOVER["model"]: clover})
    fake.add_page("/a", title="Clover-35B-A3B-Preview tested", text="Clover-35B-A3B-Preview " * 40)
    fake.add_feed("/f.xml", [{"title": "Clover-35B-A3B-Preview tested", "link": f"{OUTLET}/a"}])
    request = feed_request(s, url)
    (article,) = requests(call(request, answer(request, served(fake, "/f.xml"))))
    page_answer = fake._documents["/a"]
    content_type = dict(page_answer.headers)["Content-Type"]
    (obs,) = call(article, answer(article, page_answer.body, content_type=content_type))
    verdict = obs.features.relevance_for(clover)
    assert verdict is not None and verdict.relevant


def test_a_feed_the_worker_does_not_answer_for_is_parsed_in_the_crawls_process(fake):
    """Feeds are parsed in the extraction worker; when the worker fails (here: no answer in
    time) the feed is parsed inline, as a crawl without workers does: not the feed's fault."""
    url = "http://blog.test/feed.xml"
    s = spider(target(feeds=[url]), extract_workers=1)
    fake.add_feed("/f.xml", [{"title": "Clover-35B-A3B-Preview tested", "link": f"{OUTLET}/a"}])
    request = feed_request(s, url)
    try:
        asyncio.run(s.extractor.run(partial(int, "1")))  # workers run (a page started them)
        s.extractor.timeout = 0.0001  # no worker answers that fast: treated as a hang
        (article,) = requests(call(request, answer(request, served(fake, "/f.xml"))))
    finally:
        s.extractor.close()
    assert article.url == f"{OUTLET}/a"
    assert stat(s, "feeds/ok") == 1 and errors(s) == []


def test_a_feed_with_nothing_new_starts_no_worker_process(fake):
    """A crawl that finds no new article needs no extraction worker: the feed is parsed in
    the crawl's process, and an article stored by an earlier crawl is not fetched."""
    url = "http://blog.test/feed.xml"
    known = {"clover-35b-a3b-preview": [canonical_url(f"{OUTLET}/a")]}
    s = spider(target(feeds=[url]), extract_workers=1, known=known)
    fake.add_feed("/f.xml", [{"title": "Clover-35B-A3B-Preview tested", "link": f"{OUTLET}/a"}])
    request = feed_request(s, url)
    try:
        assert requests(call(request, answer(request, served(fake, "/f.xml")))) == []
        assert not s.extractor.started
    finally:
        s.extractor.close()


def test_the_first_new_article_starts_the_workers_before_its_page_arrives(fake):
    """Starting the workers takes most of a second of CPU (the fork server's import and
    warm-up of the extractor, or each spawned worker's); started when the first page is
    requested, that overlaps the page's robots.txt and download (in the news bench the first
    page waited 1.2 s for its worker when it did not)."""
    url = "http://blog.test/feed.xml"
    s = spider(target(feeds=[url]), extract_workers=1)
    fake.add_feed("/f.xml", [{"title": "Clover-35B-A3B-Preview tested", "link": f"{OUTLET}/a"}])
    request = feed_request(s, url)
    stop_fork_server()  # so that this crawl has to start it
    try:
        (article,) = requests(call(request, answer(request, served(fake, "/f.xml"))))
        assert article.url == f"{OUTLET}/a" and s.extractor.started
        pool = s.extractor._pool
        assert pool is not None
        deadline = time.monotonic() + 30
        while not pool._processes and time.monotonic() < deadline:  # forked from a thread
            time.sleep(0.01)
        assert len(pool._processes) == 1  # started, not only planned
        if news_spider._START_METHOD == "forkserver":
            assert fork_server_pid() is not None
    finally:
        s.extractor.close()


def fork_server_pid() -> int | None:
    """The running fork server's process id (multiprocessing keeps it private)."""
    pid = multiprocessing.forkserver._forkserver._forkserver_pid
    if pid is not None:
        os.kill(pid, 0)  # raises if there is no such process
    return pid


def stop_fork_server() -> None:
    multiprocessing.forkserver._forkserver._stop()


def test_a_worker_that_cannot_be_started_early_costs_no_article(fake, monkeypatch):
    """Starting the workers ahead of the first page is only a head start: when no process
    can be started then (out of processes or memory), the feed's articles are still
    requested, and the first page tries again."""
    from concurrent.futures import ProcessPoolExecutor

    calls = 0

    def refuse(*args: object, **kwargs: object) -> None:
        nonlocal calls
        calls += 1
        raise OSError(11, "Resource temporarily unavailable")

    url = "http://blog.test/feed.xml"
    s = spider(target(feeds=[url]), extract_workers=1)
    fake.add_feed("/f.xml", [{"title": "Clover-35B-A3B-Preview tested", "link": f"{OUTLET}/a"}])
    request = feed_request(s, url)
    monkeypatch.setattr(ProcessPoolExecutor, "submit", refuse)
    try:
        (article,) = requests(call(request, answer(request, served(fake, "/f.xml"))))
        s.extractor.prepare()  # for the next article: tried once, not at every one
        launch = s.extractor._launch
        while launch is not None and not launch.done:  # started from a thread
            time.sleep(0.01)
        assert not s.extractor.started
    finally:
        s.extractor.close()
    assert article.url == f"{OUTLET}/a"
    assert calls == 1


def test_workers_that_could_not_be_started_early_are_started_by_the_first_page(monkeypatch):
    """`prepare`'s failure leaves no pool behind, and the first call starts one."""
    from concurrent.futures import ProcessPoolExecutor

    submit = ProcessPoolExecutor.submit
    calls = 0

    def refuse_once(self: ProcessPoolExecutor, *args: Any, **kwargs: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise OSError(11, "Resource temporarily unavailable")
        return submit(self, *args, **kwargs)

    monkeypatch.setattr(ProcessPoolExecutor, "submit", refuse_once)

    async def run() -> tuple[bool, int, bool]:
        extractor = ArticleExtractor(1)
        try:
            extractor.prepare()
            while extractor._launch is not None:  # started from a thread: wait for its answer
                await asyncio.sleep(0.01)
            started_after_failure = extractor.started
            extractor.prepare()  # tried once, not at every article
            return started_after_failure, await extractor.run(partial(int, "4")), extractor.started
        finally:
            extractor.close()

    assert asyncio.run(run()) == (False, 4, True)
    assert calls == 3  # prepare's start, the new pool's start, the page's batch


def test_a_worker_that_dies_is_replaced_for_the_next_page():
    """A page that kills its worker costs that page: the next one goes to a new worker
    (forked from the running fork server, from a thread)."""

    async def run() -> object:
        extractor = ArticleExtractor(1)
        try:
            await extractor.run(partial(int, "0"))
            with pytest.raises(ExtractFailed, match="died"):
                await extractor.run(partial(os._exit, 3))
            return await asyncio.wait_for(extractor.run(partial(int, "5")), 60)
        finally:
            extractor.close()

    assert asyncio.run(run()) == 5


def test_a_fork_server_that_dies_costs_the_crawl_its_workers_not_its_pages(monkeypatch):
    """A fork server killed by its preload (or by a fork that failed) answers no start: the
    pool is replaced, up to `MAX_RESTARTS` times, and then the pages are extracted in the
    crawl's process; none waits for ever."""
    if news_spider._START_METHOD != "forkserver":
        pytest.skip("workers are spawned here")
    monkeypatch.setattr(news_spider, "FORK_SERVER_PRELOAD", ["tests.crawler.broken_preload"])

    async def run() -> list[object]:
        extractor = ArticleExtractor(1)
        try:
            extractor.prepare()
            calls = [extractor.run(partial(int, str(n))) for n in range(3)]
            return await asyncio.wait_for(asyncio.gather(*calls), 120)
        finally:
            extractor.close()

    stop_fork_server()
    try:
        assert asyncio.run(run()) == [0, 1, 2]
    finally:
        stop_fork_server()  # the next test's server preloads the extractor again


@pytest.fixture
def slow_fork_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A fork server held up in its preload for 3 s (`tests/crawler/slow_preload.py`): a
    start's fork waits for it, holding the pool's shutdown lock, as with a stuck warm-up."""
    if news_spider._START_METHOD != "forkserver":
        pytest.skip("workers are spawned here, which never waits")
    monkeypatch.setattr(news_spider, "FORK_SERVER_PRELOAD", ["tests.crawler.slow_preload"])
    stop_fork_server()
    yield
    stop_fork_server()  # the next test's server preloads the extractor again


def wait_until_shut_down(pool: Any) -> bool:
    """Whether ``pool`` is shut down within 30 s (by the start that held it up)."""
    deadline = time.monotonic() + 30
    while not pool._shutdown_thread and time.monotonic() < deadline:
        time.sleep(0.01)
    return pool._shutdown_thread


def test_closing_while_the_workers_start_does_not_wait_for_them(slow_fork_server):
    """Shutting the pool down would wait for the lock its start holds while the fork server
    warms up: the crawl closes at once, and the thread stops the pool when it is done."""

    async def run() -> tuple[float, Any]:
        extractor = ArticleExtractor(1)
        extractor.prepare()
        pool = extractor._pool
        started = time.monotonic()
        extractor.close()
        return time.monotonic() - started, pool

    took, pool = asyncio.run(run())
    assert took < 1 and not pool._shutdown_thread  # its start still under way
    assert wait_until_shut_down(pool)  # stopped by the thread that started it


def test_pages_that_arrive_while_the_worker_is_busy_go_to_it_together():
    """A hand-over per page cost the crawl's process about a millisecond a page: calls that
    wait go as one batch. Each call still gets its own answer, and one call's error is that
    call's alone."""

    async def run() -> tuple[list[object], int]:
        extractor = ArticleExtractor(1)
        try:
            await extractor.run(partial(int, "0"))  # starts the worker
            sent = extractor.batches_sent

            async def outcome(text: str) -> object:
                try:
                    return await extractor.run(partial(int, text))
                except ExtractFailed as exc:
                    return str(exc)

            texts = [str(n) for n in range(40)]
            texts[17] = "seventeen"
            results = await asyncio.gather(*(outcome(t) for t in texts))
            return results, extractor.batches_sent - sent
        finally:
            extractor.close()

    results, batches = asyncio.run(run())
    assert results[:17] == list(range(17)) and results[18:] == list(range(18, 40))
    assert isinstance(results[17], str) and "ValueError" in results[17]
    # Two go at once (one running, one queued), the other 38 in batches of at most 16.
    per_worker, most = ArticleExtractor.BATCHES_PER_WORKER, ArticleExtractor.MAX_BATCH
    assert batches == per_worker + -(-(40 - per_worker) // most) == 5


def test_a_hang_in_a_batch_fails_only_the_page_that_hung():
    """Nobody knows which call of a batch hung: the others are tried again alone, so that
    they are extracted, and only the culprit fails and counts as a restart."""
    import time

    async def run() -> tuple[list[object], int]:
        extractor = ArticleExtractor(1, timeout=30)
        try:
            await extractor.run(partial(int, "0"))  # starts the worker
            extractor.timeout = 6.0  # more than a new worker's start-up, even on a busy machine

            async def outcome(call) -> object:
                try:
                    return await extractor.run(call)
                except ExtractFailed as exc:
                    return str(exc)

            calls = [partial(int, str(n)) for n in range(20)]
            calls[9] = partial(time.sleep, 30)  # in the batch of 16 that follows the first two
            results = await asyncio.gather(*(outcome(c) for c in calls))
            return results, extractor._restarts
        finally:
            extractor.close()

    results, restarts = asyncio.run(run())
    assert [r for n, r in enumerate(results) if n != 9] == [n for n in range(20) if n != 9]
    assert "no answer from the extractor" in str(results[9])
    assert restarts == 1  # the batch's failure is not counted, the lone hang is


def test_a_closed_extractor_answers_what_waits_and_runs_later_calls_here():
    async def run() -> tuple[object, bool]:
        extractor = ArticleExtractor(1)
        await extractor.run(partial(int, "0"))  # starts the worker
        extractor.close()
        return await extractor.run(partial(int, "5")), extractor.started

    assert asyncio.run(run()) == (5, False)


def test_work_queued_behind_a_hang_fails_cleanly_when_the_workers_are_replaced():
    """A hang has the pool replaced; calls queued behind it either wait for the new pool or
    come back as `ExtractFailed` (the caller falls back), never as a stray cancellation. A
    call that raises in the worker is an `ExtractFailed` too."""
    import time

    body = (FEEDS / "arxiv-api_query_atom_2023-01-18.xml").read_bytes()
    feed = partial(parse_feed_body, "arxiv", body, url=ARXIV, content_type=None, reddit_base="")

    async def run() -> list[str]:
        extractor = ArticleExtractor(1, timeout=30)  # the first call starts the worker

        async def outcome(call, delay: float) -> str:
            await asyncio.sleep(delay)
            try:
                await extractor.run(call)
            except ExtractFailed:
                return "failed"
            return "parsed"

        try:
            with pytest.raises(ExtractFailed, match="ValueError"):
                await extractor.run(partial(int, "not a number"))
            extractor.timeout = 1.5
            hang = outcome(partial(time.sleep, 30), 0)
            return await asyncio.gather(hang, *(outcome(feed, 1.0) for _ in range(3)))
        finally:
            extractor.close()

    results = asyncio.run(run())
    assert results[0] == "failed" and set(results[1:]) <= {"failed", "parsed"}


def test_a_worker_loads_the_extractor_but_not_scrapy():
    """The workers run `extract_page`: Scrapy and Twisted cost a spawned worker about a
    second of CPU to import and are never used there. A worker forked from the fork server
    has the extractor (trafilatura, loaded on first use) before its first call."""
    from tests.crawler import worker_probes

    async def run() -> dict[str, bool]:
        extractor = ArticleExtractor(1)
        try:
            probe = partial(worker_probes.loaded, "scrapy", "twisted", "trafilatura")
            return await extractor.run(probe)
        finally:
            extractor.close()

    forked = news_spider._START_METHOD == "forkserver"
    assert asyncio.run(run()) == {"scrapy": False, "twisted": False, "trafilatura": forked}


def test_the_workers_start_without_holding_the_reactor_up():
    """Forking a worker waits for the fork server's warm-up (most of a second when it has
    just started): `prepare` starts them from a thread, and the loop goes on meanwhile."""
    if news_spider._START_METHOD != "forkserver":
        pytest.skip("workers are spawned here, which never waits")
    from tests.crawler import worker_probes

    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.005)
            ticks += 1

    async def run() -> tuple[bool, dict[str, bool]]:
        extractor = ArticleExtractor(1)
        ticker = asyncio.ensure_future(tick())
        try:
            extractor.prepare()
            launching = extractor._launch is not None
            answer = await extractor.run(partial(worker_probes.loaded, "trafilatura"))
            return launching, answer
        finally:
            ticker.cancel()
            extractor.close()

    stop_fork_server()  # so that the server has its warm-up ahead of it
    started = time.process_time()
    launching, answer = asyncio.run(run())
    assert launching and answer == {"trafilatura": True}
    assert ticks >= 10  # 50 ms of the loop's turns, of the most of a second it waited
    assert time.process_time() - started < 0.5  # the warm-up was the server's CPU, not ours


def test_workers_that_never_start_cost_the_crawl_its_workers_not_its_pages(slow_fork_server):
    """A fork server stuck before forking would leave every page waiting for a worker:
    after the extractor's timeout, the crawl extracts in its own process."""

    async def run() -> tuple[object, bool, Any]:
        extractor = ArticleExtractor(1, timeout=0.3)
        try:
            extractor.prepare()
            pool = extractor._pool
            answer = await asyncio.wait_for(extractor.run(partial(int, "7")), 10)
            return answer, extractor.started, pool
        finally:
            extractor.close()

    answer, started, pool = asyncio.run(run())
    assert (answer, started) == (7, False)
    assert wait_until_shut_down(pool)  # the pool given up on is stopped when its start ends


def test_workers_run_below_the_reactors_priority():
    """The crawling process (downloads, storage, the bot) comes first; the workers take the
    CPU time it leaves (see `default_extract_workers`)."""
    import os

    async def run() -> int:
        extractor = ArticleExtractor(1)
        try:
            return await extractor.run(partial(os.nice, 0))  # the worker's niceness
        finally:
            extractor.close()

    assert asyncio.run(run()) == min(19, os.nice(0) + WORKER_NICENESS)
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert default_extract_workers() == min(news_spider.MAX_EXTRACT_WORKERS, cpus or 1)


def test_a_feed_goes_ahead_of_the_waiting_pages_in_a_batch_of_its_own():
    """Its entries are the crawl's next pages: parsed behind a backlog of pages, or in one
    batch with other feeds, they kept the pages they list from being discovered."""
    done: list[str] = []

    async def run() -> int:
        extractor = ArticleExtractor(1)
        try:
            await extractor.run(partial(int, "0"))  # starts the worker
            sent = extractor.batches_sent

            async def call(name: str, function: Any, *, first: bool = False) -> None:
                await extractor.run(function, first=first)
                done.append(name)

            busy = [
                asyncio.ensure_future(call(f"busy{n}", partial(time.sleep, 0.3))) for n in (1, 2)
            ]
            await asyncio.sleep(0.05)  # both sent: one running, one queued
            pages = [
                asyncio.ensure_future(call(f"page{n}", partial(int, str(n)))) for n in range(20)
            ]
            feeds = [
                asyncio.ensure_future(call(f"feed{n}", partial(int, str(n)), first=True))
                for n in (1, 2)
            ]
            await asyncio.gather(*busy, *pages, *feeds)
            return extractor.batches_sent - sent
        finally:
            extractor.close()

    batches = asyncio.run(run())
    # Sent in this order as room came free; 16 pages would have gone before the feeds.
    assert done[:4] == ["busy1", "busy2", "feed1", "feed2"]
    assert batches == 2 + 2 + 2  # the busy calls, a batch for each feed, 16 + 4 pages


def test_a_feed_waits_behind_the_lone_retries_of_a_batch_that_hung():
    """A lone retry is sent with nothing else in flight (a call queued behind a hang would
    time out with it): a feed that arrives while retries wait is sent after them, as a page
    would be, not ahead of them beside the one that runs."""
    sent: list[list[str]] = []

    class Recorded(ArticleExtractor):
        async def _answer_batch(self, pool, future, batch):
            sent.append(["alone" if w.alone else "feed" if w.first else "page" for w in batch])
            return await super()._answer_batch(pool, future, batch)

    async def run() -> list[object]:
        extractor = Recorded(1, timeout=1)

        async def call(function: Any, *, first: bool = False) -> object:
            try:
                return await extractor.run(function, first=first)
            except ExtractFailed as exc:
                return str(exc)

        try:
            await extractor.run(partial(int, "0"))  # the worker is up
            sent.clear()
            busy = [asyncio.ensure_future(call(partial(time.sleep, 0.3))) for _ in (1, 2)]
            await asyncio.sleep(0.05)
            hang = asyncio.ensure_future(call(partial(time.sleep, 60)))  # with the next page,
            page = asyncio.ensure_future(call(partial(int, "1")))  # one batch: it times out
            await asyncio.sleep(1.5)  # the hang is retried alone, the page waits its turn
            feed = asyncio.ensure_future(call(partial(int, "2"), first=True))
            return await asyncio.gather(*busy, hang, page, feed)
        finally:
            extractor.close()

    results = asyncio.run(run())
    assert results[3:] == [1, 2] and "no answer" in str(results[2])
    lone = [n for n, kinds in enumerate(sent) if kinds[0] == "alone"]
    (feed,) = [n for n, kinds in enumerate(sent) if kinds[0] == "feed"]
    assert len(lone) == 2 and feed > max(lone), sent
