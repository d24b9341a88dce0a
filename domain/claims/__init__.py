"""Claims text analyser: who claims which benchmark or speed figure for a model, and
whether a document gives independent evidence for it. Pure domain logic, no I/O."""

from domain.claims.analyze import analyze
from domain.claims.benchmarks import BenchmarkId, canonical_benchmark, find_benchmarks
from domain.claims.document import document_verdict
from domain.claims.language import detect_language
from domain.claims.numbers import parse_number
from domain.claims.records import (
    Analysis,
    Attribution,
    Mention,
    MentionKind,
    Stance,
    Target,
    Verdict,
)
from domain.claims.verdicts import (
    Claim,
    ClaimStatus,
    ClaimVerdict,
    Evidence,
    Flag,
    Runner,
    judge_claim,
)

__all__ = [
    "Analysis",
    "Attribution",
    "BenchmarkId",
    "Claim",
    "ClaimStatus",
    "ClaimVerdict",
    "Evidence",
    "Flag",
    "Mention",
    "MentionKind",
    "Runner",
    "Stance",
    "Target",
    "Verdict",
    "analyze",
    "canonical_benchmark",
    "detect_language",
    "document_verdict",
    "find_benchmarks",
    "judge_claim",
    "parse_number",
]
