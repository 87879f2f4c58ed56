"""A 5x7 bitmap font for digits and a few symbols, rendered with 1 px spacing."""
import torch

GLYPHS = {
    "0": ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
    "1": ["00100", "01100", "00100", "00100", "00100", "00100", "01110"],
    "2": ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
    "3": ["11110", "00001", "00001", "01110", "00001", "00001", "11110"],
    "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
    "5": ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
    "6": ["00110", "01000", "10000", "11110", "10001", "10001", "01110"],
    "7": ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
    "8": ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
    "9": ["01110", "10001", "10001", "01111", "00001", "00010", "01100"],
    "-": ["00000", "00000", "00000", "11111", "00000", "00000", "00000"],
    ".": ["00000", "00000", "00000", "00000", "00000", "01100", "01100"],
    " ": ["00000"] * 7,
}


def glyph_tensor(ch):
    rows = GLYPHS[ch]
    return torch.tensor([[float(c) for c in r] for r in rows])


def render_text(text, height=16, spacing=1, jitter=None):
    """Render text into a (height, width) float image; glyphs are vertically centred."""
    cols = []
    for ch in text:
        g = glyph_tensor(ch)
        cols.append(g)
        cols.append(torch.zeros(7, spacing))
    img7 = torch.cat(cols, dim=1) if cols else torch.zeros(7, 1)
    scale = max(1, (height - 2) // 7)
    img = img7.repeat_interleave(scale, 0).repeat_interleave(scale, 1)
    top = (height - img.shape[0]) // 2
    if jitter is not None:
        top = max(0, min(height - img.shape[0], top + jitter))
    out = torch.zeros(height, img.shape[1] + 4)
    out[top:top + img.shape[0], 2:2 + img.shape[1]] = img
    return out
