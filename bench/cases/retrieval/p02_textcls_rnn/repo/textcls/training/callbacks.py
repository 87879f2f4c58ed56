import copy


class BestModelKeeper:
    """Keeps a copy of the weights with the best validation metric."""

    def __init__(self, metric="acc", mode="max"):
        self.metric = metric
        self.mode = mode
        self.best = None
        self.state = None
        self.best_epoch = -1

    def __call__(self, epoch, model, stats):
        value = stats[self.metric]
        better = self.best is None or (value > self.best if self.mode == "max" else value < self.best)
        if better:
            self.best = value
            self.best_epoch = epoch
            self.state = copy.deepcopy(model.state_dict())
        return better

    def restore(self, model):
        if self.state is not None:
            model.load_state_dict(self.state)


class EpochLogger:
    def __init__(self, log=print):
        self.log = log

    def __call__(self, epoch, train_stats, val_stats):
        self.log(f"epoch {epoch:2d} | train loss {train_stats['loss']:.4f} acc {train_stats['acc']:.3f}"
                 f" | val loss {val_stats['loss']:.4f} acc {val_stats['acc']:.3f}"
                 f" f1 {val_stats['macro_f1']:.3f}")
