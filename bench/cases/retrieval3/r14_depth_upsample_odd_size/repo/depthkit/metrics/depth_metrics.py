import torch


def garg_crop_mask(h, w):
    mask = torch.zeros(h, w, dtype=torch.bool)
    mask[int(0.40810811 * h):int(0.99189189 * h), int(0.03594771 * w):int(0.96405229 * w)] = True
    return mask


def compute_errors(pred, gt):
    thresh = torch.max(gt / pred, pred / gt)
    return {
        "abs_rel": ((gt - pred).abs() / gt).mean().item(),
        "sq_rel": (((gt - pred) ** 2) / gt).mean().item(),
        "rmse": torch.sqrt(((gt - pred) ** 2).mean()).item(),
        "rmse_log": torch.sqrt(((torch.log(gt) - torch.log(pred)) ** 2).mean()).item(),
        "a1": (thresh < 1.25).float().mean().item(),
        "a2": (thresh < 1.25 ** 2).float().mean().item(),
        "a3": (thresh < 1.25 ** 3).float().mean().item(),
    }


class DepthMetrics:
    def __init__(self, min_depth=1e-3, max_depth=80.0, garg_crop=True, median_scaling=False):
        self.min_depth, self.max_depth = min_depth, max_depth
        self.garg_crop, self.median_scaling = garg_crop, median_scaling
        self.sums, self.n = {}, 0

    def update(self, pred, gt):
        for p, g in zip(pred, gt):
            p, g = p.squeeze(0), g
            mask = (g > self.min_depth) & (g < self.max_depth)
            if self.garg_crop:
                mask &= garg_crop_mask(*g.shape).to(mask.device)
            if not mask.any():
                continue
            p, g = p[mask], g[mask]
            if self.median_scaling:
                p = p * (g.median() / p.median())
            p = p.clamp(self.min_depth, self.max_depth)
            for k, v in compute_errors(p, g).items():
                self.sums[k] = self.sums.get(k, 0.0) + v
            self.n += 1

    def compute(self):
        return {k: v / max(self.n, 1) for k, v in self.sums.items()}
