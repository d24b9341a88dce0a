"""Does a text read as someone's own test report? A small learned reader, used for a hint.

The rules attribute a figure only when a cue says whose it is ("we measured", "in our tests",
a named evaluator). Independent reports often give their results without one: a replication
note whose results section lists "GPQA Diamond: 75,1 Prozent", a forum thread whose poster
says what they got in passive voice. The rules then read those figures as the vendor's, the
error they make most on unseen text. How such reports are written (their words for set-ups,
runs, spreads, deviations, in seven languages) is learnable from the labelled corpora where
hand-written cues are not, so this reader scores the whole text. Style says that a text
reports a test, not whose figures it gives (red teams 27 and 28 had report-styled vendor
texts through both fallbacks built on it), so the analyser only names, in its reasons, the
figures with no source of a text it reads as vendor-claim-only and this reader scores as a
report; it never counts them.

The model is a logistic regression over character n-grams of the words, trained offline by
``tools/train_report_reader.py`` on the labelled sets that are not kept unread, and shipped
as package data (``report_reader.json.gz``): no weights are downloaded at run time and the
reader needs no numeric library. Digits are folded to ``0`` and the watched model's and
vendor's names to placeholders, so it learns how a report is written, not which model or
which numbers it is about.
"""

from __future__ import annotations

import gzip
import json
import math
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from domain.claims.patterns import whole_name

#: The shortest and longest character n-grams read from each word (with a space on each side).
NGRAM_SIZES = (2, 5)
WEIGHTS_FILE = "report_reader.json.gz"

_DIGIT = re.compile(r"\d")
_SPACE = re.compile(r"\s+")


def mask_names(text: str, names: Iterable[str], placeholder: str) -> str:
    """Replace each of ``names`` as a whole name (case-insensitive, longest first) by
    ``placeholder``: "Clover-35B-A3B-Preview" but not "...-Preview-GGUF", "Meta" but not
    "metadata", "Qwen3" but not "Qwen3.6"."""
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        text = re.sub(whole_name(name) + r"(?!\.\d)", placeholder, text, flags=re.IGNORECASE)
    return text


def report_text(text: str, model_names: Iterable[str] = (), vendors: Iterable[str] = ()) -> str:
    """The text as the reader sees it: the model's and vendor's names masked, lower case,
    digits folded, one space between words. Training and scoring must both go through here."""
    text = mask_names(mask_names(text, model_names, "mdl"), vendors, "vnd")
    return _SPACE.sub(" ", _DIGIT.sub("0", text.lower())).strip()


def ngrams(text: str) -> Counter[str]:
    """Counts of the character n-grams of each word, padded with a space on both sides
    (what scikit-learn calls ``char_wb``); ``text`` comes from ``report_text``."""
    low, high = NGRAM_SIZES
    counts: Counter[str] = Counter()
    for word in text.split(" "):
        padded = f" {word} "
        for n in range(low, min(high, len(padded)) + 1):
            counts.update(padded[i : i + n] for i in range(len(padded) - n + 1))
    return counts


@dataclass(frozen=True)
class ReportReader:
    """A linear model over sublinear tf-idf n-gram weights, L2-normalised."""

    idf: dict[str, float]
    coef: dict[str, float]
    intercept: float
    #: The score from which the analyser names a text's unsourced figures as possibly its own.
    threshold: float

    def score(self, text: str) -> float:
        """How strongly ``text`` (from ``report_text``) reads like a report of independent
        results, 0 to 1: the logistic regression's output, not a calibrated probability (it
        was trained with balanced class weights)."""
        weights = {
            gram: (1.0 + math.log(count)) * self.idf[gram]
            for gram, count in ngrams(text).items()
            if gram in self.idf
        }
        norm = math.sqrt(sum(w * w for w in weights.values()))
        if not norm:
            return 1.0 / (1.0 + math.exp(-self.intercept))
        z = self.intercept + sum(w * self.coef.get(g, 0.0) for g, w in weights.items()) / norm
        return 1.0 / (1.0 + math.exp(-z))


@cache
def shipped_reader() -> ReportReader:
    """The reader trained on the labelled corpora, read once from the package's data."""
    raw = resources.files(__package__).joinpath(WEIGHTS_FILE).read_bytes()
    data = json.loads(gzip.decompress(raw))
    grams: dict[str, list[float]] = data["grams"]
    return ReportReader(
        idf={g: v[0] for g, v in grams.items()},
        coef={g: v[1] for g, v in grams.items() if v[1]},
        intercept=data["intercept"],
        threshold=data["threshold"],
    )
