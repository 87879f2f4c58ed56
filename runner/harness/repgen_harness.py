"""Monitor harness, loaded into every sandboxed pytest run with `-p repgen_harness`.

Standard library + torch only (pynvml if present), so it works in any image. It records the failing
test's exception (type, message, frames), per backward(): the scalar loss, process RSS, time since
the previous step, CUDA allocated/reserved memory; per optimizer step: the global gradient norm, and
the learning rate when it changes; GPU memory sampled by a thread through pynvml; the seeds the test
set. It writes one JSON trace to $REPGEN_TRACE at the end, and shortly before $REPGEN_DEADLINE dumps
every thread's stack to $REPGEN_STACK and writes a partial trace, so a hang still leaves evidence. When
the repository copy holds `repgen_reach.json` (the cause search's list of repaired functions), it also
records which of them ran.

Cost matters (it runs inside every training step): one .item() on the loss, one read of
/proc/self/statm (the RSS probe every generated test carries, from repgen_support.py), and a fused norm
over the gradients; nothing is allocated per step but tuples.
"""
import faulthandler
import importlib.util
import json
import os
import platform
import sys
import threading
import time
import traceback

try:  # same folder, on PYTHONPATH in the sandbox
    import repgen_envsnap
except ImportError:  # pragma: no cover - harness used without its folder on the path
    repgen_envsnap = None

MAX_POINTS = 100000
# lr: the first param group's learning rate at an optimizer step, recorded only when it changes
_SERIES_NAMES = ("loss", "rss_mb", "step_s", "grad_norm", "lr", "cuda_alloc_mb", "cuda_reserved_mb", "gpu_mem_mb")
_TRACE = {"series": {name: [] for name in _SERIES_NAMES}, "exception": None, "failure_message": "",
          "failure_record": None,
          "environment": {}, "seeds": {}, "reached": [], "outcomes": {}, "started": time.time()}
_S = _TRACE["series"]
_STATE = {"step": 0, "opt_step": 0, "last": None, "patched": False, "done": False, "cuda": False}
_INTERNAL = (os.sep + "_pytest" + os.sep, os.sep + "pluggy" + os.sep, "repgen_harness")
_STACK_FILE = []
REACH_FILE = "repgen_reach.json"
REACHED_SUFFIX = ".reached"      # beside the trace: the watched functions child interpreters ran


def _record_seed(kind, value):
    """[backward step at which the seed was set, seed]: lets symptom detection compare seeded segments."""
    try:
        value = int(value) if value is not None else None
    except (TypeError, ValueError):
        value = repr(value)[:50]
    events = _TRACE["seeds"].setdefault(kind, [])
    if len(events) < 1000:
        events.append([_STATE["step"], value])


def _wrap_seed(module, name, kind):
    original = getattr(module, name, None)
    if original is None or getattr(original, "_repgen", False):
        return

    def seeded(*args, **kwargs):
        _record_seed(kind, args[0] if args else kwargs.get("seed", kwargs.get("a")))
        return original(*args, **kwargs)

    seeded._repgen = True
    setattr(module, name, seeded)


def _grad_norm_hook(torch):
    foreach_norm = getattr(torch, "_foreach_norm", None)

    def hook(optimizer, args, kwargs):
        step = _STATE["opt_step"]
        _STATE["opt_step"] = step + 1
        try:
            lr = float(optimizer.param_groups[0]["lr"])
            if not _S["lr"] or _S["lr"][-1][1] != lr:
                _S["lr"].append((step, lr))
        except Exception:
            pass
        if len(_S["grad_norm"]) >= MAX_POINTS:
            return
        try:
            grads = [p.grad for g in optimizer.param_groups for p in g["params"]
                     if p.grad is not None and not p.grad.is_sparse]
            if not grads:
                return
            with torch.no_grad():
                if foreach_norm is not None:
                    norms = foreach_norm(grads)
                else:
                    norms = [g.norm() for g in grads]
                try:
                    total = torch.linalg.vector_norm(torch.stack(norms))
                except RuntimeError:  # mixed dtypes or devices
                    total = torch.linalg.vector_norm(torch.stack([n.float().to(norms[0].device) for n in norms]))
            _S["grad_norm"].append((step, float(total.item())))
        except Exception:
            pass
    return hook


class _TorchImportHook:
    """Patches torch right after its first import, wherever the test imports it (even inside a function). The
    patch takes its monitors from the support module: when that module is what imports torch, the patch waits
    until it is loaded."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname not in ("torch", "repgen_support") or _STATE["patched"]:
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(fullname)
        finally:
            sys.meta_path.insert(0, self)
        if spec is None or spec.loader is None:
            return None
        exec_module = spec.loader.exec_module

        def exec_then_patch(module):
            exec_module(module)
            _patch_torch()
        spec.loader.exec_module = exec_then_patch
        return spec


def _patch_torch():
    if _STATE["patched"] or "torch" not in sys.modules:
        return
    torch = sys.modules["torch"]
    if not hasattr(torch, "Tensor"):  # still importing
        return
    support = getattr(sys.modules.get("repgen_support"), "__spec__", None)
    if support is not None and getattr(support, "_initializing", False):   # torch imported by the support module
        return
    _STATE["patched"] = True
    global _rss_mb
    # same folder; it imports torch, so only once torch is loaded. Its _wrap_backward is the one backward monitor
    from repgen_support import _rss_mb, _wrap_backward
    perf = time.perf_counter

    def on_backward(tensor):
        """Every backward() of the session: step, time since the last, scalar loss, RSS, CUDA memory."""
        step = _STATE["step"]
        _STATE["step"] = step + 1
        if len(_S["loss"]) < MAX_POINTS:
            try:
                now = perf()
                last = _STATE["last"]
                if last is not None:
                    _S["step_s"].append((step, now - last))
                _STATE["last"] = now
                if tensor.numel() == 1:
                    _S["loss"].append((step, tensor.detach().float().item()))
                _S["rss_mb"].append((step, round(_rss_mb(), 2)))
                if tensor.is_cuda:
                    _STATE["cuda"] = True
                    dev = tensor.device
                    _S["cuda_alloc_mb"].append((step, torch.cuda.memory_allocated(dev) / 2**20))
                    _S["cuda_reserved_mb"].append((step, torch.cuda.memory_reserved(dev) / 2**20))
            except Exception:
                pass

    original = _wrap_backward(on_backward)
    _STATE["backward"] = (original, torch.Tensor.backward)
    try:
        from torch.optim.optimizer import register_optimizer_step_post_hook
        _STATE["hook"] = register_optimizer_step_post_hook(_grad_norm_hook(torch))
    except Exception:
        pass
    _wrap_seed(torch, "manual_seed", "torch")
    if hasattr(torch, "cuda"):
        _wrap_seed(torch.cuda, "manual_seed_all", "torch_cuda")
    import random
    _wrap_seed(random, "seed", "random")
    if "numpy" in sys.modules:
        _wrap_seed(sys.modules["numpy"].random, "seed", "numpy")
    _start_nvml_sampler()


def _start_nvml_sampler(period_s=0.2):
    """Device memory as the driver sees it (includes other allocators and leaks torch cannot see)."""
    if not any(os.path.exists(p) for p in ("/dev/nvidia0", "/dev/nvidiactl")):
        return
    try:
        import pynvml
        pynvml.nvmlInit()
        visible = os.environ.get("CUDA_VISIBLE_DEVICES", "0").split(",")[0].strip() or "0"
        handle = (pynvml.nvmlDeviceGetHandleByIndex(int(visible)) if visible.isdigit()
                  else pynvml.nvmlDeviceGetHandleByUUID(visible))
    except Exception:
        return

    def sample():
        while not _STATE["done"]:
            try:
                used = pynvml.nvmlDeviceGetMemoryInfo(handle).used / 2**20
                series = _S["gpu_mem_mb"]
                point = (_STATE["step"], round(used, 1))
                if series and series[-1][0] == point[0]:
                    series[-1] = point      # keep the latest sample per step
                elif len(series) < MAX_POINTS:
                    series.append(point)
            except Exception:
                return
            time.sleep(period_s)

    threading.Thread(target=sample, name="repgen-nvml", daemon=True).start()


def _arm_deadline():
    """Before the sandbox kills us for time, leave the stuck stacks and what was traced so far."""
    try:
        deadline = float(os.environ.get("REPGEN_DEADLINE", ""))
    except ValueError:
        return
    remaining = deadline - time.time()
    margin = max(1.5, min(10.0, 0.1 * remaining))
    if remaining - 2 * margin <= 0:
        return
    stack_path = os.environ.get("REPGEN_STACK")
    if stack_path:
        try:
            f = open(stack_path, "w")
            _STACK_FILE.append(f)
            faulthandler.dump_traceback_later(remaining - margin, repeat=False, file=f, exit=False)
        except (OSError, RuntimeError):
            pass
    # the partial trace first (it needs the GIL and some time), the stacks a margin later
    timer = threading.Timer(remaining - 2 * margin, _write_trace, kwargs={"partial": True})
    timer.daemon = True
    timer.start()


def _environment():
    seeds = dict(_TRACE["seeds"])
    if "torch" in sys.modules:
        try:
            seeds["torch_initial_seed"] = int(sys.modules["torch"].initial_seed())
        except Exception:
            pass
    if repgen_envsnap is None:
        return {"seeds": seeds}
    try:
        return repgen_envsnap.snapshot(import_torch=False, seeds=seeds)
    except Exception:
        return {"seeds": seeds}


def _write_trace(partial=False, exitstatus=None):
    path = os.environ.get("REPGEN_TRACE")
    if not path or (partial and _STATE["done"]):
        return
    trace = {k: v for k, v in _TRACE.items() if k != "series"}
    trace["reached"] = list(dict.fromkeys(list(_TRACE["reached"]) + _reached_in_children(path)))
    trace["series"] = {k: list(v) for k, v in _S.items()}
    trace["seconds"] = time.time() - trace.pop("started")
    trace["partial"] = partial
    if exitstatus is not None:
        trace["exitstatus"] = int(exitstatus)
    if partial:
        # a cheap trace first: the full snapshot (numpy, NVML, platform) can take longer than the margin left before
        # the kill on a loaded machine, and a late partial trace is one the sandbox never reads
        trace["environment"] = {"python": platform.python_version(), "seeds": dict(_TRACE["seeds"])}
        _dump_trace(path, trace)
    trace["environment"] = _environment()
    _dump_trace(path, trace)


def _dump_trace(path, trace):
    try:
        tmp = f"{path}.{threading.get_ident()}.tmp"   # the deadline timer's thread may write beside the main one
        with open(tmp, "w") as f:
            json.dump(trace, f)
        os.replace(tmp, path)
    except OSError:
        pass


def _qualname(exc):
    cls = type(exc)
    return cls.__qualname__ if cls.__module__ in ("builtins", "__builtin__") else f"{cls.__module__}.{cls.__qualname__}"


def reach(key):
    """Called first in each function the cause search watches in a repaired copy (bot/core/cause.mark_reach):
    records that it ran, at the cost of one call, where the trace probe below costs every call of the run. In an
    interpreter the test started (a script run in a fresh process, `_run_process`) there is no pytest session to
    write the trace: the key goes to a file beside it, which the session merges when it writes its own."""
    if key in _TRACE["reached"]:
        return
    _TRACE["reached"].append(key)
    path = os.environ.get("REPGEN_TRACE")
    if path and not _STATE.get("session"):
        try:
            with open(path + REACHED_SUFFIX, "a") as f:
                f.write(key + "\n")
        except OSError:
            pass


def axes_seen(key, tensor, old, new):
    """Passes `tensor` through, recording (as the reach key `key#apart` or `key#square`) whether its sizes along
    the axes `old` and `new` differ: the cause search's check that a change of axis was put to the test
    (bot/core/repairs.probe_axes)."""
    try:
        shape = tuple(tensor.shape)
        n = len(shape)
        if -n <= old < n and -n <= new < n:
            reach("{}#{}".format(key, "square" if shape[old] == shape[new] else "apart"))
    except Exception:
        pass
    return tensor


def _reached_in_children(path):
    try:
        with open(path + REACHED_SUFFIX) as f:
            return [line.strip() for line in f if line.strip()]
    except OSError:
        return []


def _arm_reach_probe():
    """Record which of the functions named in repgen_reach.json run (the cause search's check that a repaired
    test still reaches the repaired code). A global trace function sees each Python call; it returns None,
    so no line is traced, and it takes itself out once every target has run."""
    if _STATE.get("reach_armed"):
        return
    _STATE["reach_armed"] = True
    try:
        with open(REACH_FILE) as f:
            targets = [(t["path"].replace("/", os.sep), t["qualname"]) for t in json.load(f)]
    except (OSError, ValueError, KeyError, TypeError):
        return
    wanted = {}
    for path, qualname in targets:
        wanted.setdefault(qualname.rsplit(".", 1)[-1], []).append((path, qualname))
    reached = _TRACE["reached"]
    keys = {path.replace(os.sep, "/") + "::" + qualname for path, qualname in targets}

    def probe(frame, event, arg):
        code = frame.f_code
        for path, qualname in wanted.get(code.co_name, ()):
            if code.co_qualname.replace(".<locals>", "") == qualname and (
                    code.co_filename == path or code.co_filename.endswith(os.sep + path)):
                key = path.replace(os.sep, "/") + "::" + qualname
                if key not in reached:
                    reached.append(key)
                if keys.issubset(reached):
                    sys.settrace(None)
                    threading.settrace(None)
        return None

    sys.settrace(probe)
    threading.settrace(probe)


def pytest_configure(config):
    _STATE["session"] = True
    _arm_deadline()
    if "torch" in sys.modules:
        _patch_torch()
    else:
        sys.meta_path.insert(0, _TorchImportHook())


def pytest_collection_finish(session):
    _patch_torch()


def pytest_runtest_setup(item):
    _patch_torch()
    # armed here, once pytest, its plugins, torch and the test's imports are loaded: traced from the start, those
    # calls cost a candidate run about two seconds. A repaired function that only runs while the test module is
    # imported is then not seen, which rejects the candidate: the safe side.
    _arm_reach_probe()


def _record_exception(excinfo):
    """The first failure of the session: type, message, frames (pytest's own left out), and the record a
    failed scaffold check attached to it."""
    if _TRACE["exception"] is not None:
        return
    exc, tb = excinfo.value, excinfo.tb
    if type(exc).__name__ == "CollectError" and exc.__cause__ is not None:   # pytest's wrapper of an import error
        exc, tb = exc.__cause__, exc.__cause__.__traceback__
    frames = [{"file": fs.filename, "line": fs.lineno, "function": fs.name}
              for fs in traceback.extract_tb(tb)
              if not any(part in fs.filename for part in _INTERNAL)]
    message = str(exc)
    _TRACE["exception"] = {"type": _qualname(exc), "message": message[:20000], "frames": frames[-60:]}
    if isinstance(exc, AssertionError):
        _TRACE["failure_message"] = message[:20000]
    record = getattr(exc, "repgen_failure", None)   # set by the scaffold's _check: what the check observed
    if isinstance(record, dict):
        try:
            _TRACE["failure_record"] = json.loads(json.dumps(record, default=repr))
        except (TypeError, ValueError):
            _TRACE["failure_record"] = {"kind": str(record.get("kind")), "observed": {}}


def pytest_runtest_makereport(item, call):
    if call.when == "call" and call.excinfo is not None:
        _record_exception(call.excinfo)


def pytest_runtest_logreport(report):
    # passed/failed/skipped per test: a run that "passed" by skipping its test shows here
    if report.when == "call" or report.outcome != "passed":
        counts = _TRACE["outcomes"]
        counts[report.outcome] = counts.get(report.outcome, 0) + 1


def pytest_exception_interact(node, call, report):
    # an error while collecting the test file (raised at import time, in the test or in what it imports)
    # never reaches makereport; without its frames the verdict could not tell where it came from
    if call.when == "collect" and call.excinfo is not None:
        _record_exception(call.excinfo)


def pytest_sessionfinish(session, exitstatus):
    _STATE["done"] = True
    try:
        faulthandler.cancel_dump_traceback_later()
    except Exception:
        pass
    for f in _STACK_FILE:
        f.close()
    _write_trace(partial=False, exitstatus=exitstatus)
