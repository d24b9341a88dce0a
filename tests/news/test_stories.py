"""Stories: the same news across outlets and languages is one story; new numbers are news."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from crawler.parsers.articles import extract_article
from domain.news.dedup import DEFAULT_THRESHOLD, estimate_jaccard
from domain.news.outlets import OutletKind
from domain.news.stories import (
    DEFAULT_WINDOW,
    Story,
    StoryArticle,
    StoryIndex,
    StoryMatch,
    assign_story,
    compare_fingerprints,
    make_story_article,
    new_story,
    story_fingerprint,
    summarise_story,
)
from tests.news.support import VENDOR_DOMAINS, VENDOR_ORGS, corpus_doc, corpus_names, page_bytes

LAUNCH_PAGES = [
    ("vendor", "https://diffuspace.ai/blog/introducing-clover", "clover_vendor_blog.html"),
    ("en", "https://www.aipressdaily.net/2026/11/18/diffuspace-clover-35b-a3b-preview/",
     "clover_launch_en.html"),
    ("syndicated", "https://techwire-syndicate.com/ai/clover-diffuspace",
     "clover_launch_en_syndicated.html"),
    ("fr", "https://www.journal-ia.fr/actu/clover", "clover_launch_fr_latin1_declared_utf8.html"),
    ("de", "https://ki-magazin.de/news/clover", "clover_launch_de_cp1252_undeclared.html"),
]  # fmt: skip
EVAL_PAGE = ("eval", "https://evalwatch.org/clover-test", "clover_independent_eval_en.html")
EVAL_ZH = (
    "Artificial Analysis对DiffuSpace的Clover-35B-A3B-Preview进行了独立测试，在SWE-bench Verified上"
    "测得54.3%，明显低于厂商公布的数字。在单块H200上，该模型每秒生成870个token。Clover的智能指数为41，"
    "在推理任务上落后于Qwen3.6-35B-A3B，但延迟更低。"
)


def _from_page(key: str, url: str, page: str) -> StoryArticle:
    article = extract_article(page_bytes(page), url=url)
    return make_story_article(
        key,
        url,
        article.title,
        article.text,
        lang=article.lang,
        published=article.published,
        vendor_domains=VENDOR_DOMAINS,
        vendor_orgs=VENDOR_ORGS,
    )


def _assign_all(articles: list[StoryArticle]) -> tuple[list[Story], dict[str, object]]:
    """Feed articles one by one, as a pipeline would; return stories and each match."""
    stories: list[Story] = []
    matches: dict[str, object] = {}
    for article in articles:
        match = assign_story(article, stories)
        matches[article.key] = match
        if match.is_new:
            stories.append(new_story(article))
        else:
            stories = [
                s.with_article(article, match.copy_of) if s.story_id == match.story_id else s
                for s in stories
            ]
    return stories, matches


@pytest.fixture(scope="module")
def launch_articles() -> list[StoryArticle]:
    return [_from_page(*spec) for spec in LAUNCH_PAGES]


# --------------------------------------------------------------------------- fingerprints


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        ("61.8%", "61.8"), ("61,8 %", "61.8"), ("1,240", "1240"), ("1.240", "1240"),
        ("1 240", "1240"), ("1\u00a0240", "1240"), ("1\u202f240", "1240"), ("1'240", "1240"),
        ("131,072", "131072"), ("131.072", "131072"), ("1.234.567", "1234567"),
        ("1,234.5", "1234.5"), ("1.234,5", "1234.5"), ("0,84", "0.84"), ("76.0", "76"),
        ("35B", "35"), ("1.5T", "1.5"),
    ],
)  # fmt: skip
def test_numbers_are_normalised_across_locales(written: str, normalised: str) -> None:
    assert story_fingerprint("", f"The figure was {written} in the test.").numbers == {normalised}


def test_small_integers_and_years_are_not_anchors() -> None:
    assert story_fingerprint("", "In 2026, 3 labs ran 7 tests over 2 days.").numbers == frozenset()


@pytest.mark.parametrize(
    "written",
    [
        "November 18, 2026", "Nov. 18", "18th November 2026", "18 novembre 2026", "1er mars",
        "18. November 2026", "18 de noviembre de 2026", "18 de novembro de 2026",
        "18 novembre", "2026-11-18", "2026年11月18日", "11月18日",
    ],
)  # fmt: skip
def test_dates_in_six_languages_and_chinese(written: str) -> None:
    dates = story_fingerprint("", f"Released on {written}.").dates
    assert dates == ({"03-01"} if written == "1er mars" else {"11-18"})


def test_names_are_product_like_tokens_only() -> None:
    fp = story_fingerprint(
        "DiffuSpace lance Clover-35B-A3B-Preview",
        "Selon DiffuSpace, 61,8 % sur SWE-bench Verified et 1 240 jetons/s sur une H200, "
        "dérivé de Qwen3.6-35B-A3B. Die Block-Diffusion und das KI-Modell; le modèle MoE.",
    )
    assert fp.names == {
        "diffuspace", "clover-35b-a3b-preview", "swe-bench", "h200", "qwen3.6-35b-a3b", "moe",
    }  # fmt: skip
    assert fp.subjects == {"diffuspace", "clover-35b-a3b-preview", "qwen3.6-35b-a3b"}
    assert fp.numbers == {"61.8", "1240"}


def test_launch_fingerprints_agree_across_three_languages(launch_articles) -> None:
    by_key = {a.key: a.fingerprint for a in launch_articles}
    common = {"61.8", "48.2", "72.5", "58.4", "1240", "4.3", "131072"}
    for key in ("en", "fr", "de"):
        assert common <= by_key[key].numbers, key
        assert {"clover-35b-a3b-preview", "qwen3.6-35b-a3b"} <= by_key[key].subjects, key
    assert by_key["fr"].dates == by_key["de"].dates == {"11-18"}


# --------------------------------------------------------------------------- grouping


def test_translations_and_a_syndicated_copy_form_one_story(launch_articles) -> None:
    stories, matches = _assign_all(launch_articles)
    assert len(stories) == 1
    (story,) = stories
    assert [a.key for a in story.articles] == ["vendor", "en", "syndicated", "fr", "de"]
    assert matches["vendor"].is_new
    assert matches["syndicated"].copy_of == "en"
    assert matches["syndicated"].reason.startswith("near-duplicate of en")
    for key in ("en", "fr", "de"):
        assert not matches[key].is_new
        assert matches[key].reason.startswith("shares names"), matches[key].reason

    summary = summarise_story(story)
    assert summary.first_outlet == "diffuspace.ai"
    assert summary.first_url == "https://diffuspace.ai/blog/introducing-clover"
    assert summary.first_published == datetime(2026, 11, 18, 8, 0, tzinfo=UTC)
    assert summary.article_count == 5
    assert summary.outlet_count == 5
    assert summary.languages == ("de", "en", "fr")
    # not the vendor, not the syndicated copy
    assert summary.independent_outlets == ("aipressdaily.net", "journal-ia.fr", "ki-magazin.de")
    assert summary.independent_outlet_count == 3


def test_an_independent_test_with_new_numbers_is_a_new_story(launch_articles) -> None:
    evaluation = _from_page(*EVAL_PAGE)
    zh = make_story_article(
        "eval-zh",
        "https://www.qbitai-example.cn/2026/11/clover",
        "Clover-35B-A3B-Preview独立测试成绩低于宣传",
        EVAL_ZH,
        lang="zh",
        published=datetime(2026, 11, 20, 15, 0, tzinfo=UTC),
    )
    stories, matches = _assign_all([*launch_articles, evaluation, zh])
    assert len(stories) == 2
    assert matches["eval"].is_new
    assert matches["eval"].reason.startswith("same names (clover-35b-a3b-preview, ")
    assert "but different numbers" in matches["eval"].reason
    # the Chinese write-up of the test joins the test's story, not the launch
    assert matches["eval-zh"].story_id == stories[1].story_id
    summary = summarise_story(stories[1])
    assert summary.languages == ("en", "zh")
    assert summary.first_outlet == "evalwatch.org"
    assert summary.independent_outlet_count == 2


def test_restating_the_launch_figures_with_new_ones_is_still_new() -> None:
    launch = story_fingerprint(
        "", "Clover-35B-A3B-Preview: 61.8% SWE-bench Verified, 1,240 tokens/s, 72.5 on AIME."
    )
    follow_up = story_fingerprint(
        "",
        "Clover-35B-A3B-Preview was claimed at 61.8% and 1,240 tokens/s; our runs gave 54.3%, "
        "870 tokens/s and 66.1 on AIME.",
    )
    comparison = compare_fingerprints(follow_up, launch)
    assert not comparison.same
    assert comparison.reason == (
        "same names (clover-35b-a3b-preview) but new numbers: 54.3, 66.1, 870"
    )
    assert comparison.shared_numbers == {"61.8", "1240"}


def test_same_numbers_for_a_differently_named_model_is_another_story() -> None:
    gemini = corpus_doc("001_deepmind-gemini-diffusion-page.txt")
    gemma = corpus_doc("040_particle-diffusiongemma-release.txt")
    a = story_fingerprint(gemini.title, gemini.body)
    b = story_fingerprint(gemma.title, gemma.body)
    assert {"1479", "0.84", "40.4", "23.3", "89.6"} <= a.numbers & b.numbers
    comparison = compare_fingerprints(b, a)
    assert (comparison.same, comparison.reason) == (False, "no subject name in common")


def test_articles_outside_the_window_start_a_new_story(launch_articles) -> None:
    stories, _ = _assign_all(launch_articles[:2])
    late = replace(launch_articles[3], published=datetime(2026, 12, 30, tzinfo=UTC))
    match = assign_story(late, stories)
    assert match.is_new
    assert match.reason.startswith("outside the 7-day window")
    assert not assign_story(late, stories, window=timedelta(days=60)).is_new


def test_qualitative_pieces_group_by_names() -> None:
    a = story_fingerprint("", "DiffuSpace ships Clover-35B-A3B-Preview, built on Qwen3.6-35B-A3B.")
    b = story_fingerprint("", "Clover-35B-A3B-Preview von DiffuSpace ist da, ohne Benchmarks.")
    c = story_fingerprint("", "Clover-35B-A3B-Preview runs on my laptop.")
    assert compare_fingerprints(b, a).same
    assert compare_fingerprints(b, a).reason.startswith("no figures; shares names")
    assert not compare_fingerprints(c, a).same


def test_no_stories_and_undated_articles() -> None:
    undated = make_story_article("x", "https://aipressdaily.net/x", "t", "Clover-35B-A3B-Preview")
    match = assign_story(undated, [])
    assert (match.is_new, match.story_id, match.reason) == (True, None, "no story to compare with")
    story = new_story(undated)
    assert story.story_id == new_story(undated).story_id  # stable
    assert new_story(undated, "story-1").story_id == "story-1"
    assert story.first_published is None
    dated = replace(
        undated, key="y", url="https://journal-ia.fr/y", outlet="journal-ia.fr",
        published=datetime(2026, 11, 18, tzinfo=UTC),
    )  # fmt: skip
    summary = summarise_story(story.with_article(dated))
    assert summary.first_outlet == "journal-ia.fr"  # dated articles come first
    assert summary.outlet_count == 2


def test_vendor_only_story_has_no_independent_outlets(launch_articles) -> None:
    vendor = launch_articles[0]
    assert vendor.kind == OutletKind.VENDOR
    github = make_story_article(
        "gh", "https://github.com/DiffuSpace/clover", "Clover", "Clover-35B-A3B-Preview weights.",
        vendor_domains=VENDOR_DOMAINS, vendor_orgs=VENDOR_ORGS,
    )  # fmt: skip
    summary = summarise_story(new_story(vendor).with_article(github))
    assert summary.outlet_count == 2
    assert summary.independent_outlet_count == 0


def _coverage_stream() -> list[StoryArticle]:
    """Every dev-corpus text told by several outlets, with copies (one word for word), trims
    and new figures: a crawl's worth of articles in an order that interleaves stories."""
    articles: list[StoryArticle] = []
    start = datetime(2026, 11, 1, tzinfo=UTC)
    for n, name in enumerate(corpus_names()):
        doc = corpus_doc(name)
        paragraphs = [p for p in doc.body.split("\n") if p.strip()]
        versions = [
            doc.body,
            "\n".join(paragraphs[1:]) or doc.body,  # trimmed copy
            f"{doc.body}\nUpdate: a reader measured {100 + n}.{n % 10} tokens/s and 4{n}.5%.",
            "\n".join(paragraphs[:1]),  # the lede alone
            doc.body,  # a wire copy, word for word: the index keeps one of such twins
        ]
        for v, text in enumerate(versions):
            articles.append(
                make_story_article(
                    f"{name}-{v}",
                    f"https://outlet{v}.example/{name}",
                    doc.title,
                    text,
                    lang=doc.lang,
                    published=start + timedelta(hours=9 * n + 2 * v),
                )
            )
    order = sorted(range(len(articles)), key=lambda i: (i * 7919) % len(articles))
    return [articles[i] for i in order]


def _reference_assign(article: StoryArticle, stories: list[Story]) -> StoryMatch:
    """The rule as first written, one pass over every member in order: the first member with
    the highest score wins (near-duplicate 1 + similarity, else the fingerprint score)."""
    best: StoryMatch | None = None
    closest_reason, closest_score = "no story to compare with", -1.0
    for story in stories:
        start = story.first_published
        if article.published and start and abs(article.published - start) > DEFAULT_WINDOW:
            if closest_score < 0:
                closest_reason = f"outside the {DEFAULT_WINDOW.days}-day window of {story.story_id}"
                closest_score = 0.0
            continue
        for member in story.articles:
            if article.signature is not None and member.signature is not None:
                similarity = estimate_jaccard(article.signature, member.signature)
                if similarity >= DEFAULT_THRESHOLD:
                    reason = f"near-duplicate of {member.key} (Jaccard ~{similarity:.2f})"
                    found = StoryMatch(
                        False, story.story_id, reason, 1.0 + similarity, member.key, member.key
                    )
                    if best is None or found.score > best.score:
                        best = found
                    continue
            comparison = compare_fingerprints(article.fingerprint, member.fingerprint)
            if comparison.same:
                found = StoryMatch(
                    False, story.story_id, comparison.reason, comparison.score, member.key
                )
                if best is None or found.score > best.score:
                    best = found
            elif comparison.score > closest_score:
                closest_score = comparison.score
                closest_reason = f"{comparison.reason} (closest: {member.key})"
    return best or StoryMatch(True, None, closest_reason)


def test_assign_story_gives_what_the_one_pass_rule_gives() -> None:
    """`assign_story` looks for near-duplicates first; the answer, reason and all, must be
    the one-pass rule's."""
    stories: list[Story] = []
    for article in _coverage_stream():
        expected = _reference_assign(article, stories)
        assert assign_story(article, stories) == expected, article.key
        if expected.is_new:
            stories.append(new_story(article))
        else:
            position = next(i for i, s in enumerate(stories) if s.story_id == expected.story_id)
            stories[position] = stories[position].with_article(article, copy_of=expected.copy_of)


def test_the_story_index_joins_the_stories_a_full_comparison_joins() -> None:
    """`StoryIndex.assign` compares few members; it must reach `assign_story`'s decision."""
    stories: list[Story] = []
    index = StoryIndex()
    decided = 0
    for article in _coverage_stream():
        expected = assign_story(article, stories)
        got = index.assign(article)
        assert (got.is_new, got.story_id, got.copy_of, got.matched_key) == (
            expected.is_new,
            expected.story_id,
            expected.copy_of,
            expected.matched_key,
        ), article.key
        if expected.is_new:
            story = new_story(article)
            stories.append(story)
        else:
            decided += 1
            position = next(i for i, s in enumerate(stories) if s.story_id == expected.story_id)
            story = stories[position].with_article(article, copy_of=expected.copy_of)
            stories[position] = story
        index.put(story)
    assert decided >= 30  # copies and trims joined their stories: the test compares something
    assert len(stories) >= 24


def test_the_story_index_respects_the_window_and_since() -> None:
    early = make_story_article(
        "a", "https://one.example/a", "t", "Clover-35B-A3B-Preview scores 73.6 and 51.7.",
        published=datetime(2026, 10, 30, tzinfo=UTC),
    )  # fmt: skip
    late = replace(early, key="b", url="https://two.example/b",
                   published=datetime(2026, 11, 20, tzinfo=UTC))  # fmt: skip
    index = StoryIndex([new_story(early)])
    assert index.assign(late).is_new
    assert index.assign(late).reason.startswith("outside the 7-day window")
    soon = replace(late, published=datetime(2026, 11, 1, tzinfo=UTC))
    assert not index.assign(soon).is_new
    assert index.assign(soon, since=datetime(2026, 10, 31, tzinfo=UTC)).is_new
    grown = new_story(early).with_article(soon)
    index.put(grown)
    assert index.get(grown.story_id) == grown and len(index) == 1


def test_name_candidates_are_the_tokens_that_can_be_names() -> None:
    """`_NAME_CANDIDATE` skips tokens in the regex engine; it must keep every name token of
    `_TOKEN` at the same span, and nothing that is not a token."""
    import random

    from domain.news.stories import _NAME_CANDIDATE, _TOKEN, _token_anchor

    rng = random.Random(5)
    pieces = [*"aAbZz09-._ ÉéßÿĀāŁłƏ", "A3B", "Clover-35B", "v2.5", "NVIDIA", "DiffuSpace",
              "e.g.", "SWE-bench", "GPQA-Diamond", "1.5T", "128K", "KI-Modell", " "]  # fmt: skip
    texts = [corpus_doc(name).body for name in corpus_names()]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 40))) for _ in range(3000)]
    for text in texts:
        tokens = {m.span(): m.group(0) for m in _TOKEN.finditer(text)}
        candidates = {m.span() for m in _NAME_CANDIDATE.finditer(text)}
        assert candidates <= set(tokens), text
        anchors = {s for s, token in tokens.items() if _token_anchor(token.rstrip("."))[0]}
        assert anchors <= candidates, text


def test_month_day_dates_match_the_alternation_of_month_names() -> None:
    """The "March 5" pattern takes any word and looks it up; it must find exactly the dates
    the alternation of month names found, on the corpus and on random text."""
    import random
    import re
    from unittest.mock import patch

    from domain.news import stories

    alternation = re.compile(
        rf"(?<![{stories._L}])({stories._MONTH_ALT})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?!\d)"
        rf"(?:,?\s+((?:19|20)\d\d))?",
        re.IGNORECASE,
    )
    patterns = stories._DATE_PATTERNS
    reference = (*patterns[:2], (alternation, (3, 1, 2), ""), patterns[3])
    rng = random.Random(11)
    pieces = ["March", "mars", "Sept.", "sept", "Mayday", "MÄRZ", "okt", "déc", "Dez.", "ſept",
              "5", "12", "31", "2026", "2026年", "11月", "4日", ",", ".", " ", " ", "x", "É", "é",
              "-", "1st", "3rd", "de", "of", "Mai", "may", "avr.", "1.", "\u212aa"]  # fmt: skip
    texts = [corpus_doc(name).body for name in corpus_names()]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 30))) for _ in range(5000)]
    for text in texts:
        with patch.object(stories, "_DATE_PATTERNS", reference):
            expected = stories._dates(text)
        assert stories._dates(text) == expected, text
