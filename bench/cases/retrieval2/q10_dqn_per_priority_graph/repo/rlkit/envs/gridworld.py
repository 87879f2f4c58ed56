import random

import torch


class GridWorld:
    """Agent (red) must reach the goal (green) while avoiding walls (blue). Observation: 3 x size x size."""

    ACTIONS = [(-1, 0), (1, 0), (0, -1), (0, 1)]

    def __init__(self, size=10, wall_density=0.1, seed=None):
        self.size = size
        self.wall_density = wall_density
        self.rng = random.Random(seed)
        self.n_actions = 4
        self.obs_shape = (3, size, size)

    def _free_cell(self):
        while True:
            cell = (self.rng.randrange(self.size), self.rng.randrange(self.size))
            if cell not in self.walls:
                return cell

    def reset(self):
        n = self.size
        self.walls = {(self.rng.randrange(n), self.rng.randrange(n)) for _ in range(int(self.wall_density * n * n))}
        self.agent = self._free_cell()
        self.goal = self._free_cell()
        while self.goal == self.agent:
            self.goal = self._free_cell()
        return self._obs()

    def _obs(self):
        obs = torch.zeros(self.obs_shape)
        obs[0][self.agent] = 1.0
        obs[1][self.goal] = 1.0
        for w in self.walls:
            obs[2][w] = 1.0
        return obs

    def render(self):
        rows = []
        for r in range(self.size):
            row = ""
            for c in range(self.size):
                cell = (r, c)
                row += "A" if cell == self.agent else "G" if cell == self.goal else "#" if cell in self.walls else "."
            rows.append(row)
        return "\n".join(rows)

    def step(self, action):
        dr, dc = self.ACTIONS[action]
        r, c = self.agent[0] + dr, self.agent[1] + dc
        reward = -0.01
        if 0 <= r < self.size and 0 <= c < self.size and (r, c) not in self.walls:
            self.agent = (r, c)
        else:
            reward = -0.05
        done = self.agent == self.goal
        if done:
            reward = 1.0
        return self._obs(), reward, done, {}
