"""Reproduction: SentenceEncoder returns nan embeddings for every padded sentence."""
import torch

from tinyattn import SentenceEncoder


def test_padded_sentences_get_finite_padding_invariant_embeddings():
    torch.manual_seed(0)
    enc = SentenceEncoder(vocab_size=1000, dim=64, heads=4, layers=2).eval()
    tokens = torch.randint(1, 1000, (3, 10))
    lengths = torch.tensor([10, 7, 4])
    for row, n in enumerate(lengths.tolist()):
        tokens[row, n:] = 0
    with torch.no_grad():
        out = enc(tokens, lengths)
        alone = enc(tokens[2:3, :4], lengths[2:3])
    assert torch.isfinite(out).all(), f"first 4 dims of each sentence embedding: {out[:, :4].tolist()}"
    assert torch.allclose(out[2], alone[0], atol=1e-5), "padding changes the embedding"
