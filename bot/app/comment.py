"""The one living comment per issue: created when a run starts, edited as stages finish, final at the end.

The bot finds its comment again by a hidden marker, so a retried or restarted job edits the same comment
instead of adding another (bedevere's trick). Edits are throttled: GitHub notifies nobody on edits, but
rate limits still count them.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from bot.core import templating
from bot.core.summary import final_view, with_defaults

__all__ = ["MARKER", "LivingComment", "Progress", "StageLine", "final_view", "headline_for", "is_ours", "render",
           "render_pr_body", "repro_test_path"]

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


def repro_test_path(issue_number: int) -> str:
    return f"tests/repgen/test_issue_{issue_number}.py"


def is_ours(comment: dict, bot_login: str | None) -> bool:
    """The bot's own marked comment; a person quoting the marker must not be taken for it."""
    user = comment.get("user") or {}
    login = user.get("login", "")
    mine = login == bot_login if bot_login else (user.get("type") == "Bot" or login.endswith("[bot]"))
    return mine and MARKER in (comment.get("body") or "")


class LivingComment:
    """Find-or-create the marked comment and edit it, at most once per `min_interval_s` unless forced."""

    def __init__(self, client, issue_number: int, bot_login: str | None, min_interval_s: float = 5.0) -> None:
        self.client, self.issue_number, self.bot_login = client, issue_number, bot_login
        self.min_interval_s = min_interval_s
        self.comment_id: int | None = None
        self.html_url: str | None = None
        self._last_body: str | None = None
        self._last_edit = 0.0

    async def find(self) -> dict | None:
        for c in await self.client.list_comments(self.issue_number):
            if is_ours(c, self.bot_login):
                self.comment_id, self.html_url, self._last_body = c["id"], c.get("html_url"), c.get("body")
                return c
        return None

    async def show(self, body: str, *, force: bool = False) -> bool:
        """Create or edit the comment; False when the edit was skipped by the throttle or unchanged."""
        if body == self._last_body:
            return False
        now = time.monotonic()
        if self.comment_id is None:
            await self.find()
        if self.comment_id is None:
            c = await self.client.create_comment(self.issue_number, body)
            self.comment_id, self.html_url = c["id"], c.get("html_url")
        else:
            if not force and now - self._last_edit < self.min_interval_s:
                return False
            await self.client.update_comment(self.comment_id, body)
        self._last_body, self._last_edit = body, now
        return True
