"""Synthetic support tickets with multiple tags (the real ones are customer data).

Each tag owns a small set of indicative word ids; a ticket mixes the words of its
1-3 tags with generic filler words.
"""
import torch
from torch.utils.data import Dataset

PAD = 0


def generate_tickets(num_tickets, vocab_size, num_tags, seed=0, words_per_tag=25):
    g = torch.Generator().manual_seed(seed)
    tag_words = torch.randperm(vocab_size - 1, generator=g)[: num_tags * words_per_tag] + 1
    tag_words = tag_words.view(num_tags, words_per_tag)
    # a few tags are much rarer than others, like in production
    tag_freq = torch.linspace(1.0, 0.1, num_tags)
    tickets, labels = [], []
    for _ in range(num_tickets):
        k = int(torch.randint(1, 4, (1,), generator=g))
        tags = torch.multinomial(tag_freq, k, replacement=False, generator=g)
        length = int(torch.randint(12, 48, (1,), generator=g))
        words = torch.randint(1, vocab_size, (length,), generator=g)
        n_ind = max(2, length // 4)
        pos = torch.randperm(length, generator=g)[:n_ind]
        choice = tags[torch.randint(0, k, (n_ind,), generator=g)]
        words[pos] = tag_words[choice, torch.randint(0, words_per_tag, (n_ind,), generator=g)]
        y = torch.zeros(num_tags)
        y[tags] = 1.0
        tickets.append(words)
        labels.append(y)
    return tickets, torch.stack(labels)


class TicketDataset(Dataset):
    def __init__(self, tickets, labels):
        self.tickets, self.labels = tickets, labels

    def __len__(self):
        return len(self.tickets)

    def __getitem__(self, i):
        return self.tickets[i], self.labels[i]


def collate(batch):
    """EmbeddingBag style: flat token ids + offsets."""
    words = [w for w, _ in batch]
    offsets = torch.tensor([0] + [len(w) for w in words[:-1]]).cumsum(0)
    return torch.cat(words), offsets, torch.stack([y for _, y in batch])
