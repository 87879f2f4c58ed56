"""What a report without a traceback carries, read from its text for the reranker (index.search):
the settings the reporter quotes (`name: rmsnorm` in a YAML block, `--model lstm`, `pooling="mean"`)
and those of repository config files the report names, by value. A value that is a name is usually
a key of a registry or a branch (`{"rmsnorm": RMSNorm}`, `if name in ("rmsnorm", "rms"):`): the
code on that line is where the setting takes effect. A config the report pastes or names is also
compared with the repository config nearest to it (`changed_values`): the names its changed values bring
in (a transform added to a list) are code the failing run uses and the other does not.

Pasted output is matched to the format strings that printed it (`printed_values`): what the reporter
quotes as wrong is a value computed elsewhere (`stats['mean_iou']`, `metrics.mae()`), so the names in
the format's placeholders point at that code. (Boosting the printing function itself was measured and
dropped: it pulled up `main` and `parse_args`, which print everything.)
"""
from __future__ import annotations

import ast
import os
import re
import textwrap
from dataclasses import dataclass

import yaml

from index.loops import _dotted

FENCE_RE = re.compile(r"```[^\n]*\n(.*?)```", re.S)
YAML_LINE_RE = re.compile(r"^\s*-?\s*([A-Za-z_][\w.-]*)\s*:\s*([^#\n]*?)\s*(?:#.*)?$")
FLAG_RE = re.compile(r"(?<![\w-])--([A-Za-z][\w-]*)[ =]([A-Za-z_][\w.-]*)(?![\w/])")
ASSIGN_RE = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\s*=\s*[\"']([A-Za-z_][\w.-]*)[\"']")
NAME_VALUE_RE = re.compile(r"^[A-Za-z_][\w-]{2,40}$")
CONFIG_PATH_RE = re.compile(r"[\w./-]+\.(?:ya?ml|json)\b")
PLAIN_WORDS = {"true", "false", "none", "null", "yes", "no", "on", "off", "cpu", "cuda", "auto", "default"}
# a Python string literal: prefix, quote, body (one line)
STR_LIT_RE = re.compile(r"(?<![\w])([rbfuRBFU]{0,2})(\"|')((?:\\.|(?!\2)[^\\\n]){1,300})\2")


def fenced_blocks(text: str) -> list[str]:
    return [m.group(1) for m in FENCE_RE.finditer(text)]


def _is_python(block: str) -> bool:
    return bool(re.search(r"^\s*(?:import |from \w[\w.]* import |def |class |print\(|\w+ = )", block, re.M))


def setting_values(text: str) -> list[str]:
    """Name-like values of the settings quoted in the report: YAML lines, command-line flags,
    keyword arguments with a string value."""
    out: list[str] = []
    for block in fenced_blocks(text):
        if _is_python(block):
            out += [v for _, v in ASSIGN_RE.findall(block)]
            continue
        for line in block.splitlines():
            m = YAML_LINE_RE.match(line)
            if m and not line.lstrip().startswith(("$", ">>>")):
                out.append(m.group(2).strip("'\""))
    out += [v for _, v in FLAG_RE.findall(text)]
    return list(dict.fromkeys(v for v in out if NAME_VALUE_RE.match(v) and v.lower() not in PLAIN_WORDS
                              and not re.fullmatch(r"[\d.eE+-]+", v)))


def config_file_values(text: str, root: str, config_files: list[str]) -> list[str]:
    """Name-like values of the repository config files the report names (`configs/mean_pool.yaml`)."""
    named = set(CONFIG_PATH_RE.findall(text))
    out: list[str] = []
    for rel in config_files:
        if not any(rel == n or rel.endswith("/" + n.lstrip("./")) for n in named):
            continue
        try:
            with open(os.path.join(root, rel), encoding="utf-8") as fh:
                data = fh.read(200_000)
        except OSError:
            continue
        out += setting_values(f"```\n{data}\n```")
    return list(dict.fromkeys(out))


def literals(text: str) -> list[tuple[int, str]]:
    """(line number in text, body) of the string literals of a chunk's code."""
    out = []
    for i, line in enumerate(text.splitlines()):
        if "'" not in line and '"' not in line:
            continue
        out += [(i, m.group(3)) for m in STR_LIT_RE.finditer(line)]
    return out


PRINT_CALLS = re.compile(r"(?:^|\.)(?:print|info|warning|debug|log|write|set_description|set_postfix_str|echo)$")


def _format_parts(node: ast.AST) -> tuple[list[str], list[ast.AST]] | None:
    """(constant pieces, placeholder expressions) of an f-string, a `"..." % (...)` or a `"...".format(...)`."""
    if isinstance(node, ast.JoinedStr):
        consts = [v.value if isinstance(v, ast.Constant) else None for v in node.values]
        exprs = [v.value for v in node.values if isinstance(v, ast.FormattedValue)]
        return [c if c is not None else "\0" for c in consts], exprs
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant) \
            and isinstance(node.left.value, str):
        exprs = node.right.elts if isinstance(node.right, ast.Tuple) else [node.right]
        return [re.sub(r"%[-+ 0#]*\d*(?:\.\d+)?[sdifgeExXr]", "\0", node.left.value)], list(exprs)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format" \
            and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str):
        return [re.sub(r"\{[^{}]*\}", "\0", node.func.value.value)], [*node.args, *(k.value for k in node.keywords)]
    return None


def _format_regex(pieces: list[str]) -> re.Pattern | None:
    """A pattern for the lines a format prints: its constant text, any value in each placeholder. None when
    the constant text is too little to recognise a line by (`f"{x}"`, `f"{a} {b}"`)."""
    text = "".join(pieces)
    if len(re.findall(r"[A-Za-z]{3,}", text)) < 1 or len(re.sub(r"\W|\0", "", text)) < 5:
        return None
    out = []
    for chunk in re.split(r"(\0)", text):
        if chunk == "\0":
            out.append(r"\S.*?" if out and out[-1] == "" else r".*?")
        elif chunk:
            out.append(r"\s*".join(re.escape(w) for w in chunk.split()) if chunk.strip() else r"\s*")
    return re.compile("".join(out).replace(r"\s*\s*", r"\s*"))


def placeholder_names(expr: ast.AST) -> list[str]:
    """The names a printed value comes from: called functions and methods, attributes, string keys of
    subscripts (`stats['mean_iou']` -> mean_iou)."""
    out = []
    for n in ast.walk(expr):
        if isinstance(n, ast.Call):
            out.append(_dotted(n.func).rsplit(".", 1)[-1])
        elif isinstance(n, ast.Attribute):
            out.append(n.attr)
        elif isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Constant) and isinstance(n.slice.value, str):
            out.append(n.slice.value)
    return [x for x in dict.fromkeys(out) if x and re.fullmatch(r"[A-Za-z_]\w{2,}", x)]


def output_lines(text: str) -> list[str]:
    """The lines of the report's non-Python code blocks: output it pastes."""
    return [ln.strip() for b in fenced_blocks(text) if not _is_python(b) for ln in b.splitlines() if ln.strip()]


def printed_values(lines: list[str], chunk_text: str) -> list[str]:
    """Names behind the values of the chunk's print/log formats whose lines the report quotes (`lines`:
    output_lines of the report)."""
    if not lines or not any(m in chunk_text for m in ("print", "log", "write", "set_")):
        return []
    try:
        tree = ast.parse(textwrap.dedent(chunk_text))
    except SyntaxError:
        return []
    out: list[str] = []
    for call in ast.walk(tree):
        if not (isinstance(call, ast.Call) and PRINT_CALLS.search(_dotted(call.func) or "")):
            continue
        for arg in call.args[:1]:
            parts = _format_parts(arg)
            if parts is None and isinstance(arg, ast.Constant) and isinstance(arg.value, str) and call.args[1:]:
                parts = _format_parts(ast.BinOp(arg, ast.Mod(), ast.Tuple(call.args[1:])))   # log.info("%s", x)
            pat = _format_regex(parts[0]) if parts else None
            if pat is not None and any(pat.search(ln) for ln in lines):
                out += [n for e in parts[1] for n in placeholder_names(e)]
    return list(dict.fromkeys(out))


# --------------------------------------------------------------------------- what the reporter changed
MAX_CONFIGS = 200
NAME_RE = re.compile(r"(?<![\w.])[A-Za-z_]\w{2,40}\b")
PYTHON_WORDS = frozenset({"True", "False", "None", "true", "false", "null"})


def _flatten(data: object, prefix: str = "") -> dict[str, str]:
    """Dotted key -> the value as text, for the scalars and lists of a nested mapping."""
    out: dict[str, str] = {}
    if isinstance(data, dict):
        for k, v in data.items():
            key = f"{prefix}{k}"
            if isinstance(v, dict):
                out.update(_flatten(v, key + "."))
            else:
                out[key] = repr(v)
    return out


def _merge(base: dict, over: dict) -> dict:
    out = dict(base)
    for k, v in over.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def _yaml(text: str) -> dict | None:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    return data if isinstance(data, dict) else None


def _resolved(data: dict, here: str, root: str, config_files: list[str], depth: int = 0) -> dict:
    """A config with its `_base_` files merged under it (paths relative to its folder, or any repository
    config of that name for a pasted block)."""
    bases = data.get("_base_")
    data = {k: v for k, v in data.items() if k != "_base_"}
    if not bases or depth > 4:
        return data
    merged: dict = {}
    for base in [bases] if isinstance(bases, str) else bases if isinstance(bases, list) else []:
        if not isinstance(base, str):
            continue
        rel = os.path.normpath(os.path.join(here, base)) if here else ""
        if rel not in config_files:
            rel = next((c for c in config_files if c.endswith("/" + base.lstrip("./")) or c == base), "")
        loaded = _load_config(root, rel) if rel else None
        if loaded is not None:
            merged = _merge(merged, _resolved(loaded, os.path.dirname(rel), root, config_files, depth + 1))
    return _merge(merged, data)


def _load_config(root: str, rel: str) -> dict | None:
    if not rel.endswith((".yaml", ".yml")):
        return None
    try:
        with open(os.path.join(root, rel), encoding="utf-8") as fh:
            return _yaml(fh.read(200_000))
    except OSError:
        return None


@dataclass
class RepoConfigs:
    """A repository's YAML configs as changed_values compares them."""
    root: str
    files: list[str]                          # repo-relative YAML config paths (at most MAX_CONFIGS)
    flat: dict[str, dict[str, str]]           # path -> its settings, `_base_` merged, dotted key -> value text


def load_repo_configs(root: str, config_files: list[str]) -> RepoConfigs:
    configs = [c for c in config_files if c.endswith((".yaml", ".yml"))][:MAX_CONFIGS]
    flat = {}
    for rel in configs:
        data = _load_config(root, rel)
        if data is not None:
            flat[rel] = _flatten(_resolved(data, os.path.dirname(rel), root, configs))
    return RepoConfigs(root, configs, flat)


def changed_values(text: str, repo: RepoConfigs) -> list[str]:
    """Names a report's configs bring in: for each config the report pastes (a YAML block), the settings
    whose values differ from the repository config nearest to it (most settings in common: what the
    reporter edited in a copy of a shipped config), and for repository configs the report names two or
    more of, the settings in which each differs from the nearest other named one (the augmentation list
    of `*_aug.yaml` beside the plain config); of those values, the names the nearest config's value for
    that key lacks (`type: RandomHorizontalFlip` in a list, `pooling: mean`)."""
    # a pasted config is compared with every repository config (the reporter edited a copy of one); a
    # named one only with the others the report names (the run that works beside the one that fails): a
    # lone stock config differs from its siblings in ways the report says nothing about
    reported: list[tuple[str, dict[str, str], dict[str, dict[str, str]]]] = []
    for block in fenced_blocks(text):
        data = None if _is_python(block) else _yaml(block)
        if data is not None and len(data) >= 2:
            reported.append(("", _flatten(_resolved(data, "", repo.root, repo.files)), repo.flat))
    mentioned = set(CONFIG_PATH_RE.findall(text))
    named = {rel: cfg for rel, cfg in repo.flat.items()
             if any(rel == n or rel.endswith("/" + n.lstrip("./")) for n in mentioned)}
    if len(named) >= 2:
        reported += [(rel, cfg, named) for rel, cfg in named.items()]
    names: list[str] = []
    for rel, cfg, pool in reported:
        others = [(sum(1 for k, v in cfg.items() if other.get(k) == v), name, other)
                  for name, other in pool.items() if name != rel]
        if not others:
            continue
        shared, _, nearest = max(others, key=lambda x: (x[0], x[1]))
        if not shared:
            continue
        for k, v in cfg.items():
            if nearest.get(k) == v or "/" in v:        # a path (an output folder, data) selects no code
                continue
            before = set(NAME_RE.findall(nearest.get(k, "")))
            names += [n for n in NAME_RE.findall(v) if n not in before and n not in PYTHON_WORDS]
    return list(dict.fromkeys(names))

