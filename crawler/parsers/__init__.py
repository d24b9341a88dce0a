"""Pure parsers: bytes or JSON in, dataclasses out; no network, no storage."""
