"""Candidate repairs: small, format-preserving edits (libcst) at a suspected place, one per known bug pattern.

A `Site` says where to look (a file, a line, the function around it) and why (a bug-pattern kind from
`index.smells`, an exception's kind, a removed API). `repairs_at` turns a site into zero or more `Repair`s: the
whole new text of one file and its unified diff. Nothing here runs code or decides anything: the cause search
(`bot.core.cause`) runs the reproduction test on each repaired copy, and only a test turned green while it still
reaches the repaired function makes a repair a verified cause.

Edits touch the node on the site's line (or the statements named), never delete a code path: a repair that would
make a test pass by skipping the code is not in this catalogue, and the reach check rejects one anyway.
"""
from __future__ import annotations

import ast
import difflib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from index.smells import ORDER_CALLS

EPS = "1e-8"
DIM_FUNCS = frozenset({"softmax", "log_softmax", "argmax", "argmin", "sum", "mean", "cumsum", "max", "min", "topk",
                       "logsumexp", "normalize", "norm", "std", "var", "cat", "stack", "unsqueeze", "squeeze",
                       "flatten", "cross_entropy", "nll_loss", "all", "any", "prod"})
STD_WORDS = frozenset({"std", "var", "stddev", "sigma", "scale", "norm", "denom", "denominator", "count", "total",
                       "length", "lengths", "n"})
SIZE_PARAMS = frozenset({"image_size", "img_size", "input_size", "resolution", "height", "width", "seq_len",
                         "max_len", "in_size", "input_dim", "size"})
LOSS_WITH_IGNORE = frozenset({"cross_entropy", "nll_loss", "CrossEntropyLoss", "NLLLoss"})
PAD_WORDS = re.compile(r"^(pad|padding)(_?(id|idx|index|token_id|token|value))?$|^PAD(_ID)?$", re.I)
INFERENCE_BLOCKS = frozenset({"no_grad", "inference_mode"})
MODEL_WORDS = re.compile(r"model|net|encoder|decoder|classifier|predictor|backbone|module", re.I)
MAX_PER_SITE = 4
LOSS_NAME = re.compile(r"loss|entropy|nll|kl_div|mse|l1|criterion", re.I)


@dataclass(frozen=True)
class Site:
    path: str                  # repository-relative
    line: int                  # the suspected line (file line)
    function: str              # qualname of the function around it ("" at module level)
    kind: str                  # a pattern kind, an exception kind or a removed-API kind (see REPAIRS)
    detail: str = ""           # what the kind needs: the removed API's name, the pad name, ...
    why: str = ""              # where the suspicion came from, in words


@dataclass
class Repair:
    path: str
    line: int
    function: str
    kind: str
    words: str                 # what the edit does, in a few words
    source: str                # the file's whole new text
    diff: str                  # unified diff against the original

    @property
    def location(self) -> str:
        return f"{self.path}:{self.line}"


# --------------------------------------------------------------------------- libcst helpers
def _dotted(node: cst.BaseExpression) -> str:
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr.value}" if inner else ""
    return ""


def _last(node: cst.BaseExpression) -> str:
    if isinstance(node, cst.Attribute):
        return node.attr.value
    if isinstance(node, cst.Name):
        return node.value
    return ""


def _code(node: cst.CSTNode) -> str:
    """The source text of a libcst node."""
    return cst.Module([]).code_for_node(node)


def _expr(code: str) -> cst.BaseExpression:
    return cst.parse_expression(code)


class _AtLines(cst.CSTTransformer):
    """Calls `edit(original, updated)` for nodes of `kinds` whose first line is in `lines`; the edit returns
    the replacement, or None to leave the node. Counts what it changed."""
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, kinds: tuple[type, ...], lines: range, edit: Callable, limit: int = 1):
        super().__init__()
        self.kinds, self.lines, self.edit, self.limit, self.changed = kinds, lines, edit, limit, 0

    def on_leave(self, original, updated):
        if isinstance(original, self.kinds) and self.changed < self.limit:
            line = self.get_metadata(PositionProvider, original).start.line
            if line in self.lines:
                new = self.edit(original, updated)
                if new is not None:
                    self.changed += 1
                    return new
        return updated


def _rewrite(source: str, kinds: tuple[type, ...], lines: range, edit: Callable, limit: int = 1) -> str | None:
    try:
        wrapper = MetadataWrapper(cst.parse_module(source))
    except cst.ParserSyntaxError:
        return None
    t = _AtLines(kinds, lines, edit, limit)
    new = wrapper.visit(t).code
    return new if t.changed and new != source else None


def _with_kwarg(call: cst.Call, name: str, value: str) -> cst.Call:
    args = [a for a in call.args if not (a.keyword and a.keyword.value == name)]
    if args and args[-1].comma is cst.MaybeSentinel.DEFAULT:
        args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
    return call.with_changes(args=[*args, cst.Arg(keyword=cst.Name(name), value=_expr(value),
                                                 equal=cst.AssignEqual(cst.SimpleWhitespace(""),
                                                                       cst.SimpleWhitespace("")))])


def _call_at(source: str, line: int, edit: Callable, words: str):
    """The edit made to the first call on `line` that it fits, as (words, new source); nothing where none fits."""
    new = _rewrite(source, (cst.Call,), range(line, line + 1), edit)
    if new:
        yield words, new


def _without_kwarg(args, name: str) -> list[cst.Arg]:
    """`args` without the keyword argument `name`, the comma of the new last one dropped."""
    kept = [a for a in args if not (a.keyword and a.keyword.value == name)]
    if kept:
        kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    return kept


STATEMENTS = (cst.SimpleStatementLine, cst.For, cst.With, cst.If, cst.While, cst.Try)


def _insert_before(source: str, line: int, code: str) -> str | None:
    """`code` as a new statement just before the statement that starts on `line`."""
    stmt = cst.parse_statement(code + "\n")
    return _rewrite(source, STATEMENTS, range(line, line + 1), lambda o, u: cst.FlattenSentinel([stmt, u]))


def _last_name(node: ast.expr) -> str | None:
    """The called or named thing's last part: `torch.no_grad()` and `no_grad` -> "no_grad"."""
    node = node.func if isinstance(node, ast.Call) else node
    return getattr(node, "attr", None) or getattr(node, "id", None)


# --------------------------------------------------------------------------- one edit per pattern
# each: (source, line, site, span) -> iterator of (words, new source); span = the function's lines
EditFn = Callable[[str, int, Site, range], Iterator[tuple[str, str]]]


def _call_mode_method(source, line, site, span):
    def edit(o, u):
        if isinstance(u.value, cst.Attribute) and u.value.attr.value in ("eval", "train", "zero_grad", "step"):
            return u.with_changes(value=cst.Call(func=u.value))
        return None
    new = _rewrite(source, (cst.Expr,), range(line, line + 1), edit)
    if new:
        yield "call the mode method (add the missing `()`)", new


def _log_softmax(source, line, site, span):
    def edit(o, u):
        inner = None
        if _last(u.func) == "log" and u.args and isinstance(u.args[0].value, cst.Call):
            inner = u.args[0].value                                 # torch.log(F.softmax(x, dim))
        elif isinstance(u.func, cst.Attribute) and u.func.attr.value == "log" and isinstance(u.func.value, cst.Call):
            inner = u.func.value                                    # x.softmax(-1).log()
        if inner is None or _last(inner.func) != "softmax" or not isinstance(inner.func, cst.Attribute):
            return None
        return inner.with_changes(func=inner.func.with_changes(attr=cst.Name("log_softmax")))
    yield from _call_at(source, line, edit, "use `log_softmax` instead of the log of a softmax")


def _block_statements(source: str) -> tuple[cst.Module, MetadataWrapper] | None:
    try:
        wrapper = MetadataWrapper(cst.parse_module(source))
    except cst.ParserSyntaxError:
        return None
    return wrapper.module, wrapper


class _MoveInBlock(cst.CSTTransformer):
    """In the block holding the statement on `line`, move that statement to just before the first earlier
    (`before=True`) or later sibling statement whose code matches `anchor`."""
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, module: cst.Module, line: int, anchor: re.Pattern, before: bool):
        super().__init__()
        self.module, self.line, self.anchor, self.before, self.done = module, line, anchor, before, False

    def _reorder(self, original, updated):
        if self.done:
            return updated
        body = list(updated.body)
        starts = [self.get_metadata(PositionProvider, s).start.line for s in original.body]
        if self.line not in starts:
            return updated
        i = starts.index(self.line)
        others = range(i - 1, -1, -1) if self.before else range(i + 1, len(body))
        for j in others:
            if self.anchor.search(self.module.code_for_node(original.body[j])):
                stmt = body.pop(i)
                body.insert(j if self.before else j - 1, stmt)
                self.done = True
                return updated.with_changes(body=body)
        return updated

    def leave_IndentedBlock(self, original, updated):
        return self._reorder(original, updated)

    def leave_Module(self, original, updated):
        return self._reorder(original, updated)


def _move(source: str, line: int, anchor: str, before: bool = True) -> str | None:
    parsed = _block_statements(source)
    if parsed is None:
        return None
    module, wrapper = parsed
    t = _MoveInBlock(module, line, re.compile(anchor), before)
    new = wrapper.visit(t).code
    return new if t.done and new != source else None


def _zero_grad_before_backward(source, line, site, span):
    # the statement on `line` (zero_grad) goes before the first earlier sibling that calls backward()
    new = _move(source, line, r"\.backward\(|\bbackward\(")
    if new:
        yield "move `zero_grad()` before `backward()`", new


def _params_before_optimizer(source, line, site, span):
    new = _move(source, line, r"optim|Adam|SGD|RMSprop|Adagrad|LBFGS")
    if new:
        yield "change the model before the optimizer is built over its parameters", new


class _OutOfLoop(cst.CSTTransformer):
    """Take the statement starting on `line` out of the innermost loop whose body holds it, and put it after
    that loop (`before=False`: a scheduler step once per epoch) or just before it (a running best started once)."""
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, line: int, before: bool = False):
        super().__init__()
        self.line, self.before, self.done = line, before, False

    def _take_out(self, original, updated):
        if self.done or not isinstance(updated.body, cst.IndentedBlock):
            return updated
        starts = [self.get_metadata(PositionProvider, s).start.line for s in original.body.body]
        if self.line not in starts or len(starts) < 2:
            return updated
        body = list(updated.body.body)
        stmt = body.pop(starts.index(self.line))
        self.done = True
        loop = updated.with_changes(body=updated.body.with_changes(body=body))
        return cst.FlattenSentinel([stmt, loop] if self.before else [loop, stmt])

    def leave_For(self, original, updated):
        return self._take_out(original, updated)

    def leave_While(self, original, updated):
        return self._take_out(original, updated)


def _out_of_loop(source: str, line: int, before: bool) -> str | None:
    parsed = _block_statements(source)
    if parsed is None:
        return None
    _, wrapper = parsed
    t = _OutOfLoop(line, before)
    new = wrapper.visit(t).code
    return new if t.done and new != source else None


def _scheduler_per_epoch(source, line, site, span):
    new = _out_of_loop(source, line, before=False)
    if new:
        yield "step the scheduler once per epoch (after the batch loop)", new


def _detach_accumulated(source, line, site, span):
    for method, words in (("detach", "`.detach()` the accumulated loss"), ("item", "accumulate `.item()`")):
        def edit(o, u, method=method):
            value = u.value
            if not isinstance(value, (cst.Name, cst.Attribute, cst.Call, cst.Subscript)):
                value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
            return u.with_changes(value=cst.Call(func=cst.Attribute(value=value, attr=cst.Name(method))))
        new = _rewrite(source, (cst.AugAssign,), range(line, line + 1), edit)
        if new:
            yield words, new


def _keep_result(source, line, site, span):
    def edit(o, u):
        call = u.value
        if not isinstance(call, cst.Call) or not call.args or call.args[0].keyword or call.args[0].star:
            return None
        target = call.args[0].value
        if not isinstance(target, (cst.Name, cst.Attribute)):
            return None
        return cst.Assign(targets=[cst.AssignTarget(target=target)], value=call)
    new = _rewrite(source, (cst.Expr,), range(line, line + 1), edit)
    if new:
        yield "keep the value the call returns", new


def _guarded(expr: cst.BaseExpression) -> cst.BaseExpression:
    return cst.BinaryOperation(left=expr, operator=cst.Add(), right=_expr(EPS),
                               lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def _epsilon(source, line, site, span):
    def edit(o, u):
        if not isinstance(u.operator, cst.Divide):
            return None
        right = u.right
        if right.lpar:            # (a + b) keeps its parentheses: add inside them
            right = right.with_changes(lpar=[], rpar=[])
        return u.with_changes(right=_guarded(right))
    strict = site.kind == "unguarded_std_division"
    new = _rewrite(source, (cst.BinaryOperation,), range(line, line + 1) if strict else span,
                   edit if strict else _only_std_like(edit))
    if new:
        yield "add an epsilon to the divisor", new


def _only_std_like(edit):
    def guarded(o, u):
        words = {n.value.lower() for n in _names(o.right)}
        calls = {_last(c.func).lower() for c in _calls(o.right)}
        return edit(o, u) if (words | calls) & STD_WORDS else None
    return guarded


def _names(node: cst.CSTNode) -> list[cst.Name]:
    out: list[cst.Name] = []

    class V(cst.CSTVisitor):
        def visit_Name(self, n):
            out.append(n)
    node.visit(V())
    return out


def _calls(node: cst.CSTNode) -> list[cst.Call]:
    out: list[cst.Call] = []

    class V(cst.CSTVisitor):
        def visit_Call(self, n):
            out.append(n)
    node.visit(V())
    return out


def _batch_first(source, line, site, span):
    def edit(o, u):
        return _with_kwarg(u, "batch_first", "True") if _last(u.func) == "pad_sequence" else None
    yield from _call_at(source, line, edit, "`pad_sequence(..., batch_first=True)`")


def _sorted_set(source, line, site, span):
    """`sorted(...)` around the set a call on `line` turns into indices or a sequence."""
    def edit(o, u):
        if not u.args or _last(u.func) not in ORDER_CALLS:
            return None
        first = u.args[0]
        wrapped = cst.Call(func=cst.Name("sorted"), args=[cst.Arg(value=first.value)])
        return u.with_changes(args=[first.with_changes(value=wrapped), *u.args[1:]])
    yield from _call_at(source, line, edit, "iterate the set in `sorted(...)` order")


def _none_default(source, line, site, span):
    """`x or default` on `line` becomes `x if x is not None else default`: a configured 0 stays 0."""
    def edit(o, u):
        if not isinstance(u.operator, cst.Or) or isinstance(u.left, cst.BooleanOperation):
            return None
        return cst.IfExp(test=cst.Comparison(left=u.left, comparisons=[cst.ComparisonTarget(
            operator=cst.IsNot(), comparator=cst.Name("None"))]), body=u.left, orelse=u.right)
    new = _rewrite(source, (cst.BooleanOperation,), range(line, line + 1), edit)
    if new:
        yield "`x if x is not None else default`: a configured 0 is kept", new


def _ignore_index(source, line, site, span):
    pad = site.detail or _pad_name(source, span)
    if not pad:
        return

    def edit(o, u):
        if _last(u.func) in LOSS_WITH_IGNORE and not any(a.keyword and a.keyword.value == "ignore_index"
                                                         for a in u.args):
            return _with_kwarg(u, "ignore_index", pad)
        return None
    lines = range(line, line + 1) if site.kind == "padding_in_loss" else span
    new = _rewrite(source, (cst.Call,), lines, edit)
    if new:
        yield f"pass `ignore_index={pad}` to the loss", new


def _pad_name(source: str, span: range) -> str:
    """The padding id the code has at hand: a name or attribute like `pad_id`, `self.pad_idx`, `PAD`."""
    lines = source.splitlines()
    text = "\n".join(lines[max(0, span.start - 1): span.stop])
    for m in re.finditer(r"\b(self\.)?([A-Za-z_][A-Za-z0-9_]*)\b", text):
        if PAD_WORDS.match(m.group(2)):
            return m.group(0)
    for m in re.finditer(r"^([A-Za-z_][A-Za-z0-9_]*)\s*=", source, re.M):     # a module-level constant
        if PAD_WORDS.match(m.group(1)):
            return m.group(1)
    return ""


def _lazy_linear(source, line, site, span):
    """A Linear whose input size is computed for one input size: `nn.LazyLinear(out)` takes it from the input.
    One candidate per Linear built in the function (the one on the line first)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return
    lines = sorted({n.lineno for n in ast.walk(tree) if isinstance(n, ast.Call) and _last_name(n) == "Linear"
                    and n.lineno in span and len(n.args) + len(n.keywords) >= 2},
                   key=lambda ln: (ln != line, abs(ln - line)))

    def edit(o, u):
        if _last(u.func) != "Linear" or not isinstance(u.func, (cst.Attribute, cst.Name)):
            return None
        args = [a for a in u.args if not (a.keyword and a.keyword.value == "in_features")]
        if args and not args[0].keyword and not (u.args[0].keyword and u.args[0].keyword.value == "out_features"):
            args = args[1:] if len(u.args) == len(args) else args
        func = (u.func.with_changes(attr=cst.Name("LazyLinear")) if isinstance(u.func, cst.Attribute)
                else cst.Name("LazyLinear"))
        return u.with_changes(func=func, args=args)
    for ln in lines[:2]:
        new = _rewrite(source, (cst.Call,), range(ln, ln + 1), edit)
        if new:
            yield "derive the Linear layer's input size from the input (`nn.LazyLinear`)", new


def _size_defaults(source: str, span: range) -> dict[str, int]:
    """The input-size parameters of the function over `span` with an int default: {"image_size": 28}."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.lineno in span:
            args = node.args.args[len(node.args.args) - len(node.args.defaults):]
            pairs = list(zip(args, node.args.defaults, strict=True))
            pairs += [(a, d) for a, d in zip(node.args.kwonlyargs, node.args.kw_defaults, strict=True) if d]
            return {a.arg: d.value for a, d in pairs if a.arg in SIZE_PARAMS and isinstance(d, ast.Constant)
                    and isinstance(d.value, int) and not isinstance(d.value, bool) and d.value > 1}
    return {}


def _derived_size(source, line, site, span):
    """`c * 7 * 7` in a constructor taking `image_size=28`: each constant that divides the default becomes
    `(image_size // 4)`, so the flattened size follows the input size (the size each pooling stage leaves)."""
    defaults = _size_defaults(source, span)
    if not defaults:
        return
    name, default = next(iter(defaults.items()))
    spatial: set[int] = set()      # the constants that stand for the input's extent (set per product below)

    def operand(node):
        if isinstance(node, cst.Integer) and int(node.value) in spatial:
            k = int(node.value)
            return cst.Name(name) if k == default else _expr(f"({name} // {default // k})")
        return None

    def edit(o, u):
        if not isinstance(u.operator, cst.Multiply):
            return None
        left, right = operand(u.left), operand(u.right)
        return u.with_changes(left=left or u.left, right=right or u.right) if (left or right) else None
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return
    lines = sorted({n.lineno for n in ast.walk(tree) if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mult)
                    and n.lineno in span and sum(isinstance(x, ast.Constant) and isinstance(x.value, int)
                                                 and x.value > 1 for x in ast.walk(n)) >= 2},
                   key=lambda ln: (ln != line, ln))
    for ln in lines[:2]:
        spatial.clear()
        spatial.update(_extent_constants(tree, ln, default))
        new = _rewrite(source, (cst.BinaryOperation,), range(ln, ln + 1), edit, limit=8) if spatial else None
        if new:
            yield f"derive the flattened size from `{name}` instead of constants for {name}={default}", new


def _extent_constants(tree: ast.AST, line: int, default: int) -> set[int]:
    """Which constants of the product on `line` stand for the input's extent: those that divide the default size
    and repeat (height and width of a square input, `c * 7 * 7`), else the last one that divides it (`h * 12`);
    a channel count that happens to divide the size is left alone."""
    ints = [x.value for n in ast.walk(tree) if isinstance(n, ast.BinOp) and n.lineno == line
            for x in (n.left, n.right) if isinstance(x, ast.Constant) and isinstance(x.value, int)
            and not isinstance(x.value, bool)]
    fits = [k for k in ints if k == default or (1 < k < default and default % k == 0)]
    repeated = {k for k in fits if fits.count(k) > 1}
    return repeated or set(fits[-1:])


def _linear_called_on_line(source: str, line: int) -> list[int]:
    """Lines where the layers called on `line` (`self.fc(x)`) are built as `Linear`s or Sequentials of them."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    called = {n.func.attr for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n, "lineno", 0) == line
              and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
              and n.func.value.id == "self"}
    out = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Attribute) and t.attr in called for t in n.targets):
            out += [c.lineno for c in ast.walk(n.value) if isinstance(c, ast.Call)
                    and _last_name(c) == "Linear"]
    return out


def _shape_mismatch(source, line, site, span):
    built = _linear_called_on_line(source, line)[:2]
    spans = function_spans(source)
    for ln in built[:1]:
        around = enclosing_function(source, ln)
        yield from _derived_size(source, ln, site, spans.get(around, range(ln, ln + 1)))
    for ln in built[:1]:       # the first Linear takes the flattened features
        yield from _lazy_linear(source, ln, site, range(ln, ln + 1))


def _cast_target(source, line, site, span):
    method = site.detail or "float"

    def edit(o, u):
        positional = [a for a in u.args if not a.keyword and not a.star]
        name = _last(u.func)
        if len(positional) < 2 or not LOSS_NAME.search(name):
            return None
        target = positional[1]
        new_value = cst.Call(func=cst.Attribute(value=target.value, attr=cst.Name(method)))
        args = [a.with_changes(value=new_value) if a is target else a for a in u.args]
        return u.with_changes(args=args)
    yield from _call_at(source, line, edit, f"cast the loss target with `.{method}()`")


def _reshape(source, line, site, span):
    def edit(o, u):
        if isinstance(u.func, cst.Attribute) and u.func.attr.value == "view":
            return u.with_changes(func=u.func.with_changes(attr=cst.Name("reshape")))
        return None
    yield from _call_at(source, line, edit, "`.reshape()` instead of `.view()` on a non-contiguous tensor")


def _not_inplace(source, line, site, span):
    def kwarg(o, u):
        if any(a.keyword and a.keyword.value == "inplace" for a in u.args):
            return _with_kwarg(u, "inplace", "False")
        return None

    def aug(o, u):
        ops = {cst.AddAssign: cst.Add, cst.SubtractAssign: cst.Subtract, cst.MultiplyAssign: cst.Multiply,
               cst.DivideAssign: cst.Divide}
        op = ops.get(type(u.operator))
        if op is None or not isinstance(u.target, (cst.Name, cst.Attribute, cst.Subscript)):
            return None
        return cst.Assign(targets=[cst.AssignTarget(target=u.target)],
                          value=cst.BinaryOperation(left=u.target, operator=op(), right=u.value))
    for kinds, edit, words in (((cst.Call,), kwarg, "`inplace=False`"),
                               ((cst.AugAssign,), aug, "an out-of-place update instead of an in-place one")):
        for ln in span:
            new = _rewrite(source, kinds, range(ln, ln + 1), edit)
            if new:
                yield words, new


FUNCTIONAL_OWNERS = frozenset({"torch", "F", "functional", "nn.functional", "torch.nn.functional", "np", "numpy"})


def _dim_position(func: ast.expr) -> int:
    """Where a positional `dim` sits: `x.sum(1)` first, `torch.softmax(x, 1)` second."""
    owner = ast.unparse(func.value) if isinstance(func, ast.Attribute) else ""
    return 0 if owner and owner not in FUNCTIONAL_OWNERS else 1


def _set_dim(call: cst.Call, position: int, choice: int) -> cst.Call:
    positional = [a for a in call.args if not a.keyword and not a.star]
    if len(positional) > position:
        target = positional[position]
        return call.with_changes(args=[a.with_changes(value=_expr(str(choice))) if a is target else a
                                       for a in call.args])
    return _with_kwarg(call, "dim", str(choice))


def _dims(source, line, site, span):
    """Another `dim` for a reduction or normalisation on the line (or `dim=-1` where none is given)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and n.lineno in span
             and _last_name(n) in DIM_FUNCS]
    calls.sort(key=lambda n: (n.lineno != line, n.lineno))
    for call in calls[:3]:
        name = _last_name(call)
        position, dim, current = _dim_arg(call)
        if dim is not None and not isinstance(current, int):
            continue
        if any(k.arg == "keepdim" and isinstance(k.value, ast.Constant) and k.value.value is True
               for k in call.keywords):
            # a kept dimension of size 1 broadcasts against what it is compared with: (N, 1) == (N,) is (N, N)
            def drop(o, u, name=name):
                if _last(u.func) != name:
                    return None
                return u.with_changes(args=_without_kwarg(u.args, "keepdim"))
            new = _rewrite(source, (cst.Call,), range(call.lineno, call.lineno + 1), drop)
            if new:
                yield f"no `keepdim=True` for `{ast.unparse(call.func)}`", new
        choices = [-1] if dim is None else [c for c in (-1, 1, 0) if c != current]
        for choice in choices[:2]:
            def edit(o, u, choice=choice, name=name, position=position):
                return _set_dim(u, position, choice) if _last(u.func) == name else None
            new = _rewrite(source, (cst.Call,), range(call.lineno, call.lineno + 1), edit)
            if new:
                yield f"`dim={choice}` for `{ast.unparse(call.func)}`", new


def _dim_arg(call: ast.Call) -> tuple[int, ast.expr | None, object]:
    """(where a positional `dim` sits, the `dim` argument's node or None, its literal value or None)."""
    position = _dim_position(call.func)
    positional = [a for a in call.args if not isinstance(a, ast.Starred)]
    dim = next((k.value for k in call.keywords if k.arg == "dim"), None)
    if dim is None and len(positional) > position:
        dim = positional[position]
    try:
        value = ast.literal_eval(dim) if dim is not None else None
    except ValueError:
        value = None
    return position, dim, value


def _dim_calls(source: str) -> list[tuple[int, str, int, object]] | None:
    """(line, name, dim position, dim literal or None) of every reduction or normalisation call, in order."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and _last_name(n) in DIM_FUNCS]
    return sorted(((n.lineno, _last_name(n), *_dim_arg(n)[::2]) for n in calls), key=lambda c: c[0])


def axis_change(original: str, repaired: str) -> tuple[int, str, int, int] | None:
    """(line, function, old dim, new dim) when the repair changed exactly one call's `dim` from one axis to
    another (the wrong-axis repairs of `_dims`); None for any other edit."""
    before, after = _dim_calls(original), _dim_calls(repaired)
    if before is None or after is None or len(before) != len(after):
        return None
    changed = [(b, a) for b, a in zip(before, after, strict=True) if b != a]
    if len(changed) != 1:
        return None
    (line, name, _, old), (line2, name2, _, new) = changed[0]
    if line != line2 or name != name2 or not isinstance(old, int) or not isinstance(new, int):
        return None
    return line, name, old, new


def probe_axes(repaired: str, line: int, name: str, old: int, new: int, key: str) -> str | None:
    """The repaired source with the changed call's tensor passed through the harness's `axes_seen` first, so the
    run records whether that tensor ever had different sizes along the old and the new axis. A square input
    (`torch.eye(4)`, a batch as large as the class count) gives the same answer along both, and then a test that
    turns green does not show that the axis was the bug. Only in the cause search's copy, never in the diff."""
    def edit(o, u):
        if _last(u.func) != name:
            return None
        position = 0 if isinstance(u.func, cst.Attribute) and _dotted(u.func.value) not in FUNCTIONAL_OWNERS \
            else 1
        probe = f"__import__('repgen_harness').axes_seen({key!r}, {{}}, {old}, {new})"
        if position == 0:
            wrapped = _expr(probe.format(_code(u.func.value)))
            return u.with_changes(func=u.func.with_changes(value=wrapped))
        positional = [a for a in u.args if not a.keyword and not a.star]
        if not positional:
            return None
        first = positional[0]
        return u.with_changes(args=[a.with_changes(value=_expr(probe.format(_code(a.value)))) if a is first else a
                                    for a in u.args])
    return _rewrite(repaired, (cst.Call,), range(line, line + 1), edit)


def _eval_before_inference(source, line, site, span):
    """`with torch.no_grad():` around a model call (or a function decorated `@torch.no_grad()`), the model never
    put in eval mode: call `.eval()` first."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return
    yield from _eval_in_decorated(source, tree, span)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.With) and node.lineno in span and any(
                isinstance(i.context_expr, ast.Call) and _last_name(i.context_expr) in INFERENCE_BLOCKS
                for i in node.items)):
            continue
        for model in _model_calls(node):
            new = _insert_before(source, node.lineno, f"{model}.eval()")
            if new:
                yield f"put `{model}` in eval mode before inference", new
        break


def _model_calls(node: ast.AST) -> list[str]:
    """The objects a block calls that look like models: `self.model(x)` -> self.model, `model.predict(x)` -> model."""
    models = []
    for c in ast.walk(node):
        if isinstance(c, ast.Call) and isinstance(c.func, (ast.Name, ast.Attribute)):
            called = _dotted(cst.parse_expression(ast.unparse(c.func)))      # "" unless a plain dotted name
            owner = called.rsplit(".", 1)[0] if "." in called else ""
            if called and MODEL_WORDS.search(called.rsplit(".", 1)[-1]):
                models.append(called)
            elif owner and MODEL_WORDS.search(owner.rsplit(".", 1)[-1]):
                models.append(owner)
    return list(dict.fromkeys(models))


def _eval_in_decorated(source: str, tree: ast.AST, span: range):
    for fn in ast.walk(tree):
        if not (isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and fn.lineno in span and any(
                _last_name(d) in INFERENCE_BLOCKS for d in fn.decorator_list)):
            continue
        if any(isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr == "eval"
               for c in ast.walk(fn)):
            return
        first = fn.body[1] if len(fn.body) > 1 and isinstance(fn.body[0], ast.Expr) and isinstance(
            getattr(fn.body[0], "value", None), ast.Constant) else fn.body[0]
        for model in _model_calls(fn)[:2]:
            new = _insert_before(source, first.lineno, f"{model}.eval()")
            if new:
                yield f"put `{model}` in eval mode before inference", new
        return


def _clone_before_subscript_write(source, line, site, span):
    """`probs[mask] = 0` on a tensor autograd still needs: work on a copy (`probs = probs.clone()` first)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and node.lineno in span and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Subscript) and isinstance(node.targets[0].value, ast.Name):
            name = node.targets[0].value.id
            new = _insert_before(source, node.lineno, f"{name} = {name}.clone()")
            if new:
                yield f"write into a copy of `{name}` instead of the tensor autograd needs", new


# removed framework APIs and their successors, written as code (api_compat.HINTS says the same in words)
API_REWRITES: dict[str, Callable[[cst.Call], cst.BaseExpression | None]] = {}


def _rewrite_api(name: str):
    def register(fn):
        API_REWRITES[name] = fn
        return fn
    return register


def _torch_attr(call: cst.Call, path: str) -> cst.BaseExpression:
    root = _dotted(call.func).split(".")[0] or "torch"
    return _expr(f"{root}.{path}")


@_rewrite_api("torch.symeig")
def _symeig(call):
    upper = next((a for a in call.args if a.keyword and a.keyword.value == "upper"), None)
    args = [a for a in call.args if not a.keyword or a.keyword.value not in ("eigenvectors", "upper")]
    args = [args[0].with_changes(comma=cst.MaybeSentinel.DEFAULT)] if args else []
    new = call.with_changes(func=_torch_attr(call, "linalg.eigh"), args=args)
    if upper is not None and isinstance(upper.value, cst.Name) and upper.value.value == "True":
        new = _with_kwarg(new, "UPLO", "'U'")
    return new


@_rewrite_api("torch.eig")
def _eig(call):
    return call.with_changes(func=_torch_attr(call, "linalg.eig"),
                             args=[a for a in call.args if not a.keyword][:1])


@_rewrite_api("torch.matrix_rank")
def _matrix_rank(call):
    return call.with_changes(func=_torch_attr(call, "linalg.matrix_rank"))


@_rewrite_api("torch.chain_matmul")
def _chain_matmul(call):
    return call.with_changes(func=_torch_attr(call, "linalg.multi_dot"),
                             args=[cst.Arg(cst.List([cst.Element(a.value) for a in call.args]))])


@_rewrite_api("torch.solve")
def _solve(call):
    pos = [a for a in call.args if not a.keyword]
    if len(pos) != 2:
        return None
    # the old API took (B, A) and returned (solution, LU)
    return _expr(f"({_code(_torch_attr(call, 'linalg.solve'))}({_code(pos[1].value)}, {_code(pos[0].value)}), None)")


@_rewrite_api("torch.lstsq")
def _lstsq(call):
    pos = [a for a in call.args if not a.keyword]
    if len(pos) != 2:
        return None
    return _expr(f"({_code(_torch_attr(call, 'linalg.lstsq'))}({_code(pos[1].value)}, {_code(pos[0].value)})"
                 f".solution, None)")


def _removed_api(source, line, site, span):
    rewrite = API_REWRITES.get(site.detail)
    if rewrite is None:
        return
    tail = site.detail.split(".", 1)[1]

    def edit(o, u):
        name = _dotted(u.func)
        return rewrite(u) if name.endswith("." + tail) or name == tail else None
    # every use in the file at once: a second call of the removed API would fail the same way
    new = _rewrite(source, (cst.Call,), range(1, source.count("\n") + 2), edit, limit=50)
    if new:
        yield f"`{site.detail}` (removed) replaced by its successor", new


def _zero_division(source, line, site, span):
    def edit(o, u):
        if isinstance(u.operator, (cst.Divide, cst.FloorDivide, cst.Modulo)):
            code = _code(u.right.with_changes(lpar=[], rpar=[]))
            return u.with_changes(right=_expr(f"max({code}, 1)"))
        return None
    new = _rewrite(source, (cst.BinaryOperation,), range(line, line + 1), edit)
    if new:
        yield "guard the divisor against zero", new


def _unscale_before_clip(source, line, site, span):
    """`scaler.unscale_(optimizer)` before the clip on `line`: the scaler and the optimizer are the ones
    of the function's `scaler.step(optimizer)`."""
    fn = next((n for n in ast.walk(ast.parse(source)) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
               and n.lineno in span), None)
    steps = [n for n in ast.walk(fn) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
             and n.func.attr == "step" and n.args and "scal" in ast.unparse(n.func.value).lower()] if fn else []
    if steps:
        scaler, optimizer = ast.unparse(steps[0].func.value), ast.unparse(steps[0].args[0])
        new = _insert_before(source, line, f"{scaler}.unscale_({optimizer})")
        if new:
            yield f"`{scaler}.unscale_({optimizer})` before clipping", new


def _clamp_extent(source, line, site, span):
    """`wh = rb - lt` on `line` becomes `wh = (rb - lt).clamp(min=0)`: disjoint boxes overlap by 0."""
    def edit(o, u):
        if not isinstance(u.value, cst.BinaryOperation) or not isinstance(u.value.operator, cst.Subtract):
            return None
        inner = u.value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        return u.with_changes(value=_with_kwarg(cst.Call(func=cst.Attribute(value=inner, attr=cst.Name("clamp"))),
                                                "min", "0"))
    new = _rewrite(source, (cst.Assign,), range(line, line + 1), edit)
    if new:
        yield "clamp the overlap's extent at 0", new


def _with_import(source: str, statement: str) -> str:
    """`statement` (an import) after the module's docstring and `__future__` imports, unless present."""
    if re.search(rf"^{re.escape(statement)}\b", source, re.M):
        return source
    after = 0
    for node in ast.parse(source).body:
        docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and \
            isinstance(node.value.value, str)
        if docstring or isinstance(node, ast.ImportFrom) and node.module == "__future__":
            after = node.end_lineno or node.lineno
            continue
        break
    lines = source.splitlines(keepends=True)
    return "".join(lines[:after] + [statement + "\n"] + lines[after:])


def _stable_hash(source, line, site, span):
    """`hash(x)` seeding a generator on `line` becomes `zlib.crc32(repr(x).encode())`: the same number in
    every launch (string hashes are salted per interpreter)."""
    def edit(o, u):
        if not (isinstance(u.func, cst.Name) and u.func.value == "hash" and len(u.args) == 1):
            return None
        return _expr(f"zlib.crc32(repr({_code(u.args[0].value)}).encode())")
    new = _rewrite(source, (cst.Call,), range(line, line + 1), edit)
    if new:
        yield "a launch-independent hash (`zlib.crc32`) for the seed", _with_import(new, "import zlib")


# the module-level generator's functions -> builders of a seeded generator with the same methods
SEEDED_BUILDERS = {"random": ("Random",), "np.random": ("RandomState", "default_rng"),
                   "numpy.random": ("RandomState", "default_rng")}


def _seeded_generator(source, line, site, span):
    """`random.randrange(n)` on `line` draws from the generator the code keeps: `self.rng.randrange(n)`, or
    the function's own local one, built by `random.Random(seed)` / `np.random.default_rng(seed)`."""
    holders: dict[str, list[str]] = {}
    for n in ast.walk(ast.parse(source)):
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and len(n.targets) == 1:
            target = ast.unparse(n.targets[0])
            if target.startswith("self.") or isinstance(n.targets[0], ast.Name) and n.lineno in span:
                holders.setdefault(ast.unparse(n.value.func).rsplit(".", 1)[-1], []).append(target)

    def edit(o, u):
        module, _, method = _code(u.func).rpartition(".")
        for builder in SEEDED_BUILDERS.get(module, ()):
            if holders.get(builder) and not (builder == "default_rng" and method in ("randint", "rand", "randn")):
                return u.with_changes(func=_expr(f"{holders[builder][0]}.{method}"))
        return None
    yield from _call_at(source, line, edit, "draw from the seeded generator the code keeps")


class _MaskOperands(cst.CSTTransformer):
    """Inside a where's kept branch: the operand of a log/sqrt and a divisor masked by the where's condition."""
    def __init__(self, cond: str):
        super().__init__()
        self.cond = cond

    def _masked(self, node: cst.BaseExpression) -> cst.BaseExpression:
        x = _code(node)
        return _expr(f"torch.where({self.cond}, {x}, torch.ones_like({x}))")

    def leave_Call(self, orig, upd):
        # log(a / b): masking the divisor is enough (a / 1 is finite) and reads better
        divides = upd.args and isinstance(orig.args[0].value, cst.BinaryOperation) and \
            isinstance(orig.args[0].value.operator, cst.Divide)
        if _last(upd.func) in ("log", "log2", "log10", "sqrt", "rsqrt") and upd.args and not divides:
            return upd.with_changes(args=[upd.args[0].with_changes(value=self._masked(upd.args[0].value)),
                                          *upd.args[1:]])
        return upd

    def leave_BinaryOperation(self, orig, upd):
        if isinstance(upd.operator, cst.Divide) and not isinstance(upd.right, (cst.Integer, cst.Float)):
            return upd.with_changes(right=self._masked(upd.right))
        return upd


def _mask_inputs(source, line, site, span):
    """`torch.where(c, log(a / b), 0)` on `line`: the log's operand and the divisor are masked by `c` as
    well, so the masked-out positions compute a finite value and no NaN reaches the gradient."""
    def edit(o, u):
        if _last(u.func) != "where" or len(u.args) != 3:
            return None
        kept = u.args[1].value
        branch = kept.visit(_MaskOperands(_code(u.args[0].value)))
        if branch.deep_equals(kept):
            return None
        return u.with_changes(args=[u.args[0], u.args[1].with_changes(value=branch), u.args[2]])
    yield from _call_at(source, line, edit, "mask the inputs of the log or division, not only its result")


def _start_before_loop(source, line, site, span):
    """A running best set to its start inside the loop it should run across: the start moves before that loop."""
    new = _out_of_loop(source, line, before=True)
    if new:
        yield "start the running best once, before the loop", new


def _shift_left(source, line, site, span):
    """`roll(x, shifts=1, ...)` building targets on `line` becomes `shifts=-1`: each target is the next token."""
    def edit(o, u):
        if _last(u.func) != "roll":
            return None
        args = list(u.args)
        position = 1 if _dotted(u.func) == "torch.roll" else 0
        index = next((i for i, a in enumerate(args) if a.keyword and a.keyword.value == "shifts"),
                     position if len(args) > position and not args[position].keyword else None)
        if index is None or not isinstance(args[index].value, cst.Integer):
            return None
        args[index] = args[index].with_changes(value=cst.UnaryOperation(cst.Minus(), args[index].value))
        return u.with_changes(args=args)
    yield from _call_at(source, line, edit, "roll the targets left (`shifts=-1`): each position predicts the next token")


def _dropout_follows_mode(source, line, site, span):
    """`F.dropout(x, p)` in a module's method gets `training=self.training`: it stops dropping in eval mode."""
    def edit(o, u):
        if _last(u.func) not in ("dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout",
                                 "feature_alpha_dropout") or any(a.keyword and a.keyword.value == "training"
                                                                 for a in u.args):
            return None
        return _with_kwarg(u, "training", "self.training")
    yield from _call_at(source, line, edit, "pass `training=self.training` to the functional dropout")


def _causal_diagonal(source, line, site, span):
    """A causal mask's `triu(ones)` becomes `triu(ones, diagonal=1)` (the future, to hide); `tril(ones,
    diagonal=k)` becomes `tril(ones)` (the past and the step itself, to keep) or, where True means hidden,
    `triu(ones, diagonal=1)`."""
    hide = "hide the future only: `triu(..., diagonal=1)`"
    was_tril = "tril" in source.splitlines()[line - 1] if 0 < line <= len(source.splitlines()) else False
    yield from _call_at(source, line, lambda o, u: _causal_call(u, False),
                        "keep the past and the step itself: `tril(...)`" if was_tril else hide)
    yield from _call_at(source, line, lambda o, u: _causal_call(u, True), hide)


def _causal_call(u: cst.Call, to_triu: bool) -> cst.Call | None:
    """The triu/tril call with its diagonal on the visible side; `to_triu` turns a tril into the triu of the
    hidden part."""
    name = _last(u.func)
    if name not in ("triu", "tril") or to_triu and name == "triu":
        return None
    if to_triu:
        func = u.func.with_changes(attr=cst.Name("triu")) if isinstance(u.func, cst.Attribute) else cst.Name("triu")
        u, name = u.with_changes(func=func), "triu"
    position = 0 if isinstance(u.func, cst.Attribute) and _dotted(u.func.value) != "torch" else 1
    positional = [a for a in u.args if not a.keyword]
    args = [a for a in u.args if len(positional) <= position or a is not positional[position]]  # a positional diagonal
    call = u.with_changes(args=_without_kwarg(args, "diagonal"))
    return _with_kwarg(call, "diagonal", "1") if name == "triu" else call


def _out_of_place(source, line, site, span):
    """`x.add_(res)` on a forward's input becomes `x.add(res)`: the caller's tensor is left as it was."""
    def edit(o, u):
        if not (isinstance(u.func, cst.Attribute) and u.func.attr.value.endswith("_")
                and not u.func.attr.value.startswith("_")):
            return None
        return u.with_changes(func=u.func.with_changes(attr=cst.Name(u.func.attr.value[:-1])))
    yield from _call_at(source, line, edit, "the out-of-place op: the forward's input is not overwritten")


def _flip_width(source, line, site, span):
    """A horizontal flip's `flip(0)` / `flip(-2)` becomes `flip(-1)`: the last dim is the width."""
    def edit(o, u):
        if _last(u.func) != "flip":
            return None
        method = isinstance(u.func, cst.Attribute) and _dotted(u.func.value) != "torch"
        positional = [a for a in u.args if not a.keyword]
        target = next((a for a in u.args if a.keyword and a.keyword.value in ("dims", "dim")),
                      positional[0 if method else 1] if len(positional) > (0 if method else 1) else None)
        if target is None or _code(target.value).strip("[]() ,") not in ("0", "-2"):
            return None             # only the flip of the rows is the one to change
        value = "[-1]" if isinstance(target.value, (cst.List, cst.Tuple)) else "-1"
        return u.with_changes(args=[a.with_changes(value=_expr(value)) if a is target else a for a in u.args])
    yield from _call_at(source, line, edit, "flip the last dim (the width)")


def _per_sample_dim(source, line, site, span):
    """A per-sample value's reduction over dim 0 is tried over dim 1 and over dim -1 (the features)."""
    for choice in (1, -1):
        def edit(o, u, choice=choice):
            if _last(u.func) not in DIM_FUNCS:
                return None
            dim = next((a for a in u.args if a.keyword and a.keyword.value in ("dim", "axis")), None)
            if dim is not None:
                return u.with_changes(args=[a.with_changes(value=_expr(str(choice))) if a is dim else a
                                            for a in u.args])
            method = isinstance(u.func, cst.Attribute) and _dotted(u.func.value) not in FUNCTIONAL_OWNERS
            return _set_dim(u, 0 if method else 1, choice)
        yield from _call_at(source, line, edit, f"reduce over dim {choice}, not the batch")


def _quantile_units(source, line, site, span):
    """`np.percentile(x, 0.99)` becomes `np.quantile(x, 0.99)` (and a quantile given a percent, a percentile)."""
    swap = {"percentile": "quantile", "nanpercentile": "nanquantile", "quantile": "percentile",
            "nanquantile": "nanpercentile"}

    def edit(o, u):
        if not isinstance(u.func, cst.Attribute) or u.func.attr.value not in swap:
            return None
        return u.with_changes(func=u.func.with_changes(attr=cst.Name(swap[u.func.attr.value])))
    yield from _call_at(source, line, edit, "the function whose units the value is in (quantile 0-1, percentile 0-100)")


def _stat_along_dim(source, line, site, span):
    """`y.std()` beside `y.mean(dim=0)` gets the same `dim=0`."""
    def edit(o, u):
        if not (isinstance(u.func, cst.Attribute) and u.func.attr.value in ("std", "var")) or u.args:
            return None
        return _with_kwarg(u, "dim", "0")
    yield from _call_at(source, line, edit, "the spread along the same dim as the mean")


def _descending_order(source, line, site, span):
    """An ascending `argsort` of similarities gets `descending=True`: the best come first."""
    def edit(o, u):
        if _last(u.func) != "argsort" or any(a.keyword and a.keyword.value == "descending" for a in u.args):
            return None
        return _with_kwarg(u, "descending", "True")
    yield from _call_at(source, line, edit, "sort the scores descending: the best first")


# kind -> the edits tried at a site of that kind, in order
REPAIRS: dict[str, tuple[EditFn, ...]] = {
    # index.smells kinds
    "mode_not_called": (_call_mode_method,),
    "log_of_softmax": (_log_softmax,),
    "zero_grad_after_backward": (_zero_grad_before_backward,),
    "tensor_accumulated": (_detach_accumulated,),
    "params_after_optimizer": (_params_before_optimizer,),
    "result_ignored": (_keep_result,),
    "scheduler_per_batch": (_scheduler_per_epoch,),
    "unguarded_std_division": (_epsilon,),
    "pad_sequence_time_major": (_batch_first,),
    "padding_in_loss": (_ignore_index,),
    "hard_coded_feature_size": (_derived_size, _lazy_linear),
    "set_order": (_sorted_set,),
    "zero_as_unset": (_none_default,),
    "clip_without_unscale": (_unscale_before_clip,),
    "unclamped_overlap": (_clamp_extent,),
    "hash_seed": (_stable_hash,),
    "global_rng_beside_seeded": (_seeded_generator,),
    "where_after_nan": (_mask_inputs,),
    "running_best_reset": (_start_before_loop,),
    "targets_rolled_back": (_shift_left,),
    "dropout_always_on": (_dropout_follows_mode,),
    "causal_mask_diagonal": (_causal_diagonal,),
    "inplace_on_input": (_out_of_place,),
    "hflip_wrong_axis": (_flip_width,),
    "batch_axis_reduced": (_per_sample_dim,),
    "percentile_of_fraction": (_quantile_units,),
    "stat_dims_differ": (_stat_along_dim,),
    "ascending_rank_of_scores": (_descending_order,),
    # exceptions at the innermost repository frame (cause.exception_sites names them)
    "shape_mismatch": (_shape_mismatch, _reshape),
    "dtype_mismatch": (_cast_target,),
    "view_not_contiguous": (_reshape,),
    "inplace_modified": (_not_inplace, _clone_before_subscript_write),
    "dim_out_of_range": (_dims,),
    "zero_division": (_zero_division,),
    "removed_api": (_removed_api,),
    # looser patterns tried in the functions on the failing path when nothing stricter fits
    "missing_eval": (_eval_before_inference,),
    "wrong_dim": (_dims,),
    "missing_epsilon": (_epsilon,),
    "missing_ignore_index": (_ignore_index,),
    "target_out_of_bounds": (_ignore_index,),
}


def function_spans(source: str) -> dict[str, range]:
    """qualname -> its lines, for every function and method in the file."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {}
    out: dict[str, range] = {}

    def walk(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    start = min([child.lineno] + [d.lineno for d in child.decorator_list])
                    out[name] = range(start, (child.end_lineno or child.lineno) + 1)
                walk(child, name + ".")
            else:
                walk(child, prefix)
    walk(tree, "")
    return out


def enclosing_function(source: str, line: int) -> str:
    """The innermost function around `line` ("" at module level)."""
    spans = [(q, s) for q, s in function_spans(source).items() if line in s]
    return min(spans, key=lambda qs: len(qs[1]))[0] if spans else ""


def unified_diff(path: str, old: str, new: str) -> str:
    return "".join(difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                        fromfile=f"a/{path}", tofile=f"b/{path}", n=2))


def repairs_at(site: Site, source: str) -> list[Repair]:
    """The candidate repairs for one site (at most MAX_PER_SITE), each a whole new file with its diff."""
    spans = function_spans(source)
    span = spans.get(site.function or enclosing_function(source, site.line)) or range(site.line, site.line + 1)
    out: list[Repair] = []
    for fn in REPAIRS.get(site.kind, ()):
        try:
            for words, new in fn(source, site.line, site, span):
                if new != source and all(r.source != new for r in out):
                    changed = _first_changed_line(source, new) or site.line
                    function = enclosing_function(source, changed) or site.function
                    out.append(Repair(site.path, changed, function, site.kind, words, new,
                                      unified_diff(site.path, source, new)))
                if len(out) >= MAX_PER_SITE:
                    return out
        except (cst.ParserSyntaxError, ValueError, TypeError, AttributeError, IndexError, SyntaxError):
            continue     # a pattern that does not fit this code's shape gives no candidate
    return out


def _first_changed_line(old: str, new: str) -> int:
    for i, (a, b) in enumerate(zip(old.splitlines(), new.splitlines(), strict=False), 1):
        if a != b:
            return i
    return min(len(old.splitlines()), len(new.splitlines())) + 1
