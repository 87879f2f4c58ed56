"""Which job a webhook event asks for. Pure: no I/O, so the web process can answer GitHub at once.

Decisions that need GitHub (the commenter's permission, the repository's config, whether the report is a
deep-learning bug) are made by the job itself, in the worker.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from bot.app.slash_commands import parse_slash

FUNCTIONS = ("index_repo", "reproduce_issue", "handle_command")


@dataclass
class JobRequest:
    function: str                 # one of FUNCTIONS
    job_id: str                   # arq job id: the same event delivered twice maps to the same id
    kwargs: dict = field(default_factory=dict)


@dataclass
class Route:
    jobs: list[JobRequest] = field(default_factory=list)
    ignored: str | None = None    # why nothing is done, for the log and the metrics


def is_bot(user: dict | None, bot_login: str | None) -> bool:
    if not user:
        return False
    login = user.get("login") or ""
    return user.get("type") == "Bot" or login.endswith("[bot]") or (bot_login is not None and login == bot_login)


def _installation(payload: dict) -> int | None:
    inst = payload.get("installation") or {}
    return int(inst["id"]) if inst.get("id") is not None else None


def route(event: str, payload: dict, delivery: str, bot_login: str | None = None) -> Route:
    action = payload.get("action")
    inst = _installation(payload)
    repo = (payload.get("repository") or {}).get("full_name")

    # an installation, or a repository added to one, is indexed at its head: one job per delivery, so removing a
    # repository and adding it back indexes it again (GitHub's redelivery of the same event stays one job)
    if event == "installation" and action == "created":
        return Route([_index(inst, r["full_name"], None, delivery=delivery) for r in payload.get("repositories") or []])
    if event == "installation_repositories" and action == "added":
        return Route([_index(inst, r["full_name"], None, delivery=delivery)
                      for r in payload.get("repositories_added") or []])

    if event == "push":
        default = (payload.get("repository") or {}).get("default_branch")
        if payload.get("deleted") or payload.get("ref") != f"refs/heads/{default}":
            return Route(ignored="push not to the default branch")
        return Route([_index(inst, repo, payload.get("after"), before=payload.get("before"))])

    if event == "issues" and action in ("opened", "labeled"):
        issue = payload["issue"]
        if issue.get("pull_request"):
            return Route(ignored="pull request")
        if is_bot(payload.get("sender"), bot_login):
            return Route(ignored="event from a bot")
        number = issue["number"]
        if action == "opened":
            # one automatic run per issue, whatever GitHub redelivers
            return Route([JobRequest("reproduce_issue", f"reproduce:{repo}#{number}:opened", dict(
                installation_id=inst, repo=repo, issue_number=number, trigger="opened", delivery=delivery))])
        label = (payload.get("label") or {}).get("name")
        return Route([JobRequest("reproduce_issue", f"reproduce:{repo}#{number}:label:{delivery}", dict(
            installation_id=inst, repo=repo, issue_number=number, trigger="labeled", label=label,
            delivery=delivery))])

    if event == "issue_comment" and action == "created":
        comment = payload["comment"]
        if is_bot(comment.get("user"), bot_login) or is_bot(payload.get("sender"), bot_login):
            return Route(ignored="comment from a bot")
        cmd = parse_slash(comment.get("body"))
        if cmd is None:
            return Route(ignored="no /repgen command")
        number = payload["issue"]["number"]
        return Route([JobRequest("handle_command", f"command:{delivery}", dict(
            installation_id=inst, repo=repo, issue_number=number, delivery=delivery,
            command=cmd.__dict__, commenter=comment["user"]["login"], comment_id=comment["id"],
            is_pull_request=bool(payload["issue"].get("pull_request"))))])

    return Route(ignored=f"{event}.{action} not handled" if action else f"{event} not handled")


def _index(inst: int | None, repo: str, sha: str | None, before: str | None = None,
           delivery: str | None = None) -> JobRequest:
    # a push: one job per repository and revision (repeats are no-ops); writes to an index are serialised by
    # the job's lock. No revision (an installation): one job per delivery.
    job_id = f"index:{repo}:{sha}" if sha else f"index:{repo}:head:{delivery}"
    return JobRequest("index_repo", job_id, dict(installation_id=inst, repo=repo, sha=sha, before=before))
