"""In-model input standardisation with running statistics (BatchNorm without affine)."""
import torch
from torch import nn


class RunningStandardizer(nn.Module):
    def __init__(self, n_features, momentum=0.05, eps=1e-5):
        super().__init__()
        self.momentum = momentum
        self.eps = eps
        self.register_buffer("running_mean", torch.zeros(n_features))
        self.register_buffer("running_var", torch.ones(n_features))
        self.register_buffer("num_batches_tracked", torch.tensor(0, dtype=torch.long))

    def forward(self, x):
        if self.training:
            mean = x.mean(dim=0)
            var = x.var(dim=0)
            with torch.no_grad():
                if self.num_batches_tracked == 0:
                    self.running_mean.copy_(mean)
                    self.running_var.copy_(var)
                else:
                    self.running_mean.lerp_(mean, self.momentum)
                    self.running_var.lerp_(var, self.momentum)
                self.num_batches_tracked += 1
        else:
            mean, var = self.running_mean, self.running_var
        return (x - mean) / torch.sqrt(var + self.eps)
