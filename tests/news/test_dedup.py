"""Exact and near-duplicate detection, and signatures that survive a database round trip."""

from __future__ import annotations

import hashlib
import subprocess
import sys

import pytest
from datasketch import LeanMinHash, MinHash

from crawler.parsers.articles import ArticleParse, extract_article
from domain.news.dedup import (
    NUM_PERM,
    SCHEME,
    SEED,
    NearDuplicateIndex,
    estimate_jaccard,
    jaccard,
    normalise_text,
    shingles,
    signature,
    signature_bytes,
    signature_from_bytes,
    signature_to_bytes,
    text_hash,
)
from tests.news.support import corpus_doc, corpus_names, page_bytes


def _article(name: str) -> ArticleParse:
    return extract_article(page_bytes(name), url=f"https://outlet.test/{name}")


@pytest.fixture(scope="module")
def launch() -> ArticleParse:
    return _article("clover_launch_en.html")


@pytest.fixture(scope="module")
def index(launch: ArticleParse) -> NearDuplicateIndex:
    """The English launch article among the 24 corpus documents."""
    built = NearDuplicateIndex()
    built.add("launch-en", launch.text)
    for name in corpus_names():
        doc = corpus_doc(name)
        built.add(name, doc.body, doc.lang)
    return built


def test_normalisation_ignores_case_spacing_and_typography() -> None:
    a = "Clover\u201135B  scores 61.8%\non \u201cSWE-bench\u201d\u00a0Verified. "
    b = 'clover-35b scores 61.8% on "swe-bench" verified.'
    assert (
        normalise_text(a) == normalise_text(b) == 'clover-35b scores 61.8% on "swe-bench" verified.'
    )
    assert text_hash(a) == text_hash(b)
    assert len(text_hash(a)) == 64
    assert text_hash(a) != text_hash(b.replace("61.8", "61.9"))


def test_word_and_character_shingles() -> None:
    assert shingles("One two three four five") == {"one two three four", "two three four five"}
    assert shingles("Too short") == {"too short"}
    assert shingles("  ") == set()
    assert shingles("千问3模型发布", lang="zh") == {"千问3", "问3模", "3模型", "模型发", "型发布"}
    assert shingles("千问3模型发布") == shingles("千问3模型发布", lang="zh")  # detected by script


def test_exact_copy_differing_only_in_case_and_spacing(index: NearDuplicateIndex, launch) -> None:
    shouting = "  ".join(launch.text.upper().split())
    assert text_hash(shouting) == text_hash(launch.text)
    assert index.find(shouting) == [("launch-en", 1.0)]


def test_syndicated_copy_is_a_near_duplicate(index: NearDuplicateIndex, launch) -> None:
    copy = _article("clover_launch_en_syndicated.html")
    assert text_hash(copy.text) != text_hash(launch.text)
    assert jaccard(shingles(copy.text), shingles(launch.text)) > 0.85
    hits = index.find(copy.text)
    assert [key for key, _ in hits] == ["launch-en"]
    assert hits[0][1] >= 0.8


@pytest.mark.parametrize(
    "name",
    [
        "clover_launch_fr_latin1_declared_utf8.html",  # a translation is not a copy
        "clover_vendor_blog.html",  # same facts, other words
        "clover_independent_eval_en.html",  # same model, other news
    ],
)
def test_same_topic_is_not_a_duplicate(index: NearDuplicateIndex, name: str) -> None:
    assert index.find(_article(name).text) == []


def test_edited_chinese_copy_is_found_by_character_shingles(index: NearDuplicateIndex) -> None:
    original = corpus_doc("008_zh-qwen3-release-aime25.txt").body
    edited = (
        original.replace("本报讯 ", "（新华社）").replace("成本明显下降", "成本显著下降")
        + "\n（责任编辑：王明）"
    )
    hits = index.find(edited)
    assert [key for key, _ in hits] == ["008_zh-qwen3-release-aime25.txt"]


def test_no_false_positives_among_the_corpus(index: NearDuplicateIndex) -> None:
    for name in corpus_names():
        doc = corpus_doc(name)
        assert [key for key, _ in index.find(doc.body, doc.lang)] == [name]


def test_threshold_is_configurable(launch: ArticleParse) -> None:
    copy = _article("clover_launch_en_syndicated.html").text
    strict = NearDuplicateIndex(threshold=0.99)
    strict.add("launch-en", launch.text)
    assert strict.find(copy) == []
    loose = NearDuplicateIndex(threshold=0.5)
    loose.add("launch-en", launch.text)
    assert [k for k, _ in loose.find(copy)] == ["launch-en"]
    with pytest.raises(ValueError):
        NearDuplicateIndex(threshold=0)


def test_signatures_round_trip_through_bytes(launch: ArticleParse) -> None:
    sig = signature(launch.text)
    assert sig is not None
    stored = signature_to_bytes(sig)
    assert isinstance(stored, bytes)
    assert len(stored) == 13 + 4 * NUM_PERM  # seed, size, scheme byte, 32-bit hash values
    restored = signature_from_bytes(stored)
    assert estimate_jaccard(restored, sig) == 1.0
    assert signature_to_bytes(restored) == stored
    # a fresh index fed from stored signatures answers like the original one
    fresh = NearDuplicateIndex()
    fresh.add_signature("launch-en", restored)
    copy = _article("clover_launch_en_syndicated.html").text
    assert [k for k, _ in fresh.find(copy)] == ["launch-en"]


@pytest.mark.parametrize(
    ("text", "lang", "digest"),
    [
        (
            "Clover-35B-A3B scores 61.8 on SWE-bench Verified, DiffuSpace said on 20 November.",
            "en",
            "5677382a6fe8b1cfebe98eee738034cd78892071a719a335679e3b8cc5d12d6f",
        ),
        (
            "扩散语言模型Clover-35B-A3B在SWE-bench上得分61.8",
            "zh",
            "ee56a373b1efaeae5b7c6ecbdd0fd4ff649e67cf3dba672be6f08dcc6e583da6",
        ),
    ],
)
def test_stored_signature_bytes_do_not_change(text: str, lang: str, digest: str) -> None:
    """Signatures already in the database are compared with new ones: the bytes of a text's
    signature are pinned (SHA-256 of those written by datasketch's own ``update_batch``)."""
    sig = signature(text, lang)
    assert sig is not None
    assert hashlib.sha256(signature_to_bytes(sig)).hexdigest() == digest


@pytest.mark.parametrize("name", corpus_names()[:8])
def test_signature_is_the_one_datasketch_computes(name: str) -> None:
    doc = corpus_doc(name)
    reference = MinHash(num_perm=NUM_PERM, seed=SEED, scheme=SCHEME)
    reference.update_batch([g.encode("utf-8") for g in shingles(doc.body, doc.lang)])
    sig = signature(doc.body, doc.lang)
    assert sig is not None
    assert signature_to_bytes(sig) == signature_to_bytes(LeanMinHash(reference))


def test_empty_texts_are_not_indexed_and_keys_can_be_replaced() -> None:
    built = NearDuplicateIndex()
    assert built.add("empty", "  ") is None
    assert "empty" not in built
    assert built.find("") == []
    built.add("k", "alpha beta gamma delta epsilon zeta eta theta")
    built.add("k", "one two three four five six seven eight")
    assert len(built) == 1
    assert built.find("alpha beta gamma delta epsilon zeta eta theta") == []
    assert built.find("one two three four five six seven eight") == [("k", 1.0)]
    built.remove("k")
    built.remove("never added")
    assert len(built) == 0


def test_the_permutations_are_the_ones_datasketch_draws() -> None:
    from domain.news.dedup import _permutations

    reference = MinHash(num_perm=NUM_PERM, seed=SEED, scheme=SCHEME).permutations
    assert reference.dtype == _permutations().dtype
    assert (reference == _permutations()).all()


@pytest.mark.parametrize("name", corpus_names()[:8])
def test_signature_bytes_are_those_of_the_datasketch_signature(name: str) -> None:
    """The workers write signatures without datasketch; the crawl's process reads them
    with it."""
    doc = corpus_doc(name)
    sig = signature(doc.body, doc.lang)
    assert sig is not None
    assert signature_bytes(doc.body, doc.lang) == signature_to_bytes(sig)
    assert signature_bytes("  ", "en") is None and signature("  ", "en") is None


def test_an_extraction_worker_does_not_import_datasketch() -> None:
    """datasketch's package import pulls in SciPy: a third of a second of each worker's
    start-up, which the first pages of a crawl wait for."""
    code = (
        "import sys; from crawler.extraction import extract_page; "
        "from tests.news.support import page_bytes; "
        "extract_page(page_bytes('clover_launch_en.html'), url='https://outlet.test/a'); "
        "print('datasketch' in sys.modules, 'scipy' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False False"
