"""Import and call-graph resolution inside a repository."""
import json

from index.chunker import chunk_file
from index.graph import build_graph

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


def graph():
    chunks, files = [], []
    for path, text in FILES.items():
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
