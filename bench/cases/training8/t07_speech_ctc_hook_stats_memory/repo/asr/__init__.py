"""Toy CTC phoneme recogniser: conv front-end + BiGRU, trained on synthetic utterances."""
