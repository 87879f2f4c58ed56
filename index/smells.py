"""Known deep-learning bug patterns, found in the code by `ast` (a small linter for the reranker).

Each pattern is a mistake that compiles, runs, and shows up only as a symptom: a mode method named
but not called (`model.eval`), the log of a softmax, `zero_grad()` between `backward()` and
`step()`, a loss tensor summed across batches (its graph kept alive), parameters created after the
optimizer was built over the old ones, the result of a pure function dropped (`detached(h)`),
a scheduler stepped every batch, a division by a standard deviation with no epsilon, `pad_sequence`
left time-major, a token loss without `ignore_index` beside a padding id, a flattened feature size
computed from constants in a constructor that takes the input size, a hook registered on every
forward, `str.lstrip("module.")` taken for a prefix, an out-of-place tensor op as a statement
(`att.masked_fill(...)`), a division by a count with no floor, `w, h = x.shape[-2:]`, an evaluation
under `no_grad` that never calls `.eval()`, a string taken for a boolean, a batch's fields sorted
by length while others keep the old order, `kl_div` given probabilities, eval mode without `no_grad`,
optimizer groups by an if/elif with no else, a flat index decoded as `x = idx // w`, inputs repeated per beam beside a mask that
is not, functional dropout with no `training=` flag, `x.reshape(b, c, n)` of an `(b, n, c)` tensor, a copy into
the parameter named `source`, one of `wx, wy, ww, wh` unpacked and never read while another is read twice, a
causal mask from `triu(ones, diagonal=0)` or `tril(ones, diagonal=1)`, a preprocessor fitted anew for every
split, a value documented per sample (`-> [B]`) reduced over dim 0, a masked mean whose sum
ignores the mask, an in-place op on a forward's input, a horizontal flip of dim 0, a fraction given to
`np.percentile` (or a percent to a quantile), a std with no dim beside a mean over dim 0, CTC blanks dropped
before repeats are merged, the rank of a positive in an ascending order of similarities. A smell names the chunk it is in,
the line, and the other chunks it implicates; the reranker pulls them up when the report's symptom
is one the pattern causes.
"""
from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field

from index.entry_points import _const
from index.loops import _dotted
from index.models import Suspicion
from index.provenance import FunctionFacts, Slicer, _returns, _root_name, _target_names

# which reported symptoms each pattern produces (None: any of them)
SMELL_SYMPTOMS: dict[str, frozenset[str] | None] = {
    "mode_not_called": frozenset({"nondeterminism", "wrong_output", "no_learning", "memory_growth"}),
    "log_of_softmax": frozenset({"nan_or_inf"}),
    "zero_grad_after_backward": frozenset({"no_learning"}),
    "tensor_accumulated": frozenset({"memory_growth", "oom"}),
    "params_after_optimizer": frozenset({"no_learning"}),
    "result_ignored": None,
    "scheduler_per_batch": frozenset({"no_learning", "nan_or_inf"}),
    "unguarded_std_division": frozenset({"nan_or_inf"}),
    "pad_sequence_time_major": frozenset({"exception", "wrong_output"}),
    "padding_in_loss": frozenset({"wrong_output", "no_learning"}),
    "hard_coded_feature_size": frozenset({"exception"}),
    "hook_per_call": frozenset({"memory_growth", "oom"}),
    "strip_as_prefix": frozenset({"wrong_output", "no_learning", "exception"}),
    "tensor_op_dropped": None,
    "unguarded_count_division": frozenset({"nan_or_inf"}),
    "shape_unpacked_wh": frozenset({"wrong_output", "no_learning", "exception"}),
    "eval_without_eval_mode": frozenset({"nondeterminism", "wrong_output"}),
    "string_as_bool": frozenset({"wrong_output", "no_learning", "nondeterminism"}),
    "partial_reorder": frozenset({"wrong_output", "no_learning", "exception"}),
    "kl_div_of_probabilities": frozenset({"wrong_output", "no_learning", "nan_or_inf"}),
    "eval_mode_with_grad": frozenset({"memory_growth", "oom"}),
    "param_group_gap": frozenset({"no_learning", "wrong_output"}),
    "flat_index_swapped": frozenset({"wrong_output"}),
    "partial_repeat": frozenset({"exception", "wrong_output"}),
    "set_order": frozenset({"nondeterminism", "wrong_output"}),
    "zero_as_unset": frozenset({"nondeterminism", "wrong_output", "no_learning"}),
    "clip_without_unscale": frozenset({"no_learning", "nan_or_inf", "wrong_output"}),
    "unclamped_overlap": frozenset({"wrong_output"}),
    "hash_seed": frozenset({"nondeterminism", "wrong_output"}),
    "global_rng_beside_seeded": frozenset({"nondeterminism"}),
    "where_after_nan": frozenset({"nan_or_inf"}),
    "running_best_reset": frozenset({"wrong_output"}),
    "targets_rolled_back": frozenset({"wrong_output", "no_learning"}),
    "dropout_always_on": frozenset({"nondeterminism", "wrong_output"}),
    "reshape_as_transpose": frozenset({"wrong_output", "no_learning", "nondeterminism"}),
    "copy_direction_swapped": frozenset({"no_learning", "wrong_output"}),
    "unpacked_name_unused": frozenset({"wrong_output", "no_learning", "nan_or_inf"}),
    "causal_mask_diagonal": frozenset({"nan_or_inf", "wrong_output", "no_learning"}),
    "fit_per_split": frozenset({"wrong_output", "no_learning"}),
    "batch_axis_reduced": frozenset({"wrong_output", "no_learning", "nan_or_inf"}),
    "mask_only_in_count": frozenset({"wrong_output", "no_learning"}),
    "inplace_on_input": frozenset({"wrong_output", "exception", "no_learning", "nan_or_inf"}),
    "hflip_wrong_axis": frozenset({"wrong_output", "no_learning"}),
    "percentile_of_fraction": frozenset({"wrong_output"}),
    "stat_dims_differ": frozenset({"wrong_output", "no_learning", "nan_or_inf"}),
    "blank_dropped_before_collapse": frozenset({"wrong_output"}),
    "ascending_rank_of_scores": frozenset({"wrong_output"}),
}
# settings for which 0 is a value, not "unset": `seed or <clock>` ignores seed 0, `dropout or 0.1` dropout 0
ZERO_MEANINGFUL = re.compile(r"(?:^|_)(?:seed|random_state|dropout|drop_rate|decay|smoothing|warmup|warmup_steps"
                             r"|warmup_epochs|momentum|num_workers|margin|offset|start_epoch)$|^\w+_weight$", re.I)
# calls that give their argument's iteration order a meaning (indices, a sequence, a tensor's rows)
ORDER_CALLS = frozenset({"enumerate", "list", "tuple", "zip", "array", "tensor", "as_tensor", "LongTensor",
                         "stack", "vstack"})
# methods that run once per batch: a hook registered there is registered again on every call
PER_CALL_METHODS = ("forward", "__call__", "training_step", "validation_step", "step", "compute", "on_batch_end",
                    "on_train_batch_end", "on_epoch_end", "on_train_epoch_end", "on_validation_epoch_end")
HOOK_METHODS = ("register_forward_hook", "register_forward_pre_hook", "register_full_backward_hook",
                "register_backward_hook", "register_full_backward_pre_hook", "register_hook")
PAD_NAMES = ("pad_id", "pad_idx", "pad_index", "padding_idx", "pad_token_id", "pad_token", "PAD", "PAD_ID")
LOSS_WITH_IGNORE = ("cross_entropy", "nll_loss", "CrossEntropyLoss", "NLLLoss")
SIZE_PARAMS = ("image_size", "img_size", "input_size", "resolution", "height", "width", "seq_len", "max_len",
               "in_size", "input_dim", "input_shape")
MODE_METHODS = ("eval", "train", "zero_grad", "step", "backward")
# calls on a model after its optimizer exists that keep the same Parameter objects
KEEPS_PARAMETERS = {"train", "eval", "to", "cuda", "cpu", "float", "double", "half", "load_state_dict",
                    "apply", "zero_grad", "parameters", "named_parameters", "state_dict", "requires_grad_",
                    "register_forward_hook", "register_full_backward_hook", "share_memory", "forward"}
# calls that act on the world (files, logs, seeds, devices): a function making one is not pure
EFFECT_PREFIXES = ("save", "write", "dump", "print", "open", "mkdir", "makedirs", "remove", "unlink", "rename",
                   "copy", "move", "send", "put", "log", "info", "warn", "debug", "error", "emit", "add_", "flush",
                   "close", "seed", "manual_seed", "set_", "register", "run", "call", "system", "sleep", "wait",
                   "backward", "step", "zero_grad", "load", "download", "upload", "submit", "start", "join")
EPOCH_SCHEDULERS = frozenset({"StepLR", "MultiStepLR", "ExponentialLR", "CosineAnnealingLR", "ReduceLROnPlateau",
                              "PolynomialLR", "ConstantLR", "LinearLR"})
BATCH_SCHEDULERS = frozenset({"OneCycleLR", "CyclicLR", "LambdaLR", "get_linear_schedule_with_warmup",
                              "get_cosine_schedule_with_warmup"})
# tensor methods and torch functions that return a new tensor and change nothing in place (their
# in-place twins end in `_`); names a Module also has (`to`, `float`, `cuda`, `half`) are left out
PURE_TENSOR_OPS = frozenset({
    "masked_fill", "masked_scatter", "index_fill", "index_add", "index_copy", "scatter", "scatter_add", "clamp",
    "clamp_min", "clamp_max", "clip", "nan_to_num", "mul", "div", "sub", "pow", "exp", "log", "sqrt", "rsqrt", "abs",
    "neg", "sigmoid", "tanh", "relu", "softmax", "log_softmax", "transpose", "permute", "view", "reshape",
    "unsqueeze", "squeeze", "contiguous", "detach", "clone", "flatten", "t", "where", "normalize", "fill_diagonal",
    "tril", "triu", "roll", "flip", "expand", "repeat", "type_as", "view_as", "reshape_as", "expand_as"})
# ... as methods: names a logger, a writer or the object itself also has (`self.log(...)` in Lightning) are left out
PURE_TENSOR_METHODS = PURE_TENSOR_OPS - {"log", "normalize", "where"}
TORCH_NAMESPACES = ("torch", "F", "functional", "nn.functional", "torch.nn.functional")
# denominators that count things: zero for an empty group, a node without edges, a fully padded row
COUNT_WORDS = ("count", "counts", "cnt", "deg", "degree", "degrees", "n_valid", "num_valid", "lengths", "lens",
               "n_tokens", "num_tokens", "valid", "denom", "norm_factor")
EVAL_PREFIXES = ("eval", "evaluate", "validate", "validation", "valid", "test", "predict", "infer", "score")
OPTIMIZER_WORDS = ("optim", "Adam", "SGD", "RMSprop", "Adagrad", "LBFGS", "optimizer")


@dataclass
class Smell:
    kind: str
    cid: str
    line: int                                          # file line
    message: str
    related: list[str] = field(default_factory=list)   # other chunks it implicates


def _call_name(call: ast.Call) -> str:
    """The callee's dotted name; a method of an expression keeps its method (`(loss / n).backward()` ->
    `_.backward`), which a plain dotted name loses."""
    name = _dotted(call.func)
    if not name and isinstance(call.func, ast.Attribute):
        return "_." + call.func.attr
    return name


def _calls_in(node: ast.AST) -> list[tuple[int, str]]:
    return [(n.lineno, _call_name(n)) for n in ast.walk(node) if isinstance(n, ast.Call)]


def _mode_not_called(f: FunctionFacts) -> list[Smell]:
    return [Smell("mode_not_called", f.cid, n.lineno + f.offset,
                  f"`{_dotted(n.value)}` is named but not called (missing `()`)")
            for n in ast.walk(f.node)
            if isinstance(n, ast.Expr) and isinstance(n.value, ast.Attribute) and n.value.attr in MODE_METHODS]


def _log_of_softmax(f: FunctionFacts) -> list[Smell]:
    out = []
    for n in ast.walk(f.node):
        if not isinstance(n, ast.Call):
            continue
        name = _dotted(n.func)
        inner = None
        if name.rsplit(".", 1)[-1] == "log" and n.args and isinstance(n.args[0], ast.Call):
            inner = n.args[0]                                         # torch.log(F.softmax(x))
        elif isinstance(n.func, ast.Attribute) and n.func.attr == "log" and isinstance(n.func.value, ast.Call):
            inner = n.func.value                                      # x.softmax(-1).log()
        if inner is not None and _dotted(inner.func).rsplit(".", 1)[-1] == "softmax":
            out.append(Smell("log_of_softmax", f.cid, n.lineno + f.offset,
                             "log of a softmax: -inf once a probability underflows to 0 (use log_softmax)"))
    return out


def _zero_grad_after_backward(f: FunctionFacts) -> list[Smell]:
    out = []
    for loop in ast.walk(f.node):
        if not isinstance(loop, (ast.For, ast.While, ast.AsyncFor)):
            continue
        calls = [(ln, name.rsplit(".", 1)[-1]) for stmt in loop.body for ln, name in _calls_in(stmt)]
        back = [ln for ln, n in calls if n == "backward"]
        zero = [ln for ln, n in calls if n == "zero_grad"]
        step = [ln for ln, n in calls if n == "step"]
        if back and zero and step and min(back) < max(zero) < max(step) and not min(zero) < min(back):
            out.append(Smell("zero_grad_after_backward", f.cid, max(zero) + f.offset,
                             "`zero_grad()` runs after `backward()` and before `step()`: every step is zero"))
    # one step per call (a `train_step` that backpropagates, then under `if (i + 1) % accum == 0:` clears the
    # gradients right before the optimizer's step): in source order, the last clearing of that optimizer (or of
    # the model) before its step comes after the last backward()
    calls = sorted(_calls_in(f.node))
    for i, (_, name) in enumerate(calls):
        receiver, _, method = name.rpartition(".")
        if method != "step" or not any(w.lower() in receiver.lower() for w in OPTIMIZER_WORDS):
            continue
        before = calls[:i]
        back = [n for n, c in before if c.rsplit(".", 1)[-1] == "backward"]
        zero = [n for n, c in before if c.rsplit(".", 1)[-1] == "zero_grad" and
                (c.rpartition(".")[0] == receiver or not any(w.lower() in c.lower() for w in OPTIMIZER_WORDS))]
        line = max(zero, default=0) + f.offset
        if back and zero and max(back) < max(zero) and all(sm.line != line for sm in out):
            out.append(Smell("zero_grad_after_backward", f.cid, line,
                             "`zero_grad()` runs after `backward()` and before `step()`: the step sees no gradient"))
    return out


def _tensor_accumulated(f: FunctionFacts) -> list[Smell]:
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.AugAssign) and isinstance(n.op, ast.Add)):
            continue
        names = [x.id for x in ast.walk(n.value) if isinstance(x, ast.Name)]
        detached = any(isinstance(x, ast.Call) and _dotted(x.func).rsplit(".", 1)[-1] in
                       ("item", "float", "detach", "cpu", "tolist", "numpy") for x in ast.walk(n.value)) \
            or any(isinstance(x, ast.Attribute) and x.attr in ("item", "detach", "data") for x in ast.walk(n.value))
        if not detached and any("loss" in x.lower() for x in names):
            out.append(Smell("tensor_accumulated", f.cid, n.lineno + f.offset,
                             "a loss tensor is summed across batches without `.item()`: each keeps its graph"))
    return out


LOOPS = (ast.For, ast.AsyncFor, ast.While)
SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def _own_level(stmts: list[ast.stmt]):
    """The nodes of `stmts` outside any loop or function nested in them (an `if` or `with` body is the same
    level; a nested loop's iterable is too, its body is not)."""
    stack = list(stmts)
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, SCOPES):
            continue
        if isinstance(node, LOOPS):
            stack.extend([node.iter] if isinstance(node, (ast.For, ast.AsyncFor)) else [node.test])
            continue
        stack.extend(ast.iter_child_nodes(node))


def _scheduler_per_batch(f: FunctionFacts) -> list[Smell]:
    """`scheduler.step()` inside the loop over batches: right for warm-up/OneCycle schedules, a learning
    rate decayed N-batches-times too fast for epoch schedules (StepLR, MultiStepLR, ExponentialLR)."""
    out = []
    for loop in ast.walk(f.node):
        if not isinstance(loop, (ast.For, ast.AsyncFor)):
            continue
        # the loop's own level, nested loops left out: an epoch loop holds the batch loop's backward() too, and a
        # step after that inner loop is once per epoch, as it should be
        own = [(n.lineno, _call_name(n)) for n in _own_level(loop.body) if isinstance(n, ast.Call)]
        if not any(name.rsplit(".", 1)[-1] == "backward" for _, name in own):
            continue
        for ln, name in own:
            parts = name.split(".")
            if parts[-1] == "step" and len(parts) > 1 and "sched" in parts[-2].lower():
                out.append(Smell("scheduler_per_batch", f.cid, ln + f.offset,
                                 f"`{name}()` runs every batch: an epoch-based schedule decays that many times faster"))
    return out


def _words(node: ast.AST) -> list[str]:
    """Names, attributes and called functions in an expression, lower-cased."""
    words = [x.id if isinstance(x, ast.Name) else x.attr for x in ast.walk(node)
             if isinstance(x, (ast.Name, ast.Attribute))]
    return [w.lower() for w in words + [_dotted(x.func).rsplit(".", 1)[-1] for x in ast.walk(node)
                                        if isinstance(x, ast.Call)]]


def _guarded(node: ast.AST, guards: set[str]) -> bool:
    """A denominator with an epsilon, a clamp or a floor, or a name already clamped in the function."""
    words = _words(node)
    return any(w in ("eps", "epsilon", "clamp", "clamp_min", "clip", "max", "maximum", "where") or "eps" in w
               for w in words) or bool(set(words) & guards) or any(
        isinstance(x, ast.Constant) and isinstance(x.value, float) and 0 < x.value < 1e-3 for x in ast.walk(node))


def _unguarded_std_division(f: FunctionFacts) -> list[Smell]:
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div)):
            continue
        if not _guarded(n.right, set()) and any(w in ("std", "var", "stddev") for w in _words(n.right)):
            out.append(Smell("unguarded_std_division", f.cid, n.lineno + f.offset,
                             "division by a standard deviation with no epsilon: 0/0 = nan for a constant column"))
    return out


def _pad_sequence_time_major(f: FunctionFacts) -> list[Smell]:
    return [Smell("pad_sequence_time_major", f.cid, n.lineno + f.offset,
                  "`pad_sequence` without `batch_first=True` returns (time, batch, ...)")
            for n in ast.walk(f.node)
            if isinstance(n, ast.Call) and _dotted(n.func).rsplit(".", 1)[-1] == "pad_sequence"
            and not any(k.arg == "batch_first" for k in n.keywords)]


def _padding_in_loss(f: FunctionFacts) -> list[Smell]:
    """A token loss built where a padding id is at hand but not given to it as ignore_index."""
    names = {x.id if isinstance(x, ast.Name) else x.attr for x in ast.walk(f.node)
             if isinstance(x, (ast.Name, ast.Attribute))} | set(f.params)
    if not names & set(PAD_NAMES):
        return []
    return [Smell("padding_in_loss", f.cid, n.lineno + f.offset,
                  f"`{_dotted(n.func)}` has no `ignore_index` although a padding id is in scope: pad tokens count")
            for n in ast.walk(f.node)
            if isinstance(n, ast.Call) and _dotted(n.func).rsplit(".", 1)[-1] in LOSS_WITH_IGNORE
            and not any(k.arg == "ignore_index" for k in n.keywords) and _flattens_tokens(n)]


def _flattens_tokens(call: ast.Call) -> bool:
    """A token-level loss flattens (batch, time) into one axis: `.view(-1)`, `.reshape(-1, V)`, `.flatten()`."""
    for x in ast.walk(call):
        if isinstance(x, ast.Call) and isinstance(x.func, ast.Attribute) and x.func.attr in ("view", "reshape", "flatten"):
            if x.func.attr == "flatten" or any(isinstance(a, ast.UnaryOp) and isinstance(a.op, ast.USub)
                                               for a in x.args):
                return True
    return False


def _hard_coded_feature_size(f: FunctionFacts) -> list[Smell]:
    """`self.n_features = c * 7 * 7` in a constructor that takes an input size it does not use there:
    the flattened size is right for one input size only."""
    sizes = [p for p in f.params if p in SIZE_PARAMS]
    if not sizes:
        return []
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mult)):
            continue
        consts = [x.value for x in ast.walk(n) if isinstance(x, ast.Constant) and isinstance(x.value, int)
                  and not isinstance(x.value, bool) and x.value > 1]
        used = {x.id for x in ast.walk(n) if isinstance(x, ast.Name)}
        if len(consts) >= 2 and not used & set(sizes):
            out.append(Smell("hard_coded_feature_size", f.cid, n.lineno + f.offset,
                             f"a feature size computed from constants ({' * '.join(map(str, consts))}) while "
                             f"`{sizes[0]}` is a parameter: right for one input size only"))
            break
    return out


def _hook_per_call(f: FunctionFacts) -> list[Smell]:
    """A hook registered in a method that runs every batch or epoch (or inside a training loop), with no
    `.remove()` of its handle in the same function: the hooks pile up, each keeping what it captures."""
    if "remove" in {n.func.attr for n in ast.walk(f.node) if isinstance(n, ast.Call)
                    and isinstance(n.func, ast.Attribute)}:
        return []
    per_call = f.name in PER_CALL_METHODS
    # a training loop's body (it steps); a loop copying hooks between modules registers each once
    in_loop = {id(c) for loop in ast.walk(f.node) if isinstance(loop, (ast.For, ast.While))
               and any(name.rsplit(".", 1)[-1] in ("backward", "step") for _, name in _calls_in(loop))
               for c in ast.walk(loop) if isinstance(c, ast.Call)}
    return [Smell("hook_per_call", f.cid, n.lineno + f.offset,
                  f"`{n.func.attr}` in {'`' + f.name + '`' if per_call else 'a loop'} without removing the handle: "
                  "a new hook on every call, and the old ones stay")
            for n in ast.walk(f.node)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in HOOK_METHODS
            and (per_call or id(n) in in_loop)]


def _default_nodes(f: FunctionFacts) -> dict[str, ast.expr]:
    """Parameter name -> its default's expression, for the parameters that have one."""
    args = getattr(f.node, "args", None)
    if args is None:
        return {}
    pos = [*args.posonlyargs, *args.args]
    pairs = [*zip(pos[len(pos) - len(args.defaults):], args.defaults, strict=True),
             *zip(args.kwonlyargs, args.kw_defaults, strict=True)]
    return {a.arg: d for a, d in pairs if d is not None}


def _string_consts(f: FunctionFacts) -> dict[str, str]:
    """Names bound to a string literal in a function: parameters' defaults and plain assignments."""
    out: dict[str, str] = {a: d.value for a, d in _default_nodes(f).items()
                           if isinstance(d, ast.Constant) and isinstance(d.value, str)}
    for n in ast.walk(f.node):
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str):
            out.update({t.id: n.value.value for t in n.targets if isinstance(t, ast.Name)})
    return out


def module_strings(rows: dict[str, dict]) -> dict[str, dict[str, str]]:
    """Path -> the module-level names bound to a string literal (`WRAPPER_PREFIX = "module."`)."""
    out: dict[str, dict[str, str]] = {}
    for r in rows.values():
        if r["kind"] != "module":
            continue
        try:
            tree = ast.parse(r["text"])
        except SyntaxError:
            continue
        out[r["path"]] = {t.id: n.value.value for n in tree.body if isinstance(n, ast.Assign)
                          and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)
                          for t in n.targets if isinstance(t, ast.Name)}
    return out


def _strip_as_prefix(f: FunctionFacts, module_consts: dict[str, str] | None = None) -> list[Smell]:
    """`key.lstrip("module.")` (or a parameter or module constant holding it) removes any of those characters
    from the start, not the prefix: `encoder.w` becomes `ncoder.w` (str.removeprefix is the prefix)."""
    consts = dict(module_consts or {})
    # `prefix=WRAPPER_PREFIX`: the parameter holds the module's string
    consts.update({a: consts[d.id] for a, d in _default_nodes(f).items() if isinstance(d, ast.Name) and d.id in consts})
    consts.update(_string_consts(f))
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                and n.func.attr in ("lstrip", "rstrip", "strip") and len(n.args) == 1):
            continue
        arg = n.args[0]
        text = arg.value if isinstance(arg, ast.Constant) else consts.get(arg.id) if isinstance(arg, ast.Name) else None
        if isinstance(text, str) and len(text) > 2 and re.search(r"\w[._/-]|[._/-]\w", text):
            out.append(Smell("strip_as_prefix", f.cid, n.lineno + f.offset,
                             f"`.{n.func.attr}({text!r})` strips a set of characters, not that prefix/suffix "
                             "(use removeprefix/removesuffix)"))
    return out


def _tensor_op_dropped(f: FunctionFacts) -> list[Smell]:
    """`att.masked_fill(mask, -inf)` as a statement: the masked copy is thrown away and `att` is unchanged
    (the in-place twin is `masked_fill_`)."""
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Attribute)):
            continue
        func = n.value.func
        name = _dotted(func)
        receiver = name.rsplit(".", 1)[0] if "." in name else ""
        method = func.attr in PURE_TENSOR_METHODS and receiver.split(".")[0] not in ("self", "cls", "super()") \
            and receiver not in TORCH_NAMESPACES and not receiver.endswith(("torch.nn.functional", "np", "numpy"))
        function = receiver in TORCH_NAMESPACES and func.attr in PURE_TENSOR_OPS and n.value.args and \
            not any(k.arg == "out" for k in n.value.keywords)       # `torch.mul(a, b, out=c)` writes c
        if method or function:
            out.append(Smell("tensor_op_dropped", f.cid, n.lineno + f.offset,
                             f"`{name or func.attr}(...)` returns a new tensor that is dropped: nothing changes "
                             f"(the in-place form is `{func.attr}_`, or assign the result)"))
    return out


def _clamped_names(f: FunctionFacts) -> set[str]:
    """Names bound to a clamped or floored value (`count = count.clamp(min=1)`, `n = max(n, 1)`)."""
    out = set()
    for n in ast.walk(f.node):
        targets = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, ast.AugAssign) else []
        if targets and _guarded(n.value, set()):
            out |= {t.id.lower() for t in targets if isinstance(t, ast.Name)}
        if isinstance(n, (ast.If, ast.Assert)):        # `if count == 0: ...` / `assert n > 0`
            out |= {w for w in _words(n.test)}
    return out


def _unguarded_count_division(f: FunctionFacts) -> list[Smell]:
    """`summed / count` where the count comes from the data (a degree, a mask's sum, a group size)
    with no floor: a node without incoming edges or an empty group is 0/0 = nan."""
    guards = _clamped_names(f)
    # names holding a mask (`m = mask.unsqueeze(-1).float()`): their sum counts the valid positions
    masks = {t.id for n in ast.walk(f.node) if isinstance(n, ast.Assign) and any("mask" in w for w in _words(n.value))
             for t in n.targets if isinstance(t, ast.Name)}
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div)) or _guarded(n.right, guards):
            continue
        words = _words(n.right)
        mask_sum = isinstance(n.right, ast.Call) and _dotted(n.right.func).endswith(".sum") and \
            (any("mask" in w for w in words) or _root_name(n.right.func) in masks)
        if mask_sum or any(w in COUNT_WORDS for w in words):
            out.append(Smell("unguarded_count_division", f.cid, n.lineno + f.offset,
                             f"division by `{ast.unparse(n.right)}`, a count with no floor: 0/0 = nan where it "
                             "is zero (an empty group, a node without edges, a fully padded row)"))
    return out


def _shape_unpacked_wh(f: FunctionFacts) -> list[Smell]:
    """`w, h = image.shape[-2:]`: tensors and arrays are (..., height, width); PIL's `.size` is (w, h)."""
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Tuple)):
            continue
        names = [e.id.lower() if isinstance(e, ast.Name) else "" for e in n.targets[0].elts]
        src = n.value.value if isinstance(n.value, ast.Subscript) else n.value
        shape = isinstance(src, ast.Attribute) and src.attr == "shape" or \
            isinstance(src, ast.Call) and isinstance(src.func, ast.Attribute) and src.func.attr == "size"
        for i in range(len(names) - 1):
            if shape and (names[i], names[i + 1]) in (("w", "h"), ("width", "height"), ("img_w", "img_h")):
                out.append(Smell("shape_unpacked_wh", f.cid, n.lineno + f.offset,
                                 f"`{ast.unparse(n)}` takes width before height: a tensor's shape is "
                                 "(..., height, width)"))
    return out


def _under_no_grad(f: FunctionFacts) -> bool:
    """`with torch.no_grad():`, `@torch.no_grad()`, `inference_mode` anywhere in the function."""
    return any((_dotted(n.func) if isinstance(n, ast.Call) else _dotted(n)).rsplit(".", 1)[-1]
               in ("no_grad", "inference_mode") for n in ast.walk(f.node)
               if isinstance(n, ast.Call | ast.Attribute | ast.Name))


def _eval_without_eval_mode(f: FunctionFacts) -> list[Smell]:
    """An evaluation function that runs under `no_grad` but never puts the model in eval mode: dropout
    stays on and batch norm uses (and updates) batch statistics, unless every caller calls `.eval()`."""
    if not f.name.lower().lstrip("_").startswith(EVAL_PREFIXES):
        return []
    # `.eval()` or `.train(False)`; `.train(was_training)` only restores the mode it found
    to_eval = [n for n in ast.walk(f.node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and
               (n.func.attr == "eval" or n.func.attr == "train" and any(
                   isinstance(a, ast.Constant) and a.value is False for a in [*n.args, *(k.value for k in n.keywords)]))]
    if not _under_no_grad(f) or to_eval:
        return []
    return [Smell("eval_without_eval_mode", f.cid, f.node.lineno + f.offset,
                  f"`{f.name}` runs the model under no_grad without `.eval()`: dropout and batch norm stay in "
                  "training mode")]


def _string_as_bool(f: FunctionFacts) -> list[Smell]:
    """A string taken for a boolean: argparse's `type=bool` (any non-empty string is True), or a value
    parser that turns text into numbers but leaves "false" a non-empty, truthy string."""
    out = [Smell("string_as_bool", f.cid, n.lineno + f.offset,
                 "`type=bool` makes every non-empty string True: `--flag false` is True")
           for n in ast.walk(f.node) if isinstance(n, ast.Call) and _dotted(n.func).endswith("add_argument")
           for k in n.keywords if k.arg == "type" and isinstance(k.value, ast.Name) and k.value.id == "bool"]
    # int(text) and float(text), directly or through `for cast in (int, float)`, inside a try
    converts = {n.id for n in ast.walk(f.node) if isinstance(n, ast.Name) and n.id in ("int", "float")}
    converts = converts if any(isinstance(n, ast.Call) and n.args and isinstance(n.args[0], ast.Name) and
                               n.args[0].id in f.params for t in ast.walk(f.node) if isinstance(t, ast.Try)
                               for n in ast.walk(t)) else set()
    literals = {n.value.lower() for n in ast.walk(f.node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    # ... and whose last resort hands the text back (`return text`, `return text.strip("'")`), not a parser
    last = f.node.body[-1] if getattr(f.node, "body", None) else None
    back = last.value.func if isinstance(last, ast.Return) and isinstance(last.value, ast.Call) else \
        last.value if isinstance(last, ast.Return) else None
    text_back = back is not None and _root_name(back) in f.params \
        and not any(isinstance(n, ast.Call) and not isinstance(n.func, ast.Attribute) for n in ast.walk(last.value))
    if {"int", "float"} <= converts and text_back and not literals & {"true", "false", "yes", "no", "on", "off"}:
        out.append(Smell("string_as_bool", f.cid, f.node.lineno + f.offset,
                         f"`{f.name}` parses numbers from text but not booleans: 'false' stays a non-empty, "
                         "truthy string"))
    return out


def _partial_reorder(f: FunctionFacts) -> list[Smell]:
    """A batch's fields taken apart (`feats = [b["feats"] for b in batch]`, `tokens = ...`), then some of them
    sorted by a length order and others left as they were: inputs and targets no longer line up."""
    fields, orders, reordered = set(), set(), set()
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)):
            continue
        name, value = n.targets[0].id, n.value
        comps = [c for c in ast.walk(value) if isinstance(c, (ast.ListComp, ast.GeneratorExp))]
        if isinstance(value, ast.Call) and _dotted(value.func).rsplit(".", 1)[-1] in ("argsort", "sorted", "sort"):
            orders.add(name)
        elif any(isinstance(g.iter, ast.Name) and g.iter.id in f.params for c in comps for g in c.generators):
            fields.add(name)
        used = {x.id for x in ast.walk(value) if isinstance(x, ast.Name)}
        if name in used and used & orders:            # feats = [feats[i] for i in order]; lens = lens[order]
            reordered.add(name)
    left = sorted(fields - reordered)
    if not (orders and reordered & fields and left):
        return []
    return [Smell("partial_reorder", f.cid, f.node.lineno + f.offset,
                  f"`{', '.join(sorted(reordered))}` are put in a sorted order but `{', '.join(left)}` are not: "
                  "the batch's fields no longer line up")]


def _partial_repeat(f: FunctionFacts) -> list[Smell]:
    """Inputs repeated per beam or sample (`memory = memory.repeat_interleave(k, dim=0)`) and passed on beside a
    mask or lengths argument that was not: the two no longer have the same batch size."""
    repeated, rebound = set(), set()
    for n in ast.walk(f.node):
        if isinstance(n, ast.Assign):
            names = {t.id for t in n.targets if isinstance(t, ast.Name)}
            rebound |= names
            if isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Attribute) and \
                    n.value.func.attr in ("repeat_interleave", "repeat", "expand") and \
                    _root_name(n.value.func.value) in names:
                repeated |= names
    aligned = [p for p in f.params if p not in rebound and any(w in p.lower() for w in ("mask", "lengths", "lens"))]
    if not (repeated and aligned):
        return []
    out = []
    for n in ast.walk(f.node):
        if not isinstance(n, ast.Call):
            continue
        args = {a.id for a in [*n.args, *(k.value for k in n.keywords)] if isinstance(a, ast.Name)}
        if args & repeated and args & set(aligned):
            out.append(Smell("partial_repeat", f.cid, n.lineno + f.offset,
                             f"`{', '.join(sorted(args & repeated))}` is repeated per beam/sample but "
                             f"`{', '.join(sorted(args & set(aligned)))}` beside it is not: their batch sizes differ"))
            break
    return out


def _kl_div_of_probabilities(f: FunctionFacts) -> list[Smell]:
    """`F.kl_div(p, q)` with `p` a softmax: kl_div takes log-probabilities as its input (log_softmax),
    so the loss is neither KL nor zero at a perfect match."""
    probs = {t.id for n in ast.walk(f.node) if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
             and _dotted(n.value.func).rsplit(".", 1)[-1] == "softmax" for t in n.targets if isinstance(t, ast.Name)}
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Call) and _dotted(n.func).rsplit(".", 1)[-1] in ("kl_div", "KLDivLoss", "criterion")
                and n.args):
            continue
        first = n.args[0]
        if isinstance(first, ast.Name) and first.id in probs or isinstance(first, ast.Call) and \
                _dotted(first.func).rsplit(".", 1)[-1] == "softmax":
            out.append(Smell("kl_div_of_probabilities", f.cid, n.lineno + f.offset,
                             f"`{_dotted(n.func)}` gets probabilities (a softmax) as its input: it expects "
                             "log-probabilities (log_softmax)"))
    return out


def _eval_mode_with_grad(f: FunctionFacts, slicer: Slicer) -> list[Smell]:
    """`model.eval()` and then forward passes without `no_grad`, in a function that never calls backward: each
    output keeps its graph, and whatever collects the outputs keeps every graph alive. Implicates the
    methods it calls that run without no_grad either."""
    calls = _calls_in(f.node)
    names = {name.rsplit(".", 1)[-1] for _, name in calls}
    if "eval" not in names or names & {"backward", "step"} or _under_no_grad(f):
        return []
    related = []
    for _, name in calls:
        target = slicer.resolve(f, name) if name.startswith("self.") else None
        callee = slicer.facts(target) if target and target != f.cid else None
        if callee is not None and not _under_no_grad(callee) and any(
                isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr in ("model", "net",
                "encoder", "backbone", "module") for c in ast.walk(callee.node)):
            related.append(target)
    if not related:
        return []
    return [Smell("eval_mode_with_grad", f.cid, f.node.lineno + f.offset,
                  f"`{f.name}` puts the model in eval mode but runs it without `no_grad`: every output keeps its "
                  "graph", sorted(set(related)))]


def _param_group_gap(f: FunctionFacts) -> list[Smell]:
    """Parameters sorted into optimizer groups by an if/elif chain with no `else`: the ones no branch takes
    are never optimized (`elif p.ndim > 2` leaves out every Linear weight)."""
    out = []
    for loop in ast.walk(f.node):
        if not (isinstance(loop, ast.For) and isinstance(loop.iter, ast.Call) and
                _dotted(loop.iter.func).rsplit(".", 1)[-1] in ("named_parameters", "parameters")):
            continue
        for stmt in loop.body:
            if not isinstance(stmt, ast.If) or not stmt.orelse:
                continue
            chain, node = [stmt], stmt
            while len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
                node = node.orelse[0]
                chain.append(node)
            appends = [any(isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr == "append"
                           for c in ast.walk(ast.Module(body=b.body, type_ignores=[]))) for b in chain]
            if len(chain) >= 2 and not node.orelse and all(appends):
                out.append(Smell("param_group_gap", f.cid, stmt.lineno + f.offset,
                                 "parameters go to optimizer groups through an if/elif with no else: those no branch "
                                 "takes are never optimized"))
    return out


HEIGHT_NAMES = ("h", "height", "n_rows")


def _flat_index_swapped(f: FunctionFacts) -> list[Smell]:
    """A flat index over a (height, width) grid decoded the wrong way round: `x = idx // w`, `y = idx % w`
    (the column is `idx % w`, the row `idx // w`)."""
    cols, rows = ("x", "col", "cx", "ix", "j", "xs"), ("y", "row", "cy", "iy", "i", "ys")
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)):
            continue
        name = n.targets[0].id.lower()
        ops = [b for b in ast.walk(n.value) if isinstance(b, ast.BinOp) and isinstance(b.op, (ast.FloorDiv, ast.Mod))
               and any(w in ("w", "width", "n_cols", "cols") for w in _words(b.right))]
        # decoded by the height (`x = idx % H`, `torch.div(idx, H, rounding_mode="floor")`): row-major is by the width
        by_height = [b for b in ast.walk(n.value) if isinstance(b, ast.BinOp) and isinstance(b.op, (ast.FloorDiv, ast.Mod))
                     and isinstance(b.right, ast.Name) and b.right.id.lower() in HEIGHT_NAMES]
        by_height += [c for c in ast.walk(n.value) if isinstance(c, ast.Call) and len(c.args) == 2
                      and _call_name(c).rsplit(".", 1)[-1] in ("div", "floor_divide")
                      and isinstance(c.args[1], ast.Name) and c.args[1].id.lower() in HEIGHT_NAMES]
        if (name in cols or name in rows) and by_height or \
                any(name in cols and isinstance(b.op, ast.FloorDiv) or name in rows and isinstance(b.op, ast.Mod)
                    for b in ops):
            out.append(Smell("flat_index_swapped", f.cid, n.lineno + f.offset,
                             f"`{ast.unparse(n)}`: over a row-major grid the column is `idx % width` and the row "
                             "`idx // width`"))
    return out


def _assigns_attributes(f: FunctionFacts) -> bool:
    return any(isinstance(n, ast.Assign) and any(isinstance(t, ast.Attribute) for t in n.targets)
               for n in ast.walk(f.node))


def _params_after_optimizer(f: FunctionFacts, slicer: Slicer) -> list[Smell]:
    """`opt = Adam(model.parameters())` (or `build_optimizer(model)`), then `model.reset_head()` or
    `model.head = nn.Linear(...)`: the new parameters are not in the optimizer."""
    stmts = sorted((n for n in ast.walk(f.node) if isinstance(n, ast.stmt) and n is not f.node),
                   key=lambda n: n.lineno)
    built_at, models = None, set()
    for n in stmts:
        if built_at is None and isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) \
                and any(w in _dotted(n.value.func) for w in OPTIMIZER_WORDS):
            for x in ast.walk(n.value):
                if isinstance(x, ast.Call) and isinstance(x.func, ast.Attribute) and x.func.attr == "parameters" \
                        and isinstance(x.func.value, ast.Name):
                    models.add(x.func.value.id)
            models.update(a.id for a in n.value.args[:1] if isinstance(a, ast.Name))
            built_at = n.lineno if models else None
    if built_at is None:
        return []
    out = []
    for n in stmts:
        if n.lineno <= built_at:
            continue
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                                             and t.value.id in models for t in n.targets) \
                and isinstance(n.value, ast.Call):
            out.append(Smell("params_after_optimizer", f.cid, n.lineno + f.offset,
                             "a submodule is replaced after the optimizer was built over the old parameters"))
        elif isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Attribute) \
                and isinstance(n.value.func.value, ast.Name) and n.value.func.value.id in models \
                and n.value.func.attr not in KEEPS_PARAMETERS:
            target = slicer.resolve(f, _dotted(n.value.func))
            callee = slicer.facts(target) if target else None
            if callee is not None and _assigns_attributes(callee):
                out.append(Smell("params_after_optimizer", f.cid, n.lineno + f.offset,
                                 f"`{_dotted(n.value.func)}()` sets new attributes after the optimizer was built "
                                 "over the old parameters", [target]))
    return out


def _mutates(f: FunctionFacts, slicer: Slicer, seen: frozenset[str] = frozenset()) -> bool:
    """Whether a function changes state it was given: attribute or item assignment, in-place tensor
    methods (`x.add_()`), container methods (`append`), I/O and registration calls, `global`,
    `setattr`, `super()` delegation, a repository function it calls that does; a function that raises
    or asserts counts too: it is called for its check."""
    seen = seen | {f.cid}
    for n in ast.walk(f.node):
        if isinstance(n, (ast.Assign, ast.AugAssign)) and any(
                isinstance(t, (ast.Attribute, ast.Subscript)) for t in getattr(n, "targets", [getattr(n, "target", None)])):
            return True
        if isinstance(n, (ast.Global, ast.Nonlocal, ast.Raise, ast.Assert)):
            return True             # (a check called for its exception is used, not dropped)
        if not isinstance(n, ast.Call):
            continue
        name = _dotted(n.func)
        last = name.rsplit(".", 1)[-1]
        if isinstance(n.func, ast.Attribute) and ((last.endswith("_") and not last.startswith("_")) or last in (
                "append", "extend", "update", "insert", "pop", "clear", "add", "remove", "setdefault")):
            return True
        if last.startswith(EFFECT_PREFIXES) or name in ("setattr", "delattr") or name.startswith("super()"):
            return True
        target = slicer.resolve(f, name) if name else None
        callee = slicer.facts(target) if target and target not in seen else None
        if callee is not None and len(seen) < 4 and _mutates(callee, slicer, seen):
            return True
    return False


def _result_ignored(f: FunctionFacts, slicer: Slicer) -> list[Smell]:
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and n.value.args):
            continue
        name = _dotted(n.value.func)
        if not name or name.startswith("self.") and name.count(".") > 1:
            continue
        target = slicer.resolve(f, name)
        callee = slicer.facts(target) if target else None
        if callee is None or callee.cid == f.cid or not _returns(callee.node) or _mutates(callee, slicer):
            continue
        out.append(Smell("result_ignored", f.cid, n.lineno + f.offset,
                         f"the value `{name}()` returns is dropped, and it changes nothing in place",
                         [target]))
    return out


def _schedulers_built(rows: dict[str, dict]) -> set[str]:
    """Class names of the learning-rate schedulers the repository constructs."""
    out = set()
    for r in rows.values():
        for call in json.loads(r.get("calls") or "[]"):
            last = call.rsplit(".", 1)[-1]
            if last in EPOCH_SCHEDULERS or last in BATCH_SCHEDULERS:
                out.add(last)
    return out


def _is_set_expr(node: ast.expr) -> bool:
    return isinstance(node, (ast.Set, ast.SetComp)) or (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("set", "frozenset"))


def _set_order(f: FunctionFacts) -> list[Smell]:
    """A set turned into indices or a sequence (`{v: i for i, v in enumerate(values)}` with `values` a set):
    a set of strings iterates in the order of their hashes, which are salted per interpreter, so each launch
    numbers the categories, nodes or words differently. `sorted(...)` around it is the healthy form."""
    sets = {t.id for n in ast.walk(f.node) if isinstance(n, ast.Assign) and _is_set_expr(n.value)
            for t in n.targets if isinstance(t, ast.Name)}
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Call) and n.args and _dotted(n.func).rsplit(".", 1)[-1] in ORDER_CALLS):
            continue
        arg = n.args[0]
        if _is_set_expr(arg) or isinstance(arg, ast.Name) and arg.id in sets:
            out.append(Smell("set_order", f.cid, n.lineno + f.offset,
                             f"`{_dotted(n.func)}(...)` of a set: its order follows string hashes, which differ "
                             "between launches (PYTHONHASHSEED)"))
    return out


def _setting_name(node: ast.expr) -> str:
    """The name a value is read under: `seed`, `cfg.seed`, `cfg["seed"]`, `cfg.get("seed")`."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
        return node.slice.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" and \
            node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
        return node.args[0].value
    return ""


def _zero_as_unset(f: FunctionFacts) -> list[Smell]:
    """`x or default` for a setting whose 0 is a real value (a seed, a dropout rate, a loss weight): 0 is falsy, so
    the configured 0 is replaced by the default. `x if x is not None else default` is the healthy form."""
    out = []
    # a value being given (assigned, returned, passed), not a condition tested (`if persistent or busy:`)
    given = [n.value for n in ast.walk(f.node) if isinstance(n, (ast.Assign, ast.AnnAssign, ast.Return, ast.keyword))]
    given += [a for n in ast.walk(f.node) if isinstance(n, ast.Call) for a in n.args]
    for n in given:
        if isinstance(n, ast.BoolOp) and isinstance(n.op, ast.Or) and len(n.values) == 2:
            name = _setting_name(n.values[0])
            if name and ZERO_MEANINGFUL.search(name):
                out.append(Smell("zero_as_unset", f.cid, n.lineno + f.offset,
                                 f"`{name} or ...`: a configured {name} of 0 is falsy and replaced by the default"))
    return out


def _clip_without_unscale(f: FunctionFacts) -> list[Smell]:
    """Gradients clipped between `scaler.scale(loss).backward()` and `scaler.step()` with no `unscale_`:
    the clip sees gradients multiplied by the loss scale (~65,536), so every step is clipped to a tiny
    update (or inf gradients pass the norm). PyTorch's AMP recipe unscales first."""
    calls = sorted(_calls_in(f.node))
    names = [c.rsplit(".", 1)[-1] for _, c in calls]
    if "unscale_" in names:
        return []
    scaled = [ln for ln, c in calls if c.endswith(".scale") and "scal" in c.rpartition(".")[0].lower()]
    stepped = [ln for ln, c in calls if c.endswith(".step") and "scal" in c.rpartition(".")[0].lower()]
    clips = [(ln, c) for ln, c in calls if "clip" in c.rsplit(".", 1)[-1].lower()]
    return [Smell("clip_without_unscale", f.cid, ln + f.offset,
                  f"`{c}(...)` clips scaled gradients: `scaler.unscale_(optimizer)` is missing before it")
            for ln, c in clips if scaled and stepped and min(scaled) < ln < max(stepped)][:1]


def _is_minmax(node: ast.AST, which: str) -> bool:
    return isinstance(node, ast.Call) and _dotted(node.func).rsplit(".", 1)[-1] in (which, which + "imum")


def _names_clamped_at(fn: ast.AST) -> set[str]:
    """Names a clamp (`x.clamp(min=0)`, `clamp(x, 0)`, `relu(x)`, `x.clamp_(0)`) is applied to."""
    out = set()
    for n in ast.walk(fn):
        if not isinstance(n, ast.Call):
            continue
        last = _call_name(n).rsplit(".", 1)[-1]
        if last not in ("clamp", "clamp_", "clamp_min", "clamp_min_", "clip", "relu", "maximum", "max"):
            continue
        target = n.func.value if isinstance(n.func, ast.Attribute) and last.startswith(("clamp", "clip")) else None
        out |= {name for x in [target, *n.args] if x is not None and (name := _root_name(x))}
    return out


def _unclamped_overlap(f: FunctionFacts) -> list[Smell]:
    """An overlap's extent `min(right) - max(left)` used as a size without clamping at 0: for two boxes
    (intervals, segments) that do not overlap it is negative, and two negative extents multiply to a
    positive intersection, so disjoint boxes get a large IoU."""
    lows, highs = set(), set()
    for n in ast.walk(f.node):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            if _is_minmax(n.value, "max"):
                lows.add(n.targets[0].id)
            elif _is_minmax(n.value, "min"):
                highs.add(n.targets[0].id)
    if not lows or not highs:
        return []

    clamped = _names_clamped_at(f.node)
    extents: dict[str, int] = {}
    for n in ast.walk(f.node):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) and \
                isinstance(n.value, ast.BinOp) and isinstance(n.value.op, ast.Sub) and \
                _root_name(n.value.left) in highs and _root_name(n.value.right) in lows:
            extents[n.targets[0].id] = n.lineno
    out = []
    for name, line in extents.items():
        if name in clamped:
            continue
        used = any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mult) and name in (_root_name(n.left), _root_name(n.right))
                   for n in ast.walk(f.node))
        if used:
            out.append(Smell("unclamped_overlap", f.cid, line + f.offset,
                             f"`{name}` = min(right) - max(left) is not clamped at 0: disjoint boxes get a "
                             "positive intersection"))
    return out


# what builds a generator of one's own, and what seeds one
SEEDED_GENERATORS = ("Random", "default_rng", "RandomState", "Generator")
RNG_BUILDERS = (*SEEDED_GENERATORS, "seed", "manual_seed", "SeedSequence")


def _hash_seed(f: FunctionFacts) -> list[Smell]:
    """Built-in `hash()` seeding a generator (`random.Random(hash((name, seed)))`): the hash of a string
    is salted per interpreter (PYTHONHASHSEED), so the 'seeded' split or sample changes every launch."""
    out = []
    for n in ast.walk(f.node):
        if isinstance(n, ast.Call) and _dotted(n.func).rsplit(".", 1)[-1] in RNG_BUILDERS:
            if any(isinstance(x, ast.Call) and _dotted(x.func) == "hash" for a in [*n.args, *(k.value for k in n.keywords)]
                   for x in ast.walk(a)):
                out.append(Smell("hash_seed", f.cid, n.lineno + f.offset,
                                 "a generator seeded with `hash(...)`: string hashes differ between launches"))
        elif isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and _dotted(n.value.func) == "hash" and \
                any(isinstance(t, ast.Name) and "seed" in t.id.lower() for t in n.targets):
            out.append(Smell("hash_seed", f.cid, n.lineno + f.offset,
                             "a seed computed with `hash(...)`: string hashes differ between launches"))
    return out


GLOBAL_RNG_CALLS = ("random.random", "random.randrange", "random.randint", "random.choice", "random.choices",
                    "random.sample", "random.shuffle", "random.uniform", "np.random.rand", "np.random.randn",
                    "np.random.randint", "np.random.choice", "np.random.permutation", "np.random.shuffle",
                    "np.random.uniform", "np.random.normal", "numpy.random.choice", "numpy.random.permutation",
                    "numpy.random.randint", "numpy.random.shuffle")


def _seeded_rng_holders(slicer: Slicer) -> set[tuple[str, str]]:
    """(path, class) of classes whose methods keep a generator of their own (`self.rng = random.Random(seed)`)."""
    out = set()
    for cid, row in slicer.rows.items():
        if row["kind"] != "function" or "." not in row["qualname"]:
            continue
        f = slicer.facts(cid)
        if f is None:
            continue
        for n in ast.walk(f.node):
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and \
                    _dotted(n.value.func).rsplit(".", 1)[-1] in SEEDED_GENERATORS \
                    and any(isinstance(t, ast.Attribute) and _dotted(t).startswith("self.") for t in n.targets):
                out.add((row["path"], row["qualname"].rsplit(".", 1)[0]))
    return out


def _global_rng_beside_seeded(f: FunctionFacts, holders: set[tuple[str, str]]) -> list[Smell]:
    """The module-level generator (`random.randrange`, `np.random.choice`) used where a seeded one is at
    hand: the class keeps its own (`self.rng`) or the function builds one. That draw ignores the seed."""
    own = (f.path, f.qualname.rsplit(".", 1)[0]) in holders if "." in f.qualname else False
    local = any(isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and
                _dotted(n.value.func).rsplit(".", 1)[-1] in SEEDED_GENERATORS
                for n in ast.walk(f.node))
    if not own and not local:
        return []
    return [Smell("global_rng_beside_seeded", f.cid, ln + f.offset,
                  f"`{c}(...)` draws from the global generator, not the seeded one this code keeps")
            for ln, c in _calls_in(f.node) if c in GLOBAL_RNG_CALLS][:1]


NAN_MAKERS = ("log", "log2", "log10", "sqrt", "rsqrt", "acos", "asin", "pow", "reciprocal")


def _offset(node: ast.AST) -> bool:
    """`x + 2.0`, `1 + x`: a log or a division of it is finite for x >= 0."""
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and any(
        isinstance(x, ast.Constant) and isinstance(x.value, (int, float)) and x.value > 0 for x in (node.left, node.right))


def _nan_maker(node: ast.AST) -> bool:
    """A log/sqrt of, or a division by, a value with no clamp, epsilon or offset: inf/NaN where it is 0."""
    for x in ast.walk(node):
        if isinstance(x, ast.Call) and _call_name(x).rsplit(".", 1)[-1] in NAN_MAKERS:
            arg = x.args[0] if x.args else x.func.value if isinstance(x.func, ast.Attribute) else None
            if arg is not None and not _guarded(arg, set()) and not _offset(arg):
                return True
        if isinstance(x, ast.BinOp) and isinstance(x.op, ast.Div) and not _guarded(x.right, set()) \
                and not any(_offset(y) for y in ast.walk(x.right)) and not isinstance(x.right, ast.Constant):
            return True
    return False


def _is_zero(node: ast.AST) -> bool:
    """`0`, `0.0`, `zeros_like(x)`, `torch.zeros(...)`, `x.new_zeros(...)`, `torch.tensor(0.0)`."""
    if isinstance(node, ast.Constant):
        return node.value == 0 and not isinstance(node.value, bool)
    if isinstance(node, ast.Call):
        last = _call_name(node).rsplit(".", 1)[-1]
        return last in ("zeros_like", "zeros", "new_zeros") or \
            last == "tensor" and bool(node.args) and _is_zero(node.args[0])
    return False


def _where_after_nan(f: FunctionFacts) -> list[Smell]:
    """`torch.where(valid, log(pred / target), 0)`: the masked-out branch is still computed, and its
    inf/NaN reaches the gradient (0 * inf = NaN in backward). Mask the inputs before the log."""
    assigned = {t.id: n.value for n in ast.walk(f.node) if isinstance(n, ast.Assign)
                for t in n.targets if isinstance(t, ast.Name)}
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Call) and _dotted(n.func) in ("torch.where", "where") and len(n.args) == 3):
            continue
        branches = [assigned.get(a.id, a) if isinstance(a, ast.Name) else a for a in n.args[1:]]
        # masking invalid positions out of a loss fills them with 0 (a where that returns inf or
        # nan on purpose, as distributions' moments do, is not this)
        if any(_nan_maker(b) and _is_zero(other) for b, other in (branches, branches[::-1])):
            out.append(Smell("where_after_nan", f.cid, n.lineno + f.offset,
                             "`torch.where` masks a log/sqrt/division after computing it: the masked-out "
                             "inf/NaN still reaches the gradient"))
    return out


def _sentinel(node: ast.AST) -> bool:
    """A starting value for a running best or total: a constant, `float("-inf")`, `-1`, `math.inf`, `[]`."""
    if isinstance(node, ast.Tuple):
        return bool(node.elts) and all(_sentinel(e) for e in node.elts)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _sentinel(node.operand)
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, (ast.List, ast.Dict)) and not getattr(node, "elts", None) and not getattr(node, "keys", None):
        return True
    if isinstance(node, ast.Attribute):
        return _dotted(node) in ("math.inf", "np.inf", "numpy.inf", "torch.inf")
    return isinstance(node, ast.Call) and _dotted(node.func) == "float" and len(node.args) == 1 \
        and isinstance(node.args[0], ast.Constant)


def _loads(nodes: list[ast.stmt]) -> set[str]:
    return {n.id for s in nodes for n in ast.walk(s) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def _running_best_reset(f: FunctionFacts) -> list[Smell]:
    """A running best (`best = -inf` ... `if score > best: best = score`) set to its start inside the loop
    it should run over, and read after that loop: it keeps the last iteration's best, not the overall
    one (a span chosen from the last window only, a checkpoint compared with nothing)."""
    out = []
    containers = [f.node.body] + [n.body for n in ast.walk(f.node) if isinstance(n, (ast.For, ast.AsyncFor, ast.While))]
    for body in containers:
        for i, loop in enumerate(body):
            if not isinstance(loop, (ast.For, ast.AsyncFor, ast.While)):
                continue
            starts = {}
            for stmt in loop.body[:4]:
                if isinstance(stmt, ast.Assign) and _sentinel(stmt.value):
                    for t in stmt.targets:
                        for name in _target_names(t):
                            starts[name] = stmt.lineno
            # `if score > best: best, best_text = score, text`: the compared start and what is kept with it
            tracked: set[str] = set()
            for n in ast.walk(loop):
                if isinstance(n, ast.If) and isinstance(n.test, ast.Compare) and _words_exact(n.test) & set(starts):
                    kept = {x for st in n.body if isinstance(st, ast.Assign) for t in st.targets
                            for x in _target_names(t)}
                    if kept & _words_exact(n.test):
                        tracked |= kept & set(starts)
            for name in sorted(tracked & _loads(body[i + 1:])):
                out.append(Smell("running_best_reset", f.cid, starts[name] + f.offset,
                                 f"`{name}` starts over inside the loop it should run across, and is read after "
                                 "it: only the last iteration's best is kept"))
    return out


def _words_exact(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


TARGET_WORDS = ("target", "label", "tgt", "gold", "y_next", "next_token")
# a decoder's input is the target shifted right on purpose (`tgt_input = roll(tgt, 1)`, `prev_output_tokens`)
INPUT_WORDS = ("input", "_in", "prev", "dec", "shifted")


def _targets_rolled_back(f: FunctionFacts) -> list[Smell]:
    """Next-token targets made with `torch.roll(x, shifts=1, dims=1)`: a positive shift moves every token
    one step later, so position t is trained to predict the token before it (the targets of teacher
    forcing are the inputs shifted left, -1)."""
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
                and _call_name(n.value).rsplit(".", 1)[-1] == "roll"):
            continue
        names = [x for t in n.targets for x in _target_names(t)]
        if not any(any(w in name.lower() for w in TARGET_WORDS) and not any(w in name.lower() for w in INPUT_WORDS)
                   for name in names):
            continue
        call = n.value
        # torch.roll(x, shifts, dims) or x.roll(shifts, dims)
        position = 1 if _dotted(call.func) == "torch.roll" else 0
        shift = next((k.value for k in call.keywords if k.arg == "shifts"),
                     call.args[position] if len(call.args) > position else None)
        if isinstance(shift, ast.Constant) and isinstance(shift.value, int) and shift.value > 0:
            out.append(Smell("targets_rolled_back", f.cid, n.lineno + f.offset,
                             f"`{names[0]}` = roll(..., shifts={shift.value}): each target is the token before, "
                             "not the next one (shift left, -1)"))
    return out


FUNCTIONAL_DROPOUTS = frozenset({"dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout",
                                 "feature_alpha_dropout"})


def _dropout_always_on(f: FunctionFacts) -> list[Smell]:
    """`F.dropout(x, p)` in a module's method with no `training=`: the functional form defaults to
    training=True, so it keeps dropping after `model.eval()` (`self.training` is the flag)."""
    if not f.params or f.params[0] != "self":
        return []
    out = []
    for n in ast.walk(f.node):
        if not isinstance(n, ast.Call):
            continue
        name = _dotted(n.func)
        head, _, last = name.rpartition(".")
        if last not in FUNCTIONAL_DROPOUTS or head not in TORCH_NAMESPACES:
            continue
        if len(n.args) >= 3 or any(k.arg == "training" for k in n.keywords):
            continue
        out.append(Smell("dropout_always_on", f.cid, n.lineno + f.offset,
                         f"`{name}(...)` without `training=self.training` drops in eval mode too"))
    return out


def _shape_names(f: FunctionFacts) -> dict[str, list[str]]:
    """Tensor name -> the names its shape was unpacked into (`b, n, c = x.shape` / `x.size()`)."""
    out: dict[str, list[str]] = {}
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Tuple)):
            continue
        v = n.value
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr == "size" and not v.args:
            v = v.func
        elif not (isinstance(v, ast.Attribute) and v.attr == "shape"):
            continue
        names = [e.id for e in n.targets[0].elts if isinstance(e, ast.Name)]
        root = _root_name(v.value)
        if root and len(names) == len(n.targets[0].elts) >= 2:
            out[root] = names
    return out


def _reshape_as_transpose(f: FunctionFacts) -> list[Smell]:
    """`b, n, c = x.shape` then `x.reshape(b, c, n)`: the sizes come out in another order, but reshape
    keeps the memory order, so values land in the wrong places (a transpose/permute moves them)."""
    shapes = _shape_names(f)
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("reshape", "view")):
            continue
        names = shapes.get(_root_name(n.func.value) or "")
        args = [a.id for a in n.args if isinstance(a, ast.Name)]
        if not names or len(args) != len(n.args) or len(args) != len(names) or len(set(names)) != len(names):
            continue
        if sorted(args) == sorted(names) and args != names:
            out.append(Smell("reshape_as_transpose", f.cid, n.lineno + f.offset,
                             f"`.{n.func.attr}({', '.join(args)})` of a tensor shaped ({', '.join(names)}) reorders the "
                             "sizes, not the values: a transpose/permute was meant"))
    return out


SOURCE_PARAMS = ("source", "src", "online", "from_model", "student")
TARGET_PARAMS = ("target", "tgt", "dst", "dest", "destination", "ema", "to_model", "teacher")


def _copy_direction_swapped(f: FunctionFacts) -> list[Smell]:
    """A copy function taking (target, source) that writes into the source: `source.load_state_dict(
    target.state_dict())` or `s.copy_(t)` over zip(source, target): the target never changes."""
    src = [p for p in f.params if p.lower() in SOURCE_PARAMS]
    dst = [p for p in f.params if p.lower() in TARGET_PARAMS]
    if not (src and dst):
        return []
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                and n.func.attr in ("load_state_dict", "copy_") and n.args):
            continue
        into = _root_name(n.func.value)
        read = {x.id for x in ast.walk(n.args[0]) if isinstance(x, ast.Name)}
        if into in src and read & set(dst):
            out.append(Smell("copy_direction_swapped", f.cid, n.lineno + f.offset,
                             f"`{into}.{n.func.attr}(...)` writes into the source from the target: the copy runs "
                             "backwards"))
    # `for s, t in zip(source..., target...): s.data.copy_(t.data)`
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.For) and isinstance(n.target, ast.Tuple) and isinstance(n.iter, ast.Call)
                and _dotted(n.iter.func) == "zip" and len(n.iter.args) == len(n.target.elts) == 2):
            continue
        roots = [_root_name(a.func.value) if isinstance(a, ast.Call) and isinstance(a.func, ast.Attribute)
                 else _root_name(a) for a in n.iter.args]
        names = [e.id if isinstance(e, ast.Name) else None for e in n.target.elts]
        from_src = {nm for nm, r in zip(names, roots, strict=True) if r in src}
        from_dst = {nm for nm, r in zip(names, roots, strict=True) if r in dst}
        for c in ast.walk(n):
            if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr == "copy_" and c.args:
                into = _root_name(c.func.value)
                read = {x.id for x in ast.walk(c.args[0]) if isinstance(x, ast.Name)}
                if into in from_src and read & from_dst:
                    out.append(Smell("copy_direction_swapped", f.cid, c.lineno + f.offset,
                                     f"`{into}.copy_(...)` writes into the source's tensors from the target's: the "
                                     "copy runs backwards"))
    return out


def _unpacked_name_unused(f: FunctionFacts) -> list[Smell]:
    """`wx, wy, ww, wh = self.weights` where `ww` is never read and `wx` is read twice, in parallel lines
    (`dw = codes[:, 2] / wx`): a copy-paste slip. Only for names of one family (a shared first or last
    character), which a tensor's `b, c, h, w` shape is not."""
    loads: dict[str, int] = {}
    for n in ast.walk(f.node):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load):
            loads[n.id] = loads.get(n.id, 0) + 1
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Tuple)):
            continue
        names = [e.id for e in n.targets[0].elts if isinstance(e, ast.Name)]
        if len(names) != len(n.targets[0].elts) or len(names) < 3 or any(x.startswith("_") for x in names):
            continue
        if len({len(x) for x in names}) != 1 or not (len({x[0] for x in names}) == 1 or len({x[-1] for x in names}) == 1):
            continue
        unused = [x for x in names if not loads.get(x)]
        twice = [x for x in names if loads.get(x, 0) >= 2]
        if len(unused) == 1 and twice and len(names) - 1 == sum(1 for x in names if loads.get(x)):
            out.append(Smell("unpacked_name_unused", f.cid, n.lineno + f.offset,
                             f"`{unused[0]}` is unpacked beside {', '.join(f'`{x}`' for x in names if x != unused[0])} "
                             f"but never read, while `{twice[0]}` is read more than once: one of them stands in for it"))
    return out


def _square_ones(node: ast.AST, square: set[str]) -> bool:
    """`torch.ones(T, T)` / `torch.full((T, T), v)` / a name bound to one."""
    if isinstance(node, ast.Name):
        return node.id in square
    if not isinstance(node, ast.Call):
        return False
    last = _dotted(node.func).rsplit(".", 1)[-1]
    if last in ("ones", "full", "ones_like", "empty"):
        dims = node.args[0].elts if node.args and isinstance(node.args[0], (ast.Tuple, ast.List)) else node.args
        dims = dims[:2] if last != "full" or isinstance(node.args[0], (ast.Tuple, ast.List)) else []
        return len(dims) == 2 and ast.dump(dims[0]) == ast.dump(dims[1])
    return False


def _causal_mask_diagonal(f: FunctionFacts) -> list[Smell]:
    """A causal mask from a square matrix of ones: `triu(ones, diagonal=1)` marks the future (to mask) and
    `tril(ones)` the past and present (to keep). `triu(ones)` (diagonal 0) masks each step from itself too,
    so the first row is all masked (softmax of all -inf: NaN); `tril(ones, diagonal=1)` lets each step see
    the next one (the future leaks)."""
    # tril(ones, diagonal=-1) also picks the distinct pairs (i > j) of a pairwise loss: only in a mask's function
    is_mask = bool(re.search(r"mask|causal|attn|attention", f.qualname, re.I)) or any(
        isinstance(n, ast.Attribute) and n.attr in ("masked_fill", "masked_fill_") for n in ast.walk(f.node))
    square = set()
    for n in ast.walk(f.node):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                and _square_ones(n.value, set()):
            square.add(n.targets[0].id)
    out = []
    for n in ast.walk(f.node):
        if not isinstance(n, ast.Call):
            continue
        name = _dotted(n.func) or (n.func.attr if isinstance(n.func, ast.Attribute) else "")
        last = name.rsplit(".", 1)[-1]
        if last not in ("triu", "tril"):
            continue
        if isinstance(n.func, ast.Attribute) and _square_ones(n.func.value, square):
            rest = n.args                                   # torch.ones(T, T).triu(1)
        elif n.args and _square_ones(n.args[0], square):
            rest = n.args[1:]
        else:
            continue
        diag = rest[0] if rest else next((k.value for k in n.keywords if k.arg == "diagonal"), None)
        d = 0 if diag is None else _const(diag)
        if not isinstance(d, int):
            continue
        if last == "triu" and d <= 0 or last == "tril" and d >= 1 or last == "tril" and d <= -1 and is_mask:
            what = ("masks each step from itself (the first row is all masked)" if last == "triu"
                    else "lets each step see the next one" if d >= 1
                    else "keeps only the strict past (no step sees itself) or, as the masked part, hides the past")
            out.append(Smell("causal_mask_diagonal", f.cid, n.lineno + f.offset,
                             f"`{last}(..., diagonal={d})` of a square mask {what}"))
    return out


SPLIT_WORDS = re.compile(r"(?:^|_)(?:splits?|phases?|subsets?|partitions?|folds?)(?:$|_)|^(?:train|val|test)_?", re.I)


def _fit_per_split(f: FunctionFacts) -> list[Smell]:
    """A preprocessor fitted inside the loop over a dataset's splits (`for name, data in splits.items():
    scaler = fit_scaler(data)`): validation and test get statistics and vocabularies of their own, not the
    training split's, so the model sees other ids and scales there."""
    out = []
    for loop in ast.walk(f.node):
        if not isinstance(loop, (ast.For, ast.AsyncFor)):
            continue
        words = [x.id for x in ast.walk(loop.iter) if isinstance(x, ast.Name)]
        words += [x.attr for x in ast.walk(loop.iter) if isinstance(x, ast.Attribute)]
        if not any(SPLIT_WORDS.search(w) for w in words):
            continue
        for n in ast.walk(loop):
            if isinstance(n, ast.Call):
                last = _call_name(n).rsplit(".", 1)[-1]
                if last == "fit" or last.startswith("fit_"):
                    out.append(Smell("fit_per_split", f.cid, n.lineno + f.offset,
                                     f"`{_call_name(n)}(...)` runs once per split: each split is preprocessed with "
                                     "its own fitted statistics, not the training split's"))
    return out


PER_SAMPLE_DOC = re.compile(r"per[- ](?:sample|example|item|instance|row|image|sequence)\b|->\s*\[\s*B\s*\]|"
                            r"->\s*\(\s*B\s*,?\s*\)|\bshape \(?B,?\)|\bone (?:value|number|loss) per (?:sample|example)",
                            re.I)
REDUCTIONS = frozenset({"sum", "mean", "logsumexp", "amax", "amin", "prod", "nansum", "nanmean", "norm"})


def _batch_axis_reduced(f: FunctionFacts) -> list[Smell]:
    """A function documented to give one value per sample (`-> [B]`, "per-sample KL") that reduces over
    dim 0, the batch axis: each value mixes the whole batch, and its scale follows the batch size."""
    doc = ast.get_docstring(f.node) if isinstance(f.node, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
    if not doc or not PER_SAMPLE_DOC.search(doc):
        return []
    for n in ast.walk(f.node):      # `torch.stack(log_ws)` puts a new axis first: dim 0 is not the batch there
        if not isinstance(n, ast.Call):
            continue
        name = _call_name(n)
        if name.rsplit(".", 1)[-1] not in ("stack", "unsqueeze"):
            continue
        # the dim: a keyword, else torch.stack(xs, d) / torch.unsqueeze(x, d) / x.unsqueeze(d); stack's default is 0
        at = 0 if name.endswith("unsqueeze") and not name.startswith("torch.") else 1
        dim = next((k.value for k in n.keywords if k.arg == "dim"), n.args[at] if len(n.args) > at else None)
        if dim is None and name.endswith("stack") or dim is not None and _const(dim) == 0:
            return []
    # only what the function returns (`return 0.5 * torch.sum(..., dim=0)`, or the name it returns): a
    # reduction over the batch on the way (a bias gradient's sum over rows) is no per-sample value
    returned = [r.value for r in ast.walk(f.node) if isinstance(r, ast.Return) and r.value is not None]
    names = {x.id for v in returned for x in ([v] if isinstance(v, ast.Name) else [])}
    returned += [expr for name in names for _, expr, _ in f.binds.get(name, ())]
    out = []
    for n in (c for v in returned for c in ast.walk(v)):
        if not isinstance(n, ast.Call):
            continue
        name = _call_name(n)
        last = name.rsplit(".", 1)[-1]
        if last not in REDUCTIONS:
            continue
        method = isinstance(n.func, ast.Attribute) and name.split(".", 1)[0] not in ("torch", "np", "numpy")
        pos = n.args[0] if method and n.args else n.args[1] if len(n.args) >= 2 else None
        dim = next((k.value for k in n.keywords if k.arg in ("dim", "axis")), pos)
        if dim is not None and _const(dim) == 0:
            out.append(Smell("batch_axis_reduced", f.cid, n.lineno + f.offset,
                             f"`{name}(..., dim=0)` reduces over the batch axis of a value documented per sample"))
    return out


def _mentions_mask(node: ast.AST, f: FunctionFacts, depth: int = 4) -> bool:
    """Whether an expression reads a mask, through what the names it uses are bound to (`correct = (p == y) &
    mask`)."""
    for x in ast.walk(node):
        if isinstance(x, ast.Attribute) and "mask" in x.attr.lower():
            return True
        if isinstance(x, ast.Name):
            if "mask" in x.id.lower():
                return True
            if depth and any(expr is not node and _mentions_mask(expr, f, depth - 1)
                             for _, expr, _ in f.binds.get(x.id, ())):
                return True
    return False


def _mask_only_in_count(f: FunctionFacts) -> list[Smell]:
    """A masked mean whose sum ignores the mask: `summed = hidden.sum(1)` over `counts = mask.sum(1)` averages
    the padding in, divided by the real tokens' count (the sum wants `(hidden * mask).sum(1)`)."""
    def value(e: ast.AST) -> ast.AST:          # a name: what it was last bound to
        binds = f.binds.get(e.id) if isinstance(e, ast.Name) else None
        return max(binds, key=lambda b: b[0])[1] if binds else e

    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div)):
            continue
        num, den = value(n.left), value(n.right)
        sums = [c for c in ast.walk(num) if isinstance(c, ast.Call) and _call_name(c).rsplit(".", 1)[-1] == "sum"]
        den_sum = any(isinstance(c, ast.Call) and _call_name(c).rsplit(".", 1)[-1] == "sum" for c in ast.walk(den))
        if sums and den_sum and _mentions_mask(den, f) and not _mentions_mask(num, f):
            out.append(Smell("mask_only_in_count", f.cid, n.lineno + f.offset,
                             f"`{ast.unparse(n)}`: the count is over the mask but the sum is not, so padding is "
                             "averaged in"))
    return out


INPLACE_METHODS = frozenset({"add_", "sub_", "mul_", "div_", "clamp_", "relu_", "sigmoid_", "tanh_", "exp_", "neg_",
                             "masked_fill_", "fill_", "zero_", "pow_", "sqrt_", "abs_"})


def _inplace_on_input(f: FunctionFacts) -> list[Smell]:
    """`return x.add_(res)` in a forward: the caller's tensor is overwritten (a residual input another branch
    still reads, a batch the loop reuses), and autograd fails on a leaf or a value saved for backward."""
    if f.name not in ("forward", "__call__") or not f.params or f.params[0] != "self":
        return []
    inputs = set(f.params[1:])
    rebound = {t for n in ast.walk(f.node) if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign))
               for t in _target_names(n.target if not isinstance(n, ast.Assign) else n.targets[0])}
    out = []
    for n in ast.walk(f.node):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in INPLACE_METHODS \
                and isinstance(n.func.value, ast.Name) and n.func.value.id in inputs - rebound:
            out.append(Smell("inplace_on_input", f.cid, n.lineno + f.offset,
                             f"`{n.func.value.id}.{n.func.attr}(...)` changes the forward's input in place: the "
                             "caller's tensor is overwritten"))
    return out


def _hflip_wrong_axis(f: FunctionFacts) -> list[Smell]:
    """A horizontal flip that flips dim 0 or -2 (the rows, or the channels of a CHW image): left and right
    stay put, and a mask flipped that way no longer lines up with its image (the width is the last dim)."""
    if not re.search(r"horizontal|hflip|h_flip|flip_lr|fliplr", f.qualname, re.I):
        return []
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Call) and _call_name(n).rsplit(".", 1)[-1] == "flip"):
            continue
        method = isinstance(n.func, ast.Attribute) and not _call_name(n).startswith("torch.")
        arg = n.args[0] if method and n.args else n.args[1] if len(n.args) > 1 else None
        arg = next((k.value for k in n.keywords if k.arg in ("dims", "dim")), arg)
        dims = arg.elts if isinstance(arg, (ast.Tuple, ast.List)) else [arg] if arg is not None else []
        if dims and all(_const(d) in (0, -2) for d in dims):
            out.append(Smell("hflip_wrong_axis", f.cid, n.lineno + f.offset,
                             f"`{ast.unparse(n)}` in a horizontal flip flips the rows (dim 0 / -2), not the width"))
    return out


def _percentile_of_fraction(f: FunctionFacts) -> list[Smell]:
    """`np.percentile(x, 0.99)` (or a parameter defaulting to 0.99) takes the 0.99th percentile, not the 99th:
    percentile wants 0-100, quantile 0-1; and `quantile(x, 95)` the reverse."""
    defaults = {a: _const(d) for a, d in _default_nodes(f).items()}
    out = []
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Call) and len(n.args) >= 2):
            continue
        name = _call_name(n)
        last = name.rsplit(".", 1)[-1]
        if last not in ("percentile", "nanpercentile", "quantile", "nanquantile") or \
                name.split(".", 1)[0] not in ("np", "numpy", "torch"):
            continue
        q = n.args[1]
        value = defaults.get(q.id) if isinstance(q, ast.Name) else _const(q)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        if "percentile" in last and 0 < value < 1 or "quantile" in last and value > 1:
            want = "0-100" if "percentile" in last else "0-1"
            out.append(Smell("percentile_of_fraction", f.cid, n.lineno + f.offset,
                             f"`{name}(..., {ast.unparse(q)})` with {value}: {last} takes {want}"))
    return out


def _stat_dims_differ(f: FunctionFacts) -> list[Smell]:
    """`self.mean = y.mean(dim=0)` beside `self.std = y.std()`: the mean is per column, the std over every
    value, so each column is scaled by one global spread."""
    by_root: dict[str, list[tuple[ast.Call, bool]]] = {}
    for n in ast.walk(f.node):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("mean", "std", "var"):
            root = n.func.value.id if isinstance(n.func.value, ast.Name) else None
            if root:
                has_dim = bool(n.args) or any(k.arg in ("dim", "axis") for k in n.keywords)
                by_root.setdefault(root, []).append((n, has_dim))
    out = []
    for root, calls in by_root.items():
        if any(d for _, d in calls):
            out += [Smell("stat_dims_differ", f.cid, c.lineno + f.offset,
                          f"`{root}.{c.func.attr}()` over every value beside a `{root}` statistic taken along a dim")
                    for c, d in calls if not d and c.func.attr in ("std", "var")]
    return out


def _blank_dropped_before_collapse(f: FunctionFacts) -> list[Smell]:
    """CTC's greedy decoding merges repeats and then drops blanks; dropping the blanks first
    (`seq = [s for s in seq if s != blank]`, then groupby) merges a doubled letter ("hello" -> "helo")."""
    filtered = {}
    for n in ast.walk(f.node):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                and isinstance(n.value, ast.ListComp):
            conds = [c for g in n.value.generators for c in g.ifs]
            if any("blank" in w for c in conds for w in _words(c)):
                filtered[n.targets[0].id] = n.lineno
    out = []
    for n in ast.walk(f.node):
        collapsing = isinstance(n, ast.Call) and _call_name(n).rsplit(".", 1)[-1] == "groupby" and n.args \
            and isinstance(n.args[0], ast.Name) and n.args[0].id in filtered
        loop = isinstance(n, (ast.For, ast.AsyncFor)) and isinstance(n.iter, ast.Name) and n.iter.id in filtered \
            and any(w in ("prev", "previous", "last") for c in ast.walk(n) if isinstance(c, ast.Compare)
                    for w in _words(c))
        if collapsing or loop:
            name = n.args[0].id if collapsing else n.iter.id
            out.append(Smell("blank_dropped_before_collapse", f.cid, filtered[name] + f.offset,
                             f"blanks are dropped from `{name}` before repeats are merged: a doubled symbol "
                             "separated by a blank is merged into one"))
    return out


SCORE_NAME = re.compile(r"sim|score|logit|affinit|similar", re.I)


def _ascending_rank_of_scores(f: FunctionFacts) -> list[Smell]:
    """`order = sim.argsort(dim=1)` (ascending) and then the positive's position in `order`, or its first k:
    for similarities the best come last, so the rank is counted from the worst."""
    orders = {}
    for n in ast.walk(f.node):
        if not (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
                and isinstance(n.value, ast.Call) and _call_name(n.value).rsplit(".", 1)[-1] == "argsort"):
            continue
        call = n.value
        if any(k.arg in ("descending",) and _const(k.value) is True for k in call.keywords):
            continue
        subject = call.func.value if isinstance(call.func, ast.Attribute) and not _call_name(call).startswith(
            ("torch.", "np.", "numpy.")) else call.args[0] if call.args else None
        if subject is None or isinstance(subject, ast.UnaryOp):      # argsort(-sim) is descending
            continue
        root = _root_name(subject.func.value if isinstance(subject, ast.Call) and
                          isinstance(subject.func, ast.Attribute) else subject)
        if root and SCORE_NAME.search(root):
            orders[n.targets[0].id] = n.lineno
    out = []
    for n in ast.walk(f.node):
        if isinstance(n, ast.Compare) and any(isinstance(x, ast.Name) and x.id in orders
                                              for x in [n.left, *n.comparators]):
            name = next(x.id for x in [n.left, *n.comparators] if isinstance(x, ast.Name) and x.id in orders)
        elif isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id in orders and \
                any(isinstance(s, ast.Slice) and s.lower is None and s.upper is not None
                    for s in (n.slice.elts if isinstance(n.slice, ast.Tuple) else [n.slice])):
            name = n.value.id
        else:
            continue
        out.append(Smell("ascending_rank_of_scores", f.cid, orders[name] + f.offset,
                         f"`{name}` sorts the scores ascending, then ranks from its start: the best come last"))
        orders.pop(name)
    return out


def find_smells(slicer: Slicer) -> list[Smell]:
    """Every smell in the indexed functions (parsed once per index version through the slicer)."""
    out: list[Smell] = []
    built = _schedulers_built(slicer.rows)
    # stepping every batch is right when every schedule the repository builds is a per-batch one
    per_batch_only = bool(built) and not built & EPOCH_SCHEDULERS
    rng_holders = _seeded_rng_holders(slicer)
    strings = module_strings(slicer.rows)
    for cid, row in slicer.rows.items():
        if row["kind"] != "function":
            continue
        f = slicer.facts(cid)
        if f is None:
            continue
        out += _mode_not_called(f) + _log_of_softmax(f) + _zero_grad_after_backward(f) + _tensor_accumulated(f)
        out += _params_after_optimizer(f, slicer) + _result_ignored(f, slicer)
        out += [] if per_batch_only else _scheduler_per_batch(f)
        out += _unguarded_std_division(f) + _pad_sequence_time_major(f) + _padding_in_loss(f)
        out += _hard_coded_feature_size(f) + _hook_per_call(f) + _strip_as_prefix(f, strings.get(f.path))
        out += _tensor_op_dropped(f) + _unguarded_count_division(f) + _shape_unpacked_wh(f)
        out += _eval_without_eval_mode(f) + _string_as_bool(f) + _partial_reorder(f)
        out += _kl_div_of_probabilities(f) + _eval_mode_with_grad(f, slicer) + _param_group_gap(f)
        out += _flat_index_swapped(f) + _partial_repeat(f) + _set_order(f) + _zero_as_unset(f)
        out += _clip_without_unscale(f) + _unclamped_overlap(f) + _hash_seed(f) + _where_after_nan(f)
        out += _global_rng_beside_seeded(f, rng_holders) + _running_best_reset(f) + _targets_rolled_back(f)
        out += _dropout_always_on(f) + _reshape_as_transpose(f) + _copy_direction_swapped(f)
        out += _unpacked_name_unused(f) + _causal_mask_diagonal(f) + _fit_per_split(f)
        out += _batch_axis_reduced(f) + _mask_only_in_count(f) + _inplace_on_input(f) + _hflip_wrong_axis(f)
        out += _percentile_of_fraction(f) + _stat_dims_differ(f) + _blank_dropped_before_collapse(f)
        out += _ascending_rank_of_scores(f)
    return out


def causes(kind: str, symptom: str) -> bool:
    """Whether a pattern of this kind produces the reported symptom."""
    produced = SMELL_SYMPTOMS[kind]
    return produced is None or symptom in produced


def suspicions(smells: list[Smell], rows: dict[str, dict], symptom: str) -> list[Suspicion]:
    """The smells that cause `symptom`, as the Context reports them."""
    return [Suspicion(s.kind, rows[s.cid]["path"], rows[s.cid]["qualname"], s.line, s.message, list(s.related))
            for s in smells if causes(s.kind, symptom) and s.cid in rows]
