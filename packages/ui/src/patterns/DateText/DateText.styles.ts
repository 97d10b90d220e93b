/** Global static rules (GlobalStyle): dates fill table columns by the thousand. */
export const dateTextRules = `
  [data-bo='date'] { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
