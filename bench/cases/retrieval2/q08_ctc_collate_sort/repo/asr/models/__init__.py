from .blstm import BLSTMEncoder
from .tdnn import TDNNEncoder
from .ctc_model import CTCModel


def build_model(model_cfg, n_mels, vocab_size):
    arch = model_cfg["arch"]
    kw = {k: v for k, v in model_cfg.items() if k != "arch"}
    if arch == "blstm":
        enc = BLSTMEncoder(n_mels, **kw)
    elif arch == "tdnn":
        enc = TDNNEncoder(n_mels, **kw)
    else:
        raise ValueError(f"unknown arch {arch}")
    return CTCModel(enc, vocab_size)
