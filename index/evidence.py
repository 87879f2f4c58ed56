"""What a report without a traceback carries, read from its text for the reranker (index.search):
the settings the reporter quotes (`name: rmsnorm` in a YAML block, `--model lstm`, `pooling="mean"`)
and those of repository config files the report names, by value. A value that is a name is usually
a key of a registry or a branch (`{"rmsnorm": RMSNorm}`, `if name in ("rmsnorm", "rms"):`): the
code on that line is where the setting takes effect.

(Matching pasted output to the code that printed it was measured too and dropped: it pulled up
`main` and `parse_args`, which print, over the code at fault: dev 93.3 -> 90.0 %, bench/cases
70.8 -> 66.7 %, no gain on the unseen set.)
"""
from __future__ import annotations

import os
import re

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
