from .kernels import RBFKernel, Matern52Kernel, ScaleKernel
from .model import ExactGP

__all__ = ["RBFKernel", "Matern52Kernel", "ScaleKernel", "ExactGP"]
