"""posekit: single-person 2D keypoint estimation with heatmap regression."""
__version__ = "0.4.0"

KEYPOINTS = ["head", "neck", "l_hand", "r_hand", "pelvis", "l_foot", "r_foot"]
FLIP_PAIRS = [(2, 3), (5, 6)]
SKELETON = [(0, 1), (1, 2), (1, 3), (1, 4), (4, 5), (4, 6)]
