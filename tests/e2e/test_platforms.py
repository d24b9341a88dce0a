"""One model on three platforms, replayed over several crawls of the real command: exactly the
alerts people wait for, once each, and one fused alert for one release."""

from __future__ import annotations

import json

import pytest

from tests.conftest import base_env, run_modelwatch
from tests.fakes.github import FakeGitHub
from tests.fakes.hub import FakeHub
from tests.fakes.modelscope import FakeModelScope
from tests.fakes.telegram import FakeTelegram

pytestmark = pytest.mark.e2e

HF = "DiffuSpace/Clover-35B-A3B-Preview"
GH = "DiffuSpace/Clover"
TOKEN = "123456:TEST"
WATCHLIST = f"""
[[model]]
key = "clover"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
[model.pages]
huggingface = ["{HF}"]
huggingface_orgs = ["DiffuSpace"]
modelscope = ["{HF}"]
modelscope_orgs = ["DiffuSpace"]
github = ["{GH}"]
github_orgs = ["DiffuSpace"]
[[model.rules]]
event = "new_repo"
[[model.rules]]
event = "new_release"
[[model.rules]]
event = "keyword"
keywords = ["SGLang", "llama.cpp", "GGUF"]
sources = ["github"]
[[model.rules]]
event = "card_change"
[[model.rules]]
event = "new_file"
pattern = "*.gguf"
"""
CARD = """# Clover-35B-A3B-Preview

## Evaluation
| Benchmark | Score |
|---|---|
| SWE-bench Verified | 73.6 |
"""


@pytest.fixture
def world(tmp_path):
    with (
        FakeHub() as hub,
        FakeModelScope() as ms,
        FakeGitHub() as gh,
        FakeTelegram(token=TOKEN) as tg,
    ):
        hub.add_model(HF, downloads=1500, downloads_all_time=2100, likes=164)
        hub.set_card(HF, CARD)
        ms.add_model(HF, downloads=800, likes=12)
        gh.add_repo(GH, stars=300, readme="# Clover\n\nCode and guides coming soon.\n")
        watchlist = tmp_path / "watchlist.toml"
        watchlist.write_text(WATCHLIST, encoding="utf-8")
        env = base_env(
            tmp_path,
            MODELWATCH_WATCHLIST=str(watchlist),
            HF_ENDPOINT=hub.url,
            MODELWATCH_MODELSCOPE_URL=ms.url,
            MODELWATCH_GITHUB_API_URL=gh.url,
            MODELWATCH_TELEGRAM_TOKEN=TOKEN,
            MODELWATCH_TELEGRAM_API_URL=tg.url,
            MODELWATCH_TELEGRAM_CHAT_IDS="100",
            MODELWATCH_DELIVERY_MAX_WAIT="10",
        )
        yield hub, ms, gh, tg, env


def crawl(env):
    result = run_modelwatch(["crawl"], env)
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    return result


def texts(tg):
    return [m["text"] for m in tg.messages(chat_id=100)]


def test_release_events_across_platforms(world):
    hub, ms, gh, tg, env = world
    first = crawl(env)
    for source in ("huggingface", "modelscope", "github"):
        assert f"{source}: " in first.stdout
    assert texts(tg) == []  # everything seen for the first time is a baseline

    # A README edit that adds nothing the rules watch: stored, not announced.
    gh.set_readme(GH, "# Clover\n\nCode and guides coming soon. Stay tuned!\n")
    crawl(env)
    assert texts(tg) == []

    # The SGLang guide lands: one keyword alert.
    gh.set_readme(GH, "# Clover\n\n## Serving with SGLang\n\npython -m sglang.launch_server\n")
    crawl(env)
    assert len(texts(tg)) == 1 and "“SGLang” appears in DiffuSpace/Clover" in texts(tg)[0]

    # Official GGUF files in a new Hub repo, labelled as a derivative...
    gguf = f"{HF}-GGUF"
    hub.add_model(
        gguf,
        downloads=3,
        likes=1,
        tags=["gguf", f"base_model:quantized:{HF}"],
        files=["clover-35b-a3b-preview-q4_k_m.gguf"],
    )
    crawl(env)
    assert len(texts(tg)) == 2
    assert f"new repo {gguf} (quantization of {HF})" in texts(tg)[1]

    # ...then its ModelScope mirror and the GitHub release for it: the same alert is edited
    # with a timeline as each platform catches up.
    ms.add_model(gguf, downloads=1, likes=0)
    tg.fail_next("editMessageText", status=429, retry_after=1)  # the edit waits, then happens
    crawl(env)
    gh.add_release(GH, "v0.2-gguf", name="GGUF weights")
    crawl(env)
    assert len(tg.messages(chat_id=100)) == 2  # no third message
    fused = tg.messages(chat_id=100)[1]
    assert fused.get("edits") == 2
    assert "Timeline:" in fused["text"]
    for line in ("huggingface · new_repo", "modelscope · new_repo", "github · release"):
        assert line in fused["text"]

    # The vendor edits a claimed number in the model card: one card-change alert.
    hub.set_card(HF, CARD.replace("73.6", "71.9"))
    crawl(env)
    assert (
        len(texts(tg)) == 3
        and "the card of DiffuSpace/Clover-35B-A3B-Preview changed" in texts(tg)[2]
    )
    assert "71.9" in texts(tg)[2]

    crawl(env)  # nothing new: nothing sent, nothing edited
    assert len(tg.messages(chat_id=100)) == 3

    status = json.loads(run_modelwatch(["status", "--format", "json"], env).stdout)
    (model,) = status["models"]
    pages = {p["source"]: p for p in model["pages"]}
    assert pages["modelscope"]["values"] == {"downloads_all_time": 800, "likes": 12}
    assert pages["github"]["values"]["stars"] == 300
    assert pages["huggingface"]["values"]["likes"] == 164
    assert {s["source"] for s in status["sources"] if not s["failing"]} >= {
        "huggingface",
        "modelscope",
        "github",
    }
