from rlppo.models.actor_critic import ActorCritic


def build_model(cfg, obs_dim, num_actions):
    return ActorCritic(obs_dim, num_actions, cfg["hidden"], cfg["activation"], cfg["shared"])
