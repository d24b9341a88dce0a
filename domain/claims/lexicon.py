"""Multilingual cue lexicons (regular-expression fragments), one entry per language.

Data only: the detectors that use them are in ``attribution.py``, ``modality.py`` and
``stance.py``. Every table is keyed by language (en, de, fr, es, pt, it, zh). Detectors match
the union of all languages, because articles quote each other across languages ("SWE-bench
Verified", an English quote in a German article); only the morphological hedges (French
"-rait", Italian "-rebbe", ...) are restricted to the text's own language.

Patterns are compiled case-insensitively; ``(?-i:...)`` marks the parts that must keep
their case (the pronoun "I", "Meta", "METR").

Conventions: ``W`` is "one word and a space", used to allow a few words in between.
"""

from __future__ import annotations

W = r"(?:[\w'’-]+\s+)"
Lexicon = dict[str, tuple[str, ...]]


def words(text: str) -> frozenset[str]:
    """A set of space-separated words (keeps long word lists readable)."""
    return frozenset(text.split())


# ---------------------------------------------------------------------------------------
# Attribution
# ---------------------------------------------------------------------------------------

#: Verbs and constructions of reported speech. Who speaks is decided by the entity next
#: to the verb (vendor, evaluator, competitor, leak source); an unknown speaker repeating a
#: figure is treated as repeating the vendor.
REPORTING_VERBS: Lexicon = {
    "en": (
        r"\b(?:says?|said|claims?|claimed|reports?|reported|announce[sd]?|states|stated"
        # not Italian "sono state eseguite", "erano state prese"
        r"|(?<!sono\s)(?<!erano\s)(?<!siano\s)(?<!fossero\s)(?<!essere\s)(?<!sarebbero\s)state"
        r"|asserts?|asserted|touts?|touted|boasts?|boasted|promises?|promised|insists?"
        r"|maintains?|writes?|wrote|told|tells|advertises?|publish(?:es|ed)|posted"
        r"|cites?|cited|describes?|described|presents?|presented|showcased?|highlight(?:s|ed)"
        r"|unveil(?:s|ed)|touting|according to|as (?:reported|stated|claimed) by|promised)\b",
    ),
    "de": (
        r"\b(?:sagt|sagte|sagten|erklärt|erklärte|behauptet|behauptete|teilt\w*|gibt\s+an"
        r"|gab\s+an|angibt|angab|angegeben\w*|berichtet\w*|verkündet\w*|wirbt|warb|spricht"
        r"|sprach|laut|zufolge"
        r"|nach\s+(?:eigenen\s+)?Angaben|verspricht|versprach|versprochen\w*|meldet\w*"
        r"|präsentiert\w*)\b",
    ),
    "fr": (
        r"\b(?:affirm(?:e|ent|é|ait)|déclar(?:e|ent|é|ait)|assur(?:e|ent|é|ait)"
        r"|annonc(?:e|ent|é|ait)|indiqu(?:e|ent|é|ait)|revendiqu(?:e|ent|é|ait)"
        r"|prétend(?:ent|ait)?|selon|d['’]après|expliqu(?:e|ent|é)|avance|promet(?:tent)?"
        r"|annonçai(?:t|ent)"
        r"|vant(?:e|ent)|rapport(?:e|ent)|promis(?:es?)?|déclarée?s?|revendiquée?s)\b",
    ),
    "es": (
        r"\b(?:afirm(?:a|an|ó|aron)|asegur(?:a|an|ó|aron)|declar(?:a|an|ó|aron)"
        r"|anunci(?:a|an|ó|aron)|indic(?:a|an|ó|aron)|sostien(?:e|en)|sostuvo|según"
        r"|de acuerdo con|explic(?:a|ó)|promet(?:e|ió)|presume|report(?:a|ó|an)|dice|dijo"
        r"|señal(?:a|ó|an)|prometid[oa]s?|declarad[oa]s?|divulgad[oa]s?|anunciad[oa]s?)\b",
    ),
    "pt": (
        r"\b(?:afirm(?:a|am|ou|aram)|garant(?:e|em|iu)|declar(?:a|ou)|anunci(?:a|ou)"
        r"|indic(?:a|ou)|diz|dizem|disse|de acordo com|conforme|divulg(?:a|ou)|aleg(?:a|ou)"
        r"|relat(?:a|ou)|promet(?:e|eu)|prometid[oa]s?|declarad[oa]s?|divulgad[oa]s?"
        r"|anunciad[oa]s?"
        r"|segundo\s+(?:(?:a|o|os|as)\s+)?(?=(?-i:[A-Z])|empresa|companhia|fabricante))\b",
    ),
    "it": (
        r"\b(?:afferm(?:a|ano|ato)|dichiar(?:a|ano|ato)|sostien(?:e|ono)|annunci(?:a|ato)"
        r"|riferisc(?:e|ono)|spieg(?:a|ano)|promett(?:e|ono)|vant(?:a|ano)|stando a|a detta di"
        r"|promess[oaie]|dichiarat[oaie]|divulgat[oaie]"
        r"|secondo\s+(?:(?:il|la|lo|i|gli|le|l['’])\s*)?(?=(?-i:[A-Z])|azienda|società|quanto))\b",
    ),
    "zh": (r"(?<![数证依占])据(?!点|说)|根据|表示|宣称|声称|称|介绍|透露|指出|发布|公布|号称",),
}

#: Verbs that put a figure on record without asserting it ("the 66% the company listed for
#: GPT-5 mini", "la cifra que cita la empresa"). Too common to mean "says" on their own, they
#: attribute a figure only when a known speaker (the vendor, "the company", an evaluator,
#: another lab) stands right next to them.
CITING_VERBS: Lexicon = {
    "en": (r"\b(?:lists?|listed|quotes?|quoted|gives|gave|puts?|pegs?|pegged)\b",),
    "de": (r"\b(?:listet\w*|nennt|nannte\w*|genannt\w*|beziffert\w*|führt\w*\s+auf)\b",),
    "fr": (r"\b(?:liste|listait|listé\w*|cite|citait|cité\w*|chiffr(?:e|ait|é\w*)|mentionn\w+)\b",),
    "es": (r"\b(?:lista|listaba|listad\w+|cita|citaba|citad\w+|cifra|cifraba|mencion\w+)\b",),
    "pt": (r"\b(?:lista|listava|listad\w+|cita|citava|citad\w+|mencion\w+)\b",),
    "it": (
        r"\b(?:elenc(?:a|ava|at\w)|cit(?:a|ava|at\w)|indic(?:a|ava|at\w)|riport(?:a|ava|at\w))\b",
    ),
    "zh": (r"列出|列举|给出|标注|引用",),
}


def _not_after(words: str) -> str:
    """Lookbehinds that keep a verb from matching the noun it is spelt like, after the
    determiners and prepositions that introduce that noun ("chaque mesure", "ogni misura")."""
    return r"(?<!\w)" + "".join(rf"(?<!\b{w} )" for w in words.split("|"))


_NOT_AFTER_FR_DETERMINER = _not_after(
    "chaque|une|la|cette|sa|leur|notre|toute|en|sur|à|dans|une seule"
)
_NOT_AFTER_IT_DETERMINER = _not_after(
    "ogni|una|la|questa|sua|ciascuna|nella|in|su|a|della|alcuna|nessuna"
)


#: Verbs of measuring: like reporting verbs, the entity next to them decides the source
#: ("Artificial Analysis measured" is independent, "Inception measured" is the vendor).
#: Publishing one's own test counts as measuring ("published its evaluation of", "a publié
#: son évaluation", "ha pubblicato le proprie misure").
MEASUREMENT_VERBS: Lexicon = {
    "en": (
        r"\b(?:measured|benchmarked|clocked|re-?ran|ran|tested|evaluated|replicated|reproduced"
        r"|re-?tested|(?:has|have)\s+(?:now\s+)?(?:re-?)?run)\b",
        # the present of news copy ("MathArena measures 62.5%"): the subject next to it decides
        r"\b(?:measures|clocks|re-?runs|re-?tests|replicates|reproduces)\b",
        r"\b(?:published|released|posted)\s+(?:its|their)\s+(?:own\s+)?(?:evaluation|tests?"
        r"|measurements|benchmark\s+results|test\s+results|replication)\b",
    ),
    "de": (
        r"\b(?:maß|maßen|gemessen|nachgemessen|testete|testeten|getestet|ließ\w*\s+laufen"
        r"|misst|messen)\b",
        r"\bveröffentlicht\w*\s+(?:seine|ihre)\s+(?:eigenen\s+)?(?:Messungen|Messergebnisse"
        r"|Evaluierung|Testergebnisse|Tests)\b",
    ),
    "fr": (
        r"\b(?:a|ont)\s+(?:mesuré|testé|évalué|fait\s+tourner|exécuté|refait|reproduit"
        r"|répliqué|vérifié|réévalué)\b",
        # "Kagi mesure 61,2": a present after its subject, not the noun ("chaque mesure")
        _NOT_AFTER_FR_DETERMINER
        + r"(?:mesure|mesurent)\s+(?!de\b|des\b|du\b|d['’]|la\b|le\b|les\b|est\b|a\b)",
        r"\b(?:a|ont)\s+publié\s+(?:\w+\s+)?(?:son|sa|ses|leurs?)\s+(?:propres?\s+)?(?:évaluation"
        r"|mesures|tests|essais)\b",
    ),
    "es": (
        r"\b(?:midió|midieron|probó|probaron|evaluó|evaluaron|ejecutó|ejecutaron|repitió"
        r"|repitieron|reprodujo|reprodujeron|(?:ha|han)\s+(?:medido|probado|evaluado|repetido"
        r"|reproducido|replicado|ejecutado|puesto\s+a\s+prueba)|mide|miden)\b",
        r"\bpublic(?:ó|aron)\s+(?:\w+\s+)?(?:su|sus)\s+(?:propias?\s+)?(?:evaluación|mediciones"
        r"|pruebas)\b",
    ),
    "pt": (
        r"\b(?:mediu|mediram|testou|testaram|avaliou|avaliaram|rodou|rodaram|executou|refez"
        r"|refizeram|reproduziu|reproduziram|replicou|aferiu|aferiram|mede|medem)\b",
        r"\bpublic(?:ou|aram)\s+(?:\w+\s+)?(?:a\s+|as\s+|o\s+|os\s+)?(?:sua|suas|seu|seus)"
        r"\s+(?:próprias?\s+)?(?:avaliação|medições|testes)\b",
    ),
    "it": (
        r"\b(?:ha|hanno)\s+(?:misurato|testato|valutato|eseguito|fatto\s+girare|ripetuto"
        r"|riprodotto|replicato|verificato|rifatto)\b",
        _NOT_AFTER_IT_DETERMINER
        + r"(?:misura|misurano)\s+(?!di\b|del\b|della\b|dei\b|delle\b|in\b|è\b|ha\b)",
        r"\b(?:ha|hanno)\s+pubblicato\s+(?:\w+\s+)?(?:la\s+sua|le\s+sue|le\s+proprie|la\s+propria"
        r"|i\s+propri|i\s+suoi)\s+(?:valutazione|misure|misurazioni|prove|test)\b",
    ),
    "zh": (
        r"测得|测出|实测显示|跑了|运行了",
        r"发布了(?:其|自己的)?(?:对[^，。]{1,30}的)?(?:评测|测试)(?:结果|报告)",
    ),
}

#: Prepositional reported speech ("according to X"): it covers the whole clause.
ACCORDING_TO: Lexicon = {
    "en": (r"\baccording to\b", r"\bas (?:reported|stated|claimed) by\b", r"\bciting\b"),
    "de": (r"\blaut\b", r"\bzufolge\b", r"\bnach\s+(?:eigenen\s+)?Angaben\b", r"\bQuelle:"),
    "fr": (r"\bselon\b", r"\bd['’]après\b"),
    "es": (r"\bsegún\b", r"\bde acuerdo con\b", r"\bconforme a\b"),
    "pt": (
        r"\bde acordo com\b",
        r"\bsegundo\s+(?:(?:a|o|os|as)\s+)?(?=(?-i:[A-Z])|empresa|companhia|fabricante)",
    ),
    "it": (
        r"\bstando a\b",
        r"\ba detta di\b",
        r"\bsecondo\s+(?:(?:il|la|lo|i|gli|le|l['’])\s*)?(?=(?-i:[A-Z])|azienda|società)",
    ),
    "zh": (r"(?<![数证依占])据(?!点|说)", r"根据"),
}

#: Generic words that refer to the model's maker ("the company", "l'entreprise").
COMPANY_WORDS: Lexicon = {
    "en": (
        r"\bthe\s+(?:company|firm|start-?up|lab|laboratory|developers?|makers?|vendor|team"
        r"|authors|creators?|researchers behind)\b",
        r"\bits\s+(?:developers?|creators?|makers?|authors)\b",
    ),
    "de": (
        r"\b(?:das\s+Unternehmen|der\s+Konzern|die\s+Firma|das\s+Start-?up|der\s+Hersteller"
        r"|der\s+Anbieter|die\s+Entwickler|die\s+Autoren|das\s+Team)\b",
    ),
    "fr": (
        r"\b(?:l['’]entreprise|la\s+société|la\s+start-?up|le\s+laboratoire|l['’]éditeur"
        r"|les\s+auteurs|le\s+groupe|la\s+firme|le\s+fabricant|l['’]équipe)\b",
    ),
    "es": (
        r"\b(?:la\s+empresa|la\s+compañía|la\s+firma|la\s+startup|el\s+laboratorio"
        r"|la\s+tecnológica|los\s+autores|los\s+desarrolladores|el\s+equipo|el\s+fabricante)\b",
    ),
    "pt": (
        r"\b(?:a\s+empresa|a\s+companhia|a\s+startup|o\s+laboratório|os\s+autores"
        r"|a\s+desenvolvedora|a\s+fabricante|a\s+equipe)\b",
    ),
    "it": (
        r"(?:\bl['’]azienda|\bla\s+società|\bla\s+startup|\bil\s+laboratorio|\bgli\s+autori"
        r"|\bil\s+gruppo|\bgli\s+sviluppatori|\bil\s+team)\b",
    ),
    "zh": (r"该公司|公司方面|官方|研发团队|(?<!维护)团队|作者|厂商",),
}

#: Words that by themselves mark a figure as the vendor's (advertised, model card, demo).
VENDOR_CLAIM_WORDS: Lexicon = {
    "en": (
        r"\b(?:advertised|promoted|promotional|touted|marketing|press\s+release|announcement"
        r"|benchmark\s+card|model\s+card|technical\s+report|tech\s+report|release\s+notes"
        r"|self-reported|vendor-reported|officially|demo(?:\s+video)?|showcase"
        r"|(?:launch|release)\s+(?:post|blog|announcement|event|video|materials?|page)"
        r"|official\s+(?:figures?|numbers?|benchmarks?|results?|scores?|blog)"
        r"|(?:its|their)\s+own\s+(?:figures?|numbers?|benchmarks?|results?|tests?|evaluations?)"
        r"|internal\s+(?:tests?|benchmarks?|evaluations?|testing)|claimed|claims?"
        r"|(?:vendor|company|maker|manufacturer)['’]s\s+(?:own\s+)?(?:[\w-]+\s+)?(?:figures?"
        r"|numbers?|results?|scores?)"
        r"|the\s+paper['’]?s?|the\s+authors['’]?)\b",
    ),
    "de": (
        r"\b(?:beworben\w*|angepriesen\w*|Herstellerangaben?|eigenen\s+Angaben|offiziell\w*"
        r"|Ankündigung|Pressemitteilung|technische[nr]?\s+Bericht|Modellkarte|Demo\w*"
        r"|selbst\s+berichtet\w*)\b",
        r"\bQuelle:",
    ),
    "fr": (
        r"\b(?:annoncé\w*|revendiqu\w*|officiel\w*|communiqué|fiche\s+technique"
        r"|rapport\s+technique|démo\w*|auto-déclar\w*)\b",
    ),
    "es": (
        r"\b(?:anunciad[oa]s?|promocionad\w*|oficial(?:es|mente)?|comunicado|informe\s+técnico"
        r"|autodeclarad\w*|demostración|demo)\b",
    ),
    "pt": (
        r"\b(?:anunciad[oa]s?|oficia(?:l|is)|oficialmente|comunicado|relatório\s+técnico"
        r"|autodeclarad\w*|demonstração|demo)\b",
    ),
    "it": (
        r"\b(?:annunciat[oaie]|ufficial[ei]|ufficialmente|comunicato|rapporto\s+tecnico"
        r"|autodichiarat\w*|demo)\b",
    ),
    "zh": (r"官方|宣称|号称|发布会|官宣|自称|自报|宣传|演示|技术报告|模型卡|据介绍",),
}

#: Vendor markers that also describe a test setup: "the official weights", "le point d'accès
#: officiel", "官方BF16权重", "settings recommended in the model card". Next to SETUP_WORDS
#: they say how a test was run, not whose figure follows.
SETUP_PRONE_VENDOR_WORDS: Lexicon = {
    "en": (r"\bofficial\w*|\bmodel\s+card|\btechnical\s+report|\brelease\s+notes",),
    "de": (r"\boffiziell\w*|\bModellkarte|\btechnische[nr]?\s+Bericht",),
    "fr": (r"\bofficiel\w*|\bfiche\s+technique|\brapport\s+technique",),
    "es": (r"\boficial\w*|\binforme\s+técnico",),
    "pt": (r"\boficia\w*|\brelatório\s+técnico",),
    "it": (r"\bufficial\w*|\brapporto\s+tecnico",),
    "zh": (r"官方|模型卡|技术报告",),
}

#: What a test is run with: weights, endpoints, harnesses, settings, recommended parameters.
SETUP_WORDS: Lexicon = {
    "en": (
        r"\b(?:weights|checkpoints?|API|endpoints?|harness|scaffold|repo(?:sitory)?|settings"
        r"|parameters|config\w*|framework|code|scripts?|containers?|recommend\w*|sampling"
        r"|temperature|prompts?|templates?|runners?|samplers?|engine|runtime|inference\s+stack"
        r"|quants?|quanti[sz]ed|quanti[sz]ations?|builds?|chat\s+template|INT4|BF16)\b",
    ),
    "de": (
        r"\b(?:Gewicht\w*|Checkpoints?|API|Endpunkt\w*|Harness|Repository|Einstellung\w*"
        r"|Parameter\w*|Konfiguration\w*|Framework|Code|Skript\w*|empfohlen\w*|Sampling"
        r"|Runner|Sampler|Engine|Vorlage|Chat-Vorlage|Build)\b",
    ),
    "fr": (
        r"\b(?:poids|API|points?\s+d['’]accès|harnais|dépôt|paramètres|réglages|configuration"
        r"|code|scripts?|recommand\w+|échantillonnage|moteur|échantillonneur|runner|modèle\s+de"
        r"\s+chat)\b",
    ),
    "es": (
        r"\b(?:pesos|API|endpoints?|repositorio|ajustes|parámetros|configuraci[oó]n|código"
        r"|scripts?|recomendad\w+|muestreo|motor|runner|muestreador|plantilla)\b",
    ),
    "pt": (
        r"\b(?:pesos|API|endpoints?|repositório|ajustes|parâmetros|configuraç\w+|código"
        r"|scripts?|recomendad\w+|amostragem|motor|runner|amostrador|template)\b",
    ),
    "it": (
        r"\b(?:pesi|API|endpoint|repository|impostazioni|parametri|configurazion\w+|codice"
        r"|script|consigliat\w+|raccomandat\w+|campionamento|motore|runner|campionatore"
        r"|template)\b",
    ),
    "zh": (
        r"权重|检查点|API|接口|框架|代码|仓库|脚本|镜像|参数|配置|设置|推荐|采样|推理引擎|运行器",
    ),
}

#: What a writer's own test sends or reports: "we launched 30 requests", "nous publions nos
#: résultats", "presentamos los resultados". After a launch verb it makes the verb a tester's,
#: not a vendor's (see VENDOR_VOICE).
_TEST_OBJECT = (
    r"(?!\s+(?:[\w'’-]+\s+){0,2}?(?:\d|tests?\b|testing|requests|prompts|queries|runs\b"
    r"|results|measurements|harness|questions|tasks|pruebas|peticiones|solicitudes|consultas"
    r"|preguntas|tareas|resultados|mediciones|testes|requisições|pedidos|perguntas|tarefas"
    r"|medições|prove\b|richieste|domande|compiti|risultati|misurazioni|requêtes|tâches"
    r"|résultats|mesures|essais|Anfragen|Fragen|Aufgaben|Ergebnisse|Messung))"
)

#: The vendor speaking in the first person about its own model (a vendor page).
VENDOR_VOICE: Lexicon = {
    "en": (
        r"\bour\s+(?:new\s+|latest\s+|newest\s+|most\s+\w+\s+|first\s+|own\s+|next\s+)*"
        r"(?:model|models|release|LLM|LLMs|system|work|family)\b",
        r"\bwe(?:['’]re|\s+are)\s+(?:releasing|introducing|launching|excited|proud|announcing"
        r"|open-sourcing|exploring|making|sharing|bringing)\b" + _TEST_OBJECT,
        r"\bwe\s+(?:release[d]?|introduce[d]?|launch(?:ed)?|present(?:ed)?|built|trained"
        r"|developed|designed|had\s+shipped|shipped)\b" + _TEST_OBJECT,
        r"\btoday,?\s+we\b",
    ),
    "de": (
        r"\bunser(?:e|em|en|er)?\s+(?:neue[snm]?\s+)?(?:Modell|Modelle|KI|Sprachmodell)\b",
        r"\bwir\s+(?:stellen|präsentieren|veröffentlichen|haben\s+\w+\s+trainiert)\b"
        + _TEST_OBJECT,
    ),
    "fr": (
        r"\bnotre\s+(?:nouveau\s+)?modèle\b",
        r"\bnous\s+(?:présentons|lançons|publions|dévoilons)\b" + _TEST_OBJECT,
    ),
    "es": (r"\bnuestro\s+(?:nuevo\s+)?modelo\b", r"\b(?:presentamos|lanzamos)\b" + _TEST_OBJECT),
    "pt": (r"\bnosso\s+(?:novo\s+)?modelo\b", r"\b(?:apresentamos|lançamos)\b" + _TEST_OBJECT),
    "it": (
        r"\bil\s+nostro\s+(?:nuovo\s+)?modello\b",
        r"\b(?:presentiamo|lanciamo)\b" + _TEST_OBJECT,
    ),
    "zh": (r"我们的模型|我们(?:推出|发布|开源)了?(?!\d|\s*\d|测试|请求|结果)",),
}

#: Third parties described generically (independent testers, users who report...).
INDEPENDENT_PHRASES: Lexicon = {
    "en": (
        r"\b(?:benchmark|leaderboard)\s+(?:maintainers|curators|organi[sz]ers)\b",
        r"\bindependent(?:ly)?\s+(?:" + W + r"){0,1}(?:tests?|testing|testers?|evaluat\w+"
        r"|benchmark\w*|measure\w*|analys\w+|researchers?|reviewers?|runs?|labs?|assessments?"
        r"|checks?|replicat\w+|reproduc\w+|results?)\b",
        r"\bthird[-\s]part(?:y|ies)\s+(?:" + W + r"){0,1}(?:evaluat\w+|tests?|testing|testers?"
        r"|benchmark\w*|measure\w*|analys\w+|leaderboards?|labs?|runs?|results?|reviewers?"
        r"|checks?)\b",
        r"\b(?:outside|external)\s+(?:testers|evaluators|researchers|reviewers)\b",
        r"\b(?:testers|users|reviewers|developers|early\s+adopters|community\s+members"
        r"|redditors|practitioners|benchmarkers)\s+(?:have\s+)?(?:report\w*|found|find|say|said"
        r"|measured|observed|noted|complain\w*|confirm\w*|point\w*\s+out|discovered|saw)\b",
        r"\b(?:community|hands-on)\s+(?:tests?|testing|benchmarks?|evaluations?|runs?)\b",
    ),
    "de": (
        r"\b(?:Benchmark|Leaderboard|Ranglisten)-?(?:Maintainer\w*|Betreuer\w*)",
        r"\bunabhängige[nrsm]?\s+(?:[\w]+-)?(?:Tests?|Tester\w*|Messung\w*|Prüf\w+|Evaluierung\w*"
        r"|Bewertung\w*|Benchmarks?|Forsch\w+|Analys\w+|Stellen|Institut\w*|Labor\w*)",
        r"\b(?:Nutzer|Anwender|Tester|Entwickler)(?:innen)?\s+(?:berichte\w*|melde\w*|klage\w*"
        r"|stellte?n?\s+fest|fanden|finden|beobachte\w*|bestätig\w*)",
        r"\bDrittanbieter\w*",
        r"\b(?:im|in\s+einem)\s+(?:eigenen\s+|ersten\s+|kurzen\s+)?(?:Praxis)?[Tt]est"
        r"\s+(?:von|der|des)\s+(?-i:[A-Z])",
        r"\bexterne[nr]?\s+(?:Tester|Prüfer|Evaluierung\w*)",
    ),
    "fr": (
        r"\b(?:mainteneurs|responsables)\s+du\s+(?:benchmark|classement)\b",
        r"\b(?:tests?|testeurs?|évaluations?|évaluateurs?|mesures?|chercheurs?|benchmarks?"
        r"|laboratoires?)\s+indépendant\w*",
        r"\b(?:utilisateurs|testeurs|développeurs)\s+(?:rapportent|signalent|constatent"
        r"|ont\s+constaté|observent|affirment|notent|racontent)",
        r"\b(?:évaluateur|laboratoire|organisme)s?\s+tiers\b",
    ),
    "es": (
        r"\b(?:mantenedores|responsables)\s+del\s+(?:benchmark|ranking|clasificaci[oó]n)\b",
        r"\b(?:pruebas|evaluadores|evaluaciones|mediciones|investigadores|probadores|testers"
        r"|laboratorios|benchmarks)\s+independientes\b",
        r"\b(?:usuarios|probadores|desarrolladores|testers)\s+(?:reportan|informan|señalan"
        r"|dicen|afirman|se\s+quejan|han\s+detectado|detectaron|observan|comprobaron|confirman)",
        r"\bde\s+terceros\b",
    ),
    "pt": (
        r"\b(?:mantenedores|responsáveis)\s+(?:do|pelo)\s+(?:benchmark|ranking)\b",
        r"\b(?:testes|avaliadores|avaliações|medições|pesquisadores|laboratórios|benchmarks)"
        r"\s+independentes\b",
        r"\b(?:usuários|utilizadores|testadores|desenvolvedores)\s+(?:relatam|reportam|dizem"
        r"|afirmam|apontam|notaram|observaram|confirmam|reclamam)",
        r"\bde\s+terceiros\b",
    ),
    "it": (
        r"\b(?:curatori|manutentori|responsabili)\s+del(?:la)?\s+(?:benchmark|classifica)\b",
        r"\b(?:test|valutatori|valutazioni|misurazioni|ricercatori|tester|laboratori|benchmark)"
        r"\s+indipendenti\b",
        r"\b(?:utenti|tester|sviluppatori)\s+(?:raccontano|riportano|segnalano|lamentano"
        r"|dicono|affermano|notano|hanno\s+notato|osservano|confermano)",
        r"\bterze\s+parti\b",
    ),
    "zh": (
        r"(?:榜单|基准|评测基准)(?:维护团队|维护者|维护方|方)",
        r"实测|独立(?:[\u4e00-\u9fff]{0,4}?)(?:测试|评测|评估|机构|研究人员|实验室)|独立第三方"
        r"|第三方(?:测试|评测|机构|评估|榜单)"
        r"|(?:用户|网友|开发者|测试者)们?(?:反映|反馈|表示|吐槽|发现|实测)|盲测",
    ),
}

#: Third-party bodies that test models: universities, research groups, computing centres,
#: test labs, evaluation and audit firms. Named as the subject of a measuring verb ("a group
#: at Northfield University has run", "la Universidad de Zaragoza ha repetido") they are an
#: independent party; they are not taken as speakers of reported speech, where a vendor's
#: founders or partners are often described by their university.
THIRD_PARTY_BODIES: Lexicon = {
    "en": (
        r"\b(?:universit(?:y|ies)|research\s+(?:group|lab|laboratory|institute)|computing"
        r"\s+cent(?:re|er)|(?:test|testing|evaluation|audit|benchmarking)\s+(?:lab|laboratory"
        r"|firm|company|start-?up)|independent\s+(?:researcher|developer|engineer))\b",
    ),
    "de": (
        r"\b(?:Universität|Hochschule|TU|Arbeitsgruppe|Forschungsgruppe|Rechenzentrum"
        r"|Testlabor|Prüflabor|Evaluationsfirma|Prüfinstitut|Forschungsinstitut"
        r"|unabhängige[rn]?\s+(?:Forscher\w*|Entwickler\w*))\b",
    ),
    "fr": (
        r"\b(?:université|groupe\s+de\s+recherche|centre\s+de\s+calcul|laboratoire\s+(?:de"
        r"\s+recherche|d['’]essais|universitaire)|chercheur\w*\s+indépendant\w*)\b",
    ),
    "es": (
        r"\b(?:universidad|grupo\s+de\s+investigación|centro\s+de\s+(?:cálculo|computación"
        r"|supercomputación)|laboratorio\s+(?:de\s+pruebas|universitario)"
        r"|investigador(?:a|es)?\s+independientes?)\b",
    ),
    "pt": (
        r"\b(?:universidade|grupo\s+de\s+pesquisa|centro\s+de\s+computação|laboratório"
        r"\s+(?:de\s+testes|universitário)|pesquisador(?:a|es)?\s+independentes?)\b",
    ),
    "it": (
        r"\b(?:università|gruppo\s+di\s+ricerca|centro\s+di\s+calcolo|laboratorio"
        r"\s+(?:di\s+prova|universitario)|ricercat(?:ore|rice|ori)\s+indipendent[ei])\b",
    ),
    "zh": (r"大学|研究组|课题组|计算中心|超算中心|评测机构|测评机构|独立研究者",),
}

#: "según sus mediciones", "according to their measurements", "nach ihren Messungen": a
#: possessive that refers back to the party of the clause before (see ``find_cues``).
POSSESSIVE_MEASURES: Lexicon = {
    "en": (r"\s+(?:their|its|his|her)\s+(?:own\s+)?(?:measurements?|tests?|runs?|results?)\b",),
    "de": (r"\s+(?:ihren|seinen)\s+(?:eigenen\s+)?(?:Messungen|Tests|Ergebnissen)\b",),
    "fr": (r"\s+(?:ses|leurs?)\s+(?:propres\s+)?(?:mesures|tests|essais|résultats)\b",),
    "es": (r"\s+(?:sus?)\s+(?:propi[oa]s\s+)?(?:mediciones|pruebas|medición|resultados)\b",),
    "pt": (r"\s+(?:suas?|seus?)\s+(?:próprio?a?s?\s+)?(?:medições|testes|resultados)\b",),
    "it": (
        r"\s+(?:le\s+sue|i\s+suoi|le\s+loro|i\s+loro)\s+(?:misurazioni|test|prove"
        r"|risultati)\b",
    ),
    "zh": (r"(?:其|他们的|她的|他的)(?:测试|实测|测量)",),
}

#: A sentence opening on someone's own tests ("In his test, the Mac reached 17 tokens per
#: second", "Laut seinen Messungen"): the tester the sentence before was about measured.
#: Only a person's or a group's possessive: "its tests" may be the model's or the vendor's.
POSSESSIVE_TEST_OPENING: Lexicon = {
    "en": (
        r"(?:in|during|from|according\s+to)\s+(?:his|her|their)\s+(?:own\s+)?(?:tests?|runs?"
        r"|measurements?|benchmarks?|testing|trials?)(?![-\w])",
    ),
    "de": (
        r"(?:in|bei|nach|laut)\s+(?:seinem|seinen|ihrem|ihren)\s+(?:eigenen\s+)?(?:Tests?"
        r"|Messungen|Durchl[äa]ufen?|Versuchen|Benchmarks)(?![-\w])",
    ),
    "fr": (
        r"(?:dans|lors\s+de|selon|d['’]après)\s+(?:ses|leurs?)\s+(?:propres\s+)?(?:tests|essais"
        r"|mesures)(?![-\w])",
    ),
    "es": (
        r"(?:en|según|durante)\s+sus\s+(?:propias\s+)?(?:pruebas|mediciones|tests|ensayos)"
        r"(?![-\w])",
    ),
    "pt": (
        r"(?:nos|nas|segundo|de\s+acordo\s+com)\s+(?:(?:os|as)\s+)?(?:seus|suas)\s+"
        r"(?:próprios\s+|próprias\s+)?(?:testes|medições|ensaios)(?![-\w])",
    ),
    "it": (
        r"(?:nei|nelle|secondo\s+(?:i|le))\s+(?:suoi|sue|loro)\s+(?:test|prove|misurazioni)"
        r"(?![-\w])",
    ),
    "zh": (r"(?:在|据|根据)?(?:他|她|他们|她们)的(?:测试|实测|测量)",),
}

#: The writer (or the writer's team) measuring: "I measured", "in our tests".
FIRST_PERSON_MEASUREMENT: Lexicon = {
    "en": (
        # not a hypothesis: "If I ran the INT4 build I'd expect ..."
        r"(?<![Ii]f\s)\b(?-i:I|we|We)\s+(?:have\s+|had\s+|then\s+|also\s+|first\s+)?(?:measured|tested"
        r"|benchmarked|ran|run|re-?ran|timed|clocked|got|saw|seen|observed|recorded|used"
        r"|tried|evaluated|reproduced|replicated|get|reproduce|replicate)\b"
        # "We reproduce its key sections below": republishing a text, not re-running a test
        r"(?!\s+(?:(?:it|its|the|their|this|that|his|her|some|parts?\s+of)\s+)?(?:key\s+|main\s+)?"
        r"(?:sections?|text|passages?|excerpts?|extracts?|table|document|memo|letter|statement"
        r"|paragraphs?|parts?|summary|below|here|in\s+full|as\s+is|verbatim|unchanged)\b)",
        # "We attempted to reproduce", "I set out to measure"
        r"\b(?-i:I|we|We)\s+(?:attempted|tried|set\s+out|sought|decided)\s+to\s+(?:reproduce"
        r"|replicate|measure|test|verify|re-?run|check|benchmark)\b",
        # the writer's newsroom or team: "our team measured", "our lab ran it"
        r"\bour\s+(?:team|lab|editors|newsroom|staff|testers?|test\s+team)\s+(?:has\s+|have\s+)?"
        r"(?:measured|tested|ran|re-?ran|benchmarked|timed|clocked|evaluated|reproduced)\b",
        r"\b(?:gave|got)\s+me\b",
        # "We spent the past week running it", "I spent Saturday benchmarking it"
        r"\b(?-i:I|we|We)\s+spent\s+(?:" + W + r"){0,4}(?:running|testing|benchmarking"
        r"|measuring|re-?running|evaluating)\b",
        # "on my card", "on our harness": the writer's own hardware or test setup
        r"\bon\s+(?:our|my)\s+(?:own\s+)?(?:harness|card|GPU|machine|rig|box|node|cluster"
        r"|hardware|setup|system|bench)\b",
        r"\b(?:my|our)\s+(?:own\s+)?(?:numbers|figures)\b",
        # forum speak: "I'm on a 5070 Ti (16 GB)", "Got 97 on my 4090", "55.1 here"
        r"\b(?-i:I['’]m|I\s+am)\s+on\s+(?:an?\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?:RTX\s+)?(?:\d{4}"
        r"(?:\s?Ti)?|[HBA]\d{2,3}|GB\d{3}|L40S?|MI\d{3}X?|M\d\s+(?:Max|Ultra|Pro))\b",
        r"\bon\s+my\s+(?:own\s+)?(?:RTX\s+)?(?:\d{4}(?:\s?Ti)?|[HBA]\d{2,3}|MI\d{3}X?)\b",
        r"(?<=\d)(?:\s?(?:tok/s|t/s|tokens/s|%))?\s+here\b"
        r"(?!\s+(?:is|are|was|were|in|on|from|at|of|for|by|according))",
        r"\bmy\s+(?:own\s+)?(?:tests?|testing|measurements?|runs?|benchmarks?|setup|results?)\b",
        r"\bin\s+(?:our|my)\s+(?:own\s+)?(?:tests?|testing|benchmarks?|measurements?|runs?"
        r"|trials?|experiments?|evaluations?)\b",
        r"\bour\s+(?:own\s+)?(?:[\w-]+,?\s+){0,2}(?:tests?|testing|runs?|measurements?"
        r"|evaluations?|analysis|benchmarking|estimates?|confidence\s+intervals?)\b",
    ),
    "de": (
        r"\b(?:ich|wir)\s+(?:haben\s+|habe\s+|hab(?:['’]s)?\s+)?(?:\w+\s+){0,3}?(?:gemessen"
        r"|getestet|nachgemessen|ausprobiert|maßen|testeten|gebenchmarkt)\b",
        r"\b(?:unser(?:e)?\s+(?:Team|Redaktion|Labor|Testteam))\s+(?:hat\s+)?(?:\w+\s+){0,4}?"
        r"(?:gemessen|getestet|nachgemessen|maß|testete)\b",
        r"\b(?:haben|habe)\s+(?:ich|wir)\s+(?:" + W + r"){0,4}(?:gemessen|getestet"
        r"|nachgemessen)\b",
        # the participle at the end of the clause: "wir haben die INT4-Fassung ... getestet"
        r"\b(?:ich|wir)\s+(?:haben|habe)\s+(?:[\w'’.,-]+\s+){1,14}(?:gemessen|getestet"
        r"|nachgemessen|ausprobiert|gebenchmarkt|(?:durch)?laufen\s+lassen)\b",
        r"\bunsere[nm]?\s+(?:eigenen?\s+)?(?:Tests?|Messung\w*|Benchmarks?|Messreihe\w*"
        r"|Durchläuf\w*)\b",
        r"\b(?:wir\s+kamen|kamen\s+wir)\s+auf\b",
        r"\b(?:ich\s+komme|komme\s+ich|wir\s+kommen|kommen\s+wir)\b(?:\s+[\w-]+){0,6}?\s+auf\b",
        r"\bbei\s+mir\b(?!\s+(?:nicht|kein))",
        r"\bmeine[nm]?\s+(?:Tests?|Messung\w*)\b",
        # "in unserem Testlabor", "auf meinem Rechner": the writer's own lab or machine
        r"\b(?:in|auf|mit)\s+(?:unsere[mr]|meine[mr])\s+(?:eigenen\s+)?(?:Testlabor|Labor"
        r"|Rechner|System|Testsystem|Karte|Grafikkarte|PC|Cluster)\b",
    ),
    "fr": (
        r"\b(?:nous\s+avons|j['’]ai)\s+(?:" + W + r"){0,2}(?:mesuré|testé|évalué|obtenu"
        r"|chronométré|relevé|reproduit|refait|exécuté|lancé|fait\s+(?:passer|tourner))"
        r"(?:e|s|es)?\b",
        r"\bnos\s+(?:propres\s+)?(?:\w+\s+)?(?:tests|mesures|essais|relevés|évaluations"
        r"|passes|exécutions)\b",
        # after a preposition, not the Portuguese "nos benchmarks" ("in the benchmarks")
        r"\b(?:dans|sur|selon|d['’]après|de|pour)\s+nos\s+(?:propres\s+)?(?:\w+\s+)?"
        r"(?:benchmarks|séries)\b",
        # the present of reporting one's result: "nous obtenons 95,1", "j'obtiens 57,9"
        r"\b(?:nous\s+(?:obtenons|mesurons|relevons|arrivons\s+à)|j['’]obtiens|je\s+mesure)\b",
        r"\bnotre\s+(?:propre\s+)?(?:test|mesure|banc\s+d['’]essai)\b",
        r"\bnotre\s+(?:équipe|rédaction|laboratoire)\s+a\s+(?:\w+\s+)?(?:mesuré|testé|évalué)\b",
        r"\bmes\s+(?:propres\s+)?(?:tests|mesures|essais)\b",
        r"\bchez\s+moi\b",
        r"\b(?:sur|dans)\s+(?:notre|ma|mon)\s+(?:propre\s+)?(?:machine|carte|banc|laboratoire"
        r"|infrastructure|grappe|serveur)\b",
    ),
    "es": (
        r"\b(?:hemos|he)\s+(?:medido|probado|comprobado|evaluado|obtenido|cronometrado"
        r"|ejecutado|corrido|reproducido|repetido)\b",
        r"\b(?:medimos|probamos|comprobamos|obtuvimos|evaluamos|ejecutamos|corrimos"
        r"|reprodujimos|repetimos)\b",
        # first person singular preterite: "probé Clover", "medí 503", "obtuve 57,4 %"
        r"\b(?:medí|probé|comprobé|obtuve|ejecuté|repetí|reproduje)\b",
        r"\b(?:obtenemos|llegamos\s+a|obtengo|mido)\b",
        r"\bnuestr[oa]\s+(?:equipo|redacción|laboratorio)\s+(?:ha\s+)?(?:midió|medido|probó"
        r"|probado|evaluó|evaluado)\b",
        r"\bnuestr[oa]s\s+(?:propi[oa]s\s+)?(?:pruebas|mediciones|tests|ensayos|evaluaciones)\b",
        r"\bnuestra\s+(?:propia\s+)?(?:prueba|medición)\b",
        r"\bmis\s+(?:propias\s+)?(?:pruebas|mediciones)\b",
        r"\ben\s+mi\s+(?:equipo|máquina|tarjeta|GPU|servidor|PC)\b",
        # "he aprovechado para comprobar la cifra", "decidí medirlo"
        r"\b(?:he|hemos)\s+(?:aprovechado|decidido|querido|intentado)\s+(?:para\s+)?"
        r"(?:comprobar|medir|probar|reproducir|verificar)\w*",
        # the result given to the writer: "a mí me da un 95 %", "me salió 430"
        r"\b(?:me|nos)\s+(?:da|dio|dieron|sale|salió|salen|salieron)\b",
    ),
    "pt": (
        r"\b(?:medimos|testamos|avaliamos|obtivemos|rodamos|executamos|reproduzimos)\b",
        r"\b(?:nossa\s+(?:equipe|equipa|redação)|nosso\s+(?:time|laboratório))\s+"
        r"(?:mediu|testou|avaliou|rodou|executou)\b",
        r"\b(?:nossos|nossas|meus|minhas)\s+(?:próprios\s+|próprias\s+)?(?:testes|medições"
        r"|avaliações|ensaios)\b",
        r"\bnossa\s+(?:própria\s+)?(?:medição|avaliação)\b",
        r"\bna\s+minha\s+(?:máquina|placa|GPU|workstation)\b|\bno\s+meu\s+(?:PC|servidor)\b",
        r"\b(?:eu\s+)?(?:medi|testei)\b",
        r"\b(?:obtemos|chegamos\s+a|obtenho|meço)\b",
        # first person singular preterite: "obtive 57,4%", "rodei o Qwen", "fui conferir"
        r"\b(?:obtive|rodei|reproduzi|repliquei|conferi|cronometrei|usei|fui\s+conferir|corri"
        r"|executei|fiquei-me\s+pel[oa]s?)\b(?!-)",  # not "reproduzi-lo": an infinitive
        r"\bdecidi\s+(?:" + W + r"){0,2}(?:reproduzir|testar|medir|conferir|verificar)\b",
        r"\b(?:me|nos)\s+(?:deu|deram|dá)\b|\bdeu-me\b",
    ),
    "it": (
        r"\babbiamo\s+(?:" + W + r"){0,2}(?:misurato|testato|provato|valutato|ottenuto"
        r"|rilevato|eseguito|ripetuto|riprodotto|fatto\s+girare)\b",
        r"\bho\s+(?:misurato|testato|provato|rilevato|ottenuto|verificato|usato)\b",
        r"\b(?:il\s+nostro\s+(?:team|laboratorio)|la\s+nostra\s+(?:redazione|squadra))\s+ha\s+"
        r"(?:misurato|testato|provato|valutato)\b",
        r"\b(?:mi|ci)\s+(?:dà|danno|ha\s+dato|hanno\s+dato)\b",
        r"\b(?:nostri|nostre|miei|mie)\s+(?:test|prove|misurazioni|valutazioni)\b",
        r"\b(?:otteniamo|misuriamo|arriviamo\s+a|ottengo|misuro)\b",
        r"^\W*da\s+me\b|\bsulla\s+mia\s+(?:scheda|macchina|GPU|workstation)\b",
    ),
    "zh": (
        r"我们(?:在[^。，,；;]{0,40})?(?:实测|测试了|测得|跑了|评测了|复现了)"
        r"|我(?:实测|测试了|测得|跑了)|笔者(?:实测|测试)|我们的(?:测试|实测|评测)"
        # "我自己也是这张卡，就周末认真测了一下", "我测出来 93 左右": later in the sentence
        r"|我(?:自己)?[^。；;！？!?“”\"]{0,30}?(?:测了一下|测了|测出来?|测试了一下|跑了一下)"
        r"|本站(?:实测|测试|评测)|我们(?:团队|编辑部)(?:实测|测试了|测得)",
    ),
}

#: The vendor's own testing, whoever writes about it: "internal tests", "nos tests internes",
#: "in unseren internen Tests", "pruebas internas", "官方实测". A first person or "实测" inside
#: it is the vendor's team, never an independent tester.
INTERNAL_TESTS: Lexicon = {
    "en": (
        r"\b(?:internal|in-house)\s+(?:[\w-]+\s+){0,1}(?:tests?|testing|benchmarks?"
        r"|benchmarking|evaluations?|measurements?|runs|trials)\b",
    ),
    "de": (
        r"\b(?:intern(?:e[nrms]?)?|hauseigene[nrms]?)\s+(?:Tests?|Messung\w*|Benchmarks?"
        r"|Evaluierung\w*|Prüfung\w*|Testläuf\w*)",
        r"\b(?:eigenen|hauseigenen)\s+Messungen\s+des\s+(?:Herstellers|Anbieters|Unternehmens)",
    ),
    "fr": (
        r"\b(?:tests|essais|mesures|évaluations|benchmarks)\s+(?:[\w'’-]+\s+){0,1}internes\b",
        r"\ben\s+interne\b",
    ),
    "es": (
        r"\b(?:pruebas|mediciones|evaluaciones|tests|ensayos|benchmarks)\s+internas?\b",
        r"\binternamente\b",
    ),
    "pt": (
        r"\b(?:testes|medições|avaliações|ensaios|benchmarks)\s+intern[oa]s\b",
        r"\binternamente\b",
    ),
    "it": (
        r"\b(?:test|prove|misurazioni|valutazioni|benchmark)\s+intern[ie]\b",
        r"\binternamente\b",
    ),
    "zh": (r"(?:官方|内部|厂商|自家|原厂)(?:实测|测试|评测|测得|跑分)",),
}

#: Between the vendor's name and a measuring word, naming the vendor's own people:
#: "DiffuSpace's engineers measured", "DiffuSpace团队实测", "l'équipe de DiffuSpace a mesuré".
VENDOR_TEAM_BEFORE: Lexicon = {
    "en": (r"^(?:['’]s)?\s*(?:own\s+)?(?:team|engineers|researchers|testers|staff|lab)?\s*$",),
    "de": (r"^-?\s*(?:Team|Ingenieur\w*|Forscher\w*|Entwickler\w*)?\s*$",),
    "fr": (r"^\s*$",),
    "es": (r"^\s*$",),
    "pt": (r"^\s*$",),
    "it": (r"^\s*$",),
    "zh": (r"^\s*(?:的)?\s*(?:团队|工程师|研究团队|研发团队|技术团队|内部)?\s*$",),
}

#: The writer speaking as the vendor: "we at DiffuSpace", "nous, chez DiffuSpace", "wir bei
#: DiffuSpace", "nosotros en DiffuSpace", "noi di DiffuSpace", "nós da DiffuSpace",
#: "我们DiffuSpace团队". Matched right before the vendor's name.
WE_AT_VENDOR: Lexicon = {
    "en": (r"\b(?:we|us)\s*,?\s+(?:here\s+)?at\s+$", r"\bhere\s+at\s+$"),
    "de": (r"\bwir\s*,?\s+(?:hier\s+)?(?:bei|von)\s+$", r"\bhier\s+bei\s+$"),
    "fr": (r"\bnous\s*,?\s+(?:chez|à)\s+$", r"\bici\s*,?\s+chez\s+$"),
    "es": (r"\bnosotr[oa]s\s*,?\s+(?:en|de)\s+$", r"\baquí\s*,?\s+en\s+$"),
    "pt": (r"\bnós\s*,?\s+(?:na|no|da|do)\s+$", r"\baqui\s*,?\s+na\s+$"),
    "it": (r"\bnoi\s*,?\s+(?:di|della|del|in)\s+$", r"\bqui\s*,?\s+(?:in|da)\s+$"),
    "zh": (r"我们\s*$",),
}

#: "At DiffuSpace, we measured", "Chez DiffuSpace, nous avons mesuré", "Bei DiffuSpace haben
#: wir": the place before the vendor's name (AT_VENDOR) and the first person right after it
#: (VENDOR_WE_AFTER, matched from the end of the name).
AT_VENDOR: Lexicon = {
    "en": (r"(?:^|[.;:!?]\s*|\b)(?:here\s+)?at\s+$",),
    "de": (r"\b(?:hier\s+)?bei\s+$",),
    "fr": (r"\b(?:ici\s*,?\s+)?chez\s+$",),
    "es": (r"\b(?:aquí\s*,?\s+)?en\s+$",),
    "pt": (r"\b(?:aqui\s*,?\s+)?na\s+$",),
    "it": (r"\b(?:qui\s*,?\s+)?(?:in|da|presso)\s+$",),
    "zh": (r"在\s*$",),
}
VENDOR_WE_AFTER: Lexicon = {
    "en": (r"\s*,?\s*(?:we|our)\b",),
    "de": (r"\s*,?\s*(?:wir|haben\s+wir|messen\s+wir|testen\s+wir|unser\w*)\b",),
    "fr": (r"\s*,?\s*(?:nous|notre|nos)\b",),
    "es": (r"\s*,?\s*(?:nosotr[oa]s\b|nuestr[oa]s?\b|\w+(?:amos|emos|imos)\b)",),
    "pt": (r"\s*,?\s*(?:nós\b|noss[oa]s?\b|\w+(?:amos|emos|imos)\b)",),
    "it": (r"\s*,?\s*(?:noi\b|abbiamo\b|\w+iamo\b|(?:il|la|i|le)\s+nostr[oaie]\b)",),
    "zh": (r"[\s,，]*我们",),
}


#: A table column holding the writer's own measurements: "Measured (us)", "Mesuré (nous)",
#: "Unsere Messung", "Medido por nosotros", "实测". A column header naming a party (the
#: vendor, an evaluator) is read with the ordinary cues first.
TABLE_HEADER_OWN: Lexicon = {
    "en": (
        r"\b(?:measured|obtained|observed|reproduced|replicated|re-?run|ours"
        r"|(?:our|my)\s+(?:\w+\s+)?(?:runs?"
        r"|results?|measurements?|scores?|tests?)|(?-i:we|us))\b",
    ),
    "de": (
        r"\b(?:gemessen|nachgemessen|ermittelt|erzielt|beobachtet|reproduziert|unser\w*"
        r"|(?-i:wir|uns)|eigene\w*)\b",
    ),
    "fr": (r"\b(?:mesuré\w*|obtenu\w*|observé\w*|reprodui\w*|répliqué\w*|nous|notre|nos)\b",),
    "es": (
        r"\b(?:medid[oa]s?|obtenid[oa]s?|observad[oa]s?|reproducid[oa]s?|replicad[oa]s?"
        r"|nosotros|nuestr[oa]s?|medí|medimos"
        r"|(?-i:yo))\b",
    ),
    "pt": (
        r"\b(?:medid[oa]s?|obtid[oa]s?|observad[oa]s?|reproduzid[oa]s?|replicad[oa]s?|nós"
        r"|noss[oa]s?)\b",
    ),
    "it": (
        r"\b(?:misurat[oaie]|ottenut[oaie]|osservat[oaie]|riprodott[oaie]|replicat[oaie]|noi"
        r"|nostr[oaie])\b",
    ),
    "zh": (r"实测|我们|复现|本站|自测|测得|复测",),
}

#: A section number before a heading: "3. Results", "2.1 Méthode".
_SECTION_NO = r"(?:\d+(?:\.\d+)*\.?\s+)?"

#: A heading that opens the results or the method of a test ("Results", "How we ran it",
#: "Ergebnisse", "Résultats", "Resultados", "Risultati", "测试结果"): under it, an independent
#: report carried from the paragraph before goes on (see ``analyze``).
RESULTS_HEADINGS: Lexicon = {
    "en": (
        rf"^\W*{_SECTION_NO}(?:the\s+)?(?:results?|findings|numbers|measurements|setup|methodology|method"
        r"|test\s+setup|benchmark\s+results?)\b",
    ),
    "de": (
        rf"^\W*{_SECTION_NO}(?:die\s+)?(?:Ergebnisse?|Messergebnisse?|Resultate|Messwerte|Testaufbau"
        r"|Methodik|Messungen)\b",
    ),
    "fr": (
        rf"^\W*{_SECTION_NO}(?:les\s+)?(?:résultats?|mesures|protocole|méthodologie|méthode)\b",
    ),
    "es": (
        rf"^\W*{_SECTION_NO}(?:los\s+|las\s+)?(?:resultados?|mediciones|metodología|configuración)\b",
    ),
    "pt": (
        rf"^\W*{_SECTION_NO}(?:os\s+|as\s+)?(?:resultados?|medições|metodologia|configuração)\b",
    ),
    "it": (
        rf"^\W*{_SECTION_NO}(?:i\s+|le\s+)?(?:risultat[oi]|misurazioni|metodologia|configurazione)\b",
    ),
    "zh": (rf"^\W*{_SECTION_NO}(?:测试|实测|评测)?(?:结果|成绩|环境|方法)",),
}

#: A heading or an inline label that opens results ("Results", "**Risultati.**", "Ergebnis:",
#: "What I got"): after the writer has said it tested, the figures under it are the
#: writer's own (see ``analyze``). Narrower than RESULTS_HEADINGS: no setup or method.
RESULTS_LABELS: Lexicon = {
    "en": (
        rf"^\W*{_SECTION_NO}(?:the\s+)?(?:results?|findings|numbers|measurements|benchmark\s+results?"
        r"|what\s+(?:I|we)\s+(?:got|measured|found))\b",
    ),
    "de": (
        rf"^\W*{_SECTION_NO}(?:die\s+)?(?:Ergebnisse?|Messergebnisse?|Resultate|Messwerte|Messungen)\b",
    ),
    "fr": (
        rf"^\W*{_SECTION_NO}(?:les\s+)?(?:résultats?|mesures|ce\s+que\s+nous\s+avons\s+mesuré)\b",
    ),
    "es": (rf"^\W*{_SECTION_NO}(?:los\s+|las\s+)?(?:resultados?|mediciones|lo\s+que\s+medimos)\b",),
    "pt": (
        rf"^\W*{_SECTION_NO}(?:os\s+|as\s+)?(?:resultados?|medições|o\s+que\s+(?:obtive|medimos))\b",
    ),
    "it": (
        rf"^\W*{_SECTION_NO}(?:i\s+|le\s+)?(?:risultat[oi]|misurazioni|cosa\s+abbiamo\s+misurato)\b",
    ),
    "zh": (rf"^\W*{_SECTION_NO}(?:测试|实测|评测)?(?:结果|成绩)",),
}

#: A table column holding the vendor's figures ("Vendor", "Claimed", "Herstellerangabe",
#: "Annoncé", "Oficial", "Dichiarato", "官方"): never the writer's own, whatever the row says.
TABLE_HEADER_VENDOR: Lexicon = {
    "en": (r"\b(?:vendor|claimed|claim|official|reported|advertised|stated|published)\b",),
    "de": (r"(?:Hersteller\w*|Angabe\w*|offiziell\w*|angegeben|veröffentlicht\w*)",),
    "fr": (r"\b(?:éditeur|fabricant|annoncé\w*|officiel\w*|revendiqué\w*|publié\w*)",),
    "es": (r"\b(?:fabricante|oficial\w*|anunciad\w*|declarad\w*|publicad\w*)",),
    "pt": (r"\b(?:fabricante|oficia\w*|anunciad\w*|divulgad\w*|publicad\w*)",),
    "it": (r"\b(?:produttore|ufficial\w*|dichiarat\w*|annunciat\w*|pubblicat\w*)",),
    "zh": (r"官方|厂商|宣称",),
}

#: A table column holding an outside party's run: "Maintainers' run", "Independent
#: rerun", "Unabhängige Messung", "Mesure indépendante", "Medición de terceros", "第三方复测".
#: Read only after the header's ordinary cues, so a named party speaks for itself.
TABLE_HEADER_INDEPENDENT: Lexicon = {
    "en": (
        r"\bmaintainers?['’]?\s+(?:[\w-]+\s+){0,2}(?:runs?|results?|scores?)\b",
        r"\b(?:independent|third[-\s]party)\s+(?:re-?runs?|runs?|tests?|measurements?"
        r"|evaluations?|evals?|results?|scores?)\b",
    ),
    "de": (
        r"\b(?:unabhängige|Dritt\w*)[-\s]*(?:Messung\w*|Tests?|Nachmessung\w*|Ergebnis\w*)",
        r"\bMessung\w*\s+(?:der\s+)?Maintainer\b",
    ),
    "fr": (
        r"\b(?:mesures?|tests?|essais?|résultats?)\s+(?:indépendante?s?|des\s+mainteneurs"
        r"|de\s+tiers)\b",
    ),
    "es": (
        r"\b(?:medici[oó]n(?:es)?|pruebas?|resultados?)\s+(?:independientes?|de\s+(?:los\s+)?"
        r"(?:terceros|mantenedores))\b",
    ),
    "pt": (
        r"\b(?:medições?|medição|testes?|resultados?)\s+(?:independentes?|de\s+terceiros"
        r"|dos\s+mantenedores)\b",
    ),
    "it": (
        r"\b(?:misurazion[ei]|test|prove?|risultat[oi])\s+(?:indipendent[ei]|di\s+terzi"
        r"|dei\s+manutentori)\b",
    ),
    "zh": (r"(?:第三方|独立|维护者)(?:复测|实测|测试|评测|结果)",),
}

#: A table column the writer names as its own report: "This note", "Cette note", "Dieser
#: Bericht", "Esta nota", "Questa nota", "本文". Read so only after the writer said it tested.
TABLE_HEADER_THIS: Lexicon = {
    "en": (r"\bthis\s+(?:note|report|replication|re-?run|study|test)\b",),
    "de": (r"\b(?:dieser\s+Bericht|diese\s+(?:Notiz|Messung|Studie))\b",),
    "fr": (r"\b(?:cette\s+(?:note|étude|mesure)|ce\s+rapport)\b",),
    "es": (r"\b(?:esta\s+(?:nota|réplica|medición)|este\s+(?:informe|estudio))\b",),
    "pt": (r"\b(?:esta\s+(?:nota|medição)|este\s+(?:relatório|estudo))\b",),
    "it": (r"\b(?:questa\s+(?:nota|misurazione)|questo\s+(?:rapporto|studio))\b",),
    "zh": (r"本文|本次|本报告",),
}

#: A table column of differences, not of results ("Difference", "Δ", "Écart", "差值").
TABLE_HEADER_DIFFERENCE: Lexicon = {
    "en": (r"\b(?:difference|diff|delta|gap)\b|Δ",),
    "de": (r"\b(?:Differenz|Abweichung|Unterschied|Abstand)\b",),
    "fr": (r"\b(?:écart|différence)\b",),
    "es": (r"\b(?:diferencia|brecha)\b",),
    "pt": (r"\b(?:diferença)\b",),
    "it": (r"\b(?:differenza|scarto)\b",),
    "zh": (r"差值|差距|差异",),
}

#: Words that show a leaderboard owner is acting as the evaluator ("ranks", "榜").
LEADERBOARD_WORDS: Lexicon = {
    "en": (
        r"\b(?:leaderboards?|rankings?|ranks?|ranked|places?|placed|puts|lists|listed|votes?"
        r"|voting|blind|Elo|arena\s+score|style\s+control|standings|tops|topped|spot"
        r"|position|overall)\b|(?<!\w)#\d+",
    ),
    "de": (r"\b(?:Rangliste|Ranking|Bestenliste|Platz|Rang|Tabelle|Leaderboard)\b",),
    "fr": (r"\b(?:classement|classé\w*|place|rang|position)\b",),
    "es": (r"\b(?:clasificaci[oó]n|ranking|coloca|sitúa|puesto|lugar|posición|tabla)\b",),
    "pt": (r"\b(?:ranking|classifica\w*|coloca|posição|lugar)\b",),
    "it": (r"\b(?:classifica|posiziona|posto|ranking)\b",),
    "zh": (r"榜|排名|排行|盲测|投票|名列|位列",),
}

#: Independent evaluators. ``dual`` names are also benchmarks or leaderboards: they count as
#: the evaluator only when the clause talks about a ranking, or uses the possessive.
EVALUATORS: tuple[tuple[str, str, bool], ...] = (
    ("Artificial Analysis", r"Artificial\s?Analysis", False),
    ("Epoch AI", r"(?-i:Epoch)(?:\s?AI)?(?!\s?\d)", False),
    ("Vals AI", r"Vals(?:\.ai|\s?AI)", False),
    ("LMSYS", r"LMSYS", False),
    ("METR", r"(?-i:METR)", False),
    ("OpenRouter", r"OpenRouter", False),
    ("HELM", r"(?-i:HELM)|Stanford\s+CRFM", False),
    ("Open LLM Leaderboard", r"Open\s?LLM\s?Leaderboard", False),
    ("Sierra", r"(?-i:Sierra)(?:\s+Research)?(?!\s+Leone)", False),
    ("ZeroEval", r"ZeroEval", False),
    ("Scale AI SEAL", r"SEAL\s+leaderboards?|Scale\s?AI['’]s\s+SEAL", False),
    ("ARC Prize", r"ARC\s?Prize", False),
    ("LMArena", r"LM\s?Arena|Chatbot\s?Arena", True),
    ("LiveCodeBench", r"Live\s?Code\s?Bench", True),
    ("Fiction.LiveBench", r"Fiction[-.\s]?Live\s?Bench", True),
    ("LiveBench", r"(?<![.-])(?<!Fiction\s)Live\s?Bench", True),
    ("Aider", r"(?-i:Aider)", True),
    ("Vectara", r"(?-i:Vectara)", True),
    ("Galileo", r"(?-i:Galileo)(?=['’]?s?\s+Hallucination\s+Index)", True),
    ("Kagi", r"(?-i:Kagi)(?=['’]?s?\s+(?:LLM|benchmark))", True),
    ("EvalPlus", r"(?-i:EvalPlus)", True),
    ("BigCodeBench", r"(?-i:BigCodeBench)", True),
    ("MathArena", r"(?-i:MathArena)", True),
    ("SuperCLUE", r"(?-i:SuperCLUE)", True),
    ("OpenCompass", r"(?-i:OpenCompass)|司南", True),
    ("FlagEval", r"(?-i:FlagEval)|天秤", True),
    ("AlpacaEval", r"(?-i:AlpacaEval)", True),
    ("WildBench", r"(?-i:WildBench)", True),
    (
        "Berkeley Function Calling Leaderboard",
        r"Berkeley\s+Function[-\s]Calling\s+Leaderboard|(?-i:BFCL)",
        True,
    ),
)

#: A leaderboard named for whoever runs it: "the Placar Aberto ranking", "No ranking do
#: Placar Aberto", "la classifica di Vectara", "SuperCLUE榜单". ``{N}`` stands for the name
#: (capitalised words, or a Latin name before a Chinese board word; in German, where every
#: noun is capitalised, ``{NC}``: a name with an acronym, a digit or a capital inside, like
#: "LMU" or "OpenGPT-X"); a name that is the
#: vendor's, a model's, a lab's or a benchmark's is left out by the code that reads it.
_CAP = "[A-ZÀ-ÖØ-Þ]"  # a capital, accented ones too ("Évalia")
BOARD_NAME = rf"(?P<name>(?-i:{_CAP}[\w.+-]*(?:\s+{_CAP}[\w.+-]*){{0,3}}))"
BOARD_NAME_MARKED = (
    rf"(?P<name>(?-i:(?:{_CAP}[\w.+-]*\s+)?{_CAP}[\w.+-]*(?:{_CAP}|\d)[\w.+-]*"
    rf"(?:\s+{_CAP}[\w.+-]*)?))"
)

#: Besides the pronouns and articles ``attribution._NOT_A_NAME`` knows, capitalised words
#: that open a sentence or stand for anyone's board, not a name: "Official standings",
#: "Unser Ranking", "Notre classement", "AI榜单".
NOT_A_PARTY_NAME = words(
    """these those his her my your an each every any new latest current official overall
    public global internal independent open community final updated weekly monthly early
    first own dem den des ein eine einer unser unsere ihr ihre eigene eigenen un une notre
    nos leur leurs ce cette ces una nuestro nuestra nuestras su sus um uma nosso nossa nossos
    seu sua seus i uno nostro nostra nostri loro ai llm top api no na nos nas em im am beim
    zum zur au aux dans sur en del nel nella nello sul sulla beta alpha demo pro max preview
    gpu cpu npu gpus cpus npus tpus chips ki week woche semaine semana settimana mese mois
    mes mês month monat"""
)


NAMED_LEADERBOARDS: Lexicon = {
    "en": (
        r"\b{N}(?:['’]s)?\s+(?:leaderboard|rankings?|standings)\b",
        r"\b(?:leaderboard|rankings?|standings)\s+(?:(?:run|maintained|kept)\s+)?(?:of|by|from)"
        r"\s+(?:the\s+)?{N}",
    ),
    "de": (r"\b(?:Rangliste|Bestenliste|Leaderboard|Ranking)\s+(?:von|des|der)\s+{NC}",),
    "fr": (r"\bclassement\s+(?:de\s+la\s+|de\s+l['’]|du\s+|de\s+|d['’])?{N}",),
    "es": (r"\b(?:clasificaci[oó]n|ranking|tabla)\s+(?:de\s+la\s+|del\s+|de\s+)?{N}",),
    "pt": (r"\b(?:ranking|placar|classificação)\s+(?:do\s+|da\s+|de\s+)?{N}",),
    "it": (r"\bclassifica\s+(?:di\s+|del\s+|della\s+|dello\s+)?{N}",),
    "zh": (
        r"(?P<name>[A-Za-z][A-Za-z0-9.+-]*(?:\s[A-Z][A-Za-z0-9.+-]*)?)\s?(?:榜单|排行榜|排行|榜)",
    ),
}

#: Tests named for whoever ran them: "in Scale AI's tests", "Dans les mesures de Scale AI",
#: "nas medições da Lattice", "Lattice的实测". ``{N}`` as in NAMED_LEADERBOARDS; the same
#: names are left out (the vendor's, a model's, a lab's, a benchmark's, hardware).
NAMED_TESTS: Lexicon = {
    "en": (
        # "researchers at Scale AI", "the team from Évalia"
        r"\b(?:researchers|engineers|analysts|testers|team)\s+(?:at|of|from)\s+(?:the\s+)?{N}",
        r"\b(?:in|by|from)\s+{N}['’]s\s+(?:own\s+)?(?:tests?|testing|measurements?|runs?"
        r"|re-?runs?|evaluations?)\b",
        r"\b(?:tests?|testing|measurements?|runs?|re-?runs?|evaluations?)\s+(?:(?:carried\s+out"
        r"|run|done|conducted|performed)\s+)?(?:by|from)\s+{N}",
    ),
    "de": (
        r"\b(?:Forscher\w*|Ingenieur\w*|Tester\w*|Team)\s+(?:der|des|von|vom|bei)\s+{NC}",
        r"\b(?:Tests?|Messungen|Messung|Testläufen?|Nachmessungen)\s+(?:von|bei|durch)\s+{NC}",
    ),
    "fr": (
        r"\b(?:chercheu(?:rs|ses)|ingénieur(?:e|s|es)|analystes|équipe)\s+(?:de\s+la\s+|du\s+"
        r"|de\s+|d['’])(?-i:(?!la\b|le\b)){N}",
        r"\b(?:mesures|tests|essais|évaluations|relevés)\s+(?:(?:réalisé|effectué|mené)e?s?"
        r"\s+par\s+|de\s+la\s+|de\s+l['’]|du\s+|de\s+|d['’]|par\s+)(?-i:(?!la\b|le\b)){N}",
    ),
    "es": (
        r"\b(?:investigador(?:es|as)|ingenier[oa]s|analistas|equipo)\s+(?:de\s+la\s+|del\s+"
        r"|de\s+)(?-i:(?!la\b|el\b)){N}",
        r"\b(?:pruebas|mediciones|evaluaciones|ensayos)\s+(?:(?:realizad|hech)[oa]s\s+por\s+"
        r"|de\s+la\s+|del\s+|de\s+|por\s+)(?-i:(?!la\b|el\b)){N}",
    ),
    "pt": (
        r"\b(?:pesquisador(?:es|as)|engenheir[oa]s|analistas|equipe)\s+(?:da\s+|do\s+|de\s+){N}",
        r"\b(?:testes|medições|avaliações|ensaios)\s+(?:(?:feit|realizad)[oa]s\s+pel[oa]\s+"
        r"|da\s+|do\s+|de\s+|pel[oa]\s+){N}",
    ),
    "it": (
        r"\b(?:ricercat(?:ori|rici)|ingegner[ie]|analisti|team|squadra)\s+(?:di\s+|del\s+"
        r"|della\s+|dello\s+){N}",
        r"\b(?:prove|test|misurazioni|valutazioni)\s+(?:(?:condott|effettuat)[ei]\s+da\s+"
        r"|di\s+|del\s+|della\s+|dello\s+|da\s+){N}",
    ),
    "zh": (
        r"(?P<name>[A-Za-z][A-Za-z0-9.+-]*(?:\s[A-Z][A-Za-z0-9.+-]*)?)\s?(?:的)?(?:研究人员|研究团队|工程师)",
        # "Lattice的实测": with 的, since "AlignBench评测" names the test itself
        r"(?P<name>[A-Za-z][A-Za-z0-9.+-]*(?:\s[A-Z][A-Za-z0-9.+-]*)?)\s?的(?:实测|测试|评测|测量)",
    ),
}

#: Ties between a named party and the vendor, or a board that only copies the vendor's
#: numbers: a party named in a sentence with one of these is no evaluator ("Nimbus Cloud,
#: which holds shares in DiffuSpace", "Nube Andina, su distribuidor exclusivo", "die
#: Bestenliste übernimmt die selbst gemeldeten Werte").
PARTY_TIES: Lexicon = {
    "en": (
        r"\b(?:based\s+on|built\s+from|from)\s+(?:the\s+)?(?:figures|numbers|scores)\s+"
        r"(?:published|provided|reported|released)\s+by\b",
        r"\b(?:partners?|partnership|resellers?|distributors?|investors?|invested|shareholders?"
        r"|holds?\s+(?:a\s+)?(?:stake|shares)|customers?|clients?|sponsors?|sponsored"
        r"|early[-\s]access|self-reported|vendor-reported|as\s+(?:reported|submitted)\s+by"
        r"|submitted\s+by\s+the\s+(?:vendor|company|maker)|copies|mirrors)\b",
    ),
    "de": (
        r"\b(?:auf\s+(?:Basis|Grundlage)|anhand)\s+der\s+(?:vom\s+Hersteller\s+|von\s+den\s+"
        r"Herstellern\s+)?(?:veröffentlichten|gemeldeten|angegebenen)\b",
        r"\b(?:Partner\w*|\w*[Hh]ändler\w*|Vertrieb\w*|Investor\w*|Anteil\w*|beteiligt"
        r"|Kunde[n]?|Sponsor\w*|selbst\s+gemeldet\w*|übernimmt|übernommen|Herstellerangaben)\b",
    ),
    "fr": (
        r"\bà\s+partir\s+des\s+(?:chiffres|scores|résultats)\s+(?:publiés|fournis|communiqués"
        r"|annoncés)\s+par\b",
        r"\b(?:partenaires?|partenariat|revendeur\w*|distributeur\w*|investisseur\w*"
        r"|actionnaire\w*|clients?|sponsor\w*|autodéclar\w*|déclarés?\s+par|reprend|recopie)\b",
    ),
    "es": (
        r"\ba\s+partir\s+de\s+las\s+(?:cifras|puntuaciones)\s+(?:publicadas|facilitadas"
        r"|comunicadas|anunciadas)\s+por\b",
        r"\b(?:socios?|aliad[oa]s?|revendedor\w*|reventa|distribuidor\w*|inversor\w*|accionista\w*"
        r"|clientes?|patrocinador\w*|autodeclarad\w*|declarad[oa]s\s+por|reproduce|copia)\b",
    ),
    "pt": (
        r"\bcom\s+base\s+n[oa]s\s+(?:números|resultados|pontuações)\s+(?:divulgad|publicad"
        r"|informad)[oa]s\s+pel[oa]s?\b",
        r"\b(?:parceir\w*|revendedor\w*|revenda\w*|distribuidor\w*|investidor\w*|acionista\w*"
        r"|clientes?|patrocinador\w*|autodeclarad\w*|informad[oa]s\s+pel[oa]|reproduz|copia)\b",
    ),
    "it": (
        r"\bsulla\s+base\s+dei\s+(?:dati|numeri|punteggi)\s+(?:dichiarati|forniti|pubblicati"
        r"|comunicati)\s+da\w*\b",
        r"\b(?:partner|rivenditor\w*|distributor\w*|investitor\w*|azionist\w*|client[ei]"
        r"|sponsor\w*|autodichiarat\w*|dichiarat[ie]\s+da\w*|riprende|ricopia)\b",
    ),
    "zh": (
        r"合作伙伴|伙伴|经销商|代理商|分销|投资方|投资者|投资了|股东|客户|赞助|自报|厂商提交|照搬",
    ),
}

#: Platforms whose rankings are popularity, not evaluation ("la classifica di Hugging Face"
#: of trending models).
PLATFORMS = r"(?-i:Hugging\s?Face|ModelScope|GitHub|Reddit|Twitter|Product\s+Hunt|Kaggle)"

#: Hardware and server makers: their test benches are no evaluators ("Supermicro测试平台").
HARDWARE_MAKERS = (
    r"(?-i:Supermicro|Inspur|浪潮|Dell|HPE|Lenovo|Gigabyte|ASUS|MSI|Ascend|昇腾|Gaudi|Intel"
    r"|AMD|NVIDIA|Nvidia|Cerebras|Groq|SambaNova|Graphcore|Tenstorrent|Kunlun|昆仑|寒武纪"
    r"|Cambricon|Qualcomm|Apple\s+Silicon)"
)

#: A benchmark's own maintainers run it independently of any vendor ("the SWE-bench team",
#: "i curatori di SWE-bench", "Terminal-Bench维护团队"). OWNERS_AFTER is matched right after
#: a benchmark name (no "^": it is matched at a position), OWNERS_BEFORE right before one;
#: any benchmark in the table counts.
BENCHMARK_OWNERS_AFTER: Lexicon = {
    "en": (r"['’]?s?\s*(?:team|maintainers|curators|organi[sz]ers|creators|authors)\b",),
    "de": (r"-?\s*(?:Team|Maintainer\w*|Betreuer\w*|Macher\w*|Kurator\w*|Autor\w*)\b",),
    "zh": (r"\s*(?:维护团队|维护者|团队|作者|组织者|官方(?:榜单|排行榜|排行))",),
}
BENCHMARK_OWNERS_BEFORE: Lexicon = {
    "en": (
        r"\b(?:maintainers|curators|organi[sz]ers|creators|authors|team)\s+(?:of|behind)\s+"
        r"(?:the\s+)?$",
    ),
    "de": (
        r"\b(?:Maintainer\w*|Betreuer\w*|Macher\w*|Kurator\w*|Autor\w*|Team)\s+"
        r"(?:von|hinter|des|der)\s+(?:dem\s+|den\s+)?$",
    ),
    "fr": (
        r"\b(?:mainteneurs|responsables|curateurs|créateurs|auteurs|organisateurs|équipe)\s+"
        r"(?:de|du|d['’])\s*(?:la\s+|le\s+|l['’])?$",
    ),
    "es": (
        r"\b(?:mantenedores|responsables|curadores|creadores|autores|organizadores|equipo)\s+"
        r"(?:de|del)\s+(?:la\s+|el\s+)?$",
    ),
    "pt": (
        r"\b(?:mantenedores|responsáveis|curadores|criadores|autores|organizadores|equipe)\s+"
        r"(?:de|do|da|pelo|pela)\s+(?:o\s+|a\s+)?$",
    ),
    "it": (
        r"\b(?:curatori|manutentori|responsabili|creatori|autori|organizzatori|team)\s+"
        r"(?:di|del|della|dello)\s+(?:la\s+|il\s+|lo\s+)?$",
    ),
}

#: Model makers, to tell a competitor's assertion from the vendor's own.
LABS: tuple[tuple[str, str], ...] = (
    ("OpenAI", r"OpenAI"),
    ("Anthropic", r"Anthropic"),
    ("Google", r"Google(?:\s+DeepMind)?|DeepMind|谷歌"),
    ("Meta", r"(?-i:Meta)(?:\s+AI)?"),
    ("Microsoft", r"Microsoft|微软"),
    ("Amazon", r"Amazon"),
    ("Apple", r"(?-i:Apple)"),
    ("Alibaba", r"Alibaba|阿里巴巴|阿里|通义"),
    ("DeepSeek", r"DeepSeek|深度求索"),
    ("Moonshot AI", r"Moonshot(?:\s+AI)?|月之暗面"),
    ("Mistral AI", r"Mistral\s+AI"),
    ("xAI", r"(?-i:xAI)"),
    ("Cohere", r"Cohere"),
    ("Zhipu AI", r"Zhipu|Z\.ai|智谱"),
    ("MiniMax", r"MiniMax"),
    ("ByteDance", r"ByteDance|字节跳动|字节"),
    ("Baidu", r"Baidu|百度"),
    ("Tencent", r"Tencent|腾讯"),
    ("Inception Labs", r"Inception(?:\s+Labs)?"),
    ("IBM", r"(?-i:IBM)"),
    ("StepFun", r"StepFun|阶跃星辰"),
    ("01.AI", r"01\.AI|零一万物"),
    ("Baichuan", r"Baichuan|百川智能"),
    ("iFlytek", r"iFlytek|科大讯飞"),
    ("Xiaomi", r"Xiaomi|小米"),
    ("Meituan", r"Meituan|美团"),
    ("Ant Group", r"Ant\s+Group|蚂蚁集团"),
    ("Kuaishou", r"Kuaishou|快手"),
    ("AI21 Labs", r"AI21(?:\s+Labs)?"),
    ("Reka", r"(?-i:Reka)(?:\s+AI)?"),
    ("Nous Research", r"Nous\s+Research"),
    ("Ai2", r"(?-i:Ai2)|Allen\s+Institute(?:\s+for\s+AI)?"),
    ("Liquid AI", r"Liquid\s+AI"),
    ("Stability AI", r"Stability\s+AI"),
)

#: Hardware and hosting partners: they repeat a vendor's figures, they are not evaluators.
PARTNERS: tuple[tuple[str, str], ...] = (
    ("NVIDIA", r"NVIDIA|Nvidia|英伟达"),
    ("AMD", r"(?-i:AMD)"),
    ("Intel", r"(?-i:Intel)"),
    ("Cerebras", r"Cerebras"),
    ("Groq", r"(?-i:Groq)"),
    ("SambaNova", r"SambaNova"),
    ("Together AI", r"Together\s+AI"),
    ("Fireworks AI", r"Fireworks(?:\s+AI)?"),
    ("Hardware makers", r"(?:hardware|chip)\s+(?:makers?|vendors?|partners?)"),
)

#: Kinds of thing a model's short name can also be ("Mercury, the fintech", "o banco
#: Mercury", "金融科技公司Mercury"): a name described as one of these is not the model.
#: Only nouns that never describe an AI lab or a model are listed ("startup" is not).
NON_MODEL_ENTITIES: Lexicon = {
    "en": (
        r"fintech|bank|neobank|lender|insurer|airline|carmaker|automaker|retailer|brokerage"
        r"|planet|spacecraft|probe|rocket|band|singer|album|film|movie|restaurant|hotel|car"
        r"|brand|perfume|payments?\s+(?:company|firm|app)",
    ),
    "de": (
        r"Fintech|Bank|Neobank|Versicherer|Fluggesellschaft|Airline|Autobauer|Händler|Broker"
        r"|Planet\w*|Raumsonde|Sonde|Rakete|Band|Sänger\w*|Album|Film|Restaurant|Hotel|Auto"
        r"|Marke|Parfüm|Zahlungsdienstleister",
    ),
    "fr": (
        r"fintech|banque|néobanque|assureur|compagnie\s+aérienne|constructeur\s+automobile"
        r"|distributeur|courtier|planète|sonde|fusée|album|film|restaurant|hôtel|voiture|marque"
        r"|parfum|chanteur|chanteuse",
    ),
    "es": (
        r"fintech|banco|neobanco|aseguradora|aerolínea|fabricante\s+de\s+autos|minorista"
        r"|corredora|planeta|sonda|cohete|banda|álbum|película|restaurante|hotel|coche|marca"
        r"|perfume|cantante",
    ),
    "pt": (
        r"fintech|banco|neobanco|seguradora|companhia\s+aérea|montadora|varejista|corretora"
        r"|planeta|sonda|foguete|banda|álbum|filme|restaurante|hotel|carro|marca|perfume"
        r"|cantor|cantora",
    ),
    "it": (
        r"fintech|banca|neobanca|assicurazione|compagnia\s+aerea|casa\s+automobilistica"
        r"|rivenditore|broker|pianeta|sonda|razzo|band|album|film|ristorante|albergo|hotel|auto"
        r"|marchio|profumo|cantante",
    ),
    "zh": (
        r"金融科技公司|银行|保险公司|航空公司|车企|汽车品牌|零售商|券商|行星|探测器|火箭|乐队|歌手"
        r"|专辑|电影|餐厅|酒店|品牌|香水",
    ),
}

#: Chinese names of model families, for matching them against Latin target names.
FAMILY_TRANSLATIONS: tuple[tuple[str, str], ...] = (
    ("通义千问", "qwen"),
    ("千问", "qwen"),
    ("文心", "ernie"),
    ("混元", "hunyuan"),
    ("豆包", "doubao"),
)

#: Which lab makes which model family, for "OpenAI says GPT-4o cost ..." (a self-claim).
FAMILY_VENDORS: tuple[tuple[str, str], ...] = (
    (r"^(?:chat)?gpt|^o[1-9]\b|^4o", "OpenAI"),
    (r"^claude|^sonnet|^opus|^haiku", "Anthropic"),
    (r"^gemini|^gemma|diffusiongemma", "Google"),
    (r"^(?:code)?llama", "Meta"),
    (r"^qwen|^qwq", "Alibaba"),
    (r"^deepseek", "DeepSeek"),
    (r"^kimi", "Moonshot AI"),
    (r"^m[ia]xtral|^mistral|^codestral|^devstral|^magistral", "Mistral AI"),
    (r"^grok", "xAI"),
    (r"^phi", "Microsoft"),
    (r"^nemotron", "NVIDIA"),
    (r"^mercury", "Inception Labs"),
    (r"^glm|^chatglm", "Zhipu AI"),
    (r"^ernie", "Baidu"),
    (r"^hunyuan", "Tencent"),
    (r"^doubao|^seed", "ByteDance"),
    (r"^minimax", "MiniMax"),
    (r"^step-?\d", "StepFun"),
    (r"^yi\d", "01.AI"),
    (r"^baichuan", "Baichuan"),
    (r"^mimo", "Xiaomi"),
    (r"^jamba", "AI21 Labs"),
    (r"^olmo|^tulu", "Ai2"),
    (r"^hermes", "Nous Research"),
    (r"^lfm", "Liquid AI"),
)

#: Leaks and rumours.
LEAK_WORDS: Lexicon = {
    "en": (
        r"\b(?:leak(?:ed|s)?|leaker|insiders?|rumou?r(?:ed|s)?|unreleased\s+internal"
        r"|sources?\s+familiar)\b",
    ),
    "de": (r"\b(?:geleakt\w*|durchgesickert\w*|Leak|Insider\w*|Gerücht\w*)\b",),
    "fr": (r"\b(?:fuit(?:e|es|é|ée|ées)|rumeurs?|initiés)\b",),
    "es": (r"\b(?:filtrad[oa]s?|filtraci[oó]n\w*|rumor\w*)\b",),
    "pt": (r"\b(?:vazad[oa]s?|vazamento\w*|rumor\w*)\b",),
    "it": (r"\b(?:trapelat\w*|indiscrezion\w*|fuga\s+di\s+notizie|rumor\w*)\b",),
    "zh": (r"泄露|爆料|曝光|传闻|内部消息",),
}

# ---------------------------------------------------------------------------------------
# Negation of verification, hedges
# ---------------------------------------------------------------------------------------

_VERIF_NOUNS_EN = (
    r"(?:verification|benchmarks?|benchmarking|tests?|testing|evaluations?|results?"
    r"|confirmation|validation|measurements?|data|replications?|reviews?|checks?|audits?"
    r"|papers?|numbers|figures|scores)"
)

#: Explicit statements that the claims are not (yet) verified independently.
NEGATION_STRONG: Lexicon = {
    "en": (
        # "no independent numbers are available yet", "no third-party scores to go on"
        r"\bno\s+(?:independent|third-party|outside|external)\s+(?:numbers?|figures?|scores?"
        r"|results?|measurements?)\s+(?:(?:is|are)\s+)?(?:yet\s+)?(?:available|exists?"
        r"|to\s+go\s+on)\b",
        # nobody outside has tested; the writer could not verify (not "all figures come from
        # the vendor": a vendor's own page says so of its figures too)
        r"\b(?:no\s+one|nobody)\s+(?:outside\s+(?:of\s+)?\S+(?:\s+company)?\s+)?(?:has|have)\s+"
        r"(?:yet\s+|so\s+far\s+)?(?:been\s+able\s+to\s+)?(?:test|verif|check|run|ran|reproduc"
        r"|replicat|confirm|benchmark|measur)\w*",
        r"\b(?-i:[Ww]e|I)\s+(?:have\s*n['’o]t\s+been\s+able\s+to|were\s+unable\s+to|are\s+unable"
        r"\s+to)\s+(?:independently\s+)?(?:verify|confirm|check)\b",
        r"\b(?:not|n['’]t)\s+(?:yet\s+)?been\s+(?:checked|verified|tested|confirmed|reproduced"
        r"|replicated)\s+by\s+(?:anyone|anybody|a\s+third\s+party|third\s+parties|outsiders)\b",
        # "the claims come solely from DiffuSpace's own testing"
        r"\b(?:comes?|stems?|derives?)\s+(?:solely|only|exclusively|entirely)\s+from\b",
        # "no independent party has published its own measurements"
        r"\bno\s+(?:[\w-]+\s+){0,2}(?:independent|third-party|outside|external)\s+(?:[\w-]+\s+){0,2}"
        # not "had": "Until this morning, no independent lab had published" is over
        r"(?:has|have)\s+(?:yet\s+|so\s+far\s+|as\s+yet\s+)?(?:published|measured|tested"
        r"|reproduced|replicated|confirmed|verified|run|released|posted|shared)\b",
        r"\b(?:none|neither)\s+of\s+(?:" + W + r"){0,4}(?:has|have|had|is|are|was|were)\s+"
        r"(?:yet\s+|so\s+far\s+)?(?:been\s+)?(?:(?:checked|tested|measured)\s+(?:outside\s+"
        r"(?:the\s+)?(?:company|vendor|developer|maker|(?-i:[A-Z])[\w-]+)|by\s+(?:anyone|anybody"
        r"|third\s+parties))"
        r"|independently\s+(?:tested|benchmarked)"
        r"|(?:independently\s+)?(?:verified|confirmed|validated|replicated|reproduced"
        r"|corroborated))",
        r"\b(?:not|never)\s+(?:yet\s+)?(?:been\s+)?(?:independently|externally|separately)\s+"
        r"(?:verified|confirmed|validated|tested|reproduced|replicated|benchmarked|evaluated"
        r"|checked|audited)",
        r"\b(?:no|without|lacks?|lacking|absence\s+of|neither|nor|zero|any)\s+(?:" + W + r"){0,2}"
        r"(?:independent|third[-\s]party|external|outside|peer[-\s]reviewed)\s+(?:"
        + W
        + r"){0,2}"
        + _VERIF_NOUNS_EN,
        r"\b(?:has|have|had|is|are|was|were)\s*(?:n['’]t|\s+not)\s+(?:yet\s+)?(?:been\s+)?"
        r"(?:independently\s+)?(?:verified|confirmed|validated|replicated|reproduced"
        r"|corroborated|audited|peer[-\s]reviewed)",
        r"\b(?:no\s+one|nobody)\s+outside\s+(?:" + W + r"){0,3}(?:has|have)\s+(?:yet\s+)?"
        r"(?:independently\s+)?(?:verified|confirmed|replicated|reproduced|tested|benchmarked)",
        r"\b(?:unverified|unconfirmed|unvalidated|unaudited|unverifiable)\b",
        r"\b(?:cannot|can['’]t|could\s+not|couldn['’]t|unable\s+to|impossible\s+to)\s+(?:be\s+)?"
        r"(?:independently\s+)?(?:verif(?:y|ied)|confirm(?:ed)?|check(?:ed)?)\b",
        r"\b(?:yet|has\s+yet|have\s+yet)\s+to\s+be\s+(?:independently\s+)?(?:verified|confirmed"
        r"|validated|tested|replicated|reproduced|benchmarked)",
        r"\b(?:no|not\s+any)\s+(?:way|means)\s+to\s+(?:independently\s+)?(?:verify|check"
        r"|confirm)\b",
        r"\b(?:no\s+one|nobody)\s+(?:has|have)?\s*(?:yet\s+)?(?:independently\s+)?(?:verified"
        r"|confirmed|replicated|reproduced|tested|benchmarked|validated)",
        r"\b(?:comparisons|(?:independent|third[-\s]party|external)\s+[\w-]+)\b[^.;]{0,60}"
        r"\b(?:are|is|remain|remains)\s+(?:still\s+)?(?:not|un)\s*(?:yet\s+)?(?:available"
        r"|published|public|verified|confirmed)",
    ),
    "de": (
        # "Es gibt noch keine unabhängigen Zahlen", "keine externen Werte verfügbar"
        r"\bkeine\s+(?:unabhängigen|externen)\s+(?:Zahlen|Werte|Ergebnisse|Messungen|Messwerte)"
        r"\s+(?:sind\s+|liegen\s+)?(?:bisher\s+|bislang\s+|noch\s+)?(?:verfügbar|vorhanden|vor)\b",
        r"\b(?:gibt\s+es|es\s+gibt)\s+(?:noch|bisher|bislang)\s+keine\s+(?:unabhängigen|externen)\s+(?:Zahlen"
        r"|Werte|Ergebnisse|Messungen)",
        r"\bniemand\s+(?:\S+\s+){0,6}?(?:hat|konnte|konnten)\s+(?:\S+\s+){0,5}?(?:getestet|testen"
        r"|geprüft|prüfen|nachgeprüft|überprüft|überprüfen|nachgemessen|messen|bestätigt"
        r"|reproduziert)\b",
        r"\b(?:hat|konnte)\s+niemand\s+(?:\S+\s+){0,5}?(?:getestet|geprüft|nachgeprüft|überprüft"
        r"|nachgemessen|bestätigt|reproduziert)\b",
        # "Überprüft hat diese Angaben bisher niemand", "Nachgeprüft hat das bisher niemand"
        r"\b(?:getestet|geprüft|nachgeprüft|überprüft|nachgemessen|bestätigt|verifiziert"
        r"|reproduziert)\s+hat\s+(?:(?!außer\b)\S+\s+){0,5}?niemand\b"
        r"(?!\s+außer\s+(?:mir|uns)\b)",
        # "Unabhängig überprüft sind diese Werte noch nicht"
        r"\bunabhängig\s+(?:überprüft|bestätigt|verifiziert|geprüft|nachgemessen)\s+(?:sind|ist"
        r"|wurden|wurde)\s+(?:\S+\s+){0,3}?(?:noch\s+|bislang\s+|bisher\s+)?nicht\b(?!\s+nur)",
        r"\bunabhängige\w*\s+(?:\w+\s+){0,2}(?:haben|hat)\s+(?:bislang\s+|bisher\s+|noch\s+)*"
        r"kein\w*\s+(?:\w+\s+){0,2}(?:Messungen|Tests|Ergebnisse|Zahlen)\s+(?:veröffentlicht"
        r"|vorgelegt)",
        r"\bkonnten\s+(?:\S+\s+){0,4}?nicht\s+(?:unabhängig\s+)?(?:überprüfen|prüfen|verifizieren"
        r"|bestätigen)\b",
        r"\bunabhängige\w*\s+(?:\S+\s+){0,2}liegen\s+(?:\S+\s+){0,2}nicht\s+vor\b",
        r"\bstamm(?:en|t)\s+(?:bislang\s+|bisher\s+)?(?:ausschließlich|nur|allein)\s+(?:vom|von)\b",
        # "Unabhängige Messungen stehen noch aus": still outstanding, so none exist yet
        r"\bunabhängige\w*\s+(?:\w+\s+){0,2}(?:stehen|steht)\s+(?:\w+\s+){0,2}aus\b",
        r"\b(?:hat|haben)\s+(?:bisher\s+|bislang\s+|noch\s+)*kein(?:e|er|en|es)?\s+"
        r"(?:\w+\s+){0,2}unabhängig\w*\s+(?:[\w-]+\s+){1,6}?(?:veröffentlicht|gemessen"
        r"|getestet|nachgemessen|reproduziert|bestätigt|geprüft|überprüft)\b",
        r"\bkein(?:e|er|en)?\s+(?:\w+\s+){0,2}unabhängig\w*\s+(?:\w+\s+){0,2}(?:hat|haben)"
        r"\s+(?:\w+\s+){0,5}?(?:veröffentlicht|gemessen|getestet|nachgemessen|reproduziert"
        r"|bestätigt|geprüft|überprüft)\b",
        r"\bkeine?[rs]?\s+(?:der|dieser)\s+(?:" + W + r"){0,3}(?:wurde|wurden|ist|sind)\s+"
        r"(?:bisher\s+|bislang\s+|noch\s+)?(?:unabhängig\s+)?(?:verifiziert|bestätigt"
        r"|überprüft|geprüft|validiert)",
        # "Bis dahin ist keiner der genannten Werte unabhängig bestätigt"
        r"\b(?:ist|sind|wurde|wurden)\s+(?:bisher\s+|bislang\s+|noch\s+)?kein(?:er|e|es)?\s+"
        r"(?:der|dieser)\s+(?:" + W + r"){0,3}(?:unabhängig\s+)?(?:verifiziert|bestätigt"
        r"|überprüft|geprüft|validiert)",
        r"\bkeine?[nr]?\s+(?:" + W + r"){0,2}(?:Verifizierung|Verifikation|Bestätigung"
        r"|Überprüfung|Prüfung|Nachprüfung)",
        r"\bkeine?[nr]?\s+(?:" + W + r"){0,2}unabhängige\w*\s+(?:Tests?|Benchmarks?|Messungen"
        r"|Ergebnisse|Daten|Evaluierung\w*|Überprüfung\w*)",
        r"\b(?:nicht|noch\s+nicht|bislang\s+nicht|bisher\s+nicht)\s+(?:unabhängig\s+"
        r"|von\s+(?:Dritten|unabhängiger\s+Seite|externe[nr]?\s+\w+)\s+)?"
        r"(?:verifiziert|bestätigt|überprüft|geprüft|nachgeprüft|validiert)(?!\s*,?\s*sondern)",
        r"\bnicht\s+unabhängig\b",
        r"\b(?:unbestätigt|unverifiziert|ungeprüft|nicht\s+nachprüfbar|nicht\s+überprüfbar)",
        r"\bunabhängige\w*\s+(?:Tests?|Benchmarks?|Messungen|Überprüfung\w*|Bestätigung\w*"
        r"|Verifizierung\w*)\s+(?:" + W + r"){0,2}(?:fehl\w*|gibt\s+es\s+(?:noch\s+|bislang\s+"
        r"|bisher\s+)?nicht)",
        r"\b(?:lässt|lassen|ließ|ließen)\s+sich\s+(?:" + W + r"){0,3}nicht\s+(?:unabhängig\s+)?"
        r"(?:überprüfen|verifizieren"
        r"|bestätigen)",
    ),
    "fr": (
        # "aucun chiffre indépendant n'est encore disponible"
        r"\baucun(?:e)?\s+(?:chiffre|résultat|score|mesure)s?\s+(?:indépendant|externe)e?s?\s+"
        r"(?:n['’](?:est|existe)\s+)?(?:encore\s+)?(?:disponible|pour\s+l['’]instant)",
        r"\bpersonne\s+(?:\S+\s+){0,5}?n['’]a\s+(?:encore\s+|pour\s+l['’]instant\s+)?(?:pu\s+)?"
        r"(?:test|vérifi|contrôl|reprodui|mesur|confirm)\w*",
        r"\bn['’]avons\s+pas\s+pu\s+(?:vérifier|confirmer|contrôler)\b",
        r"\bpersonne\s+ne\s+(?:l['’]|les\s+)?a\s+(?:encore\s+|pour\s+l['’]instant\s+)?(?:pu\s+)?"
        r"(?:test|vérifi|contrôl|reprodui|mesur|confirm)\w*(?![^.]*\bavant\s+(?:moi|nous)\b)",
        r"\bseuls\s+(?:les\s+)?(?:chiffres|résultats|scores)\s+(?:de|d['’])\s*(?:\S+\s+){1,3}?"
        r"(?:existent|sont\s+disponibles)",
        r"\baucun(?:e)?\s+(?:[\w'’-]+\s+){0,2}indépendant\w*\s+(?:\w+\s+){0,1}n['’](?:a|ont)"
        r"\s+(?:encore\s+|pour\s+l['’]instant\s+|jusqu['’]ici\s+)?(?:publié|mesuré|testé"
        r"|reproduit|confirmé|vérifié)",
        r"\baucun(?:e)?\s+(?:de\s+|des\s+|d['’])(?:" + W + r"){0,3}n['’](?:a|ont)\s+"
        r"(?:encore\s+)?(?:pu\s+)?été\s+(?:vérifi|confirm|valid|reprodui)\w*",
        # "n'ont donc pas été vérifiés": an adverb may stand between the verb and "pas"
        r"\bn['’](?:a|ont|est|sont)\s+(?:donc\s+|toujours\s+|ainsi\s+)?(?:pas|jamais)\s+"
        r"(?:encore\s+)?(?:pu\s+être\s+|été\s+)?"
        r"(?:vérifi|confirm|valid|corrobor)\w*",
        r"\b(?:non|pas)\s+(?:encore\s+)?(?:vérifié|confirmé|validé|corroboré)\w*",
        r"\b(?:aucune?|sans|absence\s+de|faute\s+de|pas\s+de)\s+(?:" + W + r"){0,2}"
        r"(?:vérification|confirmation|validation|tests?|évaluations?|mesures?|benchmarks?"
        r"|résultats?)\s+(?:" + W + r"){0,2}indépendant\w*",
        r"\b(?:aucune?|sans|absence\s+de|faute\s+de|pas\s+de)\s+(?:vérification|confirmation"
        r"|validation)\b",
        r"\binvérifi\w+",
        r"\b(?:tests?|évaluations?|vérifications?|benchmarks?)\s+indépendant\w*\s+(?:"
        + W
        + r"){0,2}(?:manqu\w+|fon\w+\s+défaut)",
        r"\bimpossible\s+(?:à|de)\s+(?:vérifier|confirmer)",
        # "n'ont pas encore fait l'objet d'une vérification indépendante"
        r"\bn['’](?:a|ont)\s+(?:pas|jamais)\s+(?:encore\s+)?fait\s+l['’]objet\s+d['’]une?\s+"
        r"(?:" + W + r"){0,1}(?:vérification|validation|confirmation|contre-expertise)",
    ),
    "es": (
        # "ningún dato independiente está disponible todavía"
        r"\bning[uú]n(?:a)?\s+(?:dato|cifra|resultado|número|puntuación)\s+(?:independiente"
        r"|extern[oa]|de\s+terceros)\s+(?:está\s+|hay\s+)?(?:todavía\s+|aún\s+)?disponible",
        r"\bnadie\s+(?:\S+\s+){0,5}?(?:ha|han)\s+(?:podido\s+)?(?:probar|comprobar|verificar|medir"
        r"|reproducir|confirmar|probado|comprobado|verificado|medido|reproducido|confirmado)\b",
        r"\bnadie\s+(?:\S+\s+){0,5}?(?:ha|han)\s+publicado\s+(?:\w+\s+){0,2}(?:mediciones"
        r"|resultados|datos|pruebas|benchmarks|cifras)\b",
        r"\bno\s+(?:hemos|he)\s+podido\s+(?:verificar|comprobar|confirmar)\b",
        r"\bno\s+hay\s+(?:\S+\s+){0,2}(?:datos|pruebas|mediciones|resultados|evaluaciones)\s+"
        r"independientes\b",
        r"\b(?:está|están|queda|quedan)\s+(?:aún\s+|todavía\s+)?por\s+(?:confirmar|verificar)"
        r"(?:\s+de\s+forma\s+independiente)?",
        r"\bning[uú]n(?:a)?\s+(?:\w+\s+){0,2}independiente\s+(?:\w+\s+){0,1}(?:ha|han)\s+"
        r"(?:todavía\s+|aún\s+|hasta\s+ahora\s+)?(?:publicado|medido|probado|reproducido"
        r"|confirmado|verificado)\b",
        r"\bningun[oa]\s+de\s+(?:" + W + r"){0,3}(?:ha|han|fue|fueron)\s+(?:sido\s+)?"
        r"(?:verificad|confirmad|validad|contrastad)\w*",
        r"\bno\s+(?:se\s+)?(?:ha|han|había|habían|fue|fueron|está|están)\s+(?:sido\s+)?"
        r"(?:podido\s+(?:ser\s+)?)?(?:verificad|confirmad|validad|corroborad|contrastad|verificar"
        r"|confirmar|contrastar)\w*",
        r"\bsin\s+(?:" + W + r")?(?:verificaci[oó]n|verificar|confirmaci[oó]n|confirmar"
        r"|validaci[oó]n|contrastar|pruebas\s+independientes|evaluaciones\s+independientes)",
        r"\b(?:ninguna|ningún|no\s+hay|no\s+existen?|faltan?|carece\s+de)\s+(?:" + W + r"){0,2}"
        r"(?:verificaci[oó]n|confirmaci[oó]n|validaci[oó]n|pruebas|evaluaciones|mediciones"
        r"|benchmarks|resultados)(?:\s+[\w-]+){0,2}\s+independientes?",
        r"\b(?:ninguna|no\s+hay)\s+(?:verificaci[oó]n|confirmaci[oó]n)",
        r"\bno\s+verificad\w*|\bimposible\s+de\s+verificar|\bno\s+contrastad\w*",
        r"\bno\s+(?:pudo|pudieron|puede|pueden|podían)\s+(?:ser\s+)?(?:" + W + r")?"
        r"(?:verificad|confirmad|contrastad|comprobad)\w*",
        # "no han sido objeto de una verificación independiente"
        r"\bno\s+(?:ha|han)\s+(?:sido\s+)?(?:aún\s+|todavía\s+)?(?:sido\s+)?objeto\s+de\s+(?:una\s+)?"
        r"(?:verificación|confirmación|validación)",
    ),
    "pt": (
        # "nenhum número independente está disponível ainda"
        r"\bnenhum(?:a)?\s+(?:dado|número|resultado|pontuação)\s+(?:independente|extern[oa]"
        r"|de\s+terceiros)\s+(?:está\s+)?(?:ainda\s+)?disponível",
        r"\bningu[eé]m\s+(?:\S+\s+){0,5}?(?:conseguiu|pôde|pode|conferiu|testou|verificou|mediu"
        r"|reproduziu|confirmou)\b",
        r"\bn[ãa]o\s+conseguimos\s+(?:verificar|confirmar|conferir)\b",
        r"\bn[ãa]o\s+h[áa]\s+(?:\S+\s+){0,2}(?:dados|testes|medições|resultados|avaliações)\s+"
        r"independentes\b",
        r"\bcarece\w*\s+de\s+(?:verificação|confirmação|validação)\b",
        r"\bnenhum(?:a)?\s+(?:\w+\s+){0,2}independente\s+(?:\w+\s+){0,1}(?:ainda\s+)?"
        r"(?:publicou|mediu|testou|reproduziu|confirmou|verificou|divulgou)\b",
        r"\bnenhum(?:a)?\s+(?:d[oa]s?|de(?:les|las|stes|stas|sses|ssas))\s+(?:" + W + r"){0,3}"
        r"(?:foi|foram)\s+(?:ainda\s+)?"
        r"(?:verificad|confirmad|validad|comprovad)\w*",
        r"\bn[ãa]o\s+(?:foi|foram|é|são|está|estão|tem\s+sido|têm\s+sido)\s+(?:ainda\s+)?"
        r"(?:" + W + r")?(?:verificad|confirmad|validad|comprovad|checad)\w*",
        r"\bsem\s+(?:" + W + r")?(?:verificaç[ãa]o|verificar|confirmaç[ãa]o|confirmar"
        r"|validaç[ãa]o|comprovaç[ãa]o|testes\s+independentes|avaliações\s+independentes)",
        r"\b(?:nenhuma|nenhum|n[ãa]o\s+há|n[ãa]o\s+existem?|faltam?)\s+(?:" + W + r"){0,2}"
        r"(?:verificaç[ãa]o|confirmaç[ãa]o|validaç[ãa]o|testes|avaliaç\w+|mediç\w+"
        r"|benchmarks|resultados)(?:\s+[\w-]+){0,2}\s+independentes?",
        r"\bn[ãa]o\s+verificad\w*|\bn[ãa]o\s+comprovad\w*|\bimposs[íi]vel\s+(?:de\s+)?verificar",
        r"\bn[ãa]o\s+(?:puderam|pôde|podem|pode)\s+ser\s+(?:" + W + r")?(?:verificad|confirmad"
        r"|comprovad)\w*",
        # "ainda não foram objeto de verificação independente"
        r"\bnão\s+(?:foi|foram|é|são)\s+(?:ainda\s+)?(?:objeto|alvo)\s+de\s+(?:uma\s+)?(?:verificação"
        r"|confirmação|validação)",
    ),
    "it": (
        # "nessun numero esterno è disponibile"
        r"\bnessun\w*\s+(?:numer\w+|dat[oi]|risultat[oi]|cifr[ae]|punteggi\w*)\s+(?:estern[oi]"
        r"|indipendent[ei]|di\s+terze\s+parti)\s+(?:è\s+)?(?:ancora\s+)?disponibil[ei]",
        r"\bnessuno\s+(?:\S+\s+){0,6}?ha\s+(?:ancora\s+|finora\s+)*(?:potuto\s+)?"
        r"(?![^.]*\bprima\s+di\s+(?:noi|me)\b)(?:test|verific|controll"
        r"|misur|riprodu|conferm)\w*",
        r"\bnon\s+(?:abbiamo|ho)\s+potuto\s+(?:verificare|confermare|controllare)\b",
        r"\bnon\s+ci\s+sono\s+(?:\S+\s+){0,2}(?:dati|test|misurazioni|risultati|valutazioni)\s+"
        r"indipendenti\b",
        r"\b(?:ancora\s+)?da\s+(?:verificare|confermare)\s+in\s+modo\s+indipendente\b",
        r"\besistono\s+solo\s+i\s+(?:numeri|dati|risultati)\s+d\w*\b",
        r"\bnessun[oa]?\s+(?:\w+\s+){0,2}indipendente\s+(?:\w+\s+){0,1}(?:ha|hanno)\s+"
        r"(?:ancora\s+|finora\s+)?(?:pubblicato|misurato|testato|riprodotto|confermato"
        r"|verificato)\b",
        r"\bnessun[oa]?\s+(?:de(?:i|gli|lle|l)|di\s+(?:quest[eiao]|loro|ess[eiao]))\s+"
        r"(?:" + W + r"){0,3}(?:è|sono)\s+(?:ancora\s+)?"
        r"stat[oaie]\s+(?:verificat|confermat|validat)\w*",
        r"\bnon\s+(?:è|sono|sia|siano)\s+(?:ancora\s+)?stat[oaie]\s+(?:" + W + r")?"
        r"(?:verificat|confermat|validat|convalidat)\w*",
        r"\bnon\s+(?:ancora\s+)?(?:verificat|confermat|validat|convalidat)\w*",
        r"\b(?:nessuna|nessun|senza|mancano|manca|non\s+ci\s+sono|non\s+esistono)\s+"
        r"(?:" + W + r"){0,2}(?:verifica|verifiche|conferma|conferme|convalida|test"
        r"|valutazioni|misurazioni|benchmark|risultati)(?:\s+[\w-]+){0,2}\s+indipendent[ei]",
        r"\b(?:nessuna|senza)\s+(?:verifica|conferma|convalida)\b",
        r"\bimpossibile\s+(?:da\s+)?verificare",
        r"\bnon\s+(?:è|era)\s+(?:stato\s+)?possibile\s+verificar\w*",
        # "non hanno potuto essere verificate", "non possono essere confermati"
        r"\bnon\s+(?:hanno|ha|abbiamo|possono|può|potevano|poteva)\s+(?:potuto\s+)?essere\s+"
        r"(?:" + W + r")?(?:verificat|confermat|validat|convalidat)\w*",
        # "non sono ancora stati oggetto di una verifica indipendente"
        r"\bnon\s+(?:è|sono)\s+(?:ancora\s+)?stat[oaie]\s+oggetto\s+di\s+(?:una?\s+)?(?:verifica|conferma"
        r"|convalida|controllo)",
    ),
    "zh": (
        r"(?:均|都|全都|皆)(?:尚未|未|没有)(?:经过|得到|经)?(?:独立|第三方)?(?:的)?(?:验证|证实|核实)",
        r"未经(?:独立|第三方)?(?:的)?(?:验证|证实|核实|检验)",
        r"(?:尚未|并未|没有|未)(?:得到|经过|被|获得)?(?:独立|第三方|外部){0,2}(?:的)?"
        r"(?:验证|证实|核实|检验)",
        r"(?:没有|暂无|尚无|缺乏|缺少)(?:任何)?(?:独立|第三方|外部)(?:的)?"
        r"(?:验证|测试|评测|评估|基准|数据|结果|分数|成绩|数字|跑分)",
        r"无法(?:得到|获得|被)?(?:独立|第三方)?(?:的)?(?:验证|核实|证实)",
        r"还?没(?:有)?人(?:独立)?(?:验证|核实|证实|复测|实测)过?",
        r"(?:暂无|尚无|还没有)(?!其他|别的)[^。；;，,]{0,20}机构[^。；;，,]{0,8}(?:公布|发布)"
        r"[^。；;，,]{0,6}(?:复测|实测|测试|评测)",
        r"(?:没有|暂无|尚无|还没有)(?:任何)?(?:独立|第三方)(?:机构|研究人员|团队|评测机构)?"
        r"[^。；;]{0,12}(?:验证|证实|核实|评测|测试)",
    ),
}

#: Any character up to the end of the sentence (a dot inside "Z.ai" or "3.5" is not one).
_IN_SENTENCE = r"(?:[^.;]|\.(?=\S))"

#: Vocabulary that makes an open question one about verification ("whether independent
#: tests confirm"), not about anything else ("whether it repeats that success").
_VERIFY_VOCAB: dict[str, str] = {
    "en": r"(?:independent|third[-\s]party|external|outside|verif|confirm|validat|replicat"
    r"|reproduc|corroborat|hold\s+up|bear\w*\s+out|stand\s+up)",
    "de": r"(?:unabhängig|Dritt|extern|bestätig|verifizier|überprüf|reproduzier"
    r"|nachvollzieh|standhalt|halten)",
    "fr": r"(?:indépendant|tiers|vérifi|confirm|valid|reprodui|répliqu|corrobor|tiendr|résist)",
    "es": r"(?:independiente|terceros|verific|confirm|valid|replic|reproduc|corrobor|sosten"
    r"|resist)",
    "pt": r"(?:independente|terceiros|verific|confirm|valid|replic|reproduz|corrobor|sustent"
    r"|resist)",
    "it": r"(?:indipendent|terze\s+parti|verific|conferm|validat|replic|riprodu|corrobor|regg)",
    "zh": r"(?:独立|第三方|验证|证实|核实|复现|经得起)",
}

#: Openers of an open question: "it remains to be seen whether", "reste à voir si".
_OPEN_QUESTION: dict[str, str] = {
    "en": r"\b(?:remains?\s+to\s+be\s+seen|(?:is|it['’]s)\s+(?:still\s+|not\s+yet\s+)?"
    r"(?:unclear|unknown|uncertain|known|an\s+open\s+question|too\s+early\s+to\s+(?:say|tell))"
    r"|open\s+question\s+(?:is\s+)?|time\s+will\s+tell)\s*,?\s*(?:whether|if)\b",
    "de": r"\b(?:bleibt\s+abzuwarten|ist\s+(?:noch\s+)?(?:offen|unklar|ungewiss)|zu\s+früh,?\s+um"
    r"\s+zu\s+sagen|muss\s+sich\s+(?:erst\s+)?(?:noch\s+)?zeigen|wird\s+sich\s+zeigen)"
    r"\s*,?\s*ob\b",
    "fr": r"\b(?:reste\s+à\s+(?:voir|savoir|déterminer|établir)|trop\s+tôt\s+pour\s+(?:dire|savoir)"
    r"|on\s+ignore\s+(?:encore\s+)?|question\s+(?:reste|est)\s+(?:de\s+savoir|ouverte)\s*:?)"
    r"\s*s(?:i\b|['’])",
    "es": r"\b(?:(?:queda|está)\s+por\s+(?:ver(?:se)?|saber|comprobar)|habrá\s+que\s+ver"
    r"|no\s+se\s+sabe|(?:demasiado\s+)?pronto\s+para\s+saber)\s+si\b",
    "pt": r"\b(?:resta\s+(?:saber|ver|descobrir)|n[ãa]o\s+se\s+sabe"
    r"|cedo\s+(?:demais\s+)?para\s+saber|falta\s+saber)\s+se\b",
    "it": r"\b(?:(?:resta|è\s+ancora)\s+da\s+(?:vedere|capire|stabilire)"
    r"|non\s+è\s+(?:ancora\s+)?chiaro|presto\s+per\s+dire|bisognerà\s+vedere)\s+se\b",
    "zh": r"(?:是否|能否)",
}

#: "the only figures available are Z.ai's own": no number from anyone but the vendor. Each
#: entry is (the only figures ... are, whose), joined within one sentence.
_ONLY_VENDOR_FIGURES: dict[str, tuple[str, str]] = {
    "en": (
        r"\bthe\s+only\s+(?:figures|numbers|results|data|benchmarks?|scores)\s+"
        r"(?:available\s+)?(?:so\s+far\s+|yet\s+|for\s+now\s+)?(?:are|come\s+from)\b",
        r"\b(?:own|vendor|company|self-reported|official)",
    ),
    "de": (
        r"\bdie\s+einzigen\s+(?:verfügbaren\s+)?(?:Zahlen|Ergebnisse|Daten|Werte)\s+"
        r"(?:sind|stammen)\b",
        r"(?:eigen|Hersteller|Unternehmen|offiziell)",
    ),
    "fr": (
        r"\bles\s+seul(?:e)?s\s+(?:chiffres|résultats|données|scores)\s+(?:disponibles\s+)?"
        r"(?:sont|proviennent)\b",
        r"(?:propres|l['’]entreprise|la\s+société|l['’]éditeur|officiel)",
    ),
    "es": (
        r"\b(?:las\s+únicas\s+cifras|los\s+únicos\s+(?:datos|resultados|números))\s+"
        r"(?:disponibles\s+)?(?:son|proceden|vienen)\b",
        r"(?:propi|la\s+empresa|la\s+compañía|oficial)",
    ),
    "pt": (
        r"\bos\s+únicos\s+(?:números|dados|resultados)\s+(?:disponíveis\s+)?(?:são|vêm)\b",
        r"(?:próprio|da\s+empresa|da\s+companhia|oficia)",
    ),
    "it": (
        r"\bgli\s+unici\s+(?:dati|numeri|risultati)\s+(?:disponibili\s+)?"
        r"(?:sono|provengono)\b",
        r"(?:propri|dell['’]azienda|della\s+società|ufficial)",
    ),
    "zh": (
        r"(?:只有|仅有)(?:官方|厂商|该公司|公司)(?:自己|自行)?(?:公布|发布|给出)?的?",
        r"(?:数据|数字|成绩)",
    ),
}


#: "so far only DiffuSpace's own data exist", "bislang gibt es nur Herstellerangaben": the
#: same statement with an existential verb or a "so far" (never a bare "only the official
#: figures", which a tester may also say of what it compared against).
_ONLY_VENDOR_DATA_EXIST: dict[str, str] = {
    "en": r"\b(?:so\s+far|for\s+now|to\s+date|at\s+the\s+moment|there\s+are),?\s+"
    r"(?:there\s+are\s+)?only\s+(?:the\s+)?(?:(?:[\w.-]+\s+){0,2}[\w.-]+['’]s?\s+)?"
    r"(?:own|self-reported|official)\s+(?:figures|numbers"
    r"|data|results|scores)\b",
    "de": r"\b(?:gibt\s+es|existieren|liegen)\s+(?:bislang\s+|bisher\s+|derzeit\s+)?nur\s+"
    r"(?:die\s+)?(?:Herstellerangaben|eigenen\s+(?:Zahlen|Angaben)|(?:Zahlen|Angaben|Daten)\s+des"
    r"\s+(?:Herstellers|Unternehmens))",
    "fr": r"\b(?:il\s+n['’]existe|il\s+n['’]y\s+a|on\s+ne\s+dispose)\s+(?:pour\s+l['’]instant\s+"
    r"|encore\s+)?que\s+(?:les|des)\s+(?:chiffres|données|résultats)\s+(?:de\s+l['’]entreprise"
    r"|de\s+la\s+société|officiels|fournis\s+par)",
    "es": r"\b(?:solo|sólo|únicamente)\s+(?:existen|hay)\s+(?:los\s+|las\s+)?(?:datos|cifras"
    r"|resultados)\s+(?:de\s+la\s+propia|del\s+propio|oficiales|de\s+la\s+empresa)",
    "pt": r"\b(?:só|apenas|somente)\s+(?:existem|há)\s+(?:os\s+)?(?:dados|números|resultados)\s+"
    r"(?:da\s+própria|do\s+próprio|oficiais|da\s+empresa)",
    "it": r"\b(?:esistono|ci\s+sono)\s+(?:per\s+ora\s+)?solo\s+(?:i\s+|le\s+)?(?:dati|numeri|cifre"
    r"|risultati)\s+(?:dell['’]azienda|della\s+società|ufficiali|forniti\s+da)",
    "zh": r"(?:目前|迄今|至今)(?:为止)?(?:仍)?(?:只有|仅有)(?:官方|厂商)",
}


def _only_vendor_figures(lang: str) -> str:
    subject, owner = _ONLY_VENDOR_FIGURES[lang]
    gap = "" if lang == "zh" else _IN_SENTENCE + "{0,60}?"
    return rf"(?:{subject}{gap}{owner}|{_ONLY_VENDOR_DATA_EXIST[lang]})"


#: The same open question with the question first: "whether independent tests confirm it
#: remains to be seen", "ob unabhängige Tests das bestätigen, muss sich noch zeigen".
_OPEN_QUESTION_AFTER: dict[str, tuple[str, str]] = {
    "en": (
        r"\bwhether\b",
        r"\b(?:remains?\s+to\s+be\s+seen|is\s+(?:still\s+)?(?:unclear|unknown|uncertain"
        r"|an\s+open\s+question)|is\s+not\s+(?:yet\s+)?(?:known|clear))",
    ),
    "de": (
        r"\bob\b",
        r"\b(?:muss\s+sich\s+(?:erst\s+)?(?:noch\s+)?zeigen|wird\s+sich\s+zeigen"
        r"|ist\s+(?:noch\s+)?ungewiss)",
    ),
}


def _open_question(lang: str) -> str:
    """An open question about verification: the opener, then verification vocabulary
    before the end of the sentence (Chinese: either order, within the clause)."""
    vocab = _VERIFY_VOCAB[lang]
    if lang == "zh":
        return (
            rf"{_OPEN_QUESTION['zh']}[^。；;]{{0,30}}{vocab}[^。；;]{{0,20}}"
            r"(?:有待观察|尚不清楚|还不清楚|仍不清楚|尚不得而知|仍是未知数|还有待)"
        )
    question = rf"{_OPEN_QUESTION[lang]}{_IN_SENTENCE}{{0,100}}{vocab}"
    if lang in _OPEN_QUESTION_AFTER:
        word, closing = _OPEN_QUESTION_AFTER[lang]
        question += rf"|{word}{_IN_SENTENCE}{{0,100}}{vocab}{_IN_SENTENCE}{{0,60}}{closing}"
    return question


#: A negation about every figure, though it names one of them: "We have not verified any of
#: these figures, including the throughput", "the 83.8 has not been verified, nor has the
#: rest", "wie alle anderen Zahlen", "pas plus que le reste", "ninguna otra cifra", "tal
#: como o resto", "ogni altro numero", "和其余各项一样" (red teams 32 and 33). It covers every
#: claim, not the one it names.
NEGATION_OF_EVERY_FIGURE: Lexicon = {
    "en": (
        r"\b(?:any|none|all|each|every|either)\s+(?:one\s+)?(?:of\s+)?(?:these|those|the|its|their)"
        r"\s+(?:\w+\s+)?(?:figures|numbers|claims|results|scores|values)\b",
        r"\b(?:any|none|all)\s+of\s+(?:them|this)\b",
        r"\b(?:the\s+rest|every\s+other|all\s+(?:the\s+)?other|any\s+other|among\s+them"
        r"|even\s+the\s+headline)\b",
    ),
    "de": (
        r"\b(?:keine|alle|jede)\w*\s+(?:der|dieser|seiner|ihrer)\s+(?:\w+\s+)?(?:Zahlen|Angaben"
        r"|Werte|Ergebnisse|Behauptungen)\b",
        r"\b(?:alle|sämtliche)\s+(?:anderen|übrigen)\b|\b(?:der|die|das)\s+Rest\b|\bunter\s+ihnen\b",
    ),
    "fr": (
        r"\b(?:aucune?|tous|toutes|chacune?)\s+(?:de\s+)?(?:ces|les|des|ses)\s+(?:\w+\s+)?"
        r"(?:chiffres|résultats|affirmations|valeurs|performances)\b",
        r"\ble\s+reste\b|\b(?:tous|toutes)\s+les\s+autres\b|\baucune?\s+autre\b|\bparmi\s+eux\b",
    ),
    "es": (
        r"\b(?:ningun[oa]|tod[oa]s|cada\s+una?)\s+(?:de\s+)?(?:estas|estos|las|los|sus)\s+"
        r"(?:\w+\s+)?(?:cifras|resultados|afirmaciones|valores)\b",
        r"\bel\s+resto\b|\b(?:ningun[oa]|tod[oa]s\s+l[oa]s)\s+otr[oa]s?\b|\bentre\s+ell[oa]s\b",
    ),
    "pt": (
        r"\b(?:nenhum[a]?|tod[oa]s|cada\s+um[a]?)\s+(?:d?(?:estes|estas|os|as|seus|suas))\s+"
        r"(?:\w+\s+)?(?:números|resultados|afirmações|valores)\b",
        r"\bo\s+resto\b|\b(?:nenhum[a]?|tod[oa]s\s+[oa]s)\s+outr[oa]s?\b|\bentre\s+el[ea]s\b",
    ),
    "it": (
        r"\b(?:nessun[oa]?|tutti|tutte|ciascun[oa]?)\s+(?:di\s+)?(?:questi|queste|i|le|dei|delle"
        r"|suoi|sue)\s+(?:\w+\s+)?(?:numeri|risultati|dati|valori|affermazioni)\b",
        r"\bdel\s+resto\b|\bil\s+resto\b|\b(?:ogni|nessun[oa]?)\s+altr[oa]\b"
        r"|\btutt[ie]\s+(?:gli|le)\s+altr[ie]\b|\btra\s+(?:cui|questi)\b",
    ),
    "zh": (r"(?:所有|全部|任何|这些|其他)(?:的)?(?:各项)?(?:数字|数据|成绩|结果|指标)|其余",),
}


#: Softer, indirect versions: the question is open, or everything waits on an outside check.
NEGATION_SOFT: Lexicon = {
    "en": (
        # "independent tests will have to show", "only independent benchmarks can settle it"
        r"\b(?:independent|third[-\s]party|external)\s+(?:benchmark\w*|test\w*|evaluation\w*"
        r"|measurements?|reviewers?|verification)\s+(?:will|would)\s+(?:have\s+to|need\s+to)"
        r"\s+(?:show|tell|confirm|settle|prove|decide)",
        r"\b(?:only|it\s+will\s+take)\s+(?:" + W + r"){0,1}(?:independent|third[-\s]party)"
        r"\s+(?:benchmark\w*|test\w*|evaluation\w*|measurements?)\s+(?:can|will|could|to)\s+"
        r"(?:show|tell|confirm|settle|prove)",
        r"\bwhether\b[^.;]{0,100}\b(?:can|could|will|would)\s+(?:" + W + r")?be\s+"
        r"(?:independently\s+)?(?:verified|validated|confirmed|replicated|reproduced"
        r"|corroborated)",
        r"\bremains?\s+to\s+be\s+(?:independently\s+)?(?:verified|confirmed|validated)",
        r"\b(?:will|would|could)\s+(?:depend|hinge)\s+on\s+(?:" + W + r"){0,3}(?:independent"
        r"|third[-\s]party|external)\s+(?:benchmark\w*|test\w*|evaluation\w*|verification"
        r"|validation|replication)",
        r"\b(?:awaiting|await|awaits|pending|until)\s+(?:" + W + r"){0,2}(?:independent"
        r"|third[-\s]party|external)\s+(?:benchmark\w*|test\w*|evaluation\w*|verification"
        r"|validation|replication|confirmation)",
        r"\b(?:independent|third[-\s]party|external)\s+(?:benchmark\w*|test\w*|evaluation\w*"
        r"|verification|validation|replication|confirmation)\s+(?:is|are|will\s+be|would\s+be)"
        r"\s+(?:still\s+)?(?:needed|required|necessary|pending|awaited|lacking|missing)",
        r"\bonce\s+(?:independent|third[-\s]party)\s+(?:benchmark\w*|test\w*|evaluation\w*)",
    ),
    "de": (
        # "Ob es mithalten kann, müssen erst unabhängige Tests zeigen"
        r"\b(?:muss|müssen|werden)\s+(?:erst\s+|noch\s+)+(?:" + W + r"){0,1}unabhängige\w*\s+"
        r"(?:Tests|Messungen|Vergleiche|Benchmarks|Prüfungen|Evaluierungen)\s+(?:zeigen"
        r"|belegen|bestätigen|beweisen)",
        r"\b(?:erst|nur)\s+unabhängige\w*\s+(?:Tests|Messungen|Vergleiche|Benchmarks|Prüfungen)"
        r"\s+(?:werden|können|müssen)\s+(?:" + W + r"){0,2}(?:zeigen|belegen|bestätigen)",
        r"\bunabhängige\w*\s+(?:\w+\s+){3,4}(?:stehen|steht)\s+(?:\w+\s+){0,2}aus\b",
        r"\bob\b[^.;]{0,100}\b(?:unabhängig\s+)?(?:bestätigt|verifiziert|überprüft|validiert"
        r"|reproduziert)\s+werden\s+(?:kann|können|wird|werden)",
        r"\bbleibt\s+abzuwarten\b[^.;]{0,80}(?:unabhängig|bestätig|verifizier|überprüf)",
        r"\bob\b[^.;]{0,100}(?:unabhängig|bestätig|verifizier|überprüf)[^.;]{0,60}"
        r"(?:bleibt\s+abzuwarten|ist\s+(?:noch\s+)?offen|bleibt\s+offen)",
        r"\bob\b[^.;]{0,100}\b(?:bestätigen|verifizieren|überprüfen|reproduzieren)\s+lassen",
        r"(?:Verifizierung|Bestätigung|Überprüfung|unabhängige\w*\s+Tests?)\s+(?:" + W + r"){0,3}"
        r"(?:steht|stehen)\s+(?:noch\s+)?aus",
        r"\bhängt\s+(?:" + W + r"){0,3}von\s+unabhängigen\s+(?:Tests|Benchmarks|Messungen)",
    ),
    "fr": (
        # "des tests indépendants devront le confirmer", "seuls des tests indépendants diront"
        r"\b(?:seul(?:e)?s\s+)?(?:des|les|de)\s+(?:tests|évaluations|mesures|essais|benchmarks)"
        r"\s+indépendant\w*\s+(?:devront|pourront|diront|permettront)\b",
        r"\bil\s+faudra\s+(?:attendre\s+)?(?:des|les)\s+(?:tests|évaluations|mesures|essais)"
        r"\s+indépendant\w*",
        r"\breste(?:nt)?\s+à\s+(?:vérifier|confirmer|démontrer|prouver|valider)",
        r"\bsi\b[^.;]{0,100}\b(?:peuvent|pourront|pourraient|peut|pourra)\s+être\s+"
        r"(?:" + W + r")?(?:vérifi|confirm|valid|reprodui)\w*",
        r"\bdépendra\s+(?:" + W + r"){0,3}(?:tests?|évaluations?|benchmarks?|vérifications?)"
        r"\s+indépendant\w*",
        r"\ben\s+attendant\s+(?:des\s+|les\s+)?(?:tests?|évaluations?|vérifications?|benchmarks?)"
        r"\s+indépendant\w*",
    ),
    "es": (
        # "solo pruebas independientes podrán confirmarlo", "tendrán que demostrarlo"
        r"\b(?:s[oó]lo\s+)?(?:las\s+|unas\s+)?(?:pruebas|evaluaciones|mediciones)\s+"
        r"independientes\s+(?:podrán|dirán|permitirán|tendrán\s+que|deberán)\b",
        r"\bhabrá\s+que\s+esperar\s+a\s+(?:" + W + r"){0,1}(?:pruebas|evaluaciones|mediciones)"
        r"\s+independientes",
        r"\bqueda\s+por\s+(?:ver|verificar|confirmar|comprobar)",
        r"\bsi\b[^.;]{0,100}\b(?:pueden|podrán|podrían|puede|podrá)\s+(?:ser\s+)?"
        r"(?:verificad|validad|confirmad|replicad|comprobad|verificar|validar|confirmar"
        r"|replicar|comprobar)\w*",
        r"\ba\s+la\s+espera\s+de\s+(?:" + W + r"){0,2}(?:pruebas|evaluaciones|verificaciones?"
        r"|benchmarks)\s+independientes",
        r"\bdepender[aá]\s+de\s+(?:" + W + r"){0,2}(?:pruebas|evaluaciones|benchmarks)"
        r"\s+independientes",
    ),
    "pt": (
        # "testes independentes terão de mostrar", "só testes independentes poderão dizer"
        r"\b(?:(?:só|somente|apenas)\s+)?(?:os\s+)?(?:testes|avaliações|medições)\s+"
        r"independentes\s+(?:poderão|dirão|vão\s+(?:mostrar|dizer|confirmar)|terão\s+de"
        r"|terão\s+que|deverão)\b",
        r"\bserá\s+preciso\s+esperar\s+(?:por\s+)?(?:" + W + r"){0,1}(?:testes|avaliações"
        r"|medições)\s+independentes",
        r"\bresta\s+(?:saber|verificar|confirmar)",
        r"\bse\b[^.;]{0,100}\b(?:podem|poderão|poderiam|pode|poderá)\s+ser\s+(?:verificad"
        r"|validad|confirmad|replicad|comprovad)\w*",
        r"\baguarda\w*\s+(?:" + W + r"){0,2}(?:testes|avaliações|verificaç\w+)\s+independentes",
        r"\bdepender[áa]\s+de\s+(?:" + W + r"){0,2}(?:testes|avaliações|benchmarks)"
        r"\s+independentes",
    ),
    "it": (
        # "saranno i test indipendenti a dirlo", "test indipendenti dovranno confermarlo"
        r"\bsaranno\s+(?:i\s+|dei\s+|le\s+|delle\s+)?(?:test|prove|valutazioni|misurazioni)\s+"
        r"indipendenti\s+a\s+(?:dir|conferm|mostr|stabil|dimostr)\w*",
        r"\b(?:test|prove|valutazioni|misurazioni)\s+indipendenti\s+(?:dovranno|potranno"
        r"|diranno)\b",
        r"\bresta\s+da\s+(?:vedere|verificare|confermare|dimostrare)",
        r"\bse\b[^.;]{0,100}\b(?:possono|potranno|potrebbero|può|potrà)\s+essere\s+"
        r"(?:" + W + r")?(?:verificat|validat|confermat|riprodott)\w*",
        r"\bin\s+attesa\s+di\s+(?:" + W + r"){0,2}(?:test|verifiche|valutazioni|benchmark)"
        r"\s+indipendenti",
        r"\bdipender[àa]\s+da\s+(?:" + W + r"){0,2}(?:test|valutazioni|benchmark)\s+indipendenti",
    ),
    "zh": (
        # "有待独立测试验证": waiting on an independent test's check
        r"(?:有待|尚待|仍待|还待|需要|仍需|还需)(?:独立|第三方)(?:的)?(?:测试|评测|机构)(?:来)?"
        r"(?:验证|证实|核实|检验|确认)",
        r"(?:有待|尚待|仍待|还待)(?:独立|第三方|进一步)?(?:的)?(?:验证|证实|核实|检验)",
        r"(?:仍需|还需|尚需|需要)(?:独立|第三方|进一步)(?:的)?(?:验证|测试|评测)",
        r"能否(?:得到|经受|通过)?(?:独立|第三方)?(?:的)?(?:验证|证实|检验)",
    ),
}

#: Open questions about verification and "only the vendor's own figures exist": soft
#: negations built from the tables above, one entry per language like every lexicon.
NEGATION_OPEN_QUESTION: Lexicon = {
    lang: (_open_question(lang), _only_vendor_figures(lang)) for lang in _VERIFY_VOCAB
}

#: Words of epistemic distance that hedge a figure without negating it.
HEDGES: Lexicon = {
    "en": (
        r"\b(?:reportedly|allegedly|supposedly|purportedly|apparently|ostensibly|rumou?red"
        r"|said\s+to|(?:is|are)\s+supposed\s+to|claims?\s+to|claimed\s+to|appears?\s+to"
        r"|seems?\s+to|(?:would|could|might)\s+(?:likely\s+|probably\s+|possibly\s+)?(?:put"
        r"|place|make|rank|be|have|show|reach|score|hit|land|achieve|get|come\s+in|deliver"
        r"|top|beat)|if\s+(?:true|accurate"
        r"|confirmed|correct)|had\s+that\s+been)\b",
    ),
    "de": (
        r"\b(?:angeblich|vermeintlich|mutmaßlich|soll(?:en|te|ten)?|dürfte[n]?|wäre[n]?"
        r"|hätte[n]?|könnte[n]?|würde[n]?)\b",
    ),
    "fr": (
        r"\b(?:prétendument|supposément|apparemment|présumé\w*|censé\w*"
        r"|selon\s+toute\s+vraisemblance)\b",
    ),
    "es": (
        r"\b(?:supuestamente|presuntamente|al\s+parecer|aparentemente|según\s+se\s+informa"
        r"|se\s+dice\s+que)\b",
    ),
    "pt": (
        r"\b(?:teria|teriam|seria|seriam|poderia|poderiam|superaria|superariam|alcançaria"
        r"|atingiria|colocaria|ficaria|estaria|estariam|haveria|supostamente|alegadamente"
        r"|aparentemente)\b",
    ),
    "it": (
        r"\b(?:presumibilmente|a\s+quanto\s+pare|pare\s+che|sembra(?:no)?|apparentemente"
        r"|presunt\w+)\b",
    ),
    "zh": (r"据称|据说|据传|号称|或将|或许|可能|似乎|疑似|传闻|有望",),
}

#: A figure forecast, not measured: "Forecast. From the scaling fit ... lands at 70.9",
#: "Prognose", "prévision", "pronóstico", "previsão", "previsione", "预测". Read as a guess:
#: it neither confirms nor disputes a claim. Not "ForecastBench", a benchmark's name.
FORECAST: Lexicon = {
    "en": (r"\b(?:forecast(?:s|ed|ing)?|extrapolat\w*|scaling\s+fit)\b",),
    "de": (
        r"\b(?:Prognose\w*|prognostiziert\w*|vorhergesagt\w*|hochgerechnet\w*"
        r"|extrapoliert\w*)\b",
    ),
    "fr": (r"\b(?:prévision\w*|extrapol\w*)\b",),
    "es": (r"\b(?:pronóstic\w*|predicci[oó]n\w*|extrapol\w*)\b",),
    "pt": (r"\b(?:previsão|previsões|extrapol\w*)\b",),
    "it": (r"\b(?:previsione|previsioni|estrapol\w*)\b",),
    "zh": (r"预测|预估|外推",),
}


#: Conditional mood and reported-speech subjunctive, applied only in their own language.
HEDGE_MORPHOLOGY: dict[str, str] = {
    "fr": r"\b\w{2,}(?:rait|raient)\b",
    "es": r"\b\w{2,}rían?\b",
    "it": r"\b\w+rebber?o?\b",
    # not the first person's indicative, which has the same form: "ich habe gemessen", "komme
    # ich auf 76,1"
    "de": r"\b(?<!\bich\s)(?:sei|seien|habe|reiche|erreiche|liege|übertreffe|komme|biete"
    r"|koste)\b(?!\s+ich\b)",
}

#: The conditional among the hedges, per language: a figure so told is a guess or a
#: hypothesis ("Messen dürfte das Team um die 300 Token", "un 62 basterebbe", "290 já
#: seria um bom resultado", "would land near 300"), not a result. Reportive hedges
#: ("reportedly", "sei") and the reportive past ("aurait mesuré", "teria medido", "habría
#: medido", "avrebbe misurato") speak of someone's report and are left out (``GUESS_EXCEPTIONS``).
CONDITIONAL_MOOD: dict[str, str] = {
    "en": r"\b(?<!said\sit\s)(?<!says\sit\s)(?:would|could|might)\b",
    "de": r"\b(?:dürfte[n]?|wäre[n]?|hätte[n]?|könnte[n]?|würde[n]?)\b",
    "fr": HEDGE_MORPHOLOGY["fr"],
    "es": HEDGE_MORPHOLOGY["es"],
    "pt": r"\b\w+(?:aria|eria|iria)m?\b",
    "it": HEDGE_MORPHOLOGY["it"],
    "zh": r"可能|或将|有望|估计|预计",
}

#: Conditional forms that are the reportive past's auxiliary, not a guess.
GUESS_EXCEPTIONS = words("aurait auraient teria teriam habría habrían avrebbe avrebbero")

#: Words the morphological rules above would catch by mistake.
HEDGE_MORPHOLOGY_EXCEPTIONS = words(
    "portrait portraits trait traits extrait extraits abstrait attrait retrait distrait"
    " soustrait categoría mayoría minoría batería galería librería ingeniería teoría alegría"
    " cafetería lotería tesorería secretaría auditoría consultoría asesoría trayectoría"
    " panadería bateria galeria padaria engenharia livraria secretaria loteria cervejaria"
    " primeira primeiras maria"
)

# ---------------------------------------------------------------------------------------
# Stance: an independent source agreeing with, or contradicting, a claim
# ---------------------------------------------------------------------------------------

#: Verbs that confirm only when the clause is about a claim ("confirmed the 1,000 tok/s
#: figure", not "users confirmed that the API was Claude"): see CLAIM_CONTEXT.
CONFIRM_VERBS: Lexicon = {
    "en": (r"\bconfirm(?:s|ed|ing)\b", r"\bcorroborat\w+"),
    "de": (r"\bbestätig(?:t|en|te|ten)\b",),
    "fr": (r"\bconfirm(?:e|ent|é|ée|és|ées|ait|aient)\b", r"\bcorrobor\w+"),
    "es": (r"\bconfirm(?:a|an|ó|aron|ado|ada|ados|adas)\b", r"\bcorrobor\w+"),
    "pt": (r"\bconfirm(?:a|am|ou|aram|ado|ada|ados|adas)\b", r"\bcorrobor\w+"),
    "it": (r"\bconferm(?:a|ano|ato|ata|ati|ate|ò|arono)\b", r"\bcorrobor\w+"),
    "zh": (r"证实|印证",),
}

#: Verbs that dispute only when the clause is about a claim.
DISPUTE_VERBS: Lexicon = {
    "en": (r"\bcontradict(?:s|ed|ing)?\b|\bdebunk\w*|\brefut\w*",),
    "de": (r"\bwiderleg\w*|\bwidersprech\w*|\bwiderspricht\b",),
    "fr": (r"\bcontredi\w*|\bréfut\w*|\bdément\w*",),
    "es": (r"\bcontradic\w*|\brefut\w*|\bdesmient\w*",),
    "pt": (r"\bcontradi\w*|\brefut\w*|\bdesmente\w*",),
    "it": (r"\bcontraddic\w*|\bconfut\w*|\bsmentisc\w*",),
    "zh": (r"反驳|推翻|打脸|不符|不一致",),
}

#: Words that show a clause is about a claimed figure.
CLAIM_CONTEXT: Lexicon = {
    "en": (
        r"\b(?:claims?|claimed|figures?|numbers?|scores?|results?|speeds?|benchmarks?"
        r"|performance|throughput|tokens|accuracy|advertised|reported|announced)\b",
    ),
    "de": (
        r"\b(?:Angabe\w*|Herstellerangabe\w*|Zahl\w*|Werte?s?|Ergebnis\w*|Leistung"
        r"|Benchmarks?|Geschwindigkeit)\b",
    ),
    "fr": (
        r"\b(?:chiffres?|valeurs?|résultats?|performances?|scores?|vitesse|affirmations"
        r"|annoncé\w*)\b",
    ),
    "es": (
        r"\b(?:cifras?|valor(?:es)?|resultados?|rendimiento|puntuaci\w+|velocidad|afirmaciones"
        r"|anunciad\w*)\b",
    ),
    "pt": (
        r"\b(?:números?|valor(?:es)?|cifras?|resultados?|desempenho|pontuaç\w+|velocidade"
        r"|afirmações|anunciad\w*|divulgad\w*)\b",
    ),
    "it": (
        r"\b(?:cifr[ae]|valor[ei]|dat[oi]|risultat[oi]|prestazioni|punteggi\w*|velocità"
        r"|dichiarazioni|dichiarat\w*|annunciat\w*)\b",
    ),
    "zh": (r"成绩|数据|数值|结果|性能|速度|得分|跑分|官方|宣称",),
}

CONFIRM_PHRASES: Lexicon = {
    "en": (
        r"\b(?:consistent|in\s+line)\s+with\s+(?:the\s+)?(?:" + W + r"){0,2}(?:claim\w*|report\w*"
        r"|figures?|numbers?|scores?|results?|published|advertised|announced|self-reported"
        r"|official)",
        r"\bmatch(?:es|ed|ing)?\s+(?:" + W + r"){0,2}(?:claim\w*|reported|published|advertised"
        r"|announced|official|self-reported|stated)\b",
        r"\bagree[sd]?\s+with\s+(?:" + W + r"){0,3}(?:estimates?|results?|figures?|numbers?"
        r"|claims?|scores?)",
        r"\b(?:within|inside)\s+(?:" + W + r"){0,2}(?:confidence\s+intervals?|margins?\s+of\s+error"
        r"|error\s+bars|the\s+margin)",
        r"\bclose\s+to\s+(?:the\s+)?(?:[\w-]+['’]s?\s+)?(?:claimed|reported|advertised|published"
        r"|official|self-reported|stated)\b",
        r"\bclose\s+to\s+(?:the\s+)?(?-i:[A-Z])[\w-]*['’]s\b",
        r"\blives?\s+up\s+to\b",
        r"\bpoints?\s+in\s+the\s+same\s+direction\b",
        r"\b(?:replicated|reproduced|verified)\s+(?:the\s+)?(?:" + W + r"){0,2}(?:claim\w*"
        r"|results?|figures?|numbers?|scores?)",
        r"\breport\s+accurate\b",
    ),
    "de": (
        r"\bdeck(?:t|en)\s+sich\s+mit\b",
        r"\bstimm(?:t|en)\s+(?:" + W + r"){0,4}überein\b",
        r"\b(?:innerhalb|im\s+Rahmen)\s+(?:" + W + r"){0,2}(?:Konfidenzintervall\w*"
        r"|Fehlertoleranz|Messungenauigkeit|Fehlerspanne)",
        r"\bweis(?:t|en)\s+in\s+(?:die\s+)?(?:gleiche|dieselbe)\s+Richtung",
    ),
    "fr": (
        r"\b(?:conformes?|cohérent\w*|en\s+ligne)\s+(?:avec|aux?)\s+(?:" + W + r"){0,2}"
        r"(?:annonc\w+|chiffres|résultats|revendications|affirmations|scores)",
        r"\bva(?:nt)?\s+dans\s+le\s+même\s+sens\b",
        r"\bdans\s+(?:la|les)\s+marges?\s+d['’]erreur",
    ),
    "es": (
        r"\bcoincid(?:e|en|ió|ieron)\s+con\b",
        r"\bapunta(?:n)?\s+en\s+la\s+misma\s+direcci[oó]n",
        r"\ben\s+l[ií]nea\s+con\s+(?:" + W + r"){0,2}(?:lo\s+anunciado|las\s+cifras"
        r"|los\s+resultados|lo\s+prometido|las\s+afirmaciones)",
        r"\bdentro\s+del?\s+(?:" + W + r")?margen\s+de\s+error",
    ),
    "pt": (
        r"\bcoincide[m]?\s+com\b",
        r"\baponta(?:m)?\s+na\s+mesma\s+dire[çc][ãa]o",
        r"\bem\s+linha\s+com\s+(?:" + W + r"){0,2}(?:o\s+anunciado|os\s+números|os\s+resultados"
        r"|as\s+afirmações)",
        r"\bdentro\s+da\s+margem\s+de\s+erro",
    ),
    "it": (
        r"\bin\s+linea\s+con\s+(?:" + W + r"){0,2}(?:quanto\s+annunciato|i\s+dati|i\s+risultati"
        r"|le\s+dichiarazioni|le\s+cifre)",
        r"\bcoerent[ei]\s+con\b",
        r"\bva(?:nno)?\s+nella\s+stessa\s+direzione",
        r"\bentro\s+il\s+margine\s+di\s+errore",
    ),
    "zh": (r"得到验证|验证了|相符|吻合|复现了|相差(?:不大|无几|很小|不多|甚微)|基本一致|接近官方",),
}

DISPUTE_PHRASES: Lexicon = {
    "en": (
        r"\b(?:unable|failed|fails|could\s*n[o']t|couldn['’]t|can['’]t|cannot|did\s*n[o']t"
        r"|didn['’]t|were\s+not\s+able)\s+(?:to\s+)?(?:independently\s+)?(?:replicate"
        r"|reproduce|match|achieve|reach)\b",
        r"\bonly\s+(?:about\s+|roughly\s+|around\s+)?(?:half|a\s+third|a\s+quarter|a\s+fraction"
        r"|\d+\s?%)\s+(?:of\s+)?(?:the\s+|what\s+)?(?:advertised|claimed|promised|stated"
        r"|reported|official|announced|marketed|vendor['’]s|was\s+claimed|was\s+advertised)",
        r"\b(?:well|far|significantly|substantially|considerably|much|markedly|way)\s+(?:below"
        r"|lower\s+than|under|short\s+of|behind|worse\s+than)\b",
        r"\b(?:fell|falls|fall|falling|come|comes|came)\s+(?:well\s+|far\s+)?short\s+of",
        r"\b(?:below|lower\s+than|less\s+than|short\s+of|under)\s+(?:the\s+)?(?:[\w-]+['’]s\s+)?"
        r"(?:advertised|claimed|promised|stated|reported|official|announced|self-reported"
        r"|marketed)",
        r"\b(?:big|large|significant|major|stark|substantial|notable|wide)\s+(?:differences?"
        r"|discrepanc(?:y|ies)|gaps?|mismatch(?:es)?|disparit(?:y|ies))\s+(?:between|from|with"
        r"|in)\b",
        r"\bdiscrepanc(?:y|ies)\b",
        r"\bgap\s+between\s+(?:the\s+)?(?:" + W + r"){0,3}(?:claimed|reported|self-reported"
        r"|advertised|published|official|benchmark)",
        r"\bgap\s+of\s+\d+(?:[.,]\d+)?\s+(?:percentage\s+)?points\b",
        r"\b(?:slips?|slipped|drops?|dropped|falls?|fell|plunges?|plunged|tumbles?|tumbled"
        r"|sinks?|sank)\s+(?:from\s+[\w#]+\s+(?:place\s+)?)?to\s+(?:[\w#]+\s+)?(?:place|spot"
        r"|position|rank)\b",
        r"\b(?:does|did|do)\s*(?:n['’]t|\s+not)\s+(?:hold\s+up|live\s+up|match|replicate"
        r"|reproduce)\b",
        r"\b(?:inflated|overstated|exaggerated|overclaimed|cherry-picked)\b",
        r"\bworse\s+performance\s+than\b|\bperformed\s+worse\b",
        r"\bnot\s+(?:up\s+to|living\s+up\s+to)\s+(?:the\s+)?(?:hype|claims|expectations"
        r"|promises?)",
    ),
    "de": (
        r"\bkonnte[n]?\s+(?:" + W + r"){0,4}nicht\s+(?:reproduzieren|replizieren|nachvollziehen"
        r"|erreichen)",
        r"\b(?:deutlich|weit|erheblich|klar|spürbar)\s+(?:unter|niedriger|schlechter|hinter)\b",
        r"\bbleib(?:t|en|e)\s+(?:" + W + r"){0,3}hinter\s+(?:" + W + r"){0,3}zurück",
        r"\b(?:Diskrepanz|Widerspruch|Kluft)\w*",
        r"\b(?:rutscht|fällt|sinkt)\w*\s+(?:" + W + r"){0,4}auf\s+(?:Platz|Rang)\b",
        r"\b(?:unter|hinter)\s+(?:den\s+|dem\s+)?(?:beworbenen|angegebenen|versprochenen"
        r"|behaupteten|offiziellen)",
        r"\bnur\s+(?:etwa\s+|rund\s+)?(?:die\s+)?Hälfte\s+(?:der|des)\s+(?:beworbenen"
        r"|angegebenen|versprochenen|behaupteten|offiziellen)",
        r"\bschlechter\s+als\s+(?:angegeben|behauptet|beworben|versprochen)",
        # "für überschätzt", "erreicht nicht die angegebenen Werte"
        r"\b(?:überschätzt|übertrieben|geschönt)\b",
        r"\berreich\w*\s+nicht\s+(?:die|den|das)\s+(?:" + W + r")?(?:angegeben|beworben|versprochen"
        r"|behauptet|offiziell)\w*",
    ),
    "fr": (
        r"\bn['’](?:ont|a|avons|ai)\s+pas\s+(?:pu|réussi\s+à)\s+(?:reproduire|répliquer"
        r"|retrouver|atteindre)",
        r"\bimpossible\s+de\s+(?:reproduire|répliquer|retrouver)",
        r"\b(?:bien|nettement|largement)\s+(?:en\s+dessous|en\s+deçà|inférieur\w*"
        r"|moins\s+bon\w*)\b",
        r"\b(?:écart|divergence|décalage|contradiction)s?\s+(?:important\w*|significatif\w*"
        r"|net\w*|entre|considérable\w*|majeur\w*)",
        r"\bpas\s+à\s+la\s+hauteur\b",
        r"\b(?:recule|chute|glisse|tombe)\w*\s+(?:" + W + r"){0,4}(?:à\s+la\s+\w+\s+place"
        r"|au\s+\w+\s+rang)",
        r"\bseulement\s+(?:la\s+)?moitié\s+(?:de\s+la|du|des)\s+(?:" + W + r")?(?:annoncé\w*"
        r"|promis\w*|revendiqu\w*)",
        r"\ben\s+dessous\s+(?:des?|du)\s+(?:chiffres?\s+)?(?:annoncé\w*|promis\w*|revendiqu\w*"
        r"|officiel\w*)",
        # "les performances annoncées sont surestimées", "n'atteint pas les performances
        # annoncées"
        r"\b(?:surestimée?s?|exagérée?s?|gonflée?s?)\b",
        r"\bn['’](?:atteint|atteignent|atteignait)\s+pas\s+(?:les?|la|l['’])\s*(?:" + W + r")?"
        r"(?:annoncé\w*|promis\w*|revendiqu\w*|affiché\w*)",
    ),
    "es": (
        r"\bno\s+(?:pudo|pudieron|logró|lograron|consiguió|consiguieron|hemos\s+podido"
        r"|han\s+podido)\s+(?:replicar|reproducir|alcanzar|igualar)",
        r"\b(?:muy|bastante|claramente|significativamente|considerablemente)\s+por\s+debajo\b",
        r"\bpor\s+debajo\s+de\s+(?:lo|las?|los)\s+(?:anunciad\w+|prometid\w+|declarad\w+"
        r"|oficiales?|cifras\s+oficiales)",
        r"\b(?:discrepancia|brecha|desfase)s?\s+(?:importante\w*|significativ\w+|notable\w*"
        r"|grande\w*|considerable\w*|entre)",
        r"\bno\s+(?:está|estaría|estuvo)\s+a\s+la\s+altura",
        r"\b(?:cae|cayó|baja|bajó|desciende|descendió)\s+(?:" + W + r"){0,3}(?:al|hasta\s+el)"
        r"\s+\w+\s+(?:puesto|lugar)",
        r"\bsolo\s+(?:la\s+)?mitad\s+de\s+(?:lo|la|las|los)\s+(?:" + W + r")?(?:anunciad\w+"
        r"|prometid\w+)",
        r"\b(?:sobr(?:e)?estimad[oa]s?|exagerad[oa]s?|inflad[oa]s?)\b",
        r"\bno\s+(?:alcanza|alcanzan|alcanzó)\s+(?:el|la|los|las|lo)\s+(?:" + W + r")?"
        r"(?:anunciad|prometid|declarad)\w*",
    ),
    "pt": (
        r"\bn[ãa]o\s+(?:conseguiu|conseguiram|conseguimos|foi\s+possível)\s+(?:replicar"
        r"|reproduzir|alcançar|atingir)",
        r"\b(?:bem|muito|claramente|significativamente)\s+abaixo\b",
        r"\babaixo\s+d[oa]s?\s+(?:" + W + r")?(?:anunciad\w+|prometid\w+|divulgad\w+|oficia\w+)",
        r"\b(?:discrepância|disparidade|descompasso)s?\b",
        r"\bn[ãa]o\s+(?:está|estaria|esteve|ficou)\s+à\s+altura",
        r"\b(?:cai|caiu|desce|desceu)\s+(?:" + W + r"){0,3}para\s+o\s+\w+\s+(?:lugar|posto)",
        r"\bapenas\s+(?:a\s+)?metade\s+d[oa]s?\s+(?:" + W + r")?(?:anunciad\w+|prometid\w+)",
        r"\b(?:superestimad[oa]s?|sobrestimad[oa]s?|exagerad[oa]s?|inflad[oa]s?)\b",
        r"\bn[ãa]o\s+(?:atinge|atingem|atingiu|alcança|alcançou)\s+(?:o|a|os|as)\s+(?:" + W + r")?"
        r"(?:anunciad|prometid|divulgad)\w*",
    ),
    "it": (
        r"\bnon\s+(?:è|sono|siamo)\s+riuscit[oaie]\s+a\s+(?:replicare|riprodurre|raggiungere)",
        r"\b(?:ben|molto|nettamente|decisamente)\s+(?:al\s+di\s+sotto|sotto|inferior\w+"
        r"|peggio)\b",
        r"\b(?:divario|scarto)\s+(?:fra|tra|importante|significativ\w+|netto|notevole)",
        r"\bdiscrepanz\w+",
        r"\bnon\s+(?:è|sono)\s+(?:ancora\s+)?all['’]altezza",
        r"\b(?:scende|scivola|cala|crolla)\w*\s+(?:" + W + r"){0,3}(?:al|fino\s+al)\s+\w+\s+posto",
        r"\bsolo\s+(?:la\s+)?metà\s+di\s+quanto\s+(?:annunciato|promesso|dichiarato)",
        r"\b(?:sovrastimat[oaie]|esagerat[oaie]|gonfiat[oaie])\b",
        r"\bnon\s+(?:raggiunge|raggiungono|ha\s+raggiunto)\s+(?:le|la|il|i|gli|l['’])\s*"
        r"(?:" + W + r")?(?:annunciat|promess|dichiarat)\w*",
    ),
    "zh": (
        r"无法复现|未能复现|不能复现|复现失败|远低于|明显低于|大幅低于|低于(?:官方|宣传|宣称|公布)"
        r"|与(?:官方|宣传|宣称)(?:数据|数字|成绩|结果)?(?:不符|相差(?!不大|无几|很小|不多|甚微)"
        r"|存在差距)|名不副实|注水|缩水"
        r"|(?:跌|降|掉)(?:至|到)第|水分|高估|夸大|虚高",
    ),
}

#: Negation words that cancel a stance phrase right after them ("no discrepancy").
STANCE_CANCELLERS: Lexicon = {
    "en": (r"\b(?:no|not|never|without|n['’]t|hardly)\b",),
    "de": (r"\b(?:kein\w*|nicht|ohne)\b",),
    "fr": (r"\b(?:pas|aucun\w*|sans|ni)\b",),
    "es": (r"\b(?:no|sin|ningún|ninguna)\b",),
    "pt": (r"\b(?:não|sem|nenhum|nenhuma)\b",),
    "it": (r"\b(?:non|senza|nessun\w*)\b",),
    "zh": (r"没有|无|未|不",),
}

# ---------------------------------------------------------------------------------------
# What a claim looks like
# ---------------------------------------------------------------------------------------

#: Predicates of comparison or performance ("beats", "supera a", "领先").
COMPARATIVES: Lexicon = {
    "en": (
        r"\b(?:outperform\w*|beat[s]?|beating|surpass\w*|exceed\w*|ahead\s+of|on\s+par\s+with"
        r"|rival\w*|keeps?\s+(?:up|pace)\s+with|level\s+with|better\s+than|worse\s+than"
        r"|close[sd]?\s+the\s+gap|catch(?:es)?\s+up|leads?|tops?|ranks?|at\s+the\s+level\s+of"
        r"|comparable\s+to|competitive\s+with|performs?\s+(?:about\s+)?as\s+well\s+as"
        r"|matches|matching|scores?|scored|reach(?:es|ed)?|achiev\w+|gets|faster|quicker"
        r"|fastest|slower|(?:first|second|third|\w+th)\s+place|#\d+)\b",
    ),
    "de": (
        r"\b(?:übertrifft|schlägt|liegt\s+(?:\w+\s+)?(?:vorn|vor|gleichauf)|zieht\s+(?:\w+\s+){0,6}"
        r"gleich|besser\s+als|schlechter\s+als|reich\w*\s+(?:\w+\s+){0,6}heran|Augenhöhe"
        r"|überholt|setzt\s+sich\s+(?:\w+\s+){0,6}ab|erzielt|erreicht|kommt\s+(?:\w+\s+){0,3}auf"
        r"|schafft|schneller|belegt|landet|Platz\s+\d+|auf\s+Platz)\b",
    ),
    "fr": (
        r"\b(?:surpasse\w*|dépasse\w*|devance\w*|rivalise\w*|rivaliser|devant|au\s+niveau\s+de"
        r"|à\s+la\s+hauteur\s+de|meilleur\w*\s+que|égale\w*|atteint|atteindrait|obtient"
        r"|plus\s+rapide|se\s+classe|se\s+place|en\s+tête|à\s+la\s+\w+\s+place)\b",
    ),
    "es": (
        r"\b(?:supera\w*|aventaja\w*|a\s+la\s+altura\s+de|por\s+encima\s+de|mejor\s+que"
        r"|se\s+aproxima|iguala\w*|rivaliza\w*|compite|alcanza\w*|obtiene|logra|más\s+rápido"
        r"|se\s+sitúa|se\s+coloca|ocupa\s+el|lidera\w*|en\s+el\s+\w+\s+(?:puesto|lugar))\b",
    ),
    "pt": (
        r"\b(?:supera\w*|se\s+sai\s+melhor|melhor\s+que|à\s+altura\s+de|no\s+mesmo\s+patamar"
        r"|acima\s+de|rivaliza\w*|alcança\w*|atinge|obtém|mais\s+rápido|fica\s+em|ocupa"
        r"|lidera\w*|em\s+\w+\s+lugar)\b",
    ),
    "it": (
        r"\b(?:supera\w*|batte|davanti\s+a|all['’]altezza\s+di|meglio\s+di|alla\s+pari"
        r"|ottiene|raggiunge|buoni\s+risultati|più\s+veloce|si\s+piazza|si\s+posiziona"
        r"|si\s+classifica|in\s+testa|al\s+\w+\s+posto)\b",
    ),
    "zh": (
        r"超过|超越|领先|高于|低于|媲美|比肩|持平|不相上下|第一|榜首|第二|落后|逼近|贴近|拿下|得分"
        r"|更快|位列|名列|排名第|位居|毫不逊色|不输|不逊于|优于",
    ),
}

#: The comparison model a figure belongs to ("the autoregressive baseline reached 47.6
#: tok/s", "自回归基线为47.6"): a figure given for a baseline is not the subject's.
BASELINE_WORDS: Lexicon = {
    # "a 32B autoregressive model" is the usual comparison for a diffusion model
    "en": (
        r"\b(?:baselines?|(?:reference|comparison|control)\s+models?"
        r"|autoregressive\s+(?:[\w-]+\s+){0,2}?models?)\b",
    ),
    "de": (
        r"\b(?:Baselines?|Referenzmodell\w*|Vergleichsmodell\w*|Vergleichsbasis"
        r"|autoregressive\w*\s+(?:[\w-]+\s+){0,2}?Modell\w*)\b",
    ),
    "fr": (
        r"\b(?:baselines?|lignes?\s+de\s+base|modèles?\s+de\s+(?:référence|comparaison)"
        r"|modèles?\s+autorégressifs?)\b",
    ),
    "es": (
        r"\b(?:baselines?|l[ií]neas?\s+(?:de\s+)?base"
        r"|modelos?\s+de\s+(?:referencia|comparaci[oó]n)|modelos?\s+autorregresivos?)\b",
    ),
    "pt": (
        r"\b(?:baselines?|linhas?\s+de\s+base|modelos?\s+de\s+(?:referência|comparação)"
        r"|modelos?\s+autorregressivos?)\b",
    ),
    "it": (
        r"\b(?:baseline|line[ae]\s+di\s+base|modell[oi]\s+di\s+(?:riferimento|confronto)"
        r"|modell[oi]\s+autoregressiv[oi])\b",
    ),
    "zh": (r"基线|对照模型|对比模型|参照模型|基准模型|自回归模型",),
}

#: A third party's derivative of the model (a community quantisation, a fine-tune): its
#: figures never verify the model itself. The vendor's own quantised release is not one.
DERIVATIVE_PHRASES: Lexicon = {
    "en": (
        r"\b(?:community|third[-\s]party|unofficial|custom|own)[-\s](?:[\w.-]+\s+){0,2}?"
        r"(?:quant\w*|GGUF|AWQ|GPTQ|EXL2|MLX|builds?"
        r"|fine-?tunes?|conversions?)\b|\bfine-?tuned?\s+(?:version|variant|model)\b",
        # another checkpoint of the release: "the base checkpoint", "the pretrained model"
        r"\bthe\s+(?:base|pre-?trained)\s+(?:checkpoint|model|version|weights)\b",
    ),
    "de": (
        r"\bCommunity-?(?:Quant\w*|Version\w*|Feintuning\w*)|\binoffiziell\w*\s+(?:Quant\w*"
        r"|GGUF|Version)|\beigene[nr]?\s+Quantisierung|\bfeinabgestimmt\w*|\bFeintuning",
        r"\b(?:GGUF|AWQ|GPTQ|EXL2|MLX)-?\w*\s+(?:aus\s+der|der)\s+Community",
    ),
    "fr": (
        r"\bquantifi\w+\s+(?:par\s+la\s+communauté|communautaire|non\s+officiel\w*|maison)"
        r"|\bversion\s+(?:communautaire|non\s+officielle)|\bfine-?tun\w+|\baffiné\w*\s+par",
        r"\b(?:GGUF|AWQ|GPTQ|EXL2|MLX)\s+(?:[\w-]+\s+){0,1}(?:de\s+la\s+communauté|communautaire)",
    ),
    "es": (
        r"\b(?:versión|cuantización)\s+(?:de\s+la\s+comunidad|comunitaria|no\s+oficial|propia)"
        r"|\bcuantizad\w+\s+por\s+la\s+comunidad|\bajuste\s+fino",
        r"\b(?:GGUF|AWQ|GPTQ|EXL2|MLX)\s+(?:[\w-]+\s+){0,1}(?:de\s+la\s+comunidad|comunitari[oa])",
    ),
    "pt": (
        r"\b(?:versão|quantização)\s+(?:da\s+comunidade|comunitária|não\s+oficial|própria)"
        r"|\bquantizad\w+\s+pela\s+comunidade|\bajuste\s+fino",
        r"\b(?:GGUF|AWQ|GPTQ|EXL2|MLX)\s+(?:[\w-]+\s+){0,1}(?:da\s+comunidade|comunitári[oa])",
    ),
    "it": (
        r"\b(?:versione|quantizzazione)\s+(?:della\s+comunità|non\s+ufficiale|propria)"
        r"|\bquantizzat\w+\s+dalla\s+comunità|\bfine-?tuning",
        r"\b(?:GGUF|AWQ|GPTQ|EXL2|MLX)\s+(?:[\w-]+\s+){0,1}(?:della\s+comunità|non\s+ufficiale)",
    ),
    "zh": (
        r"社区(?:[\w-]{0,8})?(?:量化|微调|GGUF)|第三方量化|非官方(?:量化|版本)|自(?:行|己)量化|微调版",
    ),
}

#: The writer in the first person ("my 4090", "nous", "unser Rechner", "我们"): a sentence
#: naming a derivative in the writer's voice says what the writer ran.
FIRST_PERSON_WORDS: Lexicon = {
    "en": (r"\b(?:(?-i:I)|my|me|we|our|us)\b",),
    "de": (r"\b(?:ich|mein\w*|mir|mich|wir|unser\w*|uns)\b",),
    "fr": (r"\b(?:je|j['’]|mon|ma|mes|moi|nous|notre|nos)\b",),
    "es": (r"\b(?:yo|mi|mis|nosotros|nosotras|nuestr[oa]s?)\b",),
    "pt": (r"\b(?:eu|meu|minha|meus|minhas|nós|noss[oa]s?)\b",),
    "it": (r"\b(?:io|mio|mia|miei|mie|noi|nostr[oaie])\b",),
    "zh": (r"我|笔者|本站",),
}

#: The writer as the subject ("we got", "nous avons mesuré", "我们实测"), not as an owner ("our
#: own harness" is no report of a result).
FIRST_PERSON_SUBJECTS: Lexicon = {
    "en": (r"\b(?:(?-i:I)|we)\b",),
    "de": (r"\b(?:ich|wir)\b",),
    "fr": (r"\b(?:je|j['’]|nous)\b",),
    "es": (r"\b(?:yo|nosotros|nosotras|hemos)\b",),
    "pt": (r"\b(?:eu|nós)\b",),
    "it": (r"\b(?:io|noi|abbiamo|ho)\b",),
    "zh": (r"我们|我|笔者",),
}

#: A text saying its figure cannot be set against the claim ("not directly comparable",
#: "无法直接比较"): for speed, where only like for like counts, the figure is no evidence.
NOT_COMPARABLE_PHRASES: Lexicon = {
    "en": (
        r"\bnot\s+(?:directly\s+)?comparable\b|\b(?:cannot|can['’]t|can\s+not)\s+be\s+"
        r"(?:directly\s+)?compared\b|\bnot\s+(?:a\s+)?like[-\s]for[-\s]like\b"
        r"|\bapples[-\s]to[-\s]oranges\b",
    ),
    "de": (
        r"\bnicht\s+(?:direkt\s+)?vergleichbar|\b(?:lässt|lassen)\s+sich\s+(?:" + W + r"){0,3}"
        r"nicht\s+(?:direkt\s+)?vergleichen",
    ),
    "fr": (
        r"\b(?:pas|non)\s+(?:directement\s+)?comparables?\b|\bne\s+(?:peut|peuvent)\s+pas\s+"
        r"être\s+(?:directement\s+)?compar\w+",
    ),
    "es": (
        r"\bno\s+(?:es|son)\s+(?:directamente\s+)?comparables?\b|\bno\s+se\s+pueden?\s+"
        r"comparar\b",
    ),
    "pt": (
        r"\bn[ãa]o\s+(?:é|são)\s+(?:diretamente\s+)?compar[áa]ve(?:l|is)\b|\bn[ãa]o\s+"
        r"(?:pode|podem)\s+ser\s+(?:diretamente\s+)?comparad\w+",
    ),
    "it": (
        r"\bnon\s+(?:è|sono)\s+(?:direttamente\s+)?(?:confrontabil|paragonabil)[ei]\b"
        r"|\bnon\s+si\s+(?:può|possono)\s+(?:direttamente\s+)?confrontare\b",
    ),
    "zh": (r"无法[^。，,；;]{0,20}(?:直接)?比较|不能直接比较|不具(?:备)?可比性|不可比",),
}

#: Generic words for "benchmark" used when no benchmark is named.
BENCHMARK_WORDS: Lexicon = {
    "en": (r"\b(?:benchmarks?|evaluations?|leaderboards?|tests?)\b",),
    "de": (r"\b(?:Benchmarks?|Tests?|Bestenliste)\b",),
    "fr": (r"\b(?:benchmarks?|tests?\s+de\s+référence|évaluations?|classement)\b",),
    "es": (r"\b(?:benchmarks?|pruebas(?:\s+de\s+referencia)?|evaluaciones|clasificaci[oó]n)\b",),
    "pt": (r"\b(?:benchmarks?|avaliações|testes|ranking)\b",),
    "it": (r"\b(?:benchmark|test|valutazioni|classifica)\b",),
    "zh": (r"基准|测评|评测|测试|榜单|跑分|竞技场",),
}

#: Words that say a bare number is a score.
SCORE_WORDS: Lexicon = {
    "en": (r"\b(?:scores?|scored|points?|Elo|rating|accuracy|pass@1)\b",),
    "de": (r"\b(?:Punkte?n?|Punktzahl|Ergebnis)\b",),
    "fr": (r"\b(?:score|points?|note)\b",),
    "es": (r"\b(?:puntos|puntuaci[oó]n)\b",),
    "pt": (r"\b(?:pontos|pontuaç[ãa]o)\b",),
    "it": (r"\b(?:punteggio|punti)\b",),
    "zh": (r"得分|分数|评分|成绩",),
}

SPEED_WORDS: Lexicon = {
    "en": (r"\b(?:faster|speed\w*|throughput|quicker|fast|latency|tokens?)\b",),
    "de": (r"\b(?:schneller|Geschwindigkeit|Durchsatz|Tempo)\b",),
    "fr": (r"\b(?:plus\s+rapide|vitesse|débit)\b",),
    "es": (r"\b(?:más\s+rápido|velocidad|rendimiento\s+de\s+inferencia)\b",),
    "pt": (r"\b(?:mais\s+rápido|velocidade|vazão)\b",),
    "it": (r"\b(?:più\s+veloce|velocità)\b",),
    "zh": (r"速度|吞吐|更快|提速",),
}

LATENCY_WORDS: Lexicon = {
    "en": (r"\b(?:latency|overhead|time\s+to\s+first|TTFT|response\s+time|first\s+chunk)\b",),
    "de": (r"\b(?:Latenz|Antwortzeit)\b",),
    "fr": (r"\b(?:latence|délai)\b",),
    "es": (r"\b(?:latencia)\b",),
    "pt": (r"\b(?:latência)\b",),
    "it": (r"\b(?:latenza)\b",),
    "zh": (r"延迟|首字|首token|时延",),
}

MEMORY_WORDS: Lexicon = {
    "en": (r"\b(?:memory|VRAM|RAM)\b",),
    "de": (r"\b(?:Speicher\w*|Arbeitsspeicher)\b",),
    "fr": (r"\bmémoire\b",),
    "es": (r"\bmemoria\b",),
    "pt": (r"\bmemória\b",),
    "it": (r"\bmemoria\b",),
    "zh": (r"显存|内存",),
}

#: Number words used with "times" ("ten times the throughput").
NUMBER_WORDS: dict[str, int] = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twenty": 20,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "fünf": 5,
    "zehn": 10,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "dix": 10,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "diez": 10,
    "duas": 2,
    "três": 3,
    "quatro": 4,
    "dez": 10,
    "due": 2,
    "tre": 3,
    "quattro": 4,
    "cinque": 5,
    "dieci": 10,
    "两": 2,
    "二": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "十": 10,
}

TIMES_WORDS = r"(?:x|×|times|fois|veces|vezes|volte|mal|倍)"

MONTHS = (
    r"(?:jan(?:uary|uar|vier)?|feb(?:ruary|ruar)?|febrero|fevereiro|febbraio|févr(?:ier)?"
    r"|mar(?:ch|s|zo)?|märz|março|apr(?:il|ile)?|avril|abril|may|mai|mayo|maio|maggio"
    r"|jun[ei]?|juin|junio|junho|giugno|jul[iy]?|juillet|julio|julho|luglio|aug(?:ust)?"
    r"|août|agosto|sep(?:t|tember|tembre|tiembre)?|setembro|settembre|oct(?:ober)?|okt(?:ober)?"
    r"|octobre|octubre|outubro|ottobre|nov(?:ember|embre|iembre|embro)?|dec(?:ember)?"
    r"|dez(?:ember|embro)?|décembre|diciembre|dicembre)"
)

#: Conjunctions that separate two claims with different sources inside one sentence.
CLAUSE_SPLITTERS = (
    r"\s*[;；]\s*",
    r",\s+(?=(?:but|yet|while|whereas|although|though|however|aber|doch|jedoch|während"
    r"|mais|tandis\s+que|alors\s+que|pero|mientras\s+que|aunque|mas|porém|enquanto|eppure"
    r"|mentre|però|tuttavia)\b)",
    r"[，,](?=但是|但|然而|不过|而(?!且))",
)


# ---------------------------------------------------------------------------------------
# Coreference: who "the firm", "le cabinet", "il gruppo" is (see ``coreference.py``)
# ---------------------------------------------------------------------------------------

#: Head nouns that describe a party, by kind: a definite description ("the firm", "le
#: cabinet", "il gruppo", "das Labor") refers back to the party introduced with a noun of the
#: same kind. German compounds count by their last part ("Evaluationsfirma", "Testlabor").
#: Nouns for a company as such ("the company", "l'entreprise", "das Unternehmen") are left
#: out: in this domain they name the vendor far too often to be resolved otherwise.
PARTY_NOUNS: dict[str, Lexicon] = {
    "firm": {
        "en": (r"\b(?:firm|shop|outfit|consultancy|boutique)s?\b",),
        "de": (r"\b\w*(?:firma|firmen)\b",),
        "fr": (r"\b(?:cabinet|firme|officine)s?\b",),
        "es": (r"\b(?:firma|consultora)s?\b",),
        "pt": (r"\b(?:firma|consultoria)s?\b",),
        "it": (r"\b(?:ditta|societ[àa]\s+di\s+consulenza)\b",),
        "zh": (r"机构",),
    },
    "lab": {
        "en": (r"\b(?:lab|laboratory|laboratories|labs|institute)\b",),
        "de": (r"\b\w*(?:labor|institut)(?:s|e|en|es)?\b",),
        "fr": (r"\b(?:laboratoire|labo|institut)s?\b",),
        "es": (r"\b(?:laboratorio|instituto)s?\b",),
        "pt": (r"\b(?:laborat[óo]rio|instituto)s?\b",),
        "it": (r"\b(?:laboratori[oi]|istitut[oi])\b",),
        "zh": (r"实验室|研究所",),
    },
    # a team and a group are one kind: "un groupe de recherche ... L'équipe a fait tourner"
    "group": {
        "en": (r"\b(?:group|collective|association|team|duo|trio)s?\b",),
        "de": (r"\b\w*(?:gruppe|verein|kollektiv|team)(?:n|s|e|es)?\b|\b(?:Duo|Trio)s?\b",),
        "fr": (
            r"\b(?:groupe|collectif|association)s?\b|(?:\b|(?<=['’]))(?:équipe|binôme|duo|trio)\b",
        ),
        "es": (r"\b(?:grupo|colectivo|asociaci[oó]n|equipo|dúo|tr[ií]o)\b",),
        "pt": (r"\b(?:grupo|coletivo|associa[çc][ãa]o|equipe|equipa|dupla|trio)\b",),
        "it": (r"\b(?:gruppo|collettivo|associazione|team|squadra|duo|trio)\b",),
        "zh": (r"课题组|研究组|小组|团队",),
    },
    # one person who reviews hardware or models in public: "the YouTuber Dave Lee"
    "reviewer": {
        "en": (r"\b(?:YouTuber|reviewer|blogger|tech\s+reviewer)s?\b",),
        "de": (r"\b(?:YouTuber\w*|Rezensent\w*|Blogger\w*|Reviewer\w*)\b",),
        "fr": (r"\b(?:youtubeu(?:r|se)s?|YouTuber|blogueu(?:r|se)s?|testeu(?:r|se))\b",),
        "es": (r"\b(?:youtubers?|bloguer[oa]s?|reseñador[ae]s?)\b",),
        "pt": (r"\b(?:youtubers?|blogueir[oa]s?|revisor[ae]?s?)\b",),
        "it": (r"\b(?:youtuber|blogger|recensor[ei])\b",),
        "zh": (r"博主|UP主|测评人",),
    },
    "researchers": {
        "en": (r"\b(?:researchers|engineers|testers|evaluators|academics)\b",),
        "de": (r"\b(?:Forscher\w*|Ingenieur\w*|Tester\w*|Prüfer\w*)\b",),
        "fr": (r"\b(?:chercheu(?:rs|ses)|ingénieur(?:e|s|es)|testeurs|évaluateurs)\b",),
        "es": (r"\b(?:investigador(?:es|as)|ingenier[oa]s|evaluadores)\b",),
        "pt": (r"\b(?:pesquisador(?:es|as)|engenheir[oa]s|avaliadores)\b",),
        "it": (r"\b(?:ricercat(?:ori|rici)|ingegner[ie]|valutatori)\b",),
        "zh": (r"研究人员|研究者|工程师|研究团队",),
    },
}

#: Words that deny a tie right before the vendor's name ("a firm with no ties to Finch Labs",
#: "una firma sin vínculos con DiffuSpace"): the name ties nothing to the vendor there.
NO_TIES_BEFORE: Lexicon = {
    "en": (
        r"\b(?:no|without(?:\s+any)?)\s+(?:ties|links|connections?|affiliation|relationship)"
        r"\s+(?:to|with)\s+$",
        r"\b(?:not\s+|un)affiliated\s+with\s+$",
        r"\bindependent\s+(?:of|from)\s+$",
    ),
    "de": (
        r"\bohne\s+(?:jede\s+)?(?:Verbindung\w*|Beziehung\w*|Verflechtung\w*)\s+(?:zu|mit)"
        r"\s+$",
        r"\bunabhängig\s+von\s+$",
    ),
    "fr": (
        r"\bsans\s+(?:aucun\s+)?(?:liens?|attaches?)\s+(?:avec|à)\s+$",
        r"\bindépendant\w*\s+de\s+$",
    ),
    "es": (r"\bsin\s+(?:ningún\s+)?(?:vínculos?|relación|lazos)\s+con\s+$",),
    "pt": (
        r"\bsem\s+(?:nenhum\s+|qualquer\s+)?(?:vínculos?|ligaç(?:ão|ões)|relação)\s+com\s+(?:a\s+|o\s+)?$",
    ),
    "it": (r"\bsenza\s+(?:alcun\s+)?(?:legam[ei]|rapporti|vincoli)\s+con\s+$",),
    "zh": (r"与$",),
}

#: The same denial in Chinese, after the name: "与DiffuSpace无关", "与 DiffuSpace 没有任何关联".
NO_TIES_AFTER: Lexicon = {
    "zh": (r"^\s*(?:无关|没有(?:任何)?(?:关联|关系|利益关系)|无(?:任何)?(?:关联|利益关系))",),
}

#: Definite and demonstrative determiners before a party noun: "the firm", "ce cabinet",
#: "l'équipe", "die Gruppe", "esta firma", "o laboratório", "il gruppo", "该团队". Up to
#: two words may stand between ("the Leeds firm", "le petit cabinet").
DEFINITE_DETERMINERS: Lexicon = {
    "en": (r"\b(?:the|this|that|these|those)\s+",),
    "de": (r"\b(?:der|die|das|den|dem|des|diese[rsmn]?)\s+",),
    "fr": (r"\b(?:le|la|les|ce|cet|cette|ces)\s+|\bl['’]\s*",),
    "es": (r"\b(?:el|la|los|las|este|esta|estos|estas|ese|esa|esos|esas)\s+",),
    "pt": (r"\b(?:o|a|os|as|este|esta|estes|estas|esse|essa|esses|essas)\s+",),
    "it": (r"\b(?:il|lo|la|i|gli|le|questo|questa|questi|queste)\s+|\bl['’]\s*",),
    "zh": (r"(?:该|这个|这家|这支|此)",),
}

#: Words that describe a party as a tester or a third party, next to its noun: "a
#: benchmarking shop", "un cabinet spécialisé dans l'évaluation indépendante", "die
#: Evaluationsfirma", "un laboratorio universitario", "un laboratório independente".
TESTER_DESCRIPTORS: Lexicon = {
    "en": (
        r"\b(?:benchmark\w*|evaluat\w+|evals?|testing|tests?|audit\w*|independent|third-party"
        r"|universit\w+|academic|measurement)\b",
    ),
    "de": (
        r"\b(?:Evaluation\w*|Evaluierung\w*|Prüf\w*|Test\w*|Mess\w*|unabhängig\w*"
        r"|Universität\w*|Hochschul\w*|universitär\w*)",
    ),
    "fr": (
        r"\b(?:évaluations?|évaluer|essais|tests?|tester|indépendant\w*|universit\w+|bénévoles"
        r"|mesures|mesurer|benchmarks?)\b",
    ),
    "es": (
        r"\b(?:evaluaci[oó]n\w*|evaluar|pruebas|probar|independientes?|universi\w+|mediciones"
        r"|medir|benchmarks?)\b",
    ),
    "pt": (
        r"\b(?:avalia(?:ção|ções|m?|r)|testes|testar|independentes?|universi\w+|medições|medir"
        r"|benchmarks?)\b",
    ),
    "it": (
        r"\b(?:valutazion[ei]|valuta(?:no|re)?|prove|test|testare|indipendent[ei]|universit\w+"
        r"|misurazioni|misurare|benchmark)\b",
    ),
    "zh": (r"评测|测评|测试|独立|大学|高校|第三方",),
}

#: A tester's tests named through the tester, before a description of it: "in the tests of
#: the firm", "dans les mesures du laboratoire", "nach eigenen Messungen der Prüfer", "en la
#: evaluación del laboratorio", "nelle prove del laboratorio" (the determiner may be fused
#: with the preposition: "du", "del", "della", "do").
TESTS_OF: Lexicon = {
    "en": (
        r"\b(?:tests?|testing|runs?|re-?runs?|measurements?|evaluations?)\s+(?:by|of|from)"
        r"\s+(?:the|this)\s+$",
    ),
    "de": (
        r"\b(?:Tests?|Messung\w*|Testläuf\w*|Durchläuf\w*|Evaluierung\w*)\s+(?:von\s+)?"
        r"(?:der|des|dem|den)\s+$",
    ),
    "fr": (
        r"\b(?:tests?|essais|mesures|évaluations?|relevés)\s+(?:du|des|de\s+la|de\s+l['’]"
        r"|par\s+(?:le|la|les|l['’]))\s*$",
    ),
    "es": (
        r"\b(?:pruebas|mediciones|evaluaci[oó]n|evaluaciones|ensayos)\s+(?:del|de\s+la"
        r"|de\s+los|de\s+las|por\s+(?:el|la|los|las))\s+$",
    ),
    "pt": (
        r"\b(?:testes|medições|avalia(?:ção|ções)|ensaios)\s+(?:do|da|dos|das|pelo|pela"
        r"|pelos|pelas)\s+$",
    ),
    "it": (
        r"\b(?:prove|test|misurazioni|valutazion[ei]|misure)\s+(?:del|della|dello|dei|degli"
        r"|delle|dell['’]|dal|dalla|dallo|dai|dagli|dalle|dall['’])\s*$",
    ),
    "zh": (r"(?!)",),
}

#: Verbs of testing in the clause of a party noun that make it the tester, in any tense and
#: in the title's present ("Leeds benchmarking firm reproduces ...", "un cabinet nantais
#: réévalue", "Equipe de IA de uma fintech mede"), or as the agent of a passive ("misurata
#: da un laboratorio indipendente").
TESTING_VERBS: Lexicon = {
    "en": (
        r"\b(?:measur(?:es|ed|ing)|test(?:s|ed)|re-?tests?|re-?tested|benchmark(?:s|ed)"
        r"|reproduc(?:es|ed)|replicat(?:es|ed)|re-?runs?|(?:re-?)?ran|re-?evaluat(?:es|ed)"
        r"|evaluat(?:es|ed)|audit(?:s|ed)|checks|checked|clock(?:s|ed)|scor(?:es|ed)"
        r"|tr(?:ies|ied)(?!\s+to\b))\b",
    ),
    "de": (
        r"\b(?:misst|messen|maß|maßen|gemessen|nachgemessen|nachmessen|testet\w*|getestet"
        r"|prüft\w*|überprüft\w*|reproduziert\w*|evaluiert\w*|laufen\s+lassen|ließ\w*\s+laufen"
        r"|erziel\w+|kommt\s+auf|kommen\s+auf|ausprobiert|probierte\w*\s+aus"
        r"|(?-i:betrieb|betrieben))\b",
    ),
    "fr": (
        r"\b(?:mesur(?:e|ent|é|ée|és|ées|er)|test(?:e|ent|é|ée|er)|réévalu\w+|évalu(?:e|ent|é|ée)"
        r"|reprodui(?:t|sent|re)|répliqu\w+|refait|vérifi(?:e|ent|é)|obtien(?:t|nent)|obtenu"
        r"|essayé)\b",
    ),
    "es": (
        r"\b(?:mide|miden|midió|midieron|medid[oa]|prueba|prueban|prob(?:ó|aron)|evalú(?:a|an)"
        r"|evalu(?:ó|aron)|evaluad[oa]|reproduc\w+|reprodujo|reprodujeron|replic\w+|repit\w+"
        r"|obtien(?:e|en)|obtuv(?:o|ieron))\b",
    ),
    "pt": (
        r"\b(?:mede|medem|mediu|mediram|medid[oa]|testa|testam|testou|testaram|avalia|avaliam"
        r"|correu|correram|executou|executaram"
        r"|avaliou|avaliaram|reproduz\w*|replic\w+|aferi\w*|confirma|confirmou|obt[ée]m"
        r"|experimentou|experimentaram"
        r"|obteve|obtiveram)\b",
    ),
    "it": (
        r"\b(?:misura|misurano|misurat[oaie]|testa|testano|testat[oaie]|valuta|valutano"
        r"|valutat[oaie]|riproduc\w+|riprodott[oaie]|replica\w*|rimisura\w*|verificat[oaie]"
        r"|ottiene|ottengono|ottenuto|provato)\b",
    ),
    "zh": (r"实测|测得|测出|评测|测试了|复现|跑了",),
}

#: The same verb before its subject, where the verb comes second ("Auf SWE-bench Verified kam
#: das Labor auf 61,0 Prozent", "Im Mittel maß die Gruppe 94 Token/s"): matched at the end of
#: the text before the description.
TESTER_RESULT_VERBS_BEFORE: Lexicon = {
    "en": (r"(?!)",),
    "de": (
        r"\b(?:kam|kamen|kommt|kommen|maß|maßen|misst|messen|erzielte\w*|erzielt|erreichte\w*"
        r"|erreicht|ermittelte\w*|ermittelt|landete\w*|landet|testete\w*|testet)\s+$",
    ),
    "fr": (r"(?!)",),
    "es": (r"(?!)",),
    "pt": (r"(?!)",),
    "it": (r"(?!)",),
    "zh": (r"(?!)",),
}

#: A third-person subject pronoun opening a sentence (after an introductory phrase, if any):
#: "Il obtient 69,8 %", "They got 402 tokens per second", "En laissant ..., ils atteignent".
#: It refers to the subject of the sentence before (see ``analyze``).
SUBJECT_PRONOUNS: Lexicon = {
    "en": (r"(?:it|they|he|she)",),
    "de": (r"(?:sie|er|es)",),
    "fr": (r"(?:il|elle|ils|elles)",),
    "es": (r"(?:ellos|ellas|él|ella)",),
    "pt": (r"(?:eles|elas|ele|ela)",),
    "it": (r"(?:esso|essa|essi|esse|loro)",),
    "zh": (r"(?:他们|她们|它|其)",),
}

#: A test that is only planned or wished for: "will re-run", "plans to test", "testera",
#: "wird ... prüfen", "va a medir", "vai testar", "intende misurare", "将测试". A party said
#: to be about to test has not tested.
PLANNED: Lexicon = {
    "en": (
        r"\b(?:will|would|plans?\s+to|planning\s+to|intends?\s+to|going\s+to|wants?\s+to"
        r"|hopes?\s+to|expects?\s+to|is\s+(?:set|due|expected)\s+to|next\s+(?:week|month)"
        r"|scheduled|yet\s+to|at\s+the\s+earliest)\b",
    ),
    "de": (
        r"\b(?:wird|werden|will|wollen|plant|planen|möchte\w*|soll\w*|demnächst|geplant"
        r"|frühestens|erst\s+(?:nächste|im|am|ab|in|nach|Ende|Anfang)\w*)\b",
    ),
    "fr": (
        r"\b(?:va|vont|(?<!rend\s)(?<!rendent\s)(?<!rendre\s)compte\w*|prévoi\w+|envisag\w+"
        r"|souhait\w+|devrai\w*|prochainement|viendr\w+|feront|pourront|devront)\b"
        r"|\b\w+(?:era|eront|ira|iront)\b",
    ),
    "es": (
        r"\b(?:va\s+a|van\s+a|planea\w*|prevé|prevén|pretende\w*|quiere\w*|próximamente)\b"
        r"|\b\w+(?:ará|erá|irá|arán|erán|irán)\b",
    ),
    "pt": (
        r"\b(?:vai|vão|pretende\w*|planeja\w*|prevê|quer(?:em|ia|iam|o|emos)?|em\s+breve"
        r"|agend\w+)\b"
        r"|\b\w+(?:ará|erá|irá|arão|erão|irão)\b",
    ),
    "it": (
        r"\b(?:intende\w*|prevede\w*|vuole|vogliono|sta\s+per|stanno\s+per|prossimamente)\b"
        r"|\b\w+(?:erà|irà|eranno|iranno)\b",
    ),
    "zh": (r"将|计划|准备|打算|即将",),
}

#: A test the vendor commissioned or paid for: "commissioned by DiffuSpace", "mandaté par",
#: "im Auftrag von", "encargado por", "contratado pela", "commissionato da", "受...委托". A
#: party described so in a sentence naming the vendor works for the vendor.
COMMISSIONED: Lexicon = {
    # passive ("commissioned by DiffuSpace") or active ("DiffuSpace commissioned and paid
    # Benchwell"): with the vendor named in the clause, either ties the tester to it
    "en": (
        r"\b(?:commissioned|paid|funded|hired|sponsored|contracted|retained)\s+(?:for\s+)?"
        r"(?:(?:in\s+full|entirely|fully|partly)\s+)?by\b",
        r"\b(?:commissioned|hired|contracted)\s+(?-i:[A-Z])|\bpaid\s+(?-i:[A-Z])\w*\s+to\b"
        r"|\bon\s+behalf\s+of\b",
    ),
    "de": (r"\b(?:im\s+Auftrag|beauftragt\w*|finanziert\w*|bezahlt\w*|gesponsert\w*)\b",),
    "fr": (
        r"\b(?:mandaté|payé|financé|commandité|missionné|sollicité|rémunéré)e?s?\s+par\b"
        r"|\brémunèr\w*"
        r"|\ba\s+(?:mandaté|commandé|payé|financé)\b|\bsur\s+commande\b",
    ),
    "es": (
        r"\b(?:encargad|pagad|financiad|contratad|patrocinad)[oa]s?\s+por\b"
        r"|\b(?:encarg[oó]|contrat[oó]|financi[oó])\b|\bpag[oó]\s+a\b|\bpor\s+encargo\b",
    ),
    "pt": (
        r"\b(?:encomendad|pag|financiad|contratad|patrocinad)[oa]s?\s+(?:por|pel[oa])\b"
        r"|\b(?:encomendou|contratou|financiou)\b|\bpagou\s+(?:a|à|ao)\b|\bpor\s+encomenda\b",
    ),
    "it": (
        r"\b(?:commissionat|pagat|finanziat|incaricat|sponsorizzat)[oaie]\s+da\w*\b"
        r"|\bha\s+(?:commissionato|finanziato|incaricato)\b|\bsu\s+commissione\b",
    ),
    "zh": (r"委托|赞助|出资|借出|借给",),
}

#: After the vendor's name, its own tests: "Finch AI's own tests", "DiffuSpaces eigene
#: Messungen". Before it, in the Romance languages: "las propias pruebas de", "les propres
#: mesures de", "nei test interni di".
VENDOR_OWN_AFTER: Lexicon = {
    "en": (r"^['’]s?\s+own\s+(?:tests?|testing|benchmarks?|evaluations?|measurements?|runs)\b",),
    "de": (r"^s?\s+eigene\w*\s+(?:Tests?|Messung\w*|Benchmarks?|Evaluierung\w*)",),
    "fr": (r"(?!)",),
    "es": (r"(?!)",),
    "pt": (r"(?!)",),
    "it": (r"(?!)",),
    "zh": (r"^\s*(?:自己的|自家的)?(?:测试|评测|实测)",),
}
VENDOR_OWN_BEFORE: Lexicon = {
    "en": (r"(?!)",),
    "de": (r"\beigene\w*\s+(?:Tests?|Messung\w*)\s+(?:von|des)\s+$",),
    "fr": (r"\bpropres\s+(?:tests|mesures|essais|évaluations)\s+(?:de|d['’])\s*$",),
    "es": (r"\bpropi[oa]s\s+(?:pruebas|mediciones|tests|evaluaciones)\s+de\s+$",),
    "pt": (r"\bprópri[oa]s\s+(?:testes|medições|avaliações)\s+d[aeo]\s+$",),
    "it": (r"\b(?:propri[ei]\s+(?:test|prove|misurazioni))\s+d[i]\s+$",),
    "zh": (r"(?!)",),
}

#: Possessive determiners before a party noun: "its engineers", "their lab", "seine
#: Forscher", "ses ingénieurs", "sus investigadores", "seus engenheiros", "i suoi ricercatori",
#: "其团队". A party that belongs to someone named before is not a third party of its own.
POSSESSIVE_DETERMINERS: Lexicon = {
    "en": (r"\b(?:its|their|his|her)\s+(?:own\s+)?(?:[\w-]+\s+)?$",),
    "de": (r"\b(?:sein|seine|seinem|seinen|seiner|ihr|ihre|ihrem|ihren|ihrer)\s+(?:[\w-]+\s+)?$",),
    "fr": (r"\b(?:son|sa|ses|leur|leurs)\s+(?:propres?\s+)?(?:[\w-]+\s+)?$",),
    "es": (r"\b(?:su|sus)\s+(?:propi[oa]s?\s+)?(?:[\w-]+\s+)?$",),
    "pt": (r"\b(?:seu|sua|seus|suas)\s+(?:própri[oa]s?\s+)?(?:[\w-]+\s+)?$",),
    "it": (r"\b(?:il\s+suo|la\s+sua|i\s+suoi|le\s+sue|il\s+loro|la\s+loro|i\s+loro)\s+$",),
    "zh": (r"(?:其|他们的|该公司的?)\s*$",),
}

#: A party noun tied to the vendor: "DiffuSpace's research lab", "the team behind Clover",
#: "l'équipe de DiffuSpace", "el laboratorio de la empresa". Matched right after the noun; the
#: vendor's name is checked separately.
OF_THE_VENDOR: Lexicon = {
    "en": (r"^\s*(?:behind|of|at|from)\b",),
    "de": (r"^\s*(?:von|bei|hinter)\b",),
    "fr": (r"^\s*(?:de|d['’]|du|chez)\b",),
    "es": (r"^\s*(?:de|del|detrás\s+de)\b",),
    "pt": (r"^\s*(?:de|da|do|por\s+trás\s+d[oa])\b",),
    "it": (r"^\s*(?:di|del|della|dietro)\b",),
    "zh": (r"(?!)",),
}

#: The agent of a passive, before a party noun: "measured by an independent lab", "mesuré
#: par un cabinet", "gemessen von einer Gruppe", "misurata da un laboratorio", "由...测得".
PASSIVE_AGENT: Lexicon = {
    "en": (r"\bby\b",),
    "de": (r"\b(?:von|durch)\b",),
    "fr": (r"\bpar\b",),
    "es": (r"\bpor\b",),
    "pt": (r"\b(?:por|pelo|pela|pelos|pelas)\b",),
    "it": (r"\b(?:da|dal|dallo|dalla|dai|dagli|dalle)\b",),
    "zh": (r"由|被",),
}

#: What a tester named through a description does with a figure: the verb right after "the
#: firm", "le cabinet", "a equipe" ("the firm recorded 71.9%", "le cabinet arrive à 58,6 %",
#: "a equipe obteve 62,7%"). Measuring verbs and verbs of arriving at a result.
TESTER_RESULT_VERBS: Lexicon = {
    "en": (
        r"^\s*(?:(?:has|have|had|then|also|again|now|first)\s+){0,2}(?:recorded|records|obtained"
        r"|obtains|got|gets|scored|scores|measured|measures|clocked|clocks|reached|reaches"
        r"|found|finds|saw|sees|logged|logs|ran|runs|re-?ran|tested|tests|evaluated|evaluates"
        r"|reproduced|reproduces|replicated|replicates|benchmarked|came\s+in\s+at"
        r"|arrived\s+at|landed\s+at|ended\s+up\s+(?:at|with))\b",
    ),
    "de": (
        r"^\s*(?:(?:hat|haben|hatte|hatten)\s+(?:[\w'’.,-]+\s+){0,8}?(?:gemessen|nachgemessen"
        r"|getestet|ermittelt|erzielt|erreicht|laufen\s+lassen|reproduziert|evaluiert)"
        r"|misst|messen|maß|maßen|testet\w*|ermittelt\w*|erzielt\w*|erreicht\w*"
        r"|kommt\s+auf|kommen\s+auf|kam\s+auf|kamen\s+auf|landet\w*\s+bei|ließ\w*\s+laufen)\b",
    ),
    "fr": (
        r"^\s*(?:(?:a|ont|avait|avaient)\s+(?:\w+\s+)?(?:obtenu|mesuré|relevé|enregistré|atteint"
        r"|trouvé|testé|évalué|reproduit|répliqué|fait\s+tourner|refait|constaté|chronométré)"
        r"|obtien(?:t|nent)|mesuren?t?|relèven?t?|enregistren?t?|atteint|atteignent"
        r"|trouven?t?|arriven?t?\s+à|aboutit|aboutissent|constaten?t?|testen?t?|évaluen?t?"
        r"|reproduit|reproduisent)\b",
    ),
    "es": (
        r"^\s*(?:(?:ha|han|había|habían)\s+(?:obtenido|medido|registrado|alcanzado|probado"
        r"|evaluado|reproducido|replicado|ejecutado)|obtuv(?:o|ieron)|obtienen?|midi(?:ó|eron)"
        r"|miden?|registr(?:ó|aron|a|an)|alcanz(?:ó|aron|a|an)|lleg(?:ó|aron|a|an)\s+a"
        r"|prob(?:ó|aron)|evalu(?:ó|aron)|reprodujo|reprodujeron|ejecut(?:ó|aron))\b",
    ),
    "pt": (
        r"^\s*(?:obteve|obtiveram|obtém|obtêm|mediu|mediram|medem?|registrou|registraram|correu"
        r"|correram|executou|executaram"
        r"|registram?|alcançou|alcançaram|chegou\s+a|chegaram\s+a|chegam?\s+a|rodou|rodaram"
        r"|testou|testaram|avaliou|avaliaram|reproduziu|reproduziram|calculou|calcularam"
        r"|aferiu|aferiram|(?:tem|têm)\s+(?:obtido|medido))\b",
    ),
    "it": (
        r"^\s*(?:(?:ha|hanno|aveva|avevano)\s+(?:\w+\s+)?(?:ottenuto|misurato|registrato"
        r"|raggiunto|rilevato|testato|valutato|riprodotto|replicato|eseguito|fatto\s+girare"
        r"|rimisurato|calcolato|provato)|ottiene|ottengono|misura(?:no)?|registra(?:no)?"
        r"|raggiunge|raggiungono|rileva(?:no)?|arriva(?:no)?\s+a)\b",
    ),
    "zh": (r"^\s*(?:实测|测得|测出|跑出|得到|获得|取得|复现)",),
}

#: A party the vendor keeps in-house: "in-house", "une équipe maison", "hauseigen", "equipo
#: propio", "equipe interna", "gruppo interno", "自建". A party so described is the vendor's.
IN_HOUSE: Lexicon = {
    "en": (r"\b(?:in-?house|internal|own|company's|corporate)\b",),
    "de": (r"\b(?:hauseigen\w*|intern\w*|eigen\w*|firmeneigen\w*|unternehmenseigen\w*)\b",),
    "fr": (r"\b(?:maison|interne|internes|propre|propres)\b",),
    "es": (r"\b(?:propi[oa]s?|intern[oa]s?|de\s+la\s+casa)\b",),
    "pt": (r"\b(?:própri[oa]s?|intern[oa]s?|da\s+casa)\b",),
    "it": (r"\b(?:propri[oa]|intern[oi]|interna|interne|della\s+casa)\b",),
    "zh": (r"自建|自有|内部|自家|公司的|旗下",),
}

#: A party tied to the vendor, anywhere in the text: employed by, works for, a partner of,
#: paid or commissioned by (``COMMISSIONED``).
EMPLOYED: Lexicon = {
    "en": (
        r"\b(?:employed\s+by|employees?\s+of|works?\s+(?:for|at)|working\s+(?:for|at)"
        r"|partners?\s+(?:of|with)|partnered\s+with|on\s+behalf\s+of|staff\s+of|paid\s+for\s+by"
        r"|(?:financed|backed|supported)\s+by|joined\s+(?:the\s+)?(?:startup|start-up|company"
        r"|firm|vendor)|draws?\s+a\s+salary\s+from|on\s+the\s+payroll\s+of)\b",
    ),
    "de": (
        r"\b(?:angestellt\w*\s+bei|Mitarbeite\w*\s+(?:von|bei|des)|arbeite\w*\s+(?:für|bei)"
        r"|Partner\w*\s+(?:von|des)|bezahlt\s+von|im\s+Namen\s+von)\b",
    ),
    "fr": (
        r"\b(?:employé\w*\s+(?:par|de)|salarié\w*\s+de|travaill\w+\s+(?:pour|chez)"
        r"|partenaire\w*\s+de|pour\s+le\s+compte\s+de|pay\w+\s+par)\b",
    ),
    "es": (
        r"\b(?:emplead[oa]s?\s+de|trabaj\w+\s+(?:para|en)|soci[oa]s?\s+de|en\s+nombre\s+de"
        r"|pagad[oa]s?\s+por)\b",
    ),
    "pt": (
        r"\b(?:funcionári[oa]s?\s+d[aeo]|trabalh\w+\s+(?:para|n[ao])|parceir[oa]s?\s+d[aeo]"
        r"|em\s+nome\s+d[aeo]|pag[oa]s?\s+pel[oa])\b",
    ),
    "it": (
        r"\b(?:dipendent[ei]\s+d\w*|lavor\w+\s+(?:per|presso)|partner\s+d\w*"
        r"|per\s+conto\s+d\w*|pagat[oaie]\s+da\w*)\b",
    ),
    "zh": (r"员工|受雇于|合作伙伴|为.{0,12}工作|出钱|付费",),
}

#: A run denied, still to come or never done, told with its verb: "has not yet run", "never
#: tested", "hat ... noch nicht getestet", "n'a pas encore mesuré", "todavía no", "ainda não
#: rodou", "non ha ancora misurato", "尚未". A bare "non" or "pas" elsewhere in the clause
#: ("non con lo scaffold del produttore") denies nothing about the run.
NOT_RUN: Lexicon = {
    "en": (
        r"\b(?:not|never|n['’]t)\s+(?:yet\s+|even\s+|actually\s+)?(?:been\s+)?(?:run|ran"
        r"|tested|measured|evaluated|benchmarked|re-?run)\b|\byet\s+to\s+(?:run|test|measure"
        r"|evaluate)\b",
    ),
    "de": (
        r"\b(?:nicht|nie|noch\s+nicht|noch\s+keine?n?)\b(?:\s+\S+){0,6}?\s+(?:getestet|gemessen"
        r"|laufen\s+lassen|evaluiert|geprüft|ausprobiert)\b",
    ),
    "fr": (
        r"\b(?:n['’](?:a|ont|avait)|ne\s+l['’](?:a|ont)|ne\s+les\s+(?:a|ont))\s+(?:pas|jamais)"
        r"\s+(?:encore\s+)?(?:\w+\s+)?(?:testé|mesuré|évalué|fait\s+tourner|lancé|exécuté)",
    ),
    "es": (
        r"\b(?:no|nunca)\s+(?:lo\s+|la\s+)?(?:ha|han|había|habían)\s+(?:\w+\s+)?(?:probado"
        r"|medido|evaluado|ejecutado|corrido)|\b(?:todavía|aún)\s+no\b",
    ),
    "pt": (
        r"\b(?:não|nunca)\s+(?:o\s+|a\s+)?(?:testou|mediu|avaliou|rodou|executou|testaram"
        r"|mediram|avaliaram|rodaram)\b|\bainda\s+não\b",
    ),
    "it": (
        r"\bnon\s+(?:lo\s+|la\s+)?(?:ha|hanno)\s+(?:ancora\s+|mai\s+)?(?:testato|misurato"
        r"|valutato|eseguito)|\bnon\s+(?:è|sono)\s+(?:ancora\s+)?stat[oi]\s+(?:testat|misurat"
        r"|eseguit|valutat)\w*|\bmai\s+(?:testato|misurato|eseguito)\b",
    ),
    "zh": (r"尚未|还没有?(?:测|跑|评)|没有(?:测|跑|评)|未曾",),
}

#: A plan told in the present, after the writer's own tests: "begin once the weights are
#: public", "commencent dès que", "empiezan cuando", "ficam para depois", "partono appena",
#: "beginnen, sobald", "等 ... 之后再".
PLANNED_AFTER: Lexicon = {
    "en": (
        r"\b(?:begins?|starts?|resumes?)\s+(?:once|when|after|as\s+soon|next)\b|\bonce\s+the\b"
        r"|\b(?:await|wait\s+for)\b",
    ),
    "de": (r"\b(?:beginnen|beginnt|starten|startet)\b[^.]{0,20}\bsobald\b|\bsobald\b",),
    "fr": (
        r"\b(?:commencent|commence|débutent|démarrent|attendent)\b|\bdès\s+que\b"
        r"|\bune\s+fois\s+que\b",
    ),
    "es": (r"\b(?:empiezan?|comienzan?|arrancan?)\b|\ben\s+cuanto\b",),
    "pt": (r"\b(?:começam?|ficam?\s+para\s+depois)\b|\bassim\s+que\b",),
    "it": (r"\b(?:partono|iniziano|cominciano)\b|\b(?:non\s+)?appena\b",),
    "zh": (r"之后再|以后再|再测",),
}

#: Ownership between a party and the vendor: "a wholly owned subsidiary", "la même société
#: matrice", "filiale détenue à 100 %", "controla el 100 % de ambas", "comprou 80% do seu
#: capital", "controllata", "子公司". A tester the vendor owns is the vendor.
OWNED: Lexicon = {
    "en": (
        r"\b(?:subsidiary|subsidiaries|wholly[-\s]owned|owned\s+by|parent\s+company"
        r"|acquired\s+by|bought\s+\d+\s*(?:%|per\s*cent)|(?:controlling|majority)\s+stake"
        r"|spun\s+(?:out|off)\s+(?:of|from)|spin-?off\s+of)\b",
    ),
    "de": (
        r"\b(?:Tochter(?:gesellschaft|firma|unternehmen)\w*|Mutter(?:konzern|gesellschaft)\w*"
        r"|Mehrheitseigner\w*|Ausgründung|kaufte\s+\d+"
        # "gehört seit März zu DiffuSpace": the owner right after (``coreference``)
        r"|gehört\s+(?:seit\s+(?:\S+\s+){1,3}?)?(?:zu|zum|zur))",
    ),
    "fr": (
        r"\b(?:filiale\w*|détenue?s?\s+à\s+\d+|maison\s+mère|société\s+m[èe]re|rachet\w+"
        r"|racheté\w*|actionnaire\s+majoritaire|appartient\s+(?:à|au))",
    ),
    "es": (
        r"\b(?:filial(?:es)?|(?:sociedad|empresa|compañía)\s+matriz|controla\s+el\s+\d+"
        r"|adquiri[óo]|compr[óo]\s+(?:el\s+)?\d+|pertenece\s+a)",
    ),
    "pt": (
        r"\b(?:subsidiária\w*|controlad[oa]s?\s+(?:da|do|pel[oa])|uma\s+controlada"
        r"|(?:empresa|sociedade)\s+matriz|comprou\s+\d+|adquiriu|aquisição|pertence\s+(?:a|à|ao))",
    ),
    "it": (
        r"\b(?:controllat[ao]|casa\s+madre|società\s+madre|acquisit[ao]\s+da|ha\s+comprato"
        r"|appartiene\s+(?:a|al|alla))",
    ),
    "zh": (r"子公司|母公司|控股|收购|孵化|旗下|隶属于?|持有[^。，,]{0,6}股权",),
}

#: A test at the vendor's own stand or demo: "on the stand", "at the booth", "am Messestand",
#: "sur le stand", "en el stand", "no estande", "allo stand", "展台", "the demo dashboard".
VENDOR_DEMO: Lexicon = {
    "en": (
        r"\b(?:(?:at|on)\s+(?:the|its|their|a)\s+(?:booth|stand)|demo\s+(?:machine|rig"
        r"|dashboard|unit|station))\b",
    ),
    "de": (r"\b(?:am\s+(?:Messe)?[Ss]tand|Vorführ(?:rechner|gerät|system)\w*)\b",),
    "fr": (r"\b(?:sur\s+le\s+stand|tableau\s+de\s+bord\s+de\s+démonstration)\b",),
    "es": (r"\b(?:en\s+el\s+(?:stand|expositor)|panel\s+de\s+demostración)\b",),
    "pt": (r"\b(?:no\s+estande|painel\s+de\s+demonstração)\b",),
    "it": (r"\b(?:(?:allo|sullo|presso\s+lo)\s+stand)\b",),
    "zh": (r"展台|展位",),
}

#: A role inside a company, in an apposition: "who leads evaluation at the Zurich startup",
#: "head of evaluation", "Leiterin der Evaluierung beim Start-up", "responsable de", "jefa de".
COMPANY_ROLES: Lexicon = {
    "en": (
        r"\b(?:leads?|led|heads?|head\s+of|chief|CEO|CTO|COO|founder|co-?founder|engineer\s+at"
        r"|works?\s+at|employee|director|manager|vice\s+president|VP|lead\s+of|lead\s+at"
        r"|(?:at|of)\s+the\s+(?:[\w-]+\s+)?(?:startup|start-up|company|firm|maker|vendor))\b",
    ),
    "de": (
        r"\b(?:leitet|Leiter\w*|Chef\w*|Gründer\w*|Mitgründer\w*|Geschäftsführer\w*|CEO|CTO"
        r"|Ingenieur\w*\s+(?:bei|von)|arbeitet\s+bei|Mitarbeiter\w*|Direktor\w*"
        r"|(?:beim|bei\s+dem|des)\s+(?:[\w-]+\s+)?(?:Start-up|Startup|Unternehmen\w*|Firma"
        r"|Hersteller\w*|Anbieter\w*))\b",
    ),
    "fr": (
        r"\b(?:dirige|responsable|chef\w*|directeur\w*|directrice\w*|fondat\w+|cofondat\w+"
        r"|PDG|CEO|CTO|ingénieur\w*\s+chez|travaille\s+chez|salarié\w*"
        r"|(?:de\s+la|chez\s+la)\s+(?:[\w-]+\s+)?(?:start-up|startup|jeune\s+pousse|société))\b",
    ),
    "es": (
        r"\b(?:dirige|responsable|jef[ae]\w*|director\w*|fundador\w*|cofundador\w*|CEO|CTO"
        r"|consejer[oa]\s+delegad[oa]|ingenier[oa]\s+de|trabaja\s+en|emplead[oa]"
        r"|(?:de\s+la|en\s+la)\s+(?:[\w-]+\s+)?(?:startup|start-up|empresa|compañía))\b",
    ),
    "pt": (
        r"\b(?:dirige|lidera|responsável|chefe|diretor\w*|fundador\w*|cofundador\w*|CEO|CTO"
        r"|engenheir[oa]\s+d[aeo]|trabalha\s+n[ao]|funcionári[oa]"
        r"|(?:da|na)\s+(?:[\w-]+\s+)?(?:startup|start-up|empresa|companhia))\b",
    ),
    "it": (
        r"\b(?:dirige|guida|responsabile|capo|direttor\w*|direttrice|fondat\w+|cofondat\w+"
        r"|amministrat\w+\s+delegat\w+|CEO|CTO|ingegnere\s+d\w*|lavora\s+(?:in|presso)"
        r"|dipendente|(?:della|nella|dell['’])\s*(?:[\w-]+\s+)?(?:startup|start-up|azienda"
        r"|società))\b",
    ),
    "zh": (r"负责人|主管|总监|首席|创始人|CEO|CTO|工程师|员工|公司的",),
}

#: A failed or negated attempt to test: "could not", "did not fit", "unable", "n'avons pas
#: pu", "nicht geschafft", "no pudimos", "não conseguimos", "non siamo riusciti", "未能".
FAILED_ATTEMPT: Lexicon = {
    "en": (
        r"\b(?:could\s*n[o']t|couldn['’]?t\b|can\s*n[o']t|can['’]?t\b|cannot|did\s*n[o']t\s+fit"
        r"|didn['’]t\s+fit"
        r"|unable|impossible|failed\s+to|no\s+way\s+to|were\s+not\s+able|was\s+not\s+able"
        r"|tried\b[^.]{0,120}\bbut|attempted\b[^.]{0,120}\bbut|did\s+not\s+(?:run|load|work))",
    ),
    "de": (
        r"\b(?:nicht\s+(?:geschafft|gepasst|passte\w*|laufen|lief\w*|möglich|messen|testen)"
        r"|konnte\w*\s+(?:\w+\s+){0,6}nicht|unmöglich|gescheitert|versucht\w*[^.]{0,120}\baber)",
    ),
    "fr": (
        r"\b(?:(?:n['’]|ne\s+)(?:avons|avions|ont|a|pouvons|pouvions|ai)\s+pas\s+pu|impossible"
        r"|pas\s+pu|incapables?|n['’]a\s+pas\s+tenu|ne\s+tenai\w*\s+pas|échou\w+"
        r"|n['’](?:ai|avons|a|ont)\s+pas\s+réussi"
        r"|essayé[^.]{0,120}\bmais)",
    ),
    "es": (
        r"\b(?:no\s+(?:pudimos|pude|pudo|pudieron|cab\w+|logramos|conseguimos|fue\s+posible)"
        r"|imposible|incapaces|fall\w+\s+al|intentamos[^.]{0,120}\bpero)",
    ),
    "pt": (
        r"\b(?:n[ãa]o\s+(?:conseguimos|consegui|conseguiu|conseguiram|pudemos|coube\w*"
        r"|couberam|foi\s+possível)|impossível|incapazes|tentamos[^.]{0,120}\bmas)",
    ),
    "it": (
        r"\b(?:non\s+(?:siamo\s+riusciti|sono\s+riuscit\w|abbiamo\s+potuto|ho\s+potuto"
        r"|entrava\w*|è\s+stato\s+possibile|riusciamo)|impossibile|incapaci"
        r"|provato[^.]{0,120}\bma)",
    ),
    "zh": (r"未能|没能|无法|不能|没有办法|失败|装不下|跑不起来",),
}

#: The figures that follow are the vendor's: "Below is what DiffuSpace published", "Abaixo,
#: o que a DiffuSpace publicou", "Qui sotto quello che ... ha pubblicato", "以下是...公布的".
VENDOR_FIGURES_FOLLOW: Lexicon = {
    "en": (
        r"(?:^\W*(?:below|here)|\b(?:the\s+following|see\s+below|listed\s+below"
        r"|shown\s+below|reproduced\s+below))\b[^.]{0,80}\b(?:published|announced|claims?"
        r"|claimed|says|reported|released|shared)\b|\bwhat\b[^.]{0,60}\b(?:published"
        r"|announced|claims?|claimed|reported|released|shared)\b[^.]{0,60}\b(?:below|follows)\b",
    ),
    "de": (
        r"\b(?:unten|folgend\w*|hier|nachstehend)\b[^.]{0,80}\b(?:veröffentlicht|angekündigt"
        r"|angegeben|mitgeteilt|behauptet)\w*",
    ),
    "fr": (
        r"\b(?:ci-dessous|ci-après|voici)\b[^.]{0,80}\b(?:publié|annoncé|communiqué|affirm)\w*",
    ),
    "es": (
        r"(?:^\W*(?:abajo|debajo|aquí)|\ba\s+continuación)\b[^.]{0,80}\b(?:public|anunci"
        r"|comunic|afirm)\w*",
    ),
    "pt": (r"(?:^\W*(?:abaixo|aqui)|\ba\s+seguir)\b[^.]{0,80}\b(?:public|anunci|divulg|afirm)\w*",),
    "it": (
        r"(?:^\W*sotto|\b(?:qui\s+sotto|di\s+seguito|ecco))\b[^.]{0,80}"
        r"\b(?:pubblicat|annunciat|comunicat|dichiarat|ha\s+pubblicato)\w*",
    ),
    "zh": (r"(?:以下|如下|下面)[^。]{0,30}(?:公布|发布|宣称|声称|官方)",),
}

#: A line opening with a speaker's label: "Q:", "A:", "F:", "R:", "P:", "问：", "答：",
#: (a speaker's name, "Mira Koch:", is matched case-sensitively in ``analyze``). What
#: follows is the speaker's, not the writer's narrative.
SPEAKER_LABEL: Lexicon = {
    "en": (r"^\W{0,3}(?:[QAFRP]|Question|Answer|Interviewer)\W{0,3}\s*:",),
    "de": (r"^\W{0,3}(?:Frage|Antwort)\W{0,3}\s*:",),
    "fr": (r"^\W{0,3}(?:Réponse)\W{0,3}\s*:",),
    "es": (r"^\W{0,3}(?:Pregunta|Respuesta)\W{0,3}\s*:",),
    "pt": (r"^\W{0,3}(?:Pergunta|Resposta)\W{0,3}\s*:",),
    "it": (r"^\W{0,3}(?:Domanda|Risposta|D|R)\W{0,3}\s*:",),
    "zh": (r"^\W{0,3}(?:问|答|Q|A)\W{0,3}\s*[:：]",),
}

#: Reported speech introduced by a colon: "said:", "told us:", "explains:", "a déclaré :",
#: "sagte:", "dijo:", "disse:", "ha detto:", "表示：". What follows is the speaker's. Not
#: "wrote:" ("Klaus schrieb:"): a forum post's header, the post is its writer's own.
SPEECH_INTRO: Lexicon = {
    "en": (r"\b(?:said|says|told|tells|explained|explains|added|transcribed)\b",),
    "de": (r"\b(?:sagte|sagt|erklärte|erklärt|meinte|betonte)\b",),
    "fr": (r"\b(?:a\s+dit|dit|déclaré|déclare|expliqué|explique|affirme|affirmé)\b",),
    "es": (r"\b(?:dijo|dice|explicó|explica|afirmó|afirma|declaró)\b",),
    "pt": (r"\b(?:disse|diz|explicou|explica|afirmou|afirma|declarou)\b",),
    "it": (r"\b(?:ha\s+detto|dice|detto|spiega|spiegato|afferma|dichiarato)\b",),
    "zh": (r"表示|说|称|介绍",),
}

#: A gloss right after a description: "il laboratorio zurighese, cioè quello di DiffuSpace",
#: "the lab, i.e. DiffuSpace's", "das Labor, also das von DiffuSpace".
GLOSS: Lexicon = {
    "en": (r"^\s*,?\s*(?:i\.\s?e\.|that\s+is|namely|meaning|in\s+other\s+words)",),
    "de": (r"^\s*,?\s*(?:d\.\s?h\.|das\s+heißt|also|nämlich)",),
    "fr": (r"^\s*,?\s*(?:c['’]est-à-dire|à\s+savoir|soit)",),
    "es": (r"^\s*,?\s*(?:es\s+decir|o\s+sea|a\s+saber)",),
    "pt": (r"^\s*,?\s*(?:ou\s+seja|isto\s+é|isso\s+é|a\s+saber)",),
    "it": (r"^\s*,?\s*(?:cioè|ossia|ovvero|vale\s+a\s+dire)",),
    "zh": (r"^\s*，?\s*(?:即|也就是)",),
}

#: Words that describe a party explicitly as a third party: independent, external,
#: third-party, academic (a university is no vendor).
EXPLICITLY_INDEPENDENT: Lexicon = {
    "en": (r"\b(?:independent|external|outside|third-party|universit\w+|academic)\b",),
    "de": (r"\b(?:unabhängig\w*|extern\w*|Universität\w*|Hochschul\w*|universitär\w*)",),
    "fr": (r"\b(?:indépendant\w*|extérieur\w*|extern\w*|universit\w+|académique\w*)\b",),
    "es": (r"\b(?:independientes?|extern[oa]s?|universi\w+|académic\w+)\b",),
    "pt": (r"\b(?:independentes?|extern[oa]s?|universi\w+|acadêmic\w+|académic\w+)\b",),
    "it": (r"\b(?:indipendent[ei]|estern[oaie]|universit\w+|accademic\w+)\b",),
    "zh": (r"独立|第三方|外部|大学|高校",),
}

#: A standard deviation, not a result: "standard deviation", "écart-type",
#: "Standardabweichung", "desviación estándar", "desvio-padrão", "deviazione standard",
#: "标准差" (a table's "σ" or "±" column is recognised in ``analyze``). Everyday words for
#: variation ("little variance across seeds") are left out: they are no value's name.
SPREAD_WORDS: Lexicon = {
    "en": (
        r"\b(?:standard\s+deviation|std(?:\s+dev)?|stdev|margin\s+of\s+error|error\s+bars?"
        r"|confidence\s+interval)\b|\bs\.d\."
        # the spread between repeated runs: "the gap between the three runs stays under 0.4"
        r"|\b(?:gap|spread|difference|variation)\s+(?:between|across)\s+(?:the\s+)?(?:\w+\s+)?"
        r"(?:runs|passes|seeds|repeats|attempts)\b",
    ),
    "de": (
        r"\b(?:Standardabweichung|Streuung|Fehlermarge|Fehlerspanne|Konfidenzintervall\w*"
        r"|statistische\s+Unsicherheit|Messunsicherheit)\b"
        r"|\b(?:Abweichung|Unterschied|Differenz)\w*\s+zwischen\s+(?:den\s+)?(?:\w+\s+)?"
        r"(?:Läufen|Durchläufen|Durchgängen|Wiederholungen|Seeds)\b",
    ),
    "fr": (
        r"\b(?:écart[- ]type|marge\s+d['’]erreur|intervalle\s+de\s+confiance)\b"
        r"|\b(?:écart|différence|variation)s?\s+entre\s+(?:les\s+)?(?:\w+\s+)?(?:passes|passages"
        r"|exécutions|essais|séries|graines)\b",
    ),
    "es": (
        r"\b(?:desviaci[oó]n\s+(?:est[aá]ndar|típica)|margen\s+de\s+error"
        r"|intervalo\s+de\s+confianza)\b"
        r"|\b(?:diferencia|variaci[oó]n)(?:es)?\s+entre\s+(?:las\s+|los\s+)?(?:\w+\s+)?"
        r"(?:ejecuciones|pasadas|series|intentos|semillas)\b",
    ),
    "pt": (
        r"\b(?:desvio[- ]padr[ãa]o|margem\s+de\s+erro|intervalo\s+de\s+confian[çc]a)\b"
        r"|\b(?:diferen[çc]a|varia[çc][ãa]o)(?:s|ões)?\s+entre\s+(?:as\s+|os\s+)?(?:\w+\s+)?"
        r"(?:execuções|rodadas|séries|tentativas|sementes)\b",
    ),
    "it": (
        r"\b(?:deviazione\s+standard|margine\s+(?:di\s+|d['’]\s*)errore|intervallo\s+di\s+confidenza)\b"
        r"|\b(?:scarto|differenza|variazione)\s+tra\s+(?:le\s+|i\s+)?(?:\w+\s+)?(?:esecuzioni"
        r"|passate|serie|prove|run)\b",
    ),
    "zh": (
        r"标准差|误差|置信区间|(?:多次|几次|三次|各次)(?:运行|测试)(?:之间|间)的?(?:差异|波动)",
    ),
}

#: The writer saying it made a derivative of the model ("we shrank the 671B model to 131GB",
#: "we uploaded four dynamic versions", "nous avons quantifié", "wir haben ... quantisiert",
#: "我们对其进行了量化"): its own measurements are of its quantisation or fine-tune, and a
#: derivative never verifies its base model.
WRITER_MADE_DERIVATIVE: Lexicon = {
    "en": (
        r"\b(?-i:[Ww]e|I)(?:['’]ve|['’]d|\s+have|\s+had)?\s+(?:also\s+|first\s+)?(?:quanti[sz]ed"
        r"|re-?quanti[sz]ed|shrank|shrunk|distilled|fine-?tuned|pruned)\b",
        r"\b(?-i:[Ww]e|I)(?:['’]ve|\s+have)?\s+(?:uploaded|released|published|made|built|created)\s+"
        r"(?:[\w.-]+\s+){0,3}(?:quants|GGUFs|quanti[sz]ations|(?:quanti[sz]ed|dynamic|GGUF)\s+"
        r"(?:versions|builds)|fine-?tunes)\b",
    ),
    "de": (
        r"\bwir\s+haben\s+(?:[\w.-]+\s+){0,6}(?:quantisiert|destilliert|feinabgestimmt"
        r"|geschrumpft)\b",
    ),
    "fr": (
        r"\bnous\s+(?:l['’]|les\s+)?avons\s+(?:[\w.'’-]+\s+){0,2}(?:quantifié|quantisé|distillé"
        r"|affiné|réentraîné)\w*",
        r"\bnous\s+avons\s+(?:publié|mis\s+en\s+ligne|créé)\s+(?:[\w.'’-]+\s+){0,3}"
        r"(?:versions|variantes)\s+quantifiées",
    ),
    "es": (
        r"\b(?:(?:lo|la|los|las)\s+)?(?:hemos|he)\s+(?:cuantizado|cuantificado|destilado|afinado)\b",
        r"\b(?:(?:lo|la|los|las)\s+)?(?:cuantizamos|cuantificamos|destilamos|cuanticé|cuantizé)\b",
        r"\b(?:hemos|he)\s+(?:publicado|subido|creado)\s+(?:[\w-]+\s+){0,3}versiones\s+"
        r"cuantizadas\b",
    ),
    "pt": (
        r"\b(?:quantizamos|destilamos|(?:nós\s+)?(?:fizemos|ajustamos)\s+o\s+fine-?tun\w*)\b",
        # "Disponibilizamos no Hub as versões GGUF", "Publicamos as nossas versões quantizadas"
        r"\b(?:disponibilizamos|publicamos|carregamos|criamos)\s+(?:[\w'’-]+\s+){0,4}versões\s+"
        r"(?:GGUF|quantizadas|INT4|de\s+\d+\s+bits)\b",
    ),
    "it": (
        r"\b(?:l['’]|li\s+|le\s+)?abbiamo\s+(?:quantizzat|distillat|rifinit)\w*",
        r"\babbiamo\s+(?:creato|pubblicato|caricato|realizzato)\s+(?:[\w'’-]+\s+){0,3}versioni\s+"
        r"quantizzate\b",
    ),
    "zh": (
        r"我们(?:对[^。]{0,20})?(?:进行了|做了)[^。，,]{0,8}(?:量化|蒸馏|微调)",
        r"我们(?:把|将)[^。，,]{0,20}(?:量化|蒸馏|微调)(?:到|成|为)",
    ),
}

#: The writer saying it works for someone ("I work at DiffuSpace", "Je travaille chez",
#: "Ich arbeite bei", "trabajo en", "trabalho na", "lavoro presso", "我在...工作"): when a
#: named employer follows (``analyze._writer_employed``), the writer's first person speaks for
#: that employer, never as an outsider.
WRITER_EMPLOYED: Lexicon = {
    "en": (
        r"\b(?-i:I)(?:['’]m|\s+am)?\s+(?:work(?:ing)?|employed)\s+(?:at|for|on|in)\s"
        r"|\b(?-i:I)['’]m\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:engineer|developer|researcher"
        r"|manager|employee|staff|intern|member)\s+(?:at|of|for|with)\s"
        r"|\b(?-i:I)\s+(?:lead|head|manage|co-?founded|founded)\s+(?:[\w-]+\s+){0,3}(?:at|of)\s",
    ),
    "de": (
        r"\bich\s+(?:arbeite|bin\s+(?:angestellt|Mitarbeiter\w*|Entwickler\w*))\s+(?:bei|für|im"
        r"|in)\s",
        # "Ich gehöre seit März zum Evaluationsteam von DiffuSpace"
        r"\bich\s+gehöre\s+(?:\w+\s+){0,3}zu[mr]?\s",
    ),
    "fr": (
        r"\bje\s+(?:travaille|suis\s+(?:employé|salarié|ingénieur|développeu)\w*)\s+(?:chez"
        r"|pour|dans)\s",
    ),
    "es": (r"\b(?:trabajo|soy\s+(?:emplead|ingenier|desarrollador)\w*)\s+(?:en|para)\s",),
    "pt": (
        r"\b(?:trabalho|sou\s+(?:funcionári|engenheir|desenvolvedor)\w*)\s+(?:na|no|para|em)\s",
    ),
    "it": (
        r"\b(?:lavoro|sono\s+(?:dipendente|ingegnere|sviluppatore))\s+(?:per|presso|da|nel|nella"
        r"|in)\s",
    ),
    "zh": (
        r"我(?:目前|现在)?(?:在(?=[^。，,]{1,25}(?:工作|上班|实习|任职))"
        r"|是(?=[^。，,]{1,15}(?:员工|工程师|研究员|实习生)))",
    ),
}

#: A statistic given as the label of a result: "Média: **55,4**", "Average: 57.9", "Moyenne :
#: 62,4", "Mittelwert: 71,2" (a plain pattern, not a table: it is one rule in every language).
STATISTIC_LABEL = (
    r"^\W*(?:average|mean|median|média|media|mediana|moyenne|médiane|Mittelwert|Mittel"
    r"|Durchschnitt|promedio)\W{0,3}\s*[:：]"
)


#: "On average", in every supported language with a Latin script: how a test's statistic is
#: introduced ("im Mittel", "en moyenne", "en promedio", "em média", "in media").
ON_AVERAGE = (
    r"on\s+average|im\s+(?:Mittel|Schnitt|Durchschnitt)|en\s+moyenne|en\s+promedio"
    r"|em\s+média|in\s+media"
)

_RESULT_OPENER = (
    # the statistic or the summing-up a result may open on: "On average, it scored 70.1%",
    # "Im Mittel kam das Modell auf 71,2 Prozent", "En moyenne, il a obtenu 70,1 %"
    rf"(?:(?:{ON_AVERAGE}|overall|in\s+total|insgesamt|au\s+total|en\s+total|no\s+total"
    r"|nel\s+complesso|in\s+totale),?\s+)?"
)

#: The tested model's result told right after the test, its subject a pronoun or the model
#: ("We tested Orca-9B on SWE-bench Verified. It scored 70.1%", "Es erreichte 70,1 %", "Il
#: a obtenu", "Obtuvo", "Ha ottenuto", "它拿到了"): a past result verb opening the clause
#: carries the test's voice on, when the clause before ran a named benchmark
#: (``analyze._applies``). A plain pattern: one rule in every language, each verb in its own
#: language's past.
RESULT_AFTER_TEST = (
    r"^\W*"
    + _RESULT_OPENER
    + r"(?:(?:it|the\s+model|es|er|das\s+modell|il|le\s+modèle|el\s+modelo|o\s+modelo"
    r"|ele|il\s+modello|esso|(?-i:[A-Z][\w.-]*(?:\s+[A-Z0-9][\w.-]*){0,3}))\s+)?"
    r"(?:then\s+|dann\s+)?"
    r"(?:scored|reached|achieved|managed|got|solved|erreichte|erzielte|schaffte|kam\s+auf"
    r"|a\s+(?:obtenu|atteint|réussi)|obtint|obtuvo|alcanzó|logró|consiguió|obteve|alcançou"
    r"|conseguiu|ha\s+(?:ottenuto|raggiunto|totalizzato)|ottenne|raggiunse)\b"
    # German puts the verb second and the subject after it: "Im Mittel kam das Modell auf"
    r"|^\W*" + _RESULT_OPENER + r"(?:erreichte|erzielte|schaffte|kam)\s+(?:es|er|das\s+Modell)\b"
    r"|^\W*(?:它|该模型|模型)(?:拿到了|获得了|取得了|得到了)"
)

#: The writer saying it does not know: "I don't know whether", "not sure if", "je ne sais
#: pas si", "ich weiß nicht, ob", "no sé si", "não sei se", "non so se", "不知道". A sentence
#: so worded reports no result (``document._confirms``).
UNKNOWN_WHETHER: Lexicon = {
    "en": (
        r"\b(?:do\s*n['’]?t|do\s+not|does\s*n['’]?t)\s+know\s+(?:whether|if)\b"
        r"|\bnot\s+sure\s+(?:whether|if)\b",
    ),
    "de": (r"\bwei(?:ß|ss)\s+(?:ich\s+|wir\s+)?nicht,?\s+ob\b",),
    "fr": (r"\bne\s+sai[st]\s+pas\s+(?:si|s['’]il)",),
    "es": (r"\bno\s+s[ée]\s+si\b",),
    "pt": (r"\bn[ãa]o\s+sei\s+se\b",),
    "it": (r"\bnon\s+so\s+se\b",),
    "zh": (r"不知道",),
}

#: The writer saying that the figures it prints are its own runs, as a leaderboard does
#: ("every number in the table is from our own runs", "Alle Zahlen stammen aus eigenen
#: Durchläufen", "Todas as notas vêm de execuções nossas"), or naming its text a
#: reproduction ("tentative de reproduction", "Replikationsbericht"). Read only on a page
#: that is not the vendor's, and only to credit figures the text sets against the claim.
#: The impersonal voice alone ("Il a été procédé à", "Procurou-se reproduzir") is left out:
#: a vendor's or a partner's technical note is written in it too (red team 14).
WRITER_TEST_REPORT: Lexicon = {
    "en": (
        r"\b(?:from|on|in)\s+our\s+own\s+(?:runs|evaluations?|tests|testing|measurements)\b",
        r"\b(?:every|each|all)\s+(?:number|score|result|figure)s?\s+(?:in\s+(?:the|this|our)\s+"
        r"(?:table|board|leaderboard)\s+)?(?:is|are|comes?)\s+from\s+our\s+",
        r"\b(?:an?|this)\s+attempt\s+to\s+(?:reproduce|replicate)\b",
        r"\b(?:replication|reproduction)\s+(?:note|report|study)\b",
    ),
    "de": (
        r"\baus\s+(?:unseren\s+)?eigenen\s+(?:Durchläufen|Läufen|Messungen|Tests|Evaluierungen)\b",
        r"\b(?:Reproduktions|Replikations)(?:versuch|bericht|studie)\w*\b",
    ),
    "fr": (
        r"\b(?:de|sur|dans)\s+nos\s+propres\s+(?:exécutions|passages|essais|mesures|tests)\b",
        r"\b(?:tentative|note|rapport)\s+de\s+(?:reproduction|réplication)\b",
    ),
    "es": (
        r"\b(?:de|en)\s+nuestras\s+propias\s+(?:ejecuciones|pruebas|mediciones)\b",
        r"\bintento\s+de\s+(?:reproducción|replicación|reproducir|replicar)\b",
        r"\b(?:informe|nota)\s+de\s+(?:replicación|reproducción)\b",
    ),
    "pt": (
        r"\bexecuções\s+nossas\b|\b(?:de|em|das|nas)\s+nossas\s+próprias\s+(?:execuções"
        r"|medições|avaliações)\b",
        r"\b(?:tentativa|nota|relatório)\s+de\s+(?:reprodução|replicação|reproduzir|replicar)\b",
    ),
    "it": (
        r"\b(?:dalle|nelle|sulle)\s+nostre\s+(?:esecuzioni|prove|misurazioni)\b",
        r"\b(?:tentativo|nota|rapporto)\s+di\s+(?:riproduzione|replica\w*|riprodurre)\b",
    ),
    "zh": (r"(?:我们)?自己的(?:测试|评测|运行)|尝试复现|复现尝试|复现报告",),
}

#: A line signing a note: "Prepared by", "Authors:", "Verfasst von", "Rédigé par",
#: "Elaborado por", "Preparado por", "Redatto da", "作者：". With the vendor's name after it
#: on its line, the note is the vendor's, whatever voice it is written in.
SIGNATURE: Lexicon = {
    "en": (r"(?:^|\n)\W{0,3}(?:(?:prepared|written|compiled|signed)\s+by\b|authors?\s*:)",),
    "de": (
        r"(?:^|\n)\W{0,3}(?:(?:verfasst|erstellt|unterzeichnet)\s+(?:von|vom)\b"
        r"|Autor(?:en|in|innen)?\s*:)",
    ),
    "fr": (r"(?:^|\n)\W{0,3}(?:(?:rédigé|préparé|signé|établi)e?s?\s+par\b|auteurs?\s*:)",),
    "es": (
        r"(?:^|\n)\W{0,3}(?:(?:elaborad|redactad|preparad|firmad)[oa]s?\s+por\b"
        r"|autor(?:es|as?|ía)?\s*:)",
    ),
    "pt": (
        r"(?:^|\n)\W{0,3}(?:(?:elaborad|redigid|preparad|assinad)[oa]s?\s+por\b"
        r"|autor(?:es|as?)?\s*:)",
    ),
    "it": (
        r"(?:^|\n)\W{0,3}(?:(?:redatt|preparat|firmat)[oaie]\s+da(?:l|llo|lla|i|gli|lle)?\b"
        r"|autor[ei]\s*:|autric[ei]\s*:|a\s+cura\s+d(?:i|el|ella|ello|ei|egli)\b)",
    ),
    "zh": (r"(?:^|\n)\W{0,3}(?:作者|撰写|编写|撰稿)\s*[:：]",),
}


#: A reason given for not reproducing a figure, anywhere in its sentence: the run itself
#: failed ("Since no complete run exists", "Da kein Durchlauf vorliegt", "faute de quota",
#: "由于集群故障"). A failure to reproduce with a reason is a failed run, not a dispute.
REASON_GIVEN: Lexicon = {
    "en": (r"\b(?:because|since|as\s+no|due\s+to|owing\s+to)\b",),
    # causal "Da kein Durchlauf vorliegt, ...", not the Italian or Portuguese "da" ("of")
    "de": (
        r"\b(?:weil|denn|wegen|aufgrund|mangels)\b"
        r"|(?-i:(?:^|[^\w\s]\s*)Da\s|,\s*da\s+(?:kein|keine|wir|es|der|die|das|sich|nicht"
        r"|unser)\w*\b)",
    ),
    # "car" after a comma only: it is also an English word
    "fr": (
        r"\b(?:parce\s+qu\w*|faute\s+d\w*|puisqu\w*|en\s+raison\s+d\w*|à\s+cause\s+d\w*)\b"
        r"|,\s*car\b",
    ),
    "es": (r"\b(?:porque|pues|ya\s+que|dado\s+que|debido\s+a|a\s+causa\s+de|por\s+falta\s+de)\b",),
    "pt": (
        r"\b(?:porque|pois|já\s+que|dado\s+que|devido\s+a|por\s+causa\s+d\w*"
        r"|por\s+falta\s+de)\b",
    ),
    "it": (
        r"\b(?:perché|poiché|dato\s+che|a\s+causa\s+d\w*|per\s+mancanza\s+d\w*"
        r"|dovuto\s+a)\b",
    ),
    "zh": (r"因为|由于|因故",),
}


#: A denial or a "before" inside or right before the writer's first person: "ich habe
#: nichts selbst gemessen", "avant nos tests", "我就不自己测了" (``attribution.not_own_test``).
NO_OWN_TEST: Lexicon = {
    "en": (r"\b(?:not|n['’]t|nothing|never|before)\b",),
    "de": (r"\b(?:nichts|nicht|kein\w*|nie)\b",),
    "fr": (r"\b(?:rien|jamais|avant)\b",),
    "es": (r"\b(?:nada|nunca)\b",),
    "pt": (r"\b(?:nunca|não|nem)\b",),
    "it": (r"\b(?:niente|mai)\b",),
    "zh": (r"没|不|未|之前",),
}

#: What the writer got, saw or used that is no run, right after its first person: papers
#: ("I got the press kit", "he obtenido una copia", "the slide deck"), or numbers that came
#: from someone, or on a day ("j'ai obtenu les chiffres mardi", "usei os números oficiais",
#: "Ho ottenuto i dati ieri"). Matched at the first person's end.
DOCUMENTS_AFTER: Lexicon = {
    "en": (
        r"\s*(?:it|them|this|these|one)\s+from\b",  # "I got it from them on Wednesday"
        r"\s*(?:\w+\s+){0,3}?(?:press\s+kit|press\s+release|briefing|PDF|cop(?:y|ies)|slides?"
        r"|(?:slide\s+)?deck|documents?)\b",
        r"\s*(?:\w+\s+){0,2}?(?:numbers|figures|data)\s+(?:\w+\s+)?(?:official\w*|from|by|of"
        r"|yesterday|today)",
    ),
    "de": (
        r"\s*(?:\w+\s+){0,3}?(?:Unterlagen|Folien|Pressemitteilung|Datenblatt)\b",
        r"\s*(?:\w+\s+){0,2}?(?:Zahlen|Daten)\s+(?:\w+\s+)?(?:offiziell\w*|von|vom|des"
        r"|gestern)",
    ),
    "fr": (
        r"\s*(?:\w+\s+){0,3}?(?:diapositives?|dossier|communiqué|fiche)\b",
        r"\s*(?:\w+\s+){0,2}?(?:chiffres|données)\s+(?:\w+\s+)?(?:officiel\w*|de\s+la|du|des"
        r"|hier|mardi|lundi|mercredi|jeudi|vendredi|aujourd)",
    ),
    "es": (
        r"\s*(?:\w+\s+){0,3}?(?:copia|ficha|comunicado|documentos?)\b",
        r"\s*(?:\w+\s+){0,2}?(?:cifras|datos|números)\s+(?:\w+\s+)?(?:oficia\w*|de\s+la"
        r"|ayer)",
    ),
    "pt": (
        r"\s*(?:\w+\s+){0,3}?(?:comunicado|documentos?)\b",
        r"\s*(?:\w+\s+){0,2}?(?:números|dados)\s+(?:\w+\s+)?(?:oficia\w*|da|do|ontem)",
    ),
    "it": (
        r"\s*(?:\w+\s+){0,3}?(?:copia|documenti|comunicato|scheda)\b",
        r"\s*(?:\w+\s+){0,2}?(?:dati|numeri)\s+(?:\w+\s+)?(?:ufficial\w*|della|dell['’]|da"
        r"|ieri)",
    ),
    "zh": (r"\s*(?:\w+\s+){0,3}?(?:资料|幻灯片|文件|新闻稿)",),
}

#: A clause opening on a denial: "Nothing in the list ...", "Nichts davon", "Rien de",
#: "Nada de", "Niente di", "Nenhum", "没有". Matched at the clause's start.
DENIAL_OPENING: Lexicon = {
    "en": (r"^\W*(?:nothing|none)\b",),
    "de": (r"^\W*(?:nichts|keine?[rs]?)\b",),
    "fr": (r"^\W*(?:rien|aucun\w*)\b",),
    "es": (r"^\W*(?:nada|ningún|ninguna)\b",),
    "pt": (r"^\W*(?:nenhum\w*)\b",),
    "it": (r"^\W*(?:niente|nessun\w*)\b",),
    "zh": (r"^\W*没有",),
}

#: A routine after the writer's first person: "every Friday", "nightly", "jeden Freitag",
#: "chaque semaine", "cada modelo", "每两周", "定期": not this model's run.
HABITUAL: Lexicon = {
    "en": (
        r"\b(?:nightly|weekly|daily)\b",
        r"\b(?:every|each)\s+(?:new\s+)?(?:model|release)\w*",
        r"\b(?:every|each)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|week"
        r"|month|day|night)\w*",
    ),
    "de": (
        r"\b(?:nächtlich|täglich|wöchentlich)\b",
        r"\b(?:jeden|jede|jedes)\s+(?:neue\s+)?(?:Modell|release)\w*",
        r"\b(?:jeden|jede)\s+(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Woche|Monat|Tag)\w*",
    ),
    "fr": (
        r"\bquotidien\w*\b",
        r"\b(?:chaque|tous\s+les)\s+(?:nouveau\s+)?(?:modèle|release)\w*",
        r"\b(?:chaque|tous\s+les)\s+(?:lundi|mardi|mercredi|jeudi|vendredi|semaine|mois"
        r"|jour)\w*",
    ),
    "es": (
        r"\b(?:diariamente|semanalmente)\b",
        r"\b(?:cada|todo|todas\s+las)\s+(?:nuevo\s+)?(?:modelo|release)\w*",
        r"\b(?:cada|todas\s+las)\s+(?:lunes|martes|miércoles|jueves|viernes|semana|mes|día)\w*",
    ),
    "pt": (
        r"\b(?:diariamente|semanalmente)\b",
        r"\b(?:cada|toda|todo)\s+(?:novo\s+)?(?:modelo|release)\w*",
        r"\b(?:cada|toda)\s+(?:segunda|sexta|semana|mes|dia)\w*",
    ),
    "it": (
        r"\bogni\s+notte\b",
        r"\bogni\s+(?:nuovo\s+)?(?:modello|release)\w*",
        r"\bogni\s+(?:lunedì|venerdì|settimana|mese|giorno)\w*",
    ),
    "zh": (
        r"每(?:[一二两三四五六七八九十几]|\d+)?(?:个)?(?:周|天|日|晚|月|季度|年|星期|新模型|款新模型)|定期",
    ),
}


#: A table column of counts or settings, not scores: "Runs submitted", "Run budget",
#: "Anzahl", "Nombre de passes", "Número de", "Numero di", "次数".
COUNT_HEADER: Lexicon = {
    "en": (r"\b(?:submitted|count|number\s+of|budget|steps|attempts|costs?|tasks|completed)\b",),
    "de": (r"\b(?:Kosten|Aufgaben|Anzahl|Budget|Schritte)\b",),
    "fr": (r"\b(?:coûts?|tâches|nombre\s+de|soumis\w*|étapes)\b",),
    "es": (r"\b(?:costos?|tareas|número\s+de|enviad\w+|pasos)\b",),
    "pt": (r"\b(?:custos?|tarefas|concluíd\w+|enviad\w+|passos)\b",),
    "it": (r"\b(?:compit[io]|costi|numero\s+di|inviat\w+|passi)\b",),
    "zh": (r"次数|数量|步数",),
}

#: After a model family's name, a word that makes it the family, not the watched model:
#: "Llama models", "les modèles Clover", "Qwen 系列". Matched right after the name.
FAMILY_NOUN: Lexicon = {
    "en": (r"\s*(?:models?|family|series)",),
    "de": (r"\s*(?:Modelle?|Familie)",),
    "fr": (r"\s*(?:modèles?|famille)",),
    "es": (r"\s*(?:modelos?|familia)",),
    "pt": (r"\s*(?:modelos?|família)",),
    "it": (r"\s*(?:modell[oi]|famiglia)",),
    "zh": (r"\s*(?:系列|模型)",),
}

#: Words with which a paragraph introduces a table: "the comparison table", "le tableau",
#: "die Tabelle", "el blog", "对比".
TABLE_WORD: Lexicon = {
    "en": (r"\b(?:tables?|comparison|chart|slides?|post|blog|presentation)\b",),
    "de": (r"\b(?:Tabelle|Vergleich|Präsentation|Beitrag)\b",),
    "fr": (r"\b(?:tableau|comparatif|billet|présentation)\b",),
    "es": (r"\b(?:tabla|entrada|presentación|comparación)\b",),
    "pt": (r"\b(?:tabela|apresentação|comparação)\b",),
    "it": (r"\b(?:presentazione|tabella|confronto)\b",),
    "zh": (r"表|对比",),
}

#: A column header for figures still to come or required, not measured: "expected",
#: "threshold", "Mindestwert", "à venir", "umbral", "limiar", "soglia", "预计", "门槛".
AWAITED: Lexicon = {
    "en": (
        r"\b(?:expected|awaited|pending|due|upcoming|threshold|minimum|target|scheduled"
        r"|planned)\b",
    ),
    "de": (r"\b(?:geplant|erwartet\w*|ausstehend|Schwelle\w*|Mindest\w*)\b",),
    "fr": (r"\b(?:prévu\w*|attendu\w*|à\s+venir|seuil|minimum)\b",),
    "es": (r"\b(?:programad\w*|esperad\w*|previst\w*|pendiente\w*|umbral|mínim[oa])\b",),
    "pt": (r"\b(?:programad\w*|esperad\w*|previst\w*|aguardad\w*|pendente\w*|limiar|mínim[oa])\b",),
    "it": (r"\b(?:programmat\w*|previst\w*|attes[oiae]|in\s+arrivo|soglia|minim[oa])\b",),
    "zh": (r"预计|待定|门槛|最低",),
}


#: Selling the vendor's models: "authorised reseller", "revenda oficial da DiffuSpace",
#: "revendeur agréé", "Vertriebspartner", "经销商". With the vendor named in the sentence it
#: ties the seller to it, like a commission (``coreference.tie_sentences``).
RESELLER: Lexicon = {
    "en": (r"\b(?:resellers?|distributors?|sales\s+partners?|exclusive\s+agents?)\b",),
    "de": (r"\b(?:Wiederverkäufer\w*|Vertriebspartner\w*|Distributor\w*|Händler\w*)\b",),
    "fr": (r"\b(?:revendeur\w*|distributeur\w*)\b",),
    "es": (r"\b(?:revendedor\w*|distribuidor\w*)\b",),
    "pt": (r"\b(?:revenda|revendedor\w*|distribuidor\w*)\b",),
    "it": (r"\b(?:rivenditor\w*|distributor\w*)\b",),
    "zh": (r"经销商|分销商|代理商|独家代理",),
}


#: Words that call a figure the published claim and that neither TABLE_HEADER_VENDOR nor
#: VENDOR_CLAIM_WORDS hold: "71.2 (standard deviation 0.9), against 73.6 announced",
#: "declared", "公布的73.6". Read with them, after a figure with no source of its own
#: (``against_claim``); here because they do not make the vendor a clause's speaker.
CLAIM_FIGURE_WORDS: Lexicon = {
    "en": (r"\b(?:announced|declared)\b",),
    "zh": (r"公布",),
}


#: Results the text withdraws or declares void ("this note is withdrawn", "os valores ficam
#: sem efeito", "ogni punteggio qui sotto è nullo", "结果作废"): a page saying so credits no
#: one with the figures it still prints.
WITHDRAWN_RESULTS: Lexicon = {
    "en": (
        r"\b(?:withdrawn|retracted|invalidated|annulled|null\s+and\s+void|(?:are|is)\s+void"
        r"|should\s+not\s+be\s+cited|no\s+longer\s+valid|superseded|unpublished)\b",
    ),
    "de": (
        r"\b(?:zurückgezogen|annulliert|für\s+ungültig|ungültig|nicht\s+zitiert\s+werden"
        r"|hinfällig|gelten\s+nicht\s+mehr|überholt)\b",
    ),
    "fr": (
        r"\b(?:retirée?s?|annulée?s?|invalidée?s?|caduque?s?|ne\s+doi(?:t|vent)\s+pas\s+être"
        r"\s+cité|dépubliée?s?|périmée?s?)",
    ),
    "es": (
        r"\b(?:retirad[oa]s?|anulad[oa]s?|invalidad[oa]s?|sin\s+efecto"
        r"|no\s+deben?\s+citarse|despublicad[oa]s?|son\s+err[oó]ne[oa]s)\b",
    ),
    "pt": (
        r"\b(?:retirad[oa]s?|anulad[oa]s?|invalidad[oa]s?|sem\s+efeito"
        r"|não\s+deve(?:m)?\s+ser\s+citad|despublicad\w*|estão\s+errad[oa]s)",
    ),
    "it": (
        r"\b(?:ritirat[oaie]|annullat[oaie]|null[oaie]|invalidat[oaie]|non\s+vanno?\s+citat"
        r"|revocat[oaie]|superat[oaie])",
    ),
    "zh": (r"撤回|撤稿|作废|无效|不应引用|数据有误|请勿(?:再)?(?:转载|引用)",),
}

#: The writer has no result of its own for the model: the attempt was abandoned or has not
#: run yet, the model is not in its table, it has not tested it ("Nothing has been run
#: yet", "Noch nicht in der Tabelle", "la prova è saltata", "我们自己没有任何分数"). A page
#: saying so credits no one with the figures it sets against the claim.
NO_OWN_RESULTS: Lexicon = {
    "en": (
        r"\b(?:abandon\w*|called\s+off|cancel(?:l)?ed|without\s+success|unsuccessful"
        r"|pre-?regist\w+|in\s+advance|nothing\s+(?:has|had)\s+(?:been\s+)?run"
        r"|(?:have|has)\s+not\s+(?:yet\s+)?(?:re-?)?(?:tested|run|measured)"
        r"|not\s+(?:yet\s+)?in\s+the\s+(?:table|board|leaderboard)"
        r"|no\s+(?:figures?|numbers?|results?|scores?)\s+of\s+our\s+own"
        r"|no\s+measurements?\s+(?:has|have)\s+(?:yet\s+)?been\s+(?:made|taken|done|run)"
        r"(?:\s+(?:yet|so\s+far))?\s*[.;!])",
    ),
    "de": (
        r"\b(?:abgebrochen|eingestellt|ohne\s+Erfolg|erfolglos|vorregistr\w+|im\s+Voraus"
        r"|noch\s+nicht\s+(?:in\s+der\s+(?:Tabelle|Rangliste)|getestet|gemessen|gelaufen)"
        r"|keine\s+eigenen\s+(?:Werte|Zahlen|Ergebnisse)|eigene\s+Werte\s+gibt\s+es\b)",
    ),
    "fr": (
        r"\b(?:abandonn\w+|interrompu\w*|sans\s+succès|pré-?enregistr\w+|à\s+l['’]avance"
        r"|aucun\s+(?:chiffre|résultat|score)\s+(?:à\s+nous|propre)"
        r"|pas\s+encore\s+(?:testé|mesuré|dans\s+le\s+(?:tableau|classement))"
        r"|rien\s+n['’]a\s+(?:encore\s+)?été\s+(?:lancé|exécuté|mesuré)"
        r"|aucune\s+mesure\s+n['’]a\s+(?:encore\s+)?été\s+(?:faite|effectuée|réalisée)"
        r"(?:\s+(?:pour\s+l['’]instant|à\s+ce\s+jour))?\s*[.;!])",
    ),
    "es": (
        r"\b(?:abandonad\w+|interrumpid\w+|sin\s+éxito|cancelad\w+|preinscrit\w+"
        r"|por\s+adelantado|de\s+antemano"
        r"|prerregistr\w+|todavía\s+no\s+(?:se\s+ha\s+)?(?:probad|medid|ejecutad)\w*"
        r"|no\s+hay\s+(?:cifras|resultados|datos)\s+propi\w+)",
    ),
    "pt": (
        r"\b(?:abandonad\w+|interrompid\w+|sem\s+sucesso|cancelad\w+|pré-?regist\w+"
        r"|antecipadamente|com\s+antecedência"
        r"|ainda\s+não\s+(?:foi|foram|test|med|execut)\w*"
        r"|não\s+há\s+(?:resultados|números|dados)\s+(?:deste|nossos|próprios))",
    ),
    "it": (
        r"\b(?:abbandonat\w+|interrott\w+|senza\s+successo|saltat[oa]|preregistrat\w+"
        r"|in\s+anticipo"
        r"|non\s+(?:è\s+)?ancora\s+(?:stat[oa]\s+)?(?:testat|misurat|eseguit)\w*"
        r"|nessun\s+(?:risultato|dato|numero)\s+(?:nostro|proprio))",
    ),
    "zh": (
        r"放弃|中止|中断|没有任何(?:分数|结果|数据)|尚未(?:运行|测试|实测)|还没(?:有)?(?:跑|测)|预注册",
    ),
}

#: A figure of a variant, not of the model as claimed: another checkpoint or version,
#: a preset, a subset of the benchmark, a long context ("the v1.1 checkpoint", "the fast
#: mode", "hard-task subset", "mit 128K Kontext", "在128K上下文下").
VARIANT_WORDS: Lexicon = {
    "en": (r"\b(?:checkpoint|version|v\d+(?:\.\d+)*|preset|mode|subset|context|revision)\b",),
    "de": (r"\b(?:Checkpoint|Version|Fassung|Modus|Teilmenge|Kontext\w*|Revision)\b",),
    "fr": (r"\b(?:checkpoint|version|mode|sous-ensemble|contexte|révision)\b",),
    "es": (r"\b(?:checkpoint|versión|modo|subconjunto|contexto|revisión)\b",),
    "pt": (r"\b(?:checkpoint|versão|modo|subconjunto|contexto|revisão)\b",),
    "it": (r"\b(?:checkpoint|versione|modalità|sottoinsieme|contesto|revisione)\b",),
    "zh": (r"检查点|版本|模式|子集|上下文",),
}

#: The text saying its subject is not the model of the same name: "questo Aurora non ha
#: nulla a che vedere con il modello di xAI", "本文说的mamba是包管理器，不是...Mamba状态空间模型".
#: Read only with the name before it and the vendor or a word for a model after it (see
#: ``targets.disclaimed_identity``): "Clover is not to be confused with Clover Health" keeps
#: the text about the model.
IDENTITY_DISCLAIMER: Lexicon = {
    "en": (
        r"\b(?:has|have)\s+nothing\s+to\s+do\s+with|\bnot\s+to\s+be\s+confused\s+with|\bunrelated\s+to",
    ),
    "de": (r"\bhat\s+nichts\s+mit\b|\bnicht\s+zu\s+verwechseln\s+mit",),
    "fr": (
        r"\bn['’]a\s+rien\s+à\s+voir\s+avec|\bà\s+ne\s+pas\s+confondre\s+avec|\bsans\s+rapport\s+avec",
    ),
    "es": (r"\bno\s+tiene\s+nada\s+que\s+ver\s+con|\bno\s+(?:hay\s+que\s+)?confundir\s+con",),
    "pt": (r"\bnão\s+tem\s+nada\s+a\s+ver\s+com|\bnão\s+(?:se\s+deve\s+)?confundir\s+com",),
    "it": (
        r"\bnon\s+ha\s+(?:nulla|niente)\s+a\s+che\s+(?:vedere|fare)\s+con|\bda\s+non\s+confondere"
        r"\s+con",
    ),
    "zh": (r"不是|并非|无关",),
}

#: A word for a model, after a disclaimer: the other side of it is the model.
MODEL_WORDS: Lexicon = {
    "en": (r"\bmodels?\b|\bLLMs?\b",),
    "de": (r"\w*[Mm]odell\w*",),
    "fr": (r"\bmodèles?\b",),
    "es": (r"\bmodelos?\b",),
    "pt": (r"\bmodelos?\b",),
    "it": (r"\bmodell[oi]\b",),
    "zh": (r"模型",),
}

#: A result listed as the vendor's own submission: "a developer submission", "submitted by
#: the developer", "marquée « déclarée par le développeur »", "vom Hersteller eingereicht",
#: "enviado por el desarrollador", "厂商提交". Said of a result that names a party, it makes
#: that party's figure the vendor's (``relisted``).
VENDOR_SUBMISSION: Lexicon = {
    "en": (
        r"\b(?:developer|vendor|self)[- ]submi(?:ssion|tted)\b",
        r"\b(?:marked|listed|flagged|labell?ed|badged)\s+as\s+(?:self|vendor|developer)"
        r"[- ]reported\b",
        r"\b(?:submitted|declared)\s+by\s+(?:the\s+)?(?:developer|vendor|model['’]s\s+maker)\b",
    ),
    "de": (
        r"\bvom\s+(?:Hersteller|Entwickler|Anbieter)\s+(?:selbst\s+)?(?:eingereicht|gemeldet"
        r"|übermittelt|hochgeladen)",
    ),
    "fr": (
        r"\b(?:déclarée?s?|soumise?s?)\s+par\s+(?:le\s+|l['’])(?:développeur|éditeur|fabricant"
        r"|concepteur)",
    ),
    "es": (
        r"\b(?:enviad|declarad|remitid)[oa]s?\s+por\s+(?:el|la)\s+(?:desarrollador|fabricante)",
    ),
    "pt": (r"\b(?:enviad|declarad|submetid)[oa]s?\s+pel[oa]\s+(?:desenvolvedor\w*|fabricante)",),
    "it": (
        r"\b(?:dichiarat|inviat|sottopost)[oaie]\s+dal(?:lo|la)?\s+(?:sviluppatore|produttore)",
    ),
    "zh": (r"(?:厂商|开发者|开发方)(?:自行|自己)?(?:提交|申报|上报|上传)",),
}

#: "submitted by", "eingereicht von", "soumis par", "enviado por", "submetido pela",
#: "inviato da", "由…提交": a submission whose submitter is read right after it (the vendor's
#: name makes it a ``VENDOR_SUBMISSION``).
SUBMITTED_BY: Lexicon = {
    "en": (r"\b(?:submitted|uploaded|sent\s+in)\s+by\b",),
    "de": (r"\b(?:eingereicht|übermittelt|hochgeladen)\s+(?:von|vom)\b",),
    "fr": (r"\bsoumise?s?\s+par\b",),
    "es": (r"\b(?:enviad|remitid|subid)[oa]s?\s+por\b",),
    "pt": (r"\b(?:enviad|submetid)[oa]s?\s+pel[oa]\b",),
    "it": (r"\b(?:inviat|sottopost)[oaie]\s+da\b",),
    "zh": (r"由",),
}

#: The vendor's own channel, named in a title right after the vendor: "DiffuSpace官方公众号",
#: "DiffuSpace's official blog", "DiffuSpace blog officiel", "DiffuSpace offizieller Blog",
#: "DiffuSpace blog oficial", "DiffuSpace blog ufficiale". A text published there speaks
#: for the vendor.
VENDOR_CHANNEL: Lexicon = {
    "en": (
        r"(?:['’]s?)?\s*(?:official|engineering|company|corporate)\s+(?:blog|account|channel"
        r"|newsletter|post)\b",
    ),
    "de": (r"\s*(?:offizielle[rsn]?|eigene[rsn]?)\s+(?:Blog|Kanal|Account|Newsletter)\b",),
    "fr": (r"\s*(?:blog|compte|canal)\s+officiel\b",),
    "es": (r"\s*(?:blog|cuenta|canal)\s+oficial\b",),
    "pt": (r"\s*(?:blog|conta|canal)\s+oficial\b",),
    "it": (r"\s*(?:blog|account|canale)\s+ufficiale\b",),
    "zh": (r"\s*(?:官方)?(?:公众号|微信公众号|官方博客|官方账号|官方微博|技术博客)",),
}

#: Someone's tests named in scare quotes, which makes them no tests: "his 'tests'",
#: "i «suoi test»", "ses « tests »", "seine „Tests“", "sus «pruebas»", "os «testes» dele",
#: "他的“测试”". Matched on the words inside the quotation marks (and a possessive right
#: before them); the quotation marks are checked where it is used (``relisted``).
SCARE_QUOTED_TESTS: Lexicon = {
    "en": (r"(?:his|her|their|its)?\s*(?:own\s+)?(?:tests?|benchmarks?|measurements?|testing)",),
    "de": (r"(?:seine|ihre)?\s*(?:eigenen?\s+)?(?:Tests?|Messungen|Benchmarks?)",),
    "fr": (r"(?:ses|leurs?)?\s*(?:propres\s+)?(?:tests?|mesures|benchmarks?|essais)",),
    "es": (r"(?:sus?)?\s*(?:propi[oa]s\s+)?(?:pruebas?|tests?|mediciones|benchmarks?)",),
    "pt": (r"(?:seus|suas)?\s*(?:próprio[s]?\s+)?(?:testes?|medições|benchmarks?)",),
    "it": (r"(?:suoi|sue|loro)?\s*(?:propri\s+)?(?:test|prove|misurazioni|benchmark)",),
    "zh": (r"(?:他|她|他们|其)?的?(?:测试|实测|评测)",),
}

#: A target not reached, right before the figure it names: "we don't come near the 83.8",
#: "Wir kommen bei Weitem nicht an die 83,8 heran", "No llego a los 515", "n'atteint pas
#: les 515", "não chego aos 515", "non arrivo ai 515", "达不到515". That figure is the claim
#: the test is held to, never the tester's result. Matched at the end of the text before
#: the figure (an article and one adjective may stand between).
UNREACHED: Lexicon = {
    "en": (
        r"\b(?:can['’]?t|cannot|could\s*n['’]?t|could\s+not|did\s*n['’]?t|did\s+not|do\s*n['’]?t"
        r"|do\s+not|does\s*n['’]?t|does\s+not|never|nowhere|not)\s+(?:\w+\s+)?(?:reach(?:ed)?"
        r"|hit|match(?:ed)?|get\s+(?:anywhere\s+)?(?:near|close\s+to|to)|come\s+(?:anywhere\s+)?"
        r"(?:near|close\s+to)|approach(?:ed)?)",
        r"\bnowhere\s+near",
        r"\bfalls?\s+(?:well\s+|far\s+)?short\s+of",
    ),
    "de": (
        r"\b(?:kommen?|komme|kommt|kamen?|reichen?|reicht)\s+(?:\w+\s+){0,3}nicht\s+(?:\w+\s+)?"
        r"(?:an|auf)",
        r"\berreich\w*\s+(?:\w+\s+){0,2}nicht\s+(?:\w+\s+)?",
        r"\bweit\s+(?:entfernt\s+)?von",
    ),
    "fr": (
        r"\bn['’](?:atteint|atteins|atteignons|atteignent|arrive|arrivons|arrivent|approche"
        r"|approchons)\s+pas\s+(?:à\s+|de\s+)?",
        r"\bloin\s+(?:des?|du)",
    ),
    "es": (
        r"\bno\s+(?:llego|llegamos|llega|llegan|llegó|alcanzo|alcanzamos|alcanza|alcanzan"
        r"|alcanzó)\s+(?:ni\s+de\s+lejos\s+)?(?:a\s+)?",
        r"\blejos\s+de",
    ),
    "pt": (
        r"\bnão\s+(?:chego|chegamos|chega|chegam|chegou|alcanço|alcançamos|alcança|alcançam"
        r"|alcançou|atinjo|atingimos|atinge|atingem|atingiu)\s+(?:nem\s+perto\s+d)?(?:a|o|e)?",
        r"\blonge\s+d",
    ),
    "it": (
        r"\bnon\s+(?:arrivo|arriviamo|arriva|arrivano|arrivato|raggiungo|raggiungiamo|raggiunge"
        r"|raggiungono|raggiunto|ci\s+arrivo)\s+(?:nemmeno\s+)?(?:vicino\s+)?(?:a)?",
        r"\blontan[oi]\s+da",
    ),
    "zh": (r"(?:达不到|没(?:有)?达到|够不到|到不了|跑不到|远低于|远未达到|未能达到)",),
}

#: Someone's tests called "so-called" or "alleged", which makes them no tests, as scare
#: quotes do (``SCARE_QUOTED_TESTS``): "His so-called tests are the launch slides".
SO_CALLED_TESTS: Lexicon = {
    "en": (r"\b(?:so-called|supposed|alleged|purported)\s+(?:tests?|benchmarks?|measurements?)\b",),
    "de": (r"\b(?:sogenannten?|angeblichen?)\s+(?:Tests?|Messungen|Benchmarks?)\b",),
    "fr": (r"\b(?:soi-disant|prétendu\w*)\s+(?:tests?|mesures|benchmarks?|essais)\b",),
    "es": (r"\b(?:supuest|presunt)[oa]s\s+(?:pruebas|tests|mediciones|benchmarks)\b",),
    "pt": (r"\b(?:supost|pretens)[oa]s\s+(?:testes|medições|benchmarks)\b",),
    "it": (r"\b(?:cosiddett|presunt)[ie]\s+(?:test|prove|misurazioni|benchmark)\b",),
    "zh": (r"所谓的?(?:测试|实测|评测)",),
}

#: A title opening on the vendor's own channel, named before the vendor: "Blog oficial da
#: DiffuSpace:", "Blog de ingeniería de DiffuSpace:", "Offizieller Blog von DiffuSpace:",
#: "The official DiffuSpace blog:". Read with the vendor's name right after it.
CHANNEL_BEFORE_VENDOR: Lexicon = {
    "en": (
        r"^\s*(?:the\s+)?(?:official|engineering|company)\s+(?:blog|account|channel)(?:\s+of)?\s+",
    ),
    "de": (r"^\s*(?:offizielle[rs]?\s+)?(?:Blog|Kanal|Account|Engineering-Blog)\s+(?:von|der)\s+",),
    "fr": (
        r"^\s*(?:blog|compte|canal)\s+(?:officiel|d['’]ingénierie|technique)\s+(?:de\s+|d['’])",
    ),
    "es": (r"^\s*(?:blog|cuenta|canal)\s+(?:oficial|de\s+ingenier[ií]a|técnico)\s+de\s+",),
    "pt": (r"^\s*(?:blog|conta|canal)\s+(?:oficial|de\s+engenharia|técnico)\s+d[aoe]\s+",),
    "it": (
        r"^\s*(?:blog|account|canale)\s+(?:ufficiale|di\s+ingegneria|tecnico)\s+(?:di|del(?:la)?)\s+",
    ),
    "zh": (),
}
