"""Percentage of Correct Keypoints, normalised by the crop diagonal."""
import torch


def _norm_length(input_size):
    H, W = input_size
    return float((H ** 2 + W ** 2) ** 0.5)


def pck(pred, gt, visible, input_size, threshold=0.2):
    """pred/gt: (N, K, 2) in input pixels; visible: (N, K)."""
    mask = visible > 0
    dist = (pred - gt).norm(dim=-1) / _norm_length(input_size)
    correct = (dist <= threshold) & mask
    return correct.sum().item() / max(mask.sum().item(), 1)


def mean_joint_error(pred, gt, visible):
    mask = visible > 0
    dist = (pred - gt).norm(dim=-1)
    return (dist * mask).sum().item() / max(mask.sum().item(), 1)


def per_joint_pck(pred, gt, visible, input_size, threshold=0.2):
    mask = visible > 0
    dist = (pred - gt).norm(dim=-1) / _norm_length(input_size)
    correct = ((dist <= threshold) & mask).float().sum(0)
    return correct / mask.float().sum(0).clamp(min=1)
