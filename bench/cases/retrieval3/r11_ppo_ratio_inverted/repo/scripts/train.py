import argparse

from rlppo.configs import load_config
from rlppo.engine import PPOTrainer
from rlppo.envs import make_vec_env
from rlppo.models import build_model
from rlppo.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    e = cfg["env"]
    envs = make_vec_env(e["name"], e["num_envs"], e["max_steps"], cfg["seed"])
    model = build_model(cfg["model"], envs.obs_dim, envs.num_actions)
    PPOTrainer(model, envs, cfg).train()


if __name__ == "__main__":
    main()
