from dataclasses import dataclass, asdict


@dataclass
class TrainConfig:
    # data
    n_train: int = 24000
    n_val: int = 4000
    window: int = 128          # samples per window (50 Hz -> 2.56 s)
    channels: int = 6          # acc xyz + gyro xyz
    n_classes: int = 6         # walk, upstairs, downstairs, sit, stand, lie
    noise: float = 1.5
    # optimisation
    batch_size: int = 64
    epochs: int = 60
    lr: float = 3e-3
    weight_decay: float = 1e-4
    warmup_epochs: int = 2
    min_lr_ratio: float = 0.0
    grad_clip: float = 1.0
    # misc
    seed: int = 0
    log_every: int = 1

    def to_dict(self):
        return asdict(self)
