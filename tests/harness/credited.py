"""The data sources PROVENANCE.json records, as the About panel and NOTICE must credit them."""


def sources(record, path: str = "") -> list[tuple[str, dict]]:
    """(where, source) for every registry package the record names anywhere: an object with a
    registry, a package and a version (the shipped lists, their inputs, the definitions' files)."""
    found = []
    if isinstance(record, dict):
        if {"registry", "package", "version"} <= record.keys():
            found.append((path, record))
        for key, value in record.items():
            found += sources(value, f"{path}.{key}" if path else key)
    elif isinstance(record, list):
        for i, value in enumerate(record):
            found += sources(value, f"{path}[{i}]")
    return found


def derived(provenance: dict) -> list[tuple[str, dict]]:
    """(key, record) for the lists wordloom derives itself (built by its own tools, from other sources)."""
    return [(key, entry) for key, entry in provenance["lists"].items() if "derived_from" in entry]
