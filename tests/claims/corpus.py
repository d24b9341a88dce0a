"""Reading the labelled corpus files (header, ``---``, body) and building their targets."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from domain.claims import Target

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
    near = re.search(r"similar name to ([^,;()]+?)(?:,|;|$)", field)
    if near:
        return Target(near.group(1).strip())
    name_part, _, rest = field.partition(" (")
    vendor = rest.rsplit(")", 1)[0].strip() if rest else None
    names = [n.strip() for n in re.split(r"\s*[/,]\s*", name_part) if n.strip()]
    return Target(names[0], tuple(names[1:]), vendor or None)


def dev_documents() -> list[Document]:
    return [read_document(p) for p in sorted(DEV_CORPUS.glob("[0-9]*.txt"))]


def heldout_documents() -> list[Document]:
    return [read_document(p) for p in sorted(HELDOUT_CORPUS.glob("h[0-9]*.txt"))]
