from torch.utils.data import Dataset


class NextItemTrainDataset(Dataset):
    """One example per (user, position): predict items[t] from items[:t]."""

    def __init__(self, train_sequences, sampler, max_seq_len=20, num_negatives=1):
        self.examples = []
        self.user_items = {}
        for user, items in train_sequences.items():
            self.user_items[user] = set(items)
            for t in range(1, len(items)):
                self.examples.append((user, items[max(0, t - max_seq_len):t], items[t]))
        self.sampler = sampler
        self.num_negatives = num_negatives

    def __len__(self):
        return len(self.examples)

    def __getitem__(self, idx):
        user, history, positive = self.examples[idx]
        negatives = self.sampler.sample(self.user_items[user], self.num_negatives)
        return {"history": history, "positive": positive, "negatives": negatives}


class NextItemEvalDataset(Dataset):
    """History + candidate list [target, neg_1, ..., neg_n]; negatives fixed at construction."""

    def __init__(self, split, all_sequences, sampler, max_seq_len=20, num_negatives=100):
        self.examples = []
        for user, (history, target) in sorted(split.items()):
            negatives = sampler.sample(set(all_sequences[user]), num_negatives)
            self.examples.append((history[-max_seq_len:], [target] + negatives))

    def __len__(self):
        return len(self.examples)

    def __getitem__(self, idx):
        history, candidates = self.examples[idx]
        return {"history": history, "candidates": candidates}
