"""SWE-bench `data/leaderboards.json` (swe-bench.github.io): `{"leaderboards": [{"name",
"results": [...]}]}`, one result per submission folder (verification-sources §2.1).

Who ran a row (§4.4):

* rows with `mini-swe-agent_version`, and every row of the `bash-only` board, were run by the
  SWE-bench team with mini-SWE-agent → `owner_run`. Their benchmark is **SWE-bench bash-only**
  (the 2026 site shows them as the "mini-SWE-agent" option of the Verified page): a minimal
  scaffold, never compared with a vendor's own-scaffold "SWE-bench Verified" number;
* a row whose `Org:` tags are all the vendor (or the owner of its `Model:` HF URL), or whose
  folder is named after the vendor (`20250930_zai_glm4-6`), is the vendor's own submission →
  `first_party`, even when `checked` (the issue: a vendor's own submission is not
  independent; `checked` is kept in the setting);
* other `checked` rows ("performed by or directly verified by the SWE-bench team") →
  `owner_run`; the rest → `third_party`.

Rows with `System: Attempts - N` for N > 1 (best of N) get their own benchmark variant
("Verified (3 attempts)"): they are never judged against a pass@1 claim.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

from crawler.parsers.leaderboards.rows import (
    LeaderboardError,
    LeaderboardRow,
    Reason,
    Source,
    api_error,
    load_json,
    number,
    parse_date,
    same_org,
    text,
    unique_ids,
)
from domain.claims.benchmarks import BenchmarkId, canonical_benchmark
from domain.claims.identity import VendorIdentity
from domain.claims.verdicts import Runner

SWEBENCH_URL = (
    "https://raw.githubusercontent.com/SWE-bench/swe-bench.github.io/master/data/leaderboards.json"
)
EXPERIMENTS_URL = "https://github.com/SWE-bench/experiments/tree/main/evaluation"
_SRC = Source.SWEBENCH
_BOARDS = {
    "verified": "SWE-bench Verified",
    "bash-only": "SWE-bench bash-only",
    "lite": "SWE-bench Lite",
    "test": "SWE-bench Full",
    "full": "SWE-bench Full",
    "multimodal": "SWE-bench Multimodal",
    "multilingual": "SWE-bench Multilingual",
}
BASH_ONLY = BenchmarkId("SWE-bench", "bash-only")
#: Org tags of the SWE-bench team's own scaffolds (the mini-SWE-agent rows carry "Org: SWE-agent").
_TEAM_ORGS = ("SWE-agent", "SWE-bench")
_HF_URL = re.compile(r"https?://(?:www\.)?(?:huggingface\.co|hf\.co)/([^/\s]+)/([^/\s?#]+)")


def board_benchmark(name: str) -> BenchmarkId:
    """The benchmark of a board: "Verified" → SWE-bench Verified, "Test" → SWE-bench Full.
    An unknown board keeps its own name as the variant, so it never equals a known one."""
    key = name.strip().lower()
    if key in _BOARDS:
        bench = canonical_benchmark(_BOARDS[key])
        if bench is not None:
            return bench
    return canonical_benchmark(f"SWE-bench {name}") or BenchmarkId("SWE-bench", name.strip())


def parse_swebench(
    payload: bytes | str | Any,
    *,
    vendor: VendorIdentity | None = None,
    boards: Iterable[str] | None = None,
    url: str = SWEBENCH_URL,
) -> list[LeaderboardRow]:
    """Rows of every board (or only `boards`, case-insensitive) of `leaderboards.json`."""
    data = load_json(payload, _SRC)
    if (message := api_error(data)) is not None:
        raise LeaderboardError(_SRC, Reason.API_ERROR, message)
    if not isinstance(data, dict) or not isinstance(data.get("leaderboards"), list):
        raise LeaderboardError(
            _SRC, Reason.WRONG_SHAPE, 'expected {"leaderboards": [{"name", "results"}]}'
        )
    wanted = {b.lower() for b in boards} if boards is not None else None
    rows: list[LeaderboardRow] = []
    for i, board in enumerate(data["leaderboards"]):
        if not isinstance(board, dict):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"leaderboards[{i}] is not an object")
        name = text(board.get("name"))
        if name is None:
            raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"leaderboards[{i}].name")
        if wanted is not None and name.lower() not in wanted:
            continue
        results = board.get("results")
        if not isinstance(results, list):
            raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"board {name!r}: results[]")
        for j, result in enumerate(results):
            if not isinstance(result, dict):
                raise LeaderboardError(
                    _SRC, Reason.WRONG_SHAPE, f"board {name!r}: results[{j}] is not an object"
                )
            rows.append(_row(name, result, vendor, f"board {name!r} results[{j}]"))
    return unique_ids(rows)


def _tags(result: dict[str, Any]) -> dict[str, list[str]]:
    """`["Model: x", "Org: Z.ai", "System: Attempts - 1"]` → {"model": [x], "org": [...], …}."""
    out: dict[str, list[str]] = {}
    tags = result.get("tags") or []
    if not isinstance(tags, list):
        return out
    for tag in tags:
        if not isinstance(tag, str) or ":" not in tag:
            continue
        key, _, value = tag.partition(":")
        if value.strip():
            out.setdefault(key.strip().lower(), []).append(value.strip())
    return out


def _model(tag: str) -> tuple[str, str | None]:
    """A `Model:` tag → (name, HF repo id when the tag is an HF URL)."""
    m = _HF_URL.match(tag)
    if m:
        repo = f"{m.group(1)}/{m.group(2)}"
        return repo, repo
    return tag, None


def _folder_vendor(folder: str, vendor: VendorIdentity) -> bool:
    """Folder `YYYYMMDD_<org>_<name>` named after the vendor ("20250930_zai_glm4-6")."""
    rest = re.sub(r"^\d{8}_", "", folder.lower())
    parts = [p for p in re.split(r"[_\-]", rest) if p]
    return any(vendor.is_vendor(" ".join(parts[:n])) for n in (1, 2) if len(parts) >= n)


def _row(
    board: str, r: dict[str, Any], vendor: VendorIdentity | None, where: str
) -> LeaderboardRow:
    folder = text(r.get("folder"))
    if folder is None:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"{where}: folder")
    if "resolved" not in r:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"{where} ({folder}): resolved")
    value = number(r["resolved"], _SRC, f"{where} ({folder}).resolved", lo=0, hi=100)
    system = text(r.get("name")) or folder
    tags = _tags(r)
    models = [_model(m) for m in tags.get("model", [])]
    model_name, model_repo = models[0] if models else (system, None)
    orgs = tags.get("org", [])
    checked = r.get("checked") is True
    mini = text(r.get("mini-swe-agent_version"))
    team_run = mini is not None or board.strip().lower() == "bash-only"
    repo_owner = model_repo.split("/")[0] if model_repo else None

    def is_vendor(org: str) -> bool:
        return (vendor is not None and vendor.is_vendor(org)) or same_org(org, repo_owner)

    vendor_orgs = [o for o in orgs if is_vendor(o)]
    team_orgs = [o for o in orgs if any(same_org(o, t) for t in _TEAM_ORGS)]
    other_orgs = [o for o in orgs if o not in vendor_orgs and o not in team_orgs]

    if team_run:
        runner = Runner.OWNER_RUN
        why = f"run by the SWE-bench team with mini-SWE-agent {mini or ''}".rstrip()
        submitter = "SWE-bench team"
    elif vendor_orgs and not other_orgs and not team_orgs:
        runner = Runner.FIRST_PARTY
        why = f"Org: {', '.join(vendor_orgs)} is the model's vendor: its own submission"
        why += " (checked by the SWE-bench team, still not independent)" if checked else ""
        submitter = ", ".join(vendor_orgs)
    elif vendor is not None and _folder_vendor(folder, vendor):
        runner = Runner.FIRST_PARTY
        why = f"folder {folder} is named after the vendor: its own submission"
        submitter = ", ".join(vendor_orgs or orgs) or None
    elif checked:
        runner = Runner.OWNER_RUN
        why = "checked: performed or directly verified by the SWE-bench team"
        submitter = ", ".join(other_orgs or team_orgs) or None
    else:
        runner = Runner.THIRD_PARTY
        who = ", ".join(other_orgs or team_orgs) or "an unnamed submitter"
        why = f"submitted by {who}, not the vendor; not checked by the SWE-bench team"
        submitter = ", ".join(other_orgs or team_orgs) or None

    if vendor_orgs:
        model_org: str | None = vendor_orgs[0]
    elif team_run and other_orgs:
        model_org = other_orgs[0]
    else:
        model_org = repo_owner

    benchmark = board_benchmark(board)
    if team_run and benchmark == BenchmarkId("SWE-bench", "Verified"):
        benchmark = BASH_ONLY
    setting = {"board": board, "system": system, "checked": "true" if checked else "false"}
    if mini:
        setting["scaffold"] = f"mini-swe-agent {mini}"
        setting["mini-swe-agent_version"] = mini
    elif team_run:
        setting["scaffold"] = "mini-swe-agent"
    for tag in tags.get("system", []):
        m = re.match(r"attempts\s*-\s*(\S+)", tag, re.IGNORECASE)
        if m:
            setting["attempts"] = m.group(1)
    attempts = setting.get("attempts")
    if attempts and attempts != "1":
        # Best-of-n is another metric than the pass@1 vendors quote (§4.3.2): its own variant.
        variant = f"{benchmark.variant} ({attempts} attempts)" if benchmark.variant else attempts
        benchmark = BenchmarkId(benchmark.name, variant)
    if len(models) > 1:
        setting["models"] = ", ".join(name for name, _ in models)
    if isinstance(r.get("os_model"), bool):
        setting["os_model"] = "true" if r["os_model"] else "false"
    if warning := text(r.get("warning")):
        setting["warning"] = warning
    return LeaderboardRow(
        source=_SRC,
        row_id=f"{board}/{folder}",
        model_name=model_name,
        model_org=model_org,
        submitter=submitter,
        benchmark=benchmark,
        value=value,
        runner=runner,
        runner_reason=why,
        url=_row_url(board, folder, r),
        date=parse_date(r.get("date")),
        setting=setting,
        model_repo=model_repo,
    )


def _row_url(board: str, folder: str, r: dict[str, Any]) -> str:
    """The submission's folder in SWE-bench/experiments (split taken from the logs path)."""
    split = board.strip().lower()
    logs = text(r.get("logs")) or text(r.get("trajs"))
    if logs and logs.startswith("s3://"):
        parts = [p for p in urlsplit(logs).path.split("/") if p]
        if len(parts) >= 2 and parts[1] == folder:
            split = parts[0]
    return f"{EXPERIMENTS_URL}/{split}/{folder}"
