"""Classify a few freshly sampled shapes with a trained checkpoint."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import numpy as np  # noqa: E402

from pointcls.data import SHAPES, sample_shape  # noqa: E402
from pointcls.inference import Predictor  # noqa: E402


def main(path):
    pred = Predictor.from_checkpoint(path)
    rng = np.random.default_rng(123)
    for name in SHAPES:
        cloud = sample_shape(name, 128, rng)
        print(f"{name:>9s} -> {pred.predict(cloud)[0]}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "runs/pn.pt")
