"""A fake Telegram Bot API (`/bot<token>/<method>`) for python-telegram-bot and raw HTTP clients.

It follows api-facts section 4: query/form/JSON/multipart parameters (PTB JSON-encodes non-string
form values), `{"ok": false, "error_code", "description", "parameters"}` errors with the same HTTP
status, HTML parse-mode validation, the 4096-character limit and long-polling `getUpdates`. The
403 "blocked" and 429 flood-control bodies equal the recordings in `shared/fixtures/api`.

Only sends answered with success are recorded as delivered; every call, failed or not, is in
`calls()` with its arrival time, so tests can check that a retry honoured `retry_after`.

Standalone: `python -m tests.fakes.telegram --port 8766`; then
`POST /_fake/inject?chat_id=1&text=/start` talks to the bot and `GET /_fake/messages` shows what
it sent.
"""

from __future__ import annotations

import argparse
import email.parser
import email.policy
import hashlib
import itertools
import json
import re
import threading
import time
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qsl

from tests.fakes import FakeServer, Request, Response

MAX_TEXT_LENGTH = 4096  # telegram.constants.MessageLimit.MAX_TEXT_LENGTH
MAX_CAPTION_LENGTH = 1024  # telegram.constants.MessageLimit.CAPTION_LENGTH
JSON_TYPE = "application/json"
SERVER = "nginx/1.18.0"
METHODS = (
    "getMe", "logOut", "close", "deleteWebhook", "getUpdates", "setMyCommands",
    "getMyCommands", "deleteMyCommands", "sendMessage", "sendPhoto", "editMessageText",
)  # fmt: skip
# Form values that are plain strings; PTB JSON-encodes every other non-string value.
STRING_PARAMS = frozenset(
    {"text", "caption", "parse_mode", "photo", "language_code", "message_effect_id",
     "business_connection_id", "url", "secret_token", "ip_address"}
)  # fmt: skip
DESCRIPTIONS = {
    400: "Bad Request: chat not found",
    401: "Unauthorized",
    403: "Forbidden: bot was blocked by the user",
    404: "Not Found",
    409: "Conflict: terminated by other getUpdates request; make sure that only one bot "
    "instance is running",
    500: "Internal Server Error",
}
# Tag → Telegram entity type (core.telegram.org/bots/api#html-style).
HTML_TAGS = {
    "b": "bold", "strong": "bold", "i": "italic", "em": "italic", "u": "underline",
    "ins": "underline", "s": "strikethrough", "strike": "strikethrough", "del": "strikethrough",
    "span": "spoiler", "tg-spoiler": "spoiler", "a": "text_link", "code": "code", "pre": "pre",
    "blockquote": "blockquote", "tg-emoji": "custom_emoji",
}  # fmt: skip
NAMED_ENTITIES = {"lt": "<", "gt": ">", "amp": "&", "quot": '"'}
COMMAND_RE = re.compile(r"^/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?")
COMMAND_NAME_RE = re.compile(r"^[a-z0-9_]{1,32}$")
BAD_GATEWAY = (
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
    "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.18.0</center>\r\n"
    "</body>\r\n</html>\r\n"
)


class TelegramError(Exception):
    """An error answer: becomes `{"ok": false, ...}` with the same HTTP status."""

    def __init__(self, code: int, description: str, parameters: dict[str, Any] | None = None):
        super().__init__(description)
        self.code = code
        self.description = description
        self.parameters = parameters


@dataclass
class Upload:
    """A file sent as a multipart part."""

    filename: str
    content_type: str
    data: bytes


@dataclass
class Call:
    """One Bot API call; `status` is None while unanswered, `at` is its arrival monotonic time."""

    method: str
    params: dict[str, Any]
    status: int | None
    at: float
    description: str | None = None


@dataclass
class _Fault:
    method: str  # lower-case, "*" for any
    chat_id: int | str | None
    status: int
    retry_after: int
    description: str | None
    times: int


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units, the unit of Telegram entity offsets."""
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def parse_html(text: str) -> tuple[str, list[dict[str, Any]]]:
    """Telegram's HTML parse mode: visible text and entities, or a TelegramError like the real one.

    Mirrors the checks of tdlib's `parse_html` (unsupported/unclosed/unmatched tags, byte
    offsets in UTF-8, only &lt; &gt; &amp; &quot; and numeric entities decoded).
    """
    out: list[str] = []
    length = 0  # visible length so far, UTF-16 units
    stack: list[tuple[str, dict[str, str], int]] = []
    entities: list[dict[str, Any]] = []
    i, n = 0, len(text)

    def offset(pos: int) -> int:
        return len(text[:pos].encode())

    def fail(message: str) -> TelegramError:
        return TelegramError(400, f"Bad Request: can't parse entities: {message}")

    while i < n:
        ch = text[i]
        if ch == "&":
            decoded, end = _html_entity(text, i)
            out.append(decoded)
            length += utf16_len(decoded)
            i = end
            continue
        if ch != "<":
            out.append(ch)
            length += utf16_len(ch)
            i += 1
            continue
        begin = i
        if text.startswith("</", i):
            if not stack:
                raise fail(f"Unexpected end tag at byte offset {offset(begin)}")
            j = i + 2
            while j < n and not text[j].isspace() and text[j] != ">":
                j += 1
            end_name = text[i + 2 : j].lower()
            while j < n and text[j].isspace():
                j += 1
            if j >= n or text[j] != ">":
                raise fail(f"Unclosed end tag at byte offset {offset(begin)}")
            tag, attrs, start = stack.pop()
            if end_name and end_name != tag:
                raise fail(
                    f'Unmatched end tag at byte offset {offset(begin)}, expected "</{tag}>", '
                    f'found "</{end_name}>"'
                )
            if length > start:
                entities.append(_entity(tag, attrs, start, length - start))
            i = j + 1
            continue
        j = i + 1
        while j < n and not text[j].isspace() and text[j] != ">":
            j += 1
        if j >= n:
            raise fail(f"Unclosed start tag at byte offset {offset(begin)}")
        tag = text[i + 1 : j].lower()
        if tag not in HTML_TAGS:
            raise fail(f'Unsupported start tag "{tag}" at byte offset {offset(begin)}')
        attrs, j = _html_attributes(text, j)
        if j >= n:
            raise fail(f"Unclosed start tag at byte offset {offset(begin)}")
        if tag == "span" and attrs.get("class") != "tg-spoiler":
            raise fail(f'Tag "span" must have class "tg-spoiler" at byte offset {offset(begin)}')
        if tag == "tg-emoji" and not attrs.get("emoji-id"):
            raise fail(
                f'Tag "tg-emoji" must have attribute "emoji-id" at byte offset {offset(begin)}'
            )
        stack.append((tag, attrs, length))
        i = j + 1
    if stack:
        raise fail(f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"')
    entities.sort(key=lambda e: (e["offset"], -e["length"]))
    return "".join(out), entities


def _html_entity(text: str, i: int) -> tuple[str, int]:
    """Decode `&…;` at i, or keep a lone `&` literally (as Telegram does)."""
    end = text.find(";", i)
    if end == -1 or end - i > 10:
        return "&", i + 1
    name = text[i + 1 : end]
    if name in NAMED_ENTITIES:
        return NAMED_ENTITIES[name], end + 1
    try:
        if name.startswith(("#x", "#X")):
            return chr(int(name[2:], 16)), end + 1
        if name.startswith("#"):
            return chr(int(name[1:])), end + 1
    except (ValueError, OverflowError):
        pass
    return "&", i + 1


def _html_attributes(text: str, j: int) -> tuple[dict[str, str], int]:
    """Parse `name="value"`/`name` pairs up to `>`; returns them and the index of `>`."""
    attrs: dict[str, str] = {}
    n = len(text)
    while j < n:
        while j < n and text[j].isspace():
            j += 1
        if j >= n or text[j] == ">":
            break
        k = j
        while k < n and not text[k].isspace() and text[k] not in "=>":
            k += 1
        name = text[j:k].lower()
        value = ""
        if k < n and text[k] == "=":
            k += 1
            if k < n and text[k] in "\"'":
                close = text.find(text[k], k + 1)
                if close == -1:
                    return attrs, n
                value, k = text[k + 1 : close], close + 1
            else:
                start = k
                while k < n and not text[k].isspace() and text[k] != ">":
                    k += 1
                value = text[start:k]
        attrs[name] = value
        j = k
    return attrs, j


def _entity(tag: str, attrs: dict[str, str], offset: int, length: int) -> dict[str, Any]:
    entity: dict[str, Any] = {"offset": offset, "length": length, "type": HTML_TAGS[tag]}
    if tag == "a":
        entity["url"] = attrs.get("href", "")
    elif tag == "tg-emoji":
        entity["custom_emoji_id"] = attrs["emoji-id"]
    elif tag == "blockquote" and "expandable" in attrs:
        entity["type"] = "expandable_blockquote"
    elif tag == "code" and attrs.get("class", "").startswith("language-"):
        entity["language"] = attrs["class"].removeprefix("language-")
    return entity


def _describe(value: object) -> object:
    """JSON stand-in for uploads in `/_fake/messages`."""
    if isinstance(value, Upload):
        return {"filename": value.filename, "size": len(value.data)}
    return str(value)


def _decode_form_value(name: str, value: str) -> Any:
    """Undo PTB's wire format: non-string values arrive as JSON text in form fields."""
    if name in STRING_PARAMS:
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value


def _parse_multipart(content_type: str, body: bytes) -> dict[str, Any]:
    head = f"Content-Type: {content_type}\r\nMIME-Version: 1.0\r\n\r\n".encode()
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + body)
    params: dict[str, Any] = {}
    for part in message.iter_parts():  # type: ignore[attr-defined]
        name = part.get_param("name", header="content-disposition")
        data = part.get_payload(decode=True) or b""
        filename = part.get_filename()
        if filename is not None:
            params[name] = Upload(filename, part.get_content_type(), data)
        else:
            params[name] = _decode_form_value(name, data.decode())
    return params


class FakeTelegram(FakeServer):
    """In-memory Bot API: updates to poll, delivered messages, commands, faults and blocks."""

    server_header = SERVER

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        token: str = "123456:TEST",
        bot_username: str = "modelwatch_test_bot",
        max_poll_timeout: float = 1.0,
    ) -> None:
        super().__init__(host, port)
        self.token = token
        self.max_poll_timeout = max_poll_timeout
        self.mode: str | None = None  # "down": every request gets nginx's 502 page
        self.known_chats: set[int | str] | None = None  # None: every chat id exists
        self.lock = threading.RLock()
        self._changed = threading.Condition(self.lock)
        self.bot_user: dict[str, Any] = {
            "id": int(token.split(":")[0]),
            "is_bot": True,
            "first_name": "ModelWatch Test",
            "username": bot_username,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
            "can_connect_to_business": False,
            "has_main_web_app": False,
        }
        self._updates: list[dict[str, Any]] = []
        self._update_ids = itertools.count(700_000_001)
        self._message_ids: dict[int | str, itertools.count[int]] = {}
        self._chats: dict[int | str, dict[str, Any]] = {}
        self._delivered: list[dict[str, Any]] = []
        self._calls: list[Call] = []
        self._faults: list[_Fault] = []
        self._blocked: set[str] = set()
        self._hangs: dict[str, tuple[float, int | None]] = {}  # method → (seconds, times left)
        self._commands: list[dict[str, str]] = []
        self._poll_generation = 0

    # ------------------------------------------------------------------ test controls

    def inject_message(
        self,
        chat_id: int,
        text: str,
        *,
        chat_type: str = "private",
        user_id: int | None = None,
        username: str = "tester",
    ) -> dict[str, Any]:
        """Queue an Update with a user's message; a leading `/command` gets its entity."""
        user = {
            "id": user_id if user_id is not None else (chat_id if chat_id > 0 else 5_000_001),
            "is_bot": False,
            "first_name": username.capitalize(),
            "username": username,
            "language_code": "en",
        }
        if chat_type == "private":
            chat = {"id": chat_id, "first_name": user["first_name"], "username": username}
        else:
            chat = {"id": chat_id, "title": f"Test {chat_type}"}
        chat["type"] = chat_type
        message: dict[str, Any] = {
            "message_id": self._next_message_id(chat_id),
            "from": user,
            "chat": chat,
            "date": int(time.time()),
            "text": text,
        }
        command = COMMAND_RE.match(text)
        if command:
            message["entities"] = [
                {"offset": 0, "length": utf16_len(command.group()), "type": "bot_command"}
            ]
        with self.lock:
            self._chats[chat_id] = chat
        return self.inject_update({"message": message})

    def inject_update(self, update: dict[str, Any]) -> dict[str, Any]:
        """Queue any Update object (an `update_id` is assigned when missing)."""
        with self._changed:
            update = {"update_id": next(self._update_ids), **update}
            self._updates.append(update)
            self._changed.notify_all()
        return update

    def fail_next(
        self,
        method: str,
        *,
        chat_id: int | str | None = None,
        status: int = 429,
        retry_after: int = 1,
        description: str | None = None,
        times: int = 1,
    ) -> None:
        """Make the next `times` calls of `method` ("*" = any), optionally to one chat, fail."""
        with self.lock:
            self._faults.append(
                _Fault(method.lower(), chat_id, status, retry_after, description, times)
            )

    def block(self, chat_id: int | str) -> None:
        """The user blocked the bot: sends to this chat get the recorded 403."""
        with self.lock:
            self._blocked.add(str(chat_id))

    def unblock(self, chat_id: int | str) -> None:
        """The user unblocked the bot."""
        with self.lock:
            self._blocked.discard(str(chat_id))

    def hang(self, method: str, seconds: float, *, times: int | None = 1) -> None:
        """Delay the answer to `method` (`times=None`: every call until `hang(method, 0)`)."""
        with self.lock:
            if seconds <= 0:
                self._hangs.pop(method.lower(), None)
            else:
                self._hangs[method.lower()] = (seconds, times)

    def reset(self) -> None:
        """Clear faults, blocks, hangs and `mode` (delivered messages and calls are kept)."""
        with self.lock:
            self._faults.clear()
            self._blocked.clear()
            self._hangs.clear()
            self.mode = None

    def messages(self, chat_id: int | str | None = None) -> list[dict[str, Any]]:
        """Delivered messages (successful sends), oldest first, optionally for one chat."""
        with self.lock:
            return [
                m for m in self._delivered if chat_id is None or str(m["chat_id"]) == str(chat_id)
            ]

    def wait_for_messages(
        self, n: int, timeout: float = 10, chat_id: int | str | None = None
    ) -> list[dict[str, Any]]:
        """Block until at least `n` messages were delivered (to `chat_id`); TimeoutError if not."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while len(found := self.messages(chat_id)) < n:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError(f"expected {n} messages, got {len(found)}: {found}")
                self._changed.wait(remaining)
            return found

    @property
    def commands(self) -> list[dict[str, str]]:
        """The command list of the last successful setMyCommands."""
        with self.lock:
            return list(self._commands)

    def calls(self, method: str | None = None) -> list[Call]:
        """Every call received (failed ones too), optionally of one method (case-insensitive)."""
        with self.lock:
            return [c for c in self._calls if method is None or c.method.lower() == method.lower()]

    @property
    def pending_updates(self) -> list[dict[str, Any]]:
        """Updates not yet confirmed by a getUpdates offset."""
        with self.lock:
            return list(self._updates)

    # ------------------------------------------------------------------ HTTP

    def wake(self) -> None:
        with self._changed:
            self._changed.notify_all()

    def handle(self, request: Request) -> Response:
        if request.path.startswith("/_fake/"):
            return self._control(request)
        match = re.fullmatch(r"/bot([^/]*)/([^/]+)", request.path)
        name = match.group(2) if match else request.path
        method = next((m for m in METHODS if m.lower() == name.lower()), name)
        try:
            params = self._params(request)
        except ValueError:
            params = {}
        call = Call(method, params, None, request.at)  # logged on arrival: hung calls show up
        with self.lock:
            self._calls.append(call)
        try:
            if self.mode == "down":
                raise TelegramError(502, "Bad Gateway")
            if match is None or not re.fullmatch(r"\d+:[\w-]+", match.group(1)):
                raise TelegramError(404, "Not Found")
            if match.group(1) != self.token:
                raise TelegramError(401, "Unauthorized")
            if method not in METHODS:
                raise TelegramError(404, "Not Found")
            if not self._wait_if_hanging(method):
                raise TelegramError(502, "Bad Gateway")
            self._raise_fault(method, params)
            result = getattr(self, f"_api_{method}")(params)
        except TelegramError as error:
            call.status, call.description = error.code, error.description
            return self._error_response(error)
        call.status = 200
        return self._json(200, {"ok": True, "result": result})

    def _params(self, request: Request) -> dict[str, Any]:
        params = {k: _decode_form_value(k, v) for k, v in request.query}
        content_type = request.headers.get("content-type", "")
        if not request.body:
            return params
        if content_type.startswith("application/json"):
            params.update(json.loads(request.body))
        elif content_type.startswith("multipart/form-data"):
            params.update(_parse_multipart(content_type, request.body))
        else:  # application/x-www-form-urlencoded, also what PTB sends without files
            pairs = parse_qsl(request.body.decode(), keep_blank_values=True)
            params.update({k: _decode_form_value(k, v) for k, v in pairs})
        return params

    def _wait_if_hanging(self, method: str) -> bool:
        with self.lock:
            hang = self._hangs.get(method.lower())
            if hang is None:
                return True
            seconds, times = hang
            if times is not None and times <= 1:
                del self._hangs[method.lower()]
            elif times is not None:
                self._hangs[method.lower()] = (seconds, times - 1)
        return self.sleep(seconds)

    def _raise_fault(self, method: str, params: dict[str, Any]) -> None:
        with self.lock:
            for fault in self._faults:
                if fault.method not in ("*", method.lower()):
                    continue
                if fault.chat_id is not None and str(params.get("chat_id")) != str(fault.chat_id):
                    continue
                fault.times -= 1
                if fault.times <= 0:
                    self._faults.remove(fault)
                parameters = {"retry_after": fault.retry_after} if fault.status == 429 else None
                description = fault.description or (
                    f"Too Many Requests: retry after {fault.retry_after}"
                    if fault.status == 429
                    else DESCRIPTIONS.get(fault.status, HTTPStatus(fault.status).phrase)
                )
                raise TelegramError(fault.status, description, parameters)

    def _error_response(self, error: TelegramError) -> Response:
        if error.code in (502, 503, 504):
            body = BAD_GATEWAY.replace("502 Bad Gateway", f"{error.code} {error.description}")
            return Response(error.code, body.encode(), [("Content-Type", "text/html")])
        # Same keys, order and spacing as the recorded 403/429 bodies (checked in test_fakes).
        data: dict[str, Any] = {
            "ok": False,
            "error_code": error.code,
            "description": error.description,
        }
        if error.parameters:
            data["parameters"] = error.parameters
        return self._json(error.code, data)

    def _json(self, status: int, data: dict[str, Any]) -> Response:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=_describe)
        return self._raw(status, text.encode())

    @staticmethod
    def _raw(status: int, body: bytes) -> Response:
        return Response(
            status,
            body,
            [
                ("Content-Type", JSON_TYPE),
                ("Access-Control-Allow-Origin", "*"),
                (
                    "Access-Control-Expose-Headers",
                    "Content-Length,Content-Type,Date,Server,Connection",
                ),
                ("Strict-Transport-Security", "max-age=31536000; includeSubDomains; preload"),
            ],
        )

    def _control(self, request: Request) -> Response:
        """Standalone helpers: inject a user message, list what the bot sent."""
        if request.path == "/_fake/inject":
            params = self._params(request)
            update = self.inject_message(int(params["chat_id"]), str(params["text"]))
            return self._json(200, {"ok": True, "result": update})
        if request.path == "/_fake/messages":
            return self._json(200, {"ok": True, "result": self.messages()})
        return self._json(404, {"ok": False, "error_code": 404, "description": "Not Found"})

    # ------------------------------------------------------------------ Bot API methods

    def _api_getMe(self, params: dict[str, Any]) -> dict[str, Any]:
        return dict(self.bot_user)

    def _api_logOut(self, params: dict[str, Any]) -> bool:
        return True

    def _api_close(self, params: dict[str, Any]) -> bool:
        return True

    def _api_deleteWebhook(self, params: dict[str, Any]) -> bool:
        if params.get("drop_pending_updates") is True:
            with self.lock:
                self._updates.clear()
        return True

    def _api_setMyCommands(self, params: dict[str, Any]) -> bool:
        commands = params.get("commands")
        if not isinstance(commands, list):
            raise TelegramError(400, "Bad Request: can't parse commands JSON object")
        for item in commands:
            if not isinstance(item, dict) or not COMMAND_NAME_RE.match(str(item.get("command"))):
                raise TelegramError(400, "Bad Request: BOT_COMMAND_INVALID")
            if not 1 <= len(str(item.get("description", ""))) <= 256:
                raise TelegramError(400, "Bad Request: BOT_COMMAND_DESCRIPTION_INVALID")
        with self.lock:
            self._commands = [
                {"command": c["command"], "description": c["description"]} for c in commands
            ]
        return True

    def _api_getMyCommands(self, params: dict[str, Any]) -> list[dict[str, str]]:
        return self.commands

    def _api_deleteMyCommands(self, params: dict[str, Any]) -> bool:
        with self.lock:
            self._commands = []
        return True

    def _api_getUpdates(self, params: dict[str, Any]) -> list[dict[str, Any]]:
        offset = int(params.get("offset") or 0)
        limit = max(1, min(int(params.get("limit") or 100), 100))
        wait = min(float(params.get("timeout") or 0), self.max_poll_timeout)
        deadline = time.monotonic() + wait
        with self._changed:
            self._poll_generation += 1
            generation = self._poll_generation
            self._changed.notify_all()  # an older long poll ends with 409, as on the real API
            if offset > 0:
                self._updates = [u for u in self._updates if u["update_id"] >= offset]
            elif offset < 0:
                self._updates = self._updates[offset:]
            while not self._updates and not self.stopping.is_set():
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                self._changed.wait(remaining)
                if generation != self._poll_generation:
                    raise TelegramError(409, DESCRIPTIONS[409])
            return self._updates[:limit]

    def _api_sendMessage(self, params: dict[str, Any]) -> dict[str, Any]:
        chat = self._target_chat(params)
        raw = params.get("text")
        if not isinstance(raw, str) or not raw.strip():
            raise TelegramError(400, "Bad Request: message text is empty")
        text, entities = self._formatted(raw, params.get("parse_mode"), params.get("entities"))
        if not text.strip():
            raise TelegramError(400, "Bad Request: message text is empty")
        if len(text) > MAX_TEXT_LENGTH:
            raise TelegramError(400, "Bad Request: message is too long")
        message = self._message(chat, text=text)
        if entities:
            message["entities"] = entities
        return self._deliver("sendMessage", params, message, raw)

    def _api_editMessageText(self, params: dict[str, Any]) -> dict[str, Any]:
        """Edit a delivered message in place: its record's text changes, `edits` counts."""
        chat = self._target_chat(params)
        message_id = params.get("message_id")
        raw = params.get("text")
        if not isinstance(raw, str) or not raw.strip():
            raise TelegramError(400, "Bad Request: message text is empty")
        text, entities = self._formatted(raw, params.get("parse_mode"), params.get("entities"))
        if len(text) > MAX_TEXT_LENGTH:
            raise TelegramError(400, "Bad Request: MESSAGE_TOO_LONG")
        with self._changed:
            record = next(
                (
                    r
                    for r in self._delivered
                    if str(r["chat_id"]) == str(params["chat_id"])
                    and r["message_id"] == message_id
                    and r["method"] == "sendMessage"
                ),
                None,
            )
            if record is None:
                raise TelegramError(400, "Bad Request: message to edit not found")
            if record["text"] == text:
                raise TelegramError(
                    400,
                    "Bad Request: message is not modified: specified new message content and "
                    "reply markup are exactly the same as a current content and reply markup "
                    "of the message",
                )
            record["text"], record["raw_text"] = text, raw
            record["edits"] = record.get("edits", 0) + 1
            record["message"] = {**record["message"], "text": text, "edit_date": int(time.time())}
            if entities:
                record["message"]["entities"] = entities
            self._changed.notify_all()
            return dict(record["message"], chat=chat)

    def _api_sendPhoto(self, params: dict[str, Any]) -> dict[str, Any]:
        chat = self._target_chat(params)
        photo = params.get("photo")
        if isinstance(photo, str) and photo.startswith("attach://"):
            photo = params.get(photo.removeprefix("attach://"))
        if not photo:
            raise TelegramError(400, "Bad Request: there is no photo in the request")
        raw = params.get("caption")
        message = self._message(chat)
        seed = photo.data if isinstance(photo, Upload) else str(photo).encode()
        file_id = "AgACAgIAAxkDAA" + hashlib.sha1(seed).hexdigest()[:40]
        message["photo"] = [
            {
                "file_id": f"{file_id}{size}",
                "file_unique_id": f"AQAD{hashlib.md5(seed).hexdigest()[:12]}{size}",
                "file_size": len(seed) // (4 if size == 90 else 1),
                "width": size,
                "height": size * 3 // 4,
            }
            for size in (90, 320, 800)
        ]
        if raw:
            caption, entities = self._formatted(
                raw, params.get("parse_mode"), params.get("caption_entities")
            )
            if len(caption) > MAX_CAPTION_LENGTH:
                raise TelegramError(400, "Bad Request: message caption is too long")
            message["caption"] = caption
            if entities:
                message["caption_entities"] = entities
        return self._deliver("sendPhoto", params, message, raw)

    # ------------------------------------------------------------------ send helpers

    def _target_chat(self, params: dict[str, Any]) -> dict[str, Any]:
        chat_id = params.get("chat_id")
        if chat_id in (None, ""):
            raise TelegramError(400, "Bad Request: chat_id is empty")
        if isinstance(chat_id, str) and not chat_id.startswith("@"):
            raise TelegramError(400, "Bad Request: chat not found")
        if self.known_chats is not None and chat_id not in self.known_chats:
            raise TelegramError(400, "Bad Request: chat not found")
        if str(chat_id) in self._blocked:
            raise TelegramError(403, DESCRIPTIONS[403])
        with self.lock:
            if chat_id in self._chats:
                return self._chats[chat_id]
        if isinstance(chat_id, str):
            digest = int(hashlib.md5(chat_id.encode()).hexdigest()[:9], 16)
            name = chat_id[1:]
            return {
                "id": -1_000_000_000_000 - digest,
                "title": name,
                "username": name,
                "type": "channel",
            }
        if chat_id > 0:
            return {"id": chat_id, "first_name": "Tester", "username": "tester", "type": "private"}
        if chat_id <= -1_000_000_000_000:
            return {"id": chat_id, "title": "Test supergroup", "type": "supergroup"}
        return {"id": chat_id, "title": "Test group", "type": "group"}

    @staticmethod
    def _formatted(
        raw: str, parse_mode: str | None, entities: list[dict[str, Any]] | None
    ) -> tuple[str, list[dict[str, Any]]]:
        if parse_mode is None or parse_mode == "":
            return raw, entities or []
        if parse_mode.upper() == "HTML":
            return parse_html(raw)
        if parse_mode in ("MarkdownV2", "Markdown"):
            return raw, []  # accepted but not validated: the service formats in HTML
        raise TelegramError(400, f"Bad Request: unsupported parse_mode {parse_mode!r}")

    def _next_message_id(self, chat_id: int | str) -> int:
        with self.lock:
            counter = self._message_ids.setdefault(chat_id, itertools.count(1))
            return next(counter)

    def _message(self, chat: dict[str, Any], **fields: Any) -> dict[str, Any]:
        message: dict[str, Any] = {"message_id": self._next_message_id(chat["id"])}
        if chat["type"] == "channel":
            message["sender_chat"] = chat
        else:
            message["from"] = {
                k: self.bot_user[k] for k in ("id", "is_bot", "first_name", "username")
            }
        message.update(chat=chat, date=int(time.time()), **fields)
        return message

    def _deliver(
        self, method: str, params: dict[str, Any], message: dict[str, Any], raw: str | None
    ) -> dict[str, Any]:
        record = {
            "method": method,
            "chat_id": params["chat_id"],
            "message_id": message["message_id"],
            "text": message.get("text", message.get("caption")),
            "raw_text": raw,
            "parse_mode": params.get("parse_mode"),
            "params": params,
            "message": message,
            "at": time.monotonic(),
        }
        with self._changed:
            self._delivered.append(record)
            self._changed.notify_all()
        return message


def main(argv: list[str] | None = None) -> None:
    """Serve a fake Bot API until killed (manual runs, benchmarks)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8766)
    parser.add_argument("--token", default="123456:TEST")
    parser.add_argument("--max-poll-timeout", type=float, default=10.0)
    args = parser.parse_args(argv)
    fake = FakeTelegram(port=args.port, token=args.token, max_poll_timeout=args.max_poll_timeout)
    fake.serve_until_killed(
        lambda: f"{fake.url} (FakeTelegram: token {args.token}, base_url {fake.url}/bot)"
    )


if __name__ == "__main__":
    main()
