"""Which numbers in a clause are results, and of what.

Most numbers in release coverage are not results: parameter counts ("671 mil millones"),
prices ("$0.25 per 1M tokens"), context sizes ("128K tokens"), dates, ranks, share-price
moves ("17 Prozent"). A number counts as a figure when a unit says so (tokens per second in
any of the supported languages, %, points, seconds of latency, GB of memory, "5x faster") and,
for scores, when a benchmark is named nearby. Not results either: gaps ("12.4 points
lower"), sizes and counts of a test setup ("(16GB)", "500 problems", "batch size 1") and a
digit that is part of a name ("the Terminus 2 agent"). Two numbers joined by "and" share the
unit written after the second ("680 and 515 tok/s").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from domain.claims.benchmarks import BenchmarkHit, BenchmarkId
from domain.claims.lexicon import MONTHS, NUMBER_WORDS, STATISTIC_LABEL, TIMES_WORDS
from domain.claims.numbers import NumberToken, iter_numbers
from domain.claims.patterns import Span, overlaps, union


class FigureKind(StrEnum):
    SCORE = "score"
    SPEED = "speed"
    RATIO = "ratio"
    LATENCY = "latency"
    MEMORY = "memory"


@dataclass(frozen=True)
class Figure:
    start: int
    end: int
    raw: str
    value: float
    unit: str | None
    kind: FigureKind
    benchmark: BenchmarkId | None
    range_to: float | None = None


_I = re.IGNORECASE
_TOKEN = r"(?:tokens?|toks?|jetons?|词元|个\s?token|token)"
_PER_SECOND = (
    r"\s*(?:/|per|par|por|al|pro|a|each)\s*(?:s|sec|secs|second|seconds|seconde|secondes"
    r"|segundo|segundos|secondo|secondi|Sekunde|Sekunden|秒)(?![A-Za-z])"
)
SPEED_AFTER = re.compile(
    rf"^\s?(?:{_TOKEN}{_PER_SECOND}|(?:TPS|t/s|tok/s|tokens/秒)(?![A-Za-z]))", _I
)
ZH_PER_SECOND_BEFORE = re.compile(
    r"每秒(?:钟)?(?:可|能|生成|输出|处理|推理)*(?:约|超过|高达|达到|可达|近|逾)?\s*$"
)
ZH_TOKEN_AFTER = re.compile(r"^\s?(?:个)?\s?(?:tokens?|词元|字|Token)", _I)
PERCENT_AFTER = re.compile(
    r"^\s?(?:%|％|percent\b|per\s?cent\b|Prozent\b|pour\s?cent\b|por\s?ciento\b|por\s?cento\b"
    r"|per\s?cento\b)",
    _I,
)
POINTS_AFTER = re.compile(
    r"^\s?(?:points?\b|pts\b|Punkte?n?\b|puntos?\b|pontos?\b|punti\b|分(?!钟|之|享))", _I
)
#: What may follow a tester's bare result ("La firma obtuvo 61,0 y 61,4, es decir 61,2 de
#: media", "The firm measured 61.2."): the clause's end, another of its runs, or "on average";
#: never a noun that says what the number counts ("150 steps").
BARE_RESULT_AFTER = re.compile(
    r"^(?:\s*(?:[,.;:)]|$)|\s+(?:and|or|y|o|et|ou|e|und|oder|和|与)\s+\d"
    r"|\s+(?:on\s+average|de\s+media|en\s+moyenne|im\s+(?:Mittel|Schnitt)|in\s+media"
    r"|em\s+média|de\s+média)\b)",
    _I,
)
RATIO_AFTER = re.compile(rf"^\s?{TIMES_WORDS}(?![A-Za-z0-9])|^倍", _I)
LATENCY_AFTER = re.compile(
    r"^\s?(?:ms|milliseconds?|s|sec|secs|seconds?|Sekunden?|secondes?|segundos?|secondi"
    r"|secondo|秒)(?![A-Za-z])",
    _I,
)
MEMORY_AFTER = re.compile(r"^\s?(?:GB|GiB|MB|TB)(?![A-Za-z])")
SKIP_AFTER = re.compile(
    r"^\s?(?:[BbMT](?![A-Za-z])|bn\b|billions?|millions?|trillions?|thousands?|Milliarden?"
    r"|Millionen|Billionen|Mrd|Mio|milliards?|mil\s+millones|millones|bilh|milh|trilh"
    r"|miliard|milion|亿|万|千|参数|param\w*|Parameter\w*|GPUs?|张|块|个(?!\s?token)|次|comments?"
    r"|stars?|downloads?|users?|tasks?|questions?|problems?|languages?|experts?|layers?|heads?"
    r"|steps?|pas|passos|pasos|passi|Schritte\w*|étapes|[Kk]\s?tokens?|tokens?(?!\s*(?:/|per|par|por|al|pro)\s*(?:s|sec|seg|Sek|秒))"
    r"|st\b|nd\b|rd\b|th\b|º|ª|°|\.\s*(?:Platz|Rang)|\s*(?:place|Platz|rang|puesto|lugar|posto"
    r"|名|位)|[年月日号点])"
    # sizes and counts of a test setup: "(16GB)", "500 problèmes", "300 requêtes", "500道题"
    r"|^\s?(?:GB|GiB|MB|TB|Go|Gio)(?![A-Za-z])|^\s?(?:道|题|项|条|轮|组)"
    r"|^\s?(?:requests?|prompts?|samples?|runs?|tâches|problèmes|requêtes|essais|Aufgaben"
    r"|Probleme|Fragen|Anfragen|Durchläufe|tareas|problemas|preguntas|solicitudes|peticiones"
    r"|tarefas|perguntas|questões|requisições|compiti|problemi|domande|richieste"
    r"|exercises?|exercices|Übungen|ejercicios|exercícios|esercizi|quesiti|puzzles?"
    # repetitions and items of a test: "3 seeds", "8 passes", "40 réponses", "198 itens"
    r"|seeds?|passes|trials?|attempts?|repetitions?|answers?|items?|graines|passages|tentatives"
    r"|réponses|éléments|Seeds?|Durchgäng\w*|Wiederholung\w*|Versuche|Antworten|Einträge"
    r"|semillas|pasadas|repeticiones|intentos|respuestas|ítems|sementes|passagens|repetições"
    r"|tentativas|respostas|itens|semi|passate|ripetizioni|tentativi|risposte|elementi)\b"
    r"|^\s?(?:个种子|次运行|遍|个答案)",
    _I,
)
#: Words naming the vendor's claim: "the announced figure", "o valor divulgado", "il valore
#: dichiarato", "die Herstellerangabe".
_CLAIM_WORD = (
    r"(?:claim\w*|announc\w*|advertis\w*|promis\w*|official|vendor\w*|annonc\w*|revendiqu\w*"
    r"|anunciad\w*|prometid\w*|divulgad\w*|dichiarat\w*|annunciat\w*|promess\w*|angegeb\w*"
    r"|Herstellerangabe\w*|versprochen\w*|publi\w*|pubbli\w*|veröffentlicht\w*|report\w*"
    r"|stated|quoted|model\s+card)"
)
#: An article or "what" between a preposition and the claim word.
_TO_THE_CLAIM = (
    r"(?:the\s+|what\s+|ce\s+qu\S*\s+|lo\s+que\s+|o\s+que\s+|quanto\s+|l['’]|la\s+|le\s+"
    r"|il\s+|el\s+|o\s+|a\s+|do\s+|da\s+|del\s+|dem\s+|der\s+|den\s+|des\s+)?"
    r"(?:[\w'’-]+\s+){0,2}?"
)
#: A percentage of the claim: "% of the claimed", "% des annoncés", "% do anunciado".
_SHARE_OF_CLAIM = (
    rf"%\s+(?:of|des?|do|da|dos|das|del|della|dei|degli|der|vom|von)\s+{_TO_THE_CLAIM}"
    rf"{_CLAIM_WORD}"
)
#: After a figure, its share of the claim: "603 tokens por segundo, cerca de 89% do anunciado".
SHARE_OF_CLAIM_AFTER = re.compile(rf"[^\d]{{0,25}}?\b\d+(?:[.,]\d+)?\s?{_SHARE_OF_CLAIM}", re.I)
#: "more" or "less" after a quantity, which makes it a difference ("3 Punkte weniger",
#: "219 Token pro Sekunde weniger als angegeben").
_MORE_OR_LESS = (
    r"lower|higher|less|more|fewer|weniger|mehr|de\s+moins|de\s+plus|menos|más|a\s+menos"
    r"|a\s+mais|in\s+meno|in\s+più"
)
#: Differences and probabilities, not scores: "4-6 percentage points", "90% sure".
NOT_A_SCORE_AFTER = re.compile(
    r"^\s?(?:percentage\s+points?|Prozentpunkte\w*|points?\s+de\s+pourcentage"
    # a generation budget: "max 1024 new tokens" (not "94 output tokens per second")
    r"|(?:new|output|generated)\s+tokens?\b(?!\s*/\s*s|\s+(?:per|a|an|each)\b)"
    r"|puntos\s+porcentuales|pontos\s+percentuais|punti\s+percentuali|个百分点"
    r"|%\s+(?:confidence|sure|certain|of\s+the\s+time|CI\b|Konfidenz|de\s+confiance)"
    # a share of the claim, not a score: "about 94% of the claimed 892", "94 % des annoncés"
    rf"|{_SHARE_OF_CLAIM}"
    # a gap, not a score: "12.4 points lower", "12,4 punti in meno", "3 Punkte weniger"
    rf"|(?:%|points?|pts|Punkte?n?|puntos?|pontos?|punti)\s+(?:{_MORE_OR_LESS}|d['’]écart"
    r"|de\s+diferen\w+|di\s+scarto|di\s+differenza)"
    r"|(?:points?|pts|Punkte?n?|puntos?|pontos?|punti)\s+(?:below|above|behind|ahead|short"
    r"|under|unter|über|hinter|en\s+dessous|au-dessus|sous|par-dessus|por\s+debajo"
    r"|por\s+encima|abaixo|acima"
    r"|sotto|sopra)"
    # a bare gap set against the claim: "2.2 below the number on the model card" (not "64.2
    # under greedy decoding", "81.3 above GPT-4o")
    r"|(?:below|above|under|beneath|short\s+of|unterhalb|oberhalb|en\s+dessous\s+d"
    r"|au-dessus\s+d|por\s+debajo\s+de|por\s+encima\s+de|abaixo\s+d|acima\s+d"
    rf"|sotto|sopra)\w*\s+{_TO_THE_CLAIM}(?:number\s+on\s+the\s+|figure\s+)?{_CLAIM_WORD}"
    # a budget of steps or turns: "a 200-step budget", "150 agent steps", "64 denoising
    # steps", "最多200步的预算"
    r"|-?(?:(?!(?:in|at|on|of|per|each|by|im|am|pro|por|par|en|de|à)\s)[a-zäöüéèàçñ]+\s+)?"
    r"(?:(?:steps?|turns?|Schritte?n?|étapes?|pasos?|passos?|passi)\b"
    r"|步)"
    # a count as a modifier: "a 50-instance subset", "a 100-problem sample", "5-shot"
    r"|-(?:instances?|tasks?|problems?|questions?|samples?|items?|examples?|prompts?|shot"
    r"|Aufgaben|Instanzen|Fragen)\b)",
    _I,
)
#: A speed given as a difference: "219 Token pro Sekunde weniger als angegeben", "80 tokens/s
#: more than", "150 jetons par seconde de moins", "比官方少219 token/s" is written the other
#: way round and left alone.
SPEED_DIFFERENCE_AFTER = re.compile(
    rf"^\s?(?:tokens?|Token|jetons?|tok)\b[^.;:,\d]{{0,25}}?\b(?:{_MORE_OR_LESS})\b", _I
)
#: A setting of the test, not a result: "a block size of 32", "Blockgröße 32", "taille de
#: bloc de 32", "tamaño de bloque 32", "tamanho de bloco 32", "dimensione del blocco 32".
SETTING_BEFORE = re.compile(
    r"\b(?:(?:block|batch|beam|chunk|window)\s+size|Blockgröße|Batchgröße|taille\s+de\s+"
    r"(?:bloc|lot)|tamaño\s+de\s+(?:bloque|lote)|tamanho\s+de\s+(?:bloco|lote)"
    r"|dimensione\s+del\s+(?:blocco|batch)"
    # a sampling setting: "temperature 0.6", "Temperatur 0,6", "temperatura di 0,6", "温度0.6",
    # "temp 0.6", "top-p 0.95", "min_p 0.05"
    r"|temp(?:erature|érature|eratur|eratura)?|(?:top|min)[-_\s]?[pk])\s*(?:of|von|de|di|=|:)?\s*$"
    r"|(?:块大小|温度|步数上限)(?:为|设为)?\s?$"
    # a step budget: "mesmo limite de passos (80)", "a step limit of 150", "Schrittlimit: 150"
    r"|\b(?:(?:step|turn)\s+limit|max(?:imum)?\s+steps|limite\s+de\s+(?:passos|pas|étapes)"
    r"|límite\s+de\s+pasos|limite\s+di\s+passi|Schrittlimit|Schrittgrenze)"
    r"\s*(?:\(|of|de|di|=|:)?\s*$",
    re.IGNORECASE,
)
#: A serving stack named just before a dotted number: its version ("vLLM 0.11", "SGLang
#: 0.4", "CUDA 12.8"), unless a unit follows ("vLLM 1190 tok/s", "Ollama 61.0 tok/s").
SERVING_STACK_BEFORE = re.compile(
    r"\b(?:vLLM|SGLang|TensorRT(?:-LLM)?|llama\.cpp|transformers|PyTorch|CUDA|ROCm|Ollama|TGI"
    r"|MLX|ExLlamaV?\d?|dllm-serve)\s?v?$"
)
#: A version word just before a dotted number: "version 2.0", "build 1.1", "v1.1", "Release
#: 3.2", "versión 2.0", "versão 1.1", "versione 2.0", "版本 1.1" (not "v 71.2", versus).
VERSION_WORD_BEFORE = re.compile(
    r"\b(?:version|build|release|versión|versão|versione)\s?$|\bv$|版本\s?$", re.IGNORECASE
)
_VERSION = re.compile(r"\d+\.\d+(?:\.\d+)?")
#: A release's version, as written after a version word: one digit before the dot ("2.0",
#: "1.1", "0.11"); "BF16 version 66.4" is a result on the BF16 build (red team 34).
_RELEASE_VERSION = re.compile(r"\d\.\d+(?:\.\d+)?")
_UNIT_AFTER = re.compile(
    r"^\s*(?:tok|token|t/s|jetons|ms\b|s\b|sec|GB|GiB|MB|%|x\b|×|分|个|每秒)", re.IGNORECASE
)

#: A spread or a gap, not a score: "±0.9", "a difference of 0.7 points", "un écart de 1,1".
NOT_A_SCORE_BEFORE = re.compile(
    r"(?:±|\+/-|\+-)\s?$|\b(?:difference|gap|margin|spread|variation|deviation|delta)\s+of\s+"
    r"(?:about\s+|only\s+|just\s+|around\s+|roughly\s+)?$|\b(?:Differenz|Abstand|Unterschied|Abweichung|Spanne)"
    r"\s+(?:von\s+)?(?:rund\s+|nur\s+|etwa\s+)?$|\b(?:écart|différence|variation)\s+d[e'’]\s*"
    r"(?:environ\s+|seulement\s+)?$|\b(?:diferencia|brecha|variaci[oó]n|desviaci[oó]n)\s+de\s+"
    r"(?:unos?\s+|unas\s+|solo\s+)?$|\b(?:diferen[çc]a|varia[çc][ãa]o|desvio)\s+de\s+(?:cerca\s+de\s+"
    r"|apenas\s+|uns\s+|umas\s+)?$|\b(?:differenza|scarto|variazione|deviazione)\s+di\s+(?:circa\s+|solo\s+)?$"
    r"|(?:差距|相差|差值|误差|波动)(?:为|约|仅|只有)?\s?$",
    re.IGNORECASE,
)
#: A resource's share, not a score: "GPU utilisation at 95%", "Auslastung im Schnitt 91 %",
#: "utilizzo medio della GPU al 93%", "cache hit rate of 40%", "显存占用率 88%" (the words
#: before the number in the same phrase: "under full load, I got 95.1%" is a result).
USAGE_BEFORE = re.compile(
    r"\b(?:utili[sz]ation|usage|load|occupancy|hit\s+rate|Auslastung|Nutzung|Belegung"
    r"|taux\s+d['’](?:utilisation|occupation)|utilización|ocupación|utilização|ocupação"
    r"|utilizzo|occupazione)\b[^\d.,;!?]{0,30}$|(?:利用率|占用率|使用率)[^\d。；，,]{0,10}$",
    re.IGNORECASE,
)
CURRENCY_BEFORE = re.compile(r"(?:[$€£¥]|USD|US\$|EUR)\s?$")
CURRENCY_AFTER = re.compile(
    r"^\s?(?:USD|US-Dollar|dollars?|Dollar|dólares|euros?|€|\$|美元|元|mil\s+dólares)", _I
)
RANK_BEFORE = re.compile(
    # a document's or an item's number: "Note technique n° 31", "Bericht Nr. 7", "nº 12"
    r"(?:#|No\.\s?|\bn[°º]\s?|\bNr\.\s?|\brank\s|\bRang\s|\bPlatz\s|\btop\s|第"
    # a benchmark's tier, not a score: "tiers 1-3", "niveaux 1 à 3", "Stufe 4", "livello 4"
    r"|\b(?:tiers?|levels?|niveaux?|Stufen?|niveles?|n[íi]veis|n[íi]vel|livell[oi])\s)\s?$",
    _I,
)
MONTH_NEAR = re.compile(rf"\b{MONTHS}\b\.?", _I)
RANGE_JOIN = re.compile(r"^\s?(?:[-–]|to|bis|à|a|al|até|fino a|~|至|到)\s?$", _I)
#: A conjunction between two numbers that share the unit written after the second.
COORDINATED = re.compile(r"^\s?(?:and|or|und|oder|et|ou|y|o|e|ed|和|与|及|或)\s?$", _I)
#: A capitalised word right before a number: "Terminus 2", "Runde 3".
NAME_BEFORE = re.compile(r"(?-i:[A-Z][a-z]+)[\s-]$")
#: A test's items, and what became of them: "problems", "tâches", "resolved", "résolues".
_ITEM_WORDS = (
    r"(?:problems?|tasks?|questions?|items?|prompts?|samples?|exercises?|puzzles?|instances?"
    r"|Aufgaben|Probleme|Fragen|Items|problèmes|tâches|exercices|énigmes|problemas|preguntas"
    r"|tareas|ejercicios|questões|perguntas|tarefas|exercícios|problemi|domande|compiti"
    r"|esercizi|quesiti|道?题|个问题|项任务"
    # "321 of 500 resolved": what the items were
    r"|resolved|solved|passed|correct|résolu\w*|réussi\w*|gelöst|bestanden|richtig"
    r"|resuelt\w*|correct[oa]s|resolvid\w*|corret[oa]s|risolt\w*|superat\w*|corrett\w*)"
)
#: Items of a test, after a benchmark name: "500 MATH-500 problems", "500 MATH-500-Aufgaben".
COUNT_NOUN_AFTER = re.compile(rf"^[\s-]?{_ITEM_WORDS}(?![A-Za-z])", _I)
#: "450 of 500 problems": a count out of a number of items; "71 of 100": the 100 is a scale.
_OUT_OF = (
    r"(?:of|out\s+of|von|aus|der|sur|des|de|dos|das|de\s+los|de\s+las|su|dei|delle|degli)"
    r"\s+(?:the\s+|les\s+|los\s+|las\s+|os\s+|as\s+|den\s+)?"
)
COUNT_OUT_OF = re.compile(rf"^\s?{_OUT_OF}(\d+)", _I)
DENOMINATOR_BEFORE = re.compile(rf"\d\s?(?:{_ITEM_WORDS}\s+){{0,2}}{_OUT_OF}$", _I)
RESULT_WORDS = re.compile(
    r"\b(?:results?|scores?|Ergebnis\w*|résultats?|resultados?|risultat[oi])\b|结果|成绩|得分"
    # a statistic given as a label: "Média: **55,4**", "Average: 57.9"
    rf"|{STATISTIC_LABEL}",
    _I,
)


def _is_date_or_year(text: str, tok: NumberToken) -> bool:
    raw = tok.raw.strip()
    if re.fullmatch(r"(?:19|20)\d{2}", raw):
        return True
    if re.fullmatch(r"0\d+", raw):
        return True
    around = text[max(0, tok.start - 12) : tok.end + 12]
    return bool(MONTH_NEAR.search(around)) and tok.value <= 31 and float(tok.value).is_integer()


_LEADS_TO_BENCHMARK = re.compile(
    r"^\s*(?:%|％|points?|pts|Punkte|puntos|pontos|punti)?\s*(?:on|in|at|for|auf|im|bei|sur"
    r"|à|en|em|no|na|su|nel|sul|nella|nello)\s+(?:the\s+|le\s+|la\s+|el\s+|o\s+|il\s+|dem\s+)?"
    r"[«»\"“”„'‘’\s]*$",
    _I,
)


def _nearest_benchmark(
    hits: list[BenchmarkHit], text: str, pos: int, end: int, limit: int
) -> BenchmarkHit | None:
    """The benchmark a number belongs to: "70.7 on GSM8K" looks forward, otherwise the
    closest benchmark named before the number, otherwise the closest one after it."""
    following = [h for h in hits if h.start >= end and h.start - end <= limit]
    preceding = [h for h in hits if h.end <= pos and pos - h.end <= limit]
    if following and _LEADS_TO_BENCHMARK.match(text[end : following[0].start]):
        return following[0]
    if preceding:
        return preceding[-1]
    inside = [h for h in hits if h.start < end and pos < h.end]
    if inside:
        return inside[0]
    return following[0] if following else None


def find_figures(
    clause: str,
    lang: str | None,
    *,
    benchmarks: list[BenchmarkHit],
    masked: list[Span],
    sentence_benchmark: BenchmarkId | None,
    inherited: BenchmarkId | None,
    measured: bool = False,
) -> list[Figure]:
    """The figures in ``clause``; ``masked`` spans (model names, benchmark names, hardware)
    hold digits that are not results. Benchmarks are looked for in the clause, then in the
    sentence (``sentence_benchmark``), then, for an explicit score or result, in the
    paragraph before (``inherited``). ``measured``: the clause gives a named tester's
    result ("Il obtient 69,8 %"), like a verb of measuring does."""
    figures: list[Figure] = []
    tokens = [t for t in iter_numbers(clause, lang) if not overlaps((t.start, t.end), masked)]
    speed_ctx = union("SPEED_WORDS").search(clause) is not None
    latency_ctx = union("LATENCY_WORDS").search(clause) is not None
    memory_ctx = union("MEMORY_WORDS").search(clause) is not None
    score_ctx = union("SCORE_WORDS").search(clause) is not None or bool(RESULT_WORDS.search(clause))
    compares = union("COMPARATIVES").search(clause) is not None
    # "Epoch AI re-ran the benchmark and measured 93.1%": a result of the benchmark above.
    measures = (
        measured
        or union("MEASUREMENT_VERBS").search(clause) is not None
        or union("BENCHMARK_WORDS").search(clause) is not None
    )
    skip_next = False
    for i, tok in enumerate(tokens):
        if skip_next:
            skip_next = False
            continue
        after = clause[tok.end : tok.end + 40]
        before = clause[max(0, tok.start - 12) : tok.start]
        range_to = None
        # "368.73-370.96 TPS", "30 to 100 tokens per second": one figure with a range.
        if i + 1 < len(tokens) and RANGE_JOIN.match(clause[tok.end : tokens[i + 1].start]):
            nxt = tokens[i + 1]
            range_to = nxt.value
            after = clause[nxt.end : nxt.end + 40]
            skip_next = True
        elif i + 1 < len(tokens) and COORDINATED.match(clause[tok.end : tokens[i + 1].start]):
            # "680 and 515 tokens/s", "680和515 token/s": the unit written once is shared.
            after = clause[tokens[i + 1].end : tokens[i + 1].end + 40]
        end = tokens[i + 1].end if range_to is not None else tok.end
        raw = clause[tok.start : end]
        if tok.value < 0:
            continue  # "Abweichungen von −8,7 Punkten": a signed difference, never a result
        if SPEED_DIFFERENCE_AFTER.match(after):
            continue  # "rund 219 Token pro Sekunde weniger als angegeben": a difference
        if CURRENCY_BEFORE.search(before) or CURRENCY_AFTER.match(after):
            continue
        wide_before = clause[max(0, tok.start - 30) : tok.start]
        if RANK_BEFORE.search(before) or NOT_A_SCORE_AFTER.match(after):
            continue
        if NOT_A_SCORE_BEFORE.search(wide_before) or _is_spread(clause, tok.start):
            continue
        if USAGE_BEFORE.search(clause[max(0, tok.start - 50) : tok.start]):
            continue  # "GPU utilisation at 95%": a resource's share, not a result
        if before.endswith(("^", "@")) or SETTING_BEFORE.search(wide_before):
            continue  # "pass^1", "pass@1", "a block size of 32": a setting, not a result
        if _numbers_a_section(clause, tok, after) or DATE_PART.match(after):
            continue
        if _names_a_release(tok, before, after):
            continue
        figure = _classify(
            tok, raw, end, after, before, range_to, speed_ctx, latency_ctx, memory_ctx
        )
        if figure is not None:
            figures.append(figure)
            continue
        if SKIP_AFTER.match(after) or _is_date_or_year(clause, tok):
            continue
        if _counts_items(clause, end, benchmarks) or DENOMINATOR_BEFORE.search(wide_before):
            continue
        percent = PERCENT_AFTER.match(after)
        points = POINTS_AFTER.match(after)
        if not (percent or points) and _names_a_version(tok, before):
            continue
        near = _nearest_benchmark(benchmarks, clause, tok.start, end, 90)
        bench = near.id if near else None
        in_parens = before.rstrip().endswith("(") and after.lstrip().startswith(")")
        # "The firm ran SWE-bench Verified twice. It got 61.0 and 61.4": a named tester's
        # bare result is a score on the benchmark just named, as a percentage would be.
        bare = measured and tok.value <= 100 and BARE_RESULT_AFTER.match(after) is not None
        if bench is None and (percent or points or score_ctx or compares or in_parens or bare):
            bench = sentence_benchmark
            if bench is None and (
                score_ctx or points or in_parens or ((percent or bare) and measures)
            ):
                bench = inherited
        if bench is None:
            continue
        unit = "%" if percent else ("points" if points else None)
        if unit is None and tok.value > 5000:
            continue
        figures.append(
            Figure(tok.start, end, raw, tok.value, unit, FigureKind.SCORE, bench, range_to)
        )
    figures += _word_ratios(clause, speed_ctx, masked)
    return sorted(figures, key=lambda f: f.start)


#: Between a spread's name and its value: "écart-type 0,9", "La deviazione standard tra le
#: esecuzioni è di 0,8": at most 60 characters, no comma or full stop, and no other number
#: but a count of items ("die Unsicherheit bei GPQA Diamond wegen der nur 198 Fragen bei
#: rund 2,6 Punkten").
_SPREAD_GAP = re.compile(r"^(?:[^\d.,;!?]|\d+\s+(?=[^\W\d]+))*$")


#: Between a spread's name and a number, what makes the number something else: a contrast
#: ("ma il nostro risultato medio è 74,8"; "the standard deviation of a model's average
#: score is around 1.5" is a spread).
_RESULT_IN_GAP = re.compile(
    r"\b(?:but|however|whereas|aber|jedoch|mais|pero|mas|ma|però)\b|但|而|不过", re.IGNORECASE
)
#: Repeats of a run, counted between a spread's name and its value: "across the 5 runs".
_RUN_WORDS = re.compile(
    r"^[\s-]?(?:runs|seeds|passes|Läufen?|Durchläufen?|passages|ejecuciones|execuções"
    r"|esecuzioni|次)\b",
    re.IGNORECASE,
)
#: After a count, what may link a spread's name to its value: "wegen der nur 198 Fragen bei
#: rund", "across the 5 runs was", "sur 198 questions d'environ" (not "sind die", "landet bei").
_SPREAD_LINK = re.compile(
    r"^[\s,]*(?:(?:bei|um|von|at|of|is|was|around|about|roughly|rund|etwa|liegt|lag|de|d['’]"
    r"|est|était|environ|es|fue|era|de|unos|é|foi|era|cerca|di|è|circa|ca\.|约|为|是)\s*)*$",
    re.IGNORECASE,
)


def _is_spread(clause: str, pos: int) -> bool:
    """A standard deviation or spread, not a result ("(écart-type 0,9)", "desvio-padrão
    1,2", "标准差0.8"): its name comes shortly before the number, with no number between."""
    window = clause[max(0, pos - 80) : pos]
    names = list(union("SPREAD_WORDS").finditer(window))
    gap = window[names[-1].end() :] if names else ""
    if not names or len(gap) > 60 or _SPREAD_GAP.match(gap) is None:
        return False
    if _RESULT_IN_GAP.search(gap):
        return False  # "Il margine d'errore su 198 domande è ampio ma il nostro risultato è"
    counts = list(re.finditer(r"\d+", gap))
    if not all(
        COUNT_NOUN_AFTER.match(gap[m.end() :]) or _RUN_WORDS.match(gap[m.end() :]) for m in counts
    ):
        return False
    if not counts:
        return True
    # after a count and its noun, only a link to the value: "198 Fragen bei rund"
    noun = COUNT_NOUN_AFTER.match(gap[counts[-1].end() :]) or _RUN_WORDS.match(
        gap[counts[-1].end() :]
    )
    return noun is not None and _SPREAD_LINK.match(gap[counts[-1].end() + noun.end() :]) is not None


#: A month's number in "12/2026" or "04/2026": part of a date or a report's number.
DATE_PART = re.compile(r"^/(?:19|20)\d{2}\b")


#: Words for a bar set before a test: what a result must reach, not a result.
BAR_WORDS = (
    r"(?:\b(?:acceptance\s+criteri(?:on|a)|pass(?:ing)?\s+(?:bars?|marks?)|thresholds?"
    r"|cut-?offs?|target\s+values?|expected\s+values?|seuils?|valeurs?\s+attendues?"
    r"|crit[èe]res?\s+d['’]acceptation|Schwell\w*|Zielwert\w*|Abnahmekriteri\w*|umbral(?:es)?"
    r"|criterios?\s+de\s+aceptaci[óo]n|limiar(?:es)?|crit[ée]rios?\s+de\s+aceita[çc][ãa]o"
    r"|sogli[ae]|criteri[oi]?\s+di\s+accettazione)\b|验收标准|阈值|目标值|预期值)"
)
#: A sentence labelled as a bar set for a test states what a result must reach, not a
#: result: "Acceptance criterion for the pilot, agreed with procurement: SWE-bench Verified
#: 70.0", "Seuil fixé avant les mesures : 470", "验收标准：80.0". Only the label form, a bar
#: word opening the sentence and a colon after it; ``states_a_bar`` also wants no measuring.
BAR_OPENING = re.compile(rf"^\W*{BAR_WORDS}[^.;:：。\d]{{0,80}}[:：]", re.IGNORECASE)


def states_a_bar(sentence: str) -> bool:
    """Is the sentence a bar's label ("Threshold for the pilot: 70.0") with no measuring in
    it ("Threshold for the pilot: 70.0; we measured 74.9" reports a result)?"""
    bar = BAR_OPENING.match(sentence)
    return (
        bar is not None
        and union("MEASUREMENT_VERBS").search(sentence) is None
        # "Seuil atteint : nous avons mesuré ...", "Threshold: we got 74.9": the writer reports
        and union("FIRST_PERSON_SUBJECTS").search(sentence, bar.end()) is None
    )


def _names_a_release(tok: NumberToken, before: str, after: str) -> bool:
    """ "vLLM 0.11", "build 1.1": the serving stack's or the release's version, not a
    score."""
    raw = tok.raw.strip()
    stack = SERVING_STACK_BEFORE.search(before) is not None and _VERSION.fullmatch(raw)
    release = VERSION_WORD_BEFORE.search(before) is not None and _RELEASE_VERSION.fullmatch(raw)
    return bool(stack or release) and _UNIT_AFTER.match(after) is None


def _numbers_a_section(clause: str, tok: NumberToken, after: str) -> bool:
    """ "3. Resultados", "**2) Method**", a thread's "3/" or "**4/7**": a section's, a list
    item's or a post's number opening the line, not a result."""
    return (
        re.fullmatch(r"\W*", clause[: tok.start]) is not None
        and re.match(r"^(?:[.)]\s+\D|/(?:\d{1,2})?[*_»\"]*(?:\s|$))", after) is not None
        and tok.raw.strip().isdigit()
    )


def _counts_items(clause: str, end: int, benchmarks: list[BenchmarkHit]) -> bool:
    """A count of a test's items, not a score: "500 MATH-500 problems", "500 MATH-500-Aufgaben",
    "450 of 500 questions". The number is followed by the benchmark's name and a noun for its
    items, or by "of" and another number."""
    out_of = COUNT_OUT_OF.match(clause[end:])
    if out_of is not None:
        total = end + out_of.end()
        return _names_items(clause[total:]) or _counts_items(clause, total, benchmarks)
    gap = re.match(r"\s+", clause[end:])
    at = end + (gap.end() if gap else 0)
    hit = next((h for h in benchmarks if h.start == at and gap), None)
    return hit is not None and COUNT_NOUN_AFTER.match(clause[hit.end :]) is not None


def _names_items(after: str) -> bool:
    """The text after a number says it counts items ("500 problems", "500 Aufgaben")."""
    return COUNT_NOUN_AFTER.match(after) is not None or SKIP_AFTER.match(after) is not None


def _names_a_version(tok: NumberToken, before: str) -> bool:
    """ "the Terminus 2 agent", "Round 3": a single digit right after a capitalised word is
    part of a name, not a result (a score that small would carry a unit)."""
    raw = tok.raw.strip()
    return raw.isdigit() and len(raw) == 1 and NAME_BEFORE.search(before) is not None


def _classify(
    tok: NumberToken,
    raw: str,
    end: int,
    after: str,
    before: str,
    range_to: float | None,
    speed_ctx: bool,
    latency_ctx: bool,
    memory_ctx: bool,
) -> Figure | None:
    """Figures recognised by their unit alone (speed, ratio, latency, memory)."""
    if SPEED_AFTER.match(after) or (
        ZH_PER_SECOND_BEFORE.search(before) and ZH_TOKEN_AFTER.match(after)
    ):
        return Figure(tok.start, end, raw, tok.value, "tok/s", FigureKind.SPEED, None, range_to)
    if speed_ctx and RATIO_AFTER.match(after):
        value = range_to if range_to is not None else tok.value
        return Figure(tok.start, end, raw, value, "x", FigureKind.RATIO, None, None)
    lat = LATENCY_AFTER.match(after)
    if latency_ctx and lat:
        unit = "ms" if lat.group(0).strip().lower().startswith("ms") else "s"
        return Figure(tok.start, end, raw, tok.value, unit, FigureKind.LATENCY, None, range_to)
    if memory_ctx and MEMORY_AFTER.match(after):
        return Figure(tok.start, end, raw, tok.value, "GB", FigureKind.MEMORY, None, range_to)
    return None


_WORD_RATIO = re.compile(
    r"(?<![\w])(" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")"
    r"(?:\s*" + TIMES_WORDS + r"|mal)(?![A-Za-z])",
    _I,
)


def _word_ratios(clause: str, speed_ctx: bool, masked: list[Span]) -> list[Figure]:
    """ "five times as fast", "zehnmal schneller", "十倍": ratios written in words."""
    if not speed_ctx:
        return []
    out = []
    for m in _WORD_RATIO.finditer(clause):
        if overlaps(m.span(), masked):
            continue
        value = float(NUMBER_WORDS[m.group(1).lower()])
        out.append(Figure(m.start(), m.end(), m.group(0), value, "x", FigureKind.RATIO, None))
    return out
