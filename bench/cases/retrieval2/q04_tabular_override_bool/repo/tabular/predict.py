import json
import os

import torch

from .data import TableSchema, TablePreprocessor, TabularDataset, read_csv_columns
from .models import build_model
from .utils import AttrDict


def load_run(run_dir):
    with open(os.path.join(run_dir, "config.json")) as fh:
        cfg = AttrDict(json.load(fh))
    state = torch.load(os.path.join(run_dir, "model.pt"), map_location="cpu")
    schema = TableSchema.from_config(cfg.data)
    schema.cardinalities.update(state["cardinalities"])
    prep = TablePreprocessor(schema, cfg.data.min_category_freq, cfg.data.standardize)
    prep.load_state_dict(state["prep"])
    n_out = state["model"]["out.weight"].shape[0] if "out.weight" in state["model"] else state["model"]["head.weight"].shape[0]
    model = build_model(cfg.model, schema, 2 if n_out == 1 else n_out)
    model.load_state_dict(state["model"])
    return cfg, schema, prep, model.eval()


@torch.no_grad()
def predict_csv(run_dir, csv_path):
    cfg, schema, prep, model = load_run(run_dir)
    table = read_csv_columns(csv_path, schema.numeric, schema.categorical, schema.target)
    x_num, x_cat, _ = prep.transform(table)
    logits = model(*TabularDataset(x_num, x_cat)[:])
    if logits.shape[-1] == 1:
        return torch.sigmoid(logits.squeeze(-1)).tolist()
    return torch.softmax(logits, dim=-1).tolist()
