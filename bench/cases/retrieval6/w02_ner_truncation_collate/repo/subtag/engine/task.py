import torch

from ..metrics import SpanF1, TokenAccuracy
from .predictor import word_level_predictions


class NerTask:
    def __init__(self, model, criterion, label_map):
        self.model = model
        self.criterion = criterion
        self.label_map = label_map

    def train_step(self, batch):
        logits = self.model(batch["input_ids"], batch["attention_mask"])
        loss = self.criterion(logits, batch["labels"])
        return {"loss": loss}

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        span, acc = SpanF1(), TokenAccuracy()
        for batch in loader:
            logits = self.model(batch["input_ids"], batch["attention_mask"])
            acc.update(logits, batch["labels"])
            pred_words = word_level_predictions(logits, batch["word_ids"], self.label_map)
            gold_words = word_level_predictions(None, batch["word_ids"], self.label_map, labels=batch["labels"])
            for g, p in zip(gold_words, pred_words):
                span.update(g, p)
        self.model.train()
        out = {"token_acc": acc.compute()}
        out.update({f"entity_{k}": v for k, v in span.compute().items()})
        return out
