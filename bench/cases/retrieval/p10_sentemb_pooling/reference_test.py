"""Reproduction: with mean pooling, a sentence's embedding depends on the other sentences in its batch."""
import torch

from sentemb import SentenceEncoder
from sentemb.data.paraphrases import corpus, make_pairs


def test_embedding_independent_of_batch_composition():
    torch.manual_seed(0)
    model, _ = SentenceEncoder.from_config("configs/mean_pool.yaml", corpus(make_pairs(200)))
    model.eval()
    s = "the cat bought a car"
    alone = model.encode([s])[0]
    batched = model.encode([s, "my neighbour cleaned the kitchen before the storm arrived "
                               "in the small coastal town"])[0]
    cos = float(alone @ batched)
    assert abs(cos - 1.0) < 1e-4, (
        f"embedding of the same sentence differs between batches: cosine {cos:.4f}")
