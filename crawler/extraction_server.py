"""What the extraction workers' fork server loads before it forks any of them.

multiprocessing's "forkserver" imports its preload modules once, in a fresh single-threaded
process, and forks each worker from it: a worker then starts in milliseconds, with the
extractor imported and warmed up, instead of paying that itself (about 0.9 s of CPU a
worker for a spawned one). Importing this module is what does it, as the fork server only
imports modules; the server lowers its priority first, so that the warm-up, like the
workers' work, takes only the CPU time the crawling process leaves.
"""

from crawler.extraction import lower_priority, warm_up

lower_priority()
warm_up()
