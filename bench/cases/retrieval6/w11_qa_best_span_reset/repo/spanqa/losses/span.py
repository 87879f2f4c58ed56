import torch.nn.functional as F


def span_loss(start_logits, end_logits, start_positions, end_positions):
    """Mean of start and end cross-entropies (positions index into the sequence)."""
    ls = F.cross_entropy(start_logits, start_positions)
    le = F.cross_entropy(end_logits, end_positions)
    return 0.5 * (ls + le)
