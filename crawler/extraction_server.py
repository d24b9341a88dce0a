"""What the extraction workers' fork server loads before it forks any of them.

multiprocessing's "forkserver" imports its preload modules once, in a fresh single-threaded
process, and forks each worker from it: a worker then starts in milliseconds, with the
extractor imported and warmed up, instead of paying that itself (about 0.9 s of CPU a
worker for a spawned one). Importing this module is what does it, as the fork server only
imports modules; the server lowers its priority first, so that the warm-up, like the
workers' work, takes only the CPU time the crawling process leaves.

Nothing here may raise: Python 3.11's fork server survives an `ImportError` in its preload
but dies of any other exception, and with it every worker it was to fork; after a failed
warm-up the workers load what is missing on their first page instead, as spawned ones do.
Ctrl-C is the crawling process's to handle, and the server only ignores it once the
preload is done.
"""

import logging
import signal

signal.signal(signal.SIGINT, signal.SIG_IGN)

try:
    from crawler.extraction import lower_priority, warm_up

    lower_priority()
    warm_up()
except Exception:  # a worker meets (and reports) a broken extractor itself
    logging.getLogger(__name__).warning("news: the extractor's warm-up failed", exc_info=True)
