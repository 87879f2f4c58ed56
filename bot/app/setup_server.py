"""The pages `repgen setup` serves: the manifest form and the callback that exchanges GitHub's code.

Kept apart from `bot.cli.setup` so `repgen --help` and the other commands do not import a web stack.
"""
from __future__ import annotations

import argparse
import html
import os
import secrets
import sys
from dataclasses import dataclass, field
from pathlib import Path

import uvicorn
from githubkit.exception import GitHubException
from starlette.applications import Starlette
from starlette.background import BackgroundTask
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

from bot.app import manifest as mf


@dataclass
class SetupFlow:
    manifest: dict
    github_url: str
    org: str | None
    api_url: str
    env_file: Path
    key_file: Path
    state: str = field(default_factory=lambda: secrets.token_urlsafe(32))
    done: mf.AppCredentials | None = None
    on_done: list = field(default_factory=list)   # callbacks run after the success page is sent

    @property
    def registration_url(self) -> str:
        return mf.registration_url(self.github_url, self.state, self.org)

    async def page(self, request: Request) -> HTMLResponse:
        if self.done:
            return HTMLResponse("<p>The App is already registered; this server is stopping.</p>", 410)
        return HTMLResponse(mf.form_page(self.manifest, self.registration_url))

    async def callback(self, request: Request) -> HTMLResponse:
        code, state = request.query_params.get("code"), request.query_params.get("state", "")
        # the state ties the redirect to the form this process served: a forged link cannot plant an App
        if self.done or not secrets.compare_digest(state.encode(), self.state.encode()):
            return HTMLResponse("<p>Refused: the state does not match this setup session.</p>", 403)
        if not code:
            return HTMLResponse("<p>GitHub sent no code.</p>", 400)
        try:
            creds = await mf.exchange_code(code, self.api_url)
        except (GitHubException, ValueError) as exc:
            return HTMLResponse(f"<p>GitHub refused the code: {html.escape(str(exc))}</p>", 502)
        self.write(creds)
        self.done = creds
        install = f"{creds.html_url.rstrip('/')}/installations/new"
        body = (f"<p>Registered <a href=\"{html.escape(creds.html_url)}\">{html.escape(creds.slug)}</a> "
                f"(App id {creds.app_id}). Credentials written to {html.escape(str(self.env_file))}.</p>"
                f"<p>Next: <a href=\"{html.escape(install)}\">install it on your repositories</a>.</p>")
        return HTMLResponse(body, background=BackgroundTask(self._finish))

    def write(self, creds: mf.AppCredentials) -> None:
        mf.write_private(self.key_file, creds.pem)
        mf.update_env_file(self.env_file, mf.credentials_env(creds, self.key_file, self.api_url))

    async def _finish(self) -> None:
        for fn in self.on_done:
            fn()

    def app(self) -> Starlette:
        return Starlette(routes=[Route("/", self.page), Route("/callback", self.callback)])


def default_api_url(github_url: str) -> str:
    github_url = github_url.rstrip("/")
    if github_url in ("https://github.com", "http://github.com"):
        return "https://api.github.com"
    return github_url + "/api/v3"   # GitHub Enterprise Server


def flow_from_args(args: argparse.Namespace) -> SetupFlow:
    env_file = Path(args.env_file).resolve()
    key_file = Path(args.key_file).resolve() if args.key_file else env_file.parent / "secrets" / "github-app.pem"
    local_host = "127.0.0.1" if args.host in ("0.0.0.0", "::", "") else args.host
    callback = args.callback_url or f"http://{local_host}:{args.port}/callback"
    webhook = args.public_url.rstrip("/") + args.webhook_path
    manifest = mf.build_manifest(mf.load_manifest(Path(args.manifest)), webhook_url=webhook,
                                 redirect_url=callback, name=args.name)
    api_url = args.api_url or os.environ.get("REPGEN_GITHUB_API_URL") or default_api_url(args.github_url)
    return SetupFlow(manifest=manifest, github_url=args.github_url, org=args.org, api_url=api_url,
                     env_file=env_file, key_file=key_file)


def serve(args: argparse.Namespace) -> int:
    """Serve the setup pages until the credentials are written; 0 then, 1 if stopped first."""
    try:
        flow = flow_from_args(args)
    except (OSError, ValueError) as exc:
        print(f"repgen setup: {exc}", file=sys.stderr)
        return 2
    server = uvicorn.Server(uvicorn.Config(flow.app(), host=args.host, port=args.port, log_level="warning",
                                           access_log=False, lifespan="off"))
    flow.on_done.append(lambda: setattr(server, "should_exit", True))
    shown_host = "127.0.0.1" if args.host in ("0.0.0.0", "::") else args.host
    print(f"Open http://{shown_host}:{args.port}/ in a browser to register the GitHub App "
          f"(webhooks will go to {flow.manifest['hook_attributes']['url']}).", flush=True)
    server.run()
    if not flow.done:
        print("repgen setup: stopped before GitHub returned credentials", file=sys.stderr)
        return 1
    print(f"App {flow.done.slug} (id {flow.done.app_id}) registered; credentials in {flow.env_file}, "
          f"private key in {flow.key_file}. Install it: {flow.done.html_url}/installations/new", flush=True)
    return 0

