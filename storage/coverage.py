"""Recording news coverage: relevance, deduplication, stories, and the alerts they cause.

Each article is stored (relevant or rejected, with the reason), attached to its story, and,
when the story is new or has reached another outlet threshold, alerted on, in the same
transaction: its own, or its batch's (`record_articles`).
"""

from __future__ import annotations

import html
import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import NamedTuple

from sqlalchemy.orm import Session

from domain.claims import Target as ClaimsTarget
from domain.claims import analyze
from domain.news.dedup import signature_from_bytes
from domain.news.features import ArticleFeatures, article_features
from domain.news.outlets import classify_outlet, outlet_id
from domain.news.relevance import Relevance, Target, assess_relevance
from domain.news.stories import (
    DEFAULT_WINDOW,
    Story,
    StoryArticle,
    StoryFingerprint,
    StoryIndex,
    make_story_article,
    new_story,
    story_key,
    summarise_story,
)
from domain.news.urls import canonical_url
from domain.observations import ArticleObservation
from domain.watchlist import WatchedModel, Watchlist
from storage import queries
from storage.db import Database
from storage.ledger import record_mentions
from storage.models import Article
from storage.models import Story as StoryRow
from storage.recording import Recipients, RecordResult

log = logging.getLogger(__name__)

# A growing story is news again when it reaches this many outlets (not at every copy).
OUTLET_THRESHOLDS = (3, 5, 10, 20, 50)
NEWS_KINDS = ("story", "story_growth")


def news_target(model: WatchedModel) -> Target:
    return Target(
        name=model.name,
        aliases=model.aliases,
        vendor=model.vendor,
        context_terms=model.news.context_terms,
        base_model=model.base_model,
    )


@dataclass(frozen=True)
class ArticleOutcome:
    stored: bool
    relevant: bool
    reason: str
    story_key: str | None = None


class StoryCache:
    """A model's recent stories, rebuilt once from the database and then kept up to date.

    Without it every article would reload every recent story and its members: quadratic in
    the coverage. The stories are held in a :class:`StoryIndex`, so an article is compared
    with the members that can match, not with all of them. A story is put back as soon as an
    article changes it, so that the later articles of the same transaction (a batch, see
    `record_articles`) can join it, and a story's row is kept as its batch committed it, for
    the next batch that changes the story; a transaction that fails makes the cache forget
    the stories and rows of the models it was for, which are read again from the database.
    One cache per writing process (a crawl's pipeline), which is taken to be the one writer
    of the model's stories while the cache lives: their counts already came from the cache,
    not the rows. Where two crawls do overlap, a kept row's announced threshold may be
    behind the other crawl's, and the growth alert it would send again is refused by its
    key (`queries.enqueue_alert`).
    """

    def __init__(self) -> None:
        self._indexes: dict[str, StoryIndex] = {}
        # (model, URL key) -> row id of the articles this process stored: a copy's
        # `copy_of` names a member by its URL key, and looking the id up cost a query.
        self._ids: dict[tuple[str, str], int] = {}
        # model -> story key -> the story's row as its last committed batch left it
        # (detached: sessions keep their objects loaded after commit). A batch takes a
        # story's row from here instead of reading it again: that read was a query per
        # story per batch, a tenth of storing the news bench's articles.
        self._rows: dict[str, dict[str, StoryRow]] = {}
        self._keys: dict[int, str] = {}  # story row id -> key, for an exact copy's story

    def recent(self, session: Session, model: str, since: datetime) -> StoryIndex:
        """The model's stories; filtered by ``since`` when assigning, not evicted: a late
        article may still belong to an older story."""
        if model not in self._indexes:
            self._indexes[model] = StoryIndex(_load_stories(session, model, since).values())
        return self._indexes[model]

    def put(self, model: str, story: Story) -> None:
        """A story as its transaction leaves it (see `forget`)."""
        index = self._indexes.get(model)
        if index is None:
            index = self._indexes[model] = StoryIndex()
        index.put(story)

    def remember(self, model: str, article: Article) -> None:
        """A committed article's row id, for the copies that will name it."""
        if article.id is not None:
            self._ids[(model, article.url_key)] = article.id

    def forget(self, models: Iterable[str]) -> None:
        """The stories of ``models``, which a failed batch may have put uncommitted, and
        their kept rows. The rows the batch took are not kept again; the others are still
        right, but go too, so that the model starts again wholly from the database: the
        rebuild loads its recent rows into a session, where attaching a kept copy of one is
        refused while the loaded copy is alive. A failed batch is rare. The article row ids
        stay, as only committed rows are remembered."""
        for model in models:
            self._indexes.pop(model, None)
            self._rows.pop(model, None)

    def keep_rows(self, rows: Iterable[StoryRow]) -> None:
        """Story rows as a committed batch left them, for the next batches (`story_row`)."""
        for row in rows:
            self._rows.setdefault(row.model, {})[row.key] = row
            self._keys[row.id] = row.key

    def story_row(
        self,
        session: Session,
        model: str,
        batch_rows: dict[str, StoryRow],
        *,
        key: str | None = None,
        row_id: int | None = None,
    ) -> StoryRow | None:
        """The story's row (by key or by row id) in ``session``: the batch's own (in
        ``batch_rows``, by key), else the one a committed batch left, attached again without
        a query (its values are the committed ones: this process is the stories' one
        writer, see the class docstring), else read from the database."""
        if key is None and row_id is not None:
            key = next((k for k, r in batch_rows.items() if r.id == row_id), None)
            key = key or self._keys.get(row_id)
        if key is not None and key in batch_rows:
            return batch_rows[key]
        kept = self._rows.get(model, {}).pop(key, None) if key is not None else None
        if kept is not None:
            session.add(kept)  # detached and unchanged since its commit: no query
            return kept
        with session.no_autoflush:  # stored or flushed rows only (see `_place`)
            if key is not None:
                return queries.story_by_key(session, key)
            return session.get(StoryRow, row_id)

    def article_id(self, session: Session, model: str, url_key: str) -> int | None:
        """The row id of a model's article, remembered when this process stored it."""
        found = self._ids.get((model, url_key))
        return found if found is not None else queries.article_id_by_key(session, model, url_key)


def record_article(
    db: Database,
    watchlist: Watchlist,
    obs: ArticleObservation,
    recipients: Recipients,
    cache: StoryCache | None = None,
) -> tuple[RecordResult, ArticleOutcome]:
    """One article in its own transaction: a batch of one (`record_articles`)."""
    ((result, outcome),) = record_articles(db, watchlist, [obs], recipients, cache or StoryCache())
    return result, outcome


def record_articles(
    db: Database,
    watchlist: Watchlist,
    observations: Sequence[ArticleObservation],
    recipients: Recipients,
    cache: StoryCache,
) -> list[tuple[RecordResult, ArticleOutcome]]:
    """Several articles in one transaction, all or none: a crawl's pipeline stores its
    articles in batches, because a transaction of its own cost each article a seventh of its
    storing (0.99 against 0.85 ms for the news bench's articles). A later article of the
    batch may join a story an earlier one started, so the cache takes each story at once;
    when the batch fails, the cache forgets the stories and story rows of the models the
    batch was for (they are read again from the database) and the error is raised, for the
    caller to store the articles one by one and lose only the one at fault.

    The batch's look-ups by URL key and text hash are asked of the database once, for all
    its articles (`BatchRows`), and its rows are flushed together (but for the flush that
    gives a new story its id, and the queries of alerts and claims, which flush what waits):
    asked one article at a time, each look-up first flushed the article before it, a unit of
    work per article.
    """
    outcomes: list[tuple[RecordResult, ArticleOutcome]] = []
    changes: list[StoryChange] = []
    # The batch's story rows, loaded, taken from the cache or added once; the cache keeps
    # them for the next batch when this one commits.
    story_rows: dict[str, StoryRow] = {}
    batch = [Arrival(obs, watchlist.find(obs.model), _url_key(obs)) for obs in observations]
    try:
        with db.transaction() as session:
            rows = BatchRows.ask(session, batch)
            for arrival in batch:
                result, outcome, change = _record(
                    session, arrival, recipients, cache, story_rows, rows
                )
                outcomes.append((result, outcome))
                if change is not None:
                    changes.append(change)
                    cache.put(change.model, change.story)
            rows.link_copies(session)
    except BaseException:
        # Every model the batch was for (by watchlist key, as the cache keeps them): the
        # story rows it took from the cache are changed or expired by now.
        cache.forget({a.model.key for a in batch if a.model is not None})
        raise
    for change in changes:
        cache.remember(change.model, change.article)  # committed, and flushed: it has its id
    cache.keep_rows(story_rows.values())
    return outcomes


class Arrival(NamedTuple):
    """An article of a batch with what every step asks of it first: its model (None when it
    is not watched) and its deduplication key (its canonical URL)."""

    obs: ArticleObservation
    model: WatchedModel | None
    key: str


def _url_key(obs: ArticleObservation) -> str:
    """The article's canonical URL; the news spider's extraction worker made it already, of
    the same page URL and rel=canonical (``extra["url_key"]``), and it is not made twice."""
    made = obs.extra.get("url_key")
    if not isinstance(made, str) or not made:
        made = canonical_url(obs.url, obs.canonical_url)
    return made[:700]


class BatchRows:
    """A batch's articles as the database and the batch itself know them, for `_record`.

    Which URL keys a model has, and which relevant article first had a text hash, are asked
    once for the whole batch; the rows the batch adds answer for themselves, unflushed, so
    that nothing is flushed to be found. A copy whose original is a row of the batch not yet
    flushed gets its ``copy_of`` when the batch is flushed (`link_copies`).
    """

    def __init__(self) -> None:
        # The database's answers, by (model, URL key) and (model, text hash); a key or hash
        # not in them has not been asked yet.
        self._stored: dict[tuple[str, str], bool] = {}
        self._first_stored: dict[tuple[str, str], queries.ArticleRef | None] = {}
        self._added: dict[tuple[str, str], Article] = {}  # (model, URL key) -> row added
        self._added_hashes: dict[tuple[str, str], Article] = {}  # first relevant row added
        self._copies: list[tuple[Article, Article]] = []  # (copy, original without an id)

    @classmethod
    def ask(cls, session: Session, batch: Iterable[Arrival]) -> BatchRows:
        """The database's answers for the batch's URL keys and worker-made text hashes (a
        hash the pipeline has to make itself is asked when it is needed)."""
        keys: dict[str, list[str]] = {}
        digests: dict[str, list[str]] = {}
        for obs, model, key in batch:
            if model is None:
                continue
            keys.setdefault(model.key, []).append(key)
            features = obs.features
            if isinstance(features, ArticleFeatures) and features.text_hash and obs.text.strip():
                digests.setdefault(model.key, []).append(features.text_hash)
        rows = cls()
        for model_key, wanted in keys.items():
            stored = queries.article_keys_among(session, model_key, wanted)
            rows._stored.update({(model_key, key): key in stored for key in wanted})
        for model_key, wanted in digests.items():
            found = queries.articles_by_hashes(session, model_key, wanted)
            rows._first_stored.update({(model_key, d): found.get(d) for d in wanted})
        return rows

    def known(self, session: Session, model: str, key: str) -> bool:
        """The model has an article with this URL key, stored or added by the batch."""
        if (model, key) in self._added:
            return True
        if (model, key) not in self._stored:
            with session.no_autoflush:  # what the batch added is in `_added`
                found = queries.article_id_by_key(session, model, key) is not None
            self._stored[(model, key)] = found
        return self._stored[(model, key)]

    def first_with_hash(
        self, session: Session, model: str, digest: str
    ) -> queries.ArticleRef | Article | None:
        """The first relevant article with this text hash: a stored one (their ids are the
        smaller), else the batch's."""
        if (model, digest) not in self._first_stored:
            with session.no_autoflush:  # what the batch added is in `_added_hashes`
                self._first_stored[(model, digest)] = queries.article_by_hash(
                    session, model, digest
                )
        return self._first_stored[(model, digest)] or self._added_hashes.get((model, digest))

    def added_row(self, model: str, key: str) -> Article | None:
        return self._added.get((model, key))

    def add(self, session: Session, model: str, row: Article) -> None:
        session.add(row)
        self._added[(model, row.url_key)] = row
        if row.relevant and row.text_hash:
            self._added_hashes.setdefault((model, row.text_hash), row)

    def link_copy(self, row: Article, original: queries.ArticleRef | Article) -> None:
        """``row.copy_of`` is the original's id, now or once the batch is flushed (a stored
        original always has one)."""
        if isinstance(original, Article) and original.id is None:
            self._copies.append((row, original))
        else:
            row.copy_of = original.id

    def link_copies(self, session: Session) -> None:
        if not self._copies:
            return
        session.flush()  # the originals' ids
        for row, original in self._copies:
            row.copy_of = original.id
        self._copies.clear()


class StoryChange(NamedTuple):
    """The story an article joined or started, for the cache, with the article's row."""

    model: str
    story: Story
    article: Article


def _record(
    session: Session,
    arrival: Arrival,
    recipients: Recipients,
    cache: StoryCache,
    story_rows: dict[str, StoryRow],
    rows: BatchRows,
) -> tuple[RecordResult, ArticleOutcome, StoryChange | None]:
    """The article's rows and alerts in ``session``, and the story it changed for the
    cache. ``story_rows`` holds the story rows this session has already loaded or added, by
    key: several articles of a batch join the same story, which is then read once."""
    result = RecordResult()
    obs, model, key = arrival
    if model is None:
        return result, ArticleOutcome(False, False, f"model {obs.model!r} is not watched"), None
    if rows.known(session, model.key, key):
        return result, ArticleOutcome(False, False, "seen before (same canonical URL)"), None
    body = obs.text or obs.summary
    features = obs.features
    if not (
        isinstance(features, ArticleFeatures) and features.made_from(obs.title, body, obs.lang)
    ):
        features = article_features(obs.title, body, obs.lang)
    target = news_target(model)
    relevance = features.relevance_for(target) or assess_relevance(obs.title, body, target)
    result.rows += 1
    if not relevance.relevant:
        rows.add(session, model.key, _article_row(model, obs, key, features, relevance))
        log.info("news: rejected %s: %s", obs.url, relevance.reason)
        return result, ArticleOutcome(True, False, relevance.reason), None
    if features.fingerprint is None:  # judged irrelevant for another target only
        features = article_features(obs.title, body, obs.lang)
    story_article = _story_article(model, obs, key, body, features)
    row = _article_row(model, obs, key, features, relevance, story_article)

    # The row joins the session only once its story is known, so that it is inserted
    # whole rather than inserted by an autoflush and updated after (only a copy of a row of
    # the batch not yet flushed gets its copy_of by an update: `BatchRows.link_copies`).
    since = (obs.published or obs.observed_at) - DEFAULT_WINDOW
    placed = _place(session, model, row, story_article, since, cache, story_rows, rows)
    story_row, previous_outlets = _story_row(session, model, obs, placed, story_rows)
    row.story_id = story_row.id
    rows.add(session, model.key, row)
    _alert_story(session, model, story_row, row, previous_outlets, recipients, result)
    if model.claims and body.strip():
        _record_claims(session, model, obs, body, row, recipients, result)
    outcome = ArticleOutcome(True, True, placed.reason, story_row.key)
    return result, outcome, StoryChange(model.key, placed.story, row)


def _story_article(
    model: WatchedModel,
    obs: ArticleObservation,
    key: str,
    body: str,
    features: ArticleFeatures,
) -> StoryArticle:
    """The article as story matching sees it."""
    assert features.fingerprint is not None, "only a relevant article joins a story"
    story_article = make_story_article(
        key,
        obs.url,
        obs.title,
        body,
        lang=obs.lang,
        published=obs.published,
        vendor_domains=model.news.vendor_domains,
        vendor_orgs=(model.vendor,),
        fingerprint=features.fingerprint,
        minhash=signature_from_bytes(features.signature) if features.signature else None,
    )
    if obs.extra.get("needs_resolution") and obs.source_url:
        outlet, kind = _outlet(model, obs)
        story_article = replace(story_article, outlet=outlet, kind=kind)
    return story_article


def _outlet(model: WatchedModel, obs: ArticleObservation) -> tuple[str, str]:
    """The article's outlet and its kind; for an aggregator link we could not follow, the
    feed's named source."""
    url = obs.source_url if obs.extra.get("needs_resolution") and obs.source_url else obs.url
    return outlet_id(url), classify_outlet(url, model.news.vendor_domains, (model.vendor,))


def _article_row(
    model: WatchedModel,
    obs: ArticleObservation,
    key: str,
    features: ArticleFeatures,
    relevance: Relevance,
    story_article: StoryArticle | None = None,
) -> Article:
    """The article's row; a rejected one (no ``story_article``) keeps no signature or
    fingerprint, which nothing compares but a story's members."""
    if story_article is None:
        outlet, kind = _outlet(model, obs)
        signature, fingerprint = None, {}
    else:
        outlet, kind = story_article.outlet, story_article.kind
        signature = features.signature
        fingerprint = _fingerprint_json(story_article.fingerprint)
    return Article(
        model=model.key,
        url_key=key,
        url=obs.url,
        feed=obs.feed[:300],
        title=obs.title,
        summary=obs.summary,
        text=obs.text,
        lang=obs.lang,
        author=(obs.author or None) and obs.author[:300],
        published_at=obs.published,
        first_seen_at=obs.observed_at,
        outlet=outlet[:200],
        outlet_kind=kind,
        status=obs.status,
        reasons=list(obs.reasons),
        relevant=relevance.relevant,
        relevance_reason=relevance.reason,
        text_hash=features.text_hash if obs.text.strip() else None,
        signature=signature,
        fingerprint=fingerprint,
    )


class _Placement(NamedTuple):
    story: Story  # with the article in it
    row: StoryRow | None  # None for a story the article starts
    reason: str


def _place(
    session: Session,
    model: WatchedModel,
    row: Article,
    story_article: StoryArticle,
    since: datetime,
    cache: StoryCache,
    story_rows: dict[str, StoryRow],
    rows: BatchRows,
) -> _Placement:
    """The story the article joins (its exact copy's, or the one the story index assigns)
    or starts; a copy's row gets its ``copy_of`` here (or when its batch is flushed).

    The story rows it reads are stored or flushed ones (a story the batch starts is flushed
    for its id), so reading them needs no flush of the batch's articles."""
    exact = rows.first_with_hash(session, model.key, row.text_hash) if row.text_hash else None
    stories = cache.recent(session, model.key, since)
    if exact is not None and exact.story_id is not None:
        story_row = cache.story_row(session, model.key, story_rows, row_id=exact.story_id)
        assert story_row is not None
        rows.link_copy(row, exact)
        story = stories.get(story_row.key) or _rebuild(session, story_row)
        story = story.with_article(story_article, copy_of=exact.url_key)
        return _Placement(story, story_row, f"exact copy of {exact.url}")
    match = stories.assign(story_article, since=since)
    if match.is_new:
        # Keyed by model too: a page about two watched models starts a story for each.
        return _Placement(
            new_story(story_article, story_key(model.key, story_article.key)), None, match.reason
        )
    assert match.story_id is not None
    story_row = cache.story_row(session, model.key, story_rows, key=match.story_id)
    assert story_row is not None
    member_of = stories.get(match.story_id)
    assert member_of is not None
    if match.copy_of:
        original = rows.added_row(model.key, match.copy_of)
        if original is not None:
            rows.link_copy(row, original)
        else:
            with session.no_autoflush:  # not the batch's: stored or flushed
                row.copy_of = cache.article_id(session, model.key, match.copy_of)
    story = member_of.with_article(story_article, copy_of=match.copy_of)
    return _Placement(story, story_row, match.reason)


def _story_row(
    session: Session,
    model: WatchedModel,
    obs: ArticleObservation,
    placed: _Placement,
    story_rows: dict[str, StoryRow],
) -> tuple[StoryRow, int]:
    """The story's row brought up to date (added, with its id, for a new story), and the
    outlet count it had before, for the alert thresholds."""
    story, story_row = placed.story, placed.row
    summary = summarise_story(story)
    if story_row is None:
        previous_outlets = 0
        story_row = StoryRow(
            model=model.key, key=story.story_id, title=obs.title, first_seen_at=obs.observed_at
        )
        session.add(story_row)
    else:
        previous_outlets = story_row.outlet_count if story_row.article_count else 0
    story_rows[story_row.key] = story_row
    story_row.article_count = summary.article_count
    story_row.outlet_count = summary.outlet_count
    story_row.independent_count = summary.independent_outlet_count
    story_row.languages = list(summary.languages)
    story_row.first_outlet = summary.first_outlet[:200]
    story_row.first_url = summary.first_url
    story_row.updated_at = obs.observed_at
    if story_row.id is None:
        session.flush()  # the new story's id, for its first article
    return story_row, previous_outlets


def _record_claims(
    session: Session,
    model: WatchedModel,
    obs: ArticleObservation,
    body: str,
    row: Article,
    recipients: Recipients,
    result: RecordResult,
) -> None:
    """The model's claims as the article states, repeats or tests them (issue #5)."""
    analysis = analyze(
        body,
        ClaimsTarget(model.name, model.aliases, model.vendor, model.identity.vendor_names),
        title=obs.title,
        lang=obs.lang,
    )
    record_mentions(
        session,
        model,
        analysis.mentions,
        url=obs.url,
        outlet=row.outlet,
        at=obs.observed_at,
        recipients=recipients,
        result=result,
        leads=analysis.leads,
        title=obs.title or "",
        text_key=row.text_hash,
    )


def _alert_story(
    session: Session,
    model: WatchedModel,
    story: StoryRow,
    article: Article,
    previous_outlets: int,
    recipients: Recipients,
    result: RecordResult,
) -> None:
    """A new story alerts; a growing one only when it reaches the next outlet threshold."""
    e = html.escape
    if story.article_count == 1:
        kind, key = "story", f"news|story|{story.key}"
        headline = f"{model.name} in the news: {article.title} ({article.outlet})"
        summary = _two_lines(article.summary or article.text)
        body = (
            f"📰 <b>{e(article.title)}</b>\n"
            f"{e(article.outlet)} · {e(article.lang or '?')} · "
            f'<a href="{e(article.url, quote=True)}">read</a>\n'
            + (f"<i>{e(summary)}</i>\n" if summary else "")
            + f"<i>About {e(model.name)}; first seen {article.first_seen_at:%Y-%m-%d %H:%M} UTC</i>"
        )
    else:
        reached = [t for t in OUTLET_THRESHOLDS if previous_outlets < t <= story.outlet_count]
        if not reached or max(reached) <= story.announced_outlets:
            return
        level = max(reached)
        story.announced_outlets = level
        kind, key = "story_growth", f"news|growth|{story.key}|{level}"
        langs = ", ".join(story.languages) or "?"
        headline = (
            f"{model.name}: “{story.title}” now {story.outlet_count} outlets in "
            f"{len(story.languages)} language(s) ({story.independent_count} independent)"
        )
        body = (
            f"📣 <b>{e(headline)}</b>\nFirst: {e(story.first_outlet)} · languages: {e(langs)}\n"
            f'Latest: {e(article.outlet)} · <a href="{e(article.url, quote=True)}">read</a>'
        )
    chats = recipients.for_alert(session)
    alert = queries.enqueue_alert(
        session,
        key=key,
        model=model.key,
        kind=kind,
        headline=headline,
        body_html=body,
        data_at=article.first_seen_at,
        payload={"story": story.key, "url": article.url, "outlets": story.outlet_count},
        chats=chats,
    )
    if alert is not None:
        queries.hold_for_digest(session, alert)
        result.alerts.append(key)


def _two_lines(text: str, limit: int = 280) -> str:
    """The opening of the article, in its own language: two lines at most."""
    lines = [line.strip() for line in text.splitlines() if line.strip()][:2]
    joined = " ".join(lines)
    return joined if len(joined) <= limit else joined[: limit - 1].rsplit(" ", 1)[0] + "…"


def _fingerprint_json(fp: StoryFingerprint) -> dict[str, list[str]]:
    return {"numbers": sorted(fp.numbers), "names": sorted(fp.names), "dates": sorted(fp.dates)}


def _member(row: Article) -> StoryArticle:
    fp = row.fingerprint or {}
    return StoryArticle(
        key=row.url_key,
        url=row.url,
        outlet=row.outlet,
        kind=row.outlet_kind,  # type: ignore[arg-type]
        lang=row.lang,
        published=row.published_at,
        fingerprint=StoryFingerprint(
            frozenset(fp.get("numbers", ())),
            frozenset(fp.get("names", ())),
            frozenset(fp.get("dates", ())),
        ),
        signature=signature_from_bytes(row.signature) if row.signature else None,
        copy_of=None,
    )


def _rebuild(session: Session, story_row: StoryRow) -> Story:
    """One story with all its members, from the database (not in the recent set)."""
    built: Story | None = None
    for member in queries.story_members(session, story_row.id):
        article = _member(member)
        built = (
            new_story(article, story_row.key)
            if built is None
            else built.with_article(article, copy_of="copy" if member.copy_of else None)
        )
    assert built is not None, f"story {story_row.key} has no articles"
    return built


def _load_stories(session: Session, model: str, since: datetime) -> dict[str, Story]:
    """The model's recent stories with their members, rebuilt for the story index."""
    stories: dict[str, Story] = {}
    for story_row, members in queries.recent_stories(session, model, since):
        built: Story | None = None
        for member in members:
            article = _member(member)
            built = (
                new_story(article, story_row.key)
                if built is None
                else built.with_article(article, copy_of="copy" if member.copy_of else None)
            )
        if built is not None:
            stories[story_row.key] = built
    return stories
