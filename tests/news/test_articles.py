"""Article extraction: metadata, encodings, walls, broken and oversized pages."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

import crawler.parsers.articles as articles
from crawler.parsers.articles import ArticleStatus, decode_html, extract_article
from tests.news.support import corpus_doc, corpus_names, html_page, page_bytes

PAGES = Path(__file__).parent / "pages"
EN_URL = (
    "https://www.aipressdaily.net/2026/11/18/diffuspace-clover-35b-a3b-preview/"
    "?utm_campaign=gn&fbclid=abc"
)


def test_english_launch_page_field_by_field() -> None:
    result = extract_article(
        page_bytes("clover_launch_en.html"), url=EN_URL, content_type="text/html; charset=UTF-8"
    )
    assert result.status == ArticleStatus.FULL
    assert result.reasons == ()
    assert result.title == "DiffuSpace releases Clover-35B-A3B-Preview, a block-diffusion MoE model"
    assert result.author == "Dana Whitfield"
    assert result.published == datetime(2026, 11, 18, 10, 5, tzinfo=UTC)
    assert (result.lang, result.lang_source) == ("en", "html-lang")
    assert result.site_name == "AI Press Daily"
    assert (result.encoding, result.encoding_source) == ("utf-8", "header")
    assert result.extractor == "trafilatura"
    # rel=canonical is relative and carries utm_*: resolved as declared, cleaned in the key
    assert result.canonical_url == (
        "https://www.aipressdaily.net/2026/11/18/diffuspace-clover-35b-a3b-preview/"
        "?utm_source=rss&utm_medium=feed"
    )
    assert result.url_key == (
        "https://aipressdaily.net/2026/11/18/diffuspace-clover-35b-a3b-preview"
    )
    assert result.text.startswith("DiffuSpace on Tuesday released Clover-35B-A3B-Preview")
    assert "scores 61.8% on SWE-bench Verified" in result.text
    assert "Newsletter" not in result.text and "Cookie settings" not in result.text
    assert "Five things to know" not in result.text


def test_latin1_bytes_declared_utf8_are_readable() -> None:
    body = page_bytes("clover_launch_fr_latin1_declared_utf8.html")
    for content_type in (None, "text/html; charset=utf-8"):
        result = extract_article(
            body, url="https://www.journal-ia.fr/actu/clover", content_type=content_type
        )
        assert result.status == ArticleStatus.FULL
        assert "génère le texte par diffusion par blocs plutôt que jeton par jeton" in result.text
        assert "\ufffd" not in result.text + result.title
        assert (
            result.title
            == "DiffuSpace dévoile Clover-35B-A3B-Preview, un modèle MoE à diffusion par blocs"
        )
        assert result.encoding == "cp1252"
        assert "encoding: declared utf-8 (meta) but not valid UTF-8" in result.reasons
        assert result.lang == "fr"
        assert result.published == datetime(2026, 11, 18, 14, 30, tzinfo=UTC)


def test_undeclared_cp1252_is_readable() -> None:
    result = extract_article(
        page_bytes("clover_launch_de_cp1252_undeclared.html"),
        url="https://ki-magazin.de/news/clover",
    )
    assert result.status == ArticleStatus.FULL
    assert result.reasons == ()
    assert (result.encoding, result.encoding_source) == ("cp1252", "cp1252-default")
    assert "„Unabhängig überprüft sind die Zahlen noch nicht“" in result.text
    assert "0,20 € pro Million Token" in " ".join(result.text.split())
    assert result.title == "DiffuSpace veröffentlicht Clover-35B-A3B-Preview"
    assert result.author == "Jonas Becker"


def test_latin1_label_decodes_as_windows_1252_like_browsers() -> None:
    body = page_bytes("clover_launch_de_cp1252_undeclared.html")
    result = extract_article(
        body, url="https://ki-magazin.de/x", content_type="text/html; charset=ISO-8859-1"
    )
    assert (result.encoding, result.encoding_source) == ("cp1252", "header")
    assert "„Unabhängig" in result.text


def test_utf8_bytes_declared_latin1_are_read_as_utf8() -> None:
    body = page_bytes("clover_launch_en.html").replace(b'charset="utf-8"', b'charset="iso-8859-1"')
    result = extract_article(body, url=EN_URL)
    assert (result.encoding, result.encoding_source) == ("utf-8", "utf-8-valid")
    assert "“Block diffusion lets us refine whole spans of code at once,”" in result.text
    assert result.reasons == ("encoding: declared cp1252 (meta) but bytes are UTF-8",)


@pytest.mark.parametrize(
    ("body", "content_type", "encoding", "source"),
    [
        ("\ufeff<p>café</p>".encode(), None, "utf-8", "bom"),
        ("<p>café</p>".encode("utf-16"), None, "utf-16-le", "bom"),
        ("<p>模型发布</p>".encode("gb18030") * 20, None, "gb18030", "detected"),
        (b"<p>plain ascii</p>", None, "utf-8", "utf-8-valid"),
        ("<p>café</p>".encode(), "text/html; charset=x-unknown", "utf-8", "utf-8-valid"),
    ],
)
def test_decoding_sources(
    body: bytes, content_type: str | None, encoding: str, source: str
) -> None:
    decoded = decode_html(body, content_type)
    assert (decoded.encoding, decoded.source) == (encoding, source)
    assert "\ufffd" not in decoded.text


@pytest.mark.parametrize(
    ("page", "title"),
    [("consent_google_fr.html", ""), ("consent_cmp_de.html", "Clover-35B-A3B-Preview im Test")],
)
def test_consent_walls_are_partial_and_never_the_article(page: str, title: str) -> None:
    result = extract_article(page_bytes(page), url="https://www.tech-nachrichten.de/clover")
    assert result.status == ArticleStatus.PARTIAL
    assert result.reason_codes() == ("consent-wall",)
    assert result.text == ""
    assert result.title == title
    assert result.extractor is None


def test_consent_host_is_a_wall_whatever_it_says() -> None:
    body = html_page("Before you continue", "Sign in or continue. " * 5).encode()
    result = extract_article(body, url="https://consent.google.com/ml?continue=https://x.test/a")
    assert result.status == ArticleStatus.PARTIAL
    assert result.reason_codes() == ("consent-wall",)


def test_subscription_wall_keeps_the_teaser_without_the_wall() -> None:
    result = extract_article(page_bytes("paywall_en.html"), url="https://theledger.example/clover")
    assert result.status == ArticleStatus.PARTIAL
    assert result.reasons == ("paywall: subscription wall ('subscribe to continue reading')",)
    assert result.text.startswith("DiffuSpace's new diffusion model arrives")
    assert "Subscribe" not in result.text and "subscriber" not in result.text
    assert result.author == "Sam Porter"


def test_json_ld_paywall_flag() -> None:
    result = extract_article(
        page_bytes("paywall_it_jsonld.html"), url="https://quotidiano.example/c"
    )
    assert result.status == ArticleStatus.PARTIAL
    assert result.reasons == ("paywall: isAccessibleForFree=false; teaser only",)
    assert "abbonati" not in result.text.lower()
    assert result.author == "Giulia Neri"
    assert result.lang == "it"


def test_long_article_behind_a_cookie_banner_is_full() -> None:
    banner = (
        '<div id="cmp">We and our partners use cookies. Accept all or reject all. '
        "Manage preferences.</div>"
    )
    body = page_bytes("clover_launch_en.html").replace(b"<body>", b"<body>" + banner.encode())
    result = extract_article(body, url=EN_URL)
    assert result.status == ArticleStatus.FULL


def test_broken_html_does_not_crash() -> None:
    result = extract_article(page_bytes("broken.html"), url="https://x.test/broken")
    assert result.status == ArticleStatus.FULL
    assert result.title == "Clover-35B-A3B-Preview: broken markup survives"
    assert "It has 35B parameters with about 3B active per token" in result.text
    assert "decodes 1,240 tokens per second on one H200" in result.text


@pytest.mark.parametrize(
    "body",
    [
        b"<html><head><title>never closed <p>" + b"Clover text. " * 200,
        b"<<<>>></div></p><p <p <html",
        b"<html><body>" + b"<div>" * 5_000 + b"deep" + b"</div>" * 5_000 + b"</body></html>",
        b"\xff\xfe\xfd garbage \x80\x81",
        b'<?xml version="1.0" encoding="utf-8"?><html><body><p>XHTML-ish</p></body></html>',
    ],
    ids=["unclosed-title", "tag-soup", "deep-nesting", "bad-bytes", "xml-declaration"],
)
def test_pathological_markup_returns_a_status(body: bytes) -> None:
    result = extract_article(body, url="https://x.test/a")
    assert result.status in ArticleStatus
    assert len(result.title) <= articles.MAX_TITLE_CHARS
    assert result.status == ArticleStatus.FULL or result.reasons


def test_app_shell_falls_back_to_open_graph() -> None:
    result = extract_article(
        page_bytes("og_only_shell.html"), url="https://hub.diffuspace.ai/clover"
    )
    assert result.status == ArticleStatus.PARTIAL
    assert result.extractor == "fallback"
    assert result.reason_codes() == ("extractor-fallback", "short-text")
    assert result.title == "Clover-35B-A3B-Preview on DiffuSpace Hub"
    assert result.text.startswith("Clover-35B-A3B-Preview is DiffuSpace's block-diffusion MoE")


def test_fallback_reads_article_paragraphs_when_trafilatura_finds_nothing(monkeypatch) -> None:
    monkeypatch.setattr(articles, "_trafilatura", lambda *args: None)
    result = extract_article(page_bytes("clover_launch_en.html"), url=EN_URL)
    assert result.status == ArticleStatus.FULL
    assert result.extractor == "fallback"
    assert "scores 61.8% on SWE-bench Verified" in result.text
    assert "Newsletter" not in result.text and "Five things" not in result.text
    assert result.reason_codes() == ("extractor-fallback",)


def test_ten_megabyte_page_is_rejected_without_parsing() -> None:
    body = b"<html><body>" + b"<p>" + b"x" * 10_000_000 + b"</p></body></html>"
    started = time.perf_counter()
    result = extract_article(body, url="https://x.test/huge")
    assert time.perf_counter() - started < 0.1
    assert result.status == ArticleStatus.REJECTED
    assert result.reasons == (f"too-large: {len(body)} bytes > limit 5000000; not parsed",)
    assert result.text == ""


@pytest.mark.parametrize(
    ("body", "content_type", "reason"),
    [
        (b"%PDF-1.7\n...", None, "not-html: binary file signature"),
        (b"<html>ok</html>", "application/pdf", "not-html: content type application/pdf"),
        (b"\x00\x01\x02\x03", None, "not-html: binary content (NUL bytes)"),
        (b"  \n ", None, "empty: empty body"),
    ],
)
def test_non_articles_are_rejected(body: bytes, content_type: str | None, reason: str) -> None:
    result = extract_article(body, url="https://x.test/f", content_type=content_type)
    assert result.status == ArticleStatus.REJECTED
    assert result.reasons == (reason,)


def test_canonical_pointing_to_the_site_root_is_ignored() -> None:
    body = html_page("T", "Clover text. " * 40, lang="en", canonical="/").encode()
    result = extract_article(body, url="https://aipressdaily.net/2026/11/18/clover?utm_source=x")
    assert result.canonical_url == "https://aipressdaily.net/2026/11/18/clover?utm_source=x"
    assert result.url_key == "https://aipressdaily.net/2026/11/18/clover"
    assert "canonical-ignored: points to the site root: /" in result.reasons


def test_syndicated_copy_points_to_the_original() -> None:
    result = extract_article(
        page_bytes("clover_launch_en_syndicated.html"),
        url="https://techwire-syndicate.com/ai/clover",
    )
    assert result.reasons == ("canonical-cross-domain: aipressdaily.net (syndicated copy?)",)
    assert result.url_key == "https://aipressdaily.net/2026/11/18/diffuspace-clover-35b-a3b-preview"


def test_declared_language_is_overruled_by_clear_text_evidence() -> None:
    doc = corpus_doc("009_de-all-ai-qwen3-max-thinking.txt")
    body = html_page(doc.title, doc.body, lang="en").encode()
    result = extract_article(body, url="https://x.test/de")
    assert (result.lang, result.lang_source) == ("de", "detector")
    assert "lang-mismatch: declared en (html-lang), text is de" in result.reasons


def test_content_language_header_is_used_when_markup_is_silent() -> None:
    doc = corpus_doc("012_es-think-deepseek-r1.txt")
    body = html_page(doc.title, doc.body).encode()
    result = extract_article(body, url="https://x.test/es", content_language="es-ES")
    assert (result.lang, result.lang_source) == ("es", "content-language")


def test_a_page_without_head_keeps_its_declared_language() -> None:
    """The one parse of a page is trafilatura's loader's, which for a page that has no
    <head> and does not open with <html> is the body's child: the markup is read from the
    document's root all the same."""
    text = " ".join(["Kurzer Text über das Modell."] * 3)
    body = f'<!-- x -->\n<html lang="de"><body><article><p>{text}</p></article></body></html>'
    result = extract_article(body.encode(), url="https://x.test/de-kurz")
    assert (result.lang, result.lang_source) == ("de", "html-lang")


@pytest.mark.parametrize("name", corpus_names())
def test_corpus_bodies_wrapped_in_pages(name: str) -> None:
    doc = corpus_doc(name)
    first_line = next(line for line in doc.body.splitlines() if len(line) > 40)
    declared = extract_article(
        html_page(doc.title, doc.body, lang=doc.lang).encode(), url="https://x.test/a"
    )
    assert declared.status == ArticleStatus.FULL, declared.reasons
    assert (declared.lang, declared.lang_source) == (doc.lang, "html-lang")
    assert " ".join(first_line.split())[:60] in " ".join(declared.text.split())
    undeclared = extract_article(
        html_page(doc.title, doc.body, charset=None).encode("utf-8"), url="https://x.test/b"
    )
    assert (undeclared.lang, undeclared.lang_source) == (doc.lang, "detector")
    assert undeclared.encoding == "utf-8"


@pytest.mark.parametrize(
    ("declared", "published", "reasons"),
    [
        ("2026-11-18T10:05:00+0100", datetime(2026, 11, 18, 9, 5, tzinfo=UTC), ()),
        ("Wed, 18 Nov 2026 10:05:00 +0100", datetime(2026, 11, 18, 9, 5, tzinfo=UTC), ()),
        ("2026-11-18 10:05:00", datetime(2026, 11, 18, 10, 5, tzinfo=UTC), ()),  # naive: UTC
        # not ISO/RFC 822: counted, then trafilatura's day-resolution reading is used
        ("18/11/2026", datetime(2026, 11, 18, tzinfo=UTC), ("invalid-date: '18/11/2026'",)),
        ("1900-01-01T00:00:00Z", None, ("invalid-date: '1900-01-01T00:00:00Z'",)),
    ],
)
def test_publication_dates_from_markup(
    declared: str, published: datetime | None, reasons: tuple[str, ...]
) -> None:
    doc = corpus_doc("003_awesomeagents-mercury2-launch.txt")
    page = html_page(doc.title, doc.body, lang="en").replace(
        "</head>", f'<meta property="article:published_time" content="{declared}"></head>'
    )
    result = extract_article(page.encode(), url="https://x.test/mercury")
    assert result.published == published
    assert result.reasons == reasons


def _trafilatura_as_one_call(html_text: str, url: str, markup: object) -> object:
    """The reference: trafilatura given the page as a string, metadata and all, in one call
    per pass (how pages were extracted before the passes were split)."""
    import trafilatura

    def one(fast: bool):
        try:
            doc = trafilatura.bare_extraction(
                html_text,
                url=url,
                fast=fast,
                with_metadata=True,
                include_comments=False,
                include_tables=True,
                date_extraction_params=articles._DATE_PARAMS,
            )
        except Exception:
            return None
        if doc is None or not (doc.text or "").strip():
            return None
        return articles._Extracted(
            (doc.title or "").strip(), doc.text.strip(), doc.author or None, doc.date or None,
            doc.sitename or None, doc.language or None,
        )  # fmt: skip

    quick = one(True)
    if quick is not None and len(quick.text) >= articles.FAST_PASS_MIN_CHARS:
        return quick
    full = one(False)
    if full is None or quick is None:
        return full or quick
    return full if len(full.text) >= len(quick.text) else quick


_PARAGRAPHS = [
    f"Paragraph {i}: the Clover-35B model by DiffuSpace scored {i * 7} points on benchmark "
    f"number {i}, according to the company's announcement and several reviewers."
    for i in range(8)
]
_HEAD = (
    '<html lang="en"><head><title>Clover launch</title></head><body><article><h1>Clover launch</h1>'
)
_TRICKY = {
    "comment-in-paragraph": _HEAD
    + "".join(
        f"<p>{p}</p>" if i != 3 else f"<p>Paragraph 3: <!-- ad slot --> tail {p}</p>"
        for i, p in enumerate(_PARAGRAPHS)
    ),
    "comment-opening-each-paragraph": _HEAD
    + "".join(f"<p><!-- p{i} -->{p}</p>" for i, p in enumerate(_PARAGRAPHS)),
    "ad-section-comments": _HEAD
    + "<div><!-- google_ad_section_start -->"
    + "<br><br>".join(_PARAGRAPHS)
    + "<!-- google_ad_section_end --></div>",
    "processing-instruction": _HEAD
    + "".join(f"<p>{p} <?php echo 1 ?> after</p>" for p in _PARAGRAPHS),
    "plain-text": "\n\n".join(_PARAGRAPHS),
    "invalid-markup-date": html_page("Clover launch", "\n".join(_PARAGRAPHS), lang="en")
    .replace(
        "<head>",
        '<head><meta property="article:published_time" content="1970-01-01">'
        '<meta name="author" content="Ana Souza"><meta property="og:site_name" content="X">'
        '<meta property="og:title" content="Clover launch">'
        '<meta property="article:modified_time" content="2024-03-05T10:00:00Z">',
    )
    .replace("<body>", '<body><p>Published <time datetime="2024-03-05">5 March 2024</time></p>'),
}


@pytest.mark.parametrize("name", [*sorted(_TRICKY), *sorted(p.name for p in PAGES.glob("*.html"))])
def test_split_trafilatura_passes_give_what_one_call_gives(monkeypatch, name: str) -> None:
    """One parse by trafilatura's loader, the text passes without metadata, and the metadata
    pass only where the markup lacks a field: the page must come out as trafilatura's own
    one-call extraction of the string gives it (comments, processing instructions, text that
    is not HTML, a markup date that does not parse)."""
    body = _TRICKY[name].encode() if name in _TRICKY else page_bytes(name)
    url = f"https://news.example/{name}"
    split = extract_article(body, url=url)
    monkeypatch.setattr(articles, "_trafilatura", _trafilatura_as_one_call)
    assert extract_article(body, url=url) == split


def test_trafilatura_metadata_fills_what_the_markup_lacks() -> None:
    """No og:title, no author meta, no date meta: trafilatura's metadata supplies them."""
    body = (
        "<html><head><title>Clover tested on an H200 | Bench Notes</title></head><body>"
        "<article><h1>Clover tested on an H200</h1>"
        '<p class="byline">By <span class="author">Ana Souza</span></p>'
        "<p>Published <time>2026-11-12</time></p>"
        + "<p>We ran Clover-35B-A3B-Preview on one H200 for an afternoon of agent tasks.</p>" * 12
        + "</article></body></html>"
    ).encode()
    result = extract_article(body, url="https://benchnotes.example/clover-h200")
    assert result.title.startswith("Clover tested on an H200")
    assert result.author == "Ana Souza"
    assert result.published == datetime(2026, 11, 12, tzinfo=UTC)
