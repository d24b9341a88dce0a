"""One-sentence attribution, negation, hedge and stance detection in each language."""

import pytest

from domain.claims import Attribution, Stance, Target
from domain.claims.attribution import attribute
from domain.claims.modality import NegationKind, detect_hedge, detect_negation
from domain.claims.stance import detect_stance

KIMI = Target("Kimi K2 Thinking", vendor="Moonshot AI")


@pytest.mark.parametrize(
    "sentence",
    [
        "According to the company, Kimi K2 Thinking scores 44.9% on HLE.",
        "Moonshot AI says the model reaches 44.9% on HLE.",
        "Kimi K2 Thinking reaches 44.9% on HLE, Moonshot AI said.",
        "The launch post advertises 44.9% on HLE.",
        "Nach Angaben von Moonshot AI erreicht das Modell 44,9 Punkte.",
        "Laut Moonshot erreicht Kimi K2 Thinking 44,9 Prozent.",
        "Moonshot AI zufolge erreicht das Modell 44,9 Prozent.",
        "Selon Moonshot AI, le modèle aurait atteint 44,9 % sur HLE.",
        "Moonshot AI affirme que le modèle atteint 44,9 %.",
        "Según la empresa, el modelo alcanza 44,9 puntos.",
        "Moonshot AI asegura que el modelo alcanza 44,9 puntos.",
        "Segundo a Moonshot, o modelo atingiu 44,9%.",
        "De acordo com a empresa, o modelo se sai melhor que o GPT-5.",
        "Secondo Moonshot AI il modello ha ottenuto 44,9 punti.",
        "Moonshot AI dichiara che il modello ottiene 44,9 punti.",
        "据月之暗面介绍,该模型得分44.9。",
        "据官方介绍,Kimi K2 Thinking在HLE上得分44.9。",
    ],
)
def test_vendor_attribution(sentence: str) -> None:
    assert attribute(sentence, KIMI)[0] is Attribution.VENDOR


@pytest.mark.parametrize(
    ("sentence", "evaluator"),
    [
        ("Artificial Analysis measured 67% on GPQA Diamond.", "Artificial Analysis"),
        ("According to Artificial Analysis, the model scores 67.", "Artificial Analysis"),
        ("Epoch AI's own runs put it at 78% on GPQA Diamond.", "Epoch AI"),
        ("LMArena ranks Kimi K2 Thinking fifth overall.", "LMArena"),
        ("In our tests the model reached 370 tokens/s.", "the author"),
        ("I measured a steady 370 tokens per second.", "the author"),
        ("Independent testers measured 29.4%.", None),
        ("Users report big differences between the scores and real use.", None),
        ("In unseren Tests erreichte das Modell nur 41 Prozent.", "the author"),
        ("Unabhängige Tester kamen auf 41 Prozent.", None),
        ("Dans nos tests, le modèle atteint 31 % sur HLE.", "the author"),
        ("Des tests indépendants donnent 31 %.", None),
        ("Según pruebas independientes de Vals AI, el modelo obtuvo un 58%.", "Vals AI"),
        ("Testes independentes mostraram 72,1% no SWE-bench Verified.", None),
        ("Gli utenti raccontano che il modello non è all'altezza.", None),
        ("据第三方评测机构实测,该模型每秒输出600个token。", None),
        ("在LMArena大模型竞技场的人类盲测投票中,Kimi K2拿下开源第一。", "LMArena"),
    ],
)
def test_independent_attribution(sentence: str, evaluator: str | None) -> None:
    assert attribute(sentence, KIMI) == (Attribution.INDEPENDENT, evaluator)


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("A leaked internal benchmark sheet shows 80% on HLE.", Attribution.LEAK),
        ("Laut einem geleakten Dokument erreicht das Modell 80 Prozent.", Attribution.LEAK),
        ("OpenAI claims the model was distilled from its own.", Attribution.COMPETITOR),
        ("Anthropic says the reported scores are inflated.", Attribution.COMPETITOR),
        ("The model was released on Hugging Face.", Attribution.UNKNOWN),
    ],
)
def test_other_attributions(sentence: str, kind: Attribution) -> None:
    assert attribute(sentence, KIMI)[0] is kind


def test_a_vendor_citing_a_leaderboard_is_the_vendor() -> None:
    sentence = "Kimi K2 Thinking ranks first on LMArena, according to Moonshot AI."
    assert attribute(sentence, KIMI)[0] is Attribution.VENDOR
    sentence = "DeepSeek-V3.2 在 LiveCodeBench 上得分 74.1,据官方介绍,在排行榜中位列第一。"
    assert attribute(sentence, Target("DeepSeek-V3.2", vendor="DeepSeek"))[0] is Attribution.VENDOR


def test_independent_words_inside_a_negation_are_not_a_source() -> None:
    assert attribute("No independent benchmarks are available yet.", KIMI)[0] is not (
        Attribution.INDEPENDENT
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "The figures have not been independently verified.",
        "No independent benchmarks are available yet.",
        "The company had published neither peer-reviewed papers nor independent benchmark results.",
        "The claims remain unverified.",
        "Bis dato liegt keine Verifizierung durch unabhängige Stellen vor.",
        "Die Angaben sind bislang nicht unabhängig überprüft.",
        "Les résultats n'ont pas encore été vérifiés de manière indépendante.",
        "Aucun test indépendant n'a confirmé ces chiffres.",
        "Los resultados no han sido verificados de forma independiente.",
        "No hay pruebas independientes que respalden estas cifras.",
        "Os resultados não foram verificados de forma independente.",
        "Não há testes independentes que comprovem os números.",
        "I risultati non sono stati verificati in modo indipendente.",
        "Nessuna verifica indipendente è ancora disponibile.",
        "该成绩未经独立验证。",
        "这一数据尚未得到第三方验证。",
        # "still outstanding" says none exist yet, like "no independent benchmarks yet"
        "Unabhängige Tests stehen noch aus.",
        "Unabhängige Messungen stehen noch aus.",
    ],
)
def test_strong_negation(sentence: str) -> None:
    negation = detect_negation(sentence)
    assert negation is not None and negation.kind is NegationKind.STRONG


@pytest.mark.parametrize(
    "sentence",
    [
        "The sector is watching whether these benchmarks can be independently validated.",
        "How widely it is adopted will depend on independent benchmarking.",
        "The numbers remain to be independently confirmed.",
        "Ob sich die Werte unabhängig bestätigen lassen, bleibt abzuwarten.",
        "Ces chiffres restent à vérifier.",
        "Queda por ver si estos resultados pueden ser verificados.",
        "Resta saber se os números podem ser verificados.",
        "Resta da vedere se i risultati potranno essere verificati.",
        "这些成绩有待第三方验证。",
    ],
)
def test_soft_negation(sentence: str) -> None:
    negation = detect_negation(sentence)
    assert negation is not None and negation.kind is NegationKind.SOFT


@pytest.mark.parametrize(
    "sentence",
    [
        # negations about performance, not about verification
        "Em programação, o modelo não mostrou uma vantagem significativa sobre eles.",
        "The model does not support image input.",
        "Das Modell ist nicht Open Source.",
        # open questions without verification vocabulary
        "It is worth laying out which questions nobody has answered yet.",
        "Whether they hold up on other workloads is the open question.",
        # conditional mood: a hedge, not a negation
        "Selon Moonshot AI, le modèle aurait atteint 44,9 % sur HLE.",
    ],
)
def test_not_a_negation_of_verification(sentence: str) -> None:
    assert detect_negation(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "lang"),
    [
        ("Selon Moonshot AI, le modèle aurait atteint 44,9 %.", "fr"),
        ("De tels scores le placeraient devant GPT-5.", "fr"),
        ("Mercury 2 is reportedly five times faster.", "en"),
        ("Mercury 2 is said to be five times faster.", "en"),
        ("Das Training sei wesentlich günstiger gewesen.", "de"),
        ("Das Modell soll 44,9 Prozent erreicht haben.", "de"),
        ("Laut Hersteller habe das Modell 44,9 Prozent erreicht.", "de"),
        ("El modelo habría alcanzado un 44,9 %.", "es"),
        ("O modelo teria atingido 44,9%.", "pt"),
        ("Il modello avrebbe ottenuto il 44,9%.", "it"),
        ("据称该模型得分44.9。", "zh"),
    ],
)
def test_hedges(sentence: str, lang: str) -> None:
    assert detect_hedge(sentence, lang) is not None


@pytest.mark.parametrize(
    ("sentence", "lang"),
    [
        ("Le modèle a atteint 44,9 % sur HLE.", "fr"),
        ("La categoría de modelos crece.", "es"),
        ("Ce portrait du modèle est flatteur.", "fr"),
        ("The model scores 44.9% on HLE.", "en"),
        # the first person's indicative has the subjunctive's form
        ("Ich habe das Modell auf HLE gemessen: 44,9 Prozent.", "de"),
        ("Im Mittel komme ich auf 44,9 Prozent.", "de"),
    ],
)
def test_not_hedged(sentence: str, lang: str) -> None:
    assert detect_hedge(sentence, lang) is None


@pytest.mark.parametrize(
    ("sentence", "stance"),
    [
        ("Its own tests were unable to replicate the claimed results.", Stance.DISPUTES),
        ("Yet it is only half of the advertised 737 tok/s.", Stance.DISPUTES),
        ("Once Style Control is on, Llama 4 slips from second to fifth place.", Stance.DISPUTES),
        (
            "Several testers report big differences between the results and real use.",
            Stance.DISPUTES,
        ),
        ("Das Modell bleibt deutlich hinter den Angaben zurück.", Stance.DISPUTES),
        ("Le score est bien en dessous des chiffres annoncés.", Stance.DISPUTES),
        ("El resultado quedó muy por debajo de lo anunciado.", Stance.DISPUTES),
        ("Os usuários dizem que o modelo não está à altura das promessas.", Stance.DISPUTES),
        ("Si crea così una discrepanza fra punteggi nei benchmark e uso reale.", Stance.DISPUTES),
        ("实测速度远低于官方宣称的数字。", Stance.DISPUTES),
        ("Every time they sat comfortably inside our confidence intervals.", Stance.CONFIRMS),
        ("Artificial Analysis confirmed the 1,000 tokens per second figure.", Stance.CONFIRMS),
        ("Die Messungen bestätigen die Angaben des Herstellers.", Stance.CONFIRMS),
        ("Nos mesures confirment les chiffres de Moonshot.", Stance.CONFIRMS),
        ("LiveCodeBench apunta en la misma dirección.", Stance.CONFIRMS),
        ("Os testes confirmam os resultados anunciados.", Stance.CONFIRMS),
        ("I risultati sono in linea con quanto annunciato.", Stance.CONFIRMS),
        ("第三方测试证实了官方公布的成绩。", Stance.CONFIRMS),
    ],
)
def test_stance(sentence: str, stance: Stance) -> None:
    hit = detect_stance(sentence)
    assert hit is not None and hit.stance is stance


@pytest.mark.parametrize(
    "sentence",
    [
        "Users confirmed that the official API was Sonnet 3.5.",  # confirms no claim
        "There is no discrepancy worth mentioning.",
        "The method is well understood and scales predictably.",
        "Kimi K2得分1420,Grok 4和GPT 4.5同为1437,差距不大。",
    ],
)
def test_no_stance(sentence: str) -> None:
    assert detect_stance(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "Die Angaben lassen sich derzeit nicht überprüfen.",
        "Ces chiffres n'ont pas pu être vérifiés de façon indépendante.",
        "Los datos no pudieron ser verificados de forma independiente.",
        "Os números não puderam ser verificados de forma independente.",
        "Non è stato possibile verificare i dati in modo indipendente.",
        "There is no way to verify these numbers independently.",
    ],
)
def test_more_negations(sentence: str) -> None:
    assert detect_negation(sentence) is not None
