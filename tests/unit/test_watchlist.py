"""The watchlist file: the shipped one, lookups, and clear errors for mistakes."""

from datetime import timedelta

import pytest

from domain.watchlist import WatchlistError, load_watchlist, parse_watchlist
from settings import SHIPPED_WATCHLIST


def test_shipped_watchlist_watches_the_first_subject():
    wl = load_watchlist(SHIPPED_WATCHLIST)
    model = wl.find("Clover")
    assert model is not None and model.key == "clover-35b-a3b-preview"
    assert model.vendor == "DiffuSpace"
    assert model.pages.huggingface == ("DiffuSpace/Clover-35B-A3B-Preview",)
    assert model.pages.huggingface_orgs == ("DiffuSpace",)
    assert {(r.metric, r.value) for r in model.reported} == {("downloads", 1500), ("likes", 164)}
    assert str(model.released) == "2026-10-30"
    assert wl.interval("huggingface") == timedelta(minutes=30)
    for query in ("clover 35b-a3b", "CLOVER-35B-A3B-PREVIEW", "diffuspace/clover-35b-a3b-preview"):
        assert wl.find(query) is model


def test_errors_name_the_problem():
    with pytest.raises(WatchlistError, match="not valid TOML"):
        parse_watchlist("[[model]\n")
    with pytest.raises(WatchlistError, match="exactly one of"):
        parse_watchlist(
            '[[model]]\nkey="a"\nname="A"\nvendor="V"\n[[model.rules]]\nmetric="likes"\n'
        )
    with pytest.raises(WatchlistError, match="duplicate model keys"):
        parse_watchlist(
            '[[model]]\nkey="a"\nname="A"\nvendor="V"\n[[model]]\nkey="a"\nname="B"\nvendor="V"\n'
        )
    with pytest.raises(WatchlistError, match="not a duration"):
        parse_watchlist('[defaults]\ninterval="soon"\n')
    with pytest.raises(WatchlistError, match="cannot read"):
        load_watchlist(SHIPPED_WATCHLIST.with_name("missing.toml"))
