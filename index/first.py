"""Report-first indexing: the files a bug report points at, so that a large repository answers
before the whole of it is embedded (index.build_context), the rest indexing in the background.

Pointed at: the traceback's files; repository files the report names; files that define a name it
quotes (`def name` / `class Name`); then, one step out, the repository modules those files import
and the files that import them.
"""
from __future__ import annotations

import re

from index.chunker import module_name
from index.models import Query

IMPORT_RE = re.compile(r"^\s*(?:from\s+(\.*[\w.]*)\s+import\s+([\w., ()*]+)|import\s+([\w., ]+))", re.M)
NAME_RE = re.compile(r"[A-Za-z_]\w{2,}")
MAX_FIRST = 300        # files indexed before answering, at most


def _names(q: Query) -> set[str]:
    out = set()
    for ident in q.identifiers:
        head = ident.split("(")[0].strip()
        if " " in head or head.endswith(".py"):
            continue
        out.update(x for x in head.lstrip("-").replace("-", "_").split(".") if NAME_RE.fullmatch(x))
    out.update(f.function for f in q.frames if f.function and not f.function.startswith("<"))
    return out


def _imports(path: str, text: str, modules: dict[str, str]) -> set[str]:
    """Repository files `text` imports (absolute, relative and `from pkg import module`)."""
    here = module_name(path).split(".")
    pkg = here if path.endswith("__init__.py") else here[:-1]
    out = set()
    for m in IMPORT_RE.finditer(text):
        if m.group(3):
            targets = [t.strip().split(" as ")[0] for t in m.group(3).split(",")]
        else:
            base = m.group(1)
            dots = len(base) - len(base.lstrip("."))
            base = base.lstrip(".")
            if dots:
                base = ".".join([*pkg[:len(pkg) - dots + 1], *([base] if base else [])])
            names = [n.strip().split(" as ")[0] for n in m.group(2).strip("() ").split(",")]
            targets = [base] + [f"{base}.{n}" for n in names if n and n != "*"]
        for t in targets:
            while t:
                if t in modules:
                    out.add(modules[t])
                    break
                t = t.rpartition(".")[0]
    return out


def pointed_files(q: Query, texts: dict[str, str], limit: int = MAX_FIRST) -> list[str]:
    """Repository paths the report points at, most direct first (at most `limit`)."""
    seeds: list[str] = [f.file for f in q.frames if f.file in texts]
    for ident in q.identifiers:
        rel = ident.strip().lstrip("./")
        if rel.endswith(".py"):
            seeds += [p for p in texts if p == rel or p.endswith("/" + rel)]
    names = _names(q)
    if names:
        pat = re.compile(r"^\s*(?:async\s+)?(?:def|class)\s+(" + "|".join(map(re.escape, sorted(names))) + r")\b", re.M)
        seeds += [p for p, t in texts.items() if pat.search(t)]
    seeds = list(dict.fromkeys(seeds))
    modules = {module_name(p): p for p in texts}
    seed_set = set(seeds)
    imported: list[str] = []
    importers: list[str] = []
    for p, t in texts.items():
        deps = _imports(p, t, modules)
        if p in seed_set:
            imported += sorted(deps - seed_set)
        elif deps & seed_set:
            importers.append(p)
    return list(dict.fromkeys(seeds + imported + importers))[:limit]
