import argparse

from rlppo.configs import load_config
from rlppo.engine import evaluate_policy
from rlppo.envs import CartPole
from rlppo.models import build_model
from rlppo.transforms import ObsNormalizer
from rlppo.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--episodes", type=int, default=10)
    args = ap.parse_args()
    cfg = load_config(args.config)
    env = CartPole(max_steps=cfg["env"]["max_steps"], seed=12345)
    model = build_model(cfg["model"], env.obs_dim, env.num_actions)
    state = load_checkpoint(args.ckpt, model)
    norm = None
    if cfg["normalize"]["obs"]:
        norm = ObsNormalizer(env.obs_dim)
        norm.rms.mean, norm.rms.var = state["obs_mean"], state["obs_var"]
    mean, returns = evaluate_policy(model.eval(), env, args.episodes, obs_norm=norm)
    print(f"mean return {mean:.1f} over {len(returns)} episodes (min {min(returns):.0f}, max {max(returns):.0f})")


if __name__ == "__main__":
    main()
