"""Synthetic scenes: one coloured shape of some size in some quadrant, 5 captions each."""
import numpy as np
import torch
from torch.utils.data import Dataset

COLORS = {"red": (1, 0, 0), "green": (0, 1, 0), "blue": (0, 0, 1),
          "yellow": (1, 1, 0), "purple": (1, 0, 1), "cyan": (0, 1, 1)}
SHAPES = ["square", "cross", "ring", "bar", "dot", "wedge"]
SIZES = {"small": 0.45, "medium": 0.7, "large": 1.0}
PLACES = ["top left", "top right", "bottom left", "bottom right"]
TEMPLATES = [
    "a {size} {color} {shape} in the {place}",
    "{color} {shape} {place}",
    "there is a {size} {shape} that is {color}",
    "the {place} has a {color} {shape}",
    "{size} {shape} colored {color} at the {place}",
    "a {shape} {color} and {size}",
]


def vocabulary():
    words = set()
    for t in TEMPLATES:
        words.update(w for w in t.split() if not w.startswith("{"))
    words.update(COLORS)
    words.update(SHAPES)
    words.update(SIZES)
    for p in PLACES:
        words.update(p.split())
    return sorted(words)


def shape_templates(seed=0, size=8):
    rng = np.random.RandomState(seed)
    return {s: (rng.rand(size, size) > 0.5).astype(np.float32) for s in SHAPES}


def render(attrs, templates, image_size, noise, rng):
    color, shape, size, place = attrs
    img = np.zeros((3, image_size, image_size), np.float32)
    half = image_size // 2
    r0 = 0 if place.startswith("top") else half
    c0 = 0 if place.endswith("left") else half
    patch = templates[shape] * SIZES[size]
    for ch, on in enumerate(COLORS[color]):
        if on:
            img[ch, r0:r0 + half, c0:c0 + half] = patch[:half, :half]
    img += noise * rng.randn(*img.shape).astype(np.float32)
    return img


class ShapesCaptions(Dataset):
    """Each item is one image with ``captions_per_image`` token lists."""

    def __init__(self, vocab, num_images, captions_per_image=5, image_size=16, noise=0.1,
                 max_len=10, seed=0):
        rng = np.random.RandomState(seed)
        templates = shape_templates(0, size=image_size // 2)
        self.images, self.captions, self.texts = [], [], []
        for _ in range(num_images):
            attrs = (rng.choice(list(COLORS)), rng.choice(SHAPES), rng.choice(list(SIZES)),
                     PLACES[rng.randint(len(PLACES))])
            self.images.append(torch.from_numpy(render(attrs, templates, image_size, noise, rng)))
            caps = []
            for t in rng.choice(len(TEMPLATES), captions_per_image, replace=False):
                text = TEMPLATES[t].format(color=attrs[0], shape=attrs[1], size=attrs[2],
                                           place=attrs[3])
                caps.append(vocab.encode(text, max_len))
                self.texts.append(text)
            self.captions.append(caps)
        self.captions_per_image = captions_per_image
        self.rng = rng

    def __len__(self):
        return len(self.images)

    def __getitem__(self, idx):
        return {"image": self.images[idx], "captions": self.captions[idx], "index": idx}

    def flat_captions(self):
        """All captions in image order and the image index of each caption."""
        caps = [c for per_img in self.captions for c in per_img]
        owner = torch.arange(len(self.images)).repeat_interleave(self.captions_per_image)
        return caps, owner
