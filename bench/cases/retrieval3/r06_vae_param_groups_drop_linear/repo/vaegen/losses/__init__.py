from vaegen.losses.annealing import KLAnnealer
from vaegen.losses.elbo import ELBOLoss, bernoulli_nll, gaussian_nll, kl_standard_normal

__all__ = ["ELBOLoss", "KLAnnealer", "bernoulli_nll", "gaussian_nll", "kl_standard_normal"]
