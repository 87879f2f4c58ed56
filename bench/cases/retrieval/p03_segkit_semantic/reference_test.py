"""Reproduction: mIoU of a perfect prediction is not 1 when some classes are absent."""
import math

from segkit.engine.builder import build_datasets, load_config
from segkit.metrics import SegMetrics


def test_perfect_prediction_has_miou_one():
    cfg = load_config("configs/unet_scenes.yaml")
    _, val = build_datasets(cfg)
    m = SegMetrics(num_classes=cfg["data"]["num_classes"])
    _, mask = val[0]
    m.update(mask[None], mask[None])
    s = m.summary()
    assert s["pixel_acc"] == 1.0
    assert math.isclose(s["mean_iou"], 1.0, rel_tol=1e-6), (
        f"mean_iou of ground truth vs itself is {s['mean_iou']:.4f}, expected 1.0 "
        f"(per-class IoU {m.class_iou().tolist()})")
