"""Entry kinds of the offline generator (issue 11): module-level scripts, pasted code that is the repository's
file (run the file, never a copy), fragments, notebooks, library usage snippets, loop bounds kept small with
libcst, stand-ins for missing tables, and bad input that ends with a reason instead of a traceback."""
import json
import subprocess
import sys
import textwrap

import pytest

from bot.core.bug_report import parse_report
from bot.core.generators.base import GenerationJob
from bot.core.generators.entry import NoEntry, shrink_rules
from bot.core.generators.offline import OfflineGenerator
from bot.core.generators.strategy import choose_strategy
from bot.core.plan import Plan
from bot.core.validate import static_problems
from index.entry_points import all_files, find_entry_points, python_files
from index.models import Context
from runner.harness import repgen_support as rs

SCRIPT = textwrap.dedent("""\
    import torch
    import torch.nn as nn

    torch.manual_seed(0)
    X = torch.randn(256, 4)
    y = X.sum(1, keepdim=True)
    model = nn.Linear(4, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    for epoch in range(300):
        pred = model(X)
        loss = ((pred - y) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    print("final", loss.item())
    """)


def _generate(repo, text):
    report = parse_report(text, all_files(str(repo)))
    job = GenerationJob(str(repo), report, Context(entry_points=find_entry_points(str(repo))), Plan())
    return OfflineGenerator().generate(job)


def _pytest(repo, source):
    (repo / "test_repro.py").write_text(source)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "test_repro.py"],
                          cwd=repo, capture_output=True, text=True, timeout=300)
    return proc.returncode, proc.stdout[-3000:]


def test_pasted_script_runs_the_repository_file_never_a_copy(tmp_path):
    (tmp_path / "train.py").write_text(SCRIPT)
    text = ("# loss does not go down\nThe loss does not decrease at all. Here is train.py:\n```python\n"
            + SCRIPT.replace("lr=0.05", "lr=0.05)  # as pasted") + "```\n")
    gen = _generate(tmp_path, text)
    assert '_run_file("train.py"' in gen.source
    assert "USAGE = " not in gen.source and "torch.manual_seed(0)\nX = torch.randn" not in gen.source
    assert any("not a copy" in n for n in gen.notes)
    assert any(n.startswith("kept small: `for epoch in range(300)` → `range(50)`") for n in gen.notes)
    assert static_problems(gen.source) == []
    # healthy code passes; the repository's bug (here: the gradient step removed) makes it fail, the test unchanged
    rc, out = _pytest(tmp_path, gen.source)
    assert rc == 0, out
    (tmp_path / "train.py").write_text(SCRIPT.replace("    opt.step()\n", ""))
    rc, out = _pytest(tmp_path, gen.source)
    assert rc == 1 and "does not learn" in out, out


def test_traceback_in_module_enters_the_script(tmp_path):
    (tmp_path / "run.py").write_text("import torch\nx = torch.ones(3)\nfor i in range(5000):\n    y = x[i]\n")
    text = ('# IndexError\n```\nTraceback (most recent call last):\n  File "/home/me/run.py", line 4, in <module>\n'
            "    y = x[i]\nIndexError: index 3 is out of bounds for dimension 0 with size 3\n```\n")
    report = parse_report(text, all_files(str(tmp_path)))
    s = choose_strategy(str(tmp_path), report, Context(), python_files(str(tmp_path)))
    assert s.target.mode == "file" and s.target.script == "run.py"
    assert s.target.rules == {"range": {"i:5000": 200}, "assign": {}, "keyword": {}, "flag": {}}


def test_fragment_runs_the_file_it_came_from(tmp_path):
    (tmp_path / "train.py").write_text(SCRIPT)
    text = ("# loss never changes\nmy loop:\n```python\n    for epoch in range(300):\n        pred = model(X)\n"
            "        loss = ((pred - y) ** 2).mean()\n        opt.zero_grad()\n        loss.backward()\n```\n")
    gen = _generate(tmp_path, text)
    assert '_run_file("train.py"' in gen.source
    assert any("a fragment of the repository's `train.py`" in n for n in gen.notes)


def _notebook(cells):
    return json.dumps({"cells": [{"cell_type": "code", "source": c, "metadata": {}, "outputs": []} for c in cells]
                      + [{"cell_type": "markdown", "source": "# notes", "metadata": {}}],
                      "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


def test_notebook_cells_run_in_order_with_magics_skipped(tmp_path):
    cells = ["%matplotlib inline\nimport torch\n!pip install nothing\n",
             "w = torch.zeros(2, requires_grad=True)\nnum_epochs = 50\n",
             "for epoch in range(num_epochs):\n    loss = (w / w).sum()\n    loss.backward()\n",
             "import matplotlib.pyplot as plt\nplt.plot([1, 2])\n"]
    (tmp_path / "exp.ipynb").write_text(_notebook(cells))
    gen = _generate(tmp_path, "# NaN in Colab\nthe loss is nan in my notebook\n")
    assert '_run_notebook("exp.ipynb"' in gen.source
    assert any("`%matplotlib inline`" in n and "`!pip install nothing`" in n for n in gen.notes)
    assert any("`num_epochs = 50` → `num_epochs = 3`" in n for n in gen.notes)
    rc, out = _pytest(tmp_path, gen.source)
    assert rc == 1 and "non-finite" in out, out
    # the notebook read from the repository at run time: fixed there, the same test passes
    (tmp_path / "exp.ipynb").write_text(_notebook([cells[0], cells[1].replace("zeros", "ones"), *cells[2:]]))
    rc, out = _pytest(tmp_path, gen.source)
    assert rc == 0, out


def test_notebook_that_does_not_parse_gets_a_reason(tmp_path):
    (tmp_path / "exp.ipynb").write_text('{"cells": [ {"cell_type": "code", ')
    gen = _generate(tmp_path, "# crash in Jupyter\nRuntimeError in my notebook `exp.ipynb`\n")
    assert gen.exhausted and "does not parse as a notebook" in gen.notes[0]


def test_library_snippet_is_the_test_body_against_the_repository(tmp_path):
    (tmp_path / "mylib").mkdir()
    (tmp_path / "mylib/__init__.py").write_text("from .ops import ratio\n")
    (tmp_path / "mylib/ops.py").write_text("import torch\n\ndef ratio(a, b):\n    return (a / b).mean().item()\n")
    text = ("# ratio() is wrong\nshould be 1.0:\n```python\nimport torch\nfrom mylib import ratio\n"
            "a = torch.ones(4)\nprint(ratio(a, a * 2))   # 0.5 ???\n```\n")
    gen = _generate(tmp_path, text)
    assert "_run_usage(USAGE)" in gen.source and "_show('ratio(a, a * 2)', ratio(a, a * 2))" in gen.source
    rc, out = _pytest(tmp_path, gen.source)
    assert rc == 1 and "the value the report marks as wrong" in out, out


def test_snippet_names_come_from_the_repository_and_missing_ones_are_said(tmp_path):
    (tmp_path / "kit").mkdir()
    (tmp_path / "kit/__init__.py").write_text("from .m import Enc\n")
    (tmp_path / "kit/m.py").write_text("import torch\n\nclass Enc(torch.nn.Linear):\n    pass\n")
    ok = _generate(tmp_path, "# different every time\n```python\nm = Enc(in_features=3, out_features=2)\n"
                             "print(m(X))\nprint(m(X))\n```\n")
    assert "from kit import Enc" in ok.source and "X = torch.randn(256, 3)" in ok.source
    assert "usage.repeated()" in ok.source
    missing = _generate(tmp_path, "# leak\n```python\nm = Enc(model, 3)\nfor s in range(steps):\n    m(batch2)\n```\n")
    assert missing.exhausted and "`model`" in missing.notes[0] and "`steps`" in missing.notes[0]


def test_script_waiting_for_input_and_code_in_another_language(tmp_path):
    (tmp_path / "ask.py").write_text("import torch\nn = int(input('epochs? '))\nfor e in range(n):\n    print(e)\n")
    gen = _generate(tmp_path, "# crash\nrunning ask.py crashes\n")
    assert gen.exhausted and "input()" in gen.notes[0]
    (tmp_path / "ask.py").unlink()
    (tmp_path / "lib.py").write_text("def f():\n    return 1\n")
    gen = _generate(tmp_path, "# crash\n```r\nlibrary(torch)\nx <- torch_randn(3, 3)\nmodel %>% fit(x)\n```\n")
    assert gen.exhausted and "not Python" in gen.notes[0]


def test_kept_small_rewrites_only_the_literals_and_keeps_lines():
    src = ("N = 10\nfor epoch in range(1, 101):\n    for b in range(N):\n        pass\nnum_iter = 5000\n"
           "fit(m, epochs=40, lr=0.1)\n")
    shrink = shrink_rules([src], epoch_cap=3, epoch_floor=1, step_cap=200)
    out = rs._shrink_source(src, shrink.rules)
    assert out == src.replace("range(1, 101)", "range(1, 4)").replace("5000", "200").replace("=40", "=3")
    # an epoch loop with no inner loop is one full-batch step per epoch: enough of them to see a trend
    single = shrink_rules(["for epoch in range(500):\n    step()\n"], epoch_cap=3, epoch_floor=1, step_cap=200)
    assert single.rules["range"] == {"epoch:500": 50}
    assert rs._shrink_source(src, None) == src


def test_kept_small_rewrites_the_flags_a_script_passes_to_main_and_the_data_size_when_asked():
    src = ("import pretrain\nfor lr in [3e-4, 1e-3]:\n"
           "    log = pretrain.main(['--lr', str(lr), '--epochs', '40', '--n-train', '20000', '--steps=9000'])\n")
    plain = shrink_rules([src], epoch_cap=18, epoch_floor=18, step_cap=200)
    assert plain.rules["flag"] == {"--epochs:40": 18, "--steps:9000": 200}
    out = rs._shrink_source(src, plain.rules)
    assert out == src.replace("'40'", "'18'").replace("--steps=9000", "--steps=200")
    smaller = shrink_rules([src], epoch_cap=18, epoch_floor=18, step_cap=200, size_divisor=4)
    assert smaller.rules["flag"]["--n-train:20000"] == 5000 and "`--n-train 20000` → `--n-train 5000`" in \
        " ".join(smaller.notes)
    assert "'5000'" in rs._shrink_source(src, smaller.rules) and "3e-4" in rs._shrink_source(src, smaller.rules)


def test_missing_table_gets_a_stand_in_or_a_reason(tmp_path):
    (tmp_path / "fit.py").write_text(
        "import numpy as np\nimport torch\ndata = np.loadtxt('data/t.csv', delimiter=',', skiprows=1)\n"
        "x = torch.tensor(data[:, :-1], dtype=torch.float32)\nfor epoch in range(100):\n    print(x.shape)\n")
    gen = _generate(tmp_path, "# crash\nfit.py crashes on my table (`a,b,c,target`), RuntimeError: boom\n")
    assert "_table(['a', 'b', 'c', 'target'], 256, header=True)" in gen.source
    rc, out = _pytest(tmp_path, gen.source)
    assert rc == 0 and "torch.Size([256, 3])" not in out or rc == 0, out
    bare = _generate(tmp_path, "# crash\nfit.py crashes, RuntimeError: boom\n")
    assert bare.exhausted and "not in the repository" in bare.notes[0]


def test_printed_counts_are_checked_against_their_total():
    assert rs._out_of_range(None, "Accuracy: 606/16 (3788%)")
    assert not rs._out_of_range(None, "Accuracy: 998/1000 (100%)")


@pytest.mark.parametrize("bad", ["{", '{"cells": 3}'])
def test_notebook_cells_reason(tmp_path, bad):
    from bot.core.generators.entry import notebook_cells
    (tmp_path / "n.ipynb").write_text(bad)
    with pytest.raises(NoEntry, match="does not parse"):
        notebook_cells(str(tmp_path), "n.ipynb")
