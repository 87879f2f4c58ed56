"""The browser half of GitHub's App manifest flow, for `repgen setup` tests.

GitHub's "new App" page takes the posted manifest, creates the App (after the user confirms, which this fake
skips) and redirects to the manifest's `redirect_url` with a one-time `code` and the `state` it was given.
The created App lands in `FakeGitHub.manifests`, which `POST /app-manifests/{code}/conversions` serves.
`AppRegistrations(fake, pem).app()` serves them in front of `FakeGitHub.app`.
"""
from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import time
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlencode

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route

from .app import FakeGitHub
from .payloads import load_payload
from .server import free_port

ROOT = Path(__file__).resolve().parents[2]


class AppRegistrations:
    """Apps created here get `fake.app_id` and `private_key_pem`, so the written credentials work on `fake`."""

    def __init__(self, fake: FakeGitHub, private_key_pem: str) -> None:
        self.fake, self.pem = fake, private_key_pem
        self.received: list[dict] = []       # the manifests posted, in order

    def routes(self) -> list[Route]:
        return [Route("/settings/apps/new", self.new_app, methods=["POST"]),
                Route("/organizations/{org}/settings/apps/new", self.new_app, methods=["POST"])]

    def app(self) -> Starlette:
        """GitHub's web pages and its API on one origin, like GitHub Enterprise Server."""
        return Starlette(routes=[*self.routes(), Mount("/", self.fake.app)])

    async def new_app(self, request: Request) -> Response:
        form = parse_qs((await request.body()).decode())   # urlencoded, as a browser posts a form
        try:
            manifest = json.loads(form["manifest"][0])
        except (KeyError, ValueError):
            return JSONResponse({"message": "manifest is missing or not JSON"}, 422)
        missing = [k for k in ("url", "redirect_url") if not manifest.get(k)]
        if not manifest.get("hook_attributes", {}).get("url"):
            missing.append("hook_attributes.url")
        if missing:
            return JSONResponse({"message": f"manifest lacks {', '.join(missing)}"}, 422)
        code = secrets.token_hex(10)
        owner = request.path_params.get("org") or "octocat"
        self.fake.manifests[code] = app_json(self.fake.app_id, manifest, owner, self.pem)
        self.received.append(manifest)
        query = {"code": code, "state": request.query_params.get("state", "")}
        return RedirectResponse(f"{manifest['redirect_url']}?{urlencode(query)}", 302)


def app_json(app_id: int, manifest: dict, owner: str, pem: str) -> dict:
    """The conversion response: the App as GitHub describes it, plus its secrets (returned this once)."""
    user = load_payload("issues/opened")["sender"]
    user["login"] = owner
    slug = manifest.get("name", "app").lower().replace(" ", "-")
    now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return {
        "id": app_id, "slug": slug, "node_id": "MDM6QXBwNTk=", "owner": user, "name": manifest.get("name", slug),
        "description": manifest.get("description"), "external_url": manifest["url"],
        "html_url": f"https://github.com/apps/{slug}", "created_at": now, "updated_at": now,
        "permissions": manifest.get("default_permissions", {}), "events": manifest.get("default_events", []),
        "client_id": "Iv1." + secrets.token_hex(8), "client_secret": secrets.token_hex(20),
        "webhook_secret": secrets.token_hex(20), "pem": pem,
    }


# ------------------------------------------------------------------ the other side: `repgen setup` and a browser
class FormReader(HTMLParser):
    """The page's form action and hidden fields, as a browser would submit them."""

    def __init__(self) -> None:
        super().__init__()
        self.action, self.fields = "", {}

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.action = a["action"]
        elif tag == "input" and a.get("name"):
            self.fields[a["name"]] = a.get("value", "")


def read_form(url: str) -> FormReader:
    page = httpx.get(url + "/")
    page.raise_for_status()
    form = FormReader()
    form.feed(page.text)
    return form


def start_setup(env_file: Path, github_url: str, public_url: str, *extra: str) -> tuple[subprocess.Popen, str]:
    """`repgen setup` as a real process on a free port; returns it and its URL once it answers."""
    port = free_port()
    cmd = [sys.executable, "-m", "bot.cli.main", "setup", "--port", str(port), "--public-url", public_url,
           "--env-file", str(env_file), "--github-url", github_url, "--api-url", github_url, *extra]
    env = {k: v for k, v in os.environ.items() if not k.startswith("REPGEN_")}
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            httpx.get(url + "/", timeout=1)
            return proc, url
        except httpx.TransportError:
            time.sleep(0.1)
    proc.kill()
    raise AssertionError(f"repgen setup did not start: {proc.communicate()[0]}")
