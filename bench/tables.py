"""How the bench scripts print their results: a Markdown table for docs/,
or aligned columns for a terminal."""


def print_table(header, rows, markdown):
    """Prints \\p rows (lists of strings) under \\p header."""
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "|".join("---" for _ in header) + "|")
        for r in rows:
            print("| " + " | ".join(r) + " |")
        return
    widths = [max(len(x) for x in col) for col in zip(header, *rows)]
    for r in [header, *rows]:
        print("  ".join(x.ljust(w) for x, w in zip(r, widths)))
