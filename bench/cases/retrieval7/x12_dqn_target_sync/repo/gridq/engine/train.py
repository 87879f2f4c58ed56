"""Main DQN training loop."""
from ..agents import DQNAgent
from ..envs import make_env
from ..replay import ReplayBuffer
from ..schedules import build_schedule
from ..utils import MetricLogger, set_seed
from .evaluate import evaluate


def train(cfg, printer=print):
    seed = cfg.get("seed", 0)
    set_seed(seed)
    env = make_env(cfg["env"], seed=seed)
    eval_env = make_env(cfg["env"], seed=seed + 1)
    agent = DQNAgent(env.obs_dim, env.n_actions, cfg["model"], cfg["agent"], seed=seed)
    buffer = ReplayBuffer(cfg["replay"]["capacity"], env.obs_dim, seed=seed)
    eps_sched = build_schedule(cfg["exploration"])
    tcfg = cfg["train"]
    warmup = int(cfg["replay"].get("warmup", 200))

    logger = MetricLogger("train", printer)
    history = []
    obs = env.reset()
    ep_return, ep_returns = 0.0, []
    for step in range(1, int(tcfg["total_steps"]) + 1):
        eps = eps_sched.value(step)
        action = agent.act(obs, eps)
        next_obs, reward, done, info = env.step(action)
        # time-limit truncation is not a terminal state for bootstrapping
        terminal = done and not info.get("truncated", False)
        buffer.push(obs, action, reward, next_obs, terminal)
        ep_return += reward
        obs = next_obs
        if done:
            ep_returns.append(ep_return)
            logger.update(ep_return=ep_return)
            obs, ep_return = env.reset(), 0.0

        if len(buffer) >= warmup and step % int(tcfg.get("train_every", 1)) == 0:
            stats = agent.update(buffer.sample(agent.batch_size))
            logger.update(**stats)

        if step % int(tcfg.get("log_every", 500)) == 0:
            logger.flush(step, eps=float(eps))
        if step % int(tcfg.get("eval_every", 1000)) == 0:
            res = evaluate(agent, eval_env, int(tcfg.get("eval_episodes", 10)))
            printer(f"[eval] step={step} return={res['return']:.3f} "
                    f"success={res['success']:.2f} length={res['length']:.1f}")
            history.append({"step": step, **res})
    return agent, history
