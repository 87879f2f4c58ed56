import torch


def collate_detection(batch, size_divisibility=32):
    """Pad images to a common size (bottom/right) divisible by `size_divisibility`."""
    images, targets = zip(*batch)
    max_h = max(im.shape[1] for im in images)
    max_w = max(im.shape[2] for im in images)
    d = size_divisibility
    max_h = (max_h + d - 1) // d * d
    max_w = (max_w + d - 1) // d * d
    out = images[0].new_zeros(len(images), images[0].shape[0], max_h, max_w)
    for i, im in enumerate(images):
        out[i, :, : im.shape[1], : im.shape[2]] = im
        targets[i]["image_size"] = tuple(im.shape[-2:])
    return out, list(targets)
