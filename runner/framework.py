"""Which torch a run gets: the runner's own, or the version the report names when the host's index serves it.

    layer, note = framework_layer("1.13.1", declared, home)
    layer.torch   # the version the run will import
    note          # "" or why the reported version did not run ("torch 1.13.1 is not served for Python 3.11 ...")

A reported version that differs from the runner's (compared by release: 2.13.0 and 2.13.0+cpu are the same) is
installed with pip (the host's client: it honours the host's index, find-links and constraints; on a GPU pool
the CUDA build, on this kind of machine the wheels on its disk) into its own layer under
$REPGEN_HOME/envs/_layers/torch-<version>, in the install sandbox, within the time and size limits, once per
host; pip is asked first whether the index has that version at all (`pip index versions`: no download).
REPGEN_FRAMEWORK_INSTALL=never keeps the runner's torch always (the run then says which version ran).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sys
import threading
import time

from packaging.version import InvalidVersion, Version


def same_release(a: str, b: str) -> bool:
    try:
        return Version(a).release[:3] == Version(b).release[:3] if a and b else True
    except InvalidVersion:
        return True


def framework_layer(reported: str | None, runner_torch: str, home: str | None = None):
    """(a Layer holding torch==reported, or None when the runner's torch runs, and a note saying why)."""
    from .environments import MARKER, Layer, envs_dir
    if not reported or not runner_torch or same_release(reported, runner_torch):
        return None, ""
    version = str(Version(reported).public) if _valid(reported) else reported
    path = os.path.join(envs_dir(home), "_layers", f"torch-{version}-py{sys.version_info[0]}{sys.version_info[1]}")
    if os.path.isfile(os.path.join(path, MARKER)):
        return Layer(path, [], {"torch": version}, version), ""
    ran = f"ran on the runner's torch {runner_torch}"
    if os.environ.get("REPGEN_FRAMEWORK_INSTALL", "index") == "never":
        return None, f"the report names torch {reported}; {ran} (installing other versions is off here)"
    available, why = version_on_index(version)
    if not available:
        return None, f"the report names torch {reported}; {ran}: {why}"
    ok, why = _install_layer(version, path, home)
    if not ok:
        return None, f"the report names torch {reported}; {ran}: could not install torch {version} ({why})"
    return Layer(path, [], {"torch": version}, version), ""


def _valid(v: str) -> bool:
    try:
        Version(v)
        return True
    except InvalidVersion:
        return False


def version_on_index(version: str, timeout_s: float = 120) -> tuple[bool, str]:
    """Does the host's index (pip's configuration) serve torch==version for this Python? Asks for the list of
    versions only, nothing is downloaded."""
    import subprocess
    try:
        out = subprocess.run([sys.executable, "-m", "pip", "index", "versions", "torch", "--disable-pip-version-check"],
                             capture_output=True, text=True, timeout=timeout_s)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return False, f"the index could not be asked ({type(exc).__name__})"
    text = out.stdout + out.stderr
    m = re.search(r"Available versions:\s*(.*)", text)
    listed = [v.strip() for v in m.group(1).split(",")] if m else []
    if not any(same_release(v, version) and Version(v).release[:3] == Version(version).release[:3]
               for v in listed if _valid(v)):
        return False, (f"torch {version} is not on the index for Python {sys.version_info[0]}."
                       f"{sys.version_info[1]}" + (f" (it has {', '.join(listed[:4])} ...)" if listed else ""))
    return True, ""


def _install_layer(version: str, path: str, home: str | None) -> tuple[bool, str]:
    """pip install torch==version --target a fresh folder, in the install sandbox, then renamed into place."""
    from .environments import (
        MARKER,
        EnvLimits,
        _install_lock,
        _make_readable,
        _reason,
        _size_mb,
        envs_dir,
        sandboxed_install,
    )
    root = envs_dir(home)
    tmp = f"{path}.tmp-{os.getpid()}-{threading.get_ident()}"
    with _install_lock(root):
        if os.path.isfile(os.path.join(path, MARKER)):
            return True, ""
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(tmp)
        started = time.monotonic()
        env = {k: v for k, v in os.environ.items() if k.startswith("PIP_")}
        env["PIP_NO_CACHE_DIR"] = "1"
        result = sandboxed_install([sys.executable, "-m", "pip", "install", "-q", "--target", tmp,
                                    f"torch=={version}"], tmp, root, EnvLimits(file_size_mb=4096), env)
        if result.outcome != "passed":
            shutil.rmtree(tmp, ignore_errors=True)
            return False, _reason(result)
        size = _size_mb(tmp)
        if size > int(os.environ.get("REPGEN_FRAMEWORK_MAX_MB", 8192)):
            shutil.rmtree(tmp, ignore_errors=True)
            return False, f"{size:.0f} MB, over the framework size limit"
        with open(os.path.join(tmp, MARKER), "w") as f:
            json.dump({"torch": version, "size_mb": round(size, 1), "seconds": round(time.monotonic() - started, 1)}, f)
        _make_readable(tmp)
        os.rename(tmp, path)
    return True, ""
