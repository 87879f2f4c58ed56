from tinyppo.models.actor_critic import ActorCritic, mlp

__all__ = ["ActorCritic", "mlp"]
