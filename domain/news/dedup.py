"""Is this article a copy? Exact copies by hash, syndicated copies by MinHash.

Wire stories and press releases are republished with a new headline, a byline, a "read
more" footer or a trimmed paragraph: their text hashes differ but most of their word
shingles do not. MinHash (datasketch) estimates the Jaccard similarity of shingle sets from
a fixed-size signature, so signatures can be stored next to the article (as bytes) and a
new article compared against thousands through an LSH index.

Shingles are word 4-grams for alphabetic scripts and character 3-grams for Chinese,
Japanese and Korean, which have no spaces between words.

The extraction workers only write signatures (:func:`signature_bytes`), which needs numpy
and hashlib alone; datasketch, whose package import pulls in SciPy for its LSH parameters
(a third of a second, most of a worker's start-up), is imported where signatures are read
and compared, in the crawl's process.
"""

from __future__ import annotations

import functools
import hashlib
import re
import struct
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from domain.news.language import cjk_ratio
from domain.news.textnorm import fold

__all__ = [
    "DEFAULT_THRESHOLD",
    "NearDuplicateIndex",
    "Signature",
    "estimate_jaccard",
    "estimate_jaccards",
    "jaccard",
    "normalise_text",
    "shingles",
    "signature",
    "signature_bytes",
    "signature_from_bytes",
    "signature_to_bytes",
    "text_hash",
]

if TYPE_CHECKING:
    from datasketch import LeanMinHash as Signature


def __getattr__(name: str) -> object:
    """``Signature`` (datasketch's LeanMinHash) at run time, imported when asked for."""
    if name == "Signature":
        from datasketch import LeanMinHash

        return LeanMinHash
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


WORD_SHINGLE = 4  # words per shingle: small edits cost few shingles, topics share few
CHAR_SHINGLE = 3  # CJK characters per shingle
NUM_PERM = 128  # estimate error ~ 1/sqrt(128) ≈ 0.09 around 0.5, much less near 1
SEED = 1
# Pinned so stored signatures stay comparable across datasketch releases (2.0 changed the
# default scheme; 'affine32' is the 2.x default and is written into the serialised bytes).
SCHEME = "affine32"
BYTE_ORDER = "<"  # little-endian on disk, whatever the machine
# LeanMinHash's serialised form for 'affine32': seed, minus the number of hash values, the
# scheme's code (1), then the values as 32-bit integers.
_SCHEME_CODE = 1
_HEADER = struct.pack(f"{BYTE_ORDER}qiB", SEED, -NUM_PERM, _SCHEME_CODE)
DEFAULT_THRESHOLD = 0.8
CJK_SHARE = 0.3  # share of CJK letters from which a text is shingled by characters

_WORD = re.compile(r"\w+", re.UNICODE)
_NOT_WORDCHAR = re.compile(r"[\W_]+", re.UNICODE)
_FMIX32_M1 = np.uint32(0x85EBCA6B)
_FMIX32_M2 = np.uint32(0xC2B2AE35)


def normalise_text(text: str) -> str:
    """Case-folded NFKC text with unified dashes/quotes and single spaces.

    ``" ".join(str.split())`` rather than a regex ``\\s+`` replaced by a space and stripped:
    the same whitespace (both are ``str.isspace``), without a replacement per space (0.025
    ms a bench page)."""
    return " ".join(fold(text).split())


def text_hash(text: str) -> str:
    """SHA-256 (hex) of :func:`normalise_text`: equal for exact copies modulo case/spacing."""
    return hashlib.sha256(normalise_text(text).encode("utf-8")).hexdigest()


def _is_cjk(text: str, lang: str | None) -> bool:
    if lang:
        return lang.lower()[:2] in ("zh", "ja", "ko")
    return cjk_ratio(text) >= CJK_SHARE


def shingles(text: str, lang: str | None = None) -> set[str]:
    """Word 4-grams, or character 3-grams for CJK text; a short text is one shingle."""
    folded = fold(text)
    if _is_cjk(text, lang):
        chars = _NOT_WORDCHAR.sub("", folded)
        size = CHAR_SHINGLE
        units: list[str] = list(chars)
        joiner = ""
    else:
        units = _WORD.findall(folded)
        size = WORD_SHINGLE
        joiner = " "
    if not units:
        return set()
    if len(units) < size:
        return {joiner.join(units)}
    # zip of shifted copies (the shortest one ends it), not a slice per position: a
    # third faster on a news page
    return set(map(joiner.join, zip(*(units[i:] for i in range(size)), strict=False)))


def jaccard(a: Iterable[str], b: Iterable[str]) -> float:
    """Exact Jaccard similarity of two shingle sets (1.0 for two empty sets)."""
    sa, sb = set(a), set(b)
    if not sa and not sb:
        return 1.0
    return len(sa & sb) / len(sa | sb)


def signature(text: str, lang: str | None = None) -> Signature | None:
    """MinHash signature of the text's shingles; None when the text has no words."""
    from datasketch import LeanMinHash

    grams = shingles(text, lang)
    if not grams:
        return None
    return LeanMinHash(seed=SEED, hashvalues=_hash_values(grams), scheme=SCHEME)


def signature_bytes(text: str, lang: str | None = None) -> bytes | None:
    """``signature_to_bytes(signature(text, lang))``, written without datasketch (see the
    module docstring); None when the text has no words."""
    grams = shingles(text, lang)
    if not grams:
        return None
    return _HEADER + _hash_values(grams).astype(f"{BYTE_ORDER}u4").tobytes()


def _hash_values(grams: Iterable[str]) -> np.ndarray:
    """The hash values ``MinHash.update_batch`` computes for ``grams``, byte for byte.

    datasketch calls its hash function (the first four bytes of SHA-1, little-endian) from
    Python once per shingle and builds the array from a list of ints, which cost more than
    half of a signature; here the digests are joined and read as one array, then mixed and
    permuted as its 'affine32' scheme does.
    """
    # Whole digests joined and their first four bytes taken by numpy: a fifth faster than
    # slicing each digest in Python.
    sha1 = hashlib.sha1
    digests = b"".join([sha1(g).digest() for g in map(str.encode, grams)])
    firsts = np.frombuffer(digests, dtype=np.uint8).reshape(-1, 20)[:, :4].copy()
    hashes = _fmix32(firsts.view("<u4").ravel().astype(np.uint32))
    a, b = _permutations()
    return (hashes[:, np.newaxis] * a + b).min(axis=0)


def _fmix32(hashes: np.ndarray) -> np.ndarray:
    """MurmurHash3's 32-bit finaliser, which 'affine32' applies before its permutations
    (uint32 products wrap around, as they should)."""
    hashes = hashes ^ (hashes >> 16)
    hashes = hashes * _FMIX32_M1
    hashes = hashes ^ (hashes >> 13)
    hashes = hashes * _FMIX32_M2
    return hashes ^ (hashes >> 16)


@functools.cache
def _permutations() -> np.ndarray:
    """The permutations MinHash draws from ``SEED`` for 'affine32', as a (2, NUM_PERM) array
    of ``a`` (odd) and ``b``, drawn as datasketch draws them (a test compares the two): the
    same every time, so drawn once."""
    generator = np.random.RandomState(SEED)
    a = generator.randint(0, 1 << 31, NUM_PERM, dtype=np.uint32) * np.uint32(2) + np.uint32(1)
    b = generator.randint(0, 1 << 32, NUM_PERM, dtype=np.uint32)
    permutations = np.array([a, b])
    permutations.setflags(write=False)  # shared by every signature: nobody may change it
    return permutations


def signature_to_bytes(sig: Signature) -> bytes:
    """Portable bytes for a database column (seed, size, scheme and hash values)."""
    buffer = bytearray(sig.bytesize(byteorder=BYTE_ORDER))
    sig.serialize(buffer, byteorder=BYTE_ORDER)
    return bytes(buffer)


def signature_from_bytes(data: bytes) -> Signature:
    """Inverse of :func:`signature_to_bytes`."""
    from datasketch import LeanMinHash

    return LeanMinHash.deserialize(bytearray(data), byteorder=BYTE_ORDER)


def estimate_jaccard(a: Signature, b: Signature) -> float:
    """Jaccard similarity estimated from two signatures."""
    return float(a.jaccard(b))


def estimate_jaccards(a: Signature, others: Sequence[Signature]) -> list[float]:
    """:func:`estimate_jaccard` of ``a`` with each of ``others``, in one array operation when
    they are all made alike (same seed, scheme and size); the values are the same."""
    alike = all(
        o.seed == a.seed and o.scheme == a.scheme and len(o.hashvalues) == len(a.hashvalues)
        for o in others
    )
    if not others or not alike:
        return [estimate_jaccard(a, o) for o in others]
    equal = np.array([o.hashvalues for o in others]) == a.hashvalues  # vstack: 2x slower
    size = float(len(a.hashvalues))
    return [float(count) / size for count in np.count_nonzero(equal, axis=1)]


@functools.lru_cache
def _lsh_bands(threshold: float) -> tuple[int, int]:
    """LSH (bands, rows) for a band threshold well below ``threshold``: at 0.8 that is 25
    bands of 5 rows, which misses a pair at 0.8 with odds of about 5e-5 (a band threshold of
    0.65 would miss one in twenty). datasketch finds them by numerical integration (~40 ms),
    so once per threshold."""
    from datasketch import MinHashLSH

    lsh = MinHashLSH(threshold=max(0.3, threshold - 0.3), num_perm=NUM_PERM)
    return lsh.b, lsh.r


class NearDuplicateIndex:
    """Keys of indexed texts whose estimated Jaccard similarity reaches ``threshold``.

    LSH finds candidates with a much lower band threshold (it misses pairs just above its
    own threshold), then each candidate is checked against ``threshold`` on its signature.
    """

    def __init__(self, threshold: float = DEFAULT_THRESHOLD, num_perm: int = NUM_PERM) -> None:
        if not 0.0 < threshold <= 1.0:
            raise ValueError(f"threshold must be in (0, 1], got {threshold}")
        if num_perm != NUM_PERM:
            raise ValueError(f"signatures are built with num_perm={NUM_PERM}")
        from datasketch import MinHashLSH

        self.threshold = threshold
        self._lsh = MinHashLSH(num_perm=num_perm, params=_lsh_bands(threshold))
        self._signatures: dict[str, Signature] = {}

    def __len__(self) -> int:
        return len(self._signatures)

    def __contains__(self, key: object) -> bool:
        return key in self._signatures

    def add(self, key: str, text: str, lang: str | None = None) -> Signature | None:
        """Index ``text`` under ``key`` (replacing an earlier entry); None if it has no words."""
        sig = signature(text, lang)
        if sig is not None:
            self.add_signature(key, sig)
        return sig

    def add_signature(self, key: str, sig: Signature) -> None:
        """Index a stored signature under ``key`` (replacing an earlier entry)."""
        if key in self._signatures:
            self.remove(key)
        self._lsh.insert(key, sig)
        self._signatures[key] = sig

    def remove(self, key: str) -> None:
        """Forget ``key``; unknown keys are ignored."""
        if self._signatures.pop(key, None) is not None:
            self._lsh.remove(key)

    def find(self, text: str, lang: str | None = None) -> list[tuple[str, float]]:
        """(key, estimated Jaccard) of near-duplicates of ``text``, most similar first."""
        sig = signature(text, lang)
        return [] if sig is None else self.find_signature(sig)

    def candidate_keys(self, sig: Signature) -> list[str]:
        """Keys LSH puts in a bucket with ``sig``, unscored: for a caller that scores them
        itself. Almost every near-duplicate is among them (see :func:`_lsh_bands`)."""
        return list(self._lsh.query(sig))

    def find_signature(self, sig: Signature) -> list[tuple[str, float]]:
        """(key, estimated Jaccard) of near-duplicates of a signature, most similar first."""
        hits = []
        for key in self._lsh.query(sig):
            score = estimate_jaccard(sig, self._signatures[key])
            if score >= self.threshold:
                hits.append((key, round(score, 4)))
        return sorted(hits, key=lambda hit: (-hit[1], hit[0]))
