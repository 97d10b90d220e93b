// Affiliate configuration, tools, inline edits and comments screens. Exports by name.
