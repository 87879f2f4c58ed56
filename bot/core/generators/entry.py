"""How people actually have their code, and how the offline generator enters each kind: module-level scripts
(no `__main__` guard), code pasted in the report that is the repository's own file (run the file, never a
copy), fragments of a file (run the file they came from), notebooks (code cells in order), and usage
snippets of a library (the snippet as the test body, against the repository's modules). Also: literal loop
bounds to keep small (applied by libcst inside the generated test, runner/harness/repgen_support.py
`_shrink_source`) and stand-ins for data files the repository lacks.

Pure analysis over the report and the repository's files; bad input ends in `NoEntry` with a reason.
"""
from __future__ import annotations

import ast
import builtins
import json
import os
import re
import textwrap
from dataclasses import dataclass, field

SKIP_FILES = ("setup.py", "conftest.py", "__init__.py")
EPOCH_NAME_RE = re.compile(r"^(?:num_|n_|max_|total_)?epochs?$|^epoch_?(?:num|count)$", re.I)
STEP_NAME_RE = re.compile(r"^(?:num_|n_|max_|total_|train_)?(?:steps|iters?|iterations|updates)$", re.I)
# IPython lines a plain interpreter cannot run: magics, shell escapes, `x = !cmd`, help
MAGIC_RE = re.compile(r"^\s*(?:[%!]|\?|\w+\s*=\s*!|get_ipython\(\))")
FULL_BATCH_STEPS = 50
# how many data items there are: `n`, `num_train`, `n_samples`, `num_train_examples`, `n_tiles`, `num_val_images`,
# `dataset_size`, `samples`, and the evaluation splits (`n_val`, `num_test`, `val_size`): evaluating them costs
# time every epoch too (`n_layers`, `n_classes` are not sizes of the data)
SIZE_RE = re.compile(r"^(?:(?:n|num)(?:_(?:train|val|valid|test|eval|dev|probe))?"
                     r"(?:_(?:samples|examples|rows|points|records|items|instances|tiles|images|imgs|clips|"
                     r"sequences|seqs|sentences|docs|documents|texts|articles|windows|patches|series|utterances|"
                     r"molecules|graphs|users|sessions|trajectories|videos|files|pairs|triplets))?"
                     r"|(?:train|val|valid|test|eval|dataset|data)_size|samples|examples)$")
NOTEBOOK_CUE_RE = re.compile(r"\b(?:jupyter|colab|notebook|ipynb|ipython)\b", re.I)


class NoEntry(Exception):
    """No way in, with the reason said to the user (a notebook that does not parse, code in another language,
    a script that waits for input())."""


# --------------------------------------------------------------------------- scripts
def parse(source: str) -> ast.Module | None:
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError):
        return None


def module_level_work(tree: ast.Module) -> int:
    """How much a file does at its top level: loops, `with` blocks and calls outside any function."""
    score = 0
    for node in tree.body:
        if isinstance(node, (ast.For, ast.While, ast.AsyncFor)):
            score += 3
        elif isinstance(node, ast.With):
            score += 2
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            score += 1
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None and \
                any(isinstance(n, ast.Call) for n in ast.walk(node.value)):
            score += 1
    return score


def is_module_script(tree: ast.Module) -> bool:
    """A file whose top level does the work (a loop at module level, or several calls), with no main guard."""
    loops = any(isinstance(n, (ast.For, ast.While)) for n in tree.body)
    calls = sum(isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) for n in tree.body)
    return loops or (calls >= 2 and module_level_work(tree) >= 4)


def read(repo: str, rel: str) -> str | None:
    try:
        with open(os.path.join(repo, rel), encoding="utf-8") as f:
            return f.read()
    except (OSError, UnicodeDecodeError):
        return None


def module_scripts(repo: str, repo_py: list[str]) -> list[str]:
    """Repository files that are module-level scripts, most training-like first."""
    out = []
    for rel in repo_py:
        name = rel.rsplit("/", 1)[-1]
        if name in SKIP_FILES or name.startswith("test_") or rel.startswith(("tests/", "test/", "docs/")):
            continue
        src = read(repo, rel)
        tree = parse(src) if src is not None else None
        if tree is not None and is_module_script(tree):
            out.append((-_training_cues(src or ""), rel.count("/"), rel))
    return [r for *_, r in sorted(out)]


def _training_cues(source: str) -> int:
    return sum(source.count(c) for c in (".backward(", ".step()", "optim.", "DataLoader", "loss", "epoch"))


def needs_input(source: str) -> bool:
    tree = parse(source)
    return tree is not None and any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "input"
                                    for n in ast.walk(tree))


# --------------------------------------------------------------------------- notebooks
def notebook_cells(repo: str, rel: str) -> list[str]:
    """The code cells of a notebook, read as JSON with the standard library (a notebook is JSON; nbformat is
    not installed and not needed to read cells); IPython lines commented out. NoEntry when it does not parse."""
    text = read(repo, rel)
    if text is None:
        raise NoEntry(f"the notebook `{rel}` could not be read")
    try:
        nb = json.loads(text)
        cells = [c for c in nb["cells"] if c.get("cell_type") == "code"]
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise NoEntry(f"the notebook `{rel}` does not parse as a notebook (JSON with `cells`): {exc}") from None
    out = []
    for cell in cells:
        src = cell.get("source", "")
        src = "".join(src) if isinstance(src, list) else str(src)
        out.append("".join(("# " + line) if MAGIC_RE.match(line) else line for line in src.splitlines(True)))
    return out


def magic_lines(repo: str, rel: str) -> list[str]:
    lines = []
    for cell in notebook_cells(repo, rel):
        lines += [ln[2:].strip() for ln in cell.splitlines() if ln.startswith("# ") and MAGIC_RE.match(ln[2:])]
    return lines


def notebooks(repo: str, files: list[str]) -> list[str]:
    return [f for f in files if f.endswith(".ipynb") and ".ipynb_checkpoints/" not in f]


# --------------------------------------------------------------------------- matching pasted code to files
def _norm_lines(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        line = re.sub(r"\s+#.*$|^\s*#.*$", "", line).strip()
        line = re.sub(r"\s+", " ", line)
        if line and line not in ("...", "pass", ")", "]", "}", "else:", "try:") and not line.startswith(">>>"):
            out.append(line)
    return out


@dataclass
class CodeMatch:
    path: str
    score: float                 # share of the pasted lines found in the file
    matched: int
    block: str
    fragment: bool = False       # the pasted lines are part of the file, not the whole of it


def match_blocks(blocks: list[str], repo: str, candidates: list[str]) -> CodeMatch | None:
    """The repository file the report's pasted code comes from (same statements, maybe trimmed or edited),
    by the share of the pasted lines found in the file."""
    texts: dict[str, set[str]] = {}
    for rel in candidates:
        if rel.endswith(".ipynb"):
            try:
                src = "\n".join(notebook_cells(repo, rel))
            except NoEntry:
                continue
        else:
            src = read(repo, rel) or ""
        texts[rel] = set(_norm_lines(src))
    best = None
    for block in blocks:
        if "Traceback (most recent call last)" in block:
            continue
        lines = _norm_lines(block)
        if len(lines) < 3:
            continue
        for rel, have in texts.items():
            matched = sum(1 for ln in lines if ln in have)
            score = matched / len(lines)
            if matched >= 3 and score >= 0.6 and (best is None or (score, matched) > (best.score, best.matched)):
                best = CodeMatch(rel, score, matched, block, fragment=matched < 0.8 * len(have))
    return best


# --------------------------------------------------------------------------- keeping it small
@dataclass
class Shrink:
    rules: dict[str, dict[str, int]] = field(default_factory=lambda: {"range": {}, "assign": {}, "keyword": {},
                                                                      "flag": {}})
    notes: list[str] = field(default_factory=list)

    def add(self, kind: str, name: str, old: int, new: int, what: str) -> None:
        key = f"{name}:{old}"
        if new != old and key not in self.rules[kind]:
            self.rules[kind][key] = new
            self.notes.append(f"kept small: {what}")


def shrink_rules(sources: list[str], epoch_cap: int, epoch_floor: int, step_cap: int,
                 protected: set[str] | None = None, size_divisor: int | None = None) -> Shrink:
    """Literal loop bounds and sizes to make small: `for epoch in range(200)`, `num_iter = 5000`,
    `fit(..., epochs=40)`, the command-line flags a script passes to a `main(argv)` (`["--epochs", "40"]`),
    and with `size_divisor` the data's size (`n_train=20000`). Names the report says matter (`protected`) are
    left alone."""
    protected = protected or set()
    out = Shrink()

    def cap(name: str, value: int) -> int | None:
        if name in protected:
            return None
        if EPOCH_NAME_RE.match(name):
            return value if value <= epoch_floor else max(min(value, epoch_cap), epoch_floor)
        if STEP_NAME_RE.match(name) and value > step_cap:
            return step_cap
        if size_divisor and SIZE_RE.match(name.lower()) and value >= 400:      # N_TRAIN = 8000 too
            return max(value // size_divisor, 100)
        return None

    for src in sources:
        tree = parse(src)
        if tree is None:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.For) and isinstance(node.target, ast.Name) and isinstance(node.iter, ast.Call) \
                    and isinstance(node.iter.func, ast.Name) and node.iter.func.id == "range" \
                    and 1 <= len(node.iter.args) <= 3 and not node.iter.keywords:
                args = node.iter.args
                k = 0 if len(args) == 1 else 1
                stop = _int(args[k])
                start = _int(args[0]) if k == 1 else 0
                if stop is None or start is None:
                    continue
                var = node.target.id
                count = stop - start
                if var in protected:
                    continue
                if re.search(r"epoch", var, re.I):
                    # an "epoch" with no inner loop is one full-batch step: keep enough of them to see a trend
                    inner = any(isinstance(n, (ast.For, ast.While)) for n in ast.walk(node) if n is not node)
                    top = epoch_cap if inner else max(epoch_cap, FULL_BATCH_STEPS)
                    new = count if count <= epoch_floor else max(min(count, top), epoch_floor)
                elif count > step_cap:
                    new = step_cap
                else:
                    continue
                shown = f"range({start}, {{}})" if k == 1 else "range({})"
                out.add("range", var, stop, start + new,
                        f"`for {var} in {shown.format(stop)}` → `{shown.format(start + new)}`")
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                value = _int(node.value)
                name = node.targets[0].id
                new = cap(name, value) if value is not None else None
                if new is not None:
                    out.add("assign", name, value, new, f"`{name} = {value}` → `{name} = {new}`")
            elif isinstance(node, ast.keyword) and node.arg:
                value = _int(node.value)
                new = cap(node.arg, value) if value is not None else None
                if new is not None:
                    out.add("keyword", node.arg, value, new, f"`{node.arg}={value}` → `{node.arg}={new}`")
            elif isinstance(node, (ast.List, ast.Tuple)):
                for flag, value in _flag_values(node):
                    new = cap(flag.lstrip("-").replace("-", "_"), value)
                    if new is not None:
                        out.add("flag", flag, value, new, f"`{flag} {value}` → `{flag} {new}`")
    return out


def _flag_values(node: ast.List | ast.Tuple) -> list[tuple[str, int]]:
    """(flag, number) pairs of an argv list literal: `["--epochs", "40"]` and `["--epochs=40"]`."""
    strings = [e.value if isinstance(e, ast.Constant) and isinstance(e.value, str) else None for e in node.elts]
    out = []
    for i, tok in enumerate(strings):
        if not tok or not tok.startswith("--"):
            continue
        flag, _, value = tok.partition("=")
        if not value and i + 1 < len(strings):
            value = strings[i + 1] or ""
        if re.fullmatch(r"\d+", value):
            out.append((flag, int(value)))
    return out


def _int(node: ast.AST) -> int | None:
    return node.value if isinstance(node, ast.Constant) and type(node.value) is int else None


# --------------------------------------------------------------------------- usage snippets of a library
@dataclass
class Usage:
    source: str                                   # the test body: prints rewritten to record their values
    notes: list[str] = field(default_factory=list)
    flagged: list[tuple[str, float]] = field(default_factory=list)  # (expression, value the report marks wrong)
    repeats: bool = False                         # an expression printed twice (two calls to compare)


SURPRISE_RE = re.compile(r"#\s*(-?\d+(?:\.\d+)?)\s*(?:\?{1,}|!\?|\(?(?:wrong|should be|expected)\b)", re.I)
DATA_NAMES = re.compile(r"^(?:X|x|X_train|x_train|inputs?|data|features|batch)$")
LABEL_NAMES = re.compile(r"^(?:y|Y|y_train|labels?|targets?)$")
DIM_KEYWORDS = ("in_dim", "input_dim", "in_features", "n_features", "num_features", "input_size", "in_channels")
CLASS_KEYWORDS = ("num_classes", "n_classes", "out_dim", "n_out", "num_labels")


def repo_exports(repo: str, repo_py: list[str]) -> dict[str, str]:
    """Top-level names each repository module (and package) defines or re-exports: name -> module."""
    out: dict[str, str] = {}
    for rel in sorted(repo_py, key=lambda r: (r.count("/"), r)):
        if rel.rsplit("/", 1)[-1].startswith("test_") or rel.startswith(("tests/", "docs/")):
            continue
        tree = parse(read(repo, rel) or "")
        if tree is None:
            continue
        mod = rel[:-3].replace("/", ".")
        if mod.endswith(".__init__"):
            mod = mod[:-9]
        for node in tree.body:
            names = []
            if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
                names = [node.name]
            elif isinstance(node, ast.ImportFrom) and mod.count(".") == 0 and rel.endswith("__init__.py"):
                names = [a.asname or a.name for a in node.names if a.name != "*"]
            for n in names:
                if not n.startswith("_"):
                    out.setdefault(n, mod)
    return out


def _bound_and_used(tree: ast.Module) -> tuple[set[str], list[str]]:
    bound: set[str] = set()
    used: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, (ast.Store, ast.Del)):
                bound.add(node.id)
            elif node.id not in used:
                used.append(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            bound.add(node.name)
            if not isinstance(node, ast.ClassDef):
                bound.update(a.arg for a in node.args.args + node.args.kwonlyargs)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
    return bound, used


def usage_snippet(block: str, repo: str, repo_py: list[str]) -> Usage | None:
    """The report's snippet as a test body when it uses the repository (imports its modules or calls names
    they export); names it uses but does not define are imported from the repository, or made as small
    synthetic data when the snippet shows their shape. NoEntry when other names are missing."""
    source = textwrap.dedent(block)
    tree = parse(source)
    if tree is None or not any(isinstance(n, ast.Call) for n in ast.walk(tree)):
        return None
    tops = {p.split("/", 1)[0].removesuffix(".py") for p in repo_py}
    imports = {(n.module or "").split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)} | \
        {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    exports = repo_exports(repo, repo_py)
    bound, used = _bound_and_used(tree)
    missing = [n for n in used if n not in bound and not hasattr(builtins, n)]
    from_repo = [n for n in missing if n in exports]
    if not (imports & tops) and not from_repo:
        return None
    header, notes = [], []
    if "torch" not in imports and "torch" in missing or "torch" not in bound:
        header.append("import torch")
    if "nn" in missing:
        header.append("import torch.nn as nn")
        missing.remove("nn")
    if "F" in missing:
        header.append("import torch.nn.functional as F")
        missing.remove("F")
    for name in from_repo:
        header.append(f"from {exports[name]} import {name}")
        notes.append(f"`{name}` imported from the repository's `{exports[name]}` (the snippet uses it without an import)")
    rest = [n for n in missing if n not in from_repo and n != "torch"]
    dim = _keyword_int(tree, DIM_KEYWORDS)
    classes = _keyword_int(tree, CLASS_KEYWORDS) or 2
    unknown = []
    for name in rest:
        if DATA_NAMES.match(name) and dim:
            header.append(f"{name} = torch.randn(256, {dim})")
            notes.append(f"`{name}`: synthetic float data (256, {dim}); the snippet does not define it "
                         f"(its size from the snippet's `{dim}`)")
        elif LABEL_NAMES.match(name) and dim:
            header.append(f"{name} = torch.randint(0, {classes}, (256,))")
            notes.append(f"`{name}`: synthetic labels (256,) in [0, {classes})")
        else:
            unknown.append(name)
    if unknown:
        raise NoEntry("the report's snippet uses names it does not define and the report does not show how they "
                      f"are made: {', '.join(f'`{n}`' for n in unknown)}; a complete snippet (or the script) is needed")
    body, flagged, seen, repeats = _record_prints(source)
    return Usage(source="\n".join(header + [body]), notes=notes, flagged=flagged, repeats=repeats)


def _keyword_int(tree: ast.Module, names: tuple[str, ...]) -> int | None:
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg in names and _int(node.value):
            return _int(node.value)
    return None


def _record_prints(source: str) -> tuple[str, list[tuple[str, float]], set[str], bool]:
    """Top-level `print(expr)` becomes `_show("expr", expr)`, which prints and records the value; a value the
    report's comment marks as wrong (`print(f(x))  # 0.25 ???`) is kept as flagged."""
    tree = ast.parse(source)
    lines = source.splitlines()
    flagged, seen, repeats = [], set(), False
    for node in reversed(tree.body):
        if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "print" and node.value.args and not node.value.keywords
                and node.lineno == node.end_lineno):
            continue
        line = lines[node.lineno - 1]
        args = ", ".join(ast.get_source_segment(source, a) or "" for a in node.value.args)
        key = ast.get_source_segment(source, node.value.args[0]) or args
        comment = line[node.end_col_offset:]
        m = SURPRISE_RE.search(comment)
        if m:
            flagged.append((key, float(m.group(1))))
        lines[node.lineno - 1] = line[:node.col_offset] + f"_show({key!r}, {args})" + comment
    for node in tree.body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and getattr(node.value.func, "id", "") == "print" \
                and node.value.args:
            key = ast.get_source_segment(source, node.value.args[0])
            repeats = repeats or key in seen
            seen.add(key)
    return "\n".join(lines), flagged, seen, repeats


# --------------------------------------------------------------------------- missing data
TABLE_READ_RE = re.compile(r"""(?:loadtxt|genfromtxt|read_csv|read_table)\(\s*(?:[rbf]?["'])([^"']+\.(?:csv|tsv|txt))["']"""
                           r"""(?P<rest>[^)]*)\)""")
HEADER_RE = re.compile(r"`?\b([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*){2,})\b`?")


def table_stand_ins(source: str, repo: str, report_text: str) -> tuple[dict[str, tuple[list[str], bool]], list[str]]:
    """Tables the script reads and the repository lacks, with their columns when the report or the file's
    comments name them (a header `a,b,c` or `# columns: a, b, c`): path -> column names."""
    found: dict[str, tuple[list[str], bool]] = {}
    notes: list[str] = []
    for m in TABLE_READ_RE.finditer(source):
        path = m.group(1)
        if os.path.exists(os.path.join(repo, path)) or path in found:
            continue
        cols = None
        for text in (report_text, source):
            for h in HEADER_RE.finditer(text):
                names = [c.strip() for c in h.group(1).split(",")]
                if len(names) >= 3 and len(set(names)) == len(names) and not any(
                        kw in names for kw in ("import", "def", "return", "self")):
                    cols = names
                    break
            if cols:
                break
        if cols is None:
            raise NoEntry(f"the script reads `{path}`, which is not in the repository, and neither the report nor "
                          "the code says what columns it has; attaching a few rows of it would let this run")
        header = "read_csv" in m.group(0) or "read_table" in m.group(0) or "skip" in m.group("rest")
        found[path] = (cols, header)
        notes.append(f"`{path}` is not in the repository: a synthetic stand-in with its {len(cols)} columns "
                     f"({', '.join(cols)}), 256 rows of numbers, written in the test's temporary folder")
    return found, notes


FOLDER_TEMPLATE_RE = re.compile(r"([\w.-]+(?:/[\w.-]+)*)/<\w+>/\*\.npy\b(?P<rest>[^\n]*)")
SHAPE_RE = re.compile(r"\b(\d{1,4})\s*[x×]\s*(\d{1,4})(?:\s*[x×]\s*(\d{1,4}))?\b")


def folder_stand_ins(source: str, repo: str) -> tuple[list[tuple[str, list[int]]], list[str]]:
    """Class-per-folder array datasets the code documents (`data/x/train/<class>/*.npy  (each a 64 x 64 array)`)
    and the repository lacks: the folder and the array shape, for synthetic class-dependent stand-ins."""
    found, notes = [], []
    for m in FOLDER_TEMPLATE_RE.finditer(source):
        folder = m.group(1)
        if os.path.exists(os.path.join(repo, folder)) or any(f == folder for f, _ in found):
            continue
        shape = SHAPE_RE.search(m.group("rest"))
        if shape is None and not found:
            continue
        # a second folder listed under the first (`.../val/<class>/*.npy`) has the same arrays
        dims = [int(d) for d in shape.groups() if d] if shape is not None else found[-1][1]
        found.append((folder, dims))
        notes.append(f"`{folder}/<class>/*.npy` is not in the repository: synthetic stand-ins, 3 class folders of "
                     f"{'x'.join(map(str, dims))} arrays whose pattern depends on the class (learnable), written in "
                     "the test's temporary folder")
    return found, notes
