from sensorad.data.datasets import WindowDataset
from sensorad.data.scaling import MinMaxScaler, StandardScaler, build_scaler
from sensorad.data.synthetic import PlantSimulator
from sensorad.data.windows import sliding_windows, window_labels

__all__ = ["WindowDataset", "MinMaxScaler", "StandardScaler", "build_scaler", "PlantSimulator",
           "sliding_windows", "window_labels"]
