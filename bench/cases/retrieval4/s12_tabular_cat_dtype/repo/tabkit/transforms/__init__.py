from .encoders import CategoryEncoder, NumericScaler, TabularEncoder, fit_encoder

__all__ = ["CategoryEncoder", "NumericScaler", "TabularEncoder", "fit_encoder"]
