"""Recognising benchmark names and mapping their spellings to one canonical id.

``BenchmarkId`` keeps the version or variant apart from the name and exact, so that the
ledger can tell "SWE-bench Verified" from "SWE-bench Lite" and "Terminal-Bench 2.0" from
"Terminal-Bench 2.1" (results on them are not comparable).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from domain.claims.benchmark_table import BENCHMARKS, BenchmarkSpec, VersionStyle

_BEFORE = r"(?<![A-Za-z0-9])"
_AFTER = r"(?![A-Za-z0-9])"
_DASHES = str.maketrans({c: "-" for c in "‐‑‒–—―"})


class BenchmarkId(NamedTuple):
    """A canonical benchmark: its name and, kept separate, its version or variant."""

    name: str
    variant: str | None = None

    def __str__(self) -> str:
        return f"{self.name} {self.variant}" if self.variant else self.name


@dataclass(frozen=True)
class BenchmarkHit:
    """A benchmark name found in a text."""

    start: int
    end: int
    id: BenchmarkId
    spec: BenchmarkSpec


@dataclass(frozen=True)
class _Compiled:
    spec: BenchmarkSpec
    base: re.Pattern[str]
    version: re.Pattern[str] | None
    variants: tuple[tuple[str, re.Pattern[str]], ...]


@cache
def _compiled() -> tuple[_Compiled, ...]:
    out = []
    for spec in BENCHMARKS:
        flags = 0 if spec.case_sensitive else re.IGNORECASE
        base = re.compile(_BEFORE + f"(?:{spec.pattern})", flags)
        version = (
            re.compile(r"[-\s_]?(?:" + spec.version + r")(?![A-Za-z0-9%]|[.,]\d)", re.IGNORECASE)
            if spec.version
            else None
        )
        variants = tuple(
            (canon, re.compile(r"[-\s_:]?\s?(?:" + rx + ")" + _AFTER, re.IGNORECASE))
            for canon, rx in spec.variants
        )
        out.append(_Compiled(spec, base, version, variants))
    return tuple(out)


def _normalise_version(token: str, style: VersionStyle) -> str:
    digits = re.sub(r"[^0-9.]", "", token)
    if style is VersionStyle.YEAR:
        return digits if len(digits) == 4 else "20" + digits[-2:]
    if style is VersionStyle.V:
        return "v" + digits
    return digits


def _extend(text: str, pos: int, comp: _Compiled) -> tuple[int, list[str]]:
    """Read an optional version and then an optional variant right after a base name."""
    parts: list[str] = []
    if comp.version is not None:
        m = comp.version.match(text, pos)
        if m:
            parts.append(_normalise_version(m.group(0), comp.spec.version_style))
            pos = m.end()
    for canon, rx in comp.variants:
        m = rx.match(text, pos)
        if m:
            parts.append(canon)
            pos = m.end()
            break
    return pos, parts


def find_benchmarks(text: str) -> list[BenchmarkHit]:
    """Every benchmark name in ``text``, left to right, longest match first at overlaps."""
    return list(_find_benchmarks(text))


@lru_cache(maxsize=4096)
def _find_benchmarks(text: str) -> tuple[BenchmarkHit, ...]:
    """Cached: the analysis asks again for the same clause (its cues, its benchmarks' owners,
    its figures), and each ask runs every benchmark's pattern over it."""
    text = text.translate(_DASHES)
    hits: list[BenchmarkHit] = []
    for comp in _compiled():
        for m in comp.base.finditer(text):
            end, parts = _extend(text, m.end(), comp)
            if not parts and re.match(r"[A-Za-z0-9]", text[m.end() : m.end() + 1]):
                continue  # base name glued to more letters: another word
            bench = BenchmarkId(comp.spec.name, " ".join(parts) or None)
            hits.append(BenchmarkHit(m.start(), end, bench, comp.spec))
    hits.sort(key=lambda h: (h.start, -(h.end - h.start)))
    kept: list[BenchmarkHit] = []
    for hit in hits:
        if kept and hit.start < kept[-1].end:
            continue
        kept.append(hit)
    return tuple(kept)


def canonical_benchmark(name: str) -> BenchmarkId | None:
    """Map one benchmark name as written to its canonical id, or None if it is not known.

    The whole string must be the benchmark name (punctuation and footnote marks aside):
    "SWE-Bench Verified*" maps to ("SWE-bench", "Verified"), "GPQA Diamond score" does not.
    """
    hits = find_benchmarks(name)
    if len(hits) != 1:
        return None
    hit = hits[0]
    rest = name.translate(_DASHES)[: hit.start] + name.translate(_DASHES)[hit.end :]
    if re.search(r"[A-Za-z0-9\u4e00-\u9fff]", rest):
        return None
    return hit.id


def tolerance_family(benchmark: BenchmarkId) -> str:
    """The family whose tolerance applies to ``benchmark`` (τ², τ³ and τ share one)."""
    for spec in BENCHMARKS:
        if spec.name == benchmark.name:
            return spec.tolerance_family
    return benchmark.name
