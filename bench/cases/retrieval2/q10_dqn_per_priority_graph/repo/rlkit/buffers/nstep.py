from collections import deque


class NStepAccumulator:
    """Turns 1-step transitions into n-step ones: (s_t, a_t, sum_k gamma^k r_{t+k}, s_{t+n}, gamma^n or 0, extra)."""

    def __init__(self, n, gamma):
        self.n = n
        self.gamma = gamma
        self.queue = deque()

    def push(self, obs, action, reward, next_obs, terminal, end_of_episode, extra=None):
        """`extra` (e.g. an initial priority) travels with the first transition of each n-step window."""
        self.queue.append((obs, action, reward, extra))
        out = []
        if len(self.queue) == self.n:
            out.append(self._emit(next_obs, terminal))
            self.queue.popleft()
        if end_of_episode:
            while self.queue:
                out.append(self._emit(next_obs, terminal))
                self.queue.popleft()
        return out

    def _emit(self, next_obs, terminal):
        ret, disc = 0.0, 1.0
        for _, _, r, _ in self.queue:
            ret += disc * r
            disc *= self.gamma
        obs, action, _, extra = self.queue[0]
        return obs, action, ret, next_obs, 0.0 if terminal else disc, extra
