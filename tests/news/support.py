"""Shared test data for the news building blocks: paths, corpus reader, the Clover target."""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path

from domain.news.relevance import Target

REPO_ROOT = Path(__file__).resolve().parents[2]
SHARED = REPO_ROOT.parent / "shared"  # CI clones the repo with shared/ beside it
FEED_FIXTURES = SHARED / "fixtures" / "feeds"
API_FIXTURES = SHARED / "fixtures" / "api"
CORPUS = SHARED / "corpus" / "dev"
PAGES = Path(__file__).resolve().parent / "pages"

CLOVER = Target(
    name="Clover-35B-A3B-Preview",
    aliases=("Clover-35B-A3B", "Clover 35B", "Clover"),
    vendor="DiffuSpace",
    vendor_aliases=("Diffu Space",),
    context_terms=(
        "diffusion", "block diffusion", "diffusion language model", "MoE", "mixture of experts",
        "mélange d'experts", "Mixture-of-Experts", "mezcla de expertos", "mistura de especialistas",
        "miscela di esperti", "混合专家", "扩散", "Diffusion", "difusión", "difusão",
        "diffusione", "35B", "A3B", "3B active",
    ),
    base_model="Qwen3.6-35B-A3B",
)  # fmt: skip
VENDOR_DOMAINS = ("diffuspace.ai",)
VENDOR_ORGS = ("DiffuSpace",)


@dataclass(frozen=True)
class CorpusDoc:
    """One labelled document of shared/corpus/dev."""

    name: str
    header: dict[str, str]
    body: str

    @property
    def lang(self) -> str:
        return self.header["lang"]

    @property
    def title(self) -> str:
        return self.header["title"]


def corpus_doc(name: str) -> CorpusDoc:
    """Read ``NNN_slug.txt``: 'key: value' header lines, a '---' line, the body."""
    raw = (CORPUS / name).read_text(encoding="utf-8")
    head, body = raw.split("\n---\n", 1)
    header = dict(line.split(": ", 1) for line in head.splitlines() if ": " in line)
    return CorpusDoc(name, header, body.strip())


def corpus_names() -> list[str]:
    """All corpus file names, sorted."""
    return sorted(p.name for p in CORPUS.glob("[0-9][0-9][0-9]_*.txt"))


def html_page(
    title: str,
    body: str,
    *,
    lang: str | None = None,
    charset: str | None = "utf-8",
    canonical: str | None = None,
) -> str:
    """Wrap a plain-text body (paragraphs separated by newlines) into an article page."""
    paragraphs = "\n".join(
        f"<p>{html.escape(line)}</p>" for line in body.splitlines() if line.strip()
    )
    head = [
        f'<meta charset="{charset}">' if charset else "",
        f"<title>{html.escape(title)}</title>",
    ]
    if canonical:
        head.append(f'<link rel="canonical" href="{html.escape(canonical)}">')
    lang_attr = f' lang="{lang}"' if lang else ""
    return (
        f"<!DOCTYPE html><html{lang_attr}><head>{''.join(head)}</head><body>"
        f"<nav><a href='/'>Home</a></nav><article><h1>{html.escape(title)}</h1>{paragraphs}"
        "</article><footer>Contact</footer></body></html>"
    )


def page_bytes(name: str) -> bytes:
    """A fixture page from tests/news/pages as bytes (encodings vary on purpose)."""
    return (PAGES / name).read_bytes()
