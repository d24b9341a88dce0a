"""A tiny urllib client for the fakes: never raises on an HTTP status."""

from __future__ import annotations

import urllib.error
import urllib.request
from dataclasses import dataclass
from email.message import Message


@dataclass(frozen=True)
class Answer:
    status: int
    headers: Message
    body: bytes
    url: str


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def get(
    url: str,
    headers: dict[str, str] | None = None,
    *,
    timeout: float = 5.0,
    follow_redirects: bool = True,
) -> Answer:
    request = urllib.request.Request(
        url, headers={"User-Agent": "modelwatch-tests", **(headers or {})}
    )
    opener = (
        urllib.request.build_opener()
        if follow_redirects
        else urllib.request.build_opener(_NoRedirect())
    )
    try:
        with opener.open(request, timeout=timeout) as response:
            return Answer(response.status, response.headers, response.read(), response.url)
    except urllib.error.HTTPError as error:
        with error:
            return Answer(error.code, error.headers, error.read(), error.url)
