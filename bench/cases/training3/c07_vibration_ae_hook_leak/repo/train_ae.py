"""Train the spectrum autoencoder on healthy machines; anomaly score = reconstruction error.

    python train_ae.py --epochs 100
"""
import argparse

import torch

from vibae.callbacks import ActivationMonitor, PrintLogger
from vibae.data import make_spectra
from vibae.model import SpectrumAE
from vibae.trainer import Trainer


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--n-train", type=int, default=100_000)
    p.add_argument("--n-val", type=int, default=5_000)
    p.add_argument("--epochs", type=int, default=100)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-monitor", action="store_true")
    args = p.parse_args(argv)
    torch.manual_seed(args.seed)
    train_x = make_spectra(args.n_train, seed=args.seed)
    val_x = make_spectra(args.n_val, seed=args.seed + 1)
    anomal_x = make_spectra(args.n_val, faulty=True, seed=args.seed + 2)
    callbacks = [PrintLogger()] if args.no_monitor else [ActivationMonitor(), PrintLogger()]
    trainer = Trainer(SpectrumAE(), lr=args.lr, batch_size=args.batch_size, epochs=args.epochs, callbacks=callbacks)
    history = trainer.fit(train_x, val_x, anomal_x)
    torch.save(trainer.model.state_dict(), "spectrum_ae.pt")
    return trainer, history


if __name__ == "__main__":
    main()
