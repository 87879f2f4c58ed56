"""The package layering the README promises: no module imports upward, and the layout table names real paths."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# package -> prefixes it may never import
FORBIDDEN = {
    "bot/core": ("bot.app", "bot.cli"),
    "bot/app": ("bot.cli",),
    "index": ("bot",),
    "runner": ("bot",),
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_no_module_imports_upward(package):
    bad = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for mod in imported_modules(path):
            if any(mod == p or mod.startswith(p + ".") for p in FORBIDDEN[package]):
                bad.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert not bad, "\n".join(bad)


def test_the_readme_layout_table_names_paths_that_exist():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("## Layout", 1)[1].split("\n## ", 1)[0]
    missing = []
    for row in re.findall(r"^\| (.+?) \|", table, re.M):
        names = re.findall(r"`([^`]+)`", row)
        folder = ""
        for name in names:
            # a bare file name after a path is in the same folder as the path before it
            path = name if "/" in name else folder + name
            folder = path.rsplit("/", 1)[0] + "/" if "/" in path.rstrip("/") else folder
            if not (ROOT / path).exists():
                missing.append(path)
    assert not missing, missing
    # and every package under bot/ is in the table
    for pkg in ("bot/core/", "bot/app/", "bot/cli/"):
        assert f"`{pkg}`" in table
