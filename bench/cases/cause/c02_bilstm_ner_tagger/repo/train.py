"""Train a BiLSTM BIO tagger on CoNLL-style data (or the built-in synthetic corpus)."""
import argparse
import random

import torch
from torch.utils.data import DataLoader

from ner.data import NERDataset, PadCollator, generate_sentences, read_conll
from ner.metrics import span_f1, token_accuracy
from ner.model import BiLSTMTagger, count_parameters
from ner.vocab import TagSet, Vocab


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--train", default=None, help="CoNLL file; synthetic data if omitted")
    p.add_argument("--dev", default=None)
    p.add_argument("--n-train", type=int, default=2000)
    p.add_argument("--n-dev", type=int, default=300)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--emb-dim", type=int, default=64)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--dropout", type=float, default=0.2)
    p.add_argument("--clip", type=float, default=5.0)
    p.add_argument("--seed", type=int, default=13)
    return p.parse_args(argv)


def evaluate(model, loader, tagset):
    model.eval()
    gold, pred = [], []
    for tokens, labels, lengths in loader:
        for seq, lab, n in zip(model.decode(tokens, lengths), labels, lengths.tolist()):
            pred.append(tagset.decode(seq))
            gold.append(tagset.decode(lab[:n].tolist()))
    scores = span_f1(gold, pred)
    scores["token_acc"] = token_accuracy(gold, pred)
    return scores


def main(argv=None):
    args = parse_args(argv)
    random.seed(args.seed)
    torch.manual_seed(args.seed)

    train_sents = read_conll(args.train) if args.train else generate_sentences(args.n_train, args.seed)
    dev_sents = read_conll(args.dev) if args.dev else generate_sentences(args.n_dev, args.seed + 1)
    vocab = Vocab.build([t for t, _ in train_sents])
    tagset = TagSet.from_entity_types(["PER", "LOC", "ORG"])

    collate = PadCollator(vocab.pad_id)
    train_dl = DataLoader(NERDataset(train_sents, vocab, tagset), batch_size=args.batch_size,
                          shuffle=True, collate_fn=collate)
    dev_dl = DataLoader(NERDataset(dev_sents, vocab, tagset), batch_size=64, collate_fn=collate)

    model = BiLSTMTagger(len(vocab), len(tagset), args.emb_dim, args.hidden,
                         dropout=args.dropout, pad_id=vocab.pad_id)
    print(f"vocab {len(vocab)}  tags {len(tagset)}  params {count_parameters(model)}")
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)

    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, steps = 0.0, 0
        for tokens, labels, lengths in train_dl:
            logits = model(tokens, lengths)
            loss = model.compute_loss(logits, labels)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip)
            opt.step()
            total += loss.item()
            steps += 1
        scores = evaluate(model, dev_dl, tagset)
        history.append({"epoch": epoch, "loss": total / steps, **scores})
        print(f"epoch {epoch}  loss {total / steps:.4f}  dev f1 {scores['f1']:.3f}  "
              f"token acc {scores['token_acc']:.3f}")
    return model, history


if __name__ == "__main__":
    main()
