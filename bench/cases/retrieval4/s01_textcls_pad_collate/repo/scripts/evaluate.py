import argparse

from torch.utils.data import DataLoader

from _common import build_datasets
from sentiq.config import load_config
from sentiq.data import PadCollator, Vocab
from sentiq.engine import Trainer
from sentiq.losses import build_loss
from sentiq.models import build_model
from sentiq.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--batch-size", type=int, default=64)
    args = ap.parse_args()
    cfg = load_config(args.config)
    state = load_checkpoint(args.ckpt)
    vocab = Vocab.from_state_dict(state["vocab"])
    _, val_ds, _ = build_datasets(cfg, vocab)
    n_cls = len(cfg["data"]["labels"])
    model = build_model(cfg["model"], len(vocab), n_cls, vocab.pad_id)
    model.load_state_dict(state["model"])
    loader = DataLoader(val_ds, batch_size=args.batch_size, collate_fn=PadCollator(vocab.pad_id))
    m = Trainer(model, build_loss(cfg["loss"]), None, vocab, cfg).evaluate(loader, n_cls)
    print(f"acc {m['acc']:.4f}  macro-F1 {m['macro_f1']:.4f}")


if __name__ == "__main__":
    main()
