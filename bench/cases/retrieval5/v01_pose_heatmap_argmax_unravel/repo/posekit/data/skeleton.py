"""COCO keypoint definitions."""

COCO_KEYPOINTS = [
    "nose", "left_eye", "right_eye", "left_ear", "right_ear",
    "left_shoulder", "right_shoulder", "left_elbow", "right_elbow",
    "left_wrist", "right_wrist", "left_hip", "right_hip",
    "left_knee", "right_knee", "left_ankle", "right_ankle",
]

FLIP_PAIRS = [(1, 2), (3, 4), (5, 6), (7, 8), (9, 10), (11, 12), (13, 14), (15, 16)]

# per-keypoint OKS sigmas from the COCO evaluation code
COCO_SIGMAS = [
    0.026, 0.025, 0.025, 0.035, 0.035, 0.079, 0.079, 0.072, 0.072,
    0.062, 0.062, 0.107, 0.107, 0.087, 0.087, 0.089, 0.089,
]


def flip_index(num_keypoints=17):
    idx = list(range(num_keypoints))
    for a, b in FLIP_PAIRS:
        if a < num_keypoints and b < num_keypoints:
            idx[a], idx[b] = b, a
    return idx
