"""Terminal-Bench: the Harbor Hub `leaderboard-read` answer (TB 2.0, 2.1, 3.0, 4.0) and the
legacy rows hard-coded in the website's `data.ts` (verification-sources §2.2).

`POST {functions}/leaderboard-read {"package", "name"}` answers
`{leaderboard: {package, name, title, columns…}, rows: [{id, rank, metadata, metrics, status,
n_trials, created_at, updated_at}]}` (website `lib/leaderboard.ts` types). The row fields read
here are the ones the website and third-party readers use: `metadata.model_display`,
`agent_display`, `model_org`, `agent_org` (each `{label, url}` or a string),
`metadata.reasoning_effort`, `metadata.date`; `metrics.accuracy` (0–100),
`metrics.accuracy_stderr`, `metrics.accuracy_ci95_half_width`. No live answer was recorded:
probe once before relying on it.

**Versions are never guessed.** TB 2.0 and 2.1 (28 of 89 tasks fixed) are different
benchmarks: the version comes from the board (package + name, e.g.
`terminal-bench/terminal-bench-2-1` + `main` → 2.1) or its title; an unknown board raises
`LeaderboardError` rather than produce rows under a guessed version.

Who ran a row (§2.2, §4.4): agent org = the vendor or = the model's org → `first_party`
(Claude Code + Anthropic); the TB team's agent (Terminus, agent org Stanford/Laude) →
`owner_run`; another agent org → `third_party`. Harbor rows do not say who *submitted* a run,
so a vendor submitting Terminus runs of its own model is not detectable here.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import quote

from crawler.parsers.leaderboards.rows import (
    LeaderboardError,
    LeaderboardRow,
    Reason,
    Source,
    Uncertainty,
    api_error,
    label,
    load_json,
    number,
    optional_number,
    parse_date,
    same_org,
    text,
    unique_ids,
)
from domain.claims.benchmarks import BenchmarkId, canonical_benchmark
from domain.claims.identity import VendorIdentity
from domain.claims.verdicts import Runner

HARBOR_FUNCTIONS_URL = "https://ofhuhcpkvzjlejydnvyd.supabase.co"
LEADERBOARD_READ_PATH = "/functions/v1/leaderboard-read"
HARBOR_HUB_URL = "https://hub.harborframework.com"
TBENCH_URL = "https://www.tbench.ai"
_SRC = Source.TERMINAL_BENCH

#: (package, board name) → benchmark version, from the website's HOME_BENCHMARKS.
BOARDS: dict[tuple[str, str], str] = {
    ("terminal-bench/terminal-bench-2", "2-0"): "2.0",
    ("terminal-bench/terminal-bench-2-1", "main"): "2.1",
    ("terminal-bench/terminal-bench", "3-0-0"): "3.0",
    ("terminal-bench/terminal-bench", "4-0-0"): "4.0",
}
#: The request bodies for the boards the bot polls (§4.1).
TB_2_0 = {"package": "terminal-bench/terminal-bench-2", "name": "2-0"}
TB_2_1 = {"package": "terminal-bench/terminal-bench-2-1", "name": "main"}
#: Agent organisations of the Terminal-Bench team (Terminus is their reference agent).
TB_TEAM_ORGS = ("Stanford", "Laude", "Laude Institute", "Terminal-Bench", "Harbor")
#: The legacy board of data.ts (terminal-bench-core, the TB 1.x era).
LEGACY_BENCHMARK = BenchmarkId("Terminal-Bench", "1.0")
_TITLE_VERSION = re.compile(r"terminal[-\s_]?bench\s*@?\s*v?(\d+(?:\.\d+)?)", re.IGNORECASE)


def tb_benchmark(version: str) -> BenchmarkId:
    """ "2.1" → Terminal-Bench 2.1; "4" → Terminal-Bench 4.0."""
    v = version if "." in version else f"{version}.0"
    bench = canonical_benchmark(f"Terminal-Bench {v}")
    if bench is None or bench.name != "Terminal-Bench" or bench.variant != v:
        raise LeaderboardError(_SRC, Reason.BAD_VALUE, f"not a Terminal-Bench version: {version}")
    return bench


def board_version(package: str | None, name: str | None, title: str | None) -> str:
    """The TB version of a board; raises when neither the board nor its title says it, or when
    they disagree (2.0 and 2.1 must never be mixed up)."""
    known = BOARDS.get((package or "", name or ""))
    m = _TITLE_VERSION.search(title or "")
    titled = None
    if m:
        titled = m.group(1) if "." in m.group(1) else f"{m.group(1)}.0"
    if known and titled and known != titled:
        raise LeaderboardError(
            _SRC,
            Reason.BAD_VALUE,
            f"board {package}/{name} is TB {known} but its title says {title!r}",
        )
    version = known or titled
    if version is None:
        raise LeaderboardError(
            _SRC,
            Reason.BAD_VALUE,
            f"cannot tell the Terminal-Bench version of board {package}/{name} ({title!r})",
        )
    return version


def row_url(package: str, board: str, row_id: str, version: str = "latest") -> str:
    """Harbor Hub detail page of a row (website `harborLeaderboardRowUrl`)."""
    org, _, name = package.partition("/")
    parts = [org, name, version, "leaderboards", board, "rows", row_id]
    return f"{HARBOR_HUB_URL}/datasets/" + "/".join(quote(p, safe="") for p in parts)


def tb_runner(
    agent: str | None,
    agent_org: str | None,
    model_org: str | None,
    vendor: VendorIdentity | None,
) -> tuple[Runner, str]:
    if vendor is not None and agent_org and vendor.is_vendor(agent_org):
        return Runner.FIRST_PARTY, f"agent org {agent_org} is the vendor"
    if agent_org and model_org and same_org(agent_org, model_org):
        return Runner.FIRST_PARTY, f"agent org {agent_org} = model org: the vendor's own agent"
    if agent_org and any(same_org(agent_org, t) for t in TB_TEAM_ORGS):
        return Runner.OWNER_RUN, f"the Terminal-Bench team's agent ({agent or agent_org})"
    if not agent_org and agent and agent.lower().startswith("terminus"):
        return Runner.OWNER_RUN, f"the Terminal-Bench team's agent ({agent})"
    if not agent_org:
        return Runner.THIRD_PARTY, "agent org not given; not the model's org"
    return Runner.THIRD_PARTY, f"agent org {agent_org} is not the model's org"


def parse_terminal_bench(
    payload: bytes | str | Any,
    *,
    package: str | None = None,
    name: str | None = None,
    vendor: VendorIdentity | None = None,
) -> list[LeaderboardRow]:
    """Rows of one `leaderboard-read` answer. `package`/`name` are the request's (used when the
    answer's `leaderboard` object leaves them out). Hidden rows are kept with `hidden=True`."""
    data = load_json(payload, _SRC)
    if (message := api_error(data)) is not None:
        raise LeaderboardError(_SRC, Reason.API_ERROR, message)
    if not isinstance(data, dict):
        raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, "expected {leaderboard, rows}")
    board = data.get("leaderboard")
    rows = data.get("rows")
    if not isinstance(board, dict):
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, "leaderboard")
    if not isinstance(rows, list):
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, "rows[]")
    pkg = text(board.get("package")) or package
    board_name = text(board.get("name")) or name
    if package and pkg and package != pkg:
        raise LeaderboardError(
            _SRC, Reason.BAD_VALUE, f"asked for package {package}, the answer is for {pkg}"
        )
    version = board_version(pkg, board_name, text(board.get("title")))
    benchmark = tb_benchmark(version)
    out = []
    for i, row in enumerate(rows):
        if not isinstance(row, dict):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"rows[{i}] is not an object")
        out.append(_harbor_row(row, i, pkg or "", board_name or "", benchmark, vendor))
    return unique_ids(out)


def _harbor_row(
    row: dict[str, Any],
    i: int,
    package: str,
    board: str,
    benchmark: BenchmarkId,
    vendor: VendorIdentity | None,
) -> LeaderboardRow:
    rid = text(row.get("id"))
    if rid is None:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"rows[{i}].id")
    meta = row.get("metadata") if isinstance(row.get("metadata"), dict) else {}
    metrics = row.get("metrics") if isinstance(row.get("metrics"), dict) else None
    if metrics is None or "accuracy" not in metrics:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"rows[{i}] ({rid}): metrics.accuracy")
    value = number(metrics["accuracy"], _SRC, f"rows[{i}] ({rid}).accuracy", lo=0, hi=100)
    model = label(meta.get("model_display")) or text(meta.get("model_name"))
    if model is None:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"rows[{i}] ({rid}): model_display")
    model_org = label(meta.get("model_org")) or text(meta.get("model_provider"))
    agent = label(meta.get("agent_display")) or text(meta.get("agent_name"))
    agent_org = label(meta.get("agent_org"))
    runner, why = tb_runner(agent, agent_org, model_org, vendor)
    where = f"rows[{i}] ({rid})"
    stderr = optional_number(metrics.get("accuracy_stderr"), _SRC, f"{where}.stderr", lo=0)
    ci95 = optional_number(
        metrics.get("accuracy_ci95_half_width"), _SRC, f"{where}.ci95_half_width", lo=0
    )
    status = text(row.get("status")) or "display"
    setting = {"board": f"{package}/{board}"}
    if agent:
        setting["scaffold"] = agent
    if effort := text(meta.get("reasoning_effort")):
        setting["reasoning_effort"] = effort
    trials = row.get("n_trials", metrics.get("n_trials"))
    if isinstance(trials, int) and not isinstance(trials, bool):
        setting["trials"] = str(trials)
    if status != "display":
        setting["status"] = status
    return LeaderboardRow(
        source=_SRC,
        row_id=f"{package}/{board}/{rid}",
        model_name=model,
        model_org=model_org,
        submitter=agent_org,
        benchmark=benchmark,
        value=value,
        runner=runner,
        runner_reason=why,
        url=row_url(package, board, rid),
        date=parse_date(meta.get("date")) or parse_date(row.get("created_at")),
        uncertainty=Uncertainty(stderr, ci95) if stderr is not None or ci95 is not None else None,
        setting=setting,
        hidden=status != "display",
    )


# ------------------------------------------------------------------ legacy data.ts

_CONST = re.compile(r"const\s+(\w+)\s*(?::[^=]*)?=\s*\[")
_FIELD = re.compile(
    r"(\w+)\s*:\s*(\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|\[[^\]]*\]|-?\d[\d.eE+-]*"
    r"|true|false|null|[A-Za-z_][\w.]*)"
)


def _ts_value(raw: str) -> Any:
    raw = raw.strip()
    if raw.startswith("'") and raw.endswith("'"):
        raw = '"' + raw[1:-1].replace('"', '\\"') + '"'
    if raw.startswith("["):
        raw = re.sub(r",\s*\]$", "]", raw.replace("'", '"'))
    if raw.startswith(("[", '"')) or raw in ("true", "false", "null"):
        return json.loads(raw)
    if re.fullmatch(r"-?\d[\d.eE+-]*", raw):
        return float(raw)
    return raw.rsplit(".", 1)[-1]  # IntegrationMethod.API → "API"


def _blocks(source_text: str) -> list[tuple[str, str]]:
    """(array name, object literal body) for each `{…}` in the file, comments removed."""
    lines = [ln for ln in source_text.splitlines() if not ln.lstrip().startswith("//")]
    cleaned = "\n".join(lines)
    marks = [(m.start(), m.group(1)) for m in _CONST.finditer(cleaned)]
    out = []
    for m in re.finditer(r"\{([^{}]*)\}", cleaned):
        section = ""
        for pos, name in marks:
            if pos < m.start():
                section = name
        out.append((section, m.group(1)))
    return out


def parse_terminal_bench_legacy(
    source_text: bytes | str,
    *,
    vendor: VendorIdentity | None = None,
    benchmark: BenchmarkId = LEGACY_BENCHMARK,
) -> list[LeaderboardRow]:
    """Rows of the website's legacy `data.ts` (or an excerpt of its object literals):
    `accuracy` and `stderr` are 0–1 fractions (×100 here); commented-out entries are not rows.
    The legacy board is terminal-bench-core (TB 1.x): `benchmark` defaults to Terminal-Bench
    1.0, never 2.x."""
    if isinstance(source_text, bytes):
        source_text = source_text.decode("utf-8", errors="replace")
    rows = []
    for section, body in _blocks(source_text):
        fields = {m.group(1): m.group(2) for m in _FIELD.finditer(body)}
        if "agent" not in fields or "accuracy" not in fields:
            continue
        try:
            values = {k: _ts_value(v) for k, v in fields.items()}
        except json.JSONDecodeError as exc:
            raise LeaderboardError(_SRC, Reason.BAD_VALUE, f"unreadable literal: {exc}") from None
        if not isinstance(values["agent"], str) or not fields["agent"].startswith(("'", '"')):
            continue  # a type declaration ("agent: string;"), not an entry
        rows.append(_legacy_row(section, values, vendor, benchmark))
    if not rows:
        raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, "no leaderboard entries found in data.ts")
    return unique_ids(rows)


def _legacy_row(
    section: str, v: dict[str, Any], vendor: VendorIdentity | None, benchmark: BenchmarkId
) -> LeaderboardRow:
    agent = str(v["agent"])
    model_raw = v.get("model")
    models = [str(m) for m in model_raw] if isinstance(model_raw, list) else [str(model_raw)]
    if not models or models == ["None"]:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"legacy entry {agent!r}: model")
    model = " + ".join(models)
    org_raw = v.get("modelOrganization")
    model_org = ", ".join(org_raw) if isinstance(org_raw, list) else text(org_raw)
    agent_org = text(v.get("agentOrganization"))
    where = f"legacy entry {agent} / {model}"
    value = number(v["accuracy"], _SRC, f"{where}: accuracy (a 0–1 fraction)", lo=0, hi=1) * 100
    stderr = optional_number(v.get("stderr"), _SRC, f"{where}: stderr", lo=0, hi=1)
    runner, why = tb_runner(agent, agent_org, model_org, vendor)
    day = text(v.get("date"))
    setting = {"scaffold": agent, "board": section or "legacy"}
    if isinstance(v.get("verified"), bool):
        setting["verified"] = "true" if v["verified"] else "false"
    if len(models) > 1:
        setting["models"] = ", ".join(models)
    if method := text(v.get("integrationMethod")):
        setting["integration"] = method
    if agent_url := text(v.get("agentUrl")):
        setting["agent_url"] = agent_url
    return LeaderboardRow(
        source=_SRC,
        row_id=f"{section or 'legacy'}/{agent}/{model}/{day or '?'}",
        model_name=model,
        model_org=model_org,
        submitter=agent_org,
        benchmark=benchmark,
        value=round(value, 6),
        runner=runner,
        runner_reason=why,
        url=f"{TBENCH_URL}/leaderboard",
        date=parse_date(day),
        uncertainty=Uncertainty(stderr=round(stderr * 100, 6)) if stderr is not None else None,
        setting=setting,
    )
