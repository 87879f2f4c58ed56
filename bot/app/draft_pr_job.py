"""`/repgen pr`: the reproduction test on a branch, as a draft pull request linked from the living comment.

Every step looks before it writes (the pull request, the branch, each file), so a retried job finishes what an
earlier try began without doing anything twice.
"""
from __future__ import annotations

import json
from pathlib import PurePosixPath

from bot.app import comment as cm
from bot.app.github import RepoClient
from bot.app.job_runtime import RESULT_KEY, RESULT_TTL_S
from bot.app.repo_config import load_config
from bot.core.generators.offline import support_source
from bot.core.relocate import conftest_source

SUPPORT_FILE = "repgen_support.py"


async def open_draft_pr(ctx: dict, client: RepoClient, repo: str, issue_number: int, default: str) -> dict:
    """Branch `repgen/issue-N` with `tests/repgen/test_issue_N.py` (and the folder's `conftest.py`, so plain
    `pytest` runs it, and `repgen_support.py`, the support it imports), a draft PR, linked from the comment."""
    redis = ctx["redis"]
    raw = await redis.get(RESULT_KEY.format(repo=repo, issue=issue_number))
    if not raw:
        await client.create_comment(issue_number, "There is no RepGen test for this issue yet: comment "
                                    "`/repgen reproduce` first, then `/repgen pr`.")
        return {"pr": None}
    saved = json.loads(raw)
    final = saved["final"]
    branch = f"repgen/issue-{issue_number}"
    path = final.get("test_path") or cm.repro_test_path(issue_number)   # where the reproduction put it
    pull = await client.find_pull(branch)
    if pull is None:
        if await client.branch_sha(branch) is None:
            await client.create_branch(branch, saved["sha"])
        if await client.get_file(path, branch) != final["test"] + "\n":
            await client.put_file(branch, path, final["test"] + "\n",
                                  f"Add RepGen reproduction test for #{issue_number}")
        folder = str(PurePosixPath(path).parent)
        if await client.get_file(f"{folder}/conftest.py", branch) is None:
            await client.put_file(branch, f"{folder}/conftest.py", conftest_source(folder),
                                  "Let plain `pytest` import the repository's modules from RepGen's tests")
        # the support the tests import, once for the folder (kept current: a newer test may use a newer check)
        if "repgen_support" in final["test"] and await client.get_file(f"{folder}/{SUPPORT_FILE}", branch) \
                != support_source():
            await client.put_file(branch, f"{folder}/{SUPPORT_FILE}", support_source(),
                                  "Add RepGen's test support (monitors and checks its reproduction tests import)")
        fix = saved.get("fix")
        if fix and (await load_config(client, default))[0].fix == "suggest" \
                and await client.get_file(fix["path"], branch) != fix["source"]:
            # the verified repair as its own commit, so the maintainer can take the test without it
            await client.put_file(branch, fix["path"], fix["source"],
                                  f"Repair the verified cause of #{issue_number}: {fix['repair']} "
                                  f"({fix['path']}:{fix['line']} in {fix['function']})")
        body = cm.render_pr_body(issue_number=issue_number, issue_title=saved.get("title"),
                                 reproduced=final["reproduced"], symptom=final.get("symptom"), test_path=path,
                                 base=default, evidence=final.get("evidence"), comment_url=saved.get("comment_url"))
        pull = await client.create_pull(branch, default, f"Reproduction test for #{issue_number}", body)
    final["pr_url"] = pull["html_url"]
    saved["final"] = final
    await redis.set(RESULT_KEY.format(repo=repo, issue=issue_number), json.dumps(saved), ex=RESULT_TTL_S)
    living = cm.LivingComment(client, issue_number, ctx["settings"].bot_login, min_interval_s=0)
    await living.write(cm.render(headline=saved["headline"], final=final))
    return {"pr": pull["html_url"]}
