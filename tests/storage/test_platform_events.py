"""Events across platforms, recorded as the pipelines record them, on SQLite and PostgreSQL:
card edits, keywords, releases fused into one alert, derivatives labelled, operator alerts."""

from datetime import UTC, datetime, timedelta

from domain.observations import OrgObservation, RepoObservation
from domain.watchlist import parse_watchlist
from jobs.context import AppContext
from jobs.crawl import record_run
from settings import Settings
from storage import queries
from storage.models import DeliveryStatus
from storage.recording import Recipients, record_org, record_repo

WATCHLIST = parse_watchlist(
    """
[[model]]
key = "clover"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
[model.pages]
huggingface = ["DiffuSpace/Clover-35B-A3B-Preview"]
huggingface_orgs = ["DiffuSpace"]
github = ["DiffuSpace/Clover"]
github_orgs = ["DiffuSpace"]
[[model.rules]]
event = "new_repo"
[[model.rules]]
event = "new_release"
[[model.rules]]
event = "card_change"
[[model.rules]]
event = "keyword"
keywords = ["SGLang", "llama.cpp", "GGUF"]
"""
)
HF_REPO = "DiffuSpace/Clover-35B-A3B-Preview"
GH_REPO = "DiffuSpace/Clover"
T0 = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
TO = Recipients(
    chats=("100",),
    include_subscribers=False,
    endpoints={"huggingface": "https://hub.test", "github": "https://gh.test"},
    operators=("900",),
)

CARD = """---
license: apache-2.0
---
# Clover-35B-A3B-Preview

A block-diffusion MoE model.

## Evaluation

| Benchmark | Clover |
|---|---|
| SWE-bench Verified | 73.6 |
| GPQA Diamond | 83.8 |

## Usage

pip install transformers
"""


def card(hours, text):
    return RepoObservation("huggingface", HF_REPO, T0 + timedelta(hours=hours), readme=text)


def github(hours, *, readme="# Clover\nCode coming soon.", files=("README.md",), releases=()):
    return RepoObservation(
        "github",
        GH_REPO,
        T0 + timedelta(hours=hours),
        metrics={"stars": 10},
        files=files,
        readme=readme,
        releases=tuple(releases),
        tags=(),
    )


def alerts(db):
    with db.transaction() as s:
        return list(reversed(queries.recent_alerts(s)))


def test_card_edits_alert_only_where_claims_or_usage_change(db):
    assert record_repo(db, WATCHLIST, card(0, CARD), TO).alerts == []  # baseline version
    typo = CARD.replace("A block-diffusion MoE model.", "A block-diffusion MoE language model.")
    assert record_repo(db, WATCHLIST, card(1, typo), TO).alerts == []
    edited = typo.replace("| SWE-bench Verified | 73.6 |", "| SWE-bench Verified | 71.2 |")
    assert len(record_repo(db, WATCHLIST, card(2, edited), TO).alerts) == 1
    (alert,) = alerts(db)
    assert alert.kind == "card_change"
    assert "71.2" in alert.body_html and "73.6" in alert.body_html
    # The same text again is not a new version.
    assert record_repo(db, WATCHLIST, card(3, edited), TO).alerts == []
    with db.transaction() as s:
        assert queries.latest_document(s, "huggingface", HF_REPO, "readme").text == edited


def test_keywords_fire_once_when_they_first_appear_in_the_readme_or_a_path(db):
    record_repo(db, WATCHLIST, github(0), TO)
    result = record_repo(
        db,
        WATCHLIST,
        github(1, readme="# Clover\nServe it with SGLang.", files=("README.md", "llama.cpp/")),
        TO,
    )
    assert sorted(k.rsplit(":", 1)[1] for k in result.alerts) == ["SGLang", "llama.cpp"]
    again = github(2, readme="# Clover\nServe it with SGLang (updated).", files=("llama.cpp/",))
    assert record_repo(db, WATCHLIST, again, TO).alerts == []
    heads = [a.headline for a in alerts(db)]
    assert (
        "Clover-35B-A3B-Preview: “SGLang” appears in DiffuSpace/Clover for the first time" in heads
    )


def test_a_release_on_two_platforms_is_one_alert_edited_with_a_timeline(db):
    gguf = f"{HF_REPO}-GGUF"
    record_org(db, WATCHLIST, OrgObservation("huggingface", "DiffuSpace", (HF_REPO,), T0), TO)
    record_repo(db, WATCHLIST, github(0), TO)
    tags = {gguf: ("gguf", f"base_model:quantized:{HF_REPO}")}
    hub_later = OrgObservation(
        "huggingface", "DiffuSpace", (HF_REPO, gguf), T0 + timedelta(hours=2), tags
    )
    assert len(record_org(db, WATCHLIST, hub_later, TO).alerts) == 1
    (first,) = alerts(db)
    assert first.kind == "new_repo"
    assert first.headline == (
        f"Clover-35B-A3B-Preview: new repo {gguf} (quantization of {HF_REPO})"
    )
    with db.transaction() as s:  # pretend it was delivered: an update must edit it
        for d in s.get(type(first), first.id).deliveries:
            d.status, d.message_id = DeliveryStatus.SENT, 7

    result = record_repo(db, WATCHLIST, github(20, releases=("v0.2-gguf",)), TO)
    assert len(result.alerts) == 1
    (fused,) = alerts(db)  # still one alert
    assert fused.id == first.id and fused.kind == "release" and fused.revision == 2
    assert "Timeline:" in fused.body_html
    assert "huggingface · new_repo" in fused.body_html and "github · release" in fused.body_html
    assert [d.status for d in fused.deliveries] == ["edit"]

    # Five days later a new release is a new story.
    record_repo(db, WATCHLIST, github(140, releases=("v0.2-gguf", "v0.3")), TO)
    assert [a.kind for a in alerts(db)] == ["release", "new_release"]


def test_operators_hear_once_when_a_source_fails_and_once_when_it_recovers(db, tmp_path):
    settings = Settings(
        database_url=db.url,
        telegram_operator_chat_ids="900",
        failure_alert_after=3,
        _env_file=None,
    )
    ctx = AppContext(settings, db, WATCHLIST, TO)
    now = datetime.now(UTC)
    for _ in range(5):
        record_run(ctx, "github", started=now, error="HTTP 503 Service Unavailable", rows=0)
    ops = [a for a in alerts(db) if a.audience == "operators"]
    assert len(ops) == 1 and ops[0].kind == "source_failing"
    assert "GitHub is failing since" in ops[0].headline and "HTTP 503" in ops[0].headline
    assert [d.chat_id for d in ops[0].deliveries] == ["900"]
    record_run(ctx, "github", started=now, error=None, rows=3)
    record_run(ctx, "github", started=now, error=None, rows=3)
    ops = [a for a in alerts(db) if a.audience == "operators"]
    assert [a.kind for a in ops] == ["source_failing", "source_recovered"]
