"""Step-level metric log, written as CSV with pandas."""
import os

import pandas as pd
import torch


def _scalar(value):
    return value.item() if torch.is_tensor(value) else value


class StepLogger:
    def __init__(self, log_dir=None):
        self.rows = []
        self.path = os.path.join(log_dir, "steps.csv") if log_dir else None
        if log_dir:
            os.makedirs(log_dir, exist_ok=True)

    def log(self, **values):
        self.rows.append(values)

    def frame(self):
        return pd.DataFrame([{k: _scalar(v) for k, v in row.items()} for row in self.rows])

    def epoch_means(self):
        """Per (epoch, split) means of the logged values, weighted by the batch size `n`."""
        df = self.frame()
        weighted = df[["loss"]].mul(df["n"], axis=0).assign(n=df["n"], epoch=df["epoch"],
                                                            split=df["split"])
        sums = weighted.groupby(["epoch", "split"]).sum()
        return sums[["loss"]].div(sums["n"], axis=0)

    def flush(self):
        if self.path:
            self.frame().to_csv(self.path, index=False)
