from .separation import SeparationMeter, si_snr, snr

__all__ = ["SeparationMeter", "si_snr", "snr"]
