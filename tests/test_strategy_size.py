"""The options the `smaller` variant shrinks are the ones that count the data's rows, by name alone."""
import pytest

from bot.core.generators.entry import SIZE_RE


@pytest.mark.parametrize("dest", ["n", "num", "n_train", "num_train", "n_samples", "num_samples", "num_examples",
                                  "n_train_rows", "num_train_examples", "train_size", "dataset_size", "data_size",
                                  "samples", "examples", "n_val", "num_test", "n_eval_samples", "val_size", "test_size"])
def test_a_data_size_option_is_one(dest):
    assert SIZE_RE.match(dest)


@pytest.mark.parametrize("dest", ["n_layers", "num_classes", "num_workers", "n_embd", "hidden_size", "batch_size",
                                  "image_size", "n_heads", "epochs", "test_frac", "val_every"])
def test_a_model_or_loader_size_is_not(dest):
    assert not SIZE_RE.match(dest)
