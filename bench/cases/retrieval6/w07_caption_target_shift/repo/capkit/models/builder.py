from ..utils.registry import Registry

MODELS = Registry("model")
ENCODERS = Registry("encoder")
DECODERS = Registry("decoder")


def build_model(model_cfg, vocab_size, pad_id, bos_id, eos_id):
    cfg = dict(model_cfg)
    cfg.setdefault("type", "Captioner")
    return MODELS.build(cfg, vocab_size=vocab_size, pad_id=pad_id, bos_id=bos_id, eos_id=eos_id)
