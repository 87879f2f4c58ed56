"""The stack as an operator brings it up, minus Docker: copy .env.example, register the App with `repgen setup`,
start `repgen serve` and `repgen worker` as real processes from that env file, against the real Redis and
the fake GitHub over HTTP. Then webhooks go in, a job runs, and /metrics, the health checks the compose
files use, and the JSON logs show it.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from arq.connections import RedisSettings, create_pool
from arq.jobs import Job, JobStatus
from fake_github import FakeGitHub, ServerThread, load_payload, webhook_request
from fake_github.fixtures import APP_ID, INSTALLATION, app_key, redis_db  # noqa: F401
from fake_github.manifest import AppRegistrations, read_form, start_setup
from fake_github.server import free_port
from prometheus_client.parser import text_string_to_metric_families

from bot.app.manifest import read_env_file, update_env_file

ROOT = Path(__file__).resolve().parents[1]
REPO = "Codertocat/Space"     # the repository in installation_repositories/added
TRAIN = "import torch\n\n\ndef train(lr=0.1):\n    w = torch.zeros(2, requires_grad=True)\n    return w\n"


@dataclass
class Stack:
    web: str
    worker_metrics: str
    env: dict[str, str]
    fake: FakeGitHub
    worker_log: Path
    procs: list[subprocess.Popen]


def wait_for(check, what: str, timeout_s: float = 90.0, procs: list[subprocess.Popen] = ()) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        for p in procs:
            assert p.poll() is None, f"{p.args} exited with {p.returncode} while waiting for {what}"
        try:
            if check():
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def register_app(env_file: Path, github_url: str) -> None:
    proc, url = start_setup(env_file, github_url, "https://repgen.example.test")
    try:
        form = read_form(url)
        assert httpx.post(form.action, data=form.fields, follow_redirects=True, timeout=60).status_code == 200
        assert proc.wait(timeout=30) == 0
    finally:
        proc.kill()
        proc.communicate()


@pytest.fixture
def stack(tmp_path, app_key, redis_db):  # noqa: F811
    fake = FakeGitHub(app_id=APP_ID, public_key=app_key[1])
    fake.add_repo(REPO, INSTALLATION, files={"train.py": TRAIN, "README.md": "space\n"})
    with ServerThread(AppRegistrations(fake, app_key[0]).app()) as github:
        env_file = tmp_path / "deploy" / ".env"
        env_file.parent.mkdir()
        env_file.write_text((ROOT / ".env.example").read_text())
        register_app(env_file, github.url)
        # what compose would set for its services, here pointing at this machine
        update_env_file(env_file, {"REPGEN_REDIS_URL": redis_db, "REPGEN_HOME": str(tmp_path / "home"),
                                   "REPGEN_EMBEDDER": "hash"})
        env = {k: v for k, v in os.environ.items() if not k.startswith(("REPGEN_", "ANTHROPIC_"))}
        env.update(read_env_file(env_file))
        web_port, metrics_port = free_port(), free_port()
        logs = {name: (tmp_path / f"{name}.log").open("w") for name in ("web", "worker")}
        procs = [
            subprocess.Popen([sys.executable, "-m", "bot.cli.main", "serve", "--port", str(web_port)], cwd=ROOT,
                             env=env, stdout=logs["web"], stderr=subprocess.STDOUT),
            subprocess.Popen([sys.executable, "-m", "bot.cli.main", "worker", "--metrics-port", str(metrics_port)],
                             cwd=ROOT, env=env, stdout=logs["worker"], stderr=subprocess.STDOUT),
        ]
        stack = Stack(f"http://127.0.0.1:{web_port}", f"http://127.0.0.1:{metrics_port}/metrics", env, fake,
                      tmp_path / "worker.log", procs)
        try:
            wait_for(lambda: httpx.get(stack.web + "/readyz").status_code == 200, "the web app", procs=procs)
            yield stack
        finally:
            for p in procs:
                p.terminate()
            for p in procs:
                try:
                    p.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()
            for f in logs.values():
                f.close()


def scrape(url: str) -> dict[tuple[str, tuple], float]:
    text = httpx.get(url, timeout=10).text
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for fam in text_string_to_metric_families(text) for s in fam.samples}


def moved(before: dict, after: dict, name: str, **labels) -> float:
    key = (name, tuple(sorted(labels.items())))
    return after.get(key, 0.0) - before.get(key, 0.0)


def healthcheck(env: dict, *args: str) -> int:
    return subprocess.run([sys.executable, str(ROOT / "deploy" / "healthcheck.py"), *args], env=env,
                          capture_output=True, timeout=60).returncode


def post(stack: Stack, event: str, payload: dict, **kw) -> httpx.Response:
    body, headers = webhook_request(event, payload, stack.env["REPGEN_WEBHOOK_SECRET"], **kw)
    return httpx.post(stack.web + "/webhooks", content=body, headers=headers, timeout=30)


async def job_result(redis_url: str, job_id: str, timeout_s: float = 120.0):
    import asyncio

    pool = await create_pool(RedisSettings.from_dsn(redis_url))
    try:
        job = Job(job_id, pool, _queue_name="repgen")
        deadline = time.monotonic() + timeout_s
        while await job.status() != JobStatus.complete:
            assert time.monotonic() < deadline, f"job {job_id} did not finish: {await job.status()}"
            await asyncio.sleep(0.2)
        return await job.result_info()
    finally:
        await pool.aclose()


async def test_webhooks_flow_through_web_and_worker_and_the_metrics_move(stack):
    import asyncio

    env = stack.env
    # the compose health checks, run against the real processes
    assert await asyncio.to_thread(healthcheck, env, "http", stack.web + "/healthz") == 0
    await asyncio.to_thread(wait_for, lambda: healthcheck(env, "arq", "repgen") == 0, "the worker's heartbeat",
                            procs=stack.procs)

    before = scrape(stack.web + "/metrics")
    ping = post(stack, "ping", load_payload("ping/with-app_id"))
    assert ping.status_code == 202 and ping.json()["jobs"] == []
    added = load_payload("installation_repositories/added", installation_id=INSTALLATION)
    resp = post(stack, "installation_repositories", added, delivery="delivery-stack-1")
    assert resp.status_code == 202, resp.text
    (job_id,) = resp.json()["jobs"]
    assert post(stack, "installation_repositories", added, forged=True).status_code == 401
    after = scrape(stack.web + "/metrics")

    assert moved(before, after, "repgen_webhooks_received_total", event="ping") == 1
    assert moved(before, after, "repgen_webhooks_received_total", event="installation_repositories") == 1
    assert moved(before, after, "repgen_webhooks_refused_total", reason="bad_signature") == 1
    assert moved(before, after, "repgen_jobs_queued_total", function="index_repo") == 1
    assert moved(before, after, "repgen_webhook_ack_seconds_count") == 2

    # the worker process takes the job: it mints a token as the App setup registered, downloads, indexes
    info = await job_result(env["REPGEN_REDIS_URL"], job_id)
    assert info.success, info.result
    assert info.result["sha"] == stack.fake.repos[REPO].refs["heads/main"] and info.result["files"] >= 1
    assert stack.fake.requests("POST", f"^/app/installations/{INSTALLATION}/access_tokens$")
    assert stack.fake.requests("GET", f"^/repos/{REPO}/tarball/")
    assert (Path(env["REPGEN_HOME"]) / "checkouts" / REPO.replace("/", "__") / "train.py").exists()

    worker_metrics = scrape(stack.worker_metrics)
    assert worker_metrics[("repgen_jobs_running", (("function", "index_repo"),))] == 0
    assert worker_metrics.get(("repgen_jobs_failed_total", (("function", "index_repo"),)), 0) == 0

    # the worker logs JSON only, and the job's lines (its own, githubkit's, httpx's) carry its context
    # (index jobs are not given the delivery id by bot.app.routing, so only job id and repo are checked)
    lines = [json.loads(line) for line in stack.worker_log.read_text().splitlines() if line.strip()]
    job_lines = [line for line in lines if line.get("job_id") == job_id]
    assert {"job started", "job finished"} <= {line["msg"] for line in job_lines}
    assert all(line.get("repo") == REPO for line in job_lines)

    # a stopped worker takes its heartbeat with it: the compose health check turns unhealthy
    worker = stack.procs[1]
    worker.terminate()
    assert await asyncio.to_thread(worker.wait, 30) is not None
    assert await asyncio.to_thread(healthcheck, env, "arq", "repgen") == 1
