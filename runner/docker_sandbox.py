"""Docker sandbox (production GPU hosts): one throw-away container per test run.

The container gets: an image chosen by the target's torch version, no network, a read-only root, the
prepared run folder (repo copy + test_repro.py) mounted read-only and copied into a tmpfs work dir,
the harness mounted read-only, one small writable folder for the trace, memory/CPU/pids limits, a
non-root user with no capabilities, GPUs through `device_requests`, and it is removed after the run.

`container_spec` is pure (the kwargs for `client.containers.run`) so it is tested without an engine.
Run folders live under `work_root`: when the runner itself runs in a container with the host's Docker
socket, that folder must have the same path inside and out (deploy/ mounts REPGEN_HOME that way).
"""
from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from .environments import Environment, site_packages
from .local import CANCELLED, HARNESS_DIR, STACK_NAME, TEST_NAME, TRACE_NAME, finish_result, outcome_for_exit
from .local import copy_repo as _copy_repo
from .models import RunLimits, RunResult

REPO_MOUNT = "/repgen/repo"          # read-only: the prepared copy
HARNESS_MOUNT = "/repgen/harness"    # read-only
OUT_MOUNT = "/repgen/out"            # writable: trace and stack only
ENV_MOUNT = "/repgen/env"            # read-only: the repository's environment (its site-packages), when it has one
WORK_DIR = "/work"                   # tmpfs: where the test runs
STOP_POLL_S = 1.0                    # a stop request is seen within this


@dataclass
class DockerConfig:
    default_image: str = "repgen-runner:cpu"
    images: dict[str, str] = field(default_factory=dict)   # torch version prefix -> image, e.g. "2.3": "...:torch2.3.1-cu121"
    user: str = "65534:65534"                               # nobody
    work_root: str | None = None                            # where run folders are made (None: the temp dir)
    tmpfs_mb: int = 2048
    shm_mb: int = 1024
    runtime: str | None = None                              # e.g. "nvidia" on hosts without CDI/device_requests
    python: str = "python"

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> DockerConfig:
        """REPGEN_SANDBOX_IMAGE, REPGEN_SANDBOX_IMAGES (a YAML file: {torch version prefix: image}),
        REPGEN_SANDBOX_USER, REPGEN_HOME (run folders under $REPGEN_HOME/runs)."""
        env = dict(os.environ if env is None else env)
        images: dict[str, str] = {}
        path = env.get("REPGEN_SANDBOX_IMAGES")
        if path:
            import yaml
            images = {str(k): str(v) for k, v in (yaml.safe_load(Path(path).read_text()) or {}).items()}
        home = env.get("REPGEN_HOME")
        return cls(default_image=env.get("REPGEN_SANDBOX_IMAGE", cls.default_image), images=images,
                   user=env.get("REPGEN_SANDBOX_USER", cls.user),
                   work_root=os.path.join(home, "runs") if home else None)


def choose_image(config: DockerConfig, torch_version: str | None) -> str:
    """The image whose key is the longest prefix of the target's torch version ("2.3" serves 2.3.1)."""
    if torch_version:
        version = torch_version.split("+")[0]
        keys = [k for k in config.images if version == k or version.startswith(k.rstrip(".") + ".")]
        if keys:
            return config.images[max(keys, key=len)]
    return config.images.get("default", config.default_image)


def device_requests(gpus: int | list[str] | None) -> list:
    """GPUs for the container: a count (-1 all) or device ids / UUIDs; none when gpus is None or 0."""
    import docker.types
    if gpus is None or gpus == 0 or gpus == []:
        return []
    if isinstance(gpus, int):
        return [docker.types.DeviceRequest(count=gpus, capabilities=[["gpu"]])]
    return [docker.types.DeviceRequest(device_ids=[str(g) for g in gpus], capabilities=[["gpu"]])]


def _pytest_command(config: DockerConfig) -> list[str]:
    # copy the read-only repo into the tmpfs, then run pytest there; `exec` so signals reach pytest
    # (u+w: a read-only checkout would otherwise stay read-only for the test, which writes next to the code;
    # the tmpfs root itself is not ours to chmod, so that one error is ignored)
    return ["sh", "-c", f"cp -R {REPO_MOUNT}/. {WORK_DIR}/ && {{ chmod -R u+w {WORK_DIR} 2>/dev/null; true; }} && cd {WORK_DIR} && "
            f"exec {config.python} -m pytest "
            f"-q -x -p no:cacheprovider -p repgen_harness -s --tb=long {TEST_NAME}"]


def container_spec(config: DockerConfig, run_dir: str, limits: RunLimits, image: str,
                   deadline: float | None = None, env_site: str | None = None) -> dict:
    """kwargs for `docker.from_env().containers.run(**spec)`. `env_site`: the site-packages folder of the
    repository's environment (runner.environments), mounted read-only and put on the path after the repository
    and before the image's own packages (the image provides the framework: its torch, pytest)."""
    threads = str(max(1, limits.cpu_threads))
    env = {"PYTHONPATH": f"{WORK_DIR}:{HARNESS_MOUNT}" + (f":{ENV_MOUNT}" if env_site else ""), "PYTHONDONTWRITEBYTECODE": "1", "PYTHONUNBUFFERED": "1",
           "HOME": "/tmp", "MPLBACKEND": "Agg", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
           "OMP_NUM_THREADS": threads, "MKL_NUM_THREADS": threads,
           "REPGEN_TRACE": f"{OUT_MOUNT}/{TRACE_NAME}", "REPGEN_STACK": f"{OUT_MOUNT}/{STACK_NAME}",
           "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}   # as the local sandbox: no plugin but the harness (-p)
    if deadline:
        env["REPGEN_DEADLINE"] = f"{deadline:.3f}"
    import docker.types
    spec = {
        "image": image,
        "command": _pytest_command(config),
        "detach": True,
        "network_mode": "none",
        "read_only": True,
        "user": config.user,
        # no working_dir: Docker would make the tmpfs at that path 0755 root, unwritable for nobody; the command cds
        "environment": env,
        "volumes": {os.path.join(run_dir, "repo"): {"bind": REPO_MOUNT, "mode": "ro"},
                    os.path.join(run_dir, "harness"): {"bind": HARNESS_MOUNT, "mode": "ro"},
                    os.path.join(run_dir, "out"): {"bind": OUT_MOUNT, "mode": "rw"}},
        # mode 1777: the tmpfs is root's otherwise, and the test runs as nobody
        "tmpfs": {WORK_DIR: f"rw,exec,mode=1777,size={config.tmpfs_mb}m", "/tmp": "rw,exec,mode=1777,size=512m"},
        "shm_size": f"{config.shm_mb}m",
        "mem_limit": f"{limits.memory_mb}m",
        "memswap_limit": f"{limits.memory_mb}m",     # no swap: a leak ends as an OOM kill, not a crawl
        "nano_cpus": int(max(1, limits.cpu_threads) * 1e9),
        "pids_limit": limits.max_processes,
        "ulimits": [docker.types.Ulimit(name="fsize", soft=limits.file_size_mb * 2**20,
                                        hard=limits.file_size_mb * 2**20),
                    docker.types.Ulimit(name="core", soft=0, hard=0)],
        "cap_drop": ["ALL"],
        "security_opt": ["no-new-privileges"],
        "init": True,                                 # reaps zombies, forwards the kill
        "auto_remove": False,                         # removed by us after reading logs and OOM state
        "labels": {"repgen.sandbox": "1"},
        "device_requests": device_requests(limits.gpus),
    }
    if env_site:
        spec["volumes"][env_site] = {"bind": ENV_MOUNT, "mode": "ro"}
    if config.runtime:
        spec["runtime"] = config.runtime
    return spec


def prepare_run_dir(repo_dir: str, test_source: str, work_root: str | None) -> str:
    if work_root:
        os.makedirs(work_root, exist_ok=True)
    run_dir = tempfile.mkdtemp(prefix="repgen_run_", dir=work_root)
    repo = _copy_repo(repo_dir, run_dir)
    Path(repo, TEST_NAME).write_text(test_source)
    # the harness is copied, not mounted from the package: a runner in a container talks to the host's
    # Docker, which resolves bind mounts on the host, where only work_root has the same path
    shutil.copytree(HARNESS_DIR, os.path.join(run_dir, "harness"), ignore=shutil.ignore_patterns("__pycache__"))
    out = os.path.join(run_dir, "out")
    os.makedirs(out)
    os.chmod(run_dir, 0o755)
    os.chmod(out, 0o777)   # the container's user (nobody) writes the trace here, and only here
    return run_dir


def engine_available(client=None) -> bool:
    try:
        import docker
        (client or docker.from_env(timeout=5)).ping()
        return True
    except Exception:
        return False


def run_pytest_docker(repo_dir: str, test_source: str, limits: RunLimits | None = None,
                      config: DockerConfig | None = None, torch_version: str | None = None,
                      client=None, environment: Environment | None = None,
                      stop: threading.Event | None = None) -> RunResult:
    """Run `test_source` as test_repro.py at the root of a copy of `repo_dir` in a fresh container.
    `environment`: the repository's (runner.environments.prepare), its packages mounted read-only.
    `stop` set: the container is killed within a second (`limit_hit == "cancelled"`)."""
    import docker
    from docker.errors import APIError, DockerException, ImageNotFound
    from requests.exceptions import ConnectionError as RequestsConnectionError
    from requests.exceptions import ReadTimeout

    limits = limits or RunLimits()
    config = config or DockerConfig.from_env()
    client = client or docker.from_env()
    image = choose_image(config, torch_version)
    run_dir = prepare_run_dir(repo_dir, test_source, config.work_root)
    start = time.monotonic()
    container = None
    try:
        env_site = site_packages(environment.path) if environment is not None and environment.path else None
        spec = container_spec(config, run_dir, limits, image, deadline=time.time() + limits.timeout_s,
                              env_site=env_site)
        try:
            container = client.containers.run(**spec)
        except (ImageNotFound, APIError, DockerException) as exc:
            return RunResult(outcome="error", sandbox="docker", output_tail=f"[repgen] container did not start: {exc}",
                             warnings=[f"docker: {exc}"])
        limit_hit, rc = "", None
        while rc is None and not limit_hit:
            try:   # waited in short slices, so a stop request is seen within one
                rc = container.wait(timeout=STOP_POLL_S)["StatusCode"]
            except (ReadTimeout, RequestsConnectionError):
                if stop is not None and stop.is_set():
                    limit_hit = "cancelled"
                elif time.monotonic() - start >= limits.timeout_s:
                    limit_hit = "timeout"
                if limit_hit:
                    container.kill()
        logs = container.logs(stdout=True, stderr=True, tail=20000) or b""
        state = (client.api.inspect_container(container.id) or {}).get("State", {})
        output = logs[-limits.max_output_bytes:].decode("utf-8", "replace")
        warnings = []
        if limit_hit == "timeout":
            outcome = "timeout"
            warnings.append(f"TIMEOUT after {limits.timeout_s:.0f}s: container killed")
        elif limit_hit == "cancelled":
            outcome = "error"
            warnings.append(CANCELLED)
        elif state.get("OOMKilled"):
            outcome, limit_hit = "error", "memory"
            warnings.append(f"MEMORY LIMIT: the container was OOM-killed at {limits.memory_mb} MB")
        else:
            outcome = outcome_for_exit(rc)
        result = RunResult(outcome=outcome, seconds=round(time.monotonic() - start, 2), output_tail=output,
                           sandbox="docker", returncode=rc, limit_hit=limit_hit, warnings=warnings)
        finish_result(result, os.path.join(run_dir, "out", TRACE_NAME), os.path.join(run_dir, "out", STACK_NAME),
                      limits, repo_root=WORK_DIR)
        result.environment.setdefault("image", image)
        if environment is not None:
            result.deps = environment.to_dict()
        return result
    finally:
        if container is not None:
            try:
                container.remove(force=True)
            except Exception:
                pass
        shutil.rmtree(run_dir, ignore_errors=True)
