"""Reads the leaderboards that publish independent results about watched models
(verification-sources §2, §4.1): SWE-bench, Terminal-Bench (Harbor Hub), τ-bench, Hugging Face
eval results and, with a user-supplied key, Artificial Analysis.

Fetch and parse only. Each board is fetched once per crawl, whatever the number of watched
models; its answer is then parsed once per model with that model's `VendorIdentity` (who ran a
row depends on who the vendor is) and yields one `LeaderboardObservation` per (board, model):
every row whose model name matches the watched model exactly, possibly or as a derivative
(`match_rows`), all kept, the claims ledger decides what counts. A board read without a matching
row still yields an observation with no rows, so the ledger knows the board was read.

Boards read in several requests are chained (cb_kwargs carry what was read so far):

* Terminal-Bench: the TB 2.0 board, then the TB 2.1 board (`POST leaderboard-read`);
* τ-bench: `manifest.json`, then the `submission.json` of each manifest entry whose directory
  name could be a watched model (`tau_candidates`: a distinctive word of the model's names or
  aliases, or the vendor's organisation, in the directory name), one after the other;
* Hugging Face: each watched repo of a model (`?expand=evalResults`).

A part that fails is an error of the source; the rows read from the other parts are yielded with
`complete=False` (rows missing from an incomplete read are not retractions). A board of which
nothing could be read (a single request that failed, or every part) yields no observation at
all: nothing is invented. POST answers are kept out of the HTTP cache (`dont_cache`): the cache
revalidates with `If-None-Match`, and a server that honours it on a POST answers 412 (RFC 9110
§13.1.2), never 304.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import quote

import scrapy
from huggingface_hub.utils import build_hf_headers
from scrapy.http import Response
from scrapy.spidermiddlewares.httperror import HttpError

from crawler.errors import SourceErrors, describe_failure
from crawler.parsers.leaderboards import (
    TB_2_0,
    TB_2_1,
    LeaderboardError,
    LeaderboardRow,
    Source,
    match_rows,
    parse_artificial_analysis,
    parse_hf_eval_results,
    parse_swebench,
    parse_tau_manifest,
    parse_tau_submission,
    parse_terminal_bench,
    submission_url,
)
from crawler.parsers.leaderboards.rows import load_json
from domain.claims.identity import MatchKind, TargetModel, VendorIdentity
from domain.observations import LeaderboardObservation
from domain.watchlist import LEADERBOARDS_SOURCE
from storage.models import utcnow

AA_PATH = "/api/v2/data/llms/models"
JSON_MEDIA = "application/json"
#: The Harbor boards read, in this order (§4.1): TB 2.0 and TB 2.1, never mixed up.
TB_BOARDS: tuple[Mapping[str, str], ...] = (TB_2_0, TB_2_1)
TAU_SUBMISSIONS_DIR = "/submissions"

# τ-bench directory filter: words too common in model names to single one out.
_GENERIC_WORDS = frozenset(
    {
        "preview", "instruct", "chat", "base", "think", "thinking", "nothink", "reasoning",
        "beta", "alpha", "exp", "experimental", "model", "models", "high", "low", "medium",
        "minimal", "max", "none", "fast", "mini", "pro", "plus", "lite", "flash", "turbo",
        "large", "small", "tiny", "nano", "latest", "release", "the", "and", "voice", "live",
    }
)  # fmt: skip
# Organisation suffixes ("Zhipu AI", "zai-org", "Acme Labs") dropped from vendor words.
_ORG_WORDS = frozenset({"ai", "inc", "ltd", "llc", "co", "corp", "gmbh", "org", "labs", "lab"})
_SIZE_TOKEN = re.compile(r"[ae]?\d+(?:\.\d+)?[bmtk]")
_WORD = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True)
class Target:
    """One watched model with claims, as `jobs.crawl.spider_for` describes it."""

    model: str  # the watchlist key
    name: str
    vendor: VendorIdentity
    # One per watched HF repo (or by name when there is none): a row is kept when it is not a
    # different model for any of them.
    models: tuple[TargetModel, ...]
    hf_repos: tuple[str, ...] = ()
    tau_words: frozenset[str] = field(default_factory=frozenset)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Target:
        model = str(data["model"])
        name = str(data.get("name") or model)
        vendor_name = str(data.get("vendor") or "")
        hf_repos = tuple(r for r in (data.get("hf_repos") or ()) if r and "/" in r)
        vendor_names = tuple(data.get("vendor_names") or ())
        orgs = list(dict.fromkeys(r.split("/", 1)[0] for r in hf_repos))
        identity = VendorIdentity(
            hf_org=orgs[0] if orgs else vendor_name,
            names=tuple(dict.fromkeys(n for n in (vendor_name, *vendor_names) if n)),
            domains=tuple(data.get("vendor_domains") or ()),
            other_hf_orgs=tuple(orgs[1:]),
        )
        # The ledger applies its own identity rules to what is kept: here every name the
        # watchlist gives for the model may keep a row (news aliases included), so that no row
        # the ledger could count is dropped.
        aliases = tuple(
            dict.fromkeys(
                a
                for a in (
                    name,
                    *(data.get("leaderboard_names") or ()),
                    *(data.get("aliases") or ()),
                )
                if a and a.strip()
            )
        )
        models = tuple(
            TargetModel(repo_id=repo, vendor=identity, aliases=aliases)
            for repo in (hf_repos or (name,))
        )
        names = (name, *aliases, *(r.split("/", 1)[1] for r in hf_repos))
        words = {w for n in names for w in _distinctive_words(n)}
        for org in (*identity.names, *identity.hf_orgs):
            words |= _org_words(org)
        return cls(model, name, identity, models, hf_repos, frozenset(words))

    def matching(self, rows: Iterable[LeaderboardRow]) -> tuple[LeaderboardRow, ...]:
        """The rows about this model: exact, possible or derivative matches, in board order."""
        rows = list(rows)
        keep: set[int] = set()
        for target in self.models:
            for i, (_, match) in enumerate(match_rows(rows, target)):
                if match.kind is not MatchKind.DIFFERENT:
                    keep.add(i)
        return tuple(row for i, row in enumerate(rows) if i in keep)


def _distinctive_words(name: str) -> set[str]:
    """Words of a model name that can single it out in a τ-bench directory name: 'GLM-4.6' →
    {'glm'}; sizes, bare numbers, short tokens and generic words are left out."""
    out = set()
    for word in _WORD.findall(name.lower()):
        if len(word) < 3 or word.isdigit() or _SIZE_TOKEN.fullmatch(word):
            continue
        if word not in _GENERIC_WORDS:
            out.add(word)
    return out


def _org_words(org: str) -> set[str]:
    """An organisation as a directory may spell it: 'Zhipu AI' → {'zhipuai', 'zhipu'}, 'Z.ai' →
    {'zai'}, 'zai-org' → {'zaiorg', 'zai'}."""
    words = _WORD.findall(org.lower())
    out = {"".join(words)} if words else set()
    out |= {w for w in words if len(w) >= 3 and w not in _ORG_WORDS and not w.isdigit()}
    return {w for w in out if len(w) >= 3}


def tau_candidates(
    entries: Iterable[tuple[str, str]], targets: Iterable[Target]
) -> list[tuple[str, str]]:
    """The manifest entries (dir, list) worth fetching: those whose directory name
    (`<model>_<submitter>_<date>`) holds a distinctive word of a watched model's names or one of
    its vendor's organisation names. A cheap filter on names only: what it lets through is
    parsed and matched like any row; what it misses is a submission filed under a name sharing
    no word with the watchlist (add it to `identity.leaderboard_names`)."""
    words = frozenset().union(*(t.tau_words for t in targets))
    out = []
    for directory, kind in entries:
        lowered = directory.lower()
        tokens = set(_WORD.findall(lowered))
        tokens |= {"".join(_WORD.findall(part)) for part in lowered.split("_")}
        if tokens & words:
            out.append((directory, kind))
    return out


@dataclass(frozen=True)
class Partial:
    """What a board read in several requests has gathered so far."""

    rows: Mapping[str, tuple[LeaderboardRow, ...]] = field(default_factory=dict)
    read: int = 0  # parts read and parsed
    failed: int = 0  # parts that failed (HTTP error, unreadable answer)

    def add(self, matched: Mapping[str, tuple[LeaderboardRow, ...]]) -> Partial:
        rows = dict(self.rows)
        for model, new in matched.items():
            rows[model] = (*rows.get(model, ()), *new)
        return replace(self, rows=rows, read=self.read + 1)

    def fail(self) -> Partial:
        return replace(self, failed=self.failed + 1)


class LeaderboardSpider(scrapy.Spider):
    name = LEADERBOARDS_SOURCE

    def __init__(
        self,
        *,
        targets: Iterable[Mapping[str, Any]] = (),
        swebench_url: str,
        tau_bench_url: str,
        terminal_bench_url: str,
        hf_endpoint: str,
        hf_token: str | None = None,
        artificial_analysis_url: str,
        artificial_analysis_key: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.targets = tuple(Target.from_dict(t) for t in targets)
        self.swebench_url = swebench_url
        self.tau_bench_url = tau_bench_url.rstrip("/")
        self.terminal_bench_url = terminal_bench_url
        self.hf_endpoint = hf_endpoint.rstrip("/")
        aa = artificial_analysis_url.rstrip("/")
        self.aa_url = aa if aa.endswith(AA_PATH) else aa + AA_PATH
        self.aa_key = artificial_analysis_key or None
        # huggingface_hub's own headers: its user agent and, with a token, the Bearer auth
        # (False keeps it from picking up a token from the user's cache behind our back).
        self.hub_headers = build_hf_headers(
            token=hf_token or False, library_name="modelwatch", library_version="0.1"
        )
        self.errors: SourceErrors

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> LeaderboardSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.errors = SourceErrors(crawler)
        return spider

    # ------------------------------------------------------------------ requests

    async def start(self) -> AsyncIterator[scrapy.Request]:
        if not self.targets:
            return
        yield self._get(self.swebench_url, self.parse_swebench, self.board_failed)
        yield self._terminal_bench_request(0, Partial())
        yield self._get(self._tau_url("manifest.json"), self.parse_tau_manifest, self.board_failed)
        for target in self.targets:
            if target.hf_repos:
                yield self._hf_request(target, 0, Partial())
        if self.aa_key is not None:  # AA is read only with the user's own key
            yield self._get(
                self.aa_url,
                self.parse_artificial_analysis,
                self.artificial_analysis_failed,
                headers={"x-api-key": self.aa_key},
            )

    def _get(
        self,
        url: str,
        callback: Callable[..., Any],
        errback: Callable[..., Any],
        *,
        headers: Mapping[str, str] | None = None,
        **cb_kwargs: Any,
    ) -> scrapy.Request:
        return scrapy.Request(
            url,
            callback=callback,
            errback=errback,
            cb_kwargs=cb_kwargs,
            headers={"Accept": JSON_MEDIA, **(headers or {})},
            dont_filter=True,
        )

    def _terminal_bench_request(self, index: int, partial: Partial) -> scrapy.Request:
        board = TB_BOARDS[index]
        return scrapy.Request(
            self.terminal_bench_url,
            method="POST",
            body=json.dumps(dict(board)),
            headers={"Content-Type": JSON_MEDIA, "Accept": JSON_MEDIA},
            callback=self.parse_terminal_bench,
            errback=self.terminal_bench_failed,
            cb_kwargs={"index": index, "partial": partial},
            # The HTTP cache would send If-None-Match with the POST (a 412 answer, not a 304).
            meta={"dont_cache": True},
            dont_filter=True,
        )

    def _tau_url(self, name: str) -> str:
        return f"{self.tau_bench_url}/{name}"

    def _tau_request(
        self, entries: tuple[tuple[str, str], ...], index: int, partial: Partial
    ) -> scrapy.Request:
        directory, _ = entries[index]
        return self._get(
            self._tau_url(f"{quote(directory, safe='')}/submission.json"),
            self.parse_tau_submission,
            self.tau_submission_failed,
            entries=entries,
            index=index,
            partial=partial,
        )

    def _hf_request(self, target: Target, index: int, partial: Partial) -> scrapy.Request:
        repo = target.hf_repos[index]
        url = f"{self.hf_endpoint}/api/models/{quote(repo, safe='/')}?expand=evalResults"
        return self._get(
            url,
            self.parse_hf_eval_results,
            self.hf_failed,
            headers=self.hub_headers,
            model=target.model,
            index=index,
            partial=partial,
        )

    # ------------------------------------------------------------------ SWE-bench

    def parse_swebench(self, response: Response) -> Iterable[Any]:
        try:
            data = load_json(response.body, Source.SWEBENCH)  # decoded once: it is large
            matched = self._per_target(lambda vendor: parse_swebench(data, vendor=vendor))
        except LeaderboardError as exc:
            self.errors.add(f"{response.url}: {exc}")
            return
        yield from self._observations(Source.SWEBENCH, matched)

    # ------------------------------------------------------------------ Terminal-Bench

    def parse_terminal_bench(
        self, response: Response, index: int, partial: Partial
    ) -> Iterable[Any]:
        board = TB_BOARDS[index]
        try:
            data = load_json(response.body, Source.TERMINAL_BENCH)
            matched = self._per_target(
                lambda vendor: parse_terminal_bench(
                    data, package=board["package"], name=board["name"], vendor=vendor
                )
            )
        except LeaderboardError as exc:
            self.errors.add(f"{response.url} {_board_label(board)}: {exc}")
            partial = partial.fail()
        else:
            partial = partial.add(matched)
        yield from self._terminal_bench_next(index + 1, partial)

    def terminal_bench_failed(self, failure: Any) -> Iterable[Any]:
        kwargs = failure.request.cb_kwargs
        board = TB_BOARDS[kwargs["index"]]
        self.errors.add(f"{describe_failure(failure)} ({_board_label(board)})")
        yield from self._terminal_bench_next(kwargs["index"] + 1, kwargs["partial"].fail())

    def _terminal_bench_next(self, index: int, partial: Partial) -> Iterable[Any]:
        if index < len(TB_BOARDS):
            yield self._terminal_bench_request(index, partial)
            return
        yield from self._finish(Source.TERMINAL_BENCH, partial, self.targets)

    # ------------------------------------------------------------------ τ-bench

    def parse_tau_manifest(self, response: Response) -> Iterable[Any]:
        try:
            manifest = parse_tau_manifest(response.body)
        except LeaderboardError as exc:
            self.errors.add(f"{response.url}: {exc}")
            return
        entries = tuple(tau_candidates(manifest.entries(), self.targets))
        self.logger.debug(
            "τ-bench: %d of %d submissions fetched", len(entries), len(manifest.entries())
        )
        if not entries:  # no submission could be a watched model: the board was read in full
            yield from self._observations(Source.TAU_BENCH, {})
            return
        yield self._tau_request(entries, 0, Partial())

    def parse_tau_submission(
        self,
        response: Response,
        entries: tuple[tuple[str, str], ...],
        index: int,
        partial: Partial,
    ) -> Iterable[Any]:
        directory, kind = entries[index]
        url = self._tau_url(f"{directory}/submission.json")
        # The parser names a row's URL `{base}/submissions/<dir>/submission.json`.
        base = self.tau_bench_url.removesuffix(TAU_SUBMISSIONS_DIR)
        try:
            data = load_json(response.body, Source.TAU_BENCH)
            matched = self._per_target(
                lambda vendor: parse_tau_submission(
                    data, submission_dir=directory, kind=kind, vendor=vendor, base_url=base
                )
            )
        except LeaderboardError as exc:
            self.errors.add(f"{response.url}: {exc}")
            partial = partial.fail()
        else:
            if submission_url(directory, base) != url:  # a base URL not ending in /submissions
                matched = {m: tuple(replace(r, url=url) for r in rs) for m, rs in matched.items()}
            partial = partial.add(matched)
        yield from self._tau_next(entries, index + 1, partial)

    def tau_submission_failed(self, failure: Any) -> Iterable[Any]:
        kwargs = failure.request.cb_kwargs
        self.errors.add(describe_failure(failure))
        yield from self._tau_next(kwargs["entries"], kwargs["index"] + 1, kwargs["partial"].fail())

    def _tau_next(
        self, entries: tuple[tuple[str, str], ...], index: int, partial: Partial
    ) -> Iterable[Any]:
        if index < len(entries):
            yield self._tau_request(entries, index, partial)
            return
        # The manifest was read: even with every submission failed, the board was read, in part.
        complete = not partial.failed
        yield from self._observations(Source.TAU_BENCH, partial.rows, complete=complete)

    # ------------------------------------------------------------------ Hugging Face

    def parse_hf_eval_results(
        self, response: Response, model: str, index: int, partial: Partial
    ) -> Iterable[Any]:
        target = self._target(model)
        repo = target.hf_repos[index]
        try:
            data = load_json(response.body, Source.HF_EVAL_RESULTS)
            if isinstance(data, dict) and "evalResults" not in data and data.get("id"):
                # The model answered without the key: it has no eval results.
                data = {**data, "evalResults": []}
            rows = parse_hf_eval_results(data, repo_id=repo, vendor=target.vendor)
        except LeaderboardError as exc:
            self.errors.add(f"{response.url}: {exc}")
            partial = partial.fail()
        else:
            partial = partial.add({model: target.matching(rows)})
        yield from self._hf_next(target, index + 1, partial)

    def hf_failed(self, failure: Any) -> Iterable[Any]:
        kwargs = failure.request.cb_kwargs
        self.errors.add(describe_failure(failure))
        target = self._target(kwargs["model"])
        yield from self._hf_next(target, kwargs["index"] + 1, kwargs["partial"].fail())

    def _hf_next(self, target: Target, index: int, partial: Partial) -> Iterable[Any]:
        if index < len(target.hf_repos):
            yield self._hf_request(target, index, partial)
            return
        yield from self._finish(Source.HF_EVAL_RESULTS, partial, (target,))

    # ------------------------------------------------------------------ Artificial Analysis

    def parse_artificial_analysis(self, response: Response) -> Iterable[Any]:
        try:
            rows = parse_artificial_analysis(response.body)  # AA runs everything: no vendor
        except LeaderboardError as exc:
            self.errors.add(f"{response.url}: {exc}")
            return
        matched = {t.model: t.matching(rows) for t in self.targets}
        yield from self._observations(Source.ARTIFICIAL_ANALYSIS, matched)

    def artificial_analysis_failed(self, failure: Any) -> None:
        if failure.check(HttpError) and failure.value.response.status in (401, 403):
            response = failure.value.response
            said = " ".join(response.body[:160].decode("utf-8", "replace").split())
            self.errors.add(
                f"{response.url}: HTTP {response.status} Artificial Analysis refused the API key"
                f" (check MODELWATCH_ARTIFICIAL_ANALYSIS_KEY){': ' + said if said else ''}"
            )
            return
        self.errors.add(describe_failure(failure))

    # ------------------------------------------------------------------ shared

    def board_failed(self, failure: Any) -> None:
        """A board read in one request failed: an error, and no observation for it."""
        self.errors.add(describe_failure(failure))

    def _per_target(
        self, parse: Callable[[VendorIdentity], Sequence[LeaderboardRow]]
    ) -> dict[str, tuple[LeaderboardRow, ...]]:
        """Parse one answer per watched model (with its vendor: the runner depends on it) and
        keep that model's rows. A `LeaderboardError` is the answer's, whatever the model."""
        return {t.model: t.matching(parse(t.vendor)) for t in self.targets}

    def _finish(
        self, board: Source, partial: Partial, targets: Iterable[Target]
    ) -> Iterable[LeaderboardObservation]:
        """The end of a board read in parts: nothing when no part was read."""
        if not partial.read:
            return
        complete = not partial.failed
        yield from self._observations(board, partial.rows, targets, complete=complete)

    def _observations(
        self,
        board: Source,
        rows: Mapping[str, tuple[LeaderboardRow, ...]],
        targets: Iterable[Target] | None = None,
        *,
        complete: bool = True,
    ) -> Iterable[LeaderboardObservation]:
        observed_at = utcnow()
        for target in self.targets if targets is None else targets:
            yield LeaderboardObservation(
                board=str(board),
                model=target.model,
                rows=tuple(rows.get(target.model, ())),
                observed_at=observed_at,
                complete=complete,
            )

    def _target(self, model: str) -> Target:
        return next(t for t in self.targets if t.model == model)


def _board_label(board: Mapping[str, str]) -> str:
    return f"board {board['package']}/{board['name']}"
