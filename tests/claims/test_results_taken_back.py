"""Results the text itself takes back: the sixteenth round, aimed at the known leaks.

Ten red-team traps labelled vendor-claim-only or explicitly-unverified still came out as
independent evidence when the round began, each listed as a known leak with its corpus
(``test_redteam_corpora.py``), and five genuine reports were read the wrong way round. The
rules that closed them, each tested here beside a text that must keep its verdict:

* a test known only from the vendor's "according to", set off after it, is the vendor's
  claim ("X measured 509 tok/s in its lab, according to Finch Labs' announcement"); not an
  "according to" inside a relative clause about the setting ("the settings that, according
  to Finch Labs' card, work best"), nor the source of the claim beside a test;
* a result the text calls the vendor's own submission ("The row was submitted by Finch
  Labs", "marquée « déclarée par le développeur »") is the vendor's; not when denied ("not
  a developer submission"), said of another model's row, or the other side of a comparison;
* tests in scare quotes or called "so-called" are no tests, for the party named before
  them in their sentence ("Ferri ...: i «suoi test» sono le slide"), not for anyone when
  they are the vendor's ("loin des « tests » de Finch Labs");
* a title opening on the vendor's own channel ("Finch Labs官方公众号：", "Blog oficial da
  Finch Labs:") makes the text the vendor's voice; a title quoting it does not;
* a tester named in a sentence that ties someone to the vendor ("BenchLab 自去年起隶属于
  DiffuSpace", "这个课题组 ... DiffuSpace借出的") is no outside tester;
* speed is like for like only at the same weight width, written in words too ("the
  eight-bit conversion" against "the four-bit build"), and the same batch size, as the
  issue asks; a KV cache's precision is not the weights';
* a spread's value may follow a count of items ("wegen der nur 198 Fragen bei rund 2,6
  Punkten"), not a result's own name ("ma il nostro risultato medio è 74,8");
* "n'ont donc pas été vérifiés" is a negation with its adverb;
* a figure a test fell short of ("Wir kommen nicht an die 83,8 heran", "No llego a los
  515") is the claim it is held to, where the text states no other claim figure for it;
  beside one it stays the tester's earlier run (red team 8);
* a claim said of a variant ("32K截断版本的62.3", "the 66.8 Finch Labs lists for its fast
  sampling mode") is no counterpart while the headline claim is stated (``corpus_redteam9``,
  r9_13, r9_01), and "64 denoising steps" is a budget, no score.

Red team 24 (``tests/corpus_redteam24/``) was written against the first version of these
rules and found them far too broad (20 of its 24 genuine texts lost); its texts pin the
narrowed forms.

Texts are invented ("Orca-9B" by "Finch Labs"), but for one Chinese report about the watched
model.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Verdict, analyze
from domain.claims.conditions import bit_widths, extract_conditions
from tests.claims.corpus import CLOVER, EVIDENCE
from tests.claims.synthetic import ORCA

# -- a test known only through the vendor's words ----------------------------------------

RELAYED = (
    "Finch Labs launched Orca-9B with a list of partners. Vectara measured 509 tokens per "
    "second on a single H200 in its staging cluster{source}, close to the 515 tokens per "
    "second Finch Labs lists for the card."
)


def test_a_test_known_only_from_the_vendors_announcement_is_the_vendors_claim() -> None:
    text = RELAYED.format(source=", according to Finch Labs' announcement")
    result = analyze(text, ORCA)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY, result.reasons
    assert not [m for m in result.mentions if m.attribution is Attribution.INDEPENDENT]


def test_the_same_test_in_the_writers_account_stays_independent() -> None:
    result = analyze(RELAYED.format(source=""), ORCA)
    assert result.verdict is Verdict.INDEPENDENT_CONFIRMS, result.reasons


def test_an_according_to_inside_a_relative_clause_speaks_of_the_setting() -> None:
    text = (
        "Orca-9B on GPQA Diamond. Epoch AI measured an average of 82.6 on GPQA Diamond using the "
        "sampling settings that, according to Finch Labs' model card, give the best results."
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_CONFIRMS


def test_the_vendor_as_the_source_of_the_claim_beside_a_test_relays_nothing() -> None:
    text = (
        "Vectara measured 509 tokens per second on a single H200, close to the 515 tokens "
        "per second according to Finch Labs."
    )
    result = analyze(f"Orca-9B on an H200.\n\n{text}", ORCA)
    assert result.verdict is Verdict.INDEPENDENT_CONFIRMS, result.reasons


# -- a result called the vendor's own submission ------------------------------------------

BOARD = "Fiction.LiveBench's leaderboard now shows Orca-9B at 81.3 at 120k tokens. {after}"


@pytest.mark.parametrize(
    "after",
    [
        "The row was submitted by Finch Labs with its own transcripts.",
        "The maintainers list it as a developer submission.",
    ],
)
def test_a_result_the_text_calls_the_vendors_submission_is_the_vendors(after: str) -> None:
    result = analyze(BOARD.format(after=after), ORCA)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY, result.reasons


def test_the_same_row_run_by_the_maintainers_stays_independent() -> None:
    text = BOARD.format(after="The maintainers ran it on their own harness.")
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_CONFIRMS


@pytest.mark.parametrize(
    "after",
    [
        "Unlike other rows, it is not a developer submission: the maintainers ran it themselves.",
        "The neighbouring row, for Kestrel-40B, is a developer submission.",
    ],
)
def test_a_submission_denied_or_of_another_model_takes_back_nothing(after: str) -> None:
    assert analyze(BOARD.format(after=after), ORCA).verdict is Verdict.INDEPENDENT_CONFIRMS


def test_a_french_row_marked_declared_by_the_developer_is_the_vendors() -> None:
    text = (
        "Les résultats d'Orca-9B ne viennent pas que de Finch Labs : Artificial Analysis "
        "affiche 84 sur GPQA Diamond pour le modèle.\n\n"
        "Mais cette ligne est marquée « déclarée par le développeur » : c'est le 83,8 de "
        "Finch Labs arrondi, et Artificial Analysis n'a pas encore testé le modèle lui-même."
    )
    result = analyze(text, ORCA)
    assert result.verdict not in EVIDENCE, result.reasons


def test_the_claim_declared_by_the_developer_in_a_comparison_takes_back_nothing() -> None:
    text = (
        "Artificial Analysis measured Orca-9B at 70.1 on GPQA Diamond. That is well below "
        "the 83.8 declared by the developer."
    )
    result = analyze(text, ORCA)
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES, result.reasons


# -- tests in scare quotes ---------------------------------------------------------------

BLOGGER = (
    "Finch Labs ha presentato Orca-9B. La scheda ufficiale promette 680 token al secondo su "
    "una singola GB300.\n\n"
    "Il blogger Davide Ferri ha testato Orca-9B, scrive nel titolo. Secondo i suoi test, "
    "Orca-9B arriva a 676 token al secondo su una GB300.\n\n"
    "Ferri però una GB300 non ce l'ha, e lo ammette nei commenti: {tests} sono le slide "
    "della presentazione di Finch Labs."
)


def test_tests_in_scare_quotes_are_no_tests() -> None:
    result = analyze(BLOGGER.format(tests="i «suoi test»"), ORCA)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY, result.reasons


def test_an_english_benchmark_in_scare_quotes_is_no_test_either() -> None:
    text = (
        "Finch Labs claims 680 tokens per second for Orca-9B on one GB300. Blogger Dan Ferry "
        'measured 676 tokens per second on a GB300. But Ferry\'s "benchmarks" are the launch '
        "slides."
    )
    assert analyze(text, ORCA).verdict is Verdict.VENDOR_CLAIM_ONLY


def test_the_vendors_tests_in_scare_quotes_leave_an_outside_test() -> None:
    text = (
        "Au lancement, Finch Labs a mis en avant 83,8 sur GPQA Diamond pour Orca-9B, issu de ses "
        "propres « tests ». Artificial Analysis a mesuré 75,4 sur GPQA Diamond, en moyenne sur "
        "cinq passages."
    )
    title = "Orca-9B : Artificial Analysis loin des « tests » de Finch Labs"
    assert analyze(text, ORCA, title=title).verdict is Verdict.INDEPENDENT_DISPUTES


def test_a_quoted_phrase_that_is_no_test_word_leaves_the_test() -> None:
    text = BLOGGER.format(tests="le sue «note di lavoro»").replace(
        "Ferri però una GB300 non ce l'ha, e lo ammette nei commenti: ", "Nei commenti: "
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_CONFIRMS


# -- the vendor's own channel --------------------------------------------------------------

CHANNEL = (
    "发布时Finch Labs公布的数字是单张GB300、批大小为1时680 tokens/s。\n\n"
    "据我们的实测，在真实客户流量下，Orca-9B在单张GB300上的中位速度为667 tokens/s。"
)


@pytest.mark.parametrize(
    "title",
    [
        "Finch Labs官方公众号：Orca-9B推理性能详解",
        "Finch Labs' official blog: Orca-9B in production",
    ],
)
def test_a_title_naming_the_vendors_own_channel_makes_its_first_person_the_vendors(
    title: str,
) -> None:
    result = analyze(CHANNEL, ORCA, title=title)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY, result.reasons


def test_a_readers_blog_keeps_its_first_person() -> None:
    result = analyze(CHANNEL, ORCA, title="独立开发者博客：Orca-9B推理性能实测")
    assert result.verdict is Verdict.INDEPENDENT_CONFIRMS, result.reasons


# -- a body named by its kind, in a tied text ----------------------------------------------

#: Red team 21's text, shortened; the analyser reads this Chinese sentence pattern with the
#: watched model's own name (``CLOVER``).
BODY = (
    "评测机构 BenchLab 周四发布了对 Clover-35B-A3B-Preview 的测试结果。报告显示，该模型在 "
    "SWE-bench Verified 上得分 73.2%，DiffuSpace 官方公布的是 73.6%；在 GPQA Diamond 上得分 "
    "83.4%，官方为 83.8%。{tie}"
)


def test_a_body_named_by_its_kind_is_no_tester_in_a_tied_text() -> None:
    tie = "\n\n需要说明的是，BenchLab 自去年起隶属于 DiffuSpace，使用的也是 DiffuSpace 的算力。"
    result = analyze(BODY.format(tie=tie), CLOVER)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY, result.reasons


def test_the_same_body_in_an_untied_text_stays_the_tester() -> None:
    result = analyze(BODY.format(tie=""), CLOVER)
    assert result.verdict is Verdict.INDEPENDENT_CONFIRMS, result.reasons


# -- speed at another weight width ---------------------------------------------------------

MAC = (
    "Finch Labs' MLX page says the four-bit build of Orca-9B runs at 62 tokens/s on a "
    "MacBook Pro M4 Max.\n\n"
    "I don't have enough memory for that build, so I tried the {build} instead: on my "
    "MacBook Pro M4 Max it ran at 31 tokens/s."
)


def test_speed_at_another_weight_width_is_not_comparable() -> None:
    result = analyze(MAC.format(build="eight-bit conversion"), ORCA)
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY, result.reasons
    assert any("not comparable" in r for r in result.reasons)


def test_speed_at_the_same_weight_width_is_judged() -> None:
    result = analyze(MAC.format(build="4-bit build"), ORCA)
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES, result.reasons


def test_a_title_quoting_the_vendors_channel_leaves_the_writers_test() -> None:
    title = "Finch Labs' official blog says 680 tokens/s on a GB300. We checked."
    text = CHANNEL.replace("据我们的实测", "我们独立实测")
    assert analyze(text, ORCA, title=title).verdict is Verdict.INDEPENDENT_CONFIRMS


@pytest.mark.parametrize(
    ("text", "widths"),
    [
        ("the four-bit build", {4}),
        ("die 6-Bit-Variante", {6}),
        ("in 4 Bit", {4}),
        ("INT4 (Q4_K_M)", {4}),
        ("BF16 weights", {16}),
        ("an 8-bit MLX conversion", {8}),
        ("the GGUF files", set()),
        ("die Acht-Bit-Fassung", {8}),
        ("BF16 weights with an FP8 KV cache", {16}),
        ("com o cache KV em FP8", set()),
    ],
)
def test_the_weight_width_of_a_precision(text: str, widths: set[int]) -> None:
    assert bit_widths(extract_conditions(text).get("precision")) == widths


# -- a spread after a count; a negation with its adverb -------------------------------------


def test_a_spread_may_follow_a_count_of_items() -> None:
    text = (
        "Finch Labs gibt für Orca-9B 83,8 Punkte in GPQA Diamond an. Laut Epoch AI liegt die "
        "statistische Unsicherheit bei GPQA Diamond wegen der nur 198 Fragen bei rund 2,6 "
        "Punkten."
    )
    result = analyze(text, ORCA)
    assert 2.6 not in [m.value for m in result.mentions], result.mentions
    assert result.verdict is Verdict.VENDOR_CLAIM_ONLY


def test_a_result_after_a_spreads_name_is_no_spread() -> None:
    text = (
        "Abbiamo eseguito GPQA Diamond su Orca-9B cinque volte. Il margine d'errore su 198 "
        "domande è ampio ma il nostro risultato medio è 74,8 in GPQA Diamond."
    )
    assert 74.8 in [m.value for m in analyze(text, ORCA).mentions]


def test_a_french_negation_with_its_adverb() -> None:
    text = (
        "Les résultats ne sont pas encore publiés et les chiffres de Finch Labs n'ont donc pas "
        "été vérifiés. Finch Labs annonce 45,0 sur Terminal-Bench 2.1 pour Orca-9B."
    )
    assert analyze(text, ORCA).verdict is Verdict.EXPLICITLY_UNVERIFIED


# -- a target not reached -------------------------------------------------------------------

SHORT_OF = (
    "Wir haben Orca-9B mit den offiziellen BF16-Gewichten auf zwei H200 durch GPQA Diamond "
    "geschickt, mit fünf Seeds.\n\n"
    "Wir kommen bei Weitem nicht an die {target}: wir haben im Schnitt 74,6 Prozent auf GPQA "
    "Diamond gemessen."
)


def test_a_target_not_reached_is_the_claim_a_test_falls_short_of() -> None:
    result = analyze(SHORT_OF.format(target="angekündigten 83,8 Prozent heran"), ORCA)
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES, result.reasons
    target = next(m for m in result.mentions if m.value == 83.8)
    assert target.attribution is Attribution.VENDOR


def test_a_target_nothing_names_as_the_vendors_may_be_the_testers_own_run() -> None:
    result = analyze(SHORT_OF.format(target="75,2 Prozent des ersten Laufs heran"), ORCA)
    earlier = next(m for m in result.mentions if m.value == 75.2)
    assert earlier.attribution is not Attribution.VENDOR or not earlier.unreached


@pytest.mark.parametrize(
    "text",
    [
        "No llego a los 515 tokens por segundo del anuncio: mido 302 tokens por segundo de "
        "mediana en 200 peticiones con Orca-9B en una H200.",
        "Con Orca-9B non arrivo ai 515 token al secondo dichiarati: misuro 302 token al secondo "
        "su una H200.",
    ],
)
def test_a_speed_not_reached_is_the_claim_in_every_language(text: str) -> None:
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


def test_beside_a_stated_claim_a_target_not_reached_is_the_testers_earlier_run() -> None:
    text = (
        "Orca-9B soll laut dem Datenblatt 73,6 auf SWE-bench Verified schaffen. Ich habe das "
        "Modell auf meinem Rechner mit zwei H200 und BF16-Gewichten nachgemessen, zuerst vor "
        "einer Woche.\n\n"
        "Diese Woche komme ich nicht auf die 62,3 % vom ersten Lauf auf SWE-bench Verified. In "
        "meinen Tests liefert der neue Lauf 61,6 %."
    )
    result = analyze(text, ORCA)
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES, result.reasons
    new_run = next(m for m in result.mentions if m.value == 61.6)
    assert new_run.attribution is Attribution.INDEPENDENT


# -- speed at another batch size ------------------------------------------------------------

BATCH = (
    "Orca-9B: Finch Labs anuncia 515 tokens por segundo en una H200, lote 1.\n\n"
    "Medimos Orca-9B en nuestra H200 con lote {batch}: 298 tokens por segundo por petición."
)


def test_speed_at_another_batch_size_is_not_comparable() -> None:
    result = analyze(BATCH.format(batch=8), ORCA)
    assert result.verdict is not Verdict.INDEPENDENT_DISPUTES, result.reasons


def test_speed_at_the_same_batch_size_is_judged() -> None:
    assert analyze(BATCH.format(batch=1), ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


# -- a claim for a variant; a budget of steps ----------------------------------------------


def test_a_claim_for_a_variant_is_no_counterpart_beside_the_headline_claim() -> None:
    text = (
        "Finch Labs launched Orca-9B with a headline score of 73.6 on SWE-bench Verified, "
        "measured at the default 64 denoising steps.\n\n"
        "We reran the full set on two H200s with the official weights, three passes. Our "
        "average was 66.1 on SWE-bench Verified, which is close to the 66.8 Finch Labs lists for "
        "its fast sampling mode in the appendix."
    )
    result = analyze(text, ORCA)
    assert result.verdict is Verdict.INDEPENDENT_DISPUTES, result.reasons
    assert 64.0 not in [m.value for m in result.mentions]
