"""Chunker edge cases: nested and async functions, decorators, methods, module top level."""
from index.chunker import chunk_file, module_name

SRC = '''"""Module doc."""
import torch
from .utils import helper as h

LR = 0.1


@torch.no_grad()
@staticmethod_like
def evaluate(model, loader):
    """Evaluate."""
    def inner(x):
        return model(x)
    return [inner(b) for b in loader]


async def fetch(url):
    return await h(url)


class Trainer(Base):
    """Trains."""
    epochs = 3

    def __init__(self, model):
        self.model = model

    @property
    def lr(self):
        return LR

    @lr.setter
    def lr(self, value):
        pass

    class Config:
        def load(self):
            return {}


if __name__ == "__main__":
    evaluate(None, [])
'''


def by_name(fc):
    return {c.qualname: c for c in fc.chunks}


def test_kinds_spans_and_qualnames():
    fc = chunk_file("pkg/train.py", SRC)
    assert fc.error is None
    c = by_name(fc)
    assert set(c) == {"<module>", "evaluate", "evaluate.inner", "fetch", "Trainer", "Trainer.__init__",
                      "Trainer.lr", "Trainer.lr#2", "Trainer.Config", "Trainer.Config.load"}
    ev = c["evaluate"]
    # the span starts at the first decorator and ends at the last line of the body
    assert (ev.start, ev.end) == (8, 14)
    assert ev.text.splitlines()[0] == "@torch.no_grad()"
    assert ev.decorators == ["torch.no_grad()", "staticmethod_like"]
    assert ev.doc == "Evaluate."
    assert c["evaluate.inner"].start == 12 and c["evaluate.inner"].kind == "function"
    assert c["fetch"].is_async and c["fetch"].calls == ["h"]
    assert c["Trainer"].kind == "class" and c["Trainer"].bases == ["Base"]
    assert "def __init__(self, model):" in c["Trainer"].text     # class chunk lists its members
    assert "self.model = model" not in c["Trainer"].text        # ... but not their bodies
    assert c["Trainer.Config.load"].kind == "function"
    assert c["Trainer.__init__"].id == "pkg/train.py::Trainer.__init__"


def test_module_top_level_excludes_definitions():
    mod = by_name(chunk_file("pkg/train.py", SRC))["<module>"]
    assert mod.kind == "module" and mod.start == 1
    assert "LR = 0.1" in mod.text and 'if __name__ == "__main__":' in mod.text
    assert "def evaluate" not in mod.text and "class Trainer" not in mod.text
    assert "__main__ guard" in mod.entry and "evaluate" in mod.calls


def test_imports_resolve_relative_names():
    fc = chunk_file("pkg/train.py", SRC)
    assert {(i.alias, i.target) for i in fc.imports} == {("torch", "torch"), ("h", "pkg.utils.helper")}
    assert module_name("pkg/__init__.py") == "pkg" and module_name("a/b.py") == "a.b"


def test_syntax_error_is_reported_not_raised():
    fc = chunk_file("bad.py", "def broken(:\n    pass\n")
    assert fc.chunks == [] and "does not parse" in fc.error


def test_hash_ignores_path_so_renames_keep_vectors():
    a = by_name(chunk_file("a.py", "def f():\n    return 1\n"))["f"]
    b = by_name(chunk_file("b/c.py", "def f():\n    return 1\n"))["f"]
    changed = by_name(chunk_file("a.py", "def f():\n    return 2\n"))["f"]
    assert a.hash == b.hash and a.hash != changed.hash


def test_definitions_under_module_level_if_are_chunked():
    fc = chunk_file("m.py", "import sys\nif sys.version_info > (3,):\n    def g():\n        return 1\n")
    assert "g" in by_name(fc)
