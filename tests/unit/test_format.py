"""Message formatting: escaping, headline first, splitting at 4096 without breaking tags."""

import re
from datetime import UTC, datetime, timedelta
from html.parser import HTMLParser

from domain.rules import Change, ChangeKind
from notifier.format import format_change, html_to_text, split_html, telegram_length

AT = datetime(2026, 11, 29, 14, 5, tzinfo=UTC)


def test_change_alert_leads_with_numbers_and_carries_data_time():
    change = Change(
        ChangeKind.CHANGE,
        key="k",
        metric="likes",
        old=164,
        new=181,
        window=timedelta(hours=24),
        rule="likes up 10% in 1d",
    )
    text = format_change(
        change,
        model_name="Clover-35B-A3B-Preview",
        source="huggingface",
        subject="DiffuSpace/Clover-35B-A3B-Preview",
        data_at=AT,
        page_url="http://hub/DiffuSpace/Clover-35B-A3B-Preview",
    )
    assert text.headline == "Clover-35B-A3B-Preview: likes 164 → 181 (+17, +10.4%) in 1d"
    first_line = text.html.splitlines()[0]
    assert "164 → 181" in first_line
    assert "Data of 2026-11-29 14:05 UTC" in text.html


def test_scraped_names_are_escaped():
    change = Change(ChangeKind.NEW_REPO, key="k", item="Org/<script>&x")
    text = format_change(change, model_name="M<b>", source="huggingface", subject="Org", data_at=AT)
    assert "<script>" not in text.html
    assert "&lt;script&gt;&amp;x" in text.html
    assert "M&lt;b&gt;" in text.html


class _Balance(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack = []

    def handle_starttag(self, tag, attrs):
        self.stack.append(tag)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, (self.stack, tag)
        self.stack.pop()


def test_split_keeps_every_part_under_the_limit_and_tags_balanced():
    body = (
        "<b>head</b>\n<pre>"
        + "\n".join(f"row {i} " + "x" * 60 for i in range(200))
        + "</pre>\n<i>end</i>"
    )
    parts = split_html(body, limit=1000)
    assert len(parts) > 5
    for part in parts:
        assert telegram_length(part) <= 1000
        checker = _Balance()
        checker.feed(part)
        assert checker.stack == []
    assert html_to_text("".join(parts)).count("row ") == 200


def test_split_a_single_huge_line_never_cuts_inside_a_tag_or_entity():
    body = "<b>" + " ".join(["a&amp;b <i>c</i>"] * 800) + "</b>"
    parts = split_html(body, limit=500)
    for part in parts:
        assert telegram_length(part) <= 500
        assert not re.search(r"&[a-z]*$", part.rstrip("</b>"))
        checker = _Balance()
        checker.feed(part)
        assert checker.stack == []


def test_short_message_is_one_part():
    assert split_html("<b>x</b>") == ["<b>x</b>"]
