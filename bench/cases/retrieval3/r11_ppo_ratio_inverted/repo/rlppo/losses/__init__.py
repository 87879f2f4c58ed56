from rlppo.losses.ppo import clipped_policy_loss, entropy_bonus, value_loss

__all__ = ["clipped_policy_loss", "entropy_bonus", "value_loss"]
