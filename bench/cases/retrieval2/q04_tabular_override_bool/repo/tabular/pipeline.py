"""Glue: config -> data -> preprocessing -> model -> trainer."""
import json
import os

import torch

from .data import (TableSchema, TablePreprocessor, TabularDataset, make_census_like, read_csv_columns,
                   train_val_split)
from .data.dataset import stratified_split
from .models import build_model
from .training import Trainer
from .training.losses import TabularLoss, class_weights_from_labels
from .utils.seed import fix_seed


def load_table(data_cfg, seed):
    if data_cfg.source == "synthetic":
        return make_census_like(data_cfg.rows, seed=seed)
    return read_csv_columns(data_cfg.path, data_cfg.numeric, data_cfg.categorical, data_cfg.target)


def make_logger(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    fh = open(os.path.join(out_dir, "train.log"), "a")

    def log(msg):
        print(msg, flush=True)
        fh.write(msg + "\n")
        fh.flush()

    return log


def run_training(cfg, log=None):
    log = log or make_logger(cfg.out_dir)
    fix_seed(cfg.seed)
    schema = TableSchema.from_config(cfg.data)
    table = load_table(cfg.data, cfg.seed)
    schema.validate(table)
    if cfg.data.get("stratify", False):
        train_tab, val_tab = stratified_split(table, schema.target, cfg.data.val_fraction, cfg.seed)
    else:
        train_tab, val_tab = train_val_split(table, cfg.data.val_fraction, cfg.seed)
    prep = TablePreprocessor(schema, cfg.data.min_category_freq, cfg.data.standardize).fit(train_tab)
    train_set = TabularDataset(*prep.transform(train_tab))
    val_set = TabularDataset(*prep.transform(val_tab))
    n_classes = int(max(table[schema.target])) + 1
    weights = class_weights_from_labels(train_set.y, n_classes) if cfg.train.class_weighting else None
    model = build_model(cfg.model, schema, n_classes)
    log(f"model: {model}")
    log(f"train rows {len(train_set)}, val rows {len(val_set)}, classes {n_classes}")
    trainer = Trainer(model, TabularLoss(n_classes, weights), cfg.train, n_classes, log=log)
    history = trainer.fit(train_set, val_set)
    save_run(cfg, schema, prep, model, history)
    return history


def save_run(cfg, schema, prep, model, history):
    os.makedirs(cfg.out_dir, exist_ok=True)
    torch.save({"model": model.state_dict(), "prep": prep.state_dict(), "cardinalities": schema.cardinalities},
               os.path.join(cfg.out_dir, "model.pt"))
    with open(os.path.join(cfg.out_dir, "config.json"), "w") as fh:
        json.dump(cfg.to_dict(), fh, indent=2)
    with open(os.path.join(cfg.out_dir, "history.json"), "w") as fh:
        json.dump(history, fh, indent=2)
