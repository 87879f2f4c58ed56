import multiprocessing as mp

import torch

from .kmers import kmer_frequencies, kmer_vocab


def _worker(chunk_id, seqs, k, queue):
    vocab = kmer_vocab(k)
    queue.put((chunk_id, [kmer_frequencies(s, vocab, k) for s in seqs]))


def featurize_parallel(seqs, k=2, workers=4):
    """k-mer frequency matrix (len(seqs), 20**k), computed in `workers` processes."""
    if workers <= 1:
        vocab = kmer_vocab(k)
        return torch.tensor([kmer_frequencies(s, vocab, k) for s in seqs])
    ctx = mp.get_context("fork")
    queue = ctx.Queue()
    size = (len(seqs) + workers - 1) // workers
    chunks = [seqs[i: i + size] for i in range(0, len(seqs), size)]
    procs = [ctx.Process(target=_worker, args=(i, c, k, queue), daemon=True) for i, c in enumerate(chunks)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    results = dict(queue.get() for _ in procs)
    return torch.tensor([row for i in range(len(chunks)) for row in results[i]])
