from .attention_rnn import AttentionRNN
from .crnn import CRNN
from .dscnn import DSCNN
from .tcresnet import TCResNet

_MODELS = {"dscnn": DSCNN, "tcresnet": TCResNet, "crnn": CRNN, "att_rnn": AttentionRNN}


def build_model(name, num_classes, n_mels=40, **kw):
    if name not in _MODELS:
        raise ValueError(f"unknown model {name!r}; choose from {sorted(_MODELS)}")
    return _MODELS[name](num_classes=num_classes, n_mels=n_mels, **kw)
