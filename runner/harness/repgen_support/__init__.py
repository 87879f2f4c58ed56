"""RepGen's test support: what a generated reproduction test needs beyond plain pytest, in one module the tests
import (`from repgen_support import ...`) instead of carrying it: run the reporter's script in this process (or in
a fresh interpreter), watch the run from outside (the loss at each backward(), epoch boundaries, RSS and live
autograd graphs at each DataLoader pass, what the optimizers update), compare two results, find metrics out of
range, and the checks that turn those observations into one assertion.

Where it comes from when a test runs: the sandbox puts runner/harness on the path; RepGen's own environment has it
installed as a top-level package (pyproject `package-dir`); a pull request adds this file once, as
`tests/repgen/repgen_support.py`, beside its tests. Hence its style: it runs in the reporter's environment on
whatever Python that has (no `zip(strict=)`, %-formatting kept), it imports only the standard library and torch,
and any edit to it changes what every generated test does. ROOT is the repository root: the folder pytest runs
from (the tests' conftest sets it when they run from elsewhere). The harness (repgen_harness.py) takes its RSS
probe and backward monitor from here.

The checks raise through `_check`, whose AssertionError carries the symptom kind and the values measured (the
failure record RepGen's verdict reads); `__tracebackhide__` keeps pytest's report on the test's own line.
"""
# ruff: noqa: UP031, B905
import contextlib
import gc
import io
import logging
import math
import os
import random
import re
import runpy
import sys
import time

import torch

ROOT = os.getcwd()


def _seed_all(seed):
    random.seed(seed)
    try:
        import numpy as np
        np.random.seed(seed)
    except ImportError:
        pass
    torch.manual_seed(seed)


class _Tee(io.StringIO):
    """Captures what the code prints and still shows it in the test output, and which code printed each piece:
    the innermost frame inside ROOT (print() is called there; logging and tqdm write from the library below it),
    so a check can read only what the repository's code printed, not the test's own lines."""

    def __init__(self, stream):
        super().__init__()
        self._stream = stream
        self.pieces = []              # (text, {"file", "line", "function"} or None)

    def write(self, s):
        self._stream.write(s)
        frame = _printing_frame()
        if self.pieces and self.pieces[-1][1] == frame:   # print() writes its text and "\n" apart: one piece
            self.pieces[-1] = (self.pieces[-1][0] + s, frame)
        else:
            self.pieces.append((s, frame))
        return super().write(s)

    def printed_by_repository(self):
        """(text, frames that wrote it) of what code under ROOT printed, the test and this module left out."""
        text, frames = [], []
        for s, frame in self.pieces:
            if frame is not None and frame["file"] != _TEST_FILE and not _is_support_file(frame["file"]):
                text.append(s)
                if frame not in frames:
                    frames.append(frame)
        return "".join(text), frames

    def printers_of(self, pattern):
        """The frames (test and this module left out) whose printed pieces match `pattern`: who printed a metric,
        not everyone who printed something (a snippet's `print(torch.__version__)`)."""
        frames = []
        for s, frame in self.pieces:
            if frame is not None and frame["file"] != _TEST_FILE and not _is_support_file(frame["file"]) \
                    and pattern.search(s) and frame not in frames:
                frames.append(frame)
        return frames


_TEST_FILE = "test_repro.py"


def _is_support_file(path):
    return path.replace(os.sep, "/").endswith(("repgen_support/__init__.py", "repgen_support.py"))


def _root_frame(path, line, function):
    """{"file" relative to ROOT, "line", "function"} of code inside ROOT (a venv there excluded); a string the
    test compiled (a snippet) keeps its `<...>` name; None for the standard library and site-packages."""
    if path.startswith("<"):
        return None if path.startswith("<frozen") else {"file": path, "line": line, "function": function}
    path = os.path.abspath(path)          # runpy.run_path("train.py") compiles with the path as given
    if path.startswith(ROOT + os.sep) and "site-packages" not in path:
        return {"file": path[len(ROOT) + 1:], "line": line, "function": function}
    return None


def _printing_frame():
    frame = sys._getframe(2)
    while frame is not None:
        found = _root_frame(frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name)
        if found is not None:
            return found
        frame = frame.f_back
    return None


@contextlib.contextmanager
def _capture():
    tee = _Tee(sys.stdout)
    # a logger's handler was made before the capture and writes to the stream it kept: its records reach the
    # pieces through a root handler, not the printed text (log lines carry timestamps that differ between runs)
    handler = _PiecesHandler(tee)
    logging.getLogger().addHandler(handler)
    try:
        with contextlib.redirect_stdout(tee):
            yield tee
    finally:
        logging.getLogger().removeHandler(handler)


class _PiecesHandler(logging.Handler):
    """Records each log message with where it was logged (LogRecord's path, line and function)."""

    def __init__(self, tee):
        super().__init__()
        self._tee = tee

    def emit(self, record):
        try:
            frame = _root_frame(record.pathname, record.lineno, record.funcName)
            self._tee.pieces.append((record.getMessage() + "\n", frame))
        except Exception:       # a record whose message cannot be formatted: logging's own rule, never raise
            pass


@contextlib.contextmanager
def _argv(argv):
    """The command line the script sees, and its folder on sys.path as `python script.py` would."""
    old = sys.argv
    sys.argv = list(argv)
    script_dir = os.path.dirname(os.path.join(ROOT, argv[0]))
    sys.path.insert(0, script_dir)
    try:
        yield
    except SystemExit as exc:
        if exc.code not in (0, None):
            _check(False, "could_not_run", "`python %s` exited with status %r" % (" ".join(argv), exc.code),
                   status=exc.code)
    finally:
        sys.argv = old
        if script_dir in sys.path:
            sys.path.remove(script_dir)


def _run_path(argv):
    """`python script.py args` in this process, so the monitors see it."""
    with _argv(argv):
        runpy.run_path(os.path.join(ROOT, argv[0]), run_name="__main__")


def _run_process(argv, hash_seed):
    """`python script.py args` in a fresh interpreter with its own PYTHONHASHSEED: what differs between
    two runs from the shell (string hashing, the order of a set, worker seeds) differs here too."""
    import subprocess
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed))
    proc = subprocess.run([sys.executable, *argv], cwd=ROOT, env=env, capture_output=True, text=True)
    sys.stdout.write(proc.stdout)
    _check(proc.returncode == 0, "could_not_run", "`python %s` exited with status %d: %s"
           % (" ".join(argv), proc.returncode, proc.stderr[-3000:]), status=proc.returncode)
    return proc.stdout


def _run_snippet(source):
    """Run a script quoted in the report as `python script.py` from the repository root."""
    with _argv(["reported_script.py"]):
        exec(compile(source, os.path.join(ROOT, "reported_script.py"), "exec"), {"__name__": "__main__"})


def _shrink_source(source, rules):
    """The source with its literal loop bounds and sizes made small, by rules the generator chose from the
    file: {"range": {"epoch:200": 3}, "assign": {"num_iter:5000": 200}, "keyword": {"epochs:40": 3},
    "flag": {"--epochs:40": 18}} (the loop variable, assigned name, keyword or command-line flag in an argv list
    with the literal it had, and the value it gets). libcst rewrites
    only those nodes, so every other line stays as it is (line numbers included) and a fixed file whose
    numbers did not change is kept small the same way. Without libcst the file runs at its full size."""
    if not rules or not any(rules.values()):
        return source
    try:
        import libcst as cst
    except ImportError:
        return source
    ranges, assigns, keywords = rules.get("range", {}), rules.get("assign", {}), rules.get("keyword", {})
    flags = rules.get("flag", {})

    def literal(node):
        return int(node.value.replace("_", "")) if isinstance(node, cst.Integer) else None

    class Shrink(cst.CSTTransformer):
        def leave_For(self, original, node):
            it = node.iter
            if isinstance(node.target, cst.Name) and isinstance(it, cst.Call) and \
                    isinstance(it.func, cst.Name) and it.func.value == "range" and 1 <= len(it.args) <= 3:
                k = 0 if len(it.args) == 1 else 1
                key = "%s:%s" % (node.target.value, literal(it.args[k].value))
                if key in ranges:
                    args = list(it.args)
                    args[k] = args[k].with_changes(value=cst.Integer(str(ranges[key])))
                    return node.with_changes(iter=it.with_changes(args=args))
            return node

        def leave_Assign(self, original, node):
            if len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name):
                key = "%s:%s" % (node.targets[0].target.value, literal(node.value))
                if key in assigns:
                    return node.with_changes(value=cst.Integer(str(assigns[key])))
            return node

        def leave_Arg(self, original, node):
            if node.keyword is not None:
                key = "%s:%s" % (node.keyword.value, literal(node.value))
                if key in keywords:
                    return node.with_changes(value=cst.Integer(str(keywords[key])))
            return node

        def _argv(self, node):
            # ["--epochs", "40"] and ["--epochs=40"]: strings only, quotes kept as they were
            elts = list(node.elements)
            texts = [e.value.evaluated_value if isinstance(e.value, cst.SimpleString) else None for e in elts]
            for i, tok in enumerate(texts):
                if not tok or not tok.startswith("--"):
                    continue
                flag, eq, value = tok.partition("=")
                j = i if eq else i + 1
                value = value if eq else (texts[j] if j < len(texts) else None)
                key = "%s:%s" % (flag, value)
                if value and value.isdigit() and key in flags:
                    quote = elts[j].value.quote
                    new = (flag + "=" if eq else "") + str(flags[key])
                    elts[j] = elts[j].with_changes(value=cst.SimpleString(quote + new + quote))
            return node.with_changes(elements=elts)

        def leave_List(self, original, node):
            return self._argv(node) if flags else node

        def leave_Tuple(self, original, node):
            return self._argv(node) if flags else node

    try:
        return cst.parse_module(source).visit(Shrink()).code
    except Exception:  # a file libcst cannot parse runs as it is; Python itself will say what is wrong
        return source


_PLAIN = (bool, int, float, str)


def _is_array(value):
    """An array-like (numpy, pandas), asked without trusting the object: a config whose attribute access reads
    its keys raises KeyError where hasattr expects AttributeError."""
    if isinstance(value, (str, bytes)):
        return False
    try:
        return hasattr(value, "__array__")
    except Exception:
        return False


def _state(namespace):
    """What a script leaves behind that two runs can be compared on: its tensors, arrays, models and numbers."""
    out = {}
    for name, value in namespace.items():
        if name.startswith("_") or isinstance(value, type) or callable(value) and \
                not isinstance(value, torch.nn.Module):
            continue
        if isinstance(value, (torch.Tensor, torch.nn.Module, int, float)) and not isinstance(value, bool) or \
                _is_array(value) or \
                isinstance(value, (list, tuple)) and all(isinstance(v, _PLAIN + (torch.Tensor,)) for v in value[:50]):
            out[name] = value
    return out


@contextlib.contextmanager
def _workdir(tmp_path, files):
    """Run from a working folder that sees the repository's files (links) plus stand-ins for the data files
    the repository lacks ({relative path: text or bytes}); without stand-ins, from the repository root."""
    if not files:
        yield ROOT
        return
    work = os.path.join(str(tmp_path), "work")
    os.makedirs(work, exist_ok=True)
    for rel, content in files.items():
        target = os.path.join(work, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb" if isinstance(content, bytes) else "w") as f:
            f.write(content)
    _link_tree(ROOT, work)
    old = os.getcwd()
    os.chdir(work)
    try:
        yield work
    finally:
        os.chdir(old)


def _link_tree(src, dst):
    """Link what `src` has into `dst`, going into folders `dst` already has (where stand-ins were written)."""
    for name in os.listdir(src):
        s, d = os.path.join(src, name), os.path.join(dst, name)
        if not os.path.lexists(d):
            os.symlink(s, d)
        elif os.path.isdir(d) and not os.path.islink(d) and os.path.isdir(s):
            _link_tree(s, d)


def _run_file(rel, rules=None, tmp_path=None, files=None):
    """`python <rel>` for a script whose top level does the work: the repository's own file, read now and
    kept small by `rules`, compiled with its real path so tracebacks and the verdict see the repository's
    file; returns what the script left behind (_state)."""
    path = os.path.join(ROOT, rel)
    with open(path, encoding="utf-8") as f:
        source = _shrink_source(f.read(), rules)
    namespace = {"__name__": "__main__", "__file__": path}
    with _workdir(tmp_path, files), _argv([rel]):
        exec(compile(source, path, "exec"), namespace)
    return _state(namespace)


_MAGIC = re.compile(r"^\s*(?:[%!]|\?|\w+\s*=\s*!|get_ipython\(\))")
_BINDS = re.compile(r"^\s*(?:import\s+[\w.]+\s+as\s+(\w+)|from\s+[\w.]+\s+import\s+(\w+)|import\s+(\w+))", re.M)
_DISPLAY_ONLY = ("matplotlib", "seaborn", "plotly", "IPython", "ipywidgets", "tqdm.notebook")


def _notebook_cells(rel):
    """The code cells of a notebook, in order, read with the standard json module (a notebook is JSON;
    nbformat is not needed to read its cells), with IPython magics and shell lines commented out."""
    import json
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        nb = json.load(f)
    cells = []
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        src = cell.get("source", "")
        lines = (src if isinstance(src, list) else src.splitlines(True))
        text = "".join(lines)
        cells.append("".join(("# (IPython, skipped) " + line) if _MAGIC.match(line) else line
                             for line in text.splitlines(True)))
    return cells


def _needs_missing_display(source):
    """A cell that only shows things (plots) with a library that is not installed here."""
    from importlib.util import find_spec
    for m in re.finditer(r"^\s*(?:import|from)\s+([\w.]+)", source, re.M):
        top = m.group(1)
        if top.startswith(_DISPLAY_ONLY):
            try:
                found = find_spec(top.split(".")[0]) is not None
            except (ImportError, ValueError):
                found = False
            if not found:
                return top
    return None


def _run_notebook(rel, rules=None, tmp_path=None, files=None):
    """Run a notebook's code cells in order in one namespace, as `Run All` does, each compiled with the
    notebook's path as filename (so tracebacks name the repository's notebook); returns what it left."""
    path = os.path.join(ROOT, rel)
    namespace = {"__name__": "__main__"}
    skipped_names = set()
    with _workdir(tmp_path, files), _argv([rel]):
        for i, cell in enumerate(_notebook_cells(rel)):
            missing = _needs_missing_display(cell)
            uses_skipped = skipped_names and re.search(r"\b(?:%s)\b" % "|".join(map(re.escape, skipped_names)), cell)
            if missing or uses_skipped:
                skipped_names.update(a or b or c for a, b, c in _BINDS.findall(cell))
                print("[repgen] skipped notebook cell %d: it only displays (%s is not installed)"
                      % (i + 1, missing or "uses a skipped cell's names"))
                continue
            exec(compile(_shrink_source(cell, rules), path, "exec"), namespace)
    return _state(namespace)


def _table(columns, rows, header=True, seed=0):
    """A small synthetic numeric table (CSV text) standing in for a data file the repository lacks."""
    rng = random.Random(seed)
    lines = [",".join(columns)] if header else []
    for _ in range(rows):
        lines.append(",".join("%.4f" % rng.gauss(0, 1) for _ in columns))
    return "\n".join(lines) + "\n"


def _same_value(value, expected, rel_tol=1e-6):
    """Whether a recorded value is (all) the number the report shows: a scalar, or every element of a tensor."""
    nums = _numbers(value)
    return bool(nums) and all(math.isclose(v, expected, rel_tol=rel_tol, abs_tol=1e-9) for _, v in nums)


def _class_arrays(folder, shape, classes=3, per_class=96, seed=0):
    """.npy stand-ins for a class-per-folder dataset ({path: bytes}): each class folder's arrays carry a
    pattern of their own (a wave whose frequency is the class) under noise, so a working model can learn them."""
    import numpy as np
    rng = np.random.RandomState(seed)
    grid = np.linspace(0, 2 * np.pi, shape[-1])
    files = {}
    for c in range(classes):
        pattern = np.broadcast_to(np.sin((c + 1) * 2 * grid), shape)
        for i in range(per_class):
            buf = io.BytesIO()
            np.save(buf, (pattern + 0.5 * rng.randn(*shape)).astype(np.float32))
            files[os.path.join(folder, "class%d" % c, "%04d.npy" % i)] = buf.getvalue()
    return files


class _RoundTrip:
    """Watches models saved and loaded back (torch.save of a state_dict, torch.load, load_state_dict, or a
    state_dict handed straight to load_state_dict) and the last input each model saw; afterwards a loaded
    model must give the same outputs as the model that was saved, on that input."""

    def __init__(self):
        self.pairs = []
        self._sd, self._saved, self._loaded, self._inputs = {}, {}, {}, {}

    def __enter__(self):
        trip = self
        self._orig = (torch.nn.Module.state_dict, torch.save, torch.load, torch.nn.Module.load_state_dict)
        state_dict, save, load, load_state_dict = self._orig

        def w_state_dict(module, *a, **k):
            sd = state_dict(module, *a, **k)
            trip._sd[id(sd)] = (module, sd)
            return sd

        def w_save(obj, f, *a, **k):
            if id(obj) in trip._sd and isinstance(f, (str, os.PathLike)):
                trip._saved[os.path.abspath(str(f))] = trip._sd[id(obj)][0]
            return save(obj, f, *a, **k)

        def w_load(f, *a, **k):
            obj = load(f, *a, **k)
            if isinstance(f, (str, os.PathLike)) and os.path.abspath(str(f)) in trip._saved:
                trip._loaded[id(obj)] = (trip._saved[os.path.abspath(str(f))], obj)
            return obj

        def w_load_state_dict(module, sd, *a, **k):
            source = trip._loaded.get(id(sd)) or trip._sd.get(id(sd))
            if source is not None and source[0] is not module:
                trip.pairs.append((source[0], module))
            return load_state_dict(module, sd, *a, **k)

        def pre_hook(module, args):
            if args and isinstance(args[0], torch.Tensor) and id(module) not in trip._inputs:
                trip._inputs[id(module)] = args[0].detach()[:256].clone()

        torch.nn.Module.state_dict, torch.save, torch.load = w_state_dict, w_save, w_load
        torch.nn.Module.load_state_dict = w_load_state_dict
        self._hook = torch.nn.modules.module.register_module_forward_pre_hook(pre_hook)
        return self

    def __exit__(self, *exc):
        (torch.nn.Module.state_dict, torch.save, torch.load, torch.nn.Module.load_state_dict) = self._orig
        self._hook.remove()
        return False

    def differences(self):
        """For each (saved, loaded back) pair with an input seen: how far their outputs are apart."""
        out = []
        for saved, loaded in self.pairs:
            x = self._inputs.get(id(saved), self._inputs.get(id(loaded)))
            if x is None:
                continue
            modes = saved.training, loaded.training
            saved.eval()
            loaded.eval()
            try:
                with torch.no_grad():
                    a, b = saved(x), loaded(x)
            finally:
                saved.train(modes[0])
                loaded.train(modes[1])
            if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor) and a.shape == b.shape and \
                    not torch.allclose(a, b, rtol=1e-5, atol=1e-6):
                out.append("%s loaded back from its saved state_dict: outputs differ by up to %.4g on the same "
                           "input (%d of %d values)" % (type(loaded).__name__, float((a - b).abs().max()),
                                                          int((~torch.isclose(a, b)).sum()), a.numel()))
        return out


class _Usage:
    """The values a usage snippet printed, by the expression's source: what the report showed it return."""

    def __init__(self):
        self.values = {}

    def __call__(self, source, *values):
        print(*values)
        self.values.setdefault(source, []).append(values[0] if len(values) == 1 else list(values))
        return values[0] if values else None

    def result(self):
        return dict((k, v[-1]) for k, v in self.values.items())

    def repeated(self):
        """(first values, second values) of the expressions the snippet printed more than once."""
        first, second = {}, {}
        for k, v in self.values.items():
            if len(v) >= 2:
                first[k], second[k] = v[0], v[1]
        return first, second


def _run_usage(source, filename="<report snippet>"):
    """Run the report's usage snippet (it calls the repository's code) from the repository root; each
    top-level print(...) was rewritten by the generator into a call of `_show`, which records the value."""
    show = _Usage()
    namespace = {"__name__": "__main__", "_show": show}
    with _argv(["reported_usage.py"]):
        exec(compile(source, filename, "exec"), namespace)
    return show


def _with_argv(argv, main):
    """Call a script's main() that reads sys.argv itself."""
    with _argv(argv):
        return main()


def _load_config(text, ext):
    """A config's settings as nested dicts: YAML (and JSON), TOML, INI (sections of text values)."""
    if ext == ".toml":
        import tomllib
        return tomllib.loads(text)
    if ext in (".ini", ".cfg"):
        import configparser
        cp = configparser.ConfigParser(interpolation=None)
        cp.read_string(text)
        return dict((sec, dict(cp[sec].items())) for sec in cp.sections())
    import yaml
    return yaml.safe_load(text)


def _toml_value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    return '"%s"' % str(v).replace("\\", "\\\\").replace('"', '\\"')


def _dump_toml(cfg, f, prefix=""):
    tables = [(k, v) for k, v in cfg.items() if isinstance(v, dict)]
    for k, v in cfg.items():
        if not isinstance(v, dict):
            f.write("%s = %s\n" % (k, _toml_value(v)))
    for k, v in tables:
        name = prefix + k
        f.write("\n[%s]\n" % name)
        _dump_toml(v, f, name + ".")


def _dump_config(cfg, f, ext):
    if ext == ".json":      # YAML reads JSON, but a JSON loader cannot read YAML back
        import json
        json.dump(cfg, f, indent=2)
    elif ext == ".toml":
        _dump_toml(cfg, f)
    elif ext in (".ini", ".cfg"):
        import configparser
        cp = configparser.ConfigParser(interpolation=None)
        cp.read_dict(dict((sec, dict((k, str(v)) for k, v in vals.items())) for sec, vals in cfg.items()))
        cp.write(f)
    else:
        import yaml
        yaml.safe_dump(cfg, f)


def _config_copy(path, overrides, text=None):
    """A copy of a config (YAML, JSON, TOML or INI) with dotted keys overridden (`section.key` in INI), next to
    the original. A value the reporter wrote as `3e-4` comes as that text (what PyYAML reads): YAML writes it
    back unquoted, as they had it; JSON and TOML, which read it as a number, get the number. `text`: the config
    as the report pasted it, for a file the repository does not have (written where the command looks for it,
    under a repgen_ name)."""
    ext = os.path.splitext(path)[1].lower()
    if text is None:
        with open(os.path.join(ROOT, path)) as f:
            text = f.read()
    cfg = _load_config(text, ext)
    for key, value in overrides.items():
        if ext in (".json", ".toml") and isinstance(value, str) and \
                re.fullmatch(r"[-+]?\d+(?:\.\d*)?[eE][-+]?\d+", value):
            value = float(value)
        node = cfg
        *parents, leaf = key.split(".")
        for p in parents:
            node = node[p]
        node[leaf] = value
    head, tail = os.path.split(path)
    out = os.path.join(head, "repgen_" + tail)
    os.makedirs(os.path.join(ROOT, head), exist_ok=True)
    with open(os.path.join(ROOT, out), "w") as f:
        _dump_config(cfg, f, ext)
    return out


def _rss_mb():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def _tensors_held():
    """(megabytes of tensor storage that Python objects hold now, each storage once as views share theirs; the
    number of those tensors that hold an autograd graph). A leak that keeps tensors (a queue that is never cut, a
    cache keyed on models, outputs kept with their graphs) grows here step after step and exactly, where RSS also
    moves with the allocator's caching. One pass over the collector's objects: it is the costly part."""
    seen, total, graphs = set(), 0, 0
    tensor = torch.Tensor
    for obj in gc.get_objects():
        if not issubclass(type(obj), tensor):     # type(): no attribute lookups on odd objects
            continue
        try:
            if obj.grad_fn is not None:
                graphs += 1
            storage = obj.untyped_storage()
            key = (storage.device.type, storage.data_ptr())
            if key in seen or not key[1]:
                continue
            seen.add(key)
            total += storage.nbytes()
        except Exception:         # sparse, meta, wrapper subclasses without a storage
            continue
    return total / 2**20, graphs


def _wrap_backward(on_backward, after=None):
    """Make every `tensor.backward()` call `on_backward(tensor)` first (and `after()` once it returned); returns
    the backward it replaced, to put back. The one backward monitor: the scaffold's _Monitor and RepGen's harness
    both observe through it."""
    original = torch.Tensor.backward

    def backward(tensor, *args, **kwargs):
        on_backward(tensor)
        try:
            out = original(tensor, *args, **kwargs)
        except Exception:
            if after is not None:
                after()       # a stop already due wins over what backward() on a NaN raised (anomaly mode)
            raise
        if after is not None:
            after()
        return out

    torch.Tensor.backward = backward
    return original


class _SymptomSeen(BaseException):
    """Ends a run once what it was watched for is seen (a BaseException, so that a training loop's own
    `except Exception` does not swallow it); the _Monitor that raised it ends the `with` block quietly."""


class _Monitor:
    """Observes a training run from outside: the scalar loss at each backward(), and at each
    new pass over a DataLoader (an epoch boundary) the process RSS and live autograd graphs.

    stop_on_non_finite ends the run at the first NaN/Inf loss handed to backward(): the symptom is then
    shown, and the rest of a long epoch would only spend the time limit. stop_after ends it after that many
    backward() calls (two runs compared by their first steps need no more of them). budget_s ends it once
    that many seconds have passed, at the next DataLoader pass when memory is tracked per pass (or at a
    backward() once a fifth more has passed), else at the next backward(): the check then judges the run so
    far, within the time a test may take, where a full-size run would only end at the sandbox's limit with
    no verdict."""

    STEP_SAMPLE = 10                  # with track_memory, RSS every this many backward() calls as well

    def __init__(self, track_memory=False, audit=False, stop_on_non_finite=False, stop_after=None,
                 budget_s=None):
        self.stop_on_non_finite = stop_on_non_finite
        self.stop_after = stop_after
        self.budget_s = budget_s
        self.started = 0.0            # set when the `with` block is entered
        self.stopped = ""             # why the run was ended early, if it was
        self.audit = _StepAudit() if audit else None
        self.losses = []
        self.boundaries = []          # index into losses where each DataLoader pass started
        self.rss = []
        self.graph_tensors = []
        self.tensor_mb = []           # tensor storage Python objects hold, per pass (_tensor_mb)
        self.step_rss = []            # RSS every STEP_SAMPLE backward() calls: for loops without a DataLoader
        self.step_tensor_mb = []
        self.track_memory = track_memory

    def __enter__(self):
        monitor = self
        self._iter = torch.utils.data.DataLoader.__iter__
        original_iter = self._iter

        def on_backward(tensor):
            if tensor.numel() == 1:
                monitor.losses.append(float(tensor.detach().float().item()))
                if monitor.stop_on_non_finite and not math.isfinite(monitor.losses[-1]):
                    # ended once this backward() returned: the harness inside records the non-finite loss too
                    monitor.stopped = "loss %s at backward() call %d" % (monitor.losses[-1], len(monitor.losses))
                if monitor.stop_after and len(monitor.losses) > monitor.stop_after:
                    monitor.losses.pop()      # this step is not taken: the run ends before its backward()
                    monitor.stopped = "after %d backward() calls" % monitor.stop_after
                    raise _SymptomSeen(monitor.stopped)
                # per-pass memory stops at a pass boundary, unless one pass outlasts the budget by a fifth
                monitor._check_budget(1.2 if monitor.track_memory and monitor.boundaries else 1.0)
            if monitor.audit is not None:
                monitor.audit.on_backward(tensor)
            if monitor.track_memory and len(monitor.losses) % monitor.STEP_SAMPLE == 0:
                monitor.step_rss.append(_rss_mb())
                if not monitor.boundaries:    # only read without DataLoader passes: the scan costs ~0.2 s
                    monitor.step_tensor_mb.append(_tensors_held()[0])

        def after_backward():
            if monitor.stopped:       # only the non-finite stop waits for its backward() (the others raise first)
                raise _SymptomSeen(monitor.stopped)

        self._backward = _wrap_backward(on_backward, after_backward)

        def iterate(loader):
            monitor._check_budget()
            monitor.boundaries.append(len(monitor.losses))
            if monitor.track_memory:
                gc.collect()
                monitor.rss.append(_rss_mb())
                held, graphs = _tensors_held()
                monitor.graph_tensors.append(graphs)
                monitor.tensor_mb.append(held)
            return original_iter(loader)

        torch.utils.data.DataLoader.__iter__ = iterate
        if self.audit is not None:
            self.audit.__enter__()
        self.started = time.monotonic()
        return self

    def _check_budget(self, grace=1.0):
        if self.budget_s and time.monotonic() - self.started > self.budget_s * grace:
            self.stopped = "time budget of %g s reached after %d DataLoader passes and %d backward() calls" % (
                self.budget_s, len(self.boundaries), len(self.losses))
            raise _SymptomSeen(self.stopped)

    def __exit__(self, *exc):
        if self.audit is not None:
            self.audit.__exit__()
        torch.Tensor.backward = self._backward
        torch.utils.data.DataLoader.__iter__ = self._iter
        if self.track_memory:  # RSS at the end of the last epoch; graphs die with the call's locals
            gc.collect()       # (tensors are not read here: a model that held the leak died with the call)
            self.rss.append(_rss_mb())
        if exc and isinstance(exc[1], _SymptomSeen) and self.stopped:
            print("repgen: run ended early (%s)" % self.stopped)
            return True
        return False

    def outcome(self, result):
        """What a run showed, to compare with another run: its losses at each backward(), and its result
        when it ran to the end (a run ended after its first steps has none)."""
        return {"losses": list(self.losses), "result": None if self.stopped else result}

    def epoch_losses(self):
        """Mean loss of each DataLoader pass that trained (had backward calls)."""
        bounds = self.boundaries + [len(self.losses)]
        means = []
        for a, b in zip(bounds[:-1], bounds[1:]):
            if b > a:
                means.append(sum(self.losses[a:b]) / (b - a))
        if len(means) < 2 and len(self.losses) >= 8:  # no DataLoader: compare quarters
            q = len(self.losses) // 4
            means = [sum(self.losses[:q]) / q, sum(self.losses[-q:]) / q]
        return means


LR_ZERO_SHARE = 1e-8    # a learning rate this far below its peak is 0 for the optimizer's purposes
START_DROP = 0.1        # the last epoch's loss this far below the first steps' is learning, however flat the epochs

_AUDIT_WORDS = {
    "unregistered_params": "parameters of shapes %s get gradients but no optimizer updates them, and no module "
                           "the optimizer covers holds them (layers kept in a plain list or dict?)",
    "unreached_params": "the optimizer trains parameters of shapes %s that no loss reaches: they never get a "
                        "gradient (computed under no_grad, or cut off by detach()?)",
    "replaced_params": "parameters of shapes %s get gradients but no optimizer updates them, while the optimizer "
                       "holds parameters of the same shapes that no loss reaches (replaced after the optimizer "
                       "was built?)",
    "zero_lr": "the learning rate is 0 at every optimizer step (%s)",
    "unchanged_params": "%s parameter tensors with a non-zero gradient were left unchanged by every optimizer step",
    "lr_zero_early": "the learning rate falls to 0 at optimizer step %s and stays 0 to the end: the rest of the "
                     "run cannot learn (a schedule sized in epochs but stepped every batch?)",
    "undone_updates": "the optimizer's updates are undone by the end of the run: all %s trained parameter tensors "
                      "end equal to their values before the first step (weights restored or reloaded from before "
                      "training?), so whatever loss the run reached is lost",
}


class _StepAudit:
    """What the optimizers really do during a training run, the small-scale oracles of "does not learn":
    parameters that get a gradient but that no optimizer steps (layers kept in a plain list, a head replaced
    after the optimizer was built), optimizer parameters that never get a gradient while a parameter of the
    same shape does (the replaced head's old weights), the learning rate each step uses, and parameters with
    a gradient that a step leaves unchanged, and trained parameters that end the run exactly where they started
    (the run's updates undone: a "best" checkpoint from before training restored). Watches the first STEPS
    optimizer steps through torch's global step hooks; read-only."""

    STEPS = 5
    MAX_NUMEL = 5000000       # snapshot budget for the before/after comparison

    def __init__(self):
        self.graph_params = {}        # id -> Parameter: leaves of the losses' graphs that are Parameters
        self.stepped = {}             # id -> Parameter: in an optimizer that stepped
        self.got_grad = set()         # ids of stepped parameters that had a gradient at some watched step
        self.lrs = []                 # the first param group's lr at each watched step
        self.every_lr = []            # ... and at every step of the run (cheap: one float a step)
        self.unchanged = 0            # parameters with a non-zero gradient that a step left as they were
        self.changed = 0
        self.steps = 0
        self._before = []
        self.initial = {}             # id -> (Parameter, its value before the first step that held it)
        self._initial_left = self.MAX_NUMEL   # snapshot budget of `initial`
        self._handles = []

    def on_backward(self, tensor):
        if self.steps >= self.STEPS or tensor.grad_fn is None:
            return
        seen, stack = set(), [tensor.grad_fn]
        while stack and len(seen) < 50000:
            fn = stack.pop()
            if fn is None or id(fn) in seen:
                continue
            seen.add(id(fn))
            var = getattr(fn, "variable", None)
            if isinstance(var, torch.nn.Parameter) and var.requires_grad:
                self.graph_params[id(var)] = var
            stack.extend(f for f, _ in getattr(fn, "next_functions", ()))

    def __enter__(self):
        import importlib
        module = importlib.import_module("torch.optim.optimizer")
        pre = getattr(module, "register_optimizer_step_pre_hook", None)
        if pre is None:               # torch < 2.0: no global step hooks, nothing is audited
            return self
        self._handles = [pre(self._pre), module.register_optimizer_step_post_hook(self._post)]
        return self

    def __exit__(self, *exc):
        for h in self._handles:
            h.remove()
        return False

    def _pre(self, optimizer, args, kwargs):
        if self.steps < self.STEPS:
            for group in optimizer.param_groups:
                for p in group["params"]:
                    if p.grad is not None:
                        self.got_grad.add(id(p))
        if optimizer.param_groups and len(self.every_lr) < 10**6:
            lr = optimizer.param_groups[0].get("lr", float("nan"))
            self.every_lr.append(float(lr) if isinstance(lr, (int, float)) else float("nan"))
        if self.steps >= self.STEPS:
            return
        budget = self.MAX_NUMEL
        self._before = []
        for group in optimizer.param_groups:
            for p in group["params"]:
                self.stepped[id(p)] = p
                if id(p) not in self.initial and p.numel() <= self._initial_left:
                    self._initial_left -= p.numel()
                    self.initial[id(p)] = (p, p.detach().clone())
                if p.grad is not None and budget > 0 and bool((p.grad != 0).any()):
                    budget -= p.numel()
                    self._before.append((p, p.detach().clone()))
        if optimizer.param_groups:
            self.lrs.append(float(optimizer.param_groups[0].get("lr", float("nan"))))

    def _post(self, optimizer, args, kwargs):
        if self.steps >= self.STEPS:
            return
        self.steps += 1
        for p, old in self._before:
            if torch.equal(p.detach(), old):
                self.unchanged += 1
            else:
                self.changed += 1
        self._before = []

    def _lr_zero_from(self):
        """The 1-based step from which the lr is 0 to the end, when that is the last quarter of the run or more
        (at least 8 steps) after steps with a positive lr; a schedule that reaches 0 on its last step is fine."""
        # "0" is also a rate decayed by eight orders of magnitude (StepLR halving every few batches): no update
        # that small moves a parameter
        peak = max(self.every_lr, default=0)
        lrs = [0 if lr <= peak * LR_ZERO_SHARE else lr for lr in self.every_lr]
        tail = len(lrs) - next((i for i in range(len(lrs) - 1, -1, -1) if lrs[i] != 0), -1) - 1
        if tail >= max(8, len(lrs) // 4) and any(lr > 0 for lr in lrs[:len(lrs) - tail]):
            return len(lrs) - tail + 1
        return None

    def _undone(self):
        """Trained parameters (a loss reached them, a step changed them) that now equal their first value: the
        count, when every one of them does."""
        if not self.changed:
            return 0
        trained = [(p, v) for i, (p, v) in self.initial.items() if i in self.graph_params]
        if not trained:
            return 0
        try:
            same = all(p.shape == v.shape and torch.equal(p.detach(), v) for p, v in trained)
        except RuntimeError:      # moved to another device, freed storage: not comparable, say nothing
            return 0
        return len(trained) if same else 0

    UNREACHED_SHARE = 0.25    # of the trainable parameters the optimizer holds, by size

    def _unreached(self):
        """Shapes of the trainable parameters the optimizer steps that no loss reaches and that never had a
        gradient (a tower computed under `no_grad`, a branch cut by `detach()`), when they are a quarter of its
        trainable parameters or more: an unused auxiliary head or pooler is a few percent, and healthy."""
        if not self.graph_params:
            return []
        trainable = [p for p in self.stepped.values() if p.requires_grad]
        unreached = [p for p in trainable if id(p) not in self.graph_params and id(p) not in self.got_grad]
        total = sum(p.numel() for p in trainable)
        if not unreached or not total or sum(p.numel() for p in unreached) < self.UNREACHED_SHARE * total:
            return []
        return [list(p.shape) for p in unreached][:8]

    def _modules_with(self, params):
        ids = set(params)
        found = []
        for obj in gc.get_objects():
            if issubclass(type(obj), torch.nn.Module):      # type(): no attribute lookups on odd objects
                try:
                    if any(id(p) in ids for p in obj.parameters()):
                        found.append(obj)
                except Exception:
                    continue
        return found

    def findings(self):
        """{observed name: value} of what points at "does not learn"; empty when nothing does."""
        out = {}
        if not self.steps:
            return out
        orphans = [p for i, p in self.graph_params.items() if i not in self.stepped]
        if orphans:
            registered = set()
            for module in self._modules_with(self.stepped):
                registered.update(id(p) for p in module.parameters())
            loose = [p for p in orphans if id(p) not in registered]
            # a parameter swapped in after the optimizer was built: the optimizer still holds one of the same
            # shape that no loss reaches any more
            stale_shapes = [tuple(p.shape) for i, p in self.stepped.items() if i not in self.graph_params]
            swapped = [p for p in orphans if id(p) in registered and tuple(p.shape) in stale_shapes]
            if loose:
                out["unregistered_params"] = [list(p.shape) for p in loose][:8]
            if swapped:
                out["replaced_params"] = [list(p.shape) for p in swapped][:8]
        unreached = self._unreached()
        if unreached and "replaced_params" not in out:
            out["unreached_params"] = unreached
        if self.lrs and all(lr == 0 for lr in self.lrs):
            out["zero_lr"] = self.lrs
        if self.unchanged and not self.changed:
            out["unchanged_params"] = self.unchanged
        late = self._lr_zero_from()
        if late is not None and "zero_lr" not in out:
            out["lr_zero_early"] = late
        undone = self._undone()
        if undone:
            out["undone_updates"] = undone
        return out


def _numbers(value, path="result"):
    """(path, float) leaves of a result: tensors, arrays, dicts, lists, numbers; models by state_dict."""
    if isinstance(value, torch.nn.Module):
        value = value.state_dict()
    if isinstance(value, torch.Tensor):
        flat = value.detach().cpu().double().flatten().tolist()
        return [("%s[%d]" % (path, i), v) for i, v in enumerate(flat[:100000])]
    if _is_array(value):
        try:
            import numpy as np
            arr = np.asarray(value, dtype=float).ravel()
            return [("%s[%d]" % (path, i), float(v)) for i, v in enumerate(arr[:100000])]
        except (TypeError, ValueError):
            return []
    if isinstance(value, bool):
        return [(path, float(value))]
    if isinstance(value, (int, float)):
        return [(path, float(value))]
    if isinstance(value, dict):
        out = []
        for k, v in value.items():
            if isinstance(k, str) and _VOLATILE.search(k):
                continue
            out += _numbers(v, "%s[%r]" % (path, k))
        return out
    if isinstance(value, (list, tuple)):
        out = []
        for i, v in enumerate(value):
            out += _numbers(v, "%s[%d]" % (path, i))
        return out
    return []


_VOLATILE = re.compile(r"time|sec|elapsed|duration|speed|throughput|timestamp|path|dir|rss|mem", re.I)
_VOLATILE_TEXT = re.compile(r"\b\d+(?:\.\d+)?\s*(?:s|ms|sec|seconds|it/s|MB|GB)\b|0x[0-9a-f]+|\d{2}:\d{2}:\d{2}")


def _differences(a, b, rel_tol, abs_tol=1e-9, limit=5):
    """Where two results differ, as readable lines."""
    na, nb = _numbers(a), _numbers(b)
    if not na and not nb:
        return []
    if [p for p, _ in na] != [p for p, _ in nb]:
        return ["the results have different structure: %d vs %d numbers" % (len(na), len(nb))]
    diffs = []
    for (path, x), (_, y) in zip(na, nb):
        same = (math.isnan(x) and math.isnan(y)) or math.isclose(x, y, rel_tol=rel_tol, abs_tol=abs_tol)
        if not same:
            diffs.append("%s: %.6g != %.6g" % (path, x, y))
            if len(diffs) >= limit:
                break
    return diffs


def _text_differences(a, b, limit=5):
    la = [_VOLATILE_TEXT.sub("#", line) for line in a.splitlines()]
    lb = [_VOLATILE_TEXT.sub("#", line) for line in b.splitlines()]
    diffs = ["line %d: %r != %r" % (i + 1, x, y) for i, (x, y) in enumerate(zip(la, lb)) if x != y]
    if len(la) != len(lb):
        diffs.append("%d vs %d lines of output" % (len(la), len(lb)))
    return diffs[:limit]


def _non_finite(values):
    return [(i, v) for i, v in enumerate(values) if not math.isfinite(v)]


_RATIO = re.compile(r"(?:^|[^a-z])(acc|accuracy|auc|roc_auc|f1|precision|recall|iou|miou|dice|prob\w*)(?![a-z])", re.I)
_PRINTED_RATIO = re.compile(r"(?<![a-z])(acc|accuracy|auc|f1|precision|recall|iou|miou|dice)(?![a-z])[\w ]{0,12}?"
                            r"[:=]?\s*(-?\d+(?:\.\d+)?)\s*(%?)(?:\s*/\s*(\d+)(?:\s*\(\s*(-?\d+(?:\.\d+)?)\s*%\s*\))?)?",
                            re.I)


def _out_of_range(result, printed):
    """Ratios (accuracy, AUC, F1, IoU, probabilities) outside their range. A metric is on a percent scale when
    it is printed with % or any of its values is above 10 (43.1, 71.2, 88.5 are accuracies in percent), and
    then only values outside [0, 100] count; otherwise values outside [0, 1] do."""
    values = [("%s = %.6g" % (path, v), _RATIO.search(path).group(1).lower(), v, "")
              for path, v in _numbers(result) if _RATIO.search(path)]
    values += [("printed %s = %s%s" % (m.group(1), m.group(2), m.group(3)), m.group(1).lower(), float(m.group(2)),
                m.group(3)) for m in _PRINTED_RATIO.finditer(printed) if m.group(4) is None]
    # a count out of a total, `606/16 (3788%)`: within the total, and its percentage within 100
    counts = ["printed %s" % m.group(0).strip() for m in _PRINTED_RATIO.finditer(printed) if m.group(4) is not None
              and (float(m.group(2)) > float(m.group(4)) or m.group(5) is not None and not 0 <= float(m.group(5)) <= 100)]
    percent = set(name for _, name, v, sign in values if sign or (math.isfinite(v) and 10 < v <= 100))
    return counts + [shown for shown, name, v, _ in values
                     if not math.isfinite(v) or not -1e-6 <= v <= (100.0 if name in percent else 1.0) + 1e-6]


def _check(ok, kind, message, **observed):
    """The healthy-behaviour check. When it fails, the AssertionError carries the symptom kind and the values
    measured, which RepGen's harness records for its verdict; under plain pytest it is an ordinary assertion."""
    __tracebackhide__ = True
    if ok:
        return
    error = AssertionError(message)
    error.repgen_failure = {"kind": kind, "observed": observed}
    raise error


def _stuck_frames(ident):
    """The frames a thread is in now, outermost first, paths inside ROOT relative to it."""
    import traceback
    frame = sys._current_frames().get(ident)
    frames = []
    for fs in traceback.extract_stack(frame) if frame is not None else []:
        path = fs.filename[len(ROOT) + 1:] if fs.filename.startswith(ROOT + os.sep) else fs.filename
        frames.append({"file": path, "line": fs.lineno, "function": fs.name})
    return frames


# --------------------------------------------------------------------------- the checks, one per symptom
_PRINTED_LOSS = re.compile(r"\b(?:loss|nll|ppl|perplexity)[\w ]{0,12}?\s*[:=]?\s*(nan|inf|-inf)\b", re.I)


def _check_losses_finite(monitor):
    """Every scalar loss seen at backward() is finite."""
    __tracebackhide__ = True
    bad = _non_finite(monitor.losses)
    _check(not bad, "nan_or_inf", "non-finite loss (NaN/Inf) at %d of %d backward steps, first at step %d; "
           "losses: first %s, last %s" % (len(bad), len(monitor.losses), bad[0][0] if bad else -1,
                                         [round(v, 4) for v in monitor.losses[:5]],
                                         [round(v, 4) for v in monitor.losses[-5:]]), non_finite=bad[:20])


def _check_finite(monitor, result, printed):
    """No NaN/Inf: not in the losses seen at backward(), not in the returned result, not in printed losses."""
    __tracebackhide__ = True
    _check_losses_finite(monitor)
    bad = [(p, v) for p, v in _numbers(result) if not math.isfinite(v)]
    _check(not bad, "nan_or_inf", "non-finite values (NaN/Inf) in the result: %s" % bad[:5], non_finite=bad[:20])
    shown = _PRINTED_LOSS.findall(printed)
    _check(not shown, "nan_or_inf", "the run printed non-finite losses (%s) %d times"
           % (shown[0] if shown else "", len(shown)), printed=[float(v) for v in shown[:20]])


def _leak(series, limit, jump_share):
    """(growth after warm-up, growth over the last half of it, the largest single step) of a per-pass series, and
    whether that is a leak: past `limit`, still growing over the last half, and not mostly one jump (memory that
    grew once, a cache filled or the first allocation, then stayed flat, is healthy)."""
    start = len(series) // 3          # after warm-up (allocator caches, first-epoch buffers)
    growth = series[-1] - series[start]
    late = series[-1] - series[start + (len(series) - start) // 2]
    jump = max([b - a for a, b in zip(series[start:-1], series[start + 1:])] or [0.0])
    return growth, late, jump, growth >= limit and late >= limit / 4 and jump < jump_share * growth


def _check_memory_flat(monitor, max_growth_mb, jump_share, max_graph_growth, max_tensor_growth_mb=1.0):
    """Resident memory, tensor storage held and live autograd graphs stay flat from one DataLoader pass to the
    next, after warm-up."""
    __tracebackhide__ = True
    rss, graphs, tensors = monitor.rss, monitor.graph_tensors, monitor.tensor_mb
    # no DataLoader passes to split epochs: over steps. With a DataLoader, fewer than four passes is too early
    # to tell a cache filling in its first epoch from a leak
    how, each, span = "from epoch to epoch", "pass", "passes"
    if len(rss) < 2 and len(monitor.step_rss) >= 5:
        rss, graphs, tensors = monitor.step_rss, [0], monitor.step_tensor_mb
        how, each, span = "step after step", "sample", "samples (one every %d backward() calls)" % monitor.STEP_SAMPLE
    _check(len(rss) >= 4, "insufficient", "too few epoch boundaries observed to judge memory growth: %s%s"
           % (rss, " (%s)" % monitor.stopped if monitor.stopped else ""), rss=rss, stopped=monitor.stopped)
    start = len(rss) // 3
    growth, late, jump, rss_leak = _leak(rss, max_growth_mb, jump_share)
    t_growth, t_late, t_jump, tensor_leak = (_leak(tensors, max_tensor_growth_mb, jump_share) if len(tensors) >= 4
                                             else (0.0, 0.0, 0.0, False))
    graph_growth = graphs[-1] - graphs[min(start, len(graphs) - 1)]
    _check(not rss_leak and not tensor_leak and graph_growth < max_graph_growth, "memory_growth",
           "memory grows %s: RSS grew by %.1f MB and the tensors Python holds by %.2f MB over "
           "the last %d %s, live tensors holding an autograd graph (grad_fn) went from %d to %d; "
           "RSS per %s (MB): %s; tensors held per %s (MB): %s"
           % (how, growth, t_growth, len(rss) - 1 - start, span, graphs[min(start, len(graphs) - 1)], graphs[-1],
              each, [round(r) for r in rss], each, [round(t, 2) for t in tensors]),
           growth_mb=growth, late_growth_mb=late, max_growth_mb=max_growth_mb, jump_mb=jump,
           tensor_growth_mb=t_growth, tensor_late_growth_mb=t_late, tensor_jump_mb=t_jump,
           max_tensor_growth_mb=max_tensor_growth_mb, tensor_mb=tensors,
           graph_growth=graph_growth, max_graph_growth=max_graph_growth, rss_mb=rss)


def _check_learning(monitor, min_drop):
    """What the optimizers did (every trained parameter registered, updated, with a non-zero learning rate),
    then the mean training loss per pass: the last at least `min_drop` below the first. `min_drop=None`: the
    optimizers only, for a run whose losses do not show learning (an agent's: the return does)."""
    __tracebackhide__ = True
    # checked before the loss curve: a short run can lower the loss a little even when part of the model
    # never trains
    wrong = monitor.audit.findings() if monitor.audit is not None else {}
    _check(not wrong, "no_learning",
           "the model cannot learn as written: %s" % "; ".join(_AUDIT_WORDS[k] % (v,) for k, v in wrong.items()),
           **wrong)
    if min_drop is None:
        return
    epochs = monitor.epoch_losses()
    _check(len(epochs) >= 2, "insufficient",
           "too few training passes observed (%d losses) to judge learning%s"
           % (len(monitor.losses), " (%s)" % monitor.stopped if monitor.stopped else ""),
           epochs=epochs, stopped=monitor.stopped)
    _check(all(math.isfinite(v) for v in epochs), "nan_or_inf", "non-finite epoch losses: %s" % epochs,
           non_finite=[v for v in epochs if not math.isfinite(v)])
    # a model that learns within its first epoch and then plateaus shows little between epoch means: the loss
    # at the start of training (its first steps) against the last epoch tells it from one that never moved
    head = monitor.losses[:max(3, min(20, len(monitor.losses) // 20))]
    start = sum(head) / len(head) if head and all(math.isfinite(v) for v in head) else epochs[0]
    _check(epochs[-1] < epochs[0] * (1 - min_drop) or epochs[-1] < start * (1 - START_DROP), "no_learning",
           "the model does not learn: mean training loss per epoch %s (last/first = %.3f, "
           "expected a drop of at least %d%%; %.4f over the first steps)"
           % ([round(v, 4) for v in epochs], epochs[-1] / epochs[0], round(min_drop * 100), start),
           epochs=epochs, min_drop=min_drop, start_loss=start)




HELD_OUT_VALUES = 1000      # the last printed values of the metric that are judged (and recorded)
_HELD_OUT_PREFIX = r"(?:val|valid|validation|test|dev|eval|holdout|held[- ]out)"


def _printed_metric(text, metric, prefix, percent):
    """The values of one metric in printed text, on the report's scale: `val_auc 0.5011`, `val acc: 61.0%`. Without
    a prefix, the metric under any held-out prefix or none (never `train_acc`)."""
    values = []
    for m in _metric_pattern(metric, prefix).finditer(text):
        v = float(m.group(1))
        shown_percent = bool(m.group(2)) or v > 1.0
        if percent is not None and shown_percent != percent:
            v = v * 100.0 if percent else v / 100.0
        values.append(v)
    return values


def _metric_pattern(metric, prefix):
    if prefix == "val":
        head = r"val(?:id(?:ation)?)?[_ \-/.]?"
    elif prefix:
        head = re.escape(prefix) + r"[_ \-/.]?"
    else:
        head = r"(?:%s[_ \-/.]?)?" % _HELD_OUT_PREFIX
    return re.compile(r"(?<![A-Za-z0-9_])%s%s(?![A-Za-z@])['\"]?\s*[:=]?\s*(-?\d+(?:\.\d+)?)\s*(%%?)"
                      % (head, "acc(?:uracy)?" if metric == "acc" else re.escape(metric)), re.I)


def _check_held_out(out, metric, prefix, level, margin, higher_better, percent=None, what="held-out"):
    """The held-out metric the report quotes as stuck moves away from the reported level: the mean of the values the
    repository's code printed over the later half of the run is at least `margin` better than `level`. A model
    whose training loss falls while its validation AUC stays at chance learns nothing it is measured on. `percent` is None for an error metric
    (no scale to convert). When the run printed no value of the metric, there is nothing to judge here."""
    __tracebackhide__ = True
    text, _ = out.printed_by_repository()
    values = _printed_metric(text, metric, prefix, percent)
    frames = out.printers_of(_metric_pattern(metric, prefix))
    name = "%s_%s" % (prefix, metric) if prefix else metric
    if not values:
        print("repgen: the run printed no %s value: the %s metric is not judged" % (name, what))
        return
    # the later half of the run, averaged: a metric at chance jumps around it from one evaluation to the next, and
    # the best of them would take noise for learning
    values = values[-HELD_OUT_VALUES:]            # the record keeps the very list judged: the verdict reads it again
    late = values[len(values) // 2:]
    reached = sum(late) / len(late)
    moved = reached >= level + margin if higher_better else reached <= level - margin
    _check(moved, "no_learning",
           "the model does not learn what it is evaluated on: the %s %s printed by the run stays at the "
           "reported level (%.4g over the last %d of %d values %s; reported %.4g, a healthy run moves it %s by at "
           "least %.4g)" % (what, name, reached, len(late), len(values), [round(v, 4) for v in values[:12]], level,
                            "up" if higher_better else "down", margin),
           metric=name, values=values, level=level, margin=margin, higher_better=higher_better,
           printed_by=frames[:5])


def _check_same(kind, what, first, second, printed_first, printed_second, rel_tol):
    """Two results agree (numbers within rel_tol; without numbers, what the two runs printed)."""
    __tracebackhide__ = True
    diffs = (_differences(first, second, rel_tol=rel_tol) if _numbers(first)
             else _text_differences(printed_first, printed_second))
    _check(not diffs, kind, "%s: %s" % (what, "; ".join(diffs)), diffs=diffs)


def _optimizer_steps():
    """A running count of optimizer.step() calls (torch's global step hook) and the hook's handle."""
    import importlib
    count = [0]
    hook = getattr(importlib.import_module("torch.optim.optimizer"), "register_optimizer_step_post_hook", None)
    handle = hook(lambda *_: count.__setitem__(0, count[0] + 1)) if hook else None
    return count, handle


def _check_finishes(call, seconds):
    """`call()` returns within `seconds`; else the check fails with where the run is stuck. The call runs in a
    daemon thread, so the test itself ends; what it raises is raised here. A run whose optimizer still steps in
    the last quarter of the time is a long run, not a stuck one: it fails as too long to judge, with no claim."""
    __tracebackhide__ = True
    import threading
    errors = []

    def work():
        try:
            call()
        except BaseException as exc:  # re-raised in the test's thread below
            errors.append(exc)

    steps, handle = _optimizer_steps()
    worker = threading.Thread(target=work, daemon=True)
    try:
        worker.start()
        window = seconds / 4
        worker.join(seconds - window)
        before = steps[0]
        worker.join(window)
        moving = steps[0] - before
    finally:
        if handle is not None:
            handle.remove()
    if worker.is_alive():
        frames = _stuck_frames(worker.ident)
        stack = "".join('  File "%s", line %s, in %s\n' % (f["file"], f["line"], f["function"]) for f in frames)
        _check(not moving, "insufficient",
               "the run was still training at the %d s limit (%d optimizer steps in its last %d s): a long run, "
               "not a stuck one; a smaller run can tell" % (seconds, moving, window), steps=moving)
        _check(False, "hang_or_timeout",
               "the run hangs: still running after %d s (timeout); stuck at:\n%s" % (seconds, stack), frames=frames)
    if errors:
        raise errors[0]


def _check_metrics(result, printed):
    """Returned and printed metrics (accuracy, AUC, F1, IoU, probabilities) are finite and within their range."""
    __tracebackhide__ = True
    wrong = _out_of_range(result, printed)
    _check(not wrong, "wrong_output", "wrong output: metrics outside their valid range: %s" % "; ".join(wrong[:5]),
           out_of_range=wrong[:5])
