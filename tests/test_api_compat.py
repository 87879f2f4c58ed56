"""Level 2 validation: framework APIs resolved against the installed torch / numpy."""
from __future__ import annotations

import textwrap

import numpy
import torch

from bot.core.api_compat import TEST_PATH, attribute_uses, check_api_compat, check_report, reached_files
from bot.core.bug_report import parse_report


def planted_repo(tmp_path):
    tmp_path.mkdir(parents=True, exist_ok=True)
    """A project whose whitening step still calls torch.symeig, two imports away from the test."""
    (tmp_path / "proj").mkdir()
    (tmp_path / "proj" / "__init__.py").write_text("")
    (tmp_path / "proj" / "linalg_utils.py").write_text(textwrap.dedent("""\
        import torch as T


        def whiten(cov):
            evals, evecs = T.symeig(cov, eigenvectors=True)
            return evecs / evals.sqrt()
        """))
    (tmp_path / "proj" / "model.py").write_text(textwrap.dedent("""\
        import torch.nn as nn
        from torch.nn import functional as F

        from .linalg_utils import whiten


        class Net(nn.Module):
            def forward(self, x):
                return F.relu(x @ whiten(x.T @ x))
        """))
    (tmp_path / "proj" / "unused.py").write_text("import torch\nx = torch.solve\n")
    (tmp_path / "train.py").write_text(textwrap.dedent("""\
        import numpy as np
        from proj.model import Net

        if __name__ == "__main__":
            print(np.asarray([1.0]).mean(), Net)
        """))
    return tmp_path


TEST = textwrap.dedent("""\
    import numpy as np
    import torch
    from torch import lstsq
    from proj.model import Net


    def test_net_is_finite():
        torch.set_num_threads(1)
        x = torch.randn(4, 4)
        y = Net()(x)
        assert torch.isfinite(y).all()
        assert np.float(y.sum()) == np.float(y.sum())
        torch.linalg.eigh(x @ x.T)
    """)


def test_removed_torch_api_found_in_planted_repo_code(tmp_path):
    repo = planted_repo(tmp_path)
    problems = check_api_compat(TEST, str(repo))
    by_api = {(p.path, p.api): p for p in problems}

    symeig = by_api[("proj/linalg_utils.py", "torch.symeig")]   # reached through model.py's relative import
    assert symeig.kind == "removed" and symeig.line == 5
    assert "torch.linalg.eigh" in symeig.hint and torch.__version__ in symeig.message
    assert not symeig.in_test

    lstsq = by_api[(TEST_PATH, "torch.lstsq")]
    assert lstsq.in_test and lstsq.kind == "removed" and lstsq.line == 3 and "linalg.lstsq" in lstsq.hint
    npfloat = by_api[(TEST_PATH, "numpy.float")]
    assert npfloat.kind == "missing" and numpy.__version__ in npfloat.message and "float64" in npfloat.hint

    # files the test never reaches are not scanned; healthy APIs are not reported
    assert all(p.path != "proj/unused.py" for p in problems)
    assert not any(p.api in ("torch.linalg.eigh", "torch.nn.functional.relu", "torch.randn", "torch.isfinite")
                   for p in problems)
    assert len(problems) == 3


def test_aliases_and_chains_are_resolved_to_full_paths():
    src = textwrap.dedent("""\
        import torch as T, torch.nn as nn
        from torch.nn import functional as F
        import numpy as np
        import os.path
        a = T.linalg.eigh; b = nn.Linear(2, 2).weight.data; c = F.relu; d = np.random.default_rng
        e = os.path.join
        """)
    uses = {u for u, _ in attribute_uses(src)}
    assert {"torch.linalg.eigh", "torch.nn.Linear", "torch.nn.functional", "torch.nn.functional.relu",
            "numpy.random.default_rng"} <= uses
    assert not any(u.startswith("os") for u in uses)          # only framework roots
    assert check_api_compat(src) == []
    assert attribute_uses("def broken(:\n") == []          # syntax errors are level 1's job


def test_instance_attributes_and_tensor_results_are_not_guessed():
    src = "import torch\nm = torch.nn.Module().training\nx = torch.nn.Linear.in_features\ny = torch.randn(2).foo\n"
    assert check_api_compat(src) == []


def test_script_run_by_runpy_is_followed(tmp_path):
    repo = planted_repo(tmp_path)
    src = "import runpy, sys\n\ndef test_cli():\n    runpy.run_path('train.py', run_name='__main__')\n"
    assert reached_files(src, str(repo)) == ["train.py", "proj/__init__.py", "proj/model.py",
                                             "proj/linalg_utils.py"]
    assert [p.api for p in check_api_compat(src, str(repo))] == ["torch.symeig"]


def test_report_that_is_itself_an_api_bug(tmp_path):
    repo = planted_repo(tmp_path)
    issue = textwrap.dedent("""\
        # whiten crashes on the new torch

        ```
        Traceback (most recent call last):
          File "/home/me/code/train.py", line 5, in <module>
          File "/home/me/code/proj/model.py", line 9, in forward
          File "/home/me/code/proj/linalg_utils.py", line 5, in whiten
            evals, evecs = T.symeig(cov, eigenvectors=True)
        RuntimeError: This function was deprecated since version 1.9 and is now removed.
        ```
        """)
    files = ["train.py", "proj/__init__.py", "proj/model.py", "proj/linalg_utils.py", "proj/unused.py"]
    report = parse_report(issue, files)
    (first, *rest) = check_report(report, str(repo))
    assert (first.path, first.api, first.line) == ("proj/linalg_utils.py", "torch.symeig", 5)
    assert rest == []


def test_resolution_in_the_interpreter_the_run_will_use(tmp_path):
    import os
    import sys

    repo = planted_repo(tmp_path / "r")
    here = [(p.path, p.api, p.message) for p in check_api_compat(TEST, str(repo))]
    # another interpreter path (here: a wrapper around this one) answers through a subprocess
    wrapper = tmp_path / "python-in-runner-image"
    calls = tmp_path / "calls.log"
    wrapper.write_text(f"#!/bin/sh\necho called >> {calls}\nexec {sys.executable} \"$@\"\n")
    os.chmod(wrapper, 0o755)
    assert [(p.path, p.api, p.message) for p in check_api_compat(TEST, str(repo), python=str(wrapper))] == here
    assert calls.read_text() == "called\n"       # one subprocess for all the APIs of the test and repo
    # an interpreter that cannot answer: this process's frameworks are the estimate
    assert [(p.path, p.api, p.message) for p in check_api_compat(TEST, str(repo), python="/bin/false")] == here
