import torch
import torch.nn.functional as F
import yaml
from torch.utils.data import DataLoader

from .augment import BeatAugment
from .dataset import BeatDataset
from .model import BeatCNN
from .signals import CLASSES, make_beats
from .utils import macro_f1, seed_everything


class BeatPipeline:
    def __init__(self, cfg, log=print):
        self.cfg, self.log = cfg, log

    @classmethod
    def from_yaml(cls, path, **overrides):
        with open(path) as f:
            cfg = yaml.safe_load(f)
        for key, value in overrides.items():
            section, name = key.split("__")
            cfg[section][name] = value
        return cls(cfg)

    def fit(self):
        cfg, d, a, t = self.cfg, self.cfg["data"], self.cfg["augment"], self.cfg["train"]
        seed_everything(cfg["seed"])
        xb, yb = make_beats(d["n_train"], d["length"], seed=cfg["seed"])
        xv, yv = make_beats(d["n_val"], d["length"], seed=cfg["seed"] + 1)
        aug = BeatAugment(d["crop"], a["jitter"], tuple(a["scale"]), a["wander"], a["noise"], train=True)
        val_tf = BeatAugment(d["crop"], train=False)
        train_dl = DataLoader(BeatDataset(xb, yb, aug), batch_size=t["batch_size"], shuffle=True)
        val_dl = DataLoader(BeatDataset(xv, yv, val_tf), batch_size=256)
        model = BeatCNN(len(CLASSES), cfg["model"]["channels"], cfg["model"]["dropout"])
        opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
        history = []
        for epoch in range(1, t["epochs"] + 1):
            model.train()
            total, n = 0.0, 0
            for x, y in train_dl:
                loss = F.cross_entropy(model(x), y)
                opt.zero_grad()
                loss.backward()
                opt.step()
                total += loss.item() * len(y)
                n += len(y)
            model.eval()
            with torch.no_grad():
                preds = torch.cat([model(x).argmax(-1) for x, _ in val_dl])
            f1 = macro_f1(preds, yv, len(CLASSES))
            history.append({"epoch": epoch, "train_loss": total / n, "val_macro_f1": f1})
            self.log(f"epoch {epoch:2d} | train_loss {total / n:.5f} | val_macro_f1 {f1:.4f}")
        return {"history": history, "model": model}
