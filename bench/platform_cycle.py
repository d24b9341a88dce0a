"""A full cycle over N watched models on every platform, with and without conditional requests.

Each model has a Hub repo, a ModelScope page and a GitHub repo (the GitHub org listing of the
vendor is watched too). The real spiders, middlewares, pipelines and storage run in this process
against the local fakes (FakeHub, FakeModelScope, FakeGitHub), on Twisted's asyncio reactor.

Two runs, each of a cold cycle then a steady-state cycle in which nothing changed:

* `conditional`: the HTTP cache on (crawler/httpcache.py): unchanged pages should cost 304s;
* `unconditional`: HTTPCACHE_ENABLED off: every page is fetched in full every cycle.

Reported per platform and cycle: requests sent, how many were answered 304, response body bytes,
GitHub rate budget spent (the fake spends none on a 304, like GitHub), rows stored, wall time.

    python -m bench.platform_cycle --models 200
"""

from __future__ import annotations

import argparse
import json
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from scrapy.crawler import AsyncCrawlerRunner

from crawler.settings import scrapy_settings
from jobs.context import AppContext
from jobs.crawl import crawl_source
from jobs.reactor import run_on_reactor
from settings import Settings
from tests.fakes import FakeServer, Request, Response
from tests.fakes.github import FakeGitHub
from tests.fakes.hub import FakeHub
from tests.fakes.modelscope import FakeModelScope

ORG = "BenchOrg"
SOURCES = ("huggingface", "modelscope", "github")


class StatusLog:
    """Counts the statuses a fake answers (wraps its `handle`)."""

    def __init__(self, fake: FakeServer) -> None:
        self._lock = threading.Lock()
        self.statuses: Counter[int] = Counter()
        self.body_bytes = 0
        inner = fake.handle

        def handle(request: Request) -> Response:
            response = inner(request)
            with self._lock:
                self.statuses[response.status] += 1
                self.body_bytes += len(response.body) if response.status != 304 else 0
            return response

        fake.handle = handle  # type: ignore[method-assign]

    def take(self) -> tuple[Counter[int], int]:
        """The statuses and body bytes answered since the last call."""
        with self._lock:
            taken, self.statuses = self.statuses, Counter()
            sent, self.body_bytes = self.body_bytes, 0
        return taken, sent


def watchlist_text(n: int) -> str:
    parts = []
    for i in range(n):
        name = f"model-{i:04d}"
        github_orgs = f'github_orgs = ["{ORG}"]\n' if i == 0 else ""
        parts.append(
            f"""
[[model]]
key = "{name}"
name = "Bench {name}"
vendor = "{ORG}"
[model.pages]
huggingface = ["{ORG}/{name}"]
modelscope = ["{ORG}/{name}"]
github = ["{ORG}/{name}"]
{github_orgs}"""
        )
    return '[defaults]\ninterval = "1h"\njitter = "0s"\n' + "".join(parts)


def populate(n: int, hub: FakeHub, modelscope: FakeModelScope, github: FakeGitHub) -> None:
    for i in range(n):
        repo = f"{ORG}/model-{i:04d}"
        hub.add_model(repo, downloads=10 * i, downloads_all_time=100 * i, likes=i)
        hub.set_card(repo, f"# model-{i:04d}\n\nA bench model.\n")
        # Every other model exists only in ModelScope's legacy API: the fallback is exercised.
        generation = "openapi" if i % 2 == 0 else "legacy"
        modelscope.add_model(repo, downloads=5 * i, likes=i, generation=generation)
        github.add_repo(
            repo,
            stars=i,
            forks=i // 2,
            open_issues=i % 7,
            subscribers=i % 5,
            readme=f"# model-{i:04d}\n\nWeights on the Hub.\n",
            files={"src/model.py": "pass\n", "LICENSE": "Apache-2.0\n"},
        )
        github.add_release(repo, "v1.0")


async def run_mode(
    mode: str,
    workdir: Path,
    watchlist: Path,
    fakes: dict[str, FakeServer],
    logs: dict[str, StatusLog],
    *,
    cycles: int,
) -> list[dict[str, Any]]:
    hub, modelscope, github = fakes["huggingface"], fakes["modelscope"], fakes["github"]
    settings = Settings(
        database_url=f"sqlite:///{workdir / f'{mode}.db'}",
        watchlist=watchlist,
        hf_endpoint=hub.url,
        hf_token=None,
        modelscope_url=modelscope.url,
        github_api_url=github.url,
        github_token=None,
        http_cache_dir=workdir / f"{mode}-cache",
        telegram_token=None,
    )
    ctx = AppContext.create(settings)
    scrapy = scrapy_settings(settings, ctx)
    scrapy.set("HTTPCACHE_ENABLED", mode == "conditional")
    runner = AsyncCrawlerRunner(scrapy)
    results = []
    try:
        for cycle in range(1, cycles + 1):
            for log in logs.values():
                log.take()
            row: dict[str, Any] = {"cycle": cycle, "platforms": {}}
            started = time.perf_counter()
            for source in SOURCES:
                budget_before = github.remaining  # type: ignore[attr-defined]
                t0 = time.perf_counter()
                outcome = await crawl_source(ctx, runner, source)
                wall = time.perf_counter() - t0
                statuses, sent = logs[source].take()
                stats: dict[str, Any] = {
                    "requests": sum(statuses.values()),
                    "not_modified_304": statuses.get(304, 0),
                    "full_200": statuses.get(200, 0),
                    "other": {
                        str(s): c for s, c in sorted(statuses.items()) if s not in (200, 304)
                    },
                    "body_bytes": sent,
                    "rows_stored": outcome.rows,
                    "errors": len(outcome.errors),
                    "wall_s": round(wall, 3),
                }
                if source == "github":
                    stats["rate_budget_spent"] = budget_before - github.remaining  # type: ignore[attr-defined]
                row["platforms"][source] = stats
                assert outcome.ok, (source, outcome.errors[:3])
            row["wall_s"] = round(time.perf_counter() - started, 3)
            row["requests"] = sum(p["requests"] for p in row["platforms"].values())
            row["not_modified_304"] = sum(p["not_modified_304"] for p in row["platforms"].values())
            results.append(row)
    finally:
        ctx.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--models", type=int, default=200)
    parser.add_argument("--cycles", type=int, default=2, help="cycles per mode (1 = cold only)")
    parser.add_argument("--out", type=Path, default=Path("bench/results/platform_cycle.json"))
    args = parser.parse_args()
    results: dict[str, Any] = {}

    async def run() -> int:
        # Budgets high enough that nothing is throttled: this measures requests, not waiting.
        with (
            FakeHub(quota=10**9) as hub,
            FakeModelScope() as modelscope,
            FakeGitHub(limit=10**6) as github,
            tempfile.TemporaryDirectory() as tmp,
        ):
            populate(args.models, hub, modelscope, github)
            fakes: dict[str, FakeServer] = {
                "huggingface": hub,
                "modelscope": modelscope,
                "github": github,
            }
            logs = {source: StatusLog(fake) for source, fake in fakes.items()}
            workdir = Path(tmp)
            watchlist = workdir / "watchlist.toml"
            watchlist.write_text(watchlist_text(args.models), encoding="utf-8")
            for mode in ("conditional", "unconditional"):
                results[mode] = await run_mode(
                    mode, workdir, watchlist, fakes, logs, cycles=args.cycles
                )
            for fake in fakes.values():
                assert not fake.errors, fake.errors[:1]
        return 0

    run_on_reactor(run)
    summary = {
        "models": args.models,
        "pages_per_model": "a Hub repo, a ModelScope page, a GitHub repo (+ the GitHub org)",
        **results,
    }
    summary["notes"] = [
        "FakeGitHub answers 304 to every matching If-None-Match, spending no rate budget.",
        "FakeHub answers 304 on model detail only; its discussions and README (card) answers"
        " carry ETags but are always sent in full (the real Hub API, Express, answers 304"
        " to a matching ETag on its JSON endpoints).",
        "FakeModelScope sends no ETag or Last-Modified, so nothing can be revalidated; every"
        " other model is legacy-only and costs an OpenAPI 404 before the fallback, each cycle.",
    ]
    steady_on = results["conditional"][-1]
    steady_off = results["unconditional"][-1]
    summary["steady_state"] = {
        "requests_with_conditional": steady_on["requests"],
        "answered_304_with_conditional": steady_on["not_modified_304"],
        "full_answers_with_conditional": steady_on["requests"] - steady_on["not_modified_304"],
        "requests_without": steady_off["requests"],
        "full_answers_without": steady_off["requests"],
        "github_rate_budget_spent_with": steady_on["platforms"]["github"]["rate_budget_spent"],
        "github_rate_budget_spent_without": steady_off["platforms"]["github"]["rate_budget_spent"],
        "body_bytes_with": sum(p["body_bytes"] for p in steady_on["platforms"].values()),
        "body_bytes_without": sum(p["body_bytes"] for p in steady_off["platforms"].values()),
        "wall_s_with": steady_on["wall_s"],
        "wall_s_without": steady_off["wall_s"],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
