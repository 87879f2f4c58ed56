"""`repgen` command line: one sub-command per module in `bot.cli`."""
from __future__ import annotations

import argparse
import importlib
import sys

# each module defines register(subparsers) -> None and sets func=run on its parser
COMMAND_MODULES = ["reproduce", "index", "search", "serve", "worker", "runner", "bench", "setup"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="repgen", description=(
        "Turn a deep-learning bug report into a verified pytest reproduction."))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            mod = importlib.import_module(f"bot.cli.{name}")
        except ModuleNotFoundError as exc:  # a command whose module is not written yet
            if exc.name == f"bot.cli.{name}":
                continue
            raise
        mod.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
