"""Synthetic news articles: topic-specific words mixed into generic filler text."""
import random

TOPIC_WORDS = {
    "sports": "match goal coach season league striker defender tournament referee stadium score "
              "championship transfer injury playoff fans keeper penalty sprint medal".split(),
    "politics": "minister parliament election vote senate policy coalition campaign reform "
                "opposition bill governor cabinet debate referendum ballot diplomat treaty".split(),
    "tech": "software startup chip cloud algorithm smartphone developer server encryption "
            "browser robot battery network app processor update silicon platform".split(),
    "health": "hospital vaccine patient doctor virus clinic diet therapy symptoms nurse surgery "
              "disease trial medicine infection wellness fitness cancer".split(),
    "finance": "market stocks investor bank inflation shares bond earnings profit revenue "
               "currency dividend merger fund interest loan recession trading".split(),
    "travel": "flight hotel beach passport airline tourist island museum cruise luggage resort "
              "visa itinerary airport backpacking mountain village sightseeing".split(),
}

FILLER = ("the a of to and in on for with at by from this that was were is are said "
          "after before new year week people many some more most also about over "
          "report according officials local city country first last time day").split()


def make_article(topic, rng, min_len, max_len, topic_ratio=0.25):
    n = rng.randint(min_len, max_len)
    words = []
    for _ in range(n):
        if rng.random() < topic_ratio:
            words.append(rng.choice(TOPIC_WORDS[topic]))
        else:
            words.append(rng.choice(FILLER))
    return " ".join(words)


def make_corpus(n, topics, seed, min_len, max_len):
    rng = random.Random(seed)
    texts, labels = [], []
    for i in range(n):
        label = i % len(topics)
        texts.append(make_article(topics[label], rng, min_len, max_len))
        labels.append(label)
    order = list(range(n))
    rng.shuffle(order)
    return [texts[i] for i in order], [labels[i] for i in order]
