from dataclasses import dataclass, field


@dataclass
class ForecastConfig:
    n_series: int = 64            # e.g. substations
    length: int = 24 * 7 * 52     # one year of hourly load
    context: int = 168            # one week of history
    horizon: int = 24
    windows_per_epoch: int = 200_000
    val_windows: int = 5_000
    hidden: int = 64
    layers: int = 2
    dropout: float = 0.1
    epochs: int = 30
    batch_size: int = 256
    lr: float = 1e-3
    num_workers: int = 2
    jitter: float = 0.02          # augmentation: multiplicative noise on the context
    scale_aug: float = 0.1        # augmentation: random level scaling
    seed: int = 0
    tags: list = field(default_factory=list)
