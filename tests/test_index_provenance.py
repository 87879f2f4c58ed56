"""Backward data slices from a failing line (index.provenance) and their use by the reranker."""
import textwrap

from trees import chunk_rows, write_tree

from index import index_repo, search
from index.embed import HashEmbedder
from index.models import Frame, Query
from index.provenance import Slicer, data_slice, function_facts

FILES = {
    "shop/__init__.py": "",
    "shop/table.py": """
        import numpy as np

        def raw_rows(n):
            return np.zeros((n, 3), dtype=np.int64)

        def make_table(n):
            rows = raw_rows(n)
            return {"x": rows[:, :2], "y": rows[:, 2]}

        def describe(table):
            return len(table["y"])
        """,
    "shop/dataset.py": """
        import torch
        from torch.utils.data import Dataset

        class RowDataset(Dataset):
            def __init__(self, x, y):
                self.x, self.y = x, y

            def __len__(self):
                return len(self.y)

            def __getitem__(self, i):
                return torch.from_numpy(self.x[i]), torch.tensor(self.y[i])

            def positive_rate(self):
                return float(self.y.mean())
        """,
    "shop/model.py": """
        import torch.nn as nn

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.head = nn.Linear(2, 1)

            def forward(self, x):
                return self.head(x)

            def reset_head(self, k):
                self.head = nn.Linear(2, k)

        def repackage(h):
            return h.detach()
        """,
    "shop/train.py": """
        import torch.nn as nn

        from shop.model import repackage

        def metric(pred):
            return pred.mean()

        def fit(model, loader, epochs):
            crit = nn.BCEWithLogitsLoss()
            hidden = None
            for _ in range(epochs):
                for x, y in loader:
                    repackage(hidden)
                    loss = crit(model(x) + hidden, y)
                    loss.backward()
                print(metric(model(x)))
        """,
    "run.py": """
        import argparse

        from torch.utils.data import DataLoader

        from shop.dataset import RowDataset
        from shop.model import Net
        from shop.table import describe, make_table
        from shop.train import fit

        def get_args(argv=None):
            p = argparse.ArgumentParser()
            p.add_argument("--epochs", type=int, default=2)
            return p.parse_args(argv)

        def main(argv=None):
            args = get_args(argv)
            table = make_table(100)
            print(describe(table))
            ds = RowDataset(table["x"], table["y"])
            model = Net()
            model.reset_head(1)
            fit(model, DataLoader(ds, batch_size=8), args.epochs)

        if __name__ == "__main__":
            main()
        """,
}


def line_of(path: str, statement: str) -> int:
    return 1 + [ln.strip() for ln in textwrap.dedent(FILES[path]).splitlines()].index(statement)


FIT_LOSS_LINE = line_of("shop/train.py", "loss = crit(model(x) + hidden, y)")
MAIN_FIT_LINE = line_of("run.py", "fit(model, DataLoader(ds, batch_size=8), args.epochs)")


def rows_and_graph():
    return chunk_rows(FILES)


def test_slice_follows_parameters_into_the_caller_and_calls_into_their_returns():
    rows, g = rows_and_graph()
    found = data_slice(rows, g, [("run.py::main", MAIN_FIT_LINE), ("shop/train.py::fit", FIT_LOSS_LINE)])
    # y <- loader (a parameter) <- DataLoader(ds) in main <- RowDataset(...): the dataset's protocol methods
    assert "shop/dataset.py::RowDataset.__getitem__" in found
    assert "shop/dataset.py::RowDataset.__init__" in found
    # ds <- table <- make_table(), one step further than the dataset
    assert found["shop/table.py::make_table"] == found["shop/dataset.py::RowDataset.__getitem__"] + 1
    # and what make_table returns was built by raw_rows(), past the default depth
    assert "shop/table.py::raw_rows" not in found
    deep = data_slice(rows, g, [("run.py::main", MAIN_FIT_LINE), ("shop/train.py::fit", FIT_LOSS_LINE)],
                      max_depth=8)
    assert deep["shop/table.py::raw_rows"] > deep["shop/table.py::make_table"]
    # model <- Net(), changed in place by model.reset_head(1) (a method the call graph typed)
    assert {"shop/model.py::Net.forward", "shop/model.py::Net.reset_head"} <= set(found)
    # a dropped result is an in-place effect on the argument: repackage(hidden)
    assert "shop/model.py::repackage" in found
    # not on the data path: a metric printed later, a table summary, the option parser, the frames
    for cid in ("shop/train.py::metric", "shop/table.py::describe", "run.py::get_args",
                "shop/dataset.py::RowDataset.positive_rate", "run.py::main", "shop/train.py::fit"):
        assert cid not in found, cid


def test_slice_without_a_caller_stops_at_parameters_and_depth_is_bounded():
    rows, g = rows_and_graph()
    only_fit = data_slice(rows, g, [("shop/train.py::fit", FIT_LOSS_LINE)])
    assert "shop/dataset.py::RowDataset.__getitem__" not in only_fit       # loader came from nowhere known
    assert "shop/model.py::repackage" in only_fit
    shallow = data_slice(rows, g, [("run.py::main", MAIN_FIT_LINE), ("shop/train.py::fit", FIT_LOSS_LINE)],
                         max_depth=2)
    assert "shop/table.py::make_table" not in shallow
    assert all(d <= 2 for d in shallow.values())


def test_bad_inputs_give_empty_slices():
    rows, g = rows_and_graph()
    assert data_slice(rows, g, []) == {}
    assert data_slice(rows, g, [("shop/table.py::<module>", 1)]) == {}       # not a function
    assert data_slice(rows, g, [("shop/train.py::fit", 999)]) == {}          # no statement there
    broken = dict(rows["shop/train.py::fit"], text="def fit(:\n")
    assert function_facts(broken) is None
    assert Slicer({**rows, broken["id"]: broken}, g).slice([(broken["id"], FIT_LOSS_LINE)]) == {}


def test_reranker_pulls_up_the_data_path_of_a_traceback(tmp_path):
    root = write_tree(tmp_path / "repo", FILES)
    home, emb = str(tmp_path / "home"), HashEmbedder()
    index_repo(str(root), home=home, embedder=emb)
    q = Query(text="RuntimeError: result type Float can't be cast to the desired output type Long",
              frames=[Frame("run.py", MAIN_FIT_LINE, "main"), Frame("shop/train.py", FIT_LOSS_LINE, "fit")],
              symptom="exception")
    hits = {f"{h.path}::{h.qualname}": h for h in search(str(root), q, k=30, home=home, embedder=emb)}
    item = hits["shop/dataset.py::RowDataset.__getitem__"]
    assert any(w.startswith("builds data used at the failing line") for w in item.why)
    assert not any(w.startswith("builds data") for w in hits["shop/train.py::metric"].why)
    assert item.score > hits["shop/train.py::metric"].score


LOADERS = {
    "ld/__init__.py": "",
    "ld/data.py": """
        def pad_batch(items):
            return items

        def crop_batch(items):
            return items

        def make_set(n):
            return list(range(n))
        """,
    "ld/run.py": """
        from torch.utils.data import DataLoader

        from ld.data import crop_batch, make_set, pad_batch

        def build_loaders(n):
            train_loader = DataLoader(make_set(n), collate_fn=crop_batch)
            val_loader = DataLoader(make_set(n), collate_fn=pad_batch)
            return train_loader, val_loader

        def evaluate(loader):
            for x, y in loader:
                check(x, y)

        def check(x, y):
            return x == y

        def main():
            train_loader, val_loader = build_loaders(8)
            evaluate(val_loader)
        """,
}


def test_slice_picks_the_unpacked_element_and_follows_functions_passed_as_values(monkeypatch):
    monkeypatch.setitem(globals(), "FILES", LOADERS)
    rows, g = rows_and_graph()
    frames = [("ld/run.py::main", line_of("ld/run.py", "evaluate(val_loader)")),
              ("ld/run.py::evaluate", line_of("ld/run.py", "check(x, y)"))]
    found = data_slice(rows, g, frames)
    # val_loader is element 1 of what build_loaders returns: its collate_fn, not the training one
    assert "ld/run.py::build_loaders" in found and "ld/data.py::pad_batch" in found
    assert "ld/data.py::crop_batch" not in found
    assert "ld/data.py::make_set" in found
