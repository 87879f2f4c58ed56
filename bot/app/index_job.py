"""Job `index_repo`: fetch a commit of the repository and bring its index up to date (incremental by file hash)."""
from __future__ import annotations

import asyncio
import contextlib
import shutil
import tempfile
from pathlib import Path

from bot.app.job_runtime import JOB_KINDS, LOCK_TTL_S, checkout, job, repo_client
from bot.settings import Settings


def default_indexer(repo_dir: str, sha: str | None, home: str):
    from index.indexer import index_repo

    return index_repo(repo_dir, sha=sha, home=home)


async def _renew(lock) -> None:
    while True:
        await asyncio.sleep(LOCK_TTL_S / 4)
        with contextlib.suppress(Exception):
            await lock.reacquire()


@job
async def index_repo(ctx: dict, *, installation_id: int | None, repo: str, sha: str | None,
                     before: str | None = None, delivery: str | None = None) -> dict:
    client = await repo_client(ctx, installation_id, repo)
    if sha is None:
        default = (await client.get_repo())["default_branch"]
        sha = await client.branch_sha(default)
    settings: Settings = ctx["settings"]
    # a stable folder per repository: the index is keyed by path, so re-indexing stays incremental
    stable = Path(settings.home, "checkouts", repo.replace("/", "__"))
    Path(settings.home).mkdir(parents=True, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="repgen_idx_", dir=settings.home)   # same disk: the move is a rename
    try:
        root = await checkout(client, sha, tmp)
        # one writer per repository index. The lock is short and renewed while the index is written, so a dead
        # worker's lock lapses within LOCK_TTL_S and its re-run does not wait out the job's timeout
        lock = ctx["redis"].lock(f"repgen:index-lock:{repo}", timeout=LOCK_TTL_S,
                                 blocking_timeout=JOB_KINDS["index_repo"].timeout_s)
        async with lock:
            renew = asyncio.create_task(_renew(lock))
            try:
                if stable.exists():
                    shutil.rmtree(stable)
                stable.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(str(root), stable)
                stats = await asyncio.to_thread(ctx.get("indexer", default_indexer), str(stable), sha, settings.home)
            finally:
                renew.cancel()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    summary = stats.to_dict() if hasattr(stats, "to_dict") else dict(stats or {})
    return {"sha": sha, "files": summary.get("files"), "changed": len(summary.get("changed") or [])}
