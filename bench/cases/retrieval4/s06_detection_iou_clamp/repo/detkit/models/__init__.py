from .anchors import AnchorGenerator
from .backbone import TinyFPN
from .retina import RetinaLite


def build_model(cfg):
    m = cfg["model"]
    return RetinaLite(m["num_classes"], m["anchor_sizes"], m["aspect_ratios"], m.get("channels", 64),
                      m["score_thresh"], m["nms_thresh"], m["detections_per_img"])


__all__ = ["AnchorGenerator", "TinyFPN", "RetinaLite", "build_model"]
