"""neuroenc: encoding models that predict neuronal responses (spike counts per imaging frame)
from the recent stimulus history."""
