"""Chaos: 50 issues opened at once while the fake GitHub answers in storms of 403 (secondary rate limit), 429,
401 (installation tokens revoked) and 502 (before the write, and after it: the comment made, the answer lost),
and while two of the worker processes are SIGKILLed mid-job.

Every issue must end with exactly one comment of the bot, in its final state; no job may be lost (each ends
successfully in arq) and none run twice (each issue's pipeline finishes once; a run starts again only when the
worker that ran it was killed).

The webhooks (signed, each delivered twice), the web app, Redis, arq, the worker processes and the GitHub client
are real; the reproduction inside each job is a stand-in (tests/fake_github/pipelines.RecordingPipeline: the
pipeline's stages, paced, recorded, with a scripted verdict), because 50 real reproductions do not fit this test's
time. The real pipeline runs behind the same job in tests/test_e2e_app.py (including a worker killed mid-job).
"""
from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import httpx
import pytest
import redis as redis_sync
from arq.connections import RedisSettings, create_pool
from arq.jobs import Job
from fake_github import Fault, ServerThread, load_payload, webhook_request
from fake_github.fixtures import CRASH_ISSUE, SECRET, app_key, fake_github, redis_db, settings  # noqa: F401

from bot.app.comment import MARKER
from bot.app.job_runtime import QUEUE
from bot.app.web import create_app

ROOT = Path(__file__).resolve().parents[1]
REPOS = [(f"chaos-org/model-{k}", 7000 + k) for k in range(5)]
ISSUES_PER_REPO = 10
ISSUE = CRASH_ISSUE + "\nchaos-id: {cid}\n"


class Workers:
    """`tests/chaos_worker.py` processes, each with its own log file."""

    def __init__(self, settings, logs: Path) -> None:  # noqa: F811
        self.env = {**os.environ, "REPGEN_APP_ID": settings.app_id, "REPGEN_PRIVATE_KEY": settings.private_key,
                    "REPGEN_REDIS_URL": settings.redis_url, "REPGEN_GITHUB_API_URL": settings.github_api_url,
                    "REPGEN_HOME": settings.home, "REPGEN_BOT_LOGIN": "repgen[bot]",
                    "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
                    "CHAOS_PARENT_PID": str(os.getpid())}     # the worker ends once this test process is gone
        self.env.pop("ANTHROPIC_API_KEY", None)
        self.logs, self.procs, self.killed = logs, [], []

    def start(self) -> subprocess.Popen:
        log = open(self.logs / f"worker-{len(self.procs)}.log", "wb")   # noqa: SIM115 - closed with the process
        proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "chaos_worker.py")], env=self.env, cwd=ROOT,
                                stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        self.procs.append(proc)
        return proc

    def kill(self, proc: subprocess.Popen) -> None:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        self.killed.append(proc.pid)

    def stop_all(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()

    def tail(self) -> str:
        return "\n".join(p.read_text(errors="replace")[-1500:] for p in sorted(self.logs.glob("worker-*.log")))


def runs(db) -> list[dict]:
    return [json.loads(x) for x in db.lrange("chaos:runs", 0, -1)]


def in_flight(db, pid: int) -> int:
    counted = Counter((r["issue"], r["event"]) for r in runs(db) if r["pid"] == pid)
    return sum(1 for (issue, event), n in counted.items() if event == "start" and not counted[(issue, "finish")])


async def wait_for(condition, timeout: float, what: str, workers: Workers, state=lambda: "") -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}: {state()}\n{workers.tail()}"
        await asyncio.sleep(0.1)


@pytest.mark.slow
async def test_fifty_issues_through_github_storms_and_two_killed_workers(settings, fake_github, tmp_path):  # noqa: F811
    fake = fake_github
    for full, iid in REPOS:
        fake.add_repo(full, iid, {"train.py": "import torch\n\ndef main():\n    pass\n"})
        for n in range(1, ISSUES_PER_REPO + 1):
            fake.add_issue(full, n, "Training crashes with RuntimeError", ISSUE.format(cid=f"{full}#{n}"))
    db = redis_sync.Redis.from_url(settings.redis_url)
    workers = Workers(settings, tmp_path)
    a, b, _ = workers.start(), workers.start(), workers.start()      # three workers of a small fleet
    try:
        with ServerThread(create_app(settings)) as web:
            answers = Counter()
            async with httpx.AsyncClient(timeout=30) as http:
                async def deliver(full: str, iid: int, n: int) -> None:
                    payload = load_payload("issues/opened", repo=full, installation_id=iid, issue_number=n,
                                           title="Training crashes with RuntimeError",
                                           body=ISSUE.format(cid=f"{full}#{n}"), sender="reporter")
                    body, headers = webhook_request("issues", payload, SECRET, delivery=f"d-{full}-{n}")
                    for _ in range(2):        # GitHub redelivers with the same delivery id
                        r = await http.post(f"{web.url}/webhooks", content=body, headers=headers)
                        answers[r.json()["status"]] += 1
                await asyncio.gather(*(deliver(full, iid, n) for full, iid in REPOS
                                       for n in range(1, ISSUES_PER_REPO + 1)))
        assert answers == {"accepted": 50, "duplicate": 50}
        job_ids = [f"reproduce:{full}#{n}:opened" for full, _ in REPOS for n in range(1, ISSUES_PER_REPO + 1)]
        # the storms, from the workers' first call: each kind hits a matching request with probability `rate`
        await wait_for(lambda: fake.log, 120, "the workers' first call to GitHub", workers)
        fake.storm([Fault.secondary_rate_limit(retry_after=1), Fault.too_many_requests(retry_after=1),
                    Fault.token_revoked(), Fault.bad_gateway(), Fault.bad_gateway(after=True)],
                   seconds=12, rate=0.03)

        # kill two of them while they have pipelines in flight; a fresh worker replaces the first
        await wait_for(lambda: in_flight(db, a.pid) >= 2, 120, "worker A to have runs in flight", workers)
        workers.kill(a)
        workers.start()
        await wait_for(lambda: len(runs(db)) >= 30 and in_flight(db, b.pid) >= 2, 120,
                       "worker B to have runs in flight", workers)
        workers.kill(b)
        await wait_for(lambda: all(db.exists(f"arq:result:{j}") for j in job_ids) and not db.zcard(QUEUE), 180,
                       "every job to finish", workers,
                       lambda: f"{sum(bool(db.exists(f'arq:result:{j}')) for j in job_ids)} of 50 done, "
                               f"queue {db.zrange(QUEUE, 0, -1, withscores=True)}")
    finally:
        workers.stop_all()

    # every fault kind hit, and both kills hit workers with pipelines running
    assert all(fake.injected[k] > 0 for k in ("403-secondary", "429", "401", "502", "502-after")), fake.injected
    starts: dict[str, list[int]] = {}
    finishes: dict[str, list[int]] = {}
    for r in runs(db):
        (starts if r["event"] == "start" else finishes).setdefault(r["issue"], []).append(r["pid"])
    assert {pid for pids in starts.values() for pid in pids if pid in workers.killed} == set(workers.killed)

    # no job lost: every job ended successfully in arq and every issue's pipeline finished. None run twice: no
    # worker ran an issue twice, and at most one worker that lived ran it (and finished it); any other run was in
    # a killed worker (cut short, or finished and saved, in which case the next try only wrote its result)
    pool = await create_pool(RedisSettings.from_dsn(settings.redis_url))
    try:
        infos = [await Job(j, pool).result_info() for j in job_ids]
    finally:
        await pool.aclose()
    assert [i.job_id for i in infos if not i.success] == [], [i.result for i in infos if not i.success]
    issues = sorted(f"{full}#{n}" for full, _ in REPOS for n in range(1, ISSUES_PER_REPO + 1))
    assert sorted(finishes) == issues
    for issue, pids in starts.items():
        lived = [p for p in pids if p not in workers.killed]
        assert len(set(pids)) == len(pids) and len(lived) <= 1, (issue, pids)
        assert all(p in finishes[issue] for p in lived), (issue, pids, finishes[issue])
    assert sum(len(pids) - 1 for pids in starts.values()) >= 1        # some runs were cut short and run again

    # exactly one comment of the bot per issue, in its final state
    for full, _ in REPOS:
        repo = fake.repos[full]
        for n in range(1, ISSUES_PER_REPO + 1):
            mine = [c["body"] for c in repo.issue_comments(n) if c["user"]["login"] == "repgen[bot]"]
            assert len(mine) == 1, f"{full}#{n}: {len(mine)} comments"
            assert mine[0].startswith(MARKER) and "**Verdict: ✅ reproduced**" in mine[0] and "⏳" not in mine[0]
        day = datetime.now(UTC).strftime("%Y-%m-%d")
        assert int(db.get(f"repgen:budget:{full}:{day}")) == ISSUES_PER_REPO    # one daily run per issue
    # revoked tokens were replaced, not waited out
    minted = len(fake.requests("POST", r"/access_tokens$"))
    assert minted > len(REPOS)
    print(f"chaos: faults {dict(fake.injected)}; {len(fake.log)} GitHub requests; {minted} tokens minted; "
          f"{sum(len(p) - 1 for p in starts.values())} runs cut short by the kills and run again")
    db.close()
