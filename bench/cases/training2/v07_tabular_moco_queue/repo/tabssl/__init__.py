"""tabssl: self-supervised pretraining for tabular records (SCARF corruption + MoCo queue)."""
