"""A fork-server preload that holds the server up before it can fork any worker, as a
server stuck in its warm-up would (for a few seconds, so that the tests can end)."""

import time

time.sleep(3)
