"""Compute log-mel features for 16 kHz mono 16-bit wav files and write a JSONL manifest.

Input list: tab-separated `path<TAB>transcript` lines.
"""
import argparse
import json
import os
import sys
import wave
from array import array

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from asr.features import GlobalCMVN, log_mel_fbank  # noqa: E402


def read_wav(path):
    with wave.open(path, "rb") as w:
        if w.getsampwidth() != 2 or w.getnchannels() != 1:
            raise ValueError(f"{path}: expected 16-bit mono")
        data = array("h", w.readframes(w.getnframes()))
        return torch.tensor(data, dtype=torch.float32) / 32768.0, w.getframerate()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("list_file")
    ap.add_argument("out_dir")
    ap.add_argument("--n-mels", type=int, default=40)
    args = ap.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    cmvn = GlobalCMVN()
    rows = []
    with open(args.list_file) as fh:
        for k, line in enumerate(fh):
            path, text = line.rstrip("\n").split("\t", 1)
            wave_t, sr = read_wav(path)
            feats = log_mel_fbank(wave_t, sr, args.n_mels)
            cmvn.accumulate(feats)
            out = os.path.join(args.out_dir, f"utt{k:06d}.pt")
            torch.save(feats, out)
            rows.append({"feats": out, "text": text, "frames": feats.shape[0]})
    with open(os.path.join(args.out_dir, "manifest.jsonl"), "w") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")
    mean, std = cmvn.stats()
    torch.save({"mean": mean, "std": std}, os.path.join(args.out_dir, "cmvn.pt"))
    print(f"wrote {len(rows)} utterances ({cmvn.frames} frames) to {args.out_dir}")


if __name__ == "__main__":
    main()
