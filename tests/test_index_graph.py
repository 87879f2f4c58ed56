"""Import and call-graph resolution inside a repository."""
import json

from index.chunker import chunk_file
from index.graph import (
    Graph,
    Types,
    assigned_types,
    bind_arguments,
    build_graph,
    call_edges,
    chunks_by_path,
    construction_edges,
    factory_returns,
    import_edges,
    infer_types,
    resolve_call_edge,
    symbols,
    typed_call_edges,
)

FILES = {
    "pkg/__init__.py": "from .model import Net\n",
    "pkg/model.py": (
        "import torch.nn as nn\n"
        "from .layers import *\n"
        "class Base(nn.Module):\n"
        "    def reset(self):\n        return 0\n"
        "class Net(Base):\n"
        "    def __init__(self):\n        super().__init__()\n        self.block = make_block()\n"
        "    def forward(self, x):\n        return self.helper(x) + self.reset()\n"
        "    def helper(self, x):\n        return nn.functional.relu(x)\n"
    ),
    "pkg/layers.py": "def make_block():\n    return None\n",
    "pkg/utils.py": "def seed_all(s):\n    return s\n",
    "train.py": (
        "import pkg.utils as U\n"
        "from pkg import Net\n"
        "def main():\n"
        "    def step():\n        return 1\n"
        "    U.seed_all(0)\n    net = Net()\n    step()\n    return net\n"
        "if __name__ == '__main__':\n    main()\n"
    ),
}


def graph(files_text=None):
    chunks, files = [], []
    for path, text in (files_text or FILES).items():
        fc = chunk_file(path, text)
        files.append({"path": path, "module": fc.module, "status": "ok",
                      "imports": json.dumps([[i.alias, i.target] for i in fc.imports])})
        chunks += [{"id": c.id, "path": c.path, "qualname": c.qualname, "kind": c.kind,
                    "calls": json.dumps(c.calls), "bases": json.dumps(c.bases)} for c in fc.chunks]
    return build_graph(chunks, files)


def test_calls_resolve_through_imports_reexports_and_self():
    g = graph()
    main = g.calls["train.py::main"]
    assert "pkg/utils.py::seed_all" in main                 # import pkg.utils as U; U.seed_all()
    assert "pkg/model.py::Net" in main                      # re-exported by pkg/__init__.py
    assert "pkg/model.py::Net.__init__" in main             # constructing a class calls __init__
    assert "train.py::main.step" in main                    # nested function
    fwd = g.calls["pkg/model.py::Net.forward"]
    assert fwd == {"pkg/model.py::Net.helper", "pkg/model.py::Base.reset"}   # self.m(), inherited m()
    assert g.calls["pkg/model.py::Net.__init__"] == {"pkg/layers.py::make_block"}   # star import
    assert g.calls["train.py::<module>"] == {"train.py::main"}
    # library calls are not edges
    assert "pkg/model.py::Net.helper" not in g.calls


def test_modules_that_import_a_name_from_each_other_resolve_to_nothing_instead_of_recursing():
    # torch has such cycles between packages' __init__ files; the first index of a torch-sized repository
    # ended in a RecursionError before re-exports counted towards the resolution depth
    g = graph({"a/__init__.py": "from b import thing\n", "b/__init__.py": "from a import thing\n",
               "c/__init__.py": "from a import thing as t\nfrom a import *\n",
               "use.py": "import c\nfrom a import thing\ndef main():\n    thing()\n    c.t.run()\n"})
    assert g.calls.get("use.py::main", set()) == set()


def test_module_imports_and_distances():
    g = graph()
    assert g.imports["train.py"] == {"pkg/utils.py", "pkg/__init__.py"}
    assert "pkg/layers.py" in g.imports["pkg/model.py"]
    d = g.distances({"train.py::main"}, max_depth=2)
    assert d["train.py::main"] == 0 and d["pkg/model.py::Net.__init__"] == 1
    assert d["pkg/layers.py::make_block"] == 2
    assert "pkg/model.py::Net.helper" not in d              # three calls away
    assert ("train.py::main", "pkg/utils.py::seed_all") in g.edges()


FLOW = {
    "m/nets.py": (
        "class Net:\n    def forward(self, x):\n        return x\n"
        "class Loss:\n    def __call__(self, a, b):\n        return a\n    def parts(self):\n        return 0\n"
        "class Rows:\n    def __getitem__(self, i):\n        return i\n    def __len__(self):\n        return 1\n"
        "class Scaler:\n    def fit(self, x):\n        return self\n    def transform(self, x):\n        return x\n"
    ),
    "m/infer.py": (
        "from .nets import Net\n"
        "class Predictor:\n"
        "    def __init__(self, model):\n        self.model = model\n"
        "    @classmethod\n    def load(cls):\n        model = Net()\n        return cls(model)\n"
        "    def predict(self, x):\n        return self.model(x)\n"
    ),
    "run.py": (
        "from m.nets import Net, Loss, Rows, Scaler\n"
        "from m.infer import Predictor\n"
        "def step(net, crit, x):\n    return crit(net(x), x) + crit.parts()\n"
        "def main():\n    model = Net()\n    loss_fn = Loss()\n    return step(model, crit=loss_fn, x=1)\n"
        "def build_net():\n    net = Net()\n    return net\n"
        "def build():\n    return build_net()\n"
        "def serve(x):\n    p = Predictor.load()\n    m = build()\n    return p.predict(x), m(x)\n"
        "def data():\n    return Rows(), Loss()\n"
        "def prep(x):\n    a, b = Scaler().fit(x), Scaler()\n    return a.transform(x) + b.transform(x)\n"
    ),
}


def test_type_flow_reaches_forward_through_variables_parameters_and_attributes():
    chunks, files = [], []
    for path, text in FLOW.items():
        fc = chunk_file(path, text)
        files.append({"path": path, "module": fc.module, "status": "ok",
                      "imports": json.dumps([[i.alias, i.target] for i in fc.imports])})
        chunks += [{"id": c.id, "path": c.path, "qualname": c.qualname, "kind": c.kind, "calls": json.dumps(c.calls),
                    "bases": json.dumps(c.bases), "flow": json.dumps(c.flow)} for c in fc.chunks]
    g = build_graph(chunks, files)
    # main passes typed locals to step (positionally and by keyword): their calls resolve
    assert {"m/nets.py::Net.forward", "m/nets.py::Loss.__call__", "m/nets.py::Loss.parts"} <= g.calls["run.py::step"]
    # Predictor.load: model = Net(); cls(model) -> __init__ stores it in self.model -> predict calls forward
    assert "m/infer.py::Predictor.__init__" in g.calls["m/infer.py::Predictor.load"]
    assert g.calls["m/infer.py::Predictor.predict"] == {"m/nets.py::Net.forward"}
    # factories: a classmethod returning cls(...), a function returning a local built by Net(), and
    # one returning another factory's result type their callers' locals
    assert {"m/infer.py::Predictor.predict", "m/nets.py::Net.forward"} <= g.calls["run.py::serve"]
    # building a dataset or a callable object links what a DataLoader will call on it, not __len__
    assert g.calls["run.py::data"] == {"m/nets.py::Rows", "m/nets.py::Rows.__getitem__", "m/nets.py::Loss",
                                       "m/nets.py::Loss.__call__"}
    # a method on a fresh object, a fluent method returning self, and tuple assignment type their locals
    assert {"m/nets.py::Scaler.fit", "m/nets.py::Scaler.transform"} <= g.calls["run.py::prep"]


# --------------------------------------------------------------------------- the passes one by one
PASSES = {
    "shapes/__init__.py": "from .base import *\n",
    "shapes/base.py": (
        "class Shape:\n"
        "    def area(self):\n        return 0\n"
        "    def __call__(self, x):\n        return x\n"
        "class Square(Shape):\n"
        "    def __init__(self, s):\n        self.s = s\n"
        "    @classmethod\n    def unit(cls):\n        return cls(1)\n"
        "    def double(self):\n        return self.area() * 2\n"
    ),
    "app.py": (
        "import shapes\n"
        "from shapes.base import Square\n"
        "def make():\n    return Square(2)\n"
        "def run(k):\n    sq = make()\n    sq(k)\n    return shapes.Shape().area()\n"
        "def go():\n    sq = Square.unit()\n    return run(sq)\n"
    ),
    "broken.py": "def f(:\n",
}


def pass_rows(files=PASSES):
    chunks, rows = [], []
    for path, text in files.items():
        fc = chunk_file(path, text)
        rows.append({"path": path, "module": fc.module, "status": "error" if fc.error else "ok",
                     "imports": json.dumps([[i.alias, i.target] for i in fc.imports])})
        chunks += [{"id": c.id, "path": c.path, "qualname": c.qualname, "kind": c.kind, "calls": json.dumps(c.calls),
                    "bases": json.dumps(c.bases), "flow": json.dumps(c.flow)} for c in fc.chunks]
    return chunks, rows


def test_symbols_tables_and_name_resolution():
    chunks, files = pass_rows()
    s = symbols(chunks, files)
    assert "broken.py" not in s.path_module                     # a file that did not parse has no module
    assert s.stars["shapes"] == ["shapes.base"] and s.imports["app"]["Square"] == "shapes.base.Square"
    assert s.bases["shapes/base.py::Square"] == ["Shape"]
    # method resolution: own method, inherited one, none
    assert s.method_of("shapes/base.py::Square", "double") == "shapes/base.py::Square.double"
    assert s.method_of("shapes/base.py::Square", "area") == "shapes/base.py::Shape.area"
    assert s.method_of("shapes/base.py::Square", "nope") is None
    # through a package's star import, a dotted import, a fresh object's method
    assert s.resolve_name("app", "run", "shapes.Shape") == "shapes/base.py::Shape"
    assert s.resolve_call("app", "run", "shapes.Shape().area") == "shapes/base.py::Shape.area"
    assert s.resolve_name("app", None, "Square.unit") == "shapes/base.py::Square.unit"
    assert s.resolve_name("app", None, "torch.zeros") is None
    assert s.enclosing_class("shapes.base", "Square.double") == "shapes/base.py::Square"
    assert s.enclosing_class("app", "run") is None


def test_chunks_by_path_keeps_chunk_order_of_resolvable_files():
    chunks, files = pass_rows()
    by_path = chunks_by_path(chunks, symbols(chunks, files))
    assert by_path["app.py"] == ["app.py::<module>", "app.py::make", "app.py::run", "app.py::go"]
    assert "broken.py" not in by_path


def test_resolve_call_edge_cls_self_and_names():
    chunks, files = pass_rows()
    s = symbols(chunks, files)
    row = {c["id"]: c for c in chunks}
    unit, double, run = row["shapes/base.py::Square.unit"], row["shapes/base.py::Square.double"], row["app.py::run"]
    assert resolve_call_edge(s, "shapes.base", unit, "cls") == "shapes/base.py::Square"      # cls(...) builds it
    assert resolve_call_edge(s, "shapes.base", double, "self.area") == "shapes/base.py::Shape.area"
    assert resolve_call_edge(s, "shapes.base", double, "self.s.m") is None                  # left to the type flow
    assert resolve_call_edge(s, "app", run, "make") == "app.py::make"


def test_call_edges_then_construction_edges():
    chunks, files = pass_rows()
    s = symbols(chunks, files)
    g = Graph()
    call_edges(g, chunks, s)
    assert g.calls["app.py::make"] == {"shapes/base.py::Square"}
    assert g.calls["shapes/base.py::Square.unit"] == {"shapes/base.py::Square"}
    construction_edges(g, s)
    # building a Square runs its __init__, and a framework calls the __call__ it inherits
    assert g.calls["app.py::make"] == {"shapes/base.py::Square", "shapes/base.py::Square.__init__",
                                       "shapes/base.py::Shape.__call__"}


def test_import_edges_link_files_to_the_repository_modules_they_import():
    chunks, files = pass_rows()
    g = Graph()
    import_edges(g, files, symbols(chunks, files))
    assert g.imports == {"shapes/__init__.py": {"shapes/base.py"}, "app.py": {"shapes/__init__.py", "shapes/base.py"}}


def test_type_flow_passes():
    chunks, files = pass_rows()
    s = symbols(chunks, files)
    t = infer_types(chunks, s)
    sq = "shapes/base.py::Square"
    # factories: a function returning Square(...), a classmethod returning cls(...)
    assert t.returns == {"app.py::make": sq, "shapes/base.py::Square.unit": sq}
    assert t.local["app.py::run"] == {"sq": sq, "k": sq} and t.local["app.py::go"] == {"sq": sq}
    # one round at a time: returns, then assignments that use them, then argument binding
    t1 = Types(t.funcs, t.flows, {cid: {} for cid in t.funcs})
    factory_returns(s, t1)
    assigned_types(s, t1)
    assert t1.local["app.py::go"] == {"sq": sq} and "k" not in t1.local["app.py::run"]
    bind_arguments(s, t1)
    assert t1.local["app.py::run"]["k"] == sq                   # go passes its Square to run(k)
    g = Graph()
    typed_call_edges(g, s, t)
    # calling a typed object reaches forward or __call__, inherited here
    assert g.calls["app.py::run"] == {"shapes/base.py::Shape.__call__"}
