"""Choose per-keyword detection thresholds on a validation set for a target false-alarm rate."""
import torch


@torch.no_grad()
def collect_posteriors(model, loader):
    model.eval()
    ps, ys = [], []
    for x, y in loader:
        ps.append(model(x).softmax(-1))
        ys.append(y)
    return torch.cat(ps), torch.cat(ys)


def threshold_for_far(scores_negative, target_far):
    """Smallest threshold whose false-alarm rate on the negatives is <= target_far."""
    if scores_negative.numel() == 0:
        return 0.5
    s = scores_negative.sort(descending=True).values
    k = int(target_far * s.numel())
    return float(s[min(k, s.numel() - 1)]) + 1e-6


def calibrate_thresholds(posteriors, labels, keyword_ids, target_far=0.01):
    thresholds = {}
    for k in keyword_ids:
        neg = posteriors[labels != k, k]
        thresholds[k] = threshold_for_far(neg, target_far)
    return thresholds


def temperature_scale(logits, labels, iters=200, lr=0.01):
    """Fit a single softmax temperature by minimising validation NLL."""
    log_t = torch.zeros(1, requires_grad=True)
    opt = torch.optim.Adam([log_t], lr=lr)
    for _ in range(iters):
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(logits / log_t.exp(), labels)
        loss.backward()
        opt.step()
    return float(log_t.exp())
