/**
 * A minimal protobuf reader for the few messages of Anki packages read here (PackageMetadata,
 * MediaEntries, note type, field and template configs): varint and length-delimited fields; other
 * wire types are skipped.
 */
const decoder = new TextDecoder();

/** The fields of a message: field number → its values in order (numbers for varints, bytes otherwise). */
export type ProtoFields = Map<number, (number | Uint8Array)[]>;

function varint(bytes: Uint8Array, start: number): [number, number] {
  let value = 0;
  let scale = 1;
  let at = start;
  for (;;) {
    const byte = bytes[at];
    if (byte === undefined || at - start > 9) throw new Error('truncated varint');
    value += (byte & 0x7f) * scale;
    scale *= 128;
    at += 1;
    if (byte < 0x80) return [value, at];
  }
}

/** The fields of message `bytes`. Throws on a malformed message. */
export function readProto(bytes: Uint8Array): ProtoFields {
  const fields: ProtoFields = new Map();
  let at = 0;
  while (at < bytes.length) {
    const [key, next] = varint(bytes, at);
    const field = Math.floor(key / 8);
    let value: number | Uint8Array;
    switch (key % 8) {
      case 0: [value, at] = varint(bytes, next); break;
      case 1: value = 0; at = next + 8; break;
      case 5: value = 0; at = next + 4; break;
      case 2: {
        const [length, from] = varint(bytes, next);
        if (from + length > bytes.length) throw new Error('truncated field');
        value = bytes.subarray(from, from + length);
        at = from + length;
        break;
      }
      default: throw new Error(`wire type ${key % 8}`);
    }
    fields.set(field, [...(fields.get(field) ?? []), value]);
  }
  return fields;
}

/** The first value of `field` as a number (0 when absent, as protobuf defaults). */
export const protoNumber = (fields: ProtoFields, field: number) => { const v = fields.get(field)?.[0]; return typeof v === 'number' ? v : 0; };
/** The first value of `field` as a string ('' when absent). */
export const protoString = (fields: ProtoFields, field: number) => { const v = fields.get(field)?.[0]; return v instanceof Uint8Array ? decoder.decode(v) : ''; };
/** Every value of repeated message `field`. */
export const protoMessages = (fields: ProtoFields, field: number) => (fields.get(field) ?? []).filter((v): v is Uint8Array => v instanceof Uint8Array);
