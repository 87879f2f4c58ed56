import torch
from torch.nn.utils.rnn import pad_sequence


class SpeechCollator:
    def __init__(self, pad_value=0.0):
        self.pad_value = pad_value

    def __call__(self, batch):
        batch = sorted(batch, key=lambda b: b[0].size(0), reverse=True)
        feats = [b[0] for b in batch]
        targets = [b[1] for b in batch]
        feat_lens = torch.tensor([f.size(0) for f in feats], dtype=torch.long)
        target_lens = torch.tensor([t.numel() for t in targets], dtype=torch.long)
        return {
            "feats": pad_sequence(feats, batch_first=True, padding_value=self.pad_value),
            "feat_lens": feat_lens,
            "targets": torch.cat(targets),
            "target_lens": target_lens,
        }
