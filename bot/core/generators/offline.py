"""The deterministic offline generator: program analysis picks how to call the repository's code
(`strategy.py`), a per-symptom Jinja scaffold turns that into a pytest file (`templates/tests/`) that imports
what it uses of the support module (runner/harness/repgen_support: the monitors and the checks).

Attempts escalate from the feedback of the previous run: a run that passed gets more epochs, an
argument error falls back to running the script as `python script.py`, a timeout shrinks the data.
"""
from __future__ import annotations

import ast
import json
import keyword
import re
import sys
from functools import lru_cache
from pathlib import Path

import runner
from bot.core import symptoms
from bot.core.generators.base import Feedback, GeneratedTest, GenerationJob
from bot.core.generators.entry import NoEntry
from bot.core.generators.prune import prune_unused, support_import_line, support_names
from bot.core.generators.strategy import RunSpec, Strategy, choose_strategy
from bot.core.metric_claim import MetricClaim
from bot.core.plan import Plan, make_plan
from bot.core.templating import render
from bot.core.verdict import BUDGET_STOP
from index.entry_points import python_files

SUPPORT_MODULE = Path(runner.__file__).parent / "harness" / "repgen_support" / "__init__.py"
SUPPORT_MARKER = "# repgen-support-import"
# a report about a model saved and loaded back: the sanity check also compares the two models' outputs
ROUNDTRIP_RE = re.compile(r"state_dict|torch\.(?:save|load)\b|\b(?:save|saving|saved)\b[^.\n]{0,60}\b(?:load|reload)", re.I)
STDLIB_CLASH = {"contextlib", "gc", "io", "math", "os", "random", "re", "runpy", "sys", "threading", "pytest",
                "torch"}


def next_variant(feedback: list[Feedback], skip: tuple[str, ...] = ()) -> str | None:
    """The variant for the next attempt, from what earlier attempts showed; None when nothing is left. `skip`:
    variants that would only repeat an earlier attempt's test."""
    tried = [f.strategy.rsplit("(", 1)[-1].rstrip(")") for f in feedback] + list(skip)
    if not feedback:
        return "default"
    last = feedback[-1]
    res = last.result
    wanted: list[str] = []
    if res is not None:
        exc_type = res.exception.type if res.exception else ""
        record = res.failure_record or {}
        insufficient = record.get("kind") == "insufficient"
        if res.outcome == "timeout" or (insufficient and last.strategy.startswith("hang")):
            # a run cut short at ÷4 of its data tries ÷16; so does a hang check whose run was still training
            wanted = ["smaller", "smallest", "runpy"]
        elif (insufficient and (record.get("observed") or {}).get("stopped", "").startswith("time budget")) or \
                (res.outcome == "passed" and BUDGET_STOP in res.output_tail):
            # the time budget ended it (too few epochs fitted, or finite until then): smaller epochs, not more
            wanted = ["smaller", "smallest", "more", "runpy"]
        elif res.outcome == "passed" and last.strategy.startswith("determinism"):
            wanted = ["processes", "more", "runpy"]     # what differs between shell runs: a new interpreter
        elif res.outcome == "passed":
            wanted = ["more", "runpy"]
        elif exc_type in ("SystemExit", "TypeError") or "exited with status" in (res.failure_message or ""):
            wanted = ["runpy", "more"]
        else:
            wanted = ["more", "runpy", "smaller"]
    else:
        wanted = ["runpy", "more"]
    for v in wanted:
        if v not in tried:
            return v
    return None


class OfflineGenerator:
    name = "offline"

    def generate(self, job: GenerationJob) -> GeneratedTest:
        repo_py = python_files(job.repo_dir)
        earlier = {f.source for f in job.feedback}
        skip: tuple[str, ...] = ()
        while True:
            variant = next_variant(job.feedback, skip)
            if variant is None:
                return GeneratedTest(source="", strategy="no further variant", exhausted=True)
            try:
                strategy = choose_strategy(job.repo_dir, job.report, job.context, repo_py, variant=variant)
            except NoEntry as exc:
                return GeneratedTest(source="", strategy="no entry point", exhausted=True, notes=[str(exc)])
            if strategy is None:
                return GeneratedTest(source="", strategy="no entry point", exhausted=True, notes=[
                    "found no script to run: the report has no command line and the repository no `__main__` "
                    "block"])
            source = render_test(job, strategy)
            if source not in earlier:      # a variant that changes nothing here (no size to cut) is not run again
                break
            skip += (variant,)
        plan = plan_for(job, strategy)
        return GeneratedTest(source=source, strategy=strategy.describe(), plan=plan,
                             notes=[n for r in strategy.runs for n in r.notes])


# --------------------------------------------------------------------------- rendering
def _alias(module: str) -> str:
    top = module.split(".")[0]
    if top in STDLIB_CLASH or top in sys.stdlib_module_names or keyword.iskeyword(top):
        return "_repo_" + module.replace(".", "_")
    return module


def _args_code(run: RunSpec, config_var: str | None) -> str:
    """The argv after the script name, as code (the config argument pointing at the edited copy)."""
    def arg(i: int, a: str) -> str:
        if not (config_var and run.config_arg and i == run.config_arg[0]):
            return json.dumps(a)
        return f'"{a.split("=", 1)[0]}=" + {config_var}' if a.startswith("-") else config_var
    return "[" + ", ".join(arg(i, a) for i, a in enumerate(run.argv)) + "]"


def _script_argv_code(run: RunSpec, config_var: str | None) -> str:
    """`["script.py", args...]` as code: what `python script.py args` would see as sys.argv."""
    args = _args_code(run, config_var)
    return f"[{json.dumps(run.script)}" + (", " + args[1:-1] if run.argv else "") + "]"


def _call(run: RunSpec, variant: str, config_var: str | None, k: int = 0) -> tuple[str, str | None]:
    """The expression that runs `run`, and the module to import for it."""
    small = f"small_{k}" if run.rules else "None"
    if run.mode == "usage":
        source = f"_shrink_source(USAGE, {small})" if run.rules else "USAGE"
        return f"_run_usage({source}).result()", None
    if run.mode in ("file", "notebook"):
        fn = "_run_file" if run.mode == "file" else "_run_notebook"
        data = f"data_{k}" if run.tables or run.folders else "None"
        return f"{fn}({json.dumps(run.script)}, {small}, tmp_path, {data})", None
    ep = run.entry
    if variant != "runpy" and ep.module and ep.main:
        alias = _alias(ep.module)
        if ep.main_accepts_argv:
            return f"{alias}.{ep.main}({_args_code(run, config_var)})", ep.module
        return f"_with_argv({_script_argv_code(run, config_var)}, {alias}.{ep.main})", ep.module
    return f"_run_path({_script_argv_code(run, config_var)})", None


def _entry_prepare(run: RunSpec, k: int) -> list[str]:
    """Lines before the call: the loop bounds kept small, stand-ins for missing tables."""
    lines = []
    if run.rules:
        lines.append(f"small_{k} = {_py_literal(run.rules)}  # literal loop bounds kept small (libcst, in memory)")
    if run.tables or run.folders:
        items = [f"{json.dumps(path)}: _table({cols!r}, 256, header={header})"
                 for path, (cols, header) in (run.tables or {}).items()]
        items += [f"**_class_arrays({json.dumps(folder)}, {tuple(shape)!r})" for folder, shape in run.folders or []]
        lines.append(f"data_{k} = {{{', '.join(items)}}}  # synthetic stand-ins for data the repository lacks")
    return lines


def _test_name(strategy: Strategy) -> str:
    target = strategy.target
    name = "reported_usage" if target.mode == "usage" else target.script.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    base = re.sub(r"\W+", "_", name).strip("_").lower() or "script"
    suffix = {"crash": "runs_without_error", "finite": "losses_stay_finite", "memory": "memory_stays_flat",
              "learning": "training_loss_decreases", "determinism": "is_deterministic",
              "health": "runs_and_stays_finite", "hang": "finishes_in_time", "sanity": "metrics_are_in_range"}.get(strategy.kind)
    if strategy.kind == "invariance":
        changed = re.sub(r"\W+", "_", strategy.changed.strip("`").split()[0] if strategy.changed else "args")
        suffix = f"result_does_not_depend_on_{changed.strip('_').lower()}"
    return f"{base}_{suffix}"


@lru_cache(maxsize=1)
def support_source() -> str:
    """The support module, read as text (importing it would import torch here): what a pull request adds once
    beside its tests."""
    return SUPPORT_MODULE.read_text()


def support_function(name: str) -> str:
    """One function of the support module, as text (for the Claude prompt: the same check the scaffold uses)."""
    source = support_source()
    node = next(n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef) and n.name == name)
    return "\n".join(source.splitlines()[node.lineno - 1:node.end_lineno]) + "\n"


def render_test(job: GenerationJob, strategy: Strategy) -> str:
    report = job.report
    imports: list[str] = []
    runs = []
    for k, run in enumerate(strategy.runs):
        prepare: list[str] = []
        config_var = None
        if run.config_arg and (run.config_overrides or run.config_text is not None):
            config_var = f"config_{k}"
            text = "" if run.config_text is None else f", text={_py_string(run.config_text)}"
            prepare.append(f"{config_var} = _config_copy({json.dumps(run.config_arg[1])}, "
                           f"{_py_literal(run.config_overrides)}{text})")
        prepare += _entry_prepare(run, k)
        call, module = _call(run, strategy.variant, config_var, k)
        if module and module not in imports:
            imports.append(module)
        process = None      # the argv code for running the target in its own interpreter
        if strategy.variant == "processes" and run.role == "target" and run.mode in ("argv", "file"):
            process = _script_argv_code(run, config_var)
        usage = run.usage
        runs.append({"role": run.role, "display": run.display, "call": call, "prepare": prepare,
                     "process": process, "state": run.mode in ("file", "notebook"),
                     "repeats": call.removesuffix(".result()") if usage is not None and usage.repeats else None,
                     "flagged": [[e, v] for e, v in usage.flagged] if usage is not None else []})
    import_lines = []
    for module in imports:
        alias = _alias(module)
        if alias == module:
            import_lines.append(f"import {module}")
        else:  # a repo module named like one the test itself uses
            if "import importlib" not in import_lines:
                import_lines.append("import importlib")
            import_lines.append(f"{alias} = importlib.import_module({json.dumps(module)})")
    expected = None
    if report.exception_type:
        msg = (report.exception_message or "").strip().splitlines()
        expected = f"{report.exception_type}: {msg[0][:120] if msg else ''}"
    roles = [r.role for r in strategy.runs]
    if strategy.kind == "invariance":
        roles[-2] = "baseline"
    description = [f"Entered through `{r.display}` ({role})." for r, role in zip(strategy.runs, roles, strict=True)]
    notes = list(dict.fromkeys(n for r in strategy.runs for n in r.notes))
    small = [n.removeprefix("kept small: ") for n in notes if n.startswith("kept small: ")]
    other = [n for n in notes if not n.startswith("kept small: ")]
    if other:
        description.append("How: " + "; ".join(other) + ".")
    if small:
        description.append("Kept small: " + "; ".join(small) + ".")
    snippet = next((r.usage.source for r in strategy.runs if r.usage is not None), None)
    return prune_unused(with_support_import(render(
                  "tests/repro_test.py.j2", title=report.title or "bug report", generator="offline",
                  support_import=SUPPORT_MARKER,
                  usage=_py_string(snippet) if snippet is not None else None,
                  roundtrip=bool(ROUNDTRIP_RE.search(report.text)),
                  symptom=report.symptom, expected=expected, description=description,
                  imports=import_lines, runs=runs, kind=strategy.kind, test_name=_test_name(strategy),
                  seed=_seed(report), memory_mb=symptoms.MEMORY_MB, tensor_mb=symptoms.TENSOR_MB,
                  graph_tensors=symptoms.GRAPH_TENSORS, jump_share=symptoms.JUMP_SHARE,
                  min_drop=symptoms.MIN_DROP, rel_tol=symptoms.REL_TOL,
                  hang_s=symptoms.HANG_S, changed=strategy.changed.replace('"', "'"),
                  steps=None if strategy.variant == "more" else symptoms.DETERMINISM_STEPS,
                  budget_s=run_budget_s(job.run_timeout_s),
                  held_out=_held_out_args(report.held_out) if strategy.kind == "learning" else None)))


def _held_out_args(claim: MetricClaim | None) -> dict | None:
    """The held-out check's arguments as Python literals (runner/harness/repgen_support._check_held_out)."""
    if claim is None:
        return None
    return {"name": claim.name, "metric": json.dumps(claim.metric), "prefix": json.dumps(claim.prefix),
            "level": round(claim.level, 6), "margin": claim.margin, "higher_better": claim.higher_better,
            # an error metric (RMSE, WER) or a return is compared as printed; a ratio on the report's scale
            "percent": claim.percent if claim.ratio else None, "what": json.dumps(claim.what),
            # an agent's losses do not show whether it learns (a value loss falls while the policy stays
            # uniform): its return does, and the optimizers' audit
            "loss_curve": not claim.is_return}


def run_budget_s(run_timeout_s: float) -> int:
    """Seconds a memory or learning check lets the run train: 60 % of the run's limit at most, the rest for
    pytest and the imports, the check itself, and a loaded machine."""
    return max(5, min(symptoms.RUN_BUDGET_S, int(run_timeout_s * 0.6)))


def with_support_import(source: str) -> str:
    """The rendered test with its marker line replaced by the import of the support names it uses."""
    line = support_import_line(source, support_names(support_source()))
    return source.replace(SUPPORT_MARKER + "\n", line + "\n" if line else "", 1)


def _seed(report) -> int:
    seed = report.hyperparameters.get("seed")
    return int(seed) if isinstance(seed, int) else 0


def _py_string(text: str) -> str:
    """A readable Python literal for a multi-line script."""
    if '"""' not in text and "\\" not in text:
        return '"""\\\n' + text.rstrip("\n") + '\n"""'
    return repr(text)


def _py_literal(d: dict) -> str:
    return "{" + ", ".join(f"{json.dumps(k)}: {v!r}" for k, v in d.items()) + "}"


# --------------------------------------------------------------------------- plan
def plan_for(job: GenerationJob, strategy: Strategy) -> Plan:
    return make_plan(job.report, job.context, strategy, repo=job.repo_dir)
