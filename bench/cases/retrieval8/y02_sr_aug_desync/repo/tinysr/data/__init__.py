from .dataset import PatchDataset, FullImageDataset
from .synthetic import make_images


def build_datasets(cfg):
    d = cfg["data"]
    train_imgs = make_images(d["n_train"], d["image_size"], seed=cfg["seed"])
    val_imgs = make_images(d["n_val"], d["image_size"], seed=cfg["seed"] + 1000)
    train = PatchDataset(
        train_imgs,
        scale=cfg["scale"],
        patch_size=d["patch_size"],
        augment=d.get("augment", {}),
        length=cfg["train"]["iters_per_epoch"] * cfg["train"]["batch_size"],
    )
    val = FullImageDataset(val_imgs, scale=cfg["scale"])
    return train, val


__all__ = ["PatchDataset", "FullImageDataset", "make_images", "build_datasets"]
