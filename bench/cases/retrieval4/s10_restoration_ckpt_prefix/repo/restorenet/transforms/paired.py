import random


class Compose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, x):
        for t in self.ts:
            x = t(x)
        return x


class RandomCrop:
    def __init__(self, size):
        self.size = size

    def __call__(self, img):
        h, w = img.shape[-2:]
        y = random.randint(0, max(h - self.size, 0))
        x = random.randint(0, max(w - self.size, 0))
        return img[:, y:y + self.size, x:x + self.size]


class RandomFlipRot:
    def __call__(self, img):
        if random.random() < 0.5:
            img = img.flip(-1)
        if random.random() < 0.5:
            img = img.flip(-2)
        return img.rot90(random.randint(0, 3), dims=(-2, -1))
