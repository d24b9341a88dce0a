"""`modelwatch history` for one model over 90 days, with millions of snapshot rows in SQLite.

The table is filled to look like a year of service: ~57 models (one watched, the rest org repos)
polled every 30 minutes, 5 metrics each. The schema comes from the real migrations.

Reported: the median latency of the history query (the function the CLI and /history call),
its median for one metric, and the median wall time of the whole `modelwatch history` command
(a new process each time, so that number is dominated by Python start-up).

    python -m bench.history --rows 5000000
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from domain.watchlist import load_watchlist
from jobs import reports
from settings import SHIPPED_WATCHLIST
from storage import migrate
from storage.db import Database

METRICS = ("downloads", "downloads_all_time", "likes", "trending_score", "files")
STEP = timedelta(minutes=30)
WATCHED = "clover-35b-a3b-preview"


def fill(path: Path, rows: int) -> dict:
    db = Database(f"sqlite:///{path}")
    migrate.upgrade(db)
    db.dispose()
    per_model = (365 * 24 * 2) * len(METRICS)  # a year at 30-minute polls
    models = max(1, rows // per_model)
    end = datetime.now(UTC).replace(microsecond=0)
    started = time.perf_counter()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=OFF")
    written = 0
    for m in range(models):
        key = WATCHED if m == 0 else f"BenchOrg/model-{m:03d}"
        subject = "DiffuSpace/Clover-35B-A3B-Preview" if m == 0 else key
        batch = []
        steps = per_model // len(METRICS)
        for i in range(steps):
            at = (end - STEP * (steps - i)).timestamp()  # SQLite keeps epoch seconds
            for j, metric in enumerate(METRICS):
                batch.append((key, "huggingface", subject, metric, float(i * (j + 1)), at))
        conn.executemany(
            "INSERT INTO snapshots (model, source, subject, metric, value, observed_at, origin)"
            " VALUES (?, ?, ?, ?, ?, ?, 'observed')",
            batch,
        )
        conn.commit()
        written += len(batch)
    conn.execute("ANALYZE")
    conn.commit()
    conn.close()
    return {"rows": written, "models": models, "fill_s": round(time.perf_counter() - started, 1)}


def median_ms(fn, repeat: int) -> float:
    fn()  # warm the page cache
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1000)
    return round(statistics.median(samples), 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, default=5_000_000)
    parser.add_argument("--repeat", type=int, default=25)
    parser.add_argument("--out", type=Path, default=Path("bench/results/history.json"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "history.db"
        result = fill(path, args.rows)
        db = Database(f"sqlite:///{path}")
        watchlist = load_watchlist(SHIPPED_WATCHLIST)
        since = reports.parse_since("90d")
        returned = len(reports.history_rows(db, watchlist, "Clover", since=since)[1])
        result["rows_returned_all_metrics"] = returned
        result["query_all_metrics_90d_median_ms"] = median_ms(
            lambda: reports.history_rows(db, watchlist, "Clover", since=since), args.repeat
        )
        result["query_one_metric_90d_median_ms"] = median_ms(
            lambda: reports.history_rows(db, watchlist, "Clover", metric="likes", since=since),
            args.repeat,
        )
        db.dispose()
        env = {**os.environ, "MODELWATCH_DATABASE_URL": f"sqlite:///{path}"}
        command = [
            sys.executable,
            "-c",
            "import sys, cli; sys.exit(cli.main())",
            "history",
            "Clover",
            "--metric",
            "likes",
            "--since",
            "90d",
            "--format",
            "json",
        ]
        startup = [sys.executable, "-c", "import cli"]

        def run(cmd):
            subprocess.run(cmd, env=env, check=True, capture_output=True)

        result["command_median_ms"] = median_ms(lambda: run(command), 7)
        result["python_import_only_median_ms"] = median_ms(lambda: run(startup), 7)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
