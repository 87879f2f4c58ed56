"""bot.app.github against the fake GitHub over real HTTP, with real Redis."""
from __future__ import annotations

import io
import tarfile

import pytest
import redis.asyncio as aredis
from fake_github import make_tarball
from fake_github.fixtures import INSTALLATION, REPO, app_key, fake_github, redis_db, settings  # noqa: F401
from githubkit.exception import RequestFailed

from bot.app.github import GitHubApp, UnsafeArchive, is_transient, safe_extract


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


async def test_server_errors_are_transient(settings, redis, repo, fake_github):  # noqa: F811
    client = await GitHubApp(settings, redis).repo(INSTALLATION, REPO)
    fake_github.fail_next("GET", r"/issues/1$", 502)
    with pytest.raises(RequestFailed) as err:
        await client.get_issue(1)
    assert is_transient(err.value)
    fake_github.fail_next("GET", r"/issues/1$", 404)
    with pytest.raises(RequestFailed) as err:
        await client.get_issue(1)
    assert not is_transient(err.value)


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
