"""What a finished reproduction shows its reader, in the order a maintainer reads it: the verdict, the finding
(the verified cause; else the failing frame and the suspicious code), what the run showed (each fact once), the
test, the one chart that shows the symptom, the plan, the environment.

`final_view` reads the pipeline's outcome defensively (the App's scripted pipelines and older saved results lack
fields) and returns a JSON-serialisable dict: the App saves it and renders the comment from it again after
`/repgen pr`. The issue comment (`templates/comment.md.j2`) and `report.md` (`templates/report.md.j2`) render it
with the same macros (`templates/final.md.j2`).
"""
from __future__ import annotations

import re
from typing import Any

from bot.core.charts import symptom_charts
from bot.core.markdown import code_span

OPEN_TEST_LINES = 15            # a test up to this long is shown open, a longer one folded (a crash comment
                                # then fits one screen: a 29-line test shown open made it 1,156 px)
MAX_FACTS = 4
MAX_SUSPICIONS = 3

# every key the templates read, with the value an older saved view (or a bare outcome) stands for
DEFAULTS: dict[str, Any] = {
    "reproduced": False, "outcome": "", "symptom": None, "reason": "", "attempts": 0, "seconds": 0.0,
    "generator": None, "evidence": [], "facts": [], "cause": None, "frame": None, "suspicions": [],
    "plan_steps": [], "test": "", "test_path": "", "test_lines": 0, "test_folded": False, "charts": [],
    "chart_note": "", "environment": [], "environment_summary": "", "sandbox": "", "sandbox_warnings": [],
    "pr_url": None, "minimized": "", "versions": None,
}


def with_defaults(final: dict) -> dict:
    """A view as the templates expect it, also for one saved by an older version."""
    view = {**DEFAULTS, **final}
    if "facts" not in final:       # saved before facts were told apart from the verdict's evidence
        view["facts"] = list(view["evidence"])[:MAX_FACTS]
    view["suspicions"] = [  # saved before suspicions had a path, a line and code: "path:line" in `where`
        {"code": "", **s, **({"path": s["where"].rsplit(":", 1)[0], "line": s["where"].rsplit(":", 1)[-1]}
                             if "where" in s and "path" not in s else {})} for s in view["suspicions"]]
    if not view["outcome"]:
        view["outcome"] = "reproduced" if view["reproduced"] else "not_reproduced"
    if view["test"] and not view["test_lines"]:
        view["test_lines"] = view["test"].count("\n") + 1
        view["test_folded"] = view["test_lines"] > OPEN_TEST_LINES
    return view


def _get(obj: object, name: str, default: Any = None) -> Any:
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def cause_view(cause: object) -> dict | None:
    """The verified cause (bot.core.cause's `outcome.cause`, or a dict of its fields): where, the repair in words
    and as a diff, whether it turned the test green, the repository's own tests, the candidates tried, and why
    the search stopped. The repaired file's whole text stays out."""
    if cause is None:
        return None
    tried = [{"path": str(_get(t, "path", "") or ""), "line": _get(t, "line"), "function": _get(t, "function"),
              "repair": str(_get(t, "repair", "") or ""), "result": str(_get(t, "result", "") or "")}
             for t in (_get(cause, "tried") or [])]
    diff = str(_get(cause, "diff", "") or "").rstrip()
    return {"path": str(_get(cause, "path", "") or ""), "line": _get(cause, "line"),
            "function": _get(cause, "function"), "diff": diff, "diff_lines": diff.count("\n") + 1 if diff else 0,
            "verified": bool(_get(cause, "verified", False)), "tried": tried,
            "repair": str(_get(cause, "repair", "") or ""), "own_tests": str(_get(cause, "own_tests", "") or ""),
            "note": str(_get(cause, "note", "") or "")}


def _is_repository_file(path: str, test_file: str) -> bool:
    """Frames in the sandbox's copy of the repository are relative to its root; the framework's and the
    interpreter's are absolute; the test's own file is the outermost frame."""
    return bool(path) and not path.startswith(("/", "<")) and not re.match(r"^[A-Za-z]:[\\/]", path) \
        and path != test_file and "site-packages" not in path


def source_line(context: object, path: str, line: int) -> str:
    """The repository's line `path:line`, from a retrieved function or module snippet that holds it."""
    for s in _get(context, "snippets") or []:
        if _get(s, "path") != path or _get(s, "kind") == "class":
            continue
        start, end, text = _get(s, "start", 0), _get(s, "end", 0), _get(s, "text", "") or ""
        lines = text.split("\n")
        if start <= line <= end and len(lines) == end - start + 1:
            return lines[line - start].strip()
    return ""


def failing_frame(run: object, context: object) -> dict | None:
    """Where the exception came from in the repository: its innermost repository frame, the repository frames
    that called it, its source line, and whether the framework raised it from there."""
    exc = _get(run, "exception")
    frames = [f for f in (_get(exc, "frames") or []) if isinstance(f, dict)]
    if not frames:
        return None
    test_file = frames[0].get("file", "")
    repo = [f for f in frames if _is_repository_file(str(f.get("file", "")), test_file)]
    if not repo:
        return None
    inner = repo[-1]
    callers: list[str] = []
    for f in repo[:-1]:
        where = f"{f.get('file')}:{f.get('line')}"
        if not callers or callers[-1] != where:
            callers.append(where)
    return {"path": str(inner.get("file")), "line": inner.get("line"), "function": inner.get("function") or "",
            "code": source_line(context, str(inner.get("file")), int(inner.get("line") or 0)),
            "callers": callers[-3:], "via_framework": frames[-1] is not inner,
            "exception": f"{_get(exc, 'type', '')}: {_get(exc, 'message', '')}".strip(": ")}


def _norm(line: str) -> str:
    return re.sub(r"[`'\"\s]+", " ", line).strip().lower()


def facts(evidence: list[str], symptoms: list[tuple[str, list[str]]], frame: dict | None) -> list[str]:
    """What the run showed, each fact once: the verdict's evidence, then the detectors' evidence, without lines
    another line already says and without the lines that only locate the failure (the finding shows it)."""
    out: list[str] = []
    seen: list[str] = []
    where = f"{frame['path']}:{frame['line']}" if frame else None
    for line in [*evidence, *(e for _, lines in symptoms for e in lines)]:
        text = " ".join(str(line).split())
        if not text or (where and where in text and text.startswith("raised")):
            continue
        key = _norm(text)
        if any(key in s for s in seen):
            continue
        # a longer line that says all of an earlier one replaces it
        keep = [i for i, s in enumerate(seen) if s not in key]
        out, seen = [out[i] for i in keep] + [text], [seen[i] for i in keep] + [key]
    return out[:MAX_FACTS]


def environment_rows(env: dict | None) -> list[tuple[str, str]]:
    rows = []
    for k, v in (env or {}).items():
        if isinstance(v, dict):
            rows += [(f"{k}.{k2}", str(v2)) for k2, v2 in v.items()]
        elif isinstance(v, list):
            rows.append((k, ", ".join(map(str, v))))
        else:
            rows.append((k, str(v)))
    return rows[:40]


def dependency_rows(deps: dict) -> list[tuple[str, str]]:
    """The repository's environment the run used (runner.environments), first in the Environment table."""
    if not deps:
        return []
    if deps.get("key"):
        how = "cached" if deps.get("cached") else f"built in {float(deps.get('seconds') or 0):.1f} s"
        text = f"{len(deps.get('resolved') or [])} installed from {', '.join(deps.get('sources') or [])} ({how})"
    else:
        text = "the runner's own"
    framework = deps.get("framework") or {}
    if framework.get("torch"):
        text += f"; torch {framework['torch']} ({framework.get('from', 'runner')})"
    text += "".join(f"; could not install {r} ({str(why)[:160]})" for r, why in (deps.get("failed") or {}).items())
    text += "".join(f"; {n}" for n in deps.get("notes") or [])
    return [("dependencies", text)]


def environment_summary(env: dict | None) -> str:
    """One line for the folded Environment's summary: Python, torch, and the device."""
    env = env or {}
    parts = [f"{name} {env[key]}" for key, name in (("python", "Python"), ("torch", "torch")) if env.get(key)]
    if env.get("gpu"):
        parts.append(str(env["gpu"]) + (f", CUDA {env['cuda']}" if env.get("cuda") else ""))
    elif env.get("cuda_available") is False or ("cuda" in env and env["cuda"] in (None, "None")):
        parts.append("CPU only")          # no GPU seen, or a torch built without CUDA
    return " · ".join(parts)


def final_view(outcome: object, *, test_path: str, pr_url: str | None = None) -> dict:
    """What the final comment and the report show, read from the pipeline's outcome."""
    verdict = _get(outcome, "verdict")
    run = _get(outcome, "last_run")
    plan = _get(outcome, "plan")
    context = _get(outcome, "context")
    reproduced = bool(_get(verdict, "reproduced", False))
    symptom = _get(verdict, "matched_symptom") or _get(_get(outcome, "report"), "symptom")
    frame = failing_frame(run, context)
    observed = [(str(_get(s, "symptom", "")), [str(e) for e in (_get(s, "evidence") or [])])
                for s in (_get(run, "symptoms") or [])]
    evidence = [str(e) for e in (_get(verdict, "evidence") or [])]
    drawn = symptom_charts(symptom, _get(run, "series"), (_get(run, "failure_record") or {}).get("observed"))
    test = (_get(outcome, "test_source") or _get(outcome, "test_code") or "").rstrip()
    env = _get(run, "environment") or {}
    return with_defaults({
        "reproduced": reproduced,
        "outcome": _get(verdict, "outcome", "") or ("reproduced" if reproduced else "not_reproduced"),
        "symptom": _get(verdict, "matched_symptom"),
        "reason": _get(verdict, "reason", "") or "",
        "attempts": len(_get(verdict, "attempts") or []),
        "seconds": _get(verdict, "seconds", 0.0) or 0.0,
        "generator": _get(verdict, "generator"),
        "evidence": evidence,
        "facts": facts(evidence, observed, frame),
        "cause": cause_view(_get(outcome, "cause")),
        "frame": frame,
        "suspicions": [{"path": _get(s, "path"), "line": _get(s, "line"), "qualname": _get(s, "qualname"),
                        "message": _get(s, "message"),
                        "code": source_line(context, str(_get(s, "path")), int(_get(s, "line") or 0))}
                       for s in (_get(context, "suspicions") or [])[:MAX_SUSPICIONS]],
        "plan_steps": [{"stage": _get(s, "stage"), "action": _get(s, "action"), "check": _get(s, "check")}
                       for s in (_get(plan, "steps") or [])],
        "test": test,
        "test_path": test_path,
        "charts": drawn.charts,
        "chart_note": drawn.note,
        "environment": dependency_rows(_get(run, "deps") or {}) + environment_rows(env),
        "environment_summary": environment_summary(env),
        "sandbox": _get(run, "sandbox", "") or "",
        "sandbox_warnings": [str(w) for w in (_get(run, "warnings") or [])],
        "pr_url": pr_url,
        "minimized": minimized_note(_get(outcome, "minimized")),
        "versions": versions_view(_get(outcome, "differential")),
    })


OUTCOME_WORDS = {"reproduced": "✅ reproduced", "not_reproduced": "❌ not reproduced", "inconclusive": "⚠️ inconclusive"}


def versions_view(diff: object) -> dict | None:
    """The version differential (bot.core.differential, or its dict): the line and one row per version."""
    if not diff or not _get(diff, "runs"):
        return None
    rows = []
    for r in _get(diff, "runs") or []:
        outcome = str(_get(r, "outcome", "") or "")
        which = "reported" if _get(r, "source") == "reported" else "the runner's default"
        why = str(_get(r, "reason", "") or "")
        rows.append({"version": f"{_get(r, 'label', '')} ({which})",
                     "outcome": OUTCOME_WORDS.get(outcome, outcome) + (f" — {why}" if why and outcome != "reproduced"
                                                                       else "")})
    return {"summary": str(_get(diff, "summary", "") or ""), "rows": rows}


def minimized_note(minimized: object) -> str:
    """One sentence on what minimizing took away ("" when nothing)."""
    dropped = [code_span(str(d).strip("`")) for d in (_get(minimized, "dropped") or [])]
    if not dropped:
        return ""
    return (f"Minimized: without {', '.join(dropped)} (the smaller test fails the same way here and passes with "
            f"the repair)")
