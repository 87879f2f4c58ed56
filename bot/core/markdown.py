"""Markdown shared by the report and the issue comment: inert user text, safe code fences and spans, table
cells, plurals, and a check of the structure GitHub needs (tables closed by a blank line, balanced <details>,
no raw HTML but ours)."""
from __future__ import annotations

import html
import re

# the HTML our templates write; anything else outside code is raw HTML that came from somewhere else
OUR_TAGS = {"details", "summary", "code", "br"}


def quiet(text: object) -> str:
    """Text from runs and generators, made inert in Markdown: no @mentions (a zero-width joiner after @),
    no raw HTML (so no fake markers or hidden content)."""
    return str(text).replace("@", "@\u2060").replace("<", "&lt;")


def fence(code: str) -> str:
    """A code fence longer than any backtick run in `code`, so the code cannot close it early."""
    longest = max((len(m) for m in re.findall(r"`+", code or "")), default=0)
    return "`" * max(3, longest + 1)


def code_span(text: object, limit: int = 300) -> str:
    """One line of any text as an inline code span: literal (no Markdown, no HTML), on one line, cut to `limit`
    characters, delimited by more backticks than it holds; an @ keeps its zero-width joiner, as in `quiet`."""
    s = " ".join(str(text).split()).replace("@", "@\u2060")
    if len(s) > limit:
        s = s[:limit - 1] + "…"
    if not s:
        return ""
    ticks = "`" * (max((len(m) for m in re.findall(r"`+", s)), default=0) + 1)
    pad = " " if s.startswith("`") or s.endswith("`") else ""
    return f"{ticks}{pad}{s}{pad}{ticks}"


def cell(text: object, limit: int = 200) -> str:
    """Inert text for a table cell: one line, pipes escaped."""
    s = quiet(" ".join(str(text).split()))
    if len(s) > limit:
        s = s[:limit - 1] + "…"
    return s.replace("|", "\\|")


def attr(text: object) -> str:
    """Text for inside our HTML (a <summary>): escaped, where Markdown is not read."""
    return html.escape(" ".join(str(text).split()), quote=True)


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 line', '2 lines', '0 entry points' (`many` for irregular plurals)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_TAG = re.compile(r"<(/?)([A-Za-z][\w-]*)[^>]*>")
_TABLE_DELIM = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _outside_code(lines: list[str]) -> list[tuple[int, str]]:
    """(index, line) of the lines outside fenced code blocks, with inline code spans blanked out."""
    out, fence_open = [], ""
    for i, line in enumerate(lines):
        m = _FENCE.match(line)
        if fence_open:
            if m and m.group(1)[0] == fence_open[0] and len(m.group(1)) >= len(fence_open) \
                    and not line.strip()[len(m.group(1)):].strip():
                fence_open = ""
            continue
        if m:
            fence_open = m.group(1)
            continue
        out.append((i, re.sub(r"(`+)(.+?)\1", "", line)))
    return out


def structure_problems(text: str, allowed_comments: tuple[str, ...] = ()) -> list[str]:
    """What would make GitHub render `text` other than meant: a table not closed by a blank line (the next
    line becomes its last row), a table with an empty header row (an empty strip), an unclosed code fence,
    unbalanced <details>, a <summary> or </details> not followed by a blank line (the Markdown after it is then
    not read), and raw HTML other than ours (or an HTML comment not in `allowed_comments`)."""
    problems = []
    lines = text.split("\n")
    # fences
    opened = None
    for i, line in enumerate(lines):
        m = _FENCE.match(line)
        if not m:
            continue
        if opened is None:
            opened = (i, m.group(1))
        elif m.group(1)[0] == opened[1][0] and len(m.group(1)) >= len(opened[1]) and \
                not line.strip()[len(m.group(1)):].strip():
            opened = None
    if opened is not None:
        problems.append(f"line {opened[0] + 1}: code fence {opened[1]!r} is never closed")
    outside = _outside_code(lines)
    plain = dict(outside)
    # tables: a header row, a delimiter row, rows; then a blank line (or the end)
    for i, line in outside:
        if i == 0 or not _TABLE_DELIM.match(line) or "|" not in line or "|" not in plain.get(i - 1, ""):
            continue
        header = plain.get(i - 1, "")
        if not header.replace("|", "").strip():
            problems.append(f"line {i}: a table with an empty header row")
        if i >= 2 and lines[i - 2].strip():
            problems.append(f"line {i}: a table that does not start after a blank line")
        j = i + 1
        while j < len(lines) and lines[j].strip().startswith("|"):
            j += 1
        if j < len(lines) and lines[j].strip():
            problems.append(f"line {j + 1}: {lines[j].strip()[:60]!r} follows a table without a blank line, "
                            "so it renders as the table's last row")
    # HTML: ours only, <details> balanced and nested, a blank line after each <summary> line
    depth = 0
    for i, line in outside:
        for m in re.finditer(r"<!--(.*?)-->", line):
            if m.group(0) not in allowed_comments:
                problems.append(f"line {i + 1}: an HTML comment {m.group(0)[:40]!r}")
        for m in _TAG.finditer(re.sub(r"<!--.*?-->", "", line)):
            closing, tag = m.group(1) == "/", m.group(2).lower()
            if tag not in OUR_TAGS:
                problems.append(f"line {i + 1}: raw HTML <{m.group(1)}{tag}>")
            elif tag == "details":
                depth += -1 if closing else 1
                if depth < 0:
                    problems.append(f"line {i + 1}: </details> without <details>")
                    depth = 0
        if "</summary>" in line and i + 1 < len(lines) and lines[i + 1].strip():
            problems.append(f"line {i + 2}: no blank line after <summary>: the Markdown inside is not read")
        if "</details>" in line and i + 1 < len(lines) and lines[i + 1].strip():
            problems.append(f"line {i + 2}: no blank line after </details>: the next lines stay raw HTML")
    if depth:
        problems.append(f"{depth} <details> never closed")
    return problems
