"""Embedding rate of the backends on torch/nn chunks, interleaved so that both see the same load.

    python bench/embed_speed.py [--n 400] [--reps 3] [--backends torch,onnx-int8,static]

Each rep embeds the same N unique chunk texts (the indexer's embed_text) with each backend in turn
(models loaded beforehand); prints per backend the median and best wall chunks/s, CPU-seconds, and
the lowest and mean cosine of its vectors to the torch backend's. A backend of another dimension (static)
has no cosine to torch: it gets how well its pairwise similarities follow torch's instead (Pearson r
of the N x N cosines, and the mean overlap of each chunk's 10 nearest chunks). On a shared machine the
wall rate follows the neighbours' load: compare backends within one run.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from index.chunker import chunk_file  # noqa: E402
from index.embed import MiniLMEmbedder  # noqa: E402
from index.files import walk_repo  # noqa: E402


def main(argv=None) -> int:
    import numpy as np
    import torch
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", default=os.path.join(os.path.dirname(torch.__file__), "nn"))
    ap.add_argument("--n", type=int, default=400)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--backends", default="torch,onnx-int8,static")
    args = ap.parse_args(argv)
    walk = walk_repo(args.src)
    texts = list(dict.fromkeys(c.embed_text for f in walk.files for c in chunk_file(f.path, f.text).chunks))
    texts = texts[:: max(1, len(texts) // args.n)][: args.n]
    names = args.backends.split(",")
    embs = {b: MiniLMEmbedder(backend=b) for b in names}
    for e in embs.values():
        e.embed(["warm up"])
    ref = np.array(MiniLMEmbedder(backend="torch").embed(texts)) if "torch" not in embs else None
    walls: dict[str, list[float]] = {b: [] for b in names}
    cpus: dict[str, list[float]] = {b: [] for b in names}
    vecs: dict[str, np.ndarray] = {}
    for _ in range(args.reps):
        for b, e in embs.items():
            t, c = time.perf_counter(), time.process_time()
            vecs[b] = np.array(e.embed(texts))
            walls[b].append(time.perf_counter() - t)
            cpus[b].append(time.process_time() - c)
    ref = vecs["torch"] if ref is None else ref
    print(f"{len(texts)} torch/nn chunks, {args.reps} interleaved reps, threads: torch {torch.get_num_threads()}, "
          f"onnxruntime {min(2, os.cpu_count() or 1)}")
    sim_ref = ref @ ref.T
    near_ref = np.argsort(-sim_ref, 1)[:, 1:11]
    for b in names:
        if vecs[b].shape == ref.shape:
            cos = (vecs[b] * ref).sum(1)
            agree = f"cosine to torch min {cos.min():.4f} mean {cos.mean():.4f}"
        else:
            sim = vecs[b] @ vecs[b].T
            iu = np.triu_indices(len(texts), 1)
            near = np.argsort(-sim, 1)[:, 1:11]
            overlap = np.mean([len(set(a) & set(c)) / 10 for a, c in zip(near, near_ref, strict=True)])
            agree = (f"dim {vecs[b].shape[1]}: pairwise cosines vs torch's r {np.corrcoef(sim[iu], sim_ref[iu])[0, 1]:.3f}, "
                     f"top-10 neighbours shared {100 * overlap:.0f}%")
        print(f"{b:12s} {embs[b].name:30s} median {len(texts) / statistics.median(walls[b]):7.1f} chunks/s, "
              f"best {len(texts) / min(walls[b]):7.1f} chunks/s, CPU {statistics.median(cpus[b]):6.2f}s; {agree}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
