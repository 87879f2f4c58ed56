"""A fake GitHub REST API (the endpoints RepGen uses) with state and a request log.

Shapes come from real payloads (/work/shared/github-payloads) so githubkit's models accept them. Auth is
checked like GitHub does: App endpoints need an RS256 JWT from the App's key; repository endpoints need an
installation token that this fake minted for an installation with access to the repository.
"""
from __future__ import annotations

import asyncio
import base64
import copy
import hashlib
import io
import itertools
import json
import random
import re
import secrets
import tarfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import jwt
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from .payloads import load_payload


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def make_tarball(files: dict[str, bytes | str], top: str = "owner-repo-0000000") -> bytes:
    """A .tar.gz shaped like GitHub's archive: everything under one top folder."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for path, data in sorted(files.items()):
            raw = data.encode() if isinstance(data, str) else data
            info = tarfile.TarInfo(f"{top}/{path}")
            info.size, info.mode, info.mtime = len(raw), 0o644, int(time.time())
            tar.addfile(info, io.BytesIO(raw))
    return buf.getvalue()


@dataclass
class Logged:
    method: str
    path: str
    query: dict
    auth: str
    body: object
    at: float = field(default_factory=time.monotonic)
    status: int | None = None        # set when a fault answered instead of the handler


SECONDARY_MESSAGE = ("You have exceeded a secondary rate limit. Please wait a few minutes before you try again. "
                     "If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000.")
RATE_DOCS = "https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api"


@dataclass
class Fault:
    """An answer GitHub gives when things go wrong, injected in place of (or after) the real handler.

    `times` matching requests (method, path regex, and `body` in the request's body when given) are hit (None:
    no count), each with probability `rate`, until `until` (time.monotonic(); None: no deadline). `after`: the request is carried out first and the failure answered
    after it (a 502 from a proxy after GitHub made the comment). `revoke`: the token the request carries is
    revoked first, so it and every later use of it get 401, as when an installation's tokens are reset."""
    kind: str
    status: int
    method: str | None = None
    pattern: str = ""
    times: int | None = 1
    rate: float = 1.0
    until: float | None = None
    headers: dict[str, str] = field(default_factory=dict)
    message: str = "injected failure"
    after: bool = False
    revoke: bool = False
    body: str | None = None

    def live(self) -> bool:
        return (self.times is None or self.times > 0) and (self.until is None or time.monotonic() < self.until)

    @classmethod
    def secondary_rate_limit(cls, retry_after: int = 1, **kw) -> Fault:
        """GitHub's secondary limit: 403 with Retry-After and quota left (githubkit: SecondaryRateLimitExceeded)."""
        reset = str(int(time.time()) + 3600)
        return cls("403-secondary", 403, headers={"retry-after": str(retry_after), "x-ratelimit-limit": "5000",
                                                  "x-ratelimit-remaining": "4321", "x-ratelimit-reset": reset,
                                                  "x-ratelimit-resource": "core"},
                   message=SECONDARY_MESSAGE, **kw)

    @classmethod
    def too_many_requests(cls, retry_after: int = 1, **kw) -> Fault:
        return cls("429", 429, headers={"retry-after": str(retry_after)}, message=SECONDARY_MESSAGE, **kw)

    @classmethod
    def primary_rate_limit(cls, reset_in_s: int = 1, **kw) -> Fault:
        """The hourly quota spent: 403, remaining 0, reset time (githubkit: PrimaryRateLimitExceeded)."""
        return cls("403-primary", 403, headers={"x-ratelimit-limit": "5000", "x-ratelimit-remaining": "0",
                                                "x-ratelimit-reset": str(int(time.time()) + reset_in_s),
                                                "x-ratelimit-resource": "core"},
                   message="API rate limit exceeded for installation ID 957387.", **kw)

    @classmethod
    def bad_gateway(cls, after: bool = False, **kw) -> Fault:
        return cls("502-after" if after else "502", 502, message="Server Error", after=after, **kw)

    @classmethod
    def token_revoked(cls, **kw) -> Fault:
        return cls("401", 401, message="Bad credentials", revoke=True, **kw)


@dataclass
class FakeRepo:
    full_name: str
    installation_id: int
    default_branch: str = "main"
    commits: dict[str, dict[str, bytes]] = field(default_factory=dict)   # sha -> snapshot
    refs: dict[str, str] = field(default_factory=dict)                  # "heads/main" -> sha
    issues: dict[int, dict] = field(default_factory=dict)
    comments: dict[int, dict] = field(default_factory=dict)             # id -> comment (with issue number)
    reactions: list[dict] = field(default_factory=list)
    pulls: list[dict] = field(default_factory=list)
    permissions: dict[str, str] = field(default_factory=dict)           # login -> role name
    tarball_override: bytes | None = None                               # serve these bytes instead

    @property
    def owner(self) -> str:
        return self.full_name.split("/")[0]

    @property
    def name(self) -> str:
        return self.full_name.split("/")[1]

    def commit(self, branch: str, files: dict[str, bytes | str]) -> str:
        base = dict(self.commits.get(self.refs.get(f"heads/{branch}", ""), {}))
        base.update({p: d.encode() if isinstance(d, str) else d for p, d in files.items()})
        sha = hashlib.sha1(repr(sorted(base.items())).encode() + secrets.token_bytes(4)).hexdigest()
        self.commits[sha] = base
        self.refs[f"heads/{branch}"] = sha
        return sha

    def issue_comments(self, number: int) -> list[dict]:
        return [c for c in sorted(self.comments.values(), key=lambda c: c["id"]) if c["_issue"] == number]


class FakeGitHub:
    """State + starlette app. Tests reach into `repos`, `log` and `fail` directly."""

    def __init__(self, app_id: int, public_key: str, bot_login: str = "repgen[bot]") -> None:
        self.app_id, self.public_key, self.bot_login = app_id, public_key, bot_login
        self.repos: dict[str, FakeRepo] = {}
        self.tokens: dict[str, tuple[int, float]] = {}         # token -> (installation id, expiry)
        self.log: list[Logged] = []
        self.faults: list[Fault] = []
        self.injected: Counter = Counter()                     # fault kind -> requests it answered
        self.rng = random.Random(0)
        self.manifests: dict[str, dict] = {}                   # code -> App credentials
        self.delay_s = 0.0
        self._ids = itertools.count(1000)
        self._lock = threading.Lock()
        self.app = Starlette(routes=self._routes())

    # ---------------------------------------------------------------- set-up helpers
    def add_repo(self, full_name: str, installation_id: int, files: dict[str, bytes | str] | None = None,
                 default_branch: str = "main") -> FakeRepo:
        repo = FakeRepo(full_name, installation_id, default_branch)
        repo.commit(default_branch, files or {"README.md": "hello\n"})
        self.repos[full_name] = repo
        return repo

    def add_issue(self, full_name: str, number: int, title: str, body: str, author: str = "reporter") -> dict:
        issue = load_payload("issues/opened", repo=full_name, issue_number=number, title=title, body=body,
                             sender=author)["issue"]
        self.repos[full_name].issues[number] = issue
        return issue

    def add_comment(self, full_name: str, number: int, body: str, author: str = "reporter") -> dict:
        """A comment written by someone else (the API only lets the fake write as the bot)."""
        cid = self._next_id()
        comment = copy.deepcopy(load_payload("issue_comment/created", sender=author)["comment"])
        comment.update(id=cid, body=body, _issue=number)
        self.repos[full_name].comments[cid] = comment
        return comment

    def requests(self, method: str | None = None, pattern: str = "") -> list[Logged]:
        return [r for r in self.log if (method is None or r.method == method) and re.search(pattern, r.path)]

    def fail_next(self, method: str, pattern: str, status: int = 502, times: int = 1) -> None:
        self.faults.append(Fault(str(status), status, method=method, pattern=pattern, times=times))

    def inject(self, fault: Fault) -> Fault:
        self.faults.append(fault)
        return fault

    def storm(self, faults: list[Fault], seconds: float, rate: float) -> None:
        """For `seconds`, each request matching a fault is hit by it with probability `rate`."""
        until = time.monotonic() + seconds
        for f in faults:
            f.times, f.until, f.rate = None, until, rate
            self.faults.append(f)

    def _pick_fault(self, request: Request, entry: Logged) -> Fault | None:
        with self._lock:
            for f in self.faults:
                if not f.live() or (f.method and f.method != request.method):
                    continue
                if f.body is not None and f.body not in json.dumps(entry.body, ensure_ascii=False):
                    continue
                if not re.search(f.pattern, request.url.path) or (f.rate < 1 and self.rng.random() >= f.rate):
                    continue
                if f.revoke and not request.headers.get("authorization", "").startswith("token "):
                    continue          # only installation tokens are revoked
                if f.times is not None:
                    f.times -= 1
                self.injected[f.kind] += 1
                return f
        return None

    def _fault_response(self, fault: Fault, request: Request, entry: Logged) -> Response:
        if fault.revoke:
            token = request.headers.get("authorization", "").split(" ", 1)[-1]
            self.tokens.pop(token, None)
        entry.status = fault.status
        return JSONResponse({"message": fault.message, "documentation_url": RATE_DOCS}, fault.status,
                            headers=fault.headers)

    def _next_id(self) -> int:
        with self._lock:
            return next(self._ids)

    # ---------------------------------------------------------------- auth
    def _app_auth(self, request: Request) -> bool:
        auth = request.headers.get("authorization", "")
        if not auth.startswith("Bearer "):
            return False
        try:
            claims = jwt.decode(auth[7:], self.public_key, algorithms=["RS256"])
        except jwt.PyJWTError:
            return False
        return str(claims.get("iss")) == str(self.app_id)

    def _repo_auth(self, request: Request) -> FakeRepo | Response:
        full = f"{request.path_params['owner']}/{request.path_params['repo']}"
        repo = self.repos.get(full)
        if repo is None:
            return JSONResponse({"message": "Not Found"}, 404)
        auth = request.headers.get("authorization", "")
        token = auth.split(" ", 1)[1] if " " in auth else ""
        inst, expiry = self.tokens.get(token, (None, 0.0))
        if inst is None or expiry < time.time():
            return JSONResponse({"message": "Bad credentials"}, 401)
        if inst != repo.installation_id:
            return JSONResponse({"message": "Resource not accessible by integration"}, 403)
        return repo

    # ---------------------------------------------------------------- routes
    def _routes(self) -> list[Route]:
        R = "/repos/{owner}/{repo}"
        return [
            Route("/app/installations/{iid:int}/access_tokens", self.create_token, methods=["POST"]),
            Route(R + "/installation", self.repo_installation, methods=["GET"]),
            Route("/app-manifests/{code}/conversions", self.manifest_conversion, methods=["POST"]),
            Route(R, self.get_repo, methods=["GET"]),
            Route(R + "/issues/{number:int}", self.get_issue, methods=["GET"]),
            Route(R + "/issues/{number:int}/comments", self.issue_comments, methods=["GET", "POST"]),
            Route(R + "/issues/comments/{cid:int}", self.edit_comment, methods=["PATCH", "GET"]),
            Route(R + "/issues/{number:int}/reactions", self.react, methods=["POST"]),
            Route(R + "/issues/comments/{cid:int}/reactions", self.react, methods=["POST"]),
            Route(R + "/collaborators/{user}/permission", self.permission, methods=["GET"]),
            Route(R + "/git/ref/{ref:path}", self.get_ref, methods=["GET"]),
            Route(R + "/git/refs", self.create_ref, methods=["POST"]),
            Route(R + "/contents/{path:path}", self.contents, methods=["GET", "PUT"]),
            Route(R + "/pulls", self.pulls, methods=["GET", "POST"]),
            Route(R + "/tarball/{ref:path}", self.tarball_redirect, methods=["GET"]),
            Route("/_codeload/{owner}/{repo}/{ref:path}", self.codeload, methods=["GET"]),
        ]

    async def _record(self, request: Request) -> Logged:
        raw = await request.body()
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = raw
        entry = Logged(request.method, request.url.path, dict(request.query_params),
                       request.headers.get("authorization", ""), body)
        self.log.append(entry)
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        return entry

    def _wrap(handler):  # noqa: N805 - decorator used inside the class body
        async def inner(self, request: Request) -> Response:
            entry = await self._record(request)
            fault = self._pick_fault(request, entry)
            if fault is not None and not fault.after:
                return self._fault_response(fault, request, entry)
            response = await handler(self, request)
            if fault is not None and response.status_code < 400:
                return self._fault_response(fault, request, entry)
            return response
        return inner

    def _repo_json(self, repo: FakeRepo) -> dict:
        data = load_payload("issues/opened", repo=repo.full_name)["repository"]
        data["default_branch"] = repo.default_branch
        return data

    def _user(self, login: str, kind: str = "User") -> dict:
        user = copy.deepcopy(load_payload("issues/opened")["sender"])
        user.update(login=login, type=kind)
        return user

    @_wrap
    async def create_token(self, request: Request) -> Response:
        if not self._app_auth(request):
            return JSONResponse({"message": "A JSON web token could not be decoded"}, 401)
        iid = request.path_params["iid"]
        if not any(r.installation_id == iid for r in self.repos.values()):
            return JSONResponse({"message": "Not Found"}, 404)
        token = "ghs_" + secrets.token_hex(18)
        expires = datetime.now(UTC) + timedelta(hours=1)
        self.tokens[token] = (iid, expires.timestamp())
        return JSONResponse({"token": token, "expires_at": expires.strftime("%Y-%m-%dT%H:%M:%SZ"),
                             "permissions": {"issues": "write", "contents": "write",
                                             "pull_requests": "write", "metadata": "read"},
                             "repository_selection": "selected"}, 201)

    @_wrap
    async def repo_installation(self, request: Request) -> Response:
        if not self._app_auth(request):
            return JSONResponse({"message": "A JSON web token could not be decoded"}, 401)
        repo = self.repos.get(f"{request.path_params['owner']}/{request.path_params['repo']}")
        if repo is None:
            return JSONResponse({"message": "Not Found"}, 404)
        inst = load_payload("installation/created")["installation"]
        inst.update(id=repo.installation_id, app_id=self.app_id)
        return JSONResponse(inst)

    @_wrap
    async def manifest_conversion(self, request: Request) -> Response:
        creds = self.manifests.get(request.path_params["code"])
        if creds is None:
            return JSONResponse({"message": "Not Found"}, 404)
        return JSONResponse(creds, 201)

    @_wrap
    async def get_repo(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        return repo if isinstance(repo, Response) else JSONResponse(self._repo_json(repo))

    @_wrap
    async def get_issue(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        issue = repo.issues.get(request.path_params["number"])
        return JSONResponse(issue) if issue else JSONResponse({"message": "Not Found"}, 404)

    def _comment_json(self, c: dict) -> dict:
        return {k: v for k, v in c.items() if not k.startswith("_")}

    @_wrap
    async def issue_comments(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        number = request.path_params["number"]
        if request.method == "GET":
            items = repo.issue_comments(number)
            per_page = int(request.query_params.get("per_page", 30))
            page = int(request.query_params.get("page", 1))
            chunk = items[(page - 1) * per_page: page * per_page]
            return JSONResponse([self._comment_json(c) for c in chunk])
        body = (await request.json())["body"]
        cid = self._next_id()
        comment = copy.deepcopy(load_payload("issue_comment/created")["comment"])
        comment.update(id=cid, body=body, user=self._user(self.bot_login, "Bot"), created_at=_now(),
                       updated_at=_now(), author_association="NONE", _issue=number,
                       url=f"https://api.github.com/repos/{repo.full_name}/issues/comments/{cid}",
                       html_url=f"https://github.com/{repo.full_name}/issues/{number}#issuecomment-{cid}")
        repo.comments[cid] = comment
        return JSONResponse(self._comment_json(comment), 201)

    @_wrap
    async def edit_comment(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        comment = repo.comments.get(request.path_params["cid"])
        if comment is None:
            return JSONResponse({"message": "Not Found"}, 404)
        if request.method == "PATCH":
            comment.update(body=(await request.json())["body"], updated_at=_now())
        return JSONResponse(self._comment_json(comment))

    @_wrap
    async def react(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        content = (await request.json())["content"]
        reaction = {"id": self._next_id(), "node_id": "MDg6UmVhY3Rpb24x", "user": self._user(self.bot_login, "Bot"),
                    "content": content, "created_at": _now(),
                    "_target": ("comment", request.path_params["cid"]) if "cid" in request.path_params
                    else ("issue", request.path_params["number"])}
        repo.reactions.append(reaction)
        return JSONResponse({k: v for k, v in reaction.items() if not k.startswith("_")}, 201)

    @_wrap
    async def permission(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        user = request.path_params["user"]
        role = repo.permissions.get(user, "none")
        # GitHub's legacy `permission` folds maintain into write and triage into read
        legacy = {"maintain": "write", "triage": "read"}.get(role, role)
        return JSONResponse({"permission": legacy, "role_name": role, "user": self._user(user)})

    def _ref_json(self, repo: FakeRepo, ref: str) -> dict:
        return {"ref": f"refs/{ref}", "node_id": "MDM6UmVmcmVmcy9oZWFkcy9mZWF0dXJlQQ==",
                "url": f"https://api.github.com/repos/{repo.full_name}/git/refs/{ref}",
                "object": {"type": "commit", "sha": repo.refs[ref],
                           "url": f"https://api.github.com/repos/{repo.full_name}/git/commits/{repo.refs[ref]}"}}

    @_wrap
    async def get_ref(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        ref = request.path_params["ref"]
        if ref not in repo.refs:
            return JSONResponse({"message": "Not Found"}, 404)
        return JSONResponse(self._ref_json(repo, ref))

    @_wrap
    async def create_ref(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        data = await request.json()
        ref = data["ref"].removeprefix("refs/")
        if ref in repo.refs:
            return JSONResponse({"message": "Reference already exists"}, 422)
        if data["sha"] not in repo.commits:
            return JSONResponse({"message": "Object does not exist"}, 422)
        repo.refs[ref] = data["sha"]
        return JSONResponse(self._ref_json(repo, ref), 201)

    def _resolve(self, repo: FakeRepo, ref: str | None) -> str | None:
        ref = ref or repo.default_branch
        if ref in repo.commits:
            return ref
        return repo.refs.get(f"heads/{ref}")

    @_wrap
    async def contents(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        path = request.path_params["path"]
        if request.method == "GET":
            sha = self._resolve(repo, request.query_params.get("ref"))
            data = repo.commits.get(sha or "", {}).get(path)
            if data is None:
                return JSONResponse({"message": "Not Found"}, 404)
            blob = hashlib.sha1(data).hexdigest()
            return JSONResponse({"type": "file", "encoding": "base64", "size": len(data), "name": path.split("/")[-1],
                                 "path": path, "content": base64.b64encode(data).decode(), "sha": blob,
                                 "url": "", "git_url": None, "html_url": None, "download_url": None,
                                 "_links": {"self": "", "git": None, "html": None}})
        data = await request.json()
        branch = data.get("branch") or repo.default_branch
        if f"heads/{branch}" not in repo.refs:
            return JSONResponse({"message": f"Branch {branch} not found"}, 404)
        sha = repo.commit(branch, {path: base64.b64decode(data["content"])})
        return JSONResponse({"content": {"name": path.split("/")[-1], "path": path, "sha": sha},
                             "commit": {"sha": sha, "message": data.get("message", "")}}, 201)

    @_wrap
    async def pulls(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        if request.method == "GET":
            head = request.query_params.get("head")
            state = request.query_params.get("state", "open")
            items = [p for p in repo.pulls if (not head or f"{repo.owner}:{p['head']['ref']}" == head)
                     and (state == "all" or p["state"] == state)]
            return JSONResponse(items)
        data = await request.json()
        if f"heads/{data['head']}" not in repo.refs:
            return JSONResponse({"message": "Validation Failed", "errors": [{"field": "head"}]}, 422)
        number = max([*repo.issues, *[p["number"] for p in repo.pulls], 0]) + 1
        pull = {"id": self._next_id(), "number": number, "state": "open", "draft": bool(data.get("draft")),
                "title": data["title"], "body": data.get("body"), "head": {"ref": data["head"]},
                "base": {"ref": data["base"]},
                "html_url": f"https://github.com/{repo.full_name}/pull/{number}"}
        repo.pulls.append(pull)
        return JSONResponse(pull, 201)

    @_wrap
    async def tarball_redirect(self, request: Request) -> Response:
        repo = self._repo_auth(request)
        if isinstance(repo, Response):
            return repo
        # like GitHub: a redirect to a short-lived codeload URL that needs no token
        return RedirectResponse(f"/_codeload/{repo.owner}/{repo.name}/{request.path_params['ref']}", 302)

    @_wrap
    async def codeload(self, request: Request) -> Response:
        repo = self.repos.get(f"{request.path_params['owner']}/{request.path_params['repo']}")
        if repo is None:
            return JSONResponse({"message": "Not Found"}, 404)
        if repo.tarball_override is not None:
            return Response(repo.tarball_override, media_type="application/x-gzip")
        sha = self._resolve(repo, request.path_params["ref"])
        if sha is None:
            return JSONResponse({"message": "Not Found"}, 404)
        top = f"{repo.owner}-{repo.name}-{sha[:7]}"
        return Response(make_tarball(repo.commits[sha], top), media_type="application/x-gzip")
