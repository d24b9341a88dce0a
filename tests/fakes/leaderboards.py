"""Fake leaderboard servers: SWE-bench, τ-bench, Terminal-Bench (Harbor Hub), Artificial Analysis.

One stdlib server answers the four sources on the paths the real ones use
(verification-sources.md §2), with bodies in the shapes of the recorded records in
`shared/fixtures/leaderboards/`:

* `GET /SWE-bench/swe-bench.github.io/master/data/leaderboards.json` — raw-GitHub style
  (`text/plain`), `{"leaderboards": [{"name", "results": [...]}]}`;
* `GET /submissions/manifest.json` and `GET /submissions/<dir>/submission.json` — the public S3
  bucket; the manifest is built from the stored submissions; a missing key answers S3's 403
  `AccessDenied` XML (a public bucket without list permission does that);
* `POST /functions/v1/leaderboard-read` with `{"package", "name"}` — the Harbor Hub edge
  function; rows carry `status: "display" | "hide"`; an unknown board answers 404
  `{"error": {"message", "code"}}`;
* `GET /api/v2/data/llms/models` — Artificial Analysis; `x-api-key` must be one of `api_keys`,
  else 401; the answer is the API envelope `{"status", "prompt_options", "data"}`.

Every answer carries an `ETag`; a GET with a matching `If-None-Match` answers 304.

Helpers add vendor-submitted or independent rows, and remove or hide them, so tests can watch
a row appear, change and be retracted. `load_fixtures()` serves the recorded records.

Standalone: `python -m tests.fakes.leaderboards --port 8770` (fixtures plus Clover demo rows).
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import threading
import uuid
from datetime import UTC, date, datetime
from typing import Any

from tests.fakes import FakeServer, Request, Response, shared_dir

SWEBENCH_PATH = "/SWE-bench/swe-bench.github.io/master/data/leaderboards.json"
TAU_MANIFEST_PATH = "/submissions/manifest.json"
TB_PATH = "/functions/v1/leaderboard-read"
AA_PATH = "/api/v2/data/llms/models"
JSON_TYPE = "application/json"
RAW_TYPE = "text/plain; charset=utf-8"
TAU_KINDS = ("submissions", "voice_submissions", "legacy_submissions")
#: Harbor boards: TB version → (package, board name), as the website's HOME_BENCHMARKS.
TB_BOARDS = {
    "2.0": ("terminal-bench/terminal-bench-2", "2-0"),
    "2.1": ("terminal-bench/terminal-bench-2-1", "main"),
}
TB_COLUMNS = [
    {"id": "rank", "header": "Rank", "accessor": "rank", "type": "number"},
    {"id": "agent", "header": "Agent", "accessor": "metadata.agent_display", "type": "link"},
    {"id": "model", "header": "Model", "accessor": "metadata.model_display", "type": "link"},
    {"id": "date", "header": "Date", "accessor": "metadata.display_date", "type": "date"},
    {"id": "agent_org", "header": "Agent Org", "accessor": "metadata.agent_org", "type": "link"},
    {"id": "model_org", "header": "Model Org", "accessor": "metadata.model_org", "type": "link"},
    {
        "id": "accuracy",
        "header": "Accuracy",
        "accessor": "metrics.accuracy",
        "display_accessor": "metrics.display_accuracy",
        "type": "number",
        "display_type": "markdown",
        "align": "right",
    },
]
S3_ACCESS_DENIED = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>'
    "<Message>Access Denied</Message><RequestId>{rid}</RequestId><HostId>{host}</HostId></Error>"
)


def fixtures_dir() -> Any:
    return shared_dir() / "fixtures" / "leaderboards"


def _json(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=None).encode()


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _etag_matches(header: str | None, etag: str) -> bool:
    if not header:
        return False
    if header.strip() == "*":
        return True
    bare = etag.removeprefix("W/")
    return any(tag.strip().removeprefix("W/") == bare for tag in header.split(","))


def _display_date(day: str) -> str:
    d = date.fromisoformat(day)
    return f"{d:%b} {d.day}, {d.year}"


class FakeLeaderboards(FakeServer):
    """In-memory SWE-bench, τ-bench, Terminal-Bench and Artificial Analysis boards."""

    server_header = "fake-leaderboards"

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        api_keys: tuple[str, ...] = ("test-aa-key",),
        fixtures: bool = False,
    ) -> None:
        super().__init__(host, port)
        self.lock = threading.RLock()
        self.api_keys = set(api_keys)
        self.requests: list[Request] = []
        self.not_modified = 0
        self._swebench: dict[str, list[dict[str, Any]]] = {}
        self._tau: dict[str, tuple[str, dict[str, Any]]] = {}
        self._tb: dict[tuple[str, str], dict[str, Any]] = {}
        self._aa: dict[str, dict[str, Any]] = {}
        for version in TB_BOARDS:
            self._tb_board(version)
        if fixtures:
            self.load_fixtures()

    # ------------------------------------------------------------------ URLs

    @property
    def swebench_url(self) -> str:
        return self.url + SWEBENCH_PATH

    @property
    def tau_base_url(self) -> str:
        """Base of the S3 bucket: `{base}/submissions/manifest.json`."""
        return self.url

    @property
    def tb_url(self) -> str:
        return self.url + TB_PATH

    @property
    def aa_url(self) -> str:
        return self.url + AA_PATH

    # ------------------------------------------------------------------ fixtures

    def load_fixtures(self) -> None:
        """Serve the recorded records: both GLM-4.6 SWE-bench rows (Verified board), the two
        τ-bench submissions (GLM-5 by Sierra, DeepSeek-V3.2 legacy) and the two AA models."""
        folder = fixtures_dir()
        for name in (
            "swebench_leaderboards_verified_glm-4.6_vendor-submitted.json",
            "swebench_leaderboards_verified_glm-4.6_mini-swe-agent-checked.json",
        ):
            data = json.loads((folder / name).read_text(encoding="utf-8"))
            for board in data["leaderboards"]:
                for result in board["results"]:
                    self.add_swebench_result(board["name"], result)
        self.add_tau_submission(
            "glm-5-think_sierra_2026-03-02",
            json.loads(
                (folder / "tau2bench_submission_glm-5-think_sierra_2026-03-02.json").read_text(
                    encoding="utf-8"
                )
            ),
        )
        self.add_tau_submission(
            "deepseek-v3.2_deepseek_2025-12-01",
            json.loads(
                (folder / "tau2bench_submission_deepseek-v3.2_deepseek_2025-12-01.json").read_text(
                    encoding="utf-8"
                )
            ),
            kind="legacy_submissions",
        )
        for record in json.loads(
            (folder / "aa_api_v2_data_llms_models_records.json").read_text(encoding="utf-8")
        ):
            with self.lock:
                self._aa[record["id"]] = copy.deepcopy(record)

    # ------------------------------------------------------------------ SWE-bench

    def add_swebench_result(self, board: str, result: dict[str, Any]) -> None:
        """Add (or replace, by folder) one raw result on a board."""
        with self.lock:
            results = self._swebench.setdefault(board, [])
            results[:] = [r for r in results if r.get("folder") != result.get("folder")]
            results.append(copy.deepcopy(result))

    def add_swebench_row(
        self,
        *,
        folder: str,
        name: str,
        resolved: float,
        model: str,
        orgs: tuple[str, ...] = (),
        board: str = "Verified",
        checked: bool = False,
        day: str = "2026-06-01",
        mini_swe_agent_version: str | None = None,
        attempts: int = 1,
        site: str | None = None,
    ) -> str:
        """A result in the real shape. `model` is the `Model:` tag (an HF URL or a slug);
        `orgs` the `Org:` tags (the vendor's own org for a vendor submission)."""
        split = "verified" if board.lower() in ("verified", "bash-only") else board.lower()
        result: dict[str, Any] = {
            "checked": checked,
            "cost": None,
            "date": day,
            "folder": folder,
            "instance_calls": None,
            "instance_cost": None,
            "logo": [],
            "logs": f"s3://swe-bench-experiments/{split}/{folder}/logs",
            "name": name,
            "os_model": True,
            "os_system": True,
            "resolved": resolved,
            "site": site or "https://example.invalid/",
            "tags": [
                f"Model: {model}",
                *(f"Org: {o}" for o in orgs),
                f"System: Attempts - {attempts}",
            ],
            "trajs": f"s3://swe-bench-experiments/{split}/{folder}/trajs",
            "trajs_docent": False,
            "warning": None,
        }
        if mini_swe_agent_version:
            result["mini-swe-agent_version"] = mini_swe_agent_version
            result["tags"].append("Org: SWE-agent")
        self.add_swebench_result(board, result)
        return folder

    def remove_swebench_row(self, folder: str, board: str | None = None) -> None:
        with self.lock:
            for name, results in self._swebench.items():
                if board is None or name == board:
                    results[:] = [r for r in results if r.get("folder") != folder]

    # ------------------------------------------------------------------ τ-bench

    def add_tau_submission(
        self, submission_dir: str, submission: dict[str, Any], *, kind: str = "submissions"
    ) -> None:
        if kind not in TAU_KINDS:
            raise ValueError(f"kind must be one of {TAU_KINDS}")
        with self.lock:
            self._tau[submission_dir] = (kind, copy.deepcopy(submission))

    def add_tau_run(
        self,
        *,
        model_name: str,
        model_organization: str,
        submitting_organization: str,
        results: dict[str, float],
        submission_dir: str | None = None,
        kind: str = "submissions",
        version: str = "1.0.1",
        user_simulator: str = "gpt-5.2",
        trajectories: bool = True,
        details: str = "Standard tau-bench scaffold.",
        day: str = "2026-06-01",
        reasoning_effort: str | None = None,
    ) -> str:
        """A submission in the shape of the GLM-5/Sierra record; returns its dir."""
        slug = model_name.lower().replace(" ", "-").replace(".", "-")
        sub_dir = submission_dir or f"{slug}_{submitting_organization.lower()}_{day}"
        data: dict[str, Any] = {
            "model_name": model_name,
            "model_organization": model_organization,
            "submitting_organization": submitting_organization,
            "submission_date": day,
            "contact_info": {"email": "research@example.invalid"},
            "is_new": True,
            "submission_type": "standard",
            "trajectories_available": trajectories,
            "references": [],
            "results": {
                domain: {"pass_1": v, "pass_2": None, "pass_3": None, "pass_4": None, "cost": None}
                for domain, v in results.items()
            },
            "methodology": {
                "evaluation_date": day,
                "tau2_bench_version": version,
                "user_simulator": user_simulator,
                "notes": "",
                "verification": {
                    "modified_prompts": False if trajectories else None,
                    "omitted_questions": False if trajectories else None,
                    "details": details,
                },
            },
        }
        if reasoning_effort:
            data["reasoning_effort"] = reasoning_effort
        self.add_tau_submission(sub_dir, data, kind=kind)
        return sub_dir

    def remove_tau_submission(self, submission_dir: str) -> None:
        with self.lock:
            self._tau.pop(submission_dir, None)

    def tau_manifest(self) -> dict[str, list[str]]:
        with self.lock:
            return {k: [d for d, (kind, _) in self._tau.items() if kind == k] for k in TAU_KINDS}

    # ------------------------------------------------------------------ Terminal-Bench

    def _tb_board(self, version: str) -> dict[str, Any]:
        if version not in TB_BOARDS:
            raise ValueError(f"no fake Terminal-Bench board for version {version}")
        key = TB_BOARDS[version]
        with self.lock:
            if key not in self._tb:
                now = _now()
                self._tb[key] = {
                    "leaderboard": {
                        "id": str(uuid.uuid5(uuid.NAMESPACE_URL, "/".join(key))),
                        "package_id": str(uuid.uuid5(uuid.NAMESPACE_URL, key[0])),
                        "package": key[0],
                        "dataset_version_ids": [str(uuid.uuid5(uuid.NAMESPACE_URL, version))],
                        "name": key[1],
                        "title": f"Terminal-Bench {version}",
                        "description": None,
                        "columns": TB_COLUMNS,
                        "visibility": "public",
                        "created_at": now,
                        "updated_at": now,
                    },
                    "rows": [],
                }
            return self._tb[key]

    def add_tb_row(
        self,
        *,
        model: str,
        model_org: str,
        agent: str,
        agent_org: str,
        accuracy: float,
        version: str = "2.1",
        stderr: float | None = None,
        ci95: float | None = None,
        reasoning_effort: str = "high",
        day: str = "2026-06-01",
        n_trials: int = 445,
        status: str = "display",
        row_id: str | None = None,
    ) -> str:
        """A Harbor row (accuracy 0–100); returns its id."""
        board = self._tb_board(version)
        rid = row_id or str(uuid.uuid4())
        successes = round(accuracy * n_trials / 100)
        metrics: dict[str, Any] = {
            "accuracy": accuracy,
            "display_accuracy": f"**{accuracy:.1f}%**" + (f" ± {ci95:.1f}%" if ci95 else ""),
            "successes": successes,
            "n_trials": n_trials,
            "total_tokens": 1_000_000,
            "display_total_tokens": "1.0M",
            "total_cost_usd": 100.0,
            "display_cost": "$$100",
        }
        if stderr is not None:
            metrics["accuracy_stderr"] = stderr
        if ci95 is not None:
            metrics["accuracy_ci95_half_width"] = ci95
        now = _now()
        row = {
            "id": rid,
            "leaderboard_id": board["leaderboard"]["id"],
            "rank": None,
            "metadata": {
                "agent_display": {"label": agent, "url": None},
                "model_display": {"label": model, "url": None},
                "agent_org": {"label": agent_org, "url": None},
                "model_org": {"label": model_org, "url": None},
                "display_date": _display_date(day),
                "date": day,
                "reasoning_effort": reasoning_effort,
            },
            "metrics": metrics,
            "status": status,
            "created_at": now,
            "updated_at": now,
            "n_trials": n_trials,
        }
        with self.lock:
            board["rows"] = [r for r in board["rows"] if r["id"] != rid] + [row]
            board["leaderboard"]["updated_at"] = now
        return rid

    def _tb_find(self, row_id: str) -> tuple[dict[str, Any], dict[str, Any]]:
        for board in self._tb.values():
            for row in board["rows"]:
                if row["id"] == row_id:
                    return board, row
        raise KeyError(row_id)

    def hide_tb_row(self, row_id: str, hidden: bool = True) -> None:
        """Set `status: "hide"` (e.g. a submission pulled for reward hacking)."""
        with self.lock:
            board, row = self._tb_find(row_id)
            row["status"] = "hide" if hidden else "display"
            row["updated_at"] = board["leaderboard"]["updated_at"] = _now()

    def remove_tb_row(self, row_id: str) -> None:
        with self.lock:
            board, _ = self._tb_find(row_id)
            board["rows"] = [r for r in board["rows"] if r["id"] != row_id]

    # ------------------------------------------------------------------ Artificial Analysis

    def add_aa_model(
        self,
        name: str,
        *,
        creator: str,
        evaluations: dict[str, float | None],
        slug: str | None = None,
        model_id: str | None = None,
        release_date: str = "2026-06-01",
    ) -> str:
        """A model record; `evaluations` are AA keys with 0–1 fractions (`gpqa`, `lcr`, …)."""
        uid = model_id or str(uuid.uuid5(uuid.NAMESPACE_URL, f"aa:{name}"))
        keys = (
            "artificial_analysis_intelligence_index", "artificial_analysis_coding_index",
            "artificial_analysis_math_index", "mmlu_pro", "gpqa", "hle", "livecodebench",
            "scicode", "math_500", "aime", "aime_25", "ifbench", "lcr", "terminalbench_hard",
            "tau2",
        )  # fmt: skip
        record = {
            "id": uid,
            "name": name,
            "slug": slug or name.lower().replace(" ", "-").replace("(", "").replace(")", ""),
            "release_date": release_date,
            "model_creator": {
                "id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"aa-creator:{creator}")),
                "name": creator,
                "slug": creator.lower().replace(" ", "-"),
            },
            "evaluations": {**dict.fromkeys(keys), **evaluations},
            "pricing": {
                "price_1m_blended_3_to_1": 0.0,
                "price_1m_input_tokens": 0.0,
                "price_1m_output_tokens": 0.0,
            },
            "median_output_tokens_per_second": 0,
            "median_time_to_first_token_seconds": 0,
            "median_time_to_first_answer_token": 0,
        }
        with self.lock:
            self._aa[uid] = record
        return uid

    def remove_aa_model(self, model_id: str) -> None:
        with self.lock:
            self._aa.pop(model_id, None)

    # ------------------------------------------------------------------ serving

    def handle(self, request: Request) -> Response:
        with self.lock:
            self.requests.append(request)
            response = self._route(request)
        etag = self._etag(response)
        response.headers.append(("ETag", etag))
        if (
            request.method in ("GET", "HEAD")
            and response.status == 200
            and _etag_matches(request.headers.get("if-none-match"), etag)
        ):
            with self.lock:
                self.not_modified += 1
            return Response(304, b"", [("ETag", etag)])
        return response

    @staticmethod
    def _etag(response: Response) -> str:
        return '"' + hashlib.md5(response.body).hexdigest() + '"'

    def _route(self, request: Request) -> Response:
        path = request.path
        if path == SWEBENCH_PATH:
            if request.method not in ("GET", "HEAD"):
                return Response(405, b"405: Method Not Allowed", [("Content-Type", RAW_TYPE)])
            boards = [{"name": n, "results": r} for n, r in self._swebench.items()]
            return Response(200, _json({"leaderboards": boards}), [("Content-Type", RAW_TYPE)])
        if path.startswith("/submissions/"):
            return self._s3(request)
        if path == TB_PATH:
            return self._leaderboard_read(request)
        if path == AA_PATH:
            return self._aa_models(request)
        return Response(404, b"404: Not Found", [("Content-Type", RAW_TYPE)])

    def _s3(self, request: Request) -> Response:
        key = request.path.removeprefix("/")
        if request.method not in ("GET", "HEAD"):
            return self._s3_denied()
        if key == "submissions/manifest.json":
            return Response(200, _json(self.tau_manifest()), [("Content-Type", JSON_TYPE)])
        parts = key.split("/")
        if len(parts) == 3 and parts[2] == "submission.json" and parts[1] in self._tau:
            body = json.dumps(self._tau[parts[1]][1], indent=2, ensure_ascii=False).encode()
            return Response(200, body, [("Content-Type", JSON_TYPE)])
        return self._s3_denied()

    def _s3_denied(self) -> Response:
        rid = uuid.uuid4().hex[:16].upper()
        body = S3_ACCESS_DENIED.format(rid=rid, host=hashlib.sha1(rid.encode()).hexdigest())
        return Response(403, body.encode(), [("Content-Type", "application/xml")])

    def _leaderboard_read(self, request: Request) -> Response:
        def error(status: int, message: str, code: str) -> Response:
            body = _json({"error": {"message": message, "code": code}})
            return Response(status, body, [("Content-Type", JSON_TYPE)])

        if request.method != "POST":
            return error(405, "Method not allowed", "METHOD_NOT_ALLOWED")
        try:
            body = json.loads(request.body or b"null")
        except json.JSONDecodeError:
            return error(400, "Invalid JSON body", "BAD_REQUEST")
        if not isinstance(body, dict) or not body.get("package") or not body.get("name"):
            return error(400, "package and name are required", "BAD_REQUEST")
        board = self._tb.get((str(body["package"]), str(body["name"])))
        if board is None:
            return error(404, "Leaderboard not found", "NOT_FOUND")
        answer = copy.deepcopy(board)
        shown = sorted(
            (r for r in answer["rows"] if r["status"] == "display"),
            key=lambda r: -r["metrics"]["accuracy"],
        )
        for rank, row in enumerate(shown, start=1):
            row["rank"] = rank
        answer["rows"].sort(key=lambda r: (r["rank"] is None, r["rank"] or 0))
        return Response(200, _json(answer), [("Content-Type", JSON_TYPE)])

    def _aa_models(self, request: Request) -> Response:
        if request.method not in ("GET", "HEAD"):
            return Response(405, _json({"status": 405, "error": "Method not allowed"}))
        key = request.headers.get("x-api-key")
        if not key or key not in self.api_keys:
            body = _json({"status": 401, "error": "Unauthorized: missing or invalid x-api-key"})
            return Response(401, body, [("Content-Type", JSON_TYPE)])
        body = _json(
            {
                "status": 200,
                "prompt_options": {"parallel_queries": 1, "prompt_length": "medium"},
                "data": list(self._aa.values()),
            }
        )
        return Response(200, body, [("Content-Type", JSON_TYPE)])


def add_clover_demo(fake: FakeLeaderboards) -> None:
    """Clover-35B-A3B-Preview (DiffuSpace) rows: one vendor submission and independent runs."""
    fake.add_swebench_row(
        folder="20260601_diffuspace_clover-35b-a3b-preview",
        name="Clover-35B-A3B-Preview",
        resolved=73.6,
        model="https://huggingface.co/DiffuSpace/Clover-35B-A3B-Preview",
        orgs=("DiffuSpace",),
    )
    fake.add_swebench_row(
        folder="20260615_mini-v2.0.0_clover-35b-a3b-preview",
        name="mini-SWE-agent + Clover-35B-A3B-Preview",
        resolved=61.2,
        model="clover-35b-a3b-preview",
        orgs=("DiffuSpace",),
        checked=True,
        mini_swe_agent_version="2.0.0",
    )
    fake.add_tb_row(
        model="Clover-35B-A3B-Preview",
        model_org="DiffuSpace",
        agent="Terminus 2",
        agent_org="Stanford",
        accuracy=49.0,
        ci95=4.6,
    )
    fake.add_tau_run(
        model_name="Clover-35B-A3B-Preview",
        model_organization="DiffuSpace",
        submitting_organization="Sierra",
        results={"retail": 70.2, "airline": 64.0, "telecom": 80.1, "banking_knowledge": 40.9},
    )
    fake.add_aa_model(
        "Clover-35B-A3B-Preview (Reasoning)",
        creator="DiffuSpace",
        evaluations={"gpqa": 0.812, "lcr": 0.69, "terminalbench_hard": 0.21, "tau2": 0.74},
    )


def main() -> None:  # pragma: no cover - manual use
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8770)
    parser.add_argument("--api-key", default="test-aa-key")
    args = parser.parse_args()
    fake = FakeLeaderboards(args.host, args.port, api_keys=(args.api_key,), fixtures=True)
    add_clover_demo(fake)

    def describe() -> str:
        return (
            f"SWE-bench {fake.swebench_url}\nτ-bench {fake.tau_base_url}/submissions/manifest.json"
            f"\nTerminal-Bench POST {fake.tb_url}\nAA {fake.aa_url} (x-api-key: {args.api_key})"
        )

    fake.serve_until_killed(describe)


if __name__ == "__main__":  # pragma: no cover
    main()
