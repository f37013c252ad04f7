/** Where workers copy their databases from; built once per run by global-setup.ts. */
export type TestDatabaseSource =
  { engine: 'pglite'; dumpFile: string } | { engine: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSource: TestDatabaseSource;
  }
}
