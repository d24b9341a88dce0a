"""A fake GitHub REST API: real response shapes, ETag/304, rate limits, renames, faults.

Bodies start from the recorded octokit fixtures (`shared/fixtures/api/gh_*`), so parsers are
tested against GitHub's real key set. Behaviour follows api-facts §3:

* every GET carries a strong `ETag`; `If-None-Match` with it answers 304 with an empty body and
  does not spend the rate limit (GitHub: a 304 "does not count against your primary rate limit");
* every answer carries `X-RateLimit-Limit/Remaining/Used/Reset/Resource`; at 0 remaining the
  answer is 403 with GitHub's real message and `x-ratelimit-remaining: 0` (checked before the
  ETag: whether GitHub still answers 304 at 0 is not documented; this is the stricter choice);
* `secondary_limit(retry_after)` → 403 "You have exceeded a secondary rate limit" + `retry-after`;
* `rename(old, new)`: the old name answers 404 by default. Real GitHub answers **301** with
  `Location: /repositories/{id}` for a renamed repo (and 404 once the old name is reused or the
  repo deleted); `mode="301"` reproduces that and serves `/repositories/{id}/…`;
* list endpoints paginate with `per_page`/`page` and a `Link` header with `rel="last"`, so
  `/commits?per_page=1` gives the commit count.

`FaultPlan` (fault injection) is shared with the ModelScope fake.

Standalone: `python -m tests.fakes.github` serves a demo repository until interrupted.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlencode

from tests.fakes import FakeServer, Request, Response, shared_dir

DOC_RATE_LIMIT = "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"
DOC_SECONDARY = (
    "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"
)
DOC_NOT_FOUND = "https://docs.github.com/rest"
PRIMARY_LIMIT_MESSAGE = (
    "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests "
    "get a higher rate limit. Check out the documentation for more details.)"
)
SECONDARY_LIMIT_MESSAGE = (
    "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. "
    "If you reach out to GitHub Support for help, please include the request ID {request_id}."
)
JSON = "application/json; charset=utf-8"
FAULT_KINDS = ("malformed", "timeout", "envelope")
FIXTURE_OWNER = "octokit-fixture-org"
FIXTURE_REPO = f"{FIXTURE_OWNER}/hello-world"
# Stored bodies use this base and are rewritten to the live URL when served, so data can be
# added before the server starts (and the port is known).
BASE_PLACEHOLDER = "http://fake-github.invalid"


# --------------------------------------------------------------------------- fault injection


@dataclass
class _Fault:
    kind: int | str
    times: int
    path_contains: str | None


class FaultPlan:
    """Faults to serve instead of the next matching answers: an HTTP status (500 → JSON error,
    502/503/504 → an HTML page, as proxies send), "malformed" (200 with truncated JSON),
    "timeout" (no answer for `timeout_seconds`), "envelope" (fake-specific: a well-formed
    refusal body with status 200). Thread-safe."""

    def __init__(self, timeout_seconds: float = 5.0) -> None:
        self._lock = threading.Lock()
        self._faults: list[_Fault] = []
        self.timeout_seconds = timeout_seconds

    def add(self, kind: int | str, times: int = 1, path_contains: str | None = None) -> None:
        if not (isinstance(kind, int) or kind in FAULT_KINDS):
            raise ValueError(f"unknown fault {kind!r}: an HTTP status or one of {FAULT_KINDS}")
        with self._lock:
            self._faults.append(_Fault(kind, times, path_contains))

    def take(self, path: str) -> int | str | None:
        """The fault for this request, if any (consumes one use)."""
        with self._lock:
            for fault in self._faults:
                if fault.path_contains is None or fault.path_contains in path:
                    fault.times -= 1
                    if fault.times <= 0:
                        self._faults.remove(fault)
                    return fault.kind
        return None

    def clear(self) -> None:
        with self._lock:
            self._faults.clear()


def fault_response(server: FakeServer, kind: int | str, plan: FaultPlan) -> Response | None:
    """The generic answer for a fault; None for "envelope", which each fake words itself."""
    if kind == "timeout":
        server.sleep(plan.timeout_seconds)
        return Response(504, b"", [("Content-Type", JSON)])
    if kind == "malformed":
        return Response(200, b'{"id": 1, "name": "trunc', [("Content-Type", JSON)])
    if kind == "envelope":
        return None
    assert isinstance(kind, int)
    if kind in (502, 503, 504):
        html = (
            f"<html><head><title>{kind} Service Unavailable</title></head><body>"
            f"<h1>{kind}</h1><p>The server is temporarily unable to service your request."
            "</p></body></html>"
        ).encode()
        return Response(kind, html, [("Content-Type", "text/html; charset=utf-8")])
    body = json.dumps({"message": "Server Error", "status": str(kind)}).encode()
    return Response(kind, body, [("Content-Type", JSON)])


# --------------------------------------------------------------------------- state


@dataclass
class _Repo:
    id: int
    full_name: str
    stars: int = 0
    forks: int = 0
    open_issues: int = 0
    subscribers: int = 0
    default_branch: str = "main"
    archived: bool = False
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    pushed_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    releases: list[dict[str, Any]] = field(default_factory=list)  # newest first
    tags: list[dict[str, Any]] = field(default_factory=list)  # newest first
    files: dict[str, bytes] = field(default_factory=dict)  # path → content
    commits: list[dict[str, Any]] = field(default_factory=list)  # newest first


@dataclass(frozen=True)
class _Moved:
    repo_id: int
    mode: str  # "404" | "301"


class FakeGitHub(FakeServer):
    """GitHub REST on 127.0.0.1. `requests` logs every request; `request_count` and
    `not_modified_count` feed the benchmark."""

    server_header = "GitHub.com"

    def __init__(
        self,
        *,
        limit: int = 5000,
        reset_in: float = 3600.0,
        limited_status: int = 403,
        timeout_seconds: float = 5.0,
    ) -> None:
        super().__init__()
        self._lock = threading.RLock()
        self._repos: dict[str, _Repo] = {}  # lower-cased full_name → repo
        self._moved: dict[str, _Moved] = {}  # lower-cased old full_name → where it went
        self._next_id = 700_000_001
        self._secondary: list[float] = []  # pending secondary-limit answers (retry-after)
        self.faults = FaultPlan(timeout_seconds)
        self.limit = limit
        self.remaining = limit
        self.reset_at = int(time.time() + reset_in)
        self.limited_status = limited_status  # GitHub uses 403 or 429 for an exhausted quota
        self.requests: list[Request] = []
        self.request_count = 0
        self.not_modified_count = 0
        self._repo_template = _fixture_json("gh_repo_octokit-fixture-org_hello-world.json")
        self._release_template = _fixture_json("gh_release_by_tag.json")
        self._entry_template = _fixture_json("gh_contents_root_list.json")[0]

    # ----------------------------------------------------------------------- set-up helpers

    def add_repo(
        self,
        full_name: str,
        *,
        stars: int = 0,
        forks: int = 0,
        open_issues: int = 0,
        subscribers: int = 0,
        default_branch: str = "main",
        readme: str | None = None,
        files: dict[str, bytes | str] | None = None,
    ) -> None:
        """Create a repository with one initial commit."""
        with self._lock:
            repo = _Repo(
                id=self._next_id,
                full_name=full_name,
                stars=stars,
                forks=forks,
                open_issues=open_issues,
                subscribers=subscribers,
                default_branch=default_branch,
            )
            self._next_id += 1
            self._repos[full_name.lower()] = repo
            for path, content in (files or {}).items():
                repo.files[path] = _bytes(content)
            if readme is not None:
                repo.files["README.md"] = readme.encode()
            self._commit(repo, "Initial commit")

    def set_readme(self, full_name: str, text: str, *, message: str = "Update README.md") -> None:
        self.add_files(full_name, {"README.md": text}, message=message)

    def add_files(
        self, full_name: str, files: dict[str, bytes | str], *, message: str = "Add files"
    ) -> None:
        """Add or replace files in one commit (bumps `pushed_at`)."""
        with self._lock:
            repo = self._repo(full_name)
            for path, content in files.items():
                repo.files[path.strip("/")] = _bytes(content)
            self._commit(repo, message)

    def push(self, full_name: str, message: str = "Update") -> str:
        """A commit with no file change; returns its sha."""
        with self._lock:
            return self._commit(self._repo(full_name), message)

    def add_tag(self, full_name: str, name: str, *, sha: str | None = None) -> None:
        with self._lock:
            repo = self._repo(full_name)
            if any(t["name"] == name for t in repo.tags):
                return
            sha = sha or repo.commits[0]["sha"]
            api = self._api_repo_url(repo)
            repo.tags.insert(
                0,
                {
                    "name": name,
                    "zipball_url": f"{api}/zipball/refs/tags/{name}",
                    "tarball_url": f"{api}/tarball/refs/tags/{name}",
                    "commit": {"sha": sha, "url": f"{api}/commits/{sha}"},
                    "node_id": _node_id("REF", f"{repo.full_name}:{name}"),
                },
            )

    def add_release(
        self,
        full_name: str,
        tag: str,
        *,
        name: str | None = None,
        body: str = "",
        draft: bool = False,
        prerelease: bool = False,
        assets: Iterable[tuple[str, int]] = (),
        published_at: datetime | None = None,
    ) -> int:
        """Publish a release and its tag; `assets` are `(file name, size)`. Returns its id."""
        with self._lock:
            repo = self._repo(full_name)
            self.add_tag(full_name, tag)
            release_id = self._next_id
            self._next_id += 1
            when = published_at or datetime.now(UTC)
            release = copy.deepcopy(self._release_template)
            api, html = self._api_repo_url(repo), self._html_repo_url(repo)
            release.update(
                {
                    "url": f"{api}/releases/{release_id}",
                    "assets_url": f"{api}/releases/{release_id}/assets",
                    "upload_url": f"{api}/releases/{release_id}/assets{{?name,label}}",
                    "html_url": f"{html}/releases/tag/{tag}",
                    "id": release_id,
                    "node_id": _node_id("RE_", str(release_id)),
                    "tag_name": tag,
                    "target_commitish": repo.default_branch,
                    "name": name,
                    "draft": draft,
                    "prerelease": prerelease,
                    "created_at": _iso(when),
                    "published_at": None if draft else _iso(when),
                    "tarball_url": f"{api}/tarball/{tag}",
                    "zipball_url": f"{api}/zipball/{tag}",
                    "body": body,
                    "assets": [
                        self._asset(repo, release_id, i, tag, asset_name, size)
                        for i, (asset_name, size) in enumerate(assets)
                    ],
                }
            )
            repo.releases.insert(0, release)
            return release_id

    def bump_stars(self, full_name: str, by: int = 1) -> None:
        with self._lock:
            self._repo(full_name).stars += by

    def set_counts(self, full_name: str, **counts: int) -> None:
        """Set `stars`, `forks`, `open_issues` or `subscribers`."""
        with self._lock:
            repo = self._repo(full_name)
            for key, value in counts.items():
                if key not in ("stars", "forks", "open_issues", "subscribers"):
                    raise ValueError(f"unknown count {key!r}")
                setattr(repo, key, value)

    def rename(self, old: str, new: str, *, mode: str = "404") -> None:
        """Rename a repo. `mode="404"`: the old name is gone. `mode="301"`: the old name
        redirects like real GitHub (`Location: /repositories/{id}…`)."""
        if mode not in ("404", "301"):
            raise ValueError("mode is '404' or '301'")
        with self._lock:
            repo = self._repos.pop(old.lower())
            repo.full_name = new
            self._repos[new.lower()] = repo
            self._moved[old.lower()] = _Moved(repo.id, mode)

    def set_rate_limit(
        self, remaining: int, *, limit: int | None = None, reset_in: float | None = None
    ) -> None:
        with self._lock:
            self.limit = limit if limit is not None else self.limit
            self.remaining = remaining
            if reset_in is not None:
                self.reset_at = int(time.time() + reset_in)

    def secondary_limit(self, retry_after: float = 60, times: int = 1) -> None:
        """The next `times` requests hit a secondary limit (403 + `retry-after`)."""
        with self._lock:
            self._secondary.extend([retry_after] * times)

    def fail_next(
        self, status_or_kind: int | str, times: int = 1, path_contains: str | None = None
    ) -> None:
        self.faults.add(status_or_kind, times, path_contains)

    # ----------------------------------------------------------------------- serving

    def handle(self, request: Request) -> Response:
        with self._lock:
            self.requests.append(request)
            self.request_count += 1
        fault = self.faults.take(request.path)
        if fault is not None:
            response = fault_response(self, fault, self.faults)
            if response is None:  # "envelope": an error object where data was expected
                response = _error(200, "Server Error")
            return self._with_rate_headers(response)
        with self._lock:
            if self._secondary:
                retry_after = self._secondary.pop(0)
                request_id = _request_id(self.request_count)
                body = {
                    "message": SECONDARY_LIMIT_MESSAGE.format(request_id=request_id),
                    "documentation_url": DOC_SECONDARY,
                }
                response = Response(
                    403, _dumps(body), [("Content-Type", JSON), ("Retry-After", f"{retry_after:g}")]
                )
                return self._with_rate_headers(response)
            if self.remaining <= 0:
                body = {"message": PRIMARY_LIMIT_MESSAGE, "documentation_url": DOC_RATE_LIMIT}
                return self._with_rate_headers(
                    Response(self.limited_status, _dumps(body), [("Content-Type", JSON)])
                )
            response = self._route(request)
            response.body = response.body.replace(BASE_PLACEHOLDER.encode(), self.url.encode())
            if request.method in ("GET", "HEAD") and response.status == 200:
                etag = _etag(response.body)
                response.headers.append(("ETag", etag))
                if _etag_matches(request.headers.get("if-none-match"), etag):
                    self.not_modified_count += 1
                    keep = [(k, v) for k, v in response.headers if k in ("ETag", "Last-Modified")]
                    return self._with_rate_headers(Response(304, b"", keep))
            self.remaining -= 1
            return self._with_rate_headers(response)

    def _route(self, request: Request) -> Response:
        """Dispatch under the lock; `request.path` is already unquoted."""
        if request.method not in ("GET", "HEAD"):
            return _error(404, "Not Found")
        parts = [p for p in request.path.split("/") if p]
        if len(parts) >= 2 and parts[0] in ("orgs", "users") and parts[2:] == ["repos"]:
            return self._owner_repos(request, parts[1])
        if len(parts) >= 2 and parts[0] == "repositories" and parts[1].isdigit():
            repo = next((r for r in self._repos.values() if r.id == int(parts[1])), None)
            return self._repo_route(request, repo, parts[2:]) if repo else _error(404, "Not Found")
        if len(parts) < 3 or parts[0] != "repos":
            return _error(404, "Not Found")
        key = f"{parts[1]}/{parts[2]}".lower()
        if key in self._moved and key not in self._repos:
            moved = self._moved[key]
            if moved.mode == "301":
                rest = "/".join(parts[3:])
                location = f"{self.url}/repositories/{moved.repo_id}" + (f"/{rest}" if rest else "")
                if request.query:
                    location += "?" + urlencode(request.query)
                body = {
                    "message": "Moved Permanently",
                    "url": location,
                    "documentation_url": "https://docs.github.com/v3/#http-redirects",
                }
                return Response(301, _dumps(body), [("Content-Type", JSON), ("Location", location)])
            return _error(404, "Not Found")
        repo = self._repos.get(key)
        if repo is None:
            return _error(404, "Not Found")
        return self._repo_route(request, repo, parts[3:])

    def _repo_route(self, request: Request, repo: _Repo, rest: list[str]) -> Response:
        if not rest:
            return _json(self._repo_json(repo), last_modified=repo.pushed_at)
        head = rest[0]
        authorised = "authorization" in request.headers
        if head == "releases":
            visible = [r for r in repo.releases if authorised or not r["draft"]]
            if len(rest) == 1:
                return self._page(request, visible)
            if rest[1] == "latest" and len(rest) == 2:
                latest = [r for r in visible if not r["draft"] and not r["prerelease"]]
                latest.sort(key=lambda r: r["published_at"] or "", reverse=True)
                return _json(latest[0]) if latest else _error(404, "Not Found")
            if rest[1] == "tags" and len(rest) == 3:
                found = next((r for r in visible if r["tag_name"] == rest[2]), None)
                return _json(found) if found else _error(404, "Not Found")
            if rest[1].isdigit() and len(rest) == 2:
                found = next((r for r in visible if r["id"] == int(rest[1])), None)
                return _json(found) if found else _error(404, "Not Found")
        if head == "tags" and len(rest) == 1:
            return self._page(request, repo.tags)
        if head == "commits" and len(rest) == 1:
            return self._page(request, repo.commits)
        if head == "readme" and len(rest) == 1:
            if "README.md" not in repo.files:
                return _error(404, "Not Found")
            return self._file(request, repo, "README.md")
        if head == "contents":
            path = "/".join(rest[1:])
            if path in repo.files:
                return self._file(request, repo, path)
            listing = self._listing(repo, path)
            if listing is not None:
                return _json(listing)
        return _error(404, "Not Found")

    def _owner_repos(self, request: Request, owner: str) -> Response:
        repos = sorted(
            (r for r in self._repos.values() if r.full_name.split("/")[0].lower() == owner.lower()),
            key=lambda r: r.full_name.lower(),
        )
        if not repos:
            return _error(404, "Not Found")
        items = []
        for repo in repos:
            data = self._repo_json(repo)
            for key in ("organization", "network_count", "subscribers_count"):
                data.pop(key, None)  # list items carry the short form (no subscribers_count)
            items.append(data)
        return self._page(request, items)

    def _page(self, request: Request, items: list[dict[str, Any]]) -> Response:
        """One page of a list and GitHub's `Link` header (next/last, then prev/first)."""
        per_page = max(1, min(_int_param(request, "per_page", 30), 100))
        page = max(1, _int_param(request, "page", 1))
        last = max(1, -(-len(items) // per_page))
        chunk = items[(page - 1) * per_page : page * per_page]
        links = []

        def link(number: int, rel: str) -> str:
            query = [(k, v) for k, v in request.query if k != "page"] + [("page", str(number))]
            return f'<{self.url}{request.path}?{urlencode(query)}>; rel="{rel}"'

        if page < last:
            links += [link(page + 1, "next"), link(last, "last")]
        if page > 1:
            links += [link(page - 1, "prev"), link(1, "first")]
        response = _json(chunk)
        if links:
            response.headers.append(("Link", ", ".join(links)))
        return response

    def _file(self, request: Request, repo: _Repo, path: str) -> Response:
        """Raw with `Accept: application/vnd.github.raw+json` (or the older `.v3.raw`), else
        the JSON form with base64 content wrapped at 60 characters."""
        content = repo.files[path]
        accept = request.headers.get("accept", "")
        if "raw" in accept:
            media = "v3.raw" if "v3.raw" in accept else "raw"
            return Response(
                200,
                content,
                [
                    ("Content-Type", f"application/vnd.github.{media}; charset=utf-8"),
                    ("X-GitHub-Media-Type", "github.v3; param=raw"),
                    ("Last-Modified", _http_date(repo.pushed_at)),
                ],
            )
        encoded = base64.b64encode(content).decode()
        wrapped = "\n".join(encoded[i : i + 60] for i in range(0, len(encoded), 60)) + "\n"
        entry = self._entry(repo, path, "file", len(content), _git_sha(content))
        entry.update({"content": wrapped, "encoding": "base64"})
        return _json(entry, last_modified=repo.pushed_at)

    def _listing(self, repo: _Repo, directory: str) -> list[dict[str, Any]] | None:
        """Entries directly under `directory` ("" = root); None if it is not a directory."""
        prefix = f"{directory}/" if directory else ""
        entries: dict[str, dict[str, Any]] = {}
        for path, content in sorted(repo.files.items()):
            if not path.startswith(prefix):
                continue
            rest = path[len(prefix) :]
            name, _, deeper = rest.partition("/")
            full = prefix + name
            if deeper:
                digest = hashlib.sha1(full.encode(), usedforsecurity=False).hexdigest()
                entries.setdefault(name, self._entry(repo, full, "dir", 0, digest))
            else:
                entries[name] = self._entry(repo, full, "file", len(content), _git_sha(content))
        if not entries:
            return None
        return [entries[n] for n in sorted(entries)]

    def _entry(self, repo: _Repo, path: str, kind: str, size: int, sha: str) -> dict[str, Any]:
        """A contents entry in the fixture's shape (`gh_contents_root_list.json`)."""
        api, html = self._api_repo_url(repo), self._html_repo_url(repo)
        branch = repo.default_branch
        entry = copy.deepcopy(self._entry_template)
        view = "blob" if kind == "file" else "tree"
        self_url = f"{api}/contents/{path}?ref={branch}"
        git_url = f"{api}/git/{'blobs' if kind == 'file' else 'trees'}/{sha}"
        entry.update(
            {
                "name": path.rsplit("/", 1)[-1],
                "path": path,
                "sha": sha,
                "size": size,
                "url": self_url,
                "html_url": f"{html}/{view}/{branch}/{path}",
                "git_url": git_url,
                "download_url": (
                    f"{BASE_PLACEHOLDER}/raw/{repo.full_name}/{branch}/{path}"
                    if kind == "file"
                    else None
                ),
                "type": kind,
                "_links": {
                    "self": self_url,
                    "git": git_url,
                    "html": f"{html}/{view}/{branch}/{path}",
                },
            }
        )
        return entry

    def _repo_json(self, repo: _Repo) -> dict[str, Any]:
        """The recorded repository body with our names, URLs and counts substituted."""
        owner, name = repo.full_name.split("/", 1)
        text = json.dumps(self._repo_template)
        text = text.replace(
            f"https://api.github.com/repos/{FIXTURE_REPO}", self._api_repo_url(repo)
        )
        text = text.replace("https://api.github.com", BASE_PLACEHOLDER)
        text = text.replace(FIXTURE_REPO, repo.full_name).replace(FIXTURE_OWNER, owner)
        data: dict[str, Any] = json.loads(text)
        data.update(
            {
                "id": repo.id,
                "node_id": _node_id("R_", str(repo.id)),
                "name": name,
                "full_name": repo.full_name,
                "created_at": _iso(repo.created_at),
                "updated_at": _iso(repo.pushed_at),
                "pushed_at": _iso(repo.pushed_at),
                "size": sum(len(c) for c in repo.files.values()) // 1024,
                "stargazers_count": repo.stars,
                "watchers_count": repo.stars,  # GitHub: same number as stars
                "watchers": repo.stars,
                "forks_count": repo.forks,
                "forks": repo.forks,
                "open_issues_count": repo.open_issues,
                "open_issues": repo.open_issues,
                "subscribers_count": repo.subscribers,
                "network_count": repo.forks,
                "default_branch": repo.default_branch,
                "archived": repo.archived,
                "topics": [],
            }
        )
        data["owner"]["login"] = owner
        if isinstance(data.get("organization"), dict):
            data["organization"]["login"] = owner
        return data

    def _asset(
        self, repo: _Repo, release_id: int, index: int, tag: str, name: str, size: int
    ) -> dict[str, Any]:
        asset_id = release_id * 100 + index
        return {
            "url": f"{self._api_repo_url(repo)}/releases/assets/{asset_id}",
            "id": asset_id,
            "node_id": _node_id("RA_", str(asset_id)),
            "name": name,
            "label": None,
            "uploader": self._release_template["author"],
            "content_type": "application/octet-stream",
            "state": "uploaded",
            "size": size,
            "download_count": 0,
            "created_at": _iso(datetime.now(UTC)),
            "updated_at": _iso(datetime.now(UTC)),
            "browser_download_url": f"{self._html_repo_url(repo)}/releases/download/{tag}/{name}",
        }

    def _commit(self, repo: _Repo, message: str) -> str:
        now = datetime.now(UTC)
        seed = f"{repo.full_name}:{len(repo.commits)}:{message}:{now.isoformat()}"
        sha = hashlib.sha1(seed.encode(), usedforsecurity=False).hexdigest()
        api, html = self._api_repo_url(repo), self._html_repo_url(repo)
        person = {"name": "Fake Committer", "email": "fake@example.com", "date": _iso(now)}
        parents = [{"sha": c["sha"], "url": c["url"]} for c in repo.commits[:1]]
        repo.commits.insert(
            0,
            {
                "sha": sha,
                "node_id": _node_id("C_", sha),
                "commit": {
                    "author": person,
                    "committer": person,
                    "message": message,
                    "tree": {"sha": sha[::-1], "url": f"{api}/git/trees/{sha[::-1]}"},
                    "url": f"{api}/git/commits/{sha}",
                    "comment_count": 0,
                    "verification": {"verified": False, "reason": "unsigned"},
                },
                "url": f"{api}/commits/{sha}",
                "html_url": f"{html}/commit/{sha}",
                "author": None,
                "committer": None,
                "parents": parents,
            },
        )
        repo.pushed_at = now
        return sha

    def _with_rate_headers(self, response: Response) -> Response:
        with self._lock:
            used = self.limit - max(self.remaining, 0)
            response.headers.extend(
                [
                    ("X-RateLimit-Limit", str(self.limit)),
                    ("X-RateLimit-Remaining", str(max(self.remaining, 0))),
                    ("X-RateLimit-Reset", str(self.reset_at)),
                    ("X-RateLimit-Used", str(used)),
                    ("X-RateLimit-Resource", "core"),
                    ("X-GitHub-Request-Id", _request_id(self.request_count)),
                ]
            )
        if response.status in (200, 304):
            response.headers.extend(
                [
                    ("Cache-Control", "private, max-age=60, s-maxage=60"),
                    ("Vary", "Accept, Authorization, Cookie, X-GitHub-OTP"),
                ]
            )
        return response

    def _repo(self, full_name: str) -> _Repo:
        try:
            return self._repos[full_name.lower()]
        except KeyError:
            raise KeyError(f"no repo {full_name!r} in the fake; add_repo() first") from None

    def _api_repo_url(self, repo: _Repo) -> str:
        return f"{BASE_PLACEHOLDER}/repos/{repo.full_name}"

    def _html_repo_url(self, repo: _Repo) -> str:
        return f"https://github.com/{repo.full_name}"


# --------------------------------------------------------------------------- helpers


def _fixture_json(name: str) -> Any:
    return json.loads((shared_dir() / "fixtures" / "api" / name).read_text(encoding="utf-8"))


def _json(data: Any, *, last_modified: datetime | None = None) -> Response:
    headers = [("Content-Type", JSON), ("X-GitHub-Media-Type", "github.v3; format=json")]
    if last_modified is not None:
        headers.append(("Last-Modified", _http_date(last_modified)))
    return Response(200, _dumps(data), headers)


def _error(status: int, message: str) -> Response:
    body = {"message": message, "documentation_url": DOC_NOT_FOUND}
    return Response(status, _dumps(body), [("Content-Type", JSON)])


def _dumps(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode()


def _etag(body: bytes) -> str:
    """Strong, quoted 64-hex, like the recorded repo ETag."""
    return '"' + hashlib.sha256(body).hexdigest() + '"'


def _etag_matches(header: str | None, etag: str) -> bool:
    """RFC 9110 weak comparison for If-None-Match: a list, `W/` prefixes, or `*`."""
    if not header:
        return False
    if header.strip() == "*":
        return True
    bare = etag.removeprefix("W/")
    return any(tag.strip().removeprefix("W/") == bare for tag in header.split(","))


def _git_sha(content: bytes) -> str:
    """Git's blob id, as the contents API reports it."""
    header = f"blob {len(content)}\0".encode()
    return hashlib.sha1(header + content, usedforsecurity=False).hexdigest()


def _node_id(prefix: str, seed: str) -> str:
    return prefix + base64.b64encode(seed.encode()).decode().rstrip("=")[:16]


def _request_id(n: int) -> str:
    return f"FAKE:{n:04X}:{n * 7:06X}:{n * 13:07X}:62D6351D"


def _iso(when: datetime) -> str:
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _http_date(when: datetime) -> str:
    return when.astimezone(UTC).strftime("%a, %d %b %Y %H:%M:%S GMT")


def _bytes(content: bytes | str) -> bytes:
    return content.encode() if isinstance(content, str) else content


def _int_param(request: Request, name: str, default: int) -> int:
    value = request.param(name)
    return int(value) if value and value.isdigit() else default


if __name__ == "__main__":
    fake = FakeGitHub()
    fake.add_repo("DiffuSpace/Clover", stars=1200, readme="# Clover\n\nSGLang support soon.\n")
    fake.add_release("DiffuSpace/Clover", "v0.1", name="v0.1")
    fake.serve_until_killed(lambda: f"FakeGitHub on {fake.url} (repo DiffuSpace/Clover)")
