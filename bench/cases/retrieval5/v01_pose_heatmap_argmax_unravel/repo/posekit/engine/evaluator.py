"""Validation loop: decode predictions and compute PCK."""
import torch

from ..data.skeleton import flip_index
from ..metrics import pck, mean_joint_error
from ..utils.geometry import heatmap_to_input, flip_back
from ..utils.heatmap import decode_heatmaps, refine_subpixel
from ..utils.logging import get_logger


@torch.no_grad()
def predict_keypoints(model, images, subpixel=True, flip_test=False):
    """Returns (B, K, 2) keypoints in input pixels and confidences (B, K)."""
    out = model(images)
    stride = model.heatmap_stride
    if model.head_type == "integral":
        heatmaps, coords = out
        conf = heatmaps.flatten(2).amax(-1)
        return heatmap_to_input(coords, stride), conf
    heatmaps = out
    if flip_test:
        perm = flip_index(heatmaps.shape[1])
        flipped = model(images.flip(-1))
        heatmaps = 0.5 * (heatmaps + flip_back(flipped, perm))
    coords, conf = decode_heatmaps(heatmaps)
    if subpixel:
        coords = refine_subpixel(heatmaps, coords)
    return heatmap_to_input(coords, stride), conf


class Evaluator:
    def __init__(self, cfg, loader):
        self.cfg = cfg
        self.loader = loader
        self.thresholds = list(cfg["eval"].get("pck_thresholds", [0.2]))
        self.subpixel = cfg["eval"].get("subpixel", True)
        self.input_size = tuple(cfg["data"]["input_size"])
        self.log = get_logger("posekit.eval")

    def run(self, model, epoch=None):
        was_training = model.training
        model.eval()
        preds, gts, vis = [], [], []
        for batch in self.loader:
            kp, _ = predict_keypoints(model, batch["image"], subpixel=self.subpixel)
            preds.append(kp)
            gts.append(batch["keypoints"])
            vis.append(batch["visible"])
        model.train(was_training)
        pred = torch.cat(preds)
        gt = torch.cat(gts)
        visible = torch.cat(vis)
        results = {f"PCK@{t}": pck(pred, gt, visible, self.input_size, t) for t in self.thresholds}
        results["mean_err"] = mean_joint_error(pred, gt, visible)
        parts = [f"{k} {v:.4f}" for k, v in results.items() if k.startswith("PCK")]
        self.log.info("[eval] epoch %s | %s | mean_err %.2fpx | n=%d",
                      epoch if epoch is not None else "-", " | ".join(parts),
                      results["mean_err"], len(pred))
        return results
