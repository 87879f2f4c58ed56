from dataclasses import dataclass


@dataclass
class Config:
    n_transactions: int = 400_000
    fraud_rate: float = 0.004
    val_frac: float = 0.2
    batch_size: int = 512
    pos_fraction: float = 0.25      # share of fraud cases in every training batch
    steps_per_epoch: int = 500
    epochs: int = 40
    lr: float = 1e-3
    hidden: int = 128
    seed: int = 42
