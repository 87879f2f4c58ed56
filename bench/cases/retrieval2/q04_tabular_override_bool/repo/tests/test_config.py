import pathlib

from tabular.utils import load_config, parse_overrides

CFG = pathlib.Path(__file__).resolve().parents[1] / "configs" / "census.toml"


def test_numbers_and_lists():
    out = parse_overrides(["train.lr=3e-4", "train.epochs=5", "model.hidden=[64, 32]"])
    assert out == {"train.lr": 3e-4, "train.epochs": 5, "model.hidden": [64, 32]}


def test_strings_and_none():
    out = parse_overrides(["model.kind=ft", "data.path='a b.csv'", "model.embedding_dim=None"])
    assert out["model.kind"] == "ft"
    assert out["data.path"] == "a b.csv"
    assert out["model.embedding_dim"] is None


def test_load_with_overrides():
    cfg = load_config(CFG, ["train.batch_size=64", "model.dropout=0.3"])
    assert cfg.train.batch_size == 64
    assert cfg.model.dropout == 0.3
    assert cfg.data.standardize is True
