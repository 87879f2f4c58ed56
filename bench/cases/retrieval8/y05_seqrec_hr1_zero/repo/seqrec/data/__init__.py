from seqrec.data.collate import collate_eval, collate_train, left_pad
from seqrec.data.datasets import NextItemEvalDataset, NextItemTrainDataset
from seqrec.data.samplers import PopularityNegativeSampler, UniformNegativeSampler
from seqrec.data.sequences import build_user_sequences, leave_one_out_split
from seqrec.data.synthetic import generate_interactions

__all__ = [
    "collate_eval", "collate_train", "left_pad", "NextItemEvalDataset", "NextItemTrainDataset",
    "PopularityNegativeSampler", "UniformNegativeSampler", "build_user_sequences",
    "leave_one_out_split", "generate_interactions",
]
