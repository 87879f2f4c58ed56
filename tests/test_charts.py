"""bot.core.charts: the one chart that shows each symptom, its grid, axes and palette."""
from __future__ import annotations

import math
import re

from bot.core import charts as ch


def _axis(chart: str, name: str) -> str:
    return next(line.strip() for line in chart.splitlines() if line.strip().startswith(name))


def _values(chart: str, kind: str) -> list[float]:
    line = _axis(chart, kind)
    return [float(v) for v in line.split("[", 1)[1].rstrip("]").split(", ")]


def test_binned_grid_is_even_and_small():
    xs, values = ch.binned([(s, float(s)) for s in range(530)])
    width = xs[1] - xs[0]
    assert len(xs) <= ch.MAX_POINTS and all(b - a == width for a, b in zip(xs, xs[1:], strict=False))
    assert xs[0] == 0 and xs[-1] <= 529 < xs[-1] + width and values[0] == sum(range(width)) / width
    xs, values = ch.binned([(0, 1.0), (1, math.nan), (2, 3.0)])
    assert xs == [0, 1, 2] and values[0] == 1.0 and math.isnan(values[1]) and values[2] == 3.0


def test_mermaid_source_has_a_palette_words_and_few_ticks():
    few = ch.Chart("Loss per step", "step", [0, 1, 2], "loss", (0.0, 2.0), [ch.Plot("line", [2.0, 1.0, 0.5], ch.BLUE)])
    src = few.mermaid()
    init = src.splitlines()[0]
    assert init.startswith("%%{init: ") and init.endswith("}%%") and '"plotColorPalette": "#0969da"' in init
    assert src.splitlines()[1] == "xychart-beta" and 'title "Loss per step"' in src
    assert _axis(src, "x-axis") == 'x-axis "step" [0, 1, 2]'          # few points: each one labelled
    assert _axis(src, "y-axis") == 'y-axis "loss" 0 --> 2' and _axis(src, "line") == "line [2, 1, 0.5]"
    many = ch.Chart('a "quoted" title', "step", list(range(0, 600, 10)), "MB", (0.0, 1.0),
                    [ch.Plot("line", [0.5] * 60, ch.BLUE)]).mermaid()
    assert _axis(many, "x-axis") == 'x-axis "step" 0 --> 590'           # many: a numeric range, Mermaid's ticks
    assert "title \"a 'quoted' title\"" in many


def test_nan_loss_marks_the_first_non_finite_step():
    loss = [(s, 4.0 - 0.1 * s) for s in range(5)] + [(s, math.nan) for s in range(5, 192)]
    src = ch.symptom_charts("nan_or_inf", {"loss": loss, "rss_mb": [(s, 100.0 + s) for s in range(192)]}).charts
    assert len(src) == 1 and "memory" not in src[0].lower()              # the loss only
    chart = src[0]
    assert 'title "Loss per step; red: NaN/Inf (the first at step 5)"' in chart
    assert _axis(chart, "x-axis") == 'x-axis "step" [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]'   # around the first NaN
    assert '"plotColorPalette": "#cf222e, #0969da"' in chart            # red bars, then the blue line
    top = float(re.search(r"--> ([\d.]+)", _axis(chart, "y-axis")).group(1))
    bars, line = _values(chart, "bar"), _values(chart, "line")
    assert [b == top for b in bars] == [False] * 5 + [True] * 6 and all(b < 0 for b in bars[:5])
    assert line[:5] == [4, 3.9, 3.8, 3.7, 3.6] and line[5:] == [top] * 6   # pinned to the top where NaN


def test_nan_loss_on_a_log_axis_when_it_spans_decades():
    loss = [(s, 10.0 ** s) for s in range(6)] + [(6, math.inf)]
    chart = ch.symptom_charts("nan_or_inf", {"loss": loss}).charts[0]
    assert 'y-axis "log10(loss)"' in chart and _values(chart, "line")[:6] == [0, 1, 2, 3, 4, 5]
    # NaN from the very first step: nothing finite to draw, the words say it
    assert ch.symptom_charts("nan_or_inf", {"loss": [(0, math.nan), (1, math.nan)]}).charts == []


def test_no_learning_draws_epoch_means_from_zero_and_the_learning_rate():
    observed = {"epochs": [1.6358, 1.6376, 1.6343, 1.6347, 1.6347]}
    flat = ch.symptom_charts("no_learning", {"loss": [(s, 1.6) for s in range(95)], "lr": [(0, 0.05)]}, observed)
    (chart,) = flat.charts
    assert 'title "Mean training loss per epoch (axis from zero)"' in chart
    assert _axis(chart, "x-axis") == 'x-axis "epoch" [1, 2, 3, 4, 5]' and _axis(chart, "y-axis").endswith('0 --> 1.719')
    assert flat.note == "Learning rate used: 0.05 at every optimizer step."
    decayed = ch.symptom_charts("no_learning", {"lr": [(0, 0.1), (30, 0.01), (60, 0.001)],
                                                "loss": [(s, 1.6) for s in range(95)]}, observed)
    assert len(decayed.charts) == 2 and 'title "Learning rate per optimizer step"' in decayed.charts[1]
    assert 'x-axis "optimizer step" 0 --> 94' in decayed.charts[1]          # held to the run's last step
    assert decayed.note == "Learning rate used: from 0.1 to 0.001."
    # without the check's record (the test passed): the loss per step, still from zero
    passed = ch.symptom_charts("no_learning", {"loss": [(s, 2.0 - s / 100) for s in range(100)]})
    assert 'title "Training loss per step (axis from zero)"' in passed.charts[0] and passed.note == ""


def test_memory_growth_starts_at_zero_and_a_crash_draws_nothing():
    grown = ch.symptom_charts("memory_growth", {"rss_mb": [(s, 300.0) for s in range(50)]},
                              {"rss_mb": [331.0, 340.0, 349.0, 358.0, 367.0]}).charts[0]
    assert 'x-axis "epoch boundary" [0, 1, 2, 3, 4]' in grown and _axis(grown, "y-axis").startswith('y-axis "MB" 0 -->')
    per_step = ch.symptom_charts("memory_growth", {"rss_mb": [(s, 300.0 + s) for s in range(200)]}).charts[0]
    assert "Process memory (MB) per step, from zero" in per_step and ' 0 --> ' in _axis(per_step, "y-axis")
    for symptom in ("exception", "oom", "hang_or_timeout", "nondeterminism", "wrong_output", None):
        assert ch.symptom_charts(symptom, {"loss": [(0, 1.0), (1, 0.5)], "rss_mb": [(0, 1.0), (1, 2.0)]}).charts == []
