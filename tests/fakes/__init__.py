"""Local fake servers that speak the real Hub and Telegram protocols, for tests and benchmarks.

Real clients (huggingface_hub, python-telegram-bot, Scrapy) are pointed at these servers, so the
tests exercise the same HTTP code paths as production. This module holds what both fakes share:
where the recorded fixtures live and a small threaded HTTP server on 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Self
from urllib.parse import parse_qsl, unquote, urlsplit

logger = logging.getLogger(__name__)

REPO_ROOT = Path(__file__).resolve().parents[2]


def shared_dir() -> Path:
    """Return `<repo root>/../shared` (recorded fixtures), failing loudly when it is absent."""
    path = (REPO_ROOT / ".." / "shared").resolve()
    if not (path / "fixtures" / "api").is_dir():
        raise FileNotFoundError(
            f"shared fixtures not found at {path}: clone the repository next to the 'shared' "
            "folder (<parent>/main and <parent>/shared), as CI does"
        )
    return path


@dataclass
class Request:
    """One HTTP request as the fake saw it; header names are lower-cased."""

    method: str
    path: str
    query: list[tuple[str, str]]
    headers: dict[str, str]
    body: bytes = b""
    at: float = field(default_factory=time.monotonic)

    def params(self, name: str) -> list[str]:
        """All values of a repeated query parameter (`expand=a&expand=b` → `["a", "b"]`)."""
        return [v for k, v in self.query if k == name]

    def param(self, name: str, default: str | None = None) -> str | None:
        """The first value of a query parameter, or `default`."""
        values = self.params(name)
        return values[0] if values else default


@dataclass
class Response:
    """What a fake answers; `Content-Length` is added by the server."""

    status: int
    body: bytes = b""
    headers: list[tuple[str, str]] = field(default_factory=list)


class _Handler(BaseHTTPRequestHandler):
    """Turns every HTTP method into a `Request`, asks the fake, writes the `Response`."""

    protocol_version = "HTTP/1.1"  # keep-alive, as real clients pool connections
    timeout = 30  # idle keep-alive sockets give up eventually
    disable_nagle_algorithm = True  # headers and body are two writes: avoid the 40 ms ACK stall
    server: _Server

    def version_string(self) -> str:
        return self.server.fake.server_header

    def log_message(self, format: str, *args: object) -> None:
        """Keep test output quiet; the fakes keep their own request logs."""

    def setup(self) -> None:
        super().setup()
        self.server.connections.add(self.connection)

    def finish(self) -> None:
        self.server.connections.discard(self.connection)
        with contextlib.suppress(OSError):
            super().finish()

    def _dispatch(self) -> None:
        split = urlsplit(self.path)
        request = Request(
            method=self.command,
            path=unquote(split.path),
            query=parse_qsl(split.query, keep_blank_values=True),
            headers={k.lower(): v for k, v in self.headers.items()},
            body=self._read_body(),
        )
        fake = self.server.fake
        try:
            response = fake.handle(request)
        except Exception:  # a bug in the fake must show up in the test, not hang the client
            fake.errors.append(traceback.format_exc())
            logger.exception("%s failed on %s %s", type(fake).__name__, self.command, self.path)
            response = Response(500, b'{"error":"fake server bug, see FakeServer.errors"}')
        if fake.stopping.is_set():
            self.close_connection = True
        self._write(response)

    def _read_body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    self.rfile.readline()
                    return b"".join(chunks)
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def _write(self, response: Response) -> None:
        try:
            self.send_response(response.status)
            for name, value in response.headers:
                self.send_header(name, value)
            no_body = response.status in (204, 304) or self.command == "HEAD"
            if response.status not in (204, 304):
                self.send_header("Content-Length", str(len(response.body)))
            self.end_headers()
            if not no_body:
                self.wfile.write(response.body)
            self.wfile.flush()
        except OSError:  # the client gave up (timeout test) or the server is stopping
            self.close_connection = True

    do_GET = do_POST = do_HEAD = do_PUT = do_DELETE = do_PATCH = _dispatch


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    # ThreadingMixIn would join every handler thread on close, including idle keep-alive ones.
    block_on_close = False

    def __init__(self, address: tuple[str, int], fake: FakeServer) -> None:
        self.fake = fake
        self.connections: set[socket.socket] = set()
        super().__init__(address, _Handler)


class FakeServer:
    """A threaded HTTP server on 127.0.0.1 in a daemon thread; subclasses implement `handle`."""

    server_header = "fake"

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        self._address = (host, port)
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self.stopping = threading.Event()
        self.errors: list[str] = []  # tracebacks of bugs in the fake itself

    def handle(self, request: Request) -> Response:
        """Answer one request; called from handler threads, so guard shared state with a lock."""
        raise NotImplementedError

    @property
    def url(self) -> str:
        """Base URL, e.g. `http://127.0.0.1:40123` (no trailing slash)."""
        if self._server is None:
            raise RuntimeError(f"{type(self).__name__} is not started")
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> Self:
        """Bind and serve in a daemon thread; returns self so `fake = Fake().start()` works."""
        if self._server is not None:
            return self
        self.stopping.clear()
        self._server = _Server(self._address, self)
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name=f"{type(self).__name__}-{self._server.server_address[1]}",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving, wake sleeping handlers and drop open connections; never blocks long."""
        server, self._server = self._server, None
        if server is None:
            return
        self.stopping.set()
        self.wake()
        server.shutdown()
        for conn in list(server.connections):
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
        server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def wake(self) -> None:
        """Hook for subclasses to wake threads blocked on their own conditions at stop."""

    def sleep(self, seconds: float) -> bool:
        """Sleep unless the server stops first; returns False when interrupted by `stop()`."""
        return not self.stopping.wait(seconds)

    def serve_until_killed(self, describe: Callable[[], str]) -> None:
        """Standalone mode: print the URL and serve until SIGINT/SIGTERM."""
        self.start()
        print(describe(), flush=True)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
        finally:
            self.stop()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
