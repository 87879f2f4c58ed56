"""A deterministic 7x5 bitmap 'font' for synthetic text lines.

Glyphs are fixed pseudo-random patterns (seeded by the character code), which is
plenty for a recogniser to learn while keeping the package dependency-free.
"""
import torch

GLYPH_H, GLYPH_W = 7, 5
_CACHE = {}


def glyph(ch):
    if ch not in _CACHE:
        if ch == " ":
            _CACHE[ch] = torch.zeros(GLYPH_H, GLYPH_W)
        else:
            g = torch.Generator().manual_seed(1000 + ord(ch))
            pat = (torch.rand(GLYPH_H, GLYPH_W, generator=g) > 0.5).float()
            pat[:, 0] = torch.maximum(pat[:, 0], (torch.arange(GLYPH_H) % 2).float())
            _CACHE[ch] = pat
    return _CACHE[ch]


def render_text(text, height=32, char_width=10, spacing=2):
    """Render ``text`` to a (1, height, W) float image in [0, 1] (ink = 1)."""
    scale = (height - 4) // GLYPH_H
    cw = GLYPH_W * scale
    width = max(len(text) * (cw + spacing) + 8, 16)
    img = torch.zeros(1, height, width)
    x = 4
    top = (height - GLYPH_H * scale) // 2
    for ch in text:
        g = glyph(ch).repeat_interleave(scale, 0).repeat_interleave(scale, 1)
        img[0, top:top + g.shape[0], x:x + g.shape[1]] = g
        x += cw + spacing
    return img
