"""Feed and search-API parsers against the real captures in shared/fixtures, and bad input."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from urllib.parse import parse_qs, urlsplit

import pytest

from crawler.parsers.feeds import (
    FeedEntry,
    FeedKind,
    FeedParse,
    FeedProblem,
    arxiv_query_url,
    google_news_search_url,
    hn_search_url,
    parse_arxiv,
    parse_feed,
    parse_hn_search,
    parse_reddit_listing,
    reddit_search_url,
)
from domain.news.urls import canonical_url
from tests.news.support import API_FIXTURES, FEED_FIXTURES

GN_2026 = FEED_FIXTURES / "google-news-rss_search_breaking_2026-09-25.xml"
GN_MSFT_PARTIAL = FEED_FIXTURES / "google-news-rss_search_msft_de_2020-08-01.partial.xml"
GN_FR_BE = API_FIXTURES / "google_news_rss_topstories_fr-BE_2020.xml"
ARXIV_2023 = FEED_FIXTURES / "arxiv-api_query_atom_2023-01-18.xml"
ARXIV_TESTING = API_FIXTURES / "arxiv_query_search_testing_max10.atom.xml"
ARXIV_ID = API_FIXTURES / "arxiv_query_id_list_1605.08386.atom.xml"
HN_POLLOPT = FEED_FIXTURES / "hn-algolia_search_response.json"
HN_BY_URL = API_FIXTURES / "hn_algolia_search_by_url.json"
HN_ITEM = API_FIXTURES / "hn_algolia_item_8828543.json"
REDDIT_MODERN = API_FIXTURES / "reddit_search_listing_url.json"
REDDIT_2016 = API_FIXTURES / "reddit_search_listing_oauth_praw_2016.json"
REDDIT_PARTIAL = FEED_FIXTURES / "reddit_r-python_hot_2023-02-28.partial.json"

GN_SEARCH_URL = "https://news.google.com/rss/search?q=breaking&hl=en-US&gl=US&ceid=US:en"


def _feed(path, url: str = GN_SEARCH_URL) -> FeedParse:
    return parse_feed(path.read_bytes(), url=url)


def _all_parses() -> dict[str, FeedParse]:
    return {
        GN_2026.name: _feed(GN_2026),
        GN_MSFT_PARTIAL.name: _feed(GN_MSFT_PARTIAL),
        GN_FR_BE.name: _feed(GN_FR_BE, "https://news.google.com/rss?hl=fr&gl=BE&ceid=BE:fr"),
        ARXIV_2023.name: parse_arxiv(ARXIV_2023.read_bytes()),
        ARXIV_TESTING.name: parse_arxiv(ARXIV_TESTING.read_bytes()),
        ARXIV_ID.name: parse_arxiv(ARXIV_ID.read_bytes()),
        HN_POLLOPT.name: parse_hn_search(HN_POLLOPT.read_bytes()),
        HN_BY_URL.name: parse_hn_search(HN_BY_URL.read_bytes()),
        HN_ITEM.name: parse_hn_search(HN_ITEM.read_bytes()),
        REDDIT_MODERN.name: parse_reddit_listing(REDDIT_MODERN.read_bytes()),
        REDDIT_2016.name: parse_reddit_listing(REDDIT_2016.read_bytes()),
        REDDIT_PARTIAL.name: parse_reddit_listing(REDDIT_PARTIAL.read_bytes()),
    }


PARSES = _all_parses()
ALL_ENTRIES = [(name, e) for name, parse in PARSES.items() for e in parse.entries]


# --------------------------------------------------------------------------- invariants


@pytest.mark.parametrize(
    ("fixture", "entry"), ALL_ENTRIES, ids=[f"{n}:{e.guid[-20:]}" for n, e in ALL_ENTRIES]
)
def test_every_entry_is_well_formed(fixture: str, entry: FeedEntry) -> None:
    assert entry.guid.strip() == entry.guid and entry.guid
    assert urlsplit(entry.url).scheme in ("http", "https") and urlsplit(entry.url).hostname
    assert entry.published is None or entry.published.tzinfo is not None
    assert entry.title == entry.title.strip()
    assert "<" not in entry.summary or "<a " not in entry.summary  # markup was stripped
    assert "\n" not in entry.title
    assert entry.kind in FeedKind
    assert entry.lang is None or len(entry.lang) == 2


@pytest.mark.parametrize("fixture", sorted(PARSES))
def test_guids_are_unique_and_problems_are_coded(fixture: str) -> None:
    parse = PARSES[fixture]
    guids = [e.guid for e in parse.entries]
    assert len(guids) == len(set(guids))
    codes = set(FeedProblem)
    assert all(p.split(":", 1)[0] in codes for p in parse.problems)


# --------------------------------------------------------------------------- Google News


def test_google_news_2026_items_field_by_field() -> None:
    parse = PARSES[GN_2026.name]
    assert parse.kind == FeedKind.GOOGLE_NEWS
    assert parse.problems == ()
    assert parse.title == '"breaking OR crisis OR emergency" - Google News'
    first, second = parse.entries
    assert first.guid == "CBMinwFBVV95cUxObDNTMW1VT3pC"
    assert first.title == "Fall Related Emergency Visits for Older Adults Continue to Climb"
    assert first.source_name == "countynewscenter.com"
    assert first.source_url == "https://www.countynewscenter.com"
    assert first.published == datetime(2026, 9, 25, 13, 53, 48, tzinfo=UTC)
    assert first.lang == "en"
    # New-style ids are opaque: the link stays on Google and is flagged for resolution.
    assert first.url == "https://news.google.com/rss/articles/CBMinwFBVV95cUxObDNTMW1VT3pC?oc=5"
    assert first.extra["needs_resolution"] is True
    assert first.extra["aggregator_url"] == first.url
    assert first.summary == (
        "Fall Related Emergency Visits for Older Adults Continue to Climb countynewscenter.com"
    )
    assert second.title == (
        "Ketanji Brown Jackson criticizes supreme court’s handling of emergency docket"
    )
    assert second.source_name == "The Guardian"
    assert second.source_url == "https://www.theguardian.com"
    assert second.published == datetime(2026, 9, 25, 16, 11, tzinfo=UTC)


def test_google_news_2020_link_is_resolved_to_the_publisher() -> None:
    (entry,) = PARSES[GN_FR_BE.name].entries
    assert entry.url == (
        "https://www.rtbf.be/info/societe/detail_coronavirus-en-belgique-200-cas-detectes-au-"
        "total-la-circulation-du-virus-reste-limitee?id=10450793"
    )
    assert entry.extra["aggregator_url"].startswith("https://news.google.com/__i/rss/rd/articles/")
    assert "needs_resolution" not in entry.extra
    assert entry.guid == "52782335008021"
    assert entry.title == (
        "Coronavirus en Belgique: 200 cas détectés au total, un nombre limité de tests "
        "effectués par manque de réactifs"
    )
    assert entry.source_name == "RTBF"
    assert entry.lang == "fr"
    related = entry.extra["related"]
    assert [r["source"] for r in related] == ["RTBF", "Sudinfo.be", "dh.be", "Le Soir", "Notélé"]
    assert related[3]["url"].startswith("https://www.lesoir.be/285384/article/2020-03-08/")


def test_truncated_google_news_fixture_keeps_the_complete_item() -> None:
    parse = PARSES[GN_MSFT_PARTIAL.name]
    (entry,) = parse.entries
    assert entry.url == (
        "http://www.ims-magazin.de/microsoft-nasdaq-msft-bei-bidaskclub-zu-strong-buy-aufgestockt-48972/"
    )
    assert entry.title == "Microsoft (NASDAQ: MSFT) bei BidaskClub zu Strong-Buy aufgestockt » IMS"
    assert entry.source_name == "Internationales Magazin für Sicherheit (IMS)"
    assert entry.source_url == "http://www.ims-magazin.de"
    assert entry.published == datetime(2020, 7, 15, 7, 0, tzinfo=UTC)
    assert entry.lang == "de"
    assert "für Sicherheit" in entry.summary  # no mojibake from a missing content type
    assert parse.has_problem(FeedProblem.MALFORMED)
    assert parse.problem_counts() == {"malformed": 1, "missing-link": 1}


# --------------------------------------------------------------------------- arXiv


def test_arxiv_2023_entries_field_by_field() -> None:
    parse = PARSES[ARXIV_2023.name]
    assert parse.kind == FeedKind.ARXIV
    first, second = parse.entries
    assert first.guid == "http://arxiv.org/abs/1511.02281v1"
    assert first.url == "http://arxiv.org/abs/1511.02281v1"
    assert first.title == "Robotics Technology in Mental Health Care"
    assert first.summary.startswith(
        "This chapter discusses the existing and future use of robotics and intelligent"
    )
    assert first.author == "Laurel D. Riek"
    assert first.published == datetime(2015, 11, 7, 1, 58, 51, tzinfo=UTC)
    assert first.source_name == "arXiv"
    assert first.extra["arxiv_id"] == "1511.02281"
    assert first.extra["version"] == "v1"
    assert first.extra["doi"] == "10.1016/B978-0-12-420248-1.00008-8"
    assert first.extra["journal_ref"] == (
        "Artificial Intelligence in Behavioral Health and Mental Health Care (2015) 185-203;"
    )
    assert first.extra["primary_category"] == "cs.RO"
    assert first.extra["categories"] == ("cs.RO", "cs.CY", "cs.HC", "I.2.9; J.3")
    assert first.extra["pdf_url"] == "http://arxiv.org/pdf/1511.02281v1"
    assert second.title == (
        "Develop Health Monitoring and Management System to Track Health Condition and "
        "Nutrient Balance for School Students"
    )
    assert second.extra["comment"] == "10 Pages, 3 Figures, 4 Tables"
    assert second.extra["doi"] is None


def test_arxiv_current_format_with_several_authors() -> None:
    parse = PARSES[ARXIV_TESTING.name]
    assert len(parse.entries) == 10
    second = parse.entries[1]
    assert second.extra["authors"] == (
        "Aurora Ramírez", "Mario Berrios", "José Raúl Romero", "Robert Feldt",
    )  # fmt: skip
    assert second.author == "Aurora Ramírez, Mario Berrios, José Raúl Romero, Robert Feldt"
    assert second.url == "https://arxiv.org/abs/2405.13786v1"
    (only,) = PARSES[ARXIV_ID.name].entries
    assert only.extra["arxiv_id"] == "1605.08386"
    assert only.extra["categories"] == ("math.CO", "math.ST")
    assert only.author == "Caprice Stanley, Tobias Windisch"


def test_arxiv_error_entry_is_a_problem_not_an_entry() -> None:
    body = b"""<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>arXiv Query</title>
<id>http://arxiv.org/api/x</id>
<entry><id>http://arxiv.org/api/errors#incorrect_id_format_for_1234</id><title>Error</title>
<summary>incorrect id format for 1234</summary><link href="http://arxiv.org/api/errors#x"/></entry>
</feed>"""
    parse = parse_arxiv(body)
    assert parse.entries == ()
    assert parse.problems == ("api-error: incorrect id format for 1234",)


# --------------------------------------------------------------------------- Hacker News


def test_hn_search_by_url_older_field_set() -> None:
    parse = PARSES[HN_BY_URL.name]
    assert len(parse.entries) == 4
    first = parse.entries[0]
    assert first.guid == "hn:8828543"
    assert first.url == "https://medium.com/@shazow/ssh-how-does-it-even-9e43586e4ffc"
    assert first.title == "Why aren’t we using SSH for everything?"
    assert first.author == "dkua"
    assert first.published == datetime(2015, 1, 2, 21, 5, 46, tzinfo=UTC)
    assert first.extra["points"] == 270
    assert first.extra["comments"] == 103
    assert first.extra["discussion_url"] == "https://news.ycombinator.com/item?id=8828543"
    assert first.source_name == "Hacker News"
    # The four submissions are one article once fragments are dropped (the ?hn=1 one is a
    # parameter we cannot know to be tracking).
    keys = {canonical_url(e.url) for e in parse.entries}
    assert keys == {
        "https://medium.com/@shazow/ssh-how-does-it-even-9e43586e4ffc",
        "https://medium.com/@shazow/ssh-how-does-it-even-9e43586e4ffc?hn=1",
    }


def test_hn_hit_without_url_links_to_the_item() -> None:
    parse = PARSES[HN_POLLOPT.name]
    (entry,) = parse.entries
    assert entry.url == "https://news.ycombinator.com/item?id=3786932"
    assert entry.title == ""
    assert entry.summary == "10+ years"
    assert entry.extra["type"] == "pollopt"
    assert entry.extra["points"] == 3042
    assert entry.published == datetime(2012, 4, 2, 8, 23, 8, tzinfo=UTC)
    assert parse.problem_counts() == {"missing-title": 1}


def test_hn_item_endpoint_counts_nested_comments() -> None:
    (entry,) = PARSES[HN_ITEM.name].entries
    assert entry.guid == "hn:8828543"
    assert entry.extra["comments"] == 104  # 25 top-level comments and their replies
    assert entry.extra["points"] == 270


def test_hn_newer_field_set_and_comment_hits() -> None:
    body = b"""{"hits":[
 {"objectID":"46001","title":"Clover-35B-A3B-Preview: block diffusion MoE","url":null,
  "author":"a","points":12,"num_comments":3,"story_text":"<p>Ask HN: anyone tried it?</p>",
  "created_at":"2026-11-18T12:00:00Z","created_at_i":1763467200,"updated_at":"2026-11-18T13:00:00Z",
  "children":[46002],"_tags":["story","author_a","story_46001","ask_hn"],"story_id":46001},
 {"objectID":"46002","comment_text":"It is <i>fast</i>.",
  "story_title":"Clover-35B-A3B-Preview: block diffusion MoE",
  "story_url":null,"author":"b","created_at_i":1763470800,"created_at":"not a date",
  "_tags":["comment","author_b","story_46001"],"story_id":46001,"parent_id":46001}
 ],"nbHits":2,"exhaustive":{"nbHits":true},"processingTimingsMS":{"total":1},"serverTimeMS":2}"""
    parse = parse_hn_search(body)
    story, comment = parse.entries
    assert story.url == "https://news.ycombinator.com/item?id=46001"
    assert story.summary == "Ask HN: anyone tried it?"
    assert story.published == datetime(2026, 11, 18, 12, 0, tzinfo=UTC)
    assert comment.title == "Clover-35B-A3B-Preview: block diffusion MoE"
    assert comment.url == "https://news.ycombinator.com/item?id=46002"
    assert comment.summary == "It is fast."
    # An unreadable created_at falls back to created_at_i, which is valid: no problem.
    assert comment.published == datetime.fromtimestamp(1763470800, tz=UTC)
    assert parse.problems == ()


def test_hn_truncated_answer_salvages_complete_hits() -> None:
    body = HN_BY_URL.read_bytes()
    cut = body.index(b'"objectID": "13566801"')  # inside the third hit
    parse = parse_hn_search(body[:cut])
    assert [e.guid for e in parse.entries] == ["hn:8828543", "hn:11516582"]
    assert parse.problem_counts() == {"invalid-json": 1}
    assert "salvaged 2 complete items" in parse.problems[0]


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b"", "empty"),
        (b"<html>rate limited</html>", "invalid-json"),
        (b'{"hits": {"not": "a list"}}', "unexpected-shape"),
        (b'{"hits": [{"title": "no id"}]}', "skipped-item"),
    ],
)
def test_hn_bad_answers_are_counted(body: bytes, code: str) -> None:
    parse = parse_hn_search(body)
    assert parse.entries == ()
    assert parse.problem_counts() == {code: 1}


# --------------------------------------------------------------------------- Reddit


def test_reddit_modern_listing_field_by_field() -> None:
    parse = PARSES[REDDIT_MODERN.name]
    assert len(parse.entries) == 4
    first = parse.entries[0]
    assert first.guid == "t3_2r539r"
    assert first.url == "https://medium.com/@shazow/ssh-how-does-it-even-9e43586e4ffc"
    assert first.title == "Why aren’t we using SSH for everything?"
    assert first.source_name == "r/linux"
    assert first.source_url == "https://www.reddit.com/r/linux/"
    assert first.author == "MisterSnuggles"
    assert first.published == datetime(2015, 1, 2, 21, 57, 1, tzinfo=UTC)
    assert first.extra["discussion_url"] == (
        "https://www.reddit.com/r/linux/comments/2r539r/why_arent_we_using_ssh_for_everything/"
    )
    assert first.extra["points"] == 880
    assert first.extra["comments"] == 352
    assert first.extra["upvote_ratio"] == 0.95
    assert parse.problems == ()


def test_reddit_2016_self_posts() -> None:
    parse = PARSES[REDDIT_2016.name]
    assert len(parse.entries) == 6
    first = parse.entries[0]
    assert first.url == (
        "https://www.reddit.com/r/redditdev/comments/3gpbiu/prawoauth2util_problem_using_get_banned_raise/"
    )
    assert first.extra["discussion_url"].endswith("?ref=search_posts")
    assert canonical_url(first.extra["discussion_url"]) == canonical_url(first.url)
    assert first.source_name == "r/redditdev"
    assert first.extra["is_self"] is True
    assert first.summary.startswith("# solved Problem solved with this:")
    assert first.published == datetime.fromtimestamp(1439370514, tz=UTC)
    japanese = parse.entries[5]
    assert japanese.title == "たびたび話題になるサイドバーの閲覧中ユーザ数について（また）調べた"


def test_truncated_reddit_listing_is_reported_not_raised() -> None:
    parse = PARSES[REDDIT_PARTIAL.name]
    assert parse.entries == ()
    assert parse.problem_counts() == {"invalid-json": 1}
    assert parse.problems[0].startswith("invalid-json: truncated at byte 1421")


def test_reddit_odd_children_are_counted() -> None:
    body = b"""{"kind":"Listing","data":{"children":[
      {"kind":"t5","data":{"display_name":"LocalLLaMA"}},
      {"kind":"t3","data":{"id":"abc","title":"no permalink"}},
      {"kind":"t3","data":{"id":"x1","name":"t3_x1","title":"Clover &amp; friends",
        "permalink":"/r/LocalLLaMA/comments/x1/clover/","url":"/r/LocalLLaMA/comments/x1/clover/",
        "created_utc":"garbage","subreddit":"LocalLLaMA","is_self":true}},
      {"kind":"t3","data":{"id":"x1","name":"t3_x1","title":"dup","permalink":"/r/a/comments/x1/"}}
    ]}}"""
    parse = parse_reddit_listing(body, base="http://127.0.0.1:8080")
    (entry,) = parse.entries
    assert entry.url == "http://127.0.0.1:8080/r/LocalLLaMA/comments/x1/clover/"
    assert entry.title == "Clover & friends"
    assert entry.published is None
    assert parse.problem_counts() == {
        "skipped-item": 1, "missing-link": 1, "invalid-date": 1, "duplicate-guid": 1,
    }  # fmt: skip


# --------------------------------------------------------------------------- other feeds


def test_generic_atom_feed_with_languages_and_content() -> None:
    body = b"""<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">
  <title>KI-Magazin</title><link href="https://ki-magazin.de/"/><id>urn:ki</id>
  <updated>2026-11-19T08:00:00+01:00</updated>
  <entry>
    <title type="html">DiffuSpace ver&amp;ouml;ffentlicht &lt;b&gt;Clover&lt;/b&gt;</title>
    <link rel="alternate" href="/news/clover"/><id>urn:ki:1</id>
    <updated>2026-11-19T08:00:00+01:00</updated>
    <author><name>Jonas Becker</name></author>
    <content type="html">&lt;p&gt;Das Modell hat 35 Milliarden Parameter.&lt;/p&gt;</content>
  </entry>
  <entry xml:lang="en">
    <title>English note</title><link href="https://ki-magazin.de/en/clover"/><id>urn:ki:2</id>
    <published>2026-11-19T09:00:00Z</published><summary>Short.</summary>
  </entry>
</feed>"""
    parse = parse_feed(
        body, url="https://ki-magazin.de/feed.atom", content_type="application/atom+xml"
    )
    assert parse.kind == FeedKind.ATOM
    assert parse.problems == ()
    german, english = parse.entries
    assert german.title == "DiffuSpace veröffentlicht Clover"
    assert german.url == "https://ki-magazin.de/news/clover"
    assert german.summary == "Das Modell hat 35 Milliarden Parameter."
    assert german.published == datetime(2026, 11, 19, 7, 0, tzinfo=UTC)
    assert (german.author, german.lang, german.source_name) == ("Jonas Becker", "de", "KI-Magazin")
    assert english.lang == "en"


# --------------------------------------------------------------------------- bad feeds

RSS_HEAD = b'<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>t</title>'


def _rss(items: str) -> bytes:
    return RSS_HEAD + items.encode() + b"</channel></rss>"


def test_invalid_dates_become_none_with_a_counted_problem() -> None:
    body = _rss(
        "<item><title>a</title><link>http://x.test/a</link><guid isPermaLink='false'>a</guid>"
        "<pubDate>Fri, 31 Feb 2024 10:00:00 GMT</pubDate></item>"
        "<item><title>b</title><link>http://x.test/b</link><guid isPermaLink='false'>b</guid>"
        "<pubDate>yesterday-ish</pubDate></item>"
        "<item><title>c</title><link>http://x.test/c</link><guid isPermaLink='false'>c</guid>"
        "<pubDate>2024-13-45T99:00:00Z</pubDate></item>"
        "<item><title>d</title><link>http://x.test/d</link><guid isPermaLink='false'>d</guid>"
        "<pubDate>Tue, 10 Jun 2003 04:00:00 +0200</pubDate></item>"
        "<item><title>e</title><link>http://x.test/e</link><guid isPermaLink='false'>e</guid>"
        "<pubDate>Mon, 01 Jan 1900 00:00:00 GMT</pubDate></item>"
    )
    parse = parse_feed(body, url="http://x.test/feed.xml")
    published = {e.guid: e.published for e in parse.entries}
    assert published == {
        "a": None, "b": None, "c": None, "d": datetime(2003, 6, 10, 2, 0, tzinfo=UTC), "e": None,
    }  # fmt: skip
    assert parse.problem_counts() == {"invalid-date": 4}
    assert "'2024-13-45T99:00:00Z'" in " ".join(parse.problems)


def test_duplicate_guids_are_collapsed() -> None:
    body = _rss(
        "<item><title>first</title><link>http://x.test/1</link>"
        "<guid isPermaLink='false'>g1</guid></item>"
        "<item><title>copy</title><link>http://x.test/1b</link>"
        "<guid isPermaLink='false'>g1</guid></item>"
        "<item><title>other</title><link>http://x.test/2</link>"
        "<guid isPermaLink='false'>g2</guid></item>"
        "<item><title>no guid</title><link>/relative/3</link></item>"
        "<item><title>permalink guid</title><guid>http://x.test/4</guid></item>"
        "<item><title>again</title><guid>http://x.test/4</guid></item>"
    )
    parse = parse_feed(body, url="http://x.test/feed.xml")
    assert [(e.guid, e.title) for e in parse.entries] == [
        ("g1", "first"), ("g2", "other"), ("http://x.test/relative/3", "no guid"),
        ("http://x.test/4", "permalink guid"),
    ]  # fmt: skip
    assert parse.entries[3].url == "http://x.test/4"
    assert parse.problem_counts() == {"duplicate-guid": 2}
    assert parse.entries[2].url == "http://x.test/relative/3"
    assert parse.entries[0].source_name == "t"


def test_relative_links_and_sources_are_resolved_against_the_feed_or_its_xml_base() -> None:
    """The feed's URL is the base for relative links and sources (feedparser resolves links,
    not a `<source url>`); a declared xml:base holds."""
    body = _rss(
        "<item><title>relative</title><link>/news/1</link>"
        "<source url='/about'>Outlet</source></item>"
        "<item xml:base='https://mirror.example/wire/'><title>based</title>"
        "<link>story-2</link></item>"
    )
    parse = parse_feed(body, url="https://outlet.example/feeds/ai.xml")
    assert [e.url for e in parse.entries] == [
        "https://outlet.example/news/1",
        "https://mirror.example/wire/story-2",
    ]
    assert parse.entries[0].source_url == "https://outlet.example/about"


def test_truncated_feed_yields_the_entries_before_the_cut() -> None:
    body = GN_2026.read_bytes()
    cut = body.index(b"Ketanji")
    parse = parse_feed(body[:cut], url=GN_SEARCH_URL)
    assert [e.guid for e in parse.entries] == ["CBMinwFBVV95cUxObDNTMW1VT3pC"]
    assert parse.has_problem(FeedProblem.MALFORMED)


def _billion_laughs(levels: int = 10) -> bytes:
    entities = ['<!ENTITY lol0 "lol">'] + [
        f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, levels)
    ]
    return (
        '<?xml version="1.0"?><!DOCTYPE rss [' + "".join(entities) + "]>"
        f'<rss version="2.0"><channel><title>&lol{levels - 1};</title>'
        "<item><title>x</title><link>http://x.test/</link></item></channel></rss>"
    ).encode()


@pytest.mark.parametrize(
    "body",
    [
        _billion_laughs(),
        _billion_laughs().decode().encode("utf-16"),
        # quadratic blowup: one big entity referenced many times
        (
            '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "' + "x" * 50_000 + '">]>'
            '<rss version="2.0"><channel><title>' + "&a;" * 50_000 + "</title></channel></rss>"
        ).encode(),
        # external entity
        b'<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'
        b'<rss version="2.0"><channel><title>&xxe;</title></channel></rss>',
    ],
    ids=["billion-laughs", "billion-laughs-utf16", "quadratic-blowup", "external-entity"],
)
def test_entity_declarations_are_refused_quickly(body: bytes) -> None:
    started = time.perf_counter()
    parse = parse_feed(body, url="http://x.test/feed.xml")
    assert time.perf_counter() - started < 0.5
    assert parse.entries == ()
    assert parse.problem_counts() == {"entity-declaration": 1}


def test_a_doctype_without_entities_is_fine() -> None:
    body = (
        b'<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" '
        b'"http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel>'
        b"<title>old</title><item><title>x</title><link>http://x.test/x</link></item>"
        b"</channel></rss>"
    )
    parse = parse_feed(body, url="http://x.test/feed.xml")
    assert [e.title for e in parse.entries] == ["x"]
    assert parse.problems == ()


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b"", "empty"),
        (b"   \n ", "empty"),
        (b"<html><body><p>Not a feed</p></body></html>", "not-a-feed"),
        (b"\x00\x01\x02 binary junk", "not-a-feed"),
    ],
)
def test_unusable_bodies_are_counted(body: bytes, code: str) -> None:
    parse = parse_feed(body, url="http://x.test/feed.xml")
    assert parse.entries == ()
    assert code in parse.problem_counts()


def test_oversized_feed_is_refused_without_parsing() -> None:
    body = _rss("<item><title>x</title><link>http://x.test/</link></item>" * 10) + b" " * 2_000
    parse = parse_feed(body, url="http://x.test/feed.xml", max_bytes=1_000)
    assert parse.entries == ()
    assert parse.problem_counts() == {"too-large": 1}


def test_latin1_feed_declared_utf8_is_readable() -> None:
    body = (
        "<?xml version='1.0' encoding='utf-8'?><rss version='2.0'><channel><title>t</title>"
        "<item><title>Le modèle café</title><link>http://x.test/a</link></item></channel></rss>"
    ).encode("latin-1")
    parse = parse_feed(body, url="http://x.test/feed.xml", content_type="text/xml; charset=utf-8")
    assert [e.title for e in parse.entries] == ["Le modèle café"]
    assert parse.problem_counts() == {"encoding": 1}


# --------------------------------------------------------------------------- query builders


def test_google_news_search_url_per_locale() -> None:
    url = google_news_search_url(
        "https://news.google.com/", '"Clover-35B-A3B" OR DiffuSpace', "fr-FR"
    )
    assert url == (
        "https://news.google.com/rss/search?q=%22Clover-35B-A3B%22+OR+DiffuSpace"
        "&hl=fr&gl=FR&ceid=FR:fr"
    )
    params = parse_qs(
        urlsplit(google_news_search_url("http://127.0.0.1:9000", "Clover", "de_DE")).query
    )
    assert params == {"q": ["Clover"], "hl": ["de"], "gl": ["DE"], "ceid": ["DE:de"]}
    params = parse_qs(
        urlsplit(google_news_search_url("https://news.google.com", "x", "en-US")).query
    )
    assert (params["hl"], params["ceid"]) == (["en-US"], ["US:en"])
    params = parse_qs(
        urlsplit(google_news_search_url("https://news.google.com", "x", "pt-BR")).query
    )
    assert (params["hl"], params["gl"], params["ceid"]) == (["pt-BR"], ["BR"], ["BR:pt-419"])
    params = parse_qs(
        urlsplit(google_news_search_url("https://news.google.com", "x", "zh-CN")).query
    )
    assert params["ceid"] == ["CN:zh-Hans"]
    params = parse_qs(urlsplit(google_news_search_url("https://news.google.com", "x", "it")).query)
    assert (params["hl"], params["gl"], params["ceid"]) == (["it"], ["IT"], ["IT:it"])


def test_hn_reddit_and_arxiv_urls() -> None:
    since = datetime(2026, 11, 18, tzinfo=UTC)
    hn = hn_search_url("https://hn.algolia.com/", "Clover-35B-A3B", since=since)
    assert hn.startswith("https://hn.algolia.com/api/v1/search_by_date?")
    assert parse_qs(urlsplit(hn).query) == {
        "query": ["Clover-35B-A3B"], "tags": ["story"], "hitsPerPage": ["50"],
        "numericFilters": [f"created_at_i>{int(since.timestamp())}"],
    }  # fmt: skip
    site = reddit_search_url("https://www.reddit.com", "Clover 35B")
    assert site == "https://www.reddit.com/search.json?q=Clover+35B&sort=new&limit=100&raw_json=1"
    sub = reddit_search_url("http://127.0.0.1:9001/", "Clover", "r/LocalLLaMA")
    assert sub.startswith("http://127.0.0.1:9001/r/LocalLLaMA/search.json?")
    assert parse_qs(urlsplit(sub).query)["restrict_sr"] == ["1"]
    arxiv = arxiv_query_url(
        "https://export.arxiv.org", ["Clover-35B-A3B", "block diffusion", "MoE"]
    )
    assert arxiv.startswith("https://export.arxiv.org/api/query?search_query=")
    query = parse_qs(urlsplit(arxiv).query)
    assert query["search_query"] == ['all:"Clover-35B-A3B" OR all:"block diffusion" OR all:MoE']
    assert query["sortBy"] == ["submittedDate"]
    assert query["sortOrder"] == ["descending"]
