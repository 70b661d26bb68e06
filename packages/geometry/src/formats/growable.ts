// Typed arrays that grow as a text file is read (an OBJ or ASCII STL declares no counts): doubling, so a file is
// read once and copied a logarithmic number of times, and never past a cap, so a file cannot make a reader hold more
// than the foot-scan limits allow however it is written.

class Growable<T extends Float32Array | Uint32Array> {
  private data: T;
  length = 0;

  constructor(
    private readonly make: (length: number) => T,
    capacity: number,
  ) {
    this.data = make(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = this.make(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  get(index: number): number {
    return this.data[index] as number;
  }

  /** Forgets the values (keeps the room): a reused scratch list, e.g. one OBJ face's corners. */
  clear(): void {
    this.length = 0;
  }

  /** The values pushed, in an array of their own length. */
  toArray(): T {
    return this.data.slice(0, this.length) as T;
  }
}

export class GrowableFloat32 extends Growable<Float32Array> {
  constructor(capacity = 1024) {
    super((length) => new Float32Array(length), capacity);
  }
}

export class GrowableUint32 extends Growable<Uint32Array> {
  constructor(capacity = 1024) {
    super((length) => new Uint32Array(length), capacity);
  }
}
