"""Validation level 2: do the framework APIs a test reaches exist in the installed framework?

Every `torch.*` / `tf.*` / `np.*` attribute path in the test, and in the repository modules the test
imports or runs (transitively), is resolved against the framework installed here — the one the local
runner uses — by walking attribute chains through import aliases and calling getattr on the real
module. An API is reported when it is missing (removed or renamed) or when it still exists only as
a stub that raises "... is now removed" (torch keeps `torch.eig` that way). Hints name the
replacement, from a short table or from the framework's own error text.

Problems in the test itself should send the generator back; problems in repository code are
usually the bug being reported, so the caller only informs about those (`ApiProblem.in_test`).
"""
from __future__ import annotations

import ast
import functools
import importlib
import inspect
import json
import os
import re
import subprocess
import sys
import textwrap
import warnings
from dataclasses import asdict, dataclass
from pathlib import Path

TEST_PATH = "test_repro.py"
# import root -> the distribution whose version is named in messages
FRAMEWORKS = {"torch": "torch", "tensorflow": "tensorflow", "numpy": "numpy"}
MAX_REPO_FILES = 60

# replacements the frameworks' own messages do not always spell out
HINTS = {
    "torch.symeig": "torch.linalg.eigh(A) (eigenvalues only: torch.linalg.eigvalsh)",
    "torch.eig": "torch.linalg.eig(A)",
    "torch.solve": "torch.linalg.solve(A, B) (note the swapped argument order)",
    "torch.lstsq": "torch.linalg.lstsq(A, B)",
    "torch.matrix_rank": "torch.linalg.matrix_rank(A)",
    "torch.qr": "torch.linalg.qr(A)",
    "torch.cholesky": "torch.linalg.cholesky(A)",
    "torch.ger": "torch.outer(a, b)",
    "torch.chain_matmul": "torch.linalg.multi_dot(tensors)",
    "torch._six": "the builtins (str for string_classes, math.inf for inf)",
    "torch.testing.assert_allclose": "torch.testing.assert_close",
    "torch.cuda.amp.GradScaler": "torch.amp.GradScaler('cuda')",
    "numpy.float": "float or numpy.float64",
    "numpy.int": "int or numpy.int64",
    "numpy.bool": "bool or numpy.bool_",
    "numpy.object": "object",
    "numpy.float_": "numpy.float64",
    "numpy.NaN": "numpy.nan",
    "numpy.Inf": "numpy.inf",
    "numpy.product": "numpy.prod",
    "numpy.cumproduct": "numpy.cumprod",
    "numpy.alltrue": "numpy.all",
    "numpy.sometrue": "numpy.any",
    "numpy.trapz": "numpy.trapezoid",
    "numpy.row_stack": "numpy.vstack",
    "numpy.asscalar": "a.item()",
    "tensorflow.placeholder": "tf.compat.v1.placeholder (or a tf.function argument)",
    "tensorflow.Session": "tf.compat.v1.Session (or eager execution)",
    "tensorflow.contrib": "the TF2 module that absorbed it (tf.keras, tensorflow_addons, ...)",
}
REMOVED_TEXT = re.compile(r"\b(is|was|been) (now )?removed\b|no longer (supported|available|exists?)|"
                          r"has been removed|deprecated and removed", re.I)


@dataclass
class ApiProblem:
    path: str          # TEST_PATH or the repository file, relative
    api: str           # the full attribute path, e.g. "torch.eig"
    line: int
    message: str       # what is wrong, with the installed version, and the hint
    hint: str = ""     # the replacement, when known
    kind: str = "removed"   # removed (stub that raises) | missing (no such attribute)

    @property
    def in_test(self) -> bool:
        return self.path == TEST_PATH

    def to_dict(self) -> dict:
        return asdict(self)


# --------------------------------------------------------------------------- public
def check_api_compat(source: str, repo_dir: str | None = None, python: str | None = None) -> list[ApiProblem]:
    """Problems in the test `source`, then in the repository files it imports or runs.

    `python`: the interpreter the run will use, when it is not this one (its framework versions count).
    """
    units = [(TEST_PATH, source)]
    if repo_dir:
        units += [(rel, _read(repo_dir, rel)) for rel in reached_files(source, repo_dir)]
    return _problems(units, python)


def check_files(repo_dir: str, paths: list[str], python: str | None = None) -> list[ApiProblem]:
    return _problems([(rel, _read(repo_dir, rel)) for rel in dict.fromkeys(paths)], python)


def check_report(report, repo_dir: str, python: str | None = None) -> list[ApiProblem]:
    """API problems in the repository files on the report's traceback: is the report an API bug?

    Problems on a line the traceback names come first.
    """
    frames = [f for f in getattr(report, "frames", []) if getattr(f, "repo_path", None)]
    problems = check_files(repo_dir, [f.repo_path for f in frames], python)
    on_path = {(f.repo_path, f.line) for f in frames}
    return sorted(problems, key=lambda p: ((p.path, p.line) not in on_path, p.path, p.line))


def check_file(repo_dir: str, rel: str) -> list[ApiProblem]:
    return check_files(repo_dir, [rel])


def _read(repo_dir: str, rel: str) -> str:
    try:
        return Path(repo_dir, rel).read_text(errors="replace")
    except OSError:
        return ""


def _problems(units: list[tuple[str, str]], python: str | None) -> list[ApiProblem]:
    uses: list[tuple[str, str, int]] = []
    for path, source in units:
        seen: set[str] = set()
        for api, line in attribute_uses(source):
            if api not in seen:
                seen.add(api)
                uses.append((path, api, line))
    found, versions = resolve_many(sorted({api for _, api, _ in uses}), python)
    problems = []
    for path, api, line in uses:
        if found.get(api):
            kind, bad_api, detail, hint = found[api]
            version = versions.get(bad_api.split(".")[0], "")
            problems.append(ApiProblem(path, bad_api, line, _message(kind, bad_api, version, detail, hint), hint, kind))
    return problems


def _message(kind: str, api: str, version: str, detail: str, hint: str) -> str:
    what = "is removed (calling it raises)" if kind == "removed" else "does not exist"
    msg = f"{api} {what} in {api.split('.')[0]} {version}"
    if detail:
        msg += f": {detail}"
    return msg + (f" — use {hint}" if hint else "")


# the same resolution run inside another interpreter; api_compat imports nothing outside the stdlib
_REMOTE = ("import json, sys; sys.path.insert(0, sys.argv[1]); from bot.core.api_compat import resolve, framework_version; "
           "apis = json.load(sys.stdin); print(json.dumps({'found': {a: resolve(a) for a in apis}, "
           "'versions': {r: framework_version(r) for r in {a.split('.')[0] for a in apis}}}))")


def resolve_many(apis: list[str], python: str | None = None) -> tuple[dict[str, tuple | None], dict[str, str]]:
    """Resolution of each API and the framework versions, here or in the interpreter `python`."""
    if python and os.path.abspath(python) != os.path.abspath(sys.executable):
        root = str(Path(__file__).resolve().parents[2])
        try:
            proc = subprocess.run([python, "-c", _REMOTE, root], input=json.dumps(apis), capture_output=True,
                                  text=True, timeout=120)
            data = json.loads(proc.stdout.strip().splitlines()[-1])
            return {a: tuple(v) if v else None for a, v in data["found"].items()}, data["versions"]
        except (OSError, subprocess.TimeoutExpired, ValueError, IndexError, KeyError):
            pass   # that interpreter cannot answer: this one's frameworks are the best estimate
    found = {a: resolve(a) for a in apis}
    return found, {r: framework_version(r) for r in {a.split(".")[0] for a in apis}}


# --------------------------------------------------------------------------- AST: which APIs are reached
def attribute_uses(source: str) -> list[tuple[str, int]]:
    """Full dotted framework paths used in `source`, with their first line, through import aliases."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []   # level 1 reports syntax errors
    aliases: dict[str, str] = {}
    uses: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                root = a.name.split(".")[0]
                if root not in FRAMEWORKS:
                    continue
                if a.asname:
                    aliases[a.asname] = a.name
                else:
                    aliases[root] = root
                if "." in a.name:
                    uses.append((a.name, node.lineno))
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            if node.module.split(".")[0] not in FRAMEWORKS:
                continue
            for a in node.names:
                if a.name == "*":
                    continue
                aliases[a.asname or a.name] = f"{node.module}.{a.name}"
                uses.append((f"{node.module}.{a.name}", node.lineno))
    inner = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and id(node) not in inner:
            chain = _chain(node)
            if chain and chain[0] in aliases:
                uses.append((".".join([aliases[chain[0]], *chain[1:]]), node.lineno))
    uses.sort(key=lambda u: u[1])
    return uses


def _chain(node: ast.AST) -> list[str] | None:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return [node.id, *reversed(parts)]
    return None


# --------------------------------------------------------------------------- resolution
@functools.lru_cache(maxsize=4096)
def resolve(api: str) -> tuple[str, str, str, str] | None:
    """None when `api` resolves to something usable; else (kind, the failing path, detail, hint)."""
    parts = api.split(".")
    try:
        obj = importlib.import_module(parts[0])
    except Exception:
        return None   # framework not installed here: nothing to compare against
    path = parts[0]
    for name in parts[1:]:
        if inspect.ismodule(obj):
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    obj = getattr(obj, name)
            except AttributeError as exc:
                sub = _import_submodule(f"{path}.{name}")
                if sub is None:
                    full = f"{path}.{name}"
                    return "missing", full, _first_sentence(str(exc)), _hint(full, str(exc))
                obj = sub
            except Exception:
                return None
        elif inspect.isclass(obj):
            if not hasattr(obj, name):
                return None   # instance attributes are unknowable from the class: do not guess
            obj = getattr(obj, name)
        else:
            return None       # past a function or value: attributes of results are not checked
        path = f"{path}.{name}"
    stub = removed_stub(obj)
    if stub:
        return "removed", path, _first_sentence(stub), _hint(path, stub)
    return None


def _import_submodule(name: str):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return importlib.import_module(name)
    except Exception:
        return None


def removed_stub(obj) -> str | None:
    """The error text when `obj` is a function whose body only raises a 'removed' error."""
    try:
        fn = inspect.unwrap(obj)
    except Exception:
        return None
    if not inspect.isfunction(fn):
        return None
    tree = _function_ast(fn)
    if tree is None:
        return None
    body = tree.body
    if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant):
        body = body[1:]   # docstring
    if not body or not isinstance(body[0], ast.Raise) or body[0].exc is None:
        return None
    text = " ".join(c.value for c in ast.walk(body[0].exc) if isinstance(c, ast.Constant) and isinstance(c.value, str))
    return text if REMOVED_TEXT.search(text) else None


def _function_ast(fn) -> ast.FunctionDef | None:
    try:
        src = textwrap.dedent(inspect.getsource(fn))
        node = ast.parse(src).body[0]
    except Exception:
        return None
    return node if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else None


def _hint(api: str, text: str) -> str:
    if api in HINTS:
        return HINTS[api]
    root = api.split(".")[0]
    # the framework's own text often names the replacement: "... should be replaced with torch.linalg.eigh"
    m = re.search(rf"\b((?:{root}|torch|np|numpy|tf)\.[\w.]+)", text.replace(api, ""))
    if m:
        return m.group(1)
    m = re.search(r"\buse `([^`]+)`", text)
    return m.group(1) if m else ""


def _first_sentence(text: str) -> str:
    text = " ".join(text.split())
    m = re.match(r"(.{20,300}?[.!])(\s|$)", text)
    return m.group(1) if m else text[:300]


@functools.lru_cache(maxsize=8)
def framework_version(root: str) -> str:
    try:
        return str(importlib.import_module(root).__version__)
    except Exception:
        return "(not installed)"


# --------------------------------------------------------------------------- repository files reached
def reached_files(source: str, repo_dir: str) -> list[str]:
    """Repository files the test imports or runs, and transitively what those import (bounded)."""
    modules = _module_map(repo_dir)
    todo = _targets(source, None, modules, repo_dir)
    seen: list[str] = []
    while todo and len(seen) < MAX_REPO_FILES:
        rel = todo.pop(0)
        if rel in seen:
            continue
        seen.append(rel)
        try:
            text = Path(repo_dir, rel).read_text(errors="replace")
        except OSError:
            continue
        todo += [t for t in _targets(text, rel, modules, repo_dir) if t not in seen]
    return seen


def _module_map(repo_dir: str) -> dict[str, str]:
    """dotted module name -> repo-relative file, for the repository's Python files."""
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(repo_dir):
        dirnames[:] = [d for d in dirnames if not d.startswith(".") and d not in ("__pycache__", "venv", "node_modules")]
        for name in filenames:
            if not name.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), repo_dir).replace(os.sep, "/")
            mod = rel[:-3].replace("/", ".")
            out[mod[: -len(".__init__")] if mod.endswith(".__init__") else mod] = rel
    return out


def _targets(source: str, rel: str | None, modules: dict[str, str], repo_dir: str) -> list[str]:
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    package = rel.rsplit("/", 1)[0].replace("/", ".") if rel and "/" in rel else ""
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".") if package else []
                parts = parts[: len(parts) - (node.level - 1)] if node.level > 1 else parts
                base = ".".join([*parts, base] if base else parts)
            names.append(base)
            names += [f"{base}.{a.name}" if base else a.name for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.endswith(".py"):
            # runpy.run_path("train.py") / subprocess [python, "train.py"]
            cand = node.value.lstrip("./")
            if os.path.isfile(os.path.join(repo_dir, cand)):
                names.append(cand[:-3].replace("/", "."))
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "run_module" and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                names.append(arg.value)
    out: list[str] = []
    for name in names:
        # `import a.b.c` also imports a and a.b
        parts = name.split(".")
        for i in range(1, len(parts) + 1):
            f = modules.get(".".join(parts[:i]))
            if f and f not in out:
                out.append(f)
    return out
