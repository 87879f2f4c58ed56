import torch
import torch.nn.functional as F


def sequence_loss(logits, targets, pad_id, label_smoothing=0.0):
    """Mean token cross-entropy over non-pad targets; returns (loss, n_tokens)."""
    flat_logits = logits.reshape(-1, logits.size(-1))
    flat_t = targets.reshape(-1)
    loss = F.cross_entropy(flat_logits, flat_t, ignore_index=pad_id,
                           label_smoothing=label_smoothing)
    return loss, int((flat_t != pad_id).sum())


def z_loss(logits, targets, pad_id, coef=1e-4):
    """Auxiliary penalty on log Z (keeps the output logits from drifting)."""
    lz = torch.logsumexp(logits, dim=-1)
    mask = (targets != pad_id).float()
    return coef * (lz.pow(2) * mask).sum() / mask.sum().clamp(min=1)
