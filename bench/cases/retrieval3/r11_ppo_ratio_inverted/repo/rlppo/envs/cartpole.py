import math
import random


class CartPole:
    """Classic cart-pole balancing (Barto et al. 1983), same constants as gym's CartPole-v1."""

    obs_dim, num_actions = 4, 2

    def __init__(self, max_steps=500, seed=0):
        self.gravity, self.masscart, self.masspole, self.length = 9.8, 1.0, 0.1, 0.5
        self.force_mag, self.tau = 10.0, 0.02
        self.theta_limit, self.x_limit = 12 * 2 * math.pi / 360, 2.4
        self.max_steps = max_steps
        self.rng = random.Random(seed)
        self.state, self.t = None, 0

    def reset(self):
        self.state = [self.rng.uniform(-0.05, 0.05) for _ in range(4)]
        self.t = 0
        return list(self.state)

    def step(self, action):
        x, x_dot, theta, theta_dot = self.state
        force = self.force_mag if action == 1 else -self.force_mag
        cos, sin = math.cos(theta), math.sin(theta)
        total_mass = self.masspole + self.masscart
        pml = self.masspole * self.length
        temp = (force + pml * theta_dot ** 2 * sin) / total_mass
        theta_acc = (self.gravity * sin - cos * temp) / (self.length * (4.0 / 3.0 - self.masspole * cos ** 2 / total_mass))
        x_acc = temp - pml * theta_acc * cos / total_mass
        x, x_dot = x + self.tau * x_dot, x_dot + self.tau * x_acc
        theta, theta_dot = theta + self.tau * theta_dot, theta_dot + self.tau * theta_acc
        self.state = [x, x_dot, theta, theta_dot]
        self.t += 1
        terminated = abs(x) > self.x_limit or abs(theta) > self.theta_limit
        truncated = self.t >= self.max_steps
        return list(self.state), 1.0, terminated, truncated
