import torch


def kmeans(x, k, iters=50, seed=0):
    g = torch.Generator().manual_seed(seed)
    centers = x[torch.randperm(len(x), generator=g)[:k]].clone()
    assign = torch.zeros(len(x), dtype=torch.long)
    for _ in range(iters):
        d = torch.cdist(x, centers)
        new = d.argmin(1)
        if torch.equal(new, assign):
            break
        assign = new
        for c in range(k):
            members = x[assign == c]
            if len(members):
                centers[c] = members.mean(0)
    return assign, centers


def purity(assign, labels):
    total = 0
    for c in assign.unique():
        members = labels[assign == c]
        total += torch.bincount(members).max().item()
    return total / len(labels)


def cluster_sentences(model, sentences, labels, k=None):
    emb = model.encode(sentences)
    labels = torch.as_tensor(labels)
    k = k or int(labels.max()) + 1
    assign, _ = kmeans(emb, k)
    return {"purity": purity(assign, labels), "k": k}
