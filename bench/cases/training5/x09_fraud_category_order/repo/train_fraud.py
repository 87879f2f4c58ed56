"""Train the fraud baseline. Settings come from settings.ini, CLI flags override them."""
import argparse
import configparser

import torch

from fraud.catalog import load_catalog
from fraud.encoders import encode, fit_encoders
from fraud.model import FraudNet
from fraud.synth import simulate
from fraud.train_loop import fit
from fraud.utils import seed_all


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--settings", default="settings.ini")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--n-transactions", type=int)
    ap.add_argument("--seed", type=int)
    ap.add_argument("--out")
    return ap.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    ini = configparser.ConfigParser()
    ini.read(args.settings)
    d, m, t = ini["data"], ini["model"], ini["train"]
    seed = args.seed if args.seed is not None else t.getint("seed")
    epochs = args.epochs if args.epochs is not None else t.getint("epochs")
    n = args.n_transactions if args.n_transactions is not None else d.getint("n_transactions")
    out = args.out if args.out is not None else t.get("out")

    seed_all(seed)
    catalog = load_catalog(d.get("catalog"))
    rows = simulate(catalog, n, d.getfloat("fraud_rate"), seed)
    n_val = int(len(rows) * d.getfloat("val_fraction"))
    train_rows, val_rows = rows[:-n_val], rows[-n_val:]
    cats, log_amount = fit_encoders(train_rows)
    train_t = encode(train_rows, cats, log_amount)
    val_t = encode(val_rows, cats, log_amount)
    print(f"{len(train_rows)} train / {len(val_rows)} val transactions, "
          f"fraud rate {train_t[2].mean().item():.4f}, merchants {len(catalog)}")

    hidden = tuple(int(h) for h in m.get("hidden").split(","))
    model = FraudNet([cats[c].cardinality for c in cats], train_t[1].shape[1],
                     m.getint("embedding_dim"), hidden, m.getfloat("dropout"))
    history = fit(model, train_t, val_t, epochs, t.getint("batch_size"), t.getfloat("lr"),
                  t.getfloat("pos_weight"))
    if out:
        torch.save({"model": model.state_dict(), "encoders": cats}, out)
    return history


if __name__ == "__main__":
    main()
