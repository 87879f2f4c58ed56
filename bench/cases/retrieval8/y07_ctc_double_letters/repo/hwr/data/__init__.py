from hwr.data.charset import LabelCodec
from hwr.data.synthetic import GlyphBank, SyntheticWords
from hwr.data.collate import pad_collate

__all__ = ["LabelCodec", "GlyphBank", "SyntheticWords", "pad_collate"]
