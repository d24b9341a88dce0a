"""Conditional requests: every answer is asked for again, and a 304 costs nothing.

Scrapy's `HttpCacheMiddleware` does the work, with three changes to its stock behaviour:

* `RevalidatePolicy` never serves a stored answer without asking the server: each request
  carries `If-None-Match` / `If-Modified-Since` from the stored answer, whatever its
  `Cache-Control: max-age` says (a crawl must see a change at once). Only a 304 brings the
  stored body back, refreshed with the 304's headers (rate-limit headers included); a 5xx never
  does (the stock policy would serve the stale body and invent an observation while the source
  is failing). Only 200 answers carrying a validator are stored.
* `RevalidateCacheMiddleware` drops the stock "error recovery" (a timeout or a refused
  connection answered with the stored body, for the same reason), counts the 304s as
  `modelwatch/not_modified`, and leaves a confirmed entry on disk as it is instead of
  rewriting it after every 304.
* `AtomicFilesystemCacheStorage` writes each entry in a scratch directory and renames it into
  place, so a crash or a concurrent `modelwatch crawl` never leaves a validator next to a cut
  body (which the server would then confirm with a 304 on every later run).

A 304 reaches the spider's callback as the stored 200 answer (flagged "cached"), so the
observation is recorded with the time of this crawl.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import shutil
import time
import uuid
from pathlib import Path
from typing import Any

from scrapy import Request
from scrapy.downloadermiddlewares.httpcache import HttpCacheMiddleware
from scrapy.extensions.httpcache import FilesystemCacheStorage, RFC2616Policy
from scrapy.http import Response
from scrapy.utils.python import to_bytes
from w3lib.http import headers_dict_to_raw

log = logging.getLogger(__name__)

NOT_MODIFIED_KEY = "modelwatch/not_modified"
# Scrapy's own counters: answers fetched in full, confirmed by a 304, asked without a validator.
FIRSTHAND_KEY = "httpcache/firsthand"
REVALIDATE_KEY = "httpcache/revalidate"
MISS_KEY = "httpcache/miss"

_VALIDATORS = (b"ETag", b"Last-Modified")
_RESTORE_META = "_modelwatch_restore_entry"


_SECRET_HEADERS = {b"authorization", b"x-api-key", b"cookie"}


class RevalidatePolicy(RFC2616Policy):
    """Always revalidate; the stored body only on 304; store only validated 200s."""

    def should_cache_request(self, request: Request) -> bool:
        # Only GET and HEAD revalidate: a conditional POST would get 412, not 304.
        return request.method in ("GET", "HEAD") and super().should_cache_request(request)

    def should_cache_response(self, response: Response, request: Request) -> bool:
        if response.status != 200:
            return False
        if b"no-store" in self._parse_cachecontrol(response):
            return False
        return any(name in response.headers for name in _VALIDATORS)

    def is_cached_response_fresh(self, cachedresponse: Response, request: Request) -> bool:
        self._set_conditional_validators(request, cachedresponse)
        return False

    def is_cached_response_valid(
        self, cachedresponse: Response, response: Response, request: Request
    ) -> bool:
        return response.status == 304


class RevalidateCacheMiddleware(HttpCacheMiddleware):
    """Scrapy's cache middleware without stale answers on download errors, counting 304s."""

    def process_request(self, request: Request) -> Request | Response | None:
        # Validators left on a retried request must not outlive the entry they came from.
        for header in (b"If-None-Match", b"If-Modified-Since"):
            request.headers.pop(header, None)
        return super().process_request(request)

    def process_response(self, request: Request, response: Response) -> Request | Response:
        cached = request.meta.get("cached_response")
        revalidating = response.status == 304 and cached is not None
        if revalidating:
            # The stored entry stays as it is unless the 304 names other validators: rewriting
            # it on every 304 would cost more disk than the request saved.
            request.meta[_RESTORE_META] = any(
                response.headers.get(h) not in (None, cached.headers.get(h)) for h in _VALIDATORS
            )
        result = super().process_response(request, response)
        request.meta.pop(_RESTORE_META, None)
        if revalidating and result is not response:
            self.stats.inc_value(NOT_MODIFIED_KEY)
        return result

    def _cache_response(self, response: Response, request: Request) -> None:
        if "cached" in response.flags and not request.meta.get(_RESTORE_META, True):
            return
        super()._cache_response(response, request)

    def process_exception(
        self, request: Request, exception: Exception
    ) -> Request | Response | None:
        # A timeout or a refused connection is a failure of the source, not an old answer.
        request.meta.pop("cached_response", None)
        return None


class AtomicFilesystemCacheStorage(FilesystemCacheStorage):
    """`FilesystemCacheStorage` whose entries appear whole or not at all.

    The layout is Scrapy's (so `retrieve_response` is the stock one); only the writing differs:
    into a scratch directory next to the entry, then renamed into place.
    """

    def store_response(self, spider: Any, request: Request, response: Response) -> None:
        final = Path(self._get_request_path(spider, request))
        scratch = final.with_name(f".{final.name}.{uuid.uuid4().hex}.tmp")
        try:
            scratch.mkdir(parents=True)
            self._write_entry(scratch, request, response)
            if final.exists():  # a directory cannot be renamed over a non-empty one
                old = final.with_name(f".{final.name}.{uuid.uuid4().hex}.old")
                with contextlib.suppress(FileNotFoundError):  # another writer moved it first
                    os.replace(final, old)
                shutil.rmtree(old, ignore_errors=True)
            with contextlib.suppress(OSError):  # another writer's equally good entry won
                os.replace(scratch, final)
        except OSError as exc:
            # The answer itself is good; without its entry the next run just asks in full.
            log.warning("could not store %s in the HTTP cache: %s", request.url, exc)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)  # left only when something failed

    def _write_entry(self, path: Path, request: Request, response: Response) -> None:
        metadata = {
            "url": request.url,
            "method": request.method,
            "status": response.status,
            "response_url": response.url,
            "timestamp": time.time(),
        }
        extra = {
            key: value
            for key, value in response.to_dict().items()
            if key not in {"url", "status", "headers", "body"}
        }
        files: dict[str, bytes] = {
            "meta": to_bytes(repr(metadata)),
            "pickled_meta": pickle.dumps(metadata, protocol=4),
            "response_headers": headers_dict_to_raw(response.headers) or b"",
            "response_body": response.body,
            "response_data": pickle.dumps(extra, protocol=4),
            # Credentials stay out of the cache directory.
            "request_headers": headers_dict_to_raw(
                {k: v for k, v in request.headers.items() if k.lower() not in _SECRET_HEADERS}
            )
            or b"",
            "request_body": request.body,
        }
        # pickled_meta last: an entry counts as present only once it exists.
        for name in (*(n for n in files if n != "pickled_meta"), "pickled_meta"):
            with self._open(path / name, "wb") as f:
                f.write(files[name])
