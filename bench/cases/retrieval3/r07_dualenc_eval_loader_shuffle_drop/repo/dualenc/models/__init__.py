from dualenc.models.dual import DualEncoder


def build_model(cfg, vocab_size):
    return DualEncoder(vocab_size, cfg["embed_dim"], cfg["image_width"], cfg["text_dim"], cfg["text_layers"],
                       cfg["init_temp"], cfg["learn_temp"])
