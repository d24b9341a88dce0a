"""The code base stays ruff-clean: style is checked by the same command that runs the tests."""

import shutil
import subprocess
import sys

import pytest

from tests.conftest import REPO


def test_ruff_is_clean():
    ruff = shutil.which("ruff") or shutil.which("ruff", path=str(REPO / ".venv" / "bin"))
    if ruff is None:
        pytest.skip("ruff is not installed (pip install -e '.[test]')")
    result = subprocess.run(
        [ruff, "check", "--no-cache", "."], cwd=REPO, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr


def test_no_module_reads_the_environment_directly():
    """Settings come from settings.py; nothing else may read os.environ (tests and benches may)."""
    offenders = []
    for path in REPO.rglob("*.py"):
        rel = path.relative_to(REPO)
        if rel.parts[0] in {".venv", "tests", "bench", "build"} or rel.name == "settings.py":
            continue
        text = path.read_text(encoding="utf-8")
        if "os.environ" in text or "os.getenv" in text:
            offenders.append(str(rel))
    assert offenders == [], f"read settings through settings.py instead: {offenders}"
    assert sys.version_info >= (3, 11)
