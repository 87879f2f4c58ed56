from collections import defaultdict


class Interactions:
    """User -> positive items, with a leave-last-out test item per user."""

    def __init__(self, rows, n_users, n_items, min_interactions=3):
        self.n_users, self.n_items = n_users, n_items
        by_user = defaultdict(list)
        for user, item, ts in rows:
            by_user[int(user)].append((ts, int(item)))
        self.train_pairs = []
        self.test_item = {}
        self.user_pos = {}
        for user, events in by_user.items():
            events.sort()
            items = [i for _, i in events]
            if len(items) >= min_interactions:
                self.test_item[user] = items[-1]
                items = items[:-1]
            self.user_pos[user] = set(items)
            self.train_pairs.extend((user, i) for i in items)

    def seen(self, user):
        return self.user_pos.get(int(user), set())

    def __len__(self):
        return len(self.train_pairs)
