"""Embedding extraction and verification evaluation."""
import torch

from ..data.trials import make_trials
from ..metrics import compute_eer, compute_min_dcf
from ..scoring import score_trials


@torch.no_grad()
def extract_embeddings(model, dataset):
    """Embed every utterance at full length, one at a time."""
    model.eval()
    embs = []
    for i in range(len(dataset)):
        feats, _ = dataset[i]
        embs.append(model(feats.unsqueeze(0)).squeeze(0))
    return torch.stack(embs)


def evaluate_verification(model, dataset, cfg):
    e = cfg.eval
    trials = make_trials(dataset.speakers, e.n_target, e.n_nontarget, seed=cfg.seed)
    embeddings = extract_embeddings(model, dataset)
    scores, labels = score_trials(embeddings, trials, mean_norm=e.get("mean_norm", True))
    scores_np, labels_np = scores.numpy(), labels.numpy()
    eer, threshold = compute_eer(scores_np, labels_np)
    min_dcf = compute_min_dcf(scores_np, labels_np, p_target=e.get("p_target", 0.05))
    tar = scores_np[labels_np == 1]
    non = scores_np[labels_np == 0]
    return {
        "eer": eer,
        "eer_threshold": threshold,
        "min_dcf": min_dcf,
        "mean_target": float(tar.mean()),
        "mean_nontarget": float(non.mean()),
        "n_trials": int(len(labels_np)),
    }
