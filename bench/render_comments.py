"""The examples' issue comments and reports, rendered the way GitHub renders them, in a real browser.

    .venv/bin/python bench/render_comments.py [--out out/render] [EXAMPLE ...]

For each example in examples/ it runs the pipeline (offline generator, local sandbox), then writes and renders:
- `<example>.comment.md`: the living comment as it ends (the App's final view of the pipeline's outcome);
- `<example>.comment-pr.md`: the same after `/repgen pr` (the draft PR's link in place of the hint);
- `<example>.report.md`: report.md, as `repgen reproduce --out` writes it;
- for std_norm_nan, when the cause search did not verify one, also `std_norm_nan.cause.comment.md`: the comment
  with a verified cause constructed from the example's suspicious line and its fix.patch;
- `charts.gallery.md`: every kind of chart, from made-up series.
Each Markdown goes through marked (GFM) with GitHub's Markdown CSS and mermaid 11 for the ```mermaid blocks, in
Debian's chromium (headless, no browser download: `apt-get install -y chromium fonts-noto-color-emoji`, the font
for the verdict's emoji); marked, mermaid and the CSS come from npm into bench/render/node_modules (`npm ci`
there, run by this script when they are missing).

Checks, each a failure (exit 1) when it does not hold: the Markdown's structure (bot.core.markdown); every chart
parses and renders, with a line whose colour stands out on white (contrast >= 3) and that spans the plot, and at
most 12 x-axis ticks; a crash comment is at most 1,000 px high with its <details> closed, a training-symptom
comment at most 2,000 px (two screens). Prints one line per document and chart; writes `<name>.png` (details
closed, as a reader first sees it) beside each Markdown.
"""
from __future__ import annotations

import argparse
import html
import json
import math
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.app import comment as cm  # noqa: E402
from bot.core.charts import symptom_charts  # noqa: E402
from bot.core.markdown import structure_problems  # noqa: E402

RENDER = ROOT / "bench" / "render"
WIDTH = 780                      # an issue comment's body on a desktop window, padding included
LIMITS = {"crash": 1000, "training": 2000}
CRASH_SYMPTOMS = {"exception", "oom", "hang_or_timeout", "unknown", None}
MIN_CONTRAST = 3.0
MAX_TICKS = 12

PAGE = """<!doctype html>
<html><head><meta charset="utf-8">
<link rel="stylesheet" href="{css}">
<style>body {{ margin: 0; background: #fff; }}
.markdown-body {{ box-sizing: border-box; width: {width}px; padding: 16px; }}</style>
<script src="{marked}"></script><script src="{mermaid}"></script>
</head><body><article class="markdown-body" id="doc"></article><pre id="result" hidden></pre>
<script>window.DOC = {doc};</script><script src="{page}"></script>
</body></html>
"""


def chromium() -> str:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("render_comments: no chromium; install Debian's: apt-get install -y chromium fonts-noto-color-emoji")


def node_modules() -> None:
    if (RENDER / "node_modules" / "mermaid" / "dist" / "mermaid.min.js").exists():
        return
    if not shutil.which("npm"):
        sys.exit("render_comments: npm is needed to install marked and mermaid into bench/render/node_modules")
    subprocess.run(["npm", "ci", "--prefix", str(RENDER)], check=True)


def browser(args: list[str], page: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
             "--allow-file-access-from-files", "--virtual-time-budget=30000", "--no-first-run",
             "--disable-dev-shm-usage"]
    with tempfile.TemporaryDirectory(prefix="repgen-chromium-") as profile:
        return subprocess.run([chromium(), *flags, f"--user-data-dir={profile}", *args, page.as_uri()],
                              capture_output=True, text=True, timeout=timeout)


def render_page(markdown: str, md_path: Path) -> dict:
    """Render one Markdown in chromium: the page's measurements and chart checks, and a PNG beside it."""
    nm = RENDER / "node_modules"
    page = md_path.with_suffix(".html")
    page.write_text(PAGE.format(
        css=(nm / "github-markdown-css" / "github-markdown-light.css").as_uri(), width=WIDTH,
        marked=(nm / "marked" / "lib" / "marked.umd.js").as_uri(), mermaid=(nm / "mermaid" / "dist" /
                                                                          "mermaid.min.js").as_uri(),
        page=(RENDER / "page.js").as_uri(), doc=json.dumps(markdown).replace("</", "<\\/")))
    dom = browser(["--dump-dom"], page).stdout
    m = re.search(r'<pre id="result" hidden="">(.*?)</pre>', dom, re.S)
    if not m or not m.group(1).strip():
        return {"errors": ["the page did not finish rendering"], "charts": [], "height": 0}
    result = json.loads(html.unescape(m.group(1)))
    png = md_path.with_suffix(".png")
    browser([f"--screenshot={png}", f"--window-size={WIDTH},{max(200, result['height'])}"], page)
    result["png"] = str(png)
    return result


def chart_problems(chart: dict) -> list[str]:
    if not chart["parsed"] or not chart["rendered"]:
        return [f"chart {chart['index']} does not parse or render: {chart['error']}"]
    problems = []
    lines = chart["lines"]
    if not lines:
        problems.append(f"chart {chart['index']} draws no line")
    for line in lines:
        if line["contrast"] < MIN_CONTRAST:
            problems.append(f"chart {chart['index']}: line colour {line['stroke']} is hard to see "
                            f"(contrast {line['contrast']} on white)")
        if line["segments"] < 1 or line["width"] < 100:
            problems.append(f"chart {chart['index']}: the line is too short to read ({line['width']} px)")
    if chart["x_ticks"] > MAX_TICKS:
        problems.append(f"chart {chart['index']}: {chart['x_ticks']} x-axis ticks")
    return problems


def reproduce(example: Path, out: Path):
    """The pipeline's outcome for one example, with report.md and the rest written to `out`."""
    from bot.core.pipeline import reproduce as run_pipeline
    from bot.core.pipeline import write_outputs
    from bot.core.run_options import ReproduceOptions
    from bot.settings import Settings

    settings = Settings.from_env()
    options = ReproduceOptions(generator="offline", home=settings.home, settings=settings)
    outcome = run_pipeline(str(example / "repo"), (example / "issue.md").read_text(), options)
    write_outputs(outcome, str(out))
    return outcome


def constructed_cause(example: Path, outcome) -> SimpleNamespace | None:
    """A verified cause for the comment's verified state: the suspicious line and the example's fix.patch."""
    suspicions = getattr(outcome.context, "suspicions", None) or []
    patch = example / "fix.patch"
    if not suspicions or not patch.exists():
        return None
    s = suspicions[0]
    return SimpleNamespace(path=s.path, line=s.line, function=s.qualname, diff=patch.read_text(), verified=True,
                           tried=[SimpleNamespace(path=s.path, line=s.line, function=s.qualname,
                                                  repair="the fix in fix.patch", result="test passes")])


def documents(example: Path, out: Path) -> list[tuple[str, str, str]]:
    """(name, kind, markdown) of the documents one example yields."""
    name = example.name
    outcome = reproduce(example, out / f"{name}.run")
    path = cm.repro_test_path(7)
    final = cm.final_view(outcome, test_path=path)
    kind = "crash" if final["symptom"] in CRASH_SYMPTOMS and not final["charts"] else "training"
    headline = cm.headline_for(final)
    docs = [(f"{name}.comment", kind, cm.render(headline=headline, final=final)),
            (f"{name}.comment-pr", kind, cm.render(headline=headline, final={
                **final, "pr_url": "https://github.com/owner/repo/pull/8"})),
            (f"{name}.report", kind, (out / f"{name}.run" / "report.md").read_text())]
    found = getattr(outcome, "cause", None)
    cause = constructed_cause(example, outcome) if name == "std_norm_nan" and not getattr(found, "verified", False) \
        else None
    if cause is not None:
        with_cause = cm.final_view(SimpleNamespace(**{**vars(outcome), "cause": cause}), test_path=path)
        docs.append((f"{name}.cause.comment", kind, cm.render(headline=headline, final=with_cause)))
    return docs


def gallery() -> tuple[str, str, str]:
    """Every kind of chart bot.core.charts draws, from made-up series, so each one is checked in the browser
    even when no example shows that symptom."""
    steps = range(530)
    cases = [
        ("NaN after 400 steps, losses over decades (log axis)", "nan_or_inf",
         {"loss": [(s, 10 ** (s / 100)) if s < 400 else (s, math.nan) for s in steps]}, None),
        ("no learning, per step (no check record), a decayed learning rate", "no_learning",
         {"loss": [(s, 2.3 + 0.05 * math.sin(s)) for s in steps], "lr": [(0, 0.1), (200, 0.01), (400, 0.001)]}, None),
        ("memory growth per epoch boundary", "memory_growth", {}, {"rss_mb": [331 + 9 * e for e in range(8)]}),
        ("memory growth per step", "memory_growth", {"rss_mb": [(s, 300 + s / 10) for s in steps]}, None),
    ]
    parts = ["## Every chart kind (made-up series)\n"]
    for title, symptom, series, observed in cases:
        drawn = symptom_charts(symptom, series, observed)
        parts.append(f"**{title}**\n")
        parts += [f"```mermaid\n{c}\n```\n" for c in drawn.charts]
        if drawn.note:
            parts.append(drawn.note + "\n")
    return "charts.gallery", "gallery", "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("examples", nargs="*", help="example folders (default: every one in examples/)")
    ap.add_argument("--out", default=str(ROOT / "out" / "render"), help="where the Markdown and PNGs go")
    args = ap.parse_args(argv)
    chromium()
    node_modules()
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    examples = [Path(e).resolve() for e in args.examples] or sorted(p for p in (ROOT / "examples").iterdir()
                                                                     if (p / "issue.md").exists())
    failures = 0
    for name, kind, markdown in [gallery(), *(doc for example in examples for doc in documents(example, out))]:
        md_path = out / f"{name}.md"
        md_path.write_text(markdown)
        problems = structure_problems(markdown, allowed_comments=(cm.MARKER,))
        result = render_page(markdown, md_path)
        problems += result.get("errors", [])
        for chart in result["charts"]:
            problems += chart_problems(chart)
        limit = LIMITS[kind] if ".comment" in name else None
        if limit and result["height"] > limit:
            problems.append(f"{result['height']} px with details closed, over the {limit} px of a {kind} comment")
        print(f"{name:<34} {result['height']:>5} px closed ({result.get('height_open', 0):>5} px open)"
              f"{f', limit {limit}' if limit else ''}  {len(result['charts'])} chart(s)  "
              f"{result.get('png', '')}")
        for chart in result["charts"]:
            lines = ", ".join(f"{ln['stroke']} contrast {ln['contrast']}, {ln['width']:.0f} px wide"
                              for ln in chart["lines"])
            print(f"    chart {chart['index']}: parsed={chart['parsed']} rendered={chart['rendered']} "
                  f"line: {lines or 'none'}; red bars {chart['bars']}; x ticks {chart['x_ticks']}; "
                  f"title {chart['title']!r}")
        for p in problems:
            print(f"    PROBLEM: {p}")
        failures += bool(problems)
    print(f"{'all documents pass' if not failures else f'{failures} document(s) with problems'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
