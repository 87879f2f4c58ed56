"""Embedding extraction for enrolment and test utterances."""
import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from ..data.dataset import SpeakerDataset


class EmbeddingExtractor:
    """Turns full-length utterances into L2-normalised embeddings.

    Utterances have different lengths, so they are embedded one at a time.
    """

    def __init__(self, model, n_mels=40, precomputed=True, num_workers=0):
        self.model = model
        self.n_mels = n_mels
        self.precomputed = precomputed
        self.num_workers = num_workers

    @torch.no_grad()
    def extract(self, utts):
        """utts: [(utt_id, source, spk)] -> {utt_id: embedding (D,)}"""
        self.model.eval
        ds = SpeakerDataset(utts, self.n_mels, segment=None, precomputed=self.precomputed)
        loader = DataLoader(ds, batch_size=1, shuffle=False, num_workers=self.num_workers,
                            collate_fn=lambda b: b[0])
        out = {}
        for feats, _, utt_id in loader:
            emb = self.model(feats.unsqueeze(0))[0]
            out[utt_id] = F.normalize(emb, dim=0)
        return out

    def embed_speaker(self, utts):
        """Average of the utterance embeddings, re-normalised (for enrolment)."""
        embs = self.extract(utts)
        mean = torch.stack(list(embs.values())).mean(dim=0)
        return F.normalize(mean, dim=0)
