"""The benchmark name table: canonical names, spellings, versions and variants.

Data only; the matching logic is in ``benchmarks.py``. To add a benchmark, append a
``BenchmarkSpec``. Order matters where one name contains another: longer names come first
(MMLU-Pro before MMLU, LiveCodeBench before LiveBench, BIG-Bench Extra Hard before
BIG-Bench Hard).

Version tokens and variants are kept exact and separate from the name because results on
"Terminal-Bench 2.0" and "Terminal-Bench 2.1", or on SWE-bench "Verified" and "Lite", are
not comparable.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class VersionStyle(StrEnum):
    """How a version token written after a benchmark name is normalised."""

    PLAIN = "plain"  # "2.0" stays "2.0"; a leading "v" is dropped
    V = "v"  # "6", "V6", "(v6)" become "v6"
    YEAR = "year"  # "25", "'25", "2025" become "2025"


S = r"[-\s_]?"  # an optional separator between the parts of a name


@dataclass(frozen=True)
class BenchmarkSpec:
    """One benchmark: how it is written, and which versions or variants it has.

    ``pattern`` matches the base name. ``version`` (a regex) matches a version token right
    after it, normalised by ``version_style``. ``variants`` are (canonical, regex) pairs for
    named variants ("Verified", "Diamond") that may follow the name or the version.
    ``family`` groups benchmarks that share a tolerance (all τ-bench generations).
    """

    name: str
    pattern: str
    family: str = ""
    version: str | None = None
    version_style: VersionStyle = VersionStyle.PLAIN
    variants: tuple[tuple[str, str], ...] = ()
    case_sensitive: bool = False

    @property
    def tolerance_family(self) -> str:
        return self.family or self.name


_TAU_DOMAINS = (
    ("Retail", "retail"),
    ("Airline", "airline"),
    ("Telecom", "telecom"),
    ("Banking", r"banking(?:[-\s_]knowledge)?"),
)

BENCHMARKS: tuple[BenchmarkSpec, ...] = (
    BenchmarkSpec(
        "SWE-bench",
        rf"swe{S}bench",
        variants=(
            ("Verified", "verified"),
            ("Lite", "lite"),
            ("Pro", "pro"),
            ("Multilingual", "multilingual"),
            ("Multimodal", "multimodal"),
            ("bash-only", rf"bash{S}only"),
            ("Full", "full"),
        ),
    ),
    BenchmarkSpec(
        "Terminal-Bench",
        rf"terminal{S}bench",
        version=r"v?[1-9](?:\.\d{1,2})?",
        variants=(("Hard", "hard"), ("Verified", "verified")),
    ),
    BenchmarkSpec(
        "τ³-bench",
        rf"(?:τ|tau)\s?(?:\^\s?3|³|3){S}bench",
        family="τ-bench",
        variants=_TAU_DOMAINS,
    ),
    BenchmarkSpec(
        "τ²-bench",
        rf"(?:τ|tau)\s?(?:\^\s?2|²|2){S}bench",
        family="τ-bench",
        variants=_TAU_DOMAINS,
    ),
    BenchmarkSpec("τ-bench", rf"(?:τ|tau){S}bench", family="τ-bench", variants=_TAU_DOMAINS),
    BenchmarkSpec(
        "GPQA",
        r"gpqa",
        variants=(("Diamond", "diamond"), ("Main", "main"), ("Extended", "extended")),
    ),
    BenchmarkSpec("Humanity's Last Exam", r"humanit(?:y|ies)['’]?s?\s+last\s+exam"),
    BenchmarkSpec("Humanity's Last Exam", r"HLE", case_sensitive=True),
    BenchmarkSpec("ZebraLogic", rf"zebra{S}logic"),
    BenchmarkSpec("AA-LCR", rf"aa{S}lcr"),
    BenchmarkSpec(
        "Artificial Analysis Intelligence Index",
        r"(?:artificial\s+analysis\s+)?[\"“„«]?intelligence\s+index",
    ),
    BenchmarkSpec("MATH-500", rf"math{S}500"),
    BenchmarkSpec(
        "MATH", r"MATH", case_sensitive=True, variants=(("Level 5", r"(?:level\s?5|L5)"),)
    ),
    BenchmarkSpec(
        "AIME",
        r"AIME",
        case_sensitive=True,
        version=r"['’]?(?:20)?[2-3]\d",
        version_style=VersionStyle.YEAR,
    ),
    BenchmarkSpec(
        "HMMT",
        r"HMMT",
        case_sensitive=True,
        version=r"(?:20)?[2-3]\d",
        version_style=VersionStyle.YEAR,
    ),
    BenchmarkSpec(
        "LiveCodeBench",
        rf"live{S}code{S}bench",
        version=r"\(?\s?v\d+\s?\)?",
        version_style=VersionStyle.V,
        variants=(("Pro", "pro"),),
    ),
    # a long-context story test, not LiveBench
    BenchmarkSpec("Fiction.LiveBench", r"fiction[-.\s_]?live[-\s_]?bench"),
    BenchmarkSpec("LiveBench", rf"(?<![.-])live{S}bench"),
    BenchmarkSpec(
        "BigCodeBench",
        rf"big{S}code{S}bench",
        variants=(("Hard", "hard"), ("Full", "full"), ("Instruct", "instruct")),
    ),
    BenchmarkSpec("BIG-Bench Extra Hard", rf"big{S}bench{S}extra{S}hard|BBEH"),
    BenchmarkSpec("BIG-Bench Hard", rf"big{S}bench{S}hard|BBH"),
    BenchmarkSpec("LBPP", r"LBPP", version=r"\(?\s?v\d+\s?\)?", version_style=VersionStyle.V),
    BenchmarkSpec(
        "Arena-Hard",
        rf"arena{S}hard(?:{S}auto)?",
        version=r"v\d+(?:\.\d+)?",
        version_style=VersionStyle.V,
    ),
    BenchmarkSpec(
        "LMArena",
        rf"lm{S}arena|chatbot{S}arena|lmsys(?:{S}arena)?",
        variants=(("Text", "text"), ("WebDev", rf"web{S}dev"), ("Vision", "vision")),
    ),
    BenchmarkSpec("BrowseComp", rf"browse{S}comp", variants=(("ZH", "zh"), ("Plus", "plus"))),
    BenchmarkSpec("BFCL", r"BFCL", version=r"v\d+", version_style=VersionStyle.V),
    BenchmarkSpec("IMO-AnswerBench", rf"imo{S}answer{S}bench"),
    BenchmarkSpec("Seal-0", rf"seal{S}0"),
    BenchmarkSpec("MMLU-Pro", rf"mmlu{S}pro"),
    BenchmarkSpec("MMLU-Redux", rf"mmlu{S}redux"),
    BenchmarkSpec("Global-MMLU", rf"global{S}mmlu", variants=(("Lite", r"\(?lite\)?"),)),
    BenchmarkSpec("MMMLU", r"mmmlu"),
    BenchmarkSpec("CMMLU", r"cmmlu"),
    BenchmarkSpec("MMLU", r"mmlu"),
    BenchmarkSpec("MMMU", r"mmmu", variants=(("Pro", "pro"),)),
    BenchmarkSpec("HumanEval+", rf"human{S}eval\s?(?:\+|plus)"),
    BenchmarkSpec("HumanEval", rf"human{S}eval"),
    BenchmarkSpec("MBPP+", r"mbpp\s?(?:\+|plus)"),
    BenchmarkSpec("MBPP", r"mbpp"),
    BenchmarkSpec("GSM8K", rf"gsm{S}8k"),
    BenchmarkSpec("SimpleQA", rf"simple{S}qa"),
    BenchmarkSpec("IFEval", rf"if{S}eval"),
    BenchmarkSpec("IFBench", rf"if{S}bench"),
    BenchmarkSpec("SciCode", rf"sci{S}code"),
    BenchmarkSpec("FrontierMath", rf"frontier{S}math"),
    BenchmarkSpec("ARC-AGI", rf"arc{S}agi", version=r"[1-3]"),
    BenchmarkSpec("Aider Polyglot", rf"aider{S}polyglot"),
    BenchmarkSpec("OSWorld", rf"os{S}world", variants=(("Verified", "verified"),)),
    BenchmarkSpec("MathVista", rf"math{S}vista"),
    BenchmarkSpec("MMBench", rf"mm{S}bench"),
    BenchmarkSpec("ScienceQA", rf"science{S}qa"),
    BenchmarkSpec("TextVQA", rf"text{S}vqa"),
    BenchmarkSpec("VQA", r"VQA", case_sensitive=True, version=r"v\d", version_style=VersionStyle.V),
    BenchmarkSpec("VizWiz", rf"viz{S}wiz"),
    BenchmarkSpec("POPE", r"POPE", case_sensitive=True),
    BenchmarkSpec("GQA", r"GQA", case_sensitive=True),
    BenchmarkSpec("MME", r"MME", case_sensitive=True),
    BenchmarkSpec("HellaSwag", rf"hella{S}swag"),
    BenchmarkSpec("WinoGrande", rf"wino{S}grande"),
    BenchmarkSpec("TruthfulQA", rf"truthful{S}qa"),
    BenchmarkSpec("C-Eval", rf"c{S}eval"),
    BenchmarkSpec("MLE-bench", rf"mle{S}bench"),
    BenchmarkSpec("SWE-Lancer", rf"swe{S}lancer"),
    BenchmarkSpec("LongBench", rf"long{S}bench", version=r"v\d", version_style=VersionStyle.V),
    BenchmarkSpec("MT-Bench", rf"mt{S}bench"),
    BenchmarkSpec(
        "AlpacaEval",
        rf"alpaca{S}eval",
        version=r"\d(?:\.\d)?",
        variants=(("LC", r"\(?\s?LC\s?\)?|length[-\s]controlled"),),
    ),
    BenchmarkSpec("WildBench", rf"wild{S}bench"),
    BenchmarkSpec("SuperCLUE", rf"super{S}clue"),
    BenchmarkSpec("GSM1k", rf"gsm{S}1k"),
)
