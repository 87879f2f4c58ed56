import torch

from .patches import patchify, unpatchify


@torch.no_grad()
def reconstruct(model, imgs, mask_ratio=None):
    """Return (reconstruction, masked_input, mask).

    The reconstruction keeps the visible patches of the input and fills the masked ones with the
    model's prediction, as in the MAE paper's figures.
    """
    model.eval()
    p = model.patch_size
    grid = (imgs.shape[-2] // p, imgs.shape[-1] // p)
    pred, mask = model(imgs, mask_ratio)
    patches = patchify(imgs, p)
    m = mask.unsqueeze(-1)
    recon = unpatchify(patches * (1 - m) + pred * m, p, grid)
    masked = unpatchify(patches * (1 - m) + 0.5 * m, p, grid)
    return recon.clamp(0, 1), masked, mask


def to_grid(rows, pad=2):
    """rows: list of (B, 3, H, W) tensors -> one (3, H', W') image, one column per tensor."""
    cols = len(rows)
    b, c, h, w = rows[0].shape
    out = torch.ones(c, b * (h + pad) + pad, cols * (w + pad) + pad)
    for j, t in enumerate(rows):
        for i in range(b):
            y, x = pad + i * (h + pad), pad + j * (w + pad)
            out[:, y:y + h, x:x + w] = t[i]
    return out


def save_ppm(img, path):
    """img: (3, H, W) in [0, 1]."""
    data = (img.clamp(0, 1) * 255).round().to(torch.uint8).permute(1, 2, 0).contiguous()
    with open(path, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (data.shape[1], data.shape[0]))
        f.write(bytes(data.flatten().tolist()))
