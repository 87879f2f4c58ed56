"""The browser half of GitHub's App manifest flow, for `repgen setup` tests.

GitHub's "new App" page takes the posted manifest, creates the App (after the user confirms, which this fake
skips) and redirects to the manifest's `redirect_url` with a one-time `code` and the `state` it was given.
The created App lands in `FakeGitHub.manifests`, which `POST /app-manifests/{code}/conversions` serves.
Mount them in front of `FakeGitHub.app`: `Starlette(routes=[*reg.routes(), Mount("/", fake.app)])`.
"""
from __future__ import annotations

import json
import secrets
from datetime import UTC, datetime
from urllib.parse import parse_qs, urlencode

from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from .app import FakeGitHub
from .payloads import load_payload


class AppRegistrations:
    """Apps created here get `fake.app_id` and `private_key_pem`, so the written credentials work on `fake`."""

    def __init__(self, fake: FakeGitHub, private_key_pem: str) -> None:
        self.fake, self.pem = fake, private_key_pem
        self.received: list[dict] = []       # the manifests posted, in order

    def routes(self) -> list[Route]:
        return [Route("/settings/apps/new", self.new_app, methods=["POST"]),
                Route("/organizations/{org}/settings/apps/new", self.new_app, methods=["POST"])]

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
