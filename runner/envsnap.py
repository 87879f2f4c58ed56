"""Environment snapshot of this host (Python, torch, CUDA, cuDNN, GPUs via pynvml, CPU, OS, seeds).

The code lives in harness/repgen_envsnap.py so the sandboxed run, which cannot import `runner`,
takes the same snapshot from the inside; this module loads that file once.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

_PATH = Path(__file__).parent / "harness" / "repgen_envsnap.py"
_spec = importlib.util.spec_from_file_location("repgen_envsnap", _PATH)
_mod = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_mod)


def snapshot(import_torch: bool = True, seeds: dict | None = None) -> dict:
    """Python, torch, CUDA, cuDNN, GPU model/driver/memory, CPU, OS and (if given) the seeds."""
    return _mod.snapshot(import_torch=import_torch, seeds=seeds)


def gpus() -> list[dict]:
    """GPUs seen by pynvml ([] on a machine without one)."""
    return _mod.nvml_gpus()
