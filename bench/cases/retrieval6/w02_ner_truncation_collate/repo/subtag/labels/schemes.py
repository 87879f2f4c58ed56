def bio_labels(entity_types):
    labels = ["O"]
    for t in entity_types:
        labels += [f"B-{t}", f"I-{t}"]
    return labels


class LabelMap:
    def __init__(self, labels):
        self.labels = list(labels)
        self.label2id = {l: i for i, l in enumerate(self.labels)}

    def __len__(self):
        return len(self.labels)

    def encode(self, tags):
        return [self.label2id[t] for t in tags]

    def decode(self, ids):
        return [self.labels[i] for i in ids]

    def b_to_i(self):
        """Map id(B-X) -> id(I-X); used when every subword of a word gets a label."""
        out = {}
        for l, i in self.label2id.items():
            if l.startswith("B-"):
                out[i] = self.label2id["I-" + l[2:]]
        return out

    @classmethod
    def from_entity_types(cls, types):
        return cls(bio_labels(types))
