"""`repgen serve`: the webhook web app under uvicorn."""
from __future__ import annotations

import sys


def register(subparsers) -> None:
    p = subparsers.add_parser("serve", help="serve the GitHub webhook endpoint (POST /webhooks)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--log-level", default="INFO")
    p.set_defaults(func=run)


def run(args) -> int:
    from bot.settings import settings_for_command

    settings = settings_for_command("serve")
    if settings is None:
        return 2
    if not settings.webhook_secret:
        print("repgen serve: REPGEN_WEBHOOK_SECRET is not set. Refusing to start: without it anyone could "
              "post fake events. Set it to the App's webhook secret (see `repgen setup`).", file=sys.stderr)
        return 2
    import uvicorn

    from bot.app.logs import setup_logging
    from bot.app.web import create_app

    setup_logging(args.log_level.upper())
    uvicorn.run(create_app(settings), host=args.host, port=args.port, log_config=None, access_log=False,
                proxy_headers=True)
    return 0
