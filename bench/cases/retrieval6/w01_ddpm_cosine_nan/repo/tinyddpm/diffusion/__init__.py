from .schedules import build_betas, get_schedule_names
from .gaussian import GaussianDiffusion
from .samplers import DDIMSampler, DDPMSampler, build_sampler

__all__ = ["build_betas", "get_schedule_names", "GaussianDiffusion", "DDPMSampler", "DDIMSampler", "build_sampler"]
