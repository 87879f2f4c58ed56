import bisect

from torch.optim.lr_scheduler import LambdaLR


def WarmupMultiStep(optimizer, milestones_iters, warmup_iters=500, warmup_factor=1e-3, gamma=0.1):
    milestones_iters = sorted(milestones_iters)

    def factor(it):
        f = gamma ** bisect.bisect_right(milestones_iters, it)
        if it < warmup_iters:
            alpha = it / warmup_iters
            f *= warmup_factor * (1 - alpha) + alpha
        return f

    return LambdaLR(optimizer, factor)
