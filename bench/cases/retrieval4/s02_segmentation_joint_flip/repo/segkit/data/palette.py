import torch

STREET_CLASSES = [
    ("road", (128, 64, 128)), ("sidewalk", (244, 35, 232)), ("building", (70, 70, 70)),
    ("vegetation", (107, 142, 35)), ("sky", (70, 130, 180)), ("person", (220, 20, 60)),
    ("car", (0, 0, 142)), ("pole", (153, 153, 153)),
]


def decode_color_mask(rgb, classes=STREET_CLASSES, ignore_index=255):
    h, w = rgb.shape[-2:]
    out = torch.full((h, w), ignore_index, dtype=torch.long)
    for idx, (_, color) in enumerate(classes):
        c = torch.tensor(color, dtype=rgb.dtype).view(3, 1, 1)
        out[(rgb == c).all(dim=0)] = idx
    return out


def colorize(mask, classes=STREET_CLASSES):
    out = torch.zeros(3, *mask.shape, dtype=torch.uint8)
    for idx, (_, color) in enumerate(classes):
        sel = mask == idx
        for ch in range(3):
            out[ch][sel] = color[ch]
    return out
