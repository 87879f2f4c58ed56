"""chordgenre: genre classification from chord progressions with a small Transformer encoder."""
