"""Sample melodies from a trained checkpoint and save them as JSON."""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from melodygen.engine import MelodyGenerator  # noqa: E402
from melodygen.metrics import ngram_repetition, pitch_class_entropy  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--max-new-tokens", type=int, default=256)
    ap.add_argument("--temperature", type=float, default=1.0)
    ap.add_argument("--top-k", type=int, default=0)
    ap.add_argument("--top-p", type=float, default=0.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="samples.json")
    args = ap.parse_args()
    gen = MelodyGenerator.from_checkpoint(args.ckpt)
    melodies = []
    for i in range(args.n):
        ids = gen.generate(None, args.max_new_tokens, args.temperature, args.top_k, args.top_p,
                           seed=args.seed + i)
        mel = gen.tokenizer.decode(ids)
        melodies.append(mel)
        print(f"sample {i}: {len(mel)} notes, pc-entropy {pitch_class_entropy(mel):.2f}, "
              f"4-gram repetition {ngram_repetition(ids):.2f}")
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(melodies, fh)


if __name__ == "__main__":
    main()
