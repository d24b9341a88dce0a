"""Release fusion: one release per launch across platforms, stable keys, windows."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from domain.fusion import (
    Event,
    EventKind,
    Platform,
    Release,
    fuse_events,
    release_key_for,
    signature_of,
)

T0 = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
GGUF = "DiffuSpace/Clover-35B-A3B-Preview-GGUF"


def hub_repo(name: str, at: datetime) -> Event:
    return Event(Platform.HUGGINGFACE, EventKind.NEW_REPO, name, name, None, at)


def modelscope_repo(name: str, at: datetime) -> Event:
    return Event(Platform.MODELSCOPE, EventKind.NEW_REPO, name, name, None, at)


def gh_release(name: str, tag: str, at: datetime) -> Event:
    return Event(Platform.GITHUB, EventKind.RELEASE, "DiffuSpace/Clover", name, tag, at)


def test_three_platforms_within_48h_fuse_into_one_release() -> None:
    events = [
        hub_repo(GGUF, T0),
        modelscope_repo(GGUF, T0 + timedelta(hours=6)),
        gh_release("v0.2 GGUF", "v0.2", T0 + timedelta(hours=30)),
    ]
    (release,) = fuse_events(events)
    assert len(release.events) == 3
    assert release.platforms == {"huggingface", "modelscope", "github"}
    assert release.timeline() == (
        f"2025-06-01 12:00 UTC · huggingface · new_repo · {GGUF}",
        f"2025-06-01 18:00 UTC · modelscope · new_repo · {GGUF}",
        "2025-06-02 18:00 UTC · github · release · v0.2 GGUF",
    )
    assert release.title == GGUF
    assert release.version == "0.2"
    # The key is the first event's, whatever joins later.
    assert release.key == Release.start(events[0]).key
    assert release.key.startswith("release:clover:20250601:")


def test_event_five_days_later_is_a_separate_release() -> None:
    events = [hub_repo(GGUF, T0), modelscope_repo(GGUF, T0 + timedelta(days=5))]
    first, second = fuse_events(events)
    assert first.key != second.key
    assert [len(r.events) for r in (first, second)] == [1, 1]


def test_incremental_updates_keep_the_key_and_count_revisions() -> None:
    release = Release.start(hub_repo(GGUF, T0))
    mirror = modelscope_repo(GGUF, T0 + timedelta(hours=2))
    assert release_key_for(mirror, [release]) == release.key
    updated = release.update(mirror)
    assert (updated.key, updated.revision, len(updated.events)) == (release.key, 1, 2)
    # A re-crawl of the same observation changes nothing (no alert edit).
    assert updated.update(mirror) is updated


def test_unrelated_event_gets_a_new_key() -> None:
    release = Release.start(hub_repo(GGUF, T0))
    other = hub_repo("DiffuSpace/Clover-35B-A3B-Preview-AWQ", T0 + timedelta(hours=1))
    key = release_key_for(other, [release])
    assert key != release.key
    assert key == Release.start(other).key
    with pytest.raises(ValueError):
        release.update(other)


@pytest.mark.parametrize(
    ("first", "second", "fused"),
    [
        # Same version ties a bare tag to the release that names a variant.
        (
            gh_release("v0.2 GGUF", "v0.2", T0),
            Event("github", "tag", "DiffuSpace/Clover", "v0.2", "v0.2", T0),
            True,
        ),
        # Different versions never fuse.
        (gh_release("v0.2", "v0.2", T0), gh_release("v0.3", "v0.3", T0), False),
        # Different sizes (descriptors) never fuse.
        (
            hub_repo("DiffuSpace/Clover-35B-A3B-Preview", T0),
            hub_repo("DiffuSpace/Clover-7B-Preview", T0),
            False,
        ),
        # Another family never fuses.
        (hub_repo("DiffuSpace/Clover-35B", T0), hub_repo("DiffuSpace/Ivy-35B", T0), False),
        # A plain code release on launch day joins the plain model repo.
        (
            hub_repo("DiffuSpace/Clover-35B-A3B-Preview", T0),
            gh_release("Clover v0.2: SGLang and llama.cpp support", "v0.2", T0),
            True,
        ),
        # Mirrors under another owner fuse.
        (hub_repo(GGUF, T0), modelscope_repo("diffuspace/clover-35b-a3b-preview-gguf", T0), True),
    ],
)
def test_matching_rules(first: Event, second: Event, fused: bool) -> None:
    assert (len(fuse_events([first, second])) == 1) is fused


def test_signatures() -> None:
    sig = signature_of(hub_repo(GGUF, T0))
    assert (sig.family, sig.descriptors, sig.variants, sig.version) == (
        "clover",
        frozenset({"35b", "a3b", "preview"}),
        frozenset({"gguf"}),
        None,
    )
    release = signature_of(gh_release("Release v1.0.0", "v1.0.0", T0))
    assert (release.family, release.version, release.descriptors) == ("clover", "1", frozenset())


def test_window_spans_the_whole_release() -> None:
    # Each event is within 48 h of the previous one, but the release may span 48 h at most.
    events = [
        hub_repo(GGUF, T0),
        modelscope_repo(GGUF, T0 + timedelta(hours=40)),
        Event("github", "new_repo", GGUF, GGUF, None, T0 + timedelta(hours=80)),
    ]
    assert [len(r.events) for r in fuse_events(events)] == [2, 1]


def test_naive_times_are_refused() -> None:
    with pytest.raises(ValueError):
        Event("huggingface", "new_repo", "a/b", "a/b", None, datetime(2025, 1, 1))
