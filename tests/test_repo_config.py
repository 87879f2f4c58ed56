"""bot.app.repo_config: parsing `.github/repgen.yml`, and the daily run budget in Redis."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest
import redis.asyncio as aredis
from fake_github.fixtures import redis_db  # noqa: F401

from bot.app.repo_config import RepoConfig, parse_config, take_daily_run


def test_defaults_when_missing_or_empty():
    for text in (None, "", "   \n", "# only a comment\n"):
        cfg, errors = parse_config(text)
        assert cfg == RepoConfig() and errors == []
    assert RepoConfig().min_permission == "write" and RepoConfig().auto is True


def test_every_key():
    cfg, errors = parse_config("""
auto: false
labels: [bug, needs-repro]
min_permission: triage
pool: a100
max_attempts: 5
daily_runs: 3
open_pr: true
""")
    assert errors == []
    assert cfg == RepoConfig(auto=False, labels=["bug", "needs-repro"], min_permission="triage", pool="a100",
                             max_attempts=5, daily_runs=3, open_pr=True)
    assert parse_config("labels: repro\n")[0].labels == ["repro"]


def test_invalid_values_keep_defaults_and_say_why():
    cfg, errors = parse_config("auto: maybe\nmin_permission: god\nmax_attempts: 99\ndaily_runs: true\ncolour: red\n"
                               "labels: {a: 1}\n")
    assert cfg == RepoConfig()
    text = "\n".join(errors)
    for key in ("auto", "min_permission", "max_attempts", "daily_runs", "colour", "labels"):
        assert f"`{key}`" in text
    assert len(errors) == 6


@pytest.mark.parametrize("text", ["auto: [unclosed", "- a\n- b\n", "just a string"])
def test_not_yaml_or_not_a_mapping(text):
    cfg, errors = parse_config(text)
    assert cfg == RepoConfig() and len(errors) == 1 and "repgen.yml" in errors[0]


async def test_daily_budget(redis_db):  # noqa: F811
    redis = aredis.Redis.from_url(redis_db)
    day1, day2 = datetime(2026, 1, 1, tzinfo=UTC), datetime(2026, 1, 2, tzinfo=UTC)
    assert [await take_daily_run(redis, "o/r", 2, day1) for _ in range(3)] == [True, True, False]
    assert await take_daily_run(redis, "o/other", 2, day1)          # per repository
    assert await take_daily_run(redis, "o/r", 2, day2)              # per day
    assert int(await redis.get("repgen:budget:o/r:2026-01-01")) == 2
    assert 0 < await redis.ttl("repgen:budget:o/r:2026-01-01") <= 2 * 86400
    assert not await take_daily_run(redis, "o/zero", 0, day1)


async def test_a_job_is_counted_once_and_its_mark_is_taken_with_the_count(redis_db):  # noqa: F811
    # one atomic step: a retry of a counted job passes uncounted; a job refused by the budget keeps no mark, so
    # marking and counting can never come apart (a worker killed between them once left a marked, uncounted job)
    redis = aredis.Redis.from_url(redis_db)
    day = datetime(2026, 1, 1, tzinfo=UTC)
    assert await take_daily_run(redis, "o/r", 1, day, once_key="repgen:budget-job:a")
    assert await take_daily_run(redis, "o/r", 1, day, once_key="repgen:budget-job:a")     # its retry
    assert int(await redis.get("repgen:budget:o/r:2026-01-01")) == 1
    assert not await take_daily_run(redis, "o/r", 1, day, once_key="repgen:budget-job:b")
    assert not await redis.exists("repgen:budget-job:b") and await redis.exists("repgen:budget-job:a")
    assert int(await redis.get("repgen:budget:o/r:2026-01-01")) == 1
    await redis.aclose()
