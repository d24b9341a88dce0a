"""Artificial Analysis `GET /api/v2/data/llms/models` (needs a user-supplied `x-api-key`;
verification-sources §2.4).

Records: `{id (uuid), name, slug, release_date, model_creator{id, name, slug}, evaluations{…},
pricing{…}, median_output_tokens_per_second, …}`, as a bare list or in the API's
`{"status", "prompt_options", "data": […]}` envelope. One row per (model, evaluation key) with
a value; `row_id` is `<uuid>:<key>` (AA says names and slugs may change; the uuid does not).

AA runs every evaluation itself → `owner_run`. Per-benchmark values are 0–1 fractions (×100
here). Keys and what they are:

* `gpqa` → GPQA Diamond; `lcr` → AA-LCR (AA's own benchmark); `math_500` → MATH-500;
  `hle`, `mmlu_pro`, `livecodebench`, `scicode`, `ifbench`, `aime_25` → their benchmarks
  (`aime` → "AIME" without a year: AA does not say which);
* `terminalbench_hard` → **Terminal-Bench Hard**, AA's own subset and harness: never
  Terminal-Bench 2.0/2.1;
* `terminalbench_v2_1` (newer key, third-party report) → Terminal-Bench 2.1 run with AA's
  harness (`setting["scaffold"]`);
* `tau2` → **τ²-bench Telecom** only, never the vendor's τ² average.

Indices (intelligence/coding/math, 0–100, re-based between index versions), prices and speeds
are not benchmark rows and are left out; unknown keys are ignored.
"""

from __future__ import annotations

import re
from typing import Any

from crawler.parsers.leaderboards.rows import (
    LeaderboardError,
    LeaderboardRow,
    Reason,
    Source,
    api_error,
    load_json,
    number,
    text,
    unique_ids,
)
from domain.claims.benchmarks import BenchmarkId, canonical_benchmark
from domain.claims.verdicts import Runner

AA_URL = "https://artificialanalysis.ai/api/v2/data/llms/models"
AA_SITE = "https://artificialanalysis.ai"
_SRC = Source.ARTIFICIAL_ANALYSIS
#: evaluation key → benchmark (all 0–1 fractions).
AA_BENCHMARKS: dict[str, BenchmarkId] = {
    key: bench
    for key, name in {
        "gpqa": "GPQA Diamond",
        "lcr": "AA-LCR",
        "math_500": "MATH-500",
        "hle": "Humanity's Last Exam",
        "mmlu_pro": "MMLU-Pro",
        "livecodebench": "LiveCodeBench",
        "scicode": "SciCode",
        "ifbench": "IFBench",
        "aime_25": "AIME 2025",
        "aime": "AIME",
        "terminalbench_hard": "Terminal-Bench Hard",
        "terminalbench_v2_1": "Terminal-Bench 2.1",
        "tau2": "τ²-bench Telecom",
    }.items()
    if (bench := canonical_benchmark(name)) is not None
}
_EFFORT = re.compile(
    r"\((minimal|low|medium|high|xhigh|max|reasoning|non-reasoning|thinking|adaptive)\)\s*$",
    re.IGNORECASE,
)


def parse_artificial_analysis(payload: bytes | str | Any) -> list[LeaderboardRow]:
    data = load_json(payload, _SRC)
    if isinstance(data, dict) and isinstance(data.get("data"), list):
        records = data["data"]
    elif isinstance(data, list):
        records = data
    elif (message := api_error(data)) is not None:
        raise LeaderboardError(_SRC, Reason.API_ERROR, message)
    else:
        raise LeaderboardError(
            _SRC, Reason.WRONG_SHAPE, 'expected a list of models or {"data": [...]}'
        )
    rows: list[LeaderboardRow] = []
    for i, record in enumerate(records):
        if not isinstance(record, dict):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"data[{i}] is not an object")
        rows.extend(_rows(record, i))
    return unique_ids(rows)


def _rows(r: dict[str, Any], i: int) -> list[LeaderboardRow]:
    uid = text(r.get("id"))
    name = text(r.get("name"))
    if uid is None or name is None:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"data[{i}]: id/name")
    evaluations = r.get("evaluations")
    if not isinstance(evaluations, dict):
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"data[{i}] ({name}): evaluations")
    creator = r.get("model_creator") if isinstance(r.get("model_creator"), dict) else {}
    slug = text(r.get("slug"))
    setting: dict[str, str] = {"aa_id": uid}
    if slug:
        setting["slug"] = slug
    if m := _EFFORT.search(name):
        setting["reasoning_effort"] = m.group(1).lower()
    if release := text(r.get("release_date")):
        setting["release_date"] = release
    url = f"{AA_SITE}/models/{slug}" if slug else AA_SITE
    # `release_date` is the model's, not the run's: kept in the setting, `date` stays None.
    out = []
    for key, raw in evaluations.items():
        bench = AA_BENCHMARKS.get(key)
        if bench is None or raw is None:
            continue
        fraction = number(
            raw, _SRC, f"{name} ({uid}).evaluations.{key} (a 0–1 fraction)", lo=0, hi=1
        )
        row_setting = dict(setting, aa_key=key)
        if key == "terminalbench_v2_1":
            row_setting["scaffold"] = "Artificial Analysis harness"
        out.append(
            LeaderboardRow(
                source=_SRC,
                row_id=f"{uid}:{key}",
                model_name=name,
                model_org=text(creator.get("name")),
                submitter="Artificial Analysis",
                benchmark=bench,
                value=round(fraction * 100, 6),
                runner=Runner.OWNER_RUN,
                runner_reason="Artificial Analysis runs every evaluation itself",
                url=url,
                date=None,
                setting=row_setting,
                hidden=False,
            )
        )
    return out
