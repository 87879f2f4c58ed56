from torch.utils.data import DataLoader

from ..data import CLASSES, ShapesDataset, build_transforms
from ..models import build_model
from ..utils.misc import count_params, seed_all
from .trainer import Trainer


def build_trainer(cfg, log=print):
    seed_all(cfg.seed)
    d = cfg.data
    train_ds = ShapesDataset(d.n_train, d.image_size, d.noise, seed=cfg.seed,
                             transform=build_transforms(True, d.augment))
    val_ds = ShapesDataset(d.n_val, d.image_size, d.noise, seed=cfg.seed + 10_000,
                           transform=build_transforms(False))
    train_loader = DataLoader(train_ds, batch_size=cfg.optim.batch_size, shuffle=True,
                              num_workers=d.num_workers, drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=256, num_workers=d.num_workers)
    model = build_model(cfg, len(CLASSES))
    log(f"{cfg.experiment}: {count_params(model) / 1e3:.1f}k params, "
        f"{len(train_ds)} train / {len(val_ds)} val images")
    return Trainer(cfg, model, train_loader, val_loader, log=log)
