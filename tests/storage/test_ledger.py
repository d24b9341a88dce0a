"""The claims ledger on both backends: launch claims, leaderboard evidence, article evidence,
verdict alerts, and the errors that must never happen (a vendor repeat or a "not verified"
sentence counted as verification)."""

from datetime import UTC, datetime, timedelta

import pytest

from domain.observations import ArticleObservation, LeaderboardObservation
from domain.watchlist import load_watchlist
from settings import SHIPPED_WATCHLIST
from storage import queries
from storage.coverage import record_article
from storage.ledger import judge_model, ledger, record_leaderboard, sync_claims
from storage.recording import Recipients, RecordResult
from tests.claims.test_report_reader import REPORT
from tests.claims.test_report_reader import TITLE as REPORT_TITLE
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


#: A replication note whose result nobody is named as having run: the rules read its figure
#: as the vendor's, the report reader flags it (``Analysis.leads``).
LEAD_NOTE = REPORT


def _lead_article(url: str, hours: int = 0) -> ArticleObservation:
    return ArticleObservation(
        model=KEY, feed="test", url=url, observed_at=T0 + timedelta(hours=hours),
        title=REPORT_TITLE, text=LEAD_NOTE,
        lang="en", published=T0,
    )  # fmt: skip


def lead_alerts(db):
    with db.transaction() as s:
        return [a for a in queries.recent_alerts(s, limit=100) if a.kind == "lead"]


def test_a_lead_is_shown_and_alerted_once_but_never_moves_a_verdict(db):
    """Figures of a report that names nobody as their tester are kept as a lead: shown beside
    the claim, alerted once per text with the claimed value and the difference (a copy of
    the same note on another site does not alert again), and never counted, however often
    the claims are judged."""
    sync_claims(db, WATCHLIST)
    record_article(db, WATCHLIST, _lead_article("https://cs.harwick.example/notes/4-2026"), TO)
    (alert,) = lead_alerts(db)
    assert "nobody named as its tester" in alert.headline
    assert "GPQA Diamond: 74.9" in alert.body_html
    assert "claimed 83.8 points (difference -8.90)" in alert.body_html
    assert "Not counted" in alert.body_html
    record_article(db, WATCHLIST, _lead_article("https://mirror.example/note", hours=2), TO)
    assert len(lead_alerts(db)) == 1  # the same text elsewhere: shown again, alerted once
    with db.transaction() as s:
        model = WATCHLIST.find(KEY)
        judge_model(s, model, TO, RecordResult(), T0 + timedelta(hours=3))
    assert verdicts(db)["gpqa-diamond"] == "unverified"
    assert verdict_alerts(db) == []
    ((_claim, evidence),) = [(c, e) for c, e in ledger(db, KEY) if c.claim_id == "gpqa-diamond"]
    assert [(e.match, e.value) for e in evidence] == [("lead", 74.9), ("lead", 74.9)]


def test_a_lead_reads_as_not_counted_in_the_claims_view(db):
    from jobs.reports import claims_view, evidence_line

    sync_claims(db, WATCHLIST)
    record_article(db, WATCHLIST, _lead_article("https://cs.harwick.example/n4"), TO)
    (gpqa,) = [c for c in claims_view(db, KEY) if c["id"] == "gpqa-diamond"]
    (shown,) = gpqa["evidence"]
    assert (shown["match"], shown["runner"]) == ("lead", "unattributed")
    assert evidence_line(shown) == (
        "cs.harwick.example (lead: nobody named as its tester; not counted) 74.9"
    )


def test_a_text_with_an_independent_result_gives_no_lead(db):
    """A measurement the text attributes is evidence, not a lead: the same note, signed."""
    sync_claims(db, WATCHLIST)
    signed = LEAD_NOTE.replace(
        "- GPQA Diamond: 74.9", "- We measured GPQA Diamond at 74.9 in our own tests"
    )
    obs = ArticleObservation(
        model=KEY, feed="test", url="https://cs.harwick.example/n5", observed_at=T0,
        title="Replication note", text=signed, lang="en", published=T0,
    )  # fmt: skip
    record_article(db, WATCHLIST, obs, TO)
    assert lead_alerts(db) == []
    with db.transaction() as s:
        shown = [(e.match, e.value) for e in queries.evidence_of(s, KEY, origin="article")]
    assert shown == [("exact", 74.9)]
    assert verdicts(db)["gpqa-diamond"] != "unverified"  # one source: a flag, not a dispute


def test_a_speed_lead_is_set_beside_the_claim_on_the_card_it_names(db):
    """Speed is only compared like for like: the H200 lead beside the H200 claim (515), not
    the GB300 one (680)."""
    sync_claims(db, WATCHLIST)
    note = (
        LEAD_NOTE.replace(
            "GPQA Diamond (vendor figure 83.8)", "speed on one H200 (vendor figure 515 tokens/s)"
        )
        .replace("All 198 questions were asked", "500 prompts were run")
        .replace(
            "- GPQA Diamond: 74.9 (spread across runs ±1.1)",
            "- Mean throughput on one H200, BF16, batch 1: 498 tokens/s (spread across runs ±6)",
        )
    )
    obs = ArticleObservation(
        model=KEY, feed="test", url="https://cs.harwick.example/n6", observed_at=T0,
        title="Replication note: Clover-35B-A3B-Preview speed on one H200", text=note,
        lang="en", published=T0,
    )  # fmt: skip
    record_article(db, WATCHLIST, obs, TO)
    (alert,) = lead_alerts(db)
    assert "speed on H200: 498 tok/s · claimed 515 tokens/s (difference -17.00)" in alert.body_html
    assert "680" not in alert.body_html
    assert verdicts(db)["speed-h200"] == "unverified"
    shown = {c.claim_id: [e.value for e in evidence] for c, evidence in ledger(db, KEY)}
    assert shown["speed-h200"] == [498.0]
    assert shown["speed-gb300"] == [] and shown["speed-rtx-5070-ti-int4"] == []


@pytest.mark.parametrize(
    ("stated", "claim"),
    [
        ({"hardware": "H200"}, "speed-h200"),
        ({"hardware": "1×H200", "precision": "BF16"}, "speed-h200"),
        ({"hardware": "GB300", "precision": "BF16", "batch": "1"}, "speed-gb300"),
        ({"hardware": "RTX 5070 Ti", "precision": "INT4"}, "speed-rtx-5070-ti-int4"),
        ({"hardware": "H20"}, None),  # another card, not a shorter name for the H200
        ({"hardware": "B300"}, None),
        ({"hardware": "RTX 5070", "precision": "INT4"}, None),
        ({"hardware": "8×H200"}, None),  # eight cards against a claim made on one
        ({"hardware": "GB300", "precision": "FP8"}, None),  # another precision
        ({"hardware": "RTX 5070 Ti", "precision": "INT8"}, None),
        ({}, None),  # no card named: nothing to compare like for like
    ],
)
def test_a_speed_lead_bears_on_the_claim_it_is_like_for_like_with(stated, claim):
    from storage.ledger import lead_claim
    from storage.models import ClaimRecord

    claims = [
        ClaimRecord(claim_id=c.id, kind=c.kind, benchmark=c.benchmark, value=c.value,
                    unit=c.unit, conditions=dict(c.conditions))
        for c in WATCHLIST.find(KEY).claims
    ]  # fmt: skip
    found = lead_claim(claims, None, "tok/s", stated)
    assert (found.claim_id if found else None) == claim
