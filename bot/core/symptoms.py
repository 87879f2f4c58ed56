"""The symptom registry: the one place that says, for each symptom a report can name, how the report shows it
(cues), how a test provokes it (the scaffold kind and how many epochs a shrunk run keeps), what the plan checks,
and how the verdict decides from what the test's check recorded.

The parser (bot.core.bug_report), the strategy (bot.core.generators.strategy), the planner (bot.core.plan), the
scaffold's thresholds (bot.core.generators.offline), what the run showed (each symptom's detector over the harness's
series, runner/symptoms.py) and the verdict (bot.core.verdict) read it; adding a symptom means adding a SymptomSpec
here (and, for a new scaffold kind, its check in runner/harness/repgen_support and its block in
templates/tests/repro_test.py.j2; for a new detector, runner/symptoms.ALL_DETECTORS too, for a standalone runner).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.core.origin import REPOSITORY, classify_frame, failure_origin
from runner import symptoms as detectors

# the scaffold's thresholds: rendered into every generated test and quoted in the plan
MEMORY_MB = 20            # RSS growth after warm-up that counts as growing memory
TENSOR_MB = 1.0           # growth of the tensor storage Python objects hold (exact, so a smaller limit than RSS)
GRAPH_TENSORS = 3         # live tensors holding an autograd graph that may accumulate
JUMP_SHARE = 0.7          # growth made mostly of one step between two passes is a one-off (a cache, an evaluation), not a leak
MIN_DROP = 0.05           # the least relative drop of the training loss that counts as learning
REL_TOL = 1e-4            # two results compared for invariance
DETERMINISM_STEPS = 20    # two runs are compared over their first this many training steps (more: whole runs)
RUN_BUDGET_S = 75         # a memory or learning check judges the run after this many seconds of training: the
                          # judge and the sandbox give a test 120 s, which a full-size run would only time out on
HANG_S = 60               # seconds a run may take before it counts as hanging

# what each scaffold kind checks, in the plan's words
KIND_CHECKS = {
    "crash": "the run completes; the reported exception ({exc}) must not be raised",
    "finite": "every loss seen at backward() is finite (no NaN/Inf), and so is the result",
    "memory": f"RSS, the tensors Python holds and live autograd graphs stay flat across epochs (growth < "
              f"{MEMORY_MB} MB of RSS, {TENSOR_MB:g} MB of tensors after warm-up), over at most {RUN_BUDGET_S} s "
              f"of the run",
    "learning": f"the mean training loss of the last epoch is at least {MIN_DROP:.0%} below the first (over at "
                f"most {RUN_BUDGET_S} s of training)",
    "determinism": f"two runs with the same inputs and seed give identical losses (over the first "
                   f"{DETERMINISM_STEPS} training steps) and identical results",
    "invariance": "the result is the same whatever {changed} is",
    "hang": f"the run finishes within {HANG_S} s",
    "health": "the run completes with finite losses",
    "sanity": "returned and printed metrics (accuracy, AUC, F1, IoU, probabilities) are finite and within "
              "their range ([0, 1], or [0, 100] for percentages)",
}

# (observed values of a failed check, the repository) -> (they show the symptom, in words)
Shows = Callable[[dict, "str | None"], "tuple[bool, str]"]


def numbers(value: object) -> list[float]:
    """Every number in a JSON-like value ("nan"/"inf" strings included: JSON has no NaN)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int | float):
        return [float(value)]
    if isinstance(value, str) and value.lower() in ("nan", "inf", "-inf", "infinity", "-infinity"):
        return [float(value)]
    if isinstance(value, dict):
        return [x for v in value.values() for x in numbers(v)]
    if isinstance(value, list | tuple):
        return [x for v in value for x in numbers(v)]
    return []


def _shows_non_finite(observed: dict, repo_dir: str | None) -> tuple[bool, str]:
    bad = [v for v in numbers(observed) if not math.isfinite(v)]
    return bool(bad), "non-finite values observed" if bad else "no non-finite value among the observed values"


# what the scaffold's optimizer audit records (runner/harness/repgen_support._StepAudit.findings)
AUDIT_FINDINGS = ("unregistered_params", "replaced_params", "unreached_params", "zero_lr", "unchanged_params",
                  "lr_zero_early", "undone_updates")


def _shows_held_out_stuck(observed: dict, repo_dir: str | None) -> tuple[bool, str]:
    """The held-out metric check (repgen_support._check_held_out): every value the repository's code printed stays
    within the margin of the reported level. Values printed by the test, or by a file it carries, show nothing."""
    values = [v for v in numbers(observed.get("values")) if math.isfinite(v)]
    level, margin = float(observed.get("level", math.nan)), float(observed.get("margin", math.nan))
    higher = bool(observed.get("higher_better", True))
    if not values or not math.isfinite(level) or not math.isfinite(margin):
        return False, "no held-out values recorded"
    printers = observed.get("printed_by") or []
    kinds = {classify_frame(str(f.get("file", "")), repo_dir) for f in printers} if repo_dir else {REPOSITORY}
    if not printers or kinds != {REPOSITORY}:
        return False, (f"the held-out {observed.get('metric')} values were not printed by the repository's code "
                       f"({', '.join(sorted(str(f.get('file')) for f in printers)) or 'no printer recorded'})")
    late = values[len(values) // 2:]          # as the check reads them: the later half, averaged
    reached = sum(late) / len(late)
    stuck = reached < level + margin if higher else reached > level - margin
    return stuck, (f"held-out {observed.get('metric')} {reached:.4g} over the last {len(late)} of {len(values)} "
                   f"printed values, reported level {level:.4g} (a healthy run moves it by {margin:.4g})")


def _shows_no_learning(observed: dict, repo_dir: str | None) -> tuple[bool, str]:
    if "level" in observed:
        return _shows_held_out_stuck(observed, repo_dir)
    found = [k for k in AUDIT_FINDINGS if observed.get(k)]
    if found:
        return True, "the optimizer audit found " + ", ".join(k.replace("_", " ") for k in found)
    losses = [v for v in numbers(observed.get("epochs") or observed.get("losses")) if math.isfinite(v)]
    drop = float(observed.get("min_drop", MIN_DROP))
    if len(losses) < 2:
        return False, "fewer than two losses observed"
    return losses[-1] >= losses[0] * (1 - drop), f"loss {losses[0]:.4g} -> {losses[-1]:.4g} over {len(losses)} epochs"


def _leaks(observed: dict, prefix: str, limit_key: str) -> tuple[bool, float, float, float, float]:
    growth = float(observed.get(f"{prefix}growth_mb", 0.0))
    limit = float(observed.get(limit_key, math.inf))
    late = float(observed.get(f"{prefix}late_growth_mb", growth))
    jump = float(observed.get(f"{prefix}jump_mb", 0.0))
    return growth >= limit and late >= limit / 4 and jump < JUMP_SHARE * growth, growth, late, jump, limit


def _shows_growth(observed: dict, repo_dir: str | None) -> tuple[bool, str]:
    """Growth past the limit that goes on over the last half of the run (a leak) in RSS or in the tensors Python
    holds, or graphs that pile up; memory that grew once and then stayed flat is a cache, not a leak."""
    rss_leak, growth, late, jump, limit = _leaks(observed, "", "max_growth_mb")
    tensor_leak, t_growth, t_late, _, t_limit = _leaks(observed, "tensor_", "max_tensor_growth_mb")
    graphs, glimit = float(observed.get("graph_growth", 0.0)), float(observed.get("max_graph_growth", math.inf))
    return (rss_leak or tensor_leak or graphs >= glimit,
            f"RSS +{growth:.1f} MB, +{late:.1f} MB over the last half (limit {limit:g}), largest single step "
            f"+{jump:.1f} MB; tensors held +{t_growth:.2f} MB, +{t_late:.2f} MB over the last half "
            f"(limit {t_limit:g}); graph tensors +{graphs:.0f} (limit {glimit:g})")


def _shows_difference(observed: dict, repo_dir: str | None) -> tuple[bool, str]:
    diffs = observed.get("diffs") or observed.get("out_of_range") or []
    return bool(diffs), f"{len(diffs)} difference(s) observed" if diffs else "no difference observed"


def _shows_stuck_repository(observed: dict, repo_dir: str | None) -> tuple[bool, str]:
    frames = observed.get("frames") or []
    if not frames:
        return False, "no stuck frames recorded"
    origin = failure_origin(frames, repo_dir) if repo_dir else None
    if origin is not None and not origin.from_repository:
        return False, "stuck outside the repository's code: " + origin.describe().replace("raised ", "")
    return True, "stuck in " + (origin.describe().replace("raised in ", "") if origin else "the run")


# how reports word each symptom (regular expressions, case-insensitive; bot.core.bug_report scores them)
REPORT_CUES: dict[str, tuple[str, ...]] = {
    "oom": (r"out of memory", r"\bOOM\b", r"CUDA error: out of memory", r"OutOfMemoryError",
            r"cannot allocate memory"),
    "nan_or_inf": (r"(?<![a-z])nan(?![a-z])", r"(?<![a-z])inf(?![a-z])", r"non-?finite", r"not a number", r"diverg", r"explod"),
    # (padding "leaking into" a mean, labels leaking into features: data leakage, not memory)
    "memory_growth": (r"memory (?:keeps? )?(?:grow|increas|leak|climb)", r"\bleak(?!\w*\s+into\b)", r"rss",
                      r"grows? (?:by|every|each)", r"OOM[- ]killed", r"killed by the oom", r"memory usage",
                      # "RAM keeps going up", "RES climbs every epoch"
                      r"\b(?:ram|res|rss|memory|mem)\b[^.\n]{0,30}\b(?:go(?:es|ing)? up|keeps? (?:rising|growing|"
                      r"increasing|climbing)|climbs?)",
                      # "RSS goes from ~500 MB to 3+ GB"
                      r"\b\d+(?:\.\d+)?\s*[mg]i?b\b[^.\n]{0,25}\bto\b\s*~?\d+(?:\.\d+)?\+?\s*[mg]i?b\b"),
    "no_learning": (r"(?:does ?n[o']?t|not|never|doesn't|won't|isn't) (?:learn|train|decreas|go down|improv|converge"
                    r"|gets? better)",
                    # "the model only ever predicts the mean", "predicts one class for everything"
                    # (not "worse than just predicting the mean", a baseline)
                    r"(?:only|always|just) (?:ever )?predicts (?:the )?(?:same (?:value|number|class|label)"
                    r"|average|mean\b|a constant|one class)",
                    # "the loss does not change" (but not "I did not change any code")
                    r"(?:loss|accuracy|acc|metric|weights?|parameters?|predictions?)\b[^.\n]{0,30}"
                    r"\b(?:do|does|did) ?n[o']?t change",
                    # "the model learns nothing", "val accuracy never leaves 1/6"
                    r"\blearn(?:s|ed|ing)? (?:absolutely |basically )?nothing\b",
                    r"\b(?:acc\w*|auc|f1|metric|loss)\b[^.\n]{0,20}\bnever (?:leaves|moves|rises|goes up|improves)\b",
                    r"stuck at chance", r"(?:at|near|around|barely above) chance\b", r"\bchance[- ]level\b",
                    # "never gets beyond coin-flip accuracy", "AUC ≈ 0.5" (a ranking at chance), "stuck at ~52%"
                    r"\bcoin[- ]?flip", r"\b(?:roc[- ]?)?auc\b\s*(?:≈|~|=|of|is|stays at|around|about)\s*~?0?\.5\d?\b",
                    r"\bstuck at ~?\d+(?:\.\d+)? ?%",
                    r"(?:loss|curve) (?:stays|is|remains) (?:flat|constant)",
                    r"loss (?:is )?(?:stuck|flat|constant|identical|the same)", r"exactly the same",
                    r"stays? (?:at|near) (?:chance|~?\d)", r"no learning", r"plateau",
                    r"stop(?:s|ped)? (?:learning|improving|decreasing|changing|training)",
                    r"(?:do|does|did) ?n[o']?t (?:move|improve|learn|decrease|go down)",
                    # "the mean Q value hardly changes over the whole run"
                    r"\b(?:hardly|barely) (?:changes?|moves?|improves?)\b",
                    # a metric that is stuck is not a process that hangs
                    r"(?:loss|rmse|mse|accuracy|acc|error|perplexity|ppl|metric)s?\b[^.\n]{0,30}"
                    r"\b(?:stuck|frozen|freez\w*|flat|constant)",
                    # "val mIoU climbs for a few epochs and then just sits there"
                    r"\b(?:loss|accuracy|acc|m?iou|f1|auc|map|bleu|score|metric)s?\b[^.\n]{0,50}\bsits? there\b"),
    # (different after saving and loading back is a wrong output, below, not a run-to-run difference)
    "nondeterminism": (r"different (?:\w+ )?(?:score|result|output|number|value|prediction|accuracy|loss|metric|curve)s?"
                       r"(?![^.\n]{0,20}\bafter\b[^\n]{0,20}?(?:\bsav|\bload|\brestor))",
                       r"non-?determin", r"not reproducible", r"reproducib", r"every time",
                       r"same (?:input|seed)s?.{0,40}(?:differ|change)",
                       # "gives different HR@10 every run", "the numbers vary between runs", "run-to-run"
                       r"\b(?:differ\w*|vary|varies|change[sd]?)\b[^.\n]{0,40}\b(?:every|each|between|across) "
                       r"(?:runs?|invocations?|executions?|launch(?:es)?|starts?|restarts?)\b", r"\brun[- ]to[- ]run\b",
                       # "I can't get the same number twice", "--seed has no effect" (a seed that changes nothing
                       # is a run that differs, not an ignored option)
                       r"\b(?:can ?not|can't|cannot|never) (?:get|reproduce) the same\b",
                       r"\bseed\b[^.\n]{0,20}\b(?:has no effect|does nothing|is ignored|seems to be ignored)"),
    # "stuck ~95", "stuck around 0.3": a value that does not move, like "stuck at", not a process
    "hang_or_timeout": (r"\bhangs?\b", r"\bhung\b", r"(?<!I'm )(?<!I am )(?<!we're )\bstuck\b(?! at)(?! ?(?:[~≈]|around|near|below|above)? ?\d)", r"deadlock", r"freez",
                        r"never (?:finish|return|complete|exit|terminat|ends\b)", r"timeout", r"timed out",
                        # "the script never exits", "it does not terminate", "it just sits there at 0% CPU"
                        r"(?:does ?n[o']?t|doesn't|won't|will not|not) (?:exit|terminate)\b",
                        r"\bjust sits? there", r"\b0 ?% (?:cpu|gpu|utili[sz]ation)", r"\bhad to kill\b"),
    "wrong_output": (r"wrong", r"incorrect", r"should (?:not|be)", r"expect(?:ed|s)?\b.{0,40}(?:got|but|instead)", r"mismatch",
                     # a metric at exactly zero ("HR@1 is always exactly 0.0"), orders of magnitude off, an output
                     # wrong although the loss is fine, an evaluation that depends on its batch size
                     r"\b(?:is|are|comes? out|stays?) (?:always )?exactly 0(?:\.0+)?\b",
                     r"\borders? of magnitude (?:worse|better|larger|smaller|too|off|higher|lower)\b",
                     r"\beven though\b[^.\n]{0,40}\bloss\b[^.\n]{0,15}(?:is|goes|drops|falls|~|≈|near|close|low)",
                     r"\b(?:changes?|differs?|varies|depends?) (?:with|on) (?:the )?(?:[\w.]*\.)?(?:eval_?|test_?|val_?)?"
                     r"batch[_ ]size\b",
                     r"inconsistent",
                     # an option that changes nothing: "overrides seem to be ignored", "switching it off does nothing"
                     r"(?:is|are|seems? to be|gets?|being) (?:silently )?ignored\b", r"\b(?:does|do|did) nothing\b",
                     r"\bhas no effect\b",
                     # outputs that come out empty ("the captions are empty strings", "predictions come out blank")
                     r"\b(?:comes?|came) out (?:as )?(?:empty|blank)\b",
                     r"\b(?:predictions?|outputs?|captions?|translations?|transcripts?|strings?|answers?)\b[^.\n]{0,30}"
                     r"\b(?:are|is|were|was) (?:all )?(?:empty|blank)\b",
                     # a ratio beyond its range
                     r"(?:over|above|more than|exceeds?|greater than) 100 ?%",
                     # a model that predicts differently once saved and loaded back (not a run-to-run difference)
                     r"(?:\bsav|\bload|\breload|\brestor)\w*[^.\n]{0,40}\b(?:different|differ)",
                     r"\b(?:different|differ)\w*[^.\n]{0,40}\bafter\b[^\n]{0,20}?(?:\bsav|\bload|\brestor)"),
}


@dataclass(frozen=True)
class SymptomSpec:
    name: str
    scaffold: str                         # the test's kind (templates/tests/repro_test.py.j2)
    judged_by: str                        # "exception" (type and message) | "check" (the check's record)
    shows: Shows | None = None            # for "check": do the recorded values show it
    epoch_cap: int = 1                    # epochs a shrunk run keeps...
    epoch_floor: int = 1                  # ...and at least
    setup_epoch_cap: int = 1              # for a setup run the reporter ran first (pre-training)
    step_cap: int = 200                   # steps a shrunk step-counted run keeps (`total_steps: 2000000`)
    cues: tuple[str, ...] = field(default_factory=tuple)   # report wording (bot.core.bug_report)
    detector: detectors.Detector | None = None            # what a run shows of it, from the harness's trace

    def __post_init__(self) -> None:
        if not self.cues and self.name in REPORT_CUES:
            object.__setattr__(self, "cues", REPORT_CUES[self.name])


SPECS: dict[str, SymptomSpec] = {s.name: s for s in (
    SymptomSpec("exception", "crash", "exception", detector=detectors.detect_exception),
    SymptomSpec("oom", "crash", "exception", detector=detectors.detect_oom),
    SymptomSpec("nan_or_inf", "finite", "check", _shows_non_finite, epoch_cap=3, detector=detectors.detect_nan),
    # a trend over steps needs many of them (the run's time budget ends it first when they are slow)
    SymptomSpec("memory_growth", "memory", "check", _shows_growth, epoch_cap=6, epoch_floor=6, step_cap=5000,
                detector=detectors.detect_memory_growth),
    SymptomSpec("no_learning", "learning", "check", _shows_no_learning, epoch_cap=5, epoch_floor=3,
                setup_epoch_cap=3, detector=detectors.detect_no_learning),
    SymptomSpec("nondeterminism", "determinism", "check", _shows_difference,
                detector=detectors.detect_nondeterminism),
    SymptomSpec("wrong_output", "invariance", "check", _shows_difference),   # only the test's comparison shows it
    SymptomSpec("hang_or_timeout", "hang", "check", _shows_stuck_repository, epoch_cap=2,
                detector=detectors.detect_hang),
    SymptomSpec("unknown", "health", "exception"),
)}
# what a run can show that no report names as such (a loss that rises is reported as NaN or as not learning)
OBSERVED_ONLY: tuple[detectors.Detector, ...] = (detectors.detect_divergence,)
# every detector, in the order the run's symptoms are looked for
DETECTORS: tuple[detectors.Detector, ...] = tuple(
    s.detector for s in SPECS.values() if s.detector is not None) + OBSERVED_ONLY
CHECKED = tuple(name for name, s in SPECS.items() if s.judged_by == "check")


def spec(symptom: str) -> SymptomSpec:
    return SPECS.get(symptom, SPECS["unknown"])
