from ..utils.registry import Registry

MODELS = Registry("model")


def build_model(cfg, vocab_size, pad_id):
    return MODELS.build(cfg, vocab_size=vocab_size, pad_id=pad_id)
