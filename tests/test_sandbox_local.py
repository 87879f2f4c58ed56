"""The local sandbox contains what a hostile or buggy generated test can do, with a clear RunResult."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from processes import marked, new_mark, sleeper_test

from runner import local
from runner.models import RunLimits
from runner.proctree import descendants

pytestmark = pytest.mark.skipif(local.isolation_available() != "bwrap", reason="bubblewrap does not work here")


@pytest.fixture
def repo(tmp_path):
    d = tmp_path / "repo"
    d.mkdir()
    (d / "mylib.py").write_text("def add(a, b):\n    return a + b\n")
    return d


def run(repo, body: str, **limits):
    return local.run_pytest(str(repo), textwrap.dedent(body), RunLimits(**{"timeout_s": 60, **limits}))


def test_repo_code_importable_and_pass_fail_outcomes(repo):
    ok = run(repo, """
        import mylib
        def test_ok():
            assert mylib.add(1, 2) == 3
    """)
    assert ok.outcome == "passed", ok.output_tail
    assert ok.sandbox == "bwrap" and ok.limit_hit == ""
    bad = run(repo, """
        import mylib
        def test_bad():
            assert mylib.add(1, 2) == 4, "add is wrong"
    """)
    assert bad.outcome == "failed"
    assert bad.exception.type == "AssertionError" and "add is wrong" in bad.failure_message
    # frames point at the test, not at pytest's machinery
    assert bad.exception.frames[-1] == {"file": "test_repro.py", "line": 4, "function": "test_bad"}
    assert all("_pytest" not in f["file"] for f in bad.exception.frames)


def test_network_unreachable_but_loopback_works(repo):
    # the host's Redis answers on 127.0.0.1:6379 outside; inside, that address is a fresh loopback
    r = run(repo, """
        import socket, pytest
        def test_net():
            for addr in [("127.0.0.1", 6379), ("1.1.1.1", 53), ("8.8.8.8", 443)]:
                with pytest.raises(OSError):
                    socket.create_connection(addr, timeout=2)
            srv = socket.socket(); srv.bind(("127.0.0.1", 0)); srv.listen(1)
            c = socket.create_connection(srv.getsockname(), timeout=2)
            s, _ = srv.accept(); c.sendall(b"hi"); assert s.recv(2) == b"hi"
    """)
    assert r.outcome == "passed", r.output_tail
    with socket.create_connection(("127.0.0.1", 6379), timeout=2):
        pass  # ...and it does answer out here, so the refusal above was the sandbox


def test_planted_secret_invisible(repo, tmp_path, monkeypatch):
    monkeypatch.setenv("GITHUB_TOKEN", "ghs_plantedsecret123")
    monkeypatch.setenv("REPGEN_PRIVATE_KEY", "-----BEGIN planted-----")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-planted")
    keyfile = tmp_path / "key.pem"
    keyfile.write_text("planted-key-file")
    keyfile.chmod(0o600)
    r = run(repo, f"""
        import glob, os
        def test_env():
            for v in os.environ.values():
                assert "planted" not in v
            for path in glob.glob("/proc/*/environ"):
                try:
                    data = open(path, "rb").read()
                except OSError:
                    continue
                assert b"planted" not in data, path
            if {os.geteuid() == 0!r}:   # as root the run gets a throw-away uid: 0600 files stay closed
                assert os.getuid() != 0
                try:
                    open({str(keyfile)!r}).read()
                    raise AssertionError("read a root-only file")
                except (PermissionError, FileNotFoundError):
                    pass
    """)
    assert r.outcome == "passed", r.output_tail
    assert "planted" not in r.output_tail


def test_writes_outside_run_folder_refused(repo, tmp_path):
    outside = tmp_path / "outside.txt"
    victim = repo / "mylib.py"
    r = run(repo, f"""
        import os, pytest
        def test_write():
            # absent from the sandbox (host /tmp, home folders) or mounted read-only (system, the venv)
            for path in [{str(outside)!r}, {str(victim)!r}, "/etc/repgen_pwned", os.path.expanduser("~root/x"),
                         {os.path.join(sys.prefix, "pwned")!r}, "/usr/lib/pwned"]:
                with pytest.raises(OSError):
                    open(path, "w").write("pwned")
            open("inside.txt", "w").write("ok")   # the run folder itself is writable
            open("/tmp/scratch", "w").write("ok")   # so is a private /tmp
    """)
    assert r.outcome == "passed", r.output_tail
    assert not outside.exists() and "pwned" not in victim.read_text()
    assert not os.path.exists("/etc/repgen_pwned") and not os.path.exists(os.path.join(sys.prefix, "pwned"))


def test_host_folders_not_visible(repo):
    # a minimal root: system folders and the interpreter only; other checkouts and home folders are absent
    here = os.path.dirname(os.path.abspath(__file__))
    r = run(repo, f"""
        import os
        def test_look():
            assert not os.path.exists({here!r}), "the project's own tests are visible"
            assert os.path.exists("/usr/bin") and not os.path.exists("/home/runner/.ssh")
    """)
    assert r.outcome == "passed", r.output_tail[-2000:]


def test_fork_bomb_contained(repo):
    start = time.monotonic()
    r = run(repo, """
        import os
        def test_bomb():
            while True:
                try:
                    os.fork()
                except OSError:
                    pass
    """, max_processes=64, timeout_s=60)
    assert r.outcome == "error" and r.limit_hit == "processes", (r.outcome, r.limit_hit, r.warnings)
    warning = next(w for w in r.warnings if "fork bomb" in w)
    # RLIMIT_NPROC on the throw-away uid held the bomb at the limit (+ bwrap's own two root processes)
    assert int(warning.split("PROCESS LIMIT: ")[1].split()[0]) <= 64 + 2, warning
    assert time.monotonic() - start < 30
    # nothing of it survives: no process of ours is left under this test process but our own
    time.sleep(0.5)
    assert len(descendants(os.getpid())) <= 2


@pytest.mark.slow
def test_ten_gigabyte_allocation_ends_cleanly(repo):
    r = run(repo, """
        import torch
        def test_big():
            x = torch.ones(10 * 2**30 // 4, dtype=torch.float32)   # 10 GB
            assert x.sum() > 0
    """, memory_mb=3072)
    assert r.outcome == "failed" and r.limit_hit == "memory", (r.outcome, r.limit_hit, r.output_tail[-2000:])
    assert r.exception is not None and "allocate" in r.exception.message
    assert any("MEMORY LIMIT" in w for w in r.warnings)


def test_infinite_loop_stopped_at_limit_with_stack(repo):
    r = run(repo, """
        def spin():
            n = 0
            while True:
                n += 1
        def test_loop():
            spin()
    """, timeout_s=8)
    assert r.outcome == "timeout" and r.limit_hit == "timeout", (r.outcome, r.limit_hit, r.returncode, r.seconds,
                                                                 r.warnings, r.output_tail[-1500:])
    assert 8 <= r.seconds < 14
    assert "TIMEOUT" in r.output_tail
    # the harness dumped the stuck stack just before the limit, and wrote what it had traced
    assert "in spin" in r.hang_stack and "test_repro.py" in r.hang_stack
    assert any("deadline timer" in w for w in r.warnings) and r.environment.get("python")


def test_a_kill_repgen_did_not_send_is_named_not_taken_for_a_failure(repo):
    # what the kernel's OOM killer does to a run: SIGKILL, with no exception and no pytest summary
    r = run(repo, """
        import os, signal
        def test_killed():
            os.kill(os.getpid(), signal.SIGKILL)
    """)
    assert r.outcome == "error" and r.limit_hit == "killed", (r.outcome, r.limit_hit, r.returncode)
    assert any("SIGKILL RepGen did not send" in w for w in r.warnings)


def test_output_capped(repo):
    r = run(repo, """
        def test_chatty():
            for i in range(5000):
                print("line %06d " % i + "x" * 40)
            assert False, "end"
    """, max_output_bytes=50_000)
    assert r.outcome == "failed"
    assert len(r.output_tail) < 52_000
    assert "bytes of output dropped by repgen" in r.output_tail
    assert "line 000000" in r.output_tail and "end" in r.output_tail   # head and tail kept

    flood = run(repo, """
        import sys
        def test_flood():
            while True:
                sys.stdout.write("y" * 10000 + "\\n")
    """, max_output_bytes=20_000)
    assert flood.outcome == "error" and flood.limit_hit == "output"


def test_file_size_limit(repo):
    r = run(repo, """
        def test_big_file():
            with open("big.bin", "wb") as f:
                f.write(b"0" * (3 * 2**20))
    """, file_size_mb=1)
    assert r.outcome == "failed" and r.limit_hit == "file_size", (r.outcome, r.output_tail[-1500:])
    assert "File too large" in r.exception.message


@pytest.mark.slow
def test_gloo_two_processes_on_loopback_and_shm(repo):
    r = run(repo, """
        import os, socket
        import torch, torch.distributed as dist, torch.multiprocessing as mp

        def work(rank, port):
            dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
            t = torch.ones(3) * (rank + 1)
            dist.all_reduce(t)
            assert t.tolist() == [3.0, 3.0, 3.0]
            dist.destroy_process_group()

        def test_gloo():
            s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
            mp.spawn(work, args=(port,), nprocs=2, join=True)
            q = mp.get_context("fork").SimpleQueue()   # shared memory through /dev/shm
            q.put(torch.arange(4)); assert q.get().tolist() == [0, 1, 2, 3]
    """, timeout_s=120)
    assert r.outcome == "passed", r.output_tail[-3000:]


def test_private_tmp_is_bounded(repo):
    # /tmp and /dev/shm are RAM: each is capped at half the memory limit
    r = run(repo, """
        import errno, pytest
        def test_fill():
            for path in ("/tmp/fill", "/dev/shm/fill"):
                with pytest.raises(OSError) as err, open(path, "wb") as f:
                    for _ in range(700):
                        f.write(b"0" * 2**20)
                assert err.value.errno == errno.ENOSPC
    """, memory_mb=1024)
    assert r.outcome == "passed", r.output_tail[-2000:]


def test_host_unix_sockets_unreachable(repo):
    # a read-only mount does not stop connect(): a world-connectable socket (a database's, say) must be masked
    import shutil
    import tempfile
    base = "/var/tmp" if os.path.isdir("/var/tmp") else None
    folder = tempfile.mkdtemp(prefix="repgen_sock_", dir=base)
    os.chmod(folder, 0o755)
    path = os.path.join(folder, "db.sock")
    srv = socket.socket(socket.AF_UNIX)
    try:
        srv.bind(path)
        os.chmod(path, 0o777)
        srv.listen(1)
        r = run(repo, f"""
            import os, socket, pytest
            def test_sockets():
                for path in [{path!r}, "/run/postgresql/.s.PGSQL.5432", "/var/run/mysqld/mysqld.sock"]:
                    s = socket.socket(socket.AF_UNIX)
                    with pytest.raises(OSError):
                        s.connect(path)
        """)
        assert r.outcome == "passed", r.output_tail[-2000:]
        probe = socket.socket(socket.AF_UNIX)
        probe.connect(path)   # ...while out here it answers
        probe.close()
    finally:
        srv.close()
        shutil.rmtree(folder, ignore_errors=True)


def test_resident_memory_watchdog_without_address_space_limit(repo, monkeypatch):
    # GPU hosts get no RLIMIT_AS (CUDA reserves huge address ranges): the watchdog bounds resident memory
    from runner import confine
    build = confine.build
    monkeypatch.setattr(confine, "build", lambda limits, memory_rlimit=True: build(limits, memory_rlimit=False))
    r = run(repo, """
        import time
        def test_grow():
            chunks = []
            for _ in range(60):
                chunks.append(bytearray(50 * 2**20))   # touched: resident, 50 MB a step
                time.sleep(0.05)
    """, memory_mb=600)
    assert r.outcome == "error" and r.limit_hit == "memory", (r.outcome, r.limit_hit, r.output_tail[-1500:])
    assert "MEMORY LIMIT" in r.warnings[0] and "resident" in r.warnings[0]


def test_read_only_checkout_is_writable_in_the_copy(repo):
    (repo / "mylib.py").chmod(0o444)
    repo.chmod(0o555)
    try:
        r = run(repo, """
            def test_write_next_to_code():
                open("checkpoint.pt", "w").write("x")
                open("mylib.py", "a").write("# patched in the copy\\n")
        """)
    finally:
        repo.chmod(0o755)
        (repo / "mylib.py").chmod(0o644)
    assert r.outcome == "passed", r.output_tail[-2000:]
    assert "patched" not in (repo / "mylib.py").read_text()   # the source is untouched


def test_no_python_runs_in_the_child_so_lancedb_does_not_warn_of_fork(repo, tmp_path):
    """A worker has LanceDB loaded when it starts a run. Python code between fork and exec (a preexec_fn) ran
    every fork hook in the child: LanceDB's restarted its event loop there and printed "lancedb fork support is
    experimental ... small chance of deadlock". The run is spawned without one. A fresh interpreter, so that
    this test session's own warning capture is not in the way."""
    root = Path(__file__).resolve().parents[1]
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(root)!r})
        import lancedb
        lancedb.connect({str(tmp_path / "db")!r}).create_table("t", [{{"x": 1}}])
        os.register_at_fork(after_in_child=lambda: os.write(2, b"REPGEN-PYTHON-RAN-IN-THE-CHILD\\n"))
        from runner import local
        from runner.models import RunLimits
        r = local.run_pytest({str(repo)!r}, "def test_ok():\\n    pass\\n", RunLimits(timeout_s=120))
        print("OUTCOME", r.outcome)
        print(r.output_tail)
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    out = proc.stdout + proc.stderr
    assert "OUTCOME passed" in proc.stdout, out[-3000:]
    assert "fork support is experimental" not in out and "REPGEN-PYTHON-RAN-IN-THE-CHILD" not in out


def test_a_stop_request_kills_the_run_within_a_poll(repo):
    mark = new_mark()
    stop = threading.Event()
    box: list = []
    runner = threading.Thread(target=lambda: box.append(local.run_pytest(str(repo), sleeper_test(mark),
                                                                         RunLimits(timeout_s=300), stop=stop)))
    runner.start()
    deadline = time.monotonic() + 60
    while not marked(mark):
        assert time.monotonic() < deadline and runner.is_alive(), "the run never started"
        time.sleep(0.1)
    asked = time.monotonic()
    stop.set()
    runner.join(30)
    (result,) = box
    assert time.monotonic() - asked < 3 and result.limit_hit == "cancelled" and result.outcome == "error"
    assert local.CANCELLED in result.warnings and not marked(mark)      # the test's child is gone too
