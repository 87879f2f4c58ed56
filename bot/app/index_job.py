"""Job `index_repo`: fetch a commit of the repository and bring its index up to date (incremental by file hash)."""
from __future__ import annotations

import asyncio
import shutil
import tempfile
from pathlib import Path

from bot.app.job_runtime import JOB_TIMEOUT_S, checkout, job, repo_client
from bot.settings import Settings


def default_indexer(repo_dir: str, sha: str | None, home: str):
    from index.indexer import index_repo

    return index_repo(repo_dir, sha=sha, home=home)


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
        lock = ctx["redis"].lock(f"repgen:index-lock:{repo}", timeout=JOB_TIMEOUT_S, blocking_timeout=JOB_TIMEOUT_S)
        async with lock:
            if stable.exists():
                shutil.rmtree(stable)
            stable.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(root), stable)
            stats = await asyncio.to_thread(ctx.get("indexer", default_indexer), str(stable), sha, settings.home)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    summary = stats.to_dict() if hasattr(stats, "to_dict") else dict(stats or {})
    return {"sha": sha, "files": summary.get("files"), "changed": len(summary.get("changed") or [])}
