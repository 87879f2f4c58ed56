from .data import sample_toy
from .model import Denoiser
from .schedule import NoiseSchedule, cosine_betas, linear_betas
from .trainer import DiffusionTrainer

__all__ = ["sample_toy", "Denoiser", "NoiseSchedule", "cosine_betas", "linear_betas",
           "DiffusionTrainer"]
