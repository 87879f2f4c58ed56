"""Reproduction: with data.drop_last: true, getting the first training batch never returns."""
import threading

import yaml

from ocr.engine import build_data


def test_first_batch_arrives_with_drop_last():
    with open("configs/crnn_digits.yaml") as f:
        cfg = yaml.safe_load(f)
    cfg["data"]["drop_last"] = True
    cfg["data"]["num_train"] = 400
    _, train_loader, _, _ = build_data(cfg["data"], log=lambda *a: None)
    result = {}

    def first_batch():
        result["batch"] = next(iter(train_loader))

    t = threading.Thread(target=first_batch, daemon=True)
    t.start()
    t.join(timeout=10)
    assert not t.is_alive(), "hang: the training loader did not produce a batch within 10 s"
    assert result["batch"]["images"].shape[0] == cfg["data"]["batch_size"]
