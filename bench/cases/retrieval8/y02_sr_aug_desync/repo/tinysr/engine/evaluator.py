"""Full-image validation against a bicubic baseline."""
import torch

from ..data.degrade import bicubic_up
from ..metrics import psnr, ssim


@torch.no_grad()
def evaluate(model, dataset, scale, shave=None, y_only=False, baseline=False):
    """Average PSNR / SSIM over ``dataset``; optionally of bicubic instead."""
    shave = scale if shave is None else shave
    model.eval()
    tot_psnr, tot_ssim = 0.0, 0.0
    for i in range(len(dataset)):
        lr, hr = dataset[i]
        if baseline:
            sr = bicubic_up(lr, scale)
        else:
            sr = model(lr.unsqueeze(0)).squeeze(0)
        tot_psnr += psnr(sr, hr, shave=shave, y_only=y_only)
        tot_ssim += ssim(sr, hr, shave=shave, y_only=y_only)
    n = len(dataset)
    return {"psnr": tot_psnr / n, "ssim": tot_ssim / n}
