from tsfc.transforms.scalers import IdentityScaler, MinMaxScaler, StandardScaler
from tsfc.transforms.time_features import time_features


def build_scaler(name):
    return {"standard": StandardScaler, "minmax": MinMaxScaler, "none": IdentityScaler}[name]()


__all__ = ["build_scaler", "IdentityScaler", "MinMaxScaler", "StandardScaler", "time_features"]
