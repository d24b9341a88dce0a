"""Release fusion: one alert per release, however many platforms it lands on.

A launch shows up as a new Hub repo, then a ModelScope mirror, then a GitHub release, minutes or
hours apart. Three alerts would be noise; one alert with a short timeline, edited as the other
platforms catch up, is news. Events are fused when their normalised names agree within a window
(48 h by default): same model family, no conflicting descriptors (size, "Preview"…) or versions,
and the same format variant (GGUF, AWQ, …) unless an equal version already ties them.

A `Release` keeps the key it got from its first event forever, so the alert layer can use it as
an idempotency key and edit the message instead of sending a new one.
"""

from __future__ import annotations

import enum
import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from functools import cached_property

DEFAULT_WINDOW = timedelta(hours=48)

# Format/derivative words: they tell variants of one release apart (GGUF vs AWQ repo).
# fmt: off
VARIANT_TOKENS = frozenset({
    "gguf", "awq", "gptq", "exl2", "exl3", "mlx", "fp8", "fp4", "nvfp4", "mxfp4", "int4",
    "int8", "bnb", "4bit", "8bit", "nf4", "w4a16", "w8a8", "onnx", "lora", "hqq",
})
# fmt: on
# Words release names carry that say nothing about which release it is.
# fmt: off
NOISE_TOKENS = frozenset({
    "release", "released", "releases", "model", "models", "weights", "official", "files",
    "file", "code", "new", "update", "updated", "support", "and", "the", "for", "with", "of",
    "version", "a", "an", "now", "available", "open", "source",
})
# fmt: on
_FREE_TEXT_KINDS = frozenset({"release", "tag"})
_PLATFORM_ORDER = {"huggingface": 0, "modelscope": 1, "github": 2}
_VERSION = re.compile(r"^v?(\d+(?:\.\d+)+|\d+)$")
_VERSION_IN_TEXT = re.compile(
    r"(?<![a-z0-9.])v?(\d+(?:\.\d+)+)(?![a-z0-9])|(?<![a-z0-9])v(\d+)(?![a-z0-9.])"
)


class Platform(enum.StrEnum):
    HUGGINGFACE = "huggingface"
    MODELSCOPE = "modelscope"
    GITHUB = "github"


class EventKind(enum.StrEnum):
    NEW_REPO = "new_repo"
    NEW_FILES = "new_files"  # e.g. first GGUF in a repo, new weight shards
    RELEASE = "release"
    TAG = "tag"
    REVISION = "revision"  # new commit/sha
    CARD_CHANGE = "card_change"


@dataclass(frozen=True)
class Event:
    """One observation. `subject` is the page it happened on ("DiffuSpace/Clover" for a GitHub
    release), `name` what was published (repo id, release name or tag), `version` a tag if any."""

    platform: Platform | str
    kind: EventKind | str
    subject: str
    name: str
    version: str | None
    at: datetime
    url: str | None = None

    def __post_init__(self) -> None:
        if self.at.tzinfo is None:
            raise ValueError("Event.at must be timezone-aware")

    @cached_property
    def signature(self) -> Signature:
        return signature_of(self)

    @property
    def identity(self) -> tuple[str, str, str, str, str]:
        """Two events with the same identity are one observation seen twice (re-crawls)."""
        return (
            str(self.platform),
            str(self.kind),
            self.subject.lower(),
            self.name.lower(),
            (self.version or "").lower(),
        )


@dataclass(frozen=True)
class Signature:
    """The normalised name: family ("clover"), descriptors ({"35b", "a3b", "preview"}),
    variants ({"gguf"}) and version ("0.2")."""

    family: str | None
    descriptors: frozenset[str]
    variants: frozenset[str]
    version: str | None


@dataclass(frozen=True)
class Release:
    """Fused events, oldest first. `revision` counts accepted updates: an alert edit is due
    whenever it grows."""

    key: str
    anchor: Event  # the event that opened the release; the key and family come from it
    events: tuple[Event, ...]
    revision: int = 0
    window: timedelta = field(default=DEFAULT_WINDOW, compare=False)

    @classmethod
    def start(cls, event: Event, *, window: timedelta = DEFAULT_WINDOW) -> Release:
        return cls(key=release_key(event), anchor=event, events=(event,), window=window)

    @property
    def started_at(self) -> datetime:
        return self.events[0].at

    @property
    def last_at(self) -> datetime:
        return self.events[-1].at

    @property
    def platforms(self) -> frozenset[str]:
        return frozenset(str(e.platform) for e in self.events)

    @property
    def family(self) -> str | None:
        return self.anchor.signature.family

    @property
    def version(self) -> str | None:
        return next((e.signature.version for e in self.events if e.signature.version), None)

    @property
    def descriptors(self) -> frozenset[str]:
        return next(
            (e.signature.descriptors for e in self.events if e.signature.descriptors), frozenset()
        )

    @property
    def title(self) -> str:
        """The most descriptive name among the events (a repo name over "v0.2")."""
        return max(self.events, key=lambda e: (len(e.signature.descriptors), -_order(e))).name

    def accepts(self, event: Event) -> bool:
        """Does `event` belong here? Within the window (the whole release spans at most
        `window`), same family, no version or descriptor conflict with the release, and
        compatible with at least one member (so GitHub's "v0.2 GGUF" joins the GGUF repo)."""
        if event.identity in {e.identity for e in self.events}:
            return True
        first, last = min(self.started_at, event.at), max(self.last_at, event.at)
        if last - first > self.window:
            return False
        sig = event.signature
        if sig.family is None or sig.family != self.family:
            return False
        if sig.version and self.version and sig.version != self.version:
            return False
        if sig.descriptors and self.descriptors and sig.descriptors != self.descriptors:
            return False
        return any(compatible(sig, e.signature) for e in self.events)

    def update(self, event: Event) -> Release:
        """The release with `event` added (timeline kept in time order, `revision` + 1);
        the same release unchanged for an event it already holds. The key never changes."""
        if not self.accepts(event):
            raise ValueError(f"event {event.name!r} does not belong to release {self.key}")
        if event.identity in {e.identity for e in self.events}:
            return self
        events = tuple(sorted((*self.events, event), key=lambda e: (e.at, _order(e))))
        return replace(self, events=events, revision=self.revision + 1)

    def timeline(self) -> tuple[str, ...]:
        """One line per event: `2025-06-01 14:05 UTC · huggingface · new_repo · <name>`."""
        return tuple(
            f"{e.at.astimezone(UTC):%Y-%m-%d %H:%M} UTC · {e.platform} · {e.kind} · {e.name}"
            for e in self.events
        )


def fuse_events(events: Iterable[Event], window: timedelta = DEFAULT_WINDOW) -> list[Release]:
    """Group a batch of events into releases, in time order (what incremental use via
    `release_key_for` + `Release.update` produces when events arrive in time order)."""
    releases: list[Release] = []
    for event in sorted(events, key=lambda e: (e.at, _order(e))):
        match = best_release(event, releases)
        if match is None:
            releases.append(Release.start(event, window=window))
        else:
            releases[releases.index(match)] = match.update(event)
    return releases


def release_key_for(event: Event, open_releases: Iterable[Release]) -> str:
    """The key of the open release `event` joins, or the key a new release would get.
    Callers keep the releases of the last window, edit the alert stored under an existing key
    (after `Release.update`) and send a new one for a new key (after `Release.start`)."""
    match = best_release(event, list(open_releases))
    return match.key if match is not None else release_key(event)


def best_release(event: Event, releases: Sequence[Release]) -> Release | None:
    """Among releases that accept `event`, the one whose name agrees most (exact descriptors,
    then variants, then version), then the closest in time."""
    candidates = [r for r in releases if r.accepts(event)]
    if not candidates:
        return None
    sig = event.signature

    def score(release: Release) -> tuple[int, int, int, float]:
        return (
            int(bool(sig.descriptors) and sig.descriptors == release.descriptors),
            int(any(sig.variants == e.signature.variants for e in release.events)),
            int(bool(sig.version) and sig.version == release.version),
            -abs((event.at - release.last_at).total_seconds()),
        )

    return max(candidates, key=score)


def compatible(a: Signature, b: Signature) -> bool:
    """Pairwise rule: same family; versions and descriptors may be missing on one side but must
    not differ; an equal version ties variants ("v0.2" tag and "v0.2 GGUF" release), otherwise
    the variants must be the same set."""
    if a.family is None or a.family != b.family:
        return False
    if a.version and b.version and a.version != b.version:
        return False
    if a.descriptors and b.descriptors and a.descriptors != b.descriptors:
        return False
    if a.version and a.version == b.version:
        return True
    return a.variants == b.variants


def signature_of(event: Event) -> Signature:
    """Normalise an event's name; the owner is dropped (mirrors live under other orgs).

    Release and tag names are free text on a repo ("Clover v0.2: SGLang support"), so for them
    the family comes from the subject repo and only versions and variants are read from the
    name; their descriptors stay empty and match anything. Repo names give all four parts.
    """
    version = _normalise_version(event.version) if event.version else None
    descriptors: list[str] = []
    variants: set[str] = set()
    family: str | None = None
    free_text = str(event.kind) in _FREE_TEXT_KINDS
    for token in _tokens(_strip_owner(event.name)):
        if _is_version_token(token):
            version = version or _normalise_version(token)
        elif token in VARIANT_TOKENS:
            variants.add(token)
        elif token in NOISE_TOKENS or free_text:
            continue
        elif family is None and token[0].isalpha():
            family = token
        else:
            descriptors.append(token)
    if family is None:
        family = next(
            (t for t in _tokens(_strip_owner(event.subject)) if _is_family_token(t)), None
        )
    return Signature(family, frozenset(descriptors), frozenset(variants), version)


def release_key(event: Event) -> str:
    """`release:<family>:<date>:<digest>` of the opening event: readable in logs, unique."""
    sig = event.signature
    digest = hashlib.sha256("|".join((*event.identity, event.at.isoformat())).encode()).hexdigest()
    return f"release:{sig.family or 'unknown'}:{event.at:%Y%m%d}:{digest[:12]}"


def _tokens(text: str) -> list[str]:
    """Lower-case tokens; dots split words ("llama.cpp") but not versions ("0.2", "v1.5")."""
    out: list[str] = []
    for chunk in re.split(r"[^a-z0-9.]+", text.lower()):
        chunk = chunk.strip(".")
        if not chunk:
            continue
        if _VERSION.match(chunk):
            out.append(chunk)
        else:
            out.extend(p for p in chunk.split(".") if p)
    return out


def _normalise_version(text: str) -> str | None:
    """ "v0.2.0" → "0.2", "V2" → "2"; None when the text holds no version."""
    cleaned = text.strip().lower()
    match = _VERSION.match(cleaned) or _VERSION_IN_TEXT.search(cleaned)
    if match is None:
        return None
    number = next(g for g in match.groups() if g)
    parts = number.split(".")
    while len(parts) > 1 and parts[-1] == "0":
        parts.pop()
    return ".".join(str(int(p)) for p in parts)


def _is_version_token(token: str) -> bool:
    """ "0.2", "v1.5", "v2" are versions; a bare "2" is not (it is part of a name)."""
    return bool(_VERSION.match(token)) and ("." in token or token.startswith("v"))


def _is_family_token(token: str) -> bool:
    return (
        token[0].isalpha()
        and token not in VARIANT_TOKENS
        and token not in NOISE_TOKENS
        and not _is_version_token(token)
    )


def _strip_owner(name: str) -> str:
    return name.rsplit("/", 1)[-1]


def _order(event: Event) -> int:
    """Tie-break for equal times: Hub, ModelScope, GitHub (stable timelines and keys)."""
    return _PLATFORM_ORDER.get(str(event.platform), len(_PLATFORM_ORDER))
