"""Reading the labelled corpus files (header, ``---``, body) and building their targets."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from domain.claims import Target, Verdict, analyze

REPO_ROOT = Path(__file__).resolve().parents[2]
DEV_CORPUS = REPO_ROOT.parent / "shared" / "corpus" / "dev"
HELDOUT_CORPUS = REPO_ROOT / "tests" / "corpus_heldout"


@dataclass(frozen=True)
class Document:
    path: Path
    header: dict[str, str]
    body: str

    @property
    def title(self) -> str | None:
        return self.header.get("title")

    @property
    def label(self) -> str:
        return self.header["verdict"].strip()


def read_document(path: Path) -> Document:
    text = path.read_text(encoding="utf-8")
    head, _, body = text.partition("\n---\n")
    header = {}
    for line in head.splitlines():
        key, sep, value = line.partition(":")
        if sep:
            header[key.strip()] = value.strip()
    return Document(path, header, body)


def target_from_model_field(field: str) -> Target:
    """Build the watched target from a header's ``model`` field.

    "Name / Alias (Vendor)": text before " (" is the name (several names split on "/" or
    ","), text in the parentheses is the vendor. A near-miss document says what it is
    mistaken for ("LLaVA (...) — similar name to LLaDA, unrelated model"): the watched
    target is then the model it resembles, which is what makes the document off-topic.
    """
    near = re.search(r"similar name to ([^,;()]+?)\s*(?:\(([^()]*)\))?\s*(?:,|;|\sand\s|$)", field)
    if near:
        # "similar name to Gemini 2.5 (Google), unrelated company": the vendor may follow
        names = [n.strip() for n in re.split(r"\s*/\s*", near.group(1)) if n.strip()]
        return Target(names[0], tuple(names[1:]), _vendor_name(near.group(2)))
    name_part, vendor = _name_and_maker(field)
    names = [n.strip() for n in re.split(r"\s*[/,、]\s*", name_part) if n.strip()]
    return Target(names[0], tuple(names[1:]), vendor or None)


def _name_and_maker(field: str) -> tuple[str, str | None]:
    """Split "Name / Alias (Vendor)" at its first parentheses that name a maker; parentheses
    holding a variant or a note in lower case ("o3-mini (high) / o1-pro (OpenAI)", "Claude 3.5
    Sonnet (new)", "DeepSeek-V3 (mise à jour de mars 2025) (DeepSeek)") stay with the name."""
    notes = []  # a note of several words is not part of any name
    for start, end in _top_level_parens(field):
        content = field[start + 1 : end].strip()
        if _is_variant(content):
            if " " in content:
                notes.append((start, end + 1))
            continue
        # the first maker only: "GPT-4 (OpenAI) — versões de março (gpt-4-0314)"
        return _without(field[:start], notes), content or None
    return _without(field, notes), None


def _without(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in reversed(spans):
        text = text[:start] + text[end:]
    return re.sub(r"\s+", " ", text).strip()


def _top_level_parens(field: str) -> list[tuple[int, int]]:
    """Where each outermost pair of parentheses opens and closes (an unclosed one runs to
    the end)."""
    spans, depth, opened = [], 0, 0
    for i, char in enumerate(field):
        if char == "(":
            if depth == 0:
                opened = i
            depth += 1
        elif char == ")" and depth:
            depth -= 1
            if depth == 0:
                spans.append((opened, i))
    if depth:
        spans.append((opened, len(field)))
    return spans


def _is_variant(content: str) -> bool:
    """A variant or a note, not a maker: no capital letter, no CJK, no list."""
    return bool(content) and re.search(r"[A-Z\u00c0-\u00de\u4e00-\u9fff;]", content) is None


def _vendor_name(text: str | None) -> str | None:
    """The maker in a near miss's parentheses, which may describe the model too ("xAI
    image-generation model in Grok", "state-space model architecture, Gu & Dao"): the first
    part that starts with a name, up to its first lower-case word."""
    for part in re.split(r"\s*[;,]\s*", text or ""):
        words = part.split()
        if not words or not re.search(r"[A-Z]", words[0]):
            continue
        kept = []
        for word in words:
            if word.islower() and word not in ("&", "de", "of", "and"):
                break
            kept.append(word)
        return " ".join(kept)
    return None


def dev_documents() -> list[Document]:
    return [read_document(p) for p in sorted(DEV_CORPUS.glob("[0-9]*.txt"))]


def heldout_documents() -> list[Document]:
    return [read_document(p) for p in sorted(HELDOUT_CORPUS.glob("h[0-9]*.txt"))]


BLIND_CORPUS = REPO_ROOT / "tests" / "corpus_blind"
#: The watched model of the first subject: the target for its texts and its near misses.
CLOVER = Target("Clover-35B-A3B-Preview", ("Clover-35B-A3B",), "DiffuSpace")

#: A verdict test's rows: the document, its label, the analyser's verdict.
Result = tuple[Document, Verdict, Verdict]
#: Labels that must never come out as independent evidence, whatever else goes wrong.
NEVER_EVIDENCE = {Verdict.VENDOR_CLAIM_ONLY, Verdict.EXPLICITLY_UNVERIFIED}
EVIDENCE = {Verdict.INDEPENDENT_CONFIRMS, Verdict.INDEPENDENT_DISPUTES}


BLIND2_CORPUS = REPO_ROOT / "tests" / "corpus_blind2"


def blind_documents(folder: Path = BLIND_CORPUS, pattern: str = "[bc][0-9]*.txt") -> list[Document]:
    return [read_document(p) for p in sorted(folder.glob(pattern))]


def judge_documents(docs: list[Document], target_of: Callable[[Document], Target]) -> list[Result]:
    """Run the analyser over each document (it never sees the header's labels)."""
    return [
        (doc, Verdict(doc.label), analyze(doc.body, target_of(doc), title=doc.title).verdict)
        for doc in docs
    ]


def verdict_table(results: list[Result]) -> str:
    """Per-verdict counts, precision and recall, then the documents judged wrong."""
    lines = [f"{'verdict':<24}{'n':>4}{'precision':>11}{'recall':>8}"]
    for verdict in Verdict:
        gold = sum(1 for _, label, _ in results if label is verdict)
        said = sum(1 for _, _, got in results if got is verdict)
        hits = sum(1 for _, label, got in results if label is verdict and got is verdict)
        if not gold and not said:
            continue
        precision = f"{hits / said:.2f}" if said else "-"
        recall = f"{hits / gold:.2f}" if gold else "-"
        lines.append(f"{verdict:<24}{gold:>4}{precision:>11}{recall:>8}")
    wrong = [(d.path.name, str(label), str(got)) for d, label, got in results if label is not got]
    lines += [f"  wrong: {name}: labelled {label}, got {got}" for name, label, got in wrong]
    return "\n".join(lines)


def check_accuracy(results: list[Result], floor: float, corpus: str) -> None:
    correct = sum(1 for _, label, got in results if label is got)
    accuracy = correct / len(results)
    print(f"\n{corpus}: {correct}/{len(results)} verdicts correct ({accuracy:.1%})")
    print(verdict_table(results))
    print("confusion:", dict(Counter((str(label), str(got)) for _, label, got in results)))
    assert accuracy >= floor, verdict_table(results)


def false_evidence(results: list[Result]) -> list[str]:
    """The worst error: a repeat of the vendor's number, or a text saying nothing is
    verified, reported as independent evidence."""
    return [
        f"{doc.path.name}: labelled {label}, got {got}"
        for doc, label, got in results
        if label in NEVER_EVIDENCE and got in EVIDENCE
    ]


def redteam_verdict(path: Path, target: Target = CLOVER) -> Verdict:
    """The verdict on a red-team text: header lines ("label:", "title:", "lang:"), a blank
    line, then the body."""
    head, _, body = path.read_text(encoding="utf-8").partition("\n\n")
    fields = {k.strip(): v.strip() for k, v in (line.split(":", 1) for line in head.splitlines())}
    return analyze(body, target, title=fields.get("title"), lang=fields.get("lang")).verdict


def redteam_label(path: Path) -> Verdict:
    """A red-team text's right verdict: its first header line, "label: <verdict>"."""
    return Verdict(path.read_text(encoding="utf-8").split("\n", 1)[0].split(":", 1)[1].strip())


def wrong_evidence(path: Path) -> bool:
    """Does a red-team trap come out as the wrong evidence: independent for a text labelled
    vendor, unverified or off-topic, or the other direction for a labelled confirmation or
    dispute?"""
    label, got = redteam_label(path), redteam_verdict(path)
    if label in EVIDENCE:
        return got in EVIDENCE and got is not label
    return got in EVIDENCE


def genuine_found(paths: list[Path]) -> int:
    """How many genuine red-team texts get exactly their labelled verdict."""
    return sum(redteam_verdict(p) is redteam_label(p) for p in paths)


def watched_target(doc: Document) -> Target:
    """Clover texts and near misses of Clover are judged against ``CLOVER``; another near
    miss against the model after "watched:"; the rest against their header's model."""
    field = doc.header["model"]
    watched = ("similar name to Clover", "watched: Clover")
    if field.startswith(CLOVER.name) or any(w in field for w in watched):
        return CLOVER
    _, sep, after = field.partition("watched: ")
    if sep:
        return target_from_model_field(after.strip())
    return target_from_model_field(field)


def redteam_texts(
    folder: Path, *, first_genuine: int = 61, genuine: tuple[str, ...] = ()
) -> tuple[list[Path], list[Path]]:
    """A red-team corpus's traps and genuine texts. Files are ``rN_NN_<lang>_<slug>.txt``;
    the genuine ones are numbered from ``first_genuine`` on, plus any whose name starts with
    one of ``genuine`` (a genuine text written among the traps)."""
    files = sorted(folder.glob("r*_*.txt"))
    real = [
        p for p in files if int(p.name.split("_")[1]) >= first_genuine or p.name.startswith(genuine)
    ]
    return [p for p in files if p not in real], real


def known_failures(paths: list[Path], known: set[str], reason: str) -> list[object]:
    """``paths`` as test parameters, those named in ``known`` (by their "rN_NN" prefix) as
    strict expected failures: one that stops failing fails as XPASS, so the list stays true."""
    mark = pytest.mark.xfail(reason=reason, strict=True)
    return [pytest.param(p, marks=mark) if _prefix(p) in known else p for p in paths]


def _prefix(path: Path) -> str:
    return "_".join(path.name.split("_", 2)[:2])
