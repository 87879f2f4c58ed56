"""Per-repository environments: what a repository declares (read statically), real uv builds from the package
index, the cache, the runner's torch, the sandboxed run in that environment, and the verdict when an
install fails."""
from __future__ import annotations

import os
import textwrap
import time

import pytest

from bot.core.bug_report import parse_report
from bot.core.verdict import INCONCLUSIVE, match_symptom
from runner import environments as envs
from runner import local
from runner.framework import same_release
from runner.models import RunLimits, RunResult
from runner.requirements import declared_requirements, poetry_specifier
from runner.sandbox import get_sandbox


def _write(root, files: dict[str, str]):
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return root


# --------------------------------------------------------------------------- what a repository declares
def test_requirements_txt_with_includes_options_urls_and_markers(tmp_path):
    _write(tmp_path, {
        "requirements.txt": """
            # core
            einops>=0.6  # inline comment
            -r requirements/extra.txt
            --extra-index-url https://example.invalid/simple
            -e .
            torch==1.13.1
            torchvision
            nvidia-cudnn-cu12
            pkg @ git+https://example.invalid/pkg.git
            colorama; sys_platform == "win32"
            PyYAML==6.0.1 \\
                --hash=sha256:abc
        """,
        "requirements/extra.txt": "scipy<2\n",
        "requirements-docs.txt": "sphinx\n",
        "requirements-dev.txt": "einops\npytest-mock\n",
    })
    d = declared_requirements(str(tmp_path))
    assert d.requirements == ["einops>=0.6", "scipy<2", "PyYAML==6.0.1", "pytest-mock"]
    assert d.framework == {"torch": "==1.13.1", "torchvision": "", "nvidia-cudnn-cu12": ""}
    assert d.sources == ["requirements.txt", "requirements-dev.txt"]       # docs are not what the code needs
    assert any("extra-index-url" in s and "runner chooses the index" in s for s in d.skipped)
    assert any("git+https" in s and "not from the package index" in s for s in d.skipped)


def test_pyproject_pep621_and_poetry(tmp_path):
    _write(tmp_path, {"pyproject.toml": """
        [project]
        name = "x"
        dependencies = ["einops>=0.7", "torch>=2"]
        [tool.poetry.dependencies]
        python = "^3.10"
        pandas = "^2.1"
        scipy = {version = "~1.11", extras = ["all"]}
        omegaconf = "2.3.0"
        rich = {version = "*", optional = true}
        local = {path = "../local"}
    """})
    d = declared_requirements(str(tmp_path))
    assert d.requirements == ["einops>=0.7", "pandas<3.0.0,>=2.1", "scipy[all]<1.12.0,>=1.11", "omegaconf==2.3.0"]
    assert d.framework == {"torch": ">=2"}
    assert any(s.startswith("local ") for s in d.skipped) and any(s.startswith("rich ") for s in d.skipped)


def test_poetry_specifiers():
    assert poetry_specifier("^1.2.3") == ">=1.2.3,<2.0.0"
    assert poetry_specifier("^0.2.3") == ">=0.2.3,<0.3.0"
    assert poetry_specifier("~1.2") == ">=1.2,<1.3.0"
    assert poetry_specifier(">=1,<3") == ">=1,<3"
    assert poetry_specifier("*") == "" and poetry_specifier("1.4") == "==1.4"


def test_setup_cfg_setup_py_and_environment_yml(tmp_path):
    _write(tmp_path, {
        "setup.cfg": "[options]\ninstall_requires =\n    pyyaml>=5\n    # comment\n    tqdm\n",
        "setup.py": """
            from setuptools import setup
            BASE = ["einops"]
            setup(name="x", install_requires=BASE + ["scipy>=1.9", "torch"])
        """,
        "environment.yml": """
            name: x
            dependencies:
              - python=3.11
              - pytorch
              - cudatoolkit=11.7
              - pip
              - pip:
                - omegaconf==2.3.0
                - --index-url https://example.invalid
        """,
    })
    d = declared_requirements(str(tmp_path))
    assert d.requirements == ["pyyaml>=5", "tqdm", "einops", "scipy>=1.9", "omegaconf==2.3.0"]
    assert d.sources == ["setup.cfg", "setup.py", "environment.yml"]
    assert any("pytorch, cudatoolkit=11.7" in s and "conda" in s for s in d.skipped)


def test_setup_py_computed_install_requires_is_not_run(tmp_path):
    marker = tmp_path / "ran"
    _write(tmp_path, {"setup.py": f"""
        from setuptools import setup
        open({str(marker)!r}, "w").write("setup.py was executed")
        setup(install_requires=open("requirements.txt").read().splitlines())
    """, "requirements.txt": "einops\n"})
    d = declared_requirements(str(tmp_path))
    assert d.requirements == ["einops"] and not marker.exists()
    assert any("computed" in s for s in d.skipped)


def test_nothing_beyond_the_runner_uses_the_runners_interpreter(tmp_path):
    _write(tmp_path, {"requirements.txt": "torch>=1.8\nnumpy\n", "m.py": "X = 1\n"})
    env = envs.prepare(str(tmp_path), home=str(tmp_path / "home"))
    assert env.key == "" and os.path.basename(env.python).startswith("python") and not env.error
    assert any(r.startswith("numpy==") for r in env.resolved)


def test_same_release():
    assert same_release("2.13.0", "2.13.0+cpu") and not same_release("1.13.1", "2.13.0+cpu")


# --------------------------------------------------------------------------- real builds (uv, the index)
@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return str(tmp_path_factory.mktemp("repgen_home"))


@pytest.fixture(scope="module")
def einops_repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("einops_repo")
    return str(_write(root, {
        "requirements.txt": "einops>=0.6\ntorch\n",
        "patches.py": """
            import einops
            def unpatchify(x, p):
                return einops.rearrange(x, "b (h w) (p q) -> b (h p) (w q)", h=2, p=p)
        """,
    }))


@pytest.mark.slow
def test_build_from_the_index_then_reuse_from_the_cache(einops_repo, home):
    first = envs.prepare(einops_repo, home=home)
    assert not first.error and not first.failed, first
    assert first.key and first.python.startswith(os.path.join(home, "envs", first.key))
    assert any(r.startswith("einops==") for r in first.resolved)
    assert not any(r.startswith("torch") for r in first.resolved)        # torch comes from the runner
    assert first.framework["from"] == "runner" and first.framework["torch"]
    assert not os.access(first.path, os.W_OK) or os.geteuid() == 0
    assert oct(os.stat(first.path).st_mode & 0o222) == "0o0"             # sealed: read-only for everyone
    start = time.monotonic()
    second = envs.prepare(einops_repo, home=home)
    assert second.cached and second.key == first.key and time.monotonic() - start < 2.0


@pytest.mark.slow
@pytest.mark.skipif(local.isolation_available() != "bwrap", reason="bubblewrap does not work here")
def test_the_test_runs_in_the_environment_in_the_sandbox(einops_repo, home, monkeypatch):
    monkeypatch.setenv("REPGEN_HOME", home)
    run = get_sandbox("local")
    r = run(einops_repo, textwrap.dedent("""
        import importlib.util, socket, pytest, torch
        import patches
        def test_unpatchify():
            x = torch.arange(2 * 4 * 4.).reshape(2, 4, 4)
            assert patches.unpatchify(x, 2).shape == (2, 4, 4)
            # the runner's own packages are not there, only the repository's and the framework
            assert importlib.util.find_spec("lancedb") is None
            with pytest.raises(OSError):
                socket.create_connection(("1.1.1.1", 53), timeout=2)
    """), RunLimits(timeout_s=120))
    assert r.outcome == "passed" and r.sandbox == "bwrap", r.output_tail
    assert r.deps["cached"] and any(x.startswith("einops==") for x in r.deps["resolved"])


@pytest.mark.slow
@pytest.mark.skipif(local.isolation_available() != "bwrap", reason="bubblewrap does not work here")
def test_a_requirement_the_index_lacks_is_named_and_the_verdict_is_inconclusive(tmp_path, home, monkeypatch):
    monkeypatch.setenv("REPGEN_HOME", home)
    repo = _write(tmp_path, {"requirements.txt": "einops\nrepgen-no-such-package-zz==1.0\n",
                             "model.py": "import repgen_no_such_package_zz\n"})
    r = get_sandbox("local")(str(repo), "import model\ndef test_x():\n    pass\n", RunLimits(timeout_s=120))
    failed = r.deps["failed"]
    assert list(failed) == ["repgen-no-such-package-zz==1.0"] and "not found" in failed["repgen-no-such-package-zz==1.0"]
    assert any(x.startswith("einops==") for x in r.deps["resolved"])      # the rest was installed
    report = parse_report("Training crashes\n\n```\nValueError: shapes do not match\n```\n")
    m = match_symptom(report, r, str(repo))
    assert m.outcome == INCONCLUSIVE
    assert "could not install repgen-no-such-package-zz==1.0 (" in m.reason, m.reason


def test_an_environment_that_cannot_be_built_is_inconclusive():
    env = envs.Environment(python="python", error="could not install lightning==99 (no such version)")
    r = envs.install_failure(env)
    assert r.limit_hit == "install" and r.outcome == "error"
    m = match_symptom(parse_report("NaN loss after a few steps"), r, None)
    assert m.outcome == INCONCLUSIVE and m.reason == "could not install lightning==99 (no such version)"
    assert RunResult.from_dict(r.to_dict()).deps["error"] == env.error


@pytest.mark.slow
def test_reported_torch_that_differs_says_which_version_ran(tmp_path, home, monkeypatch):
    monkeypatch.setenv("REPGEN_FRAMEWORK_INSTALL", "never")
    repo = _write(tmp_path, {"requirements.txt": "einops>=0.6\n", "m.py": "X = 1\n"})
    env = envs.prepare(str(repo), versions={"torch": "1.13.1", "numpy": "1.26.4"}, home=home)
    assert env.framework["from"] == "runner" and env.framework["reported"] == "1.13.1"
    assert any("the report names torch 1.13.1; ran on the runner's torch" in n for n in env.notes)
    assert "numpy==1.26.4" in env.requirements and "numpy==1.26.4" in env.resolved, env
