"""Clip-level heads. All take frame features (B, C, T) and return clip logits (B, K)."""
import torch
import torch.nn as nn


class MeanPoolHead(nn.Module):
    def __init__(self, in_ch: int, n_classes: int):
        super().__init__()
        self.fc = nn.Conv1d(in_ch, n_classes, kernel_size=1)

    def forward(self, x, return_frames=False):
        frames = self.fc(x)
        clip = frames.mean(dim=-1)
        return (clip, frames) if return_frames else clip


class MaxPoolHead(MeanPoolHead):
    def forward(self, x, return_frames=False):
        frames = self.fc(x)
        clip = frames.amax(dim=-1)
        return (clip, frames) if return_frames else clip


class AttentionPoolHead(nn.Module):
    """Decision-level attention: weight per-frame class logits by learned attention."""

    def __init__(self, in_ch: int, n_classes: int):
        super().__init__()
        self.att = nn.Conv1d(in_ch, n_classes, kernel_size=1)
        self.cla = nn.Conv1d(in_ch, n_classes, kernel_size=1)

    def forward(self, x, return_frames=False):
        weights = torch.softmax(torch.clamp(self.att(x), -10, 10), dim=1)
        frames = self.cla(x)
        clip = torch.sum(weights * frames, dim=2)
        return (clip, frames) if return_frames else clip


HEADS = {"mean": MeanPoolHead, "max": MaxPoolHead, "attention": AttentionPoolHead}


def build_head(kind: str, in_ch: int, n_classes: int) -> nn.Module:
    return HEADS[kind](in_ch, n_classes)
