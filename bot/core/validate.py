"""Level-1 static validation of a generated test: syntax and undefined names (pyflakes), before any run."""
from __future__ import annotations

import ast

from pyflakes import api as pyflakes_api
from pyflakes import messages as pyflakes_messages
from pyflakes.reporter import Reporter

# what makes a test unrunnable; unused imports/variables are noise, not errors
BLOCKING = (pyflakes_messages.UndefinedName, pyflakes_messages.UndefinedLocal,
            pyflakes_messages.UndefinedExport, pyflakes_messages.ImportStarUsed)


class _Collector(Reporter):
    def __init__(self) -> None:
        self.problems: list[str] = []

    def unexpectedError(self, filename, msg):  # noqa: N802 (pyflakes API)
        self.problems.append(f"{filename}: {msg}")

    def syntaxError(self, filename, msg, lineno, offset, text):  # noqa: N802
        self.problems.append(f"line {lineno}: syntax error: {msg}")

    def flake(self, message):
        if isinstance(message, BLOCKING):
            self.problems.append(f"line {message.lineno}: {message.message % message.message_args}")


def static_problems(source: str, filename: str = "test_repro.py") -> list[str]:
    """Blocking problems of a test source; empty when it may run."""
    if not source.strip():
        return ["the test is empty"]
    try:
        tree = ast.parse(source, filename)
    except SyntaxError as exc:
        return [f"line {exc.lineno}: syntax error: {exc.msg}"]
    if not any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name.startswith("test")
               for n in ast.walk(tree)):
        return ["no test function (a function whose name starts with `test`)"]
    collector = _Collector()
    pyflakes_api.check(source, filename, collector)
    return collector.problems
