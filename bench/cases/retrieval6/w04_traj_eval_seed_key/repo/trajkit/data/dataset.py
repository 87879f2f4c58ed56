from torch.utils.data import Dataset

from .synthetic import simulate_scenes


class TrajectoryDataset(Dataset):
    """One sample per (scene, focal agent): observed/future track of the focal agent plus neighbours."""

    def __init__(self, scenes, obs_len=8, pred_len=12):
        self.obs_len = obs_len
        self.pred_len = pred_len
        self.samples = []
        for scene in scenes:
            assert scene.shape[1] >= obs_len + pred_len, "scene too short"
            for i in range(scene.shape[0]):
                others = [j for j in range(scene.shape[0]) if j != i]
                self.samples.append({
                    "obs": scene[i, :obs_len],
                    "fut": scene[i, obs_len:obs_len + pred_len],
                    "neighbors": scene[others, :obs_len],
                })

    @classmethod
    def synthetic(cls, num_scenes, seed, obs_len=8, pred_len=12, **kwargs):
        return cls(simulate_scenes(num_scenes, steps=obs_len + pred_len, seed=seed, **kwargs), obs_len, pred_len)

    def __len__(self):
        return len(self.samples)

    def __getitem__(self, idx):
        return self.samples[idx]
