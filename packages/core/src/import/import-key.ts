/** The four 32-bit lanes of the hash while text is fed to it. */
type HashState = [number, number, number, number];

const INITIAL_STATE: HashState = [1779033703, 3144134277, 1013904242, 2773480762];

/** Feeds the characters of `text` into the lanes, in place; feeding a then b equals feeding a + b. */
function mixText(state: HashState, text: string): HashState {
  let [h1, h2, h3, h4] = state;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  state[0] = h1;
  state[1] = h2;
  state[2] = h3;
  state[3] = h4;
  return state;
}

/** The two hex digits of each byte: `toString(16)` costs an import of 50,000 rows a tenth of a second. */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A 32-bit lane as 8 hex digits, high byte first (what `(lane >>> 0).toString(16).padStart(8, '0')` gives). */
function laneHex(lane: number): string {
  return (
    (BYTE_HEX[(lane >>> 24) & 0xff] as string) +
    (BYTE_HEX[(lane >>> 16) & 0xff] as string) +
    (BYTE_HEX[(lane >>> 8) & 0xff] as string) +
    (BYTE_HEX[lane & 0xff] as string)
  );
}

function finishHash(state: HashState): string {
  let [h1, h2, h3, h4] = state;
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return laneHex(h1) + laneHex(h2) + laneHex(h3) + laneHex(h4);
}

/**
 * A 128-bit hash of text as 32 hex digits: four 32-bit lanes mixed by multiplication (the cyrb128
 * construction), synchronous and dependency-free so the browser and the server compute the same key.
 * It identifies content; it is not meant to resist someone crafting collisions.
 */
export function hashText(text: string): string {
  return finishHash(mixText([...INITIAL_STATE], text));
}

/**
 * Gives each content its import key: the hash of the content and of how many times the same content
 * came before it in the file (`hashText(content + NUL + occurrence)`), so two identical rows get
 * different keys and the same file always gets the same keys. The content is read once: its lanes
 * name it among the contents seen, and the occurrence is fed on from there.
 */
export function createImportKeyGenerator(): (content: string) => string {
  const occurrences = new Map<string, number>();
  return (content) => {
    const state = mixText([...INITIAL_STATE], content);
    const seen = laneHex(state[0]) + laneHex(state[1]) + laneHex(state[2]) + laneHex(state[3]);
    const occurrence = (occurrences.get(seen) ?? 0) + 1;
    occurrences.set(seen, occurrence);
    return finishHash(mixText(state, `\u0000${occurrence}`));
  };
}
