"""The Docker backend against a real engine: what a test in the container can and cannot do, its limits, and
that nothing is left behind. CI starts dockerd and builds the image with deploy/build-runner-root.sh (a Debian
root from Debian's packages, no registry); REPGEN_SANDBOX_IMAGE names it (default repgen-runner:debian).
Skipped, with the reason, only where no engine answers or the image was not built."""
from __future__ import annotations

import os
import textwrap

import pytest

from runner import docker_sandbox as ds
from runner import environments as envs
from runner.models import RunLimits

IMAGE = os.environ.get("REPGEN_SANDBOX_IMAGE", "repgen-runner:debian")


def _engine_and_image() -> str:
    if not ds.engine_available():
        return "no Docker engine answers here (CI starts dockerd; see .ci/run)"
    import docker
    try:
        docker.from_env().images.get(IMAGE)
    except Exception:
        return f"image {IMAGE} not built (deploy/build-runner-root.sh {IMAGE})"
    return ""


SKIP = _engine_and_image()
pytestmark = [pytest.mark.docker, pytest.mark.skipif(bool(SKIP), reason=SKIP)]


def _client():
    import docker
    return docker.from_env()


def _sandbox_containers() -> set[str]:
    return {c.id for c in _client().containers.list(all=True, filters={"label": "repgen.sandbox=1"})}


@pytest.fixture
def repo(tmp_path):
    d = tmp_path / "repo"
    d.mkdir()
    (d / "mylib.py").write_text("VALUE = 3\n")
    (d / "requirements.txt").write_text("einops>=0.6\n")
    return d


def _run(repo, body: str, tmp_path, environment=None, **limits):
    cfg = ds.DockerConfig(default_image=IMAGE, work_root=str(tmp_path / "runs"), python="python3")
    return ds.run_pytest_docker(str(repo), textwrap.dedent(body), RunLimits(**{"timeout_s": 120, **limits}), cfg,
                                environment=environment)


def test_containment_in_a_real_container(repo, tmp_path):
    before = _sandbox_containers()
    env = envs.prepare(str(repo), home=str(tmp_path / "home"))
    assert env.path and not env.error, env
    r = _run(repo, """
        import errno, os, socket, pytest
        import mylib

        def _cgroup(*names):
            for name in names:
                for base in ("/sys/fs/cgroup", "/sys/fs/cgroup/memory", "/sys/fs/cgroup/pids"):
                    path = os.path.join(base, name)
                    if os.path.exists(path):
                        return open(path).read().strip()
            return ""

        def _denied(path):
            with pytest.raises(OSError) as e:
                open(path, "w").write("x")
            assert e.value.errno in (errno.EROFS, errno.EACCES), (path, e.value)

        def test_inside():
            assert mylib.VALUE == 3
            # user nobody, no capabilities
            assert (os.getuid(), os.getgid()) == (65534, 65534)
            cap_eff = [l for l in open("/proc/self/status") if l.startswith("CapEff")][0].split()[1]
            assert int(cap_eff, 16) == 0
            # no network: only the loopback device, nothing outside answers
            assert sorted(os.listdir("/sys/class/net")) == ["lo"]
            with pytest.raises(OSError):
                socket.create_connection(("1.1.1.1", 53), timeout=2)
            # read-only root and read-only repository; the work copy and /tmp are writable
            _denied("/etc/repgen-probe")
            _denied("/usr/repgen-probe")
            _denied("/repgen/repo/mylib.py")
            open("/work/scratch.txt", "w").write("ok")
            open("/tmp/scratch.txt", "w").write("ok")
            # the repository's environment: mounted read-only, its packages importable
            import einops
            assert einops.__file__.startswith("/repgen/env/")
            _denied("/repgen/env/einops/__init__.py")
            # limits: memory and processes, as the spec set them
            assert _cgroup("memory.max", "memory.limit_in_bytes") in (str(512 * 2**20),)
            assert _cgroup("pids.max") == "64"
    """, tmp_path, environment=env, memory_mb=512, max_processes=64)
    assert r.sandbox == "docker" and r.outcome == "passed", r.output_tail
    assert r.deps["key"] == env.key
    assert _sandbox_containers() == before                      # the container was removed
    assert os.listdir(tmp_path / "runs") == []                  # and the run folder


def test_a_failure_is_recorded_from_the_container(repo, tmp_path):
    r = _run(repo, """
        import mylib
        def test_value():
            assert mylib.VALUE == 4, "wrong value"
    """, tmp_path)
    assert r.outcome == "failed" and r.exception and r.exception.type == "AssertionError", r.output_tail
    assert r.exception.frames[-1]["file"] == "test_repro.py"      # relative to the work copy


def test_time_and_memory_limits_kill_the_container(repo, tmp_path):
    before = _sandbox_containers()
    hung = _run(repo, "import time\ndef test_hang():\n    time.sleep(600)\n", tmp_path, timeout_s=5)
    assert hung.outcome == "timeout" and hung.limit_hit == "timeout", hung.output_tail
    hog = _run(repo, "def test_hog():\n    blocks = [bytearray(64 * 2**20) for _ in range(40)]\n"
               "    assert len(blocks) == 40\n", tmp_path, memory_mb=256)
    assert hog.outcome == "error" and hog.limit_hit == "memory", (hog.outcome, hog.output_tail[-500:])
    assert _sandbox_containers() == before
