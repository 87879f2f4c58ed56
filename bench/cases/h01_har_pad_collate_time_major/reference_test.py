"""Reproduction: the first validation pass crashes with a batch-size mismatch in cross_entropy."""
import train


def test_train_and_validate_one_epoch():
    _, history = train.main(["--epochs", "1", "--n-train", "128", "--n-val", "64"])
    assert len(history) == 1
    assert 0.0 <= history[0]["val"]["acc"] <= 1.0


def test_model_gives_one_row_per_validation_recording():
    args = train.parse_args(["--n-train", "32", "--n-val", "40", "--eval-batch-size", "16"])
    _, val_loader = train.build_loaders(args)
    model = train.ActivityCNN(len(train.ACTIVITIES))
    model.eval()
    x, lengths, y = next(iter(val_loader))
    assert model(x).shape == (len(y), len(train.ACTIVITIES))
