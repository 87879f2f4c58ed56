import torch


def detection_collate(batch, size_divisible=32):
    images, targets = zip(*batch)
    max_h = max(i.shape[-2] for i in images)
    max_w = max(i.shape[-1] for i in images)
    max_h = (max_h + size_divisible - 1) // size_divisible * size_divisible
    max_w = (max_w + size_divisible - 1) // size_divisible * size_divisible
    out = images[0].new_zeros(len(images), images[0].shape[0], max_h, max_w)
    sizes = []
    for i, img in enumerate(images):
        out[i, :, : img.shape[-2], : img.shape[-1]] = img
        sizes.append((img.shape[-2], img.shape[-1]))
    return out, list(targets), sizes
