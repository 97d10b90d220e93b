/** Global static rules (GlobalStyle): amounts fill table columns by the thousand. */
export const moneyRules = `
  [data-bo='money'] { font-variant-numeric: tabular-nums; white-space: nowrap; }
  [data-bo='money'][data-negative] { color: var(--bo-status-danger-fg); }
`;
