import torch


def detection_collate(batch, divisor=32):
    images, targets = zip(*batch)
    h = max(i.shape[1] for i in images)
    w = max(i.shape[2] for i in images)
    h, w = -(-h // divisor) * divisor, -(-w // divisor) * divisor
    out = images[0].new_zeros(len(images), 3, h, w)
    for k, im in enumerate(images):
        out[k, :, :im.shape[1], :im.shape[2]] = im
    return out, list(targets)
