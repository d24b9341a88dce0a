"""RFC 8288 `Link` headers, as GitHub and the Hub's listing use them for pagination."""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import parse_qs, urlsplit


def parse_link_header(value: str | None) -> dict[str, str]:
    """`<url>; rel="next", <url>; rel="last"` → `{"next": url, "last": url}` (RFC 8288 subset
    GitHub and the Hub use; a link with several rels is listed under each)."""
    links: dict[str, str] = {}
    if not value:
        return links
    for match in re.finditer(r"<([^>]*)>((?:\s*;\s*[^,;<]+)*)", value):
        url, params = match.group(1), match.group(2)
        rel = re.search(r'rel\s*=\s*"?([^";]+)"?', params)
        if rel:
            for name in rel.group(1).split():
                links.setdefault(name.lower(), url)
    return links


def last_page(links: dict[str, str]) -> int | None:
    """The `page` number of `rel="last"`: with `per_page=1` on `/commits` it is the commit count."""
    url = links.get("last")
    if url is None:
        return None
    pages = parse_qs(urlsplit(url).query).get("page")
    return int(pages[0]) if pages and pages[0].isdigit() else None


def next_link(values: Iterable[str]) -> str | None:
    """The `rel="next"` URL among a response's Link headers (the Hub's listing cursor)."""
    for value in values:
        url = parse_link_header(value).get("next")
        if url:
            return url
    return None
