"""The App end to end: signed webhooks over HTTP → bot.app.web → Redis → arq worker (burst) running the real
pipeline on a tiny repository with a crash bug → the fake GitHub's issue thread and pull requests."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import httpx
import pytest
import redis as redis_sync
from fake_github import ServerThread, load_payload, webhook_request
from fake_github.fixtures import SECRET, app_key, fake_github, redis_db, settings  # noqa: F401
from test_cause import SHAPES

from bot.app.comment import MARKER
from bot.app.job_runtime import QUEUE
from bot.app.web import create_app
from bot.app.worker import make_worker
from bot.core.generators.offline import support_source

REPO = "Codertocat/Hello-World"
TRAIN = '''import argparse

import torch

from model import TinyNet


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--lr", type=float, default=0.1)
    parser.add_argument("--steps", type=int, default=3)
    args = parser.parse_args(argv)
    net = TinyNet()
    opt = torch.optim.SGD(net.parameters(), lr=args.lr)
    for step in range(args.steps):
        loss = net(torch.randn(4, 8)).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        if step == 0:
            raise RuntimeError("optimizer state is corrupted after the first step")
        opt.step()


if __name__ == "__main__":
    main()
'''
MODEL = '''import torch.nn as nn


class TinyNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 1)

    def forward(self, x):
        return self.fc(x)
'''
TITLE = "Training crashes on the first step with RuntimeError"
BODY = '''Running `python train.py --lr 0.1 --steps 3` crashes right away:

```
Traceback (most recent call last):
  File "train.py", line 25, in <module>
    main()
  File "train.py", line 20, in main
    raise RuntimeError("optimizer state is corrupted after the first step")
RuntimeError: optimizer state is corrupted after the first step
```

torch 2.13.0, CPU.
'''


@pytest.fixture
def world(settings, fake_github):  # noqa: F811
    """The fake GitHub with the crash repository (installed, App found by repository), and the web app."""
    repo = fake_github.add_repo(REPO, 957387, {"train.py": TRAIN, "model.py": MODEL})
    fake_github.add_issue(REPO, 1, TITLE, BODY)
    repo.permissions.update(maintainer="maintain", reader="read")
    with ServerThread(create_app(settings)) as web:
        yield repo, web.url


@pytest.fixture
def db(redis_db):  # noqa: F811
    client = redis_sync.Redis.from_url(redis_db)
    yield client
    client.close()


def send(url: str, event: str, payload: dict, **kw) -> httpx.Response:
    body, headers = webhook_request(event, payload, SECRET, **kw)
    return httpx.post(f"{url}/webhooks", content=body, headers=headers, timeout=10)


async def drain(settings, **ctx):  # noqa: F811
    worker = make_worker(settings, burst=True, poll_delay=0.05, ctx={"comment_interval_s": 0, **ctx})
    try:
        await worker.main()
    finally:
        await worker.close()
    return worker


def bot_comments(repo) -> list[str]:
    return [c["body"] for c in repo.issue_comments(1) if c["user"]["login"] == "repgen[bot]"]


def opened() -> dict:
    return load_payload("issues/opened", issue_number=1, title=TITLE, body=BODY, sender="reporter")


@pytest.mark.slow
async def test_issue_to_verified_comment_then_refusal_then_draft_pr(settings, world, db, fake_github,  # noqa: F811
                                                                    tmp_path):
    repo, web = world
    # a signed issues.opened, delivered twice (GitHub's redelivery keeps the GUID): one job
    assert send(web, "issues", opened(), delivery="e2e-1").status_code == 202
    assert send(web, "issues", opened(), delivery="e2e-1").json()["status"] == "duplicate"
    assert db.zcard(QUEUE) == 1
    worker = await drain(settings)
    assert worker.jobs_complete == 1 and worker.jobs_failed == 0

    (body,) = bot_comments(repo)
    assert body.startswith(MARKER)
    assert "**Verdict: ✅ reproduced** — the test fails with the reported symptom (`exception`)" in body
    assert "RuntimeError" in body and "<details><summary>Plan: " in body and "<details><summary>Environment" in body
    assert "- [x] Run the test in the sandbox" not in body        # the checklist only while running
    assert body.rstrip().endswith("</details>")                    # the folded environment last
    test_code = body.split("```python\n", 1)[1].split("\n```", 1)[0]
    assert "train" in test_code and "def test_" in test_code
    assert [r["content"] for r in repo.reactions] == ["eyes"]
    # the worker found the installation with the App JWT and used only installation tokens on the repo
    repo_calls = fake_github.requests(pattern=r"^/repos/")
    assert all(r.auth.startswith("token ghs_") for r in repo_calls if not r.path.endswith("/installation"))

    # /repgen reproduce from a read-only user: one polite refusal, no job
    ask = load_payload("issue_comment/created", issue_number=1, comment="/repgen reproduce", sender="reader")
    assert send(web, "issue_comment", ask).status_code == 202
    await drain(settings)
    comments = bot_comments(repo)
    assert len(comments) == 2 and "@reader" in comments[1] and "need `write` access" in comments[1]
    assert db.zcard(QUEUE) == 0 and not db.keys("arq:job:reproduce:*")

    # /repgen pr from a maintainer: a draft PR with the test file, linked from the living comment
    pr = load_payload("issue_comment/created", issue_number=1, comment="/repgen pr", sender="maintainer")
    assert send(web, "issue_comment", pr).status_code == 202
    await drain(settings)
    (pull,) = repo.pulls
    assert pull["draft"] and pull["head"]["ref"] == "repgen/issue-1" and pull["base"]["ref"] == "main"
    assert "Reproduction of #1" in pull["body"] and "python -m pytest tests/repgen/test_issue_1.py" in pull["body"]
    files = repo.commits[repo.refs["heads/repgen/issue-1"]]
    assert files["tests/repgen/test_issue_1.py"].decode().rstrip() == test_code.rstrip()
    living = bot_comments(repo)[0]
    assert f"\n\nDraft PR with this test: {pull['html_url']}\n\n" in living     # its own paragraph, not a row
    assert living.split("\n")[3].startswith("**Verdict: ✅ reproduced**")      # still on top after /repgen pr
    assert len(bot_comments(repo)) == 2

    # the PR's branch checked out: the test runs with plain `pytest` from the root, as many CIs call it; it
    # fails on the buggy code with the reported error and passes once the bug is fixed
    assert "tests/repgen/test_issue_1.py" in test_code.split('"""')[1] and "test_repro.py" not in test_code
    checkout = tmp_path / "pr"
    for path, data in files.items():
        (checkout / path).parent.mkdir(parents=True, exist_ok=True)
        (checkout / path).write_bytes(data)
    buggy = plain_pytest(checkout, "tests/repgen/test_issue_1.py")
    assert buggy.returncode == 1, buggy.stdout[-3000:]
    assert "optimizer state is corrupted" in buggy.stdout and "ModuleNotFoundError" not in buggy.stdout
    (checkout / "train.py").write_text(TRAIN.replace('raise RuntimeError("optimizer state is corrupted after '
                                                     'the first step")', "pass"))
    fixed = plain_pytest(checkout, "tests/repgen/test_issue_1.py")
    assert fixed.returncode == 0, fixed.stdout[-3000:]


def plain_pytest(root, test: str) -> subprocess.CompletedProcess:
    """`pytest PATH` from the repository root: the pytest script, no PYTHONPATH, no `python -m`."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTEST_ADDOPTS")}
    return subprocess.run([os.path.join(os.path.dirname(sys.executable), "pytest"), "-q", "-p", "no:cacheprovider",
                           test], cwd=root, env=env, capture_output=True, text=True, timeout=300)


async def test_forged_signature_is_refused_and_nothing_reaches_redis(world, db):
    _, web = world
    r = send(web, "issues", opened(), forged=True)
    assert r.status_code == 401 and db.dbsize() == 0


@pytest.mark.slow
async def test_worker_killed_mid_job_then_restarted_leaves_one_final_comment(settings, world, db):  # noqa: F811
    repo, web = world
    assert send(web, "issues", opened()).status_code == 202
    env = {**os.environ, "REPGEN_APP_ID": settings.app_id, "REPGEN_PRIVATE_KEY": settings.private_key,
           "REPGEN_WEBHOOK_SECRET": SECRET, "REPGEN_REDIS_URL": settings.redis_url,
           "REPGEN_GITHUB_API_URL": settings.github_api_url, "REPGEN_HOME": settings.home,
           "REPGEN_BOT_LOGIN": "repgen[bot]"}
    env.pop("ANTHROPIC_API_KEY", None)
    # a short lease: a crashed worker's job runs again once its lease has lapsed
    proc = subprocess.Popen([sys.executable, "-m", "bot.cli.main", "worker", "--job-lease", "3"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + 180     # `repgen` imports every sub-command: slow on a busy machine
        while not bot_comments(repo):
            assert proc.poll() is None, proc.stderr.read().decode()[-2000:]
            assert time.monotonic() < deadline, "the worker never started the job"
            time.sleep(0.05)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)       # the worker and its sandbox die mid-job
        proc.wait()
    assert "**Verdict" not in bot_comments(repo)[0]
    assert db.zcard(QUEUE) == 1                   # arq still holds the job

    await drain(settings)                         # a fresh worker picks the job up again
    comments = bot_comments(repo)
    assert len(comments) == 1 and "**Verdict: ✅ reproduced**" in comments[0]
    assert db.zcard(QUEUE) == 0


@pytest.mark.slow
async def test_push_to_the_default_branch_indexes_the_repository(settings, world, db, fake_github):  # noqa: F811
    from index.store import RepoStore, db_uri, repo_key

    repo, web = world
    sha = repo.commit("main", {"data.py": "def load():\n    return [1, 2, 3]\n"})
    push = load_payload("push/with-no-username-committer", installation_id=957387)
    push.update(ref="refs/heads/main", after=sha)
    push["repository"]["default_branch"] = "main"
    assert send(web, "push", push).json()["jobs"] == [f"index:{REPO}:{sha}"]
    worker = await drain(settings)
    assert worker.jobs_complete == 1 and worker.jobs_failed == 0
    checkout = f"{settings.home}/checkouts/Codertocat__Hello-World"
    assert sorted(os.listdir(checkout)) == ["data.py", "model.py", "train.py"]
    store = RepoStore(db_uri(settings.home, repo_key(checkout)), 384, "")
    assert {"data.py", "model.py", "train.py"} <= set(store.file_state())


NET = SHAPES          # the model whose flattened size is right for one image size (tests/test_cause.py)
PREDICT = '''import torch

from vision.net import Net, predict


def main():
    model = Net(image_size=32)
    print(predict(model, torch.randn(2, 1, 32, 32)))


if __name__ == "__main__":
    main()
'''
SHAPE_TITLE = "Net(image_size=32) crashes in forward"
SHAPE_BODY = '''`python predict.py` with 32px images:

```
Traceback (most recent call last):
  File "predict.py", line 12, in <module>
    main()
  File "predict.py", line 8, in main
    print(predict(model, torch.randn(2, 1, 32, 32)))
  File "vision/net.py", line 18, in predict
    return model(images).argmax(-1)
  File "vision/net.py", line 14, in forward
    return self.head(x)
RuntimeError: mat1 and mat2 shapes cannot be multiplied (2x256 and 196x3)
```
'''


@pytest.mark.slow
async def test_fix_suggest_puts_the_verified_repair_on_the_pr_as_a_second_commit(settings, fake_github, db,  # noqa: F811
                                                                                   tmp_path):
    repo = fake_github.add_repo(REPO, 957387, {"predict.py": PREDICT, "vision/__init__.py": "", "vision/net.py": NET,
                                               ".github/repgen.yml": "fix: suggest\n"})
    fake_github.add_issue(REPO, 1, SHAPE_TITLE, SHAPE_BODY)
    repo.permissions.update(maintainer="maintain")
    with ServerThread(create_app(settings)) as web:
        issue = load_payload("issues/opened", issue_number=1, title=SHAPE_TITLE, body=SHAPE_BODY, sender="reporter")
        assert send(web.url, "issues", issue).status_code == 202
        await drain(settings)
        (body,) = bot_comments(repo)
        assert "**Verdict: ✅ reproduced**" in body
        assert "vision/net.py:10" in body and "(image_size // 4)" in body     # the verified cause, with its diff
        pr = load_payload("issue_comment/created", issue_number=1, comment="/repgen pr", sender="maintainer")
        assert send(web.url, "issue_comment", pr).status_code == 202
        await drain(settings)
    (pull,) = repo.pulls
    head = repo.commits[repo.refs["heads/repgen/issue-1"]]
    assert "tests/repgen/test_issue_1.py" in head
    assert "self.head = nn.Linear(4 * (image_size // 4) * (image_size // 4), 3)" in head["vision/net.py"].decode()
    puts = [r.body["message"] for r in fake_github.requests("PUT", r"/contents/")]
    assert puts[0] == "Add RepGen reproduction test for #1"
    assert puts[-1].startswith("Repair the verified cause of #1: derive the flattened size from `image_size`")
    # the test, its folder's conftest.py, the support module the test imports (once), the repair
    assert len(puts) == 4 and puts[2].startswith("Add RepGen's test support")
    assert head["tests/repgen/repgen_support.py"].decode() == support_source()
    # the branch as a maintainer checks it out: plain `pytest` from the root runs the test with the folder's own
    # support module (not RepGen's installed one); it fails on the code before the repair and passes after it
    checkout = tmp_path / "checkout"
    for rel, data in head.items():
        (checkout / rel).parent.mkdir(parents=True, exist_ok=True)
        (checkout / rel).write_bytes(data)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHONPATH", "PYTEST"))}
    plain = [os.path.join(os.path.dirname(sys.executable), "pytest"), "-q", "-p", "no:cacheprovider",
             "tests/repgen/test_issue_1.py"]
    fixed = subprocess.run(plain, cwd=checkout, env=env, capture_output=True, text=True, timeout=300)
    assert fixed.returncode == 0, fixed.stdout[-3000:]
    (checkout / "vision/net.py").write_text(NET)
    buggy = subprocess.run(plain + ["-s"], cwd=checkout, env=env, capture_output=True, text=True, timeout=300)
    assert buggy.returncode == 1 and "cannot be multiplied" in buggy.stdout, buggy.stdout[-3000:]
