"""Symptom detection: what a run showed, each symptom with evidence lines and a confidence score.

Reads the harness trace (loss, grad_norm, rss_mb, CUDA/GPU memory series, seed events), the exception,
the hang stack and the output. Symptom names follow the report's vocabulary (bot/report.py) plus
`divergence`. Series rules are robust to noise: Theil-Sen slopes and medians of windows, never
"last value > 2x first".
"""
from __future__ import annotations

import difflib
import math
import re
import statistics
from collections.abc import Callable, Sequence

from .models import Expected, ObservedSymptom, RunResult

# memory series -> smallest growth (MB over the run, after warm-up) worth reporting
MEMORY_SERIES = {"rss_mb": 8.0, "cuda_alloc_mb": 1.0, "cuda_reserved_mb": 2.0, "gpu_mem_mb": 16.0}
MIN_POINTS = 8
_EXC_LINE = re.compile(r"^(?:E\s+)?((?:[A-Za-z_][\w]*\.)*[A-Z]\w*(?:Error|Exception|Interrupt)):\s?(.*)$", re.M)
_HOST_OOM = re.compile(r"(?<!OutOf)MemoryError|can't allocate memory|Cannot allocate memory|std::bad_alloc", re.I)
_CUDA_OOM = re.compile(r"OutOfMemoryError|CUDA out of memory|CUBLAS_STATUS_ALLOC_FAILED|out of memory", re.I)
# phrases healthy-behaviour assertions carry (the scaffolds' messages and common hand-written ones)
def _recorded(result: RunResult, kind: str) -> ObservedSymptom | None:
    """What a failed scaffold check recorded (`_check(ok, kind, ...)`, the structured failure record), as a weak
    observation when the series do not show the symptom themselves; never read from the assertion's wording."""
    record = result.failure_record or {}
    if record.get("kind") != kind:
        return None
    first = (result.failure_message or "").strip().splitlines()
    return ObservedSymptom(kind, [first[0][:300] if first else f"the test's {kind} check failed"], 0.6)


# --------------------------------------------------------------------------- robust statistics
def theil_sen(points: list[tuple[float, float]], max_points: int = 200) -> float:
    """Median of pairwise slopes (robust to outliers); points subsampled evenly above max_points."""
    if len(points) > max_points:
        stride = len(points) / max_points
        points = [points[int(i * stride)] for i in range(max_points)]
    slopes = [(y2 - y1) / (x2 - x1) for i, (x1, y1) in enumerate(points) for x2, y2 in points[i + 1:] if x2 != x1]
    return statistics.median(slopes) if slopes else 0.0


def trend_consistency(points: list[tuple[float, float]], max_points: int = 200) -> float:
    """Kendall's tau: +1 always rising, -1 always falling, ~0 no trend."""
    if len(points) > max_points:
        stride = len(points) / max_points
        points = [points[int(i * stride)] for i in range(max_points)]
    conc = disc = 0
    for i, (x1, y1) in enumerate(points):
        for x2, y2 in points[i + 1:]:
            s = (x2 - x1) * (y2 - y1)
            conc += s > 0
            disc += s < 0
    total = conc + disc
    return (conc - disc) / total if total else 0.0


def step_noise(values: list[float]) -> float:
    """Robust per-step noise: MAD of successive differences, scaled to a standard deviation."""
    diffs = [b - a for a, b in zip(values, values[1:], strict=False)]
    if not diffs:
        return 0.0
    med = statistics.median(diffs)
    return 1.4826 * statistics.median(abs(d - med) for d in diffs) / math.sqrt(2)


def _fmt(v: float) -> str:
    return f"{v:.4g}"


# --------------------------------------------------------------------------- text similarity
def _norm(text: str) -> str:
    text = re.sub(r"\b0x[0-9a-fA-F]+\b", "#", text.lower())
    text = re.sub(r"\d+(?:\.\d+)?", "#", text)
    text = re.sub(r"(/[\w.-]+)+", "<path>", text)
    return re.sub(r"\s+", " ", text).strip()


def message_similarity(expected: str, observed: str) -> float:
    """0..1: the reported message's first line against the observed message (numbers, paths normalised)."""
    first = next((ln for ln in (expected or "").strip().splitlines() if ln.strip()), "")
    a, b = _norm(first), _norm(observed or "")
    if not a or not b:
        return 0.0
    if a in b:
        return 1.0
    wa, wb = set(re.findall(r"[a-z_]{2,}", a)), set(re.findall(r"[a-z_]{2,}", b))
    overlap = len(wa & wb) / max(len(wa), 1)
    seq = difflib.SequenceMatcher(None, a, b[: 4 * len(a)]).ratio()
    # unrelated strings still share ~0.3 of characters: squaring keeps that noise low
    return round(max(overlap * 0.9, seq * seq), 3)


def _short(name: str) -> str:
    return name.rsplit(".", 1)[-1]


# --------------------------------------------------------------------------- detectors
def _exception_candidates(result: RunResult) -> list[tuple[str, str]]:
    out = []
    if result.exception:
        out.append((result.exception.type, result.exception.message))
    # a test that catches the error and asserts, or a collection error: pytest's "E   Type: message" lines
    for m in _EXC_LINE.finditer(result.output_tail[-50000:]):
        if _short(m.group(1)) != "AssertionError":
            out.append((m.group(1), m.group(2)))
    return out


def _repo_frame(result: RunResult) -> str:
    frames = result.exception.frames if result.exception else []
    inner = [f for f in frames if "site-packages" not in f.get("file", "")] or frames
    if not inner:
        return ""
    f = inner[-1]
    return f"raised at {f.get('file')}:{f.get('line')} in {f.get('function')}"


def detect_exception(result: RunResult, expected: Expected | None = None) -> ObservedSymptom | None:
    expected = expected or Expected()
    want_type = _short(expected.exception_type or "")
    best: tuple[float, list[str]] | None = None
    for exc_type, message in _exception_candidates(result):
        short = _short(exc_type)
        if short == "AssertionError" and want_type != "AssertionError":
            continue  # the test's own healthy-behaviour check, not an exception of the code
        if want_type:
            type_score = 1.0 if short == want_type else (0.5 if want_type in message else 0.0)
        else:
            type_score = 0.5
        sim = message_similarity(expected.exception_message, message) if expected.exception_message else None
        score = type_score if sim is None else 0.5 * type_score + 0.5 * sim
        first = (message.strip().splitlines() or [""])[0][:300]
        ev = [f"{exc_type}: {first}"]
        detail = [f"type {'matches' if type_score == 1.0 else 'differs from'} the report ({want_type})"
                  if want_type else "the report names no exception type"]
        if sim is not None:
            detail.append(f"message similarity {sim:.2f}")
        ev.append("; ".join(detail))
        if result.exception and exc_type == result.exception.type and _repo_frame(result):
            ev.append(_repo_frame(result))
        if best is None or score > best[0]:
            best = (score, ev)
    if best is None:
        return None
    return ObservedSymptom("exception", best[1], round(max(best[0], 0.1), 3))


def detect_oom(result: RunResult, expected: Expected | None = None) -> ObservedSymptom | None:
    texts = [f"{t}: {m}" for t, m in _exception_candidates(result)]
    for text in texts:
        if _CUDA_OOM.search(text) and not _HOST_OOM.search(text):
            return ObservedSymptom("oom", [f"CUDA out of memory: {text.splitlines()[0][:300]}"], 1.0)
    for text in texts:
        if _HOST_OOM.search(text):
            ev = [f"host out of memory: {text.splitlines()[0][:300]}"]
            if result.limit_hit == "memory":
                ev.append("the allocation hit the sandbox's memory limit")
            return ObservedSymptom("oom", ev, 1.0)
    if result.limit_hit == "memory":
        return ObservedSymptom("oom", [w for w in result.warnings if "MEMORY" in w] or ["memory limit hit"], 0.9)
    return None


def _finite(points):
    return [(s, v) for s, v in points if math.isfinite(v)]


def detect_nan(result: RunResult, expected: Expected | None = None) -> ObservedSymptom | None:
    for name in ("loss", "grad_norm"):
        points = result.series.get(name, [])
        bad = next(((i, s, v) for i, (s, v) in enumerate(points) if not math.isfinite(v)), None)
        if bad is None:
            continue
        i, step, value = bad
        ev = [f"{name} became {value} at step {step} ({i + 1} of {len(points)} recorded)"]
        if i > 0:
            ev.append(f"last finite {name}: {_fmt(points[i - 1][1])} at step {points[i - 1][0]}; "
                      f"first: {_fmt(points[0][1])}")
        n_bad = sum(not math.isfinite(v) for _, v in points)
        ev.append(f"{n_bad} non-finite {name} values in all")
        return ObservedSymptom("nan_or_inf", ev, 1.0)
    return _recorded(result, "nan_or_inf")


def _windows(values: list[float]) -> tuple[float, float, int]:
    q = max(2, len(values) // 4)
    return statistics.median(values[:q]), statistics.median(values[-q:]), q


def _training_segment(result: RunResult) -> list[tuple[int, float]]:
    """The loss of the longest seeded segment (a test that trains twice is judged on one run)."""
    loss = result.series.get("loss", [])
    segments = _seed_segments(result)
    if not segments:
        return loss
    return max(segments, key=lambda seg: len(seg[1]))[1]


def detect_divergence(result: RunResult, expected: Expected | None = None) -> ObservedSymptom | None:
    loss = _finite(_training_segment(result))
    ev = []
    if len(loss) >= MIN_POINTS:
        values = [v for _, v in loss]
        head, tail, q = _windows(values)
        noise = step_noise(values) * math.sqrt(2 / q)
        peak = max(abs(v) for v in values)
        if tail > head + max(abs(head), 1e-6) and tail - head > 3 * noise:
            ev.append(f"loss rises: median of the first {q} steps {_fmt(head)} -> last {q} steps {_fmt(tail)}")
        elif abs(head) > 1e-12 and peak > 1e3 * abs(head):
            ev.append(f"loss peaks at {_fmt(peak)}, {peak / abs(head):.0f}x its start {_fmt(head)}")
    grads = _finite(result.series.get("grad_norm", []))
    if len(grads) >= MIN_POINTS:
        g_head, g_tail, q = _windows([v for _, v in grads])
        if g_head > 0 and g_tail > 100 * g_head:
            ev.append(f"gradient norm explodes: {_fmt(g_head)} -> {_fmt(g_tail)} (median of first/last {q} steps)")
    return ObservedSymptom("divergence", ev, 0.9) if ev else None


def detect_no_learning(result: RunResult, expected: Expected | None = None) -> ObservedSymptom | None:
    loss = _training_segment(result)
    if len(loss) < MIN_POINTS or len(_finite(loss)) < len(loss):
        return _recorded(result, "no_learning")
    values = [v for _, v in loss]
    head, tail, q = _windows(values)
    noise = step_noise(values)
    tolerance = max(0.01 * max(abs(head), 1e-8), 2 * noise * math.sqrt(2 / q))
    drop = head - tail
    if drop > tolerance or tail > head + max(abs(head), 1e-6):   # learning, or diverging (another symptom)
        return None
    slope = theil_sen([(float(s), v) for s, v in loss])
    ev = [f"loss does not fall over {len(values)} steps: median of the first {q} {_fmt(head)}, "
          f"of the last {q} {_fmt(tail)} (change {_fmt(-drop)}, tolerance {_fmt(tolerance)})",
          f"Theil-Sen slope {_fmt(slope)} per step; step-to-step noise {_fmt(noise)}"]
    grads = result.series.get("grad_norm", [])
    if grads and all(v == 0 for _, v in grads):
        ev.append("every gradient norm is zero: nothing reaches the parameters")
    return ObservedSymptom("no_learning", ev, 0.8)


def detect_memory_growth(result: RunResult, expected: Expected | None = None) -> list[ObservedSymptom]:
    found = []
    for name, min_growth in MEMORY_SERIES.items():
        points = _finite(result.series.get(name, []))
        warm = max(2, len(points) // 10)
        points = points[warm:]
        if len(points) < MIN_POINTS:
            continue
        pts = [(float(s), v) for s, v in points]
        slope = theil_sen(pts)
        span = pts[-1][0] - pts[0][0]
        growth = slope * span
        tau = trend_consistency(pts)
        base = statistics.median(v for _, v in pts)
        if growth >= min_growth and growth >= 0.02 * base and tau >= 0.5:
            found.append(ObservedSymptom("memory_growth", [
                f"{name} grows {_fmt(slope)} MB per step over {int(span)} steps after warm-up "
                f"(+{_fmt(growth)} MB by Theil-Sen; trend consistency tau={tau:.2f})",
                f"{name}: {_fmt(points[0][1])} MB at step {points[0][0]} -> {_fmt(points[-1][1])} MB "
                f"at step {points[-1][0]}"], round(min(1.0, 0.6 + 0.4 * tau), 3)))
    recorded = _recorded(result, "memory_growth") if not found else None
    return found + ([recorded] if recorded else [])


def _seed_segments(result: RunResult) -> list[tuple[object, list[tuple[int, float]]]]:
    """Loss split at the points where the test set a torch seed: [(seed, losses of that segment)]."""
    seeds = (result.environment or {}).get("seeds", {})
    events = seeds.get("torch") or next((v for k, v in seeds.items() if isinstance(v, list) and v), None)
    loss = result.series.get("loss", [])
    if not events or not loss or not all(isinstance(e, (list, tuple)) and len(e) == 2 for e in events):
        return []
    segments = []
    for i, (start, seed) in enumerate(events):
        end = events[i + 1][0] if i + 1 < len(events) else math.inf
        seg = [(s, v) for s, v in loss if start <= s < end]
        if seg:
            segments.append((seed, seg))
    return segments


def compare_series(a: list[tuple[int, float]], b: list[tuple[int, float]], label: str = "loss",
                   rel_tol: float = 0.0) -> ObservedSymptom | None:
    """Two runs that should be identical (same seed, same code): the first place they differ."""
    n = min(len(a), len(b))
    if n == 0:
        return None
    for i in range(n):
        x, y = a[i][1], b[i][1]
        same = (x == y) or (math.isnan(x) and math.isnan(y)) or abs(x - y) <= rel_tol * max(abs(x), abs(y))
        if not same:
            diffs = [abs(a[j][1] - b[j][1]) / max(abs(a[j][1]), abs(b[j][1]), 1e-12) for j in range(i, n)
                     if math.isfinite(a[j][1]) and math.isfinite(b[j][1])]
            return ObservedSymptom("nondeterminism", [
                f"two seeded runs differ from {label} step {i} of {n}: {x!r} vs {y!r}",
                f"largest relative difference {max(diffs, default=float('nan')):.3g} over the remaining steps"], 1.0)
    return None


def compare_runs(a: RunResult, b: RunResult) -> ObservedSymptom | None:
    """Two runs of the same seeded test: nondeterminism if their loss (or gradient norm) series differ."""
    for name in ("loss", "grad_norm"):
        found = compare_series(a.series.get(name, []), b.series.get(name, []), name)
        if found:
            return found
    return None


def detect_nondeterminism(result: RunResult, expected: Expected | None = None) -> ObservedSymptom | None:
    segments = _seed_segments(result)
    for i, (seed_a, seg_a) in enumerate(segments):
        for seed_b, seg_b in segments[i + 1:]:
            if seed_a == seed_b and len(seg_a) == len(seg_b):
                found = compare_series(seg_a, seg_b, "loss")
                if found:
                    found.evidence.insert(0, f"the test set torch seed {seed_a} twice and trained the same "
                                             f"number of steps ({len(seg_a)})")
                    return found
    return _recorded(result, "nondeterminism")


def stuck_stack(stack: str) -> list[dict]:
    """The stuck test's frames from a faulthandler dump, innermost first, pytest's own frames dropped:
    [{"file", "line", "function"}]."""
    blocks = re.split(r"\n(?=(?:Thread|Current thread) 0x)", stack.strip())
    main = next((b for b in blocks if "pytest_pyfunc_call" in b), blocks[0] if blocks else "")
    frames: list[dict] = []
    for line in main.splitlines():
        m = re.match(r'\s*File "(.+)", line (\d+) in (.+)', line)
        if not m:
            continue
        if any(p in m.group(1) for p in ("/_pytest/", "/pluggy/", "<frozen", "/pytest/")):
            if frames:
                break
            continue
        frames.append({"file": m.group(1), "line": int(m.group(2)), "function": m.group(3)})
    return frames


def stuck_frames(stack: str, limit: int = 6) -> list[str]:
    """The innermost frames of the stuck test, in words."""
    return [f"{f['function']} ({f['file'].rsplit('/', 1)[-1]}:{f['line']})" for f in stuck_stack(stack)[:limit]]


def detect_hang(result: RunResult, expected: Expected | None = None) -> ObservedSymptom | None:
    if result.outcome != "timeout":
        return _recorded(result, "hang_or_timeout")
    ev = [f"the run did not finish: stopped after {result.seconds:.0f} s"
          + (f" ({result.limit_hit} limit)" if result.limit_hit else "")]
    frames = stuck_frames(result.hang_stack) if result.hang_stack else []
    if frames:
        ev.append("stuck in " + " <- ".join(frames))
    steps = result.series.get("loss", [])
    if steps:
        ev.append(f"{len(steps)} backward() steps recorded before it stopped")
    return ObservedSymptom("hang_or_timeout", ev, 1.0 if frames else 0.8)


Detector = Callable[[RunResult, "Expected | None"], "ObservedSymptom | list[ObservedSymptom] | None"]
# every detector, for a runner that has no symptom registry at hand (runner/worker.py); the pipeline passes the
# registry's (bot/core/symptoms.DETECTORS), and a test holds the two to the same set
ALL_DETECTORS: tuple[Detector, ...] = (detect_oom, detect_exception, detect_nan, detect_divergence, detect_no_learning,
                                       detect_nondeterminism, detect_hang, detect_memory_growth)


def detect_symptoms(result: RunResult, expected: Expected | None = None,
                    detectors: Sequence[Detector] = ALL_DETECTORS) -> list[ObservedSymptom]:
    """Every symptom the run shows, the reported one first, then by confidence."""
    expected = expected or Expected()
    found: list[ObservedSymptom] = []
    for detect in detectors:
        got = detect(result, expected)
        found.extend(got if isinstance(got, list) else [got] if got else [])
    # running out of memory raises, but it is the oom symptom, not also an exception one (unless that is reported)
    if any(s.symptom == "oom" for s in found) and expected.symptom != "exception":
        found = [s for s in found if s.symptom != "exception"]
    found.sort(key=lambda s: (s.symptom != expected.symptom, -s.score))
    return found
