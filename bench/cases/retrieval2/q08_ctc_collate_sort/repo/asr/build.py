from .data import CharVocab, ManifestDataset, SyntheticToneSpeech
from .models import build_model


def build_all(cfg):
    d = cfg["data"]
    vocab = CharVocab(d["alphabet"])
    if d.get("train_manifest"):
        train = ManifestDataset(d["train_manifest"], vocab)
        valid = ManifestDataset(d["valid_manifest"], vocab)
    else:
        syn = d["synthetic"]
        train = SyntheticToneSpeech(vocab, syn["n_train"], d["n_mels"], syn.get("max_words", 4), seed=1)
        valid = SyntheticToneSpeech(vocab, syn["n_valid"], d["n_mels"], syn.get("max_words", 4), seed=2)
    model = build_model(cfg["model"], d["n_mels"], len(vocab))
    return vocab, train, valid, model
