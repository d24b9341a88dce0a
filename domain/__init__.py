"""Pure domain logic: rules, claims, news. No I/O here."""
