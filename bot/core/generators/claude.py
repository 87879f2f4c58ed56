"""Claude as the test generator: a tool-use conversation that ends in a structured plan and a test.

One `ClaudeGenerator` serves one issue: its budget (tokens and dollars, counted from the API's usage
fields) spans all attempts. The repository context sits in the system prompt behind a cache
breakpoint, so later turns and attempts read it from the prompt cache. API failures that survive
the SDK's bounded retries (429, 5xx, 529 overloaded, connection errors) raise `ClaudeUnavailable`
so that the caller falls back to the offline generator. Malformed or truncated model output is
answered with a nudge, never a crash.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

import anthropic
import yaml

from bot.core import templating
from bot.core.api_compat import check_report
from bot.core.cause import repair_from_edit
from bot.core.generators.base import GeneratedTest, GenerationJob, Usage
from bot.core.generators.claude_tools import (
    SearchFn,
    ToolError,
    format_entry_points,
    format_snippets,
    lexical_search,
    python_files,
    read_code,
    summarize_run,
    syntax_error,
)
from bot.core.generators.offline import support_function
from bot.core.plan import STAGES, Plan
from bot.settings import Settings
from runner.models import RunResult

MAX_TOKENS = 8192
MIN_OUTPUT_TOKENS = 1024      # a request that may answer less than this is not worth its input
MAX_RUNS_PER_ATTEMPT = 4
MAX_MALFORMED = 2
CONTEXT_SNIPPETS = 12

# USD per million tokens: input, output, cache write (5 min), cache read
# USD per million tokens: (input, output, 5-minute cache write, cache read), by model-id prefix, the longest
# prefix wins. From the model pages of platform.claude.com, read 2026-12-01; where a page gives no cache rates
# (Fable 5.1, Haiku 5.5) the usual 1.25x / 0.1x of input is assumed.
PRICES: dict[str, tuple[float, float, float, float]] = {
    "claude-fable-5": (10.0, 50.0, 12.5, 1.0),
    "claude-opus-5-5": (4.0, 20.0, 5.0, 0.2),
    "claude-opus-5": (5.0, 25.0, 6.25, 0.5),
    "claude-opus-4": (5.0, 25.0, 6.25, 0.5),            # Opus 4.5 and later 4.x
    "claude-opus-4-0": (15.0, 75.0, 18.75, 1.5),
    "claude-opus-4-1": (15.0, 75.0, 18.75, 1.5),
    "claude-opus-4-2025": (15.0, 75.0, 18.75, 1.5),     # claude-opus-4-20250514
    "claude-sonnet-5": (2.0, 10.0, 2.5, 0.2),
    "claude-sonnet-4": (3.0, 15.0, 3.75, 0.3),
    "claude-haiku-5": (0.1, 0.5, 0.125, 0.01),          # "from" prices: the lowest tier
    "claude-haiku-4": (1.0, 5.0, 1.25, 0.1),
}
UNKNOWN_MODEL_PRICE = max(PRICES.values())     # an unknown model is priced as the dearest: the budget errs safe


class ClaudeError(RuntimeError):
    """Claude produced no usable test; the caller falls back to the offline generator."""


class ClaudeUnavailable(ClaudeError):
    """The API kept failing after the bounded retries (or rejected the request)."""


class ClaudeBudgetSpent(ClaudeError):
    """The per-issue budget is spent and no candidate test exists."""


# --------------------------------------------------------------------------- budget
@dataclass
class Budget:
    max_tokens: int
    max_usd: float
    model: str = "claude-sonnet-4-6"
    tokens: int = 0
    usd: float = 0.0
    requests: int = 0
    cache_read_tokens: int = 0

    def add(self, usage) -> None:
        inp = int(getattr(usage, "input_tokens", 0) or 0)
        out = int(getattr(usage, "output_tokens", 0) or 0)
        cw = int(getattr(usage, "cache_creation_input_tokens", 0) or 0)
        cr = int(getattr(usage, "cache_read_input_tokens", 0) or 0)
        p_in, p_out, p_cw, p_cr = price(self.model)
        self.tokens += inp + out + cw + cr
        self.last_input_tokens = inp + cw + cr
        self.cache_read_tokens += cr
        self.usd += (inp * p_in + out * p_out + cw * p_cw + cr * p_cr) / 1e6
        self.requests += 1

    last_input_tokens: int = 0        # the conversation's size at the last request: the next one is bigger

    @property
    def spent(self) -> bool:
        return self.tokens >= self.max_tokens or self.usd >= self.max_usd

    def next_output_tokens(self, max_output: int) -> int:
        """The longest answer the next request may ask for so that, at least as long as the last request,
        it stays within the budget: the budget is checked before each call, not after it."""
        p_in, p_out, _, p_cr = price(self.model)
        by_tokens = self.max_tokens - self.tokens - self.last_input_tokens
        usd_left = self.max_usd - self.usd - self.last_input_tokens * max(p_in, p_cr) / 1e6
        by_usd = int(usd_left * 1e6 / p_out) if p_out else max_output
        return max(0, min(max_output, by_tokens, by_usd))

    def usage(self) -> Usage:
        return Usage(self.requests, self.tokens, self.cache_read_tokens, round(self.usd, 6))

    def describe(self) -> str:
        return (f"{self.requests} requests, {self.tokens} tokens ({self.cache_read_tokens} from cache), "
                f"${self.usd:.4f} of ${self.max_usd:.2f} / {self.max_tokens} tokens")


def price(model: str) -> tuple[float, float, float, float]:
    matches = [prefix for prefix in PRICES if model.startswith(prefix)]
    return PRICES[max(matches, key=len)] if matches else UNKNOWN_MODEL_PRICE


# --------------------------------------------------------------------------- prompts
def render(name: str, **kw) -> str:
    return templating.render("prompts/" + name, **kw)


def tool_specs() -> list[dict]:
    return yaml.safe_load(render("claude_tools.yaml.j2"))


# --------------------------------------------------------------------------- candidates
@dataclass
class Candidate:
    source: str
    strategy: str
    plan: Plan | None
    score: float          # submitted 3, ran and failed with the report's symptom 2, ran 1
    note: str = ""
    result: RunResult | None = None   # the run of this exact source, when one was made


@dataclass
class _Attempt:
    """State of one attempt's conversation."""
    job: GenerationJob
    messages: list[dict] = field(default_factory=list)
    runs: int = 0
    malformed: int = 0
    best: Candidate | None = None
    submitted: Candidate | None = None
    fixes: list = field(default_factory=list)      # repairs try_fix verified

    def offer(self, cand: Candidate) -> None:
        if self.best is None or cand.score >= self.best.score:
            self.best = cand


class ClaudeGenerator:
    name = "claude"

    def __init__(self, settings: Settings, client: anthropic.Anthropic | None = None,
                 search: SearchFn | None = None, max_runs: int = MAX_RUNS_PER_ATTEMPT, api_hints: bool = True):
        self.settings = settings
        # the SDK retries 429/5xx/529 with exponential backoff (honouring retry-after) up to
        # max_retries times; it also honours ANTHROPIC_BASE_URL
        self.client = client or anthropic.Anthropic(api_key=settings.anthropic_api_key,
                                                    max_retries=settings.anthropic_max_retries,
                                                    timeout=settings.anthropic_timeout_s)
        self.model = settings.anthropic_model
        self.budget = Budget(settings.anthropic_budget_tokens, settings.anthropic_budget_usd, self.model)
        self.search = search or lexical_search
        self.max_runs = max_runs
        self.api_hints = api_hints            # tell the model about removed APIs on the traceback path
        self.best: Candidate | None = None    # across attempts: what to fall back on

    @property
    def usage(self) -> Usage:
        return self.budget.usage()

    # ------------------------------------------------------------------ public
    def generate(self, job: GenerationJob) -> GeneratedTest:
        if self.budget.spent:
            raise ClaudeBudgetSpent(f"Claude budget spent before attempt {job.attempt} ({self.budget.describe()})")
        st = _Attempt(job=job, messages=[{"role": "user", "content": self._task(job)}])
        system = [{"type": "text", "text": render("claude_system.j2", check_helper=support_function("_check"))},
                  {"type": "text", "text": self._repo_context(job), "cache_control": {"type": "ephemeral"}}]
        tools = tool_specs()
        stop_note = ""
        for _turn in range(self.settings.anthropic_max_turns):
            max_output = self.budget.next_output_tokens(MAX_TOKENS)
            if self.budget.spent or max_output < MIN_OUTPUT_TOKENS:
                stop_note = f"budget spent, stopped with the best attempt ({self.budget.describe()})"
                break
            response = self._call(system, tools, st, max_output)
            if response is not None and not _is_message(response):
                st.malformed += 1
                self.budget.add(getattr(response, "usage", None))
                response = None
            if response is None:      # malformed: ask again, a bounded number of times
                if st.malformed > MAX_MALFORMED:
                    stop_note = "the API returned malformed responses; stopped with the best attempt"
                    break
                continue
            self.budget.add(response.usage)
            self._handle(response, st)
            if st.submitted:
                return self._result(st.submitted, st, "")
        else:
            stop_note = f"no submission after {self.settings.anthropic_max_turns} turns"
        best = st.best or self.best
        if best is None:
            if self.budget.spent:
                raise ClaudeBudgetSpent(f"Claude budget spent without a test ({self.budget.describe()})")
            raise ClaudeError(f"Claude produced no test: {stop_note}")
        return self._result(best, st, stop_note)

    # ------------------------------------------------------------------ one request
    def _call(self, system: list[dict], tools: list[dict], st: _Attempt, max_output: int = MAX_TOKENS):
        try:
            return self.client.messages.create(model=self.model, max_tokens=max_output, system=system,
                                               tools=tools, messages=_with_rolling_cache(st.messages))
        except anthropic.APIStatusError as exc:
            if exc.status_code == 429 or exc.status_code >= 500:
                raise ClaudeUnavailable(
                    f"Anthropic API answered {exc.status_code} ({_error_type(exc)}) after "
                    f"{self.client.max_retries} retries with backoff") from exc
            raise ClaudeUnavailable(f"Anthropic API rejected the request: {exc.status_code} {exc.message}") from exc
        except anthropic.APIConnectionError as exc:
            raise ClaudeUnavailable(f"Anthropic API unreachable after {self.client.max_retries} retries: {exc}") from exc
        except (anthropic.APIResponseValidationError, json.JSONDecodeError):
            # a 200 whose body is not a message (cut off, not JSON): ask again, a bounded number of times
            st.malformed += 1
            return None

    def _handle(self, response, st: _Attempt) -> None:
        blocks = list(getattr(response, "content", None) or [])
        content = [_block_dict(b) for b in blocks if _block_dict(b) is not None]
        if not content:
            content = [{"type": "text", "text": "(empty)"}]
        st.messages.append({"role": "assistant", "content": content})
        uses = [b for b in content if b["type"] == "tool_use"]
        truncated = response.stop_reason == "max_tokens"
        if uses:
            results = [self._tool_result(u, st, truncated) for u in uses]
            if not st.submitted:
                st.messages.append({"role": "user", "content": results})
            return
        text = "\n".join(b.get("text", "") for b in content if b["type"] == "text")
        fenced = _python_fence(text)
        if fenced and not syntax_error(fenced):
            cand = Candidate(fenced, "test given as text", None, 2.5, "submitted as text, not via the tool")
            if truncated:   # it parses, but may be cut short: keep it only as a fallback
                cand.score = 0.5
                st.offer(cand)
            else:           # the model answered in prose with a code block instead of the tool: accept it
                st.offer(cand)
                st.submitted = cand
                return
        kind = "truncated" if truncated else "no_submission"
        detail = "stop_reason max_tokens" if truncated else ""
        st.messages.append({"role": "user", "content": render("claude_nudge.j2", kind=kind, detail=detail)})

    # ------------------------------------------------------------------ tools
    def _tool_result(self, use: dict, st: _Attempt, truncated: bool) -> dict:
        out = {"type": "tool_result", "tool_use_id": use["id"]}
        try:
            if truncated:
                raise ToolError(render("claude_nudge.j2", kind="truncated", detail="the tool input may be incomplete"))
            out["content"] = self._run_tool(use["name"], use.get("input") or {}, st)
        except ToolError as exc:
            out["content"], out["is_error"] = str(exc), True
        except Exception as exc:  # a tool must never take the job down
            out["content"], out["is_error"] = f"tool failed: {type(exc).__name__}: {exc}", True
        return out

    def _run_tool(self, name: str, args: dict, st: _Attempt) -> str:
        job = st.job
        if not isinstance(args, dict):
            raise ToolError("tool input must be an object")
        if name == "search_code":
            query = str(args.get("query") or "").strip()
            if not query:
                raise ToolError("query is empty")
            k = max(1, min(int(args.get("k") or 6), 12))
            return format_snippets(self.search(job.repo_dir, query, k))
        if name == "read_code":
            return read_code(job.repo_dir, str(args.get("path") or ""), _opt_int(args.get("start")),
                             _opt_int(args.get("end")))
        if name == "list_entry_points":
            return format_entry_points(job.context, job.repo_dir)
        if name == "run_test":
            return self._run_test(str(args.get("source") or ""), st)
        if name == "try_fix":
            return self._try_fix(args, st)
        if name == "submit_reproduction":
            return self._submit(args, st)
        raise ToolError(f"unknown tool {name!r}")

    def _run_test(self, source: str, st: _Attempt) -> str:
        if not source.strip():
            raise ToolError("source is empty")
        if err := syntax_error(source):
            raise ToolError(f"not run: {err}")
        if st.job.run_test is None:
            raise ToolError("running tests is not available in this job; submit your best candidate")
        if st.runs >= self.max_runs:
            raise ToolError(render("claude_nudge.j2", kind="runs_spent", detail=""))
        st.runs += 1
        result = st.job.run_test(source)
        symptom = st.job.report.symptom
        verdict = st.job.judge(result) if st.job.judge else None
        if verdict is not None:   # the product's own verdict, the same one the submission will get
            shows = verdict.outcome == "reproduced"
            said = f"\nRepGen's verdict on this run: {verdict.outcome.replace('_', ' ')} — {verdict.reason}"
        else:
            shows = result.outcome in ("failed", "error", "timeout") and (
                any(s.symptom == symptom for s in result.symptoms) or symptom in ("unknown", "exception"))
            said = ""
        st.offer(Candidate(source, f"run {st.runs} of attempt {st.job.attempt}", None, 2.0 if shows else 1.0))
        return summarize_run(result) + said

    def _try_fix(self, args: dict, st: _Attempt) -> str:
        if st.job.try_fix is None:
            raise ToolError("checking repairs is not available in this job")
        source = str(args.get("test_source") or "")
        if not source.strip() or (err := syntax_error(source)):
            raise ToolError(f"test_source is missing or does not parse{': ' + err if source.strip() else ''}")
        if st.runs >= self.max_runs:
            raise ToolError(render("claude_nudge.j2", kind="runs_spent", detail=""))
        try:
            repair = repair_from_edit(st.job.repo_dir, str(args.get("path") or ""), str(args.get("old") or ""),
                                      str(args.get("new") or ""))
        except ValueError as exc:
            raise ToolError(str(exc)) from exc
        st.runs += 1
        ok, words = st.job.try_fix(source, repair)
        if ok:
            st.fixes.append(repair)
        return (f"{'VERIFIED' if ok else 'NOT VERIFIED'}: {words} "
                f"(repair at {repair.path}:{repair.line} in {repair.function or 'module level'})")

    def _submit(self, args: dict, st: _Attempt) -> str:
        source = args.get("test_source")
        if not isinstance(source, str) or not source.strip():
            raise ToolError("test_source is missing or empty")
        if err := syntax_error(source):
            raise ToolError(f"test_source does not parse: {err}")
        plan, notes = _plan_from(args.get("plan"), st.job.plan)
        strategy = str(args.get("strategy") or "").strip()[:300] or "Claude tool-use reproduction"
        cand = Candidate(source, strategy, plan, 3.0, "; ".join(notes))
        job = st.job
        if job.validate is not None and (problems := job.validate(source)):
            raise ToolError(render("claude_nudge.j2", kind="bad_submission", detail="; ".join(problems[:5])))
        if job.run_test is not None and job.judge is not None and st.runs < self.max_runs:
            # the same run and verdict the pipeline would give, here, so a fixable problem is fixed in this
            # conversation; the pipeline takes this run instead of running the test again
            st.runs += 1
            cand.result = job.run_test(source)
            verdict = job.judge(cand.result)
            if verdict.outcome != "reproduced":
                cand.score = 2.0
                st.offer(cand)
                raise ToolError(render("claude_nudge.j2", kind="not_reproduced",
                                       detail=f"{verdict.outcome.replace('_', ' ')} — {verdict.reason}\n"
                                              f"{summarize_run(cand.result)}"))
        st.offer(cand)
        st.submitted = cand
        return "accepted: RepGen's verdict on this run is reproduced" if cand.result else "received"

    # ------------------------------------------------------------------ prompts
    def _task(self, job: GenerationJob) -> str:
        fb = [{"strategy": f.strategy, "static_errors": f.static_errors, "reason": f.reason,
               "summary": summarize_run(f.result, 1200) if f.result else ""} for f in job.feedback]
        frames = [f for f in job.report.frames if f.repo_path]
        api = [f"{p.path}:{p.line} {p.message}" for p in check_report(job.report, job.repo_dir)][:5] \
            if self.api_hints and frames else []
        return render("claude_task.j2", attempt=job.attempt, report=job.report, frames=frames,
                      plan_steps=job.plan.steps if job.plan else [], feedback=fb, api_problems=api)

    def _repo_context(self, job: GenerationJob) -> str:
        ctx = job.context
        return render("claude_repo_context.j2", entry_points=ctx.entry_points, training_loops=ctx.training_loops,
                      files=python_files(job.repo_dir)[:200], snippets=ctx.snippets[:CONTEXT_SNIPPETS],
                      suspicions=ctx.suspicions[:8])

    def _result(self, cand: Candidate, st: _Attempt, stop_note: str) -> GeneratedTest:
        if self.best is None or cand.score >= self.best.score:
            self.best = cand
        notes = [f"claude usage: {self.budget.describe()}"]
        if stop_note:
            notes.append(stop_note)
        if cand.note:
            notes.append(cand.note)
        return GeneratedTest(source=cand.source, strategy=f"claude: {cand.strategy}",
                             plan=cand.plan, notes=notes, fixes=list(st.fixes), result=cand.result)


# --------------------------------------------------------------------------- helpers
def _is_message(response) -> bool:
    return getattr(response, "type", None) == "message" and bool(getattr(response, "content", None))


def _with_rolling_cache(messages: list[dict]) -> list[dict]:
    """A copy of the conversation with one cache breakpoint on its last block.

    The system prompt holds the first breakpoint; this second one lets each turn read the whole
    earlier conversation from the cache (the API allows four breakpoints).
    """
    out = [dict(m) for m in messages]
    last = out[-1]
    content = last["content"]
    blocks = [{"type": "text", "text": content}] if isinstance(content, str) else [dict(b) for b in content]
    blocks[-1]["cache_control"] = {"type": "ephemeral"}
    last["content"] = blocks
    return out


def _block_dict(block) -> dict | None:
    kind = getattr(block, "type", None)
    if kind == "text":
        return {"type": "text", "text": getattr(block, "text", "") or ""}
    if kind == "tool_use":
        inp = getattr(block, "input", None)
        return {"type": "tool_use", "id": str(getattr(block, "id", "")), "name": str(getattr(block, "name", "")),
                "input": inp if isinstance(inp, dict) else {}}
    return None  # thinking, server tools and unknown blocks are not echoed back


FENCE = re.compile(r"```(?:python|py)?[ \t]*\n(.*?)(?:```|\Z)", re.S)


def _python_fence(text: str) -> str | None:
    blocks = [m.group(1) for m in FENCE.finditer(text or "")]
    blocks = [b for b in blocks if "def test" in b]
    return max(blocks, key=len) if blocks else None


def _plan_from(raw, default: Plan | None) -> tuple[Plan | None, list[str]]:
    notes: list[str] = []
    if not isinstance(raw, list) or not raw:
        return default, ["no plan in the submission; the draft plan is kept"]
    plan = Plan(summary=default.summary if default else "")
    for step in raw:
        if not isinstance(step, dict):
            continue
        stage = str(step.get("stage", "")).strip().upper()
        if stage not in STAGES:
            notes.append(f"plan stage {stage!r} read as SETUP")
            stage = "SETUP"
        plan.add(stage, str(step.get("action", "")).strip(), str(step.get("check", "")).strip())
    return (plan if plan.steps else default), notes


def _opt_int(v) -> int | None:
    try:
        return int(v) if v is not None else None
    except (TypeError, ValueError) as exc:
        raise ToolError(f"{v!r} is not a line number") from exc


def _error_type(exc: anthropic.APIStatusError) -> str:
    body = exc.body if isinstance(exc.body, dict) else {}
    err = body.get("error") if isinstance(body.get("error"), dict) else body
    return str(err.get("type") or type(exc).__name__)
