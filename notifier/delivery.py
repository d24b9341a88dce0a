"""Delivers the outbox: each pending (alert, chat) pair, at Telegram's pace, exactly once.

A delivery is marked `sending` (committed) before the request and `sent` after it; a crash in
between leaves it `sending`, and the next start puts it back in the queue. Long alerts go in
parts and a retry resumes after the last part delivered.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Protocol

from notifier.format import html_to_text, split_html
from storage import queries
from storage.db import Database
from storage.models import Delivery, DeliveryStatus, utcnow

log = logging.getLogger(__name__)

CONSOLE_CHAT = "console"
MAX_BACKOFF = timedelta(hours=1)
# A delivery claimed for sending longer ago than this was interrupted (a crash, a kill).
SENDING_LEASE = timedelta(minutes=5)


class SendError(Exception):
    """Base of what a sender can report; the subclass says what to do next."""


class RetryLater(SendError):
    """Flood control (429): wait `seconds`, then retry; not the message's fault."""

    def __init__(self, seconds: float, message: str = "") -> None:
        super().__init__(message or f"retry after {seconds:g} s")
        self.seconds = seconds


class ChatGone(SendError):
    """The chat blocked the bot, was deleted or kicked it: stop sending there."""


class Rejected(SendError):
    """Telegram refused this message itself (400); retrying the same text cannot help."""


class Transient(SendError):
    """Network trouble or a server error: back off and retry, up to a bound."""


class Sender(Protocol):
    async def send(self, chat_id: str, html: str) -> int | None:
        """Send; returns the platform's message id when it has one."""
        ...

    async def edit(self, chat_id: str, message_id: int, html: str) -> None:
        """Replace the text of a message sent before (an updated alert)."""
        ...


class ConsoleSender:
    """Used when no Telegram token is set: alerts go to standard output (and stay in the DB)."""

    def __init__(self, stream: object = None) -> None:
        self.stream = stream or sys.stdout

    async def send(self, chat_id: str, html: str) -> int | None:
        self._write("=== modelwatch alert ===", html)
        return None

    async def edit(self, chat_id: str, message_id: int, html: str) -> None:
        self._write("=== modelwatch alert (updated) ===", html)

    def _write(self, banner: str, html: str) -> None:
        text = html_to_text(html)
        self.stream.write(f"\n{banner}\n{text}\n")  # type: ignore[attr-defined]
        self.stream.flush()  # type: ignore[attr-defined]


class Pacer:
    """Spaces messages as Telegram asks: ~30/s overall, 1/s per chat, 20/min per group."""

    def __init__(
        self,
        *,
        overall_per_second: float = 30.0,
        per_chat_interval: float = 1.0,
        per_group_interval: float = 3.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.overall_interval = 1.0 / overall_per_second
        self.per_chat_interval = per_chat_interval
        self.per_group_interval = per_group_interval
        self.clock = clock
        self._last_any = float("-inf")
        self._last_chat: dict[str, float] = {}
        self._paused_until = float("-inf")

    def pause(self, seconds: float) -> None:
        self._paused_until = max(self._paused_until, self.clock() + seconds)

    def delay(self, chat_id: str) -> float:
        interval = (
            self.per_group_interval if chat_id.startswith(("-", "@")) else self.per_chat_interval
        )
        now = self.clock()
        ready = max(
            self._paused_until,
            self._last_any + self.overall_interval,
            self._last_chat.get(chat_id, float("-inf")) + interval,
        )
        return max(0.0, ready - now)

    async def wait(self, chat_id: str) -> None:
        while (pause := self.delay(chat_id)) > 0:
            await asyncio.sleep(pause)
        now = self.clock()
        self._last_any = now
        self._last_chat[chat_id] = now


@dataclass
class DeliveryReport:
    sent: int = 0
    retried: int = 0
    gave_up: int = 0
    dropped: int = 0
    waiting: int = 0  # still queued when the call returned
    errors: list[str] = field(default_factory=list)


class Deliverer:
    def __init__(
        self,
        db: Database,
        sender: Sender,
        *,
        max_attempts: int = 8,
        retry_base: float = 2.0,
        pacer: Pacer | None = None,
    ) -> None:
        self.db = db
        self.sender = sender
        self.max_attempts = max_attempts
        self.retry_base = retry_base
        self.pacer = pacer or Pacer()
        self._lock = asyncio.Lock()

    def recover(self, older_than: timedelta = timedelta(0)) -> int:
        """Deliveries a crash left in flight go back to the queue (at start-up: all of them;
        `older_than` leaves another running process's sends alone)."""
        with self.db.transaction() as session:
            count = queries.release_stale_sending(session, utcnow(), older_than)
        if count:
            log.warning("re-queued %d delivery(ies) interrupted by a stop", count)
        return count

    async def deliver_due(self, *, max_wait: float = 0.0) -> DeliveryReport:
        """Send what is due now. With `max_wait`, also wait for deliveries that come due within
        that many seconds (a 429's retry_after), so a one-shot `crawl` does not leave them."""
        report = DeliveryReport()
        deadline = time.monotonic() + max_wait
        async with self._lock:
            self.recover(older_than=SENDING_LEASE)
            while True:
                with self.db.transaction() as session:
                    due = queries.due_deliveries(session, utcnow())
                    upcoming = queries.next_pending_at(session)
                if due:
                    for delivery in due:
                        await self._deliver(delivery, report)
                    continue
                if upcoming is None:
                    break
                wait = (upcoming - utcnow()).total_seconds()
                if time.monotonic() + wait > deadline:
                    with self.db.transaction() as session:
                        report.waiting = len(queries.due_deliveries(session, upcoming, 10_000))
                    break
                await asyncio.sleep(max(wait, 0.05))
        return report

    async def _deliver(self, due: Delivery, report: DeliveryReport) -> None:
        with self.db.transaction() as session:
            claimed = queries.claim_delivery(session, due.id)
        if claimed is None:
            return  # another process took it, or it changed since it was listed
        delivery = claimed
        # Sent before and updated since (a fused release): edit the message in place.
        editing = delivery.sent_at is not None and delivery.message_id is not None
        alert = delivery.alert
        parts = split_html(alert.body_html)
        try:
            if editing:
                assert delivery.message_id is not None
                await self.pacer.wait(delivery.chat_id)
                resent_as = await self._edit(delivery.chat_id, delivery.message_id, parts[0])
                if resent_as is not None:
                    with self.db.transaction() as session:
                        queries.set_delivery(session, delivery.id, message_id=resent_as)
            for index in range(0 if editing else delivery.parts_sent, len(parts)):
                if editing:
                    break  # an updated alert edits its first message; fused alerts are short
                await self.pacer.wait(delivery.chat_id)
                message_id = await self.sender.send(delivery.chat_id, parts[index])
                values: dict[str, object] = {"parts_sent": index + 1}
                if index == 0 and message_id is not None:
                    values["message_id"] = message_id
                with self.db.transaction() as session:
                    queries.set_delivery(session, delivery.id, **values)
        except RetryLater as exc:
            self.pacer.pause(exc.seconds)
            self._reschedule(delivery, exc.seconds, str(exc), count_attempt=False)
            report.retried += 1
            log.warning("telegram flood control for chat %s: %s", delivery.chat_id, exc)
            return
        except ChatGone as exc:
            with self.db.transaction() as session:
                queries.drop_chat(session, delivery.chat_id, f"telegram: {exc}")
            report.dropped += 1
            log.warning("chat %s is gone (%s); unsubscribed", delivery.chat_id, exc)
            return
        except Rejected as exc:
            self._give_up(delivery, f"rejected by telegram: {exc}", report)
            return
        except Exception as exc:  # Transient, or anything unexpected from the client
            attempts = delivery.attempts + 1
            if attempts >= self.max_attempts:
                self._give_up(delivery, f"{type(exc).__name__}: {exc}", report, attempts)
                return
            backoff = min(self.retry_base * 2 ** (attempts - 1), MAX_BACKOFF.total_seconds())
            self._reschedule(
                delivery,
                backoff,
                f"{type(exc).__name__}: {exc}",
                count_attempt=True,
                edit=editing,
            )
            report.retried += 1
            log.warning(
                "delivery of alert %d to %s failed (%s); retry %d/%d in %.0f s",
                alert.id,
                delivery.chat_id,
                exc,
                attempts,
                self.max_attempts,
                backoff,
            )
            return
        now = utcnow()
        with self.db.transaction() as session:
            queries.set_delivery(
                session,
                delivery.id,
                status=DeliveryStatus.SENT,
                sent_at=now,
                last_error=None,
                attempts=delivery.attempts + 1,
            )
        report.sent += 1
        log.info(
            "alert %d %s %s",
            alert.id,
            "edited for" if editing else "delivered to",
            delivery.chat_id,
        )

    async def _edit(self, chat_id: str, message_id: int, html: str) -> int | None:
        """Edit in place; a message Telegram no longer has is sent again instead (its new id
        is returned, so that later updates edit the new message)."""
        try:
            await self.sender.edit(chat_id, message_id, html)
        except Rejected as exc:
            text = str(exc).lower()
            if "not modified" in text:
                return None
            if "not found" in text or "can't be edited" in text:
                return await self.sender.send(chat_id, html)
            raise
        return None

    def _reschedule(
        self,
        delivery: Delivery,
        seconds: float,
        error: str,
        *,
        count_attempt: bool,
        edit: bool = False,
    ) -> None:
        with self.db.transaction() as session:
            queries.set_delivery(
                session,
                delivery.id,
                # An edit that failed is still an edit to make, not a message to send.
                status=DeliveryStatus.EDIT if edit else DeliveryStatus.PENDING,
                next_attempt_at=utcnow() + timedelta(seconds=seconds),
                last_error=error,
                attempts=delivery.attempts + (1 if count_attempt else 0),
            )

    def _give_up(
        self, delivery: Delivery, error: str, report: DeliveryReport, attempts: int | None = None
    ) -> None:
        with self.db.transaction() as session:
            queries.set_delivery(
                session,
                delivery.id,
                status=DeliveryStatus.GAVE_UP,
                last_error=error,
                attempts=attempts if attempts is not None else delivery.attempts + 1,
            )
        report.gave_up += 1
        report.errors.append(error)
        log.error(
            "gave up delivering alert %d to %s: %s", delivery.alert_id, delivery.chat_id, error
        )


async def send_digests(db: Database, sender: Sender, pacer: Pacer | None = None) -> int:
    """One message per digest chat with the news gathered since its last digest."""
    pacer = pacer or Pacer()
    with db.transaction() as session:
        waiting = queries.digest_deliveries(session)
    sent = 0
    for chat_id, deliveries in waiting.items():
        lines = [f"🗞 <b>modelwatch digest: {len(deliveries)} news item(s)</b>"]
        lines += [f"• {d.alert.body_html.splitlines()[0]}" for d in deliveries]
        try:
            for part in split_html("\n".join(lines)):
                await pacer.wait(chat_id)
                await sender.send(chat_id, part)
        except ChatGone as exc:
            with db.transaction() as session:
                queries.drop_chat(session, chat_id, f"telegram: {exc}")
            log.warning("chat %s is gone (%s); unsubscribed", chat_id, exc)
            continue
        except Rejected as exc:
            with db.transaction() as session:
                for d in deliveries:
                    queries.set_delivery(
                        session, d.id, status=DeliveryStatus.GAVE_UP, last_error=str(exc)
                    )
            log.error("digest for chat %s refused by telegram: %s", chat_id, exc)
            continue
        except SendError as exc:
            log.warning("digest for chat %s not sent (%s); kept for the next one", chat_id, exc)
            continue
        now = utcnow()
        with db.transaction() as session:
            for d in deliveries:
                queries.set_delivery(
                    session, d.id, status=DeliveryStatus.SENT, sent_at=now, attempts=1
                )
            queries.digest_sent(session, chat_id, now)
        sent += 1
    return sent
