"""Human durations ("30m", "24h", "7d") used by the watchlist and the CLI."""

from __future__ import annotations

import re
from datetime import timedelta

_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
_PART = re.compile(r"(\d+(?:\.\d+)?)\s*([smhdw])")


def parse_duration(text: str | int | float | timedelta) -> timedelta:
    """Parse "90s", "30m", "1h30m", "7d" (a bare number means seconds)."""
    if isinstance(text, timedelta):
        return text
    if isinstance(text, int | float):
        return timedelta(seconds=float(text))
    cleaned = text.strip().lower().replace(" ", "")
    if re.fullmatch(r"\d+(?:\.\d+)?", cleaned):
        return timedelta(seconds=float(cleaned))
    parts = _PART.findall(cleaned)
    if not parts or "".join(n + u for n, u in parts) != cleaned:
        raise ValueError(f"not a duration: {text!r} (use e.g. 90s, 30m, 24h, 7d)")
    return timedelta(seconds=sum(float(n) * _UNITS[u] for n, u in parts))


def format_duration(delta: timedelta) -> str:
    """The inverse for display: "1d 2h", "45m", "12s"."""
    seconds = int(delta.total_seconds())
    if seconds < 60:
        return f"{seconds}s"
    out = []
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        amount, seconds = divmod(seconds, size)
        if amount:
            out.append(f"{amount}{unit}")
    return " ".join(out[:2])
