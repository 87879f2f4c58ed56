from .a2c import A2C
from .buffer import RolloutBuffer
from .envs import make_env
from .evaluate import evaluate
from .policy import ActorCritic
from .ppo import PPO
from .utils import EpisodeStats, format_log, set_seed

ALGOS = {"a2c": A2C, "ppo": PPO}


def train(cfg, log=print):
    set_seed(cfg.seed)
    env = make_env(cfg)
    policy = ActorCritic(env.obs_dim, env.n_actions, cfg.hidden)
    algo = ALGOS[cfg.algo](policy, cfg)
    buffer = RolloutBuffer(cfg.rollout_len, cfg.n_envs, env.obs_dim)
    stats = EpisodeStats()
    history = []

    obs = env.reset()
    for update in range(1, cfg.total_updates + 1):
        for _ in range(cfg.rollout_len):
            action, log_prob, value = policy.act(obs)
            next_obs, reward, done, info = env.step(action)
            buffer.add(obs, action, log_prob, value, reward, done)
            stats.extend(info["episode_returns"])
            obs = next_obs
        _, _, last_value = policy.act(obs)
        batch = buffer.compute(last_value, cfg.gamma, cfg.gae_lambda)
        upd_stats = algo.update(batch)
        history.append({"update": update, "ep_ret": stats.mean, **upd_stats})
        if cfg.log_every and update % cfg.log_every == 0:
            log(format_log(update, stats.mean, upd_stats))

    eval_env = make_env(cfg, seed=cfg.seed + 1000)
    final = evaluate(policy, eval_env)
    log(f"final greedy return {final:.2f} (optimal {env.episode_len}, random {env.episode_len / env.n_actions:.1f})")
    return policy, history, final
