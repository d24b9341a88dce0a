"""URL keys: tracking parameters, hosts, rel=canonical, aggregator links, registrable domains."""

from __future__ import annotations

import pytest

from domain.news.urls import (
    canonical_url,
    domain_of,
    host_of,
    is_aggregator_link,
    resolve_aggregator_link,
)

ARTICLE = "https://aipressdaily.net/2026/11/18/diffuspace-clover"


@pytest.mark.parametrize(
    "variant",
    [
        ARTICLE,
        ARTICLE + "/",
        "http://aipressdaily.net/2026/11/18/diffuspace-clover",
        "https://WWW.AIPressDaily.NET/2026/11/18/diffuspace-clover",
        "https://www.aipressdaily.net:443/2026/11/18/diffuspace-clover#comments",
        ARTICLE + "?utm_source=rss&utm_medium=feed&utm_campaign=launch",
        ARTICLE + "?fbclid=IwAR0abc&gclid=xyz&mc_cid=1&mc_eid=2",
        ARTICLE + "?ref=hackernews&ref_src=twsrc%5Etfw&igshid=abc",
        ARTICLE + "?oc=5&_ga=2.1.2.3&at_medium=social&hsa_cam=9",
        "  " + ARTICLE + "  ",
    ],
)
def test_tracking_and_cosmetic_differences_give_one_key(variant: str) -> None:
    assert canonical_url(variant) == ARTICLE


def test_meaningful_query_parameters_are_kept_and_sorted() -> None:
    url = "https://www.rtbf.be/info/detail?page=2&id=10450793&utm_source=x"
    assert canonical_url(url) == "https://rtbf.be/info/detail?id=10450793&page=2"


def test_rel_canonical_wins_and_is_resolved_against_the_page() -> None:
    page = "https://www.aipressdaily.net/amp/story-123?utm_source=gn"
    assert canonical_url(page, "/2026/11/18/diffuspace-clover?utm_medium=rss") == ARTICLE
    assert (
        canonical_url(page, "https://www.aipressdaily.net/2026/11/18/diffuspace-clover/") == ARTICLE
    )


@pytest.mark.parametrize(
    "bad", ["/", "https://aipressdaily.net/", "javascript:void(0)", "  ", None]
)
def test_unusable_rel_canonical_is_ignored(bad: str | None) -> None:
    page = "https://aipressdaily.net/2026/11/18/diffuspace-clover?utm_source=x"
    assert canonical_url(page, bad) == ARTICLE


def test_other_ports_percent_encoding_and_idn() -> None:
    assert canonical_url("http://127.0.0.1:8080/a b") == "https://127.0.0.1:8080/a%20b"
    assert canonical_url("https://bücher.de/ä?q=é") == "https://xn--bcher-kva.de/%C3%A4?q=%C3%A9"


@pytest.mark.parametrize("junk", ["not a url", "mailto:press@diffuspace.ai", "http://[::1", ""])
def test_junk_is_returned_not_raised(junk: str) -> None:
    assert canonical_url(junk) == junk.strip()


def test_google_news_locale_parameters_are_dropped_on_its_own_links() -> None:
    a = "https://news.google.com/rss/articles/CBMiX2h0?oc=5&hl=en-US&gl=US&ceid=US:en"
    b = "https://news.google.com/rss/articles/CBMiX2h0?hl=fr&gl=FR&ceid=FR:fr"
    assert canonical_url(a) == canonical_url(b) == "https://news.google.com/rss/articles/CBMiX2h0"
    # elsewhere hl/gl are ordinary parameters
    assert canonical_url("https://example.org/search?hl=fr") == "https://example.org/search?hl=fr"


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://news.google.com/rss/articles/CBMinwFBVV95cUxObDNTMW1VT3pC?oc=5", True),
        ("https://news.google.com/__i/rss/rd/articles/CBMiiwFodHRwczovL3d3dy5y?oc=5", True),
        ("https://news.google.com/search?q=clover", False),
        ("https://www.google.com/url?q=https://aipressdaily.net/x&sa=D", True),
        ("https://t.co/AbCdEf", True),
        ("https://www.bing.com/news/apiclick.aspx?url=https%3a%2f%2fx.test%2fa", True),
        ("https://www.bing.com/news/search?q=clover", False),
        ("https://aipressdaily.net/2026/11/18/diffuspace-clover", False),
    ],
)
def test_is_aggregator_link(url: str, expected: bool) -> None:
    assert is_aggregator_link(url) is expected


def test_resolve_aggregator_link_offline() -> None:
    old = (
        "https://news.google.com/__i/rss/rd/articles/CBMiiwFodHRwczovL3d3dy5ydGJmLmJlL2luZm8vc29j"
        "aWV0ZS9kZXRhaWxfY29yb25hdmlydXMtZW4tYmVsZ2lxdWUtMjAwLWNhcy1kZXRlY3Rlcy1hdS10b3RhbC1sYS1j"
        "aXJjdWxhdGlvbi1kdS12aXJ1cy1yZXN0ZS1saW1pdGVlP2lkPTEwNDUwNzkz0gEA?oc=5"
    )
    assert resolve_aggregator_link(old) == (
        "https://www.rtbf.be/info/societe/detail_coronavirus-en-belgique-200-cas-detectes-au-"
        "total-la-circulation-du-virus-reste-limitee?id=10450793"
    )
    new = "https://news.google.com/rss/articles/CBMinwFBVV95cUxObDNTMW1VT3pC?oc=5"
    assert resolve_aggregator_link(new) is None  # opaque id: the spider must follow it
    assert resolve_aggregator_link("https://news.google.com/rss/articles/%%%") is None
    assert (
        resolve_aggregator_link("https://www.google.com/url?q=https://aipressdaily.net/x&sa=D")
        == "https://aipressdaily.net/x"
    )
    assert resolve_aggregator_link("https://aipressdaily.net/x") is None


@pytest.mark.parametrize(
    ("url", "domain"),
    [
        ("https://www.bbc.co.uk/news/technology", "bbc.co.uk"),
        ("https://news.ycombinator.com/item?id=1", "ycombinator.com"),
        ("https://livecodebench.github.io/leaderboard.html", "livecodebench.github.io"),
        ("https://someone.blogspot.com/2026/11/clover.html", "someone.blogspot.com"),
        ("journal-ia.fr", "journal-ia.fr"),
        ("http://127.0.0.1:8000/x", "127.0.0.1"),
        ("http://localhost/x", "localhost"),
        ("", ""),
    ],
)
def test_domain_of_uses_the_bundled_public_suffix_list(url: str, domain: str) -> None:
    assert domain_of(url) == domain


def test_host_of() -> None:
    assert host_of("https://WWW.Example.org:8443/x") == "example.org"
    assert host_of("http://[::1") == ""


def test_package_exports_load_lazily() -> None:
    import domain.news as news

    assert news.canonical_url is canonical_url
    assert sorted(news.__all__) == sorted(news._EXPORTS)
    with pytest.raises(AttributeError):
        _ = news.not_a_name
