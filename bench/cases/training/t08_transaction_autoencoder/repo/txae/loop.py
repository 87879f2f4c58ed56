import torch
import torch.nn.functional as F

from .monitor import rss_mb


def train(model, loader, optimizer, epochs, monitor=None, log=print):
    history = {"loss": [], "rss_mb": [], "drift": []}
    step = 0
    for epoch in range(1, epochs + 1):
        model.train()
        total, n = 0.0, 0
        for (x,) in loader:
            loss = F.mse_loss(model(x), x)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
            if monitor is not None:
                monitor(model, step)
            total += loss.item() * len(x)
            n += len(x)
        history["loss"].append(total / n)
        history["rss_mb"].append(rss_mb())
        history["drift"].append(monitor.latest() if monitor is not None else float("nan"))
        log(f"epoch {epoch:3d}  recon {total / n:.5f}  latent drift {history['drift'][-1]:.3f}  "
            f"rss {history['rss_mb'][-1]:.0f} MB", flush=True)
    return history


@torch.no_grad()
def detection_report(model, x, is_fraud, top_frac=0.01):
    model.eval()
    scores = model.anomaly_score(x)
    k = max(1, int(top_frac * len(x)))
    flagged = scores.topk(k).indices
    hits = is_fraud[flagged].sum().item()
    return {"flagged": k, "frauds_caught": hits, "recall": hits / max(1, int(is_fraud.sum()))}
