"""GitHub REST bodies (repo, releases, tags, README, contents, commits, errors) as dataclasses.

Shapes follow the recorded octokit fixtures (`shared/fixtures/api/gh_*`, api-facts §3.1). GitHub
adds fields over time, so unknown keys are ignored; the fields we store are required and a body
without them raises `ParseError` with a reason instead of yielding zeros. Also here: the `Link`
header reader for pagination and the watchlist keyword matcher for README text and file paths.
"""

from __future__ import annotations

import base64
import binascii
import enum
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from crawler.parsers.links import last_page, parse_link_header  # noqa: F401  (re-exported)

README_LOCATION = "README"  # how `locate_keywords` names a hit in the README text


class Reason(enum.StrEnum):
    """Why a body was refused."""

    NOT_JSON = "not_json"
    API_ERROR = "api_error"  # {"message": …, "documentation_url": …} where data was expected
    WRONG_SHAPE = "wrong_shape"  # e.g. an object where a list was expected
    MISSING_FIELD = "missing_field"
    BAD_VALUE = "bad_value"
    NOT_INLINED = "not_inlined"  # contents API left a large file out (encoding "none")


class ParseError(ValueError):
    """A GitHub body we cannot read; `reason` says why."""

    def __init__(self, reason: Reason, detail: str) -> None:
        super().__init__(f"GitHub {reason}: {detail}")
        self.reason = reason
        self.detail = detail


class EntryType(enum.StrEnum):
    FILE = "file"
    DIR = "dir"
    SYMLINK = "symlink"
    SUBMODULE = "submodule"


@dataclass(frozen=True)
class RepoStats:
    """`GET /repos/{o}/{r}`. `open_issues_count` includes open PRs; `subscribers_count` (real
    watchers) is absent from list endpoints, hence optional; `pushed_at` is null on empty repos."""

    full_name: str
    html_url: str
    stargazers_count: int
    forks_count: int
    open_issues_count: int
    subscribers_count: int | None
    pushed_at: datetime | None
    default_branch: str
    archived: bool
    disabled: bool = False
    fork: bool = False
    repo_id: int | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None
    topics: tuple[str, ...] = ()


@dataclass(frozen=True)
class ReleaseAsset:
    name: str
    size: int
    download_count: int
    browser_download_url: str
    content_type: str | None = None


@dataclass(frozen=True)
class Release:
    """One release; `published_at` is None for drafts (only visible with push access)."""

    id: int
    tag_name: str
    name: str | None
    draft: bool
    prerelease: bool
    created_at: datetime | None
    published_at: datetime | None
    html_url: str
    body: str
    target_commitish: str | None
    assets: tuple[ReleaseAsset, ...] = ()

    @property
    def title(self) -> str:
        """GitHub shows the tag when a release has no name."""
        return self.name or self.tag_name


@dataclass(frozen=True)
class Tag:
    name: str
    commit_sha: str


@dataclass(frozen=True)
class Readme:
    """README text; the metadata is only known from the JSON form, not the raw one."""

    text: str
    path: str | None = None
    sha: str | None = None
    html_url: str | None = None


@dataclass(frozen=True)
class ContentEntry:
    """One entry of a `/contents/{dir}` listing."""

    name: str
    path: str
    type: EntryType
    sha: str
    size: int
    download_url: str | None = None


@dataclass(frozen=True)
class Commit:
    sha: str
    message: str
    committed_at: datetime | None
    html_url: str | None


@dataclass(frozen=True)
class ApiError:
    """GitHub's error body: `message`, `documentation_url`, and for 422 `errors[]`."""

    message: str
    documentation_url: str | None
    errors: tuple[dict[str, Any], ...] = ()


def parse_repo(body: bytes | str) -> RepoStats:
    """`GET /repos/{owner}/{repo}`."""
    return _repo(_object(_load(body), "repository"))


def parse_repo_list(body: bytes | str) -> tuple[RepoStats, ...]:
    """`GET /orgs/{org}/repos` or `/users/{user}/repos` (one page)."""
    return tuple(_repo(_object(item, "repository")) for item in _array(_load(body), "repositories"))


def parse_release(body: bytes | str) -> Release:
    """`GET /repos/{o}/{r}/releases/latest` or `/releases/tags/{tag}`."""
    return _release(_object(_load(body), "release"))


def parse_releases(body: bytes | str) -> tuple[Release, ...]:
    """`GET /repos/{o}/{r}/releases`, newest first (one page)."""
    return tuple(_release(_object(item, "release")) for item in _array(_load(body), "releases"))


def parse_tags(body: bytes | str) -> tuple[Tag, ...]:
    """`GET /repos/{o}/{r}/tags` (one page): `[{name, commit: {sha, url}, zipball_url, …}]`."""
    tags = []
    for item in _array(_load(body), "tags"):
        obj = _object(item, "tag")
        commit = _object(obj.get("commit"), "tag.commit")
        tags.append(Tag(name=_str(obj, "name"), commit_sha=_str(commit, "sha")))
    return tuple(tags)


def parse_readme(body: bytes | str, *, content_type: str | None = None) -> Readme:
    """README from `/readme` or `/contents/README.md`, raw or JSON.

    GitHub sends the raw file when asked with `Accept: application/vnd.github.raw+json` (or the
    older `…v3.raw`), marked by a `…raw` content type; otherwise a JSON object with the file
    base64-encoded. Without a content type, a JSON object with `encoding` is taken as the JSON form.
    """
    if _is_raw(body, content_type):
        return Readme(text=_decode_text(body))
    return _readme_json(_object(_load(body), "file"))


def _is_raw(body: bytes | str, content_type: str | None) -> bool:
    if content_type is not None:
        media = content_type.lower()
        return "raw" in media or "json" not in media
    try:
        data = json.loads(body)
    except ValueError:
        return True
    return not (isinstance(data, dict) and ("encoding" in data or "message" in data))


def parse_contents(body: bytes | str) -> tuple[ContentEntry, ...]:
    """`GET /repos/{o}/{r}/contents/{dir}`: a list. A file path answers an object instead."""
    data = _load(body)
    if isinstance(data, dict) and "type" in data:
        raise ParseError(Reason.WRONG_SHAPE, f"expected a directory listing, got a {data['type']}")
    entries = []
    for item in _array(data, "directory listing"):
        obj = _object(item, "content entry")
        kind = _str(obj, "type")
        try:
            entry_type = EntryType(kind)
        except ValueError as exc:
            raise ParseError(Reason.BAD_VALUE, f"unknown content type {kind!r}") from exc
        entries.append(
            ContentEntry(
                name=_str(obj, "name"),
                path=_str(obj, "path"),
                type=entry_type,
                sha=_str(obj, "sha"),
                size=_int(obj, "size"),
                download_url=_opt_str(obj.get("download_url")),
            )
        )
    return tuple(entries)


def parse_commits(body: bytes | str) -> tuple[Commit, ...]:
    """`GET /repos/{o}/{r}/commits` (GitHub docs shape; no recording exists, api-facts §7)."""
    commits = []
    for item in _array(_load(body), "commits"):
        obj = _object(item, "commit")
        inner = _object(obj.get("commit"), "commit.commit")
        committer = inner.get("committer") if isinstance(inner.get("committer"), dict) else {}
        commits.append(
            Commit(
                sha=_str(obj, "sha"),
                message=str(inner.get("message") or ""),
                committed_at=_time(committer.get("date"), "commit.committer.date"),
                html_url=_opt_str(obj.get("html_url")),
            )
        )
    return tuple(commits)


def parse_error(body: bytes | str) -> ApiError | None:
    """The error object of a 4xx answer, or None when the body is not one."""
    try:
        data = _load(body)
    except ParseError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("message"), str):
        return None
    errors = data.get("errors")
    return ApiError(
        message=data["message"],
        documentation_url=_opt_str(data.get("documentation_url")),
        errors=tuple(e for e in errors if isinstance(e, dict)) if isinstance(errors, list) else (),
    )


def keyword_pattern(keyword: str) -> re.Pattern[str]:
    """Case-insensitive, letters/digits may not touch either end ("word-ish": `_`, `-`, `.`, `/`
    are boundaries so "GGUF" finds `model-Q4_K_M.gguf` and `convert_to_gguf.py`), a plural `s`
    is allowed ("GGUFs"), punctuation in the keyword is literal ("llama.cpp") and inner spaces
    match any whitespace or `-`/`_` ("Joint Mode" finds "joint-mode")."""
    words = [re.escape(w) for w in keyword.strip().split()]
    if not words:
        raise ValueError("empty keyword")
    body = r"[\s_-]+".join(words)
    return re.compile(rf"(?<![^\W_]){body}(?:s|es)?(?![^\W_])", re.IGNORECASE)


def locate_keywords(
    readme_text: str | None, paths: Iterable[str], keywords: Iterable[str]
) -> dict[str, tuple[str, ...]]:
    """Where each keyword occurs: `"README"` and/or the matching paths. Keywords absent from both
    are left out. Whether an occurrence is the *first* one is the caller's business."""
    path_list = list(paths)
    found: dict[str, tuple[str, ...]] = {}
    for keyword in keywords:
        pattern = keyword_pattern(keyword)
        where = [README_LOCATION] if readme_text and pattern.search(readme_text) else []
        where.extend(p for p in path_list if pattern.search(p))
        if where:
            found[keyword] = tuple(where)
    return found


def find_keywords(
    readme_text: str | None, paths: Iterable[str], keywords: Iterable[str]
) -> set[str]:
    """The watchlist keywords (as spelled there) present in the README or any path."""
    return set(locate_keywords(readme_text, paths, keywords))


def _repo(obj: dict[str, Any]) -> RepoStats:
    topics = obj.get("topics")
    return RepoStats(
        full_name=_str(obj, "full_name"),
        html_url=_str(obj, "html_url"),
        stargazers_count=_int(obj, "stargazers_count"),
        forks_count=_int(obj, "forks_count"),
        open_issues_count=_int(obj, "open_issues_count"),
        subscribers_count=_int(obj, "subscribers_count") if "subscribers_count" in obj else None,
        pushed_at=_time(obj.get("pushed_at"), "pushed_at"),
        default_branch=_str(obj, "default_branch"),
        archived=_bool(obj, "archived"),
        disabled=bool(obj.get("disabled", False)),
        fork=bool(obj.get("fork", False)),
        repo_id=obj["id"] if isinstance(obj.get("id"), int) else None,
        created_at=_time(obj.get("created_at"), "created_at"),
        updated_at=_time(obj.get("updated_at"), "updated_at"),
        topics=tuple(t for t in topics if isinstance(t, str)) if isinstance(topics, list) else (),
    )


def _release(obj: dict[str, Any]) -> Release:
    assets = []
    for item in obj.get("assets") or []:
        asset = _object(item, "release asset")
        assets.append(
            ReleaseAsset(
                name=_str(asset, "name"),
                size=_int(asset, "size"),
                download_count=_int(asset, "download_count"),
                browser_download_url=_str(asset, "browser_download_url"),
                content_type=_opt_str(asset.get("content_type")),
            )
        )
    return Release(
        id=_int(obj, "id"),
        tag_name=_str(obj, "tag_name"),
        name=_opt_str(obj.get("name")),
        draft=_bool(obj, "draft"),
        prerelease=_bool(obj, "prerelease"),
        created_at=_time(obj.get("created_at"), "created_at"),
        published_at=_time(obj.get("published_at"), "published_at"),
        html_url=_str(obj, "html_url"),
        body=str(obj.get("body") or ""),
        target_commitish=_opt_str(obj.get("target_commitish")),
        assets=tuple(assets),
    )


def _readme_json(obj: dict[str, Any]) -> Readme:
    if "encoding" not in obj and "content" not in obj:
        _raise_if_error(obj)
        raise ParseError(Reason.MISSING_FIELD, "file object without encoding or content")
    encoding = obj.get("encoding")
    if encoding == "none" or (encoding is None and not obj.get("content")):
        # Files over 1 MB come without content; the raw media type must be used for them.
        raise ParseError(Reason.NOT_INLINED, f"{obj.get('path')!r} content not inlined")
    if encoding != "base64":
        raise ParseError(Reason.BAD_VALUE, f"unknown encoding {encoding!r}")
    try:
        raw = base64.b64decode("".join(_str(obj, "content").split()), validate=True)
    except (binascii.Error, ValueError) as exc:
        raise ParseError(Reason.BAD_VALUE, f"content is not base64: {exc}") from exc
    return Readme(
        text=_decode_text(raw),
        path=_opt_str(obj.get("path")),
        sha=_opt_str(obj.get("sha")),
        html_url=_opt_str(obj.get("html_url")),
    )


def _decode_text(body: bytes | str) -> str:
    """README bytes as text; undecodable bytes become U+FFFD (text is only searched and diffed)."""
    if isinstance(body, str):
        return body
    return body.decode("utf-8-sig", "replace")


def _load(body: bytes | str) -> Any:
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    if not text.strip():
        raise ParseError(Reason.NOT_JSON, "empty body")
    try:
        return json.loads(text)
    except ValueError as exc:
        flat = " ".join(text.split())[:120]
        raise ParseError(Reason.NOT_JSON, f"{exc}: {flat}") from exc


def _array(data: Any, what: str) -> list[Any]:
    if isinstance(data, list):
        return data
    _raise_if_error(data)
    raise ParseError(Reason.WRONG_SHAPE, f"expected a list of {what}, got {type(data).__name__}")


def _object(data: Any, what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ParseError(Reason.WRONG_SHAPE, f"expected a {what} object, got {type(data).__name__}")
    return data


def _raise_if_error(data: Any) -> None:
    if isinstance(data, dict) and isinstance(data.get("message"), str):
        raise ParseError(Reason.API_ERROR, data["message"])


def _str(obj: dict[str, Any], key: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value:
        _raise_if_error(obj)
        raise ParseError(Reason.MISSING_FIELD, f"{key}={value!r}")
    return value


def _int(obj: dict[str, Any], key: str) -> int:
    value = obj.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        _raise_if_error(obj)
        raise ParseError(Reason.MISSING_FIELD, f"{key}={value!r} is not an integer")
    if value < 0:
        raise ParseError(Reason.BAD_VALUE, f"{key}={value!r} is negative")
    return value


def _bool(obj: dict[str, Any], key: str) -> bool:
    value = obj.get(key)
    if not isinstance(value, bool):
        _raise_if_error(obj)
        raise ParseError(Reason.MISSING_FIELD, f"{key}={value!r} is not a boolean")
    return value


def _opt_str(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _time(value: object, key: str) -> datetime | None:
    """GitHub times are ISO-8601 with `Z`; null stays None."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ParseError(Reason.BAD_VALUE, f"{key}={value!r} is not a timestamp")
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError as exc:
        raise ParseError(Reason.BAD_VALUE, f"{key}={value!r} is not a timestamp") from exc
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)
