/** A minimal protobuf writer for test fixtures: varint and length-delimited fields, as Anki's messages use. */
const encoder = new TextEncoder();

function varint(value: number): number[] {
  const bytes: number[] = [];
  let v = value;
  while (v > 0x7f) {
    bytes.push((v % 128) | 0x80);
    v = Math.floor(v / 128);
  }
  bytes.push(v);
  return bytes;
}

/** One field of a message: a number (varint), a string, or bytes (a nested message). */
export type ProtoValue = number | string | Uint8Array;

/** A message of `fields` ([field number, value] in order; a repeated field appears several times). */
export function protoMessage(fields: [number, ProtoValue][]): Uint8Array {
  const parts: number[] = [];
  for (const [field, value] of fields) {
    if (typeof value === 'number') {
      parts.push(...varint(field * 8), ...varint(value));
    } else {
      const bytes = typeof value === 'string' ? encoder.encode(value) : value;
      parts.push(...varint(field * 8 + 2), ...varint(bytes.length), ...bytes);
    }
  }
  return new Uint8Array(parts);
}
