"""Embedding model load time: the plain-torch MiniLM (index/embed.py, the default) vs sentence-transformers.

    python bench/model_load.py [--runs N]

Each load runs in a fresh interpreter with torch already imported (both backends need it), so the
time is the backend's own imports plus reading the weights and embedding one text. Then both embed
the chunks of index/*.py and the lowest cosine between their vectors is printed (1.0000: the same).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import sys, time
import torch  # noqa: F401
sys.path.insert(0, sys.argv[1])
from index.embed import MiniLMEmbedder
t = time.perf_counter()
MiniLMEmbedder(backend=sys.argv[2]).embed(["warm up"])
print(time.perf_counter() - t)
"""


def load_seconds(backend: str) -> float:
    res = subprocess.run([sys.executable, "-c", CHILD, ROOT, backend], capture_output=True, text=True, check=True)
    return float(res.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args(argv)
    for backend in ("torch", "sentence-transformers"):
        times = [load_seconds(backend) for _ in range(args.runs)]
        print(f"{backend:22} load + first embed: median {statistics.median(times):.1f}s "
              f"(runs: {', '.join(f'{t:.1f}' for t in times)})")
    sys.path.insert(0, ROOT)
    from index.chunker import chunk_file
    from index.embed import MiniLMEmbedder
    src = os.path.join(ROOT, "index")
    texts = [c.embed_text for name in sorted(os.listdir(src)) if name.endswith(".py")
             for c in chunk_file(f"index/{name}", open(os.path.join(src, name), encoding="utf-8").read()).chunks]
    ours = MiniLMEmbedder(backend="torch").embed(texts)
    ref = MiniLMEmbedder(backend="sentence-transformers").embed(texts)
    low = min(sum(x * y for x, y in zip(u, v, strict=True)) for u, v in zip(ours, ref, strict=True))
    print(f"same vectors: lowest cosine torch vs sentence-transformers over {len(texts)} chunks {low:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
