from detkit.models.retina import RetinaLite


def build_detector(cfg, num_classes):
    return RetinaLite(num_classes, width=cfg["width"], scales=cfg["num_anchors_scales"],
                      ratios=tuple(cfg["aspect_ratios"]), fg_iou=cfg["fg_iou"], bg_iou=cfg["bg_iou"])
