from posekit.transforms.affine import RandomAffine
from posekit.transforms.flip import FlipKeypoints
from posekit.transforms.photometric import Compose, Normalize, RandomBrightness


def build_transforms(cfg, train=True):
    if not train:
        return Compose([Normalize()])
    return Compose([RandomAffine(cfg["rot_factor"], cfg["scale_factor"]), FlipKeypoints(cfg["flip_pairs"]),
                    RandomBrightness(), Normalize()])
