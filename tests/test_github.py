"""bot.app.github against the fake GitHub over real HTTP, with real Redis."""
from __future__ import annotations

import asyncio
import io
import tarfile
import time

import httpx
import pytest
import redis.asyncio as aredis
from fake_github import Fault, make_tarball
from fake_github.fixtures import INSTALLATION, REPO, app_key, fake_github, redis_db, settings  # noqa: F401
from githubkit.exception import PrimaryRateLimitExceeded, RequestError, RequestFailed

from bot.app.github import PAUSE_KEY, TOKEN_KEY, GitHubApp, UnsafeArchive, safe_extract
from bot.app.retries import RATE_LIMIT_DEFAULT_S, GitHubPaused, RetryPolicy, is_transient, rate_limit_wait

FAST = RetryPolicy(call_base_s=0.01, jitter=0)


@pytest.fixture
async def redis(redis_db):  # noqa: F811
    client = aredis.Redis.from_url(redis_db)
    yield client
    await client.aclose()


@pytest.fixture
def repo(fake_github):  # noqa: F811
    r = fake_github.add_repo(REPO, INSTALLATION, {"train.py": "print('hi')\n", ".github/repgen.yml": "auto: false\n"})
    fake_github.add_issue(REPO, 1, "NaN loss", "loss becomes nan")
    return r


async def test_installation_token_is_minted_once_and_shared_through_redis(settings, redis, repo, fake_github):  # noqa: F811
    a, b = GitHubApp(settings, redis), GitHubApp(settings, redis)     # two workers
    c1 = await a.repo(INSTALLATION, REPO)
    c2 = await b.repo(INSTALLATION, REPO)
    assert (await c1.get_repo())["full_name"] == REPO
    assert (await c2.get_issue(1))["title"] == "NaN loss"
    minted = fake_github.requests("POST", r"/access_tokens$")
    assert len(minted) == 1 and minted[0].auth.startswith("Bearer ")
    ttl = await redis.ttl(f"repgen:token:{INSTALLATION}")
    assert 3000 < ttl <= 3300          # an hour minus the safety margin


async def test_installation_lookup_uses_the_app_jwt(settings, redis, repo, fake_github):  # noqa: F811
    assert await GitHubApp(settings, redis).installation_for(REPO) == INSTALLATION
    assert fake_github.requests("GET", r"/installation$")[0].auth.startswith("Bearer ")


async def test_comments_reactions_permissions_files(settings, redis, repo, fake_github):  # noqa: F811
    client = await GitHubApp(settings, redis).repo(INSTALLATION, REPO)
    c = await client.create_comment(1, "first")
    await client.update_comment(c["id"], "edited")
    assert [x["body"] for x in await client.list_comments(1)] == ["edited"]
    await client.react_issue(1, "eyes")
    await client.react_comment(c["id"], "+1")
    assert [(r["content"], r["_target"][0]) for r in repo.reactions] == [("eyes", "issue"), ("+1", "comment")]
    repo.permissions.update(alice="maintain", bob="read")
    assert await client.permission("alice") == "maintain"
    assert await client.permission("bob") == "read"
    assert await client.permission("mallory") == "none"
    assert await client.get_file(".github/repgen.yml") == "auto: false\n"
    assert await client.get_file("missing.yml") is None


async def test_branch_file_and_draft_pull(settings, redis, repo, fake_github):  # noqa: F811
    client = await GitHubApp(settings, redis).repo(INSTALLATION, REPO)
    sha = await client.branch_sha("main")
    assert sha == repo.refs["heads/main"]
    await client.create_branch("repgen/issue-1", sha)
    await client.put_file("repgen/issue-1", "tests/repgen/test_issue_1.py", "def test_x():\n    pass\n", "add")
    await client.put_file("repgen/issue-1", "tests/repgen/test_issue_1.py", "def test_y():\n    pass\n", "update")
    pr = await client.create_pull("repgen/issue-1", "main", "Repro", "body")
    assert pr["draft"] is True
    assert (await client.find_pull("repgen/issue-1"))["number"] == pr["number"]
    files = repo.commits[repo.refs["heads/repgen/issue-1"]]
    assert files["tests/repgen/test_issue_1.py"] == b"def test_y():\n    pass\n"
    assert "tests/repgen/test_issue_1.py" not in repo.commits[repo.refs["heads/main"]]


async def test_tarball_download_and_extraction(settings, redis, repo, tmp_path):  # noqa: F811
    client = await GitHubApp(settings, redis).repo(INSTALLATION, REPO)
    data = await client.download_tarball(repo.refs["heads/main"])
    root = safe_extract(data, tmp_path / "x")
    assert (root / "train.py").read_text() == "print('hi')\n"
    assert root.parent == tmp_path / "x"


async def test_server_errors_are_retried_in_the_call_then_given_to_the_job(settings, redis, repo, fake_github):  # noqa: F811
    client = await GitHubApp(settings, redis, FAST).repo(INSTALLATION, REPO)
    fake_github.fail_next("GET", r"/issues/1$", 502, times=FAST.call_tries - 1)
    assert (await client.get_issue(1))["title"] == "NaN loss"            # a read is repeated: it cannot double
    fake_github.fail_next("GET", r"/issues/1$", 502, times=FAST.call_tries)
    with pytest.raises(RequestFailed) as err:
        await client.get_issue(1)
    assert is_transient(err.value) and FAST.job_defer(err.value, 2) == FAST.job_backoff_s(2)
    fake_github.fail_next("POST", r"/issues/1/comments$", 502)
    with pytest.raises(RequestFailed) as err:                           # a create is not repeated blindly
        await client.create_comment(1, "hello")
    assert is_transient(err.value) and len(fake_github.requests("POST", r"/issues/1/comments$")) == 1
    fake_github.fail_next("GET", r"/issues/1$", 404)
    before = len(fake_github.requests("GET", r"/issues/1$"))
    with pytest.raises(RequestFailed) as err:
        await client.get_issue(1)
    assert not is_transient(err.value) and FAST.job_defer(err.value, 1) is None
    assert len(fake_github.requests("GET", r"/issues/1$")) == before + 1


async def test_a_secondary_rate_limit_pauses_the_installation_then_the_call_goes_through(settings, redis, repo,  # noqa: F811
                                                                                         fake_github):  # noqa: F811
    a = await GitHubApp(settings, redis, FAST).repo(INSTALLATION, REPO)
    b = await GitHubApp(settings, redis, FAST).repo(INSTALLATION, REPO)     # another worker, same installation
    await a.get_repo()                                                     # tokens minted and cached
    fake_github.inject(Fault.secondary_rate_limit(retry_after=1, method="GET", pattern=r"/issues/1$"))
    started = time.monotonic()
    first = asyncio.create_task(a.get_issue(1))
    await asyncio.sleep(0.3)
    other = await b.get_repo()                    # made while the installation is paused: it waits its turn
    assert (await first)["title"] == "NaN loss" and other["full_name"] == REPO
    refused = next(r for r in fake_github.log if r.status == 403)
    later = [r for r in fake_github.log if r.at > refused.at]
    assert later and min(r.at for r in later) - refused.at >= 0.95           # nothing sent during the pause
    assert time.monotonic() - started >= 1.0 and fake_github.injected["403-secondary"] == 1
    assert not await redis.exists(PAUSE_KEY.format(iid=INSTALLATION))       # the pause has lapsed
    fake_github.inject(Fault.too_many_requests(retry_after=1, method="POST", pattern=r"/comments$"))
    assert (await a.create_comment(1, "after a 429"))["body"] == "after a 429"   # refused unprocessed: repeated
    assert fake_github.injected["429"] == 1


async def test_a_long_rate_limit_goes_back_to_the_queue_with_githubs_wait(settings, redis, repo, fake_github):  # noqa: F811
    client = await GitHubApp(settings, redis, FAST).repo(INSTALLATION, REPO)
    fake_github.inject(Fault.primary_rate_limit(reset_in_s=600, method="GET", pattern=r"/issues/1$"))
    with pytest.raises(PrimaryRateLimitExceeded) as err:                  # over the in-call cap: not slept here
        await client.get_issue(1)
    assert 590 <= FAST.job_defer(err.value, 1) <= 602
    assert 590 < float(await redis.get(PAUSE_KEY.format(iid=INSTALLATION))) - time.time() <= 602
    sent = len(fake_github.log)
    other = await GitHubApp(settings, redis, FAST).repo(INSTALLATION, REPO)   # any worker, any call
    with pytest.raises(RequestError) as paused:
        await other.get_repo()
    assert isinstance(paused.value.exc, GitHubPaused) and len(fake_github.log) == sent                                  # it never reached GitHub
    assert is_transient(paused.value) and 580 <= FAST.job_defer(paused.value, 1) <= 602


def test_what_github_asks_to_wait():
    def resp(status, headers=None, body=b"{}"):
        return httpx.Response(status, headers=headers or {}, content=body)

    assert rate_limit_wait(resp(403, {"retry-after": "30"})) == 30
    assert rate_limit_wait(resp(429, {"retry-after": "7"})) == 7
    now = 1_000_000.0
    assert rate_limit_wait(resp(403, {"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1000100"}), now) == 101
    assert rate_limit_wait(resp(429)) == RATE_LIMIT_DEFAULT_S                # no hint: at least a minute
    assert rate_limit_wait(resp(403, body=b'{"message": "You have exceeded a secondary rate limit."}')) == 60
    assert rate_limit_wait(resp(403, body=b'{"message": "Resource not accessible by integration"}')) is None
    assert rate_limit_wait(resp(502)) is None and rate_limit_wait(resp(200)) is None


async def test_a_refused_token_is_dropped_and_replaced_at_once(settings, redis, repo, fake_github):  # noqa: F811
    app = GitHubApp(settings, redis, FAST)
    client = await app.repo(INSTALLATION, REPO)
    await client.get_repo()
    old = (await redis.get(TOKEN_KEY.format(iid=INSTALLATION))).decode()
    fake_github.inject(Fault.token_revoked(method="GET", pattern=r"/issues/1$"))   # GitHub resets the token
    assert (await client.get_issue(1))["title"] == "NaN loss"             # the same call, with a fresh token
    new = (await redis.get(TOKEN_KEY.format(iid=INSTALLATION))).decode()
    assert new != old and old not in fake_github.tokens and new in fake_github.tokens
    assert len(fake_github.requests("POST", r"/access_tokens$")) == 2
    assert await client.get_repo() and len(fake_github.requests("POST", r"/access_tokens$")) == 2   # cached again
    assert not await app.drop_token(INSTALLATION, old)                    # a stale refusal keeps the new token
    assert (await redis.get(TOKEN_KEY.format(iid=INSTALLATION))).decode() == new


async def test_a_token_refused_again_goes_back_to_the_job_without_a_loop(settings, redis, repo,  # noqa: F811
                                                                        fake_github):  # noqa: F811
    client = await GitHubApp(settings, redis, FAST).repo(INSTALLATION, REPO)
    await client.get_repo()
    fake_github.inject(Fault.token_revoked(method="GET", pattern=r"/issues/1$", times=2))
    with pytest.raises(RequestFailed) as err:
        await client.get_issue(1)
    assert err.value.response.status_code == 401
    assert len(fake_github.requests("POST", r"/access_tokens$")) == 2     # one replacement in the call, no loop
    assert not await redis.exists(TOKEN_KEY.format(iid=INSTALLATION))     # the refused one is not kept
    assert FAST.job_defer(err.value, 1) == FAST.job_backoff_s(1)          # the job tries again later
    assert (await client.get_issue(1))["title"] == "NaN loss"             # ...and then gets through


def _tar(add) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        add(tar)
    return buf.getvalue()


def _member(name: str, kind=tarfile.REGTYPE, link: str = "", data: bytes = b"x") -> tuple:
    info = tarfile.TarInfo(name)
    info.type, info.linkname = kind, link
    info.size = len(data) if kind == tarfile.REGTYPE else 0
    return info, io.BytesIO(data) if kind == tarfile.REGTYPE else None


@pytest.mark.parametrize("member", [
    _member("/etc/evil"),
    _member("top/../../evil"),
    _member("top/link", tarfile.SYMTYPE, "../../etc/passwd"),
    _member("top/abs", tarfile.SYMTYPE, "/etc/passwd"),
    _member("top/hard", tarfile.LNKTYPE, "top/a"),
    _member("top/dev", tarfile.CHRTYPE),
    _member("top/fifo", tarfile.FIFOTYPE),
])
def test_unsafe_archives_are_refused_before_writing(tmp_path, member):
    data = _tar(lambda tar: (tar.addfile(*_member("top/a")), tar.addfile(*member)))
    with pytest.raises(UnsafeArchive):
        safe_extract(data, tmp_path / "out")
    assert not any((tmp_path / "out").rglob("*"))
    assert not (tmp_path / "evil").exists()


def test_links_inside_the_tree_are_kept(tmp_path):
    data = _tar(lambda tar: (tar.addfile(*_member("top/a", data=b"A")),
                             tar.addfile(*_member("top/sub/l", tarfile.SYMTYPE, "../a"))))
    root = safe_extract(data, tmp_path / "out")
    assert (root / "sub" / "l").read_bytes() == b"A"


def test_size_and_count_caps(tmp_path):
    many = make_tarball({f"f{i}.py": "x" for i in range(30)})
    with pytest.raises(UnsafeArchive, match="more than 10 files"):
        safe_extract(many, tmp_path / "a", max_files=10)
    big = make_tarball({"big.bin": b"0" * 5000})
    with pytest.raises(UnsafeArchive, match="cap"):
        safe_extract(big, tmp_path / "b", max_file_bytes=1000)
    with pytest.raises(UnsafeArchive, match="expands past"):
        safe_extract(make_tarball({"a": b"0" * 600, "b": b"0" * 600}), tmp_path / "c", max_total_bytes=1000)
    with pytest.raises(UnsafeArchive, match="not a tar"):
        safe_extract(b"not a tarball", tmp_path / "d")
