DEFAULTS = {
    "seed": 1234,
    "data": {"train_src": "data/train.de", "train_tgt": "data/train.en", "valid_src": "data/valid.de",
             "valid_tgt": "data/valid.en", "src_vocab": "data/vocab.de", "tgt_vocab": "data/vocab.en",
             "max_len": 128, "max_tokens": 4096, "lowercase": False},
    "model": {"d_model": 256, "heads": 4, "enc_layers": 4, "dec_layers": 4, "ff": 1024, "dropout": 0.1,
              "share_embeddings": False},
    "loss": {"label_smoothing": 0.1},
    "train": {"epochs": 40, "lr": 7e-4, "warmup": 4000, "clip": 1.0, "log_every": 100},
    "decode": {"beam_size": 5, "len_penalty": 0.6, "max_len_a": 1.2, "max_len_b": 10},
    "output_dir": "runs/default",
}
