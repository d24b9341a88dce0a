"""Which articles tell the same news? Group them into stories across outlets and languages.

Headlines differ by language, but the anchors of a news item do not: "61.8" / "61,8",
"1,240" / "1 240" / "1.240", "Clover-35B-A3B", "SWE-bench", "H200", "20 November" /
"20 novembre" / "20. November" / "11月20日". A :class:`StoryFingerprint` holds those anchors;
an article joins a story when it shares the story's subject names and most of its numbers
within a time window, or when it is a near-duplicate (syndicated copy) of a member. A later
article that restates the launch figures but brings new ones of its own (an independent test)
starts a new story.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING

from domain.news.dedup import (
    DEFAULT_THRESHOLD,
    NearDuplicateIndex,
    estimate_jaccard,
    estimate_jaccards,
    signature,
)
from domain.news.outlets import OutletKind, classify_outlet, outlet_id
from domain.news.relevance import BENCHMARK_NAMES
from domain.news.textnorm import fold, word_set

if TYPE_CHECKING:
    from domain.news.dedup import Signature

__all__ = [
    "DEFAULT_WINDOW",
    "AnchorComparison",
    "Story",
    "StoryArticle",
    "StoryFingerprint",
    "StoryIndex",
    "StoryMatch",
    "StorySummary",
    "assign_story",
    "compare_fingerprints",
    "make_story_article",
    "new_story",
    "story_fingerprint",
    "story_key",
    "summarise_story",
]

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
DEFAULT_WINDOW = timedelta(days=7)  # launch coverage "within days"; later pieces are new news
MIN_SHARED_NUMBERS = 2
MIN_NUMBER_OVERLAP = 0.5  # shared / the smaller number set
NOVEL_NUMBER_SHARE = 1 / 3  # more new figures than this and it is a different measurement
MIN_SUBJECT_OVERLAP_QUALITATIVE = 0.6

# Latin word characters. Not \w: Chinese writes "870个token" and "发布Clover-35B" with no
# space, and CJK characters are \w to Python's re.
_L = "0-9A-Za-z_\u00c0-\u024f"
# Abbreviations that are also common words ("3 out of 5", "a set", "2 years ago") are left out.
_MONTHS: dict[str, int] = {}
for _month, _names in enumerate(
    (
        "january janvier januar jänner enero janeiro gennaio jan janv ene",
        "february février fevrier februar febrero fevereiro febbraio feb févr fevr",
        "march mars märz maerz marzo março marco mär",
        "april avril abril aprile apr avr abr",
        "may mai mayo maio maggio",
        "june juin juni junio junho giugno jun",
        "july juillet juli julio julho luglio jul juil",
        "august août aout agosto aug aoû",
        "september septembre septiembre setiembre setembro settembre sep sept",
        "october octobre oktober octubre outubro ottobre oct okt ott",
        "november novembre noviembre novembro nov",
        "december décembre decembre dezember diciembre dezembro dicembre dec déc dez dic",
    ),
    start=1,
):
    for _name in _names.split():
        _MONTHS[_name] = _month
_MONTH_ALT = "|".join(sorted(map(re.escape, _MONTHS), key=len, reverse=True))
_DATE_PATTERNS: tuple[tuple[re.Pattern[str], tuple[int, int, int], str], ...] = (
    # (pattern, (year group, month group, day group), a character every match contains);
    # 0 = absent, "" = none. The character lets `_dates` skip a pattern the text cannot
    # match: the Chinese one starts with an optional year, so the regex engine tries it at
    # every position (a fifth of a fingerprint) only to find no "月" in most texts. For the
    # same reason the first two open with a digit and check what precedes it after it (the
    # engine then looks for the digits, not at every position): 0.04 ms a fingerprint.
    (re.compile(r"((?:19|20)(?<!\d{3})\d\d)-(\d{1,2})-(\d{1,2})(?!\d)"), (1, 2, 3), "-"),
    (
        re.compile(
            rf"(\d(?<![{_L}.]\d)\d?)(?:er|º|°|\.|st|nd|rd|th)?\s+(?:of\s+|de\s+)?({_MONTH_ALT})\.?"
            rf"(?:,?\s+(?:de\s+|del\s+)?((?:19|20)\d\d))?(?![{_L}])",
            re.IGNORECASE,
        ),
        (3, 2, 1),
        "",
    ),
    # Any word followed by a day, the word looked up in `_MONTHS` by `_dates`: the same
    # matches as the alternation of month names, which cost half of a fingerprint to try at
    # every word start.
    (
        re.compile(
            rf"(?<![{_L}])([A-Za-z\u00c0-\u024f]++)\.?\s+(\d{{1,2}})"
            r"(?:st|nd|rd|th)?(?!\d)(?:,?\s+((?:19|20)\d\d))?",
            re.IGNORECASE,
        ),
        (3, 1, 2),
        "",
    ),
    (
        re.compile(r"(?:((?:19|20)\d\d)\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]"),
        (1, 2, 3),
        "月",
    ),
)

# Name-like tokens: words with digits, internal capitals, all capitals, or capitalised
# hyphen compounds ("SWE-bench"). Plain capitalised words are left out on purpose: German
# capitalises every noun, and translations change them anyway.
_TOKEN = re.compile(rf"(?<![{_L}-])[A-Za-z][{_L}]*(?:[-.][A-Za-z0-9]+)*(?![{_L}-])")
# The tokens of `_TOKEN` that can be names: a name has a digit, a capital after its first
# letter, or a hyphen (`_is_name`), so a token with none of them ("model", "Model") is skipped
# by the regex engine instead of being handed to Python one by one. Same spans as `_TOKEN`.
# The look-ahead skips the word's other characters possessively (those not in the class it
# looks for, then those of `_L`): backtracking over a word that is not a name, for each
# alternative, cost 0.02 ms a fingerprint.
_NAME_CANDIDATE = re.compile(
    rf"(?<![{_L}-])[A-Za-z]"
    rf"(?=[a-z\u00df-\u00ff]*+[0-9A-Z_\u00c0-\u00de\u0100-\u024f]|[{_L}]*+[-.][A-Za-z0-9])"
    rf"[{_L}]*(?:[-.][A-Za-z0-9]+)*(?![{_L}-])"
)
_SIZE = re.compile(r"^a?(\d+(?:\.\d+)?)[bmkt]$", re.IGNORECASE)
# '35B', '1.5T', '128K' written as words of their own: the number is what counts. It opens
# with a digit and checks what precedes it after it, which lets the regex engine look for
# digits instead of trying every position (0.01 ms a fingerprint).
_SIZE_WORD = re.compile(rf"(\d(?<![{_L}.,-]\d)\d*(?:[.,]\d+)?)\s?[BMKTbmkt](?![{_L}-])")
_GENERIC_ACRONYMS = word_set(
    "ai ia ki llm llms moe api apis gpu gpus cpu tpu ceo cto cfo usd eur gbp cny rmb eu ue "
    "us usa uk pdf html json url it tv pr ip faq sdk os vs ok mit ces"
)
_VERSION = re.compile(r"^v\d+(?:\.\d+)*$")
_HARDWARE = re.compile(r"^(?:[abh]\d{2,3}[a-z]?|gb\d{3}|mi\d{3}x?|rtx\d*|dgx|nvidia|amd|tpus?)$")
_BENCHMARK_TOKENS = frozenset(
    t for name in BENCHMARK_NAMES for t in re.split(r"\s+", fold(name)) if len(t) > 2
) | frozenset({"lbpp", "bigcodebench", "swe-bench", "big-bench", "math-500", "seal-0", "hle"})
# A number on its own ('61.8', '1 240'); it opens with a digit for `_SIZE_WORD`'s reason.
_NUMBER = re.compile(
    rf"\d(?<![{_L}.,]\d)\d*(?:(?:[.,]|[ \u00a0\u202f\u2009'’](?=\d{{3}}(?!\d)))\d+)*(?![{_L}])"
)
_THOUSANDS_SPACE = re.compile(r"[ \u00a0\u202f\u2009'’]")


@dataclass(frozen=True, slots=True)
class StoryFingerprint:
    """Language-independent anchors of an article."""

    numbers: frozenset[str]  # normalised decimals: '61.8', '1240'
    names: frozenset[str]  # folded name tokens: 'clover-35b-a3b', 'swe-bench', 'h200'
    dates: frozenset[str]  # 'MM-DD' (year left out: one language may omit it)
    # Derived from `names` once: story assignment compares every member of every recent story.
    subjects: frozenset[str] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        """Names that say what the news is about: not benchmarks, hardware, versions or
        generic acronyms."""
        subjects = frozenset(
            n
            for n in self.names
            if n not in _BENCHMARK_TOKENS
            and n not in _GENERIC_ACRONYMS
            and not _HARDWARE.match(n)
            and not _VERSION.match(n)
        )
        object.__setattr__(self, "subjects", subjects)


def _dates(text: str) -> tuple[set[str], str]:
    """'MM-DD' anchors of the dates in ``text``, and the text with those dates blanked."""
    found: set[str] = set()
    for pattern, (_, month_group, day_group), marker in _DATE_PATTERNS:
        if marker not in text:
            continue

        def keep(match: re.Match[str], mg: int = month_group, dg: int = day_group) -> str:
            month_raw = match.group(mg)
            month = int(month_raw) if month_raw.isdigit() else _MONTHS.get(month_raw.lower(), 0)
            day = int(match.group(dg))
            if 1 <= month <= 12 and 1 <= day <= 31:
                found.add(f"{month:02d}-{day:02d}")
                return " " * len(match.group(0))
            return match.group(0)

        text = pattern.sub(keep, text)
    return found, text


@functools.lru_cache(maxsize=1 << 14)
def _normalise_number(raw: str) -> str | None:
    """'61,8' -> '61.8'; '1 240' / '1,240' / '1.240' -> '1240'; '76.0' -> '76'.

    A single ',' or '.' followed by exactly three digits is a thousands separator (the
    ambiguous '1.240' reads as German 1240); with both marks, the last one is the decimal.
    Cached: years, sizes and scores recur across articles (0.03 ms a fingerprint).
    """
    compact = _THOUSANDS_SPACE.sub("", raw)
    marks = [c for c in compact if c in ".,"]
    if not marks:
        digits = compact
    elif len(set(marks)) == 2:
        decimal = marks[-1]
        thousands = "," if decimal == "." else "."
        digits = compact.replace(thousands, "").replace(decimal, ".")
    elif len(marks) > 1:
        digits = compact.replace(marks[0], "")
    else:
        head, tail = re.split(r"[.,]", compact)
        is_thousands = len(tail) == 3 and head != "0" and len(head) <= 3
        digits = head + tail if is_thousands else f"{head}.{tail}"
    try:
        value = Decimal(digits)
    except InvalidOperation:
        return None
    text = format(value.normalize(), "f")
    return text


def _is_distinctive(number: str) -> bool:
    """Small integers and years are everywhere; they do not identify a news item."""
    if "." in number:
        return True
    value = int(number)
    return value >= 10 and not 1900 <= value <= 2100


def _is_name(token: str) -> bool:
    """A product/model/benchmark-like token (see :data:`_TOKEN`)."""
    letters = [c for c in token if c.isalpha()]
    if not letters:
        return False
    if any(c.isdigit() for c in token):
        return True
    if len(letters) >= 3 and all(c.isupper() for c in letters):
        return True
    if re.search(r"[a-z][A-Z]", token):  # CamelCase: "DiffuSpace", "LiveCodeBench", "iPhone"
        return True
    # Hyphenated names need an acronym part ("SWE-bench"); "Block-Diffusion" or German
    # compounds ("KI-Modell" aside) are ordinary words.
    return "-" in token and any(
        len(part) >= 2
        and part.isalpha()
        and part.isupper()
        and part.lower() not in _GENERIC_ACRONYMS
        for part in token.split("-")
    )


@functools.lru_cache(maxsize=1 << 16)
def _token_anchor(token: str) -> tuple[str | None, str]:
    """('number', '35') for a size such as '35B' (it is what '35 milliards' gives too),
    ('name', folded) for a name-like token, (None, '') for an ordinary word.

    Cached: the same few thousand tokens come back in every article of a crawl.
    """
    size = _SIZE.match(token)
    if size:
        return "number", _normalise_number(size.group(1)) or size.group(1)
    if _is_name(token):
        return "name", fold(token)
    return None, ""


def story_fingerprint(title: str, text: str, lang: str | None = None) -> StoryFingerprint:
    """Anchors of an article: numbers, names and dates, normalised across languages.

    ``lang`` is accepted for symmetry with the other helpers; extraction does not depend on
    it (month names of en/fr/de/es/pt/it and Chinese dates are all recognised).
    """
    del lang
    body = f"{title or ''}\n{text or ''}"
    dates, body = _dates(body)
    names: set[str] = set()
    numbers: set[str] = set()

    def take_name(match: re.Match[str]) -> str:
        raw = match.group(0)
        kind, value = _token_anchor(raw.rstrip("."))
        if kind is None:
            return raw
        (numbers if kind == "number" else names).add(value)
        return " " * len(raw)

    body = _NAME_CANDIDATE.sub(take_name, body)

    def take_size(match: re.Match[str]) -> str:
        normalised = _normalise_number(match.group(1))
        if normalised is not None:
            numbers.add(normalised)
        return " " * len(match.group(0))

    body = _SIZE_WORD.sub(take_size, body)
    for match in _NUMBER.finditer(body):
        normalised = _normalise_number(match.group(0))
        if normalised is not None:
            numbers.add(normalised)
    return StoryFingerprint(
        frozenset(n for n in numbers if _is_distinctive(n)), frozenset(names), frozenset(dates)
    )


@dataclass(frozen=True, slots=True)
class AnchorComparison:
    """What a candidate shares with an existing article, and what it adds."""

    shared_numbers: frozenset[str]
    novel_numbers: frozenset[str]
    shared_subjects: frozenset[str]
    shared_dates: frozenset[str]
    number_overlap: float
    subject_overlap: float
    same: bool
    reason: str

    @property
    def score(self) -> float:
        """0..1 strength of the match, for choosing between stories."""
        return round(0.6 * self.number_overlap + 0.3 * self.subject_overlap
                     + 0.1 * bool(self.shared_dates), 4)  # fmt: skip


def _overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Overlap coefficient: shared / size of the smaller set (0 when one is empty)."""
    return len(a & b) / min(len(a), len(b)) if a and b else 0.0


def compare_fingerprints(candidate: StoryFingerprint, other: StoryFingerprint) -> AnchorComparison:
    """Decide whether ``candidate`` tells the same news as ``other``.

    Same when they share a subject name and (a) at least two figures, most of the smaller
    set, with few figures new to ``other`` (at most a third of the candidate's), or (b) for
    texts with fewer than two figures each, most of their subject names.
    """
    shared_numbers = candidate.numbers & other.numbers
    novel = candidate.numbers - other.numbers
    subjects_a, subjects_b = candidate.subjects, other.subjects
    shared_subjects = subjects_a & subjects_b
    number_overlap = _overlap(candidate.numbers, other.numbers)
    subject_overlap = _overlap(subjects_a, subjects_b)
    shared_dates = candidate.dates & other.dates

    def result(same: bool, reason: str) -> AnchorComparison:
        return AnchorComparison(
            shared_numbers, novel, shared_subjects, shared_dates,
            number_overlap, subject_overlap, same, reason,
        )  # fmt: skip

    if not shared_subjects:
        return result(False, "no subject name in common")
    names = ", ".join(sorted(shared_subjects)[:3])
    allowed_novel = max(1, int(len(candidate.numbers) * NOVEL_NUMBER_SHARE))
    if len(candidate.numbers) >= MIN_SHARED_NUMBERS and len(other.numbers) >= MIN_SHARED_NUMBERS:
        if len(shared_numbers) < MIN_SHARED_NUMBERS or number_overlap < MIN_NUMBER_OVERLAP:
            return result(False, f"same names ({names}) but different numbers")
        if len(novel) > allowed_novel:
            new = ", ".join(sorted(novel)[:4])
            return result(False, f"same names ({names}) but new numbers: {new}")
        shared = ", ".join(sorted(shared_numbers)[:4])
        return result(True, f"shares names ({names}) and numbers ({shared})")
    if (
        len(candidate.numbers) < MIN_SHARED_NUMBERS
        and len(other.numbers) < MIN_SHARED_NUMBERS
        and len(shared_subjects) >= 2
        and subject_overlap >= MIN_SUBJECT_OVERLAP_QUALITATIVE
    ):
        return result(True, f"no figures; shares names ({names})")
    return result(False, f"same names ({names}) but not enough shared figures")


@dataclass(frozen=True, slots=True)
class StoryArticle:
    """An article as stories see it; build one with :func:`make_story_article`."""

    key: str
    url: str
    outlet: str
    kind: OutletKind
    lang: str | None
    published: datetime | None
    fingerprint: StoryFingerprint
    signature: Signature | None = None
    copy_of: str | None = None  # key of the article this one is a syndicated copy of


def make_story_article(
    key: str,
    url: str,
    title: str,
    text: str,
    *,
    lang: str | None = None,
    published: datetime | None = None,
    kind: OutletKind | None = None,
    vendor_domains: Iterable[str] = (),
    vendor_orgs: Iterable[str] = (),
    fingerprint: StoryFingerprint | None = None,
    minhash: Signature | None = None,
) -> StoryArticle:
    """Fingerprint, MinHash signature, outlet and outlet kind of one article; a fingerprint
    and signature computed elsewhere from the same title and text may be passed in."""
    return StoryArticle(
        key=key,
        url=url,
        outlet=outlet_id(url),
        kind=kind or classify_outlet(url, vendor_domains, vendor_orgs),
        lang=lang,
        published=published,
        fingerprint=fingerprint or story_fingerprint(title, text, lang),
        signature=minhash if fingerprint is not None else signature(f"{title}\n{text}", lang),
    )


@dataclass(frozen=True, slots=True)
class Story:
    """Articles about one news item, in the order they were assigned."""

    story_id: str
    articles: tuple[StoryArticle, ...]
    # Earliest publication time among the members (None if none is dated). Computed once:
    # every assignment reads it for each candidate story.
    first_published: datetime | None = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        dated = [a.published for a in self.articles if a.published is not None]
        object.__setattr__(self, "first_published", min(dated) if dated else None)

    def with_article(self, article: StoryArticle, copy_of: str | None = None) -> Story:
        """A copy of the story with ``article`` appended (marked as a copy when given)."""
        member = replace(article, copy_of=copy_of) if copy_of else article
        return replace(self, articles=(*self.articles, member))


def new_story(article: StoryArticle, story_id: str | None = None) -> Story:
    """A story seeded by ``article``; the default id is a stable hash of the article key,
    which is enough for one model's stories (storage gives `story_key`, which names the
    model too: a stored story's id is unique across models)."""
    sid = story_id or "story-" + hashlib.sha1(article.key.encode("utf-8")).hexdigest()[:12]
    return Story(sid, (article,))


def story_key(model: str, url_key: str) -> str:
    """A stored story's id: a stable hash of the model and of the article that started it.
    The model is part of it because one page can start a story for each of two watched
    models, and a story's id is unique across models (and names its alerts)."""
    digest = hashlib.sha1(f"{model}\n{url_key}".encode()).hexdigest()[:12]
    return f"story-{digest}"


@dataclass(frozen=True, slots=True)
class StoryMatch:
    """Where an article goes: an existing story (``story_id``) or a new one."""

    is_new: bool
    story_id: str | None
    reason: str
    score: float = 0.0
    matched_key: str | None = None
    copy_of: str | None = None  # set when the article is a near-duplicate of that member


def _within(article: StoryArticle, story: Story, window: timedelta) -> bool:
    """True when the article was published within ``window`` of the story's start."""
    start = story.first_published
    if article.published is None or start is None:
        return True
    return abs(article.published - start) <= window


def assign_story(
    article: StoryArticle,
    stories: Sequence[Story],
    *,
    window: timedelta = DEFAULT_WINDOW,
    duplicate_threshold: float = DEFAULT_THRESHOLD,
) -> StoryMatch:
    """Choose the story ``article`` belongs to, or say it is new and why.

    A near-duplicate of any member (estimated Jaccard >= ``duplicate_threshold``) joins that
    member's story as a copy; otherwise the best :func:`compare_fingerprints` match wins.
    Stories whose first article is more than ``window`` away are not considered. This
    compares every member of every story; :class:`StoryIndex` gives the same answer by
    comparing only the members that can match.
    """
    members = ((story, story.articles) for story in stories)
    return _best_match(article, members, window, duplicate_threshold)


def _best_match(
    article: StoryArticle,
    candidates: Iterable[tuple[Story, Iterable[StoryArticle]]],
    window: timedelta,
    duplicate_threshold: float,
    no_candidate: str = "no story to compare with",
    *,
    duplicates_only: bool = False,
) -> StoryMatch:
    """The first member, in story and member order, with the highest score.

    A near-duplicate scores 1 + its similarity and a fingerprint match at most 1, so when any
    member is a near-duplicate the fingerprints need not be compared at all: near-duplicates
    are looked for first, over every member. With ``duplicates_only``, only they are: no
    near-duplicate is a new story with ``no_candidate`` as its reason.
    """
    listed = [
        (story, list(members), _within(article, story, window)) for story, members in candidates
    ]
    best: StoryMatch | None = None
    if article.signature is not None:
        signed = [
            (story, member)
            for story, members, within in listed
            if within
            for member in members
            if member.signature is not None
        ]
        similarities = estimate_jaccards(article.signature, [m.signature for _, m in signed])
        for (story, member), similarity in zip(signed, similarities, strict=True):
            if similarity >= duplicate_threshold and (
                best is None or 1.0 + similarity > best.score
            ):
                best = StoryMatch(
                    False,
                    story.story_id,
                    f"near-duplicate of {member.key} (Jaccard ~{similarity:.2f})",
                    1.0 + similarity,
                    member.key,
                    copy_of=member.key,
                )
    if best is not None:
        return best
    if duplicates_only:
        return StoryMatch(True, None, no_candidate)
    closest_reason = no_candidate
    closest_score = -1.0
    for story, members, within in listed:
        if not within:
            if closest_score < 0:
                closest_reason = f"outside the {window.days}-day window of {story.story_id}"
                closest_score = 0.0
            continue
        for member in members:
            comparison = compare_fingerprints(article.fingerprint, member.fingerprint)
            if comparison.same:
                if best is None or comparison.score > best.score:
                    best = StoryMatch(
                        False, story.story_id, comparison.reason, comparison.score, member.key
                    )
            elif comparison.score > closest_score:
                closest_score = comparison.score
                closest_reason = f"{comparison.reason} (closest: {member.key})"
    if best is not None:
        return best
    return StoryMatch(True, None, closest_reason)


class StoryIndex:
    """Recent stories whose members are indexed by their anchors, so that assigning an
    article compares it with the few members that can match instead of every member of
    every story (quadratic over a launch's coverage: ~370 comparisons an article after a
    thousand articles).

    A member can match only if it is a near-duplicate (a :class:`NearDuplicateIndex` hit),
    shares a figure with the article, or, when both have fewer than two figures,
    shares a subject name: :func:`compare_fingerprints` says "different" for every other
    member. So :meth:`assign` joins the same story as :func:`assign_story` (but for a
    near-duplicate LSH misses, see :meth:`assign`); only the reason given for a new story
    names the closest candidate rather than the closest member.

    Members with the same fingerprint and signature (a wire story's copies: the same text
    at other addresses) compare alike, so only the first of them in a story is indexed: a
    later twin could only tie with it, and a tie goes to the earlier member anyway.
    """

    def __init__(
        self, stories: Iterable[Story] = (), *, duplicate_threshold: float = DEFAULT_THRESHOLD
    ) -> None:
        self.duplicate_threshold = duplicate_threshold
        self._stories: dict[str, Story] = {}
        self._order: dict[str, int] = {}  # first put first: ties go to the older story
        self._by_number: dict[str, set[tuple[str, int]]] = {}
        self._by_subject: dict[str, set[tuple[str, int]]] = {}  # members with < 2 figures
        self._near = NearDuplicateIndex(duplicate_threshold)
        self._twins: dict[str, set[tuple[object, ...]]] = {}  # per story: features indexed
        for story in stories:
            self.put(story)

    def __len__(self) -> int:
        return len(self._stories)

    def get(self, story_id: str) -> Story | None:
        return self._stories.get(story_id)

    def put(self, story: Story) -> None:
        """Add a story, or replace it with a version that has more members."""
        old = self._stories.get(story.story_id)
        start = 0
        if old is not None:
            if story.articles[: len(old.articles)] == old.articles:
                start = len(old.articles)
            else:
                self._remove(old)
        self._stories[story.story_id] = story
        self._order.setdefault(story.story_id, len(self._order))
        for position in range(start, len(story.articles)):
            self._index(story.story_id, position, story.articles[position])

    def assign(
        self,
        article: StoryArticle,
        *,
        since: datetime | None = None,
        window: timedelta = DEFAULT_WINDOW,
    ) -> StoryMatch:
        """:func:`assign_story` over the stories that started at or after ``since``.

        The near-duplicates LSH finds are tried first: most of a launch's coverage is
        copies, and a copy's decision needs neither the members that only share a figure
        (every article about the model shares its scores: most of the index) nor any
        fingerprint. Only when none of them is a near-duplicate are those members added and
        the fingerprints compared. LSH's 25 bands of 5 of the 128 hash values miss a member
        only when every band has a value that differs, so every member whose estimated
        Jaccard is above 103/128 (0.805) is a candidate; one at exactly 103/128 (at the
        default threshold of 0.8) can be missed, and is then found by its figures as before,
        unless an LSH candidate is a near-duplicate too, which then wins.
        """
        near = self._near_candidates(article)
        if near:
            match = _best_match(
                article,
                self._by_story(near, since),
                window,
                self.duplicate_threshold,
                duplicates_only=True,
            )
            if not match.is_new:
                return match
        no_candidate = (
            "no recent story shares a figure or a name with it" if self._stories else
            "no story to compare with"
        )  # fmt: skip
        return _best_match(
            article,
            self._by_story(near | self._shared_candidates(article), since),
            window,
            self.duplicate_threshold,
            no_candidate=no_candidate,
        )

    def _by_story(
        self, refs: Iterable[tuple[str, int]], since: datetime | None
    ) -> list[tuple[Story, list[StoryArticle]]]:
        """The members ``refs`` name, by story in the order stories were put, each story's
        in member order; stories that started before ``since`` are left out."""
        by_story: dict[str, set[int]] = {}
        for story_id, position in refs:
            by_story.setdefault(story_id, set()).add(position)
        candidates = []
        for story_id in sorted(by_story, key=self._order.__getitem__):
            story = self._stories[story_id]
            start = story.first_published
            if since is not None and start is not None and start < since:
                continue
            members = [story.articles[p] for p in sorted(by_story[story_id])]
            candidates.append((story, members))
        return candidates

    def _near_candidates(self, article: StoryArticle) -> set[tuple[str, int]]:
        """Members LSH puts in a bucket with the article: where its near-duplicates are."""
        found: set[tuple[str, int]] = set()
        if article.signature is not None:
            for key in self._near.candidate_keys(article.signature):
                story_id, _, position = key.rpartition("\x00")
                found.add((story_id, int(position)))
        return found

    def _shared_candidates(self, article: StoryArticle) -> set[tuple[str, int]]:
        """Members that share a figure with the article (or, with fewer than two, a
        subject name): the only ones its fingerprint can match."""
        found: set[tuple[str, int]] = set()
        fingerprint = article.fingerprint
        for number in fingerprint.numbers:
            found |= self._by_number.get(number, set())
        if len(fingerprint.numbers) < MIN_SHARED_NUMBERS:
            for subject in fingerprint.subjects:
                found |= self._by_subject.get(subject, set())
        return found

    def _index(self, story_id: str, position: int, member: StoryArticle) -> None:
        seen = self._twins.setdefault(story_id, set())
        features = _features_key(member)
        if features in seen:
            return
        seen.add(features)
        ref = (story_id, position)
        for number in member.fingerprint.numbers:
            self._by_number.setdefault(number, set()).add(ref)
        if len(member.fingerprint.numbers) < MIN_SHARED_NUMBERS:
            for subject in member.fingerprint.subjects:
                self._by_subject.setdefault(subject, set()).add(ref)
        if member.signature is not None:
            self._near.add_signature(f"{story_id}\x00{position}", member.signature)

    def _remove(self, story: Story) -> None:
        for position, member in enumerate(story.articles):
            ref = (story.story_id, position)
            for number in member.fingerprint.numbers:
                self._by_number.get(number, set()).discard(ref)
            for subject in member.fingerprint.subjects:
                self._by_subject.get(subject, set()).discard(ref)
            self._near.remove(f"{story.story_id}\x00{position}")
        self._twins.pop(story.story_id, None)
        del self._stories[story.story_id]


def _features_key(member: StoryArticle) -> tuple[object, ...]:
    """What :func:`_best_match` reads of a member besides its key."""
    sig = member.signature
    return (member.fingerprint, None if sig is None else sig.hashvalues.tobytes())


@dataclass(frozen=True, slots=True)
class StorySummary:
    """What users see about a story."""

    story_id: str
    first_outlet: str
    first_url: str
    first_published: datetime | None
    article_count: int
    outlet_count: int
    outlets: tuple[str, ...]
    languages: tuple[str, ...]
    independent_outlet_count: int
    independent_outlets: tuple[str, ...]


def summarise_story(
    story: Story, *, duplicate_threshold: float = DEFAULT_THRESHOLD
) -> StorySummary:
    """First outlet, outlet count, languages and independent outlets of a story.

    An outlet is independent when it is not the vendor and its article is not a syndicated
    copy (``copy_of``, or a near-duplicate of an earlier member from another outlet).
    Translations are not copies by this test, so they count as independent.
    """
    order = sorted(
        enumerate(story.articles),
        key=lambda item: (item[1].published is None, item[1].published or _EPOCH, item[0]),
    )
    ordered = [article for _, article in order]
    first = ordered[0]
    outlets: dict[str, None] = {}
    independent: dict[str, None] = {}
    seen: list[StoryArticle] = []
    for article in ordered:
        outlets.setdefault(article.outlet, None)
        is_copy = article.copy_of is not None or any(
            earlier.outlet != article.outlet
            and earlier.signature is not None
            and article.signature is not None
            and estimate_jaccard(article.signature, earlier.signature) >= duplicate_threshold
            for earlier in seen
        )
        if article.kind != OutletKind.VENDOR and not is_copy:
            independent.setdefault(article.outlet, None)
        seen.append(article)
    languages = sorted({a.lang for a in story.articles if a.lang})
    return StorySummary(
        story_id=story.story_id,
        first_outlet=first.outlet,
        first_url=first.url,
        first_published=first.published,
        article_count=len(story.articles),
        outlet_count=len(outlets),
        outlets=tuple(outlets),
        languages=tuple(languages),
        independent_outlet_count=len(independent),
        independent_outlets=tuple(independent),
    )
