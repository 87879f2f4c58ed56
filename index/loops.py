"""Training-loop and entry-point scoring from a function's syntax tree.

A training loop is recognised by what it does, not by its name: backward passes, optimizer steps,
zero_grad, loops over data loaders and epochs, distributed setup. Scores are additive; a function
with a score >= LOOP_THRESHOLD is reported as a training loop.
"""
from __future__ import annotations

import ast

LOOP_THRESHOLD = 3.0
DIST_CALLS = ("init_process_group", "DistributedDataParallel", "DDP", "spawn", "destroy_process_group",
              "all_reduce", "barrier", "DistributedSampler")
LOADER_WORDS = ("loader", "batch", "dataset", "data", "train_iter", "iterator", "dl")


def _dotted(node: ast.AST) -> str:
    """`a.b.c` for a Name/Attribute chain, the callee's dotted name for a Call, else ''."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
    elif isinstance(node, ast.Call):
        inner = _dotted(node.func)
        parts.append(f"{inner}()" if inner else "")
    else:
        return ""
    return ".".join(reversed(parts))


def own_nodes(func: ast.AST):
    """Nodes of a function body, not descending into nested functions or classes."""
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(node))


def training_signals(func: ast.AST, nodes: list[ast.AST] | None = None) -> tuple[float, list[str]]:
    """(score, signals) of one function (`nodes`: its own_nodes, when already collected)."""
    found: dict[str, float] = {}
    for node in nodes if nodes is not None else own_nodes(func):
        if isinstance(node, ast.Call):
            name = _dotted(node.func)
            last = name.rsplit(".", 1)[-1]
            low = name.lower()
            if last == "backward" or name in ("torch.autograd.backward", "autograd.backward"):
                found["loss.backward()"] = 3.0
            elif last == "step" and ("opt" in low or "scaler" in low):
                found["optimizer.step()"] = 2.0
            elif last == "step" and "sched" in low:
                found["scheduler.step()"] = 0.5
            elif last == "zero_grad":
                found["zero_grad()"] = 1.5
            elif last in ("clip_grad_norm_", "clip_grad_value_"):
                found["grad clipping"] = 0.5
            elif last == "train" and not node.args and "." in name:
                found["model.train()"] = 0.5
            elif last in DIST_CALLS or "torch.distributed" in name or name.startswith("dist."):
                found["distributed setup"] = 1.0
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            it = node.iter
            target = _dotted(node.target) if isinstance(node.target, (ast.Name, ast.Attribute)) else ""
            text = ast.unparse(it).lower()
            if "epoch" in text or "epoch" in target.lower():
                found["epoch loop"] = 1.0
            elif any(w in text for w in LOADER_WORDS) or "batch" in ast.unparse(node.target).lower():
                found["loop over data loader"] = 1.5
    return sum(found.values()), sorted(found, key=lambda s: -found[s])


def is_main_guard(node: ast.AST) -> bool:
    """`if __name__ == "__main__":`"""
    if not isinstance(node, ast.If) or not isinstance(node.test, ast.Compare):
        return False
    test = node.test
    sides = [test.left, *test.comparators]
    names = [s.id for s in sides if isinstance(s, ast.Name)]
    consts = [s.value for s in sides if isinstance(s, ast.Constant)]
    return "__name__" in names and "__main__" in consts


def entry_signals(func: ast.AST) -> list[str]:
    """Signs that a function or module body is an entry point: argparse, click, typer, main guard."""
    out: set[str] = set()
    for node in ast.walk(func):
        if isinstance(node, ast.Call):
            name = _dotted(node.func)
            if name.endswith("ArgumentParser"):
                out.add("argparse")
            elif name.endswith("parse_args"):
                out.add("parse_args")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for dec in node.decorator_list:
                name = _dotted(dec.func if isinstance(dec, ast.Call) else dec)
                if name.startswith("click.") or ".command" in name or name.startswith("typer"):
                    out.add("cli decorator")
        elif is_main_guard(node):
            out.add("__main__ guard")
    return sorted(out)
