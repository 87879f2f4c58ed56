"""bot.app.web over real HTTP (uvicorn in a thread) with real Redis: verify, de-duplicate, route, enqueue."""
from __future__ import annotations

import json
import select
import socket
import time

import httpx
import pytest
import redis as redis_sync
from fake_github import ServerThread, load_payload, sign_body, webhook_request
from fake_github.fixtures import SECRET, app_key, fake_github, redis_db, settings  # noqa: F401
from fake_github.server import free_port

from bot.app.web import MAX_BODY, create_app
from bot.settings import Settings


@pytest.fixture
def web(settings):  # noqa: F811
    with ServerThread(create_app(settings)) as server:
        yield server.url


@pytest.fixture
def db(redis_db):  # noqa: F811
    client = redis_sync.Redis.from_url(redis_db)
    yield client
    client.close()


def post(url: str, event: str, payload: dict, **kw) -> httpx.Response:
    body, headers = webhook_request(event, payload, SECRET, **kw)
    return httpx.post(f"{url}/webhooks", content=body, headers=headers)


def queued(db) -> list[str]:
    # arq keys the queue by its bare name
    return [j.decode() for j in db.zrange("repgen", 0, -1)]


def test_signed_issue_opened_is_enqueued(web, db):
    r = post(web, "issues", load_payload("issues/opened"), delivery="dlv-1")
    assert r.status_code == 202, r.text
    job_id = "reproduce:Codertocat/Hello-World#1:opened"
    assert r.json()["jobs"] == [job_id] and queued(db) == [job_id]
    assert db.exists(f"arq:job:{job_id}") and db.exists("repgen:delivery:dlv-1")


def test_forged_or_missing_signature_is_refused_and_nothing_is_written(web, db):
    assert post(web, "issues", load_payload("issues/opened"), forged=True).status_code == 401
    body, headers = webhook_request("issues", load_payload("issues/opened"), SECRET)
    for bad in ({}, {"X-Hub-Signature-256": ""}, {"X-Hub-Signature-256": "sha1=" + "0" * 40}):
        h = {k: v for k, v in headers.items() if k != "X-Hub-Signature-256"} | bad
        assert httpx.post(f"{web}/webhooks", content=body, headers=h).status_code == 401
    # a correct signature over a different body does not carry over
    assert httpx.post(f"{web}/webhooks", content=body + b" ", headers=headers).status_code == 401
    assert db.dbsize() == 0


def test_the_same_delivery_twice_makes_one_job(web, db):
    payload = load_payload("issue_comment/created", comment="/repgen reproduce", sender="alice")
    first = post(web, "issue_comment", payload, delivery="dup-1")
    second = post(web, "issue_comment", payload, delivery="dup-1")
    assert first.status_code == 202 and second.status_code == 200 and second.json()["status"] == "duplicate"
    assert queued(db) == ["command:dup-1"]


def test_ignored_events_are_acknowledged_without_jobs(web, db):
    r = post(web, "issue_comment", load_payload("issue_comment/created"))    # no /repgen in it
    assert r.status_code == 202 and r.json() == {"status": "accepted", "jobs": [], "ignored": "no /repgen command"}
    assert post(web, "ping", load_payload("ping/payload")).status_code == 202
    assert queued(db) == []


def test_payload_githubkit_rejects_still_routes(web, db):
    payload = load_payload("issues/opened", issue_number=77)
    del payload["issue"]["user"]                     # githubkit's model requires it; GitHub has sent odder
    assert post(web, "issues", payload).status_code == 202
    assert queued(db) == ["reproduce:Codertocat/Hello-World#77:opened"]


def test_bad_requests(web, db):
    body = b"not json"
    headers = webhook_request("issues", {}, SECRET)[1]
    headers["X-Hub-Signature-256"] = sign_body(SECRET, body)
    assert httpx.post(f"{web}/webhooks", content=body, headers=headers).status_code == 400
    good_body, good = webhook_request("issues", load_payload("issues/opened"), SECRET)
    del good["X-GitHub-Delivery"]
    assert httpx.post(f"{web}/webhooks", content=good_body, headers=good).status_code == 400
    assert queued(db) == []


def test_health_ready_metrics(web, db):
    assert httpx.get(f"{web}/healthz").text == "ok"
    assert httpx.get(f"{web}/readyz").json() == {"ready": True}
    post(web, "issues", load_payload("issues/opened"))
    post(web, "issues", load_payload("issues/opened"), forged=True)
    text = httpx.get(f"{web}/metrics").text
    assert 'repgen_webhooks_received_total{event="issues"}' in text
    assert 'repgen_webhooks_refused_total{reason="bad_signature"}' in text
    assert 'repgen_jobs_queued_total{function="reproduce_issue"}' in text


def test_unexpected_payload_shape_is_refused_before_redis(web, db):
    payload = load_payload("issue_comment/created", comment="/repgen pr")
    del payload["comment"]["id"]
    assert post(web, "issue_comment", payload).status_code == 400
    assert db.dbsize() == 0


def test_healthz_answers_without_redis(settings):  # noqa: F811
    dead = Settings(**{**settings.__dict__, "redis_url": f"redis://127.0.0.1:{free_port()}/0"})
    with ServerThread(create_app(dead)) as server:
        assert httpx.get(f"{server.url}/healthz").status_code == 200
        ready = httpx.get(f"{server.url}/readyz")
        assert ready.status_code == 503 and json.loads(ready.text)["ready"] is False
        # a delivery that cannot be queued is not acknowledged: GitHub shows it failed, it can be redelivered
        assert post(server.url, "issues", load_payload("issues/opened")).status_code == 503


def test_no_secret_no_app(settings):  # noqa: F811
    with pytest.raises(ValueError, match="REPGEN_WEBHOOK_SECRET"):
        create_app(Settings(**{**settings.__dict__, "webhook_secret": None}))


def test_serve_refuses_to_start_without_a_secret(monkeypatch, capsys):
    from bot.cli.main import main

    monkeypatch.delenv("REPGEN_WEBHOOK_SECRET", raising=False)
    assert main(["serve", "--port", str(free_port())]) == 2
    assert "REPGEN_WEBHOOK_SECRET is not set" in capsys.readouterr().err


def _raw_post(url: str, headers: dict[str, str], chunks, total_s: float = 30.0) -> tuple[bytes, int]:
    """POST over a raw socket, sending `chunks` until the server answers; (answer head, body bytes sent)."""
    host, port = url.removeprefix("http://").split(":")
    head = "POST /webhooks HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in
                                                   {"Host": f"{host}:{port}", **headers}.items()) + "\r\n"
    sent = 0
    with socket.create_connection((host, int(port)), timeout=total_s) as s:
        s.sendall(head.encode())
        s.setblocking(False)
        answer = b""
        deadline = time.monotonic() + total_s
        for chunk in chunks:
            view = memoryview(chunk)
            while view and time.monotonic() < deadline:
                readable, writable, _ = select.select([s], [s], [], 0.5)
                if readable:
                    answer = s.recv(65536)
                    return answer, sent
                if writable:
                    try:
                        n = s.send(view)
                    except (BrokenPipeError, ConnectionResetError):
                        break
                    sent, view = sent + n, view[n:]
        s.setblocking(True)
        try:
            answer = s.recv(65536)
        except (ConnectionResetError, TimeoutError):
            pass
    return answer, sent


def test_a_body_declared_too_large_is_refused_before_it_is_read(web, db):
    body, headers = webhook_request("issues", load_payload("issues/opened"), SECRET)
    headers["Content-Length"] = str(150 * 2**20)                      # what a 150 MB POST declares
    answer, sent = _raw_post(web, headers, [b"x" * 2**20] * 150)
    assert answer.startswith(b"HTTP/1.1 413") and sent < 16 * 2**20   # answered long before the body came
    assert db.dbsize() == 0


def test_a_chunked_body_is_cut_off_at_the_cap(web, db):
    _, headers = webhook_request("issues", load_payload("issues/opened"), SECRET)
    headers["Transfer-Encoding"] = "chunked"                            # no length to refuse it by
    one_mb = b"100000\r\n" + b"x" * 2**20 + b"\r\n"
    answer, sent = _raw_post(web, headers, [one_mb] * 150)
    assert answer.startswith(b"HTTP/1.1 413")
    assert MAX_BODY < sent < MAX_BODY + 16 * 2**20                       # read up to the cap, not the 150 MB
    assert db.dbsize() == 0


def test_an_unsigned_body_is_not_read_at_all(web, db):
    body, headers = webhook_request("issues", load_payload("issues/opened"), SECRET)
    del headers["X-Hub-Signature-256"]
    headers["Content-Length"] = str(20 * 2**20)                       # under the cap, but unsigned
    answer, sent = _raw_post(web, headers, [b"x" * 2**20] * 20)
    assert answer.startswith(b"HTTP/1.1 401") and sent < 16 * 2**20


def test_a_large_signed_delivery_under_the_cap_is_accepted(web, db):
    payload = load_payload("issues/opened", issue_number=88)
    payload["issue"]["body"] = "traceback line\n" * 400_000          # ~6 MB: GitHub allows up to 25 MB
    r = post(web, "issues", payload)
    assert r.status_code == 202 and queued(db) == ["reproduce:Codertocat/Hello-World#88:opened"]
