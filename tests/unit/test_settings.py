"""Settings: every variable is documented, and the documented forms parse."""

from pathlib import Path

from pydantic import AliasChoices

from settings import Settings

ENV_EXAMPLE = Path(__file__).resolve().parents[2] / ".env.example"


def env_names(name, field):
    alias = field.validation_alias
    if isinstance(alias, AliasChoices):
        return [str(a) for a in alias.choices]
    return [f"MODELWATCH_{name.upper()}"]


def test_every_setting_is_in_env_example():
    documented = ENV_EXAMPLE.read_text(encoding="utf-8")
    missing = [
        env_names(name, field)[0]
        for name, field in Settings.model_fields.items()
        if not any(f"{env}=" in documented for env in env_names(name, field))
    ]
    assert missing == []


def test_comma_separated_chats_and_endpoints_without_trailing_slash(monkeypatch):
    monkeypatch.setenv("MODELWATCH_TELEGRAM_CHAT_IDS", "100, -200 ,@channel")
    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9/")
    settings = Settings(_env_file=None)
    assert settings.telegram_chat_ids == ["100", "-200", "@channel"]
    assert settings.hf_endpoint == "http://127.0.0.1:9"
    assert not settings.telegram_enabled
