"""Results that the text itself takes back as the vendor's.

A leaderboard row can look like an outside result until a sentence says where it came
from: "The row was submitted by DiffuSpace with its own transcripts; the maintainers list
it as a developer submission", or "cette ligne est marquée « déclarée par le développeur »".
Such a figure is the vendor's number, relisted, and must never count as independent
evidence (red team 13). The statement is read only in the result's own sentence, the next
sentence of its paragraph, or a sentence naming the same party, and never in a comparison,
whose other side is the vendor's figure ("below the 73.6 declared by the developer").
"""

from __future__ import annotations

import re
from dataclasses import replace

from domain.claims.patterns import union
from domain.claims.records import Attribution, Mention
from domain.claims.segment import split_sentences
from domain.claims.targets import TargetMatcher

#: A comparison, whose other side is the vendor's figure.
_COMPARISON = re.compile(
    r"\b(?:below|above|under|over|against|versus|vs\.?|than|unter|über|gegenüber|sous|dessus"
    r"|contre|frente|debajo|encima|abaixo|acima|contro|sotto|sopra)\b|低于|高于|相比|对比",
    re.IGNORECASE,
)
#: A contrast after the statement: the sentence goes on to someone else's result.
_CONTRAST_AFTER = re.compile(
    r"\b(?:but|however|whereas|while|aber|doch|jedoch|mais|alors\s+que|pero|mientras|mas"
    r"|enquanto|ma|mentre)\b|但|而|不过",
    re.IGNORECASE,
)


def _sentences(text: str) -> list[tuple[int, str]]:
    """Every sentence with the number of its paragraph."""
    out = []
    for number, paragraph in enumerate(re.split(r"\n\s*\n", text)):
        for line in paragraph.splitlines():
            out += [(number, s) for s in split_sentences(line) if s]
    return out


def _vendor_submission(sentence: str, matcher: TargetMatcher) -> bool:
    """Does the sentence call a result the vendor's own submission ("a developer
    submission", "submitted by DiffuSpace", "由 DiffuSpace 提交"), with no comparison in it
    and no contrast after it?"""
    if _COMPARISON.search(sentence):
        return False
    hits = list(union("VENDOR_SUBMISSION").finditer(sentence))
    for m in union("SUBMITTED_BY").finditer(sentence):
        if m.group(0) == "由":
            near = sentence[m.end() : m.end() + 20]
            vendor = matcher.vendor_re.match(near.lstrip())
            if vendor and "提交" in near[vendor.end() : vendor.end() + 8]:
                hits.append(m)
        elif matcher.vendor_re.match(sentence[m.end() :].lstrip()):
            hits.append(m)
    return any(not _CONTRAST_AFTER.search(sentence, m.end()) for m in hits)


#: Quotation marks around a few words: "…", “…”, «…», „…“, 「…」 (not apostrophes, which
#: French and Italian elide with).
_QUOTED = re.compile(r"[\"“«„「]\s?([^\"”»“」\n]{1,24}?)\s?[\"”»“」]")


def _tests_in_scare_quotes(text: str) -> bool:
    """Does the text put someone's tests in scare quotes ("i «suoi test» sono le slide della
    presentazione", "his "benchmarks"")? The writer then denies they were tests at all."""
    words = union("SCARE_QUOTED_TESTS")
    for m in _QUOTED.finditer(text):
        inner = m.group(1).strip()
        before = text[max(0, m.start() - 12) : m.start()].split()
        if words.fullmatch(inner) or (before and words.fullmatch(f"{before[-1]} {inner}")):
            return True
    return False


def relisted(text: str, mentions: list[Mention], matcher: TargetMatcher) -> list[Mention]:
    """The mentions, with each outside party's result that the text calls the vendor's
    submission made the vendor's, and every outside party's result in a text that puts
    someone's tests in scare quotes."""
    outside = [
        m
        for m in mentions
        if m.attribution is Attribution.INDEPENDENT and m.evaluator not in (None, "the author")
    ]
    if not outside:
        return mentions
    if _tests_in_scare_quotes(text):
        return [
            replace(m, attribution=Attribution.VENDOR, evaluator=None) if m in outside else m
            for m in mentions
        ]
    sentences = _sentences(text)
    submissions = [i for i, (_, s) in enumerate(sentences) if _vendor_submission(s, matcher)]
    if not submissions:
        return mentions
    return [
        replace(m, attribution=Attribution.VENDOR, evaluator=None)
        if m in outside and _submitted(m, sentences, submissions)
        else m
        for m in mentions
    ]


def _submitted(m: Mention, sentences: list[tuple[int, str]], submissions: list[int]) -> bool:
    """Is one of the sentences calling a result the vendor's submission the result's own,
    the next one in its paragraph, or one naming the same party?"""
    quote = " ".join(m.quote.split())
    own = [i for i, (_, s) in enumerate(sentences) if " ".join(s.split()) in quote or quote in s]
    for i in submissions:
        if i in own or any(i == j + 1 and sentences[i][0] == sentences[j][0] for j in own):
            return True
        if m.evaluator and m.evaluator.lower() in sentences[i][1].lower():
            return True
    return False
