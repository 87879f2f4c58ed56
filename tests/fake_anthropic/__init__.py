"""A fake Anthropic Messages API served over real HTTP, for driving the real SDK in tests."""
from .server import (
    FakeAnthropic,
    Step,
    error,
    message,
    raw,
    text,
    tool_results,
    tool_use,
)

__all__ = ["FakeAnthropic", "Step", "error", "message", "raw", "text", "tool_results", "tool_use"]
