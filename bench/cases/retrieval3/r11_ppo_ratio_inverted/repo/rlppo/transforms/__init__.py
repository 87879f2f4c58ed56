from rlppo.transforms.normalize import ObsNormalizer, RewardScaler, RunningMeanStd

__all__ = ["ObsNormalizer", "RewardScaler", "RunningMeanStd"]
