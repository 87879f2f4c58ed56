"""Reproduction: the item side of the two-tower model never changes during training."""
import torch

from recsys import Trainer, load_config


def test_all_towers_receive_updates():
    torch.set_num_threads(1)
    cfg = load_config("config.json", epochs=4)
    trainer = Trainer(cfg, log=lambda *a: None)
    before = {n: p.detach().clone() for n, p in trainer.model.named_parameters()}
    history = trainer.fit()
    unchanged = [n for n, p in trainer.model.named_parameters() if torch.equal(p, before[n])]
    assert not unchanged, f"parameters never updated by training: {unchanged}; history={history}"
    assert history[-1]["recall"] > 0.45, history
