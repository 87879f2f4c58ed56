"""Synthetic IMU recordings: periodic motion for the dynamic activities, posture + tremor for static ones."""
import numpy as np

from . import ACTIVITIES

GRAVITY = 9.81
_STEP_HZ = {"walking": 1.8, "running": 2.8, "stairs": 1.4}
_POSTURE = {"sitting": (0.3, 0.2, 0.93), "lying": (0.95, 0.1, 0.2)}


def make_recording(activity, seconds=20, fs=50, rng=None):
    rng = rng or np.random.default_rng()
    t = np.arange(int(seconds * fs)) / fs
    acc = np.empty((3, t.size))
    gyro = np.empty((3, t.size))
    if activity in _STEP_HZ:
        f = _STEP_HZ[activity] * rng.uniform(0.9, 1.1)
        amp = {"walking": 2.0, "running": 6.0, "stairs": 3.0}[activity]
        for a in range(3):
            phase = rng.uniform(0, 2 * np.pi)
            acc[a] = amp * np.sin(2 * np.pi * f * t + phase) + 0.3 * amp * np.sin(4 * np.pi * f * t)
            gyro[a] = 0.4 * amp / 2 * np.sin(2 * np.pi * f * t + phase + 1.0)
        acc[2] += GRAVITY
        if activity == "stairs":
            acc[2] += 1.5 * np.sin(2 * np.pi * 0.5 * f * t)
    else:
        direction = np.array(_POSTURE[activity]) + rng.normal(0, 0.05, 3)
        acc[:] = GRAVITY * (direction / np.linalg.norm(direction))[:, None]
        gyro[:] = 0.0
    acc += rng.normal(0, 0.15, acc.shape)
    gyro += rng.normal(0, 0.02, gyro.shape)
    return np.concatenate([acc, gyro]).astype(np.float32)


def make_recordings(n_per_activity=20, seconds=20, fs=50, seed=0):
    rng = np.random.default_rng(seed)
    signals, labels = [], []
    for label, activity in enumerate(ACTIVITIES):
        for _ in range(n_per_activity):
            signals.append(make_recording(activity, seconds, fs, rng))
            labels.append(label)
    return np.stack(signals), np.array(labels, dtype=np.int64)
