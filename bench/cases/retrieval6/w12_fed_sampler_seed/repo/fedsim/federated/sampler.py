"""Which clients participate in a round."""
import torch


class ClientSampler:
    """Samples ``clients_per_round`` distinct clients per round.

    ``strategy``: ``uniform`` or ``size`` (probability proportional to the number
    of local samples, as in McMahan et al.'s variant).
    """

    def __init__(self, num_clients, clients_per_round, seed=0, strategy="uniform",
                 client_sizes=None):
        if clients_per_round > num_clients:
            raise ValueError("clients_per_round cannot exceed num_clients")
        self.num_clients = num_clients
        self.clients_per_round = clients_per_round
        self.seed = seed
        self.strategy = strategy
        sizes = torch.as_tensor(client_sizes if client_sizes is not None
                                else [1] * num_clients, dtype=torch.float)
        self.probs = sizes / sizes.sum()

    def sample(self, round_idx):
        k, n = self.clients_per_round, self.num_clients
        if k == n:
            return list(range(n))
        # a fresh generator per round keeps selection reproducible when a
        # simulation is resumed from a checkpoint at round ``round_idx``
        g = torch.Generator().manual_seed(self.seed)
        if self.strategy == "uniform":
            chosen = torch.randperm(n, generator=g)[:k]
        elif self.strategy == "size":
            chosen = torch.multinomial(self.probs, k, replacement=False, generator=g)
        else:
            raise ValueError(f"unknown sampling strategy {self.strategy!r}")
        return sorted(chosen.tolist())
