"""Tiled inference for large inputs."""
import torch


@torch.no_grad()
def forward_tiled(model, lr, scale, tile=128, overlap=8):
    """Run ``model`` on overlapping LR tiles and blend the SR outputs."""
    if tile <= 0:
        return model(lr)
    B, C, H, W = lr.shape
    out = lr.new_zeros(B, C, H * scale, W * scale)
    weight = lr.new_zeros(B, 1, H * scale, W * scale)
    step = tile - overlap
    ys = list(range(0, max(H - tile, 0) + 1, step))
    xs = list(range(0, max(W - tile, 0) + 1, step))
    if ys[-1] + tile < H:
        ys.append(H - tile)
    if xs[-1] + tile < W:
        xs.append(W - tile)
    for y in ys:
        for x in xs:
            patch = lr[..., y:y + tile, x:x + tile]
            sr = model(patch)
            ph, pw = patch.shape[-2:]
            out[..., y * scale:(y + ph) * scale, x * scale:(x + pw) * scale] += sr
            weight[..., y * scale:(y + ph) * scale, x * scale:(x + pw) * scale] += 1
    return out / weight.clamp(min=1)
