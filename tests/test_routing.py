"""bot.app.routing and bot.app.slash_commands on the real payloads GitHub sends."""
from __future__ import annotations

import pytest
from fake_github import load_payload

from bot.app.routing import route
from bot.app.slash_commands import SlashCommand, parse_slash

BOT = "repgen[bot]"


def test_installation_created_indexes_each_repository():
    payload = load_payload("installation/created")
    r = route("installation", payload, "d1", BOT)
    assert [j.function for j in r.jobs] == ["index_repo"] * len(payload["repositories"])
    assert {j.kwargs["repo"] for j in r.jobs} == {x["full_name"] for x in payload["repositories"]}
    assert all(j.kwargs["installation_id"] == payload["installation"]["id"] for j in r.jobs)


def test_installation_repositories_added_and_removed():
    added = load_payload("installation_repositories/added")
    r = route("installation_repositories", added, "d2", BOT)
    assert [j.kwargs["repo"] for j in r.jobs] == [x["full_name"] for x in added["repositories_added"]]
    # added again later (a new delivery): new jobs; the same delivery redelivered: the same jobs
    again = route("installation_repositories", added, "d2-later", BOT)
    assert not {j.job_id for j in r.jobs} & {j.job_id for j in again.jobs}
    assert [j.job_id for j in route("installation_repositories", added, "d2", BOT).jobs] == [j.job_id for j in r.jobs]
    assert route("installation_repositories", load_payload("installation_repositories/removed"), "d3").jobs == []
    assert route("installation", load_payload("installation/deleted"), "d4").jobs == []


def test_push_to_default_branch_only():
    on_default = load_payload("push/with-new-branch")        # refs/heads/master, the default
    r = route("push", on_default, "d5", BOT)
    assert [j.function for j in r.jobs] == ["index_repo"]
    assert r.jobs[0].kwargs["sha"] == on_default["after"] and r.jobs[0].kwargs["before"] == on_default["before"]
    assert r.jobs[0].job_id == f"index:Codertocat/Hello-World:{on_default['after']}"
    tag = route("push", load_payload("push/payload"), "d6", BOT)         # refs/tags/simple-tag
    assert tag.jobs == [] and "default branch" in tag.ignored


def test_issue_opened_and_labeled():
    opened = load_payload("issues/opened")
    r = route("issues", opened, "d7", BOT)
    (job,) = r.jobs
    assert job.function == "reproduce_issue" and job.kwargs["trigger"] == "opened"
    assert job.job_id == f"reproduce:Codertocat/Hello-World#{opened['issue']['number']}:opened"
    assert job.kwargs["installation_id"] is None          # repository webhooks carry none: the job looks it up
    assert route("issues", load_payload("issues/opened.with-empty-body"), "d8", BOT).jobs
    labeled = route("issues", load_payload("issues/labeled", installation_id=5), "d9", BOT)
    assert labeled.jobs[0].kwargs["label"] == load_payload("issues/labeled")["label"]["name"]
    assert labeled.jobs[0].kwargs["installation_id"] == 5
    assert route("issues", load_payload("issues/edited"), "d10", BOT).jobs == []


def test_same_issue_opened_twice_maps_to_one_job_id():
    a = route("issues", load_payload("issues/opened"), "first", BOT).jobs[0]
    b = route("issues", load_payload("issues/opened"), "second", BOT).jobs[0]
    assert a.job_id == b.job_id


def test_comment_with_command_goes_to_the_command_job():
    payload = load_payload("issue_comment/created", comment="Thanks!\n/repgen reproduce --pool a100 --attempts 2",
                           sender="alice")
    (job,) = route("issue_comment", payload, "d11", BOT).jobs
    assert job.function == "handle_command" and job.job_id == "command:d11"
    assert job.kwargs["command"] == {"name": "reproduce", "pool": "a100", "attempts": 2, "error": None}
    assert job.kwargs["commenter"] == "alice" and job.kwargs["comment_id"] == payload["comment"]["id"]


def test_comments_without_commands_and_bot_comments_are_ignored():
    assert route("issue_comment", load_payload("issue_comment/created"), "d12", BOT).ignored == "no /repgen command"
    own = load_payload("issue_comment/created", comment="/repgen help", sender=BOT)
    own["comment"]["user"]["type"] = "Bot"
    assert route("issue_comment", own, "d13", BOT).jobs == []
    other_bot = load_payload("issue_comment/created", comment="/repgen reproduce", sender="dependabot[bot]")
    assert route("issue_comment", other_bot, "d14", BOT).ignored == "comment from a bot"
    assert route("issue_comment", load_payload("issue_comment/edited"), "d15", BOT).jobs == []


def test_unknown_events_are_ignored():
    assert route("ping", load_payload("ping/payload"), "d16", BOT).ignored == "ping not handled"


@pytest.mark.parametrize("body,expected", [
    ("/repgen reproduce", SlashCommand("reproduce")),
    ("/repgen   reproduce --attempts 4", SlashCommand("reproduce", attempts=4)),
    ("please\n/repgen pr\n", SlashCommand("pr")),
    ("/repgen cancel", SlashCommand("cancel")),
    ("/repgen help", SlashCommand("help")),
    ("/repgen", SlashCommand("help")),
    ("/REPGEN pr", None),
    ("> /repgen reproduce", None),
    ("```\n/repgen reproduce\n```", None),
    ("/repgenx reproduce", None),
    ("no command here", None),
    ("", None),
])
def test_parse_slash(body, expected):
    assert parse_slash(body) == expected


@pytest.mark.parametrize("body,error", [
    ("/repgen fix", "unknown command"),
    ("/repgen reproduce --attempts 99", "1 to 10"),
    ("/repgen reproduce --attempts", "unexpected"),
    ("/repgen pr --pool x", "unexpected"),
    ("/repgen reproduce --pool '`@octocat` ping'", "wants a pool name"),    # quoted back in the reply
])
def test_parse_slash_errors(body, error):
    cmd = parse_slash(body)
    assert cmd.name == "invalid" and error in cmd.error
