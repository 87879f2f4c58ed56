"""Reproduction: attention weights are not a distribution over the tokens of a review."""
import torch

from explain import explain
from reviews.data import make_reviews, pad_batch
from reviews.model import ReviewClassifier
from reviews.tokenizer import Vocab


def _model_and_vocab():
    torch.manual_seed(0)
    texts, _ = make_reviews(200, seed=0)
    vocab = Vocab.build(texts)
    model = ReviewClassifier(len(vocab), emb_dim=16, hidden=16).eval()
    return model, vocab, texts


def test_attention_weights_sum_to_one_over_real_tokens():
    model, vocab, texts = _model_and_vocab()
    tokens, mask = pad_batch([torch.tensor(vocab.encode(t)) for t in texts[:8]])
    with torch.no_grad():
        _, weights = model(tokens, mask, return_attention=True)
    sums = weights.masked_fill(~mask, 0).sum(dim=1)
    assert torch.allclose(sums, torch.ones_like(sums), atol=1e-4), \
        f"attention weights per review sum to {sums.tolist()}"
    assert weights[~mask].abs().max() < 1e-6, "padding positions receive attention"


def test_explain_reports_a_distribution_per_review():
    model, vocab, _ = _model_and_vocab()
    results = explain(model, vocab, ["love it , arrived on time",
                                     "great price but the box arrived broken after a week"])
    for r in results:
        total = sum(w for _, w in r["attention"])
        assert abs(total - 1.0) < 1e-4, (r["text"], r["attention"])
