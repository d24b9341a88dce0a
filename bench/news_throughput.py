"""End-to-end news throughput on local article pages, against a bare Scrapy crawl of them.

The fake news web (`tests.fakes.news`, in its own process so it does not compete for this
one's GIL) serves N article pages built from the multilingual corpus, spread over several
outlets (127.0.0.1, .2, ...) and listed by RSS feeds. In one process and one run:

* **bare**: a minimal Scrapy spider fetches the same N page URLs and does nothing with them,
  with the same politeness settings (AutoThrottle, per-domain concurrency) as the news spider;
* **spider_only**: the real `NewsSpider` with the project's Scrapy settings but no item
  pipelines: reads the feeds, fetches every page (robots.txt, size and time limits),
  extracts it (in its worker processes) and throws the observations away;
* **spider_only_again** (with ``--again``): the spider alone a second time, with the HTTP
  cache of the first: every feed is revalidated and answered 304, as in a scheduled crawl;
* **news**, the measured figure: the same, with the project's pipelines
  (`crawler.settings.scrapy_settings` with an `AppContext` over a temporary SQLite
  database), which match each article to the model, deduplicate it, assign it to a story
  and store it (when no article pipeline exists, `StorePipeline` passes articles through
  and `storage` in the results says so).

Three pages in four name the watched model (coverage); the rest are search noise the
pipeline stores as not relevant.

Reported: pages/s of each phase, the news/bare ratio (target: at least 0.5), the peak
RSS of each phase (VmHWM, reset between phases through /proc/self/clear_refs) and of the
extraction workers (sampled from /proc), and the CPU time per page of the crawling process,
the extraction workers and the fake server. Every process shares the same 2 CPUs here, so
the ratio follows the CPU each phase spends on a page.

The watchlist has no claims, so the claim analysis articles get when their model has claims
(issue #5) is not part of this figure.

With ``--rounds N`` the bare crawl, the spider alone, the news crawl and the bare crawl
again run N times, and the ratios reported are the medians of each round's own (the
machines here are shared, and one round's bare rate can be a fifth off the next one's);
``rounds`` lists each.

    python -m bench.news_throughput --pages 2000 [--rounds 5]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import multiprocessing.forkserver
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import scrapy
from scrapy.crawler import AsyncCrawlerRunner

from crawler.settings import ASYNCIO_REACTOR, scrapy_settings
from crawler.spiders.news import (
    ARTICLES_KEY,
    BATCHES_KEY,
    ArticleExtractor,
    NewsSpider,
    default_extract_workers,
)
from jobs.context import AppContext
from jobs.crawl import make_runner, spider_for
from jobs.reactor import run_on_reactor
from settings import Settings

REPO = Path(__file__).resolve().parents[1]


class BareSpider(scrapy.Spider):
    """Fetches the URLs and throws the answers away."""

    name = "bare"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for url in self.urls:
            yield scrapy.Request(url, callback=self.parse, dont_filter=True)

    def parse(self, response: Any) -> None:
        return None


def vm_hwm_mb() -> float | None:
    """Peak resident set size of this process since the last reset, in MB (Linux)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def vm_rss_mb() -> float | None:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return 0.0


def _children(exclude: set[int]) -> list[int]:
    """Live worker processes of this one (the extraction workers).

    multiprocessing's own list, not a walk of /proc: reading every process's stat file ten
    times a second cost the crawl's event loop about 0.15 ms a page, which the bare crawl
    did not pay.
    """
    return [p.pid for p in multiprocessing.active_children() if p.pid and p.pid not in exclude]


class ChildSampler:
    """Samples the summed RSS of this process's children (the extraction workers and their
    fork server; the fake server's process excluded) while a phase runs: `ru_maxrss` of
    children is useless here, as a spawned child inherits its parent's peak through fork
    before exec."""

    def __init__(self, exclude: set[int], interval: float = 0.1) -> None:
        self.exclude = exclude
        self.interval = interval
        self.peak = 0.0
        self.count = 0
        self.cpu_s = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        while True:
            started = time.thread_time()
            children = _children(self.exclude)
            self.count = max(self.count, len(children))
            server = _forkserver_pid()
            self.peak = max(
                self.peak, sum(_rss_mb(pid) for pid in [*children, *([server] if server else [])])
            )
            self.cpu_s += time.thread_time() - started  # the bench's own cost, not the crawl's
            await asyncio.sleep(self.interval)

    def __enter__(self) -> ChildSampler:
        self._task = asyncio.ensure_future(self._run())
        return self

    def __exit__(self, *exc: object) -> None:
        if self._task is not None:
            self._task.cancel()


def _process_cpu_s(pid: int, *, reaped_children: bool = False) -> float:
    """User plus system CPU seconds of a live process, from /proc (Linux); 0 elsewhere.
    With `reaped_children`, plus those of its children it has waited for."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks = int(fields[11]) + int(fields[12])
        if reaped_children:
            ticks += int(fields[13]) + int(fields[14])
        return ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def _forkserver_cpu_s() -> float:
    """CPU of multiprocessing's fork server and of the workers it forked and reaped: those
    are not this process's children, so `RUSAGE_CHILDREN` never counts them."""
    pid = _forkserver_pid()
    return _process_cpu_s(pid, reaped_children=True) if pid else 0.0


def _forkserver_pid() -> int | None:
    return getattr(multiprocessing.forkserver._forkserver, "_forkserver_pid", None)


class CpuMeter:
    """CPU time per page of this process, of the finished extraction workers and of the fake
    server: on a small machine the ratio is mostly the bare crawl's CPU per page over ours.
    The workers' figure includes their start-up spread over the pages: the fork server's
    import and warm-up of the extractor (once; a spawned worker pays it itself)."""

    def __init__(self, server_pid: int) -> None:
        self.server_pid = server_pid
        self.not_ours = 0.0  # CPU of the bench's own sampling, subtracted from the crawl's

    def __enter__(self) -> CpuMeter:
        self._main = time.process_time()
        self._children = _children_cpu_s() + _forkserver_cpu_s()
        self._server = _process_cpu_s(self.server_pid)
        return self

    def __exit__(self, *exc: object) -> None:
        self.main = time.process_time() - self._main - self.not_ours
        self.workers = _children_cpu_s() + _forkserver_cpu_s() - self._children
        self.server = _process_cpu_s(self.server_pid) - self._server

    def per_page_ms(self, pages: int) -> dict[str, float]:
        n = max(1, pages)
        return {
            "crawl_process": round(1000 * self.main / n, 2),
            "extraction_workers": round(1000 * self.workers / n, 2),
            "server": round(1000 * self.server / n, 2),
        }


def _children_cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def reset_peak() -> bool:
    """Reset VmHWM to the current RSS (Linux >= 4.0); False when not possible."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


async def bare_crawl(urls: list[str], user_agent: str, server_pid: int = 0) -> dict[str, Any]:
    politeness = {k: v for k, v in NewsSpider.custom_settings.items() if k != "ROBOTSTXT_OBEY"}
    runner = AsyncCrawlerRunner(
        {
            "TWISTED_REACTOR": ASYNCIO_REACTOR,
            "USER_AGENT": user_agent,
            "LOG_ENABLED": False,
            "TELNETCONSOLE_ENABLED": False,
            "COOKIES_ENABLED": False,
            "EXTENSIONS": {"scrapy.extensions.logstats.LogStats": None},
            **politeness,
        }
    )
    crawler = runner.create_crawler(BareSpider)
    reset_peak()
    started = time.perf_counter()
    with CpuMeter(server_pid) as cpu:
        await runner.crawl(crawler, urls=urls)
    elapsed = time.perf_counter() - started
    stats = crawler.stats.get_stats()
    fetched = int(stats.get("response_received_count", 0))
    return {
        "pages": fetched,
        "wall_s": round(elapsed, 3),
        "pages_per_s": round(fetched / elapsed, 1),
        "cpu_ms_per_page": cpu.per_page_ms(fetched),
        "peak_rss_mb": vm_hwm_mb(),
    }


def watchlist_text(feeds: list[str]) -> str:
    listed = ", ".join(json.dumps(f) for f in feeds)
    return f"""
[[model]]
key = "clover-35b-a3b-preview"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover-35B-A3B"]
[model.news]
feeds = [{listed}]
"""


async def news_crawl(
    manifest: dict[str, Any],
    workdir: Path,
    *,
    pipelines: bool = True,
    fake_pid: int = 0,
    extract_workers: int | None = None,
    one_by_one: bool = False,
) -> dict[str, Any]:
    """The real news crawl; without `pipelines`, the spider alone (nothing stored); with
    `one_by_one`, pages handed to the extraction workers one at a time (see `_unbatched`)."""
    name = ("news" if pipelines else "spider_only") + ("_one_by_one" if one_by_one else "")
    watchlist = workdir / f"{name}.toml"
    watchlist.write_text(watchlist_text(manifest["feeds"]), encoding="utf-8")
    settings = Settings(
        database_url=f"sqlite:///{workdir / f'{name}.db'}",
        watchlist=watchlist,
        http_cache_dir=workdir / f"{name}-cache",
        telegram_token=None,
    )
    ctx = AppContext.create(settings)
    try:
        spider_cls, kwargs = spider_for(ctx, "news")
        if extract_workers is not None:
            kwargs["extract_workers"] = extract_workers
        if pipelines:
            runner = make_runner(ctx)
        else:
            crawl_settings = scrapy_settings(settings, ctx)
            crawl_settings.set("ITEM_PIPELINES", {})
            runner = AsyncCrawlerRunner(crawl_settings)
        crawler = runner.create_crawler(spider_cls)
        # Each crawl starts the extraction workers' fork server afresh and pays its warm-up,
        # as a service's first crawl does; its later ones fork from the running server.
        multiprocessing.forkserver._forkserver._stop()
        reset_peak()
        started = time.perf_counter()
        with (
            CpuMeter(fake_pid) as cpu,
            ChildSampler({fake_pid}) as workers,
            _unbatched(one_by_one),
        ):
            await runner.crawl(crawler, **kwargs)
            cpu.not_ours = workers.cpu_s
        elapsed = time.perf_counter() - started
    finally:
        ctx.close()
    stats = crawler.stats.get_stats()
    by_status = {
        k.rsplit("/", 1)[1]: v for k, v in stats.items() if k.startswith(ARTICLES_KEY + "/")
    }
    observed = sum(by_status.values())
    return {
        "pages": observed,
        "by_status": by_status,
        "requests": int(stats.get("downloader/request_count", 0)),
        "errors": stats.get("modelwatch/error_messages", []),
        "rows_stored": int(stats.get("modelwatch/rows", 0)),
        "wall_s": round(elapsed, 3),
        "pages_per_s": round(observed / elapsed, 1),
        "cpu_ms_per_page": cpu.per_page_ms(observed),
        "peak_rss_mb": vm_hwm_mb(),
        "extract_workers": kwargs.get("extract_workers", default_extract_workers()),
        "extract_batches": int(stats.get(BATCHES_KEY, 0)),  # pages and feeds go in batches
        "workers_seen": workers.count,  # the extraction workers
        # Summed RSS of the workers and their fork server: pages they share (the extractor,
        # loaded once in the server) are counted in each.
        "workers_peak_rss_mb": round(workers.peak, 1),
    }


def _round_summary(
    bare: dict[str, Any], spider_only: dict[str, Any], news: dict[str, Any], again: dict[str, Any]
) -> dict[str, Any]:
    """One round's rates and ratios: the machine's speed varies from round to round (it is
    shared), and the ratio of one round to its own bare crawls is what compares."""
    bare_rate = (bare["pages_per_s"] + again["pages_per_s"]) / 2
    return {
        "bare_pages_per_s": round(bare_rate, 1),
        "spider_only_pages_per_s": spider_only["pages_per_s"],
        "news_pages_per_s": news["pages_per_s"],
        "ratio": round(news["pages_per_s"] / bare_rate, 3),
        "spider_only_ratio": round(spider_only["pages_per_s"] / bare_rate, 3),
        "news_cpu_ms_per_page": news.get("cpu_ms_per_page"),  # none when --skip-news
        "bare_cpu_ms_per_page": [bare["cpu_ms_per_page"], again["cpu_ms_per_page"]],
    }


@contextlib.contextmanager
def _unbatched(active: bool) -> Iterator[None]:
    """Every call its own batch, sent at once: close to the hand-over before batching (each
    call still has a waiter and a task of its own, and goes through `run_calls`)."""
    saved = ArticleExtractor.MAX_BATCH, ArticleExtractor.BATCHES_PER_WORKER
    if active:
        ArticleExtractor.MAX_BATCH, ArticleExtractor.BATCHES_PER_WORKER = 1, 1_000_000
    try:
        yield
    finally:
        ArticleExtractor.MAX_BATCH, ArticleExtractor.BATCHES_PER_WORKER = saved


def start_fake(args: argparse.Namespace, manifest_path: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.fakes.news",
            "--bench-pages",
            str(args.pages),
            "--hosts",
            str(args.hosts),
            "--feeds",
            str(args.feeds),
            "--manifest",
            str(manifest_path),
        ],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline()  # the fake prints one JSON line once it serves
    if not line or not json.loads(line).get("ready"):
        process.kill()
        raise RuntimeError(f"the fake news server did not start: {line!r}")
    return process


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=2000)
    parser.add_argument("--hosts", type=int, default=4, help="outlets (127.0.0.1 ... .N)")
    parser.add_argument("--feeds", type=int, default=20)
    parser.add_argument(
        "--extract-workers",
        type=int,
        help="the spider's default: one per CPU, below the crawling process's priority",
    )
    parser.add_argument("--skip-news", action="store_true", help="spider_only phase only")
    parser.add_argument(
        "--one-by-one",
        action="store_true",
        help="also the spider alone with pages handed to the workers one at a time",
    )
    parser.add_argument(
        "--again",
        action="store_true",
        help="also the spider alone a second time, its feeds answered 304 (conditional GET)",
    )
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="bare, spider alone, news and bare again this many times; the ratios reported "
        "are the medians (the first round's phases are reported in full)",
    )
    parser.add_argument("--out", type=Path, default=REPO / "bench/results/news_throughput.json")
    args = parser.parse_args()
    results: dict[str, Any] = {}

    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        fake = start_fake(args, workdir / "manifest.json")
        try:
            manifest = json.loads((workdir / "manifest.json").read_text(encoding="utf-8"))
            user_agent = Settings().user_agent

            async def run() -> int:
                # A short warm-up so neither measured phase pays for imports and first
                # connections alone.
                await bare_crawl(manifest["pages"][:50], user_agent)
                bare = await bare_crawl(manifest["pages"], user_agent, fake.pid)
                options = {"fake_pid": fake.pid, "extract_workers": args.extract_workers}
                spider_only = await news_crawl(manifest, workdir, pipelines=False, **options)
                if args.again:  # the same crawl again: its feeds are revalidated (304)
                    results["spider_only_again"] = await news_crawl(
                        manifest, workdir, pipelines=False, **options
                    )
                if args.one_by_one:
                    results["spider_only_one_by_one"] = await news_crawl(
                        manifest, workdir, pipelines=False, one_by_one=True, **options
                    )

                async def news_phase(where: Path) -> dict[str, Any]:
                    if args.skip_news:
                        return {"pages_per_s": 0.0, "rows_stored": 0, "skipped": True}
                    return await news_crawl(manifest, where, **options)

                news = await news_phase(workdir)
                bare_again = await bare_crawl(manifest["pages"], user_agent, fake.pid)
                first = _round_summary(bare, spider_only, news, bare_again)
                bare_rate = first["bare_pages_per_s"]
                results.update(
                    pages=args.pages,
                    outlets=args.hosts,
                    feeds=len(manifest["feeds"]),
                    languages=manifest["languages"],
                    bare=bare,
                    spider_only=spider_only,
                    news=news,
                    bare_again=bare_again,
                    ratio=first["ratio"],
                    spider_only_ratio=first["spider_only_ratio"],
                    target_ratio=0.5,
                    process_peak_rss_mb=round(
                        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1
                    ),
                    end_rss_mb=vm_rss_mb(),
                    storage=(
                        "stored by the article pipeline"
                        if news["rows_stored"]
                        else "no article pipeline yet: StorePipeline passes articles through"
                    ),
                    machine={"cpus": _cpus(), "python": platform.python_version()},
                )
                if again := results.get("spider_only_again"):
                    results["spider_only_again_ratio"] = round(again["pages_per_s"] / bare_rate, 3)
                if one_by_one := results.get("spider_only_one_by_one"):
                    results["spider_only_one_by_one_ratio"] = round(
                        one_by_one["pages_per_s"] / bare_rate, 3
                    )
                if args.rounds > 1:
                    rounds = [first]
                    for number in range(2, args.rounds + 1):
                        # Its own database and HTTP cache: a crawl's stored articles and
                        # feed validators would make the next one a re-crawl of nothing.
                        fresh = workdir / f"round-{number}"
                        fresh.mkdir()
                        rounds.append(
                            _round_summary(
                                await bare_crawl(manifest["pages"], user_agent, fake.pid),
                                await news_crawl(manifest, fresh, pipelines=False, **options),
                                await news_phase(fresh),
                                await bare_crawl(manifest["pages"], user_agent, fake.pid),
                            )
                        )
                    results.update(
                        rounds=rounds,
                        ratio=round(statistics.median(r["ratio"] for r in rounds), 3),
                        spider_only_ratio=round(
                            statistics.median(r["spider_only_ratio"] for r in rounds), 3
                        ),
                        ratio_range=[
                            min(r["ratio"] for r in rounds),
                            max(r["ratio"] for r in rounds),
                        ],
                    )
                return 0

            run_on_reactor(run)
        finally:
            fake.terminate()
            fake.wait(timeout=10)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(results, indent=2))


def _cpus() -> int | None:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()


if __name__ == "__main__":
    main()
