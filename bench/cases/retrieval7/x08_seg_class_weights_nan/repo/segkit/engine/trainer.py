import torch
from torch.utils.data import DataLoader

from ..data import Compose, RandomFlip, ShapesSegmentation
from ..losses import build_loss, compute_class_weights
from ..models import build_model
from ..utils import AverageMeter, log, set_seed
from .evaluate import evaluate


def build_datasets(cfg):
    d = cfg["data"]
    kw = dict(image_size=d["image_size"], max_shapes=d["max_shapes"],
              shape_probs=d["shape_probs"], noise_std=d["noise_std"])
    train_ds = ShapesSegmentation(d["num_train"], seed=cfg["seed"],
                                  transform=Compose([RandomFlip(-1), RandomFlip(-2)]), **kw)
    val_ds = ShapesSegmentation(d["num_val"], seed=cfg["seed"] + 1000, **kw)
    return train_ds, val_ds


def train(cfg):
    set_seed(cfg["seed"])
    train_ds, val_ds = build_datasets(cfg)
    t, l = cfg["train"], cfg["loss"]
    num_classes = cfg["model"]["num_classes"]
    train_loader = DataLoader(train_ds, batch_size=t["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=t["batch_size"])

    weights = compute_class_weights(l.get("class_weighting"), train_ds, num_classes,
                                    l.get("weight_samples"), l.get("ignore_index", 255))
    model = build_model(cfg)
    criterion = build_loss(cfg, weights)
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=t["epochs"] * len(train_loader))

    step, history = 0, []
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        meter = AverageMeter()
        for images, masks in train_loader:
            loss = criterion(model(images), masks)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            meter.update(loss.item(), images.shape[0])
            step += 1
            if step % t.get("log_every", 10) == 0:
                log(f"epoch {epoch} step {step:4d}  loss {loss.item():.4f}  lr {sched.get_last_lr()[0]:.2e}")
        res = evaluate(model, val_loader, num_classes, l.get("ignore_index", 255))
        log(f"epoch {epoch} done  train_loss {meter.avg:.4f}  val mIoU {res['mIoU']:.4f}  "
            f"pixAcc {res['pixAcc']:.4f}  IoU {res['IoU']}")
        history.append({"epoch": epoch, "train_loss": meter.avg, **res})
    return model, history
