"""Who is speaking: the vendor, the press, an independent evaluator, a community, a paper.

A launch claim repeated by ten news sites is still one vendor claim; a leaderboard entry is
an independent measurement; a Reddit thread is community reaction. The kind is decided from
the URL alone, with built-in tables that callers can extend or override per deployment.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType
from urllib.parse import urlsplit

from domain.news.urls import domain_of, host_of

__all__ = [
    "DEFAULT_OUTLET_TABLE",
    "OutletKind",
    "OutletTable",
    "classify_outlet",
    "outlet_id",
]


class OutletKind(StrEnum):
    """The role of a site in the news about a model."""

    VENDOR = "vendor"  # the vendor's own sites, org pages and repositories
    PRESS = "press"  # news sites, blogs, newsletters: the default
    EVALUATOR = "evaluator"  # leaderboards, benchmark maintainers, measurement firms
    COMMUNITY = "community"  # forums, Reddit, HN, social networks, third-party repos
    PAPER = "paper"  # preprint servers and proceedings


_PAPER = OutletKind.PAPER
_COMMUNITY = OutletKind.COMMUNITY
_EVALUATOR = OutletKind.EVALUATOR

_BUILTIN_DOMAINS: dict[str, OutletKind] = {
    # papers
    "arxiv.org": _PAPER, "alphaxiv.org": _PAPER, "openreview.net": _PAPER,
    "aclanthology.org": _PAPER, "proceedings.neurips.cc": _PAPER, "papers.nips.cc": _PAPER,
    "proceedings.mlr.press": _PAPER, "jmlr.org": _PAPER, "biorxiv.org": _PAPER,
    "ssrn.com": _PAPER, "semanticscholar.org": _PAPER, "doi.org": _PAPER,
    "dl.acm.org": _PAPER, "ieeexplore.ieee.org": _PAPER,
    # communities
    "reddit.com": _COMMUNITY, "redd.it": _COMMUNITY, "news.ycombinator.com": _COMMUNITY,
    "hn.algolia.com": _COMMUNITY, "lobste.rs": _COMMUNITY, "x.com": _COMMUNITY,
    "twitter.com": _COMMUNITY, "bsky.app": _COMMUNITY, "threads.net": _COMMUNITY,
    "mastodon.social": _COMMUNITY, "discord.com": _COMMUNITY, "discord.gg": _COMMUNITY,
    "t.me": _COMMUNITY, "stackoverflow.com": _COMMUNITY, "stackexchange.com": _COMMUNITY,
    "quora.com": _COMMUNITY, "facebook.com": _COMMUNITY, "linkedin.com": _COMMUNITY,
    "youtube.com": _COMMUNITY, "dev.to": _COMMUNITY, "zhihu.com": _COMMUNITY,
    "v2ex.com": _COMMUNITY, "weibo.com": _COMMUNITY, "bilibili.com": _COMMUNITY,
    "tieba.baidu.com": _COMMUNITY, "linux.do": _COMMUNITY, "lemmy.world": _COMMUNITY,
    "github.com": _COMMUNITY, "gitlab.com": _COMMUNITY, "huggingface.co": _COMMUNITY,
    "modelscope.cn": _COMMUNITY,
    # independent evaluators
    "artificialanalysis.ai": _EVALUATOR, "lmarena.ai": _EVALUATOR, "lmsys.org": _EVALUATOR,
    "swebench.com": _EVALUATOR, "tbench.ai": _EVALUATOR, "taubench.com": _EVALUATOR,
    "epoch.ai": _EVALUATOR, "epochai.org": _EVALUATOR, "vals.ai": _EVALUATOR,
    "livebench.ai": _EVALUATOR, "livecodebench.github.io": _EVALUATOR,
    "arcprize.org": _EVALUATOR, "matharena.ai": _EVALUATOR, "lastexam.ai": _EVALUATOR,
    "eqbench.com": _EVALUATOR, "simple-bench.com": _EVALUATOR,
}  # fmt: skip

# (host, path prefix) rules, checked before the domain table: a leaderboard on a site that is
# otherwise a community or a company.
_BUILTIN_PATHS: dict[tuple[str, str], OutletKind] = {
    ("huggingface.co", "/papers"): _PAPER,
    ("huggingface.co", "/spaces/open-llm-leaderboard"): _EVALUATOR,
    ("huggingface.co", "/spaces/lmarena-ai"): _EVALUATOR,
    ("huggingface.co", "/spaces/lmsys"): _EVALUATOR,
    ("scale.com", "/leaderboard"): _EVALUATOR,
    ("aider.chat", "/docs/leaderboards"): _EVALUATOR,
    ("github.com", "/swe-bench"): _EVALUATOR,
}

# Hosts whose first path segment (after a fixed prefix) names an organisation or a user:
# a vendor's pages there are vendor statements, anyone else's are community.
_ORG_PATH_PREFIXES: dict[str, tuple[str, ...]] = {
    "huggingface.co": ("/datasets/", "/spaces/", "/blog/", "/"),
    "github.com": ("/",),
    "gitlab.com": ("/",),
    "modelscope.cn": ("/models/", "/organization/", "/datasets/", "/"),
    "x.com": ("/",),
    "twitter.com": ("/",),
    "linkedin.com": ("/company/",),
    "youtube.com": ("/@", "/c/", "/"),
    "medium.com": ("/@", "/"),
}
_USER_SITE_SUFFIXES: tuple[str, ...] = (".github.io", ".hf.space", ".substack.com", ".medium.com")
_COMMUNITY_SUBDOMAINS: tuple[str, ...] = (
    "forum.", "forums.", "community.", "discuss.", "discourse.", "bbs.", "talk.",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class OutletTable:
    """Domain and path rules; :meth:`with_overrides` gives a table for one deployment."""

    domains: Mapping[str, OutletKind] = field(
        default_factory=lambda: MappingProxyType(dict(_BUILTIN_DOMAINS))
    )
    paths: Mapping[tuple[str, str], OutletKind] = field(
        default_factory=lambda: MappingProxyType(dict(_BUILTIN_PATHS))
    )
    community_subdomains: tuple[str, ...] = _COMMUNITY_SUBDOMAINS

    def with_overrides(
        self,
        domains: Mapping[str, OutletKind | str] | None = None,
        paths: Mapping[tuple[str, str], OutletKind | str] | None = None,
    ) -> OutletTable:
        """A copy where the given entries replace or extend the built-in ones."""
        new_domains = dict(self.domains)
        new_domains.update({_norm_host(k): OutletKind(v) for k, v in (domains or {}).items()})
        new_paths = dict(self.paths)
        new_paths.update({(_norm_host(h), p): OutletKind(v) for (h, p), v in (paths or {}).items()})
        return replace(
            self, domains=MappingProxyType(new_domains), paths=MappingProxyType(new_paths)
        )


DEFAULT_OUTLET_TABLE = OutletTable()


def _norm_host(value: str) -> str:
    """Host of a URL or of a bare domain, lower-case, without ``www.``."""
    value = value.strip()
    return host_of(value if "//" in value else "//" + value)


def _parents(host: str) -> list[str]:
    """'a.b.example.com' -> ['a.b.example.com', 'b.example.com', 'example.com', 'com']."""
    labels = host.split(".")
    return [".".join(labels[i:]) for i in range(len(labels))]


def _org_of(host: str, path: str) -> str | None:
    """Organisation or user named by a URL on a code/social host, lower-case."""
    for prefix in _ORG_PATH_PREFIXES.get(host, ()):
        if path.startswith(prefix):
            segment = path[len(prefix) :].split("/", 1)[0].lstrip("@")
            return segment.lower() or None
    for suffix in _USER_SITE_SUFFIXES:
        if host.endswith(suffix):
            return host[: -len(suffix)].rsplit(".", 1)[-1].lower() or None
    return None


def classify_outlet(
    url: str,
    vendor_domains: Iterable[str] = (),
    vendor_orgs: Iterable[str] = (),
    table: OutletTable = DEFAULT_OUTLET_TABLE,
) -> OutletKind:
    """Kind of the outlet that published ``url``.

    Order: the vendor's domains (any subdomain) and the vendor's organisations on code and
    social hosts (``huggingface.co/<org>``, ``github.com/<org>``, ``<org>.github.io`` ...);
    then the table's path rules; then the table's domains (the host or any parent domain);
    then forum-like subdomains (``forum.``, ``community.`` ...) as community; press otherwise.
    Classify the publisher's URL: an unresolved Google News link should be classified by the
    feed item's ``source_url``.
    """
    host = _norm_host(url)
    if not host:
        return OutletKind.PRESS
    try:
        path = urlsplit(url if "//" in url else "//" + url).path or "/"
    except ValueError:
        path = "/"
    vendor_hosts = {_norm_host(d) for d in vendor_domains if d.strip()}
    if any(parent in vendor_hosts for parent in _parents(host)):
        return OutletKind.VENDOR
    orgs = {o.strip().lower().lstrip("@") for o in vendor_orgs if o.strip()}
    org = _org_of(host, path)
    if org is not None and org in orgs:
        return OutletKind.VENDOR
    lowered_path = path.lower()
    for (rule_host, prefix), kind in table.paths.items():
        if host == rule_host and lowered_path.startswith(prefix.lower()):
            return kind
    for parent in _parents(host):
        if parent in table.domains:
            return table.domains[parent]
    if host.startswith(table.community_subdomains):
        return OutletKind.COMMUNITY
    return OutletKind.PRESS


def outlet_id(url: str) -> str:
    """Identity of the outlet for counting: a registrable domain, or host/org on shared hosts.

    Two Medium authors or two GitHub organisations are different outlets, while every page
    of ``lemonde.fr`` is one.
    """
    host = _norm_host(url)
    if not host:
        return ""
    try:
        path = urlsplit(url if "//" in url else "//" + url).path or "/"
    except ValueError:
        path = "/"
    org = _org_of(host, path)
    if org:
        return f"{host}/{org}" if host in _ORG_PATH_PREFIXES else host
    return domain_of(host)
