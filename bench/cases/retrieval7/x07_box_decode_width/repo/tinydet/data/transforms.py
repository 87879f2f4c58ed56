import torch


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, image, target):
        for t in self.transforms:
            image, target = t(image, target)
        return image, target


class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, image, target):
        if torch.rand(()) < self.p:
            w = image.shape[-1]
            image = image.flip(-1)
            boxes = target["boxes"].clone()
            boxes[:, [0, 2]] = w - target["boxes"][:, [2, 0]]
            target = dict(target, boxes=boxes)
        return image, target


class Normalize:
    def __init__(self, mean=(0.5, 0.5, 0.5), std=(0.25, 0.25, 0.25)):
        self.mean = torch.tensor(mean).view(-1, 1, 1)
        self.std = torch.tensor(std).view(-1, 1, 1)

    def __call__(self, image, target):
        return (image - self.mean) / self.std, target
