"""Synthetic assistant utterances (stand-in for the internal logs export)."""
import random

INTENTS = ("book_flight", "weather", "play_music", "set_alarm", "add_reminder", "order_food")

_SYLL = ("ka", "lo", "mi", "ren", "to", "sa", "vel", "dor", "an", "bri", "que", "zu", "mar",
         "tel", "os", "ny", "gra", "fen", "li", "po")
_FOODS = ("pizza", "sushi", "ramen", "tacos", "burger", "salad", "curry", "noodles", "pho",
          "falafel", "dumplings", "burrito")
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
         "tomorrow", "today", "tonight")
_TASKS = ("call", "email", "pay", "buy", "pick up", "return", "water", "book", "cancel", "renew")
_THINGS = ("mom", "the bank", "rent", "milk", "the kids", "the plants", "the car", "insurance",
           "the dentist", "my passport", "the library books", "groceries")

TEMPLATES = {
    "book_flight": ["book a flight to {city} on {day}", "i need a ticket from {city} to {city}",
                    "find flights to {city} for {n} people", "fly me to {city} {day}"],
    "weather": ["what is the weather in {city}", "will it rain in {city} {day}",
                "how cold is it in {city}", "weather forecast for {city} on {day}"],
    "play_music": ["play {artist}", "put on some {artist}", "play the new album by {artist}",
                   "i want to hear {artist} in the kitchen"],
    "set_alarm": ["set an alarm for {n} am", "wake me up at {n} {day}",
                  "alarm at {n} thirty please", "set alarm {n} pm {day}"],
    "add_reminder": ["remind me to {task} {thing} {day}", "add a reminder to {task} {thing}",
                     "dont let me forget to {task} {thing}", "reminder {task} {thing} at {n}"],
    "order_food": ["order {food} from {artist}", "get me some {food}", "i want {n} {food}",
                   "deliver {food} to the office {day}"],
}


def _name(rng, k):
    return "".join(rng.choice(_SYLL) for _ in range(k))


def _zipf_pool(rng, size, k):
    pool = sorted({_name(rng, k) for _ in range(size * 2)})[:size]
    weights = [1.0 / (i + 1) for i in range(len(pool))]
    return pool, weights


def generate(n, seed=0):
    """Return a list of (text, intent) pairs."""
    rng = random.Random(seed)
    cities, cw = _zipf_pool(random.Random(1), 900, 3)
    artists, aw = _zipf_pool(random.Random(2), 900, 2)
    out = []
    for _ in range(n):
        intent = rng.choice(INTENTS)
        text = rng.choice(TEMPLATES[intent])
        while "{" in text:
            text = (text.replace("{city}", rng.choices(cities, cw)[0], 1)
                        .replace("{artist}", rng.choices(artists, aw)[0], 1)
                        .replace("{day}", rng.choice(_DAYS), 1)
                        .replace("{food}", rng.choice(_FOODS), 1)
                        .replace("{task}", rng.choice(_TASKS), 1)
                        .replace("{thing}", rng.choice(_THINGS), 1)
                        .replace("{n}", str(rng.randint(1, 12)), 1))
        out.append((text, intent))
    return out
