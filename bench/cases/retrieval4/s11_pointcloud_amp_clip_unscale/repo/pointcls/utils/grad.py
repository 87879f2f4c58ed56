import torch


def grad_norm(parameters):
    norms = [p.grad.detach().norm(2) for p in parameters if p.grad is not None]
    if not norms:
        return 0.0
    return torch.stack(norms).norm(2).item()


def clip_gradients(model, max_norm):
    return torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
