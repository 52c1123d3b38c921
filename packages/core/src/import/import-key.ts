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
  return [h1, h2, h3, h4].map((lane) => (lane >>> 0).toString(16).padStart(8, '0')).join('');
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
    const seen = state.join(',');
    const occurrence = (occurrences.get(seen) ?? 0) + 1;
    occurrences.set(seen, occurrence);
    return finishHash(mixText(state, `\u0000${occurrence}`));
  };
}
