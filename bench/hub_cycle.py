"""One statistics cycle for a vendor org of N models: org listing versus one call per model.

Both modes run the real spider, pipelines and storage against the local fake Hub in the same
process and run, and store the same N observations; what differs is how they are fetched.
A third, informational baseline calls huggingface_hub's `model_info` once per model.

    python -m bench.hub_cycle --models 2000
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from huggingface_hub import HfApi

from jobs.context import AppContext
from jobs.crawl import crawl_source, make_runner
from jobs.reactor import run_on_reactor
from settings import Settings
from tests.fakes.hub import FakeHub

ORG = "BenchOrg"


def watchlist_text(repos: list[str], *, by_listing: bool) -> str:
    pages = (
        'huggingface_orgs = ["BenchOrg"]'
        if by_listing
        else ("huggingface = [" + ", ".join(f'"{r}"' for r in repos) + "]")
    )
    return f"""
[[model]]
key = "bench"
name = "Bench"
vendor = "{ORG}"
[model.pages]
{pages}
"""


async def one_cycle(hub: FakeHub, repos: list[str], workdir: Path, *, by_listing: bool) -> dict:
    mode = "listing" if by_listing else "per_model"
    wl = workdir / f"{mode}.toml"
    wl.write_text(watchlist_text(repos, by_listing=by_listing), encoding="utf-8")
    settings = Settings(
        database_url=f"sqlite:///{workdir / f'{mode}.db'}",
        watchlist=wl,
        hf_endpoint=hub.url,
        hf_token=None,
    )
    ctx = AppContext.create(settings)
    hub.reset_log()
    hub.reset_rate_limit()
    started = time.perf_counter()
    outcome = await crawl_source(ctx, make_runner(ctx), "huggingface")
    elapsed = time.perf_counter() - started
    ctx.close()
    assert outcome.ok, outcome.errors
    stats_requests = sum(
        1 for r in hub.requests if r.path.startswith("/api/models") and "/discussions" not in r.path
    )
    return {
        "mode": mode,
        # Listing pages and per-model calls: what the comparison is about.
        "stats_requests": stats_requests,
        # Everything, including the deeper look (card, discussions) at each watched repo.
        "all_requests": len(hub.requests),
        "wall_s": round(elapsed, 3),
        "rows_stored": outcome.rows,
    }


def hub_client_baseline(hub: FakeHub, repos: list[str]) -> dict:
    api = HfApi(endpoint=hub.url, token=False)
    hub.reset_log()
    started = time.perf_counter()
    for repo in repos:
        api.model_info(repo, expand=["downloads", "downloadsAllTime", "likes"], timeout=30)
    return {
        "mode": "huggingface_hub.model_info loop (fetch only, no storage)",
        "stats_requests": hub.count("/api/models"),
        "wall_s": round(time.perf_counter() - started, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--models", type=int, default=2000)
    parser.add_argument("--out", type=Path, default=Path("bench/results/hub_cycle.json"))
    args = parser.parse_args()
    results: dict = {}

    async def run() -> int:
        # A quota high enough that neither mode is throttled: this measures fetching, not waiting.
        with FakeHub(quota=10**9) as hub, tempfile.TemporaryDirectory() as tmp:
            repos = hub.populate_org(ORG, args.models)
            listing = await one_cycle(hub, repos, Path(tmp), by_listing=True)
            per_model = await one_cycle(hub, repos, Path(tmp), by_listing=False)
            baseline = hub_client_baseline(hub, repos)
        results.update(
            models=args.models,
            listing=listing,
            per_model=per_model,
            hub_client_loop=baseline,
            stats_request_ratio=round(per_model["stats_requests"] / listing["stats_requests"], 1),
            wall_ratio=round(per_model["wall_s"] / listing["wall_s"], 1),
        )
        return 0

    run_on_reactor(run)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
