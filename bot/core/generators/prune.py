"""Keep a generated test to what it uses: the scaffold imports the standard modules any kind may need, and every
top-level definition and import that nothing in the file reaches is dropped; the support names it uses
(runner/harness/repgen_support) are imported by name, so a reader sees where each comes from.

Reach is computed from the test functions (`test_*`), fixtures and any other top-level statement that is not a
plain definition, through the names each kept definition mentions, to a fixed point. Definitions are removed
as whole source lines, so what stays is byte-for-byte what the support module holds.
"""
from __future__ import annotations

import ast
from functools import lru_cache

DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _bound(node: ast.stmt) -> set[str]:
    if isinstance(node, DEFS):
        return {node.name}
    if isinstance(node, ast.Assign) and all(isinstance(t, ast.Name) for t in node.targets):
        return {t.id for t in node.targets}
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return {(a.asname or a.name).split(".")[0] for a in node.names}
    return set()


def _mentions(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} | {
        n.value.id for n in ast.walk(node) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)}


@lru_cache(maxsize=4)
def support_names(support_source: str) -> frozenset[str]:
    """The names the support module defines at its top level (not the modules it imports)."""
    return frozenset(name for node in ast.parse(support_source).body
                     if not isinstance(node, (ast.Import, ast.ImportFrom)) for name in _bound(node))


def support_import_line(source: str, names: frozenset[str], module: str = "repgen_support") -> str:
    """`from repgen_support import ...` for the support names `source` uses and does not define itself ("" when
    none, or when it does not parse)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return ""
    own = {name for node in tree.body for name in _bound(node)}
    used = sorted((_mentions(tree) & names) - own, key=lambda n: n.lstrip("_").lower())
    if not used:
        return ""
    line = f"from {module} import {', '.join(used)}"
    if len(line) <= 110:
        return line
    return f"from {module} import (\n" + "".join(f"    {n},\n" for n in used) + ")"


def prune_unused(source: str) -> str:
    """The test without the definitions and imports it never reaches (unchanged when it does not parse)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    body = tree.body
    removable = [n for n in body if _bound(n) and not (isinstance(n, DEFS) and n.name.startswith("test"))
                 and not (isinstance(n, ast.ImportFrom) and n.module == "__future__")]
    # the docstring, fixtures and any statement with effects are roots, as are the tests
    roots = [n for n in body if n not in removable]
    needed: set[str] = set()
    for n in roots:
        needed |= _mentions(n)
    by_name = {name: n for n in removable for name in _bound(n)}
    frontier = list(needed)
    while frontier:
        node = by_name.get(frontier.pop())
        if node is None:
            continue
        for name in _mentions(node) - needed:
            needed.add(name)
            frontier.append(name)
    drop = [n for n in removable if not (_bound(n) & needed)]
    if not drop:
        return source
    lines = source.splitlines(keepends=True)
    gone = set()
    for n in drop:
        start = min([n.lineno] + [d.lineno for d in getattr(n, "decorator_list", [])])
        gone.update(range(start - 1, n.end_lineno))
    kept = [line for i, line in enumerate(lines) if i not in gone]
    return _squeeze_blank_lines("".join(kept))


def _squeeze_blank_lines(text: str) -> str:
    """At most two blank lines in a row (PEP 8 between top-level definitions), one before an import (the imports
    left after pruning)."""
    out: list[str] = []
    blank = 0
    for line in text.splitlines(keepends=True):
        if not line.strip():
            blank += 1
            continue
        if blank:
            is_import = line.startswith(("import ", "from "))
            out.extend(["\n"] * min(blank, 1 if is_import else 2))
        blank = 0
        out.append(line)
    return "".join(out)
