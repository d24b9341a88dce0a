"""The one place configuration is read.

Every component receives a ``Settings`` object (or the values it needs from one); nothing else
reads ``os.environ``. Values come from the environment and an optional ``.env`` file in the
working directory; ``.env.example`` documents each of them.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated

from pydantic import AliasChoices, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

PROJECT_DIR = Path(__file__).resolve().parent
SHIPPED_WATCHLIST = PROJECT_DIR / "watchlist.toml"


def _default_database_url() -> str:
    """An SQLite file in the working directory: the embedded default needs no server."""
    return f"sqlite:///{Path.cwd() / 'modelwatch.db'}"


class Settings(BaseSettings):
    """Typed configuration; names are the contract documented in ``.env.example``."""

    model_config = SettingsConfigDict(
        env_prefix="MODELWATCH_",
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        populate_by_name=True,
    )

    database_url: str = Field(default_factory=_default_database_url)
    watchlist: Path = SHIPPED_WATCHLIST

    telegram_token: SecretStr | None = None
    telegram_api_url: str = "https://api.telegram.org"
    telegram_chat_ids: Annotated[list[str], NoDecode] = Field(default_factory=list)

    # The Hub's own variable names, read here and passed to HfApi explicitly: huggingface_hub
    # reads HF_ENDPOINT only once, at import.
    hf_endpoint: str = Field(
        default="https://huggingface.co",
        validation_alias=AliasChoices("HF_ENDPOINT", "MODELWATCH_HF_ENDPOINT"),
    )
    hf_token: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("HF_TOKEN", "MODELWATCH_HF_TOKEN")
    )

    # ModelScope (tries /openapi/v1, falls back to /api/v1) and GitHub's REST API.
    modelscope_url: str = "https://modelscope.cn"
    github_api_url: str = "https://api.github.com"
    github_token: SecretStr | None = None
    # Where answers are kept for conditional requests (ETag / Last-Modified → 304).
    http_cache_dir: Path = Field(default_factory=lambda: Path.cwd() / ".modelwatch-cache")

    # News sources (every base URL overridable, e.g. to a local mirror or a test server).
    google_news_url: str = "https://news.google.com"
    hn_search_url: str = "https://hn.algolia.com"
    reddit_url: str = "https://www.reddit.com"
    arxiv_url: str = "https://export.arxiv.org"
    # Article pages: size and time limits per response.
    article_max_bytes: int = 5_000_000
    article_timeout: float = 20.0

    # Leaderboards that publish independent results (verification-sources.md).
    swebench_leaderboard_url: str = "https://raw.githubusercontent.com/SWE-bench/swe-bench.github.io/master/data/leaderboards.json"
    tau_bench_url: str = "https://sierra-tau-bench-public.s3.us-west-2.amazonaws.com/submissions"
    terminal_bench_url: str = (
        "https://ofhuhcpkvzjlejydnvyd.supabase.co/functions/v1/leaderboard-read"
    )
    artificial_analysis_url: str = "https://artificialanalysis.ai"
    artificial_analysis_key: SecretStr | None = None  # polled only with a user-supplied key

    # Chats that chose /digest on get their news once a day, at this hour (UTC).
    digest_hour: int = Field(default=8, ge=0, le=23)

    # Operators hear about sources that fail or go stale; subscribers never do.
    telegram_operator_chat_ids: Annotated[list[str], NoDecode] = Field(default_factory=list)
    failure_alert_after: int = 3  # consecutive failed runs before the operators are told
    stale_after: float = 6 * 3600.0  # seconds without fresh data before the operators are told
    max_backoff: float = 6 * 3600.0  # longest delay between runs of a failing source
    # Below this share of a platform's rate budget left, its intervals stretch.
    budget_low_fraction: float = 0.2

    contact_url: str = "https://github.com/modelwatch/modelwatch"
    log_level: str = "INFO"
    request_timeout: float = 30.0
    # Longest pause a crawl takes for a server's rate-limit reset before giving up until the
    # next scheduled run.
    max_rate_limit_wait: float = 60.0

    delivery_max_attempts: int = 8
    delivery_retry_base: float = 2.0
    # `crawl` waits this long at most for Telegram's retry_after before leaving the rest queued.
    delivery_max_wait: float = 60.0
    # Least time between two messages to one chat (or the console); Telegram allows about one
    # a second in a private chat. Groups and channels keep their own 3 s.
    delivery_chat_interval: float = Field(default=1.0, ge=0)

    @field_validator("telegram_chat_ids", "telegram_operator_chat_ids", mode="before")
    @classmethod
    def _split_chat_ids(cls, value: object) -> object:
        """Accept the documented comma-separated form as well as a list."""
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value

    @field_validator(
        "telegram_api_url",
        "hf_endpoint",
        "modelscope_url",
        "github_api_url",
        "google_news_url",
        "hn_search_url",
        "reddit_url",
        "arxiv_url",
    )
    @classmethod
    def _strip_slash(cls, value: str) -> str:
        return value.rstrip("/")

    @property
    def user_agent(self) -> str:
        return f"modelwatch/0.1 (+{self.contact_url})"

    @property
    def telegram_enabled(self) -> bool:
        return self.telegram_token is not None and bool(self.telegram_token.get_secret_value())


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, read once on first use (never at import)."""
    return Settings()
