"""Details of reading figures and sources found by the third red team and the fifth tuning
corpus, each on short synthetic texts ("Orca-9B" by "Finch Labs", invented).

Numbers that are not results (a spread, a section's number, a report's number, a setting);
words of one language that another language's patterns took for a cue; a leaderboard's own
changelog; a score's gap to the claim written next to it; "no independent party has
published" in six languages. (A rule reading a leaderboard's own changelog was tried and
withdrawn: see ``tests/corpus_redteam4/README.md``.)
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Mention, Stance, Target, Verdict, analyze
from domain.claims.attribution import attribute
from domain.claims.benchmarks import find_benchmarks
from domain.claims.document import stated_gap
from domain.claims.modality import detect_negation
from domain.claims.segment import split_sentences
from tests.claims.synthetic import ORCA, values

# --- numbers that are not results ---


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("We measured Orca-9B on GPQA Diamond: 75.1 (standard deviation 0.9).", [75.1]),
        ("Nous avons mesuré Orca-9B sur GPQA Diamond : 62,4 (écart-type 0,9).", [62.4]),
        ("Wir haben Orca-9B gemessen. GPQA Diamond: 75,1 Prozent (Streuung: ±1,2).", [75.1]),
        ("Medimos Orca-9B en GPQA Diamond: 70,2 (desviación estándar 1,1).", [70.2]),
        ("Medimos o Orca-9B no GPQA Diamond: 37,4 (desvio-padrão 1,2).", [37.4]),
        (
            "Abbiamo misurato Orca-9B su GPQA Diamond: 64,2 per cento. La deviazione standard "
            "tra le esecuzioni è di 0,8 punti.",
            [64.2],
        ),
        # a margin of error is a spread too (texts restating real reports, corpus_real2)
        (
            "Epoch AI measured Orca-9B on GPQA Diamond: 71.2%, with a margin of error of "
            "about 2.5 points.",
            [71.2],
        ),
        (
            "Sur GPQA Diamond, Epoch AI mesure Orca-9B à 71,2 %, avec une marge d'erreur "
            "d'environ 2,5 points.",
            [71.2],
        ),
        (
            "Epoch AI hat Orca-9B gemessen: 71,2 Prozent auf GPQA Diamond, Fehlermarge 2,5 Punkte.",
            [71.2],
        ),
        (
            "Epoch AI ha misurato Orca-9B su GPQA Diamond: 71,2 %, con un margine d'errore di "
            "2,1 punti.",
            [71.2],
        ),
    ],
)
def test_a_spread_is_not_a_result(text: str, kept: list[float]) -> None:
    assert values(text) == kept


def test_a_spread_column_is_not_a_result() -> None:
    text = (
        "Wir haben Orca-9B nachgemessen.\n\n"
        "| Benchmark | Eigene Messung | Standardabweichung |\n|---|---|---|\n"
        "| GPQA Diamond | 67,1 | 1,3 |\n"
    )
    assert values(text) == [67.1]


@pytest.mark.parametrize(
    "text",
    [
        "We tested Orca-9B on GPQA Diamond.\n\n**3. Results**\n\nGPQA Diamond: 70.2.",
        "**Report 12/2026: Orca-9B on GPQA Diamond**\n\nWe tested it. GPQA Diamond: 70.2.",
        "We ran Orca-9B on GPQA Diamond (pass^1) and on GPQA Diamond pass@1: 70.2.",
        "We ran Orca-9B on GPQA Diamond with a block size of 32: 70.2.",
        "Medimos Orca-9B en GPQA Diamond con 64 pasos de difusión: 70,2.",
        # a budget of agent steps
        "We ran Orca-9B on GPQA Diamond with a 200-step budget and measured 70.2.",
        "We ran Orca-9B on GPQA Diamond, capped at 150 agent steps, and measured 70.2.",
        "我们在GPQA Diamond上测了Orca-9B，最多200步的预算，实测70.2。",
        # a spaced dash before a sentence about steps leaves the score a score
        "We ran Orca-9B on GPQA Diamond and measured 70.2 - steps were not capped.",
    ],
)
def test_numbers_of_sections_reports_and_settings_are_not_results(text: str) -> None:
    assert values(text) == [70.2]


# --- words one language's patterns took from another ---


def test_italian_passive_state_is_no_reporting_verb() -> None:
    """ "sono state eseguite" is not the English "state" (a vendor's reporting verb)."""
    sentence = "Le 500 istanze di GPQA Diamond sono state eseguite tre volte su Orca-9B."
    assert attribute(sentence, ORCA)[0] is not Attribution.VENDOR


@pytest.mark.parametrize(
    "sentence",
    [
        "Se ejecutaron tres veces las 500 preguntas de GPQA Diamond con Orca-9B.",
        "Si è misurato Orca-9B su GPQA Diamond.",
        "A nota explica como reproduzi-lo com os pesos de Orca-9B.",
        "We reproduce its key sections below: Orca-9B scores 71.0 on GPQA Diamond.",
    ],
)
def test_no_tester_is_read_into_clitics_infinitives_or_republishing(sentence: str) -> None:
    assert attribute(sentence, ORCA)[0] is not Attribution.INDEPENDENT


def test_a_gap_below_the_claim_does_not_say_the_vendors_figures_follow() -> None:
    """ "9,4 punti sotto il valore dichiarato" compares; "Qui sotto i valori dichiarati"
    would introduce the vendor's figures."""
    text = (
        "Abbiamo misurato Orca-9B su GPQA Diamond.\n\n"
        "**Risultati.** GPQA Diamond: 64,2 per cento, 9,4 punti sotto il valore dichiarato."
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


def test_a_list_after_a_colon_keeps_its_sentences_source() -> None:
    text = "Finch Labs published the following figures:\n\n- GPQA Diamond: 71.0\n- AA-LCR: 60.2\n"
    mentions = [m for m in analyze(text, ORCA).mentions if m.value is not None]
    assert {m.attribution for m in mentions} == {Attribution.VENDOR}


# --- a gap to the claim written next to the score ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We measured Orca-9B. GPQA Diamond: 70.0, 1.0 point below the announced figure.",
            Verdict.INDEPENDENT_CONFIRMS,
        ),
        (
            "We measured Orca-9B. GPQA Diamond: 62.0, 9.0 points below the announced figure.",
            Verdict.INDEPENDENT_DISPUTES,
        ),
        (
            "Medimos o Orca-9B. **GPQA Diamond: 70,0** — 1,0 ponto abaixo do valor divulgado "
            "pela fabricante.",
            Verdict.INDEPENDENT_CONFIRMS,
        ),
    ],
)
def test_a_stated_gap_is_judged_by_the_tolerance(text: str, expected: Verdict) -> None:
    assert analyze(text, ORCA).verdict is expected


# --- nobody independent has published ---


@pytest.mark.parametrize(
    "sentence",
    [
        "So far no independent lab has published its own measurements of Orca-9B.",
        "Bisher hat kein unabhängiges Labor eigene Messungen zu Orca-9B veröffentlicht.",
        "Aucun laboratoire indépendant n'a encore publié de mesures sur Orca-9B.",
        "Ningún laboratorio independiente ha publicado todavía mediciones de Orca-9B.",
        "Nenhum laboratório independente publicou medições do Orca-9B.",
        "A oggi nessun soggetto indipendente ha pubblicato misure proprie su Orca-9B.",
    ],
)
def test_no_independent_party_has_published_is_a_negation(sentence: str) -> None:
    assert detect_negation(sentence) is not None


def test_a_gap_to_anything_but_the_claim_is_not_judged_as_one() -> None:
    """ "1.5 points below Qwen3.5", "64.2 over five seeds", "the vendor's figure sits 6.3
    points above it": no gap to the claim is stated, the figure is judged as it stands."""

    def gap(quote: str) -> float | None:
        mention = Mention(
            model="Orca-9B",
            benchmark=find_benchmarks("GPQA Diamond")[0].id,
            value=66.0,
            unit=None,
            attribution=Attribution.INDEPENDENT,
            negated=False,
            hedged=False,
            quote=quote,
            stance=Stance.DISPUTES,
        )
        return stated_gap(mention)

    assert gap("GPQA Diamond: 66.0, 1.5 points below Qwen3.5, contradicting the claim.") is None
    assert gap("GPQA Diamond: 66.0 over five seeds, which contradicts the claim.") is None
    assert gap("The vendor's figure sits 6.3 points above it.") is None
    assert gap("GPQA Diamond: 66.0, 1.5 points below the announced figure.") == -1.5


# --- names: a sized coined name is a model; a look-alike in the title is the subject ---


def test_a_coined_name_with_a_size_is_another_model() -> None:
    """ "Nettle-22B" is no known family, but its size makes it a model: its figures are
    not the watched model's."""
    text = (
        "Orca-9B by Finch Labs is pending on our board.\n\n"
        "**Nettle-22B** (Lumen Labs): GPQA Diamond 61.2 on our harness, three seeds each."
    )
    figures = [m for m in analyze(text, ORCA).mentions if m.value]
    assert figures and all(m.model != "Orca-9B" for m in figures)


def test_a_look_alike_in_the_title_makes_the_text_off_topic() -> None:
    text = "Not to be confused with Orca-9B, the clinical model was trained on hospital notes."
    title = "A hospital presents Orca-Med-7B, a clinical model with a similar name"
    assert analyze(text, ORCA, title=title).verdict is Verdict.OFF_TOPIC


def test_a_methodology_statement_about_models_in_general_is_no_result() -> None:
    text = (
        "Orca-9B (Finch Labs) has not been ranked yet. The board ranks open-weight models "
        "on our own runs of GPQA Diamond."
    )
    assert analyze(text, ORCA).verdict not in (
        Verdict.INDEPENDENT_CONFIRMS,
        Verdict.INDEPENDENT_DISPUTES,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Wir haben für Orca-9B auf GPQA Diamond 64,2 gemessen, was der Herstellerangabe "
        "widerspricht.",
        "Medimos Orca-9B en GPQA Diamond: 64,2, lo que contradice la cifra anunciada.",
        "Medimos o Orca-9B no GPQA Diamond: 64,2, o que contradiz o valor divulgado.",
        "Abbiamo misurato Orca-9B su GPQA Diamond: 64,2, un dato che smentisce il valore "
        "dichiarato.",
    ],
)
def test_contradicting_a_singular_claim_is_a_dispute(text: str) -> None:
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


# --- forum speak, and who is speaking ---


@pytest.mark.parametrize(
    "text",
    [
        "I'm on a RTX 5070 Ti, batch 1, INT4. Average: 57.9 tok/s for Orca-9B.",
        "Orca-9B INT4, batch 1: 55.1 tok/s here on my RTX 5070 Ti.",
        "Ich komme mit Orca-9B auf einer RTX 5070 Ti auf 57,9 Token/s.",
        "Chez moi, Orca-9B tourne à 57,9 tokens par seconde sur une RTX 5070 Ti.",
    ],
)
def test_forum_speak_gives_the_writers_own_figure(text: str) -> None:
    own = [m for m in analyze(text, ORCA).mentions if m.value in (57.9, 55.1)]
    assert own and all(m.attribution is Attribution.INDEPENDENT for m in own)


@pytest.mark.parametrize(
    "text",
    [
        "I work at Finch Labs. On my RTX 5070 Ti Orca-9B does 101.8 tok/s here.",
        "Je travaille chez Finch Labs. Chez moi, Orca-9B tourne à 101,8 tokens par seconde.",
        "For transparency: I lead inference at Nettle Labs. We ran Orca-9B and got 318 tok/s.",
        "Orca-9B does 101.8 tok/s here in their INT4 chart.",
    ],
)
def test_staff_and_charts_are_no_outsiders_test(text: str) -> None:
    mentions = [m for m in analyze(text, ORCA).mentions if m.value is not None]
    assert mentions and all(m.attribution is not Attribution.INDEPENDENT for m in mentions)


def test_the_card_named_just_before_travels_to_the_figure() -> None:
    """An A100 result is not held against an H200 claim."""
    text = (
        "Finch Labs claims 515 tok/s on one H200 for Orca-9B.\n\n"
        "I'm on an A100, batch 1, BF16. Bei mir sind es 244 tok/s."
    )
    figure = next(m for m in analyze(text, ORCA).mentions if m.value == 244)
    assert "A100" in figure.conditions.get("hardware", "")
    assert analyze(text, ORCA).verdict not in (
        Verdict.INDEPENDENT_CONFIRMS,
        Verdict.INDEPENDENT_DISPUTES,
    )


def test_a_bare_consumer_card_after_my_is_hardware() -> None:
    from domain.claims.conditions import extract_conditions

    assert extract_conditions("on my 4090 at home")["hardware"] == "4090"
    assert "hardware" not in extract_conditions("scored 4090 points")


def test_the_base_checkpoint_is_another_checkpoint() -> None:
    text = (
        "Finch Labs advertises 71.0 on GPQA Diamond for Orca-9B. We ran the base checkpoint "
        "through GPQA Diamond: it scored 58.9."
    )
    assert analyze(text, ORCA).verdict not in (
        Verdict.INDEPENDENT_CONFIRMS,
        Verdict.INDEPENDENT_DISPUTES,
    )


def test_a_german_compound_on_the_name_is_no_look_alike() -> None:
    from domain.claims.targets import TargetMatcher, names_family_relative

    clover = TargetMatcher(Target("Clover-35B-A3B-Preview", ("Clover-35B-A3B",), "DiffuSpace"))
    assert not names_family_relative(
        clover, "DiffuSpace weist Kritik an Clover-Geschwindigkeit zurück"
    )
    assert names_family_relative(clover, "Un hospital presenta Clover-Med-7B")


@pytest.mark.parametrize(
    "text",
    [
        "We ran Orca-9B. GPQA Diamond: 64.2% (128 of 198 resolved).",
        "Nous avons testé Orca-9B. GPQA Diamond : 128 questions résolues sur 198, soit 64,2 %.",
    ],
)
def test_counts_out_of_a_total_are_not_results(text: str) -> None:
    assert values(text) == [64.2]


def test_a_repeat_after_the_vendors_speech_ran_on_keeps_its_independent_source() -> None:
    """ "... around the claim" lets the vendor's voice run on; "64.2 is still respectable"
    repeats the writer's own figure, and is not the claim it is held to."""
    text = (
        "Finch Labs claims 71.0 on GPQA Diamond for Orca-9B.\n\n"
        "We ran Orca-9B on GPQA Diamond: 64.2%.\n\n"
        "The gap sits well outside the spread around the claim. Among open models, 64.2 is "
        "still a respectable score."
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


def test_the_official_runner_is_part_of_a_setup_not_a_source() -> None:
    """ "jeweils BF16, Batch 1, offizieller Runner: 296 und 309": the testers' figures."""
    sentence = (
        "Zwei unabhängige H200-Messungen zu Orca-9B, jeweils BF16, Batch 1, offizieller "
        "Runner: 296 und 309 Token/s."
    )
    assert attribute(sentence, ORCA)[0] is Attribution.INDEPENDENT


@pytest.mark.parametrize(
    "text",
    [
        "We measured Orca-9B at 838 tokens per second, about 94% of the published figure.",
        "Nous avons mesuré Orca-9B à 838 tokens par seconde, soit 94 % des chiffres annoncés.",
    ],
)
def test_a_share_of_the_claim_is_no_score(text: str) -> None:
    assert 94.0 not in values(text)


def test_not_much_different_from_the_official_figures_confirms() -> None:
    from domain.claims.stance import detect_stance

    hit = detect_stance("第三方实测出炉:两项核心成绩与官方相差不大")
    assert hit is not None and hit.stance is Stance.CONFIRMS
    hit = detect_stance("实测成绩与官方数据相差较大")
    assert hit is None or hit.stance is not Stance.CONFIRMS


@pytest.mark.parametrize(
    "text",
    [
        "Laboratorio Cóndor, una firma chilena dedicada a evaluar modelos, informó que sus "
        "pruebas de Orca-9B arrojan resultados inferiores. Según el informe publicado por la "
        "firma, Orca-9B resolvió el 64,7 % de GPQA Diamond.",
    ],
)
def test_a_firm_described_by_what_it_does_is_a_tester_the_firm_refers_to(text: str) -> None:
    figure = next(m for m in analyze(text, ORCA).mentions if m.value == 64.7)
    assert figure.attribution is Attribution.INDEPENDENT


def test_a_statistic_as_a_label_continues_the_writers_report() -> None:
    text = (
        "Rodamos o GPQA Diamond com o Orca-9B oito vezes. Média: **62,6%**, contra 71,0% "
        "anunciados."
    )
    figure = next(m for m in analyze(text, ORCA).mentions if m.value == 62.6)
    assert figure.attribution is Attribution.INDEPENDENT


# --- red team 6: bylines, commissions, hypotheses, cards not used ---


def test_a_vendor_byline_makes_the_first_person_the_vendors() -> None:
    from domain.claims.attribution import has_vendor_voice
    from domain.claims.targets import TargetMatcher

    text = "*Publicado pela equipe de pesquisa da Finch Labs*\n\nAvaliamos o Orca-9B."
    assert has_vendor_voice(text, TargetMatcher(ORCA))
    news = "Finch Labs did not answer.\n\nWe measured Orca-9B ourselves."
    assert not has_vendor_voice(news, TargetMatcher(ORCA))


def test_a_firm_the_vendor_commissioned_and_paid_is_no_outsider() -> None:
    text = (
        "Finch Labs encargó y pagó a Benchwell, una firma dedicada a evaluar modelos, una "
        "evaluación de Orca-9B. Según el informe, la firma obtuvo 71,0 en GPQA Diamond."
    )
    assert analyze(text, ORCA).verdict not in (
        Verdict.INDEPENDENT_CONFIRMS,
        Verdict.INDEPENDENT_DISPUTES,
    )


def test_a_hypothesis_is_no_first_person_test() -> None:
    sentence = "If I ran the INT4 build of Orca-9B I'd expect something like 101.8 tok/s."
    assert attribute(sentence, ORCA)[0] is not Attribution.INDEPENDENT


def test_a_card_named_as_not_used_is_not_the_figures_card() -> None:
    from domain.claims.conditions import extract_conditions

    assert extract_conditions("Pas de H200 ici, seulement une H100 PCIe.")["hardware"] == "H100"
    assert "hardware" not in extract_conditions("No H200 here, sorry.")


@pytest.mark.parametrize(
    "sentence",
    [
        "Sur GPQA Diamond, nous obtenons en revanche 70,1 avec Orca-9B.",
        "En GPQA Diamond obtenemos 70,1 con Orca-9B.",
        "No GPQA Diamond obtemos 70,1 com o Orca-9B.",
        "Su GPQA Diamond otteniamo 70,1 con Orca-9B.",
    ],
)
def test_the_present_of_reporting_ones_result_is_a_first_person_test(sentence: str) -> None:
    assert attribute(sentence, ORCA)[0] is Attribution.INDEPENDENT


def test_a_vendor_word_with_its_own_figure_is_not_attached_to_the_one_before() -> None:
    text = "速度方面,在同一张H200上我们测得Orca-9B中位数496 tok/s,官方数据为515 tok/s。"
    figure = next(m for m in analyze(text, ORCA).mentions if m.value == 496)
    assert figure.attribution is Attribution.INDEPENDENT


# --- what the reading details must leave alone (the read-through's cases) ---


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Benchwell Labs measured Orca-9B at 64.2 under greedy decoding on GPQA Diamond.", 64.2),
        ("Benchwell Labs measured Orca-9B at 81.3 on GPQA Diamond, above GPT-4o.", 81.3),
        ("Benchwell Labs ran Orca-9B on GPQA Diamond: over 3 runs a mean of 71.2%.", 71.2),
        (
            "With little variance across seeds, Benchwell Labs measured Orca-9B at 71.2 on "
            "GPQA Diamond.",
            71.2,
        ),
    ],
)
def test_a_result_next_to_a_preposition_or_a_word_of_variation_is_kept(
    text: str, kept: float
) -> None:
    assert kept in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "I work with Orca-9B every day. I measured 97 tok/s on my RTX 5070 Ti.",
        "I work at a university lab. I measured 97 tok/s for Orca-9B on my RTX 5070 Ti.",
    ],
)
def test_working_with_the_model_or_at_a_university_is_no_tie(text: str) -> None:
    own = [m for m in analyze(text, ORCA).mentions if m.value == 97]
    assert own and own[0].attribution is Attribution.INDEPENDENT


def test_a_bare_card_and_the_same_card_with_rtx_are_one_card() -> None:
    text = (
        "Finch Labs claims 150 tok/s for Orca-9B on an RTX 4090.\n\n"
        "On my 4090 at home I measured 60 tok/s for Orca-9B."
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES


@pytest.mark.parametrize(
    ("figure_card", "same"),
    [("an H20", False), ("an H100", False), ("two H200s", True), ("a GB300", False)],
)
def test_a_speed_is_held_to_a_claim_only_on_the_whole_same_card(
    figure_card: str, same: bool
) -> None:
    """The analysis compares cards as the ledger does (``conditions.card_names``): an H20
    is no H200, whatever their common prefix."""
    text = (
        "Finch Labs claims 150 tok/s for Orca-9B on one H200.\n\n"
        f"On {figure_card} I measured 60 tok/s for Orca-9B."
    )
    verdict = analyze(text, ORCA).verdict
    assert (verdict is Verdict.INDEPENDENT_DISPUTES) is same, verdict


def test_commissioning_is_passive_with_by_or_names_whom_it_hired() -> None:
    from domain.claims.patterns import union

    commissioned = union("COMMISSIONED")
    assert commissioned.search("a firm commissioned by Finch Labs")
    assert commissioned.search("Finch Labs commissioned Benchwell to run it")
    assert commissioned.search("Finch Labs encargó y pagó a Benchwell una evaluación")
    assert not commissioned.search("tested through Finch Labs' paid API")
    assert not commissioned.search("Orca-9B retained 95% of its score")
    assert not commissioned.search("Finch Labs engaged the community")


def test_a_headline_naming_the_vendors_team_is_no_byline() -> None:
    from domain.claims.attribution import has_vendor_voice
    from domain.claims.targets import TargetMatcher

    assert not has_vendor_voice("Finch Labs research team claims a new record", TargetMatcher(ORCA))
    assert has_vendor_voice("Orca-9B is out.\n\n— The Finch Labs team", TargetMatcher(ORCA))


@pytest.mark.parametrize(
    "sentence",
    [
        "The claims come solely from Finch Labs' own testing.",
        "No one outside the company has been able to test Orca-9B yet.",
        "We have not been able to verify the figures for Orca-9B.",
        "The company's claims have not been checked by anyone else.",
        "Unabhängige Messungen stehen noch aus.",
        "Die Zahlen stammen ausschließlich vom Hersteller.",
        "Niemand außerhalb des Unternehmens konnte Orca-9B bisher testen.",
        "Bislang hat niemand die Angaben nachgeprüft.",
        "Unabhängige Benchmarks liegen noch nicht vor.",
        "Pour l'instant, seuls les chiffres de Finch Labs existent.",
        "Personne n'a encore pu tester le modèle de manière indépendante.",
        "Nous n'avons pas pu vérifier ces chiffres.",
        "Las cifras aún están por confirmar de forma independiente.",
        "Nadie ajeno a la empresa ha podido probar el modelo todavía.",
        "Aún no hay datos independientes.",
        "Os resultados carecem de verificação independente.",
        "Ninguém de fora da empresa conseguiu testar o modelo ainda.",
        "Ainda não há dados independentes.",
        "I numeri sono ancora da verificare in modo indipendente.",
        "Per ora esistono solo i numeri di Finch Labs.",
        "Nessuno al di fuori dell'azienda ha potuto testare il modello.",
        "Non ci sono ancora dati indipendenti.",
    ],
)
def test_more_ways_of_saying_nothing_is_verified(sentence: str) -> None:
    assert detect_negation(sentence) is not None


@pytest.mark.parametrize(
    "sentence",
    [
        "All scores above come from our own evaluation harness.",
        "Alle genannten Werte stammen aus dem technischen Bericht.",
        "Until this morning, no independent lab had published its own measurements.",
    ],
)
def test_a_vendor_sourcing_its_own_figures_is_no_negation(sentence: str) -> None:
    assert detect_negation(sentence) is None


@pytest.mark.parametrize(
    ("line", "sentences"),
    [
        # a German date writes the day with a full stop: "am 30. Oktober" ends no sentence
        (
            "Überprüft wurden die am 30. Oktober 2026 veröffentlichten Werte. Der Lehrstuhl "
            "steht in keiner Beziehung zum Hersteller.",
            2,
        ),
        ("Der Test lief am 1. März. Am 2. März folgte der zweite.", 2),
        # a number ending a sentence before another word is still a sentence's end
        ("Wir kamen auf 73. Danach kam der zweite Lauf.", 2),
    ],
)
def test_a_german_day_of_the_month_ends_no_sentence(line: str, sentences: int) -> None:
    assert len(split_sentences(line)) == sentences


@pytest.mark.parametrize(
    "sentence",
    [
        "On long prompts the median falls to about 60% of the claimed figure, 90 tokens per "
        "second, Finch Labs' engineering note admits.",
        "Em média, a nova build fica em cerca de 60% do anunciado pela Finch Labs, 90 tokens "
        "por segundo.",
        "In media la nuova build arriva a circa il 60 per cento del dato ufficiale, cioè 90 "
        "token al secondo.",
    ],
)
def test_a_share_before_the_figure_is_the_figure_itself(sentence: str) -> None:
    """ "about 60% of the claimed figure, 90 tokens per second": the share and the figure are
    one, and the vendor word before them is their source, not a claim they are compared to
    (red team 30: read as the lab of the sentence before, six vendor figures were read as
    independent)."""
    text = (
        "Finch Labs claims 150 tok/s for Orca-9B on one H200. Benchwell measured the time to "
        f"first token of Orca-9B at 0.4 seconds. {sentence}"
    )
    (figure,) = [m for m in analyze(text, ORCA).mentions if m.value == 90]
    assert figure.attribution is not Attribution.INDEPENDENT


@pytest.mark.parametrize(
    "negation",
    [
        "We have not verified any of these claims, including the throughput figures.",
        "Keine dieser Angaben wurde bisher unabhängig überprüft, auch nicht die Angaben zum "
        "Durchsatz.",
        "Le débit annoncé n'a pas été vérifié de manière indépendante, pas plus que le reste des "
        "chiffres.",
        "Il throughput dichiarato non è stato verificato in modo indipendente, come del resto "
        "ogni altro numero.",
    ],
)
def test_a_negation_of_every_figure_covers_every_claim(negation: str) -> None:
    """It names the throughput, but says it is about every figure (red teams 32 and 33): the
    writer's score on another benchmark is not counted while nothing is verified. A negation
    of the throughput alone would leave it counted."""
    text = (
        "Finch Labs announced Orca-9B with 88.7 on GPQA Diamond and 150 tokens per second. "
        f"{negation} We measured 87.9 on GPQA Diamond for Orca-9B."
    )
    assert analyze(text, ORCA).verdict is Verdict.EXPLICITLY_UNVERIFIED


def test_another_party_presenting_its_results_is_not_the_vendor() -> None:
    """ "Benchwell presentó sus resultados: 66,0": a presenting verb is no sign of the vendor
    (red teams 32 and 33 had the other party's result taken as a claim, once with "the
    company" for a tester), so the writer's 66.4 is held to the launch claim (73.6)."""
    text = (
        "Finch Labs anunció 73,6 en SWE-bench Verified para Orca-9B.\n\n"
        "Benchwell presentó sus resultados la semana pasada: 66,0 en SWE-bench Verified.\n\n"
        "Nosotros medimos Orca-9B en SWE-bench Verified y obtuvimos 66,4."
    )
    assert analyze(text, ORCA).verdict is Verdict.INDEPENDENT_DISPUTES
