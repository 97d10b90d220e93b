/** The loan lists and the credits dashboard (issue 13). */
export {};
