from fewshot.losses.episodic import episodic_loss, pairwise_distance

__all__ = ["episodic_loss", "pairwise_distance"]
