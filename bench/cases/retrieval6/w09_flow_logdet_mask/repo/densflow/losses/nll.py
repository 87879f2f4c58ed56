from torch import nn


def nll(log_prob):
    """Mean negative log-likelihood in nats."""
    return -log_prob.mean()


class NLLLoss(nn.Module):
    def __init__(self, l2=0.0):
        super().__init__()
        self.l2 = l2

    def forward(self, model, x):
        loss = nll(model.log_prob(x))
        if self.l2:
            loss = loss + self.l2 * sum(p.pow(2).sum() for p in model.parameters())
        return loss
