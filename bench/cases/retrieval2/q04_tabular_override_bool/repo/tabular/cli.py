import argparse
import sys

from .utils import load_config


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tabular")
    sub = ap.add_subparsers(dest="cmd", required=True)
    tr = sub.add_parser("train")
    tr.add_argument("--config", required=True)
    tr.add_argument("--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE")
    tr.add_argument("--dry-run", action="store_true", help="print the resolved config and exit")
    pr = sub.add_parser("predict")
    pr.add_argument("--run", required=True)
    pr.add_argument("--csv", required=True)
    pr.add_argument("--out", default=None, help="write a CSV with one probability column per class")
    args = ap.parse_args(argv)

    if args.cmd == "train":
        cfg = load_config(args.config, args.overrides)
        if args.dry_run:
            import json
            json.dump(cfg.to_dict(), sys.stdout, indent=2, default=str)
            print()
            return
        from .pipeline import run_training
        run_training(cfg)
    else:
        from .predict import predict_csv
        probs = predict_csv(args.run, args.csv)
        if args.out:
            import csv
            with open(args.out, "w", newline="") as fh:
                w = csv.writer(fh)
                for p in probs:
                    w.writerow([f"{p:.6f}"] if isinstance(p, float) else [f"{v:.6f}" for v in p])
            print(f"wrote {len(probs)} rows to {args.out}")
            return
        for p in probs:
            print(p if isinstance(p, float) else " ".join(f"{v:.4f}" for v in p))


def explain_main(argv=None):
    """python -c 'from tabular.cli import explain_main; explain_main()' --run runs/census"""
    ap = argparse.ArgumentParser(prog="tabular-explain")
    ap.add_argument("--run", required=True)
    args = ap.parse_args(argv)
    from .data.dataset import train_val_split
    from .explain import format_importance, permutation_importance
    from .pipeline import load_table
    from .predict import load_run

    cfg, schema, prep, model = load_run(args.run)
    _, val_tab = train_val_split(load_table(cfg.data, cfg.seed), cfg.data.val_fraction, cfg.seed)
    x_num, x_cat, y = prep.transform(val_tab)
    res = permutation_importance(model, x_num, x_cat, y, schema.numeric, schema.categorical)
    print(format_importance(res))
