from tcnweather.data.preprocessing import Standardizer, filter_months
from tcnweather.data.synthetic import generate_station_series
from tcnweather.data.windows import SlidingWindowDataset, build_datasets

__all__ = ["Standardizer", "filter_months", "generate_station_series",
           "SlidingWindowDataset", "build_datasets"]
