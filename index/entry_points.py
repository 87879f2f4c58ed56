"""Entry points of a repository: scripts with a `__main__` block, their `main` function, its argparse
options and the config files it reads by default. The offline generator calls these the way the
reporter did, so it needs the exact option names, types and defaults.
"""
from __future__ import annotations

import ast
import os
from pathlib import Path

from .files import CONFIG_EXTS, SKIP_DIRS
from .models import ArgOption, EntryPoint

TRAINING_CUES = ("backward", "zero_grad", ".step(", "DataLoader", "epoch", "optimizer", "loss")


def python_files(repo: str, limit: int = 5000) -> list[str]:
    """Repo-relative .py paths, sorted, not following symlinks and skipping vendored folders."""
    out: list[str] = []
    for root, dirs, files in os.walk(repo, followlinks=False):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for f in sorted(files):
            if f.endswith(".py") and not os.path.islink(os.path.join(root, f)):
                out.append(os.path.relpath(os.path.join(root, f), repo).replace(os.sep, "/"))
                if len(out) >= limit:
                    return out
    return out


def all_files(repo: str, limit: int = 20000) -> list[str]:
    out: list[str] = []
    for root, dirs, files in os.walk(repo, followlinks=False):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for f in sorted(files):
            out.append(os.path.relpath(os.path.join(root, f), repo).replace(os.sep, "/"))
            if len(out) >= limit:
                return out
    return out


def module_name(path: str) -> str | None:
    """Dotted module name of a repo-relative path, if every part is an identifier."""
    parts = path[:-3].split("/") if path.endswith(".py") else path.split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    if parts and all(p.isidentifier() for p in parts):
        return ".".join(parts)
    return None


def parse_file(path: str) -> ast.Module | None:
    try:
        source = Path(path).read_text(encoding="utf-8")
        return ast.parse(source)
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        return None


def _const(node: ast.AST) -> object:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        if isinstance(node, ast.Attribute):       # e.g. default=Config.lr
            return f"<{ast.unparse(node)}>"
        return None


def _is_main_guard(node: ast.stmt) -> bool:
    if not isinstance(node, ast.If):
        return False
    t = node.test
    return (isinstance(t, ast.Compare) and isinstance(t.left, ast.Name) and t.left.id == "__name__"
            and any(isinstance(c, ast.Constant) and c.value == "__main__" for c in t.comparators))


def _called_names(stmts: list[ast.stmt]) -> list[str]:
    names = []
    for stmt in stmts:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                names.append(node.func.id)
    return names


def argparse_options(tree: ast.Module) -> list[ArgOption]:
    """Every `add_argument` call in the module (all parsers: scripts rarely have more than one)."""
    opts: list[ArgOption] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "add_argument"):
            continue
        flags = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if not flags:
            continue
        kw = {k.arg: k.value for k in node.keywords if k.arg}
        long_flags = [f for f in flags if f.startswith("--")]
        if "dest" in kw:
            dest = _const(kw["dest"])
        elif long_flags:
            dest = long_flags[0][2:].replace("-", "_")
        else:
            dest = flags[0].lstrip("-").replace("-", "_")
        typ = None
        if "type" in kw:
            t = kw["type"]
            typ = t.id if isinstance(t, ast.Name) else ast.unparse(t)
        action = _const(kw["action"]) if "action" in kw else None
        default = _const(kw["default"]) if "default" in kw else None
        if typ is None and isinstance(default, (int, float)) and not isinstance(default, bool):
            typ = type(default).__name__
        nargs = _const(kw["nargs"]) if "nargs" in kw else None
        required = bool(_const(kw["required"])) if "required" in kw else not flags[0].startswith("-")
        opts.append(ArgOption(flags=flags, dest=str(dest), type=typ, default=default,
                              action=action if isinstance(action, str) else None,
                              nargs=str(nargs) if nargs is not None else None, required=required))
    return opts


def dataclass_options(tree: ast.Module, repo: str, rel: str) -> list[ArgOption]:
    """Options a parser builds from a dataclass's fields or a config dict, which no `add_argument` call names:
    `for f in fields(Config): p.add_argument("--" + f.name.replace("_", "-"), type=type(f.default), ...)`,
    `for k, v in CONFIG.items(): p.add_argument("--" + k, type=type(v), default=v)` over a module-level dict
    (a literal or `dict(...)`), and `HfArgumentParser((ModelArguments, TrainingArguments))`. Each field becomes an option with the field's
    type and default, so a run can be kept small through them as through written-out options."""
    opts: list[ArgOption] = []
    # `fields(cls)` / `fields(self)` in a method (a `from_cli` classmethod): the class it is defined in
    owner = {id(n): c.name for c in ast.walk(tree) if isinstance(c, ast.ClassDef) for n in ast.walk(c)}
    for node in ast.walk(tree):
        if isinstance(node, ast.For) and isinstance(node.iter, ast.Call) and _call_name(node.iter) == "fields" \
                and node.iter.args and isinstance(node.iter.args[0], ast.Name):
            flag = _loop_flag(node)
            if flag is None:
                continue
            prefix, dashes = flag
            name = node.iter.args[0].id
            name = owner.get(id(node), name) if name in ("cls", "self") else name
            opts += _field_options(tree, repo, rel, name, prefix, dashes)
        elif isinstance(node, ast.For) and isinstance(node.iter, ast.Call) and _call_name(node.iter) == "items" \
                and isinstance(node.iter.func, ast.Attribute) and isinstance(node.iter.func.value, ast.Name):
            # for k, v in CONFIG.items(): p.add_argument("--" + k.replace("_", "-"), type=type(v), default=v)
            flag = _loop_flag(node)
            table = _module_dict(tree, node.iter.func.value.id) if flag else None
            if flag and table is not None:
                prefix, dashes = flag
                for key, value in table:
                    if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                        continue
                    default = _const(value)
                    name = key.value
                    opts.append(ArgOption(flags=[prefix + (name.replace("_", "-") if dashes else name)], dest=name,
                                          type=type(default).__name__ if default is not None else None,
                                          default=default))
        elif isinstance(node, ast.Call) and _call_name(node) == "HfArgumentParser" and node.args:
            classes = node.args[0].elts if isinstance(node.args[0], (ast.Tuple, ast.List)) else [node.args[0]]
            for c in classes:
                if isinstance(c, ast.Name):
                    opts += _field_options(tree, repo, rel, c.id, "--", False)
    return opts


def _loop_flag(loop: ast.For) -> tuple[str, bool] | None:
    """(the flag's prefix, whether `_` becomes `-`) of the computed `add_argument` flag in a loop's body."""
    adds = [n for n in ast.walk(loop) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and n.func.attr == "add_argument" and n.args and not isinstance(n.args[0], ast.Constant)]
    if not adds:
        return None
    flag = adds[0].args[0]
    prefix = next((c.value for c in ast.walk(flag) if isinstance(c, ast.Constant)
                   and isinstance(c.value, str) and c.value.startswith("-")), "--")
    dashes = any(isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr == "replace"
                 for c in ast.walk(flag))
    return prefix, dashes


def _module_dict(tree: ast.Module, name: str) -> list[tuple[ast.expr | None, ast.expr]] | None:
    """(key, value) nodes of the dict a module-level `NAME = {...}` or `NAME = dict(a=1, ...)` assigns."""
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) else []
        if not any(isinstance(t, ast.Name) and t.id == name for t in targets):
            continue
        value = node.value
        if isinstance(value, ast.Dict):
            return list(zip(value.keys, value.values, strict=True))
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "dict" \
                and not value.args:
            return [(ast.Constant(k.arg) if k.arg else None, k.value) for k in value.keywords]
    return None


def _call_name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _field_options(tree: ast.Module, repo: str, rel: str, name: str, prefix: str, dashes: bool) -> list[ArgOption]:
    cls = _find_class(tree, repo, rel, name)
    if cls is None:
        return []
    opts = []
    for stmt in cls.body:
        if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)) or stmt.value is None:
            continue
        value = stmt.value
        if isinstance(value, ast.Call) and _call_name(value) == "field":
            value = next((k.value for k in value.keywords if k.arg == "default"), None)
            if value is None:
                continue
        default = _const(value)
        typ = stmt.annotation.id if isinstance(stmt.annotation, ast.Name) else None
        field_name = stmt.target.id
        flag = prefix + (field_name.replace("_", "-") if dashes else field_name)
        opts.append(ArgOption(flags=[flag], dest=field_name, type=typ, default=default))
    return opts


def _find_class(tree: ast.Module, repo: str, rel: str, name: str, depth: int = 0) -> ast.ClassDef | None:
    """The class `name` defined in this module or in the repository module it is imported from (following
    re-exports in a package's __init__ a few levels)."""
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == name:
            return node
    if depth > 3:
        return None
    for node in ast.walk(tree):
        if not (isinstance(node, ast.ImportFrom) and any((a.asname or a.name) == name for a in node.names)):
            continue
        original = next(a.name for a in node.names if (a.asname or a.name) == name)
        base = os.path.dirname(rel) if node.level else ""
        for _ in range(max(node.level - 1, 0)):
            base = os.path.dirname(base)
        parts = (node.module or "").split(".") if node.module else []
        stem = os.path.join(base, *parts)
        for cand in (stem + ".py", os.path.join(stem, "__init__.py")):
            full = os.path.join(repo, cand)
            if os.path.isfile(full) and (sub := parse_file(full)) is not None:
                found = _find_class(sub, repo, cand, original, depth + 1)
                if found is not None:
                    return found
    return None


ARGV_PARAM_NAMES = {"argv", "args", "arguments", "argv_list", "cli_args", "raw_args", "sys_args", "argl"}


def _main_info(tree: ast.Module, name: str) -> tuple[bool, bool]:
    """(takes an argv list and passes it on to parse_args, has a `return <value>`).

    A decorated main (click, typer, hydra) parses sys.argv itself and is never called with a list."""
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            params = [a.arg for a in node.args.args + node.args.kwonlyargs]
            returns = any(isinstance(n, ast.Return) and n.value is not None for n in ast.walk(node))
            if node.decorator_list or len(params) != 1 or params[0] not in ARGV_PARAM_NAMES:
                return False, returns
            passes_on = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                            and n.func.attr in ("parse_args", "parse_known_args")
                            and any(isinstance(a, ast.Name) and a.id == params[0] for a in n.args)
                            or isinstance(n, ast.Call) and any(isinstance(a, ast.Name) and a.id == params[0]
                                                               for a in n.args)
                            for n in ast.walk(node))
            return passes_on, returns
    return False, False


def _config_defaults(opts: list[ArgOption], tree: ast.Module, repo: str) -> list[str]:
    found: list[str] = []
    cands = [o.default for o in opts if isinstance(o.default, str)]
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) < 200:
            cands.append(node.value)
    for c in cands:
        if c.endswith(CONFIG_EXTS) and os.path.isfile(os.path.join(repo, c)) and c not in found:
            found.append(c)
    return found


def training_score(source: str) -> float:
    return float(sum(source.count(c) for c in TRAINING_CUES))


def analyse_script(repo: str, rel: str, guarded_only: bool = False, main: str | None = None) -> EntryPoint | None:
    """What running the file as a script means: its main guard and main(), its options, its config files.
    `guarded_only`: None for a file without a main guard, before its options are read. `main`: the function
    that runs it (an installed command's), instead of the one its main guard calls."""
    full = os.path.join(repo, rel)
    tree = parse_file(full)
    if tree is None:
        return None
    guard = next((n for n in tree.body if _is_main_guard(n)), None)
    if guarded_only and guard is None:
        return None
    opts = _module_options(tree, repo, rel)
    accepts = returns = False
    if guard is not None and main is None:
        defined = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
        main = next((name for name in _called_names(guard.body) if name in defined), None)
    if main and not opts:
        opts = _imported_parser_options(repo, rel, tree, main)
    try:
        src_text = Path(full).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        src_text = ""
    if guard is not None and main is None and not opts:
        delegate = _delegated_entry(repo, rel, tree, guard, training_score(src_text))
        if delegate is not None:
            return delegate
    if main:
        accepts, returns = _main_info(tree, main)
    return EntryPoint(path=rel, module=module_name(rel), main=main, main_accepts_argv=accepts,
                      has_main_guard=guard is not None, options=opts,
                      config_files=_config_defaults(opts, tree, repo), returns_value=returns,
                      training_score=training_score(src_text))


def _delegated_entry(repo: str, rel: str, tree: ast.Module, guard: ast.If, own_score: float) -> EntryPoint | None:
    """A script whose main guard only calls a function it imports from the repository (`from pkg.train import
    main; main()`): that function, with its module's options, is what running the script runs."""
    imported: dict[str, tuple[str, str]] = {}
    package = rel.rsplit("/", 1)[0].replace("/", ".") if "/" in rel else ""
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:      # relative to the script's package
                parts = package.split(".") if package else []
                base = ".".join(p for p in [*parts[:len(parts) - node.level + 1], base] if p)
            for alias in node.names:
                imported[alias.asname or alias.name] = (base, alias.name)
    for name in _called_names(guard.body):
        if name not in imported:
            continue
        module, func = imported[name]
        ep = console_entry(repo, f"{module}:{func}")
        if ep is None or not (ep.options or ep.main_accepts_argv):
            continue
        return EntryPoint(path=rel, module=ep.module, main=ep.main, main_accepts_argv=ep.main_accepts_argv,
                          has_main_guard=True, options=ep.options, config_files=ep.config_files,
                          returns_value=ep.returns_value, training_score=max(own_score, ep.training_score))
    return None


def _imported_parser_options(repo: str, rel: str, tree: ast.Module, main: str) -> list[ArgOption]:
    """Options a class imported from the repository parses for `main` (`return run(TrainConfig.from_cli(argv))`):
    its `add_argument` calls and the dataclass fields it turns into options, read from that class's module."""
    func = next((n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == main),
                None)
    if func is None:
        return []
    for node in ast.walk(func):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)):
            continue
        cls = _find_class(tree, repo, rel, node.func.value.id)
        method = next((m for m in cls.body if isinstance(m, ast.FunctionDef) and m.name == node.func.attr),
                      None) if cls is not None else None
        if method is None:
            continue
        # the method's own add_argument calls, and the fields(cls) loops of its class
        opts = _module_options(ast.Module(body=[method], type_ignores=[]), repo, rel,
                               fields_from=ast.Module(body=[cls], type_ignores=[]))
        if opts:
            return opts
    return []


def _module_options(tree: ast.Module, repo: str, rel: str, fields_from: ast.Module | None = None) -> list[ArgOption]:
    """The `add_argument` options written out in `tree`, then those built from dataclass fields or a config dict
    (in `fields_from`, by default the same tree) that no written-out one already names."""
    opts = argparse_options(tree)
    written = {o.dest for o in opts}
    return opts + [o for o in dataclass_options(fields_from or tree, repo, rel) if o.dest not in written]


def _mentions_main(path: str) -> bool:
    """Whether the file's text holds "__main__", which a main guard needs: the other files of a large
    repository are not parsed (analysing all of torch's 2,200 files took 97 s of a first reproduce)."""
    try:
        with open(path, "rb") as f:
            return b"__main__" in f.read()
    except OSError:
        return False


def find_entry_points(repo: str) -> list[EntryPoint]:
    """Scripts with a `__main__` block, most training-like first."""
    eps = []
    for rel in python_files(repo):
        if rel.rsplit("/", 1)[-1].startswith("test_") or not _mentions_main(os.path.join(repo, rel)):
            continue
        ep = analyse_script(repo, rel, guarded_only=True)
        if ep and ep.has_main_guard:
            eps.append(ep)
    eps.sort(key=lambda e: (-(e.training_score + (5 if "/" not in e.path else 0)), e.path))
    return eps


def console_scripts(repo: str) -> dict[str, str]:
    """The commands the repository installs (`toydiff-train = "toydiff.cli:main"`): pyproject's
    `[project.scripts]` and `[tool.poetry.scripts]`, setup.cfg's `console_scripts`, and a literal
    `entry_points={"console_scripts": [...]}` in setup.py (read, never run). Name -> "module:function"."""
    import configparser
    import tomllib

    found: dict[str, str] = {}
    try:
        with open(os.path.join(repo, "pyproject.toml"), "rb") as f:
            data = tomllib.load(f)
        for table in ((data.get("project") or {}).get("scripts"),
                      ((data.get("tool") or {}).get("poetry") or {}).get("scripts")):
            for name, target in (table or {}).items():
                if isinstance(target, str):
                    found.setdefault(name, target)
    except (OSError, ValueError):
        pass
    cfg = configparser.ConfigParser()
    try:
        cfg.read(os.path.join(repo, "setup.cfg"), encoding="utf-8")
        lines = cfg.get("options.entry_points", "console_scripts", fallback="").splitlines()
    except (configparser.Error, UnicodeDecodeError):
        lines = []
    tree = parse_file(os.path.join(repo, "setup.py"))
    for node in ast.walk(tree) if tree is not None else ():
        if isinstance(node, ast.keyword) and node.arg == "entry_points":
            value = _const(node.value)
            if isinstance(value, dict):
                scripts = value.get("console_scripts") or []
                lines += scripts if isinstance(scripts, list) else str(scripts).splitlines()
    for line in lines:
        name, sep, target = str(line).partition("=")
        if sep and name.strip() and ":" in target:
            found.setdefault(name.strip(), target.strip())
    return found


def console_entry(repo: str, target: str) -> EntryPoint | None:
    """The entry point behind an installed command's "module:function": that module's file, with the function
    as its main (called as the command calls it, whether or not the file has a main guard)."""
    module, _, func = target.partition(":")
    func = func.split("[")[0].strip().split(".")[0]
    base = module.strip().replace(".", "/")
    rel = next((r for r in (base + ".py", base + "/__init__.py") if os.path.isfile(os.path.join(repo, r))), None)
    if rel is None or not func.isidentifier():
        return None
    return analyse_script(repo, rel, main=func)
