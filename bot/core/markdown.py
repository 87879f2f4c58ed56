"""Markdown shared by the report and the issue comment: inert user text, safe code fences, Mermaid charts."""
from __future__ import annotations

import math
import re

SERIES_TITLES = {"loss": "Loss per step", "grad_norm": "Gradient norm per step",
                 "rss_mb": "Process memory (MB) per step", "gpu_mem_mb": "GPU memory (MB) per step"}
MAX_POINTS = 60


def quiet(text: object) -> str:
    """Text from runs and generators, made inert in Markdown: no @mentions (a zero-width joiner after @),
    no raw HTML (so no fake markers or hidden content)."""
    return str(text).replace("@", "@\u2060").replace("<", "&lt;")


def fence(code: str) -> str:
    """A code fence longer than any backtick run in `code`, so the code cannot close it early."""
    longest = max((len(m) for m in re.findall(r"`+", code or "")), default=0)
    return "`" * max(3, longest + 1)


def _fmt(v: float) -> str:
    return f"{v:.6g}"


def mermaid_chart(name: str, points: list[tuple[int, float]]) -> str | None:
    """A Mermaid `xychart-beta` line chart of (step, value) points, or None when nothing finite is left.

    Non-finite values (the NaN a bug produced) cannot be drawn; the title says how many were dropped.
    Long series are thinned to MAX_POINTS evenly spaced points, the last one kept.
    """
    finite = [(int(s), float(v)) for s, v in points if isinstance(v, (int, float)) and math.isfinite(v)]
    dropped = len(points) - len(finite)
    if not finite:
        return None
    if len(finite) > MAX_POINTS:
        stride = len(finite) / MAX_POINTS
        picked = [finite[int(i * stride)] for i in range(MAX_POINTS - 1)] + [finite[-1]]
        finite = picked
    title = SERIES_TITLES.get(name, name)
    if dropped:
        title += f" ({dropped} non-finite value{'s' if dropped != 1 else ''} not drawn)"
    lo, hi = min(v for _, v in finite), max(v for _, v in finite)
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    steps = ", ".join(str(s) for s, _ in finite)
    values = ", ".join(_fmt(v) for _, v in finite)
    return (f'xychart-beta\n    title "{title}"\n    x-axis "step" [{steps}]\n'
            f'    y-axis "{name}" {_fmt(lo)} --> {_fmt(hi)}\n    line [{values}]')


def charts(series: dict | None) -> list[str]:
    out = []
    for name in ("loss", "grad_norm", "rss_mb", "gpu_mem_mb", *sorted(set(series or {}) - set(SERIES_TITLES))):
        pts = (series or {}).get(name)
        if pts:
            chart = mermaid_chart(name, [tuple(p) for p in pts])
            if chart:
                out.append(chart)
    return out
