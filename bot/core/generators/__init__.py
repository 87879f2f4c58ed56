"""Test generators: the offline (deterministic) one and Claude, and the choice between them."""
from __future__ import annotations

from typing import Any

from bot.core.generators.base import Feedback, GeneratedTest, GenerationJob, Generator
from bot.settings import Settings

__all__ = ["Feedback", "GeneratedTest", "GenerationJob", "Generator", "select"]


def select(options: Any = None, settings: Settings | None = None) -> Generator:
    """The generator for one issue (a fresh instance: Claude's budget is per issue).

    `options.generator`: "auto" (Claude when an API key is configured), "offline" or "claude".
    Claude is wrapped so that an attempt falls back to the offline generator when the API is down
    after its retries or the budget is spent with no test.
    """
    from bot.core.generators.offline import (
        OfflineGenerator,  # the lead's module; imported late to keep this light
    )

    settings = settings or getattr(options, "settings", None) or Settings.from_env()
    choice = getattr(options, "generator", "auto") or "auto"
    if choice not in ("auto", "offline", "claude"):
        raise ValueError(f"unknown generator {choice!r} (auto | offline | claude)")
    if choice == "offline" or (choice == "auto" and not settings.anthropic_api_key):
        return OfflineGenerator()
    if not settings.anthropic_api_key:
        from bot.core.run_options import InputError  # a clear message and exit status 2 from the CLI
        raise InputError("--generator claude needs ANTHROPIC_API_KEY (or use --generator auto / offline)")
    from bot.core.generators.claude import ClaudeGenerator
    from bot.core.generators.claude_tools import index_search, lexical_search
    from bot.core.generators.fallback import FallbackGenerator

    disable = getattr(options, "disable", frozenset()) or frozenset()
    home = getattr(options, "home", None) or settings.home
    # the search tool follows the retrieval ablation switches like the context stage does
    search = lexical_search if "retrieval" in disable else index_search(
        home, "hybrid" if "rerank" in disable else "hybrid+rerank")
    claude = ClaudeGenerator(settings, search=search, api_hints="api-compat" not in disable)
    return FallbackGenerator(claude, OfflineGenerator())
