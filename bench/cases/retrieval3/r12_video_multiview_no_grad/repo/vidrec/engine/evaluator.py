import torch

from vidrec.metrics import ViewAggregator, mean_class_accuracy, topk_correct
from vidrec.utils import get_logger


class MultiViewEvaluator:
    """Video-level accuracy from num_clips x num_crops views per video."""

    def __init__(self, model, num_classes, device="cuda", view_chunk=6):
        self.model, self.num_classes, self.device = model, num_classes, device
        self.view_chunk = view_chunk
        self.log = get_logger("vidrec.test")

    @torch.no_grad()
    def _forward_single(self, clips):
        return self.model(clips[:, 0].to(self.device)).softmax(-1).unsqueeze(1)

    def _forward_views(self, clips):
        b, v = clips.shape[:2]
        flat = clips.flatten(0, 1)
        outs = [self.model(flat[i:i + self.view_chunk].to(self.device)).softmax(-1)
                for i in range(0, flat.shape[0], self.view_chunk)]
        return torch.cat(outs).view(b, v, -1)

    def run(self, loader, log_every=20):
        self.model.eval()
        agg = ViewAggregator(len(loader.dataset), self.num_classes)
        for step, (clips, labels, idx) in enumerate(loader, 1):
            probs = self._forward_single(clips) if clips.shape[1] == 1 else self._forward_views(clips)
            agg.add(idx, probs, labels)
            if step % log_every == 0:
                mem = torch.cuda.memory_allocated() / 2 ** 30 if torch.cuda.is_available() else 0.0
                self.log.info("[test] batch %d/%d | views %d | mem %.2f GiB", step, len(loader), clips.shape[1], mem)
        scores, labels = agg.result()
        hits = topk_correct(scores, labels)
        return {"top1": 100.0 * hits[1] / len(labels), "top5": 100.0 * hits[5] / len(labels),
                "mean_class_acc": mean_class_accuracy(scores, labels, self.num_classes)}
