from mtseq.data.batching import TokenBucketSampler, collate_pairs, pad_batch
from mtseq.data.parallel import ParallelTextDataset
from mtseq.data.vocab import Vocab

__all__ = ["TokenBucketSampler", "collate_pairs", "pad_batch", "ParallelTextDataset", "Vocab"]
