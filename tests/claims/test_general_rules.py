"""General rules added after the held-out measurement, each on short synthetic texts.

The model, lab and figures are invented for these tests ("Orca-9B" by "Finch Labs") and
the sentences are not taken from any corpus: they test the rule in several languages, and
the cases the rule must leave alone.
"""

from __future__ import annotations

import pytest

from domain.claims import Attribution, Target, Verdict, analyze
from domain.claims.attribution import attribute, has_vendor_voice
from domain.claims.benchmarks import BenchmarkHit, BenchmarkId, find_benchmarks
from domain.claims.conditions import condition_spans, extract_conditions
from domain.claims.figures import find_figures
from domain.claims.modality import NegationKind, detect_negation
from tests.claims.synthetic import ORCA

MERCURY = Target("Mercury 3", ("Mercury",), "Inception Labs")

V = Verdict.VENDOR_CLAIM_ONLY
C = Verdict.INDEPENDENT_CONFIRMS
D = Verdict.INDEPENDENT_DISPUTES
U = Verdict.EXPLICITLY_UNVERIFIED
OFF = Verdict.OFF_TOPIC


def verdict(text: str, target: Target = ORCA) -> Verdict:
    return analyze(text, target).verdict


def figures_of(text: str, target: Target = ORCA) -> list[tuple[str | None, float | None, str]]:
    """(model, value, attribution) of every figure mention."""
    return [
        (m.model, m.value, str(m.attribution)) for m in analyze(text, target).mentions if m.value
    ]


# --- a figure given for another model, a baseline, or a derivative is not the target's ---


@pytest.mark.parametrize(
    "text",
    [
        "In our tests Orca-9B scored 70.0% on LiveCodeBench, ahead of the 62.0% listed for "
        "GPT-5 mini. Finch Labs claims 70.5%.",
        "Dans nos tests, Orca-9B obtient 70,0 % sur LiveCodeBench, devant les 62,0 % annoncés "
        "pour GPT-5 mini. Finch Labs revendique 70,5 %.",
        "In unseren Tests kam Orca-9B auf 70,0 Prozent bei LiveCodeBench, vor den 62,0 Prozent "
        "für GPT-5 mini. Finch Labs gibt 70,5 Prozent an.",
        "En nuestras pruebas, Orca-9B logra un 70,0 % en LiveCodeBench, frente al 62,0 % de "
        "GPT-5 mini. Finch Labs afirma un 70,5 %.",
    ],
)
def test_a_figure_given_for_a_model_named_after_it_is_that_models(text: str) -> None:
    assert ("GPT-5 mini", 62.0) in [(m, v) for m, v, _ in figures_of(text)]
    assert verdict(text) is C


@pytest.mark.parametrize(
    "text",
    [
        "In our tests Orca-9B reached 98 tokens per second, the autoregressive baseline 47 "
        "tokens per second. Finch Labs advertises 100 tokens per second.",
        "Orca-9B erreichte in unseren Tests 98 Token pro Sekunde, die Baseline 47 Token pro "
        "Sekunde. Finch Labs verspricht 100 Token pro Sekunde.",
        "Nas nossas medições, o Orca-9B fez 98 tokens por segundo; a linha de base ficou em 47 "
        "tokens por segundo. A Finch Labs anuncia 100 tokens por segundo.",
        "Nelle nostre prove Orca-9B arriva a 98 token al secondo, il modello di riferimento a 47 "
        "token al secondo. Finch Labs dichiara 100 token al secondo.",
        "我们实测Orca-9B速度为98词元/秒,同一台机器上的自回归基线为47词元/秒。"
        "官方称速度为100 token/s。",
    ],
)
def test_a_baselines_figure_is_not_the_targets(text: str) -> None:
    assert all(model is None for model, value, _ in figures_of(text) if value == 47)
    assert verdict(text) is C


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs claims 900 tokens per second for Orca-9B. In our tests a community "
        "quant reached 150 tokens per second.",
        "Finch Labs annonce 900 jetons par seconde pour Orca-9B. Dans nos tests, une version "
        "communautaire atteint 150 jetons par seconde.",
        "A Finch Labs anuncia 900 tokens por segundo para o Orca-9B. Nos nossos testes, uma "
        "versão da comunidade chegou a 150 tokens por segundo.",
        "Finch Labs宣称Orca-9B每秒900个token。我们实测社区量化版本的速度为每秒150个token。",
    ],
)
def test_a_community_derivatives_figure_never_verifies_the_model(text: str) -> None:
    assert verdict(text) is V


# --- who speaks ---


@pytest.mark.parametrize(
    "sentence",
    [
        "Orca-9B is ahead of the 66.0% the company listed for its rival.",
        "Orca-9B supera el 66,0 % que la empresa cita para su rival.",
        "Orca-9B supera il 66,0% che l'azienda indica per il rivale.",
    ],
)
def test_a_citing_verb_speaks_for_the_known_speaker_beside_it(sentence: str) -> None:
    assert attribute(sentence, ORCA)[0] is Attribution.VENDOR


def test_a_citing_verb_without_a_known_speaker_is_no_cue() -> None:
    assert attribute("The leaderboard lists Orca-9B at 61%.", ORCA)[0] is Attribution.UNKNOWN


@pytest.mark.parametrize(
    ("sentence", "evaluator"),
    [
        ("The SWE-bench team measured 61.0%.", "SWE-bench team"),
        ("The maintainers of Terminal-Bench measured 38.0%.", "Terminal-Bench team"),
        ("Das SWE-bench-Team hat 61,0 Prozent gemessen.", "SWE-bench team"),
        ("Les mainteneurs de SWE-bench ont mesuré 61,0 %.", "SWE-bench team"),
        ("Los responsables de SWE-bench midieron un 61,0 %.", "SWE-bench team"),
        ("Os mantenedores do SWE-bench mediram 61,0%.", "SWE-bench team"),
        ("I curatori di SWE-bench hanno misurato il 61,0%.", "SWE-bench team"),
        ("Terminal-Bench维护团队测得38.0%。", "Terminal-Bench team"),
        ("Terminal-Bench官方榜单显示,该模型成绩为38.0%。", "Terminal-Bench team"),
    ],
)
def test_a_benchmarks_own_maintainers_are_independent(sentence: str, evaluator: str) -> None:
    assert attribute(sentence, ORCA) == (Attribution.INDEPENDENT, evaluator)


@pytest.mark.parametrize(
    "sentence",
    [
        "The maintainers say Orca-9B reaches 73.6% on SWE-bench Verified.",
        "维护团队表示,Orca-9B在SWE-bench Verified上得分73.6%。",
    ],
)
def test_maintainers_of_no_named_benchmark_are_not_independent(sentence: str) -> None:
    """Bare "maintainers" may be the model's own: only a benchmark's maintainers count."""
    assert attribute(sentence, ORCA)[0] is not Attribution.INDEPENDENT


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs claimed 73.6% on SWE-bench Verified for Orca-9B. The SWE-bench maintainers "
        "ran it with their reference scaffold. In their tests, Orca-9B solved 61.0%.",
        "Finch Labs dichiara il 73,6% su SWE-bench Verified per Orca-9B. I curatori di "
        "SWE-bench hanno pubblicato il loro risultato. Nei loro test Orca-9B risolve il 61,0%.",
        "Finch Labs宣称Orca-9B在SWE-bench Verified上得分73.6%。SWE-bench维护团队公布了结果。"
        "维护团队使用官方BF16权重和模型卡中推荐的采样参数,最终成绩为61.0%。",
    ],
)
def test_an_independent_report_carries_into_its_anaphora(text: str) -> None:
    assert verdict(text) is D


def test_a_vendor_figure_named_after_an_independent_one_does_not_end_the_report() -> None:
    text = (
        "The SWE-bench maintainers ran Orca-9B. In their tests it solved 61.0% of SWE-bench "
        "Verified, 12.6 points below what Finch Labs reported. With three attempts the score "
        "rises to 62.0%."
    )
    values = {v: a for _, v, a in figures_of(text)}
    assert values[62.0] == "independent"
    assert 12.6 not in values  # a gap, not a score


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs claims 700 tokens per second for Orca-9B. We used the official weights "
        "and measured 690 tokens per second.",
        "Finch Labs annonce 700 jetons par seconde pour Orca-9B. Nos mesures sur le point "
        "d'accès officiel donnent 690 jetons par seconde.",
        "Finch Labs gibt 700 Token pro Sekunde für Orca-9B an. In unseren Tests mit den "
        "offiziellen Gewichten kam Orca-9B auf 690 Token pro Sekunde.",
    ],
)
def test_official_artefacts_used_in_a_test_are_no_vendor_source(text: str) -> None:
    assert verdict(text) is C


def test_official_figures_remain_the_vendors() -> None:
    assert attribute("The official figures give Orca-9B 73.6%.", ORCA)[0] is Attribution.VENDOR


def test_the_model_as_object_of_a_measuring_verb_is_not_the_measurer() -> None:
    text = (
        "Finch Labs claims 700 tokens per second. We ran Orca-9B on an H200 and measured 300 "
        "tokens per second."
    )
    assert verdict(text) is D


@pytest.mark.parametrize(
    "sentence",
    [
        "Dans nos évaluations, le modèle que nous avons testé atteint 70 %.",
        "Los modelos que medimos en nuestros ensayos alcanzan el 70 %.",
        "Nas nossas medições o modelo chegou a 70%.",
        "Nelle nostre prove il modello arriva al 70%.",
        "Bei unseren Messreihen kam das Modell auf 70 Prozent.",
        "本站实测该模型得分70。",
    ],
)
def test_first_person_measurement_in_every_grammatical_form(sentence: str) -> None:
    assert attribute(sentence, ORCA) == (Attribution.INDEPENDENT, "the author")


def test_a_bare_repeat_of_an_independent_figure_keeps_its_source() -> None:
    text = (
        "Finch Labs advertises 1,500 tokens per second for Orca-9B. In our tests the median "
        "was 640 tokens per second.\n\n640 tokens per second is still fast."
    )
    assert [a for _, v, a in figures_of(text) if v == 640] == ["independent", "independent"]
    assert verdict(text) is D


# --- negations of verification ---


@pytest.mark.parametrize(
    "sentence",
    [
        "It remains to be seen whether independent tests confirm the numbers.",
        "It is still unclear whether the scores will hold up.",
        "Reste à savoir si des tests indépendants confirmeront ces chiffres.",
        "Es bleibt abzuwarten, ob unabhängige Messungen die Werte bestätigen.",
        "Está por ver si las pruebas independientes confirman las cifras.",
        "Não se sabe se testes independentes vão confirmar os números.",
        "Non è ancora chiaro se i test indipendenti confermeranno i dati.",
        "Resta da capire se le verifiche indipendenti reggeranno.",
        "这些成绩能否经得起第三方检验还有待观察。",
        "Whether independent benchmarks bear this out remains to be seen.",
        "Ob unabhängige Tests das bestätigen, muss sich noch zeigen.",
        "Time will tell whether third-party evaluations agree.",
    ],
)
def test_an_open_question_about_verification_is_a_soft_negation(sentence: str) -> None:
    negation = detect_negation(sentence)
    assert negation is not None and negation.kind is NegationKind.SOFT


@pytest.mark.parametrize(
    "sentence",
    [
        "It remains to be seen whether developers will adopt it.",
        "Es bleibt abzuwarten, ob Entwickler umsteigen.",
        "Reste à savoir si le prix baissera.",
    ],
)
def test_an_open_question_about_anything_else_is_not(sentence: str) -> None:
    assert detect_negation(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "For now the only figures available are Finch Labs' own.",
        "Die einzigen verfügbaren Zahlen stammen vom Hersteller selbst.",
        "Les seuls chiffres disponibles sont ceux de l'entreprise.",
        "Las únicas cifras disponibles son las de la empresa.",
        "Os únicos números disponíveis são os da empresa.",
        "Gli unici dati disponibili sono quelli dell'azienda.",
        "目前只有官方公布的数据。",
        "So far there are only Finch Labs' own figures.",
        "Bislang gibt es nur Herstellerangaben.",
        "Pour l'instant, il n'existe que les chiffres de l'entreprise.",
        "Por ahora solo existen los datos de la propia empresa.",
        "Até agora só existem os dados da própria Finch Labs.",
        "Per ora esistono solo i dati dell'azienda.",
    ],
)
def test_only_the_vendors_own_figures_is_a_negation(sentence: str) -> None:
    assert detect_negation(sentence) is not None


def test_comparing_with_the_official_figures_is_not_a_negation() -> None:
    assert detect_negation("We only had the official figures for GPQA, so we re-ran it.") is None


@pytest.mark.parametrize(
    "sentence",
    [
        "None of the figures have been independently verified.",
        "Keine der Zahlen wurde bisher unabhängig bestätigt.",
        "Aucun des chiffres n'a encore été vérifié.",
        "Ninguna de las cifras ha sido verificada.",
        "Nenhum dos números foi verificado.",
        "Nessuno dei risultati è stato verificato.",
        "这些数据均未经独立验证。",
    ],
)
def test_none_of_the_figures_verified_is_a_strong_negation(sentence: str) -> None:
    negation = detect_negation(sentence)
    assert negation is not None and negation.kind is NegationKind.STRONG


def test_none_of_the_models_tested_on_gpus_is_not_a_negation() -> None:
    assert detect_negation("None of the models has been tested on GPUs yet.") is None


CLAIMS = "Finch Labs reports 83.8 on GPQA Diamond and 700 tokens per second for Orca-9B. "


@pytest.mark.parametrize(
    ("expected", "text"),
    [
        (C, CLAIMS + "We measured 83.1 on GPQA Diamond. We have not verified the throughput."),
        (C, CLAIMS + "We measured 690 tokens per second. We have not verified the GPQA score."),
        (U, CLAIMS + "We measured 83.1 on GPQA Diamond. We have not verified the GPQA score."),
        (U, CLAIMS + "We measured 83.1 on GPQA Diamond. None of it has been verified."),
        (
            C,
            "Finch Labs annonce 83,8 sur GPQA Diamond et 700 jetons par seconde pour Orca-9B. "
            "Nous avons mesuré 83,1 sur GPQA Diamond. La vitesse n'a pas été vérifiée.",
        ),
    ],
)
def test_a_negation_covers_only_what_it_names(expected: Verdict, text: str) -> None:
    assert verdict(text) is expected


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs says Orca-9B scores 69.4% on SWE-bench Verified. Last month DeepSeek "
        "unveiled a rival with top scores; those results have not been independently verified.",
        "Finch Labs afferma che Orca-9B ottiene il 69,4% su SWE-bench Verified. Il mese scorso "
        "StepFun aveva presentato Step-4; quei risultati non sono stati verificati.",
        "Finch Labs afirma que Orca-9B logra un 69,4 % en SWE-bench Verified. Hace un mes "
        "Alibaba presentó Qwen4; esas cifras no han sido verificadas.",
    ],
)
def test_a_negation_about_another_labs_results_is_not_about_the_target(text: str) -> None:
    assert verdict(text) is V


def test_a_negation_after_the_vendors_clause_is_about_the_target() -> None:
    text = "Finch Labs says Orca-9B scores 69.4%; those results have not been verified."
    assert verdict(text) is U


# --- a name that names something else ---


@pytest.mark.parametrize(
    "text",
    [
        "Mercury, the fintech for startups, launched AI agents that cut reconciliation time "
        "by 70%.",
        "O banco Mercury lançou agentes de IA para conciliação de pagamentos.",
        "La banque Mercury lance des agents d'IA pour ses clients.",
        "Die Bank Mercury bringt KI-Agenten für Geschäftskonten.",
        "Mercury, una fintech californiana, presenta agenti di intelligenza artificiale.",
        "Mercury, un banco digital para startups, lanza agentes de IA.",
        "金融科技公司Mercury推出了AI代理。",
    ],
)
def test_a_name_described_as_another_kind_of_entity_is_off_topic(text: str) -> None:
    assert verdict(text, MERCURY) is OFF


@pytest.mark.parametrize(
    "text",
    [
        "Inception says Mercury 3 reaches 1,500 tokens per second. Mercury, the bank, uses it.",
        "Mercury is fast, Inception said: 1,500 tokens per second, which the bank Nubank uses.",
    ],
)
def test_the_model_named_in_full_or_not_in_apposition_stays_on_topic(text: str) -> None:
    assert verdict(text, MERCURY) is V


# --- speed like for like ---


@pytest.mark.parametrize(
    ("expected", "text"),
    [
        (
            V,
            "Finch Labs claims 900 tokens per second for Orca-9B on an H200. In our tests on "
            "an RTX 4090 it reached 150 tokens per second.",
        ),
        (
            D,
            "Finch Labs claims 900 tokens per second for Orca-9B on an H200. In our tests on "
            "an H200 it reached 400 tokens per second.",
        ),
        (
            V,
            "Finch Labs gibt 900 Token pro Sekunde für Orca-9B an. Wir haben 150 Token pro "
            "Sekunde gemessen, aber die Werte sind nicht direkt vergleichbar.",
        ),
        (
            V,
            "Finch Labs宣称Orca-9B每秒900个token。"
            "我们实测每秒150个token,但由于硬件不同,无法直接比较。",
        ),
    ],
)
def test_speed_counts_only_like_for_like(expected: Verdict, text: str) -> None:
    assert verdict(text) is expected


# --- what is not a result ---


@pytest.mark.parametrize(
    ("clause", "lang"),
    [
        ("Orca-9B scored 12.4 points lower on the test.", "en"),
        ("Orca-9B liegt 3 Punkte unter der Angabe im Test.", "de"),
        ("Orca-9B ottiene 12,4 punti in meno nel test.", "it"),
        ("Orca-9B obtiene 12,4 puntos menos en la prueba.", "es"),
        ("We used the Terminus 2 agent for the test.", "en"),
        ("单张RTX 5070 Ti(16GB),跑完500道题的测试。", "zh"),
        ("Nous avons envoyé 300 requêtes au point d'accès pour le test.", "fr"),
    ],
)
def test_gaps_setup_sizes_and_name_digits_are_not_scores(clause: str, lang: str) -> None:
    figures = find_figures(
        clause,
        lang,
        benchmarks=[],
        masked=[],
        sentence_benchmark=BenchmarkId("MATH-500"),
        inherited=BenchmarkId("MATH-500"),
    )
    assert figures == []


@pytest.mark.parametrize(
    ("text", "batch"), [("批大小为1,跑分", "1"), ("taille de lot de 4", "4"), ("Batchgröße 8", "8")]
)
def test_batch_size_is_a_condition_whose_digits_are_masked(text: str, batch: str) -> None:
    assert extract_conditions(text)["batch"] == batch
    assert any(text[s:e].endswith(batch) for s, e in condition_spans(text))


@pytest.mark.parametrize(
    ("clause", "lang"),
    [
        ("It claims 680 and 515 tokens/s on the two cards.", "en"),
        ("官方在两张卡上的数据为680和515 token/s。", "zh"),
        ("Il annonce 680 et 515 jetons par seconde.", "fr"),
    ],
)
def test_two_numbers_joined_by_and_share_the_unit_after_the_second(clause: str, lang: str) -> None:
    figures = find_figures(
        clause, lang, benchmarks=[], masked=[], sentence_benchmark=None, inherited=None
    )
    assert [(f.value, f.unit) for f in figures] == [(680.0, "tok/s"), (515.0, "tok/s")]


@pytest.mark.parametrize(
    "text",
    [
        "Laut Finch Labs erreicht Orca-9B 71 Prozent auf SWE-bench Verified.",
        "Im Test schaffte Orca-9B 100 Token pro Sekunde, verspricht Finch Labs.",
    ],
)
def test_a_figure_right_after_the_name_is_no_part_of_the_name(text: str) -> None:
    """German verb-second order puts the figure right after the subject."""
    assert verdict(text) is V


def test_a_size_after_the_name_still_names_a_longer_model() -> None:
    qwen3 = Target("Qwen3", vendor="Alibaba")
    assert verdict("Alibaba says Qwen3 235B scores 81% on GPQA Diamond.", qwen3) is OFF


# --- added after the blind set's odd half: a writer's own test and what it is held to ---


def _has_vendor_voice(text: str) -> bool:
    return has_vendor_voice(text)


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs claims 900 tokens per second for Orca-9B.\n\nI grabbed a community quant "
        "of Orca-9B and ran it on my own card.\n\nWhat I got: 150 tokens per second.",
        "Finch Labs annonce 900 jetons par seconde pour Orca-9B.\n\nJ'ai installé une version "
        "communautaire sur ma carte.\n\nNous avons mesuré 150 jetons par seconde.",
        "Finch Labs verspricht 900 Token pro Sekunde für Orca-9B.\n\nIch habe eine "
        "Community-Quantisierung auf meiner Karte installiert.\n\nIch habe 150 Token pro "
        "Sekunde gemessen.",
        "Finch Labs宣称Orca-9B每秒900个token。\n\n我下载了社区量化版本，装在自己的显卡上。\n\n"
        "我实测每秒150个token。",
    ],
)
def test_the_writers_figures_after_running_a_derivative_are_the_derivatives(text: str) -> None:
    assert verdict(text) is V


@pytest.mark.parametrize(
    "text",
    [
        # community quants named, but not in the writer's voice: the writer ran the model
        "Finch Labs claims 900 tokens per second for Orca-9B. Community quants appeared "
        "overnight.\n\nWe measured Orca-9B at 300 tokens per second.",
        # the writer says the official weights were run
        "Finch Labs claims 900 tokens per second for Orca-9B. I also tried a community quant."
        "\n\nWith the official weights I measured 300 tokens per second.",
    ],
)
def test_a_derivative_not_run_by_the_writer_leaves_its_figures_alone(text: str) -> None:
    assert verdict(text) is D


@pytest.mark.parametrize(
    ("text", "vendor"),
    [
        ("Lanzamos 30 peticiones a la API de Orca-9B.", False),
        ("Lançamos 40 requisições à API do Orca-9B.", False),
        ("Lanciamo 20 richieste all'API di Orca-9B.", False),
        ("Nous publions nos résultats pour Orca-9B.", False),
        ("We built a small harness for Orca-9B.", False),
        ("Lanzamos Orca-9B, un modelo abierto.", True),
        ("Presentiamo Orca-9B, il modello più veloce.", True),
        ("Today we are releasing Orca-9B.", True),
        ("Nous présentons Orca-9B.", True),
    ],
)
def test_a_launch_verb_about_a_test_is_no_vendor_voice(text: str, vendor: bool) -> None:
    assert _has_vendor_voice(text) is vendor


@pytest.mark.parametrize(
    "sentence",
    [
        "Wir haben die INT4-Fassung von Orca-9B auf einer RTX 5090 getestet.",
        "Ich habe Orca-9B mit den offiziellen Gewichten gemessen.",
        "Nous avons nous-mêmes longuement mesuré Orca-9B.",
        "Abbiamo poi misurato con calma Orca-9B.",
    ],
)
def test_a_first_person_test_with_words_before_the_participle(sentence: str) -> None:
    assert attribute(sentence, ORCA)[0] is Attribution.INDEPENDENT


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs claims 100 tokens per second for Orca-9B. We measured 45 tokens per "
        "second on average. After a driver update it was 47 tokens per second.",
        "Laut Finch Labs schafft Orca-9B 100 Token pro Sekunde. Im Mittel kamen wir auf 45 "
        "Token/s. Nach einem Treiberupdate waren es 47 Token/s.",
        "Finch Labs promete 100 tokens por segundo para Orca-9B. Medimos 45 tokens por "
        "segundo. La mejor ejecución llegó a 47 tokens por segundo.",
    ],
)
def test_a_figure_without_source_inside_a_report_is_never_the_claim_it_is_held_to(
    text: str,
) -> None:
    """The later figure is taken as a claim by default; held to it, 45 would confirm."""
    assert verdict(text) is D


def test_a_figure_without_source_outside_any_report_is_still_a_claim() -> None:
    text = "Finch Labs claims 100 tokens per second for Orca-9B. It reaches 47 tokens per second."
    assert verdict(text) is V


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs claims 45 tokens per second for Orca-9B.\n\nWe measured 16.8 tokens per "
        "second.\n\nOrca-9B is usable: at 17 tokens per second text reads fluently.",
        "Finch Labs promete 45 tokens por segundo para Orca-9B.\n\nMedimos 16,8 tokens por "
        "segundo.\n\nOrca-9B es usable: a 17 tokens por segundo se lee con fluidez.",
    ],
)
def test_a_rounded_repeat_of_a_measurement_keeps_its_source(text: str) -> None:
    assert verdict(text) is D
    assert [a for _, v, a in figures_of(text) if v == 17] == ["independent"]


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs promises 220 tokens per second for Orca-9B.\n\nWe tested it. For three days "
        "we sent requests to the API.\n\nThe result: the median was 94 tokens per second.",
        "A Finch Labs promete 220 tokens por segundo para o Orca-9B.\n\nNós testamos. Durante "
        "três dias enviamos pedidos à API.\n\nO resultado: a mediana foi de 94 tokens por "
        "segundo.",
        "Finch Labs宣称Orca-9B每秒220个token。\n\n我们实测了三天。\n\n结果如下:平均每秒94个token。",
    ],
)
def test_a_writers_report_carries_into_the_next_paragraph(text: str) -> None:
    assert verdict(text) is D


@pytest.mark.parametrize(
    "text",
    [
        # a heading ends the report
        "We tested Orca-9B for three days.\n\nVendor figures\n\nThe result Finch Labs gives: "
        "a median of 94 tokens per second.",
        # two paragraphs further on, the report is over
        "We tested Orca-9B for three days.\n\nThe API was busy.\n\nThe result: a median of 94 "
        "tokens per second.",
        # the next paragraph's own vendor source wins
        "We tested Orca-9B for three days.\n\nFinch Labs says the median was 94 tokens per second.",
    ],
)
def test_a_writers_report_does_not_run_on_past_its_next_paragraph(text: str) -> None:
    assert verdict(text) is V


def test_the_title_does_not_carry_a_report_into_the_body() -> None:
    text = (
        "Finch Labs presents Orca-9B at 2,100 tokens per second.\n\n"
        "We measured 870 tokens per second."
    )
    result = analyze(text, ORCA, title="Our measurement of Orca-9B, a test we ran")
    assert result.verdict is D


@pytest.mark.parametrize(
    ("clause", "lang"),
    [
        ("GPQA Diamond: 83.1%, with a spread of ±0.9 between runs", "en"),
        ("GPQA Diamond : 83,1 %, avec un écart de 0,7 point", "fr"),
        ("GPQA Diamond: 83,1 %, con una diferencia de 0,7 puntos", "es"),
        ("GPQA Diamond: 83,1%, com variação de ±0,9 ponto", "pt"),
        ("GPQA Diamond: 83,1%, con uno scarto di 0,7 punti", "it"),
        ("GPQA Diamond: 83,1 %, eine Abweichung von 0,7 Punkten", "de"),
        ("GPQA Diamond：83.1%，误差0.7分", "zh"),
    ],
)
def test_a_spread_or_a_gap_is_not_a_score(clause: str, lang: str) -> None:
    hits = find_benchmarks_in(clause)
    figures = find_figures(
        clause, lang, benchmarks=hits, masked=[], sentence_benchmark=None, inherited=None
    )
    assert [f.value for f in figures] == [83.1]


def find_benchmarks_in(text: str) -> list[BenchmarkHit]:
    return find_benchmarks(text)


@pytest.mark.parametrize(
    ("clause", "lang"),
    [
        ("GPQA Diamond (our harness, 3 seeds): 80.1%", "en"),
        ("GPQA Diamond : 8 passes avec des graines différentes, 80,1 %", "fr"),
        ("GPQA Diamond: 5 Durchgänge, 80,1 Prozent", "de"),
        ("GPQA Diamond: 4 repeticiones, 80,1 %", "es"),
        ("GPQA Diamond: 198 itens, 80,1%", "pt"),
        ("GPQA Diamond: 3 semi, 80,1%", "it"),
    ],
)
def test_repetitions_and_items_of_a_test_are_not_scores(clause: str, lang: str) -> None:
    figures = find_figures(
        clause,
        lang,
        benchmarks=find_benchmarks_in(clause),
        masked=[],
        sentence_benchmark=None,
        inherited=None,
    )
    assert [f.value for f in figures] == [80.1]


@pytest.mark.parametrize(
    "text",
    [
        "| Test | Claimed (Finch Labs) | Measured (us) |\n|---|---|---|\n"
        "| GPQA Diamond | 71.2% | 70.1% |",
        "| Test | Annoncé (Finch Labs) | Mesuré (nous) |\n|---|---|---|\n"
        "| GPQA Diamond | 71,2 % | 70,1 % |",
        "| Test | Herstellerangabe | Unsere Messung |\n|---|---|---|\n"
        "| GPQA Diamond | 71,2 % | 70,1 % |",
        "| Prueba | Anunciado | Medido (nosotros) |\n|---|---|---|\n"
        "| GPQA Diamond | 71,2 % | 70,1 % |",
        "| 测试 | 官方 | 实测 |\n|---|---|---|\n| GPQA Diamond | 71.2% | 70.1% |",
        # "published" against "obtained": a replication report's two columns
        "| Test | Published | Obtained |\n|---|---|---|\n| GPQA Diamond | 71.2 | 70.1 |",
        "| Prueba | Valor publicado | Valor obtenido |\n|---|---|---|\n"
        "| GPQA Diamond | 71,2 | 70,1 |",
        "| Épreuve | Valeur publiée | Valeur obtenue |\n|---|---|---|\n"
        "| GPQA Diamond | 71,2 | 70,1 |",
        "| Test | Veröffentlicht | Ermittelt |\n|---|---|---|\n| GPQA Diamond | 71,2 | 70,1 |",
        "| Teste | Publicado | Obtido |\n|---|---|---|\n| GPQA Diamond | 71,2 | 70,1 |",
        "| Prova | Pubblicato | Ottenuto |\n|---|---|---|\n| GPQA Diamond | 71,2 | 70,1 |",
        "| 测试 | 官方 | 测得 |\n|---|---|---|\n| GPQA Diamond | 71.2% | 70.1% |",
    ],
)
def test_a_column_header_gives_its_cells_their_source(text: str) -> None:
    text = "Orca-9B by Finch Labs, checked.\n\n" + text
    assert verdict(text) is C
    assert ("Orca-9B", 70.1, "independent") in figures_of(text)
    assert ("Orca-9B", 71.2, "vendor") in figures_of(text)


def test_the_vendors_own_obtained_column_stays_the_vendors() -> None:
    """On the vendor's own page ("we", "our model") an "Obtained" column is its own."""
    text = (
        "Today we release Orca-9B, our most capable model.\n\n"
        "| Test | Published | Obtained |\n|---|---|---|\n| GPQA Diamond | 71.2 | 70.1 |"
    )
    assert ("Orca-9B", 70.1, "independent") not in figures_of(text)
    assert verdict(text) is V


def test_a_column_header_naming_no_source_leaves_the_rows() -> None:
    text = "Orca-9B by Finch Labs.\n\n| Test | Orca-9B |\n|---|---|\n| GPQA Diamond | 71.2% |"
    assert verdict(text) is V


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs claims 83.8% on GPQA Diamond. We measured Orca-9B at 71.2, well below the "
        "claimed 83.8 on GPQA Diamond.",
        "Finch Labs annonce 83,8 % sur GPQA Diamond. Nous avons mesuré Orca-9B à 71,2 sur GPQA "
        "Diamond, loin des 83,8 annoncés.",
        "Finch Labs afirma un 83,8 % en GPQA Diamond. Medimos Orca-9B en 71,2 en GPQA Diamond, "
        "por debajo del 83,8 anunciado.",
    ],
)
def test_a_vendor_word_after_a_measurement_belongs_to_the_compared_figure(text: str) -> None:
    assert ("Orca-9B", 71.2, "independent") in figures_of(text)
    assert verdict(text) is D


def test_a_figure_with_its_source_attached_after_it_keeps_it() -> None:
    text = "Orca-9B scores 83.8% claimed by Finch Labs on GPQA Diamond."
    assert figures_of(text) == [("Orca-9B", 83.8, "vendor")]


@pytest.mark.parametrize(
    "text",
    [
        "Finch Labs promises 220 tokens per second for Orca-9B. We tested it: far below the "
        "promised, the median was 94 tokens per second.",
        "A Finch Labs promete 220 tokens por segundo para o Orca-9B. Nós testamos: o resultado "
        "ficou longe do prometido, a mediana foi de 94 tokens por segundo.",
        "Finch Labs promete 220 tokens por segundo para Orca-9B. Lo probamos: lejos de lo "
        "prometido, la mediana fue de 94 tokens por segundo.",
    ],
)
def test_a_vendor_word_as_the_other_side_of_a_comparison_sources_no_later_figure(
    text: str,
) -> None:
    assert verdict(text) is D


@pytest.mark.parametrize(
    "text",
    [
        "Nós testamos o Orca-9B: chegamos a 94 tokens por segundo, longe dos 220 tokens por "
        "segundo divulgados pela Finch Labs.",
        "Abbiamo testato Orca-9B: 94 token al secondo, lontano dai 220 token al secondo "
        "dichiarati da Finch Labs.",
    ],
)
def test_a_participle_of_reporting_names_its_speaker(text: str) -> None:
    assert ("Orca-9B", 220.0, "vendor") in figures_of(text)
    assert verdict(text) is D


@pytest.mark.parametrize(
    "header",
    ["Measured by Finch Labs", "Measured (Finch Labs)", "Nachgemessen vom Team von Finch Labs"],
)
def test_a_column_of_the_vendors_own_measurements_stays_the_vendors(header: str) -> None:
    """ "Measured by Finch Labs" is the vendor's run, not the writer's (a measurement word
    alone makes a column the writer's). Another name after it is no sign of an outside run
    ("Measurement (Internal)", "Messung Q3": red team 32)."""
    text = f"Orca-9B by Finch Labs.\n\n| Test | {header} |\n|---|---|\n| GPQA Diamond | 71.2% |"
    assert verdict(text) is V


def test_the_writers_column_naming_the_vendors_weights_stays_the_writers() -> None:
    """The vendor named as what was run, not as who ran it: the writer's own column."""
    text = (
        "Orca-9B by Finch Labs, checked.\n\n| Test | Claimed | Measured by us with Finch Labs "
        "weights |\n|---|---|---|\n| GPQA Diamond | 71.2% | 70.1% |"
    )
    assert verdict(text) is C
