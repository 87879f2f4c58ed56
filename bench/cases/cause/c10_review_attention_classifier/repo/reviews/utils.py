import random

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def accuracy(logits, labels):
    return (logits.argmax(-1) == labels).float().mean().item()


def save_checkpoint(path, model, vocab, cfg):
    torch.save({"state_dict": model.state_dict(), "itos": vocab.itos, "cfg": cfg}, path)


def load_checkpoint(path):
    from .model import ReviewClassifier
    from .tokenizer import Vocab

    ckpt = torch.load(path, map_location="cpu")
    vocab = Vocab(ckpt["itos"])
    model = ReviewClassifier(len(vocab), **ckpt["cfg"])
    model.load_state_dict(ckpt["state_dict"])
    return model.eval(), vocab
