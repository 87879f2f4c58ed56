"""Entry points whose options are built from a dataclass's fields (no `add_argument` names them)."""
from index.entry_points import analyse_script


def test_options_built_from_a_dataclass_s_fields_are_read(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg/__init__.py").write_text("from .config import TrainConfig\n")
    (tmp_path / "pkg/config.py").write_text(
        "from dataclasses import dataclass, field\n\n\n@dataclass\nclass TrainConfig:\n    n_train: int = 24000\n"
        "    epochs: int = 60\n    lr: float = 3e-3\n    tags: list = field(default_factory=list)\n"
        "    name: str = field(default='run')\n")
    (tmp_path / "train.py").write_text(
        "import argparse\nfrom dataclasses import fields\n\nfrom pkg import TrainConfig\n\n\n"
        "def main(argv=None):\n    p = argparse.ArgumentParser()\n    p.add_argument('--out', default='x')\n"
        "    for f in fields(TrainConfig):\n"
        "        p.add_argument('--' + f.name.replace('_', '-'), type=type(f.default), default=f.default)\n"
        "    return p.parse_args(argv)\n\n\nif __name__ == '__main__':\n    main()\n")
    ep = analyse_script(str(tmp_path), "train.py")
    assert [(o.flags, o.dest, o.type, o.default) for o in ep.options] == [
        (["--out"], "out", None, "x"), (["--n-train"], "n_train", "int", 24000), (["--epochs"], "epochs", "int", 60),
        (["--lr"], "lr", "float", 3e-3), (["--name"], "name", "str", "run")]
    assert ep.main == "main" and ep.main_accepts_argv
    # transformers' HfArgumentParser: the fields' own names, underscores kept
    (tmp_path / "hf.py").write_text(
        "from dataclasses import dataclass\nfrom transformers import HfArgumentParser\n\n\n@dataclass\n"
        "class Args:\n    num_train_epochs: int = 3\n\n\nif __name__ == '__main__':\n"
        "    (args,) = HfArgumentParser((Args,)).parse_args_into_dataclasses()\n")
    hf = analyse_script(str(tmp_path), "hf.py")
    assert [(o.flags, o.default) for o in hf.options] == [(["--num_train_epochs"], 3)]


def test_options_built_from_a_config_dict_are_read(tmp_path):
    loop = ("def main(argv=None):\n    p = argparse.ArgumentParser()\n    for k, v in {name}.items():\n"
            "        p.add_argument('--' + k.replace('_', '-'), type=type(v), default=v)\n"
            "    return vars(p.parse_args(argv))\n\n\nif __name__ == '__main__':\n    main()\n")
    (tmp_path / "a.py").write_text("import argparse\n\nCONFIG = {'n_train': 120_000, 'lr': 1e-3, 'epochs': 40}\n\n\n"
                                   + loop.format(name="CONFIG"))
    (tmp_path / "b.py").write_text("import argparse\n\nDEFAULTS = dict(epochs=80, hidden=256)\n\n\n"
                                   + loop.format(name="DEFAULTS"))
    a, b = analyse_script(str(tmp_path), "a.py"), analyse_script(str(tmp_path), "b.py")
    assert [(o.flags, o.type, o.default) for o in a.options] == [
        (["--n-train"], "int", 120000), (["--lr"], "float", 1e-3), (["--epochs"], "int", 40)]
    assert [(o.flags, o.default) for o in b.options] == [(["--epochs"], 80), (["--hidden"], 256)]
    assert a.main_accepts_argv and b.main_accepts_argv


def test_only_files_with_a_main_guard_are_analysed(tmp_path, monkeypatch):
    from index import entry_points

    (tmp_path / "lib").mkdir()
    for i in range(20):                     # library modules: never parsed for options
        (tmp_path / f"lib/mod{i}.py").write_text(f"def f{i}(x):\n    return x + {i}\n")
    (tmp_path / "lib/notes.py").write_text("DOC = 'run it as `python -m lib` (its __main__ module)'\n")
    (tmp_path / "train.py").write_text("import argparse\n\n\ndef main(argv=None):\n    p = argparse.ArgumentParser()\n"
                                       "    p.add_argument('--epochs', type=int, default=3)\n    return p.parse_args(argv)\n"
                                       "\n\nif __name__ == '__main__':\n    main()\n")
    seen = []
    analyse = entry_points.analyse_script
    monkeypatch.setattr(entry_points, "analyse_script", lambda repo, rel, **kw: seen.append(rel) or analyse(repo, rel, **kw))
    eps = entry_points.find_entry_points(str(tmp_path))
    assert [e.path for e in eps] == ["train.py"] and eps[0].main == "main"
    assert sorted(seen) == ["lib/notes.py", "train.py"]     # the text names __main__: parsed, no guard found


def test_installed_commands_are_read_from_pyproject_setup_cfg_and_setup_py(tmp_path):
    from index.entry_points import console_entry, console_scripts

    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg/__init__.py").write_text("")
    (tmp_path / "pkg/cli.py").write_text("import argparse\n\n\ndef main(argv=None):\n    p = argparse.ArgumentParser()\n"
                                         "    p.add_argument('--n', type=int, default=10000)\n"
                                         "    return p.parse_args(argv).n\n")          # no main guard
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "pkg"\n[project.scripts]\npkg-train = "pkg.cli:main"\n'
                                             '[tool.poetry.scripts]\npkg-poetry = "pkg.cli:main"\n')
    (tmp_path / "setup.cfg").write_text("[options.entry_points]\nconsole_scripts =\n    pkg-cfg = pkg.cli:main\n")
    (tmp_path / "setup.py").write_text("from setuptools import setup\nsetup(name='pkg', entry_points={\n"
                                       "    'console_scripts': ['pkg-py = pkg.cli:main']})\n")
    assert console_scripts(str(tmp_path)) == {"pkg-train": "pkg.cli:main", "pkg-poetry": "pkg.cli:main",
                                              "pkg-cfg": "pkg.cli:main", "pkg-py": "pkg.cli:main"}
    ep = console_entry(str(tmp_path), "pkg.cli:main")
    assert ep.path == "pkg/cli.py" and ep.module == "pkg.cli" and ep.main == "main" and ep.main_accepts_argv
    assert not ep.has_main_guard and [o.dest for o in ep.options] == ["n"]
    assert console_entry(str(tmp_path), "pkg.missing:main") is None
    (tmp_path / "pyproject.toml").write_text("not = [toml")
    assert "pkg-train" not in console_scripts(str(tmp_path))      # a broken file is skipped, not fatal


def test_a_script_that_only_calls_an_imported_main_is_entered_through_that_function(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg/__init__.py").write_text("")
    (tmp_path / "pkg/train.py").write_text(
        "import argparse\n\ndef main(argv=None):\n    p = argparse.ArgumentParser()\n"
        "    p.add_argument('--epochs', type=int, default=15)\n    args = p.parse_args(argv)\n"
        "    for e in range(args.epochs):\n        loss.backward()\n        optimizer.step()\n")
    (tmp_path / "run.py").write_text("from pkg.train import main\n\nif __name__ == '__main__':\n    main()\n")
    ep = analyse_script(str(tmp_path), "run.py")
    assert (ep.path, ep.module, ep.main, ep.main_accepts_argv) == ("run.py", "pkg.train", "main", True)
    assert [o.dest for o in ep.options] == ["epochs"] and ep.has_main_guard and ep.training_score > 0
    # relative imports from the script's own package, and an imported function without options: the script
    (tmp_path / "pkg/cli.py").write_text("from .train import main\n\nif __name__ == '__main__':\n    main()\n")
    assert analyse_script(str(tmp_path), "pkg/cli.py").module == "pkg.train"
    (tmp_path / "pkg/util.py").write_text("def hello():\n    print('hi')\n")
    (tmp_path / "hi.py").write_text("from pkg.util import hello\n\nif __name__ == '__main__':\n    hello()\n")
    assert analyse_script(str(tmp_path), "hi.py").module == "hi"


def test_options_a_config_class_parses_for_main_are_read_from_its_module(tmp_path):
    # main() hands argv to a classmethod of an imported config dataclass, which builds the parser from fields(cls)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg/__init__.py").write_text("")
    (tmp_path / "pkg/config.py").write_text(
        "import argparse\nfrom dataclasses import dataclass, fields\n\n\n@dataclass\nclass TrainConfig:\n"
        "    n_train: int = 60000\n    epochs: int = 10\n\n    @classmethod\n    def from_cli(cls, argv=None):\n"
        "        ap = argparse.ArgumentParser()\n        ap.add_argument('--config', default=None)\n"
        "        for f in fields(cls):\n"
        "            ap.add_argument('--' + f.name.replace('_', '-'), type=type(f.default), default=f.default)\n"
        "        return cls(**vars(ap.parse_args(argv)))\n")
    (tmp_path / "pkg/train.py").write_text(
        "from .config import TrainConfig\n\n\ndef run(cfg):\n    return cfg\n\n\n"
        "def main(argv=None):\n    return run(TrainConfig.from_cli(argv))\n\n\nif __name__ == '__main__':\n    main()\n")
    ep = analyse_script(str(tmp_path), "pkg/train.py")
    assert [(o.flags, o.default) for o in ep.options] == [
        (["--config"], None), (["--n-train"], 60000), (["--epochs"], 10)]
    assert ep.main == "main" and ep.main_accepts_argv
