from .multiscale import MultiScaleEPELoss, endpoint_error_map
from .photometric import PhotometricLoss, charbonnier

__all__ = ["MultiScaleEPELoss", "endpoint_error_map", "PhotometricLoss", "charbonnier"]
