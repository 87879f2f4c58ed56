from .topk import AverageMeter, topk_correct

__all__ = ["AverageMeter", "topk_correct"]
