"""Applies Alembic migrations programmatically (`modelwatch db upgrade`, and `run`/`crawl`)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from storage.db import Database

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    config.set_main_option(
        "file_template",
        "%%(year)d_%%(month).2d_%%(day).2d_%%(hour).2d%%(minute).2d-%%(rev)s_%%(slug)s",
    )
    return config


def upgrade(database: Database, revision: str = "head") -> None:
    """Bring the schema to `revision`; a no-op when it is already there."""
    config = alembic_config(database.url)
    with database.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)


def current_revision(database: Database) -> str | None:
    from alembic.runtime.migration import MigrationContext

    with database.engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()
