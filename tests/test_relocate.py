"""bot/core/relocate.py: where a pull request puts the test (the repository's own test folder), and that the
test runs there with plain `pytest` from the root, its support module beside it."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bot.core.generators.offline import support_source
from bot.core.relocate import conftest_source, relocate_test, repository_test_folder, repro_test_path


def _tree(root: Path, files: dict[str, str]) -> str:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return str(root)


def test_the_test_folder_follows_the_repositorys_pytest_configuration_then_its_layout(tmp_path):
    assert repository_test_folder(_tree(tmp_path / "a", {"pytest.ini": "[pytest]\ntestpaths = unit integration\n",
                                                         "unit/test_x.py": "", "test/test_y.py": ""})) == "unit"
    assert repository_test_folder(_tree(tmp_path / "b", {
        "pyproject.toml": '[tool.pytest.ini_options]\ntestpaths = ["checks"]\n', "checks/test_x.py": ""})) == "checks"
    assert repository_test_folder(_tree(tmp_path / "c", {"setup.cfg": "[tool:pytest]\ntestpaths = src/tests\n",
                                                         "src/tests/test_x.py": ""})) == "src/tests"
    assert repository_test_folder(_tree(tmp_path / "d", {"test/test_x.py": ""})) == "test"
    assert repository_test_folder(_tree(tmp_path / "e", {"train.py": ""})) == "tests"
    # a configured folder that is not there, or one outside the repository, is not used
    assert repository_test_folder(_tree(tmp_path / "f", {"pytest.ini": "[pytest]\ntestpaths = ../elsewhere\n",
                                                         "test/test_x.py": ""})) == "test"
    assert repository_test_folder(_tree(tmp_path / "g", {"pyproject.toml": "not toml [", "tests/t.py": ""})) == "tests"
    assert repro_test_path(str(tmp_path / "d"), 12) == "test/repgen/test_issue_12.py"
    assert repro_test_path(None, 12) == "tests/repgen/test_issue_12.py"


def test_a_relocated_test_runs_with_plain_pytest_from_the_root_with_its_support_beside_it(tmp_path):
    test = ('"""Reproduction.\n\nIt fails while the bug is present: python -m pytest -q test_repro.py\n"""\n'
            "import os\n\nimport mean\nfrom repgen_support import ROOT, _check\n\n\n"
            "def test_mean_of_data_file():\n"
            "    values = [float(v) for v in open(os.path.join(ROOT, 'data.txt')).read().split()]\n"
            "    _check(mean.mean(values) == 2.0, 'wrong_output', 'mean is wrong', got=mean.mean(values))\n")
    rel = repro_test_path(_tree(tmp_path / "repo", {"test/test_old.py": "def test_ok():\n    pass\n"}), 3)
    folder = str(Path(rel).parent)
    _tree(tmp_path / "repo", {"mean.py": "def mean(v):\n    return sum(v) / (len(v) - 1)\n", "data.txt": "1 2 3\n",
                              rel: relocate_test(test, rel), f"{folder}/conftest.py": conftest_source(folder),
                              f"{folder}/repgen_support.py": support_source()})
    assert rel == "test/repgen/test_issue_3.py" and "pytest test/repgen/test_issue_3.py" in (tmp_path / "repo" / rel).read_text()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHONPATH", "PYTEST"))}
    pytest_script = os.path.join(os.path.dirname(sys.executable), "pytest")
    # from the root, and from another folder: the data file is found from the repository root either way
    for cwd, target in ((tmp_path / "repo", rel), (tmp_path, str(tmp_path / "repo" / rel))):
        run = subprocess.run([pytest_script, "-q", "-p", "no:cacheprovider", target], cwd=cwd, env=env,
                             capture_output=True, text=True, timeout=300)
        assert run.returncode == 1 and "mean is wrong" in run.stdout, run.stdout[-2000:]
