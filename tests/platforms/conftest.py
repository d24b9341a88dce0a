"""Fixtures for the ModelScope/GitHub platform tests: recorded bodies and the two fakes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fakes import shared_dir
from tests.fakes.github import FakeGitHub
from tests.fakes.modelscope import FakeModelScope


def api_fixture(name: str) -> Path:
    return shared_dir() / "fixtures" / "api" / name


def recorded_headers(name: str) -> list[tuple[str, str]]:
    """The `headers` pairs of a `*.headers.json` recording."""
    data = json.loads(api_fixture(name).read_text(encoding="utf-8"))
    return [(k, v) for k, v in data["headers"]]


@pytest.fixture
def github() -> Iterator[FakeGitHub]:
    with FakeGitHub(timeout_seconds=2.0) as fake:
        yield fake
        assert fake.errors == []


@pytest.fixture
def modelscope() -> Iterator[FakeModelScope]:
    with FakeModelScope(timeout_seconds=2.0) as fake:
        yield fake
        assert fake.errors == []
