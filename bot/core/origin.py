"""Where a failure came from: the repository's code, the framework it called, or the test itself.

A reproduction counts only when the failing behaviour comes from the repository as reached from the test
(DESIGN: "What reproduced means"). The harness records the failing exception's frames; paths inside the run's
copy of the repository are relative, everything else (site-packages, the standard library) absolute. A frame
is the *repository's* only when its file is a file of the repository as it was before the test ran, with the
same content: a file the test wrote (a copy of the reporter's script, an edited module) is the test's, however
it is named.
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from functools import lru_cache

TEST_FILE = "test_repro.py"
# the support module the tests import (runner/harness/repgen_support): wherever it is loaded from, its frames are
# the test's own code, never the framework's
SUPPORT_FILES = ("/repgen_support/__init__.py", "/repgen_support.py")

REPOSITORY = "repository"          # a file of the repository, unchanged
FRAMEWORK = "framework"            # outside the run's copy: site-packages, the standard library
TEST = "test"                      # the generated test file
CARRIED = "carried"                # a file the test brought or wrote (not in the repository, or changed)
# the scaffold's monitors wrap framework calls the repository makes (runner/harness/repgen_support._Monitor):
# an exception raised *inside* the framework below one of them passes through it, so it is not the test's
MONITOR_WRAPPERS = frozenset({"backward", "iterate"})


@dataclass(frozen=True)
class Origin:
    kind: str                      # REPOSITORY | FRAMEWORK | TEST | CARRIED | "unknown"
    frame: dict | None             # the deciding frame: {"file", "line", "function"}
    via_framework: bool = False    # the innermost frames were the framework's, called from `frame`

    @property
    def from_repository(self) -> bool:
        return self.kind == REPOSITORY

    def describe(self) -> str:
        if self.frame is None:
            return "no frame recorded"
        where = f"{self.frame.get('file')}:{self.frame.get('line')} in {self.frame.get('function')}"
        if self.kind == REPOSITORY:
            return (f"raised in the framework called from the repository's {where}" if self.via_framework
                    else f"raised in the repository's {where}")
        if self.kind == TEST:
            return f"raised by the test's own code ({where}), not by the repository"
        if self.kind == CARRIED:
            return f"raised in {where}, a file the test carries, not the repository's code"
        return f"raised at {where}"


@lru_cache(maxsize=4096)
def _digest(path: str, mtime_ns: int, size: int) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def _file_digest(path: str) -> str | None:
    try:
        st = os.stat(path)
        return _digest(path, st.st_mtime_ns, st.st_size)
    except OSError:
        return None


def classify_frame(file: str, repo_dir: str, run_files: dict[str, str] | None = None) -> str:
    """The kind of one frame's file. `run_files` maps relative paths to the content digest the run saw, when
    the runner reports it; without it a relative path is the repository's when the repository has that file."""
    if not file:
        return "unknown"
    if file.startswith("<"):
        # <frozen runpy> and friends are the standard library; <string> is code the test compiled itself
        return FRAMEWORK if file.startswith("<frozen") else CARRIED
    if ("/" + file.replace(os.sep, "/")).endswith(SUPPORT_FILES):
        return TEST
    if os.path.isabs(file):
        inside = os.path.relpath(file, repo_dir)
        if inside.startswith(".."):
            return FRAMEWORK
        file = inside
    rel = os.path.normpath(file)
    if rel == TEST_FILE:
        return TEST
    original = _file_digest(os.path.join(repo_dir, rel))
    if original is None:
        return CARRIED
    if run_files is not None and rel in run_files and run_files[rel] != original:
        return CARRIED
    return REPOSITORY


def failure_origin(frames: list[dict], repo_dir: str, run_files: dict[str, str] | None = None) -> Origin:
    """Walk from the innermost frame outwards past the framework's frames: the first frame of ours (the
    repository, the test, or a file the test carries) is where the failure came from."""
    via = False
    for frame in reversed(frames or []):
        kind = classify_frame(str(frame.get("file", "")), repo_dir, run_files)
        if kind == FRAMEWORK:
            via = True
            continue
        if kind == "unknown":
            continue
        if kind == TEST and via and frame.get("function") in MONITOR_WRAPPERS:
            continue
        return Origin(kind, frame, via)
    innermost = frames[-1] if frames else None
    return Origin(FRAMEWORK if innermost else "unknown", innermost, False)
