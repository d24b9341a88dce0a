"""The claims ledger on both backends: launch claims, leaderboard evidence, article evidence,
verdict alerts, and the errors that must never happen (a vendor repeat or a "not verified"
sentence counted as verification)."""

from datetime import UTC, datetime, timedelta

from domain.observations import ArticleObservation, LeaderboardObservation
from domain.watchlist import load_watchlist
from settings import SHIPPED_WATCHLIST
from storage import queries
from storage.coverage import record_article
from storage.ledger import ledger, record_leaderboard, sync_claims
from storage.recording import Recipients
from tests.leaderboards.test_clover_verdicts import swe_result, swe_rows

WATCHLIST = load_watchlist(SHIPPED_WATCHLIST)
KEY = "clover-35b-a3b-preview"
TO = Recipients(chats=("100",), include_subscribers=False)
T0 = datetime(2026, 11, 20, 12, tzinfo=UTC)


def board(rows, hours=0, complete=True):
    return LeaderboardObservation(
        "swebench", KEY, tuple(rows), T0 + timedelta(hours=hours), complete
    )


def verdicts(db):
    return {claim.claim_id: claim.verdict for claim, _ in ledger(db, KEY)}


def verdict_alerts(db):
    with db.transaction() as s:
        return [a for a in queries.recent_alerts(s, limit=100) if a.kind == "verdict"]


def test_launch_claims_start_unverified(db):
    assert sync_claims(db, WATCHLIST) == 12
    assert sync_claims(db, WATCHLIST) == 0
    assert set(verdicts(db).values()) == {"unverified"}


def test_the_vendors_own_submission_is_not_evidence(db):
    sync_claims(db, WATCHLIST)
    rows = swe_rows(swe_result("20261110_diffuspace_clover", 73.6, "DiffuSpace"))
    record_leaderboard(db, WATCHLIST, board(rows), TO)
    assert verdicts(db)["swe-bench-verified"] == "unverified"
    assert verdict_alerts(db) == []
    ((_claim, evidence),) = [
        (c, e) for c, e in ledger(db, KEY) if c.claim_id == "swe-bench-verified"
    ]
    assert [(e.runner, e.value) for e in evidence] == [("first_party", 73.6)]  # shown, not counted


def test_an_owner_run_confirms_alerts_once_and_a_retraction_is_seen(db):
    sync_claims(db, WATCHLIST)
    rows = swe_rows(swe_result("20261120_openhands_clover", 70.4, "OpenHands", checked=True))
    result = record_leaderboard(db, WATCHLIST, board(rows), TO)
    assert len(result.alerts) == 1
    assert verdicts(db)["swe-bench-verified"] == "confirmed"
    (alert,) = verdict_alerts(db)
    assert "SWE-bench Verified: unverified → confirmed (claimed 73.6 points)" in alert.headline
    assert "70.4" in alert.body_html and "Difference: -3.20" in alert.body_html
    assert record_leaderboard(db, WATCHLIST, board(rows, hours=1), TO).alerts == []
    # The row disappears from the board: the verdict falls back, and says so.
    record_leaderboard(db, WATCHLIST, board([], hours=2), TO)
    assert verdicts(db)["swe-bench-verified"] == "unverified"
    assert len(verdict_alerts(db)) == 2


def test_not_verified_sentences_and_vendor_repeats_in_articles_never_verify(db):
    sync_claims(db, WATCHLIST)
    text = (
        "DiffuSpace says Clover-35B-A3B-Preview, its 35B mixture-of-experts diffusion model, "
        "scores 73.6 on SWE-bench Verified and 83.8 on GPQA Diamond. These figures have not been "
        "independently verified, and no independent benchmarks exist yet."
    )
    obs = ArticleObservation(
        model=KEY,
        feed="test",
        url="https://press.example/clover",
        observed_at=T0,
        title="DiffuSpace launches Clover-35B-A3B-Preview",
        text=text,
        lang="en",
        published=T0,
    )
    _, outcome = record_article(db, WATCHLIST, obs, TO)
    assert outcome.relevant
    assert set(verdicts(db).values()) == {"unverified"}
    assert verdict_alerts(db) == []
    with db.transaction() as s:
        evidence = queries.evidence_of(s, KEY, origin="article")
    assert evidence and all(e.negated for e in evidence)


def test_an_independent_measurement_in_an_article_is_evidence(db):
    sync_claims(db, WATCHLIST)
    text = (
        "We ran Clover-35B-A3B-Preview, DiffuSpace's 35B diffusion MoE model, on GPQA Diamond in "
        "our own tests and measured 81.9, close to the 83.8 the vendor claims."
    )
    obs = ArticleObservation(
        model=KEY,
        feed="test",
        url="https://lab.example/clover-gpqa",
        observed_at=T0,
        title="We tested Clover-35B-A3B-Preview",
        text=text,
        lang="en",
        published=T0,
    )
    record_article(db, WATCHLIST, obs, TO)
    assert verdicts(db)["gpqa-diamond"] in {"confirmed", "inconclusive"}
    assert verdicts(db)["swe-bench-verified"] == "unverified"


def test_the_vendors_own_page_adds_claims_and_an_edit_updates_them(db):
    from domain.observations import RepoObservation
    from storage.recording import record_repo

    card = (
        "# Clover-35B-A3B-Preview\n\nClover-35B-A3B-Preview scores 73.6 on SWE-bench Verified "
        "and 83.8 on GPQA Diamond.\n"
    )
    repo = "DiffuSpace/Clover-35B-A3B-Preview"
    record_repo(db, WATCHLIST, RepoObservation("huggingface", repo, T0, readme=card), TO)
    page = {c.claim_id: c for c, _ in ledger(db, KEY) if c.claim_id.startswith("page-")}
    assert {c.value for c in page.values()} >= {73.6, 83.8}
    edited = card.replace("73.6", "71.9")
    later = RepoObservation("huggingface", repo, T0 + timedelta(hours=1), readme=edited)
    record_repo(db, WATCHLIST, later, TO)
    page = {c.claim_id: c for c, _ in ledger(db, KEY) if c.claim_id.startswith("page-")}
    (swe,) = [c for c in page.values() if "SWE" in (c.benchmark or "")]
    assert swe.value == 71.9 and "now says 71.9 (was 73.6)" in swe.verdict_notes[-1]


def test_another_models_measurement_in_an_article_is_not_evidence(db):
    """A tester's figure for a baseline model, in an article about the watched one, says
    nothing about the watched model's claim."""
    sync_claims(db, WATCHLIST)
    text = (
        "DiffuSpace says Clover-35B-A3B-Preview, its 35B diffusion MoE model, scores 83.8 on "
        "GPQA Diamond. In our own tests we ran Qwen3.6-35B-A3B on GPQA Diamond and measured "
        "71.2; we have not run Clover-35B-A3B-Preview yet."
    )
    obs = ArticleObservation(
        model=KEY, feed="test", url="https://lab.example/qwen-gpqa", observed_at=T0,
        title="We tested Qwen3.6-35B-A3B", text=text, lang="en", published=T0,
    )  # fmt: skip
    record_article(db, WATCHLIST, obs, TO)
    with db.transaction() as s:
        counted = [e for e in queries.evidence_of(s, KEY, origin="article") if not e.negated]
    assert counted == []
    assert verdicts(db)["gpqa-diamond"] == "unverified"


def test_two_outlets_own_tests_are_two_sources(db):
    """ "In our tests" at two outlets is two independent sources, not one "the author"."""
    sync_claims(db, WATCHLIST)
    for n, host in enumerate(("lab-one.example", "lab-two.example")):
        text = (
            "We ran Clover-35B-A3B-Preview, DiffuSpace's 35B diffusion MoE model, on GPQA "
            f"Diamond in our own tests and measured 7{n}.1, far below the 83.8 it claims."
        )
        obs = ArticleObservation(
            model=KEY, feed="test", url=f"https://{host}/clover", observed_at=T0,
            title="We tested Clover-35B-A3B-Preview", text=text, lang="en", published=T0,
        )  # fmt: skip
        record_article(db, WATCHLIST, obs, TO)
    with db.transaction() as s:
        sources = {e.source_name for e in queries.evidence_of(s, KEY, origin="article")}
    assert sources == {"lab-one.example", "lab-two.example"}
