"""Saving / loading fitted detectors (memory banks or Gaussian statistics)."""
import os

import torch


def save_detector(path, detector, cfg):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    torch.save({"state": detector.state_dict(), "config": dict(cfg)}, path)


def load_detector(path, detector):
    blob = torch.load(path, map_location="cpu", weights_only=False)
    detector.load_state_dict(blob["state"])
    return detector
