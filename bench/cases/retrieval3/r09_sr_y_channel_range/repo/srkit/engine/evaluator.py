import torch

from srkit.metrics import psnr, rgb_to_y, shave, ssim


def _ensemble(model, lr):
    outs = []
    for rot in range(4):
        for flip in (False, True):
            x = torch.rot90(lr, rot, (-2, -1))
            x = x.flip(-1) if flip else x
            y = model(x)
            y = y.flip(-1) if flip else y
            outs.append(torch.rot90(y, -rot, (-2, -1)))
    return torch.stack(outs).mean(0)


@torch.no_grad()
def evaluate(model, loader, y_channel=True, crop_border=4, self_ensemble=False, device="cpu"):
    model.eval()
    scores = {"psnr": [], "ssim": []}
    per_image = {}
    for lr, hr, names in loader:
        lr, hr = lr.to(device), hr.to(device)
        sr = (_ensemble(model, lr) if self_ensemble else model(lr)).clamp(0, 1)
        sr = torch.round(sr * 255) / 255
        if y_channel:
            sr, hr = rgb_to_y(sr), rgb_to_y(hr)
        sr, hr = shave(sr, crop_border), shave(hr, crop_border)
        p, s = psnr(sr, hr), ssim(sr, hr)
        scores["psnr"].append(p)
        scores["ssim"].append(s)
        per_image[names[0]] = p
    return {k: sum(v) / len(v) for k, v in scores.items()}, per_image
