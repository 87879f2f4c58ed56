"""The local sandbox's fallbacks (`unshare -n`, then a plain subprocess) still scrub, limit and say so."""
from __future__ import annotations

import shutil
import subprocess
import textwrap

import pytest

from runner import local
from runner.models import RunLimits


@pytest.fixture
def repo(tmp_path):
    d = tmp_path / "repo"
    d.mkdir()
    (d / "mylib.py").write_text("VALUE = 3\n")
    return d


def force(monkeypatch, isolation):
    monkeypatch.setattr(local, "_ISOLATION", [isolation])


def run(repo, body, **limits):
    return local.run_pytest(str(repo), textwrap.dedent(body), RunLimits(**{"timeout_s": 60, **limits}))


def _unshare_works() -> bool:
    return bool(shutil.which("unshare")) and subprocess.run(
        ["unshare", "-n", "-r", "true"], capture_output=True).returncode == 0


def test_subprocess_fallback_warns_and_still_scrubs_and_limits(repo, monkeypatch):
    force(monkeypatch, "subprocess")
    monkeypatch.setenv("GITHUB_TOKEN", "ghs_planted_fallback")
    r = run(repo, """
        import os, mylib
        def test_env():
            assert mylib.VALUE == 3
            assert not [k for k, v in os.environ.items() if "planted" in v]
    """)
    assert r.outcome == "passed", r.output_tail[-2000:]
    assert r.sandbox == "subprocess" and any(w.startswith("SANDBOX WEAK") for w in r.warnings)
    loop = run(repo, """
        def test_loop():
            while True:
                pass
    """, timeout_s=5)
    assert loop.outcome == "timeout" and loop.limit_hit == "timeout" and loop.seconds < 12


def test_subprocess_fallback_contains_a_fork_bomb(repo, monkeypatch):
    force(monkeypatch, "subprocess")
    # as root without a throw-away uid RLIMIT_NPROC does not bind: the watchdog must stop it. The bomb is
    # linear (children only sleep) so that this test cannot hurt the machine if the watchdog fails.
    r = run(repo, """
        import os, time
        def test_bomb():
            for _ in range(200):
                try:
                    if os.fork() == 0:
                        time.sleep(60)
                        os._exit(0)
                except OSError:
                    time.sleep(0.01)
            time.sleep(60)
    """, max_processes=40, timeout_s=45)
    assert r.outcome == "error" and r.limit_hit == "processes", (r.outcome, r.limit_hit, r.warnings)
    assert r.seconds < 30


@pytest.mark.skipif(not _unshare_works(), reason="`unshare -n -r` does not work here")
def test_unshare_fallback_has_no_network(repo, monkeypatch):
    force(monkeypatch, "unshare")
    r = run(repo, """
        import socket, pytest
        def test_net():
            with pytest.raises(OSError):
                socket.create_connection(("127.0.0.1", 6379), timeout=2)
    """)
    assert r.outcome == "passed", r.output_tail[-2000:]
    assert r.sandbox == "unshare" and not any(w.startswith("SANDBOX WEAK: neither") for w in r.warnings)


@pytest.mark.skipif(not _unshare_works(), reason="`unshare -n -r` does not work here")
def test_unshare_fallback_keeps_loopback_for_gloo(repo, monkeypatch):
    # torch.distributed rendezvous on 127.0.0.1 inside the sandbox (a DDP reproduction hung on a down `lo`)
    force(monkeypatch, "unshare")
    r = run(repo, """
        import socket, threading
        def test_loopback():
            srv = socket.socket()
            srv.bind(("127.0.0.1", 0))
            srv.listen(1)
            t = threading.Thread(target=lambda: srv.accept()[0].sendall(b"ok"))
            t.start()
            c = socket.create_connection(srv.getsockname(), timeout=5)
            assert c.recv(2) == b"ok"
            t.join(5)
    """)
    assert r.outcome == "passed", r.output_tail[-2000:]
    assert r.sandbox == "unshare"
