import math

import torch


def simulate_agent(steps, dt, g, kind="pedestrian"):
    speed = (0.8 + 0.8 * torch.rand(1, generator=g).item()) if kind == "pedestrian" else (4 + 6 * torch.rand(1, generator=g).item())
    heading = 2 * math.pi * torch.rand(1, generator=g).item()
    turn = (torch.rand(1, generator=g).item() - 0.5) * (0.6 if kind == "pedestrian" else 0.3)
    pos = torch.randn(2, generator=g) * 5.0
    out = []
    for _ in range(steps):
        out.append(pos.clone())
        heading += turn * dt
        pos = pos + dt * speed * torch.tensor([math.cos(heading), math.sin(heading)])
    traj = torch.stack(out)
    return traj + 0.02 * torch.randn(traj.shape, generator=g)


def simulate_scenes(num_scenes, max_agents=4, steps=20, dt=0.4, seed=0, kind="pedestrian"):
    """Returns a list of scenes; each scene is a tensor [A, steps, 2] in world coordinates (metres)."""
    g = torch.Generator().manual_seed(seed)
    scenes = []
    for _ in range(num_scenes):
        a = int(torch.randint(1, max_agents + 1, (1,), generator=g))
        scenes.append(torch.stack([simulate_agent(steps, dt, g, kind) for _ in range(a)]))
    return scenes
