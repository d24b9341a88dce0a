"""The Telegram side: the bot's commands and the sender the outbox delivers through.

Handlers are thin: parse arguments, ask jobs.reports / storage.queries, reply. Bad arguments
get a usage line, never a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import logging
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

from telegram import BotCommand, LinkPreviewOptions, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, RetryAfter, TelegramError
from telegram.ext import Application, ApplicationBuilder, CommandHandler, ContextTypes

from domain.metrics import label
from domain.rules import Point
from jobs import reports
from notifier.delivery import ChatGone, Rejected, RetryLater, Transient
from notifier.format import SOURCE_LABELS, format_history, number, split_html
from storage import queries

if TYPE_CHECKING:
    from telegram import Bot

    from jobs.context import AppContext

log = logging.getLogger(__name__)

COMMANDS = (
    ("start", "Subscribe this chat to alerts"),
    ("stop", "Unsubscribe this chat"),
    ("status", "Latest numbers of every watched model"),
    ("history", "History: /history MODEL [metric] [days]"),
    ("news", "Stories of the last 7 days: /news [MODEL]"),
    ("digest", "News once a day instead of instantly: /digest on|off"),
    ("claims", "The vendor's claims and their verdicts: /claims [MODEL]"),
    ("evidence", "The evidence about one claim: /evidence CLAIM"),
    ("help", "What this bot does"),
)
HISTORY_USAGE = (
    "Usage: /history MODEL [metric] [days]\n"
    f"metric: one of {', '.join(reports.KNOWN_METRICS)} (default likes); days default 30"
)
NO_PREVIEW = LinkPreviewOptions(is_disabled=True)


class TelegramSender:
    """Sends through python-telegram-bot and turns its errors into delivery decisions."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    async def send(self, chat_id: str, html_text: str) -> int | None:
        async with self._errors_mapped():
            # Idempotent; done here so that Telegram being down at start-up is one more
            # transient failure for the outbox, not a crash.
            await self.bot.initialize()
            message = await self.bot.send_message(
                chat_id=chat_id,
                text=html_text,
                parse_mode=ParseMode.HTML,
                link_preview_options=NO_PREVIEW,
            )
            return message.message_id

    async def edit(self, chat_id: str, message_id: int, html_text: str) -> None:
        async with self._errors_mapped():
            await self.bot.initialize()
            await self.bot.edit_message_text(
                html_text,
                chat_id=chat_id,
                message_id=message_id,
                parse_mode=ParseMode.HTML,
                link_preview_options=NO_PREVIEW,
            )

    @contextlib.asynccontextmanager
    async def _errors_mapped(self) -> AsyncIterator[None]:
        """python-telegram-bot's errors as delivery decisions."""
        try:
            yield
        except RetryAfter as exc:
            seconds = exc.retry_after
            seconds = seconds.total_seconds() if hasattr(seconds, "total_seconds") else seconds
            raise RetryLater(float(seconds), str(exc)) from exc
        except Forbidden as exc:
            raise ChatGone(str(exc)) from exc
        except BadRequest as exc:
            text = str(exc).lower()
            if "chat not found" in text or "deactivated" in text:
                raise ChatGone(str(exc)) from exc
            raise Rejected(str(exc)) from exc
        except TelegramError as exc:  # NetworkError, TimedOut, server errors
            raise Transient(str(exc)) from exc

    async def close(self) -> None:
        await self.bot.shutdown()


async def start_bot(application: Application, stop: asyncio.Event) -> None:
    """Start polling; while Telegram cannot be reached, retry instead of failing the service."""
    delay = 5.0
    while not stop.is_set():
        try:
            await application.initialize()
            # post_init hooks run only under run_polling(); register the commands here.
            await _register_commands(application)
            await application.start()
            assert application.updater is not None
            await application.updater.start_polling(drop_pending_updates=False)
            log.info("telegram bot polling as @%s", application.bot.username)
            return
        except TelegramError as exc:
            log.error("telegram unreachable (%s); retrying in %.0f s", exc, delay)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), timeout=delay)
            delay = min(delay * 2, 300.0)


async def stop_bot(application: Application) -> None:
    if application.updater is not None and application.updater.running:
        await application.updater.stop()
    if application.running:
        await application.stop()
    await application.shutdown()


def build_application(ctx: AppContext) -> Application:
    settings = ctx.settings
    assert settings.telegram_token is not None
    api = settings.telegram_api_url
    application = (
        ApplicationBuilder()
        .token(settings.telegram_token.get_secret_value())
        .base_url(f"{api}/bot")
        .base_file_url(f"{api}/file/bot")
        .job_queue(None)  # scheduling is jobs/scheduler.py's; no second APScheduler
        .build()
    )
    application.bot_data["ctx"] = ctx
    for name, handler in (
        ("start", cmd_start),
        ("stop", cmd_stop),
        ("status", cmd_status),
        ("history", cmd_history),
        ("news", cmd_news),
        ("digest", cmd_digest),
        ("claims", cmd_claims),
        ("evidence", cmd_evidence),
        ("help", cmd_help),
    ):
        application.add_handler(CommandHandler(name, handler))
    application.add_error_handler(on_error)
    return application


async def _register_commands(application: Application) -> None:
    await application.bot.set_my_commands([BotCommand(n, d) for n, d in COMMANDS])


def _context(context: ContextTypes.DEFAULT_TYPE) -> AppContext:
    return context.application.bot_data["ctx"]


async def _reply(update: Update, text: str) -> None:
    assert update.effective_message is not None
    for part in split_html(text):
        await update.effective_message.reply_text(
            part, parse_mode=ParseMode.HTML, link_preview_options=NO_PREVIEW
        )


async def cmd_start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Subscribe the chat."""
    assert update.effective_chat is not None
    with _context(context).db.transaction() as session:
        new = queries.subscribe(session, str(update.effective_chat.id))
    names = ", ".join(html.escape(m.name) for m in _context(context).watchlist.models)
    first = "Subscribed" if new else "Already subscribed"
    await _reply(update, f"{first}: this chat gets modelwatch alerts for {names}. /stop to leave.")


async def cmd_stop(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Unsubscribe the chat."""
    assert update.effective_chat is not None
    with _context(context).db.transaction() as session:
        was = queries.unsubscribe(session, str(update.effective_chat.id))
    await _reply(
        update, "Unsubscribed. /start to come back." if was else "This chat was not subscribed."
    )


async def cmd_status(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The latest numbers of each watched model, platform by platform, with their age."""
    ctx = _context(context)
    blocks = []
    for name, views in reports.overview(ctx.db, ctx.watchlist):
        lines = [f"<b>{html.escape(name)}</b>"]
        for view in views:
            numbers = ", ".join(
                f"{html.escape(label(m))}: {number(v)}" for m, v in sorted(view.values.items())
            )
            state = "" if view.source_state == "ok" else f"; {view.source_state}"
            lines.append(
                f"{html.escape(SOURCE_LABELS.get(view.source, view.source))} · "
                f"{html.escape(view.subject)}: {numbers or 'no data yet'} "
                f"<i>({html.escape(reports.age(view.observed_at) + state)})</i>"
            )
        blocks.append("\n".join(lines))
    await _reply(update, "\n\n".join(blocks) or "The watchlist is empty.")


async def cmd_history(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/history MODEL [metric] [days]."""
    ctx = _context(context)
    args = list(context.args or [])
    if not args:
        await _reply(update, html.escape(HISTORY_USAGE))
        return
    days = args.pop() if len(args) > 1 and args[-1].isdigit() else "30"
    metric = "likes"
    if len(args) > 1 and args[-1] in reports.KNOWN_METRICS:
        metric = args.pop()
    query = " ".join(args)
    try:
        since = reports.parse_since(days)
        model, rows = reports.history_rows(ctx.db, ctx.watchlist, query, metric=metric, since=since)
    except reports.UserInputError as exc:
        await _reply(update, f"{html.escape(str(exc))}\n{html.escape(HISTORY_USAGE)}")
        return
    points = [Point(r.value, r.observed_at) for r in rows]
    await _reply(update, format_history(model.name, metric, points))


async def cmd_news(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/news [MODEL]: the stories of the last 7 days with their outlets."""
    ctx = _context(context)
    queries_ = [" ".join(context.args)] if context.args else [m.name for m in ctx.watchlist.models]
    blocks = []
    try:
        for query in queries_:
            model, stories = reports.news_stories(
                ctx.db, ctx.watchlist, query, since=reports.parse_since("7d")
            )
            lines = [f"<b>{html.escape(model.name)}</b>: {len(stories)} story(ies) in 7 days"]
            for story in stories[:10]:
                lines.append(
                    f'• <a href="{html.escape(story.first_url, quote=True)}">'
                    f"{html.escape(story.title)}</a> — {html.escape(story.first_outlet)}, "
                    f"{story.outlet_count} outlet(s), {html.escape(', '.join(story.languages))}"
                )
            blocks.append("\n".join(lines))
    except reports.UserInputError as exc:
        await _reply(update, f"{html.escape(str(exc))}\nUsage: /news [MODEL]")
        return
    await _reply(update, "\n\n".join(blocks) or "The watchlist is empty.")


async def cmd_digest(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/digest on|off: news gathered into one message a day, or sent as it comes."""
    assert update.effective_chat is not None
    args = [a.lower() for a in context.args or []]
    if args not in (["on"], ["off"]):
        await _reply(update, "Usage: /digest on|off")
        return
    ctx = _context(context)
    with ctx.db.transaction() as session:
        queries.set_digest(session, str(update.effective_chat.id), args == ["on"])
    hour = ctx.settings.digest_hour
    await _reply(
        update,
        f"Daily digest on: news arrives once a day at {hour:02d}:00 UTC."
        if args == ["on"]
        else "Digest off: news arrives as it happens.",
    )


async def cmd_claims(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/claims [MODEL]: each claim with its verdict."""
    ctx = _context(context)
    names = [" ".join(context.args)] if context.args else [m.name for m in ctx.watchlist.models]
    blocks = []
    try:
        for name in names:
            model = reports.resolve_model(ctx.watchlist, name)
            lines = [f"<b>{html.escape(model.name)}</b>: claims"]
            for c in reports.claims_view(ctx.db, model.key):
                lines.append(
                    f"• <code>{html.escape(str(c['id']))}</code> "
                    f"{html.escape(str(c['benchmark'] or c['kind']))} "
                    f"{c['claimed']:g} {html.escape(str(c['unit']))}: "
                    f"<b>{html.escape(str(c['verdict']))}</b>"
                )
            blocks.append("\n".join(lines))
    except reports.UserInputError as exc:
        await _reply(update, f"{html.escape(str(exc))}\nUsage: /claims [MODEL]")
        return
    await _reply(update, "\n\n".join(blocks) + "\n/evidence CLAIM for the details.")


async def cmd_evidence(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/evidence CLAIM: the evidence card of one claim."""
    ctx = _context(context)
    wanted = " ".join(context.args or []).strip().lower()
    if not wanted:
        await _reply(update, "Usage: /evidence CLAIM (an id from /claims)")
        return
    for model in ctx.watchlist.models:
        for c in reports.claims_view(ctx.db, model.key):
            if wanted in (str(c["id"]).lower(), str(c["benchmark"] or "").lower()):
                lines = [
                    f"<b>{html.escape(model.name)} · {html.escape(str(c['benchmark'] or c['id']))}"
                    f"</b>: claimed {c['claimed']:g} {html.escape(str(c['unit']))} → "
                    f"<b>{html.escape(str(c['verdict']))}</b>"
                ]
                for e in c["evidence"]:  # type: ignore[attr-defined]
                    lines.append(f"• {html.escape(reports.evidence_line(e))}")
                for note in c["notes"]:  # type: ignore[attr-defined]
                    lines.append(f"<i>{html.escape(str(note))}</i>")
                if len(lines) == 1:
                    lines.append("No evidence yet: nothing independent has been seen.")
                await _reply(update, "\n".join(lines))
                return
    await _reply(update, "Unknown claim. /claims lists them.")


async def cmd_help(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """What the bot does."""
    lines = ["modelwatch tracks model statistics and alerts on changes.", ""]
    lines += [f"/{name} — {html.escape(text)}" for name, text in COMMANDS]
    await _reply(update, "\n".join(lines))


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    log.error("error while handling an update", exc_info=context.error)
