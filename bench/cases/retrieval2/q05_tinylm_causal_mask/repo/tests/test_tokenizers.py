import math

from tinylm.tokenization import BPETokenizer, CharTokenizer, load_tokenizer
from tinylm.train.schedule import cosine_with_warmup

TEXT = "to be or not to be, that is the question\nwhether tis nobler in the mind to suffer\n" * 5


def test_char_roundtrip():
    tok = CharTokenizer.train(TEXT)
    assert tok.decode(tok.encode(TEXT)) == TEXT
    assert load_tokenizer(tok.state()).encode("to be") == tok.encode("to be")


def test_bpe_roundtrip_and_compression():
    tok = BPETokenizer.train(TEXT, vocab_size=300)
    ids = tok.encode(TEXT)
    assert tok.decode(ids) == TEXT
    assert len(ids) < len(TEXT.encode())
    again = load_tokenizer(tok.state())
    assert again.encode(TEXT) == ids


def test_schedule_shape():
    lrs = [cosine_with_warmup(s, 1.0, 0.1, 10, 110) for s in range(120)]
    assert math.isclose(lrs[9], 1.0)
    assert all(a >= b for a, b in zip(lrs[10:110], lrs[11:110]))
    assert math.isclose(lrs[115], 0.1)


def test_top_k_sampler_only_picks_top_tokens():
    import torch
    from tinylm.sampling import make_sampler

    logits = torch.tensor([[0.0, 5.0, 4.0, -1.0, -2.0]])
    sampler = make_sampler(temperature=1.0, top_k=2, generator=torch.Generator().manual_seed(0))
    picks = {sampler(logits).item() for _ in range(50)}
    assert picks <= {1, 2}
