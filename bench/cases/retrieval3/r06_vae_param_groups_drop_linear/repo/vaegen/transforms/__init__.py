from vaegen.transforms.image import Compose, DynamicBinarize, RandomShift, StaticBinarize, ToFloat


def build_transform(cfg, train=True):
    ops = [ToFloat()]
    if cfg["binarize"] == "dynamic":
        ops.append(DynamicBinarize() if train else StaticBinarize())
    elif cfg["binarize"] == "static":
        ops.append(StaticBinarize())
    if train and cfg.get("shift", 0):
        ops.append(RandomShift(cfg["shift"]))
    return Compose(ops)
