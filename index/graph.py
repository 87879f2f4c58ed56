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


@dataclass
class Symbols:
    """What name resolution reads: modules, definitions, classes' bases and each module's imports."""
    module_path: dict[str, str] = field(default_factory=dict)          # module -> path
    path_module: dict[str, str] = field(default_factory=dict)          # path -> module
    defs: dict[tuple[str, str], str] = field(default_factory=dict)     # (module, qualname) -> chunk id
    kinds: dict[str, str] = field(default_factory=dict)                # chunk id -> kind
    bases: dict[str, list[str]] = field(default_factory=dict)          # class id -> base names as written
    imports: dict[str, dict[str, str]] = field(default_factory=dict)   # module -> alias -> dotted target
    stars: dict[str, list[str]] = field(default_factory=dict)          # module -> star-imported modules

    def lookup_dotted(self, full: str, depth: int = 0) -> str | None:
        """'pkg.mod.Class.method' -> chunk id, via the longest module prefix."""
        parts = full.split(".")
        for i in range(len(parts), 0, -1):
            mod = ".".join(parts[:i])
            if mod in self.module_path:
                rest = ".".join(parts[i:])
                if not rest:
                    return self.defs.get((mod, "<module>"))
                return self.resolve_in_module(mod, rest, depth=depth)
        return None

    def resolve_in_module(self, mod: str, qual: str, depth: int) -> str | None:
        """A name as another module sees it: defined there, re-exported by an import, or star-imported.
        `depth` counts the re-exports and star imports followed: two modules that import a name from each
        other (torch's packages do) would otherwise be followed round for ever."""
        if (mod, qual) in self.defs:
            return self.defs[(mod, qual)]
        if depth > 6:
            return None
        head, _, rest = qual.partition(".")
        target = self.imports.get(mod, {}).get(head)
        if target:  # re-exported name (`from .model import Net` in __init__.py)
            return self.lookup_dotted(f"{target}.{rest}" if rest else target, depth + 1)
        for star in self.stars.get(mod, []):
            if star in self.module_path:
                found = self.resolve_in_module(star, qual, depth + 1)
                if found:
                    return found
        return None

    def method_of(self, class_id: str, name: str, depth: int = 0) -> str | None:
        """Method `name` of a class, or the one it inherits from an in-repo base (method resolution)."""
        path, qual = class_id.split("::", 1)
        mod = self.path_module[path]
        if (mod, f"{qual}.{name}") in self.defs:
            return self.defs[(mod, f"{qual}.{name}")]
        if depth > 4:
            return None
        for b in self.bases.get(class_id, []):
            base_id = self.resolve_name(mod, None, b)
            if base_id and self.kinds.get(base_id) == "class":
                found = self.method_of(base_id, name, depth + 1)
                if found:
                    return found
        return None

    def resolve_name(self, mod: str, caller_qual: str | None, name: str) -> str | None:
        """A dotted name as written in module `mod` (inside function `caller_qual`, if any)."""
        head, _, rest = name.partition(".")
        if caller_qual:
            # nested function of the caller (or of an enclosing function)
            scope = caller_qual
            while scope:
                if (mod, f"{scope}.{name}") in self.defs:
                    return self.defs[(mod, f"{scope}.{name}")]
                scope = scope.rpartition(".")[0]
        if (mod, name) in self.defs:
            return self.defs[(mod, name)]
        if (mod, head) in self.defs and rest:
            cls = self.defs[(mod, head)]
            if self.kinds.get(cls) == "class":
                return self.method_of(cls, rest.split(".")[0])
        table = self.imports.get(mod, {})
        target = table.get(head)
        if target is None and name in table:
            target, rest = table[name], ""
        if target is not None:
            return self.lookup_dotted(f"{target}.{rest}" if rest else target)
        for star in self.stars.get(mod, []):
            if star in self.module_path:
                found = self.resolve_in_module(star, name, 1)
                if found:
                    return found
        return None

    def resolve_call(self, mod: str, caller_qual: str | None, name: str) -> str | None:
        """resolve_name, plus a method called on a fresh object: `Scaler().fit`."""
        base, sep, meth = name.partition("().")
        if not sep:
            return self.resolve_name(mod, caller_qual, name)
        cls = self.resolve_name(mod, caller_qual, base) if "." not in meth and "(" not in meth else None
        return self.method_of(cls, meth) if cls and self.kinds.get(cls) == "class" else None

    def enclosing_class(self, mod: str, qual: str) -> str | None:
        """The class a method belongs to: the longest prefix of its qualname that is a class."""
        parts = qual.split(".")
        for i in range(len(parts) - 1, 0, -1):
            cid = self.defs.get((mod, ".".join(parts[:i])))
            if cid and self.kinds.get(cid) == "class":
                return cid
        return None


def symbols(chunks: list[dict], files: list[dict]) -> Symbols:
    """The tables name resolution reads. Files that did not parse (or are not in a module) are left out."""
    s = Symbols()
    for f in files:
        if f.get("module") is not None and f.get("status", "ok") == "ok":
            s.module_path[f["module"]] = f["path"]
            s.path_module[f["path"]] = f["module"]
    for c in chunks:
        mod = s.path_module.get(c["path"])
        if mod is None:
            continue
        s.defs[(mod, c["qualname"])] = c["id"]
        s.kinds[c["id"]] = c["kind"]
        if c["kind"] == "class":
            s.bases[c["id"]] = _loads(c.get("bases"), [])
    for f in files:
        mod = s.path_module.get(f["path"])
        if mod is None:
            continue
        table: dict[str, str] = {}
        for alias, target in _loads(f.get("imports"), []):
            if alias == "*":
                s.stars.setdefault(mod, []).append(target)
            else:
                table[alias] = target
        s.imports[mod] = table
    return s


def chunks_by_path(chunks: list[dict], s: Symbols) -> dict[str, list[str]]:
    """Path -> its chunk ids, in chunk order (for a class's sibling methods and a file's chunks)."""
    out: dict[str, list[str]] = {}
    for c in chunks:
        if c["path"] in s.path_module:
            out.setdefault(c["path"], []).append(c["id"])
    return out


def resolve_call_edge(s: Symbols, mod: str, chunk: dict, call: str) -> str | None:
    """The chunk a call written in `chunk` runs: `cls(...)` in a classmethod builds the class,
    `self.m()` / `cls.m()` is a method of the enclosing class, any other name resolves by scope and
    imports (`self.a.m()` is left to the type flow)."""
    qual = chunk["qualname"]
    head, _, rest = call.partition(".")
    if call == "cls" and "." in qual:
        cid = s.defs.get((mod, qual.rsplit(".", 1)[0]))
        return cid if cid and s.kinds.get(cid) == "class" else None
    if head in ("self", "cls"):
        if rest and "." not in rest:
            cls = s.enclosing_class(mod, qual)
            return s.method_of(cls, rest) if cls else None
        return None
    return s.resolve_call(mod, qual if chunk["kind"] == "function" else None, call)


def call_edges(g: Graph, chunks: list[dict], s: Symbols) -> None:
    """Caller -> callee for every call resolved by name (library calls resolve to nothing and are
    dropped; a recursive call is not an edge)."""
    for c in chunks:
        mod = s.path_module.get(c["path"])
        if mod is None:
            continue
        out = set()
        for call in _loads(c.get("calls"), []):
            target = resolve_call_edge(s, mod, c, call)
            if target and target != c["id"]:
                out.add(target)
        if out:
            g.calls[c["id"]] = out


def construction_edges(g: Graph, s: Symbols) -> None:
    """Building an object runs its __init__, and the framework later calls its item and call methods
    (a DataLoader indexes a dataset, a collate object is called per batch): a call to a class links
    them too, inherited ones included."""
    for callees in g.calls.values():
        for target in [t for t in callees if s.kinds.get(t) == "class"]:
            callees.update(m for name in CONSTRUCTION_RUNS if (m := s.method_of(target, name)))


def import_edges(g: Graph, files: list[dict], s: Symbols) -> None:
    """Path -> the repository files it imports (the longest module prefix of each import that is one)."""
    for f in files:
        if f["path"] not in s.path_module:
            continue
        deps = set()
        for _alias, target in _loads(f.get("imports"), []):
            parts = target.split(".")
            for i in range(len(parts), 0, -1):
                m = ".".join(parts[:i])
                if m in s.module_path and s.module_path[m] != f["path"]:
                    deps.add(s.module_path[m])
                    break
        if deps:
            g.imports[f["path"]] = deps


def build_graph(chunks: list[dict], files: list[dict]) -> Graph:
    """`chunks`: rows with id, path, qualname, kind, calls, bases (and flow, for the type flow);
    `files`: rows with path, module, imports. One pass per kind of edge, in this order: the type flow
    adds to the call edges, whose class targets the construction links need."""
    s = symbols(chunks, files)
    g = Graph(by_path=chunks_by_path(chunks, s))
    call_edges(g, chunks, s)
    construction_edges(g, s)
    type_flow_edges(g, chunks, s)
    import_edges(g, files, s)
    g.resolve = lambda path, qual, name: s.resolve_call(s.path_module[path], qual, name) \
        if path in s.path_module else None
    return g


@dataclass
class Types:
    """What the type flow knows: the class of each typed name, per function and per class attribute."""
    funcs: dict[str, dict]                   # function chunk id -> chunk row
    flows: dict[str, dict]                   # function chunk id -> its flow record (index.chunker)
    local: dict[str, dict[str, str]]         # function -> local name or parameter -> class id
    attrs: dict[str, dict[str, str]] = field(default_factory=dict)     # class id -> attribute -> class id
    returns: dict[str, str] = field(default_factory=dict)              # factory function -> class id


def owner_class(s: Symbols, cid: str) -> str | None:
    """The class a method chunk is defined in, if it is one."""
    path, qual = cid.split("::", 1)
    if "." not in qual:
        return None
    cls = f"{path}::{qual.rsplit('.', 1)[0]}"
    return cls if s.kinds.get(cls) == "class" else None


def class_of_call(s: Symbols, t: Types, cid: str, callee: str) -> str | None:
    """The class an object built by `callee(...)` in function `cid` is: a constructor, `cls(...)`
    in a classmethod, or a factory (`build_model(cfg)`, `Model.load(path)`)."""
    if callee in ("cls", "self"):           # `return cls(...)`, a fluent `return self`
        return owner_class(s, cid)
    target = s.resolve_call(s.path_module[t.funcs[cid]["path"]], t.funcs[cid]["qualname"], callee)
    if target and s.kinds.get(target) == "class":
        return target
    return t.returns.get(target) if target else None


def factory_returns(s: Symbols, t: Types) -> None:
    """Functions that return an object of a repository class (the first typed return counts)."""
    for cid in t.funcs:
        for callee in t.flows[cid].get("returns", []):
            cls = class_of_call(s, t, cid, callee)
            if cls:
                t.returns[cid] = cls
                break


def assigned_types(s: Symbols, t: Types) -> None:
    """`x = Net()`, `x = build_model(cfg)`, `self.net = Net()` and `self.a = param` type a local or
    an attribute of the method's class."""
    for cid in t.funcs:
        for name, callee in t.flows[cid].get("assigns", {}).items():
            if callee.startswith("param:"):
                cls = t.local[cid].get(callee[6:])
            else:
                cls = class_of_call(s, t, cid, callee)
            if not cls:
                continue
            if name.startswith("self."):
                owner = owner_class(s, cid)
                if owner:
                    t.attrs.setdefault(owner, {})[name[5:]] = cls
            else:
                t.local[cid][name] = cls


def bind_arguments(s: Symbols, t: Types) -> None:
    """A caller's typed arguments type the callee's parameters, positionally and by keyword (a call
    to a class binds its __init__'s); the first binding of a parameter wins."""
    for cid, c in t.funcs.items():
        mod = s.path_module[c["path"]]
        for callee, pos, kws in t.flows[cid].get("calls", []):
            if callee == "cls" or callee.startswith("cls."):
                cls = owner_class(s, cid)
                target = s.method_of(cls, "__init__" if callee == "cls" else callee[4:]) if cls else None
            else:
                target = s.resolve_call(mod, c["qualname"], callee)
            if target and s.kinds.get(target) == "class":
                target = s.method_of(target, "__init__")
            if not target or target not in t.funcs:
                continue
            params = t.flows[target].get("params", [])
            offset = 1 if params and params[0] in ("self", "cls") else 0
            for i, arg in enumerate(pos):
                typed = t.local[cid].get(arg) if arg else None
                if typed and i + offset < len(params):
                    t.local[target].setdefault(params[i + offset], typed)
            for kw, arg in kws.items():
                typed = t.local[cid].get(arg)
                if typed and kw in params:
                    t.local[target].setdefault(kw, typed)


def infer_types(chunks: list[dict], s: Symbols) -> Types:
    """Factories, assignments and argument binding, three rounds: a type travels main -> fit ->
    train_epoch, and a factory may return what another factory returns."""
    funcs = {c["id"]: c for c in chunks if c["kind"] == "function" and c["path"] in s.path_module}
    t = Types(funcs, {cid: _loads(c.get("flow"), {}) for cid, c in funcs.items()}, {cid: {} for cid in funcs})
    for _round in range(3):
        factory_returns(s, t)
        assigned_types(s, t)
        bind_arguments(s, t)
    return t


def typed_call_edges(g: Graph, s: Symbols, t: Types) -> None:
    """Calls on a typed name (`model(x)`, `crit.m()`, `self.net(x)`, `self.net.m()`) resolve to the
    class's method, or to forward/__call__ when the object itself is called."""
    for cid, c in t.funcs.items():
        for call in _loads(c.get("calls"), []):
            parts = call.split(".")
            head_len = 2 if parts[0] == "self" else 1
            if len(parts) < head_len or len(parts) > head_len + 1:
                continue
            head = ".".join(parts[:head_len])
            if head.startswith("self."):
                owner = owner_class(s, cid)
                cls = t.attrs.get(owner, {}).get(head[5:]) if owner else None
            else:
                cls = t.local[cid].get(head)
            if not cls:
                continue
            method = parts[head_len] if len(parts) > head_len else None
            if method:
                target = s.method_of(cls, method)
            else:
                target = s.method_of(cls, "forward") or s.method_of(cls, "__call__")
            if target and target != cid:
                g.calls.setdefault(cid, set()).add(target)


def type_flow_edges(g: Graph, chunks: list[dict], s: Symbols) -> None:
    """Follow objects to their classes so `model(x)` reaches `Net.forward` and `crit.m()` reaches `Loss.m`.

    Types come from constructor calls (`x = Net()`, `self.net = Net()`), from factories that return
    one (`x = build_model(cfg)`, `cls(...)` in a classmethod, a fluent `return self`), from
    `self.a = param`, and from binding a caller's typed arguments to the callee's parameters.
    """
    typed_call_edges(g, s, infer_types(chunks, s))


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
