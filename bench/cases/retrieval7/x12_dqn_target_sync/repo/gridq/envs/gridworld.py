"""A deterministic N x N grid world. Agent starts top-left, goal is bottom-right."""
import numpy as np

# up, right, down, left
ACTIONS = np.array([[-1, 0], [0, 1], [1, 0], [0, -1]], dtype=np.int64)


class GridWorld:
    n_actions = 4

    def __init__(self, size=5, step_penalty=-0.01, goal_reward=1.0, seed=None):
        self.size = int(size)
        self.step_penalty = float(step_penalty)
        self.goal_reward = float(goal_reward)
        self.goal = np.array([self.size - 1, self.size - 1])
        self.rng = np.random.default_rng(seed)
        self.pos = np.zeros(2, dtype=np.int64)

    @property
    def obs_dim(self):
        return self.size * self.size

    def _obs(self):
        obs = np.zeros(self.obs_dim, dtype=np.float32)
        obs[self.pos[0] * self.size + self.pos[1]] = 1.0
        return obs

    def reset(self):
        self.pos = np.zeros(2, dtype=np.int64)
        return self._obs()

    def step(self, action):
        move = ACTIONS[int(action)]
        self.pos = np.clip(self.pos + move, 0, self.size - 1)
        done = bool(np.all(self.pos == self.goal))
        reward = self.goal_reward if done else self.step_penalty
        return self._obs(), reward, done, {"pos": self.pos.copy()}
