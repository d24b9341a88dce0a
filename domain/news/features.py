"""What relevance, deduplication and story matching need from an article's text, in one
picklable value.

Fingerprints, MinHash signatures and text hashes depend on the article alone, not on the
database, so the crawl computes them in its extraction worker processes, next to the text
they are made from, and the storing process (which also runs the reactor) only compares and
writes. `digest` ties the features to the exact title, text and language they were made
from: a pipeline given other text (the feed's summary, say) computes its own.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

from domain.news.dedup import signature_bytes, text_hash
from domain.news.relevance import Relevance, Target, assess_relevance
from domain.news.stories import StoryFingerprint, story_fingerprint

__all__ = ["ArticleFeatures", "article_features", "features_digest"]


def features_digest(title: str, text: str, lang: str | None) -> bytes:
    """A process-independent digest of the inputs (Python's str hash is salted). BLAKE2, not
    a checksum: titles and texts come from outside, and a collision would hand one text's
    relevance verdict to another."""
    data = "\x00".join((title or "", text or "", lang or "")).encode("utf-8", "surrogatepass")
    return hashlib.blake2b(data, digest_size=16).digest()


@dataclass(frozen=True, slots=True)
class ArticleFeatures:
    digest: bytes
    # None, with the signature, for a page no model it was judged for finds relevant.
    fingerprint: StoryFingerprint | None
    signature: bytes | None  # serialised MinHash (see `dedup.signature_to_bytes`)
    text_hash: str | None
    # The relevance of title plus text for the models the page was fetched for.
    relevance: tuple[tuple[Target, Relevance], ...] = ()

    def made_from(self, title: str, text: str, lang: str | None) -> bool:
        return self.digest == features_digest(title, text, lang)

    def relevance_for(self, target: Target) -> Relevance | None:
        """The verdict made for exactly this target, if one was made."""
        return next((verdict for made_for, verdict in self.relevance if made_for == target), None)


def article_features(
    title: str, text: str, lang: str | None, targets: Iterable[Target] = ()
) -> ArticleFeatures:
    """Fingerprint and signature of title plus text, the hash of the text alone, and the
    relevance of title plus text for each of ``targets``.

    When every target was judged and none finds the page relevant, there is no fingerprint
    or signature: only a story's members are compared, and a rejected article joins no
    story. They were a third of the extraction worker's time on such a page."""
    wanted = tuple(dict.fromkeys(targets))
    relevance = tuple(_verdicts(title, text, wanted))
    rejected = (  # every target judged, and none finds it relevant
        bool(wanted)
        and len(relevance) == len(wanted)
        and not any(verdict.relevant for _, verdict in relevance)
    )
    return ArticleFeatures(
        digest=features_digest(title, text, lang),
        fingerprint=None if rejected else story_fingerprint(title, text, lang),
        signature=None if rejected else signature_bytes(f"{title}\n{text}", lang),
        text_hash=text_hash(text) if text.strip() else None,
        relevance=relevance,
    )


def _verdicts(
    title: str, text: str, targets: Iterable[Target]
) -> Iterable[tuple[Target, Relevance]]:
    """A target whose verdict fails here is left out: the pipeline judges it itself, where a
    failure costs that one article and is recorded, not every model's copy of the page."""
    for target in targets:
        try:
            verdict = assess_relevance(title, text, target)
        except Exception:  # any: see the docstring
            continue
        yield target, verdict
