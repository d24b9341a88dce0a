"""Shared fixtures: both database backends, and environments for the real command.

The PostgreSQL tests use a throw-away database created for this test session on the server at
127.0.0.1:5432 (override with MODELWATCH_TEST_PG_URL); they are skipped with the reason shown
when no server answers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from storage import migrate
from storage.db import Database
from storage.models import Base

REPO = Path(__file__).resolve().parents[1]
PG_ADMIN_URL = os.environ.get(
    "MODELWATCH_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)


def _pg_reachable() -> str | None:
    try:
        engine = create_engine(PG_ADMIN_URL, connect_args={"connect_timeout": 3})
        with engine.connect() as conn:
            conn.execute(text("select 1"))
        engine.dispose()
        return None
    except Exception as exc:  # any failure to connect means: skip, saying why
        return f"no PostgreSQL at {PG_ADMIN_URL}: {type(exc).__name__}: {exc}"[:300]


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """A fresh database on the local server, dropped at the end of the session."""
    reason = _pg_reachable()
    if reason:
        pytest.skip(reason)
    name = f"mw_test_{uuid.uuid4().hex[:10]}"
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"
    try:
        yield url
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(scope="session")
def sqlite_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    return f"sqlite:///{tmp_path_factory.mktemp('db') / 'modelwatch.db'}"


@pytest.fixture(scope="session")
def _migrated(request: pytest.FixtureRequest) -> dict[str, Database]:
    return {}


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def backend_url(request: pytest.FixtureRequest) -> str:
    return request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")


@pytest.fixture
def db(backend_url: str, _migrated: dict[str, Database]) -> Iterator[Database]:
    """A migrated database of each backend, emptied before every test."""
    database = _migrated.get(backend_url)
    if database is None:
        database = Database(backend_url)
        migrate.upgrade(database)
        _migrated[backend_url] = database
    with database.engine.begin() as conn:
        for table in reversed(Base.metadata.sorted_tables):
            conn.execute(table.delete())
    yield database


def run_modelwatch(
    args: list[str], env: dict[str, str], *, timeout: float = 120, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """The real command in a child process (Twisted's reactor runs once per process)."""
    return subprocess.run(
        [sys.executable, "-c", "import sys, cli; sys.exit(cli.main())", *args],
        env=env,
        cwd=cwd or REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


# The child of `run_modelwatch_each`: each command through `cli.main`, as `run_modelwatch` runs
# one, its standard output kept apart from the next command's.
_EACH_COMMAND = """
import contextlib, io, json, sys
import cli
results = []
for argv in json.loads(sys.argv[1]):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            code = cli.main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
    results.append([code, out.getvalue()])
sys.stdout.write(json.dumps(results))
"""


def run_modelwatch_each(
    commands: list[list[str]], env: dict[str, str], *, timeout: float = 120
) -> list[subprocess.CompletedProcess[str]]:
    """Read-only commands (status, history, alerts, claims, news) one after the other in one
    child process: the same `cli.main` and database, one interpreter start-up (about a second
    of imports) instead of one per command. Each result has its command's exit code and
    standard output; standard error is the child's, shared."""
    child = subprocess.run(
        [sys.executable, "-c", _EACH_COMMAND, json.dumps(commands)],
        env=env,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert child.returncode == 0, child.stdout + child.stderr
    results = json.loads(child.stdout)
    assert len(results) == len(commands), results
    return [
        subprocess.CompletedProcess(argv, code, out, child.stderr)
        for argv, (code, out) in zip(commands, results, strict=True)
    ]


def base_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """A clean environment: nothing from the developer's shell leaks into the service.

    Without a Telegram token alerts go to the console, which needs none of Telegram's flood
    control: there they are not spaced by the production 1 s a chat (a news crawl's nine alerts
    would wait 8 s for nothing). With a token (the fake Telegram) the production pace stays.
    """
    keep = ("PATH", "HOME", "LANG", "LC_ALL", "SYSTEMROOT", "TMPDIR", "VIRTUAL_ENV")
    env = {k: v for k, v in os.environ.items() if k in keep}
    env.update(
        {
            "PYTHONPATH": str(REPO),
            "MODELWATCH_DATABASE_URL": f"sqlite:///{tmp_path / 'modelwatch.db'}",
            "MODELWATCH_HTTP_CACHE_DIR": str(tmp_path / "http-cache"),
            "MODELWATCH_LOG_LEVEL": "INFO",
            "HF_HUB_DISABLE_TELEMETRY": "1",
        }
    )
    env.update(extra)
    if "MODELWATCH_TELEGRAM_TOKEN" not in env:
        env.setdefault("MODELWATCH_DELIVERY_CHAT_INTERVAL", "0")
    return env
