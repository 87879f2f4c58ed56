"""End-to-end: load table -> shuffle -> split -> preprocess -> train."""
from torch.utils.data import DataLoader

from .dataset import LoanDataset
from .io import read_csv_table
from .model import TabularMLP
from .preprocess import TabularPreprocessor
from .synth import make_loans
from .tabular import fill_missing, shuffle_rows, split_rows
from .trainer import fit
from .utils import seed_everything


def load_table(data_cfg, seed):
    if data_cfg["source"] == "synthetic":
        return make_loans(data_cfg["n_rows"], seed=seed)
    if data_cfg["source"] == "csv":
        return read_csv_table(data_cfg["csv_path"], data_cfg["numeric"], data_cfg["categorical"],
                              data_cfg["target"])
    raise ValueError(f"unknown data.source {data_cfg['source']!r}")


def build_loaders(cfg):
    data_cfg = cfg["data"]
    table = load_table(data_cfg, cfg["seed"])
    table = fill_missing(table, data_cfg["numeric"])
    if data_cfg.get("shuffle", True):
        table = shuffle_rows(table, seed=cfg["seed"])
    train_t, val_t = split_rows(table, data_cfg["val_frac"], seed=cfg["seed"] + 1)

    pre = TabularPreprocessor(data_cfg["numeric"], data_cfg["categorical"]).fit(train_t)
    target = data_cfg["target"]
    train_ds = LoanDataset(*pre.transform(train_t), train_t[target])
    val_ds = LoanDataset(*pre.transform(val_t), val_t[target])
    bs = cfg["train"]["batch_size"]
    return (DataLoader(train_ds, batch_size=bs, shuffle=True, drop_last=True),
            DataLoader(val_ds, batch_size=1024), pre)


def run(cfg, log=print):
    seed_everything(cfg["seed"])
    train_loader, val_loader, pre = build_loaders(cfg)
    log(f"train rows {len(train_loader.dataset)} (positive rate {train_loader.dataset.positive_rate:.3f}), "
        f"val rows {len(val_loader.dataset)}")
    m = cfg["model"]
    model = TabularMLP(len(cfg["data"]["numeric"]), pre.cardinalities, m["emb_dim"], m["hidden"], m["dropout"])
    return fit(model, train_loader, val_loader, cfg["train"], log=log)
