"""The sandbox interface: every backend runs one generated test against a repo copy and returns a RunResult.

    run = get_sandbox("auto")            # docker when an engine answers, else local
    result = run(repo_dir, test_source, limits, gpu=None, torch_version=None, versions=None, stop=None)

`stop` (a threading.Event): once set, the run is killed within a poll interval and comes back with
`limit_hit == "cancelled"`.

Backends: `local` (runner.local: bubblewrap > unshare > subprocess) and `docker` (runner.docker_sandbox).
Both first prepare the repository's environment (runner.environments: its declared dependencies, the versions
the report states, `versions` or `torch_version`), cached; one that cannot be built ends the run with
limit_hit "install" and the reason, before any test runs.
"""
from __future__ import annotations

import threading
from typing import Protocol

from .models import RunLimits, RunResult


class Sandbox(Protocol):
    def __call__(self, repo_dir: str, test_source: str, limits: RunLimits, gpu: str | None = None,
                 torch_version: str | None = None, versions: dict[str, str] | None = None,
                 stop: threading.Event | None = None) -> RunResult: ...


def get_sandbox(name: str = "auto") -> Sandbox:
    from . import docker_sandbox, environments, local

    if name == "auto":
        name = "docker" if docker_sandbox.engine_available() else "local"
    if name not in ("docker", "local"):
        raise ValueError(f"unknown sandbox {name!r}: auto, docker or local")

    def environment(repo_dir, torch_version, versions):
        versions = dict(versions or {})
        if torch_version and not versions.get("torch"):
            versions["torch"] = torch_version
        return environments.prepare(repo_dir, versions)

    if name == "docker":
        config = docker_sandbox.DockerConfig.from_env()

        def run_docker(repo_dir, test_source, limits, gpu=None, torch_version=None, versions=None, stop=None):
            env = environment(repo_dir, torch_version, versions)
            if env.error:
                return environments.install_failure(env)
            if gpu is not None:
                limits.gpus = [gpu]
            return docker_sandbox.run_pytest_docker(repo_dir, test_source, limits, config, torch_version,
                                                   environment=env, stop=stop)
        return run_docker

    def run_local(repo_dir, test_source, limits, gpu=None, torch_version=None, versions=None, stop=None):
        env = environment(repo_dir, torch_version, versions)
        if env.error:
            return environments.install_failure(env)
        extra = {"CUDA_VISIBLE_DEVICES": gpu} if gpu is not None else None
        return local.run_pytest(repo_dir, test_source, limits, extra_env=extra, environment=env, stop=stop)
    return run_local
