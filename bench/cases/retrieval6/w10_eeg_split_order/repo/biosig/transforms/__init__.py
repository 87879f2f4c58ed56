from .augment import AmplitudeScale, ChannelDropout, Compose, RandomTimeShift, build_transforms
from .filters import bandpass_fft, notch_fft

__all__ = ["AmplitudeScale", "ChannelDropout", "Compose", "RandomTimeShift", "build_transforms",
           "bandpass_fft", "notch_fft"]
