"""A 2-D point mass that must be steered onto a goal.

Observation: [x, y, vx, vy, gx, gy]. Action: 2-D force in [-1, 1].
The episode terminates (with a bonus) once the mass is inside the goal
radius, and is truncated after ``max_steps``.
"""

import numpy as np


class PointMassEnv:
    obs_dim = 6
    act_dim = 2

    def __init__(self, max_steps=100, goal_radius=0.1, dt=0.1, seed=0):
        self.max_steps = max_steps
        self.goal_radius = goal_radius
        self.dt = dt
        self.rng = np.random.default_rng(seed)
        self.state = None
        self.t = 0

    def reset(self):
        pos = self.rng.uniform(-1.0, 1.0, size=2)
        goal = self.rng.uniform(-1.0, 1.0, size=2)
        self.state = np.concatenate([pos, np.zeros(2), goal])
        self.t = 0
        return self.state.astype(np.float32).copy()

    def step(self, action):
        action = np.clip(np.asarray(action, dtype=np.float64), -1.0, 1.0)
        pos, vel, goal = self.state[:2], self.state[2:4], self.state[4:]
        vel = 0.9 * vel + self.dt * action
        pos = np.clip(pos + self.dt * vel, -1.5, 1.5)
        self.state = np.concatenate([pos, vel, goal])
        self.t += 1

        dist = float(np.linalg.norm(pos - goal))
        reward = -dist - 0.01 * float(np.sum(action ** 2))
        terminated = dist < self.goal_radius
        if terminated:
            reward += 10.0
        truncated = (not terminated) and self.t >= self.max_steps
        return self.state.astype(np.float32).copy(), reward, terminated, truncated, {"dist": dist}
