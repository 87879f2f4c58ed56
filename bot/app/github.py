"""GitHub through githubkit only: the App's JWT, installation tokens shared through Redis, and the REST calls
the bot makes on one repository. Tarballs are extracted safely.

Responses are read as plain JSON (`response.json()`) rather than githubkit's strict models: those models have
rejected real GitHub payloads before, and the bot only needs a few fields.

Every request of an installation goes through `InstallationAuth` (an httpx auth flow): it takes the token from
the Redis cache (minting one when there is none), and when GitHub refuses it (401: revoked, or the installation's
tokens were reset) drops it from the cache — only if the cache still holds that token — mints a fresh one and
sends the request once more. It also keeps the installation's rate-limit pause: when GitHub answers any worker
with a rate limit, the installation's calls wait (`repgen:gh-pause:<installation>`) instead of hammering on.
Retries follow `bot.app.retries.RetryPolicy`.
"""
from __future__ import annotations

import asyncio
import base64
import io
import json
import logging
import tarfile
import time
from collections.abc import AsyncGenerator, Generator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path, PurePosixPath

import httpx
from githubkit import AppAuthStrategy, GitHub
from githubkit.auth.base import BaseAuthStrategy
from githubkit.exception import GitHubException, RequestFailed

from bot.app.retries import GitHubPaused, RetryPolicy, rate_limit_wait
from bot.settings import Settings

log = logging.getLogger("repgen.github")

TOKEN_KEY = "repgen:token:{iid}"
PAUSE_KEY = "repgen:gh-pause:{iid}"
TOKEN_MARGIN_S = 300          # a token is replaced 5 minutes before GitHub expires it
PERMISSION_RANK = {"none": 0, "read": 1, "triage": 2, "write": 3, "maintain": 4, "admin": 5}
# delete the cached token only if it is still the one GitHub refused (another worker may have replaced it)
_DROP_IF_SAME = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"


class UnsafeArchive(ValueError):
    """The tarball holds something that could escape the extraction folder or exhaust the disk."""


class SharedTransport(httpx.AsyncHTTPTransport):
    """One connection pool for all of an App's calls. githubkit builds and closes an httpx client per request:
    with no transport given, each built its own TLS context (~20 ms of CPU) and connection. Those clients'
    aclose() leaves this pool open; `close()` shuts it."""

    async def aclose(self) -> None:
        pass

    async def close(self) -> None:
        await super().aclose()


def _client(settings: Settings, auth, policy: RetryPolicy, transport: SharedTransport) -> GitHub:
    # no HTTP cache (each worker would keep its own); retries by the one policy
    return GitHub(auth, base_url=settings.github_api_url, http_cache=False, auto_retry=policy.github_retry,
                  trust_env=False, timeout=30.0, user_agent="repgen-bot", async_transport=transport)


class GitHubApp:
    """The App identity. Mints installation tokens and caches them in Redis so every worker shares them."""

    def __init__(self, settings: Settings, redis, policy: RetryPolicy | None = None) -> None:
        if not settings.app_id or not settings.private_key:
            raise ValueError("REPGEN_APP_ID and REPGEN_PRIVATE_KEY (or REPGEN_PRIVATE_KEY_PATH) are required")
        self.settings = settings
        self.redis = redis
        self.policy = policy or RetryPolicy()
        self.transport = SharedTransport()
        self._minting: dict[int, asyncio.Lock] = {}
        self.gh = _client(settings, AppAuthStrategy(settings.app_id, settings.private_key), self.policy,
                          self.transport)

    async def installation_token(self, installation_id: int) -> str:
        return (await self._credentials(installation_id))[0]

    async def _credentials(self, installation_id: int) -> tuple[str, float]:
        """(token, seconds the installation must still wait), in one Redis round trip when the token is cached."""
        key = TOKEN_KEY.format(iid=installation_id)
        cached, paused_until = await self.redis.mget(key, PAUSE_KEY.format(iid=installation_id))
        wait = max(0.0, float(paused_until) - time.time()) if paused_until else 0.0
        if cached:
            return (cached.decode() if isinstance(cached, bytes) else cached), wait
        # one mint at a time per installation in this process: the jobs that start together share it
        async with self._minting.setdefault(installation_id, asyncio.Lock()):
            cached = await self.redis.get(key)
            if cached:
                return (cached.decode() if isinstance(cached, bytes) else cached), wait
            resp = await self.gh.rest.apps.async_create_installation_access_token(installation_id)
            data = resp.json()
            expires = datetime.fromisoformat(data["expires_at"].replace("Z", "+00:00")).timestamp()
            ttl = int(expires - time.time() - TOKEN_MARGIN_S)
            if ttl > 0:
                await self.redis.set(key, data["token"], ex=ttl)
            return data["token"], wait

    async def drop_token(self, installation_id: int, token: str) -> bool:
        """Forget a token GitHub refused; True when it was still the cached one."""
        return bool(await self.redis.eval(_DROP_IF_SAME, 1, TOKEN_KEY.format(iid=installation_id), token))

    async def pause(self, installation_id: int, seconds: float) -> None:
        """Make every worker's calls for this installation wait `seconds` (GitHub's rate-limit answer)."""
        until = time.time() + seconds
        await self.redis.set(PAUSE_KEY.format(iid=installation_id), f"{until:.3f}", px=max(1, int(seconds * 1000)))

    async def installation_for(self, full_name: str) -> int:
        owner, repo = full_name.split("/", 1)
        resp = await self.gh.rest.apps.async_get_repo_installation(owner, repo)
        return int(resp.json()["id"])

    async def repo(self, installation_id: int, full_name: str) -> RepoClient:
        return RepoClient(_client(self.settings, InstallationAuthStrategy(self, installation_id), self.policy,
                                  self.transport), full_name)


class InstallationAuth(httpx.Auth):
    """Token from the shared cache; a refused token dropped and replaced once; the installation's pause kept."""

    def __init__(self, app: GitHubApp, installation_id: int) -> None:
        self.app, self.installation_id = app, installation_id

    def sync_auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        raise RuntimeError("the bot calls GitHub asynchronously only")

    async def async_auth_flow(self, request: httpx.Request) -> AsyncGenerator[httpx.Request, httpx.Response]:
        iid = self.installation_id
        token, wait = await self.app._credentials(iid)
        if wait > 0:
            raise GitHubPaused(wait)     # the retry policy sleeps it off, or hands it to the job
        request.headers["Authorization"] = f"token {token}"
        response = yield request
        if response.status_code == 401:
            dropped = await self.app.drop_token(iid, token)
            log.warning("GitHub refused installation %s's token (401); %s, minting another", iid,
                        "dropped from the cache" if dropped else "already replaced")
            token, _ = await self.app._credentials(iid)
            request.headers["Authorization"] = f"token {token}"
            response = yield request
            if response.status_code == 401:      # refused again: do not keep it either; the job tries later
                await self.app.drop_token(iid, token)
        if response.status_code in (403, 429):
            await response.aread()
            wait = rate_limit_wait(response)
            if wait:
                await self.app.pause(iid, wait)


@dataclass
class InstallationAuthStrategy(BaseAuthStrategy):
    app: GitHubApp
    installation_id: int

    def get_auth_flow(self, github) -> httpx.Auth:
        return InstallationAuth(self.app, self.installation_id)


@dataclass
class RepoClient:
    """The REST calls the bot makes on one repository, as one installation."""
    gh: GitHub
    full_name: str

    @property
    def owner(self) -> str:
        return self.full_name.split("/", 1)[0]

    @property
    def name(self) -> str:
        return self.full_name.split("/", 1)[1]

    async def get_repo(self) -> dict:
        return (await self.gh.rest.repos.async_get(self.owner, self.name)).json()

    async def get_issue(self, number: int) -> dict:
        return (await self.gh.rest.issues.async_get(self.owner, self.name, number)).json()

    async def list_comments(self, number: int) -> list[dict]:
        out: list[dict] = []
        page = 1
        while True:
            resp = await self.gh.rest.issues.async_list_comments(self.owner, self.name, number,
                                                                  per_page=100, page=page)
            items = resp.json()
            out += items
            if len(items) < 100:
                return out
            page += 1

    async def create_comment(self, number: int, body: str) -> dict:
        resp = await self.gh.rest.issues.async_create_comment(self.owner, self.name, number, data={"body": body})
        return resp.json()

    async def update_comment(self, comment_id: int, body: str) -> dict:
        resp = await self.gh.rest.issues.async_update_comment(self.owner, self.name, comment_id,
                                                              data={"body": body})
        return resp.json()

    async def react_issue(self, number: int, content: str = "eyes") -> None:
        await self.gh.rest.reactions.async_create_for_issue(self.owner, self.name, number,
                                                            data={"content": content})

    async def react_comment(self, comment_id: int, content: str = "eyes") -> None:
        await self.gh.rest.reactions.async_create_for_issue_comment(self.owner, self.name, comment_id,
                                                                    data={"content": content})

    async def permission(self, username: str) -> str:
        """The user's role on the repository: none, read, triage, write, maintain or admin."""
        try:
            resp = await self.gh.rest.repos.async_get_collaborator_permission_level(self.owner, self.name,
                                                                                     username)
        except RequestFailed as exc:
            if exc.response.status_code == 404:   # not a collaborator at all
                return "none"
            raise
        data = resp.json()
        role = data.get("role_name") or data.get("permission") or "none"
        return role if role in PERMISSION_RANK else data.get("permission", "none")

    async def get_file(self, path: str, ref: str | None = None) -> str | None:
        try:
            kwargs = {"ref": ref} if ref else {}
            resp = await self.gh.rest.repos.async_get_content(self.owner, self.name, path, **kwargs)
        except RequestFailed as exc:
            if exc.response.status_code == 404:
                return None
            raise
        data = resp.json()
        if not isinstance(data, dict) or data.get("type") != "file":
            return None
        return base64.b64decode(data.get("content", "")).decode("utf-8", "replace")

    async def branch_sha(self, branch: str) -> str | None:
        try:
            resp = await self.gh.rest.git.async_get_ref(self.owner, self.name, f"heads/{branch}")
        except RequestFailed as exc:
            if exc.response.status_code == 404:
                return None
            raise
        return resp.json()["object"]["sha"]

    async def create_branch(self, branch: str, sha: str) -> None:
        await self.gh.rest.git.async_create_ref(self.owner, self.name,
                                                data={"ref": f"refs/heads/{branch}", "sha": sha})

    async def put_file(self, branch: str, path: str, content: str, message: str) -> None:
        data = {"message": message, "content": base64.b64encode(content.encode()).decode(), "branch": branch}
        try:   # updating an existing file needs its blob sha
            resp = await self.gh.rest.repos.async_get_content(self.owner, self.name, path, ref=branch)
            existing = resp.json()
            if isinstance(existing, dict) and existing.get("sha"):
                data["sha"] = existing["sha"]
        except RequestFailed as exc:
            if exc.response.status_code != 404:
                raise
        await self.gh.rest.repos.async_create_or_update_file_contents(self.owner, self.name, path, data=data)

    async def find_pull(self, branch: str) -> dict | None:
        resp = await self.gh.rest.pulls.async_list(self.owner, self.name, head=f"{self.owner}:{branch}",
                                                   state="open")
        items = resp.json()
        return items[0] if items else None

    async def create_pull(self, branch: str, base: str, title: str, body: str) -> dict:
        resp = await self.gh.rest.pulls.async_create(self.owner, self.name, data={
            "title": title, "head": branch, "base": base, "body": body, "draft": True})
        return resp.json()

    async def download_tarball(self, ref: str, max_bytes: int = 200_000_000) -> bytes:
        resp = await self.gh.rest.repos.async_download_tarball_archive(self.owner, self.name, ref)
        if len(resp.content) > max_bytes:
            raise UnsafeArchive(f"tarball is {len(resp.content)} bytes, over the {max_bytes} cap")
        return resp.content


def _inside(root: PurePosixPath, name: str) -> PurePosixPath:
    """`name` relative to `root`, refusing absolute paths and `..` anywhere."""
    p = PurePosixPath(name)
    drive_like = bool(p.parts) and ":" in p.parts[0]          # "C:/..." from an archive made on Windows
    if p.is_absolute() or name.startswith(("/", "\\")) or ".." in p.parts or drive_like:
        raise UnsafeArchive(f"unsafe path in archive: {name!r}")
    return root / p


def safe_extract(data: bytes, dest: str | Path, *, max_files: int = 20_000,
                 max_total_bytes: int = 500_000_000, max_file_bytes: int = 100_000_000) -> Path:
    """Extract a GitHub tarball into `dest` and return the repository root (the archive's single top folder).

    Refused: absolute paths, `..`, links whose target leaves the tree, hard links, devices and fifos, more
    than `max_files` members, members or totals over the byte caps. Checked before anything is written.
    """
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    root = PurePosixPath(".")
    try:
        tar = tarfile.open(fileobj=io.BytesIO(data), mode="r:*")
    except tarfile.TarError as exc:
        raise UnsafeArchive(f"not a tar archive: {exc}") from exc
    with tar:
        members = []
        total = 0
        for count, m in enumerate(tar, 1):
            if count > max_files:
                raise UnsafeArchive(f"archive has more than {max_files} files")
            if m.name in ("pax_global_header",) or m.type in (tarfile.XGLTYPE, tarfile.XHDTYPE):
                continue
            target = _inside(root, m.name)
            if m.issym():
                link = PurePosixPath(m.linkname)
                if link.is_absolute():
                    raise UnsafeArchive(f"link {m.name!r} points to an absolute path")
                resolved = _normalise(target.parent / link)
                if resolved is None:
                    raise UnsafeArchive(f"link {m.name!r} leaves the tree")
            elif m.islnk():
                raise UnsafeArchive(f"hard link {m.name!r} refused")
            elif not (m.isfile() or m.isdir()):
                raise UnsafeArchive(f"special file {m.name!r} refused")
            if m.isfile():
                if m.size > max_file_bytes:
                    raise UnsafeArchive(f"{m.name!r} is {m.size} bytes, over the {max_file_bytes} cap")
                total += m.size
                if total > max_total_bytes:
                    raise UnsafeArchive(f"archive expands past {max_total_bytes} bytes")
            members.append(m)
        # the "data" filter repeats the checks in the standard library and drops modes like setuid
        tar.extractall(dest, members=members, filter="data")
    tops = [p for p in dest.iterdir()]
    return tops[0] if len(tops) == 1 and tops[0].is_dir() else dest


def _normalise(p: PurePosixPath) -> PurePosixPath | None:
    parts: list[str] = []
    for part in p.parts:
        if part in (".", ""):
            continue
        if part == "..":
            if not parts:
                return None
            parts.pop()
        else:
            parts.append(part)
    return PurePosixPath(*parts) if parts else PurePosixPath(".")


def describe_error(exc: BaseException) -> str:
    if isinstance(exc, RequestFailed):
        try:
            msg = json.loads(exc.response.text).get("message", "")
        except ValueError:
            msg = exc.response.text[:200]
        return f"GitHub answered {exc.response.status_code}: {msg}"
    if isinstance(exc, GitHubException):
        return f"GitHub error: {exc}"
    return f"{type(exc).__name__}: {exc}"
