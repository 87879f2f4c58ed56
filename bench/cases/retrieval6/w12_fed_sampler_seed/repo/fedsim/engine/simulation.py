from ..data import build_client_datasets, make_loader
from ..federated import Client, ClientSampler, Server
from ..federated.privacy import GaussianMechanism
from ..models import build_model
from ..utils import get_logger, set_seed
from ..utils.checkpoint import save_checkpoint
from ..utils.state import average_client_drift
from .evaluator import evaluate_global
from .resume import load_round_state, save_round_state


class Simulation:
    def __init__(self, cfg):
        self.cfg = cfg
        set_seed(cfg.get("seed", 0))
        fed = cfg.federated
        client_sets, test = build_client_datasets(cfg)
        self.num_classes = cfg.data.get("num_classes", 10)
        self.clients = [Client(i, ds, fed.get("batch_size", 32), seed=cfg.get("seed", 0))
                        for i, ds in enumerate(client_sets)]
        self.test_loader = make_loader(test, 512, shuffle=False)
        model = build_model(cfg.model, cfg.data.get("dim", 20), self.num_classes)
        self.server = Server(model, fed.get("aggregator", "fedavg"), fed.get("server_lr", 1.0))
        self.sampler = ClientSampler(len(self.clients), fed.get("clients_per_round", 10),
                                     seed=fed.get("sampling_seed", cfg.get("seed", 0)),
                                     strategy=fed.get("sampling", "uniform"),
                                     client_sizes=[c.num_samples for c in self.clients])
        dp = fed.get("dp", {}) or {}
        self.dp = None
        if dp.get("enabled", False):
            self.dp = GaussianMechanism(dp.get("clip", 1.0), dp.get("noise_multiplier", 0.0),
                                        seed=cfg.get("seed", 0))
        self.logger = get_logger("fedsim")
        self.last_drift = 0.0
        self.history = []

    def run_round(self, r):
        fed = self.cfg.federated
        selected = self.sampler.sample(r)
        states, sizes, losses = [], [], []
        for cid in selected:
            client = self.clients[cid]
            state, loss = client.local_train(self.server.model, r,
                                             epochs=fed.get("local_epochs", 1),
                                             lr=fed.get("client_lr", 0.05),
                                             momentum=fed.get("client_momentum", 0.0),
                                             mu=fed.get("prox_mu", 0.0))
            states.append(state)
            sizes.append(client.num_samples)
            losses.append(loss)
        global_state = {k: v.clone() for k, v in self.server.model.state_dict().items()}
        if self.cfg.get("log_drift", False):
            self.last_drift = average_client_drift(global_state, states)
        if self.dp is not None:
            states = self.dp.privatize(global_state, states, r)
        self.server.aggregate(states, sizes)
        train_loss = sum(l * n for l, n in zip(losses, sizes)) / sum(sizes)
        return selected, sum(sizes), train_loss

    def run(self):
        rounds = self.cfg.federated.get("rounds", 30)
        every = self.cfg.federated.get("eval_every", 5)
        log_clients = self.cfg.get("log_clients", False)
        result = {}
        start = 1
        if self.cfg.get("resume_from"):
            start, self.history = load_round_state(self.cfg.resume_from, self.server.model)
            self.logger.info(f"resumed from {self.cfg.resume_from} at round {start}")
        save_every = self.cfg.federated.get("save_every", 0)
        for r in range(start, rounds + 1):
            selected, n_samples, train_loss = self.run_round(r)
            if r % every == 0 or r == rounds:
                ev = evaluate_global(self.server.model, self.test_loader, self.num_classes)
                result = {"round": r, "train_loss": train_loss, **ev}
                self.history.append(result)
                msg = (f"[round {r:02d}/{rounds}] participants {len(selected)} | "
                       f"samples {n_samples} | train_loss {train_loss:.4f} | "
                       f"test_acc {ev['test_acc']:.4f}")
                if log_clients:
                    msg += f" | clients {selected}"
                if self.cfg.get("log_drift", False):
                    msg += f" | drift {self.last_drift:.3f}"
                self.logger.info(msg)
            if save_every and r % save_every == 0:
                save_round_state(self.cfg.get("work_dir", "work_dirs") + "/last_round.pt",
                                 self.server.model, r, self.history)
        ckpt = self.cfg.get("checkpoint")
        if ckpt:
            save_checkpoint(ckpt, self.server.model, epoch=rounds)
        return result
