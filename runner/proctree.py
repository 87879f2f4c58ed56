"""Read the process tree under a pid from /proc: how many processes, how much resident memory.

The local sandbox's watchdog uses it to enforce the memory and process limits on the whole tree
(rlimits are per process; a pid namespace hides the tree only from the inside).
"""
from __future__ import annotations

import os
from dataclasses import dataclass

_PAGE_MB = os.sysconf("SC_PAGE_SIZE") / 2**20


@dataclass
class TreeStats:
    count: int = 0
    rss_mb: float = 0.0


def _ppids() -> dict[int, int]:
    out: dict[int, int] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        # the command name may hold spaces and parentheses: fields start after the last ')'
        fields = stat[stat.rfind(b")") + 2:].split()
        if len(fields) > 1:
            out[int(name)] = int(fields[1])
    return out


def descendants(root: int) -> list[int]:
    """`root` and every process below it."""
    children: dict[int, list[int]] = {}
    for pid, ppid in _ppids().items():
        children.setdefault(ppid, []).append(pid)
    seen, todo = [], [root]
    while todo:
        pid = todo.pop()
        seen.append(pid)
        todo.extend(children.get(pid, []))
    return seen


def _unshared_mb(pid: int) -> float:
    """Resident minus file-backed/shared pages: what this process adds (torch's libraries, mapped by
    every worker of a run, are counted once in spirit rather than once per process)."""
    try:
        with open(f"/proc/{pid}/statm") as f:
            fields = f.read().split()
        return max(0, int(fields[1]) - int(fields[2])) * _PAGE_MB
    except (OSError, ValueError, IndexError):
        return 0.0


def tree_stats(root: int) -> TreeStats:
    pids = descendants(root)
    return TreeStats(count=len(pids), rss_mb=sum(_unshared_mb(p) for p in pids))
