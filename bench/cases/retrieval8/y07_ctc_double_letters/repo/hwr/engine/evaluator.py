"""Validation loop: greedy transcription + CER/WER."""
import torch

from hwr.metrics import RunningCER
from hwr.postprocess import collapse_best_path


@torch.no_grad()
def evaluate(model, loader, codec, device="cpu", return_samples=0):
    model.eval()
    meter = RunningCER()
    samples = []
    for batch in loader:
        log_probs = model(batch["images"].to(device))
        lengths = model.output_lengths(batch["widths"]).clamp(max=log_probs.shape[0])
        preds = codec.decode_batch(collapse_best_path(log_probs, lengths, blank=codec.blank))
        meter.update(preds, batch["texts"])
        if len(samples) < return_samples:
            samples.extend(zip(batch["texts"], preds))
    out = meter.compute()
    if return_samples:
        out["samples"] = samples[:return_samples]
    return out
