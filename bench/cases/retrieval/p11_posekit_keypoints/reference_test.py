"""Reproduction: after the horizontal-flip augmentation the keypoints no longer sit on the joints."""
import random

from posekit.data.synthetic import StickFigures
from posekit.data.transforms import RandomHorizontalFlip


def marker_values(img, kps):
    return [round(img[0, round(y), round(x)].item(), 2) for x, y in kps.tolist()]


def test_flipped_keypoints_land_on_joint_markers():
    random.seed(0)
    ds = StickFigures(4, height=48, width=64, seed=0, noise=0.0)
    img, kps, vis = ds.sample(0)
    assert min(marker_values(img, kps)) == 1.0  # joints are drawn as bright disks
    f_img, f_kps, _ = RandomHorizontalFlip(p=1.0)(img, kps, vis)
    vals = marker_values(f_img, f_kps)
    assert min(vals) == 1.0, (
        f"flipped keypoints do not land on the joint markers of the flipped image: "
        f"pixel values at keypoints {vals}, keypoints x before {kps[:, 0].tolist()} after {f_kps[:, 0].tolist()}")
