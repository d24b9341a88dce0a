"""The claims ledger: vendor claims, the evidence about them, and their verdicts.

Evidence arrives from leaderboard rows, articles and Hub discussions; after each arrival every
claim of the model is judged again (`domain.claims.judge_claim`, pure), and a first independent
result or a verdict change is an alert with an evidence card. A repeat of the vendor's number, a
mirror, a derivative or a sentence saying nothing is verified yet is kept and shown, never
counted.
"""

from __future__ import annotations

import html
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from crawler.parsers.leaderboards import LeaderboardRow, match_rows, row_to_evidence
from domain.claims import (
    Attribution,
    Claim,
    ClaimVerdict,
    Evidence,
    Mention,
    Runner,
    analyze,
    canonical_benchmark,
    judge_claim,
)
from domain.claims import Target as ClaimsTarget
from domain.claims.identity import MatchKind, TargetModel, VendorIdentity
from domain.claims.verdicts import speed_setup_difference
from domain.observations import DiscussionObservation, LeaderboardObservation
from domain.watchlist import ClaimKind, WatchedModel, Watchlist
from storage import queries
from storage.db import Database
from storage.models import ClaimRecord, EvidenceRecord
from storage.recording import Recipients, RecordResult

log = logging.getLogger(__name__)

SPEED_UNITS = {"tokens/s", "tok/s", "tokens per second"}
DISCUSSION_ORIGIN = "discussion"
# Evidence read from prose: its "nothing is verified yet" sentences are shown under every claim.
TEXT_ORIGINS = ("article", DISCUSSION_ORIGIN)


def sync_claims(db: Database, watchlist: Watchlist) -> int:
    """Put the watchlist's claims in the ledger (new ones as unverified; edits update them)."""
    changed = 0
    with db.transaction() as session:
        for model in watchlist.models:
            for claim in model.claims:
                row = session.scalar(
                    select(ClaimRecord).where(
                        ClaimRecord.model == model.key, ClaimRecord.claim_id == claim.id
                    )
                )
                if row is None:
                    row = ClaimRecord(model=model.key, claim_id=claim.id, verdict="unverified")
                    session.add(row)
                    changed += 1
                row.kind = claim.kind
                row.benchmark = claim.benchmark
                row.value, row.value_max, row.unit = claim.value, claim.value_max, claim.unit
                row.conditions = dict(claim.conditions)
                row.baseline, row.source = claim.baseline, claim.source
    return changed


def vendor_identity(model: WatchedModel) -> VendorIdentity:
    orgs = {r.split("/")[0] for r in model.pages.huggingface}
    return VendorIdentity(
        hf_org=next(iter(sorted(orgs)), model.vendor),
        names=(model.vendor, *model.identity.vendor_names),
        domains=(*model.identity.vendor_domains, *model.news.vendor_domains),
    )


def target_model(model: WatchedModel) -> TargetModel:
    repo = model.pages.huggingface[0] if model.pages.huggingface else f"{model.vendor}/{model.name}"
    return TargetModel(
        repo_id=repo,
        vendor=vendor_identity(model),
        aliases=(*model.identity.leaderboard_names,),
    )


def record_leaderboard(
    db: Database, watchlist: Watchlist, obs: LeaderboardObservation, recipients: Recipients
) -> RecordResult:
    """Rows of one board for one model: upsert, mark retracted ones, judge again."""
    result = RecordResult()
    model = watchlist.find(obs.model)
    if model is None:
        return result
    target = target_model(model)
    rows = [r for r in obs.rows if isinstance(r, LeaderboardRow)]
    with db.transaction() as session:
        seen: set[str] = set()
        for row, match in match_rows(rows, target):
            if match.kind is MatchKind.DIFFERENT or row.hidden:
                continue
            ev = row_to_evidence(row, derivative=match.kind is MatchKind.DERIVATIVE)
            stored = _upsert(
                session,
                model=model.key,
                origin=obs.board,
                origin_id=row.row_id,
                evidence=ev,
                match=str(match.kind),
                quote=f"{row.model_name} ({row.model_org or '?'}), {row.runner_reason}",
                at=obs.observed_at,
            )
            seen.add(stored)
            result.rows += 1
        if obs.complete:
            for record in queries.evidence_of(session, model.key, origin=obs.board):
                if record.origin_id not in seen and record.retracted_at is None:
                    record.retracted_at = obs.observed_at
                    log.warning(
                        "%s: %s row %s was removed or hidden",
                        model.key,
                        obs.board,
                        record.origin_id,
                    )
        judge_model(session, model, recipients, result, obs.observed_at)
    return result


def claims_from_vendor_page(
    session: Session,
    model: WatchedModel,
    *,
    source: str,
    subject: str,
    text: str,
    at: datetime,
    recipients: Recipients,
    result: RecordResult,
) -> list[str]:
    """The benchmark figures the vendor states on its own page (model card, README) as claims.

    Each becomes a ledger claim `page-<benchmark>` next to the launch claims; a later version of
    the page that states another number updates it (the page versions are kept, and the card
    edit itself is the alert), and its verdict is judged again. Returns the claim ids changed.
    """
    analysis = analyze(
        text, ClaimsTarget(model.name, model.aliases, model.vendor, model.identity.vendor_names)
    )
    changed: list[str] = []
    for mention in analysis.mentions:
        if (
            mention.benchmark is None
            or mention.value is None
            or mention.negated
            or not mention.about_target
        ):
            continue
        claim_id = "page-" + _slug(str(mention.benchmark))
        record = session.scalar(
            select(ClaimRecord).where(
                ClaimRecord.model == model.key, ClaimRecord.claim_id == claim_id
            )
        )
        if record is None:
            record = ClaimRecord(
                model=model.key,
                claim_id=claim_id,
                kind=ClaimKind.BENCHMARK,
                benchmark=str(mention.benchmark),
                value=mention.value,
                unit="points",
                conditions={},
                source=f"vendor page: {source} {subject}",
                verdict="unverified",
                verdict_notes=[],
            )
            session.add(record)
            changed.append(claim_id)
        elif abs(record.value - mention.value) > 1e-9:
            record.verdict_notes = [
                *(record.verdict_notes or []),
                f"{at:%Y-%m-%d}: the vendor page now says {mention.value:g} (was {record.value:g})",
            ]
            record.value = mention.value
            changed.append(claim_id)
    if changed:
        session.flush()
        judge_model(session, model, recipients, result, at)
    return changed


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:80] or "claim"


def record_mentions(
    session: Session,
    model: WatchedModel,
    mentions: Sequence[Mention],
    *,
    url: str,
    outlet: str,
    at: datetime,
    recipients: Recipients,
    result: RecordResult,
    leads: Sequence[Mention] = (),
    title: str = "",
    text_key: str | None = None,
) -> None:
    """An article's measured figures as evidence; its "not verified" sentences as notes; its
    leads (``Analysis.leads``) as evidence that is shown and alerted once, never counted."""
    _, counted = _record_text_mentions(
        session,
        model,
        mentions,
        origin="article",
        id_prefix=f"{url}#",
        url=url,
        source=outlet,
        at=at,
    )
    if counted:  # a "not verified" sentence is shown, but cannot change a verdict
        judge_model(session, model, recipients, result, at)
    if leads:
        text = _LeadText("article", f"{url}#lead", url, outlet, title, text_key or url)
        _record_leads(session, model, leads, text, at, recipients, result)


@dataclass(frozen=True)
class _LeadText:
    """Where a text's leads come from: their rows' origin and id prefix, and what the alert
    names (``text_key`` keys the alert: the article's text hash, so that a syndicated copy
    does not alert again, or the comment)."""

    origin: str
    id_prefix: str
    url: str
    outlet: str
    title: str
    text_key: str


def _record_leads(
    session: Session,
    model: WatchedModel,
    leads: Sequence[Mention],
    text: _LeadText,
    at: datetime,
    recipients: Recipients,
    result: RecordResult,
) -> set[str]:
    """Upsert a text's leads (match "lead", which ``judge_model`` never counts) and alert
    the first time a text gives any: a report nobody has attributed yet is what a person
    should read before the verdict can move, and the alert says it proves nothing. Returns
    the ids written, so that a comment deleted since takes its leads with it."""
    claims = queries.claims_of(session, model.key)
    shown: list[tuple[Evidence, ClaimRecord | None]] = []
    written: set[str] = set()
    for index, lead in enumerate(leads):
        if lead.value is None:
            continue
        evidence = _as_evidence(lead, url=text.url, source_name=text.outlet)
        stored = _upsert(
            session,
            model=model.key,
            origin=text.origin,
            origin_id=f"{text.id_prefix}{index}",
            evidence=evidence,
            match=LEAD,
            quote=lead.quote[:1000],
            at=at,
        )
        written.add(stored)
        bench = str(evidence.benchmark) if evidence.benchmark else None
        shown.append((evidence, lead_claim(claims, bench, evidence.unit, evidence.conditions)))
    if shown:
        _alert_leads(session, model, shown, text, at, recipients, result)
    return written


#: The ``match`` of a lead: a figure that may be a report's own result, though nothing in
#: the text says who ran it. Shown with the claim it bears on, never counted.
LEAD = "lead"


def lead_claim(
    claims: Sequence[ClaimRecord],
    benchmark: str | None,
    unit: str | None,
    conditions: dict[str, object],
) -> ClaimRecord | None:
    """The claim a lead bears on: the claim on its benchmark (same version), or for a speed
    the speed claim it is like for like with, as ``judge_claim`` compares setups, but for a
    precision or batch only one side names (``speed_setup_difference``); none when the text
    names no card, since speed is only compared like for like."""
    if benchmark is not None:
        return next((c for c in claims if str(claim_of(c).benchmark) == benchmark), None)
    if (unit or "").lower() not in SPEED_UNITS:
        return None
    return next(
        (
            c
            for c in claims
            if c.unit in SPEED_UNITS
            and speed_setup_difference(c.conditions or {}, conditions, where_both_state=True)
            is None
        ),
        None,
    )


def _alert_leads(
    session: Session,
    model: WatchedModel,
    leads: Sequence[tuple[Evidence, ClaimRecord | None]],
    text: _LeadText,
    at: datetime,
    recipients: Recipients,
    result: RecordResult,
) -> None:
    """One alert per text (``text.text_key``): each figure with the claim it bears on, and
    what the alert does not say (that anything is verified)."""
    e = html.escape
    headline = f"{model.name}: a text that reads like a test report, nobody named as its tester"
    lines = [f"🔎 <b>{e(headline)}</b>"]
    where = f"{text.title} ({text.outlet})" if text.title else text.outlet
    lines.append(f'{e(where)} · <a href="{e(text.url, quote=True)}">read</a>')
    for lead, record in leads[:_LEADS_SHOWN]:
        line = f"• {e(_lead_figure(lead))}"
        if record is not None:
            claimed = f"{record.value:g}" + (f"–{record.value_max:g}" if record.value_max else "")
            line += f" · claimed {e(claimed)} {e(record.unit)}"
            if not record.value_max:
                line += f" (difference {lead.value - record.value:+.2f})"
        lines.append(line)
    if len(leads) > _LEADS_SHOWN:
        lines.append(f"• and {len(leads) - _LEADS_SHOWN} more")
    lines.append(
        "<i>Not counted: nothing in the text says who ran these figures. If they are an "
        "independent result, the verdict moves only once a source says so.</i>"
    )
    payload = {"url": text.url, "leads": len(leads)}
    key = f"claims|{model.key}|lead|{text.text_key}"
    _enqueue(session, model, key, "lead", headline, lines, at, payload, recipients, result)


_LEADS_SHOWN = 5


def _lead_figure(lead: Evidence) -> str:
    """ "GPQA Diamond: 74.9", "speed on H200: 498 tok/s", "figure: 31 GB"."""
    value = f"{lead.value:g} {lead.unit or ''}".strip()
    if lead.benchmark is not None:
        return f"{lead.benchmark}: {value}"
    if (lead.unit or "").lower() in SPEED_UNITS:
        hardware = lead.conditions.get("hardware")
        return f"speed on {hardware}: {value}" if hardware else f"speed: {value}"
    return f"figure: {value}"


def _record_text_mentions(
    session: Session,
    model: WatchedModel,
    mentions: Sequence[Mention],
    *,
    origin: str,
    id_prefix: str,
    url: str,
    source: str,
    at: datetime,
) -> tuple[set[str], bool]:
    """Upsert a text's independent figures and "not verified" notes, each by
    `{id_prefix}{index}` (re-reading the text changes nothing). Returns the ids written and
    whether one of them can move a verdict."""
    written: set[str] = set()
    counted = False
    for index, mention in enumerate(mentions):
        if not mention.negated and not mention.about_target:
            continue  # another model's figure (a baseline, a competitor) says nothing here
        ev = _text_evidence(mention, url=url, source_name=_source_name(mention, source))
        if ev is None:
            continue  # the vendor's number repeated is not evidence
        stored = _upsert(
            session,
            model=model.key,
            origin=origin,
            origin_id=f"{id_prefix}{index}",
            evidence=ev,
            match="statement" if mention.negated else "exact",
            quote=mention.quote[:1000],
            at=at,
            negated=mention.negated,
        )
        written.add(stored)
        counted = counted or _counts(mention)
    return written, counted


def _source_name(mention: Mention, outlet: str) -> str:
    """A named evaluator, else the outlet: "the author" of two outlets is two sources, and
    a dispute counts its independent sources."""
    if mention.evaluator and mention.evaluator != "the author":
        return mention.evaluator
    return outlet


def _text_evidence(mention: Mention, *, url: str, source_name: str) -> Evidence | None:
    """An independent measurement, or a sentence saying nothing is verified (kept as a note);
    None for the rest: the vendor's figures repeated, hedged ones, comparisons without a
    figure."""
    independent = mention.attribution == Attribution.INDEPENDENT and not mention.hedged
    if not (independent or mention.negated):
        return None
    if mention.value is None and not mention.negated:
        return None
    return _as_evidence(mention, url=url, source_name=source_name)


def _as_evidence(mention: Mention, *, url: str, source_name: str) -> Evidence:
    """A text's mention in the ledger's terms, whatever it will count for: the card it was
    measured on is the hardware the claims name."""
    conditions = {k: v for k, v in (mention.conditions or {}).items() if v}
    if "gpu" in conditions and "hardware" not in conditions:
        conditions["hardware"] = conditions.pop("gpu")
    return Evidence(
        value=mention.value if mention.value is not None else float("nan"),
        unit=mention.unit,
        benchmark=mention.benchmark,
        runner=Runner.THIRD_PARTY,
        source_url=url,
        conditions=conditions,
        source_name=source_name,
    )


def _counts(mention: Mention) -> bool:
    """Whether the mention, once evidence, can move a verdict (a note cannot)."""
    return not mention.negated and mention.value is not None


def claims_target(model: WatchedModel) -> ClaimsTarget:
    return ClaimsTarget(model.name, model.aliases, model.vendor, model.identity.vendor_names)


def record_discussion(
    db: Database, watchlist: Watchlist, obs: DiscussionObservation, recipients: Recipients
) -> RecordResult:
    """A Hub discussion's comments as evidence, like an article's sentences, then judged.

    Each comment is upserted by its own id (re-reading the discussion changes nothing); a
    comment gone or hidden since takes its evidence with it. The comment count read is
    remembered so the next crawl skips the discussion until someone writes in it.
    """
    result = RecordResult()
    models = [m for m in watchlist.models_for_repo(obs.repo) if m.claims]
    if not models:
        return result
    with db.transaction() as session:
        for model in models:  # a repo listed by several watched models counts for each
            if _record_comments(session, model, obs, recipients, result):
                judge_model(session, model, recipients, result, obs.observed_at)
        queries.remember_discussion(
            session, obs.repo, obs.num, obs.listed_comments, obs.observed_at
        )
        result.rows += 1
    return result


def _record_comments(
    session: Session,
    model: WatchedModel,
    obs: DiscussionObservation,
    recipients: Recipients,
    result: RecordResult,
) -> bool:
    """Upsert the evidence of every visible comment, and the leads of a comment that reads
    like a test report nobody is named as having run ("Results: GPQA Diamond 74.9", as an
    article's are); True when what counts may have moved."""
    seen: set[str] = set()
    counted = False
    target = claims_target(model)
    vendor = _vendor_accounts(model, obs.repo)
    for position, comment in enumerate(obs.comments):
        if comment.hidden or not comment.text.strip():
            continue
        heading = _comment_heading(model, obs.title if position == 0 else None)
        analysis = analyze(_own_words(comment.text), target, title=heading)
        by_vendor = _fold(comment.author) in vendor
        # the vendor speaking: only its notes are kept, and it gives no leads
        mentions = [m for m in analysis.mentions if m.negated] if by_vendor else analysis.mentions
        key = f"{obs.key}#{comment.comment_id}"
        url = f"{obs.url}#{comment.comment_id}"
        source = f"Hugging Face discussion by @{comment.author}"
        written, moved = _record_text_mentions(
            session,
            model,
            mentions,
            origin=DISCUSSION_ORIGIN,
            id_prefix=f"{key}:",
            url=url,
            source=source,
            at=obs.observed_at,
        )
        seen |= written
        counted = counted or moved
        if analysis.leads and not by_vendor:
            text = _LeadText(DISCUSSION_ORIGIN, f"{key}:lead", url, source, obs.title, key)
            seen |= _record_leads(
                session, model, analysis.leads, text, obs.observed_at, recipients, result
            )
    return _withdraw_unseen(session, model, obs, seen) or counted


_QUOTED_LINE = re.compile(r"^[ \t]*>.*$", re.MULTILINE)


def _own_words(markdown: str) -> str:
    """The comment without the lines it quotes (Markdown "> ..."): a reply quoting the
    vendor's "We measured 84.1" is not the replier's measurement."""
    return _QUOTED_LINE.sub("", markdown)


def _comment_heading(model: WatchedModel, title: str | None) -> str:
    """What the analysis reads as the comment's title. A discussion lives on the model's own
    page, so the model is its subject even when no comment names it ("I ran it on GPQA");
    the discussion's title belongs to the opening post only, or its figures would be
    counted once per comment."""
    return f"{model.name}: {title}" if title else model.name


def _vendor_accounts(model: WatchedModel, repo: str) -> set[str]:
    """The Hub accounts that are the vendor: the repo's org, the vendor's names and orgs."""
    names = (
        repo.split("/")[0],
        model.vendor,
        *model.identity.vendor_names,
        *model.pages.huggingface_orgs,
    )
    return {_fold(name) for name in names} - {""}


def _fold(name: str) -> str:
    """Case, spaces and punctuation aside: "Diffu Space", "diffuspace", "Diffu-Space" are one."""
    return re.sub(r"[\W_]+", "", name.casefold())


def _withdraw_unseen(
    session: Session, model: WatchedModel, obs: DiscussionObservation, seen: set[str]
) -> bool:
    """Evidence from comments deleted, hidden or edited away is retracted; True when some of
    it counted."""
    prefix = f"{obs.key}#"
    withdrawn = False
    records = queries.evidence_of(session, model.key, origin=DISCUSSION_ORIGIN, id_prefix=prefix)
    for record in records:
        if record.origin_id in seen:
            continue
        if record.retracted_at is None:
            record.retracted_at = obs.observed_at
            counts = not record.negated and record.value is not None and record.match != LEAD
            withdrawn = withdrawn or counts
    return withdrawn


def _upsert(
    session: Session,
    *,
    model: str,
    origin: str,
    origin_id: str,
    evidence: Evidence,
    match: str,
    quote: str,
    at: datetime,
    negated: bool = False,
) -> str:
    """Insert or refresh one evidence row; returns its id as stored (cut to the column's
    length), which is what a later read finds and a withdrawal compares."""
    origin_id = origin_id[:700]
    record = queries.evidence_record(session, model, origin, origin_id)
    value = None if evidence.value != evidence.value else evidence.value  # NaN: no figure
    if record is None:
        record = EvidenceRecord(
            model=model,
            origin=origin,
            origin_id=origin_id,
            first_seen_at=at,
            last_seen_at=at,
        )
        session.add(record)
    record.benchmark = str(evidence.benchmark) if evidence.benchmark else None
    record.value, record.unit = value, evidence.unit
    record.runner = evidence.runner
    record.source_name = (evidence.source_name or "")[:300]
    record.url = evidence.source_url
    record.conditions = dict(evidence.conditions)
    record.match = "derivative" if evidence.is_derivative_model else match
    record.negated, record.quote = negated, quote
    record.last_seen_at, record.retracted_at = at, None
    return origin_id


def claim_of(record: ClaimRecord) -> Claim:
    unit = record.unit
    if unit in SPEED_UNITS:
        unit = "tokens/s"
    elif record.kind == ClaimKind.BENCHMARK:
        unit = "points"
    return Claim(
        model=record.model,
        benchmark=canonical_benchmark(record.benchmark) if record.benchmark else None,
        value=record.value,
        unit=unit,
        conditions={k: str(v) for k, v in (record.conditions or {}).items()},
    )


def evidence_of(record: EvidenceRecord) -> Evidence:
    return Evidence(
        value=record.value if record.value is not None else float("nan"),
        unit=record.unit,
        benchmark=canonical_benchmark(record.benchmark) if record.benchmark else None,
        runner=Runner(record.runner),
        source_url=record.url,
        conditions=dict(record.conditions or {}),
        is_derivative_model=record.match == "derivative",
        source_name=record.source_name,
    )


def judge_model(
    session: Session,
    model: WatchedModel,
    recipients: Recipients,
    result: RecordResult,
    at: datetime,
) -> None:
    """Judge every claim of the model on its current evidence; alert what changed."""
    usable = [
        r
        for r in queries.evidence_of(session, model.key)
        if r.retracted_at is None
        and not r.negated
        and r.value is not None
        and r.match in ("exact", "derivative")
    ]
    evidence = [evidence_of(r) for r in usable]
    for record in queries.claims_of(session, model.key):
        if record.kind not in (ClaimKind.BENCHMARK, ClaimKind.SPEED):
            continue  # memory, size and context claims have no machine-readable checks yet
        claim = claim_of(record)
        verdict = judge_claim(claim, [ev for ev in evidence if _bears_on(claim, ev)])
        if verdict.verdict == record.verdict:
            continue
        previous = record.verdict
        record.verdict = verdict.verdict
        record.verdict_at = at
        record.verdict_notes = list(verdict.notes) + [f"flag: {f}" for f in verdict.flags]
        record.delta = verdict.delta
        _alert_verdict(session, model, record, previous, verdict, recipients, result, at)


def _bears_on(claim: Claim, ev: Evidence) -> bool:
    """Evidence about the same benchmark family (another version is context, judged "not
    comparable" by judge_claim) or, for a speed claim, any speed figure."""
    if claim.unit == "tokens/s":
        return (ev.unit or "").lower() in SPEED_UNITS | {"tok/s"}
    if claim.benchmark is None or ev.benchmark is None:
        return False
    return ev.benchmark.name == claim.benchmark.name


def _alert_verdict(
    session: Session,
    model: WatchedModel,
    record: ClaimRecord,
    previous: str,
    verdict: ClaimVerdict,
    recipients: Recipients,
    result: RecordResult,
    at: datetime,
) -> None:
    e = html.escape
    what = record.benchmark or record.claim_id
    claimed = f"{record.value:g} {record.unit}".strip()
    headline = f"{model.name} · {what}: {previous} → {verdict.verdict} (claimed {claimed})"
    lines = [f"🧪 <b>{e(headline)}</b>"]
    for ev in verdict.cited_evidence[:5]:
        link = f' · <a href="{e(ev.source_url, quote=True)}">source</a>' if ev.source_url else ""
        lines.append(f"• {e(ev.source_name or '?')} ({e(str(ev.runner))}): {ev.value:g}{link}")
    if verdict.delta is not None:
        lines.append(
            f"Difference: {verdict.delta:+.2f}"
            + (f" · tolerance {e(verdict.tolerance)}" if verdict.tolerance else "")
        )
    if record.conditions:
        conds = ", ".join(f"{k} {v}" for k, v in record.conditions.items())
        lines.append(f"Claim conditions: {e(conds)}")
    for note in verdict.notes[:4]:
        lines.append(f"<i>{e(note)}</i>")
    lines.append(
        "<i>Why they may differ: scaffold or harness, attempts, reasoning effort, precision, "
        "hardware and batch size.</i>"
    )
    key = f"claims|{model.key}|{record.claim_id}|{verdict.verdict}|{at.isoformat()}"
    payload = {"claim": record.claim_id, "verdict": verdict.verdict, "previous": previous}
    _enqueue(session, model, key, "verdict", headline, lines, at, payload, recipients, result)


def _enqueue(
    session: Session,
    model: WatchedModel,
    key: str,
    kind: str,
    headline: str,
    lines: list[str],
    at: datetime,
    payload: dict[str, object],
    recipients: Recipients,
    result: RecordResult,
) -> None:
    """Queue a ledger alert for every recipient; the key makes it once only."""
    alert = queries.enqueue_alert(
        session,
        key=key,
        model=model.key,
        kind=kind,
        headline=headline,
        body_html="\n".join(lines),
        data_at=at,
        payload=payload,
        chats=recipients.for_alert(session),
    )
    if alert is not None:
        result.alerts.append(key)


def ledger(db: Database, model: str) -> list[tuple[ClaimRecord, list[EvidenceRecord]]]:
    """The claims of a model with the evidence shown for each (for `claims` and /evidence)."""
    with db.transaction() as session:
        claims = queries.claims_of(session, model)
        evidence = queries.evidence_of(session, model)
    leads = {
        id(ev): lead_claim(claims, ev.benchmark, ev.unit, ev.conditions or {})
        for ev in evidence
        if ev.match == LEAD
    }
    out = []
    for claim in claims:
        bench = claim_of(claim).benchmark
        related = [
            ev
            for ev in evidence
            if (leads[id(ev)] is claim if id(ev) in leads else _shown_with(claim, bench, ev))
        ]
        out.append((claim, related))
    return out


def _shown_with(claim: ClaimRecord, bench: object, ev: EvidenceRecord) -> bool:
    """Evidence on the claim's benchmark, every "nothing is verified" statement, and for a
    speed claim every speed figure (judge_claim tells which are like for like)."""
    return (
        (bench is not None and ev.benchmark == str(bench))
        or (ev.negated and ev.origin in TEXT_ORIGINS)
        or (claim.kind == ClaimKind.SPEED and ev.unit in SPEED_UNITS)
    )
