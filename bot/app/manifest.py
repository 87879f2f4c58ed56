"""The GitHub App manifest flow's pieces: build the manifest, exchange the code, write the credentials.

https://docs.github.com/apps/sharing-github-apps/registering-a-github-app-from-a-manifest
`bot.cli.setup` serves the pages; this module holds what they call, so it is testable on its own.
"""
from __future__ import annotations

import html
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

import yaml

DEFAULT_MANIFEST = Path(__file__).resolve().parents[2] / "app.yml"
_ENV_LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=")


@dataclass(frozen=True)
class AppCredentials:
    """What GitHub returns once, when the manifest's code is converted into an App."""
    app_id: int
    slug: str
    pem: str
    webhook_secret: str
    client_id: str
    client_secret: str
    html_url: str


def load_manifest(path: Path = DEFAULT_MANIFEST) -> dict:
    data = yaml.safe_load(Path(path).read_text())
    if not isinstance(data, dict) or "url" not in data:
        raise ValueError(f"{path} is not a GitHub App manifest (a mapping with at least `url`)")
    return data


def build_manifest(base: dict, *, webhook_url: str, redirect_url: str, name: str | None = None) -> dict:
    """The manifest to send: app.yml with this deployment's webhook URL and the setup server's callback."""
    manifest = json.loads(json.dumps(base))  # deep copy; app.yml holds plain YAML scalars only
    manifest["hook_attributes"] = {**manifest.get("hook_attributes", {}), "url": webhook_url, "active": True}
    manifest["redirect_url"] = redirect_url
    if name:
        manifest["name"] = name
    return manifest


def registration_url(github_url: str, state: str, org: str | None = None) -> str:
    """Where the browser POSTs the manifest: a user's or an organisation's "new App" page."""
    base = github_url.rstrip("/")
    path = f"/organizations/{org}/settings/apps/new" if org else "/settings/apps/new"
    return f"{base}{path}?{urlencode({'state': state})}"


def form_page(manifest: dict, action: str) -> str:
    """A page whose form posts the manifest to GitHub; it submits itself so setup is one click."""
    value = html.escape(json.dumps(manifest), quote=True)
    return f"""<!doctype html>
<html><head><meta charset="utf-8"><title>Register {html.escape(manifest.get("name", "RepGen"))}</title></head>
<body>
<h1>Register the RepGen GitHub App</h1>
<p>GitHub will ask you to name the App and confirm. It then sends you back here and the credentials are
written to your env file.</p>
<form id="register" method="post" action="{html.escape(action, quote=True)}">
  <input type="hidden" name="manifest" value="{value}">
  <button type="submit">Create the GitHub App</button>
</form>
</body></html>
"""


async def exchange_code(code: str, api_url: str) -> AppCredentials:
    """POST /app-manifests/{code}/conversions. The code is the only credential: no auth is sent."""
    from githubkit import GitHub  # imported late: `repgen --help` should not pay for it

    async with GitHub(base_url=api_url.rstrip("/") + "/", auto_retry=False, http_cache=False) as gh:
        resp = await gh.rest.apps.async_create_from_manifest(code)
    app = resp.parsed_data
    if not app.webhook_secret:
        raise ValueError("GitHub returned no webhook secret; the manifest must set hook_attributes")
    return AppCredentials(app_id=app.id, slug=app.slug or "", pem=app.pem, webhook_secret=app.webhook_secret,
                          client_id=app.client_id, client_secret=app.client_secret, html_url=app.html_url)


def write_private(path: Path, text: str) -> None:
    """Write a secret readable by its owner only: created 0600, never world-readable for an instant."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(text)
    os.chmod(tmp, 0o600)  # O_CREAT's mode is filtered by the umask and ignored for an existing file
    os.replace(tmp, path)


def update_env_file(path: Path, values: dict[str, str]) -> None:
    """Set `values` in a dotenv file, keeping its other lines and comments; the result is mode 0600."""
    lines = path.read_text().splitlines() if path.exists() else []
    pending = dict(values)
    out = []
    for line in lines:
        m = _ENV_LINE.match(line)
        if m and m.group(1) in values:
            key = m.group(1)
            if key in pending:  # first occurrence wins the new value; later duplicates would override it
                out.append(f"{key}={_quote(pending.pop(key))}")
            continue
        out.append(line)
    out.extend(f"{key}={_quote(value)}" for key, value in pending.items())
    write_private(path, "\n".join(out) + "\n")


def read_env_file(path: Path) -> dict[str, str]:
    """The values `update_env_file` writes (KEY=value, KEY='value'); comments and blank lines skipped."""
    values = {}
    for line in Path(path).read_text().splitlines():
        m = _ENV_LINE.match(line)
        if m:
            raw = line[m.end():].strip()
            if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "'\"":
                raw = raw[1:-1]
            values[m.group(1)] = raw
    return values


def _quote(value: str) -> str:
    # docker compose and python-dotenv both read a single-quoted value literally
    if re.fullmatch(r"[A-Za-z0-9_./:@+\-\[\]]*", value):
        return value
    if "'" in value or "\n" in value:
        raise ValueError(f"cannot write {value!r} to an env file")
    return f"'{value}'"


def credentials_env(creds: AppCredentials, key_path: Path, api_url: str) -> dict[str, str]:
    """The settings `bot.settings.Settings.from_env` reads, as the setup flow writes them."""
    env = {
        "REPGEN_APP_ID": str(creds.app_id),
        "REPGEN_PRIVATE_KEY_PATH": str(key_path),
        "REPGEN_WEBHOOK_SECRET": creds.webhook_secret,
        "REPGEN_GITHUB_API_URL": api_url.rstrip("/"),
    }
    if creds.slug:
        env["REPGEN_BOT_LOGIN"] = f"{creds.slug}[bot]"
    return env
