"""Molecule datasets from CSV files or a synthetic generator."""
import csv
import math
import random

from torch.utils.data import Dataset

from .featurize import smiles_to_graph

FRAGMENTS = ["C", "CC", "O", "N", "c1ccccc1", "C(=O)O", "Cl", "C(F)(F)F", "OC", "C#N",
             "c1ccncc1", "[NH3+]", "C(=O)[O-]", "S", "Br", "C1CCCCC1", "c1ccc2ccccc2c1"]


class MoleculeDataset(Dataset):
    def __init__(self, records, transform=None):
        """records: list of (smiles, [targets])."""
        self.graphs = [smiles_to_graph(s, y) for s, y in records]
        self.transform = transform

    def __len__(self):
        return len(self.graphs)

    def __getitem__(self, idx):
        g = self.graphs[idx]
        return self.transform(g) if self.transform is not None else g

    @property
    def num_tasks(self):
        return self.graphs[0].y.numel()


def read_csv(path, targets):
    records = []
    with open(path, "r", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            ys = [float(row[t]) if row.get(t, "") != "" else math.nan for t in targets]
            records.append((row["smiles"], ys))
    return records


def synthetic_records(n, seed=0):
    """Random fragment chains; target = a smooth function of composition."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        k = rng.randint(1, 5)
        smi = "C" + "".join(rng.choice(FRAGMENTS) for _ in range(k))
        y = (0.7 * smi.count("O") + 0.5 * smi.count("N") - 0.3 * smi.count("C") - 0.2 * smi.count("c")
             + 0.4 * smi.count("Cl") + 0.1 * rng.gauss(0, 1))
        out.append((smi, [y]))
    return out


def split_records(records, val_fraction, test_fraction, seed=0):
    idx = list(range(len(records)))
    random.Random(seed).shuffle(idx)
    n_val = int(len(idx) * val_fraction)
    n_test = int(len(idx) * test_fraction)
    pick = lambda ids: [records[i] for i in ids]  # noqa: E731
    return pick(idx[n_val + n_test:]), pick(idx[:n_val]), pick(idx[n_val:n_val + n_test])


def build_datasets(cfg, transform=None):
    dc = cfg["data"]
    if dc.get("kind") == "synthetic":
        records = synthetic_records(dc.get("num_molecules", 500), seed=cfg.get("seed", 0))
    else:
        records = read_csv(dc["csv"], dc["targets"])
    tr, va, te = split_records(records, dc.get("val_fraction", 0.1), dc.get("test_fraction", 0.1),
                               seed=cfg.get("seed", 0))
    return MoleculeDataset(tr, transform), MoleculeDataset(va), MoleculeDataset(te)
