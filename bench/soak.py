"""Memory of `modelwatch run` over an accelerated soak.

The service runs as its own process with a 1-second crawl interval (instead of 30 minutes)
against the local Hub and Telegram servers, while the Hub's counters move every second so that
rules fire and alerts are delivered. Its resident set size is sampled from /proc; the figure to
look at is the growth after warm-up.

    python -m bench.soak --seconds 600
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from tests.fakes.hub import FakeHub
from tests.fakes.telegram import FakeTelegram

ORG = "DiffuSpace"
REPO = "DiffuSpace/Clover-35B-A3B-Preview"
TOKEN = "123456:SOAK"
WATCHLIST = f"""
[defaults]
interval = "1s"
jitter = "0s"

[[model]]
key = "clover"
name = "Clover-35B-A3B-Preview"
vendor = "{ORG}"
[model.pages]
huggingface = ["{REPO}"]
huggingface_orgs = ["{ORG}"]
[[model.rules]]
metric = "likes"
absolute = 25
[[model.rules]]
metric = "downloads_all_time"
milestones = [10000, 20000, 40000, 80000, 160000, 320000]
[[model.rules]]
event = "new_repo"
"""


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def slope_kib_per_min(samples: list[tuple[float, int]]) -> float:
    xs = [t / 60 for t, _ in samples]
    ys = [r for _, r in samples]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs) or 1.0
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=600)
    parser.add_argument("--warmup", type=int, default=60)
    parser.add_argument("--out", type=Path, default=Path("bench/results/soak.json"))
    args = parser.parse_args()
    with (
        tempfile.TemporaryDirectory() as tmp,
        FakeHub(quota=10**9) as hub,
        FakeTelegram(token=TOKEN, max_poll_timeout=1.0) as telegram,
    ):
        hub.add_model(REPO, downloads=5000, downloads_all_time=8000, likes=164)
        hub.populate_org(ORG, 49)
        watchlist = Path(tmp) / "watchlist.toml"
        watchlist.write_text(WATCHLIST, encoding="utf-8")
        env = {
            **{k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "LANG")},
            "PYTHONPATH": str(Path(__file__).resolve().parents[1]),
            "MODELWATCH_DATABASE_URL": f"sqlite:///{Path(tmp) / 'soak.db'}",
            "MODELWATCH_WATCHLIST": str(watchlist),
            "MODELWATCH_TELEGRAM_TOKEN": TOKEN,
            "MODELWATCH_TELEGRAM_API_URL": telegram.url,
            "MODELWATCH_TELEGRAM_CHAT_IDS": "100,200,300",
            "MODELWATCH_LOG_LEVEL": "WARNING",
            "HF_ENDPOINT": hub.url,
        }
        proc = subprocess.Popen(
            [sys.executable, "-c", "import sys, cli; sys.exit(cli.main())", "run"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        stop = threading.Event()

        def move_counters() -> None:
            likes, total, n = 164, 8000, 0
            while not stop.wait(1.0):
                likes += 7
                total += 900
                n += 1
                hub.update(REPO, likes=likes, downloads_all_time=total)
                if n % 60 == 0:
                    hub.add_model(f"{ORG}/Clover-Soak-{n}", downloads=1, likes=0)
                if n % 20 == 0:
                    telegram.inject_message(100, "/history clover likes 7")

        mover = threading.Thread(target=move_counters, daemon=True)
        mover.start()
        started = time.monotonic()
        samples: list[tuple[float, int]] = []
        try:
            while (elapsed := time.monotonic() - started) < args.seconds:
                if proc.poll() is not None:
                    raise RuntimeError(f"service exited: {proc.stderr.read()[-2000:]}")
                samples.append((elapsed, rss_kib(proc.pid)))
                time.sleep(5)
        finally:
            stop.set()
            proc.send_signal(signal.SIGTERM)
            _, err = proc.communicate(timeout=120)
        after = [(t, r) for t, r in samples if t >= args.warmup]
        result = {
            "seconds": args.seconds,
            "crawls": hub.count("/api/models?") or hub.count("/api/models"),
            "messages_delivered": len(telegram.messages()),
            "rss_at_warmup_mib": round(after[0][1] / 1024, 1),
            "rss_at_end_mib": round(after[-1][1] / 1024, 1),
            "rss_max_mib": round(max(r for _, r in samples) / 1024, 1),
            "growth_after_warmup_mib": round((after[-1][1] - after[0][1]) / 1024, 1),
            "slope_after_warmup_kib_per_min": round(slope_kib_per_min(after), 1),
            "exit_code": proc.returncode,
            "errors_logged": sum(" ERROR " in line for line in err.splitlines()),
        }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
