"""Pure parsers for the leaderboards that publish independent results (verification-sources §2):
bytes or JSON in, `list[LeaderboardRow]` out, no network and no storage.

* `parse_swebench` — SWE-bench `data/leaderboards.json`;
* `parse_terminal_bench` — the Harbor Hub `leaderboard-read` answer (TB 2.0/2.1/3.0/4.0);
  `parse_terminal_bench_legacy` — the website's legacy `data.ts` rows;
* `parse_tau_manifest` + `parse_tau_submission` — τ-bench S3 `manifest.json`/`submission.json`;
* `parse_hf_eval_results` (`expand=evalResults`), `parse_hf_eval_results_yaml`
  (`.eval_results/*.yaml`), `parse_hf_community_evals_run` (community-evals `runs/*.json`);
* `parse_artificial_analysis` — AA `/api/v2/data/llms/models` (user-supplied API key).

Each row says who ran it (`Runner`: first_party / third_party / owner_run / mirror, by the
first-party rules of §4.4 given the vendor's `VendorIdentity`) and why. `diff_rows` compares two
polls (retracted rows stay visible); `evidence_for` turns the rows about a watched model into
`Evidence` for `domain.claims.verdicts.judge_claim`. Malformed input raises `LeaderboardError`
with a reason; rows are never invented.
"""

from crawler.parsers.leaderboards.artificial_analysis import (
    AA_BENCHMARKS,
    AA_URL,
    parse_artificial_analysis,
)
from crawler.parsers.leaderboards.hf import (
    hf_benchmark,
    parse_hf_community_evals_run,
    parse_hf_eval_results,
    parse_hf_eval_results_yaml,
)
from crawler.parsers.leaderboards.rows import (
    SOURCE_TITLES,
    LeaderboardError,
    LeaderboardRow,
    Reason,
    RowDiff,
    Source,
    Uncertainty,
    diff_rows,
    evidence_for,
    match_rows,
    row_to_evidence,
)
from crawler.parsers.leaderboards.swebench import SWEBENCH_URL, board_benchmark, parse_swebench
from crawler.parsers.leaderboards.tau_bench import (
    TAU_BASE_URL,
    TauManifest,
    parse_tau_manifest,
    parse_tau_submission,
    submission_url,
)
from crawler.parsers.leaderboards.terminal_bench import (
    BOARDS as TB_BOARDS,
)
from crawler.parsers.leaderboards.terminal_bench import (
    HARBOR_FUNCTIONS_URL,
    LEADERBOARD_READ_PATH,
    TB_2_0,
    TB_2_1,
    parse_terminal_bench,
    parse_terminal_bench_legacy,
)

__all__ = [
    "AA_BENCHMARKS",
    "AA_URL",
    "HARBOR_FUNCTIONS_URL",
    "LEADERBOARD_READ_PATH",
    "SOURCE_TITLES",
    "SWEBENCH_URL",
    "TAU_BASE_URL",
    "TB_2_0",
    "TB_2_1",
    "TB_BOARDS",
    "LeaderboardError",
    "LeaderboardRow",
    "Reason",
    "RowDiff",
    "Source",
    "TauManifest",
    "Uncertainty",
    "board_benchmark",
    "diff_rows",
    "evidence_for",
    "hf_benchmark",
    "match_rows",
    "parse_artificial_analysis",
    "parse_hf_community_evals_run",
    "parse_hf_eval_results",
    "parse_hf_eval_results_yaml",
    "parse_swebench",
    "parse_tau_manifest",
    "parse_tau_submission",
    "parse_terminal_bench",
    "parse_terminal_bench_legacy",
    "row_to_evidence",
    "submission_url",
]
