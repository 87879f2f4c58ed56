import copy

import torch


class SWAAverager:
    def __init__(self, model):
        self.avg = copy.deepcopy(model).eval()
        self.n = 0

    @torch.no_grad()
    def update(self, model):
        self.n += 1
        for a, p in zip(self.avg.parameters(), model.parameters()):
            a.add_((p.detach() - a) / self.n)


@torch.no_grad()
def update_bn(loader, model, device="cpu", max_batches=None):
    momenta = {}
    for m in model.modules():
        if isinstance(m, torch.nn.modules.batchnorm._BatchNorm):
            m.reset_running_stats()
            momenta[m] = m.momentum
            m.momentum = None
    if not momenta:
        return
    was_training = model.training
    model.train()
    for i, (x, _) in enumerate(loader):
        if max_batches is not None and i >= max_batches:
            break
        model(x.to(device))
    for m, mom in momenta.items():
        m.momentum = mom
    model.train(was_training)
