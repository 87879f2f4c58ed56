from torch import nn

from .builder import DECODERS, ENCODERS, MODELS


@MODELS.register()
class Captioner(nn.Module):
    def __init__(self, vocab_size, pad_id, bos_id, eos_id, encoder=None, decoder=None):
        super().__init__()
        enc_cfg = dict(encoder or {"type": "ConvGridEncoder"})
        dec_cfg = dict(decoder or {"type": "AttentiveGRUDecoder"})
        self.encoder = ENCODERS.build(enc_cfg)
        self.decoder = DECODERS.build(dec_cfg, vocab_size=vocab_size,
                                      feat_dim=self.encoder.out_dim, pad_id=pad_id)
        self.vocab_size = vocab_size
        self.pad_id, self.bos_id, self.eos_id = pad_id, bos_id, eos_id

    def encode(self, images):
        return self.encoder(images)

    def forward(self, images, captions):
        regions, pooled = self.encode(images)
        return self.decoder(captions, regions, pooled)
