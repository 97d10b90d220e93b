/** The loan detail: its header and its tabs (issue 13). */
export {};
