import copy

import torch

from ..data.client_data import make_loader
from ..losses import proximal_term


class Client:
    def __init__(self, client_id, dataset, batch_size=32, seed=0):
        self.client_id = client_id
        self.dataset = dataset
        self.batch_size = batch_size
        self.seed = seed

    @property
    def num_samples(self):
        return len(self.dataset)

    def local_train(self, global_model, round_idx, epochs=1, lr=0.05, momentum=0.0,
                    mu=0.0, criterion=None):
        """Train a copy of ``global_model`` on local data; returns (state_dict, mean loss)."""
        model = copy.deepcopy(global_model)
        model.train()
        global_params = [p.detach().clone() for p in global_model.parameters()]
        opt = torch.optim.SGD(model.parameters(), lr=lr, momentum=momentum)
        criterion = criterion or torch.nn.CrossEntropyLoss()
        # local shuffling differs per client and per round
        loader = make_loader(self.dataset, self.batch_size, shuffle=True,
                             seed=self.seed + 1000 * round_idx + self.client_id)
        total, count = 0.0, 0
        for _ in range(epochs):
            for x, y in loader:
                loss = criterion(model(x), y)
                if mu > 0:
                    loss = loss + proximal_term(model, global_params, mu)
                opt.zero_grad(set_to_none=True)
                loss.backward()
                opt.step()
                total += loss.item() * x.size(0)
                count += x.size(0)
        return {k: v.detach().clone() for k, v in model.state_dict().items()}, total / max(count, 1)
