"""Class-conditional synthetic images: each class has a colour and a stripe orientation."""
import math

import torch


def make_synthetic_images(n, num_classes=10, size=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, num_classes, (n,), generator=g)
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    images = torch.empty(n, 3, size, size, dtype=torch.uint8)
    for i in range(n):
        c = int(labels[i])
        ang = math.pi * c / num_classes
        freq = 0.3 + 0.05 * (c % 3)
        stripes = 0.5 + 0.5 * torch.sin(freq * (xx * math.cos(ang) + yy * math.sin(ang))
                                        + 6.28 * torch.rand(1, generator=g).item())
        colour = torch.tensor([(c * 37 % 255) / 255, (c * 91 % 255) / 255, (c * 53 % 255) / 255])
        img = 0.6 * stripes.unsqueeze(0) * colour.view(3, 1, 1) + 0.4 * torch.rand(3, size, size, generator=g)
        images[i] = (img.clamp(0, 1) * 255).to(torch.uint8)
    return images, labels
