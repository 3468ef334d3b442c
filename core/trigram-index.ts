/**
 * An inverted index from three-character sequences to the records whose text holds them, over
 * the search buffer (every record's folded text, back to back, record r from starts[r] to
 * starts[r + 1]). A substring of three or more characters can only occur in a record holding
 * all of its trigrams, so the shortest of those lists bounds the records worth checking.
 *
 * Trigrams are hashed into a table sized to the text, so two trigrams may share a list: the
 * lists then hold a few extra records, never miss one, and every candidate is checked against
 * the real text by the caller. Built in two passes over the buffer, into one Int32Array.
 */
export interface TrigramIndex {
  /**
   * The records that may contain `needle` (three characters or more), in ascending order; or
   * undefined when the needle is too short or too common for the index to narrow the search.
   */
  candidates(needle: string): Int32Array | undefined;
}

const MIN_TABLE_BITS = 10;
const MAX_TABLE_BITS = 21;

function tableBits(textLength: number): number {
  let bits = MIN_TABLE_BITS;
  while (bits < MAX_TABLE_BITS && 1 << bits < textLength / 4) bits += 1;
  return bits;
}

export function buildTrigramIndex(text: string, starts: Int32Array, records: number): TrigramIndex {
  const bits = tableBits(text.length);
  const mask = (1 << bits) - 1;
  const hash = (a: number, b: number, c: number) => (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ c) & mask;

  // Visits each distinct trigram of each record once (lastSeen: the last record counted per slot).
  const lastSeen = new Int32Array(mask + 1).fill(-1);
  function forEachTrigram(visit: (slot: number, record: number) => void) {
    lastSeen.fill(-1);
    for (let record = 0; record < records; record += 1) {
      const end = starts[record + 1]!;
      let a = -1;
      let b = -1;
      for (let i = starts[record]!; i < end; i += 1) {
        const c = text.charCodeAt(i);
        if (a >= 0) {
          const slot = hash(a, b, c);
          if (lastSeen[slot] !== record) {
            lastSeen[slot] = record;
            visit(slot, record);
          }
        }
        a = b;
        b = c;
      }
    }
  }

  const offsets = new Int32Array(mask + 2);
  forEachTrigram((slot) => {
    offsets[slot + 1]! += 1;
  });
  for (let slot = 0; slot <= mask; slot += 1) offsets[slot + 1]! += offsets[slot]!;
  const postings = new Int32Array(offsets[mask + 1]!);
  const cursor = offsets.slice(0, mask + 1);
  forEachTrigram((slot, record) => {
    postings[cursor[slot]!++] = record;
  });

  // Past this many candidates, checking each one costs more than one scan of the whole buffer.
  const worthIt = Math.max(64, records >> 3);

  return {
    candidates(needle) {
      if (needle.length < 3) return undefined;
      const lists: Int32Array[] = [];
      const slots = new Set<number>();
      for (let i = 2; i < needle.length; i += 1) {
        const slot = hash(needle.charCodeAt(i - 2), needle.charCodeAt(i - 1), needle.charCodeAt(i));
        if (slots.has(slot)) continue;
        slots.add(slot);
        lists.push(postings.subarray(offsets[slot]!, offsets[slot + 1]!));
      }
      lists.sort((a, b) => a.length - b.length);
      if (lists[0]!.length > worthIt) return undefined;
      // Start from the shortest list and keep the records every other list holds too, until
      // few enough are left that checking them against the text is cheaper than going on.
      let found: Int32Array = lists[0]!;
      for (let i = 1; i < lists.length && found.length > FEW; i += 1) found = intersect(found, lists[i]!);
      return found;
    },
  };
}

/** Below this many candidates, checking them against the text beats intersecting more lists. */
const FEW = 16;

/**
 * The records of `few` (sorted) that `many` (sorted, usually much longer) also holds: for each,
 * a galloping search forward from where the last one was found, so a pass costs about
 * few × log(many / few) steps.
 */
function intersect(few: Int32Array, many: Int32Array): Int32Array {
  const out = new Int32Array(few.length);
  let kept = 0;
  let from = 0;
  for (let i = 0; i < few.length && from < many.length; i += 1) {
    const record = few[i]!;
    // Gallop: double the step until past the record, then binary search that stretch.
    let step = 1;
    let high = from;
    while (high < many.length && many[high]! < record) {
      from = high + 1;
      high += step;
      step *= 2;
    }
    high = Math.min(high, many.length - 1);
    while (from < high) {
      const mid = (from + high) >> 1;
      if (many[mid]! < record) from = mid + 1;
      else high = mid;
    }
    if (many[from] === record) out[kept++] = record;
  }
  return out.subarray(0, kept);
}
