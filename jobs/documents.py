"""Loading one document for `modelwatch analyze`: a local file (text or HTML) or a URL."""

from __future__ import annotations

import re
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from crawler.parsers.articles import extract_article

_HEADER_LINE = re.compile(r"^[a-z_]+:\s")


@dataclass(frozen=True)
class Document:
    title: str | None
    text: str
    lang: str | None = None


def load_document(where: str, *, timeout: float, user_agent: str) -> Document:
    """Fetch or read `where`; HTML goes through the article extractor, text is taken as is."""
    if where.startswith(("http://", "https://")):
        request = urllib.request.Request(where, headers={"User-Agent": user_agent})
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            body = answer.read(10_000_000)
            content_type = answer.headers.get("Content-Type")
        return _from_html(body, url=where, content_type=content_type)
    path = Path(where)
    body = path.read_bytes()
    head = body[:2048].lower()
    if b"<html" in head or b"<!doctype html" in head:
        return _from_html(body, url=path.resolve().as_uri(), content_type=None)
    return _from_text(body.decode("utf-8", "replace"))


def _from_html(body: bytes, *, url: str, content_type: str | None) -> Document:
    article = extract_article(body, url=url, content_type=content_type)
    return Document(article.title or None, article.text, article.lang)


def _from_text(text: str) -> Document:
    """Plain text; a leading `key: value` header closed by a `---` line (as in the labelled
    corpus) is read for its title and not analysed."""
    lines = text.splitlines()
    if "---" in lines:
        cut = lines.index("---")
        header = lines[:cut]
        if header and all(_HEADER_LINE.match(line) for line in header if line.strip()):
            fields = dict(line.split(":", 1) for line in header if ":" in line)
            title = fields.get("title", "").strip() or None
            return Document(title, "\n".join(lines[cut + 1 :]))
    return Document(None, text)
