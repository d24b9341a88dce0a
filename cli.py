"""`modelwatch`: the command line (run, crawl, history, alerts, status, db)."""

from __future__ import annotations

import argparse
import csv
import io
import json
import logging
import sys
from collections.abc import Sequence
from datetime import UTC, datetime

from domain.watchlist import KNOWN_SOURCES, WatchlistError
from jobs.reports import UserInputError
from settings import Settings, get_settings

log = logging.getLogger("modelwatch")

EXIT_OK, EXIT_SOURCE_FAILED, EXIT_USAGE = 0, 2, 64


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    settings = get_settings()
    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    # Library chatter (enabled middlewares, every HTTP request) only when debugging.
    if settings.log_level.upper() != "DEBUG":
        for noisy in ("alembic", "scrapy", "httpx", "apscheduler", "telegram.ext"):
            logging.getLogger(noisy).setLevel(logging.WARNING)
    try:
        return int(args.handler(args, settings))
    except WatchlistError as exc:
        print(f"modelwatch: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except UserInputError as exc:
        print(f"modelwatch: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="modelwatch", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run the service: scheduled crawls, alerts, the bot")
    run.set_defaults(handler=cmd_run)

    crawl = sub.add_parser("crawl", help="one pass now (fetch, store, alert), then exit")
    crawl.add_argument("sources", nargs="*", metavar="SOURCE", help=", ".join(KNOWN_SOURCES))
    crawl.set_defaults(handler=cmd_crawl)

    history = sub.add_parser("history", help="the snapshot history of one model")
    history.add_argument("model")
    history.add_argument("--metric", help="downloads, downloads_all_time, likes, ...")
    history.add_argument("--since", default="30d", help="e.g. 24h, 30d, 90d (default 30d)")
    history.add_argument("--format", choices=["table", "csv", "json"], default="table")
    history.set_defaults(handler=cmd_history)

    alerts = sub.add_parser("alerts", help="recent alerts and their delivery per chat")
    alerts.add_argument("--limit", type=int, default=20)
    alerts.add_argument("--format", choices=["table", "json"], default="table")
    alerts.set_defaults(handler=cmd_alerts)

    status = sub.add_parser("status", help="per source: last success, last error, next run")
    status.add_argument("--format", choices=["table", "json"], default="table")
    status.set_defaults(handler=cmd_status)

    news = sub.add_parser("news", help="stories about a model, with their outlets")
    news.add_argument("model")
    news.add_argument("--since", default="7d", help="e.g. 24h, 7d, 30d (default 7d)")
    news.add_argument("--format", choices=["table", "json"], default="table")
    news.set_defaults(handler=cmd_news)

    claims = sub.add_parser("claims", help="the vendor's claims, their verdicts and evidence")
    claims.add_argument("model", nargs="?")
    claims.add_argument("--format", choices=["table", "json"], default="table")
    claims.set_defaults(handler=cmd_claims)

    digest = sub.add_parser("digest", help="send the waiting daily digests now (for cron)")
    digest.set_defaults(handler=cmd_digest)

    analyze = sub.add_parser(
        "analyze", help="the claim analysis of one document (a file or a URL), and why"
    )
    analyze.add_argument("document", metavar="FILE_OR_URL")
    analyze.add_argument("--model", required=True, help="the model the document may be about")
    analyze.add_argument("--alias", action="append", default=[], help="another name (repeatable)")
    analyze.add_argument("--vendor", help="who makes the model")
    analyze.add_argument("--format", choices=["table", "json"], default="table")
    analyze.set_defaults(handler=cmd_analyze)

    db = sub.add_parser("db", help="database maintenance")
    db_sub = db.add_subparsers(dest="db_command", required=True)
    db_sub.add_parser("upgrade", help="apply migrations").set_defaults(handler=cmd_db_upgrade)
    db_sub.add_parser("current", help="show the schema revision").set_defaults(
        handler=cmd_db_current
    )
    return parser


def _context(settings: Settings, *, upgrade: bool = True):  # type: ignore[no-untyped-def]
    from jobs.context import AppContext

    return AppContext.create(settings, upgrade=upgrade)


def cmd_run(args: argparse.Namespace, settings: Settings) -> int:
    from jobs.reactor import run_on_reactor
    from jobs.service import run_service

    async def main() -> int:
        ctx = _context(settings)
        try:
            await run_service(ctx)
        finally:
            ctx.close()
        return EXIT_OK

    return run_on_reactor(main)


def cmd_crawl(args: argparse.Namespace, settings: Settings) -> int:
    from jobs.reactor import run_on_reactor
    from jobs.service import crawl_once

    async def main() -> int:
        ctx = _context(settings)
        try:
            outcomes = await crawl_once(ctx, args.sources)
        finally:
            ctx.close()
        for o in outcomes:
            state = "ok" if o.ok else "FAILED: " + "; ".join(o.errors[:3])
            print(f"{o.source}: {o.rows} rows, {o.alerts} alert(s), {state}")
        return EXIT_OK if all(o.ok for o in outcomes) else EXIT_SOURCE_FAILED

    return run_on_reactor(main)


def cmd_history(args: argparse.Namespace, settings: Settings) -> int:
    from jobs import reports

    ctx = _context(settings)
    try:
        since = reports.parse_since(args.since)
        model, rows = reports.history_rows(
            ctx.db, ctx.watchlist, args.model, metric=args.metric, since=since
        )
    finally:
        ctx.close()
    if args.format == "json":
        data = [
            {
                "observed_at": r.observed_at.isoformat(),
                "metric": r.metric,
                "value": _plain(r.value),
                "source": r.source,
                "subject": r.subject,
                "origin": r.origin,
            }
            for r in rows
        ]
        print(json.dumps(data, indent=2))
    elif args.format == "csv":
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["observed_at", "metric", "value", "source", "subject", "origin"])
        for r in rows:
            writer.writerow(
                [
                    r.observed_at.isoformat(),
                    r.metric,
                    _plain(r.value),
                    r.source,
                    r.subject,
                    r.origin,
                ]
            )
        print(out.getvalue(), end="")
    else:
        print(f"{model.name}: {len(rows)} snapshot(s)")
        _table(
            ["observed_at (UTC)", "metric", "value", "page", "origin"],
            [
                [_when(r.observed_at), r.metric, f"{_plain(r.value):,}", r.subject, r.origin]
                for r in rows
            ],
        )
    return EXIT_OK


def cmd_alerts(args: argparse.Namespace, settings: Settings) -> int:
    from jobs import reports

    ctx = _context(settings)
    try:
        alerts = reports.recent_alerts(ctx.db, limit=args.limit)
    finally:
        ctx.close()
    if args.format == "json":
        data = [
            {
                "id": a.id,
                "created_at": a.created_at.isoformat(),
                "data_at": a.data_at.isoformat(),
                "model": a.model,
                "kind": a.kind,
                "audience": a.audience,
                "revision": a.revision,
                "headline": a.headline,
                "deliveries": [
                    {
                        "chat_id": d.chat_id,
                        "status": d.status,
                        "attempts": d.attempts,
                        "last_error": d.last_error,
                        "sent_at": d.sent_at.isoformat() if d.sent_at else None,
                    }
                    for d in a.deliveries
                ],
            }
            for a in alerts
        ]
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return EXIT_OK
    rows = []
    for a in alerts:
        states = ", ".join(
            f"{d.chat_id}:{d.status}" + (f" ({d.last_error})" if d.last_error else "")
            for d in a.deliveries
        )
        rows.append([_when(a.created_at), a.kind, a.headline, states or "-"])
    _table(["created (UTC)", "kind", "alert", "delivery"], rows)
    return EXIT_OK


def cmd_status(args: argparse.Namespace, settings: Settings) -> int:
    from jobs import reports

    ctx = _context(settings)
    try:
        statuses, counts = reports.source_report(ctx.db)
        models = reports.overview(ctx.db, ctx.watchlist)
        sources = ctx.watchlist.sources()
    finally:
        ctx.close()
    by_source = {s.source: s for s in statuses}
    records = []
    for source in sorted(set(sources) | set(by_source)):
        s = by_source.get(source)
        records.append(
            {
                "source": source,
                "state": reports.source_state(s),
                "last_success_at": _iso(s.last_success_at) if s else None,
                "last_error_at": _iso(s.last_error_at) if s else None,
                "last_error": s.last_error if s else None,
                "failing": bool(s and s.consecutive_failures),
                "failing_since": _iso(s.failing_since) if s else None,
                "consecutive_failures": s.consecutive_failures if s else 0,
                "next_run_at": _iso(s.next_run_at) if s else None,
                "rows_stored": counts.get(source, 0),
                "rate_budget": (
                    {
                        "remaining": s.budget_remaining,
                        "limit": s.budget_limit,
                        "reset_at": _iso(s.budget_reset_at),
                        "interval_factor": s.interval_factor,
                    }
                    if s and s.budget_remaining is not None
                    else None
                ),
            }
        )
    if args.format == "json":
        data = {
            "sources": records,
            "models": [
                {
                    "name": name,
                    "pages": [
                        {
                            "source": v.source,
                            "page": v.subject,
                            "values": {k: _plain(x) for k, x in v.values.items()},
                            "observed_at": _iso(v.observed_at),
                            "source_state": v.source_state,
                        }
                        for v in views
                    ],
                }
                for name, views in models
            ],
        }
        print(json.dumps(data, indent=2))
        return EXIT_OK
    _table(
        ["source", "state", "last success", "next run", "rows", "rate budget"],
        [
            [
                r["source"],
                "ok" if not r["failing"] else f"FAILING x{r['consecutive_failures']}",
                _when_iso(r["last_success_at"]),
                _when_iso(r["next_run_at"]),
                f"{r['rows_stored']:,}",
                _budget(r["rate_budget"]),
            ]
            for r in records
        ],
    )
    for r in records:
        if r["failing"]:
            print(f"  {r['source']}: {r['state']}")
    for name, views in models:
        print(f"\n{name}")
        for v in views:
            numbers = ", ".join(f"{k} {_plain(x):,}" for k, x in sorted(v.values.items()))
            state = "" if v.source_state == "ok" else f"; {v.source_state}"
            freshness = reports.age(v.observed_at) + state
            print(f"  {v.source:<12} {v.subject}: {numbers or '-'} ({freshness})")
    return EXIT_OK


def _budget(budget: dict | None) -> str:
    if not budget:
        return "-"
    text = f"{budget['remaining']}/{budget['limit'] or '?'}"
    if budget["interval_factor"] and budget["interval_factor"] > 1:
        text += f", intervals x{budget['interval_factor']:g}"
    return text


def cmd_news(args: argparse.Namespace, settings: Settings) -> int:
    from jobs import reports

    ctx = _context(settings)
    try:
        model, stories = reports.news_stories(
            ctx.db, ctx.watchlist, args.model, since=reports.parse_since(args.since)
        )
    finally:
        ctx.close()
    if args.format == "json":
        data = [
            {
                "title": s.title,
                "first_seen_at": s.first_seen_at.isoformat(),
                "first_outlet": s.first_outlet,
                "first_url": s.first_url,
                "outlet_count": s.outlet_count,
                "independent_outlets": s.independent_count,
                "languages": s.languages,
                "articles": s.articles,
            }
            for s in stories
        ]
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return EXIT_OK
    print(f"{model.name}: {len(stories)} story(ies)")
    for s in stories:
        langs = ", ".join(s.languages) or "?"
        print(
            f"\n{_when(s.first_seen_at)}  {s.title}\n  first: {s.first_outlet} · "
            f"{s.outlet_count} outlet(s), {s.independent_count} independent · {langs}"
        )
        for a in s.articles:
            copy = " (copy)" if a["copy"] else ""
            print(f"  - {a['outlet']} [{a['lang'] or '?'}] {a['url']}{copy}")
    return EXIT_OK


def cmd_claims(args: argparse.Namespace, settings: Settings) -> int:
    from jobs import reports

    ctx = _context(settings)
    try:
        models = (
            [reports.resolve_model(ctx.watchlist, args.model)]
            if args.model
            else [reports.ResolvedModel(m.key, m.name) for m in ctx.watchlist.models]
        )
        from storage.ledger import sync_claims

        sync_claims(ctx.db, ctx.watchlist)
        views = [(m, reports.claims_view(ctx.db, m.key)) for m in models]
    finally:
        ctx.close()
    if args.format == "json":
        data = [claim for _, claims in views for claim in claims]
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return EXIT_OK
    for model, claims in views:
        print(f"{model.name}: {len(claims)} claim(s)")
        _table(
            ["claim", "claimed", "verdict", "evidence"],
            [
                [
                    c["benchmark"] or c["id"],
                    f"{c['claimed']:g} {c['unit']}",
                    c["verdict"],
                    "; ".join(reports.evidence_line(e) for e in c["evidence"][:3]) or "-",
                ]
                for c in claims
            ],
        )
    return EXIT_OK


def cmd_digest(args: argparse.Namespace, settings: Settings) -> int:
    from jobs.reactor import run_on_reactor
    from jobs.service import digest_once

    async def main() -> int:
        ctx = _context(settings)
        try:
            sent = await digest_once(ctx)
        finally:
            ctx.close()
        print(f"{sent} digest(s) sent")
        return EXIT_OK

    return run_on_reactor(main)


def cmd_analyze(args: argparse.Namespace, settings: Settings) -> int:
    from domain.claims import Target, analyze
    from domain.watchlist import load_watchlist
    from jobs.documents import load_document

    watched = load_watchlist(settings.watchlist).find(args.model)
    aliases = tuple(args.alias) or (watched.aliases if watched else ())
    vendor = args.vendor or (watched.vendor if watched else None)
    name = watched.name if watched and not args.alias else args.model
    try:
        document = load_document(
            args.document, timeout=settings.request_timeout, user_agent=settings.user_agent
        )
    except OSError as exc:
        raise UserInputError(f"cannot read {args.document}: {exc}") from exc
    result = analyze(
        document.text, Target(name, aliases, vendor), title=document.title, lang=document.lang
    )
    data = result.as_dict()
    if args.format == "json":
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return EXIT_OK
    print(f"verdict: {data['verdict']}  (language {data['lang']}, relevant {data['relevant']})")
    for reason in data.get("reasons", []):
        print(f"  because: {reason}")
    _table(
        ["benchmark", "value", "unit", "attribution", "negated", "hedged", "quote"],
        [
            [
                m["benchmark"] or "-",
                "-" if m["value"] is None else f"{m['value']:g}",
                m["unit"] or "-",
                m["attribution"],
                "yes" if m["negated"] else "",
                "yes" if m["hedged"] else "",
                m["quote"],
            ]
            for m in data["mentions"]
        ],
    )
    return EXIT_OK


def cmd_db_upgrade(args: argparse.Namespace, settings: Settings) -> int:
    from storage import migrate

    ctx = _context(settings)
    try:
        print(f"schema at revision {migrate.current_revision(ctx.db)}")
    finally:
        ctx.close()
    return EXIT_OK


def cmd_db_current(args: argparse.Namespace, settings: Settings) -> int:
    from storage import migrate

    ctx = _context(settings, upgrade=False)
    try:
        print(migrate.current_revision(ctx.db) or "empty (run `modelwatch db upgrade`)")
    finally:
        ctx.close()
    return EXIT_OK


def _plain(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def _when(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")


def _when_iso(value: str | None) -> str:
    return _when(datetime.fromisoformat(value)) if value else "-"


def _table(headers: list[str], rows: list[list[str]]) -> None:
    if not rows:
        print("(none)")
        return
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows, strict=True)]
    widths = [min(w, 70) for w in widths]
    print("  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)))
    for row in rows:
        print("  ".join(str(c)[:70].ljust(w) for c, w in zip(row, widths, strict=True)))


if __name__ == "__main__":
    sys.exit(main())
