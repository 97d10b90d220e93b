/**
 * The server's entry: V8's compile cache is turned on before anything else is loaded, so that a
 * restart reuses the bytecode of the bundle and of its dependencies (kept in the system's temporary
 * folder, keyed by each file's content) instead of compiling them again.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./server');
