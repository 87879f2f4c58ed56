"""Train and evaluate the listing price MLP."""
import argparse
import json

from hpred.data import simulate_listings
from hpred.features import Featurizer
from hpred.model import PriceMLP
from hpred.split import split_records
from hpred.train import evaluate, fit
from hpred.utils import set_seed


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--n-listings", type=int, default=80000)
    ap.add_argument("--epochs", type=int, default=60)
    ap.add_argument("--batch-size", type=int, default=256)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--log-every", type=int, default=10)
    ap.add_argument("--json", default="", help="write final metrics to this file")
    args = ap.parse_args(argv)

    set_seed(args.seed)
    records = simulate_listings(args.n_listings)
    train_r, val_r, test_r = split_records(records)
    feat = Featurizer().fit(train_r)
    train, val, test = feat.transform(train_r), feat.transform(val_r), feat.transform(test_r)
    model = PriceMLP(train[0].shape[1], hidden=args.hidden)
    print(f"{len(train_r)} train / {len(val_r)} val / {len(test_r)} test listings, seed {args.seed}")
    fit(model, train, val, epochs=args.epochs, batch_size=args.batch_size, lr=args.lr,
        log_every=args.log_every)
    metrics = {f"test_{k}": v for k, v in evaluate(model, *test).items()}
    print("final " + " ".join(f"{k} {v:.6f}" for k, v in metrics.items()))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(metrics, f)
    return metrics


if __name__ == "__main__":
    main()
