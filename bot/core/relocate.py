"""A reproduction test moved from where it ran (`test_repro.py` at the repository root) to where a pull request
puts it (`<test folder>/repgen/test_issue_N.py`, the test folder as the repository's pytest configuration or layout
says: `repository_test_folder`), so it runs there with plain `pytest tests/repgen/test_issue_N.py`.

Two edits, made with libcst (format-preserving, precise to the node):
- `ROOT = os.path.dirname(os.path.abspath(__file__))`, the scaffold's repository root (scripts, data and
  configs are found from it), climbs back up from the test's folder to the repository root;
- the module docstring's `test_repro.py` names the test's real path, and its run line the plain command.
The repository's modules are imported as the reporter's scripts import them (`import train`): the pull request
also adds `tests/repgen/conftest.py` (`conftest_source`), which puts the repository root on `sys.path`, since
plain `pytest` (unlike `python -m pytest`) does not.
"""
from __future__ import annotations

import configparser
import tomllib
from pathlib import Path, PurePosixPath

import libcst as cst

from bot.core.templating import render

ROOT_EXPR = "os.path.dirname(os.path.abspath(__file__))"
TEST_DIRS = ("tests", "test")
# pytest's own configuration files, in the order pytest reads them ([section] where the options are)
PYTEST_CONFIGS = (("pytest.ini", "pytest"), ("pyproject.toml", None), ("tox.ini", "pytest"), ("setup.cfg", "tool:pytest"))
RAN_AS = "test_repro.py"


def _up(levels: int) -> str:
    expr = ROOT_EXPR
    for _ in range(levels):
        expr = f"os.path.dirname({expr})"
    return expr


class _Relocate(cst.CSTTransformer):
    def __init__(self, rel_path: str) -> None:
        self.rel_path = rel_path
        self.levels = len(PurePosixPath(rel_path).parts) - 1
        self.module = cst.Module(body=[])

    def leave_Assign(self, original: cst.Assign, updated: cst.Assign) -> cst.Assign:
        targets = [t.target for t in updated.targets]
        if (len(targets) == 1 and isinstance(targets[0], cst.Name) and targets[0].value == "ROOT"
                and self.module.code_for_node(updated.value) == ROOT_EXPR):
            return updated.with_changes(value=cst.parse_expression(_up(self.levels)))
        return updated

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        if not updated.body or not isinstance(updated.body[0], cst.SimpleStatementLine):
            return updated
        first = updated.body[0].body[0]
        if not (isinstance(first, cst.Expr) and isinstance(first.value, cst.SimpleString)):
            return updated
        text = first.value.value
        text = text.replace(f"python -m pytest -q {RAN_AS}", f"pytest {self.rel_path}")
        text = text.replace(RAN_AS, self.rel_path)
        line = updated.body[0].with_changes(body=[first.with_changes(value=first.value.with_changes(value=text))])
        return updated.with_changes(body=[line, *updated.body[1:]])


def relocate_test(source: str, rel_path: str) -> str:
    """`source` as it must read at `rel_path` (relative to the repository root); unchanged at the root, or when
    it does not parse (the test is shown as it ran)."""
    if len(PurePosixPath(rel_path).parts) < 2 and PurePosixPath(rel_path).name == RAN_AS:
        return source
    try:
        module = cst.parse_module(source)
    except cst.ParserSyntaxError:
        return source
    transformer = _Relocate(rel_path)
    transformer.module = module
    return module.visit(transformer).code


def _configured_testpaths(repo_dir: str) -> list[str]:
    """The `testpaths` of the repository's pytest configuration (the first file pytest would read), or []."""
    for name, section in PYTEST_CONFIGS:
        path = Path(repo_dir, name)
        if not path.is_file():
            continue
        try:
            if section is None:
                options = tomllib.loads(path.read_text(encoding="utf-8")).get("tool", {}).get("pytest", {})
                options = options.get("ini_options")
                if options is None:
                    continue
                paths = options.get("testpaths", [])
                return [paths] if isinstance(paths, str) else [str(p) for p in paths]
            parser = configparser.ConfigParser(interpolation=None)
            parser.read_string(path.read_text(encoding="utf-8"))
            if not parser.has_section(section):
                continue
            return parser.get(section, "testpaths", fallback="").split()
        except (OSError, ValueError, configparser.Error, tomllib.TOMLDecodeError):
            continue
    return []


def repository_test_folder(repo_dir: str) -> str:
    """Where the repository keeps its tests, for RepGen's own folder in it: the first `testpaths` folder of its
    pytest configuration, else `tests/` or `test/` where one exists, else `tests/` (pytest's usual name)."""
    for rel in _configured_testpaths(repo_dir):
        rel = PurePosixPath(rel.strip().rstrip("/"))
        if rel.parts and ".." not in rel.parts and not rel.is_absolute() and Path(repo_dir, rel).is_dir():
            return str(rel)
    for name in TEST_DIRS:
        if Path(repo_dir, name).is_dir():
            return name
    return TEST_DIRS[0]


def repro_test_path(repo_dir: str | None, issue_number: int) -> str:
    """The pull request's test file: `<the repository's test folder>/repgen/test_issue_N.py`."""
    folder = repository_test_folder(repo_dir) if repo_dir else TEST_DIRS[0]
    return f"{folder}/repgen/test_issue_{issue_number}.py"


def conftest_source(rel_dir: str) -> str:
    """`conftest.py` for the folder the tests go to: the repository root on `sys.path` for plain `pytest`."""
    return render("tests/conftest_repgen.py.j2", levels=len(PurePosixPath(rel_dir).parts))
