from .aggregation import AGGREGATORS


class Server:
    """Holds the global model and applies the aggregated client update."""

    def __init__(self, model, aggregator="fedavg", server_lr=1.0):
        self.model = model
        self.aggregate_fn = AGGREGATORS[aggregator]
        self.server_lr = server_lr

    def aggregate(self, client_states, num_samples):
        new_state = self.aggregate_fn(client_states, num_samples)
        if self.server_lr != 1.0:
            old = self.model.state_dict()
            for k, v in new_state.items():
                if v.is_floating_point():
                    new_state[k] = old[k] + self.server_lr * (v - old[k])
        self.model.load_state_dict(new_state)
        return self.model
