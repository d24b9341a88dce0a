"""Article pages, bytes in, :class:`ArticleParse` out: title, text, author, date, language.

Pages are decoded here, not by trafilatura, because encodings lie: a header says UTF-8 over
Latin-1 bytes, an old CMS sends windows-1252 with no declaration. Then trafilatura extracts
the main text; when it finds nothing, a BeautifulSoup pass (a different parser) reads
``<article>``/``<p>`` text and the Open Graph description. Metadata (canonical URL, date,
author, language) comes from the page's own markup first, because it is more precise than
trafilatura's day-resolution date.

The result has a :class:`ArticleStatus`: ``full`` (an article), ``partial`` (a consent or
paywall interstitial, a teaser, a stub: never to be presented as the article) or
``rejected`` (too large, not HTML, nothing readable). ``reasons`` says why, as
``"<code>: <detail>"`` strings with :class:`ArticleReason` codes for counting.
"""

from __future__ import annotations

import copy
import functools
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from enum import StrEnum
from typing import Any
from urllib.parse import urljoin, urlsplit

import lxml.html
from bs4 import BeautifulSoup
from lxml.etree import ParserError
from w3lib.encoding import (
    html_body_declared_encoding,
    http_content_type_encoding,
    read_bom,
    resolve_encoding,
)

from domain.news.language import guess_language, primary_subtag
from domain.news.urls import canonical_url as url_key_of
from domain.news.urls import domain_of, host_of

__all__ = [
    "DEFAULT_MAX_BYTES",
    "ArticleParse",
    "ArticleReason",
    "ArticleStatus",
    "Decoded",
    "decode_html",
    "extract_article",
]

DEFAULT_MAX_BYTES = 5_000_000  # a news page is well under 1 MB; more is a dump or an attack
MIN_ARTICLE_CHARS = 300  # below this an "article" is a stub, a teaser or an error page
WALL_MAX_CHARS = 1_500  # consent interstitials are short; a long text behind a banner is fine
PAYWALL_MAX_CHARS = 2_500  # a paywalled teaser is a few paragraphs
LANG_CHECK_MIN_CHARS = 200  # enough text for the detector to overrule a declared language
LANG_OVERRULE_CONFIDENCE = 0.4
_SNIFF_BYTES = 1024
_CJK_ENCODINGS = ("gb", "big5", "shift_jis", "euc", "iso2022", "cp932", "cp936", "cp949", "hz")


class ArticleStatus(StrEnum):
    """Whether the parse is the article."""

    FULL = "full"
    PARTIAL = "partial"
    REJECTED = "rejected"


class ArticleReason(StrEnum):
    """Codes of :attr:`ArticleParse.reasons`."""

    TOO_LARGE = "too-large"
    NOT_HTML = "not-html"
    EMPTY = "empty"
    UNPARSEABLE = "unparseable"
    ENCODING = "encoding"
    CONSENT_WALL = "consent-wall"
    PAYWALL = "paywall"
    SHORT_TEXT = "short-text"
    NO_TEXT = "no-text"
    FALLBACK = "extractor-fallback"
    CANONICAL_IGNORED = "canonical-ignored"
    CANONICAL_CROSS_DOMAIN = "canonical-cross-domain"
    LANG_MISMATCH = "lang-mismatch"
    INVALID_DATE = "invalid-date"


@dataclass(frozen=True, slots=True)
class ArticleParse:
    """What an article page says, and how much of it we trust.

    ``canonical_url`` is the page's rel=canonical (or og:url) resolved against ``url``, or
    ``url``; ``url_key`` is the deduplication key (:func:`domain.news.urls.canonical_url`).
    ``lang_source`` and ``encoding_source`` say where those values came from.
    """

    url: str
    status: ArticleStatus
    reasons: tuple[str, ...]
    title: str = ""
    text: str = ""
    description: str = ""
    author: str | None = None
    published: datetime | None = None
    lang: str | None = None
    lang_source: str | None = None
    canonical_url: str | None = None
    url_key: str | None = None
    site_name: str | None = None
    encoding: str | None = None
    encoding_source: str | None = None
    extractor: str | None = None
    # `domain.news.features.ArticleFeatures` of title and text, when the crawl's extraction
    # worker computed them for the pipeline (see `crawler.spiders.news.extract_page`).
    features: object | None = None

    def reason_codes(self) -> tuple[str, ...]:
        """Just the codes of :attr:`reasons`."""
        return tuple(r.split(":", 1)[0] for r in self.reasons)


def _reason(code: ArticleReason, detail: str) -> str:
    return f"{code}: {detail}"


# --------------------------------------------------------------------------- decoding


@dataclass(frozen=True, slots=True)
class Decoded:
    """Decoded page text, the codec used, where it came from, and any complaints."""

    text: str
    encoding: str
    source: str  # bom | header | meta | utf-8-valid | detected | cp1252-default
    reasons: tuple[str, ...] = ()


def _valid_utf8(body: bytes) -> bool:
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _is_utf(codec: str) -> bool:
    return codec.replace("_", "-").lower().startswith(("utf-8", "utf8"))


def decode_html(body: bytes, content_type: str | None = None) -> Decoded:
    """Decode an HTML page: BOM, then the header charset, then ``<meta charset>``, then bytes.

    A declaration is believed only when the bytes agree: UTF-8 declared over bytes that are
    not UTF-8 is skipped with a reason, and a single-byte charset declared over bytes that
    are valid UTF-8 (with non-ASCII) gives UTF-8, because that pattern is almost never an
    accident. Undeclared non-UTF-8 bytes are windows-1252 (the browsers' Western default)
    unless charset-normalizer recognises a CJK multibyte encoding.
    """
    bom = read_bom(body)
    if bom[0]:
        encoding, mark = bom
        return Decoded(body[len(mark) :].decode(encoding, errors="replace"), encoding, "bom")
    reasons: list[str] = []
    utf8_ok = _valid_utf8(body)
    non_ascii = not body.isascii()
    declared = (
        ("header", http_content_type_encoding(content_type) if content_type else None),
        ("meta", html_body_declared_encoding(body)),
    )
    for source, label in declared:
        if not label:
            continue
        codec = resolve_encoding(label)
        if codec is None:
            reasons.append(_reason(ArticleReason.ENCODING, f"unknown charset {label!r} ({source})"))
            continue
        if _is_utf(codec):
            if utf8_ok:
                return Decoded(body.decode("utf-8"), "utf-8", source, tuple(reasons))
            reasons.append(
                _reason(ArticleReason.ENCODING, f"declared {label} ({source}) but not valid UTF-8")
            )
            continue
        if non_ascii and utf8_ok and not codec.startswith(("utf-16", "utf-32")):
            reasons.append(
                _reason(ArticleReason.ENCODING, f"declared {label} ({source}) but bytes are UTF-8")
            )
            return Decoded(body.decode("utf-8"), "utf-8", "utf-8-valid", tuple(reasons))
        try:
            return Decoded(body.decode(codec), codec, source, tuple(reasons))
        except (UnicodeDecodeError, LookupError):
            reasons.append(
                _reason(ArticleReason.ENCODING, f"declared {label} ({source}) does not decode")
            )
    if utf8_ok:
        return Decoded(body.decode("utf-8"), "utf-8", "utf-8-valid", tuple(reasons))
    detected = _detect_cjk(body)
    if detected:
        text = body.decode(detected, errors="replace")
        return Decoded(text, detected, "detected", tuple(reasons))
    text = body.decode("cp1252", errors="replace")
    return Decoded(text, "cp1252", "cp1252-default", tuple(reasons))


def _detect_cjk(body: bytes) -> str | None:
    """A CJK multibyte codec recognised by charset-normalizer, else None."""
    from charset_normalizer import from_bytes

    best = from_bytes(body[:200_000]).best()
    if best is None or not best.encoding:
        return None
    return best.encoding if best.encoding.lower().startswith(_CJK_ENCODINGS) else None


# --------------------------------------------------------------------------- markup metadata

_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>", re.IGNORECASE)
_ARTICLE_TYPES = ("article", "newsarticle", "blogposting", "reportagenewsarticle", "webpage")


@dataclass(frozen=True, slots=True)
class _Markup:
    """Metadata read from the page's own tags and JSON-LD."""

    html_lang: str | None = None
    meta_lang: str | None = None
    canonical: str | None = None
    og_url: str | None = None
    title: str | None = None  # og:title / twitter:title / JSON-LD headline
    page_title: str | None = None  # <title>, else <h1>: often carries " - Site Name"
    description: str | None = None
    author: str | None = None
    published_raw: str | None = None
    site_name: str | None = None
    free: bool | None = None  # JSON-LD isAccessibleForFree


def _parse_tree(text: str) -> Any | None:
    """An lxml tree of the page, or None when lxml cannot make one."""
    try:
        return lxml.html.document_fromstring(_XML_DECLARATION.sub("", text, count=1))
    except (ParserError, ValueError):
        return None


def _meta_contents(tree: Any) -> dict[str, tuple[int, str]]:
    """Each ``<meta name|property|itemprop=...>`` key's first non-empty content, stripped,
    with the element's position among the page's ``<meta>`` elements.

    One pass for every look-up of :func:`_meta`: reading the attributes of every ``<meta>``
    once per look-up (seven of them) cost 0.03 ms a bench page.
    """
    contents: dict[str, tuple[int, str]] = {}
    for index, element in enumerate(tree.iter("meta")):
        key = (
            element.get("property") or element.get("name") or element.get("itemprop") or ""
        ).lower()
        if key not in contents and (element.get("content") or "").strip():
            contents[key] = (index, element.get("content").strip())
    return contents


def _meta(contents: dict[str, tuple[int, str]], *names: str) -> str | None:
    """First non-empty ``<meta name|property|itemprop=...>`` content among ``names``, in
    page order (``contents`` from :func:`_meta_contents`)."""
    found = [contents[key] for key in {n.lower() for n in names} if key in contents]
    return min(found)[1] if found else None


def _json_ld_articles(tree: Any) -> list[dict[str, Any]]:
    """Article-like JSON-LD objects (top level, lists and ``@graph``), bad JSON skipped."""
    found: list[dict[str, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            types = node.get("@type")
            names = types if isinstance(types, list) else [types]
            if any(str(t).lower() in _ARTICLE_TYPES for t in names if t):
                found.append(node)
            if "@graph" in node:
                walk(node["@graph"])

    for script in tree.xpath('//script[@type="application/ld+json"]'):
        try:
            walk(json.loads(script.text_content() or "null"))
        except (json.JSONDecodeError, ValueError):
            continue
    return found


def _person_names(value: Any) -> list[str]:
    """Names from a JSON-LD author: a string, a Person, or a list of them."""
    if isinstance(value, str):
        return [value] if value.strip() and not value.startswith("http") else []
    if isinstance(value, dict):
        name = value.get("name")
        return [name.strip()] if isinstance(name, str) and name.strip() else []
    if isinstance(value, list):
        return [n for item in value for n in _person_names(item)]
    return []


def _markup(tree: Any) -> _Markup:
    """Canonical link, language, title, author, date and paywall flag from the markup."""
    canonical = None
    for link in tree.iter("link"):
        rels = (link.get("rel") or "").lower().split()
        if "canonical" in rels and (link.get("href") or "").strip():
            canonical = link.get("href").strip()
            break
    articles = _json_ld_articles(tree)
    ld_author: list[str] = []
    ld_date = ld_title = None
    free: bool | None = None
    for article in articles:
        ld_author = ld_author or _person_names(article.get("author"))
        ld_date = ld_date or article.get("datePublished")
        ld_title = ld_title or article.get("headline")
        flag = article.get("isAccessibleForFree")
        if flag is not None and free is None:
            free = str(flag).strip().lower() not in ("false", "0", "no")
    title_el = tree.find(".//title")
    h1 = tree.find(".//h1")
    time_el = tree.find(".//time[@datetime]")
    metas = _meta_contents(tree)
    meta_author = _meta(metas, "author", "article:author", "dc.creator", "parsely-author")
    if meta_author and meta_author.startswith("http"):
        meta_author = None
    return _Markup(
        html_lang=tree.get("lang") or tree.get("{http://www.w3.org/XML/1998/namespace}lang"),
        meta_lang=_http_equiv(tree, "content-language") or _meta(metas, "og:locale", "language"),
        canonical=canonical,
        og_url=_meta(metas, "og:url"),
        title=_meta(metas, "og:title", "twitter:title")
        or (ld_title if isinstance(ld_title, str) else None),
        page_title=(title_el.text_content().strip() if title_el is not None else None)
        or (h1.text_content().strip() if h1 is not None else None),
        description=_meta(metas, "og:description", "description", "twitter:description"),
        author=", ".join(ld_author) if ld_author else meta_author,
        published_raw=_meta(
            metas,
            "article:published_time",
            "og:article:published_time",
            "datePublished",
            "date",
            "pubdate",
            "publish-date",
            "dc.date.issued",
            "dc.date",
            "parsely-pub-date",
            "sailthru.date",
        )
        or (ld_date if isinstance(ld_date, str) else None)
        or (time_el.get("datetime") if time_el is not None else None),
        site_name=_meta(metas, "og:site_name", "application-name"),
        free=free,
    )


def _http_equiv(tree: Any, name: str) -> str | None:
    """``<meta http-equiv=name content=...>``."""
    for element in tree.iter("meta"):
        if (element.get("http-equiv") or "").lower() == name and element.get("content"):
            return element.get("content").strip()
    return None


def _parse_published(raw: str | None) -> tuple[datetime | None, bool]:
    """(datetime in UTC, valid) from ISO 8601 or RFC 822; naive times are taken as UTC."""
    if not raw or not raw.strip():
        return None, True
    text = raw.strip()
    value: datetime | None = None
    try:
        value = datetime.fromisoformat(text.replace("Z", "+00:00") if text.endswith("Z") else text)
    except ValueError:
        try:
            value = parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError):
            value = None
    if value is None or not 1990 <= value.year <= 2100:
        return None, False
    return (value.astimezone(UTC) if value.tzinfo else value.replace(tzinfo=UTC)), True


# --------------------------------------------------------------------------- walls

_CONSENT_HOSTS = frozenset(
    {"consent.google.com", "consent.youtube.com", "consent.yahoo.com", "guce.yahoo.com",
     "consent.cookiebot.com", "cmp.quantcast.com"}
)  # fmt: skip
_CONSENT_PHRASES: tuple[str, ...] = (
    # en
    "cookie", "consent", "accept all", "reject all", "manage preferences", "your privacy",
    "privacy settings", "we and our partners", "legitimate interest", "before you continue",
    # fr
    "tout accepter", "tout refuser", "continuer sans accepter", "vos données",
    "nos partenaires", "consentement", "paramétrer", "avant d'accéder", "intérêt légitime",
    # de
    "zustimmen", "alle akzeptieren", "akzeptieren und weiter", "einwilligung",
    "ihre privatsphäre", "unsere partner", "berechtigtes interesse", "bevor sie fortfahren",
    # es
    "aceptar todo", "aceptar y continuar", "rechazar todo", "consentimiento", "tus datos",
    "interés legítimo", "antes de continuar",
    # pt
    "aceitar tudo", "aceitar todos", "rejeitar tudo", "seus dados", "interesse legítimo",
    # it
    "accetta tutto", "accetta tutti", "rifiuta tutto", "consenso", "i tuoi dati",
    "interesse legittimo", "prima di continuare",
    # zh
    "同意并继续", "接受所有", "隐私政策", "隐私设置",
)  # fmt: skip
_PAYWALL_PHRASES: tuple[str, ...] = (
    "subscribe to continue reading", "to continue reading", "already a subscriber",
    "subscribers only", "for subscribers", "subscribe to read", "this article is for subscribers",
    "get unlimited access", "unlock this article",
    "réservé aux abonnés", "abonnez-vous pour lire", "pour lire la suite", "déjà abonné",
    "jetzt abonnieren", "weiterlesen mit", "exklusiv für abonnenten", "bereits abonnent",
    "suscríbete para seguir leyendo", "exclusivo para suscriptores", "ya eres suscriptor",
    "assine para continuar lendo", "exclusivo para assinantes", "já é assinante",
    "abbonati per continuare", "riservato agli abbonati", "sei già abbonato",
    "订阅后阅读", "付费阅读", "会员专享",
)  # fmt: skip
MIN_CONSENT_PHRASES = 3


def _phrases(text: str, phrases: Iterable[str]) -> list[str]:
    lowered = text.casefold()
    return [p for p in phrases if p in lowered]


# --------------------------------------------------------------------------- extraction


@dataclass(frozen=True, slots=True)
class _Extracted:
    title: str = ""
    text: str = ""
    author: str | None = None
    date: str | None = None
    site_name: str | None = None
    language: str | None = None


# htmldate's extensive search runs dateparser over the page text: seconds per page when no
# date is marked up (it loads every locale). trafilatura's default max_date is "today",
# which makes results depend on the clock. Dates come from markup first anyway.
_DATE_PARAMS = {"original_date": True, "extensive_search": False, "max_date": "2100-12-31"}


#: Below this many characters the fast pass's text is checked by the full extraction.
FAST_PASS_MIN_CHARS = 600


def _trafilatura_tree(html_text: str) -> Any | None:
    """The page as trafilatura's own loader reads it (it drops comments and processing
    instructions and refuses what is not HTML, unlike a plain lxml parse); None when it
    refuses the page or fails."""
    from trafilatura.utils import load_html

    try:
        return load_html(html_text, _MAX_TRAFILATURA_BYTES)
    except Exception:  # as in `_trafilatura_pass`
        return None


def _trafilatura(tree: Any, url: str, markup: _Markup) -> _Extracted | None:
    """Main text and metadata by trafilatura, from its loader's tree
    (`_trafilatura_tree`); None when it finds no text (or fails).

    trafilatura's fast mode skips its second opinions (readability and jusText), about a
    quarter of its time on a news page. A page where the fast pass finds little text is
    the kind those second opinions are for, so it is extracted again in full.

    Its metadata pass (title, author, date, site name: about 40% of its time) is run only
    for a field the page's own markup lacks, since markup wins wherever it has the field.
    The page is parsed once, by trafilatura's own loader, and each pass reads a copy of
    that tree (trafilatura copies a tree it is given), so the text is what trafilatura gives
    for the page.
    """
    fast = _trafilatura_pass(tree, url, fast=True)
    if fast is None or len(fast.text) < FAST_PASS_MIN_CHARS:
        full = _trafilatura_pass(tree, url, fast=False)
        if full is not None and (fast is None or len(full.text) >= len(fast.text)):
            fast = full
    if fast is None or not _lacks_metadata(markup):
        return fast
    return _with_metadata(fast, tree, url)


#: trafilatura's own limit (`Extractor.max_file_size`) when it is given a string.
_MAX_TRAFILATURA_BYTES = 20_000_000


def _lacks_metadata(markup: _Markup) -> bool:
    """True when trafilatura's metadata could fill a field the markup leaves empty (a date
    that does not parse is empty: trafilatura's date is the fallback for it)."""
    return not (
        markup.title
        and markup.author
        and _parse_published(markup.published_raw)[0] is not None
        and markup.site_name
    )


@functools.cache
def _extractor(fast: bool) -> Any:
    """trafilatura's options for a pass, built once: building them reads its config file's
    values one by one, a tenth of a fast pass."""
    from trafilatura.settings import Extractor

    return Extractor(
        output_format="python", fast=fast, with_metadata=False, comments=False, tables=True
    )


def _trafilatura_pass(source: Any, url: str, *, fast: bool) -> _Extracted | None:
    import trafilatura

    options = copy.copy(_extractor(fast))
    options.url = url  # as `Extractor(url=url)` sets them
    options.source = url.encode("utf-8", "replace").decode("utf-8")
    try:
        document = trafilatura.bare_extraction(source, options=options)
    except Exception:  # trafilatura raises assorted errors on pathological markup
        return None
    if document is None:
        return None
    text = (document.text or "").strip()
    return _Extracted(text=text) if text else None


def _with_metadata(extracted: _Extracted, source: Any, url: str) -> _Extracted:
    from trafilatura.metadata import extract_metadata

    try:
        meta = extract_metadata(copy.deepcopy(source), url, dict(_DATE_PARAMS))
    except Exception:  # as above: the text is still good without the metadata
        return extracted
    return replace(
        extracted,
        title=(meta.title or "").strip(),
        author=meta.author or None,
        date=meta.date or None,
        site_name=meta.sitename or None,
        language=meta.language or None,
    )


_NOISE_TAGS = ("script", "style", "noscript", "nav", "header", "footer", "aside", "form", "svg")
_MIN_PARAGRAPH = 25


def _fallback(html_text: str) -> _Extracted:
    """``<article>``/``<main>``/``<p>`` text and Open Graph fields via BeautifulSoup.

    Uses Python's html.parser, not lxml, so it still reads pages lxml gave up on.
    """
    soup = BeautifulSoup(html_text, "html.parser")
    title = ""
    for attrs in ({"property": "og:title"}, {"name": "twitter:title"}):
        tag = soup.find("meta", attrs=attrs)
        if tag and tag.get("content"):
            title = str(tag["content"]).strip()
            break
    if not title and soup.title and soup.title.string:
        title = soup.title.string.strip()
    description = ""
    for attrs in ({"property": "og:description"}, {"name": "description"}):
        tag = soup.find("meta", attrs=attrs)
        if tag and tag.get("content"):
            description = str(tag["content"]).strip()
            break
    for tag in soup.find_all(_NOISE_TAGS):
        tag.decompose()
    container = soup.find("article") or soup.find("main") or soup
    paragraphs = [
        " ".join(p.get_text(" ", strip=True).split())
        for p in container.find_all(["p", "li", "h2", "h3", "blockquote"])
    ]
    text = "\n".join(p for p in paragraphs if len(p) >= _MIN_PARAGRAPH)
    return _Extracted(title=title, text=text or description)


def _sniff_binary(body: bytes, content_type: str | None) -> str | None:
    """A reason when the response is not an HTML/text document at all."""
    if content_type:
        media = content_type.split(";", 1)[0].strip().lower()
        textual = media.startswith("text/") or media.endswith(("html", "xml"))
        if media and not textual and media != "application/octet-stream":
            return f"content type {media}"
    head = body[:_SNIFF_BYTES]
    if head.startswith((b"%PDF", b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"PK\x03\x04")):
        return "binary file signature"
    if b"\x00" in head and not read_bom(body)[0]:
        return "binary content (NUL bytes)"
    return None


def _choose_language(
    markup: _Markup, extracted_lang: str | None, header_lang: str | None, text: str
) -> tuple[str | None, str | None, str | None]:
    """(lang, source, reason): declared languages first, overruled by clear text evidence."""
    declared = (
        ("html-lang", primary_subtag(markup.html_lang)),
        ("content-language", primary_subtag(header_lang)),
        ("meta", primary_subtag(markup.meta_lang)),
        ("trafilatura", primary_subtag(extracted_lang)),
    )
    guess = guess_language(text) if len(text) >= LANG_CHECK_MIN_CHARS else None
    for source, lang in declared:
        if not lang:
            continue
        if (
            guess is not None
            and guess.lang
            and guess.lang != lang
            and guess.confidence >= LANG_OVERRULE_CONFIDENCE
        ):
            detail = f"declared {lang} ({source}), text is {guess.lang}"
            return guess.lang, "detector", _reason(ArticleReason.LANG_MISMATCH, detail)
        return lang, source, None
    guess = guess or guess_language(text)
    return (guess.lang, "detector" if guess.lang else None, None)


def _canonical(url: str, markup: _Markup, reasons: list[str]) -> str:
    """rel=canonical (else og:url) resolved against ``url``; ignored when it is the site root."""
    raw = markup.canonical or markup.og_url
    if not raw:
        return url
    resolved = urljoin(url, raw)
    parts = urlsplit(resolved)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        reasons.append(_reason(ArticleReason.CANONICAL_IGNORED, f"not an http(s) URL: {raw!r}"))
        return url
    if parts.path in ("", "/") and urlsplit(url).path not in ("", "/"):
        reasons.append(_reason(ArticleReason.CANONICAL_IGNORED, f"points to the site root: {raw}"))
        return url
    if domain_of(resolved) != domain_of(url):
        reasons.append(
            _reason(ArticleReason.CANONICAL_CROSS_DOMAIN, f"{host_of(resolved)} (syndicated copy?)")
        )
    return resolved


def extract_article(
    body: bytes,
    *,
    url: str,
    content_type: str | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    content_language: str | None = None,
) -> ArticleParse:
    """Extract an article page; never raises on bad input (see the module docstring)."""
    if len(body) > max_bytes:
        detail = f"{len(body)} bytes > limit {max_bytes}; not parsed"
        return ArticleParse(
            url, ArticleStatus.REJECTED, (_reason(ArticleReason.TOO_LARGE, detail),)
        )
    if not body.strip():
        return ArticleParse(
            url, ArticleStatus.REJECTED, (_reason(ArticleReason.EMPTY, "empty body"),)
        )
    if binary := _sniff_binary(body, content_type):
        return ArticleParse(url, ArticleStatus.REJECTED, (_reason(ArticleReason.NOT_HTML, binary),))
    decoded = decode_html(body, content_type)
    reasons = list(decoded.reasons)
    # One parse for the markup and trafilatura's passes (a parse was 0.1 ms of a bench
    # page's 2.5): trafilatura's, or lxml's for a page trafilatura's loader refuses.
    loaded = _trafilatura_tree(decoded.text)
    # The document's root: for a page with no <head> that does not open with <html>, the
    # loader's tree is the body's only child (lxml's fromstring), without <html lang>.
    tree = loaded.getroottree().getroot() if loaded is not None else _parse_tree(decoded.text)
    markup = _markup(tree) if tree is not None else _Markup()
    extracted = _trafilatura(loaded, url, markup) if loaded is not None else None
    extractor = "trafilatura"
    if extracted is None:
        extracted = _fallback(decoded.text)
        extractor = "fallback"
        detail = "trafilatura found no main text; used <article>/<p> text or og:description"
        reasons.append(_reason(ArticleReason.FALLBACK, detail))
    title = _clean_title(markup.title or extracted.title or markup.page_title or "")
    text = _drop_title_line(extracted.text.strip(), title)
    published, valid_date = _parse_published(markup.published_raw)
    if not valid_date:
        reasons.append(_reason(ArticleReason.INVALID_DATE, repr(markup.published_raw)))
    if published is None and extracted.date:
        published, _ = _parse_published(extracted.date)
    lang, lang_source, lang_reason = _choose_language(
        markup, extracted.language, content_language, text or title
    )
    if lang_reason:
        reasons.append(lang_reason)
    canonical = _canonical(url, markup, reasons)
    status, text, title = _judge(url, decoded.text, tree, title, text, markup, reasons)
    return ArticleParse(
        url=url,
        status=status,
        reasons=tuple(reasons),
        title=title,
        text=text,
        description=(markup.description or "").strip(),
        author=(markup.author or extracted.author or None),
        published=published,
        lang=lang,
        lang_source=lang_source,
        canonical_url=canonical,
        url_key=url_key_of(url, canonical if canonical != url else None),
        site_name=markup.site_name or extracted.site_name,
        encoding=decoded.encoding,
        encoding_source=decoded.source,
        extractor=extractor if text else None,
    )


MAX_TITLE_CHARS = 300


def _clean_title(title: str) -> str:
    """One line of title; markup swallowed by an unclosed ``<title>`` is dropped."""
    text = " ".join(re.sub(r"<[^>]*>?", " ", title).split())
    return text[:MAX_TITLE_CHARS].rstrip()


def _drop_title_line(text: str, title: str) -> str:
    """trafilatura repeats the ``<h1>`` as the first line; the title is kept separately."""
    first, _, rest = text.partition("\n")
    if rest and title and " ".join(first.split()).casefold() == title.casefold():
        return rest.lstrip()
    return text


def _drop_lines(text: str, phrases: Iterable[str]) -> str:
    """Lines of ``text`` that contain none of ``phrases`` (wall boilerplate removed)."""
    kept = [line for line in text.splitlines() if not _phrases(line, phrases)]
    return "\n".join(kept).strip()


def _is_wall_text(text: str) -> bool:
    """A wall: consent vocabulary all over a short page, and the "main text" is either the
    consent dialog itself or next to nothing. A cookie banner beside a real article (even a
    short one) leaves the article text free of that vocabulary.

    Asked only of a page with consent vocabulary: scanning every text for the phrases cost
    a fifth of `_judge`.
    """
    return len(text) < MIN_ARTICLE_CHARS or len(_phrases(text, _CONSENT_PHRASES)) >= 2


def _judge(
    url: str,
    page_text: str,
    tree: Any | None,
    title: str,
    text: str,
    markup: _Markup,
    reasons: list[str],
) -> tuple[ArticleStatus, str, str]:
    """Full, partial or rejected; a consent wall loses its text so it is never shown."""
    visible = tree.text_content() if tree is not None else page_text
    consent = _phrases(visible[:50_000], _CONSENT_PHRASES)
    if host_of(url) in _CONSENT_HOSTS or (
        len(consent) >= MIN_CONSENT_PHRASES and len(text) < WALL_MAX_CHARS and _is_wall_text(text)
    ):
        shown = ", ".join(repr(p) for p in consent[:4]) or host_of(url)
        detail = f"cookie/consent interstitial ({shown})"
        reasons.append(_reason(ArticleReason.CONSENT_WALL, detail))
        keep_title = markup.title and not _phrases(markup.title, _CONSENT_PHRASES)
        return ArticleStatus.PARTIAL, "", title if keep_title else ""
    paywall = _phrases(visible[:50_000], _PAYWALL_PHRASES)
    if markup.free is False and len(text) < PAYWALL_MAX_CHARS:
        reasons.append(_reason(ArticleReason.PAYWALL, "isAccessibleForFree=false; teaser only"))
        return ArticleStatus.PARTIAL, _drop_lines(text, _PAYWALL_PHRASES), title
    if paywall and len(text) < PAYWALL_MAX_CHARS:
        reasons.append(_reason(ArticleReason.PAYWALL, f"subscription wall ({paywall[0]!r})"))
        return ArticleStatus.PARTIAL, _drop_lines(text, _PAYWALL_PHRASES), title
    if not text:
        reasons.append(_reason(ArticleReason.NO_TEXT, "no readable text"))
        return (ArticleStatus.PARTIAL if title else ArticleStatus.REJECTED), "", title
    if len(text) < MIN_ARTICLE_CHARS:
        detail = f"{len(text)} chars < {MIN_ARTICLE_CHARS}"
        reasons.append(_reason(ArticleReason.SHORT_TEXT, detail))
        return ArticleStatus.PARTIAL, text, title
    return ArticleStatus.FULL, text, title
