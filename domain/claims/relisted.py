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

from domain.claims.numbers import iter_numbers
from domain.claims.patterns import RELATIVE_PRONOUN, union
from domain.claims.records import Attribution, Mention
from domain.claims.segment import split_sentences
from domain.claims.targets import TargetMatcher

#: A comparison, whose other side is the vendor's figure.
_COMPARISON = re.compile(
    r"\b(?:below|above|under|over|against|versus|vs\.?|than|unter|über|gegenüber|sous|dessus"
    r"|contre|frente|debajo|encima|abaixo|acima|contro|sotto|sopra)\b|低于|高于|相比|对比",
    re.IGNORECASE,
)
#: A negation right before the statement: "Clover's is not a developer submission", "nicht
#: vom Hersteller eingereicht", "no fue enviada por el desarrollador", "并非厂商提交".
_NEGATED = re.compile(
    r"\b(?:not|no|never|nicht|nie|kein\w*|pas|jamais|nunca|não|nem|non|mai)\b|并非|不是|没有|未",
    re.IGNORECASE,
)
#: A relative clause in the present tense, which makes the statement a rule of the board,
#: not something said of one result: "Ergebnisse, die vom Hersteller eingereicht werden",
#: "results that are submitted by the developer" ("Ausgaben, die vom Hersteller übermittelt
#: wurden" is said of one).
_RELATIVE = re.compile(RELATIVE_PRONOUN, re.IGNORECASE)
_PRESENT = re.compile(
    r"\b(?:are|is|get|werden|wird|sont|est|son|es|são|é|vengono|viene|sono)\b", re.I
)


def _a_rule(sentence: str, m: re.Match[str]) -> bool:
    """Is the submission said in a present-tense relative clause (a rule, not a result)?"""
    before = sentence[max(0, m.start() - 25) : m.start()]
    after = sentence[m.end() : m.end() + 12]
    return bool(_RELATIVE.search(before) and (_PRESENT.search(before) or _PRESENT.search(after)))


#: A possessive before tests in scare quotes: whose tests they are ("i «suoi test»",
#: "his 'benchmarks'", "ses « mesures »", "seine „Tests“", "他的“测试”").
_POSSESSIVE = re.compile(
    r"\b(?:his|her|their|its|seine?n?|ihre?n?|ses|leurs?|sus|seus|suas|suoi|sue|loro)\b"
    r"|\w['’]s\s*$|他的|她的|他们的|其",
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
    if any(not span.is_target for span in matcher.models(sentence, target_named=True)):
        return False  # "The neighbouring row, for Kestrel-40B, is a developer submission"
    hits = [
        m
        for m in union("VENDOR_SUBMISSION").finditer(sentence)
        if not _NEGATED.search(sentence[max(0, m.start() - 25) : m.start()])
        and not _a_rule(sentence, m)
    ]
    for m in union("SUBMITTED_BY").finditer(sentence):
        if m.group(0) == "由":
            near = sentence[m.end() : m.end() + 20].lstrip()
            vendor = matcher.vendor_re.match(near)
            if vendor and re.search(r"提交|上传|申报", near[vendor.end() : vendor.end() + 10]):
                hits.append(m)
        elif matcher.vendor_re.match(sentence[m.end() :].lstrip()):
            before = sentence[max(0, m.start() - 25) : m.start()]
            if not _NEGATED.search(before) and not _a_rule(sentence, m):
                hits.append(m)
    return any(not _CONTRAST_AFTER.search(sentence, m.end()) for m in hits)


#: Quotation marks around a few words: "…", “…”, «…», „…“, 「…」, ‘…’ (not straight
#: apostrophes, which French and Italian elide with).
_QUOTED = re.compile(r"[\"“«„「‘]\s?([^\"”»“」’\n]{1,24}?)\s?[\"”»“」’]")


def _scare_quoted(text: str) -> list[tuple[str, int]]:
    """The sentences that put someone's tests in scare quotes ("Ferri ... lo ammette nei
    commenti: i «suoi test» sono le slide della presentazione"), with where the quotation
    starts: the writer denies they were tests at all."""
    words = union("SCARE_QUOTED_TESTS")
    out = []
    for _, sentence in _sentences(text):
        so_called = union("SO_CALLED_TESTS").search(sentence)
        if so_called is not None and _POSSESSIVE.search(
            sentence, max(0, so_called.start() - 8), so_called.start()
        ):
            out.append((sentence, so_called.start()))  # "His so-called tests are the slides"
            continue
        for m in _QUOTED.finditer(sentence):
            inner = m.group(1).strip()
            before = sentence[max(0, m.start() - 8) : m.start()]
            last = before.split()[-1] if before.split() else ""
            tests = words.fullmatch(inner) or words.fullmatch(f"{last} {inner}")
            if tests and (_POSSESSIVE.search(inner) or _POSSESSIVE.search(before)):
                out.append((sentence, m.start()))
                break
    return out


def _owns_quoted_tests(party: str, quoted: list[tuple[str, int]], matcher: TargetMatcher) -> bool:
    """Are the tests in scare quotes the party's: the party named, by any of its capitalised
    names ("Ferri" for "Davide Ferri"), before them in their sentence, and the vendor named
    neither between nor right after ("Artificial Analysis loin des « tests » de DiffuSpace"
    quotes the vendor's)?"""
    names = re.findall(r"[A-Z][\w.-]{2,}", party)
    for sentence, at in quoted:
        for name in names:
            found = [m.end() for m in re.finditer(rf"\b{re.escape(name)}\b", sentence[:at])]
            if not found:
                continue
            between, after = sentence[found[-1] : at], sentence[at : at + 40]
            if re.match(rf"^[^,]{{0,20}},\s*{_RELATIVE.pattern}", between, re.I):
                continue  # "Epoch AI, die YouTubern und ihren „Tests“ misstraut": others' tests
            if not matcher.vendor_re.search(between) and not matcher.vendor_re.search(after):
                return True
    return False


def relisted(text: str, mentions: list[Mention], matcher: TargetMatcher) -> list[Mention]:
    """The mentions, with each outside party's result that the text calls the vendor's
    submission made the vendor's, and the results of a party named where the text puts
    its tests in scare quotes."""
    outside = [
        m
        for m in mentions
        if m.attribution is Attribution.INDEPENDENT and m.evaluator not in (None, "the author")
    ]
    if not outside:
        return mentions
    sentences = _sentences(text)
    submissions = [i for i, (_, s) in enumerate(sentences) if _vendor_submission(s, matcher)]
    quoted = _scare_quoted(text)
    if not submissions and not quoted:
        return mentions
    return [
        replace(m, attribution=Attribution.VENDOR, evaluator=None)
        if m in outside
        and (
            _submitted(m, sentences, submissions)
            or _owns_quoted_tests(m.evaluator or "", quoted, matcher)
        )
        else m
        for m in mentions
    ]


def _another_figure(sentence: str, m: Mention) -> bool:
    """Does the sentence give a figure other than the result's own?"""
    values = {tok.value for tok in iter_numbers(sentence)}
    return any(m.value is None or abs(v - m.value) > 0.6 for v in values if v >= 10)


def _submitted(m: Mention, sentences: list[tuple[int, str]], submissions: list[int]) -> bool:
    """Is one of the sentences calling a result the vendor's submission the result's own,
    the next one in its paragraph, or one naming the same party?"""
    quote = " ".join(m.quote.split())
    own = [i for i, (_, s) in enumerate(sentences) if " ".join(s.split()) in quote or quote in s]
    for i in submissions:
        if i in own:
            return True
        next_one = any(i == j + 1 and sentences[i][0] == sentences[j][0] for j in own)
        if next_one and not _another_figure(sentences[i][1], m):
            return True  # not "Il 73,6 dello sviluppatore è una riga a parte": another figure's
        if m.evaluator and m.evaluator.lower() in sentences[i][1].lower():
            return True
    return False
