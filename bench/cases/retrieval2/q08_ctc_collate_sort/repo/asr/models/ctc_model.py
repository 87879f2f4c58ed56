import torch.nn as nn
import torch.nn.functional as F


class CTCModel(nn.Module):
    def __init__(self, encoder, vocab_size):
        super().__init__()
        self.encoder = encoder
        self.classifier = nn.Linear(encoder.out_dim, vocab_size)

    def forward(self, feats, lengths):
        h, out_lens = self.encoder(feats, lengths)
        return F.log_softmax(self.classifier(h), dim=-1), out_lens

    def ctc_loss(self, log_probs, out_lens, targets, target_lens, zero_infinity=True):
        # F.ctc_loss wants (T, B, V)
        return F.ctc_loss(log_probs.transpose(0, 1), targets, out_lens, target_lens, blank=0,
                          reduction="mean", zero_infinity=zero_infinity)
