"""Greedy policy evaluation."""
import numpy as np


def evaluate(agent, env, episodes=10, epsilon=0.0):
    returns, successes, lengths = [], 0, []
    for _ in range(episodes):
        obs = env.reset()
        done, ret, steps, info = False, 0.0, 0, {}
        while not done:
            action = agent.act(obs, epsilon)
            obs, reward, done, info = env.step(action)
            ret += reward
            steps += 1
        successes += int(done and not info.get("truncated", False))
        returns.append(ret)
        lengths.append(steps)
    return {"return": float(np.mean(returns)), "success": successes / episodes,
            "length": float(np.mean(lengths))}
