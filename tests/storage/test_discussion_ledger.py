"""Hub discussions in the claims ledger, on both backends: an independent measurement in a
comment is evidence and moves a verdict (one alert), the vendor's own comments never count,
"not verified" comments are notes, and reading a discussion again changes nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from domain.observations import DiscussionComment, DiscussionObservation
from domain.watchlist import parse_watchlist
from storage import queries
from storage.ledger import ledger, record_discussion, sync_claims
from storage.models import Base
from storage.recording import Recipients
from tests.claims.test_report_reader import REPORT

REPO = "DiffuSpace/Clover-35B-A3B-Preview"
KEY = "clover"
WATCHLIST = parse_watchlist(
    f"""
[[model]]
key = "{KEY}"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover-35B-A3B", "Clover"]
[model.pages]
huggingface = ["{REPO}"]
huggingface_orgs = ["DiffuSpace", "DiffuSpaceLabs"]
[model.identity]
vendor_names = ["Diffu Space", "diffuspace-team"]

[[model.claims]]
id = "gpqa-diamond"
benchmark = "GPQA Diamond"
value = 83.8

[[model.claims]]
id = "speed-h200"
kind = "speed"
value = 515
unit = "tokens/s"
conditions = {{ hardware = "NVIDIA H200", gpus = "1" }}
"""
)
TO = Recipients(chats=("100",), include_subscribers=False)
T0 = datetime(2026, 11, 20, 12, tzinfo=UTC)
ALICE_RUN = "I ran it on GPQA Diamond with our own harness and got 81.9."


def comment(n: int, author: str, text: str, *, hidden: bool = False) -> DiscussionComment:
    return DiscussionComment(f"{n:024x}", author, T0, text, hidden)


def discussion(
    *comments: DiscussionComment, num: int = 1, title: str = "GPQA Diamond", hours: int = 0
) -> DiscussionObservation:
    return DiscussionObservation(
        source="huggingface",
        repo=REPO,
        num=num,
        title=title,
        url=f"https://hub.test/{REPO}/discussions/{num}",
        status="open",
        observed_at=T0 + timedelta(hours=hours),
        comments=comments,
        author=comments[0].author if comments else "deleted",
        listed_comments=len(comments),
    )


def verdicts(db) -> dict[str, str]:
    return {claim.claim_id: claim.verdict for claim, _ in ledger(db, KEY)}


def evidence(db):
    with db.transaction() as s:
        rows = queries.evidence_of(s, KEY, origin="discussion")
        s.expunge_all()
    return rows


def verdict_alerts(db):
    with db.transaction() as s:
        return [a.headline for a in queries.recent_alerts(s, limit=100) if a.kind == "verdict"]


def test_an_independent_measurement_in_a_comment_confirms_a_claim_with_one_alert(db):
    sync_claims(db, WATCHLIST)
    obs = discussion(
        comment(1, "alice", "Has anyone checked the GPQA Diamond number?"),
        comment(2, "bob", ALICE_RUN),
    )

    result = record_discussion(db, WATCHLIST, obs, TO)

    assert verdicts(db)["gpqa-diamond"] == "confirmed"
    (headline,) = verdict_alerts(db)
    assert "GPQA Diamond: unverified → confirmed (claimed 83.8 points)" in headline
    assert len(result.alerts) == 1
    (ev,) = evidence(db)
    assert (ev.value, ev.benchmark, ev.runner, ev.negated) == (
        81.9,
        "GPQA Diamond",
        "third_party",
        False,
    )
    assert ev.origin_id == f"{REPO}/discussions/1#{2:024x}:0"
    assert ev.source_name == "Hugging Face discussion by @bob"
    assert ev.url == f"https://hub.test/{REPO}/discussions/1#{2:024x}"


def test_the_title_is_read_with_the_opening_post_only(db):
    sync_claims(db, WATCHLIST)
    obs = discussion(
        comment(1, "carol", "Our own harness, single GPU, batch 1."),
        comment(2, "dave", "Thanks for sharing."),
        title="I measured 300 tokens/s on a single H200",
    )
    record_discussion(db, WATCHLIST, obs, TO)
    (ev,) = evidence(db)  # once, from the opening post, not once per comment
    assert ev.origin_id.endswith(f"#{1:024x}:0") and ev.value == 300
    assert verdicts(db)["speed-h200"] == "inconclusive"  # 0.58x, one source: a flag


def test_comments_by_the_vendor_never_count(db):
    sync_claims(db, WATCHLIST)
    runs = [
        "We re-ran it on GPQA Diamond with our own harness and measured 84.1.",
        "We ran it on GPQA Diamond with our own harness and measured 83.9.",
        "I ran it on GPQA Diamond with our own harness and got 83.5.",
    ]
    # The repo's org, another vendor org, and a name from the identity, spelled loosely.
    authors = ["DiffuSpace", "diffuspacelabs", "DiffuSpace-Team"]
    obs = discussion(
        comment(1, "alice", "Is the GPQA Diamond score reproducible?"),
        *(
            comment(n, who, text)
            for n, (who, text) in enumerate(zip(authors, runs, strict=True), 2)
        ),
    )

    assert record_discussion(db, WATCHLIST, obs, TO).alerts == []

    assert verdicts(db)["gpqa-diamond"] == "unverified"
    assert evidence(db) == []


def test_a_not_verified_comment_is_a_note_shown_but_never_counted(db):
    sync_claims(db, WATCHLIST)
    note = "The 83.8 on GPQA Diamond has not been independently verified yet."
    obs = discussion(comment(1, "erin", note))

    assert record_discussion(db, WATCHLIST, obs, TO).alerts == []

    assert set(verdicts(db).values()) == {"unverified"}
    (ev,) = evidence(db)
    assert ev.negated and ev.match == "statement"  # it quotes the vendor's 83.8: not a result
    shown = {claim.claim_id: [e.origin for e in evs] for claim, evs in ledger(db, KEY)}
    assert shown["gpqa-diamond"] == ["discussion"]  # shown with the claims, as articles' notes


def test_reading_a_discussion_again_is_idempotent_and_remembered(db):
    sync_claims(db, WATCHLIST)
    obs = discussion(comment(1, "alice", "GPQA Diamond?"), comment(2, "bob", ALICE_RUN))
    record_discussion(db, WATCHLIST, obs, TO)
    before = [(e.origin_id, e.value, e.first_seen_at) for e in evidence(db)]

    again = record_discussion(db, WATCHLIST, discussion(*obs.comments, hours=1), TO)

    assert again.alerts == [] and len(verdict_alerts(db)) == 1
    assert [(e.origin_id, e.value, e.first_seen_at) for e in evidence(db)] == before
    assert evidence(db)[0].last_seen_at == T0 + timedelta(hours=1)
    with db.transaction() as s:
        assert queries.known_discussions(s, [REPO, "other/repo"]) == {
            REPO: {1: 2},
            "other/repo": {},
        }


def test_a_comment_hidden_since_takes_its_evidence_with_it(db):
    sync_claims(db, WATCHLIST)
    question = comment(1, "alice", "GPQA Diamond?")
    record_discussion(db, WATCHLIST, discussion(question, comment(2, "bob", ALICE_RUN)), TO)
    assert verdicts(db)["gpqa-diamond"] == "confirmed"

    hidden = comment(2, "bob", ALICE_RUN, hidden=True)
    record_discussion(db, WATCHLIST, discussion(question, hidden, hours=2), TO)

    assert verdicts(db)["gpqa-diamond"] == "unverified"
    (ev,) = evidence(db)
    assert ev.retracted_at == T0 + timedelta(hours=2)
    assert len(verdict_alerts(db)) == 2  # confirmed, then back to unverified


def test_a_discussion_on_an_unwatched_repo_is_ignored(db):
    obs = DiscussionObservation(
        "huggingface", "someone/else", 1, "t", "https://hub.test/someone/else/discussions/1",
        "open", T0, (comment(1, "bob", ALICE_RUN),),
    )  # fmt: skip
    assert record_discussion(db, WATCHLIST, obs, TO).rows == 0
    with db.transaction() as s:
        assert queries.known_discussions(s, ["someone/else"]) == {"someone/else": {}}


def test_the_migrations_build_exactly_the_models(db):
    """Every table and column of storage.models comes from a migration (0002 included)."""
    with db.engine.connect() as conn:
        context = MigrationContext.configure(conn)
        assert context.get_current_revision() == "0002"
        assert compare_metadata(context, Base.metadata) == []


def test_a_reply_quoting_the_vendor_is_not_a_measurement(db):
    sync_claims(db, WATCHLIST)
    obs = discussion(
        comment(1, "DiffuSpace", "We measured 84.1 on GPQA Diamond with our harness."),
        comment(2, "bob", "> We measured 84.1 on GPQA Diamond with our harness.\n\nThe config?"),
    )
    record_discussion(db, WATCHLIST, obs, TO)
    assert [e for e in evidence(db) if not e.negated] == []
    assert verdicts(db)["gpqa-diamond"] == "unverified"
    assert verdict_alerts(db) == []


def test_a_repo_listed_by_two_watched_models_counts_for_the_one_with_claims(db):
    two = parse_watchlist(
        f"""
[[model]]
key = "clover-base"
name = "Clover-35B-A3B-Base"
vendor = "DiffuSpace"
[model.pages]
huggingface = ["{REPO}"]

[[model]]
key = "{KEY}"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover-35B-A3B"]
[model.pages]
huggingface = ["{REPO}"]
[[model.claims]]
id = "gpqa-diamond"
benchmark = "GPQA Diamond"
value = 83.8
"""
    )
    sync_claims(db, two)
    record_discussion(
        db, two, discussion(comment(1, "alice", "q?"), comment(2, "bob", ALICE_RUN)), TO
    )
    assert [e.value for e in evidence(db)] == [81.9]
    assert verdicts(db)["gpqa-diamond"] != "unverified"


def test_a_discussion_read_more_than_a_day_ago_is_read_again(db):
    """Hiding or editing a comment leaves the count as it was: a daily re-read finds it."""
    sync_claims(db, WATCHLIST)
    record_discussion(db, WATCHLIST, discussion(comment(1, "bob", ALICE_RUN)), TO)
    with db.transaction() as s:
        assert queries.known_discussions(s, [REPO], T0 - timedelta(hours=1)) == {REPO: {1: 1}}
        assert queries.known_discussions(s, [REPO], T0 + timedelta(days=1)) == {REPO: {}}


#: An opening post that reads like a replication note, with no one named as having run its
#: result: the analysis gives its figure as a lead (``Analysis.leads``), as for an article.
LEAD_POST = REPORT


def lead_alerts(db):
    with db.transaction() as s:
        return [a for a in queries.recent_alerts(s, limit=100) if a.kind == "lead"]


def test_a_comment_that_reads_like_a_report_gives_a_lead_alerted_once_never_counted(db):
    sync_claims(db, WATCHLIST)
    obs = discussion(comment(1, "frank", LEAD_POST), title="Replication note")

    record_discussion(db, WATCHLIST, obs, TO)
    record_discussion(db, WATCHLIST, discussion(*obs.comments, hours=1), TO)

    (alert,) = lead_alerts(db)
    assert "GPQA Diamond: 74.9" in alert.body_html
    assert "claimed 83.8 points (difference -8.90)" in alert.body_html
    assert "Hugging Face discussion by @frank" in alert.body_html
    (ev,) = evidence(db)
    assert (ev.match, ev.value, ev.origin_id) == (
        "lead",
        74.9,
        f"{REPO}/discussions/1#{1:024x}:lead0",
    )
    assert verdicts(db)["gpqa-diamond"] == "unverified" and verdict_alerts(db) == []
    shown = {claim.claim_id: [e.match for e in evs] for claim, evs in ledger(db, KEY)}
    assert shown["gpqa-diamond"] == ["lead"] and shown["speed-h200"] == []


def test_the_vendors_own_report_styled_comment_gives_no_lead(db):
    sync_claims(db, WATCHLIST)
    record_discussion(db, WATCHLIST, discussion(comment(1, "DiffuSpace", LEAD_POST)), TO)
    assert lead_alerts(db) == [] and evidence(db) == []


def test_a_comment_hidden_since_takes_its_lead_with_it(db):
    sync_claims(db, WATCHLIST)
    record_discussion(db, WATCHLIST, discussion(comment(1, "frank", LEAD_POST)), TO)
    hidden = comment(1, "frank", LEAD_POST, hidden=True)

    record_discussion(db, WATCHLIST, discussion(hidden, hours=2), TO)

    (ev,) = evidence(db)
    assert ev.match == "lead" and ev.retracted_at == T0 + timedelta(hours=2)
    assert len(lead_alerts(db)) == 1 and verdict_alerts(db) == []
    from jobs.reports import claims_view, evidence_line

    (gpqa,) = [c for c in claims_view(db, KEY) if c["id"] == "gpqa-diamond"]
    (shown,) = gpqa["evidence"]
    assert evidence_line(shown) == (
        "Hugging Face discussion by @frank (lead: nobody named as its tester; not counted) 74.9"
        " [retracted]"
    )
