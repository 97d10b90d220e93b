// Affiliate area screens (lists, dashboard, create, detail sections). Exports by name.
