"""News search results and feeds, bytes in, :class:`FeedEntry` out.

One entry shape for every source the monitor searches: Google News RSS, any RSS/Atom feed,
the arXiv API (Atom), Hacker News (Algolia JSON) and Reddit listings (JSON). Parsing never
raises on bad input: whatever could be read is returned, and each defect is reported in
:attr:`FeedParse.problems` as ``"<code>: <detail>"`` with a :class:`FeedProblem` code so the
caller can count them (:meth:`FeedParse.problem_counts`).

Security: feedparser hands XML to expat, which (2.4+) stops a billion-laughs document only
after seconds and tens of MB; feeds never need their own entities, so a DOCTYPE that
declares any is refused before parsing.
"""

from __future__ import annotations

import calendar
import html
import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from enum import StrEnum
from typing import Any
from urllib.parse import quote, urlencode, urljoin

import feedparser
import lxml.html
from lxml.etree import ParserError

from domain.news.urls import canonical_url, is_aggregator_link, resolve_aggregator_link

__all__ = [
    "DEFAULT_MAX_FEED_BYTES",
    "FeedEntry",
    "FeedKind",
    "FeedParse",
    "FeedProblem",
    "arxiv_query_url",
    "google_news_search_url",
    "hn_search_url",
    "parse_arxiv",
    "parse_feed",
    "parse_hn_search",
    "parse_reddit_listing",
    "reddit_search_url",
    "with_url_keys",
]

DEFAULT_MAX_FEED_BYTES = 10_000_000  # a search feed is tens of kB; 10 MB is something else
_PROLOG_SCAN_BYTES = 1_000_000  # a DOCTYPE sits before the root element, near the top
_HN_ITEM = "https://news.ycombinator.com/item?id={}"
_HN_HOME = "https://news.ycombinator.com"


class FeedKind(StrEnum):
    """Which source format an entry came from."""

    RSS = "rss"
    ATOM = "atom"
    GOOGLE_NEWS = "google_news"
    ARXIV = "arxiv"
    HN = "hn"
    REDDIT = "reddit"
    UNKNOWN = "unknown"


class FeedProblem(StrEnum):
    """Codes of the defects reported in :attr:`FeedParse.problems`."""

    TOO_LARGE = "too-large"
    EMPTY = "empty"
    ENTITY_DECLARATION = "entity-declaration"
    MALFORMED = "malformed"
    ENCODING = "encoding"
    NOT_A_FEED = "not-a-feed"
    INVALID_JSON = "invalid-json"
    UNEXPECTED_SHAPE = "unexpected-shape"
    API_ERROR = "api-error"
    INVALID_DATE = "invalid-date"
    DUPLICATE_GUID = "duplicate-guid"
    MISSING_LINK = "missing-link"
    MISSING_TITLE = "missing-title"
    SKIPPED_ITEM = "skipped-item"


@dataclass(frozen=True, slots=True)
class FeedEntry:
    """One search hit or feed item, whatever the source.

    ``url`` is the publisher's URL when known (Google News links are decoded offline where
    their id still embeds it; the original link is then in ``extra['aggregator_url']``).
    ``source_name``/``source_url`` name the publisher (Google News ``<source>``), the
    subreddit, Hacker News or arXiv. ``extra`` holds source-specific fields: points, comments,
    discussion URLs, arXiv ids and categories, Google News related links.
    """

    guid: str
    url: str
    title: str
    summary: str
    published: datetime | None
    source_name: str | None
    source_url: str | None
    author: str | None
    lang: str | None
    kind: FeedKind
    extra: Mapping[str, Any] = field(default_factory=dict, hash=False)
    # `domain.news.urls.canonical_url` of ``url``, when whoever parsed the feed made it
    # (`with_url_keys`); None otherwise.
    url_key: str | None = None


def with_url_keys(entries: Iterable[FeedEntry]) -> tuple[FeedEntry, ...]:
    """The entries with their canonical URLs: the news crawl makes them in its extraction
    workers, with the rest of a feed's parsing, rather than in the process that crawls."""
    return tuple(replace(entry, url_key=canonical_url(entry.url)) for entry in entries)


@dataclass(frozen=True, slots=True)
class FeedParse:
    """Entries that could be read, and the problems met on the way."""

    entries: tuple[FeedEntry, ...]
    problems: tuple[str, ...] = ()
    kind: FeedKind = FeedKind.UNKNOWN
    title: str = ""

    def problem_counts(self) -> dict[str, int]:
        """Problems counted by code, e.g. ``{'invalid-date': 2, 'duplicate-guid': 1}``."""
        return dict(Counter(p.split(":", 1)[0] for p in self.problems))

    def has_problem(self, code: FeedProblem) -> bool:
        """True when at least one problem of ``code`` was reported."""
        return any(p.split(":", 1)[0] == code for p in self.problems)


def _problem(code: FeedProblem, detail: str) -> str:
    return f"{code}: {detail}"


# What a malformed item can raise while being read (a dict where a string belongs, ...).
# The item is dropped with a counted reason; the rest of the feed is still read.
_ENTRY_ERRORS = (AttributeError, TypeError, ValueError, KeyError, IndexError)


def _unreadable(where: str, exc: Exception) -> str:
    return _problem(FeedProblem.SKIPPED_ITEM, f"{where} unreadable ({type(exc).__name__}: {exc})")


# --------------------------------------------------------------------------- text helpers

_BLOCK_TAG = re.compile(r"(?i)<(/?(?:p|div|li|br|ol|ul|h[1-6]|tr|td|th|font|blockquote)\b)")
_WHITESPACE = re.compile(r"\s+")


def _clean(text: Any) -> str:
    """Single-spaced, stripped text (non-breaking spaces included); '' for non-strings."""
    if not isinstance(text, str):
        return ""
    return _WHITESPACE.sub(" ", text.replace("\xa0", " ")).strip()


def _html_to_text(fragment: str | None) -> str:
    """Plain text of an HTML fragment (feed summaries, HN story text), blocks spaced."""
    if not fragment or not fragment.strip():
        return ""
    if "<" not in fragment:
        return _clean(html.unescape(fragment))
    try:
        root = lxml.html.fragment_fromstring(_BLOCK_TAG.sub(r" <\1", fragment), create_parent="div")
    except (ParserError, ValueError):
        return _clean(re.sub(r"<[^>]*>", " ", html.unescape(fragment)))
    return _clean(root.text_content())


def _lang(tag: str | None) -> str | None:
    """Primary language subtag: 'en-US' -> 'en'."""
    if not tag:
        return None
    head = re.split(r"[-_]", tag.strip(), maxsplit=1)[0].lower()
    return head if re.fullmatch(r"[a-z]{2,3}", head) else None


# --------------------------------------------------------------------------- dates

_ISO_LIKE = re.compile(r"^\d{4}-\d{1,2}-\d{1,2}")
_RFC822_LIKE = re.compile(r"\d{1,2}\s+[A-Za-z]{3,}\.?\s+\d{2,4}")
_MIN_YEAR, _MAX_YEAR = 1970, 2100


def _aware(value: datetime) -> datetime:
    """In UTC; naive times in feeds are UTC by convention (RFC 822 '-0000', feedparser)."""
    return value.astimezone(UTC) if value.tzinfo else value.replace(tzinfo=UTC)


def _parse_date(raw: str | None, parsed: Any = None) -> tuple[datetime | None, bool]:
    """(aware datetime, True) for a valid date, (None, False) for an invalid one.

    ISO 8601 and RFC 822 strings are checked strictly (feedparser silently rolls
    '2024-13-45' over into 2025, and drops '31 Feb'); other formats use feedparser's
    reading. A missing date is (None, True): not every feed dates its items.
    """
    text = (raw or "").strip()
    if not text:
        return None, True
    value: datetime | None = None
    if _ISO_LIKE.match(text):
        try:
            value = datetime.fromisoformat(text.replace(" ", "T", 1) if " " in text else text)
        except ValueError:
            return None, False
    elif _RFC822_LIKE.search(text):
        try:
            value = parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError):
            value = None
        if value is None:
            return None, False
    elif parsed is not None:
        value = datetime.fromtimestamp(calendar.timegm(parsed), tz=UTC)
    if value is None or not _MIN_YEAR <= value.year <= _MAX_YEAR:
        return None, False
    return _aware(value), True


def _epoch(value: Any) -> datetime | None:
    """Aware UTC datetime from epoch seconds (int, float or numeric string)."""
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        return None
    if not 0 < seconds < 4_102_444_800:  # before 2100
        return None
    return datetime.fromtimestamp(seconds, tz=UTC)


# --------------------------------------------------------------------------- XML guard

_DOCTYPE = re.compile(rb"<!DOCTYPE", re.IGNORECASE)
_ENTITY_DECL = re.compile(rb"<!ENTITY", re.IGNORECASE)
_ROOT_START = re.compile(rb"<[A-Za-z]")


def _declares_entities(body: bytes) -> bool:
    """True when the prolog (before the root element) declares entities.

    Checked on the raw bytes with NULs removed, so UTF-16 documents are covered too. The
    first entity declaration always precedes any tag written inside an entity value, so
    stopping at the first ``<letter`` cannot miss it.
    """
    head = body[:_PROLOG_SCAN_BYTES].replace(b"\x00", b"")
    doctype = _DOCTYPE.search(head)
    if not doctype:
        return False
    root = _ROOT_START.search(head, doctype.end())
    prolog = head[doctype.end() : root.start() if root else len(head)]
    return bool(_ENTITY_DECL.search(prolog))


def _bozo_problem(exc: BaseException) -> str:
    """A readable problem for feedparser's bozo exception."""
    if isinstance(exc, feedparser.CharacterEncodingOverride | feedparser.CharacterEncodingUnknown):
        return _problem(FeedProblem.ENCODING, str(exc))
    if isinstance(exc, feedparser.NonXMLContentType):
        return _problem(FeedProblem.ENCODING, f"non-XML content type: {exc}")
    where = ""
    get_line = getattr(exc, "getLineNumber", None)
    if callable(get_line):
        where = f" at line {get_line()}"
    message = getattr(exc, "getMessage", lambda: str(exc))()
    return _problem(
        FeedProblem.MALFORMED,
        f"not well-formed XML ({message}{where}); entries read by the lenient parser",
    )


# --------------------------------------------------------------------------- RSS / Atom


def _detect_kind(parsed: Any, url: str) -> FeedKind:
    """Google News and arXiv get their own field mapping; other feeds are RSS or Atom."""
    feed = parsed.get("feed", {})
    feed_links = " ".join(
        [feed.get("link", ""), feed.get("id", ""), url]
        + [link.get("href", "") for link in feed.get("links", [])]
    )
    entries = parsed.get("entries", [])
    if "arxiv.org/api" in feed_links or any(
        str(e.get("id", "")).startswith(("http://arxiv.org/abs/", "https://arxiv.org/abs/"))
        for e in entries[:5]
    ):
        return FeedKind.ARXIV
    generator = str(feed.get("generator", ""))
    if generator.startswith("NFE/") or "news.google.com" in feed_links:
        return FeedKind.GOOGLE_NEWS
    return FeedKind.ATOM if str(parsed.get("version", "")).startswith("atom") else FeedKind.RSS


def _entry_link(entry: Any, base: str) -> str:
    """The entry's alternate link (absolute), or a permalink GUID, or ''."""
    link = entry.get("link") or ""
    for candidate in entry.get("links", []):
        if candidate.get("rel") == "alternate" and candidate.get("href"):
            link = candidate["href"]
            break
    if not link and entry.get("guidislink") and str(entry.get("id", "")).startswith("http"):
        link = entry["id"]
    return urljoin(base, link.strip()) if link else ""


def _split_google_news_title(title: str, source_name: str | None) -> tuple[str, str | None]:
    """'Headline - Source' -> ('Headline', 'Source'), checked against <source> when present."""
    if source_name and title.endswith(f" - {source_name}"):
        return title[: -len(source_name) - 3].rstrip(), source_name
    if " - " in title and not source_name:
        head, tail = title.rsplit(" - ", 1)
        return head.rstrip(), tail.strip() or None
    return title, source_name


def _google_news_related(summary_html: str, base: str) -> tuple[dict[str, str], ...]:
    """The related coverage list (``<ol><li><a>title</a> <font>source</font>``) of an item.

    Links are decoded to the publisher where the id allows it (see resolve_aggregator_link).
    """
    if "<li" not in summary_html:
        return ()
    try:
        root = lxml.html.fragment_fromstring(summary_html, create_parent="div")
    except (ParserError, ValueError):
        return ()
    related = []
    for item in root.iter("li"):
        anchor = item.find(".//a")
        font = item.find(".//font")
        if anchor is None or not anchor.get("href") or font is None:
            continue  # the last item links to Google's full-coverage page, not an article
        link = urljoin(base, anchor.get("href", ""))
        related.append(
            {
                "title": _clean(anchor.text_content()),
                "url": resolve_aggregator_link(link) or link,
                "source": _clean(font.text_content()),
            }
        )
    return tuple(related)


def _arxiv_extra(entry: Any) -> dict[str, Any]:
    """arXiv id/version, PDF link, categories, DOI, journal reference, comment, authors."""
    abs_id = str(entry.get("id", ""))
    match = re.search(r"/abs/(.+?)(v\d+)?$", abs_id)
    pdf = next(
        (link.get("href") for link in entry.get("links", []) if link.get("title") == "pdf"), None
    )
    primary = entry.get("arxiv_primary_category") or {}
    return {
        "arxiv_id": match.group(1) if match else abs_id,
        "version": match.group(2) if match and match.group(2) else None,
        "pdf_url": pdf,
        "primary_category": primary.get("term"),
        "categories": tuple(t.get("term") for t in entry.get("tags", []) if t.get("term")),
        "doi": entry.get("arxiv_doi"),
        "journal_ref": _clean(entry.get("arxiv_journal_ref")) or None,
        "comment": _clean(entry.get("arxiv_comment")) or None,
        "authors": tuple(a.get("name", "") for a in entry.get("authors", []) if a.get("name")),
        "updated": _parse_date(dict.get(entry, "updated"), dict.get(entry, "updated_parsed"))[0],
    }


def _authors(entry: Any) -> str | None:
    """All author names, comma-separated (feedparser's ``author`` keeps only the last)."""
    names = [_clean(a.get("name")) for a in entry.get("authors", []) if a.get("name")]
    if names:
        return ", ".join(dict.fromkeys(names))
    return _clean(entry.get("author")) or None


def _xml_content_type(content_type: str | None) -> str:
    """The content type to give feedparser.

    Without one, feedparser decodes as ISO-8859-1 (mojibake on UTF-8 feeds), and for
    ``text/xml`` without charset it applies RFC 3023's US-ASCII default; servers mean
    neither, so both become ``application/xml``, where the XML declaration and BOM decide.
    """
    if not content_type or not content_type.strip():
        return "application/xml"
    media = content_type.split(";", 1)[0].strip().lower()
    if "charset=" not in content_type.lower() and media in ("text/xml", "text/plain"):
        return "application/xml"
    return content_type


def parse_feed(
    body: bytes,
    *,
    url: str,
    content_type: str | None = None,
    max_bytes: int = DEFAULT_MAX_FEED_BYTES,
) -> FeedParse:
    """Parse an RSS/Atom feed (Google News and arXiv recognised) into entries + problems."""
    if len(body) > max_bytes:
        return FeedParse(
            (), (_problem(FeedProblem.TOO_LARGE, f"{len(body)} bytes > limit {max_bytes}"),)
        )
    if not body.strip():
        return FeedParse((), (_problem(FeedProblem.EMPTY, "empty response body"),))
    if _declares_entities(body):
        return FeedParse(
            (),
            (
                _problem(
                    FeedProblem.ENTITY_DECLARATION,
                    "DOCTYPE declares XML entities (entity-expansion bomb guard); not parsed",
                ),
            ),
        )
    headers = {"content-location": url, "content-type": _xml_content_type(content_type)}
    try:
        parsed = feedparser.parse(body, response_headers=headers, sanitize_html=True)
    except Exception as exc:  # feedparser has no error contract; e.g. a garbled encoding= label
        detail = f"feedparser failed ({type(exc).__name__}: {exc})"
        return FeedParse((), (_problem(FeedProblem.MALFORMED, detail),))
    problems: list[str] = []
    if parsed.get("bozo"):
        problems.append(_bozo_problem(parsed.get("bozo_exception") or ValueError("unknown")))
    if not parsed.get("version") and not parsed.get("entries"):
        problems.append(_problem(FeedProblem.NOT_A_FEED, "no RSS or Atom structure found"))
        return FeedParse((), tuple(problems))
    kind = _detect_kind(parsed, url)
    feed = parsed.get("feed", {})
    feed_lang = _lang(feed.get("language"))
    feed_title = _clean(feed.get("title"))
    feed_link = feed.get("link") or url
    entries: list[FeedEntry] = []
    seen: dict[str, int] = {}
    for index, raw in enumerate(parsed.get("entries", []), start=1):
        local: list[str] = []  # an entry's own problems count only if the entry is kept
        try:
            entry = _feed_entry(raw, index, kind, url, feed_title, feed_link, feed_lang, local)
        except _ENTRY_ERRORS as exc:
            entry, local = None, [_unreadable(f"entry {index}", exc)]
        if entry is None:
            problems.extend(local)
            continue
        if entry.guid in seen:
            problems.append(
                _problem(
                    FeedProblem.DUPLICATE_GUID,
                    f"{entry.guid!r} again in entry {index} ({entry.title[:60]!r}); "
                    f"kept entry {seen[entry.guid]}",
                )
            )
            continue
        seen[entry.guid] = index
        problems.extend(local)
        entries.append(entry)
    return FeedParse(tuple(entries), tuple(problems), kind, feed_title)


def _feed_entry(
    raw: Any,
    index: int,
    kind: FeedKind,
    base: str,
    feed_title: str,
    feed_link: str,
    feed_lang: str | None,
    problems: list[str],
) -> FeedEntry | None:
    """One feedparser entry as a FeedEntry; None (with a problem) when it is unusable."""
    title_detail = raw.get("title_detail") or {}
    title = _clean(raw.get("title"))
    if "html" in str(title_detail.get("type", "")):
        title = _html_to_text(title)
    link = _entry_link(raw, base)
    if kind == FeedKind.ARXIV and title == "Error" and "api/errors" in str(raw.get("id", "")):
        problems.append(_problem(FeedProblem.API_ERROR, _clean(raw.get("summary"))))
        return None
    if not link:
        problems.append(_problem(FeedProblem.MISSING_LINK, f"entry {index} ({title[:60]!r})"))
        return None
    if not title:
        problems.append(_problem(FeedProblem.MISSING_TITLE, f"entry {index} ({link})"))
    # dict.get: FeedParserDict.get maps updated<->published with a DeprecationWarning.
    raw_date = dict.get(raw, "published") or dict.get(raw, "updated") or dict.get(raw, "created")
    parsed_date = dict.get(raw, "published_parsed") or dict.get(raw, "updated_parsed")
    published, valid = _parse_date(raw_date, parsed_date)
    if not valid:
        problems.append(
            _problem(FeedProblem.INVALID_DATE, f"entry {index} ({title[:60]!r}): {raw_date!r}")
        )
    content = raw.get("content") or [{}]
    summary_html = raw.get("summary") or content[0].get("value") or ""
    summary = _html_to_text(summary_html)
    source = raw.get("source") or {}
    source_name = _clean(source.get("title")) or None
    source_url = urljoin(base, source["href"]) if source.get("href") else None  # may be relative
    extra: dict[str, Any] = {}
    if raw.get("tags") and kind != FeedKind.ARXIV:
        extra["categories"] = tuple(t.get("term") for t in raw["tags"] if t.get("term"))
    if raw.get("comments"):
        extra["comments_url"] = raw["comments"]
    lang = _lang(title_detail.get("language")) or feed_lang
    if kind == FeedKind.GOOGLE_NEWS:
        title, source_name = _split_google_news_title(title, source_name)
        if related := _google_news_related(summary_html, base):
            extra["related"] = related
    elif kind == FeedKind.ARXIV:
        extra.update(_arxiv_extra(raw))
        source_name, source_url = "arXiv", "https://arxiv.org"
    elif not source_name:
        source_name, source_url = feed_title or None, feed_link or None
    if is_aggregator_link(link):
        extra["aggregator_url"] = link
        resolved = resolve_aggregator_link(link)
        if resolved:
            link = resolved
        else:
            extra["needs_resolution"] = True
    guid = _clean(str(raw.get("id") or "")) or link
    return FeedEntry(
        guid=guid,
        url=link,
        title=title,
        summary=summary,
        published=published,
        source_name=source_name,
        source_url=source_url,
        author=_authors(raw),
        lang=lang,
        kind=kind,
        extra=extra,
    )


def parse_arxiv(body: bytes, *, url: str = "https://export.arxiv.org/api/query") -> FeedParse:
    """arXiv API answer (Atom); same as :func:`parse_feed`, which recognises arXiv."""
    return parse_feed(body, url=url, content_type="application/atom+xml")


# --------------------------------------------------------------------------- JSON sources


def _load_json(body: bytes, array_key: str) -> tuple[Any, list[str]]:
    """Decoded JSON, or for a broken/truncated body the complete items of ``array_key``.

    A truncated answer still holds whole objects before the cut; they are salvaged with
    ``raw_decode`` and returned as ``{array_key: [...]}`` with an ``invalid-json`` problem.
    """
    if not body.strip():
        return None, [_problem(FeedProblem.EMPTY, "empty response body")]
    try:
        return json.loads(body), []
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        text = body.decode("utf-8", errors="replace")
        items = _salvage_array(text, array_key)
        detail = f"{exc.__class__.__name__}: {exc}"
        if isinstance(exc, json.JSONDecodeError) and exc.pos >= len(text.rstrip()) - 1:
            detail = f"truncated at byte {len(body)} ({exc.msg})"
        return {array_key: items}, [
            _problem(FeedProblem.INVALID_JSON, f"{detail}; salvaged {len(items)} complete items")
        ]


def _salvage_array(text: str, key: str) -> list[Any]:
    """Complete JSON values of the first ``"key": [`` array in a broken document."""
    match = re.search(rf'"{re.escape(key)}"\s*:\s*\[', text)
    if not match:
        return []
    decoder = json.JSONDecoder()
    position = match.end()
    items: list[Any] = []
    while position < len(text):
        while position < len(text) and text[position] in " \t\r\n,":
            position += 1
        if position >= len(text) or text[position] == "]":
            break
        try:
            value, position = decoder.raw_decode(text, position)
        except json.JSONDecodeError:
            break
        items.append(value)
    return items


def _hn_item_as_hit(item: Mapping[str, Any]) -> dict[str, Any]:
    """An ``/api/v1/items/<id>`` answer reshaped as a search hit (comments counted)."""

    def count(children: Iterable[Any]) -> int:
        return sum(1 + count(c.get("children") or []) for c in children if isinstance(c, dict))

    return {
        "objectID": str(item.get("id", "")),
        "title": item.get("title"),
        "url": item.get("url"),
        "author": item.get("author"),
        "points": item.get("points"),
        "num_comments": count(item.get("children") or []),
        "story_text": item.get("text"),
        "created_at": item.get("created_at"),
        "created_at_i": item.get("created_at_i"),
        "_tags": [item.get("type") or "story"],
    }


def parse_hn_search(body: bytes, *, item_url: str = _HN_ITEM) -> FeedParse:
    """Hacker News Algolia ``/search`` or ``/search_by_date`` answer (older and newer fields).

    Also accepts an ``/items/<id>`` answer. Hits without an ``url`` (Ask HN, polls) link to
    the HN item (``item_url`` is a format string with one ``{}`` for the id).
    """
    data, problems = _load_json(body, "hits")
    if isinstance(data, dict) and "hits" not in data and "id" in data and "type" in data:
        data = {"hits": [_hn_item_as_hit(data)]}
    if not isinstance(data, dict) or not isinstance(data.get("hits"), list):
        if data is not None:
            problems.append(_problem(FeedProblem.UNEXPECTED_SHAPE, "no 'hits' list"))
        return FeedParse((), tuple(problems), FeedKind.HN)
    entries: list[FeedEntry] = []
    seen: set[str] = set()
    for index, hit in enumerate(data["hits"], start=1):
        if not isinstance(hit, dict) or not hit.get("objectID"):
            problems.append(_problem(FeedProblem.SKIPPED_ITEM, f"hit {index} has no objectID"))
            continue
        local: list[str] = []
        try:
            entry = _hn_entry(hit, index, item_url, local)
        except _ENTRY_ERRORS as exc:
            problems.append(_unreadable(f"hit {index}", exc))
            continue
        if entry.guid in seen:
            problems.append(_problem(FeedProblem.DUPLICATE_GUID, f"hn:{hit['objectID']}"))
            continue
        seen.add(entry.guid)
        problems.extend(local)
        entries.append(entry)
    return FeedParse(tuple(entries), tuple(problems), FeedKind.HN, "Hacker News")


def _hn_entry(hit: Mapping[str, Any], index: int, item_url: str, problems: list[str]) -> FeedEntry:
    """One Algolia hit as a FeedEntry."""
    object_id = str(hit["objectID"])
    tags = [str(t) for t in hit.get("_tags") or []]
    item_type = next((t for t in tags if t in ("story", "comment", "poll", "pollopt", "job")), "")
    discussion = item_url.format(object_id)
    is_comment = item_type == "comment"
    title = _clean(hit.get("title") or hit.get("story_title"))
    if not title:
        problems.append(_problem(FeedProblem.MISSING_TITLE, f"hit {index} (hn:{object_id})"))
    link = discussion if is_comment else (hit.get("url") or hit.get("story_url") or discussion)
    published, valid = _parse_date(hit.get("created_at"))
    if published is None:
        published = _epoch(hit.get("created_at_i"))
        valid = valid or published is not None
    if not valid:
        problems.append(_problem(FeedProblem.INVALID_DATE, f"hn:{object_id}"))
    text = hit.get("comment_text") if is_comment else hit.get("story_text")
    extra = {
        "points": hit.get("points"),
        "comments": hit.get("num_comments"),
        "discussion_url": discussion,
        "type": item_type or None,
        "tags": tuple(tags),
        "story_id": hit.get("story_id"),
        "parent_id": hit.get("parent_id"),
    }
    return FeedEntry(
        guid=f"hn:{object_id}",
        url=link,
        title=title,
        summary=_html_to_text(text),
        published=published,
        source_name="Hacker News",
        source_url=_HN_HOME,
        author=hit.get("author") or None,
        lang=None,
        kind=FeedKind.HN,
        extra=extra,
    )


def parse_reddit_listing(body: bytes, *, base: str = "https://www.reddit.com") -> FeedParse:
    """Reddit ``Listing`` JSON (search, subreddit or comments page; 2016 and current fields).

    Entries point to ``url_overridden_by_dest``, else ``url`` (a self post's own page), else
    the permalink, made absolute against ``base``; the permalink is ``extra['discussion_url']``.
    """
    data, problems = _load_json(body, "children")
    listings = data if isinstance(data, list) else [data]
    children: list[Any] = []
    for listing in listings:
        if isinstance(listing, dict) and isinstance(listing.get("children"), list):
            children.extend(listing["children"])  # salvaged
        elif (
            isinstance(listing, dict)
            and isinstance(listing.get("data"), dict)
            and isinstance(listing["data"].get("children"), list)
        ):
            children.extend(listing["data"]["children"])
        elif listing is not None:
            problems.append(_problem(FeedProblem.UNEXPECTED_SHAPE, "no Listing data.children"))
    entries: list[FeedEntry] = []
    seen: set[str] = set()
    for index, child in enumerate(children, start=1):
        if not isinstance(child, dict) or child.get("kind") != "t3":
            kind = child.get("kind") if isinstance(child, dict) else type(child).__name__
            if kind != "t1":  # comments on a comments page are expected, not a defect
                problems.append(_problem(FeedProblem.SKIPPED_ITEM, f"child {index} kind {kind}"))
            continue
        post = child.get("data") or {}
        local: list[str] = []
        try:
            entry = _reddit_entry(post, index, base, local)
        except _ENTRY_ERRORS as exc:
            entry, local = None, [_unreadable(f"child {index}", exc)]
        if entry is None:
            problems.extend(local)
            continue
        if entry.guid in seen:
            problems.append(_problem(FeedProblem.DUPLICATE_GUID, entry.guid))
            continue
        seen.add(entry.guid)
        problems.extend(local)
        entries.append(entry)
    return FeedParse(tuple(entries), tuple(problems), FeedKind.REDDIT, "Reddit")


def _reddit_entry(
    post: Mapping[str, Any], index: int, base: str, problems: list[str]
) -> FeedEntry | None:
    """One t3 post as a FeedEntry; None (with a problem) without id or permalink."""
    post_id = post.get("name") or (f"t3_{post['id']}" if post.get("id") else "")
    permalink = post.get("permalink")
    if not post_id or not permalink:
        problems.append(_problem(FeedProblem.MISSING_LINK, f"child {index} has no id/permalink"))
        return None
    discussion = urljoin(base, permalink)
    target = post.get("url_overridden_by_dest") or post.get("url") or ""
    link = urljoin(base, target) if target else discussion
    title = _clean(html.unescape(post.get("title") or ""))
    if not title:
        problems.append(_problem(FeedProblem.MISSING_TITLE, f"{post_id}"))
    published = _epoch(post.get("created_utc"))
    if published is None:
        created = post.get("created_utc")
        problems.append(_problem(FeedProblem.INVALID_DATE, f"{post_id}: created_utc {created!r}"))
    subreddit = post.get("subreddit") or ""
    prefixed = post.get("subreddit_name_prefixed") or (f"r/{subreddit}" if subreddit else None)
    return FeedEntry(
        guid=str(post_id),
        url=link,
        title=title,
        summary=_clean(post.get("selftext")),
        published=published,
        source_name=prefixed,
        source_url=urljoin(base, f"/r/{subreddit}/") if subreddit else None,
        author=post.get("author") or None,
        lang=None,
        kind=FeedKind.REDDIT,
        extra={
            "score": post.get("score"),
            "points": post.get("score"),
            "comments": post.get("num_comments"),
            "upvote_ratio": post.get("upvote_ratio"),
            "subreddit": subreddit or None,
            "domain": post.get("domain"),
            "discussion_url": discussion,
            "is_self": bool(post.get("is_self")),
            "over_18": bool(post.get("over_18")),
        },
    )


# --------------------------------------------------------------------------- query builders

# Google News editions whose parameters do not follow hl=<lang>&gl=<REGION>&ceid=<REGION>:<lang>.
_GOOGLE_NEWS_EDITIONS: dict[str, tuple[str, str, str]] = {
    "en-US": ("en-US", "US", "US:en"),
    "en-GB": ("en-GB", "GB", "GB:en"),
    "en-IN": ("en-IN", "IN", "IN:en"),
    "en-CA": ("en-CA", "CA", "CA:en"),
    "en-AU": ("en-AU", "AU", "AU:en"),
    "pt-BR": ("pt-BR", "BR", "BR:pt-419"),
    "pt-PT": ("pt-PT", "PT", "PT:pt-150"),
    "es-419": ("es-419", "US", "US:es-419"),
    "zh-CN": ("zh-CN", "CN", "CN:zh-Hans"),
    "zh-TW": ("zh-TW", "TW", "TW:zh-Hant"),
    "zh-HK": ("zh-HK", "HK", "HK:zh-Hant"),
}


def _base(base: str) -> str:
    return base.rstrip("/")


def google_news_search_url(base: str, query: str, locale: str) -> str:
    """Google News RSS search, e.g. (base 'https://news.google.com', locale 'fr-FR')
    -> '.../rss/search?q=...&hl=fr&gl=FR&ceid=FR:fr'.

    ``query`` is sent as given, so Google's operators work ('"Clover-35B" OR DiffuSpace',
    'when:7d'). A few editions (en-*, pt-BR, zh-*) use their own hl/ceid forms.
    """
    normalised = locale.replace("_", "-").strip()
    if normalised in _GOOGLE_NEWS_EDITIONS:
        hl, gl, ceid = _GOOGLE_NEWS_EDITIONS[normalised]
    else:
        lang, _, region = normalised.partition("-")
        lang = lang.lower()
        region = (region or lang).upper()
        hl, gl, ceid = lang, region, f"{region}:{lang}"
    params = urlencode({"q": query, "hl": hl, "gl": gl, "ceid": ceid}, safe=":")
    return f"{_base(base)}/rss/search?{params}"


def hn_search_url(
    base: str,
    query: str,
    *,
    tags: str = "story",
    since: datetime | None = None,
    hits_per_page: int = 50,
) -> str:
    """HN Algolia newest-first search: ``{base}/api/v1/search_by_date?query=...&tags=story``.

    ``since`` adds ``numericFilters=created_at_i>…`` so a poll only asks for new stories.
    """
    params: dict[str, str | int] = {"query": query, "tags": tags, "hitsPerPage": hits_per_page}
    if since is not None:
        params["numericFilters"] = f"created_at_i>{int(since.timestamp())}"
    return f"{_base(base)}/api/v1/search_by_date?{urlencode(params)}"


def reddit_search_url(
    base: str,
    query: str,
    subreddit: str | None = None,
    *,
    sort: str = "new",
    limit: int = 100,
    time_filter: str | None = None,
) -> str:
    """Reddit search listing, site-wide or restricted to one subreddit, newest first.

    ``raw_json=1`` keeps '&' unescaped in URLs and titles.
    """
    params: dict[str, str | int] = {"q": query, "sort": sort, "limit": limit, "raw_json": 1}
    if time_filter:
        params["t"] = time_filter
    if subreddit:
        params["restrict_sr"] = 1
        name = subreddit.removeprefix("r/").strip("/")
        return f"{_base(base)}/r/{quote(name)}/search.json?{urlencode(params)}"
    return f"{_base(base)}/search.json?{urlencode(params)}"


def arxiv_query_url(
    base: str,
    terms: Iterable[str],
    *,
    field: str = "all",
    start: int = 0,
    max_results: int = 50,
    sort_by: str = "submittedDate",
) -> str:
    """arXiv API query ``{base}/api/query?search_query=all:"a b" OR all:c&...`` newest first.

    Terms with spaces or hyphens are quoted as phrases; terms are OR-ed.
    """
    clauses = []
    for term in terms:
        term = term.strip().replace('"', "")
        if not term:
            continue
        clauses.append(f'{field}:"{term}"' if re.search(r"[\s\-]", term) else f"{field}:{term}")
    params = {
        "search_query": " OR ".join(clauses),
        "start": start,
        "max_results": max_results,
        "sortBy": sort_by,
        "sortOrder": "descending",
    }
    return f"{_base(base)}/api/query?{urlencode(params, quote_via=quote)}"
