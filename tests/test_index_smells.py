"""Known deep-learning bug patterns (index.smells): each one found, its look-alikes left alone."""

import pytest
from trees import chunk_rows, write_tree

from index import index_repo, search
from index.embed import HashEmbedder
from index.models import Query
from index.provenance import Slicer
from index.smells import SMELL_SYMPTOMS, causes, find_smells


def smells_of(files: dict[str, str]) -> list[tuple[str, str, list[str]]]:
    rows, g = chunk_rows(files)
    return sorted((s.kind, s.cid, s.related) for s in find_smells(Slicer(rows, g)))


# the same imports and model in the buggy module and its healthy look-alike
MODULE_HEAD = """
        import random

        import torch
        import torch.nn as nn
        import torch.nn.functional as F
        from torch.nn.utils.rnn import pad_sequence

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.head = nn.Linear(4, 2)

            def reset_head(self, k):
                self.head = nn.Linear(4, k)
"""
BUGGY = {
    "m.py": MODULE_HEAD + """
        class Predictor:
            def __init__(self, model):
                self.model = model
                self.model.eval

        def detach_all(h):
            return tuple(x.detach() for x in h)

        def nll(p, y):
            return -torch.log(F.softmax(p, -1))[y].mean()

        def standardize(x):
            return (x - x.mean(0)) / x.std(0)

        def collate(items):
            return pad_sequence(items)

        def train(model, loader, opt, sched, h):
            for x, y in loader:
                loss = F.mse_loss(model(x), y)
                loss.backward()
                opt.zero_grad()
                opt.step()
                sched.step()
                detach_all(h)

        def evaluate(model, loader):
            total = 0.0
            for x, y in loader:
                loss = F.mse_loss(model(x), y)
                total += loss * len(y)
            return total

        def main():
            model = Net()
            opt = torch.optim.Adam(model.parameters())
            model.reset_head(3)
            return opt

        def token_loss(logits, targets, pad_id):
            return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))

        class SmallCNN(nn.Module):
            def __init__(self, image_size=28, c=16):
                super().__init__()
                self.fc = nn.Linear(c * 7 * 7, 10)

        class Features(nn.Module):
            def forward(self, x):
                feats = []
                self.net.register_forward_hook(lambda m, i, o: feats.append(o))
                self.net(x)
                return feats

        def strip_prefix(state, prefix="module."):
            return {k.lstrip(prefix): v for k, v in state.items()}

        def probe_train(model, loader, opt, acts):
            for x, y in loader:
                model.fc.register_forward_hook(lambda m, i, o: acts.append(o))
                model(x).sum().backward()
                opt.step()

        def causal_scores(q, k, mask):
            att = q @ k.transpose(-2, -1)
            att.masked_fill(~mask, float("-inf"))
            return att.softmax(-1)

        def scatter_mean(src, index, n):
            total = torch.zeros(n, src.size(1)).index_add_(0, index, src)
            count = torch.bincount(index, minlength=n)
            return total / count.unsqueeze(-1)

        def hflip(image, boxes):
            w, h = image.shape[-2:]
            return image.flip(-1), boxes

        @torch.no_grad()
        def validate(model, loader):
            return [model(x) for x, _ in loader]

        def coerce(text):
            for cast in (int, float):
                try:
                    return cast(text)
                except ValueError:
                    pass
            return text.strip("'")

        def collate_utterances(batch):
            feats = [b["feats"] for b in batch]
            lens = torch.tensor([len(x) for x in feats])
            order = torch.argsort(lens, descending=True)
            feats = [feats[i] for i in order.tolist()]
            lens = lens[order]
            tokens = [b["tokens"] for b in batch]
            return feats, lens, tokens

        def masked_mean(x, mask):
            m = mask.unsqueeze(-1).float()
            return (x * m).sum(1) / m.sum(1)

        def distill(student, teacher, T):
            p_student = F.softmax(student / T, dim=1)
            return F.kl_div(p_student, F.softmax(teacher / T, dim=1), reduction="batchmean")

        class Evaluator:
            def _views(self, clips):
                return [self.model(c) for c in clips]

            def run(self, loader):
                self.model.eval()
                return [self._views(x) for x in loader]

        def param_groups(model):
            decay, no_decay = [], []
            for name, p in model.named_parameters():
                if p.ndim <= 1:
                    no_decay.append(p)
                elif p.ndim > 2:
                    decay.append(p)
            return decay, no_decay

        def argmax_decode(heatmaps):
            b, k, h, w = heatmaps.shape
            idx = heatmaps.reshape(b, k, -1).argmax(-1)
            x = idx // w
            y = idx % w
            return x, y

        def beam_search(model, memory, memory_mask, k=4):
            memory = memory.repeat_interleave(k, dim=0)
            return model.decode(memory, memory_mask)

        def label_index(labels):
            names = set(labels)
            return {n: i for i, n in enumerate(names)}

        def seed_all(cfg):
            seed = cfg.get("seed") or 1234
            torch.manual_seed(seed)

        def amp_step(model, opt, scaler, loss):
            scaler.scale(loss).backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            scaler.step(opt)
            scaler.update()

        def box_iou(a, b):
            lt = torch.max(a[:, None, :2], b[None, :, :2])
            rb = torch.min(a[:, None, 2:], b[None, :, 2:])
            wh = rb - lt
            return wh[..., 0] * wh[..., 1]

        def split_nodes(name, n, seed):
            rng = random.Random(hash((name, seed)))
            return rng.sample(range(n), n // 2)

        class Sampler:
            def __init__(self, seed):
                self.rng = random.Random(seed)

            def pick(self, n):
                return random.randrange(n)

        def silog(pred, target):
            valid = target > 0
            g = torch.where(valid, torch.log(pred / target), torch.zeros_like(pred))
            return g.mean()
        def best_spans(examples, windows):
            out = {}
            for ex in examples:
                for w in windows[ex]:
                    best, best_text = float("-inf"), ""
                    for score, text in w:
                        if score > best:
                            best, best_text = score, text
                out[ex] = best_text
            return out

        def build_targets(captions, pad_id):
            targets = torch.roll(captions, shifts=1, dims=1)
            targets[:, -1] = pad_id
            return targets
        """,
    "n.py": """
        import torch
        import torch.nn as nn
        import torch.nn.functional as F

        WRAPPER_PREFIX = "module."

        def strip_wrapper(state, prefix=WRAPPER_PREFIX):
            return {k.lstrip(prefix): v for k, v in state.items()}

        class GraphAttention(nn.Module):
            def forward(self, h, alpha):
                alpha = F.dropout(alpha, p=0.5)
                return h * alpha

        def channels_first(x):
            b, n, c = x.shape
            return x.reshape(b, c, n)

        @torch.no_grad()
        def hard_update(target, source):
            source.load_state_dict(target.state_dict())

        @torch.no_grad()
        def soft_update(target, source, tau):
            for s, t in zip(source.parameters(), target.parameters()):
                s.copy_(t * tau + s * (1 - tau))

        def decode(codes, weights):
            wx, wy, ww, wh = weights
            dx = codes[:, 0] / wx
            dy = codes[:, 1] / wy
            dw = codes[:, 2] / wx
            dh = codes[:, 3] / wh
            return torch.stack([dx, dy, dw, dh], 1)

        def causal_mask(length):
            ones = torch.ones(length, length, dtype=torch.bool)
            return torch.triu(ones, diagonal=0)

        def future_mask(T):
            return torch.tril(torch.ones(T, T, dtype=torch.bool), diagonal=1)

        def build_datasets(splits, schema):
            out = {}
            for name, cols in splits.items():
                pre = fit_preprocessors(cols, schema)
                out[name] = (cols, pre)
            return out

        def kl_to_prior(mean, logvar):
            '''Per-sample KL to N(0, I), summed over latent dims -> [B].'''
            return 0.5 * torch.sum(mean.pow(2) + logvar.exp() - 1.0 - logvar, dim=0)

        def attn_mask(T):
            return torch.tril(torch.ones(T, T, dtype=torch.bool), diagonal=-1)

        def peak_xy(idx, H, W):
            x = idx % H
            y = torch.div(idx, H, rounding_mode="floor")
            return x, y

        class MeanPool(nn.Module):
            def forward(self, hidden, attention_mask):
                mask = attention_mask.unsqueeze(-1).float()
                summed = hidden.sum(1)
                counts = mask.sum(1).clamp(min=1e-9)
                return summed / counts

        class Residual(nn.Module):
            def forward(self, x):
                res = self.body(x)
                return x.add_(res)

        class RandomHorizontalFlip:
            def __call__(self, img, mask):
                return img.flip(-1), mask.flip(0)

        def percentile_threshold(errors, q=0.99):
            return float(np.percentile(errors, q))

        class Scaler:
            def fit(self, y):
                self.mean = y.mean(dim=0)
                self.std = y.std().clamp_min(1e-6)
                return self

        def greedy_decode(best, blank):
            seq = [s for s in best if s != blank]
            return [k for k, _ in itertools.groupby(seq)]

        def recall_at_k(sim, owner, k):
            order = sim.t().argsort(dim=1)
            ranks = (order == owner.unsqueeze(1)).float().argmax(dim=1)
            return (ranks < k).float().mean()
        """,
}
HEALTHY = {
    "m.py": MODULE_HEAD + """
        class Predictor:
            def __init__(self, model):
                self.model = model
                self.model.eval()

        def save(h, path):
            torch.save(h, path)
            return path

        def fill_(buf):
            buf.append(1)
            return buf

        def swap_head(model):
            model.head = nn.Linear(4, 2)
            return model

        def rebuild(model):
            return swap_head(model)

        def checked(x):
            if x.dim() != 2:
                raise ValueError("2-D input expected")
            return x

        def nll(p, y):
            return -F.log_softmax(p, -1)[y].mean()

        def standardize(x):
            return (x - x.mean(0)) / (x.std(0) + 1e-8)

        def collate(items):
            return pad_sequence(items, batch_first=True)

        def train(model, loader, opt, sched, h, buf):
            for x, y in loader:
                opt.zero_grad()
                loss = F.mse_loss(model(x), y)
                loss.backward()
                opt.step()
                save(h, "h.pt")
                fill_(buf)
                rebuild(model)
                checked(x)
            sched.step()

        def evaluate(model, loader):
            total = 0.0
            for x, y in loader:
                loss = F.mse_loss(model(x), y)
                total += loss.item() * len(y)
            return total

        def main():
            model = Net()
            model.reset_head(3)
            opt = torch.optim.Adam(model.parameters())
            model.load_state_dict({})
            return opt

        def token_loss(logits, targets, pad_id):
            return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1), ignore_index=pad_id)

        def sentence_loss(logits, labels, pad_id):
            return F.cross_entropy(logits, labels)         # one label per sentence: no padding in targets

        class SmallCNN(nn.Module):
            def __init__(self, image_size=28, c=16):
                super().__init__()
                self.fc = nn.Linear(c * (image_size // 4) ** 2, 10)

        class Features(nn.Module):
            def __init__(self, net):
                super().__init__()
                self.feats = []
                net.register_forward_hook(lambda m, i, o: self.feats.append(o))    # once

            def forward(self, x):
                feats = []
                handle = self.net.register_forward_hook(lambda m, i, o: feats.append(o))
                self.net(x)
                handle.remove()
                return feats

        def strip_prefix(state, prefix="module."):
            return {k.removeprefix(prefix): v for k, v in state.items()}

        def copy_hooks(src, dst):
            for hook in src._forward_hooks.values():       # each hook once, onto the new module
                dst.register_forward_hook(hook)

        def clean(line):
            return line.strip(" \n").rstrip("/")         # a set of characters is meant here

        def causal_scores(q, k, mask):
            att = q @ k.transpose(-2, -1)
            att.masked_fill_(~mask, float("-inf"))
            torch.mul(att, 2.0, out=att)                 # written into `out`
            self.log("att", att.mean())                  # Lightning's logger, not a tensor's log
            return att.softmax(-1)

        def scatter_mean(src, index, n, correct, seen):
            total = torch.zeros(n, src.size(1)).index_add_(0, index, src)
            count = torch.bincount(index, minlength=n).clamp(min=1)
            return total / count.unsqueeze(-1), correct / seen

        def hflip(image, boxes):
            h, w = image.shape[-2:]
            width, height = image.size                   # a PIL image's size is (w, h)
            return image.flip(-1), boxes

        @torch.no_grad()
        def validate(model, loader):
            model.eval()
            return [model(x) for x, _ in loader]

        def coerce(text):
            for cast in (int, float):
                try:
                    return cast(text)
                except ValueError:
                    pass
            return yaml.safe_load(text)                  # reads true/false

        def collate_utterances(batch):
            batch = sorted(batch, key=lambda b: len(b["feats"]), reverse=True)
            feats = [b["feats"] for b in batch]
            tokens = [b["tokens"] for b in batch]
            return feats, tokens

        def masked_mean(x, mask):
            m = mask.unsqueeze(-1).float()
            return (x * m).sum(1) / m.sum(1).clamp(min=1)

        def distill(student, teacher, T):
            log_p = F.log_softmax(student / T, dim=1)
            return F.kl_div(log_p, F.softmax(teacher / T, dim=1), reduction="batchmean")

        class Evaluator:
            @torch.no_grad()
            def _views(self, clips):
                return [self.model(c) for c in clips]

            def run(self, loader):
                self.model.eval()
                return [self._views(x) for x in loader]

        def param_groups(model):
            decay, no_decay = [], []
            for name, p in model.named_parameters():
                if p.ndim <= 1:
                    no_decay.append(p)
                else:
                    decay.append(p)
            return decay, no_decay

        def argmax_decode(heatmaps):
            b, k, h, w = heatmaps.shape
            idx = heatmaps.reshape(b, k, -1).argmax(-1)
            x = idx % w
            y = idx // w
            return x, y

        def beam_search(model, memory, memory_mask, k=4):
            memory = memory.repeat_interleave(k, dim=0)
            memory_mask = memory_mask.repeat_interleave(k, dim=0)
            return model.decode(memory, memory_mask)

        def amp_step(model, opt, scaler, loss):
            scaler.scale(loss).backward()
            scaler.unscale_(opt)
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            scaler.step(opt)
            scaler.update()

        def box_iou(a, b):
            lt = torch.max(a[:, None, :2], b[None, :, :2])
            rb = torch.min(a[:, None, 2:], b[None, :, 2:])
            wh = (rb - lt).clamp(min=0)
            return wh[..., 0] * wh[..., 1]

        def overlap_1d(a, b):
            lo = torch.maximum(a[:, 0], b[:, 0])
            hi = torch.minimum(a[:, 1], b[:, 1])
            span = hi - lo
            span = span.clamp(min=0)
            return span * a[:, 2]

        def split_nodes(name, n, seed):
            rng = random.Random(seed)
            return rng.sample(range(n), n // 2)

        class Sampler:
            def __init__(self, seed):
                self.rng = random.Random(seed)

            def pick(self, n):
                return self.rng.randrange(n)

        def jitter(n):
            return random.random() * n

        def silog(pred, target):
            valid = target > 0
            g = torch.where(valid, torch.log(pred.clamp(min=1e-6) / target.clamp(min=1e-6)), torch.zeros_like(pred))
            return g.mean()

        def gamma_mean(rate, conc):
            return torch.where(conc > 1, rate / (conc - 1), torch.inf)

        def ndcg(rank, k):
            gain = 1.0 / torch.log2(rank.float() + 2.0)
            return torch.where(rank < k, gain, torch.zeros_like(gain))
        def best_spans(examples, windows):
            out = {}
            for ex in examples:
                best, best_text = float("-inf"), ""
                for w in windows[ex]:
                    for score, text in w:
                        if score > best:
                            best, best_text = score, text
                out[ex] = best_text
            return out

        def epoch_losses(loader, model):
            losses = []
            for batch in loader:
                total = 0.0
                for x in batch:
                    total += model(x).item()
                losses.append(total)
            return losses

        def build_targets(captions, pad_id):
            targets = torch.roll(captions, shifts=-1, dims=1)
            targets[:, -1] = pad_id
            return targets

        def decoder_inputs(captions, bos_id):
            inputs = captions.roll(1, 1)
            inputs[:, 0] = bos_id
            tgt_input = torch.roll(captions, shifts=1, dims=1)
            return inputs, tgt_input
        """,
    "n.py": """
        import torch
        import torch.nn as nn
        import torch.nn.functional as F

        WRAPPER_PREFIX = "module."
        SPACES = " "

        def strip_wrapper(state, prefix=WRAPPER_PREFIX, pad=SPACES):
            return {k.removeprefix(prefix).strip(pad): v for k, v in state.items()}

        class GraphAttention(nn.Module):
            def forward(self, h, alpha):
                alpha = F.dropout(alpha, p=0.5, training=self.training)
                return h * alpha

        def augment(x):                       # a plain function: dropout on purpose (no module to switch off)
            return F.dropout(x, p=0.1)

        def channels_first(x):
            b, n, c = x.shape
            return x.transpose(1, 2).reshape(b, c, n)

        def flatten_tokens(x):
            b, t, d = x.shape
            return x.reshape(b, t, d)

        @torch.no_grad()
        def hard_update(target, source):
            target.load_state_dict(source.state_dict())

        @torch.no_grad()
        def soft_update(target, source, tau):
            for t, s in zip(target.parameters(), source.parameters()):
                t.copy_(s * tau + t * (1 - tau))

        def decode(codes, weights):
            wx, wy, ww, wh = weights
            return torch.stack([codes[:, 0] / wx, codes[:, 1] / wy, codes[:, 2] / ww, codes[:, 3] / wh], 1)

        def area(x):
            b, c, h, w = x.shape                # b and c unread: a shape, not a family of names
            return h * w * h / h

        def causal_mask(length):
            ones = torch.ones(length, length, dtype=torch.bool)
            return torch.triu(ones, diagonal=1)

        def allowed(T):
            return torch.tril(torch.ones(T, T, dtype=torch.bool))

        def band(x):
            return torch.triu(x)                # not a square of ones built here: what x is, is unknown

        def build_datasets(splits, schema):
            pre = fit_preprocessors(splits["train"], schema)
            return {name: (cols, pre) for name, cols in splits.items()}

        def kl_to_prior(mean, logvar):
            '''Per-sample KL to N(0, I), summed over latent dims -> [B].'''
            return 0.5 * torch.sum(mean.pow(2) + logvar.exp() - 1.0 - logvar, dim=1)

        def iw_nll(log_px, k):
            '''Importance-weighted -log p(x), per example.'''
            log_w = torch.stack([log_px(i) for i in range(k)], dim=0)
            return -torch.logsumexp(log_w, dim=0)

        def distinct_pairs(n):              # the pairs i > j of a pairwise loss, not a mask
            return torch.tril(torch.ones(n, n), diagonal=-1)

        def peak_xy(idx, H, W):
            x = idx % W
            y = torch.div(idx, W, rounding_mode="floor")
            return x, y

        class MeanPool(nn.Module):
            def forward(self, hidden, attention_mask):
                mask = attention_mask.unsqueeze(-1).float()
                summed = (hidden * mask).sum(1)
                return summed / mask.sum(1).clamp(min=1e-9)

        def token_accuracy(logits, targets, pad_id):
            mask = targets != pad_id
            correct = (logits.argmax(-1) == targets) & mask
            return correct.sum().item() / max(1, mask.sum().item())

        class Residual(nn.Module):
            def forward(self, x, skip):
                out = self.body(x)
                out.add_(skip)                  # a tensor the forward made
                x = x.clone()
                return x.add_(out)

        class RandomHorizontalFlip:
            def __call__(self, img, mask):
                return img.flip(-1), mask.flip(-1)

        class RandomVerticalFlip:
            def __call__(self, img):
                return img.flip(-2)

        def percentile_threshold(errors, q=99.0, frac=0.99):
            return float(np.percentile(errors, q)), float(np.quantile(errors, frac))

        class Scaler:
            def fit(self, y):
                self.mean = y.mean(dim=0)
                self.std = y.std(dim=0).clamp_min(1e-6)
                self.total_std = y.flatten().std()
                return self

        def greedy_decode(best, blank):
            merged = [k for k, _ in itertools.groupby(best)]
            return [k for k in merged if k != blank]

        def recall_at_k(sim, dist, owner, k):
            order = sim.argsort(dim=1, descending=True)
            near = dist.argsort(dim=1)[:, :k]            # distances: ascending is right
            ranks = (order == owner.unsqueeze(1)).float().argmax(dim=1)
            return (ranks < k).float().mean(), near

        def bias_grad(logits):
            '''Gradient of a per-sample loss with respect to the bias.'''
            g = logits.sum(dim=0)
            return g * 1.0 + 0
        """,
}


def test_each_pattern_is_found_with_the_code_it_implicates():
    assert smells_of(BUGGY) == sorted([
        ("mode_not_called", "m.py::Predictor.__init__", []),
        ("log_of_softmax", "m.py::nll", []),
        ("unguarded_std_division", "m.py::standardize", []),
        ("pad_sequence_time_major", "m.py::collate", []),
        ("zero_grad_after_backward", "m.py::train", []),
        ("scheduler_per_batch", "m.py::train", []),
        ("result_ignored", "m.py::train", ["m.py::detach_all"]),
        ("tensor_accumulated", "m.py::evaluate", []),
        ("params_after_optimizer", "m.py::main", ["m.py::Net.reset_head"]),
        ("padding_in_loss", "m.py::token_loss", []),
        ("hard_coded_feature_size", "m.py::SmallCNN.__init__", []),
        ("hook_per_call", "m.py::Features.forward", []),
        ("hook_per_call", "m.py::probe_train", []),
        ("strip_as_prefix", "m.py::strip_prefix", []),
        ("tensor_op_dropped", "m.py::causal_scores", []),
        ("unguarded_count_division", "m.py::scatter_mean", []),
        ("shape_unpacked_wh", "m.py::hflip", []),
        ("eval_without_eval_mode", "m.py::validate", []),
        ("string_as_bool", "m.py::coerce", []),
        ("partial_reorder", "m.py::collate_utterances", []),
        ("unguarded_count_division", "m.py::masked_mean", []),
        ("kl_div_of_probabilities", "m.py::distill", []),
        ("eval_mode_with_grad", "m.py::Evaluator.run", ["m.py::Evaluator._views"]),
        ("param_group_gap", "m.py::param_groups", []),
        ("flat_index_swapped", "m.py::argmax_decode", []),
        ("flat_index_swapped", "m.py::argmax_decode", []),
        ("partial_repeat", "m.py::beam_search", []),
        ("set_order", "m.py::label_index", []),
        ("zero_as_unset", "m.py::seed_all", []),
        ("clip_without_unscale", "m.py::amp_step", []),
        ("unclamped_overlap", "m.py::box_iou", []),
        ("hash_seed", "m.py::split_nodes", []),
        ("global_rng_beside_seeded", "m.py::Sampler.pick", []),
        ("where_after_nan", "m.py::silog", []),
        ("running_best_reset", "m.py::best_spans", []),
        ("targets_rolled_back", "m.py::build_targets", []),
        ("strip_as_prefix", "n.py::strip_wrapper", []),
        ("dropout_always_on", "n.py::GraphAttention.forward", []),
        ("reshape_as_transpose", "n.py::channels_first", []),
        ("copy_direction_swapped", "n.py::hard_update", []),
        ("copy_direction_swapped", "n.py::soft_update", []),
        ("unpacked_name_unused", "n.py::decode", []),
        ("causal_mask_diagonal", "n.py::causal_mask", []),
        ("causal_mask_diagonal", "n.py::future_mask", []),
        ("fit_per_split", "n.py::build_datasets", []),
        ("batch_axis_reduced", "n.py::kl_to_prior", []),
        ("causal_mask_diagonal", "n.py::attn_mask", []),
        ("flat_index_swapped", "n.py::peak_xy", []),
        ("flat_index_swapped", "n.py::peak_xy", []),
        ("mask_only_in_count", "n.py::MeanPool.forward", []),
        ("inplace_on_input", "n.py::Residual.forward", []),
        ("hflip_wrong_axis", "n.py::RandomHorizontalFlip.__call__", []),
        ("percentile_of_fraction", "n.py::percentile_threshold", []),
        ("stat_dims_differ", "n.py::Scaler.fit", []),
        ("blank_dropped_before_collapse", "n.py::greedy_decode", []),
        ("ascending_rank_of_scores", "n.py::recall_at_k", []),
    ])


def test_the_healthy_look_alikes_are_left_alone():
    # called eval(), log_softmax, eps, batch_first, zero_grad first, epoch-level scheduler, a dropped
    # result of a function with side effects (file, in-place append, through another function it
    # calls), .item(), parameters kept in place
    assert smells_of(HEALTHY) == []


@pytest.mark.parametrize("text", ["def f(:\n", "x = 1\n", ""])
def test_unparsable_or_empty_code_has_no_smells(text):
    assert smells_of({"bad.py": text}) == []


def test_every_pattern_says_which_symptoms_it_causes():
    kinds = {k for k, _, _ in smells_of(BUGGY)}
    assert kinds == set(SMELL_SYMPTOMS)
    assert all(SMELL_SYMPTOMS[k] is None or SMELL_SYMPTOMS[k] for k in kinds)
    assert causes("result_ignored", "hang_or_timeout") and not causes("log_of_softmax", "exception")


def test_reranker_pulls_up_a_smell_only_for_the_symptoms_it_causes(tmp_path):
    root = write_tree(tmp_path / "repo", BUGGY)
    home, emb = str(tmp_path / "home"), HashEmbedder()
    index_repo(str(root), home=home, embedder=emb)

    def why(symptom: str) -> dict[str, list[str]]:
        hits = search(str(root), Query(text="the model does not learn", symptom=symptom), k=50, home=home,
                      embedder=emb)
        return {h.qualname: h.why for h in hits}

    stuck = why("no_learning")
    assert any(w.startswith("params after optimizer at line") for w in stuck["Net.reset_head"])
    assert any(w.startswith("zero grad after backward") for w in stuck["train"])
    crash = why("exception")
    assert not any(w.startswith("params after optimizer") for w in crash.get("Net.reset_head", []))
    # a report that names no symptom may show any: each pattern counts (weakly, for one tied to symptoms)
    vague = why("unknown")
    assert any(w.startswith("zero grad after backward") for w in vague["train"])
    assert any(w.startswith("tensor op dropped") for w in vague["causal_scores"])


def test_a_per_batch_step_is_a_smell_only_when_an_epoch_schedule_is_built():
    train = """
        def train(model, loader, opt, sched):
            for x, y in loader:
                model(x).sum().backward()
                opt.step()
                sched.step()
        """
    for builder, smelly in (("StepLR(opt, step_size=5)", True), ("OneCycleLR(opt, max_lr=0.1, total_steps=9)", False),
                            ("LambdaLR(opt, lambda s: min(1.0, s / 100))", False)):
        files = {"t.py": train, "o.py": f"import torch\n\ndef build(opt):\n    return torch.optim.lr_scheduler.{builder}\n"}
        assert (("scheduler_per_batch", "t.py::train", []) in smells_of(files)) is smelly, builder


def test_a_step_after_the_batch_loop_is_once_per_epoch_not_a_smell():
    # the epoch loop holds the batch loop's backward() too; its own step, after the inner loop, is per epoch
    train = """
        def train(model, loader, opt, sched, epochs):
            for epoch in range(epochs):
                for x, y in loader:
                    with autocast():
                        loss = model(x).sum()
                    loss.backward()
                    opt.step()
                    if epoch > 0:
                        sched.step()
                sched.step()
        """
    files = {"t.py": train, "o.py": "import torch\n\ndef build(opt):\n    return torch.optim.lr_scheduler.StepLR(opt, 5)\n"}
    rows, g = chunk_rows(files)
    found = [s for s in find_smells(Slicer(rows, g)) if s.kind == "scheduler_per_batch"]
    # the step inside the batch loop (under an `if`, beside a backward() under a `with`) is the one flagged
    assert [s.line for s in found] == [10]
    per_epoch = train.replace("                    if epoch > 0:\n                        sched.step()\n", "")
    assert ("scheduler_per_batch", "t.py::train", []) not in smells_of({**files, "t.py": per_epoch})


def test_zero_grad_between_backward_and_step_in_a_one_step_function():
    # a per-step method with gradient accumulation: backward() every call, then, every `accum` calls, the
    # gradients cleared right before the step (it steps on nothing); the healthy twin clears after stepping
    step = """
        class Trainer:
            def train_step(self, loss, i):
                if self.accum == 1:
                    self.optimizer.zero_grad()
                    loss.backward()
                    self.optimizer.step()
                    return loss.item()
                (loss / self.accum).backward()
                if (i + 1) % self.accum == 0:
                    {first}
                    {second}
                return loss.item()
    """
    buggy = step.format(first="self.optimizer.zero_grad(set_to_none=True)", second="self.optimizer.step()")
    healthy = step.format(first="self.optimizer.step()", second="self.optimizer.zero_grad(set_to_none=True)")
    assert smells_of({"t.py": buggy}) == [("zero_grad_after_backward", "t.py::Trainer.train_step", [])]
    assert smells_of({"t.py": healthy}) == []
    # two optimizers (a GAN): clearing the generator's gradients before the discriminator's step is fine
    gan = """
        def gan_step(d_opt, g_opt, d_loss, g_loss):
            d_loss.backward()
            g_opt.zero_grad()
            d_opt.step()
            g_loss.backward()
            g_opt.step()
    """
    assert smells_of({"g.py": gan}) == []


def test_a_set_numbered_or_listed_is_a_hash_order_smell_and_a_sorted_one_or_a_plain_loop_is_not():
    code = """
        def vocab(rows):
            values = {r["cat"] for r in rows}
            return {v: i for i, v in enumerate(values)}

        def nodes(edges):
            seen = set()
            for a, b in edges:
                seen.add(a)
            return list(seen)

        def healthy(rows, edges):
            values = {r["cat"] for r in rows}
            total = 0
            for v in values:             # order does not matter to a sum
                total += len(v)
            return {v: i for i, v in enumerate(sorted(values))}, total
    """
    assert smells_of({"v.py": code}) == [("set_order", "v.py::nodes", []), ("set_order", "v.py::vocab", [])]
    assert causes("set_order", "nondeterminism") and not causes("set_order", "nan_or_inf")


def test_zero_as_unset_only_for_settings_whose_zero_is_a_value_and_only_where_a_value_is_given():
    code = """
        def build(cfg, persistent, busy, name=None):
            dropout = cfg.dropout or 0.1
            if persistent or busy:          # a condition, not a default
                pass
            name = name or "run"            # a name of "" is no name: healthy
            clip = cfg.grad_clip or None    # 0 means off: healthy
            return dropout, name, clip
    """
    assert smells_of({"b.py": code}) == [("zero_as_unset", "b.py::build", [])]


def test_a_backward_on_an_expression_counts_as_the_backward():
    # `(loss / accum).backward()` is the usual accumulation form: its call has no dotted name, and
    # without it the clearing between backward and step went unseen
    code = """
        def train_step(model, optimizer, loss, i, accum):
            (loss / accum).backward()
            if (i + 1) % accum == 0:
                optimizer.zero_grad()
                optimizer.step()
    """
    assert smells_of({"a.py": code}) == [("zero_grad_after_backward", "a.py::train_step", [])]
