from .embeddings import SinusoidalPositionalEncoding, TokenEmbedding
from .lm import TargetLM
from .transformer import Seq2SeqTransformer


def build_model(cfg, src_vocab_size, tgt_vocab_size, pad_id=0):
    m = cfg["model"]
    return Seq2SeqTransformer(src_vocab_size, tgt_vocab_size, m["d_model"], m["heads"], m["enc_layers"],
                              m["dec_layers"], m["ff_dim"], m.get("dropout", 0.1), pad_id=pad_id,
                              max_len=cfg["data"].get("max_len", 64) * 2 + 16)


__all__ = ["Seq2SeqTransformer", "TargetLM", "TokenEmbedding", "SinusoidalPositionalEncoding",
           "build_model"]
