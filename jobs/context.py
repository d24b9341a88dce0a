"""What every entry point needs, built once from the settings."""

from __future__ import annotations

from dataclasses import dataclass

from domain.watchlist import Watchlist, load_watchlist
from notifier.delivery import CONSOLE_CHAT
from settings import Settings
from storage import migrate
from storage.db import Database
from storage.recording import Recipients


def web_endpoints(settings: Settings) -> dict[str, str]:
    """Where people open a page (for links in messages): the API's own host, except GitHub."""
    github = settings.github_api_url
    if github == "https://api.github.com":
        github = "https://github.com"
    return {
        "huggingface": settings.hf_endpoint,
        "modelscope": settings.modelscope_url,
        "github": github,
    }


@dataclass
class AppContext:
    settings: Settings
    db: Database
    watchlist: Watchlist
    recipients: Recipients

    @classmethod
    def create(cls, settings: Settings, *, upgrade: bool = True) -> AppContext:
        watchlist = load_watchlist(settings.watchlist)
        db = Database(settings.database_url)
        if upgrade:
            migrate.upgrade(db)
        endpoints = web_endpoints(settings)
        if settings.telegram_enabled:
            recipients = Recipients(
                chats=tuple(settings.telegram_chat_ids),
                include_subscribers=True,
                endpoints=endpoints,
                operators=tuple(settings.telegram_operator_chat_ids),
            )
        else:
            recipients = Recipients(
                chats=(CONSOLE_CHAT,),
                include_subscribers=False,
                endpoints=endpoints,
                operators=(CONSOLE_CHAT,),
            )
        return cls(settings, db, watchlist, recipients)

    def __deepcopy__(self, memo: dict[int, object]) -> AppContext:
        # Scrapy deep-copies its settings per crawler; the context is shared, not copied.
        return self

    def close(self) -> None:
        self.db.dispose()
