from dataclasses import dataclass

from torch.utils.data import DataLoader

from seqrec.data import (NextItemEvalDataset, NextItemTrainDataset, UniformNegativeSampler,
                         build_user_sequences, collate_eval, collate_train, generate_interactions,
                         leave_one_out_split)
from seqrec.data.sequences import item_popularity


@dataclass
class DataBundle:
    num_items: int
    train_loader: DataLoader
    val_loader: DataLoader
    test_loader: DataLoader
    popularity: list


def build_data(cfg):
    d = cfg.data
    log = generate_interactions(d.num_users, d.num_items, d.min_len, d.max_len, d.noise, seed=cfg.seed)
    sequences = build_user_sequences(log)
    train, val, test = leave_one_out_split(sequences)
    max_len = d.get("max_seq_len", 20)

    train_ds = NextItemTrainDataset(train, UniformNegativeSampler(d.num_items, seed=cfg.seed + 1),
                                    max_seq_len=max_len, num_negatives=cfg.train.get("num_train_negatives", 1))
    n_neg = cfg.eval.get("num_negatives", 100)
    val_ds = NextItemEvalDataset(val, sequences, UniformNegativeSampler(d.num_items, seed=cfg.seed + 2),
                                 max_seq_len=max_len, num_negatives=n_neg)
    test_ds = NextItemEvalDataset(test, sequences, UniformNegativeSampler(d.num_items, seed=cfg.seed + 3),
                                  max_seq_len=max_len, num_negatives=n_neg)
    eval_bs = cfg.eval.get("batch_size", 256)
    return DataBundle(
        num_items=d.num_items,
        train_loader=DataLoader(train_ds, batch_size=cfg.train.batch_size, shuffle=True, collate_fn=collate_train),
        val_loader=DataLoader(val_ds, batch_size=eval_bs, shuffle=False, collate_fn=collate_eval),
        test_loader=DataLoader(test_ds, batch_size=eval_bs, shuffle=False, collate_fn=collate_eval),
        popularity=item_popularity(train, d.num_items),
    )
