import torch


class JointsMSELoss(torch.nn.Module):
    """MSE between predicted and target heatmaps, weighted per joint (0 for invisible joints)."""

    def forward(self, pred, target, weights):
        w = weights[:, :, None, None]
        return 0.5 * ((pred - target) ** 2 * w).mean()


class AdaptiveWingLoss(torch.nn.Module):
    """Wang et al. (2019) adaptive wing loss for heatmap regression."""

    def __init__(self, omega=14.0, theta=0.5, epsilon=1.0, alpha=2.1):
        super().__init__()
        self.omega, self.theta, self.epsilon, self.alpha = omega, theta, epsilon, alpha

    def forward(self, pred, target, weights):
        diff = (pred - target).abs()
        a = self.alpha - target
        t = self.theta / self.epsilon
        A = self.omega * (1 / (1 + t ** a)) * a * (t ** (a - 1)) / self.epsilon
        C = self.theta * A - self.omega * torch.log1p(t ** a)
        loss = torch.where(diff < self.theta,
                           self.omega * torch.log1p((diff / self.epsilon) ** a),
                           A * diff - C)
        return (loss * weights[:, :, None, None]).mean()
