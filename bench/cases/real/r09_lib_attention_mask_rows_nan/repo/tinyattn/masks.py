import torch


def padding_mask(lengths, max_len=None):
    """Boolean mask of shape (batch, max_len), True at real (non-padding) positions."""
    lengths = torch.as_tensor(lengths)
    if max_len is None:
        max_len = int(lengths.max())
    positions = torch.arange(max_len, device=lengths.device)
    return positions.unsqueeze(0) < lengths.unsqueeze(1)
