// jsonld ships no types; the tests use only expand().
declare module 'jsonld' {
  const jsonld: {
    expand(
      input: unknown,
      options?: { base?: string; documentLoader?: (url: string) => Promise<unknown> },
    ): Promise<Record<string, unknown>[]>;
  };
  export default jsonld;
}
