"""End-to-end fine-tuning of a pretrained backbone with a fresh linear head."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader

from ..utils.misc import AverageMeter, get_logger

log = get_logger()


class Classifier(nn.Module):
    def __init__(self, backbone, num_classes, dropout=0.0):
        super().__init__()
        self.backbone = backbone
        self.dropout = nn.Dropout(dropout)
        self.fc = nn.Linear(backbone.out_dim, num_classes)

    def forward(self, x):
        return self.fc(self.dropout(self.backbone(x)))


def finetune(backbone, num_classes, train_set, test_set, cfg, device="cpu"):
    o = cfg["optim"]
    model = Classifier(backbone, num_classes, o.get("dropout", 0.0)).to(device)
    backbone_lr = o["lr"] * o.get("backbone_lr_mult", 0.1)
    opt = torch.optim.SGD([
        {"params": model.backbone.parameters(), "lr": backbone_lr},
        {"params": model.fc.parameters(), "lr": o["lr"]},
    ], momentum=0.9, weight_decay=o.get("weight_decay", 0.0))
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, o["epochs"])
    train_loader = DataLoader(train_set, batch_size=o["batch_size"], shuffle=True, drop_last=True)
    test_loader = DataLoader(test_set, batch_size=512)
    best = 0.0
    for epoch in range(o["epochs"]):
        model.train()
        meter = AverageMeter()
        for x, y in train_loader:
            loss = F.cross_entropy(model(x.to(device)), torch.as_tensor(y).to(device))
            opt.zero_grad()
            loss.backward()
            opt.step()
            meter.update(loss.item(), x.shape[0])
        sched.step()
        model.eval()
        correct = n = 0
        with torch.no_grad():
            for x, y in test_loader:
                correct += (model(x.to(device)).argmax(1).cpu() == torch.as_tensor(y)).sum().item()
                n += x.shape[0]
        best = max(best, correct / n)
        log.info(f"finetune epoch {epoch + 1:3d} loss {meter.avg:.4f} top1 {100 * correct / n:.2f}%")
    return best
