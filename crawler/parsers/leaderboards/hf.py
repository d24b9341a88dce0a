"""Hugging Face eval results: `GET /api/models/{id}?expand[]=evalResults` items, the
`.eval_results/*.yaml` files they come from, and community-evals run files (§2.6).

API items are `{filename, verified, data: {dataset{id, task_id, revision}, value, date,
source{url, name, user, org}, verifyToken, notes}, pullRequest}`; items the Hub failed to
validate carry `error` and are skipped (as `huggingface_hub` does). A YAML file is a list of
the `data` objects. Most of these numbers are **not independent** today: community tooling
bulk-copies model-card and Artificial Analysis numbers into `.eval_results`.

Who ran a row (§4.4), in order:

1. `source.user`/`source.org` is a vendor account → `first_party`;
2. `verified: true` (a valid verifyToken: run on HF Jobs) → `third_party`;
3. the source is a leaderboard or aggregator (Artificial Analysis, Epoch, SWE-bench,
   Terminal-Bench, τ-bench, Vals, LLM Stats, EEE, OpenEvals) → `mirror`: deduped to its origin;
4. `source.url` on the vendor's repo or domain → `first_party`;
5. "Model Card": on the vendor's repo → `first_party`; on another repo (a quantised
   re-upload repeating the vendor's figure) → `mirror`;
6. a technical report or paper → `first_party` (vendor authorship assumed until a human
   says otherwise; arXiv needs review, §2.10);
7. no source at all → `first_party` (self-reported by the repo owner);
8. any other source (third-party eval logs) → `third_party`, a weaker source: a flag at most.

Values: HF entries are written by hand; values strictly between 0 and 1 are read as fractions
(×100, noted in the setting), as the `huggingface_hub` examples write GPQA `0.412`.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote, urlsplit

import yaml

from crawler.parsers.leaderboards.rows import (
    LeaderboardError,
    LeaderboardRow,
    Reason,
    Source,
    api_error,
    load_json,
    number,
    parse_date,
    text,
    unique_ids,
)
from domain.claims.benchmarks import BenchmarkId, canonical_benchmark
from domain.claims.identity import VendorIdentity
from domain.claims.verdicts import Runner

HF_URL = "https://huggingface.co"
_SRC = Source.HF_EVAL_RESULTS
#: Benchmark datasets whose names do not say the benchmark by themselves.
_DATASETS: dict[tuple[str, str | None], str] = {
    ("idavidrein/gpqa", "gpqa_diamond"): "GPQA Diamond",
    ("idavidrein/gpqa", "gpqa_main"): "GPQA Main",
    ("idavidrein/gpqa", "gpqa_extended"): "GPQA Extended",
    ("cais/hle", None): "Humanity's Last Exam",
    ("swe-bench/swe-bench_verified", None): "SWE-bench Verified",
    ("princeton-nlp/swe-bench_verified", None): "SWE-bench Verified",
    ("terminal-bench/terminal-bench-2.0", None): "Terminal-Bench 2.0",
    ("terminal-bench/terminal-bench-2.1", None): "Terminal-Bench 2.1",
    ("openevals/aime_2025", None): "AIME 2025",
    ("openevals/aime_24", None): "AIME 2024",
    ("huggingfaceh4/math-500", None): "MATH-500",
    ("tiger-lab/mmlu-pro", None): "MMLU-Pro",
    ("openai/gsm8k", None): "GSM8K",
}
#: community-evals `metric_mapping.json` names → the dataset task they are written to.
_COMMUNITY_BENCHMARKS = {
    "gpqa": "GPQA Diamond",  # Idavidrein/gpqa, task gpqa_diamond
    "hle": "Humanity's Last Exam",
    "aime25": "AIME 2025",
    "aime": "AIME 2024",
    "swe-bench": "SWE-bench Verified",  # princeton-nlp/SWE-bench_Verified
}
_GENERIC_TASKS = frozenset({"default", "main", "test", "all", "train", "validation"})
#: Sources that are leaderboards or aggregators: an HF row citing them is a copy.
_MIRROR_HOSTS = (
    "artificialanalysis.ai",
    "epoch.ai",
    "swebench.com",
    "tbench.ai",
    "taubench.com",
    "vals.ai",
    "llm-stats.com",
    "lmarena.ai",
    "livebench.ai",
)
_MIRROR_NAMES = (
    "artificial analysis",
    "epoch",
    "swe-bench",
    "swebench",
    "terminal-bench",
    "tbench",
    "taubench",
    "τ-bench",
    "vals",
    "llm stats",
    "llm-stats",
    "every eval ever",
    "openevals",
    "open llm leaderboard",
    "lmarena",
    "livebench",
)
_MIRROR_REPOS = ("openevals/leaderboard-data", "evaleval/")
_CARD_NAMES = frozenset({"model card", "model_card", "modelcard", "readme"})
_REPORT_WORDS = ("technical report", "tech report", "paper", "blog", "announcement", "release")


def hf_benchmark(dataset_id: str, task_id: str | None) -> BenchmarkId | None:
    """`Idavidrein/gpqa` + `gpqa_diamond` → GPQA Diamond; None when not a known benchmark."""
    ds = dataset_id.strip().lower()
    task = (task_id or "").strip().lower() or None
    name = _DATASETS.get((ds, task)) or _DATASETS.get((ds, None))
    if name:
        return canonical_benchmark(name)
    candidates = []
    if task and task not in _GENERIC_TASKS:
        candidates.append(task)
    candidates.append(ds.rsplit("/", 1)[-1])
    for candidate in candidates:
        bench = canonical_benchmark(candidate.replace("_", " "))
        if bench is not None:
            return bench
    return None


def _owner(repo_id: str) -> str:
    return repo_id.split("/", 1)[0] if "/" in repo_id else repo_id


def hf_runner(
    repo_id: str,
    verified: bool,
    source: dict[str, Any],
    vendor: VendorIdentity | None,
) -> tuple[Runner, str]:
    name = (text(source.get("name")) or "").lower()
    url = text(source.get("url")) or ""
    user = text(source.get("user"))
    org = text(source.get("org"))
    host = (urlsplit(url if "//" in url else f"//{url}").hostname or "").lower() if url else ""
    path = urlsplit(url).path.strip("/").lower() if url else ""
    repo_is_vendor = vendor is not None and _owner(repo_id).lower() in {
        o.lower() for o in vendor.hf_orgs
    }
    if vendor is not None and (vendor.is_vendor_account(user) or vendor.is_vendor(org)):
        return Runner.FIRST_PARTY, f"source user/org {user or org} is the vendor"
    if verified:
        return Runner.THIRD_PARTY, "verified: run on HF Jobs with a valid verifyToken"
    if any(host == h or host.endswith("." + h) for h in _MIRROR_HOSTS) or any(
        re.search(rf"(?<![a-z]){re.escape(n)}(?![a-z])", name) for n in _MIRROR_NAMES
    ):
        return Runner.MIRROR, f"a copy of {source.get('name') or host}, polled at the origin"
    if host in ("huggingface.co", "hf.co") and any(
        path.removeprefix("datasets/").startswith(r) for r in _MIRROR_REPOS
    ):
        return Runner.MIRROR, "a copy from an aggregator dataset"
    if vendor is not None and vendor.owns_url(url):
        return Runner.FIRST_PARTY, f"source {url} is on the vendor's repo or domain"
    own_page = host in ("huggingface.co", "hf.co") and path == repo_id.lower()
    if name in _CARD_NAMES or own_page:
        if repo_is_vendor or vendor is None:
            return Runner.FIRST_PARTY, "the model card's own number (self-reported)"
        return Runner.MIRROR, "a model-card number in a non-vendor repo: a copy, not a run"
    if (
        any(w in name for w in _REPORT_WORDS)
        or host in ("arxiv.org", "www.arxiv.org")
        or (host in ("huggingface.co", "hf.co") and path.startswith("papers/"))
    ):
        return Runner.FIRST_PARTY, f"from a report or paper ({source.get('name') or url})"
    if not url and not name:
        return Runner.FIRST_PARTY, "no source given: self-reported by the repo owner"
    return Runner.THIRD_PARTY, f"third-party source {source.get('name') or url}, not verified"


def _items(data: Any, repo_id: str | None) -> tuple[list[Any], str | None]:
    if isinstance(data, dict) and "evalResults" in data:
        repo = repo_id or text(data.get("id")) or text(data.get("modelId"))
        items = data.get("evalResults") or []
    elif isinstance(data, dict) and isinstance(data.get("data"), list):
        repo, items = repo_id, data["data"]
    else:
        repo, items = repo_id, data
    if not isinstance(items, list):
        raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, "expected a list of eval results")
    return items, repo


def parse_hf_eval_results(
    payload: bytes | str | Any,
    *,
    repo_id: str | None = None,
    vendor: VendorIdentity | None = None,
) -> list[LeaderboardRow]:
    """Rows of a model's `evalResults`: the model-info answer (`{"id", "evalResults": […]}`),
    its list of items, or `{"data": […]}`. `repo_id` is required unless the answer has `id`."""
    data = load_json(payload, _SRC)
    if (message := api_error(data)) is not None:
        raise LeaderboardError(_SRC, Reason.API_ERROR, message)
    items, repo = _items(data, repo_id)
    if not repo:
        raise LeaderboardError(
            _SRC, Reason.MISSING_FIELD, "repo_id (the model the results are for)"
        )
    rows = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"evalResults[{i}] is not an object")
        if "error" in item:
            continue  # the Hub rejected this file; it is not shown on the model page
        entry = item.get("data", item)
        if not isinstance(entry, dict):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"evalResults[{i}].data")
        rows.append(
            _row(
                repo,
                entry,
                verified=item.get("verified") is True,
                filename=text(item.get("filename")),
                pull_request=item.get("pullRequest"),
                vendor=vendor,
                where=f"evalResults[{i}]",
            )
        )
    return unique_ids(rows)


def parse_hf_eval_results_yaml(
    source_text: bytes | str,
    *,
    repo_id: str,
    filename: str,
    vendor: VendorIdentity | None = None,
) -> list[LeaderboardRow]:
    """Rows of one `.eval_results/*.yaml` file read from the repo. A `verifyToken` in the file
    is not validated here (the Hub does that): such rows stay unverified."""
    if isinstance(source_text, bytes):
        source_text = source_text.decode("utf-8", errors="replace")
    try:
        data = yaml.safe_load(source_text)
    except yaml.YAMLError as exc:
        raise LeaderboardError(_SRC, Reason.NOT_JSON, f"{filename}: not YAML: {exc}") from None
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"{filename}: expected a list of entries")
    rows = []
    for i, entry in enumerate(data):
        if not isinstance(entry, dict):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"{filename}[{i}] is not a mapping")
        rows.append(
            _row(repo_id, entry, verified=False, filename=filename, pull_request=None,
                 vendor=vendor, where=f"{filename}[{i}]")
        )  # fmt: skip
    return unique_ids(rows)


def _value(raw: Any, where: str) -> tuple[float, bool]:
    value = number(raw, _SRC, f"{where}.value", lo=0, hi=100)
    if 0 < value < 1:
        return round(value * 100, 6), True
    return value, False


def _row(
    repo_id: str,
    entry: dict[str, Any],
    *,
    verified: bool,
    filename: str | None,
    pull_request: Any,
    vendor: VendorIdentity | None,
    where: str,
) -> LeaderboardRow:
    dataset = entry.get("dataset")
    if not isinstance(dataset, dict) or not text(dataset.get("id")):
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"{where}.dataset.id")
    if "value" not in entry:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"{where}.value")
    dataset_id = str(text(dataset.get("id")))
    task_id = text(dataset.get("task_id"))
    value, fraction = _value(entry["value"], where)
    source = entry.get("source") if isinstance(entry.get("source"), dict) else {}
    runner, why = hf_runner(repo_id, verified, source, vendor)
    pr = (
        pull_request
        if isinstance(pull_request, int) and not isinstance(pull_request, bool)
        else None
    )
    setting = {"dataset": dataset_id, "verified": "true" if verified else "false"}
    if task_id:
        setting["task_id"] = task_id
    if revision := text(dataset.get("revision")):
        setting["dataset_revision"] = revision
    for key in ("name", "url", "user", "org"):
        if value_ := text(source.get(key)):
            setting[f"source_{key}"] = value_
    if notes := text(entry.get("notes")):
        setting["notes"] = notes
    if text(entry.get("verifyToken")) and not verified:
        setting["verify_token"] = "present, not validated here"
    if fraction:
        setting["scale"] = "given as a 0–1 fraction, ×100"
    if pr is not None:
        setting["pull_request"] = str(pr)
    submitter = (
        text(source.get("user"))
        or text(source.get("org"))
        or text(source.get("name"))
        or _owner(repo_id)
    )
    file_part = filename or ".eval_results"
    row_id = f"{repo_id}/{file_part}#{dataset_id}/{task_id or '-'}"
    if pr is not None:
        row_id += f"@pr{pr}"
        url = f"{HF_URL}/{repo_id}/discussions/{pr}"
    elif filename:
        url = f"{HF_URL}/{repo_id}/blob/main/{quote(filename)}"
    else:
        url = f"{HF_URL}/{repo_id}"
    return LeaderboardRow(
        source=_SRC,
        row_id=row_id,
        model_name=repo_id,
        model_org=_owner(repo_id),
        submitter=submitter,
        benchmark=hf_benchmark(dataset_id, task_id),
        value=value,
        runner=runner,
        runner_reason=why,
        url=url,
        date=parse_date(entry.get("date")),
        setting=setting,
        model_repo=repo_id,
    )


def parse_hf_community_evals_run(
    payload: bytes | str | Any, *, vendor: VendorIdentity | None = None
) -> list[LeaderboardRow]:
    """Rows of a `huggingface/community-evals` `runs/*.json` file: numbers the tooling read
    from model cards (`source: model_card`) and writes, or would write, into `.eval_results`."""
    data = load_json(payload, _SRC)
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, 'expected {"benchmark", "results": [...]}')
    rows = []
    for i, item in enumerate(data["results"]):
        if not isinstance(item, dict):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"results[{i}] is not an object")
        repo = text(item.get("repo_id"))
        bench_name = text(item.get("benchmark")) or text(data.get("benchmark"))
        if repo is None or bench_name is None:
            raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"results[{i}]: repo_id/benchmark")
        if "value" not in item:
            raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"results[{i}].value")
        value, fraction = _value(item["value"], f"results[{i}]")
        src_name = (text(item.get("source")) or text(data.get("source")) or "").replace("_", " ")
        source = {
            "name": src_name.title() if src_name else None,
            "url": text(item.get("source_url")),
        }
        runner, why = hf_runner(repo, False, source, vendor)
        canonical = _COMMUNITY_BENCHMARKS.get(bench_name.lower())
        benchmark = canonical_benchmark(canonical or bench_name)
        setting = {"benchmark_name": bench_name, "verified": "false"}
        if src_name:
            setting["source_name"] = source["name"] or src_name
        if source["url"]:
            setting["source_url"] = str(source["url"])
        if status := text(item.get("status")):
            setting["status"] = status
        if fraction:
            setting["scale"] = "given as a 0–1 fraction, ×100"
        rows.append(
            LeaderboardRow(
                source=_SRC,
                row_id=f"{repo}/community-evals#{bench_name}",
                model_name=repo,
                model_org=_owner(repo),
                submitter=source["name"] or _owner(repo),
                benchmark=benchmark,
                value=value,
                runner=runner,
                runner_reason=why,
                url=f"{HF_URL}/{repo}",
                date=parse_date(item.get("timestamp")) or parse_date(data.get("created")),
                setting=setting,
                model_repo=repo,
            )
        )
    return unique_ids(rows)
