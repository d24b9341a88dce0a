"""Texts that must never count as independent evidence, and controls that must.

Adversarial probes written to trip the analyser into a false "independent" verdict, the
worst error for this product: the vendor's own tests told with independent-sounding words
("in internal tests", "nos tests internes", "官方实测"), the vendor speaking in the first
person ("we at DiffuSpace", quoted or closed by ", DiffuSpace said"), hypotheticals ("an
independent evaluation would likely show"), community quantisations measured instead of the
model, evaluators named without a result, questions and future tests. The first list
exposed a rule gap each; the second passed from the start and guards against regressions;
the last are real independent measurements, so the rules do not cost recall.

The models, labs and figures are invented; the sentences are not taken from any corpus.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze
from tests.claims.synthetic import ORCA

CLOVER = Target("Clover-35B-A3B-Preview", ("Clover-35B-A3B",), "DiffuSpace")
MARLIN = Target("Marlin-2 Flash", ("Marlin-2",), "Quayside AI")

INDEPENDENT = {Verdict.INDEPENDENT_CONFIRMS, Verdict.INDEPENDENT_DISPUTES}


def assert_not_independent(target: Target, text: str) -> None:
    analysis = analyze(text, target)
    assert analysis.verdict not in INDEPENDENT, analysis.reasons
    unhedged = [
        (m.value, m.evaluator)
        for m in analysis.mentions
        if m.about_target
        and m.value is not None
        and m.attribution is Attribution.INDEPENDENT
        and not m.hedged
        and not m.negated
    ]
    assert not unhedged, analysis.reasons


@pytest.mark.parametrize(
    ("target", "text"),
    [
        pytest.param(
            CLOVER,
            (
                "An independent evaluation would likely show Clover-35B-A3B-Preview reaching "
                "around 70% on SWE-bench Verified, analysts suggest. DiffuSpace claims 72.4%."
            ),
            id="en-0",
        ),
        pytest.param(
            CLOVER,
            (
                "I ran the community Q4_K_M GGUF of Clover-35B-A3B-Preview on my 4090 and "
                "measured 210 tokens per second. DiffuSpace claims 1,100 tokens per second on "
                "an H200."
            ),
            id="en-1",
        ),
        pytest.param(
            CLOVER,
            (
                "We at DiffuSpace tested Clover-35B-A3B-Preview on SWE-bench Verified and "
                "measured 72.4%. Our throughput tests show 1,100 tokens per second."
            ),
            id="en-2",
        ),
        pytest.param(
            CLOVER,
            (
                "Nos tests internes montrent que Clover-35B-A3B-Preview atteint 72,4 % sur "
                "SWE-bench Verified, a déclaré DiffuSpace."
            ),
            id="fr-3",
        ),
        pytest.param(
            CLOVER,
            (
                "„Wir haben 1.100 Token pro Sekunde gemessen“, sagte DiffuSpace-Chefin Mara "
                "Lind über Clover-35B-A3B-Preview."
            ),
            id="de-4",
        ),
        pytest.param(
            CLOVER,
            (
                "Nuestras pruebas internas muestran que Clover-35B-A3B-Preview alcanza un 72,4 "
                "% en SWE-bench Verified, escribió DiffuSpace en su blog."
            ),
            id="es-5",
        ),
        pytest.param(
            CLOVER,
            (
                "DiffuSpace ha presentato Clover-35B-A3B-Preview. Nei nostri test interni il "
                "modello raggiunge il 72,4% su SWE-bench Verified, si legge nel comunicato."
            ),
            id="it-6",
        ),
        pytest.param(
            CLOVER,
            (
                "DiffuSpace发布了Clover-35B-A3B-Preview。官方实测该模型在SWE-bench "
                "Verified上得分72.4%,H200上速度达1100 token/s。"
            ),
            id="zh-7",
        ),
        pytest.param(
            CLOVER,
            (
                "“我们实测Clover-35B-A3B-Preview在SWE-bench "
                "Verified上达到72.4%。”DiffuSpace首席执行官在发布会上表示。"
            ),
            id="zh-8",
        ),
        pytest.param(
            CLOVER,
            (
                "DiffuSpace团队实测Clover-35B-A3B-Preview在H200上达到1100 token/s,SWE-bench "
                "Verified得分72.4%。"
            ),
            id="zh-9",
        ),
        pytest.param(
            CLOVER,
            (
                "Our tests show Clover-35B-A3B-Preview at 72.4% on SWE-bench Verified, "
                "DiffuSpace said."
            ),
            id="en-10",
        ),
        pytest.param(
            CLOVER,
            (
                "Unsere Messungen zeigen 1.100 Token pro Sekunde für Clover-35B-A3B-Preview, "
                "teilte DiffuSpace mit."
            ),
            id="de-11",
        ),
        pytest.param(
            CLOVER,
            (
                "Nuestras pruebas muestran que Clover-35B-A3B-Preview logra un 72,4 % en "
                "SWE-bench Verified, dijo DiffuSpace."
            ),
            id="es-12",
        ),
        pytest.param(
            CLOVER,
            (
                "Nossos testes mostram que o Clover-35B-A3B-Preview chega a 72,4% no SWE-bench "
                "Verified, disse a DiffuSpace."
            ),
            id="pt-13",
        ),
        pytest.param(
            CLOVER,
            (
                "I nostri test mostrano che Clover-35B-A3B-Preview arriva al 72,4% su SWE-bench"
                " Verified, ha dichiarato DiffuSpace."
            ),
            id="it-14",
        ),
        pytest.param(
            CLOVER,
            (
                "Wir bei DiffuSpace haben Clover-35B-A3B-Preview getestet: 72,4 Prozent bei "
                "SWE-bench Verified. Unsere Messungen zeigen 1.100 Token pro Sekunde."
            ),
            id="de-15",
        ),
        pytest.param(
            CLOVER,
            (
                "Nous, chez DiffuSpace, avons mesuré 1 100 jetons par seconde avec "
                "Clover-35B-A3B-Preview. Nos tests donnent 72,4 % sur SWE-bench Verified."
            ),
            id="fr-16",
        ),
        pytest.param(
            CLOVER,
            (
                "Nosotros en DiffuSpace medimos 1.100 tokens por segundo con "
                "Clover-35B-A3B-Preview. Nuestras pruebas dan un 72,4 % en SWE-bench Verified."
            ),
            id="es-17",
        ),
        pytest.param(
            CLOVER,
            (
                "Noi di DiffuSpace abbiamo misurato 1.100 token al secondo con "
                "Clover-35B-A3B-Preview. Nei nostri test arriva al 72,4% su SWE-bench Verified."
            ),
            id="it-18",
        ),
        pytest.param(
            CLOVER,
            (
                "Nós da DiffuSpace medimos 1.100 tokens por segundo com o "
                "Clover-35B-A3B-Preview. Nossos testes dão 72,4% no SWE-bench Verified."
            ),
            id="pt-19",
        ),
        pytest.param(
            CLOVER,
            "我们DiffuSpace团队实测Clover-35B-A3B-Preview在H200上达到1100 token/s。",
            id="zh-20",
        ),
        pytest.param(
            CLOVER,
            (
                "Independent testers could likely reach 70% on SWE-bench Verified with "
                "Clover-35B-A3B-Preview, DiffuSpace suggests; the company claims 72.4%."
            ),
            id="en-21",
        ),
        pytest.param(
            CLOVER,
            (
                "Someone ran a community AWQ build of Clover-35B-A3B-Preview and measured 300 "
                "tokens per second. DiffuSpace claims 1,100 tokens per second."
            ),
            id="en-22",
        ),
        pytest.param(
            CLOVER,
            (
                "J'ai testé la GGUF communautaire de Clover-35B-A3B-Preview : 300 jetons par "
                "seconde. DiffuSpace annonce 1 100 jetons par seconde."
            ),
            id="fr-23",
        ),
        pytest.param(
            MARLIN,
            ("Chez Quayside AI, nous avons mesuré 400 jetons par seconde avec Marlin-2 Flash."),
            id="fr-24",
        ),
        pytest.param(
            MARLIN,
            (
                "Here at Quayside AI we measured 400 tokens per second with Marlin-2 Flash on a"
                " single H100."
            ),
            id="en-25",
        ),
        pytest.param(
            MARLIN, "Quayside AI官方实测,Marlin-2 Flash在H100上速度为400 token/s。", id="zh-26"
        ),
    ],
)
def test_probes_that_exposed_a_false_independent(target: Target, text: str) -> None:
    assert_not_independent(target, text)


@pytest.mark.parametrize(
    ("target", "text"),
    [
        pytest.param(
            CLOVER,
            (
                "DiffuSpace released Clover-35B-A3B-Preview on Tuesday. In internal tests, the "
                "company says, it scored 72.4% on SWE-bench Verified. The startup also reports "
                "1,100 tokens per second on a single H200."
            ),
            id="en-0",
        ),
        pytest.param(
            CLOVER,
            (
                '"We measured 1,100 tokens per second on one H200," DiffuSpace CEO Mara Lind '
                'said in the press release. "In our tests Clover-35B-A3B-Preview scored 72.4% '
                'on SWE-bench Verified."'
            ),
            id="en-1",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis has not yet tested Clover-35B-A3B-Preview. DiffuSpace "
                "claims 72.4% on SWE-bench Verified and 1,100 tokens per second."
            ),
            id="en-2",
        ),
        pytest.param(
            CLOVER,
            (
                "Clover-35B-A3B-Preview is not yet listed on the SWE-bench leaderboard; a "
                "submission is pending. DiffuSpace reports 72.4% on SWE-bench Verified."
            ),
            id="en-3",
        ),
        pytest.param(
            CLOVER,
            (
                "DiffuSpace, an independent startup from Lyon, launched Clover-35B-A3B-Preview."
                " The model scores 72.4% on SWE-bench Verified, according to the company."
            ),
            id="en-4",
        ),
        pytest.param(
            CLOVER,
            (
                "DiffuSpace says Clover-35B-A3B-Preview runs at 1,100 tokens per second, "
                "independently of GPU vendor, and scores 72.4% on SWE-bench Verified."
            ),
            id="en-5",
        ),
        pytest.param(
            CLOVER,
            (
                "TechPulse looked at the model card: Clover-35B-A3B-Preview is listed at 72.4% "
                "on SWE-bench Verified and 1,100 tokens per second on an H200."
            ),
            id="en-6",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis will test Clover-35B-A3B-Preview next week. For now only "
                "DiffuSpace's figure of 72.4% on SWE-bench Verified is available."
            ),
            id="en-7",
        ),
        pytest.param(
            CLOVER,
            (
                "Has anyone measured Clover-35B-A3B-Preview's speed yet? DiffuSpace claims "
                "1,100 tokens per second on an H200 and 72.4% on SWE-bench Verified."
            ),
            id="en-8",
        ),
        pytest.param(
            CLOVER,
            (
                "Nobody outside DiffuSpace has reproduced the 72.4% SWE-bench Verified score of"
                " Clover-35B-A3B-Preview so far."
            ),
            id="en-9",
        ),
        pytest.param(
            CLOVER,
            (
                "DiffuSpace a dévoilé Clover-35B-A3B-Preview. Selon nos tests internes, "
                "explique l'entreprise, le modèle atteint 72,4 % sur SWE-bench Verified et 1 "
                "100 jetons par seconde."
            ),
            id="fr-10",
        ),
        pytest.param(
            CLOVER,
            (
                "« Dans nos tests, Clover-35B-A3B-Preview obtient 72,4 % sur SWE-bench Verified"
                " », affirme le PDG de DiffuSpace dans le communiqué."
            ),
            id="fr-11",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis n'a pas encore évalué Clover-35B-A3B-Preview. DiffuSpace "
                "annonce 72,4 % sur SWE-bench Verified."
            ),
            id="fr-12",
        ),
        pytest.param(
            CLOVER,
            (
                "Selon la fiche du modèle, Clover-35B-A3B-Preview obtient 72,4 % sur SWE-bench "
                "Verified. Nous le testerons la semaine prochaine."
            ),
            id="fr-13",
        ),
        pytest.param(
            CLOVER,
            (
                "DiffuSpace hat Clover-35B-A3B-Preview vorgestellt. In unseren internen Tests "
                "erreicht das Modell 72,4 Prozent bei SWE-bench Verified, heißt es in der "
                "Mitteilung."
            ),
            id="de-14",
        ),
        pytest.param(
            CLOVER,
            (
                "Clover-35B-A3B-Preview soll 72,4 Prozent bei SWE-bench Verified erreichen und "
                "1.100 Token pro Sekunde schaffen. Unabhängige Tests stehen noch aus."
            ),
            id="de-15",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis hat Clover-35B-A3B-Preview noch nicht getestet. DiffuSpace"
                " nennt 72,4 Prozent bei SWE-bench Verified."
            ),
            id="de-16",
        ),
        pytest.param(
            CLOVER,
            (
                "Clover-35B-A3B-Preview läuft laut DiffuSpace unabhängig von der GPU mit 1.100 "
                "Token pro Sekunde und erreicht 72,4 Prozent bei SWE-bench Verified."
            ),
            id="de-17",
        ),
        pytest.param(
            CLOVER,
            (
                "DiffuSpace presentó Clover-35B-A3B-Preview. En sus pruebas internas, el modelo"
                " logra un 72,4 % en SWE-bench Verified, según la compañía."
            ),
            id="es-18",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis todavía no ha evaluado Clover-35B-A3B-Preview. DiffuSpace "
                "afirma un 72,4 % en SWE-bench Verified."
            ),
            id="es-19",
        ),
        pytest.param(
            CLOVER,
            (
                "Probaremos Clover-35B-A3B-Preview la próxima semana. Según la ficha del "
                "modelo, alcanza un 72,4 % en SWE-bench Verified y 1.100 tokens por segundo."
            ),
            id="es-20",
        ),
        pytest.param(
            CLOVER,
            (
                "¿Alguien ha medido ya la velocidad de Clover-35B-A3B-Preview? DiffuSpace "
                "promete 1.100 tokens por segundo."
            ),
            id="es-21",
        ),
        pytest.param(
            CLOVER,
            (
                "Secondo fonti di settore, Clover-35B-A3B-Preview avrebbe ottenuto il 72,4% su "
                "SWE-bench Verified. Nessuna verifica indipendente è ancora disponibile."
            ),
            id="it-22",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis non ha ancora testato Clover-35B-A3B-Preview. DiffuSpace "
                "dichiara il 72,4% su SWE-bench Verified."
            ),
            id="it-23",
        ),
        pytest.param(
            CLOVER,
            (
                "A DiffuSpace lançou o Clover-35B-A3B-Preview. Em testes internos, o modelo "
                "alcança 72,4% no SWE-bench Verified, segundo a empresa."
            ),
            id="pt-24",
        ),
        pytest.param(
            CLOVER,
            (
                "A Artificial Analysis ainda não testou o Clover-35B-A3B-Preview. A DiffuSpace "
                "afirma 72,4% no SWE-bench Verified."
            ),
            id="pt-25",
        ),
        pytest.param(
            CLOVER,
            (
                "Alguém já mediu a velocidade do Clover-35B-A3B-Preview? A DiffuSpace promete "
                "1.100 tokens por segundo."
            ),
            id="pt-26",
        ),
        pytest.param(
            CLOVER,
            (
                "据DiffuSpace内部测试,Clover-35B-A3B-Preview在SWE-bench Verified上达到72.4%。"
                "目前尚无第三方独立验证。"
            ),
            id="zh-27",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis尚未测试Clover-35B-A3B-Preview。DiffuSpace称其SWE-bench "
                "Verified得分为72.4%。"
            ),
            id="zh-28",
        ),
        pytest.param(
            CLOVER,
            (
                "我们将在下周测试Clover-35B-A3B-Preview。根据模型卡,"
                "它在SWE-bench Verified上得分72.4%。"
            ),
            id="zh-29",
        ),
        pytest.param(
            MARLIN,
            (
                "Marlin-2 Flash, de la startup independiente Quayside AI, logra un 88,0 % en "
                "GPQA Diamond, según la empresa."
            ),
            id="es-30",
        ),
        pytest.param(
            MARLIN,
            (
                "O Marlin-2 Flash atinge 88,0% no GPQA Diamond, segundo a Quayside AI. Os "
                "testes independentes ainda não foram publicados."
            ),
            id="pt-31",
        ),
        pytest.param(
            MARLIN,
            "Quayside AI称Marlin-2 Flash在GPQA Diamond上得分88.0%,第三方评测结果尚未公布。",
            id="zh-32",
        ),
        pytest.param(
            MARLIN,
            (
                "Marlin-2 Flash runs 400 tokens per second independently of batch size, "
                "Quayside AI says, and scores 88.0% on GPQA Diamond."
            ),
            id="en-33",
        ),
        pytest.param(
            MARLIN,
            (
                "Según las pruebas internas de Quayside AI, Marlin-2 Flash alcanza un 88,0 % en"
                " GPQA Diamond."
            ),
            id="es-34",
        ),
        pytest.param(
            MARLIN,
            (
                "Nei test interni di Quayside AI, Marlin-2 Flash ha raggiunto l'88,0% su GPQA "
                "Diamond."
            ),
            id="it-35",
        ),
        pytest.param(
            ORCA,
            (
                "A user quantised Orca-9B to 4 bits with a third-party GPTQ recipe and measured"
                " 40% on LiveCodeBench. Finch Labs claims 70.5%."
            ),
            id="en-36",
        ),
    ],
)
def test_probes_that_were_already_right(target: Target, text: str) -> None:
    assert_not_independent(target, text)


@pytest.mark.parametrize(
    ("target", "text"),
    [
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis measured Clover-35B-A3B-Preview at 1,050 tokens per second"
                " on an H200, close to the 1,100 DiffuSpace claims."
            ),
            id="en-0",
        ),
        pytest.param(
            CLOVER,
            (
                "In our tests, Clover-35B-A3B-Preview scored 58.1% on SWE-bench Verified, well "
                "below the 72.4% DiffuSpace claims."
            ),
            id="en-1",
        ),
        pytest.param(
            CLOVER,
            (
                "I ran Clover-35B-A3B-Preview on an H200 with the official weights and measured"
                " 1,040 tokens per second. DiffuSpace advertises 1,100."
            ),
            id="en-2",
        ),
        pytest.param(
            ORCA,
            (
                "Epoch AI ran Orca-9B on LiveCodeBench and got 69.8%, in line with the 70.5% "
                "Finch Labs reported."
            ),
            id="en-3",
        ),
        pytest.param(
            CLOVER,
            (
                "Dans nos tests, Clover-35B-A3B-Preview obtient 58,1 % sur SWE-bench Verified, "
                "loin des 72,4 % annoncés par DiffuSpace."
            ),
            id="fr-4",
        ),
        pytest.param(
            CLOVER,
            (
                "Nous avons mesuré 1 050 jetons par seconde sur une H200 avec "
                "Clover-35B-A3B-Preview, pour 1 100 annoncés."
            ),
            id="fr-5",
        ),
        pytest.param(
            CLOVER,
            (
                "In unseren Tests erreichte Clover-35B-A3B-Preview 58,1 Prozent bei SWE-bench "
                "Verified, deutlich unter den von DiffuSpace angegebenen 72,4 Prozent."
            ),
            id="de-6",
        ),
        pytest.param(
            CLOVER,
            (
                "Wir haben auf einer H200 1.050 Token pro Sekunde mit Clover-35B-A3B-Preview "
                "gemessen; DiffuSpace verspricht 1.100."
            ),
            id="de-7",
        ),
        pytest.param(
            CLOVER,
            (
                "En nuestras pruebas, Clover-35B-A3B-Preview logró un 58,1 % en SWE-bench "
                "Verified, muy lejos del 72,4 % anunciado por DiffuSpace."
            ),
            id="es-8",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis midió 1.050 tokens por segundo para Clover-35B-A3B-Preview"
                " en una H200; DiffuSpace promete 1.100."
            ),
            id="es-9",
        ),
        pytest.param(
            CLOVER,
            (
                "Nei nostri test Clover-35B-A3B-Preview ha ottenuto il 58,1% su SWE-bench "
                "Verified, ben al di sotto del 72,4% dichiarato da DiffuSpace."
            ),
            id="it-10",
        ),
        pytest.param(
            CLOVER,
            (
                "Nos nossos testes, o Clover-35B-A3B-Preview fez 58,1% no SWE-bench Verified, "
                "bem abaixo dos 72,4% anunciados pela DiffuSpace."
            ),
            id="pt-11",
        ),
        pytest.param(
            CLOVER,
            (
                "我们实测Clover-35B-A3B-Preview在SWE-bench Verified上仅得58.1%,"
                "远低于DiffuSpace宣称的72.4%。"
            ),
            id="zh-12",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis测得Clover-35B-A3B-Preview在H200上速度为1050 token/s,"
                "与官方宣称的1100 "
                "token/s接近。"
            ),
            id="zh-13",
        ),
        pytest.param(
            CLOVER,
            (
                "The SWE-bench team ran Clover-35B-A3B-Preview and got 71.0% on SWE-bench "
                "Verified, close to the 72.4% DiffuSpace reported."
            ),
            id="en-14",
        ),
        pytest.param(
            CLOVER,
            (
                "In our in-lab tests, Clover-35B-A3B-Preview scored 58.1% on SWE-bench "
                "Verified, well below the 72.4% DiffuSpace claims."
            ),
            id="en-15",
        ),
        pytest.param(
            CLOVER,
            (
                "Heise hat Clover-35B-A3B-Preview nachgemessen: 58,1 Prozent bei SWE-bench "
                "Verified statt der von DiffuSpace angegebenen 72,4 Prozent."
            ),
            id="de-16",
        ),
        pytest.param(
            CLOVER,
            (
                "We ran Clover-35B-A3B-Preview on an H200 and measured 1,040 tokens per second,"
                " close to the 1,100 tok/s DiffuSpace advertises."
            ),
            id="en-17",
        ),
        pytest.param(
            CLOVER,
            (
                "Abbiamo misurato 1.040 token al secondo con Clover-35B-A3B-Preview su una "
                "H200, contro i 1.100 dichiarati da DiffuSpace."
            ),
            id="it-18",
        ),
        pytest.param(
            CLOVER,
            (
                "Medimos 1.040 tokens por segundo com o Clover-35B-A3B-Preview numa H200, perto"
                " dos 1.100 anunciados pela DiffuSpace."
            ),
            id="pt-19",
        ),
        pytest.param(
            CLOVER,
            (
                "笔者实测Clover-35B-A3B-Preview在H200上为1040 token/s,"
                "接近DiffuSpace宣称的1100 token/s。"
            ),
            id="zh-20",
        ),
        pytest.param(
            CLOVER,
            (
                "Epoch AI evaluated Clover-35B-A3B-Preview: 58.1% on SWE-bench Verified, "
                "against DiffuSpace's claimed 72.4%."
            ),
            id="en-21",
        ),
        pytest.param(
            CLOVER,
            (
                "Artificial Analysis a mesuré 1 040 jetons par seconde pour "
                "Clover-35B-A3B-Preview sur H200, contre 1 100 annoncés par DiffuSpace."
            ),
            id="fr-22",
        ),
        pytest.param(
            MARLIN,
            (
                "Artificial Analysis measured Marlin-2 Flash at 86.9% on GPQA Diamond, in line "
                "with the 88.0% Quayside AI reported."
            ),
            id="en-23",
        ),
        pytest.param(
            MARLIN,
            (
                "Nos mesures indépendantes donnent 86,9 % sur GPQA Diamond pour Marlin-2 Flash,"
                " contre 88,0 % annoncés par Quayside AI."
            ),
            id="fr-24",
        ),
        pytest.param(
            MARLIN,
            (
                "Epoch AI evaluó Marlin-2 Flash y obtuvo un 86,9 % en GPQA Diamond, cerca del "
                "88,0 % que anuncia Quayside AI."
            ),
            id="es-25",
        ),
        pytest.param(
            MARLIN,
            "Epoch AI测得Marlin-2 Flash在GPQA Diamond上得分86.9%,与Quayside AI宣称的88.0%接近。",
            id="zh-26",
        ),
        pytest.param(
            ORCA,
            (
                "We tested Orca-9B ourselves: 55.0% on LiveCodeBench, far below the 70.5% Finch"
                " Labs claims."
            ),
            id="en-27",
        ),
        pytest.param(
            ORCA,
            (
                "Abbiamo testato Orca-9B: 55,0% su LiveCodeBench, molto sotto il 70,5% "
                "dichiarato da Finch Labs."
            ),
            id="it-28",
        ),
        pytest.param(
            ORCA,
            (
                "Testamos o Orca-9B: 55,0% no LiveCodeBench, bem abaixo dos 70,5% anunciados "
                "pela Finch Labs."
            ),
            id="pt-29",
        ),
    ],
)
def test_real_independent_measurements_still_count(target: Target, text: str) -> None:
    assert analyze(text, target).verdict in INDEPENDENT
