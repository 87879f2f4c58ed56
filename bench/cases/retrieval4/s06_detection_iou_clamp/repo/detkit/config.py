import yaml


def load_config(path):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    cfg.setdefault("seed", 0)
    m = cfg.setdefault("model", {})
    m.setdefault("anchor_sizes", [32, 64, 128])
    m.setdefault("aspect_ratios", [0.5, 1.0, 2.0])
    m.setdefault("score_thresh", 0.05)
    m.setdefault("nms_thresh", 0.5)
    m.setdefault("detections_per_img", 100)
    return cfg
