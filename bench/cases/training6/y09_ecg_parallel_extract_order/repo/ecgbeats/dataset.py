"""Build the beat dataset from records, preprocessing records in parallel."""
from concurrent.futures import ThreadPoolExecutor, as_completed

import torch
from torch.utils.data import TensorDataset

from .preprocess import extract_record


def split_records(records, val_frac=0.2):
    """Patient-wise split: the last records go to validation (records are in database order)."""
    n_val = int(round(len(records) * val_frac))
    return records[:-n_val], records[-n_val:]


def build_beat_dataset(records, workers=8):
    beats, labels = [], []
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(extract_record, rec) for rec in records]
        for fut in as_completed(futures):
            b, y = fut.result()
            beats.append(b)
            labels.append(y)
    return TensorDataset(torch.cat(beats), torch.cat(labels))
