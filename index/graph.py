"""Import and call graph of a repository, resolved inside the repo where possible.

Nodes are chunk ids ("path::qualname"). A call `f()` in a function is resolved through, in order:
`self.m()` / `cls.m()` to a method of the enclosing class (or its in-repo bases), a function nested
in the caller, a definition of the same module, an imported name (`from .x import f`, `import
pkg.x as m; m.f()`, star imports). A call to a class links to the class, its `__init__`, and the
methods a framework calls on such objects (`__getitem__`, `__iter__`, `__call__`).
Unresolved calls (library code) are dropped.
"""
from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

CONSTRUCTION_RUNS = ("__init__", "__getitem__", "__iter__", "__call__")


@dataclass
class Graph:
    calls: dict[str, set[str]] = field(default_factory=dict)      # caller id -> callee ids
    imports: dict[str, set[str]] = field(default_factory=dict)    # path -> imported repo paths
    by_path: dict[str, list[str]] = field(default_factory=dict)   # path -> chunk ids
    # (path, caller qualname or None, dotted name as written) -> chunk id, by the rules above
    resolve: Callable[[str, str | None, str], str | None] = field(
        default=lambda path, qual, name: None, repr=False, compare=False)

    def edges(self) -> list[tuple[str, str]]:
        return sorted((a, b) for a, bs in self.calls.items() for b in bs)

    def neighbours(self) -> dict[str, set[str]]:
        """Undirected adjacency of the call graph."""
        adj: dict[str, set[str]] = {}
        for a, bs in self.calls.items():
            for b in bs:
                adj.setdefault(a, set()).add(b)
                adj.setdefault(b, set()).add(a)
        return adj

    def reach(self, sources: set[str], max_depth: int = 3) -> dict[str, int]:
        """Fewest call edges from any source, following calls forward only."""
        return _bfs(self.calls, sources, max_depth)

    def distances(self, sources: set[str], max_depth: int = 3) -> dict[str, int]:
        """Fewest call edges (either direction) from any source, up to max_depth."""
        return _bfs(self.neighbours(), sources, max_depth)


def _loads(value, default):
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return default
    return value if value is not None else default


def build_graph(chunks: list[dict], files: list[dict]) -> Graph:
    """`chunks`: rows with id, path, qualname, kind, calls, bases; `files`: rows with path, module, imports."""
    g = Graph()
    defs: dict[tuple[str, str], str] = {}          # (module, qualname) -> id
    module_path: dict[str, str] = {}
    path_module: dict[str, str] = {}
    for f in files:
        if f.get("module") is not None and f.get("status", "ok") == "ok":
            module_path[f["module"]] = f["path"]
            path_module[f["path"]] = f["module"]
    kinds: dict[str, str] = {}
    bases: dict[str, list[str]] = {}
    for c in chunks:
        mod = path_module.get(c["path"])
        if mod is None:
            continue
        defs[(mod, c["qualname"])] = c["id"]
        g.by_path.setdefault(c["path"], []).append(c["id"])
        kinds[c["id"]] = c["kind"]
        if c["kind"] == "class":
            bases[c["id"]] = _loads(c.get("bases"), [])
    imports: dict[str, dict[str, str]] = {}
    stars: dict[str, list[str]] = {}
    for f in files:
        mod = path_module.get(f["path"])
        if mod is None:
            continue
        table: dict[str, str] = {}
        for alias, target in _loads(f.get("imports"), []):
            if alias == "*":
                stars.setdefault(mod, []).append(target)
            else:
                table[alias] = target
        imports[mod] = table

    def lookup_dotted(full: str) -> str | None:
        """'pkg.mod.Class.method' -> chunk id, via the longest module prefix."""
        parts = full.split(".")
        for i in range(len(parts), 0, -1):
            mod = ".".join(parts[:i])
            if mod in module_path:
                rest = ".".join(parts[i:])
                if not rest:
                    return defs.get((mod, "<module>"))
                return resolve_in_module(mod, rest, depth=0)
        return None

    def resolve_in_module(mod: str, qual: str, depth: int) -> str | None:
        if (mod, qual) in defs:
            return defs[(mod, qual)]
        if depth > 3:
            return None
        head, _, rest = qual.partition(".")
        target = imports.get(mod, {}).get(head)
        if target:  # re-exported name (`from .model import Net` in __init__.py)
            return lookup_dotted(f"{target}.{rest}" if rest else target)
        for star in stars.get(mod, []):
            if star in module_path:
                found = resolve_in_module(star, qual, depth + 1)
                if found:
                    return found
        return None

    def method_of(class_id: str, name: str, depth: int = 0) -> str | None:
        path, qual = class_id.split("::", 1)
        mod = path_module[path]
        if (mod, f"{qual}.{name}") in defs:
            return defs[(mod, f"{qual}.{name}")]
        if depth > 4:
            return None
        for b in bases.get(class_id, []):
            base_id = resolve_name(mod, None, b)
            if base_id and kinds.get(base_id) == "class":
                found = method_of(base_id, name, depth + 1)
                if found:
                    return found
        return None

    def resolve_name(mod: str, caller_qual: str | None, name: str) -> str | None:
        head, _, rest = name.partition(".")
        if caller_qual:
            # nested function of the caller (or of an enclosing function)
            scope = caller_qual
            while scope:
                if (mod, f"{scope}.{name}") in defs:
                    return defs[(mod, f"{scope}.{name}")]
                scope = scope.rpartition(".")[0]
        if (mod, name) in defs:
            return defs[(mod, name)]
        if (mod, head) in defs and rest:
            cls = defs[(mod, head)]
            if kinds.get(cls) == "class":
                return method_of(cls, rest.split(".")[0])
        target = imports.get(mod, {}).get(head)
        if target is None and name in imports.get(mod, {}):
            target, rest = imports[mod][name], ""
        if target is not None:
            return lookup_dotted(f"{target}.{rest}" if rest else target)
        for star in stars.get(mod, []):
            if star in module_path:
                found = resolve_in_module(star, name, 1)
                if found:
                    return found
        return None

    def resolve_call(mod: str, caller_qual: str | None, name: str) -> str | None:
        """resolve_name, plus a method called on a fresh object: `Standardizer().fit`."""
        base, sep, meth = name.partition("().")
        if not sep:
            return resolve_name(mod, caller_qual, name)
        cls = resolve_name(mod, caller_qual, base) if "." not in meth and "(" not in meth else None
        return method_of(cls, meth) if cls and kinds.get(cls) == "class" else None

    for c in chunks:
        mod = path_module.get(c["path"])
        if mod is None:
            continue
        qual = c["qualname"]
        out: set[str] = set()
        for call in _loads(c.get("calls"), []):
            head, _, rest = call.partition(".")
            target = None
            if call == "cls" and "." in qual:       # cls(...) in a classmethod builds the class
                cid = defs.get((mod, qual.rsplit(".", 1)[0]))
                target = cid if cid and kinds.get(cid) == "class" else None
            elif head in ("self", "cls") and rest and "." not in rest:
                # the enclosing class: the longest prefix of the qualname that is a class
                parts = qual.split(".")
                for i in range(len(parts) - 1, 0, -1):
                    cid = defs.get((mod, ".".join(parts[:i])))
                    if cid and kinds.get(cid) == "class":
                        target = method_of(cid, rest)
                        break
            elif head not in ("self", "cls"):
                target = resolve_call(mod, qual if c["kind"] == "function" else None, call)
            if target and target != c["id"]:
                out.add(target)
                if kinds.get(target) == "class":
                    # building an object runs __init__; the framework later calls its item and call
                    # methods (a DataLoader indexes a dataset, a collate object is called per batch)
                    out.update(m for name in CONSTRUCTION_RUNS if (m := method_of(target, name)))
        if out:
            g.calls[c["id"]] = out
    _type_flow(g, chunks, path_module, kinds, resolve_call, method_of)
    g.resolve = lambda path, qual, name: resolve_call(path_module[path], qual, name) \
        if path in path_module else None
    for f in files:
        mod = path_module.get(f["path"])
        if mod is None:
            continue
        deps = set()
        for _alias, target in _loads(f.get("imports"), []):
            parts = target.split(".")
            for i in range(len(parts), 0, -1):
                m = ".".join(parts[:i])
                if m in module_path and module_path[m] != f["path"]:
                    deps.add(module_path[m])
                    break
        if deps:
            g.imports[f["path"]] = deps
    return g


def _type_flow(g: Graph, chunks: list[dict], path_module: dict, kinds: dict, resolve_name, method_of) -> None:
    """Follow objects to their classes so `model(x)` reaches `Net.forward` and `crit.m()` reaches `Loss.m`.

    Types come from constructor calls (`x = Net()`, `self.net = Net()`), from factories that return
    one (`x = build_model(cfg)`, `cls(...)` in a classmethod), from `self.a = param`, and from
    binding a caller's typed arguments to the callee's parameters (two rounds: main -> fit ->
    train_epoch). Calls on a typed name then resolve to the class's method, or to forward/__call__.
    """
    funcs = {c["id"]: c for c in chunks if c["kind"] == "function" and c["path"] in path_module}
    flows = {cid: _loads(c.get("flow"), {}) for cid, c in funcs.items()}
    local: dict[str, dict[str, str]] = {cid: {} for cid in funcs}     # function -> name -> class id
    attrs: dict[str, dict[str, str]] = {}                               # class id -> attr -> class id

    def owner_class(cid: str) -> str | None:
        path, qual = cid.split("::", 1)
        if "." not in qual:
            return None
        cls = f"{path}::{qual.rsplit('.', 1)[0]}"
        return cls if kinds.get(cls) == "class" else None

    def callable_target(cls_id: str, method: str | None) -> str | None:
        if method:
            return method_of(cls_id, method)
        return method_of(cls_id, "forward") or method_of(cls_id, "__call__")

    def type_of(cid: str, name: str) -> str | None:
        if name.startswith("self."):
            cls = owner_class(cid)
            return attrs.get(cls, {}).get(name[5:]) if cls else None
        return local[cid].get(name)

    returns: dict[str, str] = {}                                         # factory function -> class id

    def class_of_call(cid: str, callee: str) -> str | None:
        """The class an object built by `callee(...)` in function `cid` is: a constructor, `cls(...)`
        in a classmethod, or a factory (`build_model(cfg)`, `Predictor.from_checkpoint(p)`)."""
        if callee in ("cls", "self"):           # `return cls(...)`, a fluent `return self`
            return owner_class(cid)
        t = resolve_name(path_module[funcs[cid]["path"]], funcs[cid]["qualname"], callee)
        if t and kinds.get(t) == "class":
            return t
        return returns.get(t) if t else None

    for _round in range(3):
        for cid in funcs:
            for callee in flows[cid].get("returns", []):
                t = class_of_call(cid, callee)
                if t:
                    returns[cid] = t
                    break
        for cid in funcs:
            for name, callee in flows[cid].get("assigns", {}).items():
                if callee.startswith("param:"):
                    t = local[cid].get(callee[6:])
                else:
                    t = class_of_call(cid, callee)
                if not t:
                    continue
                if name.startswith("self."):
                    cls = owner_class(cid)
                    if cls:
                        attrs.setdefault(cls, {})[name[5:]] = t
                else:
                    local[cid][name] = t
        # bind typed arguments to the callee's parameters
        for cid, c in funcs.items():
            mod = path_module[c["path"]]
            for callee, pos, kws in flows[cid].get("calls", []):
                if callee == "cls" or callee.startswith("cls."):
                    cls = owner_class(cid)
                    target = method_of(cls, "__init__" if callee == "cls" else callee[4:]) if cls else None
                else:
                    target = resolve_name(mod, c["qualname"], callee)
                if target and kinds.get(target) == "class":
                    target = method_of(target, "__init__")
                if not target or target not in funcs:
                    continue
                params = flows[target].get("params", [])
                offset = 1 if params and params[0] in ("self", "cls") else 0
                for i, arg in enumerate(pos):
                    t = local[cid].get(arg) if arg else None
                    if t and i + offset < len(params):
                        local[target].setdefault(params[i + offset], t)
                for kw, arg in kws.items():
                    t = local[cid].get(arg)
                    if t and kw in params:
                        local[target].setdefault(kw, t)
    for cid, c in funcs.items():
        for call in _loads(c.get("calls"), []):
            parts = call.split(".")
            head_len = 2 if parts[0] == "self" else 1
            if len(parts) < head_len or len(parts) > head_len + 1:
                continue
            t = type_of(cid, ".".join(parts[:head_len]))
            if not t:
                continue
            target = callable_target(t, parts[head_len] if len(parts) > head_len else None)
            if target and target != cid:
                g.calls.setdefault(cid, set()).add(target)


def _bfs(adj: dict[str, set[str]], sources: set[str], max_depth: int) -> dict[str, int]:
    """Breadth-first distances over `adj` from any source, up to max_depth edges."""
    dist = {s: 0 for s in sources}
    todo = deque(sources)
    while todo:
        cur = todo.popleft()
        if dist[cur] >= max_depth:
            continue
        for nxt in adj.get(cur, ()):
            if nxt not in dist:
                dist[nxt] = dist[cur] + 1
                todo.append(nxt)
    return dist
