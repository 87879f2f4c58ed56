import random

import torch


def pair_batches(pairs, tokenizer, batch_size, max_len=64, shuffle=True, seed=0):
    idx = list(range(len(pairs)))
    if shuffle:
        random.Random(seed).shuffle(idx)
    for s in range(0, len(idx), batch_size):
        chunk = [pairs[i] for i in idx[s:s + batch_size]]
        a_ids, a_mask = tokenizer.batch_encode([p[0] for p in chunk], max_len)
        b_ids, b_mask = tokenizer.batch_encode([p[1] for p in chunk], max_len)
        yield (torch.tensor(a_ids), torch.tensor(a_mask), torch.tensor(b_ids), torch.tensor(b_mask))


def mask_tokens(ids, mask, mask_id, vocab_size, prob=0.15, generator=None):
    """BERT-style masking for an auxiliary MLM objective. Returns (inputs, labels)."""
    labels = ids.clone()
    probs = torch.rand(ids.shape, generator=generator)
    chosen = (probs < prob) & mask.bool()
    chosen[:, 0] = False
    labels[~chosen] = -100
    inputs = ids.clone()
    r = torch.rand(ids.shape, generator=generator)
    inputs[chosen & (r < 0.8)] = mask_id
    rand_tok = torch.randint(5, vocab_size, ids.shape, generator=generator)
    swap = chosen & (r >= 0.8) & (r < 0.9)
    inputs[swap] = rand_tok[swap]
    return inputs, labels
