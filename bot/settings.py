"""Process settings, read from the environment once at start (never at import time)."""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path


class SettingsError(ValueError):
    pass


@dataclass(frozen=True)
class Settings:
    app_id: str | None = None
    private_key: str | None = None
    webhook_secret: str | None = None
    redis_url: str = "redis://127.0.0.1:6379/0"
    anthropic_api_key: str | None = None
    anthropic_model: str = "claude-sonnet-4-6"
    home: str = field(default_factory=lambda: str(Path.home() / ".repgen"))
    github_api_url: str = "https://api.github.com"
    bot_login: str | None = None          # e.g. "repgen[bot]"; the bot ignores its own comments
    runner_pool: str = "local"            # "local" runs in-process; any other name enqueues to gpu:<pool>
    # Claude generator: per-issue budget counted from the API's usage fields, and bounded retries
    anthropic_budget_tokens: int = 400_000
    anthropic_budget_usd: float = 2.0
    anthropic_max_retries: int = 3
    anthropic_max_turns: int = 16          # model turns per generation attempt
    anthropic_timeout_s: float = 120.0     # one API request, retries not included

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        env = dict(os.environ if env is None else env)
        key = env.get("REPGEN_PRIVATE_KEY")
        key_path = env.get("REPGEN_PRIVATE_KEY_PATH")
        if not key and key_path:
            try:
                key = Path(key_path).read_text()
            except OSError as exc:
                raise SettingsError(f"REPGEN_PRIVATE_KEY_PATH={key_path!r} cannot be read: {exc}") from exc
        return cls(
            app_id=env.get("REPGEN_APP_ID") or None,
            private_key=key or None,
            webhook_secret=env.get("REPGEN_WEBHOOK_SECRET") or None,
            redis_url=env.get("REPGEN_REDIS_URL", cls.redis_url),
            anthropic_api_key=env.get("ANTHROPIC_API_KEY") or None,
            anthropic_model=env.get("REPGEN_ANTHROPIC_MODEL", cls.anthropic_model),
            home=env.get("REPGEN_HOME") or str(Path.home() / ".repgen"),
            github_api_url=env.get("REPGEN_GITHUB_API_URL", cls.github_api_url),
            bot_login=env.get("REPGEN_BOT_LOGIN") or None,
            runner_pool=env.get("REPGEN_RUNNER_POOL", cls.runner_pool),
            anthropic_budget_tokens=_int(env, "REPGEN_ANTHROPIC_BUDGET_TOKENS", cls.anthropic_budget_tokens),
            anthropic_budget_usd=_float(env, "REPGEN_ANTHROPIC_BUDGET_USD", cls.anthropic_budget_usd),
            anthropic_max_retries=_int(env, "REPGEN_ANTHROPIC_MAX_RETRIES", cls.anthropic_max_retries),
            anthropic_max_turns=_int(env, "REPGEN_ANTHROPIC_MAX_TURNS", cls.anthropic_max_turns),
            anthropic_timeout_s=_float(env, "REPGEN_ANTHROPIC_TIMEOUT_S", cls.anthropic_timeout_s),
        )


def _int(env: dict[str, str], name: str, default: int) -> int:
    try:
        return int(env[name]) if env.get(name) else default
    except ValueError as exc:
        raise SettingsError(f"{name}={env[name]!r} is not an integer") from exc


def _float(env: dict[str, str], name: str, default: float) -> float:
    try:
        return float(env[name]) if env.get(name) else default
    except ValueError as exc:
        raise SettingsError(f"{name}={env[name]!r} is not a number") from exc


def settings_for_command(command: str) -> Settings | None:
    """Settings for a CLI command; None (after a one-line message on stderr) when they are unusable."""
    try:
        return Settings.from_env()
    except SettingsError as exc:
        print(f"repgen {command}: {exc}", file=sys.stderr)
        return None
