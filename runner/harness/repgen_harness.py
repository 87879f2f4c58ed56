"""Monitor harness, loaded into every sandboxed pytest run with `-p repgen_harness`.

Standard library + torch only, so it works in any image. It records the failing test's exception
(type, message, frames), the scalar loss at each `backward()`, process RSS per step, and an
environment snapshot, and writes one JSON trace to $REPGEN_TRACE at the end of the session.
"""
import json
import os
import platform
import sys
import time
import traceback

_TRACE = {"series": {"loss": [], "rss_mb": []}, "exception": None, "failure_message": "",
          "environment": {}, "started": time.time()}
_STEP = [0]
_PATCHED = [False]


def _rss_mb():
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def _patch_torch():
    if _PATCHED[0] or "torch" not in sys.modules:
        return
    import torch
    _PATCHED[0] = True
    original = torch.Tensor.backward

    def backward(self, *args, **kwargs):
        step = _STEP[0]
        _STEP[0] += 1
        try:
            if self.numel() == 1 and len(_TRACE["series"]["loss"]) < 100000:
                _TRACE["series"]["loss"].append((step, float(self.detach().float().item())))
                _TRACE["series"]["rss_mb"].append((step, round(_rss_mb(), 2)))
        except Exception:
            pass
        return original(self, *args, **kwargs)

    torch.Tensor.backward = backward


def _environment():
    env = {"python": platform.python_version(), "platform": platform.platform(),
           "cpu_count": os.cpu_count()}
    if "torch" in sys.modules:
        import torch
        env["torch"] = torch.__version__
        env["cuda_available"] = bool(torch.cuda.is_available())
        env["cuda"] = torch.version.cuda
        try:
            env["cudnn"] = torch.backends.cudnn.version()
        except Exception:
            env["cudnn"] = None
        if torch.cuda.is_available():
            env["gpu"] = torch.cuda.get_device_name(0)
        env["torch_initial_seed"] = int(torch.initial_seed())
    return env


def pytest_collection_finish(session):
    _patch_torch()


def pytest_runtest_setup(item):
    _patch_torch()


def pytest_runtest_makereport(item, call):
    if call.when != "call" or call.excinfo is None or _TRACE["exception"] is not None:
        return
    exc = call.excinfo.value
    frames = [{"file": fs.filename, "line": fs.lineno, "function": fs.name}
              for fs in traceback.extract_tb(call.excinfo.tb)]
    message = str(exc)
    _TRACE["exception"] = {"type": type(exc).__qualname__ if type(exc).__module__ in (
        "builtins", "__builtin__") else f"{type(exc).__module__}.{type(exc).__qualname__}",
        "message": message[:20000], "frames": frames[-60:]}
    if isinstance(exc, AssertionError):
        _TRACE["failure_message"] = message[:20000]


def pytest_sessionfinish(session, exitstatus):
    path = os.environ.get("REPGEN_TRACE")
    if not path:
        return
    _TRACE["environment"] = _environment()
    _TRACE["seconds"] = time.time() - _TRACE.pop("started")
    _TRACE["exitstatus"] = int(exitstatus)
    try:
        with open(path, "w") as f:
            json.dump(_TRACE, f)
    except OSError:
        pass
