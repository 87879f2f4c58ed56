from functools import partial

from torch.utils.data import DataLoader

from dualret.data.collate import train_collate
from dualret.data.synthetic import ShapesCaptions, vocabulary
from dualret.data.vocab import Vocab
from dualret.engine.evaluator import RetrievalEvaluator
from dualret.losses import build_loss
from dualret.models.dual import build_model


def build_everything(cfg):
    d = cfg["data"]
    vocab = Vocab(vocabulary())
    kw = dict(captions_per_image=d["captions_per_image"], image_size=d["image_size"],
              noise=d["noise"], max_len=d["max_len"])
    train = ShapesCaptions(vocab, d["num_train_images"], seed=cfg["seed"], **kw)
    val = ShapesCaptions(vocab, d["num_val_images"], seed=cfg["seed"] + 100, **kw)
    loader = DataLoader(train, batch_size=cfg["train"]["batch_size"], shuffle=True,
                        drop_last=True, collate_fn=partial(train_collate, pad_id=vocab.pad_id))
    model = build_model(cfg, len(vocab), vocab.pad_id)
    evaluator = RetrievalEvaluator(val, ks=cfg["eval"]["ks"], pad_id=vocab.pad_id)
    return vocab, train, val, loader, model, build_loss(cfg), evaluator
