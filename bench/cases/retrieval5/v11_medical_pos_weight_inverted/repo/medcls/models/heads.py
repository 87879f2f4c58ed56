"""One logit per finding."""
import torch.nn as nn


class MultiLabelHead(nn.Module):
    def __init__(self, in_features, num_findings, dropout=0.0, prior=None):
        super().__init__()
        self.drop = nn.Dropout(dropout)
        self.fc = nn.Linear(in_features, num_findings)
        if prior is not None:
            # initialise the bias to the log-odds of the label prevalence
            import math
            nn.init.constant_(self.fc.bias, math.log(prior / (1 - prior)))

    def forward(self, x):
        return self.fc(self.drop(x))
