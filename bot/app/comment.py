"""The one living comment per issue: created when a run starts, edited as stages finish, final at the end.

The bot finds its comment again by a hidden marker, so a retried or restarted job edits the same comment
instead of adding another (bedevere's trick). Progress edits are coalesced: GitHub notifies nobody on edits,
but rate limits still count them, so at most one edit per interval goes out, and it carries the latest state.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field

from bot.core import relocate, templating
from bot.core.summary import final_view, with_defaults

__all__ = ["MARKER", "LivingComment", "Progress", "StageLine", "final_view", "headline_for", "is_ours", "render",
           "render_pr_body", "repro_test_path"]

log = logging.getLogger("repgen.comment")

MARKER = "<!-- repgen:issue -->"

# the pipeline's stages as the comment lists them; stages the pipeline reports that are not here are appended
STAGES = [
    ("fetch", "Fetch the repository"),
    ("parse", "Parse the report"),
    ("context", "Index the code and retrieve context"),
    ("plan", "Plan the reproduction"),
    ("generate", "Generate the test"),
    ("validate", "Static checks"),
    ("run", "Run the test in the sandbox"),
    ("verdict", "Verdict"),
]
MAX_COMMENT = 65000          # GitHub's limit is 65536 characters

@dataclass
class StageLine:
    key: str
    label: str
    done: bool = False
    running: bool = False
    detail: str = ""


@dataclass
class Progress:
    """Checklist state, fed by the pipeline's `on_stage(name, detail)` calls."""
    stages: list[StageLine] = field(default_factory=lambda: [StageLine(k, label) for k, label in STAGES])

    def finish(self, key: str, detail: str = "") -> None:
        line = next((s for s in self.stages if s.key == key), None)
        if line is None:
            line = StageLine(key, key.replace("_", " ").capitalize())
            self.stages.insert(len(self.stages) - 1, line)   # before the verdict
        line.done, line.running, line.detail = True, False, detail or line.detail
        # everything listed before a finished stage is done too (the pipeline may skip reporting some)
        idx = self.stages.index(line)
        for earlier in self.stages[:idx]:
            earlier.done, earlier.running = True, False
        nxt = next((s for s in self.stages[idx + 1:] if not s.done), None)
        for s in self.stages:
            s.running = s is nxt

    def update(self, key: str, status: str, detail: str = "") -> None:
        """bot.core.pipeline's on_stage(stage, status, detail): started | done | failed."""
        if status == "done":
            self.finish(key, detail)
            return
        line = next((s for s in self.stages if s.key == key), None)
        if line is None:
            return
        for s in self.stages:
            s.running = s is line
        if status == "failed":
            line.detail = f"✗ {detail}" if detail else "✗"
        elif detail:
            line.detail = detail

    def start(self) -> None:
        if self.stages and not any(s.running or s.done for s in self.stages):
            self.stages[0].running = True

    def halt(self, detail: str) -> None:
        """The run ended before its verdict (cancelled, refused, an error): nothing is running any more."""
        for s in self.stages:
            if s.running:
                s.running = False
                s.detail = f"{s.detail}; {detail}" if s.detail else detail


def render(*, headline: str, progress: Progress | None = None, final: dict | None = None,
           notice: str | None = None) -> str:
    """The comment's body: the checklist while running; once final, the verdict on top and no checklist."""
    final = with_defaults(final) if final else None
    stages = progress.stages if progress and not final else []
    body = templating.render("comment.md.j2", marker=MARKER, headline=headline, stages=stages, final=final,
                             notice=notice)
    if len(body) > MAX_COMMENT and final and final.get("test"):
        # the test is on the PR branch or in the run artefacts; keep the verdict readable
        final = {**final, "test": final["test"][:20000] + "\n# ... (truncated)", "charts": []}
        body = templating.render("comment.md.j2", marker=MARKER, headline=headline, stages=stages, final=final,
                                 notice=notice)
    return body[:MAX_COMMENT]


HEADLINES = {"reproduced": "reproduced ✅", "not_reproduced": "not reproduced",
             "inconclusive": "inconclusive: the run could not tell"}


def headline_for(final: dict) -> str:
    return HEADLINES.get(final.get("outcome") or "", "reproduced ✅" if final.get("reproduced") else "not reproduced")


def render_pr_body(**fields) -> str:
    return templating.render("pr_body.md.j2", **fields)


def repro_test_path(issue_number: int, repo_dir: str | None = None) -> str:
    """Where the pull request puts the test (the repository's own test folder, when its checkout is at hand)."""
    return relocate.repro_test_path(repo_dir, issue_number)


def is_ours(comment: dict, bot_login: str | None) -> bool:
    """The bot's own marked comment; a person quoting the marker must not be taken for it."""
    user = comment.get("user") or {}
    login = user.get("login", "")
    mine = login == bot_login if bot_login else (user.get("type") == "Bot" or login.endswith("[bot]"))
    return mine and MARKER in (comment.get("body") or "")


class LivingComment:
    """Find-or-create the marked comment and keep it showing the latest state.

    `update(body)` (progress; no await, call it on the event loop): edits go out at most once per
    `min_interval_s`. A body that comes sooner is not dropped: it replaces the one waiting, and a background flush
    sends the latest as soon as the interval allows. A progress edit GitHub refuses stays waiting and is tried
    again one interval later.
    `write(body)` (the first and the last word): drops what is waiting, lets an edit in flight finish, writes now
    and raises when GitHub does not take it, so the job is retried and writes it again. The comment then always
    ends on the state written last.
    """

    def __init__(self, client, issue_number: int, bot_login: str | None, min_interval_s: float = 5.0) -> None:
        self.client, self.issue_number, self.bot_login = client, issue_number, bot_login
        self.min_interval_s = min_interval_s
        self.comment_id: int | None = None
        self.html_url: str | None = None
        self.edits = 0                      # edits and creations sent (for tests and logs)
        self._last_body: str | None = None
        self._last_edit = float("-inf")
        self._waiting: str | None = None
        self._flusher: asyncio.Task | None = None
        self._writing = asyncio.Lock()
        self._closing = False

    async def find(self) -> dict | None:
        for c in await self.client.list_comments(self.issue_number):
            if is_ours(c, self.bot_login):
                self.comment_id, self.html_url, self._last_body = c["id"], c.get("html_url"), c.get("body")
                return c
        return None

    async def _send(self, body: str) -> None:
        async with self._writing:
            if self.comment_id is None:
                await self.find()        # a retried job, or a create that GitHub made but answered with an error
            if body == self._last_body:
                return
            if self.comment_id is None:
                c = await self.client.create_comment(self.issue_number, body)
                self.comment_id, self.html_url = c["id"], c.get("html_url")
            else:
                await self.client.update_comment(self.comment_id, body)
            self._last_body, self._last_edit = body, time.monotonic()
            self.edits += 1

    def update(self, body: str) -> None:
        self._waiting = body
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.get_running_loop().create_task(self._flush())

    async def _flush(self) -> None:
        while self._waiting is not None and not self._closing:
            delay = self._last_edit + self.min_interval_s - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            body, self._waiting = self._waiting, None
            try:
                await self._send(body)
            except Exception as exc:  # noqa: BLE001 - progress may lag; the final write raises
                log.warning("progress edit failed (%s); the latest state is sent later", type(exc).__name__)
                if self._waiting is None:
                    self._waiting = body
                self._last_edit = time.monotonic()

    async def discard(self) -> None:
        """Drop what is waiting; an edit already on its way is let finish (or fail) first."""
        self._waiting = None
        flusher = self._flusher
        if flusher is None or flusher.done():
            return
        self._closing = True
        try:
            if not self._writing.locked():
                flusher.cancel()         # it is only sleeping out the interval
            with contextlib.suppress(asyncio.CancelledError):
                await flusher
        finally:
            self._closing = False

    async def write(self, body: str) -> None:
        await self.discard()
        await self._send(body)
