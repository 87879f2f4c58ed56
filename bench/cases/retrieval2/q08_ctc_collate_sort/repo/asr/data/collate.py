import torch
from torch.nn.utils.rnn import pad_sequence


def collate_utterances(batch, sort=True):
    """Pad features; optionally sort by length (descending) as required by packed RNNs.

    Returns feats (B, T, F), feat_lens (B,), targets (sum(U),), target_lens (B,), texts.
    """
    feats = [b["feats"] for b in batch]
    feat_lens = torch.tensor([f.shape[0] for f in feats])
    if sort:
        order = torch.argsort(feat_lens, descending=True)
        feats = [feats[i] for i in order.tolist()]
        feat_lens = feat_lens[order]
    tokens = [b["tokens"] for b in batch]
    texts = [b["text"] for b in batch]
    target_lens = torch.tensor([len(t) for t in tokens])
    return pad_sequence(feats, batch_first=True), feat_lens, torch.cat(tokens), target_lens, texts
