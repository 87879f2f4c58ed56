"""One fake GitHub for every test: a starlette app with state and a request log, served over real HTTP."""
from .app import FakeGitHub, FakeRepo, make_tarball
from .payloads import load_payload, sign_body, webhook_request
from .server import ServerThread

__all__ = ["FakeGitHub", "FakeRepo", "ServerThread", "load_payload", "make_tarball", "sign_body",
           "webhook_request"]
