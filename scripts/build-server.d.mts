// Types of build-server.mjs for the TypeScript scripts that call it (scripts/load).
/** Compiles the server when its output is missing or older than its sources; true when it compiled. */
export function buildServerIfStale(options?: { quiet?: boolean }): Promise<boolean>;
