"""Who "the firm", "il gruppo", "they" and "we" are: the party that measured.

Two structural rules, each on short synthetic texts in several languages (the model, the
labs and the figures are invented; no sentence is taken from a corpus):

* a definite description ("the firm", "le cabinet", "il gruppo", "das Labor") refers to the
  party introduced with a noun of the same kind; it is an independent tester's only when
  that party was introduced as a third party that tests, and the kind was never used for the
  vendor (``domain/claims/coreference.py``); a pronoun opening a sentence ("Il obtient",
  "They got") refers to the tester the sentence before was about, if it said it tested;
* a writer who has said, in its own voice, that it tested, gives its own results under a
  results heading or label afterwards ("How we tested ... Results").

The cases each rule must leave alone come with them: "the company" after the vendor, the
vendor quoted after a tester, a launch story naming an evaluator in passing, a tester that
only plans to test, a team the vendor speaks of, figures given with a vendor cue.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze

#: The vendor's name holds no party noun ("Labs" would make every "the lab" ambiguous).
ORCA = Target("Orca-9B", vendor="Finch AI")

V = Verdict.VENDOR_CLAIM_ONLY
C = Verdict.INDEPENDENT_CONFIRMS
D = Verdict.INDEPENDENT_DISPUTES
EVIDENCE = {C, D}


def verdict(text: str, title: str | None = None) -> Verdict:
    return analyze(text, ORCA, title=title).verdict


def sources(text: str, title: str | None = None) -> dict[float, Attribution]:
    """Each figure's value -> its attribution."""
    return {
        m.value: m.attribution
        for m in analyze(text, ORCA, title=title).mentions
        if m.value is not None
    }


# --- a definite description refers to the tester introduced with the same kind of noun ---


@pytest.mark.parametrize(
    ("title", "text"),
    [
        (
            None,
            "Kestrel Evals, a small benchmarking firm in Bristol, re-ran Orca-9B last week. "
            "Using the public weights, the firm recorded 61.0% on SWE-bench Verified. "
            "Finch AI had announced 68.0%.",
        ),
        (
            # an anonymous "benchmarking firm" is no tester (it may be the vendor's): the
            # title names it or calls it independent
            "Independent Bristol benchmarking firm re-tests Orca-9B",
            "Using the public weights, the firm recorded 61.0% on SWE-bench Verified. "
            "Finch AI had announced 68.0%.",
        ),
        (
            None,
            "Un cabinet lyonnais spécialisé dans l'évaluation indépendante a repris les tests "
            "d'Orca-9B. Sur SWE-bench Verified, le cabinet arrive à 61,0 %. Finch AI avait "
            "annoncé 68,0 %.",
        ),
        (
            None,
            "Ein unabhängiges Testlabor aus Köln hat Orca-9B nachgemessen. Auf SWE-bench "
            "Verified kam das Labor auf 61,0 Prozent. Laut Finch AI sind es 68,0 Prozent.",
        ),
        (
            None,
            "Un grupo universitario de Sevilla evaluó Orca-9B. En SWE-bench Verified, el grupo "
            "obtuvo un 61,0 %. Finch AI había anunciado un 68,0 %.",
        ),
        (
            None,
            "Uma equipe independente de Recife testou o Orca-9B. No SWE-bench Verified, a "
            "equipe obteve 61,0%. A Finch AI tinha anunciado 68,0%.",
        ),
        (
            None,
            "Un gruppo universitario di Trento ha valutato Orca-9B. Su SWE-bench Verified il "
            "gruppo ha ottenuto 61,0%. Finch AI aveva annunciato 68,0%.",
        ),
    ],
)
def test_the_description_of_a_tester_is_the_testers(title: str | None, text: str) -> None:
    assert sources(text, title)[61.0] is Attribution.INDEPENDENT
    assert verdict(text, title) is D


@pytest.mark.parametrize(
    "text",
    [
        # the tester's tests named through its description
        "Un laboratorio universitario di Pavia ha misurato Orca-9B. Nelle prove del "
        "laboratorio, Orca-9B ha ottenuto il 61,0% su SWE-bench Verified. Finch AI "
        "aveva annunciato il 68,0%.",
        "Ein unabhängiges Prüflabor hat Orca-9B getestet. Nach den Messungen des Labors kam "
        "Orca-9B auf 61,0 Prozent bei SWE-bench Verified. Finch AI nennt 68,0 Prozent.",
    ],
)
def test_the_tests_of_the_tester_are_the_testers(text: str) -> None:
    assert sources(text)[61.0] is Attribution.INDEPENDENT


@pytest.mark.parametrize(
    "text",
    [
        # the vendor named, then "the company" / "the firm": the vendor
        "Finch AI released Orca-9B on Monday. The firm recorded 68.0% on SWE-bench Verified.",
        "Finch AI a publié Orca-9B lundi. L'entreprise annonce 68,0 % sur SWE-bench Verified.",
        # the vendor described with the same noun as the tester: ambiguous, so the vendor's
        "Finch AI, a small lab in Oslo, built Orca-9B. An independent lab in Leeds re-ran it. "
        "The lab recorded 68.0% on SWE-bench Verified.",
        "The lab behind Orca-9B says it is fast. An independent lab in Leeds re-ran it. "
        "The lab recorded 68.0% on SWE-bench Verified.",
        # the team the vendor speaks of is the vendor's
        "Finch AI says a team of independent engineers tested Orca-9B. The team recorded "
        "68.0% on SWE-bench Verified.",
        # a tester that only plans to test
        "Kestrel Evals, a benchmarking firm, will re-run Orca-9B next month. The firm recorded "
        "68.0% on SWE-bench Verified in Finch AI' launch post.",
        # a definite description introduces nobody ("des Teams" is the vendor's team)
        "Finch AI stellt Orca-9B vor. In den Tests des Teams kam Orca-9B auf 68,0 Prozent "
        "bei SWE-bench Verified.",
        # a company as such is never resolved
        "Kestrel, an independent evaluation company, looked at Orca-9B. The company recorded "
        "68.0% on SWE-bench Verified.",
        # a tester the vendor commissioned works for the vendor
        "Finch AI a présenté Orca-9B. Un cabinet indépendant a été mandaté par Finch AI pour "
        "l'évaluer. Le cabinet obtient 68,0 % sur SWE-bench Verified.",
        "Ein Team der Universität Bonn hat im Auftrag von Finch AI Orca-9B getestet. Das Team "
        "kam auf 68,0 Prozent bei SWE-bench Verified.",
        # the vendor's speech covers the clause
        "Kestrel Evals, a benchmarking firm, re-ran Orca-9B. According to Finch AI, the firm "
        "recorded 68.0% on SWE-bench Verified.",
        # a party of the vendor's: its own people, or named with the company
        "Finch AI released Orca-9B. Its engineers tested it on SWE-bench Verified. The "
        "engineers recorded 68.0%.",
        "Finch AI ha presentato Orca-9B. Un gruppo di ingegneri dell'azienda ha misurato il "
        "modello. Il gruppo ha ottenuto il 68,0% su SWE-bench Verified.",
        # right after the vendor, a party nothing describes as a third party may be its own
        "Finch AI hat Orca-9B vorgestellt. Ein Team von Ingenieuren hat das Modell getestet. "
        "Das Team kam auf 68,0 Prozent bei SWE-bench Verified.",
        "Finch AI released Orca-9B. A team of engineers ran the tests. The team recorded "
        "68.0% on SWE-bench Verified.",
        # the vendor speaking of "our team" on its own page
        "At Finch AI, our team measured Orca-9B at 68.0% on SWE-bench Verified.",
    ],
)
def test_a_description_that_may_be_the_vendor_stays_the_vendors(text: str) -> None:
    assert sources(text).get(68.0) is not Attribution.INDEPENDENT
    assert verdict(text) not in EVIDENCE


def test_the_vendor_quoted_after_a_tester_is_the_vendor() -> None:
    text = (
        "Kestrel Evals, a benchmarking firm in Bristol, looked at Orca-9B. "
        '"The firm recorded 68.0% on SWE-bench Verified," Finch AI said in a statement.'
    )
    assert sources(text)[68.0] is not Attribution.INDEPENDENT
    assert verdict(text) not in EVIDENCE


def test_a_launch_story_naming_an_evaluator_in_passing_stays_unverified() -> None:
    text = (
        "Finch AI released Orca-9B today. Artificial Analysis lists it on its leaderboard "
        "but has not published results yet. It scored 68.0% on SWE-bench Verified, the "
        "company said. The team recorded 900 tokens per second on an H100."
    )
    assert verdict(text) not in EVIDENCE


# --- a pronoun opening a sentence refers to the tester the sentence before was about ---


@pytest.mark.parametrize(
    "text",
    [
        "Un groupe de recherche d'une université bretonne a tenté de reproduire le score "
        "d'Orca-9B sur SWE-bench Verified. Il obtient 61,0 %. Finch AI annonçait 68,0 %.",
        "The systems lab at Eastfield University tried Orca-9B on SWE-bench Verified. They "
        "used the vendor's recipe. They got 61.0%. Finch AI had advertised 68.0%.",
    ],
)
def test_a_pronoun_after_a_tester_is_the_testers(text: str) -> None:
    assert sources(text)[61.0] is Attribution.INDEPENDENT
    assert verdict(text) is D


@pytest.mark.parametrize(
    "text",
    [
        # the sentence before is about the vendor
        "Finch AI tested Orca-9B on SWE-bench Verified. It scored 68.0%.",
        # the tester only plans to test
        "An independent lab in Leeds plans to test Orca-9B. It scored 68.0% on SWE-bench "
        "Verified, Finch AI says.",
        # an evaluator named in passing, without testing
        "Artificial Analysis lists Orca-9B on its leaderboard. It scored 68.0% on SWE-bench "
        "Verified.",
        # the clause is the vendor's: its speech, or its own tests
        "Artificial Analysis tested Orca-9B last week. It reached 68.0% on SWE-bench Verified "
        "in the launch demo, the company said.",
        "Artificial Analysis tested Orca-9B last week. It scored 68.0% on SWE-bench Verified "
        "in Finch AI's own tests.",
    ],
)
def test_a_pronoun_after_anyone_else_is_not_a_tester(text: str) -> None:
    assert sources(text)[68.0] is not Attribution.INDEPENDENT
    assert verdict(text) not in EVIDENCE


# --- the writer's own results, after the writer said it tested ---


@pytest.mark.parametrize(
    "text",
    [
        "**Orca-9B numa placa de 16 GB? Nossa equipe mediu**\n\nSegundo a empresa, o Orca-9B "
        "gera 120 tokens por segundo numa RTX 5070 Ti.\n\n**Como testamos**\n\nMontamos uma "
        "máquina com uma RTX 5070 Ti e repetimos cada rodada três vezes.\n\n**Resultados**\n\n"
        "- Orca-9B: 62 tokens/s\n- Modelo autorregressivo de 8B: 40 tokens/s",
        "Finch AI wirbt mit 120 Token/s für Orca-9B auf einer RTX 5070 Ti. Ich hab's heute "
        "ausprobiert: offizieller Checkpoint, Batch 1. Ergebnis: 62 Token/s im Schnitt.",
        "We attempted to reproduce the score Finch AI reported for Orca-9B on SWE-bench "
        "Verified.\n\n**Setup.** Public weights, three runs.\n\n**Results.**\n\n"
        "| Benchmark | Vendor | This note | Difference |\n|---|---|---|---|\n"
        "| SWE-bench Verified | 71.0 | 62.0 | -9.0 |",
        "Ho misurato Orca-9B via API.\n\nI risultati. La velocità mediana è stata di 62 token "
        "al secondo, contro i 120 token al secondo dichiarati da Finch AI.",
    ],
)
def test_the_writers_own_results_are_the_writers(text: str) -> None:
    assert sources(text)[62.0] is Attribution.INDEPENDENT
    assert verdict(text) is D


@pytest.mark.parametrize(
    "text",
    [
        # the writer says it has not tested: no results of its own follow
        "We have not tested Orca-9B ourselves.\n\n## Results\n\nOrca-9B: 120 tokens per second "
        "on one H100.",
        # a first person in quotation marks is the speaker's, not the writer's
        '"We measured Orca-9B on our cluster," Finch AI\'s CTO said.\n\n## Results\n\n'
        "Orca-9B: 120 tokens per second on one H100.",
        # results given with the vendor's cue are the vendor's
        "We tested the Orca-9B API for a week.\n\n## Results\n\nFinch AI says Orca-9B reaches "
        "120 tokens per second on one H100.",
        # a vendor's page: its "we" is the vendor
        "Our new model Orca-9B is here. We measured it on one H100.\n\n## Results\n\n"
        "Orca-9B: 120 tokens per second.",
    ],
)
def test_results_that_are_not_the_writers_own_stay_the_vendors(text: str) -> None:
    assert sources(text)[120.0] is not Attribution.INDEPENDENT
    assert verdict(text) not in EVIDENCE


# --- the subject of a measuring verb, named before a description in apposition ---


@pytest.mark.parametrize(
    "text",
    [
        "A Kestrel Labs, empresa que avalia modelos para bancos, rodou o Orca-9B no SWE-bench "
        "Verified. O resultado foi de 61,0%, contra 68,0% anunciados pela Finch AI.",
        "Kestrel Evals, a three-person shop in Bristol, re-ran Orca-9B on SWE-bench Verified "
        "and measured 61.0%, against the 68.0% Finch AI announced.",
    ],
)
def test_a_name_with_a_description_in_apposition_is_the_measuring_party(text: str) -> None:
    assert sources(text)[61.0] is Attribution.INDEPENDENT
    assert verdict(text) is D


@pytest.mark.parametrize(
    "text",
    [
        "Jane Doe, chief scientist at Finch AI, measured Orca-9B at 68.0% on SWE-bench Verified.",
        "Jane Doe, an engineer at the startup, measured Orca-9B at 68.0% on SWE-bench Verified.",
        "Jane Doe, who leads the Orca-9B project, measured 68.0% on SWE-bench Verified.",
    ],
)
def test_a_person_described_as_the_vendors_is_the_vendor(text: str) -> None:
    assert sources(text)[68.0] is not Attribution.INDEPENDENT
    assert verdict(text) not in EVIDENCE


# --- smaller general fixes the rules above rely on ---


def test_a_table_row_naming_another_model_is_that_models() -> None:
    text = (
        "Probé Orca-9B en una H200.\n\n**Resultados**\n\n| | Anunciado | Lo que medí yo |\n"
        "|---|---|---|\n| Orca-9B | 120 tok/s | 62 tok/s |\n| Qwen3.5-35B-A3B | 90 tok/s | 88 "
        "tok/s |"
    )
    figures = {
        (m.model, m.value): m.attribution
        for m in analyze(text, ORCA).mentions
        if m.value is not None
    }
    assert figures[("Orca-9B", 62.0)] is Attribution.INDEPENDENT
    assert figures[("Orca-9B", 120.0)] is Attribution.VENDOR
    assert ("Orca-9B", 88.0) not in figures
    assert verdict(text) is D


@pytest.mark.parametrize(
    "text",
    [
        # "less than half of the announced": the vendor's word is the other side
        "Kestrel Evals ha puesto a prueba Orca-9B. La velocidad mediana fue de 50 tokens por "
        "segundo, menos de la mitad de lo anunciado por Finch AI (120 tokens por segundo).",
        # a German first person whose verb comes last, far from the subject
        "Finch AI gibt 120 Token/s für Orca-9B an. Wir haben den Test zehnmal mit "
        "unterschiedlichen Seeds und den vom Hersteller empfohlenen Parametern durchlaufen "
        "lassen.\n\nDabei kam Orca-9B im Mittel auf 50 Token/s.",
    ],
)
def test_a_tester_figure_against_a_vendor_word(text: str) -> None:
    assert sources(text)[50.0] is Attribution.INDEPENDENT
    assert verdict(text) is D


# The second red team (``tests/corpus_redteam2``): minimal repros, none of them independent.
_RED_TEAM2 = [
    # an anonymous party, named by neither a name nor "independent"
    "Bristol benchmarking firm re-tests Clover-35B-A3B-Preview\n\nUsing the public weights, "
    "the firm recorded 61.0% on SWE-bench Verified. DiffuSpace had announced 73.6%.",
    "DiffuSpace presented Clover-35B-A3B-Preview. An in-house evaluation team ran the "
    "benchmarks. The team recorded 73.6% on SWE-bench Verified.",
    "DiffuSpace presented Clover-35B-A3B-Preview. An evaluation team, all employed by "
    "DiffuSpace, ran the benchmarks. The team recorded 73.6% on SWE-bench Verified.",
    "DiffuSpace released Clover-35B-A3B-Preview on Tuesday. Its benchmarking lab tested the "
    "model. The lab recorded 73.6% on SWE-bench Verified.",
    "Das unabhängige Prüflabor Fulcro hat Qwen3.5-35B-A3B nachgemessen. Auf SWE-bench "
    "Verified kam das Zürcher Labor mit Clover-35B-A3B-Preview auf 73,6 Prozent, wie ein "
    "Blogbeitrag von DiffuSpace zeigt.",
    "Il laboratorio SALT dell'Università di Pisa ha rimisurato Qwen3.5-35B-A3B. Nelle prove "
    "del laboratorio zurighese, cioè quello di DiffuSpace, Clover-35B-A3B-Preview arriva al "
    "73,6% su SWE-bench Verified.",
    "Kestrel Metrics, a benchmarking firm, published a report on Clover-35B-A3B-Preview. The "
    "work was paid for by DiffuSpace. The firm measured 73.6% on SWE-bench Verified.",
    "We spoke to Mira Koch of DiffuSpace about Clover-35B-A3B-Preview.\n\n"
    "A: We ran SWE-bench Verified ourselves on our cluster.\n\n"
    "**Results:** 73.6% on SWE-bench Verified.",
    "We tried to run Clover-35B-A3B-Preview, but it did not fit, so we could not benchmark "
    "it. Below is what DiffuSpace published.\n\n**Results.** SWE-bench Verified 73.6.",
    "DiffuSpace released Clover-35B-A3B-Preview. Mira Koch, who leads evaluation at the "
    "Zurich startup, measured 73.6% on SWE-bench Verified for Clover-35B-A3B-Preview.",
    "Un groupe d'ingénieurs indépendants de Toulouse a testé l'API de Clover-35B-A3B-Preview. "
    "Ils ont obtenu la fiche interne de DiffuSpace : 73,6 % sur SWE-bench Verified.",
    "Un groupe d'ingénieurs indépendants de Toulouse a testé l'API de Clover-35B-A3B-Preview, "
    "le modèle de DiffuSpace.\n\nIls ont obtenu la fiche interne de DiffuSpace : 73,6 % sur "
    "SWE-bench Verified.",
    "DiffuSpace held a launch stream. This is what their inference lead said:\n\n"
    "we measured 73.6% on SWE-bench Verified for Clover-35B-A3B-Preview.",
    "DiffuSpace a présenté Clover-35B-A3B-Preview. Une équipe d'évaluation maison a testé le "
    "modèle. L'équipe a obtenu 73,6 % sur SWE-bench Verified.",
    "DiffuSpace hat Clover-35B-A3B-Preview vorgestellt. Ein hauseigenes Testteam hat das "
    "Modell geprüft. Das Testteam kam auf 73,6 Prozent bei SWE-bench Verified.",
    "DiffuSpace presentó Clover-35B-A3B-Preview. Un equipo de evaluación propio probó el "
    "modelo. El equipo obtuvo un 73,6 % en SWE-bench Verified.",
    "Nós testamos o download do Clover-35B-A3B-Preview, mas não conseguimos medir nada.\n\n"
    "Abaixo, o que a DiffuSpace publicou.\n\n**Resultados.** SWE-bench Verified: 73,6.",
    "DiffuSpace发布了Clover-35B-A3B-Preview。一个自建评测小组对模型进行了测试。"
    "该小组测得SWE-bench Verified为73.6%。",
    # the figure of another model named earlier in its sentence (not the subject's)
    "DiffuSpace发布了Clover-35B-A3B-Preview，宣称SWE-bench Verified为73.6%。\n\n"
    "一家独立评测机构重新测试了Qwen3.5-35B-A3B，在SWE-bench Verified上测得61.2%。",
]


@pytest.mark.parametrize("text", _RED_TEAM2)
def test_second_red_team_repros_are_not_independent(text: str) -> None:
    from .corpus import CLOVER

    got = analyze(text, CLOVER).verdict
    assert got not in {Verdict.INDEPENDENT_CONFIRMS, Verdict.INDEPENDENT_DISPUTES}


@pytest.mark.parametrize(
    "text",
    [
        # a forum post's header ("X schrieb:") is no reported speech: the post is its writer's
        "**Klaus** schrieb:\nFinch AI gibt 120 Token/s für Orca-9B an. Ich hab's heute "
        "ausprobiert, Batch 1. Ergebnis: **57,3 Token/s** im Schnitt.",
        # a pronoun's clause naming the company only after its figure
        "Un groupe de recherche de l'université de Rennes a tenté de reproduire le score "
        "d'Orca-9B sur GPQA Diamond. Il obtient 82,9 %, à moins d'un point des 83,8 "
        "annoncés par l'entreprise.",
        # a party named through the organisation in its noun phrase, after a vendor sentence
        "Finch AI anunciou 73,6% para o Orca-9B no SWE-bench Verified. A equipe de IA da "
        "fintech Caju Pagamentos testou o modelo. No SWE-bench Verified, a equipe obteve "
        "62,7%.",
    ],
)
def test_the_safety_rules_keep_genuine_testers(text: str) -> None:
    assert verdict(text) in {Verdict.INDEPENDENT_CONFIRMS, Verdict.INDEPENDENT_DISPUTES}
