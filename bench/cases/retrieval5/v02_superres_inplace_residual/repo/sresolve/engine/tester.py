"""Evaluation: PSNR / SSIM over a validation set."""
import torch

from ..metrics import calc_psnr, calc_ssim
from ..utils.logging import AverageMeter, get_logger
from ..utils.tiling import forward_tiled


class SRTester:
    def __init__(self, cfg, loader):
        self.loader = loader
        self.scale = cfg["scale"]
        ec = cfg.get("eval", {})
        self.shave = ec.get("shave", self.scale)
        self.y_channel = ec.get("y_channel", True)
        self.tile = ec.get("tile", 0)
        self.log = get_logger("sresolve.test")

    @torch.no_grad()
    def run(self, model, epoch=None):
        was_training = model.training
        model.eval()
        psnr, ssim = AverageMeter(), AverageMeter()
        for batch in self.loader:
            sr = forward_tiled(model, batch["lr"], self.scale, tile=self.tile)
            n = sr.shape[0]
            psnr.update(calc_psnr(sr, batch["hr"], self.shave, self.y_channel), n)
            ssim.update(calc_ssim(sr, batch["hr"], self.shave, self.y_channel), n)
        model.train(was_training)
        self.log.info("[val] epoch %s psnr %.3f ssim %.4f", epoch if epoch is not None else "-",
                      psnr.avg, ssim.avg)
        return {"psnr": psnr.avg, "ssim": ssim.avg}
