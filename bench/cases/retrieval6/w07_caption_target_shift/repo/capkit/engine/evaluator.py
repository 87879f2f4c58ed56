import torch

from ..decoding import decode
from ..metrics import corpus_bleu


@torch.no_grad()
def evaluate_captions(model, loader, vocab, decode_cfg=None, max_batches=None):
    decode_cfg = dict(decode_cfg or {})
    strategy = decode_cfg.pop("strategy", "greedy")
    max_len = decode_cfg.pop("max_len", 16)
    was_training = model.training
    model.eval()
    hyps, refs, samples = [], [], []
    for i, batch in enumerate(loader):
        if max_batches is not None and i >= max_batches:
            break
        ids = decode(model, batch["images"], strategy=strategy, max_len=max_len, **decode_cfg)
        for row, ref in zip(ids, batch["references"]):
            words = vocab.decode(row.tolist())
            hyps.append(words)
            refs.append([ref.split()])
            if len(samples) < 2:
                samples.append((" ".join(words), ref))
    model.train(was_training)
    metrics = corpus_bleu(hyps, refs, max_n=4)
    metrics["samples"] = samples
    return metrics
