from .displacement import DisplacementMeter, ade, fde, min_ade_fde
from .miss_rate import miss_rate

__all__ = ["DisplacementMeter", "ade", "fde", "min_ade_fde", "miss_rate"]
