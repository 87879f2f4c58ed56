from torch.utils.data import Dataset


class BeatDataset(Dataset):
    def __init__(self, beats, labels, transform):
        self.beats, self.labels, self.transform = beats, labels, transform

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.transform(self.beats[i]).unsqueeze(0), self.labels[i]
