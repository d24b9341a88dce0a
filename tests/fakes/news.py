"""A fake news web: Google News RSS search, HN Algolia, Reddit search, arXiv, feeds, articles.

One server plays every news source the spider reads, plus the publishers' article pages and
their `robots.txt`, so a crawl runs end to end on 127.0.0.1. Answer shapes follow the real
captures in `shared/fixtures/feeds/` and `shared/fixtures/api/` (the Google News channel
preamble and `<item>` with `<source url>`, Algolia hits with `_tags`/`_highlightResult`, a
Reddit `Listing` of `t3` posts, the arXiv Atom feed with `opensearch:` and `arxiv:` elements).

Google News items can link to an article page of this server in three ways, as the real feed
did over the years: `direct` (the publisher URL itself), `encoded` (a 2020-style
`news.google.com/rss/articles/CBMi…` id whose protobuf embeds the publisher URL, resolvable
offline) and `opaque` (today's `AU_yqL…` ids: only Google can resolve them; the spider must
not fetch them).

Faults: a 10 MB page, a consent interstitial, a truncated feed, an XML-bomb feed, a feed with
invalid dates and duplicate GUIDs, and any status (429 with `Retry-After`, 500, a slow answer)
on any path for a number of requests.

Standalone, for the throughput bench:
`python -m tests.fakes.news --bench-pages 2000 --hosts 4 --feeds 20 --manifest m.json`
serves 2,000 corpus-based article pages spread over 127.0.0.1…127.0.0.4, listed by 20 RSS
feeds, writes their URLs to the manifest and serves until killed.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import html
import json
import re
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote_plus, urlencode

from tests.fakes import REPO_ROOT, FakeServer, Request, Response, shared_dir

RSS_TYPE = "application/rss+xml; charset=UTF-8"
ATOM_TYPE = "application/atom+xml; charset=UTF-8"
JSON_TYPE = "application/json; charset=utf-8"
PAGES_DIR = REPO_ROOT / "tests" / "news" / "pages"
EPOCH = datetime(2026, 11, 3, 9, 0, tzinfo=UTC)  # "now" of the fake's data
LAST_MODIFIED = "Tue, 03 Nov 2026 09:00:00 GMT"


def corpus_dir() -> Path:
    return shared_dir() / "corpus" / "dev"


# ---------------------------------------------------------------------------- helpers


def rfc822(value: datetime | str | None) -> str:
    """RSS date form; a string is sent as given (to inject invalid dates)."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return format_datetime(value.astimezone(UTC), usegmt=True)


def iso_z(value: datetime | str) -> str:
    if isinstance(value, str):
        return value
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def fold(text: str) -> str:
    """Lower case, punctuation to spaces: how the fake's search engines compare text."""
    return " ".join(re.sub(r"[^\w]+", " ", text.lower()).split())


def query_terms(query: str) -> list[str]:
    """The phrases a search query asks for: quoted phrases, words, arXiv `all:` terms."""
    pattern = r'(?:(?:all|ti|abs):)?(?:"([^"]+)"|(\S+))'
    terms = [(m.group(1) or m.group(2) or "").strip('"') for m in re.finditer(pattern, query)]
    return [t for t in terms if t and t.upper() not in ("OR", "AND")]


def matches(query: str, haystack: str) -> bool:
    """Google-ish: a query of phrases joined by OR matches when any phrase appears."""
    text = f" {fold(haystack)} "
    if " OR " in query or query.startswith(("all:", "ti:", "abs:")):
        return any(f" {fold(t)} " in text for t in query_terms(query) if fold(t))
    wanted = fold(query.replace('"', " "))
    return bool(wanted) and f" {wanted} " in text


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def google_news_id(payload: str) -> str:
    """A Google News article id: base64url of a protobuf {1: 19, 4: payload}, as 'CBMi…'."""
    data = payload.encode()
    raw = b"\x08\x13\x22" + _varint(len(data)) + data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def google_news_link(target: str, mode: str) -> str:
    """The `<link>` of a Google News item for an article at `target`."""
    if mode == "direct":
        return target
    if mode == "encoded":  # up to ~2022: the publisher URL is inside the id
        return f"https://news.google.com/rss/articles/{google_news_id(target)}?oc=5"
    if mode == "opaque":  # today: an opaque token only Google resolves
        token = "AU_yqL" + hashlib.sha1(target.encode()).hexdigest()[:40]
        return f"https://news.google.com/rss/articles/{google_news_id(token)}?oc=5"
    raise ValueError(f"unknown Google News link mode {mode!r}")


def article_html(
    *,
    title: str,
    paragraphs: Sequence[str],
    lang: str | None = "en",
    charset: str | None = "utf-8",
    canonical: str | None = None,
    author: str | None = None,
    published: datetime | str | None = None,
    site_name: str | None = None,
    description: str | None = None,
) -> str:
    """A plausible news page: navigation and footer around one `<article>`."""
    e = html.escape
    head = [f'<meta charset="{charset}">' if charset else ""]
    head.append(f"<title>{e(title)}{' - ' + e(site_name) if site_name else ''}</title>")
    if canonical:
        head.append(f'<link rel="canonical" href="{e(canonical)}">')
    head.append(f'<meta property="og:title" content="{e(title)}">')
    if site_name:
        head.append(f'<meta property="og:site_name" content="{e(site_name)}">')
    if description:
        head.append(f'<meta name="description" content="{e(description)}">')
    if author:
        head.append(f'<meta name="author" content="{e(author)}">')
    if published:
        head.append(f'<meta property="article:published_time" content="{iso_z(published)}">')
    body = "\n".join(f"<p>{e(p)}</p>" for p in paragraphs if p.strip())
    byline = f'<p class="byline">By {e(author)}</p>' if author else ""
    lang_attr = f' lang="{lang}"' if lang else ""
    return (
        f"<!doctype html>\n<html{lang_attr}>\n<head>\n{''.join(head)}\n</head>\n<body>\n"
        '<header><nav><a href="/">Home</a> | <a href="/ai/">AI</a> | '
        '<a href="/about/">About</a></nav></header>\n'
        f"<main><article>\n<h1>{e(title)}</h1>\n{byline}\n{body}\n</article></main>\n"
        f"<footer><p>© {e(site_name or 'Example News')} · "
        '<a href="/privacy/">Privacy</a></p></footer>\n</body>\n</html>\n'
    )


@dataclass(frozen=True)
class CorpusText:
    """One document of `shared/corpus/dev`: header fields and body."""

    name: str
    url: str
    title: str
    lang: str
    date: str
    body: str

    @property
    def paragraphs(self) -> list[str]:
        return [p.strip() for p in self.body.split("\n") if p.strip()]


def read_corpus(name: str) -> CorpusText:
    path = Path(name) if Path(name).is_absolute() else corpus_dir() / name
    raw = path.read_text(encoding="utf-8")
    head, body = raw.split("\n---\n", 1)
    header = dict(line.split(": ", 1) for line in head.splitlines() if ": " in line)
    return CorpusText(
        path.name,
        header.get("url", ""),
        header.get("title", path.stem),
        header.get("lang", "en"),
        header.get("date", ""),
        body.strip(),
    )


def corpus_names() -> list[str]:
    return sorted(p.name for p in corpus_dir().glob("[0-9]*.txt"))


# ---------------------------------------------------------------------------- state


@dataclass
class Item:
    """A piece of coverage the search engines know about."""

    title: str
    url: str | None  # the publisher page; None for an HN/Reddit self post
    source: str = "Example News"
    source_url: str = "https://example.com"
    published: datetime | str | None = None
    summary: str = ""
    text: str = ""  # self-post text (HN story_text, Reddit selftext)
    terms: tuple[str, ...] = ()  # extra words the search finds it by
    locales: tuple[str, ...] = ()  # Google News editions it appears in; empty: all
    engines: tuple[str, ...] = ("google", "hn", "reddit")  # which searches know it
    google_link: str = "direct"  # direct | encoded | opaque
    author: str = "reporter"
    points: int = 10
    comments: int = 3
    subreddit: str = "LocalLLaMA"
    item_id: str = ""

    def haystack(self) -> str:
        return " ".join([self.title, self.summary, self.text, *self.terms])


@dataclass
class Paper:
    arxiv_id: str
    title: str
    abstract: str
    authors: tuple[str, ...] = ("A. Author",)
    published: datetime = EPOCH
    categories: tuple[str, ...] = ("cs.CL", "cs.LG")


@dataclass
class Fault:
    path: str  # prefix of the request path
    status: int | None  # None: answer normally, after `delay`
    times: int | None  # None: until cleared
    retry_after: int | None = None
    delay: float = 0.0
    query_contains: str | None = None
    body: bytes = b""

    def applies(self, request: Request) -> bool:
        if not request.path.startswith(self.path):
            return False
        if self.query_contains is None:
            return True
        return self.query_contains in urlencode(request.query)


@dataclass
class Served:
    status: int
    body: bytes
    headers: list[tuple[str, str]] = field(default_factory=list)


class FakeNewsServer(FakeServer):
    """Every news source and the publishers' pages, in memory; see the module docstring."""

    server_header = "gws"

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        super().__init__(host, port)
        self.lock = threading.RLock()
        self._items: list[Item] = []
        self._papers: list[Paper] = []
        self._documents: dict[str, Served] = {}  # path -> page, feed or raw answer
        self._faults: list[Fault] = []
        self._log: list[Request] = []
        self.robots_disallow: list[str] = []
        self.robots_status = 200
        self.max_hits = 50

    # ------------------------------------------------------------------ request log

    def requests(self, path_prefix: str | None = None) -> list[Request]:
        with self.lock:
            return [r for r in self._log if path_prefix is None or r.path.startswith(path_prefix)]

    def count(self, path_prefix: str | None = None) -> int:
        return len(self.requests(path_prefix))

    def paths(self) -> list[str]:
        return [r.path for r in self.requests()]

    def reset_log(self) -> None:
        with self.lock:
            self._log.clear()

    # ------------------------------------------------------------------ search index

    def add_item(self, title: str, url: str | None, **fields: Any) -> Item:
        """Coverage found by every search engine that matches it (see `Item`)."""
        with self.lock:
            item = Item(title, url, **fields)
            if not item.item_id:
                item.item_id = str(40_000_000 + len(self._items))
            if item.published is None:
                item.published = EPOCH - timedelta(hours=len(self._items) + 1)
            self._items.append(item)
            return item

    def add_paper(self, arxiv_id: str, title: str, abstract: str, **fields: Any) -> Paper:
        with self.lock:
            paper = Paper(arxiv_id, title, abstract, **fields)
            self._papers.append(paper)
            return paper

    # ------------------------------------------------------------------ pages and feeds

    def page_url(self, path: str) -> str:
        return f"{self.url}{path}"

    def add_raw(
        self, path: str, body: bytes, content_type: str, *, status: int = 200, **headers: str
    ) -> str:
        """Serve `body` as is at `path`; returns the absolute URL."""
        extra = [(k.replace("_", "-"), v) for k, v in headers.items()]
        with self.lock:
            self._documents[path] = Served(status, body, [("Content-Type", content_type), *extra])
        return self.page_url(path)

    def add_page(
        self,
        path: str,
        html_text: str | None = None,
        *,
        title: str = "Untitled",
        text: str = "",
        lang: str | None = "en",
        charset: str = "utf-8",
        declare_charset: bool = True,
        header_charset: bool = True,
        canonical: str | None = None,
        author: str | None = None,
        published: datetime | str | None = None,
        site_name: str | None = "Example News",
        content_language: str | None = None,
        validators: bool = True,
    ) -> str:
        """An article page: `html_text` as given, or `text` (paragraphs split on newlines)
        wrapped into a page. The bytes are in `charset`; `declare_charset` puts it in a
        `<meta charset>`, `header_charset` in the Content-Type header (either can be a lie
        when combined with another `charset`: pass the html yourself for that)."""
        if html_text is None:
            html_text = article_html(
                title=title,
                paragraphs=text.split("\n"),
                lang=lang,
                charset=charset if declare_charset else None,
                canonical=canonical,
                author=author,
                published=published,
                site_name=site_name,
            )
        body = html_text.encode(charset, errors="xmlcharrefreplace")
        return self.add_html(
            path,
            body,
            charset=charset if header_charset else None,
            content_language=content_language,
            validators=validators,
        )

    def add_html(
        self,
        path: str,
        body: bytes,
        *,
        charset: str | None = None,
        content_language: str | None = None,
        validators: bool = True,
    ) -> str:
        headers: dict[str, str] = {}
        if validators:
            headers["Last_Modified"] = LAST_MODIFIED
            headers["ETag"] = '"' + hashlib.md5(body).hexdigest()[:16] + '"'
        if content_language:
            headers["Content_Language"] = content_language
        content_type = "text/html" + (f"; charset={charset}" if charset else "")
        return self.add_raw(path, body, content_type, **headers)

    def add_corpus_page(
        self, path: str, name: str, *, charset: str = "utf-8", extra: str = "", **kwargs: Any
    ) -> str:
        """A `shared/corpus/dev` text wrapped into a page in its language."""
        doc = read_corpus(name)
        text = "\n".join([extra, *doc.paragraphs]) if extra else doc.body
        kwargs.setdefault("title", doc.title)
        kwargs.setdefault("lang", doc.lang)
        kwargs.setdefault("canonical", self.page_url(path))
        return self.add_page(path, text=text, charset=charset, **kwargs)

    def add_fixture_page(self, path: str, name: str, *, charset: str | None = None) -> str:
        """A page of `tests/news/pages` byte for byte (no charset header unless given)."""
        return self.add_html(path, (PAGES_DIR / name).read_bytes(), charset=charset)

    def add_feed(
        self,
        path: str,
        items: Iterable[dict[str, Any]],
        *,
        title: str = "Example News - AI",
        link: str | None = None,
        language: str | None = "en",
    ) -> str:
        """An RSS 2.0 feed. Items: title, link, guid, published (datetime or raw string),
        description, author."""
        body = rss_feed(items, title=title, link=link or self.url + "/", language=language)
        return self.add_raw(
            path, body.encode("utf-8"), RSS_TYPE, Last_Modified=LAST_MODIFIED, ETag=_etag(body)
        )

    # ------------------------------------------------------------------ faults

    def add_big_page(self, path: str, size: int = 10 * 1024 * 1024) -> str:
        """A page of `size` bytes (default 10 MB) of real-looking paragraphs."""
        para = "<p>" + "The model was released with a long technical report. " * 8 + "</p>\n"
        head = "<!doctype html><html lang='en'><head><title>Huge</title></head><body><article>"
        repeat = max(1, (size - len(head)) // len(para) + 1)
        body = (head + para * repeat).encode()[:size]
        return self.add_raw(path, body, "text/html; charset=utf-8")

    def add_consent_page(self, path: str, name: str = "consent_google_fr.html") -> str:
        return self.add_fixture_page(path, name, charset="utf-8")

    def add_truncated_feed(self, path: str, items: Iterable[dict[str, Any]]) -> str:
        """A feed cut off in the middle of its last item (a dropped connection)."""
        text = rss_feed(list(items), title="Truncated", link=self.url + "/", language="en")
        cut = text.rfind("<item>") + len("<item><title>Cut off her")
        return self.add_raw(path, text[:cut].encode(), RSS_TYPE)

    def add_xml_bomb_feed(self, path: str) -> str:
        """A billion-laughs feed: nested entities that would expand to gigabytes."""
        entities = ['<!ENTITY lol0 "lol">'] + [
            f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10)
        ]
        body = (
            '<?xml version="1.0"?>\n<!DOCTYPE rss [\n' + "\n".join(entities) + "\n]>\n"
            "<rss version='2.0'><channel><title>&lol9;</title><item><title>&lol9;</title>"
            "<link>http://example.com/x</link></item></channel></rss>\n"
        )
        return self.add_raw(path, body.encode(), RSS_TYPE)

    def add_messy_feed(self, path: str, items: Sequence[dict[str, Any]]) -> str:
        """The items, then: an invalid date, an impossible date and a repeated GUID."""
        items = list(items)
        messy = [*items]
        if items:
            first = items[0]
            messy += [
                {**first, "title": first["title"] + " (again)"},  # same guid, same link
                {
                    "title": "Dated on the 45th of the 13th month",
                    "link": self.url + "/messy/bad-date",
                    "guid": "bad-date",
                    "published": "2024-13-45T10:00:00Z",
                },
                {
                    "title": "Dated on February 31st",
                    "link": self.url + "/messy/feb-31",
                    "guid": "feb-31",
                    "published": "Mon, 31 Feb 2025 10:00:00 GMT",
                },
            ]
        return self.add_feed(path, messy, title="Messy feed")

    def fail(
        self,
        path: str,
        status: int | None = 500,
        *,
        times: int | None = None,
        retry_after: int | None = None,
        delay: float = 0.0,
        query_contains: str | None = None,
        body: bytes = b"",
    ) -> None:
        """Answer `status` to requests whose path starts with `path` (`times` of them, or until
        `clear_faults`); status None only delays the normal answer by `delay` seconds."""
        with self.lock:
            self._faults.append(
                Fault(path, status, times, retry_after, delay, query_contains, body)
            )

    def clear_faults(self) -> None:
        with self.lock:
            self._faults.clear()

    # ------------------------------------------------------------------ serving

    def handle(self, request: Request) -> Response:
        with self.lock:
            self._log.append(request)
            fault = self._take_fault(request)
        if fault is not None and fault.delay and not self.sleep(fault.delay):
            return Response(503, b"stopping")
        if fault is not None and fault.status is not None:
            headers = [("Content-Type", "text/html; charset=utf-8")]
            if fault.retry_after is not None:
                headers.append(("Retry-After", str(fault.retry_after)))
            body = fault.body or f"<html><body><h1>Error {fault.status}</h1></body></html>".encode()
            return Response(fault.status, body, headers)
        with self.lock:
            return self._route(request)

    def _take_fault(self, request: Request) -> Fault | None:
        for fault in self._faults:
            if fault.applies(request):
                if fault.times is not None:
                    fault.times -= 1
                    if fault.times <= 0:
                        self._faults.remove(fault)
                return fault
        return None

    def _route(self, request: Request) -> Response:
        path = request.path
        if path == "/robots.txt":
            lines = ["User-agent: *", *(f"Disallow: {p}" for p in self.robots_disallow)]
            return Response(
                self.robots_status,
                ("\n".join(lines) + "\n").encode(),
                [("Content-Type", "text/plain")],
            )
        if path == "/rss/search":
            return self._google_news(request)
        if path == "/api/v1/search_by_date" or path == "/api/v1/search":
            return self._hn(request)
        if path == "/search.json" or (path.startswith("/r/") and path.endswith("/search.json")):
            return self._reddit(request)
        if path == "/api/query":
            return self._arxiv(request)
        served = self._documents.get(path)
        if served is None:
            return Response(
                404,
                b"<html><body><h1>404 Not Found</h1></body></html>",
                [("Content-Type", "text/html; charset=utf-8")],
            )
        if request.headers.get("if-none-match") and request.headers.get("if-none-match") in (
            v for k, v in served.headers if k == "ETag"
        ):
            return Response(304, b"", [h for h in served.headers if h[0] != "Content-Type"])
        return Response(served.status, served.body, list(served.headers))

    def _search(self, query: str, engine: str) -> list[Item]:
        found = [i for i in self._items if engine in i.engines and matches(query, i.haystack())]
        found.sort(key=lambda i: _sort_key(i.published), reverse=True)
        return found[: self.max_hits]

    # Google News RSS search ---------------------------------------------------------------

    def _google_news(self, request: Request) -> Response:
        query = request.param("q", "") or ""
        hl, gl, ceid = (request.param(k, "") or "" for k in ("hl", "gl", "ceid"))
        lang = ceid.split(":", 1)[-1] if ":" in ceid else hl
        edition = f"{lang.split('-')[0]}-{gl}" if gl else hl
        items = [
            i
            for i in self._search(query, "google")
            if i.url and (not i.locales or edition in i.locales or hl in i.locales)
        ]
        e = html.escape
        params = urlencode({"q": query, "hl": hl, "gl": gl, "ceid": ceid}, safe=":")
        out = [
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>'
            "<generator>NFE/5.0</generator>"
            f"<title>{e(query)} - Google News</title>"
            f"<link>https://news.google.com/search?{e(params)}</link>"
            f"<language>{e(hl or 'en-US')}</language>"
            "<webMaster>news-webmaster@google.com</webMaster>"
            f"<copyright>{EPOCH.year} Google LLC</copyright>"
            f"<lastBuildDate>{rfc822(EPOCH)}</lastBuildDate>"
            "<image><title>Google News</title>"
            "<url>https://lh3.googleusercontent.com/-DR60l-K8vnyi99NZovm9HlXyZwQ85GMDxiwJWzoasZY"
            "CUrPuUM_P_4Rb7ei03j-0nRs0c4F=w256</url><link>https://news.google.com/</link>"
            "<height>256</height><width>256</width></image>"
            "<description>Google News</description>"
        ]
        for item in items:
            assert item.url is not None
            link = google_news_link(item.url, item.google_link)
            guid = link.rsplit("/", 1)[-1].split("?")[0]
            description = (
                f'<a href="{e(link)}" target="_blank">{e(item.title)}</a>&nbsp;&nbsp;'
                f'<font color="#6f6f6f">{e(item.source)}</font>'
            )
            out.append(
                f"<item><title>{e(item.title)} - {e(item.source)}</title>"
                f"<link>{e(link)}</link>"
                f'<guid isPermaLink="false">{e(guid)}</guid>'
                f"<pubDate>{e(rfc822(item.published))}</pubDate>"
                f"<description>{e(description)}</description>"
                f'<source url="{e(item.source_url)}">{e(item.source)}</source></item>'
            )
        out.append("</channel></rss>")
        body = "".join(out).encode()
        return Response(200, body, [("Content-Type", "application/xml; charset=utf-8")])

    # Hacker News Algolia ------------------------------------------------------------------

    def _hn(self, request: Request) -> Response:
        query = request.param("query", "") or ""
        tags = request.param("tags", "") or ""
        per_page = int(request.param("hitsPerPage", "20") or 20)
        hits = [self._hn_hit(i, query) for i in self._search(query, "hn")[:per_page]]
        if tags and tags != "story":
            hits = [h for h in hits if tags in h["_tags"]]
        body = {
            "exhaustive": {"nbHits": True, "typo": True},
            "exhaustiveNbHits": True,
            "exhaustiveTypo": True,
            "hits": hits,
            "hitsPerPage": per_page,
            "nbHits": len(hits),
            "nbPages": 1,
            "page": 0,
            "params": urlencode(request.query),
            "processingTimeMS": 1,
            "query": query,
            "serverTimeMS": 2,
        }
        return _json(body)

    @staticmethod
    def _hn_hit(item: Item, query: str) -> dict[str, Any]:
        published = item.published if isinstance(item.published, datetime) else EPOCH
        return {
            "_highlightResult": {
                "author": {"matchLevel": "none", "matchedWords": [], "value": item.author},
                "title": {
                    "matchLevel": "full",
                    "matchedWords": fold(query).split(),
                    "value": item.title,
                },
            },
            "_tags": ["story", f"author_{item.author}", f"story_{item.item_id}"],
            "author": item.author,
            "children": [],
            "created_at": published.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
            "created_at_i": int(published.timestamp()),
            "num_comments": item.comments,
            "objectID": item.item_id,
            "points": item.points,
            "story_id": int(item.item_id),
            "story_text": html.escape(item.text).replace("\n", "<p>") if item.text else None,
            "title": item.title,
            "updated_at": published.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "url": item.url,
        }

    # Reddit search ------------------------------------------------------------------------

    def _reddit(self, request: Request) -> Response:
        query = request.param("q", "") or ""
        limit = int(request.param("limit", "25") or 25)
        subreddit = None
        if request.path.startswith("/r/") and request.param("restrict_sr") in ("1", "on"):
            subreddit = request.path.split("/")[2].lower()
        items = [
            i
            for i in self._search(query, "reddit")
            if subreddit is None or i.subreddit.lower() == subreddit
        ][:limit]
        children = [{"kind": "t3", "data": self._reddit_post(i)} for i in items]
        body = {
            "kind": "Listing",
            "data": {
                "after": None,
                "dist": len(children),
                "facets": {},
                "modhash": "",
                "geo_filter": "",
                "children": children,
                "before": None,
            },
        }
        return _json(body)

    def _reddit_post(self, item: Item) -> dict[str, Any]:
        post_id = format(int(item.item_id), "x")
        slug = re.sub(r"[^a-z0-9]+", "_", item.title.lower()).strip("_")[:50]
        permalink = f"/r/{item.subreddit}/comments/{post_id}/{slug}/"
        is_self = item.url is None
        published = item.published if isinstance(item.published, datetime) else EPOCH
        url = f"https://www.reddit.com{permalink}" if is_self else item.url
        post = {
            "approved_at_utc": None,
            "subreddit": item.subreddit,
            "selftext": item.text,
            "author_fullname": "t2_" + hashlib.md5(item.author.encode()).hexdigest()[:6],
            "title": item.title,
            "subreddit_name_prefixed": f"r/{item.subreddit}",
            "hidden": False,
            "name": f"t3_{post_id}",
            "upvote_ratio": 0.93,
            "ups": item.points,
            "score": item.points,
            "is_self": is_self,
            "created": float(int(published.timestamp())),
            "domain": f"self.{item.subreddit}" if is_self else _host(item.url or ""),
            "selftext_html": (
                '&lt;!-- SC_OFF --&gt;&lt;div class="md"&gt;&lt;p&gt;'
                + html.escape(item.text)
                + "&lt;/p&gt;&lt;/div&gt;&lt;!-- SC_ON --&gt;"
            )
            if item.text
            else None,
            "over_18": False,
            "subreddit_id": "t5_" + hashlib.md5(item.subreddit.encode()).hexdigest()[:5],
            "id": post_id,
            "author": item.author,
            "num_comments": item.comments,
            "permalink": permalink,
            "url": url,
            "subreddit_subscribers": 500000,
            "created_utc": float(int(published.timestamp())),
            "num_crossposts": 0,
            "is_video": False,
        }
        if not is_self:
            post["url_overridden_by_dest"] = item.url
            post["post_hint"] = "link"
        return post

    # arXiv --------------------------------------------------------------------------------

    def _arxiv(self, request: Request) -> Response:
        query = request.param("search_query", "") or ""
        start = int(request.param("start", "0") or 0)
        max_results = int(request.param("max_results", "10") or 10)
        found = [p for p in self._papers if matches(query, " ".join([p.title, p.abstract]))]
        found.sort(key=lambda p: p.published, reverse=True)
        page = found[start : start + max_results]
        e = html.escape
        title = (
            f"arXiv Query: search_query={query}&id_list=&start={start}&max_results={max_results}"
        )
        out = [
            "<?xml version='1.0' encoding='UTF-8'?>\n"
            '<feed xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" '
            'xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns="http://www.w3.org/2005/Atom">\n'
            f"  <id>https://arxiv.org/api/{hashlib.sha1(query.encode()).hexdigest()[:27]}</id>\n"
            f"  <title>{e(title)}</title>\n"
            f"  <updated>{iso_z(EPOCH)}</updated>\n"
            f'  <link href="https://arxiv.org/api/query?search_query={e(quote_plus(query))}'
            f'&amp;start={start}&amp;max_results={max_results}&amp;id_list=" '
            'type="application/atom+xml"/>\n'
            f"  <opensearch:itemsPerPage>{max_results}</opensearch:itemsPerPage>\n"
            f"  <opensearch:totalResults>{len(found)}</opensearch:totalResults>\n"
            f"  <opensearch:startIndex>{start}</opensearch:startIndex>\n"
        ]
        for paper in page:
            abs_url = f"https://arxiv.org/abs/{paper.arxiv_id}v1"
            authors = "".join(
                f"    <author>\n      <name>{e(a)}</name>\n    </author>\n" for a in paper.authors
            )
            categories = "".join(
                f'    <category term="{c}" scheme="http://arxiv.org/schemas/atom"/>\n'
                for c in paper.categories
            )
            out.append(
                "  <entry>\n"
                f"    <id>http://arxiv.org/abs/{paper.arxiv_id}v1</id>\n"
                f"    <title>{e(paper.title)}</title>\n"
                f"    <updated>{iso_z(paper.published)}</updated>\n"
                f'    <link href="{abs_url}" rel="alternate" type="text/html"/>\n'
                f'    <link href="https://arxiv.org/pdf/{paper.arxiv_id}v1" rel="related" '
                'type="application/pdf" title="pdf"/>\n'
                f"    <summary>{e(paper.abstract)}</summary>\n"
                f"{categories}"
                f"    <published>{iso_z(paper.published)}</published>\n"
                f'    <arxiv:primary_category term="{paper.categories[0]}"/>\n'
                f"{authors}"
                "  </entry>\n"
            )
        out.append("</feed>\n")
        return Response(200, "".join(out).encode(), [("Content-Type", ATOM_TYPE)])


# ---------------------------------------------------------------------------- rendering


def rss_feed(
    items: Iterable[dict[str, Any]], *, title: str, link: str, language: str | None
) -> str:
    e = html.escape
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n'
        f"<title>{e(title)}</title>\n<link>{e(link)}</link>\n"
        f"<description>{e(title)}</description>\n"
        + (f"<language>{e(language)}</language>\n" if language else "")
        + f"<lastBuildDate>{rfc822(EPOCH)}</lastBuildDate>\n"
    ]
    for item in items:
        guid = item.get("guid") or item.get("link", "")
        parts = [f"<item>\n<title>{e(item.get('title', ''))}</title>\n"]
        if item.get("link"):
            parts.append(f"<link>{e(item['link'])}</link>\n")
        parts.append(f'<guid isPermaLink="false">{e(guid)}</guid>\n')
        if item.get("published") is not None:
            parts.append(f"<pubDate>{e(rfc822(item['published']))}</pubDate>\n")
        if item.get("author"):
            parts.append(f"<dc:creator>{e(item['author'])}</dc:creator>\n")
        if item.get("description"):
            parts.append(f"<description>{e(item['description'])}</description>\n")
        parts.append("</item>\n")
        out.append("".join(parts))
    out.append("</channel>\n</rss>\n")
    return "".join(out)


def _etag(text: str) -> str:
    return '"' + hashlib.md5(text.encode()).hexdigest()[:16] + '"'


def _json(data: Any) -> Response:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return Response(200, body, [("Content-Type", JSON_TYPE)])


def _host(url: str) -> str:
    match = re.match(r"^[a-z]+://([^/:]+)", url)
    return match.group(1) if match else ""


def _sort_key(value: datetime | str | None) -> float:
    return value.timestamp() if isinstance(value, datetime) else 0.0


# ---------------------------------------------------------------------------- bench data

BENCH_CHARSETS = {"fr": "iso-8859-1", "de": "windows-1252", "es": "iso-8859-1"}


def populate_bench(
    servers: Sequence[FakeNewsServer],
    pages: int,
    feeds: int,
    *,
    mention: str = "Clover-35B-A3B-Preview",
    mention_every: int = 4,
) -> dict[str, Any]:
    """`pages` article pages built from the corpus (each with its own opening paragraph, so
    no two are the same text), spread round-robin over `servers` (one outlet per host), and
    `feeds` RSS feeds on the first server listing them. All but one page in `mention_every`
    name `mention` in that paragraph (coverage of the model; the others are search noise).
    Returns the manifest."""
    names = corpus_names()
    docs = [read_corpus(n) for n in names]
    page_urls: list[str] = []
    items: list[dict[str, Any]] = []
    for i in range(pages):
        server = servers[i % len(servers)]
        doc = docs[i % len(docs)]
        path = f"/news/{i:05d}-{doc.name.removesuffix('.txt')}"
        published = EPOCH - timedelta(minutes=7 * i)
        charset = BENCH_CHARSETS.get(doc.lang, "utf-8") if i % 3 == 0 else "utf-8"
        about = f"{mention} is mentioned in dispatch {i}" if i % mention_every else f"Dispatch {i}"
        url = server.add_corpus_page(
            path,
            doc.name,
            charset=charset,
            extra=f"{about} from desk {i % 17}, filed {published:%d %B %Y %H:%M} UTC.",
            title=f"{doc.title} ({i})",
            author=f"Reporter {i % 29}",
            published=published,
            site_name=f"Outlet {server.url.split('//')[1].split(':')[0]}",
        )
        page_urls.append(url)
        items.append(
            {
                "title": f"{doc.title} ({i})",
                "link": url,
                "guid": url,
                "published": published,
                "description": doc.paragraphs[0][:200],
            }
        )
    per_feed = -(-len(items) // max(1, feeds))
    feed_urls = [
        servers[0].add_feed(f"/feeds/bench-{n:02d}.xml", items[n * per_feed : (n + 1) * per_feed])
        for n in range(max(1, feeds))
        if items[n * per_feed : (n + 1) * per_feed]
    ]
    return {
        "hosts": [s.url for s in servers],
        "feeds": feed_urls,
        "pages": page_urls,
        "languages": sorted({d.lang for d in docs}),
    }


def main(argv: list[str] | None = None) -> None:
    """Serve a populated fake news web until killed (benchmarks, manual checks)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--bench-pages", type=int, default=2000)
    parser.add_argument("--hosts", type=int, default=4, help="outlets on 127.0.0.1, .2, ...")
    parser.add_argument("--feeds", type=int, default=20)
    parser.add_argument("--mention", default="Clover-35B-A3B-Preview", help="model in pages")
    parser.add_argument("--manifest", type=Path, help="write feed and page URLs here (JSON)")
    args = parser.parse_args(argv)
    servers = [
        FakeNewsServer(host=f"127.0.0.{n + 1}", port=args.port).start() for n in range(args.hosts)
    ]
    manifest = populate_bench(servers, args.bench_pages, args.feeds, mention=args.mention)
    if args.manifest:
        args.manifest.write_text(json.dumps(manifest), encoding="utf-8")
    first, *others = servers
    try:
        first.serve_until_killed(
            lambda: json.dumps(
                {"ready": True, "hosts": manifest["hosts"], "feeds": len(manifest["feeds"])}
            )
        )
    finally:
        for server in others:
            server.stop()


if __name__ == "__main__":
    main()
