"""Calls the extraction tests send to a worker process, to see what it has loaded."""

import sys


def loaded(*names: str) -> dict[str, bool]:
    return {name: name in sys.modules for name in names}
