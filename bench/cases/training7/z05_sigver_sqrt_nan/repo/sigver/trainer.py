import torch
import yaml

from .data import make_signatures
from .losses import contrastive_loss
from .model import SignatureEncoder
from .pairs import PairSampler


def pair_accuracy(d, same, threshold):
    return float(((d < threshold).float() == same).float().mean())


def run_experiment(config_path, steps=None, log=print):
    with open(config_path) as f:
        cfg = yaml.safe_load(f)
    d, t = cfg["data"], cfg["train"]
    steps = steps or t["steps"]
    torch.manual_seed(t["seed"])
    X, writers = make_signatures(d["n_writers"], d["per_writer"], d["points"], seed=d["seed"])
    X = (X - X.mean(0)) / X.std(0)
    sampler = PairSampler(writers, seed=t["seed"])
    model = SignatureEncoder(X.shape[1], cfg["model"]["hidden"], cfg["model"]["embed_dim"])
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    margin = cfg["loss"]["margin"]
    history = []
    for step in range(1, steps + 1):
        ia, ib, same = sampler.batch(t["batch_size"])
        loss, dist = contrastive_loss(model(X[ia]), model(X[ib]), same, margin)
        opt.zero_grad()
        loss.backward()
        opt.step()
        history.append({"step": step, "loss": loss.item(), "acc": pair_accuracy(dist, same, margin / 2)})
        if step % t["log_every"] == 0:
            recent = history[-t["log_every"]:]
            log(f"step {step:5d} | loss {sum(h['loss'] for h in recent) / len(recent):.4f} "
                f"| pair_acc {sum(h['acc'] for h in recent) / len(recent):.3f}")
    return model, history
