"""Docker sandbox: the container spec it builds and its run logic over a scripted container (the real engine:
tests/test_docker_engine.py)."""
from __future__ import annotations

import json
import os
import threading
import time

from runner import docker_sandbox as ds
from runner.models import RunLimits


def test_image_chosen_by_torch_version():
    cfg = ds.DockerConfig(default_image="runner:cpu", images={"2.3": "runner:torch2.3-cu121",
                                                              "2.3.1": "runner:torch2.3.1-cu121",
                                                              "1.13": "runner:torch1.13-cu117"})
    assert ds.choose_image(cfg, "2.3.1+cu121") == "runner:torch2.3.1-cu121"
    assert ds.choose_image(cfg, "2.3.0") == "runner:torch2.3-cu121"
    assert ds.choose_image(cfg, "1.13.1") == "runner:torch1.13-cu117"
    assert ds.choose_image(cfg, "2.30.0") == "runner:cpu"       # "2.3" is not a prefix of 2.30
    assert ds.choose_image(cfg, None) == "runner:cpu"


def test_config_from_env(tmp_path):
    images = tmp_path / "images.yml"
    images.write_text('"2.4": repgen-runner:torch2.4.1-cu124\ndefault: repgen-runner:torch2.13.0-cu12.8.1\n')
    cfg = ds.DockerConfig.from_env({"REPGEN_SANDBOX_IMAGES": str(images), "REPGEN_HOME": "/var/lib/repgen",
                                    "REPGEN_SANDBOX_USER": "10001:10001"})
    assert cfg.images["2.4"] == "repgen-runner:torch2.4.1-cu124"
    assert ds.choose_image(cfg, "2.5.0") == "repgen-runner:torch2.13.0-cu12.8.1"
    assert cfg.work_root == "/var/lib/repgen/runs" and cfg.user == "10001:10001"


def test_container_spec_is_locked_down(tmp_path):
    run_dir = ds.prepare_run_dir(str(_repo(tmp_path)), "def test_x():\n    pass\n", str(tmp_path / "runs"))
    limits = RunLimits(timeout_s=120, memory_mb=4096, max_processes=256, cpu_threads=2, file_size_mb=64)
    spec = ds.container_spec(ds.DockerConfig(), run_dir, limits, "repgen-runner:cpu", deadline=123.0)
    assert spec["network_mode"] == "none" and spec["read_only"] is True
    assert spec["user"] == "65534:65534" and spec["cap_drop"] == ["ALL"]
    assert "no-new-privileges" in spec["security_opt"]
    assert spec["mem_limit"] == "4096m" and spec["memswap_limit"] == "4096m"
    assert spec["pids_limit"] == 256 and spec["nano_cpus"] == 2_000_000_000
    assert spec["device_requests"] == []
    vols = spec["volumes"]
    assert vols[os.path.join(run_dir, "repo")] == {"bind": ds.REPO_MOUNT, "mode": "ro"}
    assert vols[os.path.join(run_dir, "out")]["mode"] == "rw"
    # every mount comes from the run folder (under work_root, the path the host's Docker can resolve)
    assert all(k.startswith(run_dir + os.sep) for k in vols)
    assert os.path.exists(os.path.join(run_dir, "harness", "repgen_harness.py"))
    assert all(v["mode"] == "ro" for k, v in vols.items() if not k.endswith("/out"))
    # the command cds into the tmpfs; a working_dir there would make Docker mount it 0755 root (unwritable)
    assert ds.WORK_DIR in spec["tmpfs"] and "working_dir" not in spec and "mode=1777" in spec["tmpfs"][ds.WORK_DIR]
    fsize = next(u for u in spec["ulimits"] if u["Name"] == "fsize")
    assert fsize["Soft"] == 64 * 2**20
    env = spec["environment"]
    assert env["REPGEN_DEADLINE"] == "123.000" and env["PYTHONPATH"] == f"{ds.WORK_DIR}:{ds.HARNESS_MOUNT}"
    # nothing of ours leaks in: no token, key or setting
    assert not [k for k in env if "TOKEN" in k or "KEY" in k or k.startswith("REPGEN_") and k not in (
        "REPGEN_TRACE", "REPGEN_STACK", "REPGEN_DEADLINE")]
    assert "test_repro.py" in spec["command"][-1] and "-p repgen_harness" in spec["command"][-1]
    assert open(os.path.join(run_dir, "repo", "test_repro.py")).read().startswith("def test_x")


def test_gpus_through_device_requests(tmp_path):
    run_dir = ds.prepare_run_dir(str(_repo(tmp_path)), "", None)
    all_gpus = ds.container_spec(ds.DockerConfig(), run_dir, RunLimits(gpus=-1), "img")["device_requests"]
    assert all_gpus[0]["Count"] == -1 and all_gpus[0]["Capabilities"] == [["gpu"]]
    two = ds.container_spec(ds.DockerConfig(), run_dir, RunLimits(gpus=["0", "GPU-abc"]), "img")["device_requests"]
    assert two[0]["DeviceIDs"] == ["0", "GPU-abc"]
    nvidia = ds.container_spec(ds.DockerConfig(runtime="nvidia"), run_dir, RunLimits(gpus=1), "img")
    assert nvidia["runtime"] == "nvidia" and nvidia["device_requests"][0]["Count"] == 1


def _repo(tmp_path):
    d = tmp_path / "repo"
    d.mkdir(exist_ok=True)
    (d / "mylib.py").write_text("VALUE = 3\n")
    return d


class _Container:
    """What docker's Container answers, scripted: the run's own logic (outcomes, trace, cleanup) is real."""

    def __init__(self, client, spec, status=None, oom=False, hang=False, logs=b""):
        self.client, self.spec, self.id = client, spec, "c0ffee"
        self.status, self.oom, self.hang, self._logs = status, oom, hang, logs
        self.removed = self.killed = False

    def wait(self, timeout=None):
        from requests.exceptions import ReadTimeout
        if self.hang and not self.killed:
            time.sleep(min(timeout or 0, 0.05))
            raise ReadTimeout("read timed out")
        return {"StatusCode": self.status}

    def kill(self):
        self.killed = True

    def logs(self, **kw):
        return self._logs

    def remove(self, force=False):
        self.removed = True


class _Client:
    def __init__(self, **behaviour):
        self.behaviour, self.container, self.api = behaviour, None, self
        self.containers = self

    def run(self, **spec):
        # the "container" writes the harness trace where the spec says the host will read it
        out = next(k for k, v in spec["volumes"].items() if v["bind"] == ds.OUT_MOUNT)
        trace = self.behaviour.pop("trace", None)
        if trace is not None:
            with open(os.path.join(out, ".repgen_trace.json"), "w") as f:
                json.dump(trace, f)
        self.container = _Container(self, spec, **self.behaviour)
        return self.container

    def inspect_container(self, cid):
        return {"State": {"OOMKilled": self.container.oom}}


def test_run_outcomes_and_cleanup(tmp_path):
    repo = str(_repo(tmp_path))
    cfg = ds.DockerConfig(work_root=str(tmp_path / "runs"))
    trace = {"exception": {"type": "ZeroDivisionError", "message": "division by zero", "frames": []},
             "series": {"loss": [[0, 1.0], [1, 0.5]]}, "environment": {"torch": "2.3.1"}}
    failed = _Client(status=1, logs=b"1 failed", trace=trace)
    r = ds.run_pytest_docker(repo, "def test_x(): 1/0\n", RunLimits(), cfg, "2.3.1", client=failed)
    assert (r.outcome, r.sandbox, r.exception.type) == ("failed", "docker", "ZeroDivisionError")
    assert r.series["loss"] == [(0, 1.0), (1, 0.5)] and r.environment["image"] == "repgen-runner:cpu"
    assert failed.container.removed and os.listdir(tmp_path / "runs") == []   # container and run folder gone

    hung = _Client(hang=True)
    r = ds.run_pytest_docker(repo, "", RunLimits(timeout_s=0.5), cfg, client=hung)
    assert r.outcome == "timeout" and r.limit_hit == "timeout" and hung.container.killed and hung.container.removed

    stop = threading.Event()   # `/repgen cancel` reaches a container that is still running
    threading.Timer(0.2, stop.set).start()
    started = time.monotonic()
    stopped = _Client(hang=True)
    r = ds.run_pytest_docker(repo, "", RunLimits(timeout_s=600), cfg, client=stopped, stop=stop)
    assert r.limit_hit == "cancelled" and r.outcome == "error" and stopped.container.killed
    assert time.monotonic() - started < ds.STOP_POLL_S + 1 and stopped.container.removed

    oom = _Client(status=137, oom=True)
    r = ds.run_pytest_docker(repo, "", RunLimits(memory_mb=512), cfg, client=oom)
    assert r.outcome == "error" and r.limit_hit == "memory" and "OOM-killed at 512 MB" in r.warnings[0]

    ok = _Client(status=0)
    assert ds.run_pytest_docker(repo, "", RunLimits(), cfg, client=ok).outcome == "passed"
