/** One line per event on stderr/stdout; errors keep their stack server-side only. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Logger {
  return {
    info: (message) => out.write(`${message}\n`),
    warn: (message) => err.write(`warning: ${message}\n`),
    error: (message, error) => {
      const detail = error instanceof Error ? `\n${error.stack ?? error.message}` : error === undefined ? '' : `\n${String(error)}`;
      err.write(`error: ${message}${detail}\n`);
    },
  };
}

/** For tests: keeps lines in memory instead of printing them. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(message),
    warn: (message) => lines.push(`warning: ${message}`),
    error: (message, error) => lines.push(`error: ${message}${error instanceof Error ? ` (${error.message})` : ''}`),
  };
}
