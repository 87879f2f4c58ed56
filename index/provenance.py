"""Where the data at a failing line comes from: a backward slice through the traceback.

A crash in `loss = criterion(model(x), y)` is rarely caused by that line: `y` was built by the
dataset's `__getitem__`, which was handed to the loader by the caller, which read the table from a
generator. Starting from the innermost repository frame, this follows the names used on the failing
line back to the statements that bound them (assignments, loop targets, `with ... as`, in-place
method calls such as `model.reset_head()`), and a function parameter back to the argument the
calling frame passed. Every repository function or class called on that path is returned with the
number of binding steps between it and the failing line.

Pure `ast` over chunk texts; resolution of call names is the call graph's (`Graph.resolve`).
"""
from __future__ import annotations

import ast
import textwrap
from collections import deque
from dataclasses import dataclass, field

from index.graph import Graph
from index.loops import _dotted, own_nodes

# methods that run when an instance of a class flows somewhere: iterated by a DataLoader, called
PROTOCOL_METHODS = ("__init__", "__getitem__", "__iter__", "__next__", "__call__", "forward")
MAX_DEPTH = 5


@dataclass
class FunctionFacts:
    """What the slice needs to know about one function chunk."""
    cid: str
    path: str
    qualname: str
    name: str
    params: list[str]
    node: ast.AST
    offset: int                                       # file line = ast line + offset
    # name -> (line, expr, element): `a, b = f()` binds b to element 1 of what f returns
    binds: dict[str, list[tuple[int, ast.AST, int | None]]] = field(default_factory=dict)


def _target_names(target: ast.AST) -> list[str]:
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [n for elt in target.elts for n in _target_names(elt)]
    if isinstance(target, ast.Starred):
        return _target_names(target.value)
    return []


def _root_name(node: ast.AST) -> str | None:
    """`x` for `x`, `x.a.b` and `x[i]`."""
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def function_facts(row: dict) -> FunctionFacts | None:
    """Parse a function chunk's text (methods are indented: dedent first); None if it does not parse."""
    try:
        tree = ast.parse(textwrap.dedent(row["text"]))
    except (SyntaxError, ValueError):
        return None
    fn = next((n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))), None)
    if fn is None:
        return None
    a = fn.args
    params = [p.arg for p in [*a.posonlyargs, *a.args, *a.kwonlyargs]]
    facts = FunctionFacts(row["id"], row["path"], row["qualname"], fn.name, params, fn, row["start"] - 1)

    def bind(names: list[str], line: int, expr: ast.AST, element: int | None = None) -> None:
        for n in names:
            facts.binds.setdefault(n, []).append((line, expr, element))

    for node in ast.walk(fn):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                flat = isinstance(t, (ast.Tuple, ast.List)) and all(isinstance(e, ast.Name) for e in t.elts)
                if not flat:
                    bind(_target_names(t), node.lineno, node.value)
                    continue
                for i, e in enumerate(t.elts):
                    if isinstance(node.value, (ast.Tuple, ast.List)) and len(node.value.elts) == len(t.elts):
                        bind([e.id], node.lineno, node.value.elts[i])          # a, b = x, y
                    else:
                        bind([e.id], node.lineno, node.value, i)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.NamedExpr)) and node.value is not None:
            bind(_target_names(node.target), node.lineno, node.value)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            bind(_target_names(node.target), node.lineno, node.iter)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                if item.optional_vars is not None:
                    bind(_target_names(item.optional_vars), node.lineno, item.context_expr)
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            # a call whose result is dropped is there for its effect: `model.reset_head(4)` changes
            # `model`, `freeze(model.backbone)` and `init_weights(net)` change their argument
            func = node.value.func
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
                bind([func.value.id], node.lineno, node.value)
            else:
                bind([r for a in node.value.args if (r := _root_name(a))], node.lineno, node.value)
    return facts


def _statement_at(fn: ast.AST, line: int) -> ast.stmt | None:
    """The innermost statement spanning `line` (ast lines)."""
    best = None
    for node in ast.walk(fn):
        if isinstance(node, ast.stmt) and node is not fn and node.lineno <= line <= (node.end_lineno or node.lineno):
            if best is None or (node.end_lineno or 0) - node.lineno <= (best.end_lineno or 0) - best.lineno:
                best = node
    return best


def _loads_and_calls(expr: ast.AST) -> tuple[list[str], list[str]]:
    names, calls = [], []
    for node in ast.walk(expr):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            names.append(node.id)
        elif isinstance(node, ast.Call):
            d = _dotted(node.func)
            if d:
                calls.append(d)
    return names, calls


def _call_args_for(caller: FunctionFacts, line: int, callee: FunctionFacts) -> dict[str, ast.AST]:
    """Parameter -> argument expression of the call of `callee` on the caller's `line`."""
    stmt = _statement_at(caller.node, line - caller.offset)
    if stmt is None:
        return {}
    params = callee.params[1:] if callee.params[:1] in (["self"], ["cls"]) else callee.params
    for node in ast.walk(stmt):
        if not isinstance(node, ast.Call):
            continue
        name = _dotted(node.func).rsplit(".", 1)[-1]
        if name != callee.name and not (callee.name in ("forward", "__call__") and name):
            continue
        out: dict[str, ast.AST] = {}
        for i, arg in enumerate(node.args):
            if i < len(params) and not isinstance(arg, ast.Starred):
                out[params[i]] = arg
        for kw in node.keywords:
            if kw.arg:
                out[kw.arg] = kw.value
        if out:
            return out
    return {}


def _returns(fn: ast.AST) -> list[ast.Return]:
    """Return statements of `fn` itself, not of functions nested in it."""
    return [n for n in own_nodes(fn) if isinstance(n, ast.Return) and n.value is not None]


class Slicer:
    """Backward slices over one index version; parsed functions are cached."""

    def __init__(self, rows: dict[str, dict], graph: Graph):
        self.rows, self.graph = rows, graph
        self._facts: dict[str, FunctionFacts | None] = {}
        self.methods: dict[str, list[str]] = {}
        for cid, r in rows.items():
            if r["kind"] == "function" and "." in r["qualname"]:
                self.methods.setdefault(f"{r['path']}::{r['qualname'].rsplit('.', 1)[0]}", []).append(cid)

    def facts(self, cid: str) -> FunctionFacts | None:
        if cid not in self._facts:
            row = self.rows.get(cid)
            self._facts[cid] = function_facts(row) if row and row["kind"] == "function" else None
        return self._facts[cid]

    def resolve(self, facts: FunctionFacts, call: str) -> str | None:
        target = self.graph.resolve(facts.path, facts.qualname, call)
        if target is None and "." in call:
            # `model.reset_head()` on a local the call graph typed: its resolved callee of that name
            last = call.rsplit(".", 1)[-1]
            named = [c for c in self.graph.calls.get(facts.cid, ()) if c.rsplit(".", 1)[-1] == last
                     or c.endswith("::" + last)]
            target = named[0] if len(named) == 1 else None
        return target

    def slice(self, frames: list[tuple[str, int]], max_depth: int = MAX_DEPTH) -> dict[str, int]:
        """Chunk id -> binding steps back from the statement at the innermost frame, for the
        repository code that produced the values used there.
        `frames`: (function chunk id, file line), outermost first; a parameter of a frame is
        followed into the argument its caller frame passed, and a repository function called on
        the path into its return statements."""
        rows = self.rows
        index = {cid: i for i, (cid, _) in enumerate(frames)}
        last_cid, last_line = frames[-1] if frames else ("", 0)
        last = self.facts(last_cid)
        if last is None:
            return {}
        found: dict[str, int] = {}
        todo: deque[tuple[str, str, int, int]] = deque()      # (function id, name, before file line, depth)
        seen: set[tuple[str, str]] = set()
        descended: set[tuple[str, int | None]] = set()

        def reach(facts: FunctionFacts, name: str, depth: int, element: int | None = None) -> None:
            """Repository code named `name` in `facts` runs on the data: record it, and what it returns
            (only `element` of a returned tuple when the caller unpacked it)."""
            target = self.resolve(facts, name)
            if not target or target not in rows or "argparse" in (rows[target].get("entry") or ""):
                return      # (an option parser feeds every line; the report names the options that matter)
            targets = [target]
            if rows[target]["kind"] == "class":
                targets += [m for m in self.methods.get(target, []) if m.rsplit(".", 1)[-1] in PROTOCOL_METHODS]
            for t in targets:
                if depth < found.get(t, max_depth + 1):
                    found[t] = depth
            callee = self.facts(target) if rows[target]["kind"] == "function" else None
            if callee is not None and (target, element) not in descended and depth < max_depth:
                descended.add((target, element))       # what a called function returns is built in it
                for ret in _returns(callee.node):
                    visit(callee, ret.value, ret.lineno + callee.offset, depth + 1, element)

        def visit(facts: FunctionFacts, expr: ast.AST, line: int, depth: int, element: int | None = None) -> None:
            if element is not None and isinstance(expr, (ast.Tuple, ast.List)):
                if element < len(expr.elts) and not any(isinstance(e, ast.Starred) for e in expr.elts):
                    expr, element = expr.elts[element], None
                else:
                    element = None
            if element is not None and isinstance(expr, ast.Call) and (callee := _dotted(expr.func)):
                reach(facts, callee, depth, element)
                expr = ast.Tuple(elts=[*expr.args, *(k.value for k in expr.keywords)], ctx=ast.Load())
            names, calls = _loads_and_calls(expr)
            for c in calls:
                reach(facts, c, depth)
            for n in names:
                if n not in facts.binds and n not in facts.params:
                    reach(facts, n, depth)          # a global: a function passed as a value (`collate_fn=pad`)
                elif (facts.cid, n) not in seen and depth < max_depth:
                    seen.add((facts.cid, n))
                    todo.append((facts.cid, n, line, depth + 1))

        stmt = _statement_at(last.node, last_line - last.offset)
        if stmt is None:
            return {}
        visit(last, stmt, last_line, 0)
        while todo:
            cid, name, before, depth = todo.popleft()
            facts = self.facts(cid)
            if facts is None:
                continue
            binds = facts.binds.get(name, [])
            earlier = [b for b in binds if b[0] + facts.offset < before] or binds   # else loop-carried
            for ln, expr, element in earlier:
                visit(facts, expr, ln + facts.offset, depth, element)
            # a parameter is also what the caller passed (in-place calls like `model.train()` bind it too)
            i = index.get(cid, 0)
            if name in facts.params and i > 0:
                caller = self.facts(frames[i - 1][0])
                arg = _call_args_for(caller, frames[i - 1][1], facts).get(name) if caller else None
                if arg is not None:
                    visit(caller, arg, frames[i - 1][1], depth)
        for cid, _ in frames:
            found.pop(cid, None)
        return found


def data_slice(rows: dict[str, dict], graph: Graph, frames: list[tuple[str, int]],
               max_depth: int = MAX_DEPTH) -> dict[str, int]:
    """Slicer(rows, graph).slice(frames) for a one-off question."""
    return Slicer(rows, graph).slice(frames, max_depth=max_depth)

