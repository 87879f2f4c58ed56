"""Webhook payloads from /work/shared/github-payloads (real ones, as GitHub sends them), adapted per test."""
from __future__ import annotations

import copy
import json
import os
import uuid
from functools import cache
from pathlib import Path

from githubkit.webhooks import sign

PAYLOAD_DIR = Path(os.environ.get("REPGEN_PAYLOAD_DIR", Path(__file__).resolve().parents[3] / "shared" /
                                  "github-payloads"))
if not PAYLOAD_DIR.is_dir():  # the checkout sits next to shared/ on this machine and on CI
    PAYLOAD_DIR = Path("/work/shared/github-payloads")


@cache
def _raw(name: str) -> str:
    path = PAYLOAD_DIR / f"{name}.payload.json"
    if not path.exists():          # push/payload.json, ping/payload.json: events named by folder only
        path = PAYLOAD_DIR / f"{name}.json"
    return path.read_text()


def load_payload(name: str, *, repo: str | None = None, installation_id: int | None = None,
                 sender: str | None = None, issue_number: int | None = None, title: str | None = None,
                 body: str | None = None, comment: str | None = None, label: str | None = None) -> dict:
    """`name` is "<event>/<action>[.<variant>]"; the keyword arguments change the fields tests care about."""
    data = copy.deepcopy(json.loads(_raw(name)))
    if repo and "repository" in data:
        owner, _, rname = repo.partition("/")
        data["repository"]["full_name"] = repo
        data["repository"]["name"] = rname
        data["repository"]["owner"]["login"] = owner
    if installation_id is not None:
        data["installation"] = {**(data.get("installation") or {}), "id": installation_id,
                                "node_id": data.get("installation", {}).get("node_id", "MDIzOkludGVncmF0aW9u")}
    if sender:
        data["sender"]["login"] = sender
        if "comment" in data:
            data["comment"]["user"]["login"] = sender
        elif "issue" in data and data.get("action") == "opened":
            data["issue"]["user"]["login"] = sender
    if "issue" in data:
        if issue_number is not None:
            data["issue"]["number"] = issue_number
        if title is not None:
            data["issue"]["title"] = title
        if body is not None:
            data["issue"]["body"] = body
    if comment is not None:
        data["comment"]["body"] = comment
        data["comment"]["id"] = uuid.uuid4().int % 10**9
    if label is not None:
        data["label"]["name"] = label
    return data


def sign_body(secret: str, body: bytes) -> str:
    return sign(secret, body, "sha256")


def webhook_request(event: str, payload: dict, secret: str, *, delivery: str | None = None,
                    forged: bool = False) -> tuple[bytes, dict[str, str]]:
    """The body and headers GitHub would POST; `forged` signs with the wrong secret."""
    body = json.dumps(payload).encode()
    headers = {
        "Content-Type": "application/json",
        "X-GitHub-Event": event,
        "X-GitHub-Delivery": delivery or str(uuid.uuid4()),
        "X-Hub-Signature-256": sign_body("not-the-secret" if forged else secret, body),
        "User-Agent": "GitHub-Hookshot/fake",
    }
    return body, headers
