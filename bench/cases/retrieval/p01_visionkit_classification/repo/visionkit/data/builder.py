from torch.utils.data import DataLoader

from .synthetic import ImbalancedPatternDataset, PatternDataset
from .transforms import build_transforms


def build_datasets(dcfg, seed=0):
    kw = dict(num_classes=dcfg["num_classes"], image_size=dcfg["image_size"], noise=dcfg["noise"])
    cls = ImbalancedPatternDataset if dcfg.get("name") == "patterns_lt" else PatternDataset
    train = cls(dcfg["num_train"], seed=seed, transform=build_transforms(dcfg, train=True), **kw)
    val = PatternDataset(dcfg["num_val"], seed=seed + 10_000, transform=None, **kw)
    return train, val


def build_loaders(dcfg, seed=0, num_workers=0):
    train, val = build_datasets(dcfg, seed)
    train_loader = DataLoader(train, batch_size=dcfg["batch_size"], shuffle=True,
                              num_workers=num_workers, drop_last=True)
    val_loader = DataLoader(val, batch_size=dcfg.get("eval_batch_size", 2 * dcfg["batch_size"]),
                            shuffle=False, num_workers=num_workers)
    return train_loader, val_loader
