"""One fake GitHub for every test: a starlette app with state and a request log, served over real HTTP."""
from .app import FakeGitHub, FakeRepo, Fault, make_tarball
from .payloads import load_payload, sign_body, webhook_request
from .server import ServerThread

__all__ = ["FakeGitHub", "FakeRepo", "Fault", "ServerThread", "load_payload", "make_tarball", "sign_body",
           "webhook_request"]
