import copy


class EarlyStopper:
    """Keep the weights with the best validation accuracy (ties broken by lower val loss)."""

    def __init__(self, patience=100):
        self.patience = patience
        self.best_acc = -1.0
        self.best_loss = float("inf")
        self.best_state = None
        self.best_epoch = 0
        self.counter = 0

    def update(self, epoch, val_acc, val_loss, model):
        if val_acc > self.best_acc or (val_acc == self.best_acc and val_loss < self.best_loss):
            self.best_acc, self.best_loss, self.best_epoch = val_acc, val_loss, epoch
            self.best_state = copy.deepcopy(model.state_dict())
            self.counter = 0
        else:
            self.counter += 1
        return self.counter >= self.patience

    def restore(self, model):
        if self.best_state is not None:
            model.load_state_dict(self.best_state)
