/**
 * Names for prepared statements, one per statement text for the life of the process, so a connection
 * that has prepared a text reuses it under the same name. Bounded: each name costs every connection
 * its parse and plan on the server, and PostgreSQL keeps them until the connection ends, so past
 * `capacity` texts the rest run unnamed (parsed each time, as before) rather than growing without end.
 */
/** Most statement texts kept prepared per process, by default: every cached plan of every role, with room to spare. */
export const PREPARED_STATEMENTS = 500;

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly capacity: number) {}

  /** The name of `text`, or undefined when it has none and there is no room for another. */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.capacity) {
      name = `ds_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}
