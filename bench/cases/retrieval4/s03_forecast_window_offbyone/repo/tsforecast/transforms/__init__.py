from .scaling import MinMaxScaler, StandardScaler, build_scaler
from .differencing import Differencer

__all__ = ["MinMaxScaler", "StandardScaler", "build_scaler", "Differencer"]
