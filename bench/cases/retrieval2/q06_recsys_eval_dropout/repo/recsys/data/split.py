from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from .interactions import InteractionLog


@dataclass
class LeaveOneOutSplit:
    train: dict[int, list[int]]   # user -> chronologically ordered items
    valid: dict[int, int]
    test: dict[int, int]
    num_users: int
    num_items: int

    def seen(self, user: int, include_valid: bool = False) -> set[int]:
        items = set(self.train.get(user, []))
        if include_valid and user in self.valid:
            items.add(self.valid[user])
        return items


def leave_one_out(log: InteractionLog) -> LeaveOneOutSplit:
    """Last interaction -> test, second to last -> valid, rest -> train (users with < 3 go to train)."""
    per_user: dict[int, list[tuple[float, int]]] = defaultdict(list)
    for u, i, t in zip(log.users, log.items, log.times):
        per_user[u].append((t, i))
    train, valid, test = {}, {}, {}
    for u, events in per_user.items():
        items = [i for _, i in sorted(events)]
        if len(items) < 3:
            train[u] = items
            continue
        train[u], valid[u], test[u] = items[:-2], items[-2], items[-1]
    return LeaveOneOutSplit(train, valid, test, log.num_users, log.num_items)
