"""The chart that shows the symptom, as Mermaid `xychart-beta` source for the report and the issue comment.

One chart per symptom, chosen for what a maintainer needs to see:
- NaN/Inf: the loss per step around the first non-finite step, the non-finite steps marked by red bars (the line is
  pinned to the top there: a NaN cannot be drawn), on a log10 axis when the finite losses span two decades;
- no learning: the mean training loss per epoch on an axis from zero (an auto-scaled axis turns a flat loss into
  noise), and the learning rate the optimizer used, in words when it was constant, as a second chart when not;
- memory growth: memory per epoch boundary (else per step) on an axis from zero, so a warm-up is not a cliff;
- everything else (a crash, a hang, nondeterminism, wrong output): no chart.

Every chart has a visible palette (`%%{init}%%`; Mermaid's default draws the first series nearly white), a title in
words, integer category labels when there are at most MAX_TICKS points and a numeric range otherwise (Mermaid then
picks about ten ticks), and at most MAX_POINTS points (bins of an integer width, mean of each bin).
"""
from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

MAX_POINTS = 60
MAX_TICKS = 12
WIDTH, HEIGHT = 700, 340                # Mermaid's default is 700 x 500: a third of a screen less per chart
BLUE, RED = "#0969da", "#cf222e"        # GitHub's accent blue and danger red: visible on light and dark


@dataclass
class Plot:
    kind: str                  # "line" | "bar"
    values: list[float]
    color: str


@dataclass
class Chart:
    title: str
    x_title: str
    x: list[int]               # the x position of every value (equally spaced: Mermaid spreads values evenly)
    y_title: str
    y_range: tuple[float, float]
    plots: list[Plot] = field(default_factory=list)

    def mermaid(self) -> str:
        palette = ", ".join(p.color for p in self.plots)
        init = json.dumps({"xyChart": {"width": WIDTH, "height": HEIGHT},
                           "themeVariables": {"xyChart": {"plotColorPalette": palette}}})
        if len(self.x) <= MAX_TICKS:
            x_axis = f'x-axis "{_text(self.x_title)}" [{", ".join(str(v) for v in self.x)}]'
        else:
            x_axis = f'x-axis "{_text(self.x_title)}" {self.x[0]} --> {self.x[-1]}'
        lo, hi = self.y_range
        lines = [f"%%{{init: {init}}}%%", "xychart-beta", f'    title "{_text(self.title)}"', f"    {x_axis}",
                 f'    y-axis "{_text(self.y_title)}" {_num(lo)} --> {_num(hi)}']
        lines += [f"    {p.kind} [{', '.join(_num(v) for v in p.values)}]" for p in self.plots]
        return "\n".join(lines)


@dataclass
class SymptomCharts:
    """What the comment and the report draw for one run: Mermaid sources, and a line of words under them."""
    charts: list[str] = field(default_factory=list)
    note: str = ""


def _text(s: str) -> str:
    return s.replace('"', "'").replace("\n", " ")


def _num(v: float) -> str:
    out = f"{v:.4g}"
    return "0" if out == "-0" else out


def _finite(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _points(raw: Sequence | None) -> list[tuple[int, float]]:
    """(step, value) pairs as numbers; values that are not numbers become NaN (they are not finite either)."""
    out = []
    for p in raw or []:
        try:
            step, value = int(p[0]), p[1]
        except (TypeError, ValueError, IndexError):
            continue
        out.append((step, float(value) if isinstance(value, (int, float)) else math.nan))
    return out


def binned(points: list[tuple[int, float]], max_points: int = MAX_POINTS) -> tuple[list[int], list[float | None]]:
    """Points on an evenly spaced integer grid of at most `max_points`: the mean of each bin's finite values,
    NaN for a bin holding a non-finite value, None for an empty bin. Mermaid places values evenly over the
    axis, so the grid must be even for the x positions to be true."""
    if not points:
        return [], []
    first, last = points[0][0], points[-1][0]
    width = max(1, math.ceil((last - first + 1) / max_points))
    count = (last - first) // width + 1
    sums, counts, bad = [0.0] * count, [0] * count, [False] * count
    for step, value in points:
        i = min(count - 1, max(0, (step - first) // width))
        if _finite(value):
            sums[i] += value
            counts[i] += 1
        else:
            bad[i] = True
    xs = [first + i * width for i in range(count)]
    values: list[float | None] = [math.nan if bad[i] else (sums[i] / counts[i] if counts[i] else None)
                                  for i in range(count)]
    return xs, values


def _fill(values: list[float | None]) -> list[float]:
    """Empty bins take the previous value (the first empty ones the next), so the line has no gap."""
    out: list[float] = []
    known = next((v for v in values if v is not None), 0.0)
    for v in values:
        known = known if v is None else v
        out.append(known)
    return out


def _range(values: Sequence[float], from_zero: bool) -> tuple[float, float]:
    finite = [v for v in values if _finite(v)]
    lo, hi = (min(finite), max(finite)) if finite else (0.0, 1.0)
    if from_zero and lo >= 0:
        lo = 0.0
    if hi == lo:
        return (lo - 1, hi + 1) if lo != 0 else (0.0, 1.0)
    pad = (hi - lo) * 0.05
    return (lo if from_zero and lo == 0 else lo - pad), hi + pad


def nan_chart(loss: list[tuple[int, float]]) -> Chart | None:
    """The loss around its first non-finite step: the finite history, then a few non-finite steps marked red."""
    bad_steps = [s for s, v in loss if not _finite(v)]
    finite = [(s, v) for s, v in loss if _finite(v)]
    if not loss:
        return None
    if not bad_steps:
        return _line_chart("Loss per step (all finite)", "step", "loss", loss, from_zero=False)
    first_bad = bad_steps[0]
    before = [p for p in finite if p[0] < first_bad]
    if not before:
        return None            # non-finite from the first step: nothing to draw, the words say it
    start = loss[0][0]
    end = min(loss[-1][0], first_bad + max(first_bad - start, 5))
    window = [p for p in loss if p[0] <= end]
    xs, values = binned(window)
    finite_values = [v for v in values if v is not None and _finite(v)]
    log = bool(finite_values) and min(finite_values) > 0 and max(finite_values) / min(finite_values) >= 100
    shown = [(math.log10(v) if log and v is not None and _finite(v) else v) for v in values]
    lo, hi = _range([v for v in shown if v is not None], from_zero=not log)
    # a bar below the axis gets a negative height and is not drawn (a bar at `lo` would still show a stub of
    # the axis padding), so only the non-finite steps get a red bar
    marks = [hi if v is not None and not _finite(v) else lo - (hi - lo) for v in shown]
    line = [hi if v is not None and not _finite(v) else v for v in shown]
    title = f"Loss per step; red: NaN/Inf (the first at step {first_bad})"
    return Chart(title, "step", xs, "log10(loss)" if log else "loss", (lo, hi),
                 [Plot("bar", marks, RED), Plot("line", _fill(line), BLUE)])


def _line_chart(title: str, x_title: str, y_title: str, points: list[tuple[int, float]],
                from_zero: bool) -> Chart | None:
    xs, values = binned(points)
    drawn = [v for v in values if v is not None and _finite(v)]
    if not drawn:
        return None
    line = _fill([v if v is None or _finite(v) else None for v in values])
    return Chart(title, x_title, xs, y_title, _range(line, from_zero), [Plot("line", line, BLUE)])


def learning_rate_note(lr: list[tuple[int, float]], last_step: int = 0) -> tuple[str, Chart | None]:
    """The learning rate the optimizer used (the harness records it when it changes): words when it stayed the
    same, a chart when it changed, held from its last change to `last_step` (the run's last step)."""
    values = [v for _, v in lr if _finite(v)]
    if not values:
        return "", None
    if len(set(values)) == 1:
        return f"Learning rate used: {_num(values[0])} at every optimizer step.", None
    # one point per change: hold each value until the next change so the line is a step function
    steps = []
    for (s, v), nxt in zip(lr, [*lr[1:], None], strict=True):
        until = nxt[0] if nxt else max(s, last_step) + 1
        steps += [(t, v) for t in range(s, until)]
    chart = _line_chart("Learning rate per optimizer step", "optimizer step", "lr", steps, from_zero=True)
    return f"Learning rate used: from {_num(values[0])} to {_num(values[-1])}.", chart


def symptom_charts(symptom: str | None, series: dict | None, observed: dict | None = None) -> SymptomCharts:
    """The chart(s) that show `symptom`, from the harness's series and the values the test's check recorded
    when it failed (`observed`: per-epoch losses, RSS at each epoch boundary)."""
    series, observed = series or {}, observed or {}
    out = SymptomCharts()
    chart: Chart | None = None
    if symptom == "nan_or_inf":
        chart = nan_chart(_points(series.get("loss")))
    elif symptom == "no_learning":
        epochs = [v for v in observed.get("epochs") or [] if isinstance(v, (int, float))]
        if len(epochs) >= 2:
            chart = _line_chart("Mean training loss per epoch (axis from zero)", "epoch", "loss",
                                [(i + 1, float(v)) for i, v in enumerate(epochs)], from_zero=True)
        else:
            chart = _line_chart("Training loss per step (axis from zero)", "step", "loss",
                                _points(series.get("loss")), from_zero=True)
        loss = _points(series.get("loss"))
        out.note, lr_chart = learning_rate_note(_points(series.get("lr")), loss[-1][0] if loss else 0)
        if chart and lr_chart:
            out.charts.append(chart.mermaid())
            chart = lr_chart
    elif symptom == "memory_growth":
        rss = [v for v in observed.get("rss_mb") or [] if isinstance(v, (int, float))]
        if len(rss) >= 2:
            chart = _line_chart("Process memory (MB) at each epoch boundary, from zero", "epoch boundary", "MB",
                                list(enumerate(rss)), from_zero=True)
        else:
            for name, title in (("cuda_alloc_mb", "CUDA memory allocated (MB) per step, from zero"),
                                ("gpu_mem_mb", "GPU memory in use (MB) per step, from zero"),
                                ("rss_mb", "Process memory (MB) per step, from zero")):
                if len(series.get(name) or []) >= 2:
                    chart = _line_chart(title, "step", "MB", _points(series[name]), from_zero=True)
                    break
    if chart:
        out.charts.append(chart.mermaid())
    return out
