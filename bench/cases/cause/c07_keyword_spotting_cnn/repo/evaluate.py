"""Evaluate a saved keyword-spotting checkpoint on the held-out split."""
import argparse

from torch.utils.data import DataLoader

from kws.checkpoint import load_checkpoint
from kws.engine import confusion_matrix, evaluate
from kws.features import SpeechCommandsSynth


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("ckpt")
    p.add_argument("--n-per-class", type=int, default=50)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--seed", type=int, default=999)
    p.add_argument("--confusion", action="store_true")
    args = p.parse_args(argv)

    model, meta = load_checkpoint(args.ckpt)
    test_ds = SpeechCommandsSynth(args.n_per_class, seed=args.seed)
    loader = DataLoader(test_ds, batch_size=args.batch_size)
    res = evaluate(model, loader)
    print(f"test loss {res['loss']:.4f}  test acc {res['accuracy']:.4f}  ({len(test_ds)} clips)")
    if args.confusion:
        cm = confusion_matrix(res["predictions"], test_ds.y, meta["n_classes"])
        for kw, row in zip(meta["keywords"], cm.tolist()):
            print(f"{kw:>10s} " + " ".join(f"{v:3d}" for v in row))
    return res


if __name__ == "__main__":
    main()
