"""Reproduction: training crashes in the embedding once the corpus has more words than --vocab-size."""
import math

import torch

import train


def test_training_on_larger_corpus_does_not_crash():
    torch.set_num_threads(1)
    _, history = train.main(["--n-train", "10000", "--n-val", "200", "--epochs", "1",
                             "--out", ""])
    assert len(history) == 1
    assert math.isfinite(history[0]["train_loss"])


def test_vocab_respects_vocab_size_cap():
    from intent.corpus import generate
    from intent.vocab import Vocab
    texts = [t for t, _ in generate(3000, seed=0)]
    vocab = Vocab.build(texts, max_size=300)
    assert len(vocab) <= 300, f"vocab has {len(vocab)} entries but the embedding has 300 rows"
    assert max(max(vocab.encode(t)) for t in texts) < 300, "token index out of range of the embedding"
