"""Reproduction: the gesture CNN stays at chance accuracy (1/6) on the validation split."""
import torch

from imugest import GESTURES, make_recordings
from imugest.features import ChannelScaler
from imugest.model import GestureCNN
from imugest.splits import train_val_split
from imugest.training import fit


def test_gesture_cnn_learns():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    x, y = make_recordings(n_per_class=120, seed=0)
    (x_tr, y_tr), (x_va, y_va) = train_val_split(x, y, val_frac=0.25, seed=0)
    scaler = ChannelScaler()
    x_tr, x_va = scaler.fit_transform(x_tr), scaler.transform(x_va)
    model = GestureCNN(n_classes=len(GESTURES), width=16)
    history = fit(model, x_tr, y_tr, x_va, y_va, epochs=6, batch_size=32, lr=3e-3, log=None)
    val_acc = [round(h["val_acc"], 3) for h in history]
    train_loss = [round(h["train_loss"], 3) for h in history]
    assert max(val_acc) > 0.6, f"val_acc per epoch {val_acc} (chance is 0.167); train_loss {train_loss}"
