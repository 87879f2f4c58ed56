"""What a repository declares it needs, read statically (nothing of the repository is run).

    declared = declared_requirements(repo_dir)
    declared.requirements   # ["einops>=0.6", "pyyaml", ...] (PEP 508 strings, framework packages left out)
    declared.framework      # {"torch": ">=1.13"}: what the runner provides instead
    declared.sources        # ["requirements.txt", "setup.py"]
    declared.skipped        # ["git+https://... (requirements.txt): not from the package index", ...]

Sources, in this order: requirements*.txt at the root (and the files they include with -r), pyproject.toml
([project] dependencies, PEP 621; [tool.poetry.dependencies]), setup.cfg ([options] install_requires),
setup.py (`install_requires=` read with `ast`: a literal list, or a module-level name bound to one),
environment.yml/.yaml (the `pip:` part; conda packages are listed as skipped). Index options (`-i`,
`--extra-index-url`, `--find-links`) are never taken from a repository: the runner chooses the index.
"""
from __future__ import annotations

import ast
import configparser
import os
import re
import tomllib
from dataclasses import dataclass, field

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

# provided by the runner pool (its torch build, CPU or CUDA), never installed from a repository's list
FRAMEWORK = frozenset({"torch", "torchvision", "torchaudio", "triton", "pytorch-triton"})
FRAMEWORK_PREFIXES = ("nvidia-",)
MAX_FILE_BYTES = 1_000_000
MAX_INCLUDE_DEPTH = 3


@dataclass
class Declared:
    requirements: list[str] = field(default_factory=list)
    framework: dict[str, str] = field(default_factory=dict)   # name -> specifier the repository asks for
    sources: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def is_framework(name: str) -> bool:
    n = canonicalize_name(name)
    return n in FRAMEWORK or n.startswith(FRAMEWORK_PREFIXES)


def declared_requirements(repo_dir: str) -> Declared:
    out = Declared()
    found: dict[str, Requirement] = {}
    readers = [(name, _requirements_txt) for name in _requirement_files(repo_dir)]
    readers += [("pyproject.toml", _pyproject), ("setup.cfg", _setup_cfg), ("setup.py", _setup_py),
                ("environment.yml", _environment_yml), ("environment.yaml", _environment_yml)]
    for name, reader in readers:
        path = os.path.join(repo_dir, name)
        if not os.path.isfile(path) or os.path.getsize(path) > MAX_FILE_BYTES:
            continue
        try:
            lines = reader(path, out, name)
        except (OSError, ValueError, SyntaxError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            out.skipped.append(f"{name}: could not be read ({type(exc).__name__}: {str(exc)[:120]})")
            continue
        if lines:
            out.sources.append(name)
        for line in lines:
            _add(line, name, found, out)
    out.requirements = [str(r) for r in found.values()]
    return out


def _add(text: str, source: str, found: dict[str, Requirement], out: Declared) -> None:
    text = text.strip()
    if not text:
        return
    try:
        req = Requirement(text)
    except InvalidRequirement:
        out.skipped.append(f"{text} ({source}): not a requirement the index can serve")
        return
    if req.url:
        out.skipped.append(f"{text} ({source}): not from the package index")
        return
    if req.marker is not None and not req.marker.evaluate():
        return
    req.marker = None
    name = canonicalize_name(req.name)
    if is_framework(name):
        out.framework.setdefault(name, str(req.specifier))
        return
    if name in found:   # the first source that names a package wins; extras are merged
        found[name].extras |= req.extras
        return
    found[name] = req


def _requirement_files(repo_dir: str) -> list[str]:
    try:
        names = sorted(os.listdir(repo_dir))
    except OSError:
        return []
    # requirements.txt first; documentation builds are not what the code needs
    picked = [n for n in names if re.fullmatch(r"requirements[\w.-]*\.txt", n, re.I) and "doc" not in n.lower()]
    return sorted(picked, key=lambda n: (n.lower() != "requirements.txt", n))


def _requirements_txt(path: str, out: Declared, source: str, depth: int = 0) -> list[str]:
    lines: list[str] = []
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"\\\n", " ", text)            # continuation lines
    for raw in text.splitlines():
        line = re.sub(r"(^|\s)#.*$", "", raw).strip()
        if not line:
            continue
        if line.startswith(("-r ", "--requirement", "-c ", "--constraint")):
            include = line.split(None, 1)[1].strip() if " " in line else line.partition("=")[2]
            target = os.path.normpath(os.path.join(os.path.dirname(path), include))
            root = os.path.dirname(os.path.abspath(path))
            if depth < MAX_INCLUDE_DEPTH and line.startswith(("-r", "--requirement")) and \
                    os.path.abspath(target).startswith(root + os.sep) and os.path.isfile(target):
                lines += _requirements_txt(target, out, source, depth + 1)
            continue
        if line.startswith("-e ") or line in (".", "./") or line.startswith(("./", "../")):
            continue   # the repository itself: it is on PYTHONPATH
        if line.startswith("-"):
            out.skipped.append(f"{line} ({source}): option ignored (the runner chooses the index)")
            continue
        lines.append(re.split(r"\s+--hash", line)[0].strip())
    return lines


def _pyproject(path: str, out: Declared, source: str) -> list[str]:
    data = tomllib.loads(open(path, encoding="utf-8").read())
    lines = [str(d) for d in (data.get("project") or {}).get("dependencies") or []]
    poetry = ((data.get("tool") or {}).get("poetry") or {}).get("dependencies") or {}
    for name, spec in poetry.items():
        if canonicalize_name(name) == "python":
            continue
        line = _poetry_requirement(name, spec)
        if line is None:
            out.skipped.append(f"{name} ({source}): a path, git or optional dependency")
        else:
            lines.append(line)
    return lines


def _poetry_requirement(name: str, spec) -> str | None:
    extras = ""
    if isinstance(spec, dict):
        if spec.get("optional") or not spec.get("version") and any(k in spec for k in ("git", "path", "url")):
            return None
        extras = f"[{','.join(spec['extras'])}]" if spec.get("extras") else ""
        spec = spec.get("version", "*")
    if isinstance(spec, list):   # multiple constraints by marker: take the first
        return _poetry_requirement(name, spec[0]) if spec else name
    return f"{name}{extras}{poetry_specifier(str(spec))}"


def poetry_specifier(spec: str) -> str:
    """Poetry's version syntax as PEP 440: ^1.2.3 -> >=1.2.3,<2.0.0; ~1.2 -> >=1.2,<1.3; 1.2 -> ==1.2; * -> ''."""
    parts = []
    for piece in re.split(r"\s*,\s*|\s+(?=[<>=!~^])", spec.strip()):
        piece = piece.strip()
        if not piece or piece == "*":
            continue
        if piece.startswith("^"):
            v = [int(x) for x in re.findall(r"\d+", piece)[:3]]
            upper = _caret_upper(v)
            parts += [f">={piece[1:]}", f"<{upper}"]
        elif piece.startswith("~") and not piece.startswith("~="):
            v = [int(x) for x in re.findall(r"\d+", piece)[:3]]
            upper = f"{v[0] + 1}.0.0" if len(v) == 1 else f"{v[0]}.{v[1] + 1}.0"
            parts += [f">={piece[1:]}", f"<{upper}"]
        elif re.match(r"[<>=!~]", piece):
            parts.append(piece)
        elif piece.endswith(".*"):
            parts.append(f"=={piece}")
        else:
            parts.append(f"=={piece}")
    return ",".join(parts)


def _caret_upper(v: list[int]) -> str:
    v = v + [0] * (3 - len(v))
    for i, x in enumerate(v):
        if x != 0 or i == len(v) - 1:
            bumped = v[:i] + [x + 1] + [0] * (len(v) - i - 1)
            return ".".join(map(str, bumped))
    return "1.0.0"


def _setup_cfg(path: str, out: Declared, source: str) -> list[str]:
    cfg = configparser.ConfigParser(interpolation=None)
    cfg.read_string(open(path, encoding="utf-8").read())
    value = cfg.get("options", "install_requires", fallback="")
    return [line.strip() for line in value.splitlines() if line.strip() and not line.strip().startswith("#")]


def _setup_py(path: str, out: Declared, source: str) -> list[str]:
    """`install_requires` of a setup() call, read with ast: a literal list or tuple, a module-level name bound
    to one, or such lists added together. Anything computed (a file read, a function call) is left to the
    requirements file it reads, which is read anyway."""
    tree = ast.parse(open(path, encoding="utf-8").read(), filename=path)
    names: dict[str, ast.expr] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            names[node.targets[0].id] = node.value
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _call_name(node.func) == "setup":
            for kw in node.keywords:
                if kw.arg == "install_requires":
                    value = _literal_list(kw.value, names)
                    if value is None:
                        out.skipped.append(f"install_requires ({source}): computed, not a literal list")
                        return []
                    return value
    return []


def _call_name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _literal_list(node: ast.expr, names: dict[str, ast.expr], depth: int = 0) -> list[str] | None:
    if depth > 5:
        return None
    if isinstance(node, ast.Name) and node.id in names:
        return _literal_list(names[node.id], names, depth + 1)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal_list(node.left, names, depth + 1), _literal_list(node.right, names, depth + 1)
        return None if left is None or right is None else left + right
    if isinstance(node, (ast.List, ast.Tuple)):
        items = []
        for elt in node.elts:
            if not (isinstance(elt, ast.Constant) and isinstance(elt.value, str)):
                return None
            items.append(elt.value)
        return items
    return None


def _environment_yml(path: str, out: Declared, source: str) -> list[str]:
    import yaml
    data = yaml.safe_load(open(path, encoding="utf-8")) or {}
    lines: list[str] = []
    conda: list[str] = []
    for dep in data.get("dependencies") or [] if isinstance(data, dict) else []:
        if isinstance(dep, dict) and isinstance(dep.get("pip"), list):
            lines += [str(d) for d in dep["pip"] if not str(d).startswith("-")]
        elif isinstance(dep, str) and not re.match(r"(python|pip)\b", dep):
            conda.append(dep)
    if conda:
        out.skipped.append(f"{', '.join(conda[:8])}{' ...' if len(conda) > 8 else ''} ({source}): conda "
                           "packages (only the pip part is installed)")
    return lines
