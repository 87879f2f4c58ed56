"""`/repgen ...` slash commands in issue comments."""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

COMMANDS = ("reproduce", "pr", "cancel", "help")
POOL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")   # a queue suffix, quoted back in replies
HELP = """\
**RepGen commands** (comment on the issue; needs `{min_permission}` access to this repository):

| command | does |
| --- | --- |
| `/repgen reproduce [--pool NAME] [--attempts N]` | write and run a failing test that reproduces this bug |
| `/repgen pr` | open a draft pull request with the reproduction test |
| `/repgen cancel` | stop the reproduction running on this issue |
| `/repgen help` | this message |

Settings live in `.github/repgen.yml` on the default branch (`auto`, `labels`, `min_permission`, `pool`,
`max_attempts`, `daily_runs`, `open_pr`)."""


@dataclass
class SlashCommand:
    name: str                      # one of COMMANDS, or "invalid"
    pool: str | None = None
    attempts: int | None = None
    error: str | None = None


def parse_slash(body: str | None) -> SlashCommand | None:
    """The first `/repgen` line of a comment, or None when the comment holds no command.

    Quoted lines (`> /repgen ...`) and code blocks are not commands: people quote the bot's help.
    """
    if not body:
        return None
    in_fence = False
    for raw in body.splitlines():
        line = raw.strip()
        if line.startswith(("```", "~~~")):
            in_fence = not in_fence
            continue
        if in_fence or not line.startswith("/repgen"):
            continue
        try:
            words = shlex.split(line)
        except ValueError:
            words = line.split()
        if words[0] != "/repgen":
            continue
        if len(words) == 1:
            return SlashCommand("help")
        name, rest = words[1].lower(), words[2:]
        if name not in COMMANDS:
            return SlashCommand("invalid", error=f"unknown command `{words[1]}`")
        cmd = SlashCommand(name)
        while rest:
            flag = rest.pop(0)
            if name != "reproduce" or flag not in ("--pool", "--attempts") or not rest:
                return SlashCommand("invalid", error=f"unexpected `{flag}` after `/repgen {name}`")
            value = rest.pop(0)
            if flag == "--pool":
                if not POOL_NAME.fullmatch(value):
                    return SlashCommand("invalid", error="`--pool` wants a pool name (letters, digits, `.`, `_`, `-`)")
                cmd.pool = value
            elif value.isdigit() and 1 <= int(value) <= 10:
                cmd.attempts = int(value)
            else:
                return SlashCommand("invalid", error=f"`--attempts` wants a number from 1 to 10, not `{value}`")
        return cmd
    return None
