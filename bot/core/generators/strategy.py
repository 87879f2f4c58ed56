"""How the offline generator enters the repository: which scripts to run, with which arguments, and
what to assert. Pure program analysis over the report and the entry points; no templates here.
"""
from __future__ import annotations

import dataclasses
import os
import re
import shlex
import textwrap
from dataclasses import dataclass, field

import yaml

from bot.core import symptoms
from bot.core.bug_report import FENCE_RE, BugReport, CommandLine, find_console_commands
from bot.core.generators import entry as kinds
from bot.core.generators.entry import NoEntry, Usage
from index.entry_points import all_files, analyse_script, console_entry, console_scripts
from index.models import ArgOption, Context, EntryPoint

# epochs kept per symptom (bot.core.symptoms): enough to show the bug, small enough for a 2-core CI box
EPOCH_CAPS = {name: s.epoch_cap for name, s in symptoms.SPECS.items()}
EPOCH_FLOORS = {name: s.epoch_floor for name, s in symptoms.SPECS.items()}
SETUP_EPOCH_CAP = {name: s.setup_epoch_cap for name, s in symptoms.SPECS.items()}
STEP_CAPS = {name: s.step_cap for name, s in symptoms.SPECS.items()}
STEP_CAP = symptoms.SymptomSpec.step_cap
# a bounded store (a replay buffer, a cache, a queue) made this small for a memory check: a store that honours
# its bound fills within the run's first steps and stays flat, one that ignores it keeps growing; what waits
# for the store to fill (`warmup`, `learning_starts` beside it) waits for half of it
CAPACITY_RE = re.compile(r"^(?:(?:buffer|replay|memory|queue|cache|history|pool)_?(?:size|capacity|len)|"
                         r"capacity|maxlen|max_?(?:buffer|memory|cache|queue)_?size)$", re.I)
FILL_WAIT_RE = re.compile(r"^(?:warmup|warm_up|learning_starts|learn_start|start_steps|min_(?:buffer|replay)_?size|"
                          r"replay_start(?:_size)?|initial_(?:steps|random_steps))$", re.I)
CAPACITY_SHARE = 10       # capacity = the step cap / this
# how much the `smaller` variants divide the data's size by (a run that timed out at ÷4 tries ÷16)
SIZE_DIVISOR = {"smaller": 4, "smallest": 16}
# a symptom the reporter saw this late (NaN at epoch 18) needs that many epochs: each is made smaller from the
# first attempt, as the `smaller` variant does
LATE_EPOCH = 8
# a reporter's epoch this long: with the sandbox's budget (~72 s) two would not fit, and a trend over epochs
# (learning, memory) needs several; a NaN needs the reporter's data, so it keeps it
SLOW_EPOCH_S = 30.0
TREND_SYMPTOMS = {"no_learning", "memory_growth"}


def size_divisor(variant: str, symptom: str, symptom_epoch: int | None, epoch_seconds: float | None = None) -> int | None:
    """How much smaller the data is made: by the variant, else from the first attempt when the symptom comes
    late or, for a trend, the reporter's epochs are slow (two of them would not fit in a test's run budget)."""
    if variant in SIZE_DIVISOR:
        return SIZE_DIVISOR[variant]
    slow = symptom in TREND_SYMPTOMS and bool(epoch_seconds and epoch_seconds >= SLOW_EPOCH_S)
    late = bool(symptom_epoch and symptom_epoch >= LATE_EPOCH) or slow
    return SIZE_DIVISOR["smaller"] if late and variant != "more" else None
EPOCH_RE = re.compile(r"epoch", re.I)
CONFIG_DEST_RE = re.compile(r"config|cfg|conf|hparams|params_file", re.I)
# prose hyper-parameters that may be added to a command the reporter did not paste
PROSE_HP_DESTS = {"lr": ("lr", "learning_rate"), "batch_size": ("batch_size", "bs"),
                  "temperature": ("temperature",), "dropout": ("dropout",),
                  "weight_decay": ("weight_decay", "wd"), "momentum": ("momentum",), "seed": ("seed",)}

TRAINING_SYMPTOMS = {"no_learning", "nan_or_inf", "memory_growth"}
KIND_BY_SYMPTOM = {name: s.scaffold for name, s in symptoms.SPECS.items()}


@dataclass
class RunSpec:
    script: str                                  # repo-relative path
    argv: list[str]                              # after the script name
    entry: EntryPoint
    role: str = "target"                         # setup | target
    config_arg: tuple[int, str] | None = None    # (index in argv of the token holding it, path) of the config file
    config_overrides: dict[str, object] = field(default_factory=dict)
    config_text: str | None = None               # the report's pasted config, for a config path the repo lacks
    notes: list[str] = field(default_factory=list)
    shows_symptom: bool | None = None            # the report's output after this command shows it (None: unknown)
    # how the code is entered (entry.py): argv (a main() or `python script.py args`), file (a module-level
    # script run from its own file), notebook (code cells in order), usage (the report's snippet as test body)
    mode: str = "argv"
    rules: dict | None = None                    # literal loop bounds kept small, applied inside the test
    tables: dict | None = None                   # stand-ins for missing tables: path -> (columns, header)
    usage: Usage | None = None
    folders: list | None = None                  # stand-ins for missing class folders of arrays: (folder, shape)

    @property
    def display(self) -> str:
        if self.mode == "usage":
            return "the report's usage snippet, run against the repository's modules"
        if self.mode == "notebook":
            return f"the notebook {self.script} (code cells in order)"
        return "python " + " ".join(shlex.quote(a) for a in [self.script] + self.argv)


@dataclass
class Strategy:
    kind: str                                    # crash | finite | memory | learning | determinism | invariance | hang | health
    runs: list[RunSpec]
    variant: str = "default"                     # default | more | runpy | smaller | smallest | processes
    changed: str = ""                            # for invariance: what differs between the two runs
    notes: list[str] = field(default_factory=list)

    @property
    def target(self) -> RunSpec:
        return self.runs[-1]

    def describe(self) -> str:
        return f"{self.kind} check of `{self.target.display}` ({self.variant})"


# --------------------------------------------------------------------------- finding the scripts
def _map_path(path: str, repo_py: list[str]) -> str | None:
    path = path.replace("\\", "/").lstrip("./")
    if path in repo_py:
        return path
    name = path.rsplit("/", 1)[-1]
    cands = [f for f in repo_py if f.rsplit("/", 1)[-1] == name]
    if not cands:
        return None
    return max(cands, key=lambda c: _common_suffix(c, path))


def _common_suffix(a: str, b: str) -> int:
    pa, pb = a.split("/"), b.split("/")
    n = 0
    while n < min(len(pa), len(pb)) and pa[-1 - n] == pb[-1 - n]:
        n += 1
    return n


def _entry_for(repo: str, rel: str, context: Context) -> EntryPoint | None:
    for ep in context.entry_points:
        if ep.path == rel:
            return ep
    return analyse_script(repo, rel)


def _positions(body: str, commands: list[CommandLine]) -> list[tuple[int, CommandLine]]:
    """Where each command (in report order) stands in the body: `python train.py` is not found inside an
    earlier `python train.py --x 1`."""
    out, pos = [], 0
    for cmd in commands:
        at = body.find(cmd.raw, pos)
        if at >= 0:
            pos = at + len(cmd.raw)
        out.append((at, cmd))
    return out


def command_runs(repo: str, report: BugReport, context: Context, repo_py: list[str]) -> list[RunSpec]:
    """The report's command lines that run the repository's code, in the order the report shows them: python
    scripts and modules, and the commands the repository installs (its console scripts)."""
    installed = console_scripts(repo)
    commands = sorted([(at, cmd, None) for at, cmd in _positions(report.body, report.commands)] + [
        (at, cmd, installed[cmd.argv[0]])
        for at, cmd in _positions(report.body, find_console_commands(report.body, installed))],
        key=lambda c: c[0])
    runs = []
    for _, cmd, target in commands:
        if target is not None:
            ep = console_entry(repo, target)
            rel = ep.path if ep else None
        else:
            rel = _resolve_command(cmd, repo_py)
            ep = _entry_for(repo, rel, context) if rel else None
        if rel is None or ep is None:
            continue
        run = RunSpec(script=rel, argv=list(cmd.argv[1:]), entry=ep, shows_symptom=_output_shows_symptom(report, cmd))
        _attach_pasted_config(run, report, repo)
        runs.append(run)
    return runs


# config formats: the info strings of a fenced block of each (```yaml, ```ini ...)
CONFIG_BLOCK_INFO = {".yaml": ("yaml", "yml"), ".yml": ("yaml", "yml"), ".json": ("json",),
                     ".toml": ("toml",), ".ini": ("ini", "cfg", "dosini"), ".cfg": ("ini", "cfg", "dosini")}
CONFIG_EXTS = tuple(CONFIG_BLOCK_INFO)


def load_config(text: str, ext: str) -> dict | None:
    """A config's settings as nested dicts (None when the text is not one): YAML (and JSON), TOML, INI (whose
    values are text: digits are read as numbers here, to find epoch counts). The support module writes the
    copies with the same reading (`_config_copy`)."""
    ext = ext.lower()
    try:
        if ext == ".toml":
            import tomllib
            data = tomllib.loads(text)
        elif ext in (".ini", ".cfg"):
            import configparser
            cp = configparser.ConfigParser(interpolation=None)
            cp.read_string(text)
            data = {sec: {k: int(v) if re.fullmatch(r"-?\d+", v) else v for k, v in cp[sec].items()}
                    for sec in cp.sections()}
        else:
            data = yaml.safe_load(text)
    except Exception:   # noqa: BLE001 - yaml, tomllib and configparser each raise their own errors
        return None

    def has_setting(node: object) -> bool:   # (a pasted log's `[epoch 1] loss=...` lines read as empty sections)
        return any(has_setting(v) if isinstance(v, dict) else True for v in node.values()) \
            if isinstance(node, dict) else False
    return data if has_setting(data) else None


def config_positions(run: RunSpec) -> list[tuple[int, str]]:
    """(index, path) of the tokens that name a config file: the value of an option whose name says config
    (`--config x.yaml`, `--cfg=x.toml`), or a positional argument with a config file's extension
    (`python train.py configs/my.ini`)."""
    out = []
    for i, tok in enumerate(run.argv):
        if tok.startswith("-"):
            opt = _option(run.entry, tok)
            if opt and CONFIG_DEST_RE.search(opt.dest) and (val := _get_value(run.argv, i)):
                out.append((i if "=" in tok else i + 1, val))
            continue
        prev = run.argv[i - 1] if i else ""
        opt = _option(run.entry, prev) if prev.startswith("-") and "=" not in prev else None
        takes_value = opt is not None and opt.action not in ("store_true", "store_false", "count")
        if not takes_value and tok.lower().endswith(CONFIG_EXTS):
            out.append((i, tok))
    return out


def _attach_pasted_config(run: RunSpec, report: BugReport, repo: str) -> None:
    """A config path the command names and the repository lacks (the reporter's own file) whose text the report
    pastes: the block that names it (a first-line comment, or the prose just before it), else the only block of
    that format. The test writes that text as the config: defaults from another file could hide the bug."""
    for i, val in config_positions(run):
        ext = os.path.splitext(val)[1].lower()
        if ext not in CONFIG_BLOCK_INFO or os.path.isfile(os.path.join(repo, val)):
            continue
        name = os.path.basename(val)
        labelled, same_format = [], []
        for m in FENCE_RE.finditer(report.body):
            body, info = m.group("body"), m.group("info").strip().lower()
            first = body.lstrip().splitlines()[0] if body.strip() else ""
            before = report.body[max(0, m.start() - 200):m.start()]
            if (first.startswith(("#", "//", ";")) and name in first) or name in before.rsplit("```", 1)[-1]:
                labelled.append(body)
            elif info in CONFIG_BLOCK_INFO[ext]:
                same_format.append(body)
        texts = labelled + (same_format if len(same_format) == 1 else [])
        for text in texts:
            if load_config(text, ext) is None:
                continue
            base = _pasted_config_base(report, repo, val, text)
            if base is not None:
                # only the lines that differ were pasted ("identical to base.yaml except for:"): the repository's
                # file the report names, with those settings
                run.argv[i] = run.argv[i].replace(val, base)
                run.config_arg = (i, base)
                run.config_overrides.update(dict(_config_leaves(repo, val, text)))
                run.notes.append(f"`{val}` is not in the repository: `{base}`, which the report names, with the "
                                 "settings it pastes")
                return
            run.config_arg, run.config_text = (i, val), text
            run.notes.append(f"`{val}` is not in the repository: written from the report's pasted config")
            return


def _pasted_config_base(report: BugReport, repo: str, missing: str, text: str) -> str | None:
    """The repository config of the same format that the report names and that holds every setting of a pasted
    fragment, and more: the file the reporter's own config was made from."""
    ext = os.path.splitext(missing)[1].lower()
    pasted = dict(_config_leaves(repo, missing, text))
    folder = os.path.dirname(missing)
    for cand in sorted({os.path.normpath(os.path.join(folder, os.path.basename(m.group(0))))
                        for m in re.finditer(r"[\w./-]+" + re.escape(ext), f"{report.title}\n{report.body}")}):
        if cand == os.path.normpath(missing) or not os.path.isfile(os.path.join(repo, cand)):
            continue
        leaves = dict(_config_leaves(repo, cand))
        if pasted and set(pasted) < set(leaves):
            return cand
    return None


# what the output pasted after a command looks like when it shows the symptom
SYMPTOM_EVIDENCE = {
    "nan_or_inf": re.compile(r"(?<![A-Za-z])(?:nan|inf)(?![A-Za-z])|non-?finite", re.I),
    "exception": re.compile(r"Traceback \(most recent call last\)|^\w*(?:Error|Exception)\b", re.M),
    "oom": re.compile(r"out of memory|OutOfMemoryError", re.I),
}


# how a report introduces the healthy run it pastes for comparison ("With the default budget everything works:")
HEALTHY_INTRO = re.compile(r"\b(?:works?|working|is fine|runs? fine|no problems?|as expected|is fast)\b", re.I)
# how it introduces another run that shows the same ("Same with the synthetic data:", "I can reproduce it ... too")
ALSO_INTRO = re.compile(r"\b(?:same (?:happens|thing|here|with|on|for)|too\b|as well\b|also (?:happens|hangs|fails|"
                        r"grows|with|on)|reproduce[sd]? it)", re.I)
NEGATION = re.compile(r"\b(?:not|never|no longer|n't|nothing)\W+(?:\w+\W+)?$", re.I)


def _intro(body: str, at: int, blocks: list[tuple[int, int]]) -> str:
    """The prose just before the command at `at`: back to the code block before it, at most a few sentences."""
    start = next((a for a, b in blocks if a <= at <= b), at)
    begin = max([b for a, b in blocks if b <= start] + [0, start - 300])
    return body[begin:start]


def _introduced_as_healthy(intro: str) -> bool:
    """Whether that prose says that this run works."""
    return any(not NEGATION.search(intro[:m.start()]) for m in HEALTHY_INTRO.finditer(intro))


def _output_shows_symptom(report: BugReport, cmd: CommandLine) -> bool | None:
    """Whether the text between this command and the next one shows the reported symptom: a report
    often pastes a healthy run of the same script for comparison (`whereas the default run is fine`).
    For a symptom whose output has no mark of its own (a hang prints nothing more), a run the prose
    introduces as working is the comparison (False)."""
    evidence = SYMPTOM_EVIDENCE.get(report.symptom)
    spans = [(c, at + len(c.raw)) for at, c in _positions(report.body, report.commands) if at >= 0]
    body = report.body
    blocks = [m.span("body") for m in FENCE_RE.finditer(body)]
    output = _pasted_output(body, spans, blocks, cmd)
    if report.symptom == "no_learning" and output:
        # a loss the reporter saw fall is the healthy comparison; one that stays is the symptom
        losses = [float(m.group(1)) for line in output.splitlines() if (m := LOSS_VALUE_RE.search(line))]
        if len(losses) >= 2 and losses[0] > 0:
            return losses[-1] > losses[0] * (1 - FALLING_LOSS)
    if evidence is None:
        end = next((e for c, e in spans if c is cmd), None)
        if end is None:
            return None
        intro = _intro(body, end - len(cmd.raw), blocks)
        if _introduced_as_healthy(intro):
            return False
        # "but with `--accum-steps 8` it just never ends:" introduces the run that shows it, and so does "Same with
        # the synthetic data:" (a later one, on data the repository has)
        # (its last sentence: the prose further back is about the run pasted before it)
        prose = re.sub(r"(?:```|~~~)[\w+-]*\s*$", "", intro.rstrip()).rstrip()      # the fence opening the block
        last = re.split(r"[.!?](?:\s|$)|\n\s*\n", prose)[-1]
        shows = ALSO_INTRO.search(last) or any(re.search(c, last, re.I) for c in symptoms.spec(report.symptom).cues)
        return True if shows else None
    return None if output is None else bool(evidence.search(output))


LOSS_VALUE_RE = re.compile(r"loss\w*\s*[:=|]?\s*(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?![\d.])", re.I)
FALLING_LOSS = 0.2      # a pasted loss that ends this much below where it started was learning


def _pasted_output(body: str, spans: list[tuple[CommandLine, int]], blocks: list[tuple[int, int]],
                   cmd: CommandLine) -> str | None:
    """The text a command's run printed as the report pastes it: the rest of its code block, or the next block
    when the command was quoted in prose, up to the next command."""
    for k, (c, end) in enumerate(spans):
        if c is cmd:
            nxt = spans[k + 1][1] - len(spans[k + 1][0].raw) if k + 1 < len(spans) else len(body)
            inside = next(((a, b) for a, b in blocks if a <= end <= b), None)
            after = inside or next(((a, b) for a, b in blocks if a >= end), (nxt, nxt))
            start = end if inside else after[0]
            return body[start:min(after[1], nxt)] if start < nxt else ""
    return None


def _resolve_command(cmd: CommandLine, repo_py: list[str]) -> str | None:
    if cmd.script:
        return _map_path(cmd.script, repo_py)
    if cmd.module:
        rel = cmd.module.replace(".", "/") + ".py"
        if rel in repo_py:
            return rel
        main = cmd.module.replace(".", "/") + "/__main__.py"
        return main if main in repo_py else None
    return None


def fallback_run(repo: str, report: BugReport, context: Context, repo_py: list[str]) -> RunSpec | None:
    """No usable command line: enter where the traceback starts, else at the most training-like script."""
    for fr in report.frames:
        if fr.repo_path and fr.repo_path in repo_py:
            ep = _entry_for(repo, fr.repo_path, context)
            if ep is not None and ep.has_main_guard:
                return RunSpec(script=fr.repo_path, argv=[], entry=ep,
                               notes=["entered at the outermost repository frame of the traceback"])
    eps = [e for e in context.entry_points if e.has_main_guard]
    if eps:
        return RunSpec(script=eps[0].path, argv=[], entry=eps[0],
                       notes=["no command line in the report: ran the most training-like script"])
    return None


def _file_run(repo: str, rel: str, context: Context, note: str) -> RunSpec:
    """A repository file as the entry: a main() when it has a guard, else the file itself run from the
    repository (a module-level script, or a notebook's code cells)."""
    if rel.endswith(".ipynb"):
        kinds.notebook_cells(repo, rel)                 # NoEntry when it does not parse
        run = RunSpec(script=rel, argv=[], entry=EntryPoint(path=rel, module=None, main=None), mode="notebook",
                      notes=[note])
        skipped = kinds.magic_lines(repo, rel)
        if skipped:
            run.notes.append("IPython lines skipped (a plain interpreter cannot run them): "
                             + ", ".join(f"`{ln[:40]}`" for ln in dict.fromkeys(skipped)))
        return run
    ep = _entry_for(repo, rel, context)
    if ep is not None and ep.has_main_guard:
        return RunSpec(script=rel, argv=[], entry=ep, notes=[note])
    source = kinds.read(repo, rel) or ""
    if kinds.needs_input(source):
        raise NoEntry(f"`{rel}` waits for interactive input() (a person typing at the prompt); a test cannot "
                      "answer it: a version that takes the value as an argument or a constant is needed")
    return RunSpec(script=rel, argv=[], entry=ep or EntryPoint(path=rel, module=None, main=None), mode="file",
                   notes=[note])


def entry_run(repo: str, report: BugReport, context: Context, repo_py: list[str]) -> RunSpec:
    """No usable command line: enter the way the reporter's code runs (DESIGN, issue 11's entry kinds) —
    the traceback's outermost repository frame; the repository file the pasted code comes from (never a
    copy of it); a script or notebook the report names; the report's usage snippet of a library; a
    `__main__` script; the repository's only notebook or module-level script. NoEntry says why not."""
    files = all_files(repo)
    scripts = kinds.module_scripts(repo, repo_py)
    nbs = kinds.notebooks(repo, files)
    guarded = [e.path for e in context.entry_points if e.has_main_guard]
    for fr in report.frames:
        rel = fr.repo_path
        if rel and rel in repo_py:
            ep = _entry_for(repo, rel, context)
            if ep is not None and ep.has_main_guard:
                return RunSpec(script=rel, argv=[], entry=ep,
                               notes=["entered at the outermost repository frame of the traceback"])
            if rel in scripts or fr.function == "<module>":
                return _file_run(repo, rel, context, f"module-level script: the traceback enters `{rel}` in "
                                 "<module>; ran the repository's file with runpy semantics")
    match = kinds.match_blocks(report.code_blocks, repo, list(dict.fromkeys(scripts + nbs + guarded)))
    if match is not None:
        what = "a fragment of" if match.fragment else "the code of"
        return _file_run(repo, match.path, context,
                         f"the code quoted in the report is {what} the repository's `{match.path}` "
                         f"({match.matched} of its lines): ran that file, not a copy of the quote")
    named = [rel for rel in dict.fromkeys(scripts + nbs + guarded)
             if re.search(r"(?<![\w/.-])" + re.escape(rel.rsplit("/", 1)[-1]) + r"\b", report.text)]
    if named:
        named.sort(key=lambda r: report.text.find(r.rsplit("/", 1)[-1]))
        return _file_run(repo, named[0], context, f"the report names `{named[0]}`: ran the repository's file")
    reasons = []
    for block in report.code_blocks:
        try:
            usage = kinds.usage_snippet(block, repo, repo_py)
        except NoEntry as exc:
            reasons.append(str(exc))
            continue
        if usage is not None:
            return RunSpec(script="<report snippet>", argv=[], mode="usage", usage=usage,
                           entry=EntryPoint(path="<report snippet>", module=None, main=None),
                           notes=["library usage: the report's snippet is the test body, calling the repository's "
                                  "modules (no repository file matches it)"] + usage.notes)
    fb = fallback_run(repo, report, context, repo_py)
    if fb is not None:
        return fb
    jupyter = bool(kinds.NOTEBOOK_CUE_RE.search(report.text))
    for rel in (nbs + scripts if jupyter else scripts + nbs):
        return _file_run(repo, rel, context, f"no command line in the report: ran `{rel}`, the repository's "
                         + ("notebook" if rel.endswith(".ipynb") else "most training-like module-level script"))
    if reasons:
        raise NoEntry(reasons[0])
    code = [b for b in report.code_blocks if "Traceback (most recent call last)" not in b and len(b.strip()) > 20]
    if code and all(kinds.parse(b) is None and kinds.parse(textwrap.dedent(b)) is None for b in code):
        raise NoEntry("the code quoted in the report is not Python (it does not parse), and the repository has no "
                      "script, notebook or `__main__` block to run")
    raise NoEntry("found no script to run: the report has no command line, its code matches no repository file, "
                  "and the repository has no script, notebook or `__main__` block")


def keep_small(run: RunSpec, repo: str, report: BugReport, variant: str) -> None:
    """Literal loop bounds and sizes of a script, notebook or snippet without command-line knobs, made small
    inside the test (libcst, at run time); missing tables get stand-ins."""
    cap = EPOCH_CAPS.get(report.symptom, 1)
    floor = EPOCH_FLOORS.get(report.symptom, 1)
    if report.symptom_epoch:
        cap, floor = max(cap, report.symptom_epoch), max(floor, report.symptom_epoch)
    if variant == "more":
        cap, floor = cap * 3, floor * 2
    if run.mode == "notebook":
        sources = kinds.notebook_cells(repo, run.script)
    elif run.mode == "usage":
        sources = [run.usage.source] if run.usage else []
    else:
        sources = [kinds.read(repo, run.script) or ""]
    shrink = kinds.shrink_rules(sources, cap, floor, STEP_CAPS.get(report.symptom, STEP_CAP),
                                size_divisor=size_divisor(variant, report.symptom, report.symptom_epoch,
                                                          report.epoch_seconds))
    run.rules = shrink.rules if any(shrink.rules.values()) else None
    run.notes += shrink.notes
    if run.mode in ("file", "notebook"):
        prose = FENCE_RE.sub("", report.text)
        folders, folder_notes = kinds.folder_stand_ins("\n".join(sources), repo)
        tables, notes = kinds.table_stand_ins("\n".join(sources), repo, prose)
        if tables or folders:
            run.tables = dict(tables)
            run.folders = folders
            run.notes += notes + folder_notes


# --------------------------------------------------------------------------- argument surgery
def _option(entry: EntryPoint, token: str) -> ArgOption | None:
    flag = token.split("=", 1)[0]
    for o in entry.options:
        if flag in o.flags:
            return o
    return None


def _find_flag(argv: list[str], opt: ArgOption) -> int | None:
    for i, tok in enumerate(argv):
        if tok.split("=", 1)[0] in opt.flags:
            return i
    return None


def _get_value(argv: list[str], i: int) -> str | None:
    tok = argv[i]
    if "=" in tok and tok.startswith("--"):
        return tok.split("=", 1)[1]
    return argv[i + 1] if i + 1 < len(argv) else None


def _set_value(argv: list[str], opt: ArgOption, value: object) -> None:
    i = _find_flag(argv, opt)
    long_flag = next((f for f in opt.flags if f.startswith("--")), opt.flags[0])
    if i is None:
        argv += [long_flag, str(value)]
    elif "=" in argv[i] and argv[i].startswith("--"):
        argv[i] = f"{argv[i].split('=', 1)[0]}={value}"
    elif i + 1 < len(argv):
        argv[i + 1] = str(value)


def _as_int(v: object) -> int | None:
    try:
        return int(float(str(v)))
    except (TypeError, ValueError):
        return None


def cap_value(value: int | None, cap: int, floor: int = 1) -> int:
    if value is None:
        return cap
    if value <= floor:
        return value
    return max(min(value, cap), floor)


def shrink_run(run: RunSpec, symptom: str, variant: str, repo: str, symptom_epoch: int | None = None,
               epoch_seconds: float | None = None) -> None:
    """Fewer epochs and steps through the knobs the code has: CLI flags first, then config keys. A run never
    stops before the epoch at which the reporter's log showed the symptom."""
    cap = (SETUP_EPOCH_CAP.get(symptom, 1) if run.role == "setup" else EPOCH_CAPS.get(symptom, 1))
    floor = 1 if run.role == "setup" else EPOCH_FLOORS.get(symptom, 1)
    if symptom_epoch and run.role != "setup":
        cap, floor = max(cap, symptom_epoch), max(floor, symptom_epoch)
    if variant == "more":
        cap, floor = cap * 3, floor * 2
    # a setup run (the training before a predict) keeps its data
    divisor = size_divisor(variant, symptom, symptom_epoch, epoch_seconds) if run.role != "setup" else \
        size_divisor(variant, symptom, None)
    step_cap = STEP_CAPS.get(symptom, STEP_CAP) if run.role != "setup" else STEP_CAP
    capacity = step_cap // CAPACITY_SHARE if symptom == "memory_growth" and run.role != "setup" else None
    shrunk_by_flag = False
    for opt in run.entry.options:
        if opt.positional or opt.action in ("store_true", "store_false", "append", "count"):
            continue
        typ_int = opt.type == "int" or (isinstance(opt.default, int) and not isinstance(opt.default, bool))
        if not typ_int:
            continue
        i = _find_flag(run.argv, opt)
        current = _as_int(_get_value(run.argv, i)) if i is not None else _as_int(opt.default)
        if EPOCH_RE.search(opt.dest):
            new = cap_value(current, cap, floor)
            if new != current or i is None and current is None:
                _set_value(run.argv, opt, new)
                run.notes.append(f"`{opt.flags[-1]}` {current} → {new}" if current is not None
                                 else f"`{opt.flags[-1]} {new}` added")
            shrunk_by_flag = True
        elif kinds.STEP_NAME_RE.match(opt.dest) and current and current > step_cap:
            _set_value(run.argv, opt, step_cap)
            run.notes.append(f"`{opt.flags[-1]}` {current} → {step_cap}")
        elif capacity and CAPACITY_RE.match(opt.dest) and current and current > capacity:
            _set_value(run.argv, opt, capacity)
            run.notes.append(f"`{opt.flags[-1]}` {current} → {capacity} (a bounded store fills early)")
        elif divisor and kinds.SIZE_RE.match(opt.dest) and current and current >= 400:
            new = max(current // divisor, 100)
            _set_value(run.argv, opt, new)
            run.notes.append(f"`{opt.flags[-1]}` {current} → {new}")
    cfg = _config_file(run, repo)
    if not cfg:
        return
    leaves = _config_leaves(repo, cfg, run.config_text)
    # the parents of the capacities made small: what waits for the store to fill beside them waits for half
    current = {d: run.config_overrides.get(d, v) for d, v in leaves}
    small_parents = {d.rpartition(".")[0] for d, v in current.items() if CAPACITY_RE.match(d.rsplit(".", 1)[-1])
                     and isinstance(v, int) and v > capacity} if capacity else set()
    for dotted, value in leaves:
        leaf = dotted.rsplit(".", 1)[-1]
        if isinstance(value, str) and os.path.isabs(value) and not os.path.exists(os.path.dirname(value)) \
                and dotted not in run.config_overrides:
            # a path on the reporter's machine (`/data/runs/best.pt`): the run writes it under the sandbox
            new_path = "repgen_out/" + "/".join(value.rstrip("/").split("/")[-2:])
            run.config_overrides[dotted] = new_path
            run.notes.append(f"config `{dotted}` `{value}` (the reporter's machine) → `{new_path}`")
        value = run.config_overrides.get(dotted, value)     # a setting the report gave is shrunk too
        if not isinstance(value, int) or isinstance(value, bool):
            continue
        new = value
        if EPOCH_RE.search(leaf) and not shrunk_by_flag:
            new = cap_value(value, cap, floor)
        elif kinds.STEP_NAME_RE.match(leaf) and value > step_cap:
            new = step_cap
        elif capacity and CAPACITY_RE.match(leaf) and value > capacity:
            new = capacity
        elif dotted.rpartition(".")[0] in small_parents and FILL_WAIT_RE.match(leaf) and value > capacity // 2:
            new = capacity // 2
        elif divisor and kinds.SIZE_RE.match(leaf) and value >= 400:
            new = max(value // divisor, 100)
        if new != value:
            run.config_overrides[dotted] = new
            run.notes.append(f"config `{dotted}` {value} → {new}")


def _config_file(run: RunSpec, repo: str) -> str | None:
    if run.config_arg and run.config_text is not None:
        return run.config_arg[1]
    for i, val in config_positions(run):
        if val.lower().endswith(CONFIG_EXTS) and os.path.isfile(os.path.join(repo, val)):
            run.config_arg = (i, val)
            return val
    for opt in run.entry.options:
        if CONFIG_DEST_RE.search(opt.dest) and isinstance(opt.default, str) and not opt.positional and \
                opt.default.lower().endswith(CONFIG_EXTS) and os.path.isfile(os.path.join(repo, opt.default)):
            run.argv += [next(f for f in opt.flags if f.startswith("-")), opt.default]
            run.config_arg = (len(run.argv) - 1, opt.default)
            return opt.default
    return None


def _config_leaves(repo: str, rel: str, text: str | None = None) -> list[tuple[str, object]]:
    if text is None:
        try:
            with open(os.path.join(repo, rel), encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError):
            return []
    data = load_config(text, os.path.splitext(rel)[1])
    out: list[tuple[str, object]] = []

    def walk(node: object, prefix: str) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, f"{prefix}.{k}" if prefix else str(k))
        else:
            out.append((prefix, node))

    walk(data or {}, "")
    return out


SCI_NUMBER_RE = re.compile(r"[-+]?\d+(?:\.\d*)?[eE][-+]?\d+")


def _is_number(value: object) -> bool:
    """A number, or one the reporter wrote in scientific notation that a YAML 1.1 loader reads as text (`3e-4`)."""
    if isinstance(value, str):
        return bool(SCI_NUMBER_RE.fullmatch(value))
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _settings_for_another_config(report: BugReport, run: RunSpec) -> bool:
    """The report's settings were the config another pasted command ran (`--config configs/my_loans.yaml`),
    while this run names none (`python train.py data.n_rows=4000`, "the example from the README"): they are
    not this run's."""
    return any(cmd.script == run.script and cmd.argv[1:] != run.argv and
               config_positions(dataclasses.replace(run, argv=cmd.argv[1:])) for cmd in report.commands)


def apply_report_settings(run: RunSpec, report: BugReport, repo: str, prose_hp: bool) -> None:
    """Settings the reporter says they used: config keys (`ema_decay: 0.0`), prose hyper-parameters."""
    # read before _config_file adds the script's default config: does the report's command name one itself
    named = bool(config_positions(run))
    cfg = run.config_arg[1] if run.config_arg else _config_file(run, repo)
    if cfg and report.config_overrides and (named or not _settings_for_another_config(report, run)):
        leaves = _config_leaves(repo, cfg, run.config_text)
        for key, value in report.config_overrides.items():
            for dotted, current in leaves:
                if not (dotted == key or dotted.endswith("." + key)) or current == value:
                    continue
                both_numbers = all(_is_number(v) for v in (current, value))
                if both_numbers or type(current) is type(value):
                    run.config_overrides[dotted] = value
                    run.notes.append(f"config `{dotted}` {current} → {value} (as in the report)")
    if prose_hp:
        for key, dests in PROSE_HP_DESTS.items():
            if key not in report.hyperparameters:
                continue
            for opt in run.entry.options:
                if opt.dest in dests and _find_flag(run.argv, opt) is None and not opt.positional:
                    _set_value(run.argv, opt, report.hyperparameters[key])
                    run.notes.append(f"`{opt.flags[-1]} {report.hyperparameters[key]}` from the report's text")


OUTPUT_DEST_RE = re.compile(r"out|save|export|dest|log|dump|write|result|ckpt_dir|checkpoint_dir|run_dir", re.I)
DATA_SUFFIXES = (".txt", ".csv", ".tsv", ".json", ".jsonl", ".npy", ".npz", ".pt", ".pth", ".pkl", ".parquet",
                 ".yaml", ".yml", ".png", ".jpg", ".wav")


def substitute_missing_files(runs: list[RunSpec], repo: str, repo_files: list[str]) -> None:
    """Input files the reporter had and the repository lacks: a repository file of the same format
    stands in (their private data is not needed to show a code bug); outputs and files an earlier
    command writes are left alone."""
    produced: set[str] = set()
    for run in runs:
        for i, tok in enumerate(run.argv):
            value = tok.split("=", 1)[1] if tok.startswith("--") and "=" in tok else tok
            if tok.startswith("-") and "=" not in tok:
                continue
            if not value.lower().endswith(DATA_SUFFIXES) or value in produced or \
                    os.path.exists(os.path.join(repo, value)):
                continue
            if run.config_text is not None and run.config_arg and i == run.config_arg[0]:
                continue            # the reporter's own config, written from the text they pasted
            flag = run.argv[i - 1] if i > 0 and run.argv[i - 1].startswith("-") else tok.split("=", 1)[0]
            opt = _option(run.entry, flag) if flag.startswith("-") else None
            if opt is not None and OUTPUT_DEST_RE.search(opt.dest):
                produced.add(value)
                continue
            stand_in = _stand_in(value, repo_files)
            if stand_in is None:
                continue
            run.argv[i] = tok.replace(value, stand_in) if tok != value else stand_in
            run.notes.append(f"`{value}` is not in the repository: `{stand_in}` (same format) stands in")
        produced.update(t for t in run.argv if t.lower().endswith(DATA_SUFFIXES))


def _stand_in(missing: str, repo_files: list[str]) -> str | None:
    suffix = os.path.splitext(missing)[1].lower()
    cands = [f for f in repo_files if f.lower().endswith(suffix) and not f.endswith(".py")
             and not f.startswith((".github/", "tests/", "docs/"))]
    if not cands:
        return None
    folder = os.path.dirname(missing)
    # same folder first, then the smallest path (data/tiny.txt before a deep fixture)
    return min(cands, key=lambda f: (os.path.dirname(f) != folder, f.count("/"), len(f)))


# --------------------------------------------------------------------------- the strategy
def choose_strategy(repo: str, report: BugReport, context: Context, repo_py: list[str],
                    variant: str = "default") -> Strategy | None:
    runs = command_runs(repo, report, context, repo_py)
    for run in runs:
        # `python script.py` of a script with no main guard and no arguments: run its file, kept small in memory
        if not run.argv and not run.entry.has_main_guard and not run.entry.options:
            run.mode = "file"
            run.notes.append(f"module-level script: `{run.script}` does its work at the top level; ran the "
                             "repository's file")
    prose_hp = not runs
    if not runs:
        runs = [entry_run(repo, report, context, repo_py)]
    kind = KIND_BY_SYMPTOM.get(report.symptom, "health")
    changed = ""
    if kind == "invariance":
        pair = _invariance_pair(runs)
        if pair is None:
            kind = "sanity"   # nothing to compare with: check what the run returns and prints
        else:
            i, j, changed = pair
            # the two compared runs go last; earlier different scripts are setup
            runs = [r for k, r in enumerate(runs) if k < j and k != i and r.script != runs[i].script] + \
                [runs[i], runs[j]]
    if kind != "invariance":
        runs = _dedupe_target(_end_at_training(runs, report.symptom))
    substitute_missing_files(runs, repo, all_files(repo))
    for k, run in enumerate(runs):
        last = k == len(runs) - 1 or (kind == "invariance" and k == len(runs) - 2)
        run.role = "target" if last else "setup"
        if run.mode != "argv":
            keep_small(run, repo, report, variant)
            continue
        apply_report_settings(run, report, repo, prose_hp)
        shrink_run(run, report.symptom, variant, repo, report.symptom_epoch, report.epoch_seconds)
    return Strategy(kind=kind, runs=runs, variant=variant, changed=changed)


def _end_at_training(runs: list[RunSpec], symptom: str) -> list[RunSpec]:
    """A symptom of training (flat loss, NaN, growing memory) shows in the last command that trains:
    commands the reporter ran after it (an evaluation script) are not needed to show it."""
    if symptom not in TRAINING_SYMPTOMS or runs[-1].entry.training_score > 0:
        return runs
    last = max((i for i, r in enumerate(runs) if r.entry.training_score > 0), default=None)
    return runs if last is None else runs[:last + 1]


def _dedupe_target(runs: list[RunSpec]) -> list[RunSpec]:
    """Keep setup scripts in order, and as the target the last command of the last script, or of
    that script's commands the last one whose output showed the symptom (not a healthy comparison)."""
    same = [r for r in runs if r.script == runs[-1].script]
    target = next((r for r in reversed(same) if r.shows_symptom),
                  next((r for r in reversed(same) if r.shows_symptom is not False), runs[-1]))
    setup, seen = [], set()
    for r in runs[:-1]:
        if r.script != target.script and r.script not in seen:
            seen.add(r.script)
            setup.append(r)
    return setup + [target]


def _invariance_pair(runs: list[RunSpec]) -> tuple[int, int, str] | None:
    for i in range(len(runs)):
        for j in range(i + 1, len(runs)):
            a, b = runs[i], runs[j]
            if a.script == b.script and a.argv != b.argv:
                only_a = [t for t in a.argv if t not in b.argv]
                only_b = [t for t in b.argv if t not in a.argv]
                changed = " ".join(only_b or only_a) or "the arguments"
                return i, j, f"`{changed}`"
    return None
