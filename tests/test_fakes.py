"""The fake Hub and Telegram servers, driven by the real clients the service uses.

If these pass, a test that points huggingface_hub, python-telegram-bot or Scrapy at a fake goes
through the same code paths (status handling, pagination, redirects, error classes) as
production. No mocks: every request crosses a real socket on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
import telegram
from huggingface_hub import HfApi
from huggingface_hub.errors import BadRequestError, HfHubHTTPError, RepositoryNotFoundError
from huggingface_hub.utils import parse_ratelimit_headers
from telegram import Bot, BotCommand, Update
from telegram.ext import ApplicationBuilder, CommandHandler, ContextTypes

from tests.fakes import REPO_ROOT, shared_dir
from tests.fakes.hub import FakeHub
from tests.fakes.telegram import FakeTelegram

FIXTURES = shared_dir() / "fixtures" / "api"
BERT = "google-bert/bert-base-uncased"
STATS = ["downloads", "downloadsAllTime", "likes", "trendingScore", "sha", "lastModified"]
TOKEN = "123456:TEST"
CHAT = 4242


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    with FakeHub() as fake:
        yield fake
    assert fake.errors == []


@pytest.fixture
def api(hub: FakeHub) -> HfApi:
    return HfApi(endpoint=hub.url, token=False)  # anonymous, whatever HF_TOKEN says


@pytest.fixture
def tg() -> Iterator[FakeTelegram]:
    with FakeTelegram(token=TOKEN) as fake:
        yield fake
    assert fake.errors == []


async def ignore(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A handler callback for handlers that are only asked `check_update`."""


def bot_for(tg: FakeTelegram) -> Bot:
    return Bot(TOKEN, base_url=f"{tg.url}/bot")


def recorded_headers(name: str) -> dict[str, str]:
    data = json.loads((FIXTURES / f"{name}.headers.json").read_text())
    return {k: v[0] for k, v in data["headers"].items()}


# --------------------------------------------------------------------------- FakeHub


def test_fixture_model_is_served_byte_for_byte(hub: FakeHub, api: HfApi) -> None:
    hub.add_model_from_fixture(f"hf_model_info_{BERT.replace('/', '_')}.json")

    response = httpx.get(f"{hub.url}/api/models/{BERT}")

    assert (
        response.content
        == (FIXTURES / "hf_model_info_google-bert_bert-base-uncased.json").read_bytes()
    )
    assert (
        response.headers["etag"]
        == recorded_headers("hf_model_info_google-bert_bert-base-uncased")["ETag"]
    )
    assert response.headers["content-type"] == "application/json; charset=utf-8"
    assert response.headers["x-request-id"]
    info = api.model_info(BERT)
    assert (info.downloads, info.likes, info.sha) == (
        72376843,
        2065,
        "86b5e0934494bd15c9632b12f734a8a67f723594",
    )
    assert info.downloads_all_time is None  # not in the default answer, as on the real Hub
    assert info.trending_score is None
    assert len(info.siblings or []) == 16


def test_model_info_expand_returns_only_the_asked_keys(hub: FakeHub, api: HfApi) -> None:
    hub.add_model(
        "DiffuSpace/Diffu-7B", downloads=120, downloads_all_time=4500, likes=9, trending_score=31
    )

    info = api.model_info("DiffuSpace/Diffu-7B", expand=STATS)

    assert info.downloads == 120
    assert info.downloads_all_time == 4500
    assert info.likes == 9
    assert info.trending_score == 31
    assert info.sha is not None and len(info.sha) == 40
    assert info.last_modified is not None
    assert info.created_at is None and info.siblings is None and info.author is None
    assert hub.requests[-1].params("expand") == STATS  # repeated `expand=` parameters
    raw = httpx.get(
        f"{hub.url}/api/models/DiffuSpace/Diffu-7B", params=[("expand", "likes")]
    ).json()
    assert raw == {"_id": raw["_id"], "id": "DiffuSpace/Diffu-7B", "likes": 9}


def test_unknown_expand_is_a_400(hub: FakeHub, api: HfApi) -> None:
    hub.add_model("DiffuSpace/Diffu-7B")

    with pytest.raises(BadRequestError) as model_error:
        api.model_info("DiffuSpace/Diffu-7B", expand=["downloadz"])  # type: ignore[list-item]
    with pytest.raises(BadRequestError):
        list(api.list_models(author="DiffuSpace", expand=["downloadz"]))  # type: ignore[list-item]

    assert model_error.value.response.status_code == 400
    assert "downloadz" in str(model_error.value)


def test_list_models_follows_the_link_cursor(hub: FakeHub, api: HfApi) -> None:
    hub.populate_org("DiffuSpace", 25, seed=1)
    hub.add_model("Other/model")
    hub.default_page_size = 10
    hub.reset_log()

    models = list(api.list_models(author="DiffuSpace", sort="downloads", expand=STATS))

    assert len(models) == 25
    assert {m.id.split("/")[0] for m in models} == {"DiffuSpace"}
    downloads = [m.downloads or 0 for m in models]
    assert downloads == sorted(downloads, reverse=True)
    assert all(m.downloads_all_time is not None for m in models)
    assert hub.count("/api/models") == 3  # one request per page, no more
    last = httpx.get(hub.url + hub.requests[-1].path, params=hub.requests[-1].query)
    assert "link" not in last.headers


def test_list_without_expand_has_the_listing_subset(hub: FakeHub) -> None:
    hub.add_model("DiffuSpace/Diffu-7B")

    [item] = httpx.get(f"{hub.url}/api/models", params={"author": "DiffuSpace"}).json()

    assert list(item) == [
        "_id", "id", "likes", "trendingScore", "private", "downloads", "tags",
        "pipeline_tag", "library_name", "createdAt", "modelId",
    ]  # fmt: skip


def test_renamed_repo_answers_the_recorded_307(hub: FakeHub, api: HfApi) -> None:
    hub.add_model("bert-base-uncased", downloads=5)
    hub.rename("bert-base-uncased", BERT)

    raw = httpx.get(f"{hub.url}/api/models/bert-base-uncased")
    info = api.model_info("bert-base-uncased")

    recorded = recorded_headers("hf_model_info_redirect_307_bert-base-uncased")
    assert raw.status_code == 307
    assert (
        raw.content == (FIXTURES / "hf_model_info_redirect_307_bert-base-uncased.txt").read_bytes()
    )
    assert raw.headers["location"] == recorded["Location"]
    assert raw.headers["content-type"] == recorded["Content-Type"]
    assert info.id == BERT and info.downloads == 5
    assert [r.path for r in hub.requests[-2:]] == [
        "/api/models/bert-base-uncased",
        f"/api/models/{BERT}",
    ]


def test_removed_repo_raises_repository_not_found(hub: FakeHub, api: HfApi) -> None:
    hub.add_model("DiffuSpace/gone")
    hub.remove("DiffuSpace/gone")

    with pytest.raises(RepositoryNotFoundError) as anonymous:
        api.model_info("DiffuSpace/gone")
    with pytest.raises(RepositoryNotFoundError) as authenticated:
        api.model_info("DiffuSpace/gone", token="hf_any")

    # The real Hub hides existence from anonymous callers (401); with a token it says 404.
    assert anonymous.value.response.status_code == 401
    assert authenticated.value.response.status_code == 404
    assert authenticated.value.response.headers["x-error-code"] == "RepoNotFound"
    assert authenticated.value.response.json() == {"error": "Repository not found"}


def test_private_repo_and_required_token(hub: FakeHub) -> None:
    hub.require_token = "hf_secret"
    hub.add_model("DiffuSpace/next", private=True)
    owner = HfApi(endpoint=hub.url, token="hf_secret")

    with pytest.raises(RepositoryNotFoundError):
        HfApi(endpoint=hub.url, token=False).model_info("DiffuSpace/next")
    with pytest.raises(HfHubHTTPError) as wrong:
        HfApi(endpoint=hub.url, token="hf_wrong").model_info("DiffuSpace/next")
    assert owner.model_info("DiffuSpace/next").private is True

    assert not isinstance(wrong.value, RepositoryNotFoundError)
    assert wrong.value.response.status_code == 401
    assert hub.requests[-1].headers["authorization"] == "Bearer hf_secret"


def test_injected_429_is_one_request_without_retry(hub: FakeHub, api: HfApi) -> None:
    hub.add_model("DiffuSpace/Diffu-7B")
    hub.fail_next(429, retry_after=7)
    hub.reset_log()

    with pytest.raises(HfHubHTTPError) as error:
        api.model_info("DiffuSpace/Diffu-7B")

    response = error.value.response
    assert response.status_code == 429
    assert hub.count() == 1  # model_info does not retry: the caller must
    assert response.headers["retry-after"] == "7"
    info = parse_ratelimit_headers(response.headers)
    assert info is not None and (info.remaining, info.reset_in_seconds) == (0, 7)
    assert "Retry after 7 seconds" in str(error.value)
    assert api.model_info("DiffuSpace/Diffu-7B").id == "DiffuSpace/Diffu-7B"  # one-shot


def test_quota_in_a_fixed_window(hub: FakeHub, api: HfApi) -> None:
    hub.quota, hub.window_seconds = 2, 1
    hub.add_model("DiffuSpace/Diffu-7B")

    first = httpx.get(f"{hub.url}/api/models/DiffuSpace/Diffu-7B")
    api.model_info("DiffuSpace/Diffu-7B")
    with pytest.raises(HfHubHTTPError) as error:
        api.model_info("DiffuSpace/Diffu-7B")
    time.sleep(1.05)
    after_reset = api.model_info("DiffuSpace/Diffu-7B")

    assert first.headers["ratelimit"] == '"api";r=1;t=1'
    assert first.headers["ratelimit-policy"] == '"fixed window";"api";q=2;w=1'
    assert error.value.response.status_code == 429
    assert "(0/2 requests remaining in current 1s window)" in error.value.response.text
    assert after_reset.id == "DiffuSpace/Diffu-7B"


def test_malformed_html_and_5xx_answers(hub: FakeHub, api: HfApi) -> None:
    hub.add_model("DiffuSpace/Diffu-7B")

    hub.fail_next("malformed")
    with pytest.raises(json.JSONDecodeError):  # not wrapped in HfHubHTTPError
        api.model_info("DiffuSpace/Diffu-7B")
    hub.fail_next("html")
    with pytest.raises(json.JSONDecodeError):
        api.model_info("DiffuSpace/Diffu-7B")
    hub.mode = 503
    with pytest.raises(HfHubHTTPError) as unavailable:
        api.model_info("DiffuSpace/Diffu-7B")
    assert api_status_after_fix(hub, api) == "DiffuSpace/Diffu-7B"

    assert unavailable.value.response.status_code == 503
    assert unavailable.value.response.headers["content-type"].startswith("text/html")


def api_status_after_fix(hub: FakeHub, api: HfApi) -> str:
    hub.mode = None
    return api.model_info("DiffuSpace/Diffu-7B").id


def test_timeout_fault_and_fast_shutdown() -> None:
    hub = FakeHub(timeout_delay=30).start()
    hub.add_model("DiffuSpace/Diffu-7B")
    hub.fail_next("timeout", path_contains="Diffu-7B")

    with pytest.raises(httpx.TimeoutException):
        httpx.get(f"{hub.url}/api/models/DiffuSpace/Diffu-7B", timeout=0.2)
    started = time.monotonic()
    hub.stop()

    assert time.monotonic() - started < 2  # the 30 s sleeper does not hold the server


def test_etag_and_if_none_match(hub: FakeHub) -> None:
    hub.add_model("DiffuSpace/Diffu-7B", downloads=1)
    url = f"{hub.url}/api/models/DiffuSpace/Diffu-7B"

    etag = httpx.get(url).headers["etag"]
    unchanged = httpx.get(url, headers={"If-None-Match": etag})
    hub.update("DiffuSpace/Diffu-7B", downloads=2)
    changed = httpx.get(url, headers={"If-None-Match": etag})

    assert etag.startswith('W/"')
    assert (unchanged.status_code, unchanged.content) == (304, b"")
    assert changed.status_code == 200 and changed.json()["downloads"] == 2


def test_new_files_mean_a_new_commit(hub: FakeHub, api: HfApi) -> None:
    hub.add_model("DiffuSpace/Diffu-7B", last_modified="2024-02-19T11:06:12.000Z")
    before = api.model_info("DiffuSpace/Diffu-7B")

    hub.add_file("DiffuSpace/Diffu-7B", "model.safetensors")
    after = api.model_info("DiffuSpace/Diffu-7B")

    assert before.sha != after.sha and after.sha is not None and len(after.sha) == 40
    assert before.last_modified is not None and after.last_modified is not None
    assert after.last_modified > before.last_modified
    assert [s.rfilename for s in after.siblings or []][-1] == "model.safetensors"


def test_discussions_are_paged_by_fifty(hub: FakeHub, api: HfApi) -> None:
    hub.add_model("DiffuSpace/Diffu-7B")
    for i in range(59):
        hub.add_discussion("DiffuSpace/Diffu-7B", f"Question {i}")
    hub.add_discussion("DiffuSpace/Diffu-7B", "Add GGUF", is_pull_request=True, author="alice")
    hub.reset_log()

    discussions = list(api.get_repo_discussions("DiffuSpace/Diffu-7B"))

    assert len(discussions) == 60
    assert (discussions[0].title, discussions[0].is_pull_request, discussions[0].author) == (
        "Add GGUF",
        True,
        "alice",
    )
    assert discussions[0].repo_id == "DiffuSpace/Diffu-7B"
    assert [r.param("p") for r in hub.requests] == ["0", "1"]


SCRAPY_PROBE = """
import json, re, sys
import scrapy
from scrapy.crawler import CrawlerProcess

base, found = sys.argv[1], []

class Probe(scrapy.Spider):
    name = "probe"

    async def start(self):
        yield scrapy.Request(base + "/api/models/old-name?expand=downloads", self.parse_model)
        yield scrapy.Request(base + "/api/models?author=DiffuSpace", self.parse_page)

    def parse_model(self, response):
        found.append({"model": response.json()["id"], "url": response.url})

    def parse_page(self, response):
        found.append({"page": len(response.json())})
        link = (response.headers.get("Link") or b"").decode()
        match = re.search(r'<([^>]+)>;\\s*rel="next"', link)
        if match:
            yield scrapy.Request(match.group(1), self.parse_page)

process = CrawlerProcess({"LOG_LEVEL": "ERROR", "TELNETCONSOLE_ENABLED": False})
process.crawl(Probe)
process.start()
print(json.dumps(found))
"""


def test_scrapy_follows_redirect_and_link_pages(hub: FakeHub, tmp_path: Path) -> None:
    hub.populate_org("DiffuSpace", 5)
    hub.add_model("old-name")
    hub.rename("old-name", "DiffuSpace/new-name")
    hub.default_page_size = 4

    probe = tmp_path / "probe.py"  # a file, not `-c`: Scrapy inspects callback sources
    probe.write_text(SCRAPY_PROBE)

    run = subprocess.run(
        [sys.executable, str(probe), hub.url],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO_ROOT,
        check=False,
    )

    assert run.returncode == 0, run.stderr
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert {
        "model": "DiffuSpace/new-name",
        "url": f"{hub.url}/api/models/DiffuSpace/new-name?expand=downloads",
    } in found
    assert sorted(f["page"] for f in found if "page" in f) == [2, 4]


# --------------------------------------------------------------------------- FakeTelegram


def test_get_me_and_send_message_are_recorded(tg: FakeTelegram) -> None:
    async def scenario() -> telegram.Message:
        async with bot_for(tg) as bot:  # initialize() calls getMe
            assert bot.username == "modelwatch_test_bot"
            return await bot.send_message(
                CHAT,
                "<b>Diffu-7B</b> &amp; co: <a href='https://hf.co/x'>+1 000</a>",
                parse_mode="HTML",
            )

    message = asyncio.run(scenario())

    assert message.text == "Diffu-7B & co: +1 000"
    assert message.chat.id == CHAT and message.message_id == 1
    assert [(e.type, e.offset, e.length) for e in message.entities] == [
        ("bold", 0, 8),
        ("text_link", 15, 6),
    ]
    [delivered] = tg.wait_for_messages(1, timeout=1, chat_id=CHAT)
    assert delivered["text"] == "Diffu-7B & co: +1 000"
    assert delivered["raw_text"].startswith("<b>Diffu-7B</b>")
    assert delivered["parse_mode"] == "HTML"
    assert [c.method for c in tg.calls()] == ["getMe", "sendMessage"]


# PTB 22 warns that `retry_after` becomes a timedelta (opt in with PTB_TIMEDELTA=true).
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
def test_flood_control_raises_retry_after(tg: FakeTelegram) -> None:
    tg.fail_next("sendMessage", chat_id=CHAT, retry_after=1)

    async def scenario() -> float:
        async with bot_for(tg) as bot:
            try:
                await bot.send_message(CHAT, "first try")
            except telegram.error.RetryAfter as error:
                wait = error.retry_after
                seconds = wait.total_seconds() if isinstance(wait, timedelta) else float(wait)
                await asyncio.sleep(seconds)
                await bot.send_message(CHAT, "first try")
                return seconds
        raise AssertionError("no RetryAfter")

    assert asyncio.run(scenario()) == 1
    failed, retried = tg.calls("sendMessage")
    assert (failed.status, retried.status) == (429, 200)
    assert retried.at - failed.at >= 1
    assert len(tg.messages(CHAT)) == 1


def test_error_bodies_are_the_recorded_ones(tg: FakeTelegram) -> None:
    tg.fail_next("sendMessage", retry_after=8)
    tg.block(7)
    url = f"{tg.url}/bot{TOKEN}/sendMessage"

    flood = httpx.post(url, data={"chat_id": "1", "text": "x"})
    blocked = httpx.post(url, data={"chat_id": "7", "text": "x"})

    assert flood.status_code == 429
    assert flood.content == (FIXTURES / "telegram_error_429_retry_after.json").read_bytes()
    assert blocked.status_code == 403
    assert blocked.content == (FIXTURES / "telegram_error_403_bot_blocked.json").read_bytes()


def test_blocked_chat_raises_forbidden(tg: FakeTelegram) -> None:
    tg.block(CHAT)

    async def scenario() -> None:
        async with bot_for(tg) as bot:
            await bot.send_message(CHAT, "hello")

    with pytest.raises(telegram.error.Forbidden, match="bot was blocked by the user"):
        asyncio.run(scenario())
    assert tg.messages() == []
    assert tg.calls("sendMessage")[0].status == 403


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("<div>table</div>", 'unsupported start tag "div" at byte offset 0'),
        ("é <b>bold", 'can\'t find end tag corresponding to start tag "b"'),
        ("<b>x</i>", 'unmatched end tag at byte offset 4, expected "</b>", found "</i>"'),
        ("a < b", 'unsupported start tag "" at byte offset 2'),
        ("<b>" + "x" * 4097 + "</b>", "message is too long"),
    ],
)
def test_invalid_html_raises_bad_request(tg: FakeTelegram, text: str, message: str) -> None:
    async def scenario() -> None:
        async with bot_for(tg) as bot:
            await bot.send_message(CHAT, text, parse_mode="HTML")

    with pytest.raises(telegram.error.BadRequest) as error:
        asyncio.run(scenario())

    assert message in str(error.value).lower()
    assert tg.messages() == []


def test_visible_length_not_markup_counts(tg: FakeTelegram) -> None:
    async def scenario() -> telegram.Message:
        async with bot_for(tg) as bot:
            return await bot.send_message(CHAT, "<b>" + "x" * 4096 + "</b>", parse_mode="HTML")

    assert len(asyncio.run(scenario()).text or "") == 4096


def test_get_updates_returns_an_injected_command(tg: FakeTelegram) -> None:
    tg.inject_message(CHAT, "/status@modelwatch_test_bot Diffu-7B")

    async def scenario() -> tuple[tuple[Update, ...], tuple[Update, ...]]:
        async with bot_for(tg) as bot:
            first = await bot.get_updates(timeout=5)
            rest = await bot.get_updates(offset=first[-1].update_id + 1, timeout=0)
            return first, rest

    updates, after_confirm = asyncio.run(scenario())

    [update] = updates
    assert update.message is not None
    assert update.message.text == "/status@modelwatch_test_bot Diffu-7B"
    assert update.message.parse_entities(["bot_command"]) == {
        update.message.entities[0]: "/status@modelwatch_test_bot"
    }
    assert CommandHandler("status", ignore).check_update(update) == (["Diffu-7B"], True)
    assert after_confirm == ()
    assert tg.pending_updates == []


def test_long_poll_wakes_up_on_a_new_update(tg: FakeTelegram) -> None:
    tg.max_poll_timeout = 5
    threading.Timer(0.2, tg.inject_message, args=(CHAT, "hello")).start()

    async def scenario() -> tuple[Update, ...]:
        async with bot_for(tg) as bot:
            return await bot.get_updates(timeout=5)

    started = time.monotonic()
    [update] = asyncio.run(scenario())

    assert update.message is not None and update.message.text == "hello"
    assert time.monotonic() - started < 2


def test_application_polls_and_answers_a_command(tg: FakeTelegram) -> None:
    async def status(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        assert update.message is not None
        await update.message.reply_text(f"status of {' '.join(context.args or [])}")

    async def scenario() -> list[dict[str, object]]:
        app = ApplicationBuilder().token(TOKEN).base_url(f"{tg.url}/bot").build()
        app.add_handler(CommandHandler("status", status))
        async with app:
            await app.start()
            await app.bot.set_my_commands([BotCommand("status", "Model statistics")])
            assert app.updater is not None
            await app.updater.start_polling(poll_interval=0, timeout=1)
            tg.inject_message(CHAT, "/status Diffu-7B")
            delivered = await asyncio.to_thread(tg.wait_for_messages, 1, 5, CHAT)
            await app.updater.stop()
            await app.stop()
        return delivered

    [reply] = asyncio.run(scenario())

    assert reply["text"] == "status of Diffu-7B"
    assert tg.commands == [{"command": "status", "description": "Model statistics"}]
    assert tg.calls("deleteWebhook") and tg.calls("getUpdates")


def test_wire_formats_and_auth_errors(tg: FakeTelegram) -> None:
    base = f"{tg.url}/bot{TOKEN}"

    me = httpx.get(f"{base}/GETME").json()
    sent = httpx.post(f"{base}/sendMessage", json={"chat_id": CHAT, "text": "json body"}).json()
    query = httpx.get(f"{base}/sendMessage", params={"chat_id": CHAT, "text": "query"}).json()
    wrong_token = httpx.get(f"{tg.url}/bot999:WRONG/getMe")
    unknown_method = httpx.get(f"{base}/sendCarrierPigeon")

    async def upload() -> telegram.Message:
        async with bot_for(tg) as bot:
            return await bot.send_photo(
                CHAT, b"\x89PNG\r\n fake", caption="<i>chart</i>", parse_mode="HTML"
            )

    photo = asyncio.run(upload())

    assert me["ok"] is True and me["result"]["is_bot"] is True
    assert sent["result"]["text"] == "json body" and query["result"]["text"] == "query"
    assert wrong_token.status_code == 401
    assert wrong_token.json() == {"ok": False, "error_code": 401, "description": "Unauthorized"}
    assert unknown_method.status_code == 404
    assert unknown_method.json() == {"ok": False, "error_code": 404, "description": "Not Found"}
    assert photo.caption == "chart" and len(photo.photo) == 3
    upload_record = tg.messages(CHAT)[-1]
    assert upload_record["method"] == "sendPhoto"
    assert upload_record["params"]["photo"].data == b"\x89PNG\r\n fake"


def test_down_and_hanging_api(tg: FakeTelegram) -> None:
    async def send(text: str) -> None:
        async with bot_for(tg) as bot:
            await bot.send_message(CHAT, text, read_timeout=0.3)

    tg.mode = "down"
    with pytest.raises(telegram.error.NetworkError) as down:
        asyncio.run(send("during outage"))
    tg.reset()
    tg.hang("sendMessage", 0.8)
    with pytest.raises(telegram.error.TimedOut):
        asyncio.run(send("slow"))
    in_flight = tg.calls("sendMessage")[-1].status

    assert type(down.value) is telegram.error.NetworkError
    assert "Bad Gateway (502)" in str(down.value)
    # The slow send still lands: a blind retry after TimedOut would duplicate it.
    assert in_flight is None  # still hanging when the client gave up
    assert [m["text"] for m in tg.wait_for_messages(1, timeout=3)] == ["slow"]
    assert tg.calls("sendMessage")[-1].status == 200
