"""Job `handle_command`: a `/repgen` comment, checked against the commenter's permission, then answered or
turned into a reproduction job."""
from __future__ import annotations

from bot.app import metrics
from bot.app.draft_pr_job import open_draft_pr
from bot.app.github import PERMISSION_RANK
from bot.app.job_runtime import (
    CANCEL_KEY,
    CANCEL_TTL_S,
    QUEUE,
    REFUSED_KEY,
    RESULT_TTL_S,
    job,
    pools_alive,
    repo_client,
)
from bot.app.repo_config import load_config, take_daily_run
from bot.app.slash_commands import HELP


@job
async def handle_command(ctx: dict, *, installation_id: int | None, repo: str, issue_number: int,
                         command: dict, commenter: str, comment_id: int, delivery: str,
                         is_pull_request: bool = False) -> dict:
    redis = ctx["redis"]
    client = await repo_client(ctx, installation_id, repo)
    default = (await client.get_repo())["default_branch"]
    config, _ = await load_config(client, default)
    role = await client.permission(commenter)
    if PERMISSION_RANK.get(role, 0) < PERMISSION_RANK[config.min_permission]:
        key = REFUSED_KEY.format(repo=repo, issue=issue_number, user=commenter)
        if await redis.set(key, b"1", nx=True, ex=RESULT_TTL_S):   # tell each person once per issue
            await client.create_comment(issue_number, (
                f"@{commenter}, thanks for the request. RepGen commands on this repository need "
                f"`{config.min_permission}` access and yours is `{role}`, so I did not start anything. "
                f"A maintainer can run the command for you."))
        return {"refused": role}
    await client.react_comment(comment_id, "eyes")
    name = command["name"]
    if name == "invalid":
        await client.create_comment(issue_number, f"{command.get('error')}.\n\n" +
                                    HELP.format(min_permission=config.min_permission))
        return {"invalid": command.get("error")}
    if name == "help":
        await client.create_comment(issue_number, HELP.format(min_permission=config.min_permission))
        return {"help": True}
    if name == "cancel":
        await redis.set(CANCEL_KEY.format(repo=repo, issue=issue_number), commenter, ex=CANCEL_TTL_S)
        return {"cancel": True}
    if name == "pr":
        return await open_draft_pr(ctx, client, repo, issue_number, default)
    if is_pull_request:
        await client.create_comment(issue_number, "RepGen reproduces issues, not pull requests.")
        return {"ignored": "pull request"}
    # reproduce: a pool nobody serves is refused now, not after a long wait in its queue
    pool = command.get("pool")
    if pool is not None and pool not in (alive := await pools_alive(ctx)):
        await client.create_comment(issue_number, (
            f"@{commenter}, no runner serves the pool `{pool}` right now, so I did not start a run. "
            f"Pools alive: {', '.join(f'`{p}`' for p in alive) or 'none'}. "
            f"Comment `/repgen reproduce --pool NAME` with one of them, or without `--pool` for this "
            f"repository's default."))
        return {"refused": f"pool {pool} not alive", "alive": alive}
    if not await take_daily_run(redis, repo, config.daily_runs):
        await client.create_comment(issue_number, (
            f"@{commenter}, this repository has used its {config.daily_runs} RepGen runs for today "
            f"(`daily_runs` in `.github/repgen.yml`); try again tomorrow."))
        return {"budget": "spent"}
    await redis.delete(CANCEL_KEY.format(repo=repo, issue=issue_number))
    job_obj = await redis.enqueue_job("reproduce_issue", _job_id=f"reproduce:{repo}#{issue_number}:cmd:{delivery}",
                                      _queue_name=QUEUE, installation_id=installation_id, repo=repo,
                                      issue_number=issue_number, trigger="command", delivery=delivery,
                                      pool=command.get("pool"), attempts=command.get("attempts"),
                                      requested_by=commenter, budget_taken=True)
    if job_obj is not None:
        metrics.JOBS_QUEUED.labels("reproduce_issue").inc()
    return {"queued": job_obj is not None}
