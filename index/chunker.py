"""Split a Python file into chunks: functions, methods (`Class.method`), classes and the module top level.

Uses the stdlib `ast`: it gives every span, decorator and docstring we need and is an order of
magnitude faster than libcst (numbers in bench/index_speed.py); libcst's concrete syntax tree is
only needed to rewrite code, which indexing never does.
"""
from __future__ import annotations

import ast
import hashlib
from dataclasses import dataclass, field

from index.loops import _dotted, entry_signals, is_main_guard, own_nodes, training_signals

FUNC = (ast.FunctionDef, ast.AsyncFunctionDef)
ENTRY_WORDS = ("ArgumentParser", "parse_args", "click", "typer", "command")


@dataclass
class Chunk:
    path: str
    qualname: str            # "Class.method", "outer.inner", "function", "Class" or "<module>"
    kind: str                # function | class | module
    start: int               # 1-based, inclusive, decorators included
    end: int
    text: str
    doc: str = ""
    decorators: list[str] = field(default_factory=list)
    calls: list[str] = field(default_factory=list)     # dotted callee names as written
    bases: list[str] = field(default_factory=list)     # classes only
    is_async: bool = False
    loop_score: float = 0.0
    loop_signals: list[str] = field(default_factory=list)
    entry: list[str] = field(default_factory=list)     # entry-point signs
    flow: dict = field(default_factory=dict)           # params, assigns, call args (graph's type flow)

    @property
    def id(self) -> str:
        return f"{self.path}::{self.qualname}"

    @property
    def embed_text(self) -> str:
        # the path is left out on purpose: a renamed file keeps its embeddings
        return f"{self.kind} {self.qualname}\n{self.text}"

    @property
    def hash(self) -> str:
        return hashlib.sha1(self.embed_text.encode("utf-8")).hexdigest()


@dataclass
class Import:
    alias: str               # name bound in the module ("np", "Net", "*")
    target: str              # absolute dotted name ("numpy", "pkg.models.Net", "pkg.mod")


@dataclass
class FileChunks:
    path: str
    module: str              # dotted module name from the repo root
    chunks: list[Chunk]
    imports: list[Import]
    error: str | None = None


def module_name(path: str) -> str:
    parts = path[:-3].split("/") if path.endswith(".py") else path.split("/")
    if parts and parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _resolve_relative(module: str, is_pkg: bool, level: int, name: str | None) -> str:
    base = module.split(".") if module else []
    if not is_pkg:
        base = base[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)] if level - 1 <= len(base) else []
    return ".".join([*base, *([name] if name else [])])


def _imports(tree: ast.Module, module: str, is_pkg: bool) -> list[Import]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.asname:
                    out.append(Import(a.asname, a.name))
                else:  # `import a.b` binds `a`, but the call `a.b.f()` resolves through the full name
                    out.append(Import(a.name.split(".")[0], a.name.split(".")[0]))
                    if "." in a.name:
                        out.append(Import(a.name, a.name))
        elif isinstance(node, ast.ImportFrom):
            src = _resolve_relative(module, is_pkg, node.level, node.module) if node.level else (node.module or "")
            for a in node.names:
                if a.name == "*":
                    out.append(Import("*", src))
                else:
                    out.append(Import(a.asname or a.name, f"{src}.{a.name}" if src else a.name))
    return out


def _calls(node: ast.AST, nodes: list[ast.AST] | None = None) -> list[str]:
    seen: dict[str, None] = {}
    for n in nodes if nodes is not None else own_nodes(node):
        if isinstance(n, ast.Call):
            name = _dotted(n.func)
            if name and name.split(".")[0].removesuffix("()").isidentifier():     # `Scaler().fit` too
                seen.setdefault(name, None)
    return list(seen)


def _flow(func: ast.AST, nodes: list[ast.AST]) -> dict:
    """What the graph needs to follow objects: `x = C(...)`, `self.a = C(...)` / `self.a = param`,
    the names passed to each call (to bind a callee's parameters) and the calls whose result is returned."""
    args = func.args
    params = [a.arg for a in (*args.posonlyargs, *args.args)]
    assigns: dict[str, str] = {}
    calls: list[list] = []
    for n in nodes:
        if isinstance(n, ast.Assign) and len(n.targets) == 1:
            pairs = [(n.targets[0], n.value)]
            if isinstance(n.targets[0], (ast.Tuple, ast.List)) and isinstance(n.value, (ast.Tuple, ast.List)) \
                    and len(n.targets[0].elts) == len(n.value.elts):
                pairs = list(zip(n.targets[0].elts, n.value.elts, strict=True))     # a, b = A(), B()
            for target, value in pairs:
                tgt = _dotted(target) if isinstance(target, (ast.Name, ast.Attribute)) else ""
                if not tgt or tgt.count(".") > 1 or ("." in tgt and not tgt.startswith("self.")):
                    continue
                if isinstance(value, ast.Call):
                    callee = _dotted(value.func)
                    if callee and callee.split(".")[0].removesuffix("()").isidentifier():
                        assigns[tgt] = callee
                elif isinstance(value, ast.Name) and value.id in params:
                    assigns[tgt] = f"param:{value.id}"
        elif isinstance(n, ast.Call):
            callee = _dotted(n.func)
            pos = [a.id if isinstance(a, ast.Name) else None for a in n.args]
            kws = {k.arg: k.value.id for k in n.keywords if k.arg and isinstance(k.value, ast.Name)}
            if callee and (any(pos) or kws):
                calls.append([callee, pos, kws])
    # what a factory returns: `return Net(...)`, `return cls(...)`, `model = Net(); return model`,
    # and `return self` (a fluent method: `scaler = Scaler().fit(x)` is a Scaler)
    returns = [_dotted(n.value.func) if isinstance(n.value, ast.Call) else
               "self" if n.value.id == "self" else assigns.get(n.value.id, "")
               for n in nodes if isinstance(n, ast.Return) and isinstance(n.value, (ast.Call, ast.Name))]
    returns = [r for r in dict.fromkeys(returns) if r and not r.startswith("param:")]
    out = {"params": params}
    for key, value in (("assigns", assigns), ("calls", calls), ("returns", returns)):
        if value:
            out[key] = value
    return out


def _start(node: ast.AST) -> int:
    decs = getattr(node, "decorator_list", [])
    return min([node.lineno, *(d.lineno for d in decs)])


def chunk_file(path: str, text: str) -> FileChunks:
    """Chunks of one file; `error` is set (and chunks empty) when it does not parse."""
    module = module_name(path)
    try:
        tree = ast.parse(text, filename=path)
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        return FileChunks(path, module, [], [], error=f"does not parse ({type(exc).__name__})")
    lines = text.splitlines()
    chunks: list[Chunk] = []

    def src(a: int, b: int) -> str:
        return "\n".join(lines[a - 1:b])

    def visit(body: list[ast.stmt], prefix: str, in_class: bool) -> None:
        for node in body:
            if isinstance(node, FUNC):
                qual = f"{prefix}{node.name}"
                nodes = list(own_nodes(node))        # one walk, shared by the three passes below
                score, signals = training_signals(node, nodes)
                text_ = src(_start(node), node.end_lineno or node.lineno)
                entry = [s for s in entry_signals(node) if s != "__main__ guard"] \
                    if any(w in text_ for w in ENTRY_WORDS) else []
                chunks.append(Chunk(
                    path, qual, "function", _start(node), node.end_lineno or node.lineno,
                    text_, ast.get_docstring(node) or "",
                    [ast.unparse(d) for d in node.decorator_list], _calls(node, nodes),
                    is_async=isinstance(node, ast.AsyncFunctionDef), loop_score=score, loop_signals=signals,
                    entry=entry, flow=_flow(node, nodes)))
                visit(node.body, qual + ".", False)
            elif isinstance(node, ast.ClassDef):
                qual = f"{prefix}{node.name}"
                start, end = _start(node), node.end_lineno or node.lineno
                # the class chunk holds its header, docstring and attributes, and one line per method
                members = [n for n in node.body if isinstance(n, (*FUNC, ast.ClassDef))]
                head_end = (_start(members[0]) - 1) if members else end
                sigs = [lines[_start(m) - 1 + len(m.decorator_list)].strip() for m in members
                        if _start(m) - 1 + len(m.decorator_list) < len(lines)]
                text_ = src(start, head_end) + ("\n    # members:\n" + "\n".join("    " + s for s in sigs)
                                                if sigs else "")
                chunks.append(Chunk(
                    path, qual, "class", start, end, text_, ast.get_docstring(node) or "",
                    [ast.unparse(d) for d in node.decorator_list],
                    [c for n in node.body if not isinstance(n, (*FUNC, ast.ClassDef)) for c in _calls(n)],
                    bases=[_dotted(b) for b in node.bases if _dotted(b)]))
                visit(node.body, qual + ".", True)
            elif not in_class and isinstance(node, (ast.If, ast.Try, ast.With)) and prefix == "":
                # definitions under `if TYPE_CHECKING:` / `try: import` still belong to the module
                for sub in ("body", "orelse", "finalbody"):
                    visit([n for n in getattr(node, sub, []) if isinstance(n, (*FUNC, ast.ClassDef))], prefix, False)

    visit(tree.body, "", False)
    # module top level: every line outside top-level definitions (imports, constants, the main guard)
    covered = set()
    for c in chunks:
        if "." not in c.qualname:
            covered.update(range(c.start, c.end + 1))
    top = [ln for i, ln in enumerate(lines, 1) if i not in covered]
    if any(ln.strip() for ln in top):
        mod_calls: dict[str, None] = {}
        entry: set[str] = set()
        score, signals = 0.0, []
        for node in tree.body:
            if isinstance(node, (*FUNC, ast.ClassDef)):
                continue
            for c in _calls(ast.Module(body=[node], type_ignores=[])):
                mod_calls.setdefault(c, None)
            if is_main_guard(node):
                entry.add("__main__ guard")
                entry.update(entry_signals(node))
                score, signals = training_signals(node)
        chunks.insert(0, Chunk(path, "<module>", "module", 1, max(len(lines), 1), "\n".join(top).strip("\n"),
                               ast.get_docstring(tree) or "", calls=list(mod_calls), entry=sorted(entry),
                               loop_score=score, loop_signals=signals))
    # two definitions with one name in one scope (property setters, overloads) get distinct ids
    seen: dict[str, int] = {}
    for c in chunks:
        n = seen.get(c.qualname, 0)
        seen[c.qualname] = n + 1
        if n:
            c.qualname = f"{c.qualname}#{n + 1}"
    return FileChunks(path, module, chunks, _imports(tree, module, path.endswith("__init__.py")))
