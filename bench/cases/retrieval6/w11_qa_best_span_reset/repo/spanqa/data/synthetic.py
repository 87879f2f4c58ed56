"""Synthetic key/value reading comprehension.

The context is filler text containing several ``<key> <value words> .`` facts; the
question asks ``what follows <key> ?`` and the answer is the value words of that key.
Context lengths vary so that some examples need several windows.
"""
import random

from .example import QAExample

FILLER = [f"w{i}" for i in range(120)]
KEYS = [f"k{i}" for i in range(24)]
VALUES = [f"v{i}" for i in range(60)]


class SyntheticKeyValueQA:
    def __init__(self, num_examples=1000, min_len=10, max_len=120, num_facts=3,
                 max_value_len=3, seed=0):
        self.num_examples = num_examples
        self.min_len, self.max_len = min_len, max_len
        self.num_facts = num_facts
        self.max_value_len = max_value_len
        self.seed = seed

    def _example(self, rng, i):
        n = rng.randint(self.min_len, self.max_len)
        words = [rng.choice(FILLER) for _ in range(n)]
        keys = rng.sample(KEYS, self.num_facts)
        facts = []
        for k in keys:
            value = [rng.choice(VALUES) for _ in range(rng.randint(1, self.max_value_len))]
            facts.append((k, value))
        slots = sorted(rng.sample(range(n + 1), self.num_facts), reverse=True)
        for pos, (k, value) in zip(slots, facts):
            words[pos:pos] = [k] + value + ["."]
        target_key, target_value = facts[rng.randrange(self.num_facts)]
        # locate the answer in the final context
        k_idx = words.index(target_key)
        prefix = " ".join(words[:k_idx + 1]) + " "
        context = " ".join(words)
        answer = " ".join(target_value)
        assert context[len(prefix):len(prefix) + len(answer)] == answer
        return QAExample(qid=f"syn-{self.seed}-{i}", question=f"what follows {target_key} ?",
                         context=context, answers=[answer], answer_starts=[len(prefix)])

    def examples(self):
        rng = random.Random(self.seed)
        return [self._example(rng, i) for i in range(self.num_examples)]
