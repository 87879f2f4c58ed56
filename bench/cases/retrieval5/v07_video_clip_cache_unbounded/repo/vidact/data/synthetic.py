"""Synthetic action videos: a bright square moving in one of four directions."""
import json
import os

import torch

DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1)]  # right, left, down, up


def make_video(label, num_frames=64, size=72, generator=None):
    g = generator
    vid = (torch.rand(num_frames, size, size, 3, generator=g) * 40).to(torch.uint8)
    dx, dy = DIRECTIONS[label % 4]
    x = int(torch.randint(10, size - 20, (1,), generator=g))
    y = int(torch.randint(10, size - 20, (1,), generator=g))
    speed = 1 + int(torch.randint(0, 2, (1,), generator=g))
    for t in range(num_frames):
        cx = (x + dx * speed * t) % (size - 8)
        cy = (y + dy * speed * t) % (size - 8)
        vid[t, cy:cy + 8, cx:cx + 8] = 230
    return vid


def write_synthetic_dataset(out_dir, num_videos=200, num_frames=64, size=72, seed=0):
    g = torch.Generator().manual_seed(seed)
    os.makedirs(os.path.join(out_dir, "videos"), exist_ok=True)
    lines = {"train": [], "val": []}
    for i in range(num_videos):
        label = i % 4
        n = num_frames + int(torch.randint(-16, 17, (1,), generator=g))
        vid = make_video(label, n, size, g)
        rel = f"videos/v{i:05d}.pt"
        torch.save(vid, os.path.join(out_dir, rel))
        with open(os.path.join(out_dir, f"videos/v{i:05d}.json"), "w") as fh:
            json.dump({"num_frames": n}, fh)
        lines["val" if i % 5 == 0 else "train"].append(f"{rel} {label}")
    for split, items in lines.items():
        with open(os.path.join(out_dir, f"{split}.txt"), "w") as fh:
            fh.write("\n".join(items) + "\n")
    return out_dir
