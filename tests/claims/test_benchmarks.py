"""canonical_benchmark: spellings map to one id; versions and variants stay exact."""

import pytest

from domain.claims import BenchmarkId, canonical_benchmark, find_benchmarks


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("SWE-bench Verified", ("SWE-bench", "Verified")),
        ("SWE-Bench Verified", ("SWE-bench", "Verified")),
        ("swe bench verified", ("SWE-bench", "Verified")),
        ("SWE-Bench Verified*", ("SWE-bench", "Verified")),
        ("SWE-bench Lite", ("SWE-bench", "Lite")),
        ("SWE-bench Pro", ("SWE-bench", "Pro")),
        ("Terminal-Bench 2.1", ("Terminal-Bench", "2.1")),
        ("Terminal Bench 2.0", ("Terminal-Bench", "2.0")),
        ("Terminal-Bench Hard", ("Terminal-Bench", "Hard")),
        ("τ³-bench", ("τ³-bench", None)),
        ("tau3-bench", ("τ³-bench", None)),
        ("tau^3 bench", ("τ³-bench", None)),
        ("τ²-bench", ("τ²-bench", None)),
        ("tau2-bench", ("τ²-bench", None)),
        ("τ²-Bench Telecom", ("τ²-bench", "Telecom")),
        ("tau-bench", ("τ-bench", None)),
        ("GPQA Diamond", ("GPQA", "Diamond")),
        ("GPQA-Diamond", ("GPQA", "Diamond")),
        ("GPQA", ("GPQA", None)),
        ("ZebraLogic", ("ZebraLogic", None)),
        ("AA-LCR", ("AA-LCR", None)),
        ("MATH-500", ("MATH-500", None)),
        ("MATH 500", ("MATH-500", None)),
        ("AIME 2025", ("AIME", "2025")),
        ("AIME25", ("AIME", "2025")),
        ("AIME'25", ("AIME", "2025")),
        ("AIME 2024", ("AIME", "2024")),
        ("AIME", ("AIME", None)),
        ("LiveCodeBench v6", ("LiveCodeBench", "v6")),
        ("LiveCodeBench (v6)", ("LiveCodeBench", "v6")),
        ("LiveCodeBench", ("LiveCodeBench", None)),
        ("HLE", ("Humanity's Last Exam", None)),
        ("Humanity's Last Exam", ("Humanity's Last Exam", None)),
        ("Humanity’s Last Exam", ("Humanity's Last Exam", None)),
        ("Humanities Last Exam", ("Humanity's Last Exam", None)),
        ("MMLU", ("MMLU", None)),
        ("MMLU-Pro", ("MMLU-Pro", None)),
        ("Global MMLU (Lite)", ("Global-MMLU", "Lite")),
        ("HumanEval", ("HumanEval", None)),
        ("HumanEval+", ("HumanEval+", None)),
        ("GSM8K", ("GSM8K", None)),
        ("BrowseComp", ("BrowseComp", None)),
        ("Arena-Hard v2", ("Arena-Hard", "v2")),
        ("ArenaHard", ("Arena-Hard", None)),
        ("LMArena", ("LMArena", None)),
        ("Chatbot Arena", ("LMArena", None)),
        ("BIG-Bench Extra Hard", ("BIG-Bench Extra Hard", None)),
        ("BIG-Bench Hard", ("BIG-Bench Hard", None)),
        ("LBPP (v2)", ("LBPP", "v2")),
        ("IMO-AnswerBench", ("IMO-AnswerBench", None)),
    ],
)
def test_canonical_benchmark(name: str, expected: tuple[str, str | None]) -> None:
    assert canonical_benchmark(name) == BenchmarkId(*expected)


def test_versions_and_variants_are_kept_apart() -> None:
    assert canonical_benchmark("Terminal-Bench 2.1") != canonical_benchmark("Terminal Bench 2.0")
    assert canonical_benchmark("SWE-bench Verified") != canonical_benchmark("SWE-bench Lite")
    assert canonical_benchmark("τ³-bench") != canonical_benchmark("τ²-bench")
    assert canonical_benchmark("MMLU") != canonical_benchmark("MMLU-Pro")
    assert canonical_benchmark("AIME 2025") != canonical_benchmark("AIME 2024")
    assert canonical_benchmark("LiveCodeBench v6") != canonical_benchmark("LiveCodeBench v5")


@pytest.mark.parametrize(
    "name", ["GPQA Diamond score", "aime", "Mercury 2", "SimpleBench-ish thing", ""]
)
def test_unknown_or_partial_names(name: str) -> None:
    assert canonical_benchmark(name) is None


def test_str_of_an_id_is_its_display_name() -> None:
    assert str(BenchmarkId("SWE-bench", "Verified")) == "SWE-bench Verified"
    assert str(BenchmarkId("MMLU")) == "MMLU"


def test_find_benchmarks_in_running_text() -> None:
    text = (
        "AIME 2025 23.3%, Terminal-Bench 51.7, 奥数难度的AIME25测评得分81.5,LiveCodeBench得分超过70"
    )
    ids = [h.id for h in find_benchmarks(text)]
    # A score after a name is not taken for its version ("Terminal-Bench 51.7").
    assert ids == [
        BenchmarkId("AIME", "2025"),
        BenchmarkId("Terminal-Bench"),
        BenchmarkId("AIME", "2025"),
        BenchmarkId("LiveCodeBench"),
    ]


def test_a_french_verb_is_not_aime() -> None:
    assert find_benchmarks("Il aime ce modèle") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("49,0 sur Terminal-Bench 2.1, face aux 51,7 annoncés", "Terminal-Bench 2.1"),
        ("and 66.1 on Terminal-Bench 2.0.", "Terminal-Bench 2.0"),
        ("on AIME 25. The model", "AIME 2025"),
        ("Terminal-Bench 5.25% better", "Terminal-Bench"),  # a figure, not a version
        ("Terminal-Bench 2,5 Prozent", "Terminal-Bench"),
    ],
)
def test_a_version_before_punctuation_is_still_the_version(text: str, expected: str) -> None:
    """A version ends a clause as often as not: "… on Terminal-Bench 2.1, against …"."""
    (hit,) = find_benchmarks(text)
    assert str(hit.id) == expected
