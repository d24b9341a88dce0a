"""Message text: pure functions from domain values to Telegram HTML.

Every scraped or user-supplied string goes through ``html.escape``: Telegram rejects a message
whose HTML it cannot parse, and an unescaped ``<`` in a repo name would lose the alert.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from telegram.constants import MessageLimit

from domain.durations import format_duration
from domain.metrics import label
from domain.rules import Change, ChangeKind, Point

SOURCE_LABELS = {"huggingface": "Hugging Face", "modelscope": "ModelScope", "github": "GitHub"}

ICONS = {
    ChangeKind.CHANGE: "📈",
    ChangeKind.MILESTONE: "🎯",
    ChangeKind.ANOMALY: "⚠️",
    ChangeKind.NEW_REPO: "🆕",
    ChangeKind.NEW_FILE: "📦",
    ChangeKind.NEW_RELEASE: "🏷️",
    ChangeKind.NEW_COMMIT: "🔁",
    ChangeKind.CARD_CHANGE: "📝",
    ChangeKind.KEYWORD: "🔎",
    ChangeKind.RELEASE: "🚀",
    ChangeKind.SOURCE_FAILING: "🛑",
    ChangeKind.SOURCE_RECOVERED: "✅",
}


@dataclass(frozen=True)
class AlertText:
    headline: str  # plain text, for lists and logs
    html: str  # the message body


def number(value: float | None) -> str:
    if value is None:
        return "–"
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.2f}"


def signed(value: float) -> str:
    text = number(abs(value))
    return f"+{text}" if value >= 0 else f"−{text}"


def timestamp(at: datetime) -> str:
    return at.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")


def page_url(endpoints: dict[str, str], source: str, page: str) -> str | None:
    """The web page of a repo on its platform, for links in messages."""
    base = endpoints.get(source)
    if base is None:
        return None
    if source == "modelscope":
        return f"{base}/models/{page}"
    return f"{base}/{page}"


def format_change(
    change: Change,
    *,
    model_name: str,
    source: str,
    subject: str,
    data_at: datetime,
    page_url: str | None = None,
) -> AlertText:
    """The alert for one change: the numbers and their change first, then where and when."""
    e = html.escape
    source_label = SOURCE_LABELS.get(source, source)
    metric = label(change.metric) if change.metric else ""
    if change.kind is ChangeKind.CHANGE:
        assert change.old is not None and change.new is not None and change.delta is not None
        pct = f", {change.ratio:+.1%}" if change.ratio is not None else ""
        span = f" in {format_duration(change.window)}" if change.window else ""
        head = (
            f"{model_name}: {metric} {number(change.old)} → {number(change.new)} "
            f"({signed(change.delta)}{pct}){span}"
        )
    elif change.kind is ChangeKind.MILESTONE:
        head = f"{model_name} passed {number(change.milestone)} {metric} (now {number(change.new)})"
    elif change.kind is ChangeKind.ANOMALY:
        assert change.delta is not None
        head = (
            f"{model_name}: {metric} fell {number(change.old)} → {number(change.new)} "
            f"({signed(change.delta)}); a cumulative count should not fall"
        )
    elif change.kind is ChangeKind.NEW_REPO:
        kind_note = f" ({change.detail})" if change.detail else ""
        head = f"{model_name}: new repo {change.item}{kind_note}"
    elif change.kind is ChangeKind.NEW_FILE:
        head = f"{model_name}: new file {change.item} in {subject}"
    elif change.kind is ChangeKind.NEW_RELEASE:
        head = f"{model_name}: new release {change.item} of {subject}"
    elif change.kind is ChangeKind.NEW_COMMIT:
        head = f"{model_name}: {subject} has a new revision {str(change.item)[:12]}"
    elif change.kind is ChangeKind.CARD_CHANGE:
        head = f"{model_name}: the card of {subject} changed"
    elif change.kind is ChangeKind.KEYWORD:
        head = f"{model_name}: “{change.item}” appears in {subject} for the first time"
    elif change.kind is ChangeKind.RELEASE:
        head = f"{model_name}: release {change.item} on {len(change.lines)} fronts"
    else:
        head = f"{model_name}: {change.kind} {change.item or ''}".strip()

    lines = [f"{ICONS[change.kind]} <b>{e(head)}</b>"]
    where = f"{source_label} · {subject}"
    if page_url:
        where = f'{source_label} · <a href="{e(page_url, quote=True)}">{e(subject)}</a>'
        lines.append(where)
    else:
        lines.append(e(where))
    if change.since is not None and change.kind is ChangeKind.CHANGE and not change.window:
        lines.append(f"Since {e(timestamp(change.since))}")
    if change.detail and change.kind is ChangeKind.CARD_CHANGE:
        lines.append(f"<pre>{e(change.detail)}</pre>")
    if change.lines:
        lines.append("Timeline:")
        lines.extend(e(line) for line in change.lines)
    if change.rule:
        lines.append(f"<i>Rule: {e(change.rule)}</i>")
    if change.kind is ChangeKind.ANOMALY:
        lines.append("<i>Flagged for review: the Hub may have recounted or filtered downloads.</i>")
    lines.append(f"Data of {e(timestamp(data_at))}")
    return AlertText(head, "\n".join(lines))


def format_history(
    model_name: str, metric: str, points: Sequence[Point], *, limit: int = 30
) -> str:
    """A compact series for the bot: newest last, with the change over the period."""
    e = html.escape
    if not points:
        return f"No {e(label(metric))} history for <b>{e(model_name)}</b> in that period."
    shown = points[-limit:]
    rows = [f"{p.at.astimezone(UTC):%Y-%m-%d %H:%M}  {number(p.value):>12}" for p in shown]
    first, last = points[0], points[-1]
    change = last.value - first.value
    head = (
        f"<b>{e(model_name)}</b> · {e(label(metric))}: {number(first.value)} → "
        f"{number(last.value)} ({signed(change)}) over {len(points)} snapshots"
    )
    more = f"\n(last {len(shown)} of {len(points)})" if len(points) > len(shown) else ""
    return f"{head}\n<pre>{e(chr(10).join(rows))}</pre>{more}"


_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>")


def telegram_length(text: str) -> int:
    """Telegram counts UTF-16 code units; counting the raw HTML is a safe upper bound."""
    return len(text.encode("utf-16-le")) // 2


def split_html(text: str, limit: int = MessageLimit.MAX_TEXT_LENGTH) -> list[str]:
    """Split a message into parts of at most `limit`, at line (then word) boundaries.

    Tags open at a cut are closed at the end of the part and reopened at the start of the next,
    so every part is valid HTML on its own.
    """
    if telegram_length(text) <= limit:
        return [text]
    parts: list[str] = []
    current = ""
    open_tags: list[tuple[str, str]] = []  # (name, full opening tag)
    for piece in _pieces(text, budget=limit // 2):
        reopen = "".join(tag for _, tag in open_tags)
        closing = "".join(f"</{name}>" for name, _ in reversed(open_tags))
        if current and telegram_length(current + piece + closing) > limit:
            parts.append(current + closing)
            current = reopen
        current += piece
        open_tags = _track(open_tags, piece)
    if current.strip():
        parts.append(current + "".join(f"</{name}>" for name, _ in reversed(open_tags)))
    return parts


def _pieces(text: str, budget: int) -> list[str]:
    """Lines (with their newline); over-long lines are cut at spaces, never inside a tag."""
    out: list[str] = []
    for line in text.splitlines(keepends=True):
        while telegram_length(line) > budget:
            cut = _safe_cut(line, budget)
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    return out


def _safe_cut(line: str, budget: int) -> int:
    cut = line.rfind(" ", 0, budget)
    if cut <= 0:
        cut = budget
    # Move the cut before any tag or entity it would fall inside.
    lt, gt = line.rfind("<", 0, cut), line.rfind(">", 0, cut)
    if lt > gt:
        cut = lt
    amp, semi = line.rfind("&", 0, cut), line.rfind(";", 0, cut)
    if amp > semi and cut - amp < 10:
        cut = amp
    return max(cut, 1)


def _track(open_tags: list[tuple[str, str]], piece: str) -> list[tuple[str, str]]:
    stack = list(open_tags)
    for match in _TAG.finditer(piece):
        closing, name = match.group(1), match.group(2).lower()
        if closing:
            for i in range(len(stack) - 1, -1, -1):
                if stack[i][0] == name:
                    del stack[i]
                    break
        elif not match.group(0).endswith("/>"):
            stack.append((name, match.group(0)))
    return stack


def html_to_text(text: str) -> str:
    """The console rendering of a message (no token configured)."""
    return html.unescape(_TAG.sub("", text))
