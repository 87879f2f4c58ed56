"""Per-process confinement of a run: a new session, rlimits, an unprivileged uid.

Applied without running Python between fork and exec (no `preexec_fn`): the session and the uid through
`subprocess.Popen`'s own arguments, the rlimits by a tiny interpreter (`python -I -S`) that sets them and then
execs the run's command. A `preexec_fn` forces a plain fork() of the (threaded) worker and runs every
`os.register_at_fork` hook in the child: LanceDB's restarts its event-loop thread there and warns
"lancedb fork support is experimental ... small chance of deadlock". Without one, CPython spawns with vfork and
no Python code runs in the child.

Why the uid: RLIMIT_NPROC does not bind root (CAP_SYS_RESOURCE), and a root sandbox can read every
root-only file on the host. When we run as root, each run gets its own throw-away uid, so the process
limit counts only that run's processes and 0600 files (keys, tokens) are unreadable.
"""
from __future__ import annotations

import itertools
import os
import resource
import stat
import sys
from dataclasses import dataclass

from .models import RunLimits

UID_BASE = 61000          # throw-away uids [UID_BASE, UID_BASE + UID_SPAN): no passwd entry, own nothing
UID_SPAN = 4000
_COUNTER = itertools.count()


@dataclass
class Confinement:
    uid: int | None               # None: keep the caller's uid (not root)
    rlimits: dict[int, tuple[int, int]]
    setuid_at_spawn: bool = True     # False when the sandbox (bwrap + setpriv) drops to `uid` itself


def sandbox_uid() -> int | None:
    """A throw-away uid no live process holds (runs are killed by uid, so two must never share one)."""
    if os.geteuid() != 0:
        return None
    used = _uids_in_use()
    for _ in range(UID_SPAN):
        uid = UID_BASE + (os.getpid() * 7 + next(_COUNTER)) % UID_SPAN
        if uid not in used:
            return uid
    raise RuntimeError("no free sandbox uid")


def _uids_in_use() -> set[int]:
    uids = set()
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                uids.add(os.stat(f"/proc/{name}").st_uid)
            except OSError:
                pass
    return uids


def _user_process_count(uid: int) -> int:
    n = 0
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                if os.stat(f"/proc/{name}").st_uid == uid:
                    n += 1
            except OSError:
                pass
    return n


def build(limits: RunLimits, memory_rlimit: bool = True) -> Confinement:
    uid = sandbox_uid()
    nproc = limits.max_processes
    if uid is None:
        # RLIMIT_NPROC counts every process of the real uid, not just ours: leave room for the rest
        nproc += _user_process_count(os.getuid())
    cpu = int(limits.timeout_s * max(1, limits.cpu_threads)) + 10
    rl = {
        resource.RLIMIT_NPROC: (nproc, nproc),
        resource.RLIMIT_CPU: (cpu, cpu + 5),
        resource.RLIMIT_FSIZE: (limits.file_size_mb * 2**20,) * 2,
        resource.RLIMIT_CORE: (0, 0),
    }
    if memory_rlimit and limits.memory_mb:
        # address space, not RSS: a 10 GB allocation fails at once with a clean MemoryError/RuntimeError.
        # CUDA reserves huge address ranges, so GPU runs leave this to the RSS watchdog.
        rl[resource.RLIMIT_AS] = (limits.memory_mb * 2**20,) * 2
    return Confinement(uid=uid, rlimits=rl)


# set the rlimits given as "which:soft:hard,..." in argv[1], then become argv[2:]; stdlib only, site skipped
RLIMITS_THEN_EXEC = """
import os, resource, sys
for spec in sys.argv[1].split(","):
    which, soft, hard = (int(x) for x in spec.split(":"))
    try:
        resource.setrlimit(which, (soft, hard))
    except (ValueError, OSError):
        pass
os.execvp(sys.argv[2], sys.argv[2:])
"""


def spawn(conf: Confinement, cmd: list[str], python: str | None = None) -> tuple[list[str], dict]:
    """The command and the `subprocess.Popen` keyword arguments that start `cmd` confined."""
    limits = ",".join(f"{which}:{soft}:{hard}" for which, (soft, hard) in conf.rlimits.items())
    wrapped = [python or sys.executable, "-I", "-S", "-c", RLIMITS_THEN_EXEC, limits, *cmd] if limits else cmd
    kwargs: dict = {"start_new_session": True}
    if conf.uid is not None and conf.setuid_at_spawn:
        kwargs.update(user=conf.uid, group=conf.uid, extra_groups=[])
    return wrapped, kwargs


def give_to(path: str, uid: int | None) -> None:
    """Hand the run folder to the sandbox uid (the only place it may write).

    The copy keeps the source's modes: a read-only checkout would stay read-only for its new owner,
    so the owner's write bit is added (tests write configs and checkpoints next to the code)."""
    for root, dirs, files in os.walk(path):
        _own(root, uid)
        for name in dirs + files:
            _own(os.path.join(root, name), uid)


def _own(path: str, uid: int | None) -> None:
    if os.path.islink(path):
        return
    if uid is not None:
        os.lchown(path, uid, uid)
    mode = os.stat(path).st_mode
    if not mode & stat.S_IWUSR:
        os.chmod(path, mode | stat.S_IWUSR)
