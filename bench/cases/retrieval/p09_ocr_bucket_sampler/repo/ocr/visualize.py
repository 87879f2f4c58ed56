"""Text-mode visualisation of images and CTC alignments, handy over SSH."""
import torch

SHADES = " .:-=+*#%@"


def ascii_image(img, width=None):
    """img: (1, H, W) or (H, W) in [0, 1]."""
    if img.dim() == 3:
        img = img[0]
    if width and img.shape[1] > width:
        step = img.shape[1] / width
        img = img[:, [int(i * step) for i in range(width)]]
    rows = []
    for r in img.tolist():
        rows.append("".join(SHADES[min(len(SHADES) - 1, int(v * len(SHADES)))] for v in r))
    return "\n".join(rows)


def alignment_string(log_probs, charset, blank="_"):
    """Best label per output frame, e.g. '__1_22__3_' for one sequence (T, C)."""
    best = log_probs.argmax(-1).tolist()
    return "".join(blank if l == 0 else charset.chars[l - 1] for l in best)


def confidence(log_probs):
    return torch.exp(log_probs.max(-1).values).mean().item()
