"""Installs reach the package index and nothing else.

    hosts = allowed_hosts()                    # {("pypi.org", 443), ("files.pythonhosted.org", 443), ...}
    with IndexProxy(hosts) as proxy:           # an allow-list HTTP proxy on a Unix socket, run by the worker
        cmd = forwarder_command(proxy.socket_path, [uv, "pip", "sync", ...])
        ...                                    # run `cmd` with no network of its own (bwrap --unshare-net,
    proxy.refused                              # or `unshare -n`); ["127.0.0.1:8080", ...]: what it was refused

The install sandbox has no network namespace of the host's: only its own loopback. The proxy listens on a Unix
socket (a file: reachable across network namespaces, bind-mounted into a bubblewrap sandbox), and a tiny
forwarder inside the sandbox (stdlib Python, `FORWARD_THEN_EXEC`) listens on 127.0.0.1, sets HTTP(S)_PROXY to
itself and then becomes the installer. uv and pip send `CONNECT host:443` (or an absolute-URL request for an http
index) to it; the proxy opens the connection only when (host, port) is on the allow-list, else answers 403 and
records the host. TLS stays end to end between the installer and the index (the proxy relays bytes), so the
host's certificates and trust settings work as before. A build step that connects anywhere directly finds no
route (the namespace has no interface but loopback) and no DNS.

The allow-list is derived from the configured indexes: UV_INDEX_URL, UV_DEFAULT_INDEX, UV_INDEX,
UV_EXTRA_INDEX_URL, PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, PIP_FIND_LINKS and pip's configuration files
(index-url, extra-index-url, find-links); pypi.org and files.pythonhosted.org whenever an installer uses the
default index; REPGEN_INDEX_HOSTS ("host[:port] ...") adds hosts. file:// indexes and find-links folders need no
network. When the host itself reaches the internet through a proxy (HTTPS_PROXY/HTTP_PROXY in the worker's
environment), the allow-list proxy chains through it.
"""
from __future__ import annotations

import base64
import configparser
import os
import select
import shutil
import socket
import sys
import tempfile
import threading
import urllib.parse

PYPI = ("pypi.org", "files.pythonhosted.org")
HEADER_MAX = 65536
IDLE_S = 300.0
CONNECT_TIMEOUT_S = 30.0
REFUSED_PREFIX = "NETWORK REFUSED:"


# --------------------------------------------------------------------------- the allow-list
def pip_config_files() -> list[str]:
    """pip's configuration files, in pip's order (global, user, site); PIP_CONFIG_FILE last."""
    dirs = os.environ.get("XDG_CONFIG_DIRS", "/etc/xdg").split(":")
    home = os.path.expanduser("~")
    files = [os.path.join(d, "pip", "pip.conf") for d in dirs if d] + ["/etc/pip.conf",
             os.path.join(os.environ.get("XDG_CONFIG_HOME", os.path.join(home, ".config")), "pip", "pip.conf"),
             os.path.join(home, ".pip", "pip.conf"), os.path.join(sys.prefix, "pip.conf")]
    if os.environ.get("PIP_CONFIG_FILE") and os.environ["PIP_CONFIG_FILE"] != os.devnull:
        files.append(os.environ["PIP_CONFIG_FILE"])
    return files


def pip_settings() -> dict[str, list[str]]:
    """index-url, extra-index-url, find-links as pip would see them (files, then PIP_* variables win)."""
    found: dict[str, list[str]] = {}
    if os.environ.get("PIP_CONFIG_FILE") != os.devnull:
        for path in pip_config_files():
            parser = configparser.RawConfigParser()
            try:
                parser.read(path)
            except (configparser.Error, OSError, UnicodeDecodeError):
                continue
            for section in ("global", "install", "download"):
                for key in ("index-url", "extra-index-url", "find-links"):
                    if parser.has_option(section, key):
                        found[key] = parser.get(section, key).split()
    for key in ("index-url", "extra-index-url", "find-links"):
        value = os.environ.get("PIP_" + key.upper().replace("-", "_"))
        if value:
            found[key] = value.split()
    return found


def _uv_urls() -> tuple[list[str], bool]:
    """(uv's index URLs from its variables, whether uv still uses the default index)."""
    urls: list[str] = []
    default = os.environ.get("UV_DEFAULT_INDEX") or os.environ.get("UV_INDEX_URL")
    if default:
        urls.append(default)
    for var in ("UV_INDEX", "UV_EXTRA_INDEX_URL"):
        for token in os.environ.get(var, "").split():
            urls.append(token.split("=", 1)[1] if "=" in token and "://" not in token.split("=", 1)[0] else token)
    return urls, not default


def _host_port(url: str) -> tuple[str, int] | None:
    try:
        parts = urllib.parse.urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None       # file:// and folders need no network
    return parts.hostname.lower(), port or (443 if parts.scheme == "https" else 80)


def allowed_hosts() -> set[tuple[str, int]]:
    """The (host, port) pairs an install may reach: the configured indexes and find-links, PyPI's when an
    installer uses the default index, and REPGEN_INDEX_HOSTS."""
    uv_urls, uv_default = _uv_urls()
    pip = pip_settings()
    urls = uv_urls + pip.get("index-url", []) + pip.get("extra-index-url", []) + pip.get("find-links", [])
    hosts = {hp for hp in map(_host_port, urls) if hp}
    if uv_default or not pip.get("index-url") or any(h == "pypi.org" for h, _ in hosts):
        hosts |= {(h, 443) for h in PYPI}
    for token in os.environ.get("REPGEN_INDEX_HOSTS", "").split():
        host, _, port = token.partition(":")
        hosts.add((host.lower(), int(port) if port.isdigit() else 443))
    return hosts


def describe(hosts: set[tuple[str, int]]) -> str:
    return ", ".join(h if p in (80, 443) else f"{h}:{p}" for h, p in sorted(hosts))


# --------------------------------------------------------------------------- the proxy (runs in the worker)
def _upstream_proxy(scheme: str, host: str) -> tuple[str, int, str] | None:
    """The host's own proxy for `scheme` (the worker's HTTPS_PROXY/HTTP_PROXY, NO_PROXY honoured)."""
    names = ("HTTPS_PROXY", "https_proxy") if scheme == "https" else ("HTTP_PROXY", "http_proxy")
    value = next((os.environ[n] for n in names if os.environ.get(n)), "")
    if not value:
        return None
    for entry in (os.environ.get("NO_PROXY") or os.environ.get("no_proxy") or "").split(","):
        entry = entry.strip().lstrip(".").lower()
        if entry == "*" or (entry and (host == entry or host.endswith("." + entry))):
            return None
    parts = urllib.parse.urlsplit(value if "://" in value else "http://" + value)
    auth = ""
    if parts.username:
        raw = f"{urllib.parse.unquote(parts.username)}:{urllib.parse.unquote(parts.password or '')}"
        auth = "Proxy-Authorization: Basic " + base64.b64encode(raw.encode()).decode() + "\r\n"
    return parts.hostname or "", parts.port or 80, auth


def _read_header(conn: socket.socket) -> tuple[bytes, bytes]:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(4096)
        if not chunk:
            break
        data += chunk
        if len(data) > HEADER_MAX:
            break
    head, _, rest = data.partition(b"\r\n\r\n")
    return head, rest


def _relay(a: socket.socket, b: socket.socket) -> None:
    socks = [a, b]
    while True:
        ready, _, _ = select.select(socks, [], [], IDLE_S)
        if not ready:
            return
        for s in ready:
            try:
                data = s.recv(65536)
            except OSError:
                return
            if not data:
                return
            try:
                (b if s is a else a).sendall(data)
            except OSError:
                return


class IndexProxy:
    """An allow-list HTTP proxy (CONNECT, and absolute-URL requests for http indexes) on a Unix socket."""

    def __init__(self, hosts: set[tuple[str, int]]):
        self.hosts = set(hosts)
        self.refused: list[str] = []
        self.reached: list[str] = []
        self.folder = ""
        self.socket_path = ""
        self._server: socket.socket | None = None
        self._lock = threading.Lock()

    def __enter__(self) -> IndexProxy:
        # a short path (a Unix socket's path is limited to 107 bytes), outside folders the sandbox masks
        self.folder = tempfile.mkdtemp(prefix="repgen-px-")
        self.socket_path = os.path.join(self.folder, "s")
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(self.socket_path)
        self._server.listen(128)
        threading.Thread(target=self._serve, args=(self._server,), daemon=True,
                         name="repgen-index-proxy").start()
        return self

    def give_to(self, uid: int | None) -> None:
        """Only the install uid (and root) may connect to the proxy."""
        if uid is not None:
            os.chown(self.folder, uid, uid)
            os.chown(self.socket_path, uid, uid)

    def __exit__(self, *exc) -> None:
        if self._server is not None:
            try:
                self._server.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self._server.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _serve(self, server: socket.socket) -> None:
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            threading.Thread(target=self._handle, args=(conn,), daemon=True).start()

    def _note(self, which: list[str], what: str) -> None:
        with self._lock:
            if what not in which:
                which.append(what)

    def _handle(self, conn: socket.socket) -> None:
        upstream = None
        try:
            conn.settimeout(CONNECT_TIMEOUT_S)
            head, rest = _read_header(conn)
            lines = head.split(b"\r\n")
            parts = lines[0].decode("latin-1").split()
            if len(parts) != 3:
                conn.sendall(b"HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n")
                return
            method, target, version = parts
            if method.upper() == "CONNECT":
                host, _, port_s = target.rpartition(":")
                host, scheme = host.strip("[]").lower(), "https"
                port = int(port_s) if port_s.isdigit() else 443
            else:
                url = urllib.parse.urlsplit(target)
                if url.scheme != "http" or not url.hostname:
                    conn.sendall(b"HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n")
                    return
                host, port, scheme = url.hostname.lower(), url.port or 80, "http"
            where = f"{host}:{port}"
            if (host, port) not in self.hosts:
                self._note(self.refused, where)
                body = (f"repgen: {where} is not the package index; installs may reach only "
                        f"{describe(self.hosts)}\n").encode()
                conn.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n"
                             + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
                return
            via = _upstream_proxy(scheme, host)
            upstream = socket.create_connection((via[0], via[1]) if via else (host, port), timeout=CONNECT_TIMEOUT_S)
            if method.upper() == "CONNECT":
                extra = b""
                if via:
                    upstream.sendall(f"CONNECT {where} HTTP/1.1\r\nHost: {where}\r\n{via[2]}\r\n".encode())
                    answer, extra = _read_header(upstream)
                    if b" 200" not in answer.split(b"\r\n")[0]:
                        conn.sendall(answer + b"\r\n\r\n")
                        return
                conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n" + extra)
            else:
                url = urllib.parse.urlsplit(target)
                path = urllib.parse.urlunsplit(("", "", url.path or "/", url.query, ""))
                first = lines[0] if via else f"{method} {path} {version}".encode("latin-1")
                extra_auth = via[2].encode() if via else b""
                upstream.sendall(b"\r\n".join([first, *lines[1:]]) + b"\r\n" + extra_auth + b"\r\n")
            self._note(self.reached, where)
            if rest:
                upstream.sendall(rest)
            conn.settimeout(None)
            upstream.settimeout(None)
            _relay(conn, upstream)
        except OSError as exc:
            try:
                conn.sendall(f"HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n{exc}\n".encode())
            except OSError:
                pass
        finally:
            for s in (conn, upstream):
                if s is not None:
                    try:
                        s.close()
                    except OSError:
                        pass


# --------------------------------------------------------------------------- the forwarder (runs in the sandbox)
# argv[1]: the proxy's Unix socket; argv[2:]: the installer. Listens on 127.0.0.1 (the sandbox's own loopback),
# points HTTP(S)_PROXY there, forks the forwarder (it ends when the installer does), then becomes the installer.
# stdlib only, run with `python -I -S`; one thread (RLIMIT_NPROC counts threads, and uv opens many connections).
FORWARD_THEN_EXEC = """
import os, selectors, socket, sys, time
path, cmd = sys.argv[1], sys.argv[2:]
lst = socket.socket()
lst.bind(("127.0.0.1", 0))
lst.listen(128)
url = "http://127.0.0.1:%d" % lst.getsockname()[1]
for k in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY", "all_proxy"):
    os.environ[k] = url
for k in ("NO_PROXY", "no_proxy"):
    os.environ.pop(k, None)
parent = os.getpid()
if os.fork() == 0:
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    sel = selectors.DefaultSelector()
    peer, pending, eof, done = {}, {}, set(), set()
    def update(x):
        ev = 0
        if x not in eof and len(pending[peer[x]]) < 1 << 20:
            ev |= selectors.EVENT_READ
        if pending[x]:
            ev |= selectors.EVENT_WRITE
        try:
            sel.modify(x, ev) if ev else sel.unregister(x)
        except KeyError:
            if ev:
                sel.register(x, ev)
    def drop(x):
        for y in (x, peer[x]):
            try:
                sel.unregister(y)
            except KeyError:
                pass
            y.close()
            for d in (peer, pending):
                d.pop(y, None)
            eof.discard(y)
            done.discard(y)
    def settle(x):
        y = peer[x]
        for a, b in ((x, y), (y, x)):
            if a in eof and not pending[b] and b not in done:
                done.add(b)
                try:
                    b.shutdown(socket.SHUT_WR)
                except OSError:
                    pass
        if x in eof and y in eof and not pending[x] and not pending[y]:
            drop(x)
        else:
            update(x)
            update(y)
    lst.setblocking(False)
    sel.register(lst, selectors.EVENT_READ)
    while True:
        if os.getppid() != parent:
            os._exit(0)
        for key, events in sel.select(0.3):
            x = key.fileobj
            if x is lst:
                try:
                    c, _ = lst.accept()
                    u = socket.socket(socket.AF_UNIX)
                    u.connect(path)
                except OSError:
                    continue
                peer[c], peer[u] = u, c
                for z in (c, u):
                    z.setblocking(False)
                    pending[z] = b""
                    sel.register(z, selectors.EVENT_READ)
                continue
            if x not in peer:
                continue
            y = peer[x]
            try:
                if events & selectors.EVENT_WRITE and pending[x]:
                    pending[x] = pending[x][x.send(pending[x]):]
                if events & selectors.EVENT_READ and x not in eof:
                    data = x.recv(65536)
                    if data:
                        pending[y] += data
                    else:
                        eof.add(x)
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                drop(x)
                continue
            settle(x)
lst.close()
os.execvp(cmd[0], cmd)
"""


def forwarder_command(socket_path: str, cmd: list[str], python: str = sys.executable) -> list[str]:
    return [python, "-I", "-S", "-c", FORWARD_THEN_EXEC, socket_path, *cmd]
