"""The held-out metric a "does not learn" report quotes as stuck: `val_auc 0.5011 ... 0.4979`, "test accuracy is
24%", "val_acc frozen at 0.329".

A model whose training loss falls while its validation metric stays at chance (features shuffled apart from the
labels, a validation set built from other rows, labels in another order) passes a loss-curve check: what the
report says is wrong is the metric. The claim gives the test the metric's name as the run prints it, the level the
reporter saw and how far a healthy run must move from it (runner/harness/repgen_support._check_held_out).
"""
from __future__ import annotations

import re
import statistics
from dataclasses import dataclass

# higher is better for these; lower for ERRORS. A validation *loss* is left out: it rises when a healthy model
# overfits, so a stuck or rising one proves nothing
RATIOS = (r"acc|accuracy|auc|roc[_-]?auc|auroc|f1|macro[_-]?f1|precision|recall|map|ndcg|hr|hit[_-]?rate|hits|mrr"
          r"|iou|miou|dice|r2|bleu|top[_-]?1")
ERRORS = r"rmse|mae|mape|wer|cer|error|err|ppl|perplexity"
HELD_OUT = r"val|valid|validation|test|dev|eval|holdout|held[- ]out"
_NAME = rf"(?<![A-Za-z0-9])(?:({HELD_OUT})[_ \-/.]?)?({RATIOS}|{ERRORS})(@\d+)?(?![A-Za-z])"
# a logged value: `val_auc 0.5011`, `val_acc=0.240`, `val acc: 0.333`, `'val_auc': 0.5`
# (never a count out of a total: `1/6` is a fraction, not the level 1)
_VALUE = r"(-?\d+(?:\.\d+)?)(?![\d.]|\s*/\s*\d)\s*(%?)"
LOGGED = re.compile(_NAME + r"""['"]?\s*[:=]?\s*""" + _VALUE, re.I)
# a level in prose: "AUC sits at 0.50", "val accuracy is stuck at 0.333", "test accuracy is 24%"
PROSE = re.compile(_NAME + r"(?:(?!loss)[^.,;|\n\d]){0,30}?\b(?:is|at|of|around|about|stays?|sits?|remains?|hovers?|stuck|frozen"
                   r"|never leaves)\b\s*(?:at\s*)?[~≈]?\s*" + _VALUE, re.I)
# the training loss as a log line shows it (not `val_loss`), and prose that says it does not move
TRAIN_LOSS = re.compile(r"(?<![A-Za-z0-9])(?<!val[_ ])(?<!valid[_ ])(?<!test[_ ])(?<!dev[_ ])(?<!eval[_ ])(?:train(?:ing)?[_ ]?)?loss\s*[:=]?\s*" + _VALUE, re.I)
FLAT_LOSS = re.compile(r"(?<!val )(?<!val_)(?<!validation )\bloss\b[^.\n]{0,20}?\b(?:is |stays |sits |remains |seems )?(?:stuck|flat|constant|identical"
                       r"|the same|exactly|frozen|does ?n[o']?t (?:go down|decrease|move|change)|never (?:goes down|moves))",
                       re.I)
# a reinforcement-learning agent's return as its log prints it (`ep_ret  1.97`, `ep_rew_mean: 2.1`, `return 2.47`):
# the objective itself, with no held-out split, judged whatever the losses do (a value loss falls while the
# policy stays uniform). Logged values only: prose ("the optimal return is 8") names levels that were not seen
RETURNS = (r"ep_?ret(?:urn)?|ep_?rew(?:ard)?(?:_mean)?|episode_?(?:return|reward)|(?:mean|avg|average)_?(?:return|reward)"
           r"|return|reward")
RETURN_LOGGED = re.compile(rf"(?<![A-Za-z0-9])()({RETURNS})()(?![A-Za-z])['\"]?\s*[:=]?\s*" + _VALUE, re.I)
RETURN_STUCK_SHARE = 0.3   # returns vary from episode to episode: within 30 % of their level they are one level
RETURN_MARGIN_SHARE = 0.25  # ... and a healthy agent moves its return at least a quarter of that level away
MIN_DROP = 0.05            # the training loss falls when its last logged value is this far below its first
STUCK_SHARE = 0.1          # reported values within a tenth of the scale are one level, not a curve
MARGIN_SHARE = 0.05        # a healthy run moves the metric at least this share of its scale from that level


@dataclass(frozen=True)
class MetricClaim:
    name: str              # as the run prints it ("val_auc"), or the bare metric ("auc") from prose
    prefix: str            # "val", "test", ... or "" when the report names none
    level: float           # the value the reporter saw (the median of the logged ones)
    spread: float          # how far the reported values spread
    higher_better: bool
    percent: bool          # on a 0-100 scale
    values: tuple[float, ...]

    @property
    def is_return(self) -> bool:
        return bool(re.fullmatch(RETURNS, self.metric, re.I))

    @property
    def ratio(self) -> bool:
        """A bounded ratio (accuracy, AUC) that may be shown as a fraction or in percent; an error or a return is
        compared as printed."""
        return self.higher_better and not self.is_return

    @property
    def what(self) -> str:
        return "return" if self.is_return else "held-out"

    @property
    def scale(self) -> float:
        if _is_error(self.metric) or self.is_return:
            return abs(self.level) or 1.0
        return 100.0 if self.percent else 1.0

    @property
    def metric(self) -> str:
        return self.name[len(self.prefix):].lstrip("_ -/.") if self.prefix else self.name

    @property
    def margin(self) -> float:
        share = RETURN_MARGIN_SHARE if self.is_return else MARGIN_SHARE
        return round(max(share * self.scale, 2 * self.spread), 6)

    @property
    def stuck(self) -> bool:
        """The reported values are one level, not a curve that moves."""
        return self.spread <= (RETURN_STUCK_SHARE if self.is_return else STUCK_SHARE) * self.scale


def _is_error(metric: str) -> bool:
    """An error metric (lower is better; its own level is its scale): `rmse`, `wer`, `hr@10` is not one."""
    return bool(re.fullmatch(rf"(?:{ERRORS})(?:@\d+)?", metric, re.I))


def _prefix(word: str | None) -> str:
    word = (word or "").lower()
    if word.startswith("val"):
        return "val"
    return re.sub(r"[- ]", "", word)


def _claims(text: str, pattern: re.Pattern, prefixed_only: bool) -> dict[tuple[str, str], list[tuple[float, bool]]]:
    found: dict[tuple[str, str], list[tuple[float, bool]]] = {}
    for m in pattern.finditer(text):
        prefix, metric, at, value, pct = m.group(1), m.group(2).lower(), m.group(3) or "", m.group(4), m.group(5)
        if prefixed_only and not prefix:
            continue
        metric = "acc" if metric == "accuracy" else metric     # the run's log may spell it either way
        found.setdefault((_prefix(prefix), metric + at.lower()), []).append((float(value), bool(pct)))
    return found


def training_loss_flat(text: str) -> bool:
    """Whether the report shows the training loss not falling: in its prose, or in its logged values (one a line:
    the first `loss` that is not a validation loss). Then the loss curve is what the test checks, and the held-out
    metric adds nothing to it."""
    if FLAT_LOSS.search(text):
        return True
    lines = [line for line in text.splitlines() if TRAIN_LOSS.search(line)]
    # a log of steps pasted above one of epochs: the epochs' lines are the curve
    epochs = [line for line in lines if re.search(r"\bepoch", line, re.I)]
    logged = [float(TRAIN_LOSS.search(line).group(1)) for line in epochs or lines]
    return len(logged) >= 2 and not logged[-1] < logged[0] * (1 - MIN_DROP)


def held_out_claim(title: str, body: str) -> MetricClaim | None:
    """The held-out metric the report shows stuck at one level while the training loss falls (or is not shown
    flat), when it shows one: the metric its title names
    first, then one its log shows before one in prose, then one that should rise before an error, then the one
    whose reported values spread least."""
    text = f"{title}\n{body}"
    returns = _claims(text, RETURN_LOGGED, prefixed_only=False)
    if training_loss_flat(text):
        logged, claims = returns, dict(returns)
    else:
        # logged values name their split (a bare `acc` in a log is usually the training accuracy); prose may not
        logged = {**returns, **_claims(text, LOGGED, prefixed_only=True)}
        claims = dict(logged)
        for key, values in _claims(text, PROSE, prefixed_only=False).items():
            claims.setdefault(key, values)
    best: tuple[tuple, MetricClaim] | None = None
    for (prefix, metric), values in claims.items():
        numbers = [v for v, _ in values]
        is_return = (prefix, metric) in returns
        percent = not is_return and (any(p for _, p in values) or (not _is_error(metric) and max(numbers) > 1.0))
        if percent and max(numbers) > 100:
            continue
        level, spread = statistics.median(numbers), max(numbers) - min(numbers)
        higher = not _is_error(metric)
        name = f"{prefix}_{metric}" if prefix else metric
        claim = MetricClaim(name, prefix, level, round(spread, 6), higher, percent, tuple(numbers))
        if not claim.stuck:
            continue                   # a curve that moves: not a stuck metric
        in_title = bool(re.search(rf"(?<![A-Za-z]){re.escape(metric)}", title, re.I)
                        # "stays at random-policy return" names every return the log prints
                        or is_return and re.search(r"\b(?:return|reward)s?\b", title, re.I))
        # a value the run logged, under the name the run prints, before a level in prose; of returns, the one
        # logged most often (a log line's `ep_ret` over a single final `return`)
        rank = (not in_title, (prefix, metric) not in logged, not higher, -len(numbers) if is_return else 0,
                spread / claim.scale)
        if best is None or rank < best[0]:
            best = (rank, claim)
    return best[1] if best else None
