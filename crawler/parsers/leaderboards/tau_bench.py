"""τ-bench (taubench.com): the public S3 `submissions/manifest.json` and each
`submissions/<dir>/submission.json` (verification-sources §2.3).

Rows per submission: one aggregate row, the mean `pass_1` over the domains present (the domain
set is recorded in `setting["domains"]`, a setting `judge_claim` compares), and one row per
domain. The generation is taken from `methodology.tau2_bench_version`: versions before 1.0 are
**τ²-bench**; 1.0 and later are the **τ³** release (airline/retail task fixes, the
`banking_knowledge` domain), **τ³-bench**. A legacy-list entry without a version is τ²; any
other entry without a version is plain "τ-bench" (comparable with nothing). `banking_knowledge`
graded before v1.0.1 is "not comparable" (the submission notes say so), and voice submissions
are their own benchmark: both get a variant of their own.

Who ran it (§4.4): `submitting_organization` = the vendor or = `model_organization` →
`first_party`; numbers "from technical report" without trajectories → `first_party` (the
vendor's figure, whoever filed it); Sierra (the benchmark owner) → `owner_run`; otherwise
`third_party`. The UI's "Verified" badge (trajectories, no omitted questions) is recorded but
does not mean independent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from statistics import fmean
from typing import Any

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
)
from domain.claims.benchmarks import BenchmarkId, canonical_benchmark
from domain.claims.identity import VendorIdentity
from domain.claims.verdicts import Runner

TAU_BASE_URL = "https://sierra-tau-bench-public.s3.us-west-2.amazonaws.com"
_SRC = Source.TAU_BENCH
MANIFEST_KINDS = ("submissions", "voice_submissions", "legacy_submissions")
OWNER = "Sierra"
#: Text domains, in the order the board shows them, with their benchmark-table variant names.
DOMAINS = {
    "retail": "Retail",
    "airline": "Airline",
    "telecom": "Telecom",
    "banking_knowledge": "Banking",
}
_BANKING_FIXED = (1, 0, 1)


@dataclass(frozen=True)
class TauManifest:
    submissions: tuple[str, ...] = ()
    voice_submissions: tuple[str, ...] = ()
    legacy_submissions: tuple[str, ...] = ()

    def entries(self) -> list[tuple[str, str]]:
        """(submission dir, manifest list) pairs, in manifest order."""
        return [(d, kind) for kind in MANIFEST_KINDS for d in getattr(self, kind)]


def parse_tau_manifest(payload: bytes | str | Any) -> TauManifest:
    data = load_json(payload, _SRC)
    if (message := api_error(data)) is not None:
        raise LeaderboardError(_SRC, Reason.API_ERROR, message)
    if not isinstance(data, dict) or not any(k in data for k in MANIFEST_KINDS):
        raise LeaderboardError(
            _SRC, Reason.WRONG_SHAPE, f"expected a manifest with {', '.join(MANIFEST_KINDS)}"
        )
    lists: dict[str, tuple[str, ...]] = {}
    for kind in MANIFEST_KINDS:
        items = data.get(kind, [])
        if not isinstance(items, list) or not all(isinstance(i, str) and i for i in items):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"{kind} is not a list of names")
        bad = [i for i in items if "/" in i or i in (".", "..")]
        if bad:
            raise LeaderboardError(_SRC, Reason.BAD_VALUE, f"{kind}: bad submission dir {bad[0]}")
        lists[kind] = tuple(items)
    return TauManifest(**lists)


def submission_url(submission_dir: str, base_url: str = TAU_BASE_URL) -> str:
    return f"{base_url.rstrip('/')}/submissions/{submission_dir}/submission.json"


def _version(raw: str | None) -> tuple[int, ...] | None:
    if not raw:
        return None
    m = re.match(r"v?(\d+(?:\.\d+)*)", raw.strip(), re.IGNORECASE)
    return tuple(int(p) for p in m.group(1).split(".")) if m else None


def tau_runner(
    submitter: str | None,
    model_org: str | None,
    trajectories: Any,
    details: str | None,
    vendor: VendorIdentity | None,
) -> tuple[Runner, str]:
    if vendor is not None and submitter and vendor.is_vendor(submitter):
        return Runner.FIRST_PARTY, f"submitted by {submitter}, the vendor"
    if submitter and model_org and same_org(submitter, model_org):
        return Runner.FIRST_PARTY, f"submitted by {submitter}, the model's own organisation"
    if trajectories is False and "technical report" in (details or "").lower():
        return Runner.FIRST_PARTY, "numbers from the vendor's technical report, no trajectories"
    if submitter and same_org(submitter, OWNER):
        return Runner.OWNER_RUN, "run by Sierra, the benchmark owner"
    if not submitter:
        return Runner.THIRD_PARTY, "submitting organisation not given"
    return Runner.THIRD_PARTY, f"submitted by {submitter}, not the model's organisation"


def parse_tau_submission(
    payload: bytes | str | Any,
    *,
    submission_dir: str,
    kind: str = "submissions",
    vendor: VendorIdentity | None = None,
    base_url: str = TAU_BASE_URL,
) -> list[LeaderboardRow]:
    """Rows of one `submission.json` listed under `kind` in the manifest."""
    data = load_json(payload, _SRC)
    if (message := api_error(data)) is not None:
        raise LeaderboardError(_SRC, Reason.API_ERROR, message)
    if not isinstance(data, dict):
        raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"{submission_dir}: not an object")
    where = submission_dir
    model = text(data.get("model_name"))
    if model is None:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"{where}: model_name")
    results = data.get("results")
    if not isinstance(results, dict) or not results:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"{where}: results")
    method = data.get("methodology") if isinstance(data.get("methodology"), dict) else {}
    verification = (
        method.get("verification") if isinstance(method.get("verification"), dict) else {}
    )
    version_raw = text(method.get("tau2_bench_version"))
    version = _version(version_raw)
    voice = kind == "voice_submissions" or text(data.get("modality")) == "voice"

    scores: dict[str, float] = {}
    other: list[str] = []
    for domain, result in results.items():
        if domain not in DOMAINS:
            other.append(str(domain))
            continue
        if not isinstance(result, dict):
            raise LeaderboardError(_SRC, Reason.WRONG_SHAPE, f"{where}: results.{domain}")
        if result.get("pass_1") is None:
            continue  # domain not run
        scores[domain] = number(
            result["pass_1"], _SRC, f"{where}: results.{domain}.pass_1", lo=0, hi=100
        )
    if not scores:
        raise LeaderboardError(_SRC, Reason.MISSING_FIELD, f"{where}: no pass_1 in any domain")

    if version is not None:
        generation = "τ³-bench" if version >= (1,) else "τ²-bench"
    elif kind == "legacy_submissions":
        generation = "τ²-bench"
    else:
        generation = "τ-bench"
    old_banking = "banking_knowledge" in scores and (version is None or version < _BANKING_FIXED)

    submitter = text(data.get("submitting_organization"))
    model_org = text(data.get("model_organization"))
    runner, why = tau_runner(
        submitter,
        model_org,
        data.get("trajectories_available"),
        text(verification.get("details")),
        vendor,
    )
    setting: dict[str, str] = {"manifest": kind}
    for key, value in (
        ("tau2_bench_version", version_raw),
        ("user_simulator", text(method.get("user_simulator"))),
        ("reasoning_effort", text(data.get("reasoning_effort"))),
        ("submission_type", text(data.get("submission_type"))),
        ("modality", "voice" if voice else None),
        ("verification", text(verification.get("details"))),
    ):
        if value:
            setting[key] = value
    if isinstance(data.get("trajectories_available"), bool):
        setting["trajectories_available"] = str(data["trajectories_available"]).lower()
    if other:
        setting["other_domains"] = ",".join(sorted(other))
    if old_banking:
        setting["note"] = "banking_knowledge graded before tau2-bench v1.0.1: not comparable"

    def bench(domain: str | None) -> BenchmarkId:
        base = canonical_benchmark(f"{generation} {DOMAINS[domain]}" if domain else generation)
        if base is None:  # pragma: no cover - the names above are in the benchmark table
            raise LeaderboardError(_SRC, Reason.BAD_VALUE, f"unknown τ benchmark {generation}")
        suffix = []
        if voice:
            suffix.append("voice")
        if old_banking and (domain is None or domain == "banking_knowledge"):
            suffix.append("pre-1.0.1 grading")
        if not suffix:
            return base
        return BenchmarkId(base.name, " ".join(filter(None, [base.variant, *suffix])))

    common = {
        "source": _SRC,
        "model_name": model,
        "model_org": model_org,
        "submitter": submitter,
        "runner": runner,
        "runner_reason": why,
        "url": submission_url(submission_dir, base_url),
        "date": parse_date(data.get("submission_date"))
        or parse_date(method.get("evaluation_date")),
    }
    domains = sorted(scores)
    rows = [
        LeaderboardRow(
            row_id=f"{submission_dir}#mean",
            benchmark=bench(None),
            value=round(fmean(scores.values()), 4),
            setting={**setting, "domains": ",".join(domains)},
            **common,
        )
    ]
    for domain in domains:
        rows.append(
            LeaderboardRow(
                row_id=f"{submission_dir}#{domain}",
                benchmark=bench(domain),
                value=scores[domain],
                setting={**setting, "domains": domain},
                **common,
            )
        )
    return rows
