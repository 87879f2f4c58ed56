"""The sandbox interface: every backend runs one generated test against a repo copy and returns a RunResult.

    run = get_sandbox("auto")            # docker when an engine answers, else local
    result = run(repo_dir, test_source, limits, gpu=None, torch_version=None, stop=None)

`stop` (a threading.Event): once set, the run is killed within a poll interval and comes back with
`limit_hit == "cancelled"`.

Backends: `local` (runner.local: bubblewrap > unshare > subprocess) and `docker` (runner.docker_sandbox).
"""
from __future__ import annotations

import threading
from typing import Protocol

from .models import RunLimits, RunResult


class Sandbox(Protocol):
    def __call__(self, repo_dir: str, test_source: str, limits: RunLimits, gpu: str | None = None,
                 torch_version: str | None = None, stop: threading.Event | None = None) -> RunResult: ...


def get_sandbox(name: str = "auto") -> Sandbox:
    from . import docker_sandbox, local

    if name == "auto":
        name = "docker" if docker_sandbox.engine_available() else "local"
    if name == "docker":
        config = docker_sandbox.DockerConfig.from_env()

        def run_docker(repo_dir, test_source, limits, gpu=None, torch_version=None, stop=None):
            if gpu is not None:
                limits.gpus = [gpu]
            return docker_sandbox.run_pytest_docker(repo_dir, test_source, limits, config, torch_version, stop=stop)
        return run_docker
    if name != "local":
        raise ValueError(f"unknown sandbox {name!r}: auto, docker or local")

    def run_local(repo_dir, test_source, limits, gpu=None, torch_version=None, stop=None):
        env = {"CUDA_VISIBLE_DEVICES": gpu} if gpu is not None else None
        return local.run_pytest(repo_dir, test_source, limits, extra_env=env, stop=stop)
    return run_local
