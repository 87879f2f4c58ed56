"""Local sandbox: run a generated pytest file in a throw-away copy of the repository.

Isolation, strongest first: bubblewrap (`bwrap --unshare-all`: no network but loopback, own pid
namespace, read-only system, private /tmp and /dev/shm, the run folder the only writable place),
`unshare -n` (no network), a plain subprocess (with a loud warning in the result). Always: a
throw-away uid when we are root, rlimits (CPU time, processes, file size, address space), a watchdog
over the whole process tree (wall clock, resident memory, process count, output volume) that kills
the tree, an output cap, and an environment that holds nothing but what the run needs.
"""
from __future__ import annotations

import collections
import glob
import json
import os
import re
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from . import confine
from .environments import Environment
from .models import ExceptionInfo, RunLimits, RunResult
from .proctree import descendants, tree_stats

HARNESS_DIR = str(Path(__file__).parent / "harness")
# what a run sees of the host, read-only (plus its interpreter, venv and the harness)
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt", "/sys", "/nix")
TEST_NAME = "test_repro.py"
TRACE_NAME = ".repgen_trace.json"
STACK_NAME = ".repgen_stack.txt"
# the cause search's list of repaired functions; the harness records which of them ran (repgen_harness.REACH_FILE)
REACH_NAME = "repgen_reach.json"
COPY_IGNORE = shutil.ignore_patterns(".git", "__pycache__", "*.pyc", ".pytest_cache", ".venv", "venv",
                                     "node_modules", ".mypy_cache", ".ruff_cache")
# variables a test run may see; everything else (tokens, keys, REPGEN_* settings) is dropped
ENV_ALLOW = ("PATH", "LANG", "LC_ALL", "TZ", "TERM", "OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE",
             "CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES")
POLL_S = 0.1
OUTPUT_HARD_FACTOR = 10          # stop a run whose output exceeds 10x the kept amount
CANCELLED = "CANCELLED: the run was stopped on request (/repgen cancel); process tree killed"
_ALLOC_FAIL = re.compile(r"can't allocate memory|Cannot allocate memory|(?<!OutOf)MemoryError|std::bad_alloc|"
                         r"DefaultCPUAllocator")


def clean_env(extra: dict[str, str] | None = None, threads: int = 1) -> dict[str, str]:
    env = {k: os.environ[k] for k in ENV_ALLOW if k in os.environ}
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env.update({"PYTHONDONTWRITEBYTECODE": "1", "PYTHONUNBUFFERED": "1", "HOME": "/tmp",
                "MPLBACKEND": "Agg", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
                "NO_PROXY": "*", "no_proxy": "*"})
    if threads:
        env["OMP_NUM_THREADS"] = env["MKL_NUM_THREADS"] = str(threads)
    env.update(extra or {})
    return env


def isolation_available() -> str:
    """Which isolation this machine offers: bwrap | unshare | subprocess."""
    if shutil.which("bwrap") and _probe(["bwrap", "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/",
                                         "--dev", "/dev", "--proc", "/proc", "true"]):
        return "bwrap"
    if shutil.which("unshare") and _probe(["unshare", "-n", "-r", "true"]):
        return "unshare"
    return "subprocess"


_ISOLATION: list[str] = []


def _probe(cmd: list[str]) -> bool:
    try:
        # probe as the sandbox would run: with a throw-away uid when we are root
        return subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired, subprocess.SubprocessError):
        return False


def _isolation() -> str:
    if not _ISOLATION:
        _ISOLATION.append(os.environ.get("REPGEN_SANDBOX") or isolation_available())
    return _ISOLATION[0]


def gpu_device_nodes() -> list[str]:
    return sorted(glob.glob("/dev/nvidia*")) + sorted(glob.glob("/dev/dri/*"))


def _private_ancestor(path: str) -> str | None:
    """The highest folder above `path` that others may not enter (e.g. /root), or None."""
    parts = Path(path).parts
    for i in range(2, len(parts) + 1):
        folder = os.path.join(*parts[:i])
        try:
            if not os.stat(folder).st_mode & 0o001:
                return folder
        except OSError:
            return None
    return None


def interpreter_paths(python: str) -> list[str]:
    """Folders the interpreter needs: its venv, its install prefix (symlinks resolved) and the harness."""
    venv = os.path.dirname(os.path.dirname(os.path.abspath(python)))
    real = os.path.dirname(os.path.dirname(os.path.realpath(python)))
    paths = {venv, real, os.path.realpath(HARNESS_DIR)}
    if os.path.realpath(sys.executable) == os.path.realpath(python):
        paths |= {os.path.realpath(sys.prefix), os.path.realpath(sys.base_prefix)}
    return sorted(paths)


def _under(path: str, folders: list[str]) -> bool:
    return any(path == f or path.startswith(f.rstrip("/") + "/") for f in folders)


def filesystem_args(needed: list[str]) -> list[str]:
    """bwrap args for a minimal root: the system folders read-only, then only the folders the run needs
    (interpreter, venv, harness). Home folders, other checkouts, /srv, /var ... are simply not there."""
    args: list[str] = []
    covered: list[str] = []
    for d in SYSTEM_DIRS:
        if os.path.islink(d):
            args += ["--symlink", os.readlink(d), d]
        elif os.path.isdir(d):
            args += ["--ro-bind", d, d]
            covered.append(d)
    made: set[str] = set()
    for path in sorted(set(needed)):
        if _under(path, covered) or not os.path.exists(path):
            continue
        parts = Path(path).parts
        for i in range(2, len(parts)):
            parent = os.path.join(*parts[:i])
            if parent not in made:
                # bwrap (as root) would make missing parents 0700: the throw-away uid must walk through
                args += ["--perms", "0755", "--dir", parent]
                made.add(parent)
        args += ["--ro-bind", path, path]
        covered.append(path)
    # a read-only mount does not stop connect(): mask the host's unix sockets that are visible inside
    for sock in host_unix_sockets():
        if _under(sock, covered):
            args += ["--ro-bind", "/dev/null", sock]
    return args


def host_unix_sockets(skip: tuple[str, ...] = ("/tmp/", "/dev/")) -> list[str]:
    """Paths of the host's listening unix sockets (databases, daemons)."""
    paths = []
    try:
        with open("/proc/net/unix") as f:
            lines = f.read().splitlines()[1:]
    except OSError:
        return []
    for line in lines:
        parts = line.split(None, 7)
        if len(parts) < 8 or not parts[7].startswith("/"):
            continue
        path = os.path.realpath(parts[7])
        if path.startswith(skip):
            continue
        try:
            if stat.S_ISSOCK(os.lstat(path).st_mode) and path not in paths:
                paths.append(path)
        except OSError:
            pass
    return paths


def wrap_command(cmd: list[str], workdir: str, isolation: str, devices: list[str] | None = None,
                 needed: list[str] | None = None, uid: int | None = None, chdir: str | None = None,
                 tmpfs_mb: int | None = None, network: bool = False) -> list[str]:
    """`needed`: folders the run must see besides the system ones (see interpreter_paths).
    `network`: keep the host's network; nothing uses it now (installs reach the package index through
    runner.index_proxy with no network of their own), test runs never do."""
    if isolation == "bwrap":
        extra: list[str] = filesystem_args(needed if needed is not None else interpreter_paths(sys.executable))
        if uid is not None:
            # we are root: bwrap sets up as root (no user namespace, so it can bind private folders),
            # then setpriv drops to the throw-away uid with no capabilities and no way back
            unshare = ["--unshare-ipc", "--unshare-pid", "--unshare-uts", "--unshare-cgroup-try"]
            unshare += [] if network else ["--unshare-net"]
            cmd = ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--no-new-privs",
                   "--bounding-set=-all", "--inh-caps=-all", "--"] + cmd
        else:
            unshare = ["--unshare-all"] + (["--share-net"] if network else [])
        # a new network namespace has only `lo`, brought up by bwrap: gloo on 127.0.0.1 keeps working
        # /tmp and /dev/shm live in RAM: bound them, or a test could fill the host's memory through them
        size = ["--size", str(tmpfs_mb * 2**20)] if tmpfs_mb else []
        # the private /tmp comes first: an interpreter or venv that lives under /tmp (a CI checkout)
        # is then bound on top of it instead of being hidden by it
        return ["bwrap", *unshare, "--die-with-parent", "--new-session",
                "--dev", "/dev", "--proc", "/proc",
                "--perms", "1777", *size, "--tmpfs", "/tmp", "--perms", "1777", *size, "--tmpfs", "/dev/shm",
                *extra,
                *[a for node in devices or [] for a in ("--dev-bind", node, node)],
                "--bind", workdir, workdir, "--chdir", chdir or workdir, "--"] + cmd
    if isolation == "unshare" and not network:
        # the new network namespace starts with `lo` down: bring it up (as bwrap does) so that
        # torch.distributed/gloo on 127.0.0.1 works, then become the test command
        return ["unshare", "-n", "-r", "--", sys.executable, "-c", LOOPBACK_UP_THEN_EXEC] + cmd
    return cmd


# SIOCGIFFLAGS / SIOCSIFFLAGS on `lo` with IFF_UP, then exec argv[1:]; a failure leaves lo down
LOOPBACK_UP_THEN_EXEC = """
import fcntl, os, socket, struct, sys
try:
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    flags = struct.unpack("16sH14s", fcntl.ioctl(s, 0x8913, struct.pack("16sH14s", b"lo", 0, b"")))[1]
    fcntl.ioctl(s, 0x8914, struct.pack("16sH14s", b"lo", flags | 1, b""))
    s.close()
except OSError:
    pass
os.execvp(sys.argv[1], sys.argv[1:])
"""


def copy_repo(repo_dir: str, dest: str) -> str:
    target = os.path.join(dest, "repo")
    shutil.copytree(repo_dir, target, ignore=COPY_IGNORE, symlinks=True)
    return target


def run_pytest(repo_dir: str, test_source: str, limits: RunLimits | None = None,
               python: str | None = None, keep_dir: str | None = None,
               extra_env: dict[str, str] | None = None, environment: Environment | None = None,
               stop: threading.Event | None = None) -> RunResult:
    """Run `test_source` as test_repro.py at the root of a copy of `repo_dir`.

    extra_env: variables the run needs on top of the allow-list (e.g. CUDA_VISIBLE_DEVICES for its GPU).
    environment: the repository's environment (runner.environments.prepare): its interpreter runs the test.
    stop: once set, the process tree is killed within a poll interval (`limit_hit == "cancelled"`)."""
    limits = limits or RunLimits()
    python = python or (environment.python if environment else sys.executable)
    work = tempfile.mkdtemp(prefix="repgen_run_")
    try:
        repo = copy_repo(repo_dir, work)
        Path(repo, TEST_NAME).write_text(test_source)
        trace_path = os.path.join(repo, TRACE_NAME)
        devices = gpu_device_nodes()
        conf = confine.build(limits, memory_rlimit=not devices)
        isolation = _isolation()
        needed = interpreter_paths(python) + (environment.read_paths if environment else [])
        if conf.uid is not None and isolation == "bwrap" and not shutil.which("setpriv"):
            conf.uid = None
        if conf.uid is not None and isolation != "bwrap" and any(map(_private_ancestor, needed)):
            conf.uid = None      # only bwrap can bind a private interpreter back for the throw-away uid
        conf.setuid_at_spawn = isolation != "bwrap"
        confine.give_to(work, conf.uid)
        os.chmod(work, 0o755)
        deadline = time.time() + limits.timeout_s
        env = clean_env({"PYTHONPATH": os.pathsep.join([repo, HARNESS_DIR]), "REPGEN_TRACE": trace_path,
                         "REPGEN_STACK": os.path.join(repo, STACK_NAME),
                         "REPGEN_DEADLINE": f"{deadline:.3f}",
                         # the test needs no plugin but the harness (-p): scanning every installed package's entry
                         # points and loading their plugins costs each run about a second
                         "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", **(extra_env or {})}, threads=limits.cpu_threads)
        cmd = [python, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "repgen_harness",
               "-s", "--tb=long", TEST_NAME]
        result = _execute(wrap_command(cmd, work, isolation, devices, needed, conf.uid, chdir=repo,
                                       tmpfs_mb=limits.memory_mb // 2 or None), repo, env, limits, conf,
                          stop=stop)
        result.sandbox = isolation
        if isolation == "subprocess":
            result.warnings.append("SANDBOX WEAK: neither bubblewrap nor `unshare -n` works here; the test "
                                   "ran as a plain subprocess with network access")
        if conf.uid is None and os.geteuid() == 0:
            result.warnings.append("SANDBOX WEAK: the test ran as root (no throw-away uid: the interpreter is in a "
                                   "folder only root may enter, or setpriv is missing): it can read root's files")
        elif conf.uid is None:
            result.warnings.append("the test ran as the calling user: it can read that user's files")
        finish_result(result, trace_path, os.path.join(repo, STACK_NAME), limits, repo_root=repo)
        if environment is not None:
            result.deps = environment.to_dict()
        if keep_dir:
            shutil.copytree(repo, keep_dir, dirs_exist_ok=True)
        return result
    finally:
        shutil.rmtree(work, ignore_errors=True)


class _Output:
    """Keeps the head and the tail of a stream, counting what it drops."""

    def __init__(self, cap: int):
        self.head_cap, self.tail_cap = cap // 4, cap - cap // 4
        self.head = bytearray()
        self.tail: collections.deque[bytes] = collections.deque()
        self.tail_len = 0
        self.total = 0

    def feed(self, chunk: bytes) -> None:
        self.total += len(chunk)
        room = self.head_cap - len(self.head)
        if room > 0:
            self.head += chunk[:room]
            chunk = chunk[room:]
        if chunk:
            self.tail.append(chunk)
            self.tail_len += len(chunk)
            while self.tail_len - len(self.tail[0]) >= self.tail_cap:
                self.tail_len -= len(self.tail.popleft())

    def text(self) -> str:
        tail = b"".join(self.tail)[-self.tail_cap:]
        dropped = self.total - len(self.head) - len(tail)
        middle = f"\n[... {dropped} bytes of output dropped by repgen ...]\n".encode() if dropped else b""
        return (bytes(self.head) + middle + tail).decode("utf-8", "replace")


def _pump(stream, sink: _Output) -> None:
    while True:
        chunk = stream.read1(65536) if hasattr(stream, "read1") else stream.read(65536)
        if not chunk:
            return
        sink.feed(chunk)


def _execute(cmd: list[str], cwd: str, env: dict[str, str], limits: RunLimits,
             conf: confine.Confinement | None = None, stop: threading.Event | None = None) -> RunResult:
    conf = conf or confine.build(limits)
    start = time.monotonic()
    sink = _Output(limits.max_output_bytes)
    cmd, spawn_kwargs = confine.spawn(conf, cmd)
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, **spawn_kwargs)
    reader = threading.Thread(target=_pump, args=(proc.stdout, sink), daemon=True)
    reader.start()
    limit_hit, detail, crowded, polls = "", "", 0, 0
    while True:
        try:
            rc = proc.wait(timeout=POLL_S)
            break
        except subprocess.TimeoutExpired:
            rc = None
        polls += 1
        elapsed = time.monotonic() - start
        if stop is not None and stop.is_set():
            limit_hit, detail = "cancelled", CANCELLED
            break
        if elapsed >= limits.timeout_s:
            limit_hit, detail = "timeout", f"TIMEOUT after {limits.timeout_s:.0f}s: process tree killed"
            break
        if sink.total > OUTPUT_HARD_FACTOR * limits.max_output_bytes:
            limit_hit, detail = "output", f"OUTPUT LIMIT: more than {sink.total} bytes written; run stopped"
            break
        if polls % 2 == 0:
            stats = tree_stats(proc.pid)
            if limits.memory_mb and stats.rss_mb > limits.memory_mb:
                limit_hit = "memory"
                detail = (f"MEMORY LIMIT: the run's processes held {stats.rss_mb:.0f} MB resident "
                          f"(limit {limits.memory_mb} MB); process tree killed")
                break
            # RLIMIT_NPROC makes fork fail at the limit; a bomb then spins at the ceiling: stop it
            crowded = crowded + 1 if stats.count >= 0.8 * limits.max_processes else 0
            if crowded >= 2:
                limit_hit = "processes"
                detail = (f"PROCESS LIMIT: {stats.count} processes (limit {limits.max_processes}); "
                          "fork bomb contained, process tree killed")
                break
    _kill_tree(proc, conf.uid)
    reader.join(timeout=5)
    seconds = time.monotonic() - start
    output = sink.text()
    if detail:
        output += f"\n[repgen] {detail}\n"
    if limit_hit == "timeout":
        outcome = "timeout"
    elif limit_hit:
        outcome = "error"
    elif rc in (-signal.SIGXCPU, 128 + signal.SIGXCPU):
        outcome, limit_hit = "timeout", "cpu"
        cpu = conf.rlimits.get(resource.RLIMIT_CPU, ("?",))[0]
        detail = f"CPU TIME LIMIT: a process used more than {cpu}s of CPU and was killed"
    elif rc in (-signal.SIGKILL, 128 + signal.SIGKILL):
        # not ours (we break out of the loop before killing): the kernel's OOM killer, or someone on the host
        outcome, limit_hit = "error", "killed"
        detail = ("KILLED: the run was killed by a SIGKILL RepGen did not send (the kernel's out-of-memory "
                  "killer does this when the machine runs short of memory)")
    else:
        outcome = outcome_for_exit(rc)
    result = RunResult(outcome=outcome, seconds=round(seconds, 2), output_tail=output, returncode=rc,
                       limit_hit=limit_hit)
    if detail:
        result.warnings.append(detail)
    return result


def outcome_for_exit(rc: int | None) -> str:
    """pytest's exit status -> RunResult.outcome (0 passed, 1 a test failed, anything else an error)."""
    return {0: "passed", 1: "failed"}.get(rc, "error")


def finish_result(result: RunResult, trace_path: str, stack_path: str, limits: RunLimits,
                  repo_root: str | None = None) -> RunResult:
    """Fold the harness's trace and hang stack into the result and name any limit behind the failure.
    Frames inside `repo_root` (the throw-away copy), in the exception and the hang stack, are made relative
    to it: `pkg/model.py`."""
    _merge_trace(result, trace_path)
    if repo_root and result.exception:
        prefix = repo_root.rstrip("/") + "/"
        for frame in result.exception.frames:
            if str(frame.get("file", "")).startswith(prefix):
                frame["file"] = frame["file"][len(prefix):]
    _read_stack(result, stack_path)
    if repo_root and result.hang_stack:
        result.hang_stack = result.hang_stack.replace(repo_root.rstrip("/") + "/", "")
    _classify_limits(result, limits)
    return result


def _kill_tree(proc: subprocess.Popen, uid: int | None) -> None:
    """SIGKILL everything the run started, even processes that left its session."""
    pids = descendants(proc.pid)
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    if uid is not None:
        _kill_uid(uid)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


def _kill_uid(uid: int) -> None:
    """kill(-1) as the throw-away uid reaches exactly that uid's processes, wherever they hide (on Linux the
    caller itself is spared). Spawned, not forked: no Python code runs in a child of this threaded process."""
    if shutil.which("setpriv") and shutil.which("kill"):
        cmd, kwargs = ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "kill", "-9", "-1"], {}
    else:
        cmd = [sys.executable, "-I", "-S", "-c", "import os, signal\nfor _ in range(3): os.kill(-1, signal.SIGKILL)"]
        kwargs = {"user": uid, "group": uid, "extra_groups": []}
    for _ in range(2):
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, **kwargs)


def _merge_trace(result: RunResult, trace_path: str) -> None:
    try:
        with open(trace_path) as f:
            trace = json.load(f)
    except (OSError, ValueError):
        return
    exc = trace.get("exception")
    if exc:
        result.exception = ExceptionInfo(type=exc["type"], message=exc["message"], frames=exc.get("frames", []))
    result.failure_message = trace.get("failure_message", "")
    result.failure_record = trace.get("failure_record")
    result.reached = list(trace.get("reached") or [])
    result.test_outcomes = dict(trace.get("outcomes") or {})
    result.series = {k: [tuple(p) for p in v] for k, v in trace.get("series", {}).items() if v}
    result.environment = trace.get("environment", {})
    if trace.get("partial"):
        result.warnings.append("trace written by the harness's deadline timer: the run did not finish")


def _read_stack(result: RunResult, path: str) -> None:
    try:
        with open(path, errors="replace") as f:
            stack = f.read(200_000)
    except OSError:
        return
    if stack.strip():
        result.hang_stack = stack


def _classify_limits(result: RunResult, limits: RunLimits) -> None:
    """Name the limit behind a failure the rlimits turned into an ordinary exception."""
    if result.limit_hit:
        return
    text = " ".join(filter(None, [result.exception.message if result.exception else "",
                                  result.exception.type if result.exception else "", result.output_tail[-20000:]]))
    if result.outcome in ("failed", "error") and _ALLOC_FAIL.search(text):
        result.limit_hit = "memory"
        result.warnings.append(f"MEMORY LIMIT: an allocation failed against the {limits.memory_mb} MB "
                               "address-space limit")
    elif result.outcome in ("failed", "error") and "File too large" in text:
        result.limit_hit = "file_size"
        result.warnings.append(f"FILE SIZE LIMIT: a write went past {limits.file_size_mb} MB")
