import torch
import torch.nn.functional as F

from .data import make_interactions
from .model import TwoTower


def in_batch_softmax_loss(user_vec, item_vec, temperature):
    """Sampled softmax with the other items of the batch as negatives."""
    logits = user_vec @ item_vec.t() / temperature
    target = torch.arange(len(user_vec), device=logits.device)
    return F.cross_entropy(logits, target)


class Trainer:
    def __init__(self, cfg, log=print):
        self.cfg, self.log = cfg, log
        torch.manual_seed(cfg.seed)
        self.data = make_interactions(cfg)
        self.model = TwoTower(self.data.num_users, self.data.num_items, self.data.item_features,
                              emb_dim=cfg.embedding_dim, hidden=cfg.hidden_dim)
        self.opt = torch.optim.Adam(self.model.parameters(), lr=cfg.lr,
                                    weight_decay=cfg.weight_decay)
        self.history = []

    def train_epoch(self, epoch):
        self.model.train()
        pairs = self.data.train_pairs
        g = torch.Generator().manual_seed(self.cfg.seed + epoch)
        perm = torch.randperm(len(pairs), generator=g)
        total, n = 0.0, 0
        for start in range(0, len(pairs), self.cfg.batch_size):
            batch = pairs[perm[start:start + self.cfg.batch_size]]
            u_vec, i_vec = self.model(batch[:, 0], batch[:, 1])
            loss = in_batch_softmax_loss(u_vec, i_vec, self.cfg.temperature)
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            total += loss.item() * len(batch)
            n += len(batch)
        return total / n

    @torch.no_grad()
    def recall_at_k(self, k=None):
        """Leave-one-out recall@k; items seen in training are masked out."""
        k = k or self.cfg.eval_k
        self.model.eval()
        items = self.model.all_item_vectors()
        users = self.data.test_pairs[:, 0]
        scores = self.model.encode_users(users) @ items.t()
        seen = self.data.train_pairs
        mask = torch.zeros_like(scores, dtype=torch.bool)
        row_of_user = torch.full((self.data.num_users,), -1, dtype=torch.long)
        row_of_user[users] = torch.arange(len(users))
        rows = row_of_user[seen[:, 0]]
        mask[rows[rows >= 0], seen[rows >= 0, 1]] = True
        scores = scores.masked_fill(mask, float("-inf"))
        topk = scores.topk(k, dim=1).indices
        hits = (topk == self.data.test_pairs[:, 1:2]).any(dim=1).float()
        return hits.mean().item()

    def fit(self):
        for epoch in range(1, self.cfg.epochs + 1):
            loss = self.train_epoch(epoch)
            rec = self.recall_at_k()
            self.history.append({"epoch": epoch, "loss": loss, "recall": rec})
            self.log(f"epoch {epoch:2d}  loss {loss:.4f}  recall@{self.cfg.eval_k} {rec:.4f}")
        return self.history
