"""`repgen setup`: register the GitHub App from app.yml and write its credentials to an env file.

Serves one page on a local port. Its form posts the manifest to GitHub, GitHub redirects the browser back
to /callback with a one-time code, and the code is exchanged for the App's id, private key and webhook
secret. The server stops once the credentials are written.
"""
from __future__ import annotations

import argparse

from bot.app.manifest import DEFAULT_MANIFEST


def run(args: argparse.Namespace) -> int:
    from bot.app.setup_server import serve  # imported late: uvicorn, starlette and githubkit

    return serve(args)


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("setup", help="register the GitHub App (manifest flow) and write an env file",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--public-url", required=True,
                   help="the URL GitHub reaches this deployment at, e.g. https://repgen.example.com")
    p.add_argument("--webhook-path", default="/webhooks", help="path of the webhook endpoint (default /webhooks)")
    p.add_argument("--host", default="127.0.0.1", help="address the setup page listens on")
    p.add_argument("--port", type=int, default=8765, help="port the setup page listens on")
    p.add_argument("--callback-url", help="the setup page's /callback as the browser reaches it "
                                          "(default http://HOST:PORT/callback)")
    p.add_argument("--env-file", default=".env", help="env file to create or update (mode 0600)")
    p.add_argument("--key-file", help="where to save the private key (default: secrets/github-app.pem "
                                      "next to the env file; mode 0600)")
    p.add_argument("--github-url", default="https://github.com", help="GitHub or GitHub Enterprise web URL")
    p.add_argument("--api-url", help="REST API URL (default: derived from --github-url)")
    p.add_argument("--org", help="register the App under this organisation instead of your account")
    p.add_argument("--name", help="App name (must be unique on GitHub; default: app.yml's name)")
    p.add_argument("--manifest", default=str(DEFAULT_MANIFEST), help="manifest file (default app.yml)")
    p.set_defaults(func=run)
