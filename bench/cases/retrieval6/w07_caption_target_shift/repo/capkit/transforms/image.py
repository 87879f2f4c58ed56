import torch


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x


class Normalize:
    def __init__(self, mean=(0.5, 0.5, 0.5), std=(0.25, 0.25, 0.25)):
        self.mean = torch.tensor(mean).view(-1, 1, 1)
        self.std = torch.tensor(std).view(-1, 1, 1)

    def __call__(self, img):
        return (img - self.mean) / self.std


class GaussianNoise:
    def __init__(self, std=0.02):
        self.std = std

    def __call__(self, img):
        return img + self.std * torch.randn_like(img)


class RandomBrightness:
    def __init__(self, max_delta=0.1):
        self.max_delta = max_delta

    def __call__(self, img):
        delta = (torch.rand(1) * 2 - 1) * self.max_delta
        return (img + delta).clamp(0.0, 1.0)


_IMAGE_TRANSFORMS = {"Normalize": Normalize, "GaussianNoise": GaussianNoise,
                     "RandomBrightness": RandomBrightness}


def build_image_transform(specs):
    ts = []
    for spec in specs or []:
        spec = dict(spec)
        ts.append(_IMAGE_TRANSFORMS[spec.pop("type")](**spec))
    return Compose(ts)
