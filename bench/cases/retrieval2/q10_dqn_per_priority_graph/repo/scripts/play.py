"""Roll out a trained agent greedily and print the episodes (ASCII for GridWorld)."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from rlkit.agents import DQNAgent  # noqa: E402
from rlkit.envs import make_env  # noqa: E402
from rlkit.networks import build_q_network  # noqa: E402
from rlkit.utils.config import load_config  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--checkpoint", required=True)
    ap.add_argument("--episodes", type=int, default=3)
    ap.add_argument("--render", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    env = make_env(cfg["env"], seed=123)
    agent = DQNAgent(build_q_network(cfg["network"], env.obs_shape, env.n_actions), env.n_actions, cfg["agent"])
    state = torch.load(args.checkpoint, map_location="cpu", weights_only=False)
    agent.load_state_dict(state.get("agent", state))
    for ep in range(args.episodes):
        obs, done, ret, t = env.reset(), False, 0.0, 0
        while not done:
            if args.render and hasattr(env, "render"):
                print(env.render(), end="\n\n")
            obs, r, done, _ = env.step(agent.act(obs, 0.0))
            ret += r
            t += 1
        print(f"episode {ep}: return {ret:.2f} in {t} steps")


if __name__ == "__main__":
    main()
