"""A small grid maze with an optimal (BFS) expert, used to generate behaviour-cloning demonstrations."""
from collections import deque

import numpy as np

ACTIONS = [(-1, 0), (1, 0), (0, -1), (0, 1)]  # up, down, left, right


class GridMaze:
    def __init__(self, size=11, wall_frac=0.2, seed=0):
        rng = np.random.default_rng(seed)
        self.size = size
        self.walls = rng.random((size, size)) < wall_frac
        self.walls[0, :] = self.walls[-1, :] = self.walls[:, 0] = self.walls[:, -1] = True
        self.free = [tuple(p) for p in np.argwhere(~self.walls)]
        self._dist_cache = {}

    def distances(self, goal):
        if goal not in self._dist_cache:
            dist = np.full((self.size, self.size), -1, dtype=np.int64)
            dist[goal] = 0
            q = deque([goal])
            while q:
                r, c = q.popleft()
                for dr, dc in ACTIONS:
                    nr, nc = r + dr, c + dc
                    if not self.walls[nr, nc] and dist[nr, nc] < 0:
                        dist[nr, nc] = dist[r, c] + 1
                        q.append((nr, nc))
            self._dist_cache[goal] = dist
        return self._dist_cache[goal]

    def step(self, pos, a):
        r, c = pos[0] + ACTIONS[a][0], pos[1] + ACTIONS[a][1]
        return pos if self.walls[r, c] else (r, c)

    def expert_action(self, pos, goal):
        dist = self.distances(goal)
        best = min(range(4), key=lambda a: (dist[self.step(pos, a)] if dist[self.step(pos, a)] >= 0 else 1e9))
        return best

    def observe(self, pos, goal):
        obs = np.zeros((3, self.size, self.size), dtype=np.float32)
        obs[0] = self.walls
        obs[1][pos] = 1.0
        obs[2][goal] = 1.0
        return obs.reshape(-1)


def demonstrations(maze, n_samples, seed=0):
    """(obs, expert action) pairs from random start/goal pairs."""
    rng = np.random.default_rng(seed)
    obs, acts = [], []
    while len(acts) < n_samples:
        s, g = (maze.free[i] for i in rng.choice(len(maze.free), 2, replace=False))
        if maze.distances(g)[s] < 0:
            continue
        pos = s
        while pos != g and len(acts) < n_samples:
            a = maze.expert_action(pos, g)
            obs.append(maze.observe(pos, g))
            acts.append(a)
            pos = maze.step(pos, a)
    return np.stack(obs), np.asarray(acts, dtype=np.int64)
