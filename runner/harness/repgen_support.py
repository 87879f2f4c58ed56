"""The support code of every generated reproduction test: run the reporter's script in this process
(or in a fresh interpreter), watch the run from outside (the loss at each backward(), epoch boundaries,
RSS and live autograd graphs at each DataLoader pass), compare two results, find metrics out of range.

The block between the two SHIPPED markers is copied verbatim into each generated test, after the test's
own imports (bot/core/generators/offline.py reads it from this file without importing it), so the test
stays one self-contained file that imports nothing of RepGen's. Hence the block's style: it runs in the
reporter's environment on whatever Python that has (no `zip(strict=)`, %-formatting kept), it uses only
the modules the test imports at its top (others are imported where needed), ROOT is the folder of the
file it sits in (the repository root for a generated test), and any edit to it changes every generated
test. The harness (repgen_harness.py, same folder) takes its RSS probe from here.
"""
# ruff: noqa: UP031, B905
import contextlib
import gc
import io
import math
import os
import random
import re
import runpy
import sys

import torch

# ---- SHIPPED: from here to the end marker, verbatim into every generated test ----
ROOT = os.path.dirname(os.path.abspath(__file__))


def _seed_all(seed):
    random.seed(seed)
    try:
        import numpy as np
        np.random.seed(seed)
    except ImportError:
        pass
    torch.manual_seed(seed)


class _Tee(io.StringIO):
    """Captures what the code prints and still shows it in the test output."""

    def __init__(self, stream):
        super().__init__()
        self._stream = stream

    def write(self, s):
        self._stream.write(s)
        return super().write(s)


@contextlib.contextmanager
def _capture():
    tee = _Tee(sys.stdout)
    with contextlib.redirect_stdout(tee):
        yield tee


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
            raise AssertionError("`python %s` exited with status %r" % (" ".join(argv), exc.code)) from exc
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
    if proc.returncode != 0:
        raise AssertionError("`python %s` exited with status %d: %s"
                             % (" ".join(argv), proc.returncode, proc.stderr[-3000:]))
    return proc.stdout


def _run_snippet(source):
    """Run a script quoted in the report as `python script.py` from the repository root."""
    with _argv(["reported_script.py"]):
        exec(compile(source, os.path.join(ROOT, "reported_script.py"), "exec"), {"__name__": "__main__"})


def _with_argv(argv, main):
    """Call a script's main() that reads sys.argv itself."""
    with _argv(argv):
        return main()


def _config_copy(path, overrides):
    """A copy of a YAML/JSON config with dotted keys overridden, next to the original."""
    import yaml
    with open(os.path.join(ROOT, path)) as f:
        cfg = yaml.safe_load(f)
    for key, value in overrides.items():
        node = cfg
        *parents, leaf = key.split(".")
        for p in parents:
            node = node[p]
        node[leaf] = value
    head, tail = os.path.split(path)
    out = os.path.join(head, "repgen_" + tail)
    with open(os.path.join(ROOT, out), "w") as f:
        yaml.safe_dump(cfg, f)
    return out


def _rss_mb():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


class _Monitor:
    """Observes a training run from outside: the scalar loss at each backward(), and at each
    new pass over a DataLoader (an epoch boundary) the process RSS and live autograd graphs."""

    def __init__(self, track_memory=False):
        self.losses = []
        self.boundaries = []          # index into losses where each DataLoader pass started
        self.rss = []
        self.graph_tensors = []
        self.track_memory = track_memory

    def __enter__(self):
        monitor = self
        self._backward = torch.Tensor.backward
        self._iter = torch.utils.data.DataLoader.__iter__
        original_backward, original_iter = self._backward, self._iter

        def backward(tensor, *args, **kwargs):
            if tensor.numel() == 1:
                monitor.losses.append(float(tensor.detach().float().item()))
            return original_backward(tensor, *args, **kwargs)

        def iterate(loader):
            monitor.boundaries.append(len(monitor.losses))
            if monitor.track_memory:
                gc.collect()
                monitor.rss.append(_rss_mb())
                monitor.graph_tensors.append(sum(
                    1 for o in gc.get_objects() if isinstance(o, torch.Tensor) and o.grad_fn is not None))
            return original_iter(loader)

        torch.Tensor.backward = backward
        torch.utils.data.DataLoader.__iter__ = iterate
        return self

    def __exit__(self, *exc):
        torch.Tensor.backward = self._backward
        torch.utils.data.DataLoader.__iter__ = self._iter
        if self.track_memory:  # RSS at the end of the last epoch; graphs die with the call's locals
            gc.collect()
            self.rss.append(_rss_mb())
        return False

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


def _numbers(value, path="result"):
    """(path, float) leaves of a result: tensors, arrays, dicts, lists, numbers; models by state_dict."""
    if isinstance(value, torch.nn.Module):
        value = value.state_dict()
    if isinstance(value, torch.Tensor):
        flat = value.detach().cpu().double().flatten().tolist()
        return [("%s[%d]" % (path, i), v) for i, v in enumerate(flat[:100000])]
    if hasattr(value, "__array__") and not isinstance(value, (str, bytes)):
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
                            r"[:=]?\s*(-?\d+(?:\.\d+)?)\s*(%?)", re.I)


def _out_of_range(result, printed):
    """Ratios (accuracy, AUC, F1, IoU, probabilities) outside [0, 1] ([0, 100] when printed with %)."""
    wrong = []
    for path, v in _numbers(result):
        if _RATIO.search(path) and (not math.isfinite(v) or not -1e-6 <= v <= 1 + 1e-6):
            wrong.append("%s = %.6g" % (path, v))
    for m in _PRINTED_RATIO.finditer(printed):
        v, top = float(m.group(2)), 100.0 if m.group(3) else 1.0
        if not 0 <= v <= top + 1e-6:
            wrong.append("printed %s = %s%s" % (m.group(1), m.group(2), m.group(3)))
    return wrong
# ---- SHIPPED: end ----
