"""The analyser's vocabulary: the watched target, extracted mentions, and the result."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from domain.claims.benchmarks import BenchmarkId


class Verdict(StrEnum):
    """What a whole document says about the target's claims."""

    NONE = "none"
    VENDOR_CLAIM_ONLY = "vendor-claim-only"
    INDEPENDENT_CONFIRMS = "independent-confirms"
    INDEPENDENT_DISPUTES = "independent-disputes"
    EXPLICITLY_UNVERIFIED = "explicitly-unverified"
    OFF_TOPIC = "off-topic"


class Attribution(StrEnum):
    """Who a figure comes from. Only ``INDEPENDENT`` can ever count as evidence."""

    VENDOR = "vendor"
    INDEPENDENT = "independent"
    LEAK = "leak"
    COMPETITOR = "competitor"
    UNKNOWN = "unknown"


class Stance(StrEnum):
    """What a sentence says about a claim, when it says anything."""

    CONFIRMS = "confirms"
    DISPUTES = "disputes"


class MentionKind(StrEnum):
    """What a mention is: a figure, a comparison without a figure, or a statement
    (a negation of verification, a stance) recorded because it explains the verdict."""

    FIGURE = "figure"
    COMPARISON = "comparison"
    STATEMENT = "statement"


@dataclass(frozen=True)
class Target:
    """The model being watched: its name, other names for it, and its maker."""

    name: str
    aliases: tuple[str, ...] = ()
    vendor: str | None = None
    vendor_aliases: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


@dataclass
class Mention:
    """One mention of a result, a speed or memory figure, or a statement about verification.

    ``value`` is None for qualitative mentions ("beats GPT-5 on BrowseComp") and for
    sentences recorded because they negate verification or take a stance. ``quote`` is the
    sentence the mention came from, so a reader can see why the verdict was reached.
    """

    model: str | None
    benchmark: BenchmarkId | None
    value: float | None
    unit: str | None
    attribution: Attribution
    negated: bool
    hedged: bool
    quote: str
    conditions: dict[str, str] = field(default_factory=dict)
    evaluator: str | None = None
    raw_value: str = ""
    stance: Stance | None = None
    about_target: bool = True
    soft_negation: bool = False
    kind: MentionKind = MentionKind.FIGURE
    #: A figure with no source of its own, taken as the vendor's by default, but written
    #: inside an independent party's report ("We measured 44.7 tok/s. After a driver update
    #: it was 47.2"): it may be the tester's own, so it is never the claim a test is held to.
    in_report: bool = False
    #: Taken as the vendor's only because nothing in the text says whose it is: a claim
    #: the text attributes to the vendor is preferred as a test's counterpart.
    by_default: bool = False
    #: Its source is a vendor's speech carried over from an earlier clause ("和官方数字基本
    #: 吻合。... 都在 60 到 62 之间"), not named in its own: a claim stated in its own clause
    #: is preferred as a test's counterpart.
    carried: bool = False
    #: Told in the conditional, as a guess or a hypothesis ("Messen dürfte das Team um die
    #: 300 Token", "un 62 basterebbe"): no result, so it disputes nothing.
    guessed: bool = False
    #: The object of a target not reached ("No llego a los 515"): the claim a test fell
    #: short of, unless the text states another claim for it (see ``analyze``).
    unreached: bool = False
    #: Said of a variant of the model or the setting ("the 66.8 DiffuSpace lists for its fast
    #: sampling mode", "32K截断版本的62.3"): a claim a test is held to only when no claim for
    #: the headline setting exists.
    variant: bool = False
    #: The weight width and batch size stated for this figure in its own words ("the
    #: eight-bit conversion ... ran at 31 tokens/s", "Con lote 64, ... 5.610 tokens/s"):
    #: speed is compared like for like on them (see ``conditions.stated_width``).
    width: int | None = None
    batch: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """The mention as the CLI prints it."""
        return {
            "model": self.model,
            "benchmark": str(self.benchmark) if self.benchmark else None,
            "value": self.value,
            "unit": self.unit,
            "attribution": str(self.attribution),
            "negated": self.negated,
            "hedged": self.hedged,
            "quote": self.quote,
        }


@dataclass
class Analysis:
    """The result of analysing one document for one target."""

    lang: str
    relevant: bool
    verdict: Verdict
    mentions: list[Mention]
    reasons: list[str]
    #: Figures of a text read as the vendor's that may be a report's own results, though
    #: nothing says whose they are: shown and stored as leads for a person to check, never
    #: counted as evidence (see ``analyze._report_leads``).
    leads: list[Mention] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "lang": self.lang,
            "relevant": self.relevant,
            "verdict": str(self.verdict),
            "mentions": [m.as_dict() for m in self.mentions],
            "reasons": list(self.reasons),
            "leads": [m.as_dict() for m in self.leads],
        }
