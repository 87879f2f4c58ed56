from .attention import TransformerClassifier
from .bow import BagOfWords
from .cnn import TextCNN
from .rnn import RNNClassifier

MODEL_NAMES = ("bow", "cnn", "transformer", "lstm", "gru", "bilstm")


def build_model(name, vocab_size, num_classes, emb_dim=64, hidden=64, dropout=0.1, pad_id=0):
    if name == "bow":
        return BagOfWords(vocab_size, num_classes, emb_dim, pad_id=pad_id)
    if name == "cnn":
        return TextCNN(vocab_size, num_classes, emb_dim, channels=hidden, dropout=dropout,
                       pad_id=pad_id)
    if name == "transformer":
        return TransformerClassifier(vocab_size, num_classes, emb_dim, dropout=dropout, pad_id=pad_id)
    if name in ("lstm", "gru", "bilstm"):
        return RNNClassifier(vocab_size, num_classes, emb_dim, hidden,
                             cell="gru" if name == "gru" else "lstm",
                             bidirectional=name == "bilstm", dropout=dropout, pad_id=pad_id)
    raise ValueError(f"unknown model {name!r}, choose from {MODEL_NAMES}")
