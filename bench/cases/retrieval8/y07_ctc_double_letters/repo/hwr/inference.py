"""High level inference API."""
import numpy as np
import torch

from hwr.data.charset import LabelCodec
from hwr.data.collate import pad_collate
from hwr.models.crnn import build_model
from hwr.postprocess import best_path_confidence, collapse_best_path
from hwr.utils.checkpoint import load_checkpoint


class Recognizer:
    def __init__(self, model, codec, device="cpu"):
        self.model = model.to(device).eval()
        self.codec = codec
        self.device = device

    @classmethod
    def from_checkpoint(cls, path, device="cpu"):
        ck = load_checkpoint(path, map_location=device)
        codec = LabelCodec(ck["cfg"]["data"]["charset"])
        model = build_model(ck["cfg"], codec.num_classes)
        model.load_state_dict(ck["model"])
        return cls(model, codec, device)

    @torch.no_grad()
    def predict(self, images, return_confidence=False):
        """images: list of (H, W) arrays/tensors with values in [0, 1]."""
        batch = []
        for im in images:
            t = torch.as_tensor(np.asarray(im, dtype=np.float32)).unsqueeze(0)
            batch.append({"image": t, "text": "", "labels": torch.zeros(0, dtype=torch.long)})
        b = pad_collate(batch, width_multiple=self.model.backbone.width_stride)
        log_probs = self.model(b["images"].to(self.device))
        lengths = self.model.output_lengths(b["widths"]).clamp(max=log_probs.shape[0])
        texts = self.codec.decode_batch(collapse_best_path(log_probs, lengths, self.codec.blank))
        if return_confidence:
            return texts, best_path_confidence(log_probs, lengths, self.codec.blank).tolist()
        return texts
