"""Tag raw documents with a trained model."""
import torch

from .data.collate import offsets_collate, padded_collate
from .metrics import apply_thresholds, top_k_predictions


@torch.no_grad()
def tag_documents(model, vocab, texts, thresholds=0.5, label_names=None, min_labels=1):
    """Return a list of label lists, one per input text.

    Every document gets at least ``min_labels`` labels: if nothing clears the
    threshold the most probable label(s) are used instead.
    """
    model.eval()
    n_labels = model.head[-1].out_features
    dummy = torch.zeros(n_labels)
    batch = [(torch.tensor(vocab.encode(t) or [vocab.unk_id], dtype=torch.long), dummy) for t in texts]
    collate = offsets_collate if model.pooling == "embedding_bag" else padded_collate
    probs = torch.sigmoid(model(collate(batch)))
    preds = apply_thresholds(probs, thresholds)
    if min_labels > 0:
        empty = preds.sum(dim=1) < min_labels
        preds[empty] = top_k_predictions(probs[empty], k=min_labels)
    names = label_names or [str(i) for i in range(n_labels)]
    return [[names[j] for j in row.nonzero().flatten().tolist()] for row in preds]
