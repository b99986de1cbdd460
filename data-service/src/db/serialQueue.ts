/** Runs async tasks one at a time, in arrival order. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    // The queue moves on whether the task succeeded or not; the caller still sees the rejection.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
