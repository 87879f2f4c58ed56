import random

import torch


class GridWorld:
    ACTIONS = [(-1, 0), (1, 0), (0, -1), (0, 1)]

    def __init__(self, size=8, n_walls=6, max_steps=60, seed=0):
        self.size, self.n_walls, self.max_steps = size, n_walls, max_steps
        self.rng = random.Random(seed)

    def _obs(self):
        o = torch.zeros(3, self.size, self.size)
        o[0][self.agent] = 1.0
        o[1][self.goal] = 1.0
        for w in self.walls:
            o[2][w] = 1.0
        return o

    def reset(self):
        cells = [(r, c) for r in range(self.size) for c in range(self.size)]
        picks = self.rng.sample(cells, self.n_walls + 2)
        self.agent, self.goal, self.walls = picks[0], picks[1], set(picks[2:])
        self.t = 0
        return self._obs()

    def step(self, action):
        dr, dc = self.ACTIONS[action]
        r, c = self.agent[0] + dr, self.agent[1] + dc
        if 0 <= r < self.size and 0 <= c < self.size and (r, c) not in self.walls:
            self.agent = (r, c)
        self.t += 1
        done = self.agent == self.goal
        reward = 1.0 if done else -0.01
        truncated = self.t >= self.max_steps
        return self._obs(), reward, done, truncated
