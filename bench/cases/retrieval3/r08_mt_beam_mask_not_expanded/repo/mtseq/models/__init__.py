from mtseq.models.transformer import Seq2SeqTransformer


def build_model(cfg, src_vocab, tgt_vocab):
    return Seq2SeqTransformer(len(src_vocab), len(tgt_vocab), cfg["d_model"], cfg["heads"], cfg["enc_layers"],
                              cfg["dec_layers"], cfg["ff"], cfg["dropout"], pad_id=src_vocab.pad_id)
