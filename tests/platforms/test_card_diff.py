"""Model card diffs: claims, usage sections and front matter; noise ignored."""

from __future__ import annotations

from domain.card_diff import LineKind, split_front_matter, summarize_card_change

CARD = """---
license: apache-2.0
base_model: DiffuSpace/Clover-35B-A3B-Base
tags:
- moe
---
# Clover-35B-A3B-Preview

Clover is a diffusion language model from DiffuSpace.
It was trained on a large corpus.

## Evaluation

| Benchmark | Clover | Other |
|-----------|--------|-------|
| MMLU      | 80.1   | 78.0  |
| GSM8K     | 91.2   | 88.4  |

Clover decodes at 1,200 tokens/s on one H100.

## Quickstart

```bash
# Install
pip install transformers
```

## License

Apache 2.0.
"""


def test_identical_and_whitespace_only_edits_yield_nothing() -> None:
    reflowed = CARD.replace("| MMLU      | 80.1   |", "| MMLU | 80.1 |").replace("\n\n", "\n\n\n")
    change = summarize_card_change(CARD, reflowed + "   \n")
    assert change.added == change.removed == ()
    assert change.summary == ""
    assert not change.significant
    assert change.sections_touched == ()


def test_edit_outside_claims_and_usage_gives_an_empty_summary() -> None:
    edited = CARD.replace("trained on a large corpus.", "trained on a very large, curated corpus.")
    change = summarize_card_change(CARD, edited)
    assert change.summary == ""
    assert change.added == change.removed == ()
    assert change.other_changed_lines == 2
    assert change.sections_touched == ("Clover-35B-A3B-Preview",)


def test_edited_claimed_number_shows_removed_and_added() -> None:
    edited = CARD.replace("| MMLU      | 80.1   |", "| MMLU      | 81.3   |")
    change = summarize_card_change(CARD, edited)
    assert [line.text for line in change.removed] == ["| MMLU      | 80.1   | 78.0  |"]
    assert [line.text for line in change.added] == ["| MMLU      | 81.3   | 78.0  |"]
    assert change.added[0].kind is LineKind.CLAIM
    assert change.added[0].section == "Evaluation"
    assert change.summary == (
        "− [Evaluation] | MMLU      | 80.1   | 78.0  |\n"
        "+ [Evaluation] | MMLU      | 81.3   | 78.0  |"
    )


def test_claim_sentence_outside_a_table() -> None:
    edited = CARD.replace("1,200 tokens/s", "1,500 tokens/s")
    change = summarize_card_change(CARD, edited)
    assert [line.text for line in change.added] == ["Clover decodes at 1,500 tokens/s on one H100."]


def test_new_usage_sections_are_reported() -> None:
    edited = CARD.replace(
        "## License",
        "## Deployment\n\n### SGLang\n\n```bash\npython -m sglang.launch_server --model x\n```\n\n"
        "### llama.cpp\n\nUse the GGUF files.\n\n## License",
    )
    change = summarize_card_change(CARD, edited)
    assert change.removed == ()
    assert {line.kind for line in change.added} == {LineKind.USAGE}
    texts = [line.text for line in change.added]
    assert "### SGLang" in texts
    assert "python -m sglang.launch_server --model x" in texts
    assert "Use the GGUF files." in texts
    assert "SGLang" in change.sections_touched and "llama.cpp" in change.sections_touched


def test_code_comment_is_not_a_heading() -> None:
    edited = CARD.replace("pip install transformers", "pip install 'transformers>=4.50'")
    change = summarize_card_change(CARD, edited)
    assert [(line.section, line.text) for line in change.added] == [
        ("Quickstart", "pip install 'transformers>=4.50'")
    ]


def test_moved_lines_are_not_changes() -> None:
    swapped = CARD.replace(
        "| MMLU      | 80.1   | 78.0  |\n| GSM8K     | 91.2   | 88.4  |",
        "| GSM8K     | 91.2   | 88.4  |\n| MMLU      | 80.1   | 78.0  |",
    )
    change = summarize_card_change(CARD, swapped)
    assert not change.significant


def test_front_matter_is_diffed_by_key() -> None:
    edited = CARD.replace("license: apache-2.0", "license: mit").replace(
        "Clover-35B-A3B-Base", "Clover-35B-A3B-Base-v2"
    )
    change = summarize_card_change(CARD, edited)
    assert [(f.key, f.old, f.new) for f in change.front_matter] == [
        ("license", "apache-2.0", "mit"),
        ("base_model", "DiffuSpace/Clover-35B-A3B-Base", "DiffuSpace/Clover-35B-A3B-Base-v2"),
    ]
    assert change.summary.splitlines()[0] == "front matter license: apache-2.0 → mit"
    assert change.added == ()  # the front matter is not part of the body diff


def test_summary_is_capped() -> None:
    rows = "\n".join(f"| Bench{i} | {i}.0 |" for i in range(20))
    change = summarize_card_change("# Card\n", f"# Card\n\n{rows}\n", max_lines=4)
    lines = change.summary.splitlines()
    assert len(lines) == 4
    assert lines[-1] == "… and 17 more changed lines"
    assert len(change.added) == 20


def test_split_front_matter() -> None:
    meta, body = split_front_matter("---\na: 1\n---\n# Title\n")
    assert (meta, body) == ("a: 1", "# Title\n")
    assert split_front_matter("# No meta\n") == (None, "# No meta\n")
