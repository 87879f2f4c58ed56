from dataclasses import dataclass

import torch


def rotation_matrix(theta):
    c, s = torch.cos(theta), torch.sin(theta)
    return torch.stack([torch.stack([c, -s], -1), torch.stack([s, c], -1)], -2)  # [..., 2, 2]


@dataclass
class AgentFrame:
    origin: torch.Tensor   # [B, 2]
    theta: torch.Tensor    # [B]


def heading(obs, eps=1e-6):
    d = obs[:, -1] - obs[:, -2]
    still = d.norm(dim=-1) < eps
    theta = torch.atan2(d[:, 1], d[:, 0])
    return torch.where(still, torch.zeros_like(theta), theta)


def to_agent_frame(points, frame):
    """World -> agent frame: translate to the last observed position, rotate heading onto +x."""
    shape = points.shape
    pts = points.reshape(shape[0], -1, 2) - frame.origin[:, None]
    rot = rotation_matrix(-frame.theta)
    return (pts @ rot.transpose(-1, -2)).reshape(shape)


def to_world_frame(points, frame):
    """Agent -> world frame; inverse of :func:`to_agent_frame`. ``points`` [B, ..., 2]."""
    shape = points.shape
    pts = points.reshape(shape[0], -1, 2)
    rot = rotation_matrix(frame.theta)
    return (pts @ rot.transpose(-1, -2) + frame.origin[:, None]).reshape(shape)


def make_frame(obs):
    return AgentFrame(origin=obs[:, -1].clone(), theta=heading(obs))
