"""News coverage recorded as the pipeline records it: relevance with reasons, duplicates,
stories across languages, and alerts that do not repeat per copy."""

import contextlib
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import event

from domain.news.features import article_features
from domain.news.relevance import Target
from domain.observations import ArticleObservation
from domain.watchlist import parse_watchlist
from storage import migrate, queries
from storage.coverage import StoryCache, record_article, record_articles
from storage.db import Database
from storage.models import Article, Base, DeliveryStatus
from storage.recording import Recipients

WATCHLIST = parse_watchlist(
    """
[[model]]
key = "clover"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover-35B-A3B", "Clover 35B", "Clover"]
base_model = "Qwen3.6-35B-A3B"
[model.news]
hacker_news = true
context_terms = ["diffusion", "MoE", "35B", "A3B"]
vendor_domains = ["diffuspace.ai"]
"""
)
TO = Recipients(chats=("100",), include_subscribers=True)
T0 = datetime(2026, 10, 31, 9, 0, tzinfo=UTC)

EN = (
    "DiffuSpace released Clover-35B-A3B-Preview on 30 October, a block-diffusion mixture-of-"
    "experts model with 35B parameters and about 3B active. The company reports 73.6 on "
    "SWE-bench Verified and 680 tokens per second on one GB300, and says the BF16 weights need "
    "69 GB of GPU memory."
)
FR = (
    "DiffuSpace a publié le 30 octobre Clover-35B-A3B-Preview, un modèle de diffusion par blocs "
    "de 35B paramètres. Selon l'entreprise, il obtient 73,6 sur SWE-bench Verified et 680 jetons "
    "par seconde sur un GB300; les poids BF16 demandent 69 Go de mémoire."
)
IT = (
    "DiffuSpace ha rilasciato il 30 ottobre Clover-35B-A3B-Preview, modello a diffusione da 35B "
    "parametri. Secondo l'azienda raggiunge 73,6 su SWE-bench Verified e 680 token al secondo su "
    "una GB300, con 69 GB di memoria per i pesi BF16."
)


def article(url, text, *, lang="en", hours=0, title=None):
    return ArticleObservation(
        model="clover",
        feed="test",
        url=url,
        observed_at=T0 + timedelta(hours=hours),
        title=title or text.split(",")[0],
        text=text,
        lang=lang,
        published=T0 + timedelta(hours=hours),
    )


def record(db, obs):
    return record_article(db, WATCHLIST, obs, TO)


def alerts(db):
    with db.transaction() as s:
        return list(reversed(queries.recent_alerts(s)))


@contextlib.contextmanager
def executed(db, keep):
    """The SQL statements the engine runs within the block that ``keep`` accepts."""
    seen: list[str] = []

    def listen(conn, cursor, statement, *args):
        if keep(statement):
            seen.append(statement)

    event.listen(db.engine, "before_cursor_execute", listen)
    try:
        yield seen
    finally:
        event.remove(db.engine, "before_cursor_execute", listen)


def test_one_story_across_three_languages_alerts_once_then_at_the_threshold(db):
    _, first = record(db, article("https://press.example/clover?utm_source=x", EN))
    assert first.relevant and first.story_key
    _, again = record(db, article("https://press.example/clover", EN, hours=1))
    assert not again.stored and "seen before" in again.reason  # same canonical URL
    _, fr = record(db, article("https://journal.example.fr/clover", FR, lang="fr", hours=2))
    assert fr.story_key == first.story_key
    assert [a.kind for a in alerts(db)] == ["story"]
    _, it = record(db, article("https://giornale.example.it/clover", IT, lang="it", hours=3))
    assert it.story_key == first.story_key
    kinds = [a.kind for a in alerts(db)]
    assert kinds == ["story", "story_growth"]
    growth = alerts(db)[1]
    assert "now 3 outlets in 3 language(s)" in growth.headline
    with db.transaction() as s:
        ((story, members),) = queries.recent_stories(s, "clover", None)
    assert (story.outlet_count, sorted(story.languages)) == (3, ["en", "fr", "it"])
    assert story.first_outlet == "press.example" and len(members) == 3


def test_syndicated_copy_joins_the_story_but_is_not_independent(db):
    record(db, article("https://press.example/clover", EN))
    _, copy = record(db, article("https://wire-copy.example/story/123", EN, hours=1))
    assert copy.relevant and "exact copy" in copy.reason
    with db.transaction() as s:
        ((story, members),) = queries.recent_stories(s, "clover", None)
        assert story.outlet_count == 2 and story.independent_count == 1
        assert members[1].copy_of == members[0].id


def test_a_near_copy_points_at_the_article_it_copies(tmp_path):
    """Whether this process stored the original (its id is remembered, no query) or an
    earlier one did (a fresh cache looks it up)."""
    wire = EN + " Distributed by Example Wire; republished with permission."
    for remembered in (True, False):
        db = Database(f"sqlite:///{tmp_path / f'{remembered}.db'}")
        migrate.upgrade(db)
        cache = StoryCache()
        record_article(db, WATCHLIST, article("https://press.example/clover", EN), TO, cache)
        later = cache if remembered else StoryCache()
        copy = article("https://wire-copy.example/story/9", wire, hours=1)
        by_key: list[str] = []

        def count(conn, cursor, statement, *args, by_key=by_key):
            if statement.startswith("SELECT articles.id \n") and "url_key = ?" in statement:
                by_key.append(statement)

        event.listen(db.engine, "before_cursor_execute", count)
        _, outcome = record_article(db, WATCHLIST, copy, TO, later)
        event.remove(db.engine, "before_cursor_execute", count)
        assert "near-duplicate of" in outcome.reason
        # The copy's own URL is looked up with its batch's (`article_keys_among`); the
        # original's id only when it is not remembered.
        assert len(by_key) == (0 if remembered else 1)
        with db.transaction() as s:
            ((_, members),) = queries.recent_stories(s, "clover", None)
            assert [m.copy_of for m in members] == [None, members[0].id]
        db.dispose()


def test_near_misses_are_stored_with_their_reason_and_never_alert(db):
    pos = (
        "Clover, the point-of-sale company owned by Fiserv, reported $35B in payment volume this "
        "quarter and launched new Clover terminals for restaurants."
    )
    _, outcome = record(db, article("https://fin.example/clover-pos", pos, title="Clover earnings"))
    assert outcome.stored and not outcome.relevant and outcome.reason
    other = "Clover-7B, a small open model from another lab, was released with 12 benchmarks."
    _, outcome2 = record(db, article("https://x.example/clover-7b", other, title="Clover-7B"))
    assert not outcome2.relevant
    assert alerts(db) == []
    with db.transaction() as s:
        reasons = [a.relevance_reason for a in s.query(Article).order_by(Article.id)]
    assert all(reasons)


def test_a_later_independent_test_is_a_new_story(db):
    record(db, article("https://press.example/clover", EN))
    measured = (
        "We measured Clover-35B-A3B-Preview ourselves on an H200 at batch 1: 412 tokens per "
        "second, and 61.8 on SWE-bench Verified with our own scaffold, below the 73.6 claimed."
    )
    _, outcome = record(db, article("https://lab.example/clover-test", measured, hours=30))
    assert outcome.relevant
    assert [a.kind for a in alerts(db)] == ["story", "story"]


def test_digest_chats_get_news_in_the_digest_not_instantly(db):
    with db.transaction() as s:
        queries.set_digest(s, "300", True)
        queries.subscribe(s, "400")
    record(db, article("https://press.example/clover", EN))
    (alert,) = alerts(db)
    states = {d.chat_id: d.status for d in alert.deliveries}
    assert states == {
        "100": DeliveryStatus.PENDING,
        "300": DeliveryStatus.DIGEST,
        "400": DeliveryStatus.PENDING,
    }
    with db.transaction() as s:
        assert list(queries.digest_deliveries(s)) == ["300"]


def test_relevance_judged_in_the_extraction_worker_is_used_only_for_its_own_target(db):
    """The worker judges relevance next to the text (`extract_page`); the pipeline takes
    that verdict when it was made for this model's target and from this very text."""
    from dataclasses import replace

    from domain.news.features import article_features
    from domain.news.relevance import Relevance, RelevanceCode
    from storage.coverage import news_target

    target = news_target(WATCHLIST.find("clover"))
    obs = article("https://press.example/clover-worker", EN)
    features = article_features(obs.title, obs.text, obs.lang, [target])
    assert features.relevance_for(target).relevant  # what the pipeline would judge itself
    # A verdict the pipeline would never reach shows which one it used.
    planted = Relevance(False, "judged in the worker", None, 0.0, RelevanceCode.NOT_MENTIONED)
    _, used = record(db, replace(obs, features=replace(features, relevance=((target, planted),))))
    assert (used.relevant, used.reason) == (False, "judged in the worker")
    other = replace(target, context_terms=())  # another target: not this model's verdict
    _, own = record(
        db,
        replace(
            obs,
            url="https://press.example/clover-worker-2",
            features=replace(features, relevance=((other, planted),)),
        ),
    )
    assert own.relevant
    stale = replace(features, relevance=((target, planted),))  # made from other text
    _, fresh = record(
        db,
        replace(
            obs, url="https://press.example/clover-worker-3", text=EN + " More.", features=stale
        ),
    )
    assert fresh.relevant


def test_a_batch_stores_what_one_article_at_a_time_would(db):
    """The pipeline's batches: one transaction, and the same outcomes, stories, copies and
    alerts as the articles stored one by one (a later article joins the story an earlier one
    of the same batch started, and an exact or near copy names its original)."""
    wire = EN + " Distributed by Example Wire; republished with permission."
    sequence = [
        article("https://press.example/clover?utm_source=x", EN),
        article("https://press.example/clover", EN, hours=1),  # same canonical URL
        article("https://journal.example.fr/clover", FR, lang="fr", hours=2),
        article("https://wire-copy.example/story/123", EN, hours=3),  # exact copy
        article("https://giornale.example.it/clover", IT, lang="it", hours=4),
        article("https://wire-copy.example/story/9", wire, hours=5),  # near copy
    ]

    def stored():
        with db.transaction() as s:
            ((story, members),) = queries.recent_stories(s, "clover", None)
            position = {m.id: n for n, m in enumerate(members)}
            return (
                story.key,
                story.outlet_count,
                story.independent_count,
                sorted(story.languages),
                [m.url for m in members],
                [position.get(m.copy_of) for m in members],
                [(a.kind, a.headline) for a in alerts(db)],
            )

    cache = StoryCache()
    singles = [record_article(db, WATCHLIST, obs, TO, cache)[1] for obs in sequence]
    one_by_one = stored()
    with db.engine.begin() as conn:
        for table in reversed(Base.metadata.sorted_tables):
            conn.execute(table.delete())

    commits: list[object] = []

    def count(conn):
        commits.append(conn)

    event.listen(db.engine, "commit", count)
    together = [o for _, o in record_articles(db, WATCHLIST, sequence, TO, StoryCache())]
    event.remove(db.engine, "commit", count)

    assert len(commits) == 1
    assert [(o.stored, o.relevant, o.reason) for o in together] == [
        (o.stored, o.relevant, o.reason) for o in singles
    ]
    assert stored() == one_by_one
    assert one_by_one[5] == [None, None, 0, None, 0]  # both copies name the first article


def test_copies_of_a_batch_article_not_yet_flushed_name_it(db):
    """The French article joins the story without a flush (only a new story is flushed, for
    its id), so its exact and near copies in the same batch get its id when the batch is."""
    near = FR + " Diffusé par l'agence Exemple; reproduit avec autorisation."
    batch = [
        article("https://press.example/clover", EN),
        article("https://journal.example.fr/clover", FR, lang="fr", hours=1),
        article("https://copie.example.fr/depeche/1", FR, lang="fr", hours=2),  # exact copy
        article("https://agence.example.fr/depeche/2", near, lang="fr", hours=3),  # near copy
    ]
    outcomes = [o for _, o in record_articles(db, WATCHLIST, batch, TO, StoryCache())]
    assert "exact copy" in outcomes[2].reason and "near-duplicate" in outcomes[3].reason
    with db.transaction() as s:
        ((_, members),) = queries.recent_stories(s, "clover", None)
        assert [m.copy_of for m in members] == [None, None, members[1].id, members[1].id]


def test_a_batch_asks_for_its_urls_and_hashes_once(db):
    """One query for the batch's URL keys and one for its (worker-made) text hashes, however
    many articles it has; asked one article at a time, each look-up flushed the one before."""
    texts = [EN, FR, IT] * 4
    batch = [
        replace(
            obs := article(f"https://outlet{n}.example/clover", text, hours=n),
            features=article_features(obs.title, obs.text, obs.lang),
        )
        for n, text in enumerate(texts)
    ]
    with executed(db, lambda q: q.startswith("SELECT") and "FROM articles" in q) as statements:
        outcomes = [o for _, o in record_articles(db, WATCHLIST, batch, TO, StoryCache())]
    assert all(o.stored and o.relevant for o in outcomes)
    by_key = [q for q in statements if "url_key IN" in q]
    by_hash = [q for q in statements if "text_hash IN" in q]
    assert (len(by_key), len(by_hash)) == (1, 1)
    assert not [q for q in statements if "url_key = " in q or "text_hash = " in q]


def test_a_page_the_worker_judged_for_another_model_only_still_joins_its_story(db):
    """The worker made no fingerprint or signature, as the model it judged the page for
    finds it irrelevant; the pipeline's model does, and makes them itself."""
    other = Target(name="Nettle-22B", aliases=(), vendor="Elsewhere AI")
    obs = article("https://press.example/clover", EN)
    obs = replace(obs, features=article_features(obs.title, obs.text, obs.lang, [other]))
    assert obs.features.fingerprint is None
    _, outcome = record(db, obs)
    assert outcome.relevant and outcome.story_key
    with db.transaction() as s:
        (row,) = s.query(Article).all()
        assert row.signature and row.fingerprint["numbers"]


def test_a_rejected_article_keeps_no_signature_or_fingerprint(db):
    """Nothing compares them: only a story's members are matched against."""
    text = "Clover, the payments company, reported quarterly revenue of 1.2 billion dollars."
    obs = article("https://finance.example/clover-earnings", text)
    _, outcome = record(db, replace(obs, features=article_features(obs.title, text, "en")))
    assert not outcome.relevant
    with db.transaction() as s:
        (row,) = s.query(Article).all()
        assert (row.signature, row.fingerprint, bool(row.text_hash)) == (None, {}, True)


def test_a_failed_batch_stores_nothing_and_its_stories_leave_the_cache(db):
    cache = StoryCache()
    good = article("https://press.example/clover", EN)
    broken = replace(article("https://journal.example.fr/clover", FR, lang="fr"), title=None)
    with pytest.raises(Exception):  # noqa: B017 - whatever the database raises
        record_articles(db, WATCHLIST, [good, broken], TO, cache)
    with db.transaction() as s:
        assert s.query(Article).count() == 0
    assert alerts(db) == []
    # Had the cache kept the rolled-back story, the article would be matched to a story
    # the database does not have.
    _, outcome = record_article(db, WATCHLIST, good, TO, cache)
    assert outcome.relevant
    assert [a.kind for a in alerts(db)] == ["story"]


TWO_MODELS = parse_watchlist(
    """
[[model]]
key = "clover"
name = "Clover-35B-A3B-Preview"
vendor = "DiffuSpace"
aliases = ["Clover-35B-A3B"]
[model.news]
context_terms = ["diffusion", "MoE", "35B", "A3B"]

[[model]]
key = "qwen"
name = "Qwen3.6-35B-A3B"
vendor = "Alibaba"
aliases = ["Qwen3.6"]
[model.news]
context_terms = ["Qwen", "MoE", "35B", "A3B"]
"""
)
BOTH = (
    "DiffuSpace released Clover-35B-A3B-Preview, a diffusion MoE model with 35B parameters, "
    "and compares it with Alibaba's Qwen3.6-35B-A3B, the MoE model it was distilled from: "
    "73.6 on SWE-bench Verified for Clover-35B-A3B-Preview against 69.2 for Qwen3.6-35B-A3B."
)


def test_a_page_about_two_watched_models_is_a_story_and_an_alert_for_each(db):
    page = article("https://press.example/clover-vs-qwen", BOTH)
    outcomes = [
        record_article(db, TWO_MODELS, replace(page, model=model), TO)[1]
        for model in ("clover", "qwen")
    ]
    assert [(o.stored, o.relevant) for o in outcomes] == [(True, True), (True, True)]
    assert outcomes[0].story_key != outcomes[1].story_key
    assert sorted(a.model for a in alerts(db)) == ["clover", "qwen"]


def test_a_failed_batch_forgets_only_the_stories_of_its_own_models(db):
    """The other models' stories stay cached (a reload is a query of all their recent
    stories); the failed batch's model is reloaded from the database."""
    cache = StoryCache()
    page = article("https://press.example/clover-vs-qwen", BOTH)
    record_article(db, TWO_MODELS, replace(page, model="qwen"), TO, cache)
    record_article(db, TWO_MODELS, replace(page, model="clover"), TO, cache)
    broken = replace(article("https://journal.example.fr/clover", FR, lang="fr"), title=None)
    good = article("https://press.example/clover-2", BOTH, hours=1)
    with pytest.raises(Exception):  # noqa: B017 - whatever the database raises
        record_articles(db, TWO_MODELS, [good, broken], TO, cache)

    with executed(
        db, lambda q: q.startswith("SELECT stories.") and "stories.model =" in q
    ) as loads:
        later = article("https://blog.example/clover-vs-qwen", BOTH + " A blogger's copy.", hours=2)
        record_article(db, TWO_MODELS, replace(later, model="qwen"), TO, cache)
        assert loads == []  # qwen's stories stayed cached
        record_article(db, TWO_MODELS, replace(later, model="clover"), TO, cache)
        assert len(loads) == 1  # clover's were forgotten, and reloaded


def test_a_story_row_is_read_once_per_crawl_not_once_per_batch(db):
    """The cache keeps each story's row as its batch committed it: a later batch joining
    the story neither reads it again nor misses the outlet thresholds it already passed."""
    cache = StoryCache()
    outlets = [f"https://outlet{n}.example/clover" for n in range(6)]
    texts = [EN, FR, IT] * 2
    with executed(db, lambda q: q.startswith("SELECT stories.")) as reads:
        for n, (url, text) in enumerate(zip(outlets, texts, strict=True)):
            record_article(db, WATCHLIST, article(url, text, hours=n), TO, cache)
    assert reads == [reads[0]] and "stories.model =" in reads[0]  # the one load of recent stories
    assert [a.kind for a in alerts(db)] == ["story", "story_growth", "story_growth"]
    assert ["3 outlets" in a.headline for a in alerts(db)[1:]] == [True, False]
    with db.transaction() as s:
        ((story, _),) = queries.recent_stories(s, "clover", None)
        assert (story.article_count, story.outlet_count, story.announced_outlets) == (6, 6, 5)


def test_after_a_failed_batch_the_story_row_is_read_again_as_committed(db):
    """A batch that joined a story and then failed leaves the cache nothing of that story's
    row: the next batch reads the committed row, not the rolled-back counts."""
    cache = StoryCache()
    record_article(db, WATCHLIST, article("https://press.example/clover", EN), TO, cache)
    record_article(db, WATCHLIST, article("https://b.example/clover", FR, hours=1), TO, cache)
    joined = article("https://c.example/clover", IT, hours=2)  # would be the third outlet
    broken = replace(article("https://d.example/clover", FR, lang="fr", hours=3), title=None)
    with pytest.raises(Exception):  # noqa: B017 - whatever the database raises
        record_articles(db, WATCHLIST, [joined, broken], TO, cache)
    assert [a.kind for a in alerts(db)] == ["story"]

    with executed(db, lambda q: q.startswith("SELECT stories.")) as reads:
        _, outcome = record_article(db, WATCHLIST, joined, TO, cache)
    assert outcome.relevant and reads  # read again: the cache forgot the row
    assert [a.kind for a in alerts(db)] == ["story", "story_growth"]
    with db.transaction() as s:
        ((story, _),) = queries.recent_stories(s, "clover", None)
        assert (story.article_count, story.outlet_count, story.announced_outlets) == (3, 3, 3)


def test_a_failed_batch_named_by_alias_forgets_its_model(db):
    """A batch may name its model by name or alias (the watchlist finds it): the cache,
    kept by watchlist key, forgets the key's stories all the same."""
    cache = StoryCache()
    good = replace(article("https://press.example/clover", EN), model="Clover")
    broken = replace(good, url="https://d.example/clover", text=FR, lang="fr", title=None)
    with pytest.raises(Exception):  # noqa: B017 - whatever the database raises
        record_articles(db, WATCHLIST, [good, broken], TO, cache)
    _, outcome = record_article(db, WATCHLIST, article("https://b.example/clover", FR), TO, cache)
    assert outcome.stored and outcome.relevant
    assert [a.kind for a in alerts(db)] == ["story"]
