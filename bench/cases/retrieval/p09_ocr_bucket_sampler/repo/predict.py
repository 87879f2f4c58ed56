"""Recognise text in PGM line images: python predict.py --ckpt runs/crnn.pt img1.pgm img2.pgm"""
import argparse

import torch

from ocr.decoding import greedy_decode, prefix_beam_search
from ocr.utils import load


def read_pgm(path):
    with open(path, "rb") as f:
        assert f.readline().strip() == b"P5"
        line = f.readline()
        while line.startswith(b"#"):
            line = f.readline()
        w, h = map(int, line.split())
        maxval = int(f.readline())
        data = f.read(w * h)
    return torch.tensor(list(data), dtype=torch.float32).view(1, h, w) / maxval


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--ckpt", required=True)
    p.add_argument("--beam", type=int, default=0)
    p.add_argument("images", nargs="+")
    args = p.parse_args(argv)
    model, charset, cfg = load(args.ckpt)
    for path in args.images:
        img = read_pgm(path)
        if img.shape[1] != cfg["data"]["height"]:
            img = torch.nn.functional.interpolate(
                img[None], size=(cfg["data"]["height"],
                                 int(img.shape[2] * cfg["data"]["height"] / img.shape[1])),
                mode="bilinear", align_corners=False)[0]
        with torch.no_grad():
            lp = model(img[None])
        if args.beam:
            labels = prefix_beam_search(lp[:, 0], beam=args.beam)
        else:
            labels = greedy_decode(lp, torch.tensor([lp.shape[0]]))[0]
        print(f"{path}\t{charset.decode(labels)}")


if __name__ == "__main__":
    main()
