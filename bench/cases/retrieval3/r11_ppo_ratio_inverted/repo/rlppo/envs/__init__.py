from rlppo.envs.cartpole import CartPole
from rlppo.envs.vec_env import SyncVectorEnv

_ENVS = {"cartpole": CartPole}


def make_vec_env(name, num_envs, max_steps, seed=0):
    return SyncVectorEnv([lambda i=i: _ENVS[name](max_steps=max_steps, seed=seed + i) for i in range(num_envs)])
