"""A fork-server preload that kills the server (not an ImportError, which it survives)."""

raise RuntimeError("this preload is broken on purpose")
